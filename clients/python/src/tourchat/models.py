"""Typed answers of the TourChat API as TypedDicts: answers are plain dicts
with the API's snake_case keys, described here for type checkers. Written
from the schemas of rest/openapi.json (the reference is docs/reference.md)."""

from __future__ import annotations

import sys
from typing import Any, Dict, List, Optional

if sys.version_info >= (3, 11):
    from typing import Literal, NotRequired, TypedDict
else:  # pragma: no cover
    from typing import Literal, TypedDict

    try:
        from typing_extensions import NotRequired
    except ImportError:

        class _NotRequired:
            def __getitem__(self, item: Any) -> Any:
                return item

        NotRequired = _NotRequired()  # type: ignore[assignment]

__all__ = [
    'KnowledgeEntry',
    'Analytics',
    'AnalyticsByDayItem',
    'AnalyticsByHourItem',
    'AnalyticsByLanguageItem',
    'AnalyticsTopIntentsItem',
    'AnalyticsTopServicesItem',
    'AnalyticsTotals',
    'Availability',
    'Booking',
    'BookingOption',
    'ChatReply',
    'Conversation',
    'Customer',
    'DeliveryAttempt',
    'Error',
    'ErrorError',
    'Event',
    'Health',
    'Image',
    'Lead',
    'LeadInterest',
    'Media',
    'Message',
    'Presence',
    'Ready',
    'Service',
    'Slot',
    'StaffMember',
    'Token',
    'Webhook',
    'WebhookDeleted',
    'WebhookDelivery',
]

class ErrorError(TypedDict):
    """The ErrorError object."""

    code: Literal['invalid_parameter', 'invalid_json', 'unauthorized', 'forbidden', 'not_found', 'method_not_allowed', 'insufficient_availability', 'slot_unavailable', 'invalid_state', 'idempotency_conflict', 'request_too_large', 'unsupported_media_type', 'idempotency_mismatch', 'rate_limited', 'internal_error', 'unavailable']
    message: str
    field: NotRequired[str]
    request_id: str

class Error(TypedDict):
    """The error object every failed request answers."""

    error: "ErrorError"

class BookingOption(TypedDict):
    """The BookingOption object."""

    id: str
    name: str
    time: str
    duration: str
    price: float
    availability: int
    slot_id: str
    service_id: str
    date: str
    start: str
    currency: str

class Media(TypedDict):
    """The Media object."""

    type: Literal['image']
    url: str
    alt: str

class ChatReply(TypedDict):
    """The ChatReply object."""

    id: str
    message: str
    booking_options: List["BookingOption"]
    media: List["Media"]
    suggested_actions: List[Literal['book_tour', 'more_info', 'check_other_dates', 'share_contact', 'talk_to_human', 'view_tours']]
    session_id: str
    language: str
    created_at: str
    handled_by: Literal['assistant', 'human']

class Image(TypedDict):
    """The Image object."""

    url: str
    alt: str

class Service(TypedDict):
    """The Service object."""

    id: str
    object: Literal['service']
    name: str
    description: str
    duration: str
    duration_minutes: int
    price: float
    currency: str
    capacity: int
    images: List["Image"]
    schedule: Dict[str, List[str]]
    languages: List[str]
    language: str
    created_at: str

class Slot(TypedDict):
    """The Slot object."""

    slot_id: str
    service_id: str
    name: str
    date: str
    time: str
    start: str
    end: str
    duration: str
    price: float
    currency: str
    capacity: int
    availability: int
    status: Literal['available', 'limited', 'sold_out', 'closed']
    bookable: bool

class Customer(TypedDict):
    """The Customer object."""

    name: str
    email: str
    phone: str

class Booking(TypedDict):
    """The Booking object."""

    id: str
    object: Literal['booking']
    business_id: str
    service_id: str
    service_name: str
    slot_id: str
    date: str
    time: str
    start: str
    end: str
    guests: int
    status: Literal['confirmed', 'cancelled']
    unit_price: float
    total_price: float
    currency: str
    customer: "Customer"
    notes: str
    source: Literal['api', 'chat', 'dashboard']
    session_id: str
    lead_id: str
    metadata: Optional[Dict[str, Any]]
    cancel_reason: NotRequired[str]
    created_at: str
    updated_at: str
    cancelled_at: Optional[str]

class Availability(TypedDict):
    """The Availability object."""

    object: Literal['availability']
    date: str
    guests: int
    service_id: Optional[str]
    slots: List["Slot"]
    bookings: List["Booking"]

class LeadInterest(TypedDict):
    """The LeadInterest object."""

    service_id: str
    service_name: str
    date: str
    guests: int

class Lead(TypedDict):
    """The Lead object."""

    id: str
    object: Literal['lead']
    business_id: str
    session_id: str
    name: str
    email: str
    phone: str
    language: str
    interest: "LeadInterest"
    status: Literal['new', 'contacted', 'converted', 'lost']
    booking_id: str
    created_at: str
    updated_at: str

class StaffMember(TypedDict):
    """The StaffMember object."""

    id: str
    name: str

class Conversation(TypedDict):
    """The Conversation object."""

    id: str
    object: Literal['conversation']
    business_id: str
    session_id: str
    language: str
    status: Literal['bot', 'waiting', 'human', 'closed']
    assignee: Any
    handoff_requested_at: Optional[str]
    unread: int
    lead_id: str
    handoff: bool
    message_count: int
    last_message_at: Optional[str]
    created_at: str
    updated_at: str

class Presence(TypedDict):
    """The Presence object."""

    object: Literal['presence']
    staff_online: int
    staff: NotRequired[List["StaffMember"]]

class Message(TypedDict):
    """The Message object."""

    id: str
    object: Literal['message']
    business_id: str
    conversation_id: str
    session_id: str
    role: Literal['visitor', 'assistant', 'staff']
    text: str
    language: str
    intent: NotRequired[str]
    fallback: NotRequired[bool]
    reply: NotRequired[Any]
    author: NotRequired["StaffMember"]
    metadata: NotRequired[Optional[Dict[str, Any]]]
    created_at: str

class Event(TypedDict):
    """The event envelope; webhooks, the event log and the WebSocket carry the same object."""

    id: str
    object: Literal['event']
    type: str
    created_at: str
    business_id: str
    data: Dict[str, Any]

class Webhook(TypedDict):
    """The Webhook object."""

    id: str
    object: Literal['webhook']
    business_id: str
    url: str
    events: List[str]
    description: str
    enabled: bool
    disabled_reason: NotRequired[str]
    secret: NotRequired[str]
    created_at: str
    updated_at: str

class WebhookDeleted(TypedDict):
    """The WebhookDeleted object."""

    id: str
    object: Literal['webhook']
    deleted: bool

class DeliveryAttempt(TypedDict):
    """The DeliveryAttempt object."""

    at: str
    status_code: int
    latency_ms: int
    error: str
    response_excerpt: str

class WebhookDelivery(TypedDict):
    """The WebhookDelivery object."""

    id: str
    object: Literal['webhook_delivery']
    webhook_id: str
    event_id: str
    event_type: str
    status: Literal['pending', 'retrying', 'succeeded', 'failed']
    attempts: List["DeliveryAttempt"]
    next_attempt_at: Optional[str]
    created_at: str

class AnalyticsTotals(TypedDict):
    """The AnalyticsTotals object."""

    conversations: int
    messages_in: int
    messages_out: int
    leads: int
    bookings: int
    guests: int
    revenue: float
    currency: str
    conversion_rate: float
    lead_capture_rate: float
    fallback_rate: float
    handoffs: int

class AnalyticsByDayItem(TypedDict):
    """The AnalyticsByDayItem object."""

    date: str
    conversations: int
    messages_in: int
    leads: int
    bookings: int
    revenue: float

class AnalyticsByHourItem(TypedDict):
    """The AnalyticsByHourItem object."""

    hour: int
    conversations: int
    messages_in: int

class AnalyticsByLanguageItem(TypedDict):
    """The AnalyticsByLanguageItem object."""

    language: str
    conversations: int
    messages_in: int

class AnalyticsTopIntentsItem(TypedDict):
    """The AnalyticsTopIntentsItem object."""

    intent: str
    count: int

class AnalyticsTopServicesItem(TypedDict):
    """The AnalyticsTopServicesItem object."""

    service_id: str
    name: str
    bookings: int
    guests: int
    revenue: float

Analytics = TypedDict(
    "Analytics",
    {
        'object': Literal['analytics'],
        'from': str,
        'to': str,
        'timezone': str,
        'totals': AnalyticsTotals,
        'by_day': List[AnalyticsByDayItem],
        'by_hour': List[AnalyticsByHourItem],
        'by_language': List[AnalyticsByLanguageItem],
        'top_intents': List[AnalyticsTopIntentsItem],
        'top_services': List[AnalyticsTopServicesItem],
    },
)
Analytics.__doc__ = 'The Analytics object.'

class Token(TypedDict):
    """The Token object."""

    object: Literal['token']
    token: str
    kind: Literal['session', 'staff']
    session_id: NotRequired[str]
    expires_at: str

class Health(TypedDict):
    """The Health object."""

    status: Literal['ok']

class Ready(TypedDict):
    """The Ready object."""

    status: Literal['ok', 'unavailable']
    checks: Dict[str, Literal['ok', 'unavailable']]


class KnowledgeEntry(TypedDict):
    """A knowledge entry: the business's own answer to a question, texts per language."""

    id: str
    object: Literal['knowledge_entry']
    question: Dict[str, str]
    answer: Dict[str, str]
    service_id: NotRequired[Optional[str]]
    tags: List[str]
    enabled: bool
    created_at: str
    updated_at: str
