"""The errors the client raises: one class per kind of API error, each
carrying the API's error object (status, code, field, request_id)."""

from __future__ import annotations

from typing import Any, Mapping, Optional


class TourChatError(Exception):
    """Every failed call. ``status`` is 0 when no answer came."""

    def __init__(
        self,
        message: str,
        *,
        status: int = 0,
        code: str = "",
        field: Optional[str] = None,
        request_id: Optional[str] = None,
        headers: Optional[Mapping[str, str]] = None,
        body: Any = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.code = code
        self.field = field
        self.request_id = request_id
        self.headers = headers or {}
        self.body = body

    def __repr__(self) -> str:
        return "%s(status=%d, code=%r, field=%r, request_id=%r, message=%r)" % (
            type(self).__name__, self.status, self.code, self.field, self.request_id, self.message)


class InvalidRequestError(TourChatError):
    """400, 413, 415: the request is malformed; ``field`` names the parameter."""


class AuthenticationError(TourChatError):
    """401: missing, malformed, unknown or revoked credential."""


class PermissionDeniedError(TourChatError):
    """403: the credential lacks the scope or covers another business."""


class NotFoundError(TourChatError):
    """404: no such route or resource."""


class ConflictError(TourChatError):
    """409: the change conflicts with the resource's state."""


class IdempotencyError(TourChatError):
    """422: the Idempotency-Key was used with a different request."""


class RateLimitError(TourChatError):
    """429: over the rate limit; ``retry_after`` is in seconds."""

    retry_after: Optional[float] = None


class ServerError(TourChatError):
    """5xx: a server fault or an unreachable backing store."""


class APIConnectionError(TourChatError):
    """No answer: the network failed or the request timed out."""


class WebhookVerificationError(Exception):
    """A webhook whose signature, timestamp or headers do not check out."""


def retry_after_seconds(headers: Mapping[str, str]) -> Optional[float]:
    """Retry-After in seconds, when the server sent a number."""
    v = headers.get("retry-after")
    if not v:
        return None
    try:
        return max(0.0, float(v))
    except ValueError:
        return None


def error_for(status: int, body: Any, headers: Mapping[str, str]) -> TourChatError:
    """The error of an API answer with a non-2xx status."""
    e = body.get("error") if isinstance(body, dict) and isinstance(body.get("error"), dict) else {}
    if status in (400, 413, 415):
        cls: type = InvalidRequestError
    elif status == 401:
        cls = AuthenticationError
    elif status == 403:
        cls = PermissionDeniedError
    elif status == 404:
        cls = NotFoundError
    elif status == 409:
        cls = ConflictError
    elif status == 422:
        cls = IdempotencyError
    elif status == 429:
        cls = RateLimitError
    elif status >= 500:
        cls = ServerError
    else:
        cls = TourChatError
    err = cls(
        e.get("message") or "HTTP %d" % status,
        status=status,
        code=e.get("code") or "http_error",
        field=e.get("field"),
        request_id=e.get("request_id") or headers.get("x-request-id"),
        headers=headers,
        body=body,
    )
    if isinstance(err, RateLimitError):
        err.retry_after = retry_after_seconds(headers)
    return err
