// The README's quick start, run by CI in a fresh project that installed the
// packed package: TOURCHAT_URL and TOURCHAT_KEY point at a running server.
import { TourChat } from 'tourchat';

const tc = new TourChat({ baseUrl: process.env.TOURCHAT_URL, apiKey: process.env.TOURCHAT_KEY });

const reply = await tc.chat({ businessId: 'biz_demo', sessionId: 'visitor-1', message: 'Kayak tomorrow for 2?' });
console.log(reply.message);

const date = new Date(Date.now() + 3 * 86400000).toISOString().slice(0, 10);
const day = await tc.bookings.availability({ date, guests: 2 });
const slot = day.slots.find((s) => s.bookable);
const booking = await tc.bookings.create({
  slotId: slot.slot_id, guests: 2,
  customer: { name: 'Ana Silva', email: 'ana@example.com' },
  idempotencyKey: 'order-1001',
});
console.log(booking.id, booking.status, booking.total_price, booking.currency);

for await (const lead of tc.leads.list({ limit: 50 })) console.log(lead.email);
