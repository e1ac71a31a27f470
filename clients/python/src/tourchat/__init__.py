"""TourChat's Python client: ``TourChat`` (sync) and ``AsyncTourChat``
(asyncio) on httpx, realtime on ``websockets``, Standard Webhooks
verification. Resources and methods follow the OpenAPI operationIds in
snake_case: ``client.bookings.create(...)``, ``client.leads.list(...)``."""

from ._base import VERSION
from ._client import AsyncTourChat, TourChat
from ._errors import (
    APIConnectionError,
    AuthenticationError,
    ConflictError,
    IdempotencyError,
    InvalidRequestError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    ServerError,
    TourChatError,
    WebhookVerificationError,
)
from ._pagination import AsyncPager, Page
from ._realtime import Realtime, RealtimeClosed
from ._webhooks import verify_webhook

__version__ = VERSION
__all__ = [
    "APIConnectionError",
    "AsyncPager",
    "AsyncTourChat",
    "AuthenticationError",
    "ConflictError",
    "IdempotencyError",
    "InvalidRequestError",
    "NotFoundError",
    "Page",
    "PermissionDeniedError",
    "RateLimitError",
    "Realtime",
    "RealtimeClosed",
    "ServerError",
    "TourChat",
    "TourChatError",
    "WebhookVerificationError",
    "verify_webhook",
]
