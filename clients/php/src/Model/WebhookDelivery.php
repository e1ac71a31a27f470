<?php

declare(strict_types=1);

namespace TourChat\Model;

use TourChat\ApiObject;

/**
 * A WebhookDelivery. Fields as in docs/reference.md.
 *
 * @property-read string $id
 * @property-read string $object
 * @property-read string $webhook_id
 * @property-read string $event_id
 * @property-read string $event_type
 * @property-read string $status
 * @property-read list<\TourChat\ApiObject> $attempts
 * @property-read ?string $next_attempt_at
 * @property-read string $created_at
 */
final class WebhookDelivery extends ApiObject
{
}
