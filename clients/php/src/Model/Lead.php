<?php

declare(strict_types=1);

namespace TourChat\Model;

use TourChat\ApiObject;

/**
 * A Lead. Fields as in docs/reference.md.
 *
 * @property-read string $id
 * @property-read string $object
 * @property-read string $business_id
 * @property-read string $session_id
 * @property-read string $name
 * @property-read string $email
 * @property-read string $phone
 * @property-read string $language
 * @property-read \TourChat\ApiObject $interest
 * @property-read string $status
 * @property-read string $booking_id
 * @property-read string $created_at
 * @property-read string $updated_at
 */
final class Lead extends ApiObject
{
}
