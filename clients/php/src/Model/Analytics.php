<?php

declare(strict_types=1);

namespace TourChat\Model;

use TourChat\ApiObject;

/**
 * A Analytics. Fields as in docs/reference.md.
 *
 * @property-read string $object
 * @property-read string $from
 * @property-read string $to
 * @property-read string $timezone
 * @property-read \TourChat\ApiObject $totals
 * @property-read list<\TourChat\ApiObject> $by_day
 * @property-read list<\TourChat\ApiObject> $by_hour
 * @property-read list<\TourChat\ApiObject> $by_language
 * @property-read list<\TourChat\ApiObject> $top_intents
 * @property-read list<\TourChat\ApiObject> $top_services
 */
final class Analytics extends ApiObject
{
}
