<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `presence` operations. */
final class Presence
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * Staff online.
     */
    public function get(): ?\TourChat\ApiObject
    {
        return $this->client->request('GET', '/v1/presence', null, null, [], null);
    }
}
