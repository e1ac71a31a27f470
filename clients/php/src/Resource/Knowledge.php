<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `knowledge` operations. */
final class Knowledge
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * Knowledge entries (`service_id`, `tag`, `limit`, `cursor`).
     *
     * @param array<string, mixed> $params
     * @return \TourChat\Page<\TourChat\ApiObject>
     */
    public function list(array $params = []): \TourChat\Page
    {
        return $this->client->page('/v1/knowledge', $params);
    }

    /**
     * Adds a knowledge entry (`question`, `answer` per language, `service_id`, `tags`, `enabled`).
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function create(array $params, array $opts = []): ?\TourChat\ApiObject
    {
        return $this->client->request('POST', '/v1/knowledge', null, $params, $opts, null);
    }

    /**
     * One knowledge entry.
     */
    public function get(string $id): ?\TourChat\ApiObject
    {
        return $this->client->request('GET', '/v1/knowledge/' . rawurlencode($id), null, null, [], null);
    }

    /**
     * Changes the fields given; each per-language object replaces the stored one.
     *
     * @param array<string, mixed> $params
     */
    public function update(string $id, array $params): ?\TourChat\ApiObject
    {
        return $this->client->request('PATCH', '/v1/knowledge/' . rawurlencode($id), null, $params, [], null);
    }

    /**
     * Deletes a knowledge entry.
     */
    public function delete(string $id): ?\TourChat\ApiObject
    {
        return $this->client->request('DELETE', '/v1/knowledge/' . rawurlencode($id), null, null, [], null);
    }
}
