<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `services` operations. */
final class Services
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * The catalog in id order (`language`, `include_archived`, `limit`, `cursor`);
     * `foreach` walks every page.
     *
     * @param array<string, mixed> $params
     * @return \TourChat\Page<\TourChat\Model\Service>
     */
    public function list(array $params = []): \TourChat\Page
    {
        return $this->client->page('/v1/services', $params);
    }

    /**
     * One service (`language`).
     *
     * @param array<string, mixed> $params
     */
    public function get(string $id, array $params = []): \TourChat\Model\Service
    {
        return $this->client->request('GET', '/v1/services/' . rawurlencode($id), $params, null, [], \TourChat\Model\Service::class);
    }

    /**
     * Creates a service from the catalog import's fields and the facts.
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function create(array $params, array $opts = []): \TourChat\Model\Service
    {
        return $this->client->request('POST', '/v1/services', null, $params, $opts, \TourChat\Model\Service::class);
    }

    /**
     * Changes the fields given.
     *
     * @param array<string, mixed> $params
     */
    public function update(string $id, array $params): \TourChat\Model\Service
    {
        return $this->client->request('PATCH', '/v1/services/' . rawurlencode($id), null, $params, [], \TourChat\Model\Service::class);
    }

    /**
     * Archives a service: no new slots; bookings stay valid.
     */
    public function delete(string $id): \TourChat\Model\Service
    {
        return $this->client->request('DELETE', '/v1/services/' . rawurlencode($id), null, null, [], \TourChat\Model\Service::class);
    }
}
