<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `bookings` operations. */
final class Bookings
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * The slots of `date` with places for `guests` (`service_id` optional), and the bookings starting that day.
     *
     * @param array<string, mixed> $params
     */
    public function availability(array $params = []): \TourChat\Model\Availability
    {
        return $this->client->request('GET', '/v1/bookings', $params, null, [], \TourChat\Model\Availability::class);
    }

    /**
     * Books `guests` places (`slot_id`, or `service_id` + `date` + `time`) for `customer` (`name`, `email` or `phone`).
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function create(array $params, array $opts = []): \TourChat\Model\Booking
    {
        return $this->client->request('POST', '/v1/bookings', null, $params, $opts, \TourChat\Model\Booking::class);
    }

    /**
     * One booking.
     */
    public function get(string $id): \TourChat\Model\Booking
    {
        return $this->client->request('GET', '/v1/bookings/' . rawurlencode($id), null, null, [], \TourChat\Model\Booking::class);
    }

    /**
     * Cancels a confirmed booking (optional `reason`); its places return.
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function cancel(string $id, array $params = [], array $opts = []): \TourChat\Model\Booking
    {
        return $this->client->request('POST', '/v1/bookings/' . rawurlencode($id) . '/cancel', null, $params, $opts, \TourChat\Model\Booking::class);
    }
}
