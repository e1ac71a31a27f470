<?php

declare(strict_types=1);

namespace TourChat\Model;

use TourChat\ApiObject;

/**
 * A Message. Fields as in docs/reference.md.
 *
 * @property-read string $id
 * @property-read string $object
 * @property-read string $business_id
 * @property-read string $conversation_id
 * @property-read string $session_id
 * @property-read string $role
 * @property-read string $text
 * @property-read string $language
 * @property-read string $intent
 * @property-read bool $fallback
 * @property-read \TourChat\ApiObject|null $reply
 * @property-read array<string, mixed>|null $metadata
 * @property-read \TourChat\ApiObject|null $author {id, name} of a staff message
 * @property-read string $created_at
 */
final class Message extends ApiObject
{
}
