<?php

declare(strict_types=1);

namespace TourChat;

use TourChat\Exception\WebhookVerificationException;

/** Standard Webhooks verification of TourChat's deliveries. */
final class Webhook
{
    /**
     * Checks a delivery's `webhook-signature` against its raw body (exactly
     * as received) and the endpoint's `whsec_...` secret, refuses timestamps
     * more than $tolerance seconds from now, and answers the event.
     *
     * @param array<string, string|list<string>> $headers any case
     * @throws WebhookVerificationException
     */
    public static function verify(string $payload, array $headers, string $secret, int $tolerance = 300, ?int $now = null): Model\Event
    {
        $h = [];
        foreach ($headers as $k => $v) {
            $h[strtolower((string) $k)] = is_array($v) ? (string) ($v[0] ?? '') : (string) $v;
        }
        $id = $h['webhook-id'] ?? '';
        $ts = $h['webhook-timestamp'] ?? '';
        $sigs = $h['webhook-signature'] ?? '';
        if ($id === '' || $ts === '' || $sigs === '') {
            throw new WebhookVerificationException('missing webhook-id, webhook-timestamp or webhook-signature');
        }
        if (!ctype_digit($ts)) {
            throw new WebhookVerificationException('malformed webhook-timestamp');
        }
        if (abs(($now ?? time()) - (int) $ts) > $tolerance) {
            throw new WebhookVerificationException('webhook-timestamp outside the tolerance');
        }
        $key = base64_decode(str_starts_with($secret, 'whsec_') ? substr($secret, 6) : $secret, true);
        if ($key === false) {
            throw new WebhookVerificationException('malformed secret');
        }
        $want = base64_encode(hash_hmac('sha256', $id . '.' . $ts . '.' . $payload, $key, true));
        foreach (explode(' ', $sigs) as $part) {
            [$version, $sig] = array_pad(explode(',', $part, 2), 2, '');
            if ($version === 'v1' && hash_equals($want, $sig)) {
                $event = ApiObject::wrap(json_decode($payload, true, 512, JSON_THROW_ON_ERROR), Model\Event::class);
                assert($event instanceof Model\Event);
                return $event;
            }
        }
        throw new WebhookVerificationException('no matching signature');
    }
}
