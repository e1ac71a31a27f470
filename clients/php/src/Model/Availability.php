<?php

declare(strict_types=1);

namespace TourChat\Model;

use TourChat\ApiObject;

/**
 * A Availability. Fields as in docs/reference.md.
 *
 * @property-read string $object
 * @property-read string $date
 * @property-read int $guests
 * @property-read ?string $service_id
 * @property-read list<\TourChat\ApiObject> $slots
 * @property-read list<\TourChat\Model\Booking> $bookings
 */
final class Availability extends ApiObject
{
}
