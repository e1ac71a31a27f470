<?php

declare(strict_types=1);

namespace TourChat;

/**
 * An object of the API (a booking, a lead, ...): fields read as properties
 * (`$booking->total_price`) or as array keys (`$booking['total_price']`),
 * with the API's snake_case names. Nested objects are ApiObjects too. The
 * subclasses in TourChat\Model describe each object's fields for IDEs and
 * static analysis.
 *
 * @implements \ArrayAccess<string, mixed>
 */
class ApiObject implements \ArrayAccess, \JsonSerializable
{
    /** Classes of the objects by their `object` field. */
    private const CLASSES = [
        'booking' => Model\Booking::class,
        'lead' => Model\Lead::class,
        'service' => Model\Service::class,
        'conversation' => Model\Conversation::class,
        'message' => Model\Message::class,
        'event' => Model\Event::class,
        'webhook' => Model\Webhook::class,
        'webhook_delivery' => Model\WebhookDelivery::class,
        'availability' => Model\Availability::class,
        'analytics' => Model\Analytics::class,
        'token' => Model\Token::class,
    ];

    /** @param array<string, mixed> $values */
    final public function __construct(protected array $values)
    {
    }

    /**
     * Wraps a decoded answer: objects become ApiObjects (of their class),
     * lists of objects stay lists.
     */
    public static function wrap(mixed $value, ?string $class = null): mixed
    {
        if (!is_array($value)) {
            return $value;
        }
        if (array_is_list($value)) {
            return array_map(static fn ($v) => self::wrap($v), $value);
        }
        $out = [];
        foreach ($value as $k => $v) {
            // metadata and event data keep their own shape, as arrays.
            $out[$k] = $k === 'metadata' ? $v : self::wrap($v);
        }
        $class ??= self::CLASSES[$value['object'] ?? ''] ?? self::class;
        return new $class($out);
    }

    public function __get(string $name): mixed
    {
        return $this->values[$name] ?? null;
    }

    public function __isset(string $name): bool
    {
        return isset($this->values[$name]);
    }

    public function offsetExists(mixed $offset): bool
    {
        return array_key_exists($offset, $this->values);
    }

    public function offsetGet(mixed $offset): mixed
    {
        return $this->values[$offset] ?? null;
    }

    public function offsetSet(mixed $offset, mixed $value): void
    {
        throw new \LogicException('API objects are read-only');
    }

    public function offsetUnset(mixed $offset): void
    {
        throw new \LogicException('API objects are read-only');
    }

    /** @return array<string, mixed> the fields, nested objects as arrays */
    public function toArray(): array
    {
        $out = [];
        foreach ($this->values as $k => $v) {
            $out[$k] = self::unwrap($v);
        }
        return $out;
    }

    private static function unwrap(mixed $v): mixed
    {
        if ($v instanceof self) {
            return $v->toArray();
        }
        if (is_array($v)) {
            return array_map(static fn ($x) => self::unwrap($x), $v);
        }
        return $v;
    }

    public function jsonSerialize(): mixed
    {
        return $this->toArray();
    }
}
