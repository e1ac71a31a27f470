<?php

declare(strict_types=1);

namespace TourChat\Model;

use TourChat\ApiObject;

/**
 * A Service. Fields as in docs/reference.md.
 *
 * @property-read string $id
 * @property-read string $object
 * @property-read string $name
 * @property-read string $description
 * @property-read string $duration
 * @property-read int $duration_minutes
 * @property-read float $price
 * @property-read string $currency
 * @property-read int $capacity
 * @property-read list<\TourChat\ApiObject> $images
 * @property-read array<string, mixed> $schedule
 * @property-read list<string> $languages
 * @property-read string $language
 * @property-read string $created_at
 */
final class Service extends ApiObject
{
}
