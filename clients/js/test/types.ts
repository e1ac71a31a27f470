// Compiled by `tsc --noEmit` in CI: the declarations are valid TypeScript
// and a typical program type-checks against them.
import { TourChat, Realtime, NotFoundError, verifyWebhook, type Booking, type Lead, type Page } from 'tourchat';

async function main(): Promise<void> {
  const tc = new TourChat({ baseUrl: 'http://localhost:8080', apiKey: 'tc_test_x' });
  const reply = await tc.chat({ businessId: 'biz_demo', sessionId: 's1', message: 'hi' });
  const opt: string = reply.booking_options[0].slot_id;
  const day = await tc.bookings.availability({ date: '2026-12-03', guests: 2 });
  const b: Booking = await tc.bookings.create({ slotId: day.slots[0].slot_id, guests: 2, customer: { name: 'Ana', email: 'a@example.com' }, idempotencyKey: 'k' });
  const cancelledAt: string | null = b.cancelled_at;
  const page: Page<Lead> = await tc.leads.list({ limit: 10 });
  const cursor: string | null = page.next_cursor;
  for await (const lead of tc.leads.list({ status: 'new' })) {
    const s: 'new' | 'contacted' | 'converted' | 'lost' = lead.status;
    void s;
  }
  const services = await tc.services.list({ language: 'es' });
  const ev = await verifyWebhook<Booking>('{}', { 'webhook-id': 'evt_1' }, 'whsec_x');
  const total: number = ev.data.total_price;
  const rt: Realtime = tc.realtime({ channels: ['business'], onEvent: (f) => console.log(f.event.type) });
  rt.connect();
  try {
    await tc.bookings.get('bk_x');
  } catch (e) {
    if (e instanceof NotFoundError) console.log(e.code, e.field, e.requestId, e.status);
  }
  void [opt, cancelledAt, cursor, services, total];
}
void main;
