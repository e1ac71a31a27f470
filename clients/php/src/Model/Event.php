<?php

declare(strict_types=1);

namespace TourChat\Model;

use TourChat\ApiObject;

/**
 * The event envelope; webhooks, the event log and the WebSocket carry the same object. Fields as in docs/reference.md.
 *
 * @property-read string $id
 * @property-read string $object
 * @property-read string $type
 * @property-read string $created_at
 * @property-read string $business_id
 * @property-read \TourChat\ApiObject $data the resource (a booking, a lead, ...)
 */
final class Event extends ApiObject
{
}
