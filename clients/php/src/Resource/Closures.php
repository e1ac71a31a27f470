<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `closures` operations. */
final class Closures
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * Closes a service on `date` (at `time`, or all day; `reason`, `cancel_bookings`).
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function create(string $serviceId, array $params, array $opts = []): ?\TourChat\ApiObject
    {
        return $this->client->request('POST', '/v1/services/' . rawurlencode($serviceId) . '/closures', null, $params, $opts, null);
    }

    /**
     * Removes a closure.
     */
    public function delete(string $serviceId, string $closureId): ?\TourChat\ApiObject
    {
        return $this->client->request('DELETE', '/v1/services/' . rawurlencode($serviceId) . '/closures/' . rawurlencode($closureId), null, null, [], null);
    }
}
