<?php

declare(strict_types=1);

namespace TourChat\Resource;

use TourChat\TourChat;

/** The `webhooks` operations. */
final class Webhooks
{
    /** @internal built by TourChat */
    public function __construct(private readonly TourChat $client)
    {
    }

    /**
     * Registers an endpoint (`url`, `events`, `description`, `enabled`); the answer alone carries its `secret`.
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function create(array $params, array $opts = []): \TourChat\Model\Webhook
    {
        return $this->client->request('POST', '/v1/webhooks', null, $params, $opts, \TourChat\Model\Webhook::class);
    }

    /**
     * The webhook endpoints.
     *
     * @param array<string, mixed> $params
     * @return \TourChat\Page<\TourChat\Model\Webhook>
     */
    public function list(array $params = []): \TourChat\Page
    {
        return $this->client->page('/v1/webhooks', $params);
    }

    /**
     * One endpoint.
     */
    public function get(string $id): \TourChat\Model\Webhook
    {
        return $this->client->request('GET', '/v1/webhooks/' . rawurlencode($id), null, null, [], \TourChat\Model\Webhook::class);
    }

    /**
     * Changes the fields given.
     *
     * @param array<string, mixed> $params
     */
    public function update(string $id, array $params): \TourChat\Model\Webhook
    {
        return $this->client->request('PATCH', '/v1/webhooks/' . rawurlencode($id), null, $params, [], \TourChat\Model\Webhook::class);
    }

    /**
     * Deletes an endpoint: `{id, object, deleted}`.
     */
    public function delete(string $id): ?\TourChat\ApiObject
    {
        return $this->client->request('DELETE', '/v1/webhooks/' . rawurlencode($id), null, null, [], null);
    }

    /**
     * Queues a `webhook.test` event to the endpoint.
     *
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function test(string $id, array $opts = []): \TourChat\Model\WebhookDelivery
    {
        return $this->client->request('POST', '/v1/webhooks/' . rawurlencode($id) . '/test', null, null, $opts, \TourChat\Model\WebhookDelivery::class);
    }

    /**
     * An endpoint's deliveries, newest first.
     *
     * @param array<string, mixed> $params
     * @return \TourChat\Page<\TourChat\Model\WebhookDelivery>
     */
    public function deliveries(string $id, array $params = []): \TourChat\Page
    {
        return $this->client->page('/v1/webhooks/' . rawurlencode($id) . '/deliveries', $params);
    }

    /**
     * Sends a delivery again now.
     *
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    public function retry(string $id, string $deliveryId, array $opts = []): \TourChat\Model\WebhookDelivery
    {
        return $this->client->request('POST', '/v1/webhooks/' . rawurlencode($id) . '/deliveries/' . rawurlencode($deliveryId) . '/retry', null, null, $opts, \TourChat\Model\WebhookDelivery::class);
    }

    /**
     * Verifies a delivery (Standard Webhooks) and answers the event.
     *
     * @param array<string, string|list<string>> $headers
     */
    public function verify(string $payload, array $headers, string $secret, int $tolerance = 300): \TourChat\Model\Event
    {
        return \TourChat\Webhook::verify($payload, $headers, $secret, $tolerance);
    }
}
