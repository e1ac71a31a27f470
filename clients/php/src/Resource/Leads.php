<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `leads` operations. */
final class Leads
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * Leads, newest first (`status`, `since`, `until`, `limit`, `cursor`).
     *
     * @param array<string, mixed> $params
     * @return \TourChat\Page<\TourChat\Model\Lead>
     */
    public function list(array $params = []): \TourChat\Page
    {
        return $this->client->page('/v1/leads', $params);
    }

    /**
     * One lead.
     */
    public function get(string $id): \TourChat\Model\Lead
    {
        return $this->client->request('GET', '/v1/leads/' . rawurlencode($id), null, null, [], \TourChat\Model\Lead::class);
    }

    /**
     * Moves a lead's `status`.
     *
     * @param array<string, mixed> $params
     */
    public function update(string $id, array $params): \TourChat\Model\Lead
    {
        return $this->client->request('PATCH', '/v1/leads/' . rawurlencode($id), null, $params, [], \TourChat\Model\Lead::class);
    }
}
