<?php

declare(strict_types=1);

namespace TourChat\Model;

use TourChat\ApiObject;

/**
 * A Conversation. Fields as in docs/reference.md.
 *
 * @property-read string $id
 * @property-read string $object
 * @property-read string $business_id
 * @property-read string $session_id
 * @property-read string $language
 * @property-read string $lead_id
 * @property-read bool $handoff
 * @property-read int $message_count
 * @property-read string $created_at
 * @property-read string $updated_at
 */
final class Conversation extends ApiObject
{
}
