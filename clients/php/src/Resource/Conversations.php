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

    /**
     * Hands the conversation to a person (`assignee`: `me` or a user id).
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function assign(string $id, array $params = [], array $opts = []): \TourChat\Model\Conversation
    {
        return $this->client->request('POST', '/v1/conversations/' . rawurlencode($id) . '/assign', null, $params, $opts, \TourChat\Model\Conversation::class);
    }

    /**
     * Gives the conversation back to the assistant.
     *
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function release(string $id, array $opts = []): \TourChat\Model\Conversation
    {
        return $this->client->request('POST', '/v1/conversations/' . rawurlencode($id) . '/release', null, null, $opts, \TourChat\Model\Conversation::class);
    }

    /**
     * Closes the conversation.
     *
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function close(string $id, array $opts = []): \TourChat\Model\Conversation
    {
        return $this->client->request('POST', '/v1/conversations/' . rawurlencode($id) . '/close', null, null, $opts, \TourChat\Model\Conversation::class);
    }

    /**
     * Sends a staff message (`text`) to the visitor.
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function sendMessage(string $id, array $params, array $opts = []): \TourChat\Model\Message
    {
        return $this->client->request('POST', '/v1/conversations/' . rawurlencode($id) . '/messages', null, $params, $opts, \TourChat\Model\Message::class);
    }

    /**
     * Resets the unread count.
     *
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function markRead(string $id, array $opts = []): \TourChat\Model\Conversation
    {
        return $this->client->request('POST', '/v1/conversations/' . rawurlencode($id) . '/read', null, null, $opts, \TourChat\Model\Conversation::class);
    }
}
