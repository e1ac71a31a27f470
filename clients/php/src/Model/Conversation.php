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
 * @property-read string $status bot, waiting, human or closed
 * @property-read \TourChat\ApiObject|null $assignee {id, name}
 * @property-read ?string $handoff_requested_at
 * @property-read int $unread
 * @property-read string $lead_id
 * @property-read bool $handoff
 * @property-read int $message_count
 * @property-read ?string $last_message_at
 * @property-read string $created_at
 * @property-read string $updated_at
 */
final class Conversation extends ApiObject
{
}
