<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `conversations` operations. */
final class Conversations
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * Conversations, most recently active first (`since`, `limit`, `cursor`).
     *
     * @param array<string, mixed> $params
     * @return \TourChat\Page<\TourChat\Model\Conversation>
     */
    public function list(array $params = []): \TourChat\Page
    {
        return $this->client->page('/v1/conversations', $params);
    }

    /**
     * One conversation.
     */
    public function get(string $id): \TourChat\Model\Conversation
    {
        return $this->client->request('GET', '/v1/conversations/' . rawurlencode($id), null, null, [], \TourChat\Model\Conversation::class);
    }

    /**
     * A conversation's messages, oldest first.
     *
     * @param array<string, mixed> $params
     * @return \TourChat\Page<\TourChat\Model\Message>
     */
    public function messages(string $id, array $params = []): \TourChat\Page
    {
        return $this->client->page('/v1/conversations/' . rawurlencode($id) . '/messages', $params);
    }
}
