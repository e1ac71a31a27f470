<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `tokens` operations. */
final class Tokens
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * Mints a session token (`kind` session, `session_id`) or a staff token (`kind` staff).
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function create(array $params, array $opts = []): \TourChat\Model\Token
    {
        return $this->client->request('POST', '/v1/tokens', null, $params, $opts, \TourChat\Model\Token::class);
    }
}
