<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `analytics` operations. */
final class Analytics
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * Figures between `from` and `to` (default the last 30 days).
     *
     * @param array<string, mixed> $params
     */
    public function get(array $params = []): \TourChat\Model\Analytics
    {
        return $this->client->request('GET', '/v1/analytics', $params, null, [], \TourChat\Model\Analytics::class);
    }
}
