"""What the sync and async clients share: options, request building, the
retry policy and the decoding of answers."""

from __future__ import annotations

import json
import random
import uuid
from typing import Any, Dict, Mapping, Optional, Tuple

import httpx

from ._errors import TourChatError, error_for, retry_after_seconds

VERSION = "1.0.0"
DEFAULT_TIMEOUT = 30.0
DEFAULT_MAX_RETRIES = 2
MAX_RETRY_AFTER = 60.0


def clean(params: Mapping[str, Any]) -> Dict[str, Any]:
    """Drops the parameters left at None (not sent)."""
    return {k: v for k, v in params.items() if v is not None}


class Options:
    """The settings of a client."""

    def __init__(
        self,
        base_url: str,
        api_key: Optional[str],
        token: Optional[str],
        max_retries: int,
        timeout: float,
        default_headers: Optional[Mapping[str, str]],
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.credential = api_key or token or ""
        self.max_retries = max_retries
        self.timeout = timeout
        self.default_headers = dict(default_headers or {})


def build_request(
    opts: Options,
    method: str,
    path: str,
    params: Optional[Mapping[str, Any]],
    body: Optional[Mapping[str, Any]],
    idempotency_key: Optional[str],
    raw: bool,
) -> Tuple[Dict[str, str], Optional[bytes], Dict[str, Any]]:
    """Headers, body bytes and query of one call. POSTs always carry an
    Idempotency-Key, the caller's or a random one, reused on every retry."""
    headers = {"Accept": "text/plain" if raw else "application/json", "User-Agent": "tourchat-python/" + VERSION}
    headers.update(opts.default_headers)
    if opts.credential:
        headers["Authorization"] = "Bearer " + opts.credential
    if method == "POST":
        headers["Idempotency-Key"] = idempotency_key or str(uuid.uuid4())
    content = None
    if body is not None:
        headers["Content-Type"] = "application/json"
        content = json.dumps(body).encode("utf-8")
    query = {k: (str(v).lower() if isinstance(v, bool) else v) for k, v in clean(params or {}).items()}
    return headers, content, query


def retryable(err: TourChatError) -> bool:
    """Network errors, 409 idempotency_conflict, 429 and 5xx are retried."""
    return err.status == 0 or err.status == 429 or err.status >= 500 or (
        err.status == 409 and err.code == "idempotency_conflict")


def backoff(attempt: int, retry_after: Optional[float]) -> float:
    """Seconds before retry ``attempt`` (from 0): Retry-After when given
    (capped at a minute), else 0.5 s doubling to 8 s, with jitter."""
    if retry_after is not None:
        return min(MAX_RETRY_AFTER, retry_after) + random.random() * 0.1
    base = min(8.0, 0.5 * 2 ** attempt)
    return base / 2 + random.random() * base / 2


def decode(resp: httpx.Response, raw: bool) -> Any:
    """The answer's value, or raises its typed error."""
    if 200 <= resp.status_code < 300:
        if raw:
            return resp.text
        return resp.json() if resp.content else None
    try:
        body = resp.json()
    except ValueError:
        body = None
    raise error_for(resp.status_code, body, resp.headers)


def wait_for(err: TourChatError) -> Optional[float]:
    """The Retry-After of an error's answer."""
    return retry_after_seconds(err.headers) if err.headers else None
