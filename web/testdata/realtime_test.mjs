// Unit test of tourchat.js's Realtime, run by web_test.go with node: backoff
// with jitter, re-subscription with since, duplicate replay dropped, token
// refresh on 4009, chat replies matched by id. A fake WebSocket and fake
// timers make it deterministic.
import assert from 'node:assert/strict';

const timers = [];
globalThis.setTimeout = (fn, ms) => { timers.push({ fn, ms }); return timers.length; };
globalThis.clearTimeout = () => {};
globalThis.location = { origin: 'http://example.test' };

const sockets = [];
class FakeWS {
  constructor(url) { this.url = url; this.readyState = 0; this.sent = []; sockets.push(this); }
  send(s) { this.sent.push(JSON.parse(s)); }
  close(code) { this.readyState = 3; this.onclose && this.onclose({ code }); }
  // test side
  open() { this.readyState = 1; this.onopen(); }
  push(f) { this.onmessage({ data: JSON.stringify(f) }); }
  drop(code) { this.readyState = 3; this.onclose({ code }); }
}

const { Realtime } = await import(new URL('../static/tourchat.js', import.meta.url));
const tokens = [];
const events = [];
const rt = new Realtime({
  baseUrl: 'https://api.example.test',
  WebSocket: FakeWS,
  channels: ['business'],
  getToken: (refresh) => { tokens.push(refresh); return 'jwt' + tokens.length; },
  onEvent: (f) => events.push(f.offset),
});
const tick = () => new Promise((r) => setImmediate(r));

rt.connect();
await tick();
assert.equal(sockets.length, 1);
assert.equal(sockets[0].url, 'wss://api.example.test/v1/ws?token=jwt1');
sockets[0].open();
assert.deepEqual(sockets[0].sent, [{ type: 'subscribe', channel: 'business' }]);

sockets[0].push({ type: 'subscribed', channel: 'business', epoch: 'e1', offset: 5 });
for (const o of [6, 7, 7]) sockets[0].push({ type: 'event', channel: 'business', epoch: 'e1', offset: o, event: { type: 'booking.created' } });
assert.deepEqual(events, [6, 7], 'the replayed duplicate is dropped');

// chat frames resolve by id
const p = rt.chat({ message: 'hi', metadata: { action: 'book', slot_id: 's1', guests: 2 } });
const frame = sockets[0].sent.at(-1);
assert.equal(frame.type, 'chat');
assert.deepEqual(frame.metadata, { action: 'book', slot_id: 's1', guests: 2 });
sockets[0].push({ type: 'chat.reply', reply_to: frame.id, reply: { id: 'msg_1', message: 'ok' } });
assert.equal((await p).id, 'msg_1');

// server restart: backoff with jitter, then since
sockets[0].drop(1012);
const t1 = timers.at(-1);
assert.ok(t1.ms >= 250 && t1.ms <= 250 + 1000, `first delay ${t1.ms}`);
t1.fn();
await tick();
assert.equal(sockets.length, 2);
assert.equal(tokens.at(-1), true, 'a reconnect asks for a fresh token');
sockets[1].drop(1006); // still down: the next delay may be longer
const t2 = timers.at(-1);
assert.ok(t2.ms >= 250 && t2.ms <= 250 + 2000, `second delay ${t2.ms}`);
t2.fn();
await tick();
sockets[2].open();
assert.deepEqual(sockets[2].sent[0], { type: 'subscribe', channel: 'business', since: { epoch: 'e1', offset: 7 } });
sockets[2].push({ type: 'subscribed', channel: 'business', epoch: 'e1', offset: 9, recovered: true });
sockets[2].push({ type: 'event', channel: 'business', epoch: 'e1', offset: 8, event: {} });
assert.deepEqual(events, [6, 7, 8], 'replays after a recovered subscription are delivered');

// an expired token reconnects at once with a fresh one
sockets[2].drop(4009);
assert.equal(timers.at(-1).ms, 0);
rt.close();
console.log('ok');
