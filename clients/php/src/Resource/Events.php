<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `events` operations. */
final class Events
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * The event log (30 days), newest first (`type`, `since`, `limit`, `cursor`).
     *
     * @param array<string, mixed> $params
     * @return \TourChat\Page<\TourChat\Model\Event>
     */
    public function list(array $params = []): \TourChat\Page
    {
        return $this->client->page('/v1/events', $params);
    }
}
