<?php

declare(strict_types=1);

namespace TourChat\Exception;

/** 429: over the rate limit; getRetryAfter() is in seconds. */
class RateLimitException extends TourChatException
{
    /** Seconds the server asked to wait, when it said. */
    public function getRetryAfter(): ?float
    {
        $v = $this->getHeaders()['retry-after'] ?? null;
        return $v !== null && is_numeric($v) ? max(0.0, (float) $v) : null;
    }
}
