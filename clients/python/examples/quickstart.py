"""The README's quick start, run by CI in a fresh virtual environment that
installed the wheel: TOURCHAT_URL and TOURCHAT_KEY point at a running server."""

import datetime as dt
import os

from tourchat import TourChat

client = TourChat(base_url=os.environ["TOURCHAT_URL"], api_key=os.environ["TOURCHAT_KEY"])

reply = client.chat(business_id="biz_demo", session_id="visitor-1", message="Kayak tomorrow for 2?")
print(reply["message"])

date = (dt.date.today() + dt.timedelta(days=3)).isoformat()
day = client.bookings.availability(date=date, guests=2)
slot = next(s for s in day["slots"] if s["bookable"])
booking = client.bookings.create(
    slot_id=slot["slot_id"], guests=2,
    customer={"name": "Ana Silva", "email": "ana@example.com"},
    idempotency_key="order-2001",
)
print(booking["id"], booking["status"], booking["total_price"], booking["currency"])

for lead in client.leads.list(limit=50):
    print(lead["email"])
