<?php

declare(strict_types=1);

namespace TourChat;

/**
 * One page of a list: `data`, `hasMore` and `nextCursor` (null on the last
 * page). Iterating a Page with foreach walks every item of this page and
 * of every following one, fetching them as needed.
 *
 * @template T of ApiObject
 * @implements \IteratorAggregate<int, T>
 */
final class Page implements \IteratorAggregate, \Countable
{
    /**
     * @param list<T> $data
     * @param (\Closure(string): Page<T>)|null $next fetches the page after a cursor
     */
    public function __construct(
        public readonly array $data,
        public readonly bool $hasMore,
        public readonly ?string $nextCursor,
        private readonly ?\Closure $next = null,
    ) {
    }

    /** @param array<string, mixed> $raw */
    public static function fromArray(array $raw, ?\Closure $next = null): self
    {
        $data = ApiObject::wrap($raw['data'] ?? []);
        return new self(is_array($data) ? $data : [], (bool) ($raw['has_more'] ?? false), $raw['next_cursor'] ?? null, $next);
    }

    /** @return \Generator<int, T> every item across pages */
    public function getIterator(): \Generator
    {
        $page = $this;
        $i = 0;
        while (true) {
            foreach ($page->data as $item) {
                yield $i++ => $item;
            }
            if (!$page->hasMore || $page->nextCursor === null || $page->next === null) {
                return;
            }
            $page = ($page->next)($page->nextCursor);
        }
    }

    /** The items of this page only. */
    public function count(): int
    {
        return count($this->data);
    }
}
