"""The sync and async clients against a real TourChat (see conftest.py)."""

from __future__ import annotations

import asyncio
import datetime as dt
import http.server
import json
import threading
import time
from typing import Any, Dict, List

import httpx
import pytest

from tourchat import (
    AsyncTourChat,
    InvalidRequestError,
    NotFoundError,
    RateLimitError,
    TourChat,
    WebhookVerificationError,
    verify_webhook,
)

BIZ = "biz_demo"


def day(offset: int) -> str:
    return (dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=offset)).date().isoformat()


def bookable_slot(tc: TourChat, guests: int = 1) -> Dict[str, Any]:
    for i in range(2, 30):
        av = tc.bookings.availability(date=day(i), guests=guests)
        for s in av["slots"]:
            if s["bookable"]:
                return s
    raise AssertionError("no bookable slot")


@pytest.fixture()
def tc(server):
    with TourChat(base_url=server.url, api_key=server.key) as c:
        yield c


def snake(name: str) -> str:
    return "".join("_" + ch.lower() if ch.isupper() else ch for ch in name)


@pytest.mark.parametrize("cls", [TourChat, AsyncTourChat])
def test_every_operation_has_a_method(tc, server, cls):
    doc = tc.openapi()
    client = cls(base_url=server.url, api_key=server.key)
    missing: List[str] = []
    n = 0
    for item in doc["paths"].values():
        for op in item.values():
            if op.get("x-tourchat-client") is False:
                continue
            n += 1
            target: Any = client
            for part in op["operationId"].split("."):
                target = getattr(target, snake(part), None)
            if not callable(target):
                missing.append(op["operationId"])
    assert n >= 30
    assert missing == []


def test_system(tc):
    assert tc.health()["status"] == "ok"
    assert tc.ready()["status"] == "ok"
    assert tc.openapi()["openapi"] == "3.1.0"


def test_chat_and_services(tc):
    r = tc.chat(business_id=BIZ, session_id="py-chat-1", message="any kayak tours tomorrow for 4?")
    assert r["session_id"] == "py-chat-1" and r["message"]
    services = tc.services.list(language="es")
    assert len(services.data) >= 6 and services.next_cursor is None
    paged = list(tc.services.list(language="es", limit=2))
    assert [s["id"] for s in paged] == [s["id"] for s in services.data]
    assert tc.services.get(services.data[0]["id"], language="es")["language"] == "es"


def test_typed_errors(tc, server):
    with pytest.raises(NotFoundError) as e:
        tc.bookings.get("bk_nope")
    assert e.value.status == 404 and e.value.code == "not_found" and e.value.request_id
    with pytest.raises(InvalidRequestError) as e2:
        tc.bookings.availability(date="03-12-2026")
    assert e2.value.field == "date"


def test_booking_with_idempotent_retry(tc, server):
    slot = bookable_slot(tc, 2)
    keys: List[str] = []
    lost = {"n": 0}

    class Flaky(httpx.HTTPTransport):
        def handle_request(self, request: httpx.Request) -> httpx.Response:
            resp = super().handle_request(request)
            if request.method == "POST":
                keys.append(request.headers["Idempotency-Key"])
                if lost["n"] == 0:
                    lost["n"] += 1
                    resp.read()
                    raise httpx.ReadError("connection reset", request=request)
            return resp

    with TourChat(base_url=server.url, api_key=server.key, http_client=httpx.Client(transport=Flaky())) as flaky:
        b = flaky.bookings.create(slot_id=slot["slot_id"], guests=2, customer={"name": "Ana Silva", "email": "ana.py@example.com"})
    assert b["status"] == "confirmed"
    assert len(keys) == 2 and keys[0] == keys[1]
    av = tc.bookings.availability(date=slot["date"], service_id=slot["service_id"])
    mine = [x for x in av["bookings"] if x["customer"]["email"] == "ana.py@example.com"]
    assert len(mine) == 1, "booked once"
    left = [s for s in av["slots"] if s["slot_id"] == slot["slot_id"]][0]["availability"]
    assert left == slot["availability"] - 2
    one = tc.bookings.create(slot_id=slot["slot_id"], guests=1, customer={"name": "Joe", "phone": "+351912345678"}, idempotency_key="py-order-1")
    again = tc.bookings.create(slot_id=slot["slot_id"], guests=1, customer={"name": "Joe", "phone": "+351912345678"}, idempotency_key="py-order-1")
    assert again["id"] == one["id"]
    assert tc.bookings.cancel(one["id"], reason="test")["status"] == "cancelled"
    assert tc.bookings.get(one["id"])["cancelled_at"] is not None


def test_leads_and_pagination(tc, server):
    for i, name in enumerate(["Rita", "Marta", "Joana"]):
        tc.chat(business_id=BIZ, session_id="py-lead-%d" % i,
                message="Hi, I am %s, %s.py@example.com, interested in the food tour" % (name, name.lower()))
    pages = {"n": 0}

    def count(request: httpx.Request) -> None:
        if request.url.path == "/v1/leads":
            pages["n"] += 1

    with TourChat(base_url=server.url, api_key=server.key, http_client=httpx.Client(event_hooks={"request": [count]})) as c:
        first = c.leads.list(limit=1)
        assert first.has_more and isinstance(first.next_cursor, str)
        pages["n"] = 0
        leads = list(c.leads.list(limit=1))
    assert len(leads) >= 3 and pages["n"] >= 3
    assert len({l["id"] for l in leads}) == len(leads)
    rita = [l for l in leads if l["email"] == "rita.py@example.com"][0]
    assert tc.leads.get(rita["id"])["id"] == rita["id"]
    assert tc.leads.update(rita["id"], status="contacted")["status"] == "contacted"
    convs = list(tc.conversations.list(limit=2))
    assert len(convs) >= 3
    assert len(tc.conversations.messages(convs[0]["id"]).data) >= 2
    assert tc.conversations.get(convs[0]["id"])["id"] == convs[0]["id"]
    assert tc.events.list(type="lead.captured", limit=1).data[0]["type"] == "lead.captured"


class _Hook(http.server.BaseHTTPRequestHandler):
    got: List[Dict[str, Any]] = []

    def do_POST(self) -> None:  # noqa: N802
        body = self.rfile.read(int(self.headers["Content-Length"]))
        _Hook.got.append({"headers": dict(self.headers), "body": body})
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args: Any) -> None:
        pass


def test_webhooks_real_delivery_verifies(tc):
    hook = http.server.HTTPServer(("127.0.0.1", 0), _Hook)
    t = threading.Thread(target=hook.serve_forever, daemon=True)
    t.start()
    try:
        wh = tc.webhooks.create(url="http://127.0.0.1:%d/hook" % hook.server_address[1], events=["booking.created"], description="py test")
        assert wh["secret"].startswith("whsec_")
        slot = bookable_slot(tc)
        b = tc.bookings.create(slot_id=slot["slot_id"], guests=1, customer={"name": "Hook Test", "email": "hook.py@example.com"})
        deadline = time.time() + 30
        event = None
        while event is None and time.time() < deadline:
            for d in list(_Hook.got):
                e = verify_webhook(d["body"], d["headers"], wh["secret"])
                if e["type"] == "booking.created" and e["data"]["id"] == b["id"]:
                    event, delivery = e, d
            time.sleep(0.05)
        assert event is not None, "booking.created delivered"
        with pytest.raises(WebhookVerificationError):
            verify_webhook(delivery["body"].replace(b"Hook Test", b"Hook Tost"), delivery["headers"], wh["secret"])
        with pytest.raises(WebhookVerificationError):
            tc.webhooks.verify(delivery["body"], delivery["headers"], "whsec_" + "A" * 44)
        assert "secret" not in tc.webhooks.get(wh["id"])
        assert any(w["id"] == wh["id"] for w in tc.webhooks.list())
        assert tc.webhooks.update(wh["id"], description="renamed")["description"] == "renamed"
        assert tc.webhooks.test(wh["id"])["event_type"] == "webhook.test"
        ds = list(tc.webhooks.deliveries(wh["id"]))
        assert len(ds) >= 2
        assert tc.webhooks.retry(wh["id"], ds[0]["id"])["id"] == ds[0]["id"]
        assert tc.webhooks.delete(wh["id"])["deleted"] is True
    finally:
        hook.shutdown()


def test_handoff(tc):
    tc.chat(business_id=BIZ, session_id="py-handoff", message="hello")
    conv = next(c for c in tc.conversations.list(limit=100) if c["session_id"] == "py-handoff")
    assert tc.conversations.handoff(conv["id"])["status"] == "waiting"
    assert tc.conversations.assign(conv["id"])["status"] == "human"
    assert tc.conversations.reply(conv["id"], text="Hi, this is the team.")["role"] == "staff"
    assert tc.chat(business_id=BIZ, session_id="py-handoff", message="thanks!")["handled_by"] == "human"
    assert tc.conversations.read(conv["id"])["unread"] == 0
    assert tc.conversations.release(conv["id"])["status"] == "bot"
    assert tc.conversations.close(conv["id"])["status"] == "closed"
    assert tc.presence.get()["object"] == "presence"


def test_analytics_and_tokens(tc, server):
    a = tc.analytics.get(from_=day(-7), to=day(0))
    assert a["object"] == "analytics" and len(a["by_hour"]) == 24 and a["from"] == day(-7)
    tok = tc.tokens.create(kind="session", session_id="py-tok")
    with TourChat(base_url=server.url, token=tok["token"]) as visitor:
        assert visitor.chat(business_id=BIZ, session_id="py-tok", message="hello")["session_id"] == "py-tok"
    with TourChat(base_url=server.url, api_key=server.publishable_key, default_headers={"Origin": "http://localhost:3000"}) as pk:
        assert pk.widget_session(business_id=BIZ)["kind"] == "session"


@pytest.mark.asyncio
async def test_async_client_and_realtime(server):
    async with AsyncTourChat(base_url=server.url, api_key=server.key) as c:
        assert (await c.health())["status"] == "ok"
        for i in range(2):
            await c.chat(business_id=BIZ, session_id="py-async-lead-%d" % i, message="I am Ana, ana%d.async@example.com" % i)
        seen = [x async for x in c.leads.list(limit=1)]
        page = await c.leads.list(limit=1)
        assert len(seen) >= 2 and len(page.data) == 1 and page.has_more
        # A cursor given to an async list starts there (the next page).
        second = await c.leads.list(limit=1, cursor=page.next_cursor)
        assert second.data[0]["id"] == seen[1]["id"]
        tours = [x async for x in c.services.list(limit=3)]
        assert len(tours) >= 6 and len({t["id"] for t in tours}) == len(tours)
        async with c.realtime(channels=["business"]) as rt:
            await rt.wait_for(lambda f: f["type"] == "subscribed" and f["channel"] == "business")
            slot = None
            for i in range(2, 30):
                av = await c.bookings.availability(date=day(i))
                slot = next((s for s in av["slots"] if s["bookable"]), None)
                if slot:
                    break
            assert slot
            waiting = rt.wait_for(lambda f: f["type"] == "event" and f["event"]["type"] == "booking.created", 20)
            b = await c.bookings.create(slot_id=slot["slot_id"], guests=1, customer={"name": "Realtime", "email": "rt.py@example.com"})
            frame = await waiting
            assert frame["event"]["data"]["id"] == b["id"]
            reply = await rt.chat("hello", session_id="py-rt-chat")
            assert reply["session_id"] == "py-rt-chat"
            # The chat's own events reach the business channel too.
            async def first_message() -> Dict[str, Any]:
                async for f in rt:
                    if f["type"] == "event" and f["event"]["type"] == "conversation.message_created":
                        return f
                raise AssertionError("the stream ended")

            msg = await asyncio.wait_for(first_message(), 20)
            assert msg["event"]["data"]["session_id"] == "py-rt-chat"


def test_rate_limit_retried_after_retry_after(limited_server):
    statuses: List[Any] = []

    def record(response: httpx.Response) -> None:
        statuses.append((response.status_code, response.headers.get("retry-after"), time.monotonic()))

    with TourChat(base_url=limited_server.url, api_key=limited_server.key, max_retries=0) as no_retry:
        for _ in range(3):
            no_retry.analytics.get()
        with pytest.raises(RateLimitError) as e:
            no_retry.analytics.get()
        assert e.value.retry_after and e.value.retry_after > 0
    with TourChat(base_url=limited_server.url, api_key=limited_server.key, max_retries=1,
                  http_client=httpx.Client(event_hooks={"response": [record]})) as c:
        assert c.analytics.get()["object"] == "analytics"
    assert statuses[0][0] == 429 and statuses[-1][0] == 200
    assert statuses[-1][2] - statuses[0][2] >= float(statuses[0][1]) - 1, "waited Retry-After"
