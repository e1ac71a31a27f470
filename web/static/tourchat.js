// TourChat JavaScript client: an ES module with no dependencies, used by the
// widget and the dashboard and usable on its own. Arguments are camelCase
// (businessId, sessionId) as in the published client libraries; the wire
// stays snake_case.

/** Error raised for any non-2xx answer; carries the API error object. */
export class TourChatError extends Error {
  constructor(status, body) {
    const e = (body && body.error) || {};
    super(e.message || `HTTP ${status}`);
    this.name = 'TourChatError';
    this.status = status;
    this.code = e.code || 'http_error';
    this.field = e.field;
    this.requestId = e.request_id;
  }
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

function query(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(wire(params))) {
    if (v !== null && v !== '') q.set(k, String(v));
  }
  const s = q.toString();
  return s ? '?' + s : '';
}

/**
 * Client for the TourChat REST API. `credential` is a secret key (servers),
 * a publishable key (widget session only) or a JWT; `getToken` may supply a
 * fresh credential per request instead.
 */
export class TourChat {
  constructor({ baseUrl = '', apiKey, token, getToken, fetch: f } = {}) {
    this.baseUrl = String(baseUrl).replace(/\/$/, '');
    this._cred = apiKey || token || '';
    this._getToken = getToken;
    this._fetch = f || ((...a) => globalThis.fetch(...a));
    const r = (m, p, b, h) => this.request(m, p, b, h);
    this.bookings = {
      availability: (o = {}) => r('GET', '/v1/bookings' + query(o)),
      create: ({ idempotencyKey, ...o }) =>
        r('POST', '/v1/bookings', wire(o), idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined),
      get: (id) => r('GET', `/v1/bookings/${enc(id)}`),
      cancel: (id, { reason } = {}) => r('POST', `/v1/bookings/${enc(id)}/cancel`, wire({ reason })),
    };
    this.leads = {
      list: (o = {}) => r('GET', '/v1/leads' + query(o)),
      get: (id) => r('GET', `/v1/leads/${enc(id)}`),
      update: (id, { status }) => r('PATCH', `/v1/leads/${enc(id)}`, { status }),
    };
    this.webhooks = {
      create: (o) => r('POST', '/v1/webhooks', wire(o)),
      list: (o = {}) => r('GET', '/v1/webhooks' + query(o)),
      get: (id) => r('GET', `/v1/webhooks/${enc(id)}`),
      update: (id, o) => r('PATCH', `/v1/webhooks/${enc(id)}`, wire(o)),
      delete: (id) => r('DELETE', `/v1/webhooks/${enc(id)}`),
      test: (id) => r('POST', `/v1/webhooks/${enc(id)}/test`, {}),
      deliveries: (id, o = {}) => r('GET', `/v1/webhooks/${enc(id)}/deliveries` + query(o)),
      retry: (id, deliveryId) => r('POST', `/v1/webhooks/${enc(id)}/deliveries/${enc(deliveryId)}/retry`, {}),
    };
    this.analytics = { get: (o = {}) => r('GET', '/v1/analytics' + query(o)) };
    this.events = { list: (o = {}) => r('GET', '/v1/events' + query(o)) };
    this.services = {
      list: (o = {}) => r('GET', '/v1/services' + query(o)),
      get: (id, o = {}) => r('GET', `/v1/services/${enc(id)}` + query(o)),
    };
    this.conversations = {
      list: (o = {}) => r('GET', '/v1/conversations' + query(o)),
      get: (id) => r('GET', `/v1/conversations/${enc(id)}`),
      messages: (id, o = {}) => r('GET', `/v1/conversations/${enc(id)}/messages` + query(o)),
      // Handoff: a staff reply, and taking over, handing back, closing, reading.
      reply: (id, text) => r('POST', `/v1/conversations/${enc(id)}/messages`, { text }),
      assign: (id, assignee = 'me') => r('POST', `/v1/conversations/${enc(id)}/assign`, { assignee }),
      release: (id) => r('POST', `/v1/conversations/${enc(id)}/release`),
      close: (id) => r('POST', `/v1/conversations/${enc(id)}/close`),
      read: (id) => r('POST', `/v1/conversations/${enc(id)}/read`),
    };
    this.presence = { get: () => r('GET', '/v1/presence') };
    this.tokens = { create: (o) => r('POST', '/v1/tokens', wire(o)) };
  }

  /** Sends one chat message; answers the chat reply. */
  chat({ businessId, sessionId, message, language, metadata }) {
    return this.request('POST', '/v1/chat', wire({ businessId, sessionId, message, language, metadata }));
  }

  /** Exchanges a publishable key for a session token: {token, expires_at, session_id}. */
  widgetSession({ businessId, sessionId }) {
    return this.request('POST', '/v1/widget/session', wire({ businessId, sessionId }));
  }

  /** Performs one API call and answers the decoded JSON body. */
  async request(method, path, body, headers) {
    const cred = this._getToken ? await this._getToken() : this._cred;
    const h = Object.assign({ Accept: 'application/json' }, headers);
    if (cred) h.Authorization = 'Bearer ' + cred;
    const init = { method, headers: h };
    if (body !== undefined) {
      h['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const res = await this._fetch(this.baseUrl + path, init);
    const text = await res.text();
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (!res.ok) throw new TourChatError(res.status, data);
    return data;
  }

  /** Opens a Realtime connection; see Realtime for the options. */
  realtime(opts) {
    return new Realtime(Object.assign({ baseUrl: this.baseUrl }, opts));
  }
}

function enc(s) {
  return encodeURIComponent(s);
}

// Close codes after which reconnecting with the same token is pointless.
const CLOSE_UNAUTHORIZED = 4001;
const CLOSE_FORBIDDEN = 4003;
const CLOSE_TOKEN_EXPIRED = 4009;

/**
 * Realtime is a WebSocket to /v1/ws that reconnects with exponential backoff
 * and full jitter, re-subscribes its channels with `since` so that missed
 * events are recovered, and answers chat frames with promises.
 *
 * Options: baseUrl, getToken() (answers a JWT, called before every connect),
 * channels (to subscribe at connect), onEvent(frame), onStatus(status, info),
 * onSubscribed(frame), minDelay/maxDelay (ms), WebSocket (constructor).
 */
export class Realtime {
  constructor(opts) {
    this.opts = Object.assign({ minDelay: 500, maxDelay: 15000, replyTimeout: 20000 }, opts);
    this.positions = new Map(); // channel -> {epoch, offset}
    this.channels = new Set(opts.channels || []);
    this.pending = new Map(); // frame id -> {resolve, reject, timer}
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

  async _open() {
    if (this.closed) return;
    const WS = this.opts.WebSocket || globalThis.WebSocket;
    if (!WS) {
      this._status('unsupported');
      return;
    }
    let token;
    try {
      token = await this.opts.getToken(this.attempt > 0);
    } catch (err) {
      this._status('auth_failed', { error: err });
      this._schedule();
      return;
    }
    if (this.closed) return;
    const base = this.opts.baseUrl || location.origin;
    const url = new URL('/v1/ws?token=' + encodeURIComponent(token), base);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    let ws;
    try {
      ws = new WS(url.toString());
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
    ws.onmessage = (m) => this._frame(m.data);
    ws.onerror = () => {}; // onclose follows and decides
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this._failPending(new Error('connection closed'));
      if (this.closed) return;
      this.failures++;
      if (ev.code === CLOSE_UNAUTHORIZED || ev.code === CLOSE_FORBIDDEN) {
        this._status('unauthorized', { code: ev.code });
        // A fresh token may fix it (e.g. a server restarted with a new key);
        // keep trying, slowly, with backoff.
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

  /** Sends a chat frame and answers the reply; rejects when not connected. */
  chat({ message, language, metadata }) {
    return new Promise((resolve, reject) => {
      const id = 'c' + ++this.seq;
      const f = { type: 'chat', id, message };
      if (language) f.language = language;
      if (metadata) f.metadata = metadata;
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
      ok ? p.resolve(v) : p.reject(new TourChatError(400, { error: f.error }));
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
    if (this.ws) {
      const ws = this.ws;
      this.ws = null;
      ws.close(1000);
    }
    this._status('stopped');
  }
}
