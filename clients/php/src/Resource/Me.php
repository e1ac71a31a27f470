<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `me` operations. */
final class Me
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * The signed-in staff user.
     */
    public function get(): ?\TourChat\ApiObject
    {
        return $this->client->request('GET', '/v1/me', null, null, [], null);
    }
}
