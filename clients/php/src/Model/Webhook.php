<?php

declare(strict_types=1);

namespace TourChat\Model;

use TourChat\ApiObject;

/**
 * A Webhook. Fields as in docs/reference.md.
 *
 * @property-read string $id
 * @property-read string $object
 * @property-read string $business_id
 * @property-read string $url
 * @property-read list<string> $events
 * @property-read string $description
 * @property-read bool $enabled
 * @property-read string $disabled_reason
 * @property-read string $secret
 * @property-read string $created_at
 * @property-read string $updated_at
 */
final class Webhook extends ApiObject
{
}
