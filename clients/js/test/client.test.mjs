// The client against a real TourChat server (see server.mjs): every
// operation of the OpenAPI document has a method, and chat, availability,
// booking with an idempotent retry, leads, webhooks with a verified real
// delivery, analytics, realtime, pagination and a 429 retried after
// Retry-After all work end to end.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import WebSocket from 'ws';
import {
  TourChat, TourChatError, NotFoundError, InvalidRequestError, RateLimitError, ConnectionError,
  verifyWebhook, WebhookVerificationError,
} from 'tourchat';
import { startServer } from './server.mjs';

let srv;
let tc;
const BIZ = 'biz_demo';

before(async () => {
  srv = await startServer();
  tc = new TourChat({ baseUrl: srv.url, apiKey: srv.key, WebSocket });
});
after(async () => srv && (await srv.stop()));

function day(offset) {
  const d = new Date(Date.now() + offset * 86400000);
  return d.toISOString().slice(0, 10);
}

async function bookableSlot(guests = 1) {
  for (let i = 2; i < 30; i++) {
    const av = await tc.bookings.availability({ date: day(i), guests });
    const s = av.slots.find((x) => x.bookable);
    if (s) return s;
  }
  throw new Error('no bookable slot');
}

test('every operation of the OpenAPI document has a method', async () => {
  const doc = await tc.openapi();
  const missing = [];
  let n = 0;
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      if (!op.operationId || op['x-tourchat-client'] === false) continue;
      n++;
      const fn = op.operationId.split('.').reduce((o, k) => (o == null ? o : o[k]), tc);
      if (typeof fn !== 'function') missing.push(op.operationId);
    }
  }
  assert.ok(n >= 30, `only ${n} operations`);
  assert.deepEqual(missing, []);
});

test('system endpoints', async () => {
  assert.equal((await tc.health()).status, 'ok');
  assert.equal((await tc.ready()).status, 'ok');
  assert.equal((await tc.openapi()).openapi, '3.1.0');
});

test('chat replies and remembers the session', async () => {
  const r = await tc.chat({ businessId: BIZ, sessionId: 'js-chat-1', message: 'any kayak tours tomorrow for 4?' });
  assert.equal(r.session_id, 'js-chat-1');
  assert.ok(r.message.length > 0);
  assert.ok(Array.isArray(r.booking_options));
  const services = await tc.services.list({ language: 'es' });
  assert.ok(services.data.length >= 6);
  assert.equal(services.next_cursor, null);
  const paged = await tc.services.list({ language: 'es', limit: 2 }).toArray();
  assert.deepEqual(paged.map((s) => s.id), services.data.map((s) => s.id));
  const one = await tc.services.get(services.data[0].id, { language: 'es' });
  assert.equal(one.language, 'es');
});

test('typed errors carry status, code, field and request id', async () => {
  await assert.rejects(tc.bookings.get('bk_nope'), (e) => e instanceof NotFoundError && e.status === 404 && e.code === 'not_found' && !!e.requestId);
  await assert.rejects(tc.bookings.availability({ date: '03-12-2026' }), (e) => e instanceof InvalidRequestError && e.field === 'date');
  const bad = new TourChat({ baseUrl: 'http://127.0.0.1:9', apiKey: srv.key, maxRetries: 1 });
  await assert.rejects(bad.health(), (e) => e instanceof ConnectionError && e.status === 0);
});

test('booking with an idempotent retry is made once', async () => {
  const slot = await bookableSlot(2);
  // The first answer is lost on the way back: the client retries with the
  // same Idempotency-Key and the server replays the stored answer.
  let lost = 0;
  const keys = [];
  const flaky = new TourChat({
    baseUrl: srv.url, apiKey: srv.key,
    fetch: async (url, init) => {
      if (init.method === 'POST') keys.push(init.headers['Idempotency-Key']);
      const res = await fetch(url, init);
      if (init.method === 'POST' && lost++ === 0) throw new TypeError('connection reset');
      return res;
    },
  });
  const b = await flaky.bookings.create({ slotId: slot.slot_id, guests: 2, customer: { name: 'Ana Silva', email: 'ana@example.com' } });
  assert.equal(b.status, 'confirmed');
  assert.equal(keys.length, 2);
  assert.equal(keys[0], keys[1]);
  const av = await tc.bookings.availability({ date: slot.date, serviceId: slot.service_id });
  const mine = av.bookings.filter((x) => x.customer.email === 'ana@example.com' && x.slot_id === slot.slot_id);
  assert.equal(mine.length, 1, 'booked once');
  assert.equal(av.slots.find((s) => s.slot_id === slot.slot_id).availability, slot.availability - 2);
  // An explicit key replays too.
  const again = await tc.bookings.create({ slotId: slot.slot_id, guests: 1, customer: { name: 'Joe', phone: '+351912345678' }, idempotencyKey: 'js-order-1' });
  const replay = await tc.bookings.create({ slotId: slot.slot_id, guests: 1, customer: { name: 'Joe', phone: '+351912345678' }, idempotencyKey: 'js-order-1' });
  assert.equal(replay.id, again.id);
  const cancelled = await tc.bookings.cancel(again.id, { reason: 'test' });
  assert.equal(cancelled.status, 'cancelled');
  assert.equal((await tc.bookings.get(again.id)).status, 'cancelled');
});

test('leads, conversations and pagination over more than one page', async () => {
  for (const [i, name] of ['Rita', 'Marta', 'Joana'].entries()) {
    await tc.chat({ businessId: BIZ, sessionId: `js-lead-${i}`, message: `Hi, I am ${name}, ${name.toLowerCase()}@example.com, interested in the food tour` });
  }
  let pages = 0;
  const paging = new TourChat({
    baseUrl: srv.url, apiKey: srv.key,
    fetch: (url, init) => {
      if (String(url).includes('/v1/leads')) pages++;
      return fetch(url, init);
    },
  });
  const first = await paging.leads.list({ limit: 1 });
  assert.equal(first.has_more, true);
  assert.equal(typeof first.next_cursor, 'string');
  pages = 0;
  const all = await paging.leads.list({ limit: 1 }).toArray();
  assert.ok(all.length >= 3 && pages >= 3, `${all.length} leads in ${pages} pages`);
  assert.equal(new Set(all.map((l) => l.id)).size, all.length);
  const rita = all.find((l) => l.email === 'rita@example.com');
  assert.ok(rita);
  assert.equal((await tc.leads.get(rita.id)).id, rita.id);
  assert.equal((await tc.leads.update(rita.id, { status: 'contacted' })).status, 'contacted');
  const convs = [];
  for await (const c of tc.conversations.list({ limit: 2 })) convs.push(c);
  assert.ok(convs.length >= 3);
  const msgs = await tc.conversations.messages(convs[0].id);
  assert.ok(msgs.data.length >= 2);
  assert.equal((await tc.conversations.get(convs[0].id)).id, convs[0].id);
  const evs = await tc.events.list({ type: 'lead.captured', limit: 1 });
  assert.equal(evs.data[0].type, 'lead.captured');
});

test('webhooks: a real delivery verifies; management calls work', async () => {
  const got = [];
  const hook = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise((r) => hook.listen(0, '127.0.0.1', r));
  try {
    const wh = await tc.webhooks.create({ url: `http://127.0.0.1:${hook.address().port}/hook`, events: ['booking.created'], description: 'js test' });
    assert.match(wh.secret, /^whsec_/);
    const slot = await bookableSlot(1);
    const b = await tc.bookings.create({ slotId: slot.slot_id, guests: 1, customer: { name: 'Hook Test', email: 'hook@example.com' } });
    const deadline = Date.now() + 30000;
    let ev;
    while (!ev && Date.now() < deadline) {
      for (const d of got) {
        const e = await verifyWebhook(d.body, d.headers, wh.secret);
        if (e.type === 'booking.created' && e.data.id === b.id) ev = e;
      }
      if (!ev) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(ev, 'booking.created delivered');
    const d = got.find((x) => JSON.parse(x.body).id === ev.id);
    assert.equal(d.headers['webhook-id'], ev.id);
    await assert.rejects(verifyWebhook(d.body.replace('Hook Test', 'Hook Tost'), d.headers, wh.secret), WebhookVerificationError);
    await assert.rejects(tc.webhooks.verify(d.body, d.headers, wh.secret, { now: Date.now() + 3600e3 }), WebhookVerificationError);

    assert.equal((await tc.webhooks.get(wh.id)).secret, undefined);
    assert.ok((await tc.webhooks.list()).data.some((w) => w.id === wh.id));
    assert.equal((await tc.webhooks.update(wh.id, { description: 'renamed' })).description, 'renamed');
    const t = await tc.webhooks.test(wh.id);
    assert.equal(t.event_type, 'webhook.test');
    const ds = await tc.webhooks.deliveries(wh.id).toArray();
    assert.ok(ds.length >= 2);
    assert.equal((await tc.webhooks.retry(wh.id, ds[0].id)).id, ds[0].id);
    assert.equal((await tc.webhooks.delete(wh.id)).deleted, true);
  } finally {
    hook.close();
  }
});

test('handoff: a person takes a conversation, replies and hands it back', async () => {
  await tc.chat({ businessId: BIZ, sessionId: 'js-handoff', message: 'hello' });
  const conv = (await tc.conversations.list({ limit: 100 }).toArray()).find((c) => c.session_id === 'js-handoff');
  assert.equal((await tc.conversations.handoff(conv.id)).status, 'waiting');
  assert.equal((await tc.conversations.assign(conv.id)).status, 'human');
  const m = await tc.conversations.reply(conv.id, 'Hi, this is the team.');
  assert.equal(m.role, 'staff');
  const held = await tc.chat({ businessId: BIZ, sessionId: 'js-handoff', message: 'thanks!' });
  assert.equal(held.handled_by, 'human');
  assert.equal((await tc.conversations.read(conv.id)).unread, 0);
  assert.equal((await tc.conversations.release(conv.id)).status, 'bot');
  assert.equal((await tc.conversations.close(conv.id)).status, 'closed');
  assert.equal((await tc.presence.get()).object, 'presence');
});

test('analytics', async () => {
  const a = await tc.analytics.get({ from: day(-7), to: day(0) });
  assert.equal(a.object, 'analytics');
  assert.equal(a.by_hour.length, 24);
  assert.ok(a.totals.conversations >= 1);
});

test('tokens', async () => {
  const t = await tc.tokens.create({ kind: 'session', sessionId: 'js-tok' });
  assert.equal(t.kind, 'session');
  const visitor = new TourChat({ baseUrl: srv.url, token: t.token });
  assert.equal((await visitor.chat({ businessId: BIZ, sessionId: 'js-tok', message: 'hello' })).session_id, 'js-tok');
  const pk = new TourChat({ baseUrl: srv.url, apiKey: srv.publishableKey,
    fetch: (u, init) => fetch(u, Object.assign({}, init, { headers: Object.assign({ Origin: 'http://localhost:3000' }, init.headers) })) });
  const ws = await pk.widgetSession({ businessId: BIZ });
  assert.equal(ws.kind, 'session');
});

test('realtime with a secret key (no Origin) receives booking.created', async () => {
  const rt = tc.realtime({ channels: ['business'] });
  try {
    const subscribed = rt.waitFor((f) => f.type === 'subscribed' && f.channel === 'business', 20000);
    rt.connect();
    await subscribed;
    const slot = await bookableSlot(1);
    const created = rt.waitFor((f) => f.type === 'event' && f.event.type === 'booking.created', 20000);
    const b = await tc.bookings.create({ slotId: slot.slot_id, guests: 1, customer: { name: 'Realtime', email: 'rt@example.com' } });
    const f = await created;
    assert.equal(f.event.data.id, b.id);
    const reply = await rt.chat({ message: 'hello', sessionId: 'js-rt-chat' });
    assert.equal(reply.session_id, 'js-rt-chat');
  } finally {
    rt.close();
  }
});

test('a 429 is retried after Retry-After', { timeout: 120000 }, async () => {
  const limited = await startServer({ TOURCHAT_RATE_LIMIT: '3' });
  try {
    const seen = [];
    const c = new TourChat({
      baseUrl: limited.url, apiKey: limited.key, maxRetries: 1,
      fetch: async (u, init) => {
        const res = await fetch(u, init);
        seen.push({ status: res.status, retryAfter: res.headers.get('retry-after'), at: Date.now() });
        return res;
      },
    });
    const noRetry = new TourChat({ baseUrl: limited.url, apiKey: limited.key, maxRetries: 0 });
    for (let i = 0; i < 3; i++) await c.analytics.get();
    await assert.rejects(noRetry.analytics.get(), (e) => e instanceof RateLimitError && e.retryAfter > 0);
    seen.length = 0;
    const a = await c.analytics.get();
    assert.equal(a.object, 'analytics');
    assert.equal(seen[0].status, 429);
    assert.equal(seen.at(-1).status, 200);
    assert.ok(seen.at(-1).at - seen[0].at >= (Number(seen[0].retryAfter) - 1) * 1000, 'waited Retry-After');
  } finally {
    await limited.stop();
  }
});

test('TourChatError is the base of every API error', () => {
  assert.ok(new NotFoundError(404, null) instanceof TourChatError);
});
