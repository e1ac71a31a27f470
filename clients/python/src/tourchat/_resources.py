"""The API's resources for the sync (TourChat) and async (AsyncTourChat)
clients. Method names are the OpenAPI operationIds in snake_case; keyword
arguments are the wire names (``from_`` for ``from``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, Mapping, Optional, Sequence, Union
from urllib.parse import quote

from ._base import clean
from ._pagination import AsyncPager, Page
from ._webhooks import verify_webhook

if TYPE_CHECKING:
    from .models import (
        Analytics,
        Availability,
        Booking,
        Conversation,
        Event,
        KnowledgeEntry,
        Lead,
        Message,
        Service,
        Token,
        Webhook,
        WebhookDeleted,
        WebhookDelivery,
    )


def _q(segment: str) -> str:
    return quote(segment, safe="")



class Tokens:
    """``tokens`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def create(self, *, kind: str, session_id: Optional[str] = None, name: Optional[str] = None, idempotency_key: Optional[str] = None) -> "Token":
        """Mints a session token (``kind="session"``, ``session_id``) or a staff token (``kind="staff"``)."""
        return self._c._request('POST', '/v1/tokens', body=clean({'kind': kind, 'session_id': session_id, 'name': name}), idempotency_key=idempotency_key)


class Services:
    """``services`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, language: Optional[str] = None, include_archived: Optional[bool] = None, limit: Optional[int] = None, cursor: Optional[str] = None) -> Page["Service"]:
        """The catalog in id order, texts in ``language``; iterate for every page."""
        return self._c._page('/v1/services', {'language': language, 'include_archived': include_archived, 'limit': limit, 'cursor': cursor})

    def get(self, id: str, *, language: Optional[str] = None) -> "Service":
        """One service, texts in ``language``."""
        return self._c._request('GET', f"/v1/services/{_q(id)}", params={'language': language})

    def create(self, *, idempotency_key: Optional[str] = None, **fields: Any) -> "Service":
        """Creates a service from the catalog import's fields and the facts (``**fields``, wire names)."""
        return self._c._request('POST', '/v1/services', body=clean(fields), idempotency_key=idempotency_key)

    def update(self, id: str, **fields: Any) -> "Service":
        """Changes the fields given (``**fields``, wire names)."""
        return self._c._request('PATCH', f"/v1/services/{_q(id)}", body=clean(fields))

    def delete(self, id: str) -> "Service":
        """Archives a service: no new slots; bookings stay valid."""
        return self._c._request('DELETE', f"/v1/services/{_q(id)}")


class Bookings:
    """``bookings`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def availability(self, *, date: Optional[str] = None, service_id: Optional[str] = None, guests: Optional[int] = None) -> "Availability":
        """The slots of ``date`` with places for ``guests``, and the bookings starting that day."""
        return self._c._request('GET', '/v1/bookings', params={'date': date, 'service_id': service_id, 'guests': guests})

    def create(self, *, customer: Mapping[str, Any], guests: Optional[int] = None, tickets: Optional[Mapping[str, int]] = None, slot_id: Optional[str] = None, service_id: Optional[str] = None, date: Optional[str] = None, time: Optional[str] = None, notes: Optional[str] = None, session_id: Optional[str] = None, metadata: Optional[Mapping[str, Any]] = None, idempotency_key: Optional[str] = None) -> "Booking":
        """Books ``guests`` places on a slot (``slot_id``, or ``service_id`` + ``date`` + ``time``)."""
        return self._c._request('POST', '/v1/bookings', body=clean({'slot_id': slot_id, 'service_id': service_id, 'date': date, 'time': time, 'guests': guests, 'tickets': tickets, 'customer': customer, 'notes': notes, 'session_id': session_id, 'metadata': metadata}), idempotency_key=idempotency_key)

    def get(self, id: str) -> "Booking":
        """One booking."""
        return self._c._request('GET', f"/v1/bookings/{_q(id)}")

    def cancel(self, id: str, *, reason: Optional[str] = None, idempotency_key: Optional[str] = None) -> "Booking":
        """Cancels a confirmed booking; its places return."""
        return self._c._request('POST', f"/v1/bookings/{_q(id)}/cancel", body=clean({'reason': reason}), idempotency_key=idempotency_key)


class Leads:
    """``leads`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, status: Optional[str] = None, since: Optional[str] = None, until: Optional[str] = None, limit: Optional[int] = None, cursor: Optional[str] = None) -> Page["Lead"]:
        """Leads, newest first."""
        return self._c._page('/v1/leads', {'status': status, 'since': since, 'until': until, 'limit': limit, 'cursor': cursor})

    def get(self, id: str) -> "Lead":
        """One lead."""
        return self._c._request('GET', f"/v1/leads/{_q(id)}")

    def update(self, id: str, *, status: str) -> "Lead":
        """Moves a lead's status (new, contacted, converted, lost)."""
        return self._c._request('PATCH', f"/v1/leads/{_q(id)}", body=clean({'status': status}))


class Conversations:
    """``conversations`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, since: Optional[str] = None, status: Optional[str] = None, limit: Optional[int] = None, cursor: Optional[str] = None) -> Page["Conversation"]:
        """Conversations, most recently active first."""
        return self._c._page('/v1/conversations', {'since': since, 'status': status, 'limit': limit, 'cursor': cursor})

    def get(self, id: str) -> "Conversation":
        """One conversation."""
        return self._c._request('GET', f"/v1/conversations/{_q(id)}")

    def messages(self, id: str, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> Page["Message"]:
        """A conversation's messages, oldest first."""
        return self._c._page(f"/v1/conversations/{_q(id)}/messages", {'limit': limit, 'cursor': cursor})

    def assign(self, id: str, *, assignee: str = "me", idempotency_key: Optional[str] = None) -> "Conversation":
        """A person takes the conversation (``assignee="me"``; a key takes it as the team)."""
        return self._c._request('POST', f"/v1/conversations/{_q(id)}/assign", body=clean({'assignee': assignee}), idempotency_key=idempotency_key)

    def release(self, id: str, *, idempotency_key: Optional[str] = None) -> "Conversation":
        """Gives the conversation back to the assistant."""
        return self._c._request("POST", f"/v1/conversations/{_q(id)}/release", idempotency_key=idempotency_key)

    def close(self, id: str, *, idempotency_key: Optional[str] = None) -> "Conversation":
        """Closes the conversation."""
        return self._c._request("POST", f"/v1/conversations/{_q(id)}/close", idempotency_key=idempotency_key)

    def reply(self, id: str, *, text: str, idempotency_key: Optional[str] = None) -> "Message":
        """Sends a staff message to the visitor."""
        return self._c._request('POST', f"/v1/conversations/{_q(id)}/messages", body=clean({'text': text}), idempotency_key=idempotency_key)

    def read(self, id: str, *, idempotency_key: Optional[str] = None) -> "Conversation":
        """Resets the unread count."""
        return self._c._request("POST", f"/v1/conversations/{_q(id)}/read", idempotency_key=idempotency_key)

    def handoff(self, id: str, *, idempotency_key: Optional[str] = None) -> "Conversation":
        """Marks the conversation as waiting for a person."""
        return self._c._request("POST", f"/v1/conversations/{_q(id)}/handoff", idempotency_key=idempotency_key)


class Webhooks:
    """``webhooks`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def create(self, *, url: str, events: Sequence[str], description: Optional[str] = None, enabled: Optional[bool] = None, idempotency_key: Optional[str] = None) -> "Webhook":
        """Registers an endpoint; the answer alone carries its ``secret``."""
        return self._c._request('POST', '/v1/webhooks', body=clean({'url': url, 'events': events, 'description': description, 'enabled': enabled}), idempotency_key=idempotency_key)

    def list(self, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> Page["Webhook"]:
        """The webhook endpoints."""
        return self._c._page('/v1/webhooks', {'limit': limit, 'cursor': cursor})

    def get(self, id: str) -> "Webhook":
        """One endpoint."""
        return self._c._request('GET', f"/v1/webhooks/{_q(id)}")

    def update(self, id: str, *, url: Optional[str] = None, events: Optional[Sequence[str]] = None, description: Optional[str] = None, enabled: Optional[bool] = None) -> "Webhook":
        """Changes the fields given."""
        return self._c._request('PATCH', f"/v1/webhooks/{_q(id)}", body=clean({'url': url, 'events': events, 'description': description, 'enabled': enabled}))

    def delete(self, id: str) -> "WebhookDeleted":
        """Deletes an endpoint."""
        return self._c._request('DELETE', f"/v1/webhooks/{_q(id)}")

    def test(self, id: str, *, idempotency_key: Optional[str] = None) -> "WebhookDelivery":
        """Queues a ``webhook.test`` event to the endpoint."""
        return self._c._request("POST", f"/v1/webhooks/{_q(id)}/test", idempotency_key=idempotency_key)

    def deliveries(self, id: str, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> Page["WebhookDelivery"]:
        """An endpoint's deliveries, newest first."""
        return self._c._page(f"/v1/webhooks/{_q(id)}/deliveries", {'limit': limit, 'cursor': cursor})

    def retry(self, id: str, delivery_id: str, *, idempotency_key: Optional[str] = None) -> "WebhookDelivery":
        """Sends a delivery again now."""
        return self._c._request("POST", f"/v1/webhooks/{_q(id)}/deliveries/{_q(delivery_id)}/retry", idempotency_key=idempotency_key)

    def verify(self, payload: Union[bytes, str], headers: Mapping[str, Any], secret: str, *, tolerance: float = 300) -> "Event":
        """Verifies a delivery (Standard Webhooks) and answers the event."""
        return verify_webhook(payload, headers, secret, tolerance=tolerance)


class Events:
    """``events`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, type: Optional[str] = None, since: Optional[str] = None, limit: Optional[int] = None, cursor: Optional[str] = None) -> Page["Event"]:
        """The event log (30 days), newest first."""
        return self._c._page('/v1/events', {'type': type, 'since': since, 'limit': limit, 'cursor': cursor})


class Analytics:
    """``analytics`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def get(self, *, from_: Optional[str] = None, to: Optional[str] = None) -> "Analytics":
        """Figures between ``from_`` and ``to`` (default the last 30 days)."""
        return self._c._request('GET', '/v1/analytics', params={'from': from_, 'to': to})


class Knowledge:
    """``knowledge`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, service_id: Optional[str] = None, tag: Optional[str] = None, limit: Optional[int] = None, cursor: Optional[str] = None) -> Page["KnowledgeEntry"]:
        """Knowledge entries."""
        return self._c._page('/v1/knowledge', {'service_id': service_id, 'tag': tag, 'limit': limit, 'cursor': cursor})

    def create(self, *, question: Mapping[str, str], answer: Mapping[str, str], service_id: Optional[str] = None, tags: Optional[Sequence[str]] = None, enabled: Optional[bool] = None, idempotency_key: Optional[str] = None) -> "KnowledgeEntry":
        """Adds a knowledge entry (texts per language)."""
        return self._c._request('POST', '/v1/knowledge', body=clean({'question': question, 'answer': answer, 'service_id': service_id, 'tags': tags, 'enabled': enabled}), idempotency_key=idempotency_key)

    def get(self, id: str) -> "KnowledgeEntry":
        """One knowledge entry."""
        return self._c._request('GET', f"/v1/knowledge/{_q(id)}")

    def update(self, id: str, *, question: Optional[Mapping[str, str]] = None, answer: Optional[Mapping[str, str]] = None, service_id: Optional[str] = None, tags: Optional[Sequence[str]] = None, enabled: Optional[bool] = None) -> "KnowledgeEntry":
        """Changes the fields given; each per-language object replaces the stored one."""
        return self._c._request('PATCH', f"/v1/knowledge/{_q(id)}", body=clean({'question': question, 'answer': answer, 'service_id': service_id, 'tags': tags, 'enabled': enabled}))

    def delete(self, id: str) -> Dict[str, Any]:
        """Deletes a knowledge entry."""
        return self._c._request('DELETE', f"/v1/knowledge/{_q(id)}")


class Closures:
    """``closures`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def create(self, service_id: str, *, date: str, time: Optional[str] = None, reason: Optional[str] = None, cancel_bookings: Optional[bool] = None, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Closes a service on ``date`` (at ``time``, or all day)."""
        return self._c._request('POST', f"/v1/services/{_q(service_id)}/closures", body=clean({'date': date, 'time': time, 'reason': reason, 'cancel_bookings': cancel_bookings}), idempotency_key=idempotency_key)

    def delete(self, service_id: str, closure_id: str) -> Dict[str, Any]:
        """Removes a closure."""
        return self._c._request('DELETE', f"/v1/services/{_q(service_id)}/closures/{_q(closure_id)}")


class Slots:
    """``slots`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def update(self, slot_id: str, *, capacity: int, cancel_bookings: Optional[bool] = None) -> Dict[str, Any]:
        """Changes a slot's capacity."""
        return self._c._request('PATCH', f"/v1/slots/{_q(slot_id)}", body=clean({'capacity': capacity, 'cancel_bookings': cancel_bookings}))


class Auth:
    """``auth`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def login(self, *, email: str, password: str, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Signs a staff user in (a session cookie and ``csrf_token``)."""
        return self._c._request('POST', '/v1/auth/login', body=clean({'email': email, 'password': password}), idempotency_key=idempotency_key)

    def logout(self, *, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Signs the staff session out."""
        return self._c._request("POST", '/v1/auth/logout', idempotency_key=idempotency_key)


class Me:
    """``me`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def get(self) -> Dict[str, Any]:
        """The signed-in staff user."""
        return self._c._request('GET', '/v1/me')


class Users:
    """``users`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> Page[Dict[str, Any]]:
        """Staff users."""
        return self._c._page('/v1/users', {'limit': limit, 'cursor': cursor})

    def create(self, *, email: str, name: str, role: str, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Adds a staff user; the answer alone carries ``one_time_password``."""
        return self._c._request('POST', '/v1/users', body=clean({'email': email, 'name': name, 'role': role}), idempotency_key=idempotency_key)

    def update(self, id: str, *, name: Optional[str] = None, role: Optional[str] = None, password: Optional[str] = None) -> Dict[str, Any]:
        """Changes a staff user's name, role or password."""
        return self._c._request('PATCH', f"/v1/users/{_q(id)}", body=clean({'name': name, 'role': role, 'password': password}))

    def delete(self, id: str) -> Dict[str, Any]:
        """Removes a staff user."""
        return self._c._request('DELETE', f"/v1/users/{_q(id)}")


class Keys:
    """``keys`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> Page[Dict[str, Any]]:
        """API keys (never the keys themselves)."""
        return self._c._page('/v1/keys', {'limit': limit, 'cursor': cursor})

    def create(self, *, name: str, kind: str, scopes: Optional[Sequence[str]] = None, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Creates a key; the answer alone carries it."""
        return self._c._request('POST', '/v1/keys', body=clean({'name': name, 'kind': kind, 'scopes': scopes}), idempotency_key=idempotency_key)

    def revoke(self, id: str, *, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Revokes a key."""
        return self._c._request("POST", f"/v1/keys/{_q(id)}/revoke", idempotency_key=idempotency_key)


class Presence:
    """``presence`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def get(self) -> Dict[str, Any]:
        """Staff online."""
        return self._c._request('GET', '/v1/presence')


class AsyncTokens:
    """``tokens`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    async def create(self, *, kind: str, session_id: Optional[str] = None, name: Optional[str] = None, idempotency_key: Optional[str] = None) -> "Token":
        """Mints a session token (``kind="session"``, ``session_id``) or a staff token (``kind="staff"``)."""
        return await self._c._request('POST', '/v1/tokens', body=clean({'kind': kind, 'session_id': session_id, 'name': name}), idempotency_key=idempotency_key)


class AsyncServices:
    """``services`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, language: Optional[str] = None, include_archived: Optional[bool] = None, limit: Optional[int] = None, cursor: Optional[str] = None) -> AsyncPager["Service"]:
        """The catalog in id order, texts in ``language``; iterate for every page."""
        return AsyncPager(lambda c: self._c._request("GET", '/v1/services', params={'language': language, 'include_archived': include_archived, 'limit': limit, 'cursor': c}), cursor)

    async def get(self, id: str, *, language: Optional[str] = None) -> "Service":
        """One service, texts in ``language``."""
        return await self._c._request('GET', f"/v1/services/{_q(id)}", params={'language': language})

    async def create(self, *, idempotency_key: Optional[str] = None, **fields: Any) -> "Service":
        """Creates a service from the catalog import's fields and the facts (``**fields``, wire names)."""
        return await self._c._request('POST', '/v1/services', body=clean(fields), idempotency_key=idempotency_key)

    async def update(self, id: str, **fields: Any) -> "Service":
        """Changes the fields given (``**fields``, wire names)."""
        return await self._c._request('PATCH', f"/v1/services/{_q(id)}", body=clean(fields))

    async def delete(self, id: str) -> "Service":
        """Archives a service: no new slots; bookings stay valid."""
        return await self._c._request('DELETE', f"/v1/services/{_q(id)}")


class AsyncBookings:
    """``bookings`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    async def availability(self, *, date: Optional[str] = None, service_id: Optional[str] = None, guests: Optional[int] = None) -> "Availability":
        """The slots of ``date`` with places for ``guests``, and the bookings starting that day."""
        return await self._c._request('GET', '/v1/bookings', params={'date': date, 'service_id': service_id, 'guests': guests})

    async def create(self, *, customer: Mapping[str, Any], guests: Optional[int] = None, tickets: Optional[Mapping[str, int]] = None, slot_id: Optional[str] = None, service_id: Optional[str] = None, date: Optional[str] = None, time: Optional[str] = None, notes: Optional[str] = None, session_id: Optional[str] = None, metadata: Optional[Mapping[str, Any]] = None, idempotency_key: Optional[str] = None) -> "Booking":
        """Books ``guests`` places on a slot (``slot_id``, or ``service_id`` + ``date`` + ``time``)."""
        return await self._c._request('POST', '/v1/bookings', body=clean({'slot_id': slot_id, 'service_id': service_id, 'date': date, 'time': time, 'guests': guests, 'tickets': tickets, 'customer': customer, 'notes': notes, 'session_id': session_id, 'metadata': metadata}), idempotency_key=idempotency_key)

    async def get(self, id: str) -> "Booking":
        """One booking."""
        return await self._c._request('GET', f"/v1/bookings/{_q(id)}")

    async def cancel(self, id: str, *, reason: Optional[str] = None, idempotency_key: Optional[str] = None) -> "Booking":
        """Cancels a confirmed booking; its places return."""
        return await self._c._request('POST', f"/v1/bookings/{_q(id)}/cancel", body=clean({'reason': reason}), idempotency_key=idempotency_key)


class AsyncLeads:
    """``leads`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, status: Optional[str] = None, since: Optional[str] = None, until: Optional[str] = None, limit: Optional[int] = None, cursor: Optional[str] = None) -> AsyncPager["Lead"]:
        """Leads, newest first."""
        return AsyncPager(lambda c: self._c._request("GET", '/v1/leads', params=dict({'status': status, 'since': since, 'until': until, 'limit': limit, 'cursor': cursor}, cursor=c)), cursor)

    async def get(self, id: str) -> "Lead":
        """One lead."""
        return await self._c._request('GET', f"/v1/leads/{_q(id)}")

    async def update(self, id: str, *, status: str) -> "Lead":
        """Moves a lead's status (new, contacted, converted, lost)."""
        return await self._c._request('PATCH', f"/v1/leads/{_q(id)}", body=clean({'status': status}))


class AsyncConversations:
    """``conversations`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, since: Optional[str] = None, status: Optional[str] = None, limit: Optional[int] = None, cursor: Optional[str] = None) -> AsyncPager["Conversation"]:
        """Conversations, most recently active first."""
        return AsyncPager(lambda c: self._c._request("GET", '/v1/conversations', params=dict({'since': since, 'status': status, 'limit': limit, 'cursor': cursor}, cursor=c)), cursor)

    async def get(self, id: str) -> "Conversation":
        """One conversation."""
        return await self._c._request('GET', f"/v1/conversations/{_q(id)}")

    def messages(self, id: str, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> AsyncPager["Message"]:
        """A conversation's messages, oldest first."""
        return AsyncPager(lambda c: self._c._request("GET", f"/v1/conversations/{_q(id)}/messages", params=dict({'limit': limit, 'cursor': cursor}, cursor=c)), cursor)

    async def assign(self, id: str, *, assignee: str = "me", idempotency_key: Optional[str] = None) -> "Conversation":
        """A person takes the conversation (``assignee="me"``; a key takes it as the team)."""
        return await self._c._request('POST', f"/v1/conversations/{_q(id)}/assign", body=clean({'assignee': assignee}), idempotency_key=idempotency_key)

    async def release(self, id: str, *, idempotency_key: Optional[str] = None) -> "Conversation":
        """Gives the conversation back to the assistant."""
        return await self._c._request("POST", f"/v1/conversations/{_q(id)}/release", idempotency_key=idempotency_key)

    async def close(self, id: str, *, idempotency_key: Optional[str] = None) -> "Conversation":
        """Closes the conversation."""
        return await self._c._request("POST", f"/v1/conversations/{_q(id)}/close", idempotency_key=idempotency_key)

    async def reply(self, id: str, *, text: str, idempotency_key: Optional[str] = None) -> "Message":
        """Sends a staff message to the visitor."""
        return await self._c._request('POST', f"/v1/conversations/{_q(id)}/messages", body=clean({'text': text}), idempotency_key=idempotency_key)

    async def read(self, id: str, *, idempotency_key: Optional[str] = None) -> "Conversation":
        """Resets the unread count."""
        return await self._c._request("POST", f"/v1/conversations/{_q(id)}/read", idempotency_key=idempotency_key)

    async def handoff(self, id: str, *, idempotency_key: Optional[str] = None) -> "Conversation":
        """Marks the conversation as waiting for a person."""
        return await self._c._request("POST", f"/v1/conversations/{_q(id)}/handoff", idempotency_key=idempotency_key)


class AsyncWebhooks:
    """``webhooks`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    async def create(self, *, url: str, events: Sequence[str], description: Optional[str] = None, enabled: Optional[bool] = None, idempotency_key: Optional[str] = None) -> "Webhook":
        """Registers an endpoint; the answer alone carries its ``secret``."""
        return await self._c._request('POST', '/v1/webhooks', body=clean({'url': url, 'events': events, 'description': description, 'enabled': enabled}), idempotency_key=idempotency_key)

    def list(self, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> AsyncPager["Webhook"]:
        """The webhook endpoints."""
        return AsyncPager(lambda c: self._c._request("GET", '/v1/webhooks', params=dict({'limit': limit, 'cursor': cursor}, cursor=c)), cursor)

    async def get(self, id: str) -> "Webhook":
        """One endpoint."""
        return await self._c._request('GET', f"/v1/webhooks/{_q(id)}")

    async def update(self, id: str, *, url: Optional[str] = None, events: Optional[Sequence[str]] = None, description: Optional[str] = None, enabled: Optional[bool] = None) -> "Webhook":
        """Changes the fields given."""
        return await self._c._request('PATCH', f"/v1/webhooks/{_q(id)}", body=clean({'url': url, 'events': events, 'description': description, 'enabled': enabled}))

    async def delete(self, id: str) -> "WebhookDeleted":
        """Deletes an endpoint."""
        return await self._c._request('DELETE', f"/v1/webhooks/{_q(id)}")

    async def test(self, id: str, *, idempotency_key: Optional[str] = None) -> "WebhookDelivery":
        """Queues a ``webhook.test`` event to the endpoint."""
        return await self._c._request("POST", f"/v1/webhooks/{_q(id)}/test", idempotency_key=idempotency_key)

    def deliveries(self, id: str, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> AsyncPager["WebhookDelivery"]:
        """An endpoint's deliveries, newest first."""
        return AsyncPager(lambda c: self._c._request("GET", f"/v1/webhooks/{_q(id)}/deliveries", params=dict({'limit': limit, 'cursor': cursor}, cursor=c)), cursor)

    async def retry(self, id: str, delivery_id: str, *, idempotency_key: Optional[str] = None) -> "WebhookDelivery":
        """Sends a delivery again now."""
        return await self._c._request("POST", f"/v1/webhooks/{_q(id)}/deliveries/{_q(delivery_id)}/retry", idempotency_key=idempotency_key)

    def verify(self, payload: Union[bytes, str], headers: Mapping[str, Any], secret: str, *, tolerance: float = 300) -> "Event":
        """Verifies a delivery (Standard Webhooks) and answers the event."""
        return verify_webhook(payload, headers, secret, tolerance=tolerance)


class AsyncEvents:
    """``events`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, type: Optional[str] = None, since: Optional[str] = None, limit: Optional[int] = None, cursor: Optional[str] = None) -> AsyncPager["Event"]:
        """The event log (30 days), newest first."""
        return AsyncPager(lambda c: self._c._request("GET", '/v1/events', params=dict({'type': type, 'since': since, 'limit': limit, 'cursor': cursor}, cursor=c)), cursor)


class AsyncAnalytics:
    """``analytics`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    async def get(self, *, from_: Optional[str] = None, to: Optional[str] = None) -> "Analytics":
        """Figures between ``from_`` and ``to`` (default the last 30 days)."""
        return await self._c._request('GET', '/v1/analytics', params={'from': from_, 'to': to})


class AsyncKnowledge:
    """``knowledge`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, service_id: Optional[str] = None, tag: Optional[str] = None, limit: Optional[int] = None, cursor: Optional[str] = None) -> AsyncPager["KnowledgeEntry"]:
        """Knowledge entries."""
        return AsyncPager(lambda c: self._c._request("GET", '/v1/knowledge', params=dict({'service_id': service_id, 'tag': tag, 'limit': limit, 'cursor': cursor}, cursor=c)), cursor)

    async def create(self, *, question: Mapping[str, str], answer: Mapping[str, str], service_id: Optional[str] = None, tags: Optional[Sequence[str]] = None, enabled: Optional[bool] = None, idempotency_key: Optional[str] = None) -> "KnowledgeEntry":
        """Adds a knowledge entry (texts per language)."""
        return await self._c._request('POST', '/v1/knowledge', body=clean({'question': question, 'answer': answer, 'service_id': service_id, 'tags': tags, 'enabled': enabled}), idempotency_key=idempotency_key)

    async def get(self, id: str) -> "KnowledgeEntry":
        """One knowledge entry."""
        return await self._c._request('GET', f"/v1/knowledge/{_q(id)}")

    async def update(self, id: str, *, question: Optional[Mapping[str, str]] = None, answer: Optional[Mapping[str, str]] = None, service_id: Optional[str] = None, tags: Optional[Sequence[str]] = None, enabled: Optional[bool] = None) -> "KnowledgeEntry":
        """Changes the fields given; each per-language object replaces the stored one."""
        return await self._c._request('PATCH', f"/v1/knowledge/{_q(id)}", body=clean({'question': question, 'answer': answer, 'service_id': service_id, 'tags': tags, 'enabled': enabled}))

    async def delete(self, id: str) -> Dict[str, Any]:
        """Deletes a knowledge entry."""
        return await self._c._request('DELETE', f"/v1/knowledge/{_q(id)}")


class AsyncClosures:
    """``closures`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    async def create(self, service_id: str, *, date: str, time: Optional[str] = None, reason: Optional[str] = None, cancel_bookings: Optional[bool] = None, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Closes a service on ``date`` (at ``time``, or all day)."""
        return await self._c._request('POST', f"/v1/services/{_q(service_id)}/closures", body=clean({'date': date, 'time': time, 'reason': reason, 'cancel_bookings': cancel_bookings}), idempotency_key=idempotency_key)

    async def delete(self, service_id: str, closure_id: str) -> Dict[str, Any]:
        """Removes a closure."""
        return await self._c._request('DELETE', f"/v1/services/{_q(service_id)}/closures/{_q(closure_id)}")


class AsyncSlots:
    """``slots`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    async def update(self, slot_id: str, *, capacity: int, cancel_bookings: Optional[bool] = None) -> Dict[str, Any]:
        """Changes a slot's capacity."""
        return await self._c._request('PATCH', f"/v1/slots/{_q(slot_id)}", body=clean({'capacity': capacity, 'cancel_bookings': cancel_bookings}))


class AsyncAuth:
    """``auth`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    async def login(self, *, email: str, password: str, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Signs a staff user in (a session cookie and ``csrf_token``)."""
        return await self._c._request('POST', '/v1/auth/login', body=clean({'email': email, 'password': password}), idempotency_key=idempotency_key)

    async def logout(self, *, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Signs the staff session out."""
        return await self._c._request("POST", '/v1/auth/logout', idempotency_key=idempotency_key)


class AsyncMe:
    """``me`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    async def get(self) -> Dict[str, Any]:
        """The signed-in staff user."""
        return await self._c._request('GET', '/v1/me')


class AsyncUsers:
    """``users`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> AsyncPager[Dict[str, Any]]:
        """Staff users."""
        return AsyncPager(lambda c: self._c._request("GET", '/v1/users', params=dict({'limit': limit, 'cursor': cursor}, cursor=c)), cursor)

    async def create(self, *, email: str, name: str, role: str, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Adds a staff user; the answer alone carries ``one_time_password``."""
        return await self._c._request('POST', '/v1/users', body=clean({'email': email, 'name': name, 'role': role}), idempotency_key=idempotency_key)

    async def update(self, id: str, *, name: Optional[str] = None, role: Optional[str] = None, password: Optional[str] = None) -> Dict[str, Any]:
        """Changes a staff user's name, role or password."""
        return await self._c._request('PATCH', f"/v1/users/{_q(id)}", body=clean({'name': name, 'role': role, 'password': password}))

    async def delete(self, id: str) -> Dict[str, Any]:
        """Removes a staff user."""
        return await self._c._request('DELETE', f"/v1/users/{_q(id)}")


class AsyncKeys:
    """``keys`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    def list(self, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> AsyncPager[Dict[str, Any]]:
        """API keys (never the keys themselves)."""
        return AsyncPager(lambda c: self._c._request("GET", '/v1/keys', params=dict({'limit': limit, 'cursor': cursor}, cursor=c)), cursor)

    async def create(self, *, name: str, kind: str, scopes: Optional[Sequence[str]] = None, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Creates a key; the answer alone carries it."""
        return await self._c._request('POST', '/v1/keys', body=clean({'name': name, 'kind': kind, 'scopes': scopes}), idempotency_key=idempotency_key)

    async def revoke(self, id: str, *, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Revokes a key."""
        return await self._c._request("POST", f"/v1/keys/{_q(id)}/revoke", idempotency_key=idempotency_key)


class AsyncPresence:
    """``presence`` operations."""

    def __init__(self, client: Any) -> None:
        self._c = client

    async def get(self) -> Dict[str, Any]:
        """Staff online."""
        return await self._c._request('GET', '/v1/presence')


RESOURCES = ['tokens', 'services', 'bookings', 'leads', 'conversations', 'webhooks', 'events', 'analytics', 'knowledge', 'closures', 'slots', 'auth', 'me', 'users', 'keys', 'presence']
