// TourChat staff dashboard. Staff sign in with email and password: the
// server sets an HttpOnly session cookie and answers a CSRF token, which the
// page uses once per 15 minutes to mint a staff token for the API and the
// WebSocket. Operators may still sign in with a secret key instead: it is
// exchanged for a staff token and dropped, and when that token expires the
// page asks to sign in again.
import { TourChat, Realtime } from '/tourchat.js';
import { bars, hbars, funnel } from './charts.js';
import * as admin from './admin.js';

const $ = (id) => document.getElementById(id);
let staff = null; // {token, exp, cookie}
let csrf = ''; // the cookie session's CSRF token, when signed in with a password
const SIGNED_IN = 'tourchat.dashboard.cookie';
let api = null;
let rt = null;
let expiryTimer = null;
let openConv = null; // the conversation shown: its id
let openSession = null; // and its session id, whose channel we follow
let openStatus = null;
const leadRows = new Map();
const convs = new Map(); // id -> conversation, as last listed or heard
let waitingSeen = 0;

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const kid of kids) if (kid !== null && kid !== undefined) e.append(kid);
  return e;
}

const money = (v, cur) => {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: cur || 'EUR' }).format(v || 0);
  } catch {
    return `${v} ${cur || ''}`;
  }
};
const clock = (iso) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' }) : '');

// ---- sign-in and token lifetime ----

$('signin-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const input = $('key');
  const key = input.value.trim();
  input.value = ''; // the key leaves the page as soon as it has been used
  $('signin-msg').textContent = '';
  try {
    const name = $('staff-name').value.trim();
    const res = await new TourChat({ apiKey: key }).tokens.create({ kind: 'staff', name: name || undefined });
    signedIn(res);
  } catch (err) {
    $('signin-msg').textContent =
      err.status === 401 ? 'That key was not accepted.' : err.status === 403 ? 'That key may not open the dashboard (it needs tokens:write).' : 'Sign-in failed: ' + err.message;
    input.focus();
  }
});

// Cookie requests that change something carry the session's CSRF token.
async function cookieCall(method, path, body) {
  const headers = { Accept: 'application/json' };
  if (csrf) headers['X-CSRF-Token'] = csrf;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const err = new Error((data && data.error && data.error.message) || res.statusText);
    err.status = res.status;
    throw err;
  }
  return data;
}

// mintToken exchanges the cookie session for a fresh staff token.
async function mintToken() {
  const res = await cookieCall('POST', '/v1/tokens', { kind: 'staff' });
  staff = { token: res.token, exp: Date.parse(res.expires_at), cookie: true };
  scheduleExpiry();
  return staff.token;
}

$('login-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const pw = $('password');
  const body = { email: $('email').value.trim(), password: pw.value };
  pw.value = '';
  $('signin-msg').textContent = '';
  try {
    const res = await cookieCall('POST', '/v1/auth/login', body);
    csrf = res.csrf_token;
    localStorage.setItem(SIGNED_IN, '1');
    await mintToken();
    signedIn(null);
  } catch (err) {
    $('signin-msg').textContent =
      err.status === 401 ? 'The email or the password is wrong.' : err.status === 429 ? 'Too many attempts. Wait a few minutes and try again.' : 'Sign-in failed: ' + err.message;
    pw.focus();
  }
});

$('signout').addEventListener('click', async () => {
  if (csrf) await cookieCall('POST', '/v1/auth/logout').catch(() => null);
  signOut('');
});

function scheduleExpiry() {
  clearTimeout(expiryTimer);
  if (!staff) return;
  // A cookie session renews its token a minute early; a key's token ends the visit.
  const ahead = staff.cookie ? 60000 : 0;
  expiryTimer = setTimeout(() => {
    if (staff && staff.cookie) mintToken().catch(() => signOut('Your session expired. Sign in again.'));
    else signOut('Your session expired. Sign in again.');
  }, Math.max(0, staff.exp - Date.now() - ahead));
}

function signedIn(res) {
  if (res) staff = { token: res.token, exp: Date.parse(res.expires_at), cookie: false };
  api = new TourChat({
    getToken: async () => {
      if (staff && staff.cookie && Date.now() >= staff.exp - 30000) return mintToken();
      if (!staff || Date.now() >= staff.exp) {
        signOut('Your session expired. Sign in again.');
        throw new Error('session expired');
      }
      return staff.token;
    },
  });
  scheduleExpiry();
  $('signin').hidden = true;
  $('main').hidden = false;
  $('signout').hidden = false;
  connect();
  // The role decides which views load (an agent has no analytics).
  admin.start(api, { notify }).then(loadAll);
}

function signOut(message) {
  staff = null;
  api = null;
  if (csrf) localStorage.removeItem(SIGNED_IN);
  csrf = '';
  admin.stop();
  clearTimeout(expiryTimer);
  if (rt) rt.close();
  rt = null;
  setLive(false, 'Offline');
  $('main').hidden = true;
  $('signout').hidden = true;
  $('signin').hidden = false;
  $('signin-msg').textContent = message;
  $('email').focus();
}

// Any 401 means the token is gone: treat it as an expiry.
async function call(fn) {
  try {
    return await fn(api);
  } catch (err) {
    if (err.status === 401) signOut('Your session expired. Sign in again.');
    throw err;
  }
}

// ---- live updates ----

function setLive(on, text) {
  $('live').textContent = text;
  $('live').classList.toggle('on', on);
}

function connect() {
  rt = new Realtime({
    baseUrl: location.origin,
    channels: ['business'],
    getToken: async () => {
      if (staff && staff.cookie && Date.now() >= staff.exp - 30000) return mintToken();
      if (!staff || Date.now() >= staff.exp) throw new Error('expired');
      return staff.token;
    },
    onStatus: (s, info) => {
      if (s === 'open') setLive(true, 'Live');
      else if (s === 'expired') signOut('Your session expired. Sign in again.');
      else if (s === 'auth_failed') signOut('Your session expired. Sign in again.');
      else if (s !== 'stopped') {
        setLive(false, 'Reconnecting…');
        delete document.body.dataset.live;
      }
    },
    onSubscribed: (f) => {
      if (f.channel === 'business') document.body.dataset.live = 'subscribed';
      // Events were lost while away: the REST views are the truth again.
      if (f.recovered === false) loadAll();
    },
    onEvent: (f) => onEvent(f.event),
    onTyping: onTyping,
  });
  rt.connect();
}

const debounced = new Map();
function soon(name, fn, ms = 400) {
  clearTimeout(debounced.get(name));
  debounced.set(name, setTimeout(fn, ms));
}

function notify(kind, text, at) {
  $('notifications-empty').hidden = true;
  const li = el('li', { class: kind, 'data-at': String(Date.now()) }, el('time', { datetime: at, text: clock(at) }), text);
  $('notifications').prepend(li);
  while ($('notifications').children.length > 50) $('notifications').lastChild.remove();
}

function onEvent(ev) {
  if (!ev || !ev.type) return;
  const d = ev.data || {};
  switch (ev.type) {
    case 'booking.created':
      notify('booking', `New booking: ${d.service_name}, ${d.date} ${d.time}, ${d.guests} guest(s), ${d.customer?.name || ''} (${money(d.total_price, d.currency)}, ${d.source})`, ev.created_at);
      soon('slots', loadSlots);
      soon('analytics', loadAnalytics, 1500);
      break;
    case 'booking.cancelled':
      notify('cancel', `Booking cancelled: ${d.service_name}, ${d.date} ${d.time}, ${d.customer?.name || ''}`, ev.created_at);
      soon('slots', loadSlots);
      break;
    case 'lead.captured':
      notify('lead', `New lead: ${[d.name, d.email, d.phone].filter(Boolean).join(' · ')}`, ev.created_at);
      upsertLead(d, true);
      break;
    case 'lead.updated':
      upsertLead(d, false);
      break;
    case 'conversation.handoff_requested':
      notify('handoff', `A visitor asks for a person (session ${d.session_id || ''})`, ev.created_at);
      chime();
      upsertConv(d);
      break;
    case 'conversation.assigned':
    case 'conversation.released':
    case 'conversation.closed':
    case 'conversation.started':
      upsertConv(d);
      break;
    case 'conversation.message_created':
      if (openConv && d.conversation_id === openConv) {
        appendMessage(d);
        if (d.role === 'visitor') {
          showVisitorTyping(false);
          soon('read', () => markRead(openConv), 600);
        }
      }
      soon('convs', loadConversations, 800);
      break;
  }
}

// A short sound on a new handoff (browsers may mute it until the page was used).
function chime() {
  try {
    const ac = new (window.AudioContext || window.webkitAudioContext)();
    const o = ac.createOscillator();
    const g = ac.createGain();
    o.frequency.value = 880;
    g.gain.setValueAtTime(0.15, ac.currentTime);
    g.gain.exponentialRampToValueAtTime(0.001, ac.currentTime + 0.4);
    o.connect(g).connect(ac.destination);
    o.start();
    o.stop(ac.currentTime + 0.4);
    o.onended = () => ac.close();
  } catch {
    // no audio: the title badge and the notification remain
  }
}

// ---- views ----

function loadAll() {
  loadSlots();
  loadLeads();
  loadConversations();
  const analytics = admin.can('analytics:read');
  document.querySelector('.card.analytics').hidden = !analytics;
  if (analytics) loadAnalytics();
}

$('slot-date').addEventListener('change', loadSlots);
async function loadSlots() {
  if (!api) return;
  const date = $('slot-date').value || undefined;
  const a = await call((c) => c.bookings.availability({ date })).catch(() => null);
  if (!a) return;
  $('slot-date').value = a.date;
  const box = $('slots');
  box.replaceChildren();
  if (!a.slots.length) box.append(el('p', { class: 'empty', text: 'No slots on this day.' }));
  for (const s of a.slots) {
    const booked = s.capacity - s.availability;
    const pct = s.capacity ? Math.round((100 * booked) / s.capacity) : 0;
    const bar = el('div', { class: 'cap ' + s.status, role: 'meter', 'aria-valuemin': '0', 'aria-valuemax': String(s.capacity), 'aria-valuenow': String(booked), 'aria-label': `${s.name} ${s.time}: ${booked} of ${s.capacity} places booked` }, el('span'));
    bar.firstChild.style.width = pct + '%';
    const mine = a.bookings.filter((b) => b.slot_id === s.slot_id);
    box.append(el('div', { class: 'slot', 'data-slot': s.slot_id },
      el('div', { class: 'top' }, el('strong', { text: `${s.time} · ${s.name}` }),
        el('span', { class: 'badge ' + s.status, text: s.status.replace('_', ' ') }),
        el('span', { text: `${booked}/${s.capacity} booked · ${money(s.price, s.currency)}` })),
      bar,
      mine.length ? el('ul', null, ...mine.map((b) => el('li', null,
        el('span', { class: b.status === 'cancelled' ? 'badge cancelled' : '', text: `${b.customer.name} · ${b.guests} guest(s) · ${money(b.total_price, b.currency)} · ${b.source}` })))) : null));
  }
}

$('lead-filter').addEventListener('change', loadLeads);
async function loadLeads() {
  if (!api) return;
  const status = $('lead-filter').value || undefined;
  const list = await call((c) => c.leads.list({ status, limit: 50 })).catch(() => null);
  if (!list) return;
  leadRows.clear();
  $('leads').tBodies[0].replaceChildren();
  list.data.slice().reverse().forEach((l) => upsertLead(l, false));
}

function upsertLead(l, fresh) {
  if (!l || !l.id) return;
  const filter = $('lead-filter').value;
  const old = leadRows.get(l.id);
  if (filter && l.status !== filter) {
    if (old) old.remove();
    leadRows.delete(l.id);
    return;
  }
  const sel = el('select', { 'aria-label': `Status of lead ${l.name || l.email || l.phone}` },
    ...['new', 'contacted', 'converted', 'lost'].map((s) => el('option', { value: s, text: s, selected: s === l.status ? 'selected' : null })));
  sel.addEventListener('change', async () => {
    sel.disabled = true;
    try {
      upsertLead(await call((c) => c.leads.update(l.id, { status: sel.value })), false);
    } catch (err) {
      sel.value = l.status;
      notify('cancel', `Could not change the lead's status: ${err.message}`, new Date().toISOString());
    } finally {
      sel.disabled = false;
    }
  });
  const interest = l.interest && l.interest.service_name ? `${l.interest.service_name} ${l.interest.date || ''} ${l.interest.guests ? '×' + l.interest.guests : ''}` : '';
  const tr = el('tr', { class: fresh ? 'fresh' : '', 'data-lead': l.id },
    el('td', { text: l.name || '—' }), el('td', { text: [l.email, l.phone].filter(Boolean).join(' · ') }),
    el('td', { text: interest }), el('td', { text: l.language || '' }), el('td', { text: clock(l.created_at) }),
    el('td', null, sel));
  if (old) old.replaceWith(tr);
  else $('leads').tBodies[0].prepend(tr);
  leadRows.set(l.id, tr);
}

// ---- inbox and conversation ----

const statusRank = { waiting: 0, human: 1, bot: 2, closed: 3 };
const statusText = { waiting: 'waiting for a person', human: 'with a person', bot: 'assistant', closed: 'closed' };

// Every open handoff, however old, and the recent rest.
async function loadConversations() {
  if (!api) return;
  const lists = await Promise.all([{ status: 'waiting', limit: 100 }, { status: 'human', limit: 100 }, { limit: 50 }]
    .map((q) => call((c) => c.conversations.list(q)).catch(() => null)));
  if (lists.some((l) => !l)) return;
  convs.clear();
  for (const l of lists) for (const c of l.data) convs.set(c.id, c);
  renderInbox();
}

function upsertConv(c) {
  if (!c || !c.id) return;
  convs.set(c.id, c);
  renderInbox();
  if (c.id === openConv) showConvHead(c);
}

// The inbox: waiting first, then with a person, then the assistant's, then
// closed; most recent first within each. The page title counts the waiting.
function renderInbox() {
  const all = [...convs.values()].sort((a, b) =>
    (statusRank[a.status] ?? 9) - (statusRank[b.status] ?? 9) || String(b.updated_at).localeCompare(String(a.updated_at)));
  $('conversations').replaceChildren(...all.map((c) => el('li', { 'data-conv': c.id, 'data-status': c.status },
    el('button', { type: 'button', 'aria-current': c.id === openConv ? 'true' : 'false', onclick: () => openConversation(c.id) },
      el('span', { class: 'badge st-' + c.status, text: statusText[c.status] || c.status }),
      c.unread ? el('span', { class: 'unread', 'aria-label': `${c.unread} unread`, text: String(c.unread) }) : null,
      ` ${c.session_id.slice(0, 18)} · ${c.language || '?'} · ${c.message_count} msg`,
      c.assignee ? el('small', { text: 'with ' + c.assignee.name }) : null,
      el('small', { text: clock(c.last_message_at || c.updated_at) })))));
  if (!all.length) $('conversations').append(el('li', { class: 'empty', text: 'No conversations yet.' }));
  const waiting = all.filter((c) => c.status === 'waiting').length;
  document.title = (waiting ? `(${waiting}) ` : '') + 'TourChat dashboard';
  $('inbox-count').textContent = waiting ? `${waiting} waiting` : '';
  if (waiting > waitingSeen) document.body.dataset.handoff = String(waiting);
  waitingSeen = waiting;
}

async function openConversation(id) {
  if (openSession && rt) rt.unsubscribe('session:' + openSession);
  openConv = id;
  const c = convs.get(id) || (await call((x) => x.conversations.get(id)).catch(() => null));
  if (!c || openConv !== id) return;
  openSession = c.session_id;
  if (rt) rt.subscribe('session:' + openSession); // the visitor's typing
  showConvHead(c);
  const list = await call((x) => x.conversations.messages(id, { limit: 100 })).catch(() => null);
  if (!list || openConv !== id) return;
  $('transcript').replaceChildren();
  list.data.forEach(appendMessage);
  $('conv-panel').hidden = false;
  $('reply-form').hidden = false;
  renderInbox();
  markRead(id);
  $('transcript').focus();
}

async function markRead(id) {
  const c = convs.get(id);
  if (!c || !c.unread) return;
  const upd = await call((x) => x.conversations.read(id)).catch(() => null);
  if (upd) upsertConv(upd);
}

function showConvHead(c) {
  openStatus = c.status;
  $('conv-title').textContent = `${c.session_id} · ${c.language || '?'}`;
  $('conv-status').textContent = statusText[c.status] + (c.assignee ? ` (${c.assignee.name})` : '');
  $('conv-status').className = 'badge st-' + c.status;
  $('take').hidden = c.status === 'human';
  $('release').hidden = !(c.status === 'human' || c.status === 'waiting');
  $('close').hidden = c.status === 'closed';
}

async function act(fn, what) {
  if (!openConv) return;
  const id = openConv;
  try {
    upsertConv(await call((x) => fn(x, id)));
  } catch (err) {
    notify('cancel', `Could not ${what}: ${err.message}`, new Date().toISOString());
  }
}
$('take').addEventListener('click', () => act((x, id) => x.conversations.assign(id, 'me'), 'take over'));
$('release').addEventListener('click', () => act((x, id) => x.conversations.release(id), 'hand back'));
$('close').addEventListener('click', () => act((x, id) => x.conversations.close(id), 'close'));

$('reply-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const box = $('reply-text');
  const text = box.value.trim();
  if (!text || !openConv) return;
  $('reply-send').disabled = true;
  try {
    const m = await call((x) => x.conversations.reply(openConv, text));
    box.value = '';
    appendMessage(m);
  } catch (err) {
    notify('cancel', `Could not send: ${err.message}`, new Date().toISOString());
  } finally {
    $('reply-send').disabled = false;
    box.focus();
  }
});
$('reply-text').addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && !e.shiftKey) {
    e.preventDefault();
    $('reply-form').requestSubmit();
  }
});

// Our typing reaches the visitor (the server relays one per second).
// A burst inside the window is sent when it ends.
let lastTyping = 0;
let typingLater = null;
function sendTyping() {
  typingLater = null;
  if (!rt || !openSession || !$('reply-text').value) return;
  lastTyping = Date.now();
  rt.send({ type: 'typing', channel: 'session:' + openSession });
}
$('reply-text').addEventListener('input', () => {
  const wait = lastTyping + 1500 - Date.now();
  if (wait <= 0) sendTyping();
  else if (!typingLater) typingLater = setTimeout(sendTyping, wait);
});

let typingTimer = null;
function onTyping(f) {
  if (f.role !== 'visitor' || !openSession || f.channel !== 'session:' + openSession) return;
  showVisitorTyping(true);
}
function showVisitorTyping(on) {
  clearTimeout(typingTimer);
  $('visitor-typing').hidden = !on;
  if (on) typingTimer = setTimeout(() => showVisitorTyping(false), 4000);
}

// A message as the visitor saw it: the text, and for the assistant's the
// booking options and suggestions it offered.
function appendMessage(m) {
  const box = $('transcript');
  if (box.querySelector(`[data-msg="${CSS.escape(m.id)}"]`)) return;
  const who = m.role === 'staff' ? (m.author && m.author.name) || 'staff' : m.role;
  const b = el('div', { class: 'bubble ' + m.role, 'data-msg': m.id }, el('small', { text: `${who} · ${clock(m.created_at)}` }), m.text);
  const r = m.reply;
  if (r && r.booking_options && r.booking_options.length) {
    b.append(el('ul', { class: 'opts' }, ...r.booking_options.map((o) =>
      el('li', null, el('strong', { text: o.name }), ` ${o.date} ${o.time} · ${o.duration} · ${money(o.price, o.currency)} · ${o.availability} left`))));
  }
  if (r && r.suggested_actions && r.suggested_actions.length) {
    b.append(el('div', { class: 'acts' }, ...r.suggested_actions.map((a) => el('span', { class: 'chip', text: a.replace(/_/g, ' ') }))));
  }
  box.append(b);
  box.scrollTop = box.scrollHeight;
}

for (const id of ['a-from', 'a-to']) $(id).addEventListener('change', loadAnalytics);
async function loadAnalytics() {
  if (!api || !admin.can('analytics:read')) return;
  const from = $('a-from').value || undefined;
  const to = $('a-to').value || undefined;
  const a = await call((c) => c.analytics.get({ from, to })).catch(() => null);
  if (!a) return;
  $('a-from').value = a.from;
  $('a-to').value = a.to;
  const t = a.totals;
  const tile = (v, label) => el('div', null, el('b', { text: String(v) }), el('span', { text: label }));
  $('totals').replaceChildren(tile(t.conversations, 'conversations'), tile(t.leads, 'leads'), tile(t.bookings, 'bookings'),
    tile(t.guests, 'guests'), tile(money(t.revenue, t.currency), 'revenue'), tile(Math.round(t.conversion_rate * 1000) / 10 + '%', 'conversion'));
  const days = a.by_day.map((d) => ({ label: d.date.slice(5), value: d.conversations }));
  $('chart-days').replaceChildren(bars(days, { label: 'Conversations per day', every: Math.ceil(days.length / 8) }));
  $('chart-conv').replaceChildren(funnel(t));
  $('chart-langs').replaceChildren(hbars(a.by_language.map((l) => ({ label: l.language, value: l.conversations })).sort((x, y) => y.value - x.value), { label: 'Conversations by language' }));
  $('chart-hours').replaceChildren(bars(a.by_hour.map((h) => ({ label: String(h.hour), value: h.messages_in })), { label: 'Visitor messages by hour of day', every: 3, cls: 'bar3' }));
}

// A page reloaded while the cookie session lives goes straight in. The
// flag only says "ask": the cookie itself is HttpOnly.
(async () => {
  if (localStorage.getItem(SIGNED_IN) !== '1') {
    $('email').focus();
    return;
  }
  try {
    const me = await cookieCall('GET', '/v1/me');
    if (!me.csrf_token || staff) return;
    csrf = me.csrf_token;
    await mintToken();
    signedIn(null);
  } catch {
    localStorage.removeItem(SIGNED_IN);
    if (!staff) $('email').focus();
  }
})();
