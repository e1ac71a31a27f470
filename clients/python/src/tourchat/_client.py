"""TourChat (sync) and AsyncTourChat (asyncio), both on httpx."""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any, Dict, Mapping, Optional, Sequence

import httpx

from . import _resources as r
from ._base import DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT, Options, backoff, build_request, clean, decode, retryable, wait_for
from ._errors import APIConnectionError, TourChatError
from ._pagination import Page
from ._realtime import Realtime

if TYPE_CHECKING:
    from .models import ChatReply, Health, Ready, Token


def _connection_error(exc: Exception) -> APIConnectionError:
    msg = "request timed out" if isinstance(exc, httpx.TimeoutException) else "request failed: %s" % exc
    return APIConnectionError(msg, code="connection_error")


class _Common:
    _opts: Options

    def _chat_body(self, business_id: str, session_id: str, message: str, language: Optional[str],
                   metadata: Optional[Mapping[str, Any]]) -> Dict[str, Any]:
        return clean({"business_id": business_id, "session_id": session_id, "message": message,
                      "language": language, "metadata": metadata})

    def realtime(self, *, channels: Sequence[str] = (), token: Optional[str] = None, max_queue: int = 1024) -> Realtime:
        """The realtime WebSocket (asyncio, on ``websockets``): use it as
        ``async with client.realtime(channels=["business"]) as rt``. With a
        secret key the key goes in the Authorization header and no Origin is
        sent; ``token`` uses a session or staff JWT instead."""
        key = None if token else self._opts.api_key
        return Realtime(self._opts.base_url, api_key=key, token=token, channels=channels, max_queue=max_queue)


class TourChat(_Common):
    """The synchronous client. ``api_key`` is a secret key (or a publishable
    key, for ``widget_session`` only); ``token`` a session or staff JWT."""

    def __init__(
        self,
        *,
        api_key: Optional[str] = None,
        token: Optional[str] = None,
        base_url: str = "http://localhost:8080",
        max_retries: int = DEFAULT_MAX_RETRIES,
        timeout: float = DEFAULT_TIMEOUT,
        default_headers: Optional[Mapping[str, str]] = None,
        http_client: Optional[httpx.Client] = None,
    ) -> None:
        self._opts = Options(base_url, api_key, token, max_retries, timeout, default_headers)
        self._http = http_client or httpx.Client(timeout=timeout)
        self._owns_http = http_client is None
        self.tokens = r.Tokens(self)
        self.services = r.Services(self)
        self.bookings = r.Bookings(self)
        self.leads = r.Leads(self)
        self.conversations = r.Conversations(self)
        self.webhooks = r.Webhooks(self)
        self.events = r.Events(self)
        self.analytics = r.Analytics(self)
        self.knowledge = r.Knowledge(self)
        self.closures = r.Closures(self)
        self.slots = r.Slots(self)
        self.auth = r.Auth(self)
        self.me = r.Me(self)
        self.users = r.Users(self)
        self.keys = r.Keys(self)
        self.presence = r.Presence(self)

    def close(self) -> None:
        """Closes the HTTP connections (when the client made them)."""
        if self._owns_http:
            self._http.close()

    def __enter__(self) -> "TourChat":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def chat(self, *, business_id: str, session_id: str, message: str, language: Optional[str] = None,
             metadata: Optional[Mapping[str, Any]] = None, idempotency_key: Optional[str] = None) -> "ChatReply":
        """Sends one chat message; answers the assistant's reply."""
        return self._request("POST", "/v1/chat", body=self._chat_body(business_id, session_id, message, language, metadata),
                             idempotency_key=idempotency_key)

    def widget_session(self, *, business_id: str, session_id: Optional[str] = None,
                       idempotency_key: Optional[str] = None) -> "Token":
        """Exchanges a publishable key (with an allowed Origin in
        ``default_headers``) for a session token."""
        return self._request("POST", "/v1/widget/session", body=clean({"business_id": business_id, "session_id": session_id}),
                             idempotency_key=idempotency_key)

    def health(self) -> "Health":
        """GET /healthz."""
        return self._request("GET", "/healthz")

    def ready(self) -> "Ready":
        """GET /readyz (a 503 raises ServerError)."""
        return self._request("GET", "/readyz")

    def metrics(self) -> str:
        """GET /metrics: the Prometheus text."""
        return self._request("GET", "/metrics", raw=True)

    def openapi(self) -> Dict[str, Any]:
        """GET /v1/openapi.json: the OpenAPI document."""
        return self._request("GET", "/v1/openapi.json")

    def _page(self, path: str, params: Dict[str, Any]) -> Page[Any]:
        raw = self._request("GET", path, params=params)
        return Page(raw, fetch=lambda cursor: self._page(path, dict(params, cursor=cursor)))

    def _request(self, method: str, path: str, *, params: Optional[Mapping[str, Any]] = None,
                 body: Optional[Mapping[str, Any]] = None, idempotency_key: Optional[str] = None,
                 raw: bool = False) -> Any:
        """One call with retries (see the README); answers the decoded body."""
        headers, content, query = build_request(self._opts, method, path, params, body, idempotency_key, raw)
        attempt = 0
        while True:
            try:
                resp = self._http.request(method, self._opts.base_url + path, params=query, content=content,
                                          headers=headers, timeout=self._opts.timeout)
                return decode(resp, raw)
            except TourChatError as err:
                if attempt >= self._opts.max_retries or not retryable(err):
                    raise
                time.sleep(backoff(attempt, wait_for(err)))
            except httpx.TransportError as exc:
                if attempt >= self._opts.max_retries:
                    raise _connection_error(exc) from exc
                time.sleep(backoff(attempt, None))
            attempt += 1


class AsyncTourChat(_Common):
    """The asyncio client: the same resources and methods as TourChat, as
    coroutines; list methods answer an AsyncPager (``await`` it for a page,
    ``async for`` it for every item)."""

    def __init__(
        self,
        *,
        api_key: Optional[str] = None,
        token: Optional[str] = None,
        base_url: str = "http://localhost:8080",
        max_retries: int = DEFAULT_MAX_RETRIES,
        timeout: float = DEFAULT_TIMEOUT,
        default_headers: Optional[Mapping[str, str]] = None,
        http_client: Optional[httpx.AsyncClient] = None,
    ) -> None:
        self._opts = Options(base_url, api_key, token, max_retries, timeout, default_headers)
        self._http = http_client or httpx.AsyncClient(timeout=timeout)
        self._owns_http = http_client is None
        self.tokens = r.AsyncTokens(self)
        self.services = r.AsyncServices(self)
        self.bookings = r.AsyncBookings(self)
        self.leads = r.AsyncLeads(self)
        self.conversations = r.AsyncConversations(self)
        self.webhooks = r.AsyncWebhooks(self)
        self.events = r.AsyncEvents(self)
        self.analytics = r.AsyncAnalytics(self)
        self.knowledge = r.AsyncKnowledge(self)
        self.closures = r.AsyncClosures(self)
        self.slots = r.AsyncSlots(self)
        self.auth = r.AsyncAuth(self)
        self.me = r.AsyncMe(self)
        self.users = r.AsyncUsers(self)
        self.keys = r.AsyncKeys(self)
        self.presence = r.AsyncPresence(self)

    async def aclose(self) -> None:
        """Closes the HTTP connections (when the client made them)."""
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self) -> "AsyncTourChat":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.aclose()

    async def chat(self, *, business_id: str, session_id: str, message: str, language: Optional[str] = None,
                   metadata: Optional[Mapping[str, Any]] = None, idempotency_key: Optional[str] = None) -> "ChatReply":
        """Sends one chat message; answers the assistant's reply."""
        return await self._request("POST", "/v1/chat", body=self._chat_body(business_id, session_id, message, language, metadata),
                                   idempotency_key=idempotency_key)

    async def widget_session(self, *, business_id: str, session_id: Optional[str] = None,
                             idempotency_key: Optional[str] = None) -> "Token":
        """Exchanges a publishable key (with an allowed Origin in
        ``default_headers``) for a session token."""
        return await self._request("POST", "/v1/widget/session",
                                   body=clean({"business_id": business_id, "session_id": session_id}),
                                   idempotency_key=idempotency_key)

    async def health(self) -> "Health":
        """GET /healthz."""
        return await self._request("GET", "/healthz")

    async def ready(self) -> "Ready":
        """GET /readyz (a 503 raises ServerError)."""
        return await self._request("GET", "/readyz")

    async def metrics(self) -> str:
        """GET /metrics: the Prometheus text."""
        return await self._request("GET", "/metrics", raw=True)

    async def openapi(self) -> Dict[str, Any]:
        """GET /v1/openapi.json: the OpenAPI document."""
        return await self._request("GET", "/v1/openapi.json")

    async def _request(self, method: str, path: str, *, params: Optional[Mapping[str, Any]] = None,
                       body: Optional[Mapping[str, Any]] = None, idempotency_key: Optional[str] = None,
                       raw: bool = False) -> Any:
        """One call with retries (see the README); answers the decoded body."""
        headers, content, query = build_request(self._opts, method, path, params, body, idempotency_key, raw)
        attempt = 0
        while True:
            try:
                resp = await self._http.request(method, self._opts.base_url + path, params=query, content=content,
                                                headers=headers, timeout=self._opts.timeout)
                return decode(resp, raw)
            except TourChatError as err:
                if attempt >= self._opts.max_retries or not retryable(err):
                    raise
                await asyncio.sleep(backoff(attempt, wait_for(err)))
            except httpx.TransportError as exc:
                if attempt >= self._opts.max_retries:
                    raise _connection_error(exc) from exc
                await asyncio.sleep(backoff(attempt, None))
            attempt += 1
