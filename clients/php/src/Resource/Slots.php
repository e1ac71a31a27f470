<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `slots` operations. */
final class Slots
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * Changes a slot's `capacity` (`cancel_bookings`).
     *
     * @param array<string, mixed> $params
     */
    public function update(string $slotId, array $params): ?\TourChat\ApiObject
    {
        return $this->client->request('PATCH', '/v1/slots/' . rawurlencode($slotId), null, $params, [], null);
    }
}
