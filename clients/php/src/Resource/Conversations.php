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
     * Resets the unread count.
     *
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function read(string $id, array $opts = []): \TourChat\Model\Conversation
    {
        return $this->client->request('POST', '/v1/conversations/' . rawurlencode($id) . '/read', null, null, $opts, \TourChat\Model\Conversation::class);
    }

    /**
     * Marks the conversation as waiting for a person.
     *
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function handoff(string $id, array $opts = []): \TourChat\Model\Conversation
    {
        return $this->client->request('POST', '/v1/conversations/' . rawurlencode($id) . '/handoff', null, null, $opts, \TourChat\Model\Conversation::class);
    }

    /**
     * A staff message to the visitor.
     *
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function reply(string $id, string $text, array $opts = []): \TourChat\Model\Message
    {
        return $this->client->request('POST', '/v1/conversations/' . rawurlencode($id) . '/messages', null, ['text' => $text], $opts, \TourChat\Model\Message::class);
    }

    /**
     * A person takes the conversation (`me`; a key takes it as the team).
     *
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function assign(string $id, string $assignee = 'me', array $opts = []): \TourChat\Model\Conversation
    {
        return $this->client->request('POST', '/v1/conversations/' . rawurlencode($id) . '/assign', null, ['assignee' => $assignee], $opts, \TourChat\Model\Conversation::class);
    }
}
