<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `keys` operations. */
final class Keys
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * API keys (never the keys themselves).
     *
     * @param array<string, mixed> $params
     * @return \TourChat\Page<\TourChat\ApiObject>
     */
    public function list(array $params = []): \TourChat\Page
    {
        return $this->client->page('/v1/keys', $params);
    }

    /**
     * Creates a key (`name`, `kind`, `scopes`); the answer alone carries it.
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function create(array $params, array $opts = []): ?\TourChat\ApiObject
    {
        return $this->client->request('POST', '/v1/keys', null, $params, $opts, null);
    }

    /**
     * Revokes a key.
     *
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function revoke(string $id, array $opts = []): ?\TourChat\ApiObject
    {
        return $this->client->request('POST', '/v1/keys/' . rawurlencode($id) . '/revoke', null, null, $opts, null);
    }
}
