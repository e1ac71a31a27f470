<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `auth` operations. */
final class Auth
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * Signs a staff user in (`email`, `password`).
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function login(array $params, array $opts = []): ?\TourChat\ApiObject
    {
        return $this->client->request('POST', '/v1/auth/login', null, $params, $opts, null);
    }

    /**
     * Signs the staff session out.
     *
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function logout(array $opts = []): ?\TourChat\ApiObject
    {
        return $this->client->request('POST', '/v1/auth/logout', null, null, $opts, null);
    }
}
