"""List answers: one page, or every item across pages."""

from __future__ import annotations

from typing import Any, AsyncIterator, Awaitable, Callable, Dict, Generator, Generic, Iterator, List, Optional, TypeVar

T = TypeVar("T")


class Page(Generic[T]):
    """One page of a list: ``data``, ``has_more`` and ``next_cursor`` (None
    on the last page). Iterating a page of the sync client walks every item
    of every following page too."""

    def __init__(self, raw: Dict[str, Any], fetch: Optional[Callable[[str], "Page[T]"]] = None) -> None:
        self.object: str = raw.get("object", "list")
        self.data: List[T] = raw.get("data", [])
        self.has_more: bool = bool(raw.get("has_more"))
        self.next_cursor: Optional[str] = raw.get("next_cursor")
        self._fetch = fetch

    def __repr__(self) -> str:
        return "Page(data=%d items, has_more=%r, next_cursor=%r)" % (len(self.data), self.has_more, self.next_cursor)

    def __iter__(self) -> Iterator[T]:
        page: Optional[Page[T]] = self
        while page is not None:
            yield from page.data
            if not page.has_more or not page.next_cursor or page._fetch is None:
                return
            page = page._fetch(page.next_cursor)


class AsyncPager(Generic[T]):
    """The answer of an async list method: ``await`` it for the first page,
    or ``async for`` it to walk every item across pages."""

    def __init__(self, fetch: Callable[[Optional[str]], Awaitable[Dict[str, Any]]], start: Optional[str] = None) -> None:
        self._fetch = fetch
        self._start = start  # the caller's cursor: where the first page starts

    async def _first(self) -> Page[T]:
        return Page(await self._fetch(self._start))

    def __await__(self) -> Generator[Any, None, Page[T]]:
        return self._first().__await__()

    async def __aiter__(self) -> AsyncIterator[T]:
        raw = await self._fetch(self._start)
        while True:
            for item in raw.get("data", []):
                yield item
            cursor = raw.get("next_cursor")
            if not raw.get("has_more") or not cursor:
                return
            raw = await self._fetch(cursor)

    async def to_list(self, limit: int = 10000) -> List[T]:
        """Every item across pages, up to ``limit``."""
        out: List[T] = []
        async for item in self:
            out.append(item)
            if len(out) >= limit:
                break
        return out
