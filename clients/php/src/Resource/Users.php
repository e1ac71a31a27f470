<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `users` operations. */
final class Users
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * Staff users.
     *
     * @param array<string, mixed> $params
     * @return \TourChat\Page<\TourChat\ApiObject>
     */
    public function list(array $params = []): \TourChat\Page
    {
        return $this->client->page('/v1/users', $params);
    }

    /**
     * Adds a staff user (`email`, `name`, `role`); the answer alone carries `one_time_password`.
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function create(array $params, array $opts = []): ?\TourChat\ApiObject
    {
        return $this->client->request('POST', '/v1/users', null, $params, $opts, null);
    }

    /**
     * Changes a staff user.
     *
     * @param array<string, mixed> $params
     */
    public function update(string $id, array $params): ?\TourChat\ApiObject
    {
        return $this->client->request('PATCH', '/v1/users/' . rawurlencode($id), null, $params, [], null);
    }

    /**
     * Removes a staff user.
     */
    public function delete(string $id): ?\TourChat\ApiObject
    {
        return $this->client->request('DELETE', '/v1/users/' . rawurlencode($id), null, null, [], null);
    }
}
