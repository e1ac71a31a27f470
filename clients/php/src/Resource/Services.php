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
     * The whole catalog (`language`), on one page.
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
}
