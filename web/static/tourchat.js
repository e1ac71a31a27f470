// TourChat JavaScript client: one ES module with no runtime dependency, for
// Node 18+ and browsers. It is the npm package `tourchat` (clients/js) and,
// copied by `go generate ./web/`, the /tourchat.js that the widget and the
// dashboard import. Arguments are camelCase (businessId, sessionId); the
// wire and the answers stay snake_case, as the API documents them.

export const VERSION = '1.0.0';

/**
 * Error raised for every failed call. API errors carry the API's error
 * object (status, code, field, requestId); connection failures have status 0.
 */
export class TourChatError extends Error {
  constructor(status, body, headers) {
    const e = (body && body.error) || {};
    super(e.message || (status ? `HTTP ${status}` : 'request failed'));
    this.name = new.target.name;
    this.status = status;
    this.code = e.code || (status ? 'http_error' : 'connection_error');
    this.field = e.field;
    this.requestId = e.request_id || (headers && headers.get && headers.get('x-request-id')) || undefined;
    this.headers = headers;
  }
}
/** 400, 413, 415: the request is malformed; `field` names the parameter. */
export class InvalidRequestError extends TourChatError {}
/** 401: missing, malformed, unknown or revoked credential. */
export class AuthenticationError extends TourChatError {}
/** 403: the credential lacks the scope or covers another business. */
export class PermissionDeniedError extends TourChatError {}
/** 404: no such route or resource. */
export class NotFoundError extends TourChatError {}
/** 409: conflicts with the resource's state (places, slot, state, key in flight). */
export class ConflictError extends TourChatError {}
/** 422: the Idempotency-Key was used with a different request. */
export class IdempotencyError extends TourChatError {}
/** 429: over the rate limit; `retryAfter` is in seconds. */
export class RateLimitError extends TourChatError {
  constructor(status, body, headers) {
    super(status, body, headers);
    this.retryAfter = retryAfterSeconds(headers);
  }
}
/** 5xx: a server fault or an unreachable backing store. */
export class ServerError extends TourChatError {}
/** No answer: network failure or timeout. */
export class ConnectionError extends TourChatError {
  constructor(message, cause) {
    super(0, { error: { code: 'connection_error', message } });
    if (cause) this.cause = cause;
  }
}
/** A webhook whose signature, timestamp or headers do not check out. */
export class WebhookVerificationError extends Error {
  constructor(message) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

function errorFor(status, body, headers) {
  const C =
    status === 400 || status === 413 || status === 415 ? InvalidRequestError
    : status === 401 ? AuthenticationError
    : status === 403 ? PermissionDeniedError
    : status === 404 ? NotFoundError
    : status === 409 ? ConflictError
    : status === 422 ? IdempotencyError
    : status === 429 ? RateLimitError
    : status >= 500 ? ServerError
    : TourChatError;
  return new C(status, body, headers);
}

function retryAfterSeconds(headers) {
  const v = headers && headers.get && headers.get('retry-after');
  if (!v) return undefined;
  const n = Number(v);
  if (Number.isFinite(n)) return Math.max(0, n);
  const at = Date.parse(v);
  return Number.isFinite(at) ? Math.max(0, (at - Date.now()) / 1000) : undefined;
}

// Maps camelCase argument names to wire names.
function snake(s) {
  return s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
}

// Copies defined fields of obj under their wire names; nested plain objects
// are converted too, except metadata, whose inner keys belong to the caller.
function wire(obj) {
  const out = {};
  for (const [k, v] of Object.entries(obj || {})) {
    if (v === undefined) continue;
    const key = snake(k);
    out[key] = v && typeof v === 'object' && !Array.isArray(v) && key !== 'metadata' ? wire(v) : v;
  }
  return out;
}

// wireFree converts the top-level names of o to wire names (leaving out the
// call options) but keeps nested objects as given: per-language texts
// (`{"en": ...}`) and catalog facts are the caller's keys.
function wireFree(o, skip = ['idempotencyKey', 'maxRetries']) {
  const out = {};
  for (const [k, v] of Object.entries(o || {})) if (v !== undefined && !skip.includes(k)) out[snake(k)] = v;
  return out;
}

// pick keeps the named fields of o (camelCase), so that a misspelt option
// never reaches the API as an unknown parameter by accident.
function pick(o, names) {
  const out = {};
  for (const n of names) if (o && o[n] !== undefined) out[n] = o[n];
  return out;
}

function query(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(wire(params))) {
    if (v !== null && v !== '') q.set(k, String(v));
  }
  const s = q.toString();
  return s ? '?' + s : '';
}

function enc(s) {
  return encodeURIComponent(s);
}

function randomKey() {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  if (c && c.getRandomValues) c.getRandomValues(b);
  else for (let i = 0; i < b.length; i++) b[i] = Math.floor(Math.random() * 256);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const LIST_PARAMS = ['limit', 'cursor'];

/**
 * The answer of a list method: await it for one page, or iterate it with
 * `for await` to walk every item across pages.
 */
export class ListRequest {
  constructor(fetchPage, params) {
    this._fetchPage = fetchPage;
    this._params = params || {};
    this._first = null;
  }
  _page() {
    if (!this._first) this._first = this._fetchPage(this._params);
    return this._first;
  }
  then(resolve, reject) {
    return this._page().then(resolve, reject);
  }
  catch(reject) {
    return this._page().catch(reject);
  }
  finally(f) {
    return this._page().finally(f);
  }
  async *[Symbol.asyncIterator]() {
    let page = await this._page();
    for (;;) {
      for (const item of page.data) yield item;
      if (!page.has_more || !page.next_cursor) return;
      page = await this._fetchPage(Object.assign({}, this._params, { cursor: page.next_cursor }));
    }
  }
  /** Collects every item across pages (up to `max`, default 10000). */
  async toArray(max = 10000) {
    const out = [];
    for await (const item of this) {
      out.push(item);
      if (out.length >= max) break;
    }
    return out;
  }
}

/**
 * Client for the TourChat API. `apiKey` is a secret key (servers) or a
 * publishable key (widget sessions only); `token` a JWT; `getToken` may
 * supply a fresh credential per request instead.
 */
export class TourChat {
  constructor({ baseUrl = '', apiKey, token, getToken, fetch: f, maxRetries = 2, timeout = 30000, WebSocket: WS } = {}) {
    this.baseUrl = String(baseUrl).replace(/\/$/, '');
    this._apiKey = apiKey;
    this._cred = apiKey || token || '';
    this._getToken = getToken;
    this._fetch = f || ((...a) => globalThis.fetch(...a));
    this.maxRetries = maxRetries;
    this.timeout = timeout;
    this._WebSocket = WS;
    const get = (p, q) => this.request('GET', p + query(q));
    const post = (p, body, o) => this.request('POST', p, body, o);
    const list = (path, names) => (o = {}) =>
      new ListRequest((q) => get(path, pick(q, names.concat(LIST_PARAMS))), o);
    this.tokens = {
      create: (o) => post('/v1/tokens', wire(pick(o, ['kind', 'sessionId', 'name'])), o),
    };
    this.services = {
      list: (o = {}) => new ListRequest((q) => get('/v1/services', pick(q, ['language', 'includeArchived'].concat(LIST_PARAMS))), o),
      get: (id, o = {}) => get(`/v1/services/${enc(id)}`, pick(o, ['language'])),
    };
    this.bookings = {
      availability: (o = {}) => get('/v1/bookings', pick(o, ['date', 'serviceId', 'guests'])),
      create: (o) =>
        post('/v1/bookings', wire(pick(o, ['slotId', 'serviceId', 'date', 'time', 'guests', 'tickets', 'customer', 'notes', 'sessionId', 'metadata'])), o),
      get: (id) => get(`/v1/bookings/${enc(id)}`),
      cancel: (id, o = {}) => post(`/v1/bookings/${enc(id)}/cancel`, wire(pick(o, ['reason'])), o),
    };
    this.leads = {
      list: list('/v1/leads', ['status', 'since', 'until']),
      get: (id) => get(`/v1/leads/${enc(id)}`),
      update: (id, o) => this.request('PATCH', `/v1/leads/${enc(id)}`, wire(pick(o, ['status']))),
    };
    this.conversations = {
      list: list('/v1/conversations', ['since', 'status']),
      get: (id) => get(`/v1/conversations/${enc(id)}`),
      messages: (id, o = {}) => new ListRequest((q) => get(`/v1/conversations/${enc(id)}/messages`, pick(q, LIST_PARAMS)), o),
    };
    this.webhooks = {
      create: (o) => post('/v1/webhooks', wire(pick(o, ['url', 'events', 'description', 'enabled'])), o),
      list: list('/v1/webhooks', []),
      get: (id) => get(`/v1/webhooks/${enc(id)}`),
      update: (id, o) => this.request('PATCH', `/v1/webhooks/${enc(id)}`, wire(pick(o, ['url', 'events', 'description', 'enabled']))),
      delete: (id) => this.request('DELETE', `/v1/webhooks/${enc(id)}`),
      test: (id, o = {}) => post(`/v1/webhooks/${enc(id)}/test`, undefined, o),
      deliveries: (id, o = {}) => new ListRequest((q) => get(`/v1/webhooks/${enc(id)}/deliveries`, pick(q, LIST_PARAMS)), o),
      retry: (id, deliveryId, o = {}) => post(`/v1/webhooks/${enc(id)}/deliveries/${enc(deliveryId)}/retry`, undefined, o),
      /** Verifies a delivery (Standard Webhooks) and answers the parsed event. */
      verify: (payload, headers, secret, opts) => verifyWebhook(payload, headers, secret, opts),
    };
    this.events = { list: list('/v1/events', ['type', 'since']) };
    // The second wave's routes (knowledge, catalog writes, staff, keys,
    // handoff, presence), named as docs/openapi.md prescribes.
    const patch = (p, body) => this.request('PATCH', p, body);
    const del = (p) => this.request('DELETE', p);
    const KNOWLEDGE = ['question', 'answer', 'serviceId', 'tags', 'enabled'];
    this.knowledge = {
      list: list('/v1/knowledge', ['serviceId', 'tag']),
      create: (o) => post('/v1/knowledge', wireFree(pick(o, KNOWLEDGE)), o),
      get: (id) => get(`/v1/knowledge/${enc(id)}`),
      update: (id, o) => patch(`/v1/knowledge/${enc(id)}`, wireFree(pick(o, KNOWLEDGE))),
      delete: (id) => del(`/v1/knowledge/${enc(id)}`),
    };
    Object.assign(this.services, {
      create: (o) => post('/v1/services', wireFree(o, ['idempotencyKey', 'maxRetries']), o),
      update: (id, o) => patch(`/v1/services/${enc(id)}`, wireFree(o)),
      delete: (id) => del(`/v1/services/${enc(id)}`),
    });
    this.closures = {
      create: (serviceId, o) => post(`/v1/services/${enc(serviceId)}/closures`, wire(pick(o, ['date', 'time', 'reason', 'cancelBookings'])), o),
      delete: (serviceId, closureId) => del(`/v1/services/${enc(serviceId)}/closures/${enc(closureId)}`),
    };
    this.slots = {
      update: (slotId, o) => patch(`/v1/slots/${enc(slotId)}`, wire(pick(o, ['capacity', 'cancelBookings']))),
    };
    this.auth = {
      login: (o) => post('/v1/auth/login', wire(pick(o, ['email', 'password'])), o),
      logout: (o = {}) => post('/v1/auth/logout', undefined, o),
    };
    this.me = { get: () => get('/v1/me') };
    this.users = {
      list: list('/v1/users', []),
      create: (o) => post('/v1/users', wire(pick(o, ['email', 'name', 'role'])), o),
      update: (id, o) => patch(`/v1/users/${enc(id)}`, wire(pick(o, ['name', 'role', 'password']))),
      delete: (id) => del(`/v1/users/${enc(id)}`),
    };
    this.keys = {
      list: list('/v1/keys', []),
      create: (o) => post('/v1/keys', wire(pick(o, ['name', 'kind', 'scopes'])), o),
      revoke: (id, o = {}) => post(`/v1/keys/${enc(id)}/revoke`, undefined, o),
    };
    // Handoff: a staff reply, and taking over, handing back, closing,
    // reading, asking for a person.
    Object.assign(this.conversations, {
      reply: (id, text, o = {}) => post(`/v1/conversations/${enc(id)}/messages`, { text }, o),
      assign: (id, assignee = 'me', o = {}) => post(`/v1/conversations/${enc(id)}/assign`, { assignee }, o),
      release: (id, o = {}) => post(`/v1/conversations/${enc(id)}/release`, undefined, o),
      close: (id, o = {}) => post(`/v1/conversations/${enc(id)}/close`, undefined, o),
      read: (id, o = {}) => post(`/v1/conversations/${enc(id)}/read`, undefined, o),
      handoff: (id, o = {}) => post(`/v1/conversations/${enc(id)}/handoff`, undefined, o),
    });
    this.presence = { get: () => get('/v1/presence') };
    this.analytics = { get: (o = {}) => get('/v1/analytics', pick(o, ['from', 'to'])) };
  }

  /** Sends one chat message; answers the assistant's reply. */
  chat(o) {
    return this.request('POST', '/v1/chat', wire(pick(o, ['businessId', 'sessionId', 'message', 'language', 'metadata'])), o);
  }

  /** Exchanges a publishable key (from an allowed Origin) for a session token. */
  widgetSession(o = {}) {
    return this.request('POST', '/v1/widget/session', wire(pick(o, ['businessId', 'sessionId'])), o);
  }

  /** GET /healthz: `{status:"ok"}` while the server runs. */
  health() {
    return this.request('GET', '/healthz');
  }

  /** GET /readyz: ready when every backing store answers (a 503 throws ServerError). */
  ready() {
    return this.request('GET', '/readyz');
  }

  /** GET /metrics: the Prometheus text, when the operator enabled it. */
  metrics() {
    return this.request('GET', '/metrics', undefined, { raw: true });
  }

  /** GET /v1/openapi.json: the OpenAPI document. */
  openapi() {
    return this.request('GET', '/v1/openapi.json');
  }

  /**
   * Performs one API call with retries and answers the decoded body.
   * POSTs carry an Idempotency-Key (`o.idempotencyKey`, else a random one)
   * reused on every retry. Retried: network errors, timeouts, 409
   * idempotency_conflict, 429 (after Retry-After) and 5xx, up to
   * `maxRetries` times with exponential backoff and jitter.
   */
  async request(method, path, body, o = {}) {
    const headers = { Accept: o.raw ? 'text/plain' : 'application/json' };
    if (method === 'POST') headers['Idempotency-Key'] = o.idempotencyKey || randomKey();
    const init = { method, headers };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const maxRetries = o.maxRetries ?? this.maxRetries;
    for (let attempt = 0; ; attempt++) {
      const cred = this._getToken ? await this._getToken() : this._cred;
      if (cred) headers.Authorization = 'Bearer ' + cred;
      let res;
      const ctl = typeof AbortController === 'function' ? new AbortController() : null;
      const timer = ctl && this.timeout > 0 ? setTimeout(() => ctl.abort(), this.timeout) : null;
      try {
        res = await this._fetch(this.baseUrl + path, ctl ? Object.assign({ signal: ctl.signal }, init) : init);
        const text = await res.text();
        clearTimeout(timer);
        if (res.ok) return o.raw ? text : text ? JSON.parse(text) : null;
        let data = null;
        try {
          data = text ? JSON.parse(text) : null;
        } catch {
          data = null;
        }
        const err = errorFor(res.status, data, res.headers);
        if (attempt >= maxRetries || !retryable(err)) throw err;
        await sleep(backoff(attempt, err.retryAfter ?? retryAfterSeconds(res.headers)));
      } catch (err) {
        clearTimeout(timer);
        if (err instanceof TourChatError) throw err;
        const cerr = new ConnectionError(ctl && ctl.signal.aborted ? 'request timed out' : 'request failed: ' + (err && err.message), err);
        if (attempt >= maxRetries) throw cerr;
        await sleep(backoff(attempt));
      }
    }
  }

  /**
   * Opens the realtime WebSocket. With a secret key (Node), the key goes in
   * the Authorization header and no Origin is sent: pass the `ws` package as
   * `WebSocket` (or it is imported when installed). In browsers give
   * `getToken` (a session or staff JWT).
   */
  realtime(opts = {}) {
    const o = Object.assign({ baseUrl: this.baseUrl, WebSocket: this._WebSocket }, opts);
    // Only a secret key opens a server's connection; a publishable key never does.
    if (!o.getToken && !o.apiKey && /^tc_(live|test)_/.test(this._apiKey || '')) o.apiKey = this._apiKey;
    return new Realtime(o);
  }
}

function retryable(err) {
  return err.status === 429 || err.status >= 500 || (err.status === 409 && err.code === 'idempotency_conflict');
}

// backoff answers the wait before retry `attempt` (from 0): Retry-After when
// the server gave one (capped at 60 s), else 0.5 s doubling to 8 s, with
// jitter.
function backoff(attempt, retryAfter) {
  if (retryAfter !== undefined) return Math.min(60, retryAfter) * 1000 + Math.random() * 100;
  const base = Math.min(8000, 500 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

// ---- Standard Webhooks verification

function base64ToBytes(s) {
  if (typeof atob === 'function') return Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
  return Uint8Array.from(globalThis.Buffer.from(s, 'base64'));
}

function bytesToBase64(b) {
  if (typeof btoa === 'function') return btoa(String.fromCharCode(...b));
  return globalThis.Buffer.from(b).toString('base64');
}

async function subtle() {
  if (globalThis.crypto && globalThis.crypto.subtle) return globalThis.crypto.subtle;
  const m = await import('node:crypto'); // Node 18 has no global crypto
  return m.webcrypto.subtle;
}

function header(headers, name) {
  if (!headers) return undefined;
  if (typeof headers.get === 'function') return headers.get(name) ?? undefined;
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === name) return Array.isArray(v) ? v[0] : v;
  return undefined;
}

/**
 * Verifies a Standard Webhooks delivery: `payload` is the raw body (string
 * or bytes, exactly as received), `headers` a Headers object or a plain
 * object, `secret` the endpoint's `whsec_...`. Answers the parsed event, or
 * throws WebhookVerificationError. Timestamps more than `tolerance` seconds
 * (default 300) from now are refused, against replays.
 */
export async function verifyWebhook(payload, headers, secret, { tolerance = 300, now = Date.now() } = {}) {
  const id = header(headers, 'webhook-id');
  const ts = header(headers, 'webhook-timestamp');
  const sigs = header(headers, 'webhook-signature');
  if (!id || !ts || !sigs) throw new WebhookVerificationError('missing webhook-id, webhook-timestamp or webhook-signature');
  const t = Number(ts);
  if (!Number.isInteger(t)) throw new WebhookVerificationError('malformed webhook-timestamp');
  if (Math.abs(now / 1000 - t) > tolerance) throw new WebhookVerificationError('webhook-timestamp outside the tolerance');
  const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  const key = base64ToBytes(String(secret).replace(/^whsec_/, ''));
  const s = await subtle();
  const k = await s.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await s.sign('HMAC', k, new TextEncoder().encode(`${id}.${ts}.${body}`)));
  const want = bytesToBase64(mac);
  for (const part of String(sigs).split(' ')) {
    const [v, sig] = part.split(',', 2);
    if (v === 'v1' && sig && constantTimeEqual(sig, want)) return JSON.parse(body);
  }
  throw new WebhookVerificationError('no matching signature');
}

function constantTimeEqual(a, b) {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return d === 0;
}

// ---- Realtime

// Close codes after which reconnecting with the same credential is pointless.
const CLOSE_UNAUTHORIZED = 4001;
const CLOSE_FORBIDDEN = 4003;
const CLOSE_TOKEN_EXPIRED = 4009;

/**
 * Realtime is a WebSocket to /v1/ws that reconnects with exponential backoff
 * and full jitter, re-subscribes its channels with `since` so that missed
 * events are recovered, and answers chat frames with promises.
 *
 * Options: baseUrl; getToken(refresh) (answers a JWT, called before every
 * connect; browsers) or apiKey (a secret key sent in the Authorization
 * header; Node, with WebSocket = the `ws` package); channels (to subscribe
 * at connect); onEvent(frame), onTyping(frame), onStatus(status, info),
 * onSubscribed(frame), onError(frame); minDelay/maxDelay (ms); WebSocket
 * (constructor).
 */
export class Realtime {
  constructor(opts) {
    this.opts = Object.assign({ minDelay: 500, maxDelay: 15000, replyTimeout: 20000 }, opts);
    this.positions = new Map(); // channel -> {epoch, offset}
    this.channels = new Set(opts.channels || []);
    this.pending = new Map(); // frame id -> {resolve, reject, timer}
    this.waiters = new Set(); // {match, resolve, reject, timer}
    this.attempt = 0;
    this.failures = 0;
    this.closed = false;
    this.ws = null;
    this.seq = 0;
    this._timer = null;
  }

  /** Starts connecting; safe to call once. */
  connect() {
    this.closed = false;
    this._open();
    return this;
  }

  /** True when a frame can be sent now. */
  get open() {
    return !!this.ws && this.ws.readyState === 1;
  }

  async _constructor() {
    if (this.opts.WebSocket) return this.opts.WebSocket;
    if (this.opts.apiKey) {
      // A secret key needs a WebSocket that can send headers: Node's `ws`.
      try {
        return (await import('ws')).default;
      } catch {
        return null;
      }
    }
    return globalThis.WebSocket || null;
  }

  async _open() {
    if (this.closed) return;
    const WS = await this._constructor();
    if (!WS) {
      this._status('unsupported', { error: new Error(this.opts.apiKey ? 'install the ws package or pass WebSocket' : 'no WebSocket') });
      return;
    }
    let token;
    if (!this.opts.apiKey) {
      try {
        token = await this.opts.getToken(this.attempt > 0);
      } catch (err) {
        this._status('auth_failed', { error: err });
        this._schedule();
        return;
      }
    }
    if (this.closed) return;
    const base = this.opts.baseUrl || globalThis.location.origin;
    const url = new URL('/v1/ws' + (token ? '?token=' + encodeURIComponent(token) : ''), base);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    let ws;
    try {
      ws = this.opts.apiKey
        ? new WS(url.toString(), { headers: { Authorization: 'Bearer ' + this.opts.apiKey } })
        : new WS(url.toString());
    } catch (err) {
      this._status('failed', { error: err });
      this._schedule();
      return;
    }
    this.ws = ws;
    this._status('connecting');
    ws.onopen = () => {
      this.attempt = 0;
      this.failures = 0;
      this._status('open');
      for (const ch of this.channels) this._subscribe(ch);
    };
    ws.onmessage = (m) => this._frame(typeof m.data === 'string' ? m.data : String(m.data));
    ws.onerror = () => {}; // onclose follows and decides
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this._failPending(new Error('connection closed'));
      if (this.closed) return;
      this.failures++;
      if (ev.code === CLOSE_UNAUTHORIZED) {
        this._status('unauthorized', { code: ev.code });
        // A fresh token may fix it (e.g. a server restarted with a new key);
        // keep trying, slowly, with backoff.
      } else if (ev.code === CLOSE_FORBIDDEN) {
        this._status('forbidden', { code: ev.code });
      } else if (ev.code === CLOSE_TOKEN_EXPIRED) {
        this._status('expired', { code: ev.code });
        this.attempt = Math.max(this.attempt, 1); // ask getToken for a fresh one
        this._schedule(0);
        return;
      } else {
        this._status('closed', { code: ev.code });
      }
      this._schedule();
    };
  }

  _schedule(delay) {
    clearTimeout(this._timer);
    if (this.closed) return;
    this.attempt++;
    if (delay === undefined) {
      const cap = Math.min(this.opts.maxDelay, this.opts.minDelay * 2 ** Math.min(this.attempt, 10));
      delay = this.opts.minDelay / 2 + Math.random() * cap; // full jitter with a floor
    }
    this._status('reconnecting', { delay, attempt: this.attempt });
    this._timer = setTimeout(() => this._open(), delay);
  }

  _status(status, info) {
    if (this.opts.onStatus) this.opts.onStatus(status, info || {});
  }

  _subscribe(channel) {
    const f = { type: 'subscribe', channel };
    const pos = this.positions.get(channel);
    if (pos) f.since = { epoch: pos.epoch, offset: pos.offset };
    this.send(f);
  }

  /** Subscribes a channel now (when open) and after every reconnect. */
  subscribe(channel) {
    this.channels.add(channel);
    if (this.open) this._subscribe(channel);
  }

  /** Stops following a channel. */
  unsubscribe(channel) {
    this.channels.delete(channel);
    this.positions.delete(channel);
    if (this.open) this.send({ type: 'unsubscribe', channel });
  }

  /** Sends a raw frame; answers false when not connected. */
  send(frame) {
    if (!this.open) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  /**
   * Sends a chat frame and answers the reply; rejects when not connected.
   * `sessionId` is required with a secret key or a staff token.
   */
  chat({ message, language, metadata, sessionId }) {
    return new Promise((resolve, reject) => {
      const id = 'c' + ++this.seq;
      const f = { type: 'chat', id, message };
      if (language) f.language = language;
      if (metadata) f.metadata = metadata;
      if (sessionId) f.session_id = sessionId;
      if (!this.send(f)) {
        reject(new Error('not connected'));
        return;
      }
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('timeout'));
      }, this.opts.replyTimeout);
      this.pending.set(id, { resolve, reject, timer });
    });
  }

  /**
   * Answers the next server frame for which match(frame) is true (e.g. an
   * event of a type), or rejects after `timeout` ms.
   */
  waitFor(match, timeout = 30000) {
    return new Promise((resolve, reject) => {
      const w = { match, resolve, reject };
      w.timer = setTimeout(() => {
        this.waiters.delete(w);
        reject(new Error('timeout'));
      }, timeout);
      this.waiters.add(w);
    });
  }

  _failPending(err) {
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(err);
      this.pending.delete(id);
    }
  }

  _frame(data) {
    let f;
    try {
      f = JSON.parse(data);
    } catch {
      return;
    }
    const settle = (ok, v) => {
      const p = this.pending.get(f.reply_to);
      if (!p) return;
      this.pending.delete(f.reply_to);
      clearTimeout(p.timer);
      ok ? p.resolve(v) : p.reject(errorFor(400, { error: f.error }));
    };
    switch (f.type) {
      case 'chat.reply':
        settle(true, f.reply);
        break;
      case 'error':
        if (f.reply_to) settle(false);
        if (this.opts.onError) this.opts.onError(f);
        break;
      case 'typing':
        if (this.opts.onTyping) this.opts.onTyping(f);
        break;
      case 'subscribed': {
        // A recovered subscription keeps our own position so that replayed
        // events that follow are not mistaken for duplicates.
        const known = this.positions.get(f.channel);
        if (!f.recovered || !known || known.epoch !== f.epoch) this._track(f);
        if (this.opts.onSubscribed) this.opts.onSubscribed(f);
        break;
      }
      case 'event': {
        const pos = this.positions.get(f.channel);
        // Replays after recovery can overlap what was already seen.
        if (pos && pos.epoch === f.epoch && f.offset <= pos.offset) return;
        this._track(f);
        if (this.opts.onEvent) this.opts.onEvent(f);
        break;
      }
    }
    for (const w of this.waiters) {
      if (w.match(f)) {
        this.waiters.delete(w);
        clearTimeout(w.timer);
        w.resolve(f);
      }
    }
  }

  _track(f) {
    if (f.channel && f.epoch !== undefined && typeof f.offset === 'number') {
      this.positions.set(f.channel, { epoch: f.epoch, offset: f.offset });
    }
  }

  /** Closes for good: no reconnect. */
  close() {
    this.closed = true;
    clearTimeout(this._timer);
    this._failPending(new Error('closed'));
    for (const w of this.waiters) {
      clearTimeout(w.timer);
      w.reject(new Error('closed'));
    }
    this.waiters.clear();
    if (this.ws) {
      const ws = this.ws;
      this.ws = null;
      ws.close(1000);
    }
    this._status('stopped');
  }
}
