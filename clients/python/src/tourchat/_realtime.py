"""The realtime WebSocket (``GET /v1/ws``) on asyncio and ``websockets``."""

from __future__ import annotations

import asyncio
import collections
import itertools
import json
import random
from typing import Any, AsyncIterator, Callable, Dict, List, Optional, Sequence, Tuple
from urllib.parse import quote

from ._errors import TourChatError, error_for

CLOSE_UNAUTHORIZED = 4001
CLOSE_FORBIDDEN = 4003
CLOSE_TOKEN_EXPIRED = 4009


class RealtimeClosed(TourChatError):
    """The connection ended for good (closed by you, or refused: 4001, 4003)."""


class Realtime:
    """A WebSocket to /v1/ws that subscribes ``channels``, reconnects with
    exponential backoff and jitter, and re-subscribes with ``since`` so that
    missed events are recovered (replayed duplicates are dropped).

    Use it as an async context manager; ``async for frame in rt`` yields the
    server's frames (events, subscribed, errors) from a queue of at most
    ``max_queue`` frames (when you do not read, the oldest are dropped and
    counted in ``dropped``); ``await rt.wait_for(match)`` answers the next
    frame for which ``match(frame)`` is true; ``await rt.chat(...)`` sends a
    chat frame and answers the reply. One task, owned by this object and
    stopped by ``close()``, reads the socket."""

    def __init__(self, base_url: str, *, api_key: Optional[str] = None, token: Optional[str] = None,
                 channels: Sequence[str] = (), max_queue: int = 1024, min_delay: float = 0.5,
                 max_delay: float = 15.0) -> None:
        if not api_key and not token:
            raise ValueError("realtime needs a secret key or a token")
        url = base_url.rstrip("/")
        url = "wss" + url[len("https"):] if url.startswith("https") else "ws" + url[len("http"):]
        self._url = url + "/v1/ws" + ("?token=" + quote(token, safe="") if token else "")
        self._api_key = api_key
        self.channels: List[str] = list(channels)
        self.positions: Dict[str, Tuple[str, int]] = {}
        self.dropped = 0
        self._frames: "collections.deque[Dict[str, Any]]" = collections.deque()
        self._max_queue = max_queue
        self._arrived = asyncio.Event()
        self._pending: Dict[str, "asyncio.Future[Any]"] = {}
        self._seq = itertools.count(1)
        self._ws: Any = None
        self._task: Optional["asyncio.Task[None]"] = None
        self._opened: Optional["asyncio.Future[None]"] = None
        self._closed = False
        self._error: Optional[TourChatError] = None
        self._min_delay, self._max_delay = min_delay, max_delay

    async def __aenter__(self) -> "Realtime":
        await self.connect()
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()

    async def connect(self, timeout: float = 30.0) -> None:
        """Starts the connection task and waits until the first connection
        is open (raises when it is refused)."""
        if self._task is None:
            self._opened = asyncio.get_running_loop().create_future()
            self._task = asyncio.create_task(self._run())
        assert self._opened is not None
        await asyncio.wait_for(asyncio.shield(self._opened), timeout)

    async def _connect_once(self) -> Any:
        import websockets  # the optional dependency: pip install tourchat[realtime]

        headers = {"Authorization": "Bearer " + self._api_key} if self._api_key else {}
        major = int(websockets.__version__.split(".")[0])
        if major >= 14:
            return await websockets.connect(self._url, additional_headers=headers, max_size=2 ** 20)
        return await websockets.connect(self._url, extra_headers=headers, max_size=2 ** 20)

    async def _run(self) -> None:
        attempt = 0
        while not self._closed:
            try:
                ws = await self._connect_once()
            except Exception as exc:  # refused handshake, DNS, network
                if not self._opened.done() and attempt >= 2:
                    self._opened.set_exception(TourChatError("realtime connection failed: %s" % exc))
                attempt += 1
                await asyncio.sleep(self._delay(attempt))
                continue
            self._ws = ws
            attempt = 0
            for ch in self.channels:
                await self._send_subscribe(ch)
            if not self._opened.done():
                self._opened.set_result(None)
            code = await self._read(ws)
            self._ws = None
            self._fail_pending(TourChatError("connection closed", code="connection_closed"))
            if self._closed:
                break
            if code in (CLOSE_UNAUTHORIZED, CLOSE_FORBIDDEN):
                err = RealtimeClosed("realtime refused: %s" % ("unauthorized" if code == CLOSE_UNAUTHORIZED else "forbidden"),
                                     status=401 if code == CLOSE_UNAUTHORIZED else 403,
                                     code="unauthorized" if code == CLOSE_UNAUTHORIZED else "forbidden")
                self._stop(err)
                return
            attempt += 1
            await asyncio.sleep(0 if code == CLOSE_TOKEN_EXPIRED else self._delay(attempt))
        self._stop(RealtimeClosed("closed", code="closed"))

    def _delay(self, attempt: int) -> float:
        cap = min(self._max_delay, self._min_delay * 2 ** min(attempt, 10))
        return self._min_delay / 2 + random.random() * cap

    async def _read(self, ws: Any) -> Optional[int]:
        import websockets

        try:
            async for data in ws:
                self._dispatch(json.loads(data))
        except websockets.exceptions.ConnectionClosed as exc:
            rcvd = getattr(exc, "rcvd", None)
            return rcvd.code if rcvd is not None else getattr(exc, "code", None)
        except ValueError:
            await ws.close()
        rcvd = getattr(ws, "close_code", None)
        return rcvd

    def _dispatch(self, f: Dict[str, Any]) -> None:
        typ = f.get("type")
        if typ in ("chat.reply", "error") and f.get("reply_to") in self._pending:
            fut = self._pending.pop(f["reply_to"])
            if not fut.done():
                if typ == "chat.reply":
                    fut.set_result(f.get("reply"))
                else:
                    fut.set_exception(error_for(400, {"error": f.get("error")}, {}))
        if typ == "subscribed":
            known = self.positions.get(f["channel"])
            if not f.get("recovered") or not known or known[0] != f.get("epoch"):
                self.positions[f["channel"]] = (f["epoch"], f["offset"])
        elif typ == "event":
            pos = self.positions.get(f["channel"])
            if pos and pos[0] == f["epoch"] and f["offset"] <= pos[1]:
                return  # a replay overlapping what was seen
            self.positions[f["channel"]] = (f["epoch"], f["offset"])
        if typ != "chat.reply":
            if len(self._frames) >= self._max_queue:
                self._frames.popleft()
                self.dropped += 1
            self._frames.append(f)
            self._arrived.set()

    async def _send(self, frame: Dict[str, Any]) -> None:
        if self._ws is None:
            raise TourChatError("not connected", code="not_connected")
        await self._ws.send(json.dumps(frame))

    async def _send_subscribe(self, channel: str) -> None:
        frame: Dict[str, Any] = {"type": "subscribe", "channel": channel}
        if channel in self.positions:
            epoch, offset = self.positions[channel]
            frame["since"] = {"epoch": epoch, "offset": offset}
        await self._send(frame)

    async def subscribe(self, channel: str) -> None:
        """Subscribes a channel now and after every reconnect."""
        if channel not in self.channels:
            self.channels.append(channel)
        if self._ws is not None:
            await self._send_subscribe(channel)

    async def unsubscribe(self, channel: str) -> None:
        """Stops following a channel."""
        if channel in self.channels:
            self.channels.remove(channel)
        self.positions.pop(channel, None)
        if self._ws is not None:
            await self._send({"type": "unsubscribe", "channel": channel})

    async def chat(self, message: str, *, session_id: Optional[str] = None, language: Optional[str] = None,
                   metadata: Optional[Dict[str, Any]] = None, timeout: float = 20.0) -> Any:
        """Sends a chat frame and answers the reply (the POST /v1/chat answer)."""
        fid = "c%d" % next(self._seq)
        frame: Dict[str, Any] = {"type": "chat", "id": fid, "message": message}
        for k, v in (("session_id", session_id), ("language", language), ("metadata", metadata)):
            if v is not None:
                frame[k] = v
        fut: "asyncio.Future[Any]" = asyncio.get_running_loop().create_future()
        self._pending[fid] = fut
        try:
            await self._send(frame)
            return await asyncio.wait_for(fut, timeout)
        finally:
            self._pending.pop(fid, None)

    async def wait_for(self, match: Callable[[Dict[str, Any]], bool], timeout: float = 30.0) -> Dict[str, Any]:
        """The next server frame for which ``match(frame)`` is true, among the
        frames not read yet (they may have arrived already) and those to come;
        the frames before it that do not match stay queued."""
        async def find() -> Dict[str, Any]:
            while True:
                for f in self._frames:
                    if match(f):
                        self._frames.remove(f)
                        return f
                await self._next_arrival()

        return await asyncio.wait_for(find(), timeout)

    async def _next_arrival(self) -> None:
        """Waits for a new frame; raises when the connection ended for good."""
        if self._error is not None:
            raise self._error
        self._arrived.clear()
        waiter = asyncio.ensure_future(self._arrived.wait())
        try:
            done = {waiter} if self._task is None else {waiter, self._task}
            await asyncio.wait(done, return_when=asyncio.FIRST_COMPLETED)
        finally:
            waiter.cancel()
        if not self._arrived.is_set() and self._error is not None:
            raise self._error

    async def __aiter__(self) -> AsyncIterator[Dict[str, Any]]:
        while True:
            if self._frames:
                yield self._frames.popleft()
                continue
            try:
                await self._next_arrival()
            except RealtimeClosed as err:
                if err.code == "closed":
                    return
                raise

    def _fail_pending(self, err: Exception) -> None:
        for fut in self._pending.values():
            if not fut.done():
                fut.set_exception(err)
        self._pending.clear()

    def _stop(self, err: TourChatError) -> None:
        self._error = err
        self._fail_pending(err)
        self._arrived.set()
        if self._opened is not None and not self._opened.done():
            self._opened.set_exception(err)

    async def close(self) -> None:
        """Closes for good and waits for the connection task to end."""
        self._closed = True
        ws = self._ws
        if ws is not None:
            await ws.close()
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except (asyncio.CancelledError, Exception):
                pass
            self._task = None
        if self._error is None:
            self._stop(RealtimeClosed("closed", code="closed"))
