<?php

declare(strict_types=1);

namespace TourChat\Model;

use TourChat\ApiObject;

/**
 * A Token. Fields as in docs/reference.md.
 *
 * @property-read string $object
 * @property-read string $token
 * @property-read string $kind
 * @property-read string $session_id
 * @property-read string $expires_at
 */
final class Token extends ApiObject
{
}
