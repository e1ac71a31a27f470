<?php

declare(strict_types=1);

namespace TourChat\Model;

use TourChat\ApiObject;

/**
 * A Booking. Fields as in docs/reference.md.
 *
 * @property-read string $id
 * @property-read string $object
 * @property-read string $business_id
 * @property-read string $service_id
 * @property-read string $service_name
 * @property-read string $slot_id
 * @property-read string $date
 * @property-read string $time
 * @property-read string $start
 * @property-read string $end
 * @property-read int $guests
 * @property-read string $status
 * @property-read float $unit_price
 * @property-read float $total_price
 * @property-read string $currency
 * @property-read \TourChat\ApiObject $customer
 * @property-read string $notes
 * @property-read string $source
 * @property-read string $session_id
 * @property-read string $lead_id
 * @property-read array<string, mixed>|null $metadata
 * @property-read string $cancel_reason
 * @property-read string $created_at
 * @property-read string $updated_at
 * @property-read ?string $cancelled_at
 */
final class Booking extends ApiObject
{
}
