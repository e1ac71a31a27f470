// The dashboard's self-service pages: tours (the catalog editor), bookings
// made by phone, API keys, webhooks and the team. Each page is a tab panel,
// loaded when its tab is chosen; every action goes through the API with the
// staff token of dashboard.js, so the server's roles decide what works.
const $ = (id) => document.getElementById(id);
const LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt'];
const LANG_NAMES = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', it: 'Italian', pt: 'Portuguese' };
const DAYS = [['mon', 'Monday'], ['tue', 'Tuesday'], ['wed', 'Wednesday'], ['thu', 'Thursday'], ['fri', 'Friday'], ['sat', 'Saturday'], ['sun', 'Sunday']];
const SCOPES = ['chat:write', 'bookings:read', 'bookings:write', 'leads:read', 'leads:write', 'webhooks:read', 'webhooks:write',
  'analytics:read', 'catalog:read', 'catalog:write', 'conversations:read', 'conversations:write', 'realtime:staff', 'tokens:write',
  'keys:read', 'keys:write', 'users:write'];
const EVENTS = ['booking.created', 'booking.cancelled', 'lead.captured', 'lead.updated', 'conversation.started',
  'conversation.message_created', 'conversation.handoff_requested'];

let api = null;
let me = null;
let notify = () => {};

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'value') e.value = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const kid of kids.flat()) if (kid !== null && kid !== undefined && kid !== false) e.append(kid);
  return e;
}

const call = (method, path, body) => api.request(method, path, body);
const money = (v, cur) => {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: cur || 'EUR' }).format(v || 0);
  } catch {
    return `${v} ${cur || ''}`;
  }
};
const when = (iso) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' }) : '—');
/** can reports whether the signed-in credential holds scope. */
export const can = (scope) => !!me && (me.scopes.includes('*') || me.scopes.includes(scope));
const errText = (err) => (err.field ? `${err.message} (${err.field})` : err.message);
const list = (s) => s.split(',').map((x) => x.trim()).filter(Boolean);

// status shows a result line in a page: role=status for success, alert for errors.
function status(box, text, bad) {
  box.replaceChildren(el('p', { class: bad ? 'msg' : 'ok', role: bad ? 'alert' : 'status', text }));
  if (box.scrollIntoView) box.scrollIntoView({ block: 'nearest' });
}

// confirmInline turns a button into "Sure? [yes] [keep]" without a modal.
function confirmInline(btn, question, yesText, action) {
  const holder = el('span', { class: 'confirm' }, question + ' ');
  const yes = el('button', { type: 'button', class: 'danger confirm-yes', text: yesText });
  const no = el('button', { type: 'button', class: 'secondary', text: 'Keep' });
  holder.append(yes, ' ', no);
  btn.replaceWith(holder);
  yes.focus();
  no.addEventListener('click', () => { holder.replaceWith(btn); btn.focus(); });
  yes.addEventListener('click', async () => {
    yes.disabled = no.disabled = true;
    try {
      await action();
    } catch (err) {
      holder.replaceWith(btn);
      notify('cancel', 'Failed: ' + errText(err), new Date().toISOString());
    }
  });
}

// ---- tabs ----

const pages = { tours: loadTours, bookings: loadBookings, keys: loadKeys, webhooks: loadWebhooks, team: loadTeam };

function tabs() {
  return [...document.querySelectorAll('#tabs [role=tab]')].filter((t) => !t.hidden);
}

function select(tab) {
  for (const t of document.querySelectorAll('#tabs [role=tab]')) {
    const on = t === tab;
    t.setAttribute('aria-selected', on ? 'true' : 'false');
    t.tabIndex = on ? 0 : -1;
    $(t.getAttribute('aria-controls')).hidden = !on;
  }
  const name = tab.id.replace('tab-', '');
  if (pages[name] && api) pages[name]();
}

$('tabs').addEventListener('click', (e) => {
  const t = e.target.closest('[role=tab]');
  if (t) select(t);
});
$('tabs').addEventListener('keydown', (e) => {
  const all = tabs();
  const i = all.indexOf(document.activeElement);
  if (i < 0) return;
  let next = null;
  if (e.key === 'ArrowRight') next = all[(i + 1) % all.length];
  else if (e.key === 'ArrowLeft') next = all[(i - 1 + all.length) % all.length];
  else if (e.key === 'Home') next = all[0];
  else if (e.key === 'End') next = all[all.length - 1];
  if (next) {
    e.preventDefault();
    next.focus();
    select(next);
  }
});

/** start shows the pages the signed-in credential may use. */
export async function start(client, opts) {
  api = client;
  notify = opts.notify || notify;
  try {
    me = await call('GET', '/v1/me');
  } catch {
    me = { scopes: [] };
  }
  for (const t of document.querySelectorAll('#tabs [role=tab][data-scope]')) t.hidden = !can(t.dataset.scope);
  $('whoami').textContent = me.user ? `${me.user.name} · ${me.user.role} · ${me.business.name}` : me.business ? `secret key · ${me.business.name}` : '';
  document.body.dataset.role = me.user ? me.user.role : 'key';
  accountForm();
  select($('tab-overview'));
}

// accountForm lets a signed-in person replace their password (first of all
// the one-time one they were given).
function accountForm() {
  const old = $('account');
  if (old) old.remove();
  if (!me || !me.user) return;
  const msg = el('div', { id: 'pw-msg' });
  const form = el('form', { id: 'pw-form', class: 'form' },
    el('label', { class: 'stack' }, 'Current password', el('input', { id: 'pw-current', type: 'password', required: true, autocomplete: 'current-password' })),
    el('label', { class: 'stack' }, 'New password (10 characters or more)', el('input', { id: 'pw-new', type: 'password', required: true, minlength: '10', autocomplete: 'new-password' })),
    el('div', { class: 'row' }, el('button', { type: 'submit', text: 'Change password' })), msg);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      await call('POST', '/v1/auth/password', { current_password: $('pw-current').value, new_password: $('pw-new').value });
      form.reset();
      status(msg, 'Password changed.');
    } catch (err) {
      status(msg, errText(err), true);
    }
  });
  $('whoami').after(el('details', { id: 'account', class: 'account' }, el('summary', { text: 'My password' }), form));
}

/** stop forgets the credential and empties the pages. */
export function stop() {
  api = null;
  me = null;
  if ($('account')) $('account').remove();
  for (const name of Object.keys(pages)) $('page-' + name).replaceChildren();
  select($('tab-overview'));
}

// ---- tours ----

async function loadTours() {
  const page = $('page-tours');
  const res = await call('GET', '/v1/services?include_archived=true').catch((err) => ({ error: err }));
  if (res.error) return status(page, 'Could not load the tours: ' + errText(res.error), true);
  const rows = res.data.map((s) => el('tr', { 'data-service': s.id, class: s.status === 'archived' ? 'revoked' : null },
    el('td', { text: s.name }),
    el('td', { text: s.ticket_types.map((t) => `${t.name} ${money(t.price, s.currency)}`).join(' · ') }),
    el('td', { text: String(s.capacity) }),
    el('td', { text: DAYS.filter(([d]) => (s.schedule[d] || []).length).map(([d]) => `${d} ${s.schedule[d].join(' ')}`).join('; ') }),
    el('td', { text: s.status }),
    el('td', null, el('button', { type: 'button', class: 'link', text: 'Edit', 'aria-label': `Edit ${s.name}`, onclick: () => editTour(s) }),
      s.status === 'active' ? el('button', { type: 'button', class: 'link', text: 'Archive', 'aria-label': `Archive ${s.name}`,
        onclick: (e) => confirmInline(e.target, 'Archive? Bookings stay.', 'Archive', async () => {
          await call('DELETE', `/v1/services/${encodeURIComponent(s.id)}`);
          loadTours();
        }) }) : null)));
  page.replaceChildren(
    el('div', { class: 'head' }, el('h2', { text: 'Tours and activities' }),
      el('button', { type: 'button', id: 'tour-new', text: 'New tour', onclick: () => editTour(null) })),
    el('div', { class: 'scroll' }, el('table', { id: 'tours-table' },
      el('thead', null, el('tr', null, ...['Name', 'Prices', 'Capacity', 'Weekly schedule', 'Status', ''].map((h) => el('th', { scope: 'col', text: h })))),
      el('tbody', null, rows))),
    el('div', { id: 'tour-editor' }));
}

function ticketRow(t) {
  const row = el('div', { class: 'row ticket' },
    el('label', null, 'Ticket id', el('input', { class: 'tt-id', value: t.id || '', required: true, pattern: '[a-z][a-z0-9_]*', size: 8 })),
    el('label', null, 'Name (English)', el('input', { class: 'tt-name', value: (t.names && t.names.en) || '' })),
    el('label', null, 'Price', el('input', { class: 'tt-price', type: 'number', min: '0', step: '0.01', required: true, value: t.price ?? '' })),
    el('label', null, 'Min age', el('input', { class: 'tt-min', type: 'number', min: '0', max: '120', value: t.min_age ?? '' })),
    el('label', null, 'Max age', el('input', { class: 'tt-max', type: 'number', min: '0', max: '120', value: t.max_age ?? '' })),
    el('label', null, el('input', { class: 'tt-cap', type: 'checkbox', checked: t.uses_capacity !== false ? true : null }), ' takes a place'),
    el('button', { type: 'button', class: 'link', text: 'Remove', onclick: () => row.remove() }));
  row.names = t.names || {};
  return row;
}

function photoRow(p) {
  const row = el('div', { class: 'row photo' },
    el('label', null, 'Photo URL', el('input', { class: 'ph-url', size: 40, placeholder: 'https://… or /media/…', value: p.url || '' })),
    el('label', null, 'Alt text (English)', el('input', { class: 'ph-alt', size: 30, value: (p.alt && p.alt.en) || '' })),
    el('button', { type: 'button', class: 'link', text: 'Remove', onclick: () => row.remove() }));
  row.alt = p.alt || {};
  return row;
}

function editTour(s) {
  const box = $('tour-editor');
  const texts = s ? s.texts : { name: {}, description: {}, image_alts: [], ticket_names: {} };
  const tickets = s ? s.ticket_types.map((t) => ({ ...t, names: texts.ticket_names[t.id] || { en: t.name } }))
    : [{ id: 'adult', names: { en: 'Adult' }, price: '' }];
  const msg = el('div', { id: 'tour-msg' });
  const ticketsBox = el('div', { id: 'tickets' }, tickets.map(ticketRow));
  const photosBox = el('div', { id: 'photos' }, (s ? s.images : []).map((im, i) => photoRow({ url: im.url, alt: texts.image_alts[i] })));
  const preset = (id, name, extra) => el('button', { type: 'button', class: 'secondary', text: `Add ${name.toLowerCase()}`,
    onclick: () => ticketsBox.append(ticketRow({ id, names: { en: name }, price: '', ...extra })) });
  const form = el('form', { id: 'tour-form', class: 'form', 'aria-labelledby': 'tour-form-title' },
    el('h3', { id: 'tour-form-title', text: s ? `Edit ${s.name}` : 'New tour' }),
    msg,
    el('fieldset', null, el('legend', { text: 'Name and description in six languages' }),
      el('div', { class: 'grid2' }, LANGS.map((l) => el('label', null, `Name (${LANG_NAMES[l]})`,
        el('input', { id: `t-name-${l}`, value: texts.name[l] || '', required: l === 'en' ? true : null })))),
      el('div', { class: 'grid2' }, LANGS.map((l) => el('label', null, `Description (${LANG_NAMES[l]})`,
        el('textarea', { id: `t-desc-${l}` }, texts.description[l] || ''))))),
    el('fieldset', null, el('legend', { text: 'Duration and places' }),
      el('div', { class: 'grid2' },
        el('label', null, 'Duration in minutes', el('input', { id: 't-duration', type: 'number', min: '1', required: true, value: s ? s.duration_minutes : 120 })),
        el('label', null, 'Places per departure (capacity)', el('input', { id: 't-capacity', type: 'number', min: '1', required: true, value: s ? s.capacity : 10 })),
        el('label', null, 'Guided in (language codes, comma separated)', el('input', { id: 't-languages', value: s ? s.languages.join(', ') : 'en' })),
        el('label', null, 'Category (optional)', el('input', { id: 't-category', value: s ? s.category : '' })))),
    el('fieldset', null, el('legend', { text: 'Prices by ticket type' }),
      el('p', { class: 'hint', text: 'The adult price is the price shown in options. Infants who sit on a lap take no place.' }),
      ticketsBox,
      el('div', { class: 'row' }, preset('adult', 'Adult'), preset('child', 'Child', { min_age: 4, max_age: 12 }),
        preset('infant', 'Infant', { price: 0, max_age: 3, uses_capacity: false }), preset('', 'Other'))),
    el('fieldset', null, el('legend', { text: 'Weekly schedule (start times, 24 h, comma separated)' }),
      el('div', { class: 'grid2' }, DAYS.map(([d, name]) => el('label', null, name,
        el('input', { id: `t-sched-${d}`, placeholder: 'e.g. 09:00, 15:00', value: s ? (s.schedule[d] || []).join(', ') : '' }))))),
    el('fieldset', null, el('legend', { text: 'Photos' }), photosBox,
      el('div', { class: 'row' }, el('button', { type: 'button', class: 'secondary', text: 'Add photo', onclick: () => photosBox.append(photoRow({})) }))),
    el('fieldset', null, el('legend', { text: 'Closed dates' }),
      el('label', { class: 'stack' }, 'Whole days without departures (YYYY-MM-DD, comma separated)',
        el('input', { id: 't-closed', value: s ? s.closed_dates.join(', ') : '' })),
      s ? closuresEditor(s) : null),
    el('div', { class: 'row' }, el('button', { type: 'submit', id: 'tour-save', text: s ? 'Save changes' : 'Create tour' }),
      el('button', { type: 'button', class: 'secondary', text: 'Close', onclick: () => box.replaceChildren() })));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const body = tourBody(form);
    try {
      const saved = s ? await call('PATCH', `/v1/services/${encodeURIComponent(s.id)}`, body) : await call('POST', '/v1/services', body);
      await loadTours();
      editTour(saved);
      status($('tour-msg'), `Saved “${saved.name}”. It is bookable in the chat on its scheduled days.`);
    } catch (err) {
      status(msg, 'Not saved: ' + errText(err), true);
    }
  });
  box.replaceChildren(form);
  $('t-name-en').focus();
}

function tourBody(form) {
  const text = (prefix) => Object.fromEntries(LANGS.map((l) => [l, $(`${prefix}-${l}`).value.trim()]).filter(([, v]) => v));
  const num = (v) => (v === '' ? undefined : Number(v));
  const tickets = [...form.querySelectorAll('.ticket')].map((row) => {
    const names = { ...row.names, en: row.querySelector('.tt-name').value.trim() };
    if (!names.en) delete names.en;
    return {
      id: row.querySelector('.tt-id').value.trim(), name: names, price: Number(row.querySelector('.tt-price').value),
      min_age: num(row.querySelector('.tt-min').value), max_age: num(row.querySelector('.tt-max').value),
      uses_capacity: row.querySelector('.tt-cap').checked,
    };
  });
  const adult = tickets.find((t) => t.id === 'adult') || tickets[0];
  const schedule = {};
  for (const [d] of DAYS) {
    const times = list($(`t-sched-${d}`).value);
    if (times.length) schedule[d] = times;
  }
  return {
    name: text('t-name'), description: text('t-desc'),
    duration_minutes: Number($('t-duration').value), capacity: Number($('t-capacity').value),
    price: adult ? adult.price : 0, ticket_types: tickets, schedule,
    languages: list($('t-languages').value), category: $('t-category').value.trim(),
    images: [...form.querySelectorAll('.photo')].map((row) => ({
      url: row.querySelector('.ph-url').value.trim(), alt: { ...row.alt, en: row.querySelector('.ph-alt').value.trim() },
    })).filter((p) => p.url),
    closed_dates: list($('t-closed').value),
  };
}

function closuresEditor(s) {
  const msg = el('div');
  const items = s.closures.map((c) => el('li', null, `${c.date} ${c.time || '(all day)'} ${c.reason ? '— ' + c.reason : ''} `,
    el('button', { type: 'button', class: 'link', text: 'Reopen', onclick: async () => {
      try {
        await call('DELETE', `/v1/services/${encodeURIComponent(s.id)}/closures/${encodeURIComponent(c.id)}`);
        editTour(await call('GET', `/v1/services/${encodeURIComponent(s.id)}`));
      } catch (err) {
        status(msg, errText(err), true);
      }
    } })));
  const date = el('input', { type: 'date', id: 'clo-date' });
  const time = el('input', { id: 'clo-time', placeholder: 'HH:MM or empty', size: 8 });
  const reason = el('input', { id: 'clo-reason', placeholder: 'reason (optional)' });
  const close = async (cancel) => {
    try {
      const c = await call('POST', `/v1/services/${encodeURIComponent(s.id)}/closures`,
        { date: date.value, time: time.value.trim() || undefined, reason: reason.value.trim() || undefined, cancel_bookings: cancel || undefined });
      editTour(await call('GET', `/v1/services/${encodeURIComponent(s.id)}`));
      status($('tour-msg'), `Closed ${c.date} ${c.time || ''}${c.cancelled_bookings ? `; ${c.cancelled_bookings} booking(s) cancelled` : ''}.`);
    } catch (err) {
      if (err.status === 409) {
        msg.replaceChildren(el('p', { class: 'msg', role: 'alert', text: 'There are confirmed bookings then. ' }),
          el('button', { type: 'button', class: 'danger', text: 'Close and cancel those bookings', onclick: () => close(true) }));
      } else status(msg, errText(err), true);
    }
  };
  return el('div', null, el('h3', { text: 'Closed departures' }), items.length ? el('ul', null, items) : el('p', { class: 'empty', text: 'None.' }),
    el('div', { class: 'row' }, el('label', null, 'Date', date), el('label', null, 'Time', time), el('label', null, 'Reason', reason),
      el('button', { type: 'button', class: 'secondary', text: 'Close departure', onclick: () => close(false) })), msg);
}

// ---- bookings ----

async function loadBookings() {
  const page = $('page-bookings');
  if (!page.firstChild) {
    const d = el('input', { type: 'date', id: 'bk-date', onchange: () => loadDay() });
    page.append(el('div', { class: 'head' }, el('h2', { text: 'Bookings by day' }), el('label', { class: 'inline' }, 'Date ', d)),
      el('div', { id: 'bk-msg' }), el('div', { id: 'bk-day', class: 'slots-list' }));
  }
  loadDay();
}

async function loadDay() {
  const date = $('bk-date').value || undefined;
  let a;
  try {
    a = await call('GET', '/v1/bookings' + (date ? `?date=${date}` : ''));
  } catch (err) {
    return status($('bk-msg'), errText(err), true);
  }
  $('bk-date').value = a.date;
  const box = $('bk-day');
  box.replaceChildren();
  if (!a.slots.length) box.append(el('p', { class: 'empty', text: 'No departures on this day.' }));
  for (const s of a.slots) {
    const mine = a.bookings.filter((b) => b.slot_id === s.slot_id);
    const form = el('div', { class: 'bk-form' });
    const capInput = el('input', { type: 'number', min: '0', value: s.capacity, 'aria-label': `Capacity of ${s.name} at ${s.time}` });
    box.append(el('div', { class: 'slot', 'data-slot': s.slot_id },
      el('div', { class: 'top' }, el('strong', { text: `${s.time} · ${s.name}` }), el('span', { class: 'badge ' + s.status, text: s.status.replace('_', ' ') }),
        el('span', { text: `${s.capacity - s.availability}/${s.capacity} booked` })),
      el('div', { class: 'row' },
        s.bookable ? el('button', { type: 'button', class: 'secondary', text: 'New phone booking', onclick: () => bookingForm(form, s) }) : null,
        can('catalog:write') ? el('span', { class: 'row' }, capInput,
          el('button', { type: 'button', class: 'secondary', text: 'Set capacity', onclick: () => slotChange(s, { capacity: Number(capInput.value) }) }),
          s.status !== 'closed' ? el('button', { type: 'button', class: 'secondary', text: 'Close departure', onclick: () => slotChange(s, null) }) : null) : null),
      form,
      mine.length ? el('ul', null, mine.map((b) => el('li', { 'data-booking': b.id },
        el('span', { class: b.status === 'cancelled' ? 'badge cancelled' : '', text: `${b.customer.name} · ${ticketsText(b)} · ${money(b.total_price, b.currency)} · ${b.source}` }), ' ',
        b.status === 'confirmed' ? el('button', { type: 'button', class: 'link', text: 'Cancel', 'aria-label': `Cancel the booking of ${b.customer.name}`,
          onclick: (e) => confirmInline(e.target, 'Cancel this booking?', 'Cancel booking', async () => {
            await call('POST', `/v1/bookings/${encodeURIComponent(b.id)}/cancel`, { reason: 'cancelled from the dashboard' });
            loadDay();
          }) }) : null))) : null));
  }
}

function ticketsText(b) {
  if (!b.tickets) return `${b.guests} guest(s)`;
  return Object.entries(b.tickets).map(([id, n]) => `${n} ${id}`).join(', ');
}

async function slotChange(s, patch, cancel) {
  const msg = $('bk-msg');
  try {
    if (patch) await call('PATCH', `/v1/slots/${encodeURIComponent(s.slot_id)}`, { ...patch, cancel_bookings: cancel || undefined });
    else await call('POST', `/v1/services/${encodeURIComponent(s.service_id)}/closures`, { date: s.date, time: s.start.slice(11, 16), cancel_bookings: cancel || undefined });
    status(msg, patch ? `Capacity of ${s.name} at ${s.time} set.` : `${s.name} at ${s.time} closed.`);
    loadDay();
  } catch (err) {
    if (err.status === 409 && !cancel) {
      msg.replaceChildren(el('p', { class: 'msg', role: 'alert', text: `${s.name} at ${s.time} has confirmed bookings that this would not keep. ` }),
        el('button', { type: 'button', class: 'danger', text: 'Do it and cancel those bookings', onclick: () => slotChange(s, patch, true) }));
    } else status(msg, errText(err), true);
  }
}

function bookingForm(box, s) {
  const counts = s.ticket_types.map((t) => el('label', null, `${t.name} (${money(t.price, s.currency)})`,
    el('input', { type: 'number', min: '0', max: '100', value: t.id === 'adult' ? 1 : 0, 'data-ticket': t.id })));
  const msg = el('div');
  const form = el('form', { class: 'form' },
    el('div', { class: 'row' }, counts),
    el('div', { class: 'grid2' },
      el('label', null, 'Customer name', el('input', { name: 'name', required: true })),
      el('label', null, 'Phone', el('input', { name: 'phone', type: 'tel' })),
      el('label', null, 'Email', el('input', { name: 'email', type: 'email' })),
      el('label', null, 'Notes', el('input', { name: 'notes' }))),
    el('div', { class: 'row' }, el('button', { type: 'submit', text: 'Book' }),
      el('button', { type: 'button', class: 'secondary', text: 'Close', onclick: () => box.replaceChildren() })), msg);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const tickets = {};
    for (const i of form.querySelectorAll('[data-ticket]')) if (Number(i.value) > 0) tickets[i.dataset.ticket] = Number(i.value);
    const f = new FormData(form);
    try {
      const b = await call('POST', '/v1/bookings', {
        slot_id: s.slot_id, tickets,
        customer: { name: f.get('name'), phone: f.get('phone') || undefined, email: f.get('email') || undefined },
        notes: f.get('notes') || undefined,
      });
      status($('bk-msg'), `Booked ${b.customer.name}: ${ticketsText(b)}, ${money(b.total_price, b.currency)} (${b.id}).`);
      loadDay();
    } catch (err) {
      status(msg, 'Not booked: ' + errText(err), true);
    }
  });
  box.replaceChildren(form);
  form.querySelector('input').focus();
}

// ---- keys ----

async function loadKeys() {
  const page = $('page-keys');
  let keys;
  try {
    keys = await call('GET', '/v1/keys');
  } catch (err) {
    return status(page, errText(err), true);
  }
  const held = (sc) => can(sc);
  const scopeBoxes = ['*', ...SCOPES].map((sc) => el('label', null,
    el('input', { type: 'checkbox', name: 'scope', value: sc, id: 'scope-' + sc.replace(/[^a-z]/g, '-'), disabled: held(sc) ? null : true }), ' ', sc === '*' ? 'all (*)' : sc));
  const result = el('div', { id: 'key-result' });
  const form = el('form', { id: 'key-form', class: 'form', 'aria-labelledby': 'key-form-title' },
    el('h3', { id: 'key-form-title', text: 'Create a key' }),
    el('div', { class: 'grid2' },
      el('label', null, 'Name', el('input', { id: 'key-name', required: true, placeholder: 'e.g. Booking site' })),
      el('label', null, 'Kind', el('select', { id: 'key-kind' }, el('option', { value: 'secret', text: 'secret (server to server)' }),
        el('option', { value: 'publishable', text: 'publishable (widget)' })))),
    el('fieldset', { id: 'key-scopes' }, el('legend', { text: 'Scopes (secret keys)' }), el('div', { class: 'scopes' }, scopeBoxes)),
    el('div', { class: 'row' }, el('button', { type: 'submit', text: 'Create key' })), result);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const kind = form.querySelector('#key-kind').value;
    const scopes = kind === 'secret' ? [...form.querySelectorAll('[name=scope]:checked')].map((i) => i.value) : [];
    try {
      const k = await call('POST', '/v1/keys', { name: form.querySelector('#key-name').value.trim(), kind, scopes });
      await loadKeys();
      showOnce($('key-result'), 'new-key', `Key “${k.name}” created. Copy it now: it is not shown again.`, k.key);
    } catch (err) {
      status(result, 'Not created: ' + errText(err), true);
    }
  });
  const rows = keys.data.slice().reverse().map((k) => el('tr', { 'data-key': k.id, class: k.revoked_at ? 'revoked' : null },
    el('td', { text: k.name || '—' }), el('td', { text: k.kind }), el('td', null, el('code', { text: k.prefix + '…' })),
    el('td', { text: k.scopes.join(' ') || '—' }), el('td', { text: when(k.created_at) }), el('td', { text: when(k.last_used_at) }),
    el('td', { text: k.revoked_at ? 'revoked ' + when(k.revoked_at) : 'active' }),
    el('td', null, !k.revoked_at && can('keys:write') ? el('button', { type: 'button', class: 'link', text: 'Revoke', 'aria-label': `Revoke ${k.name || k.prefix}`,
      onclick: (e) => confirmInline(e.target, 'Revoke? It stops working at once.', 'Revoke', async () => {
        await call('POST', `/v1/keys/${encodeURIComponent(k.id)}/revoke`);
        await loadKeys();
        status($('key-result'), `Key “${k.name || k.prefix}” revoked.`);
      }) }) : null)));
  page.replaceChildren(el('h2', { text: 'API keys' }),
    can('keys:write') ? form : null,
    el('h3', { text: 'Keys' }),
    el('div', { class: 'scroll' }, el('table', { id: 'keys-table' },
      el('thead', null, el('tr', null, ...['Name', 'Kind', 'Prefix', 'Scopes', 'Created', 'Last used', 'Status', ''].map((h) => el('th', { scope: 'col', text: h })))),
      el('tbody', null, rows))));
}

// showOnce shows a secret once, with a copy button.
function showOnce(box, id, text, secret) {
  const copied = el('span', { role: 'status' });
  box.replaceChildren(el('div', { class: 'once' }, el('strong', { text }), el('code', { id, text: secret }),
    el('div', { class: 'row' }, el('button', { type: 'button', id: id + '-copy', text: 'Copy', onclick: async () => {
      try {
        await navigator.clipboard.writeText(secret);
        copied.textContent = 'Copied.';
      } catch {
        copied.textContent = 'Select the text and copy it.';
      }
    } }), copied)));
  box.querySelector('button').focus();
}

// ---- webhooks ----

async function loadWebhooks() {
  const page = $('page-webhooks');
  let hooks;
  try {
    hooks = await call('GET', '/v1/webhooks?limit=100');
  } catch (err) {
    return status(page, errText(err), true);
  }
  const result = el('div', { id: 'wh-result' });
  const form = el('form', { id: 'wh-form', class: 'form' },
    el('h3', { text: 'Add an endpoint' }),
    el('div', { class: 'grid2' }, el('label', null, 'URL', el('input', { id: 'wh-url', type: 'url', required: true, placeholder: 'https:// your endpoint' })),
      el('label', null, 'Description', el('input', { id: 'wh-desc' }))),
    el('fieldset', null, el('legend', { text: 'Events' }), el('div', { class: 'scopes' },
      el('label', null, el('input', { type: 'checkbox', name: 'event', value: '*', checked: true }), ' all events'),
      EVENTS.map((ev) => el('label', null, el('input', { type: 'checkbox', name: 'event', value: ev }), ' ' + ev)))),
    el('div', { class: 'row' }, el('button', { type: 'submit', text: 'Add endpoint' })), result);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    let events = [...form.querySelectorAll('[name=event]:checked')].map((i) => i.value);
    if (events.includes('*') || !events.length) events = ['*'];
    try {
      const w = await call('POST', '/v1/webhooks', { url: $('wh-url').value.trim(), description: $('wh-desc').value.trim(), events });
      await loadWebhooks();
      showOnce($('wh-result'), 'wh-secret', 'Endpoint added. Its signing secret, shown only now:', w.secret);
    } catch (err) {
      status(result, 'Not added: ' + errText(err), true);
    }
  });
  const deliveries = el('div', { id: 'wh-deliveries' });
  const rows = hooks.data.map((w) => el('tr', { 'data-webhook': w.id },
    el('td', { text: w.url }), el('td', { text: w.events.join(' ') }),
    el('td', { text: w.enabled ? 'enabled' : `disabled${w.disabled_reason ? ' (' + w.disabled_reason + ')' : ''}` }),
    el('td', null,
      el('button', { type: 'button', class: 'link', text: 'Deliveries', onclick: () => showDeliveries(w, deliveries) }),
      can('webhooks:write') ? [
        el('button', { type: 'button', class: 'link', text: 'Send test', onclick: async () => {
          try {
            await call('POST', `/v1/webhooks/${encodeURIComponent(w.id)}/test`, {});
            showDeliveries(w, deliveries);
          } catch (err) {
            status(result, errText(err), true);
          }
        } }),
        el('button', { type: 'button', class: 'link', text: w.enabled ? 'Disable' : 'Enable', onclick: async () => {
          await call('PATCH', `/v1/webhooks/${encodeURIComponent(w.id)}`, { enabled: !w.enabled }).catch((err) => status(result, errText(err), true));
          loadWebhooks();
        } }),
        el('button', { type: 'button', class: 'link', text: 'Delete', onclick: (e) => confirmInline(e.target, 'Delete this endpoint?', 'Delete', async () => {
          await call('DELETE', `/v1/webhooks/${encodeURIComponent(w.id)}`);
          loadWebhooks();
        }) })] : null)));
  page.replaceChildren(el('h2', { text: 'Webhooks' }), can('webhooks:write') ? form : null, el('h3', { text: 'Endpoints' }),
    rows.length ? el('div', { class: 'scroll' }, el('table', { id: 'wh-table' },
      el('thead', null, el('tr', null, ...['URL', 'Events', 'State', ''].map((h) => el('th', { scope: 'col', text: h })))), el('tbody', null, rows)))
      : el('p', { class: 'empty', text: 'No endpoints yet.' }),
    deliveries);
}

async function showDeliveries(w, box) {
  let res;
  try {
    res = await call('GET', `/v1/webhooks/${encodeURIComponent(w.id)}/deliveries?limit=50`);
  } catch (err) {
    return status(box, errText(err), true);
  }
  const items = res.data.map((d) => el('li', { 'data-delivery': d.id },
    el('strong', { text: `${d.event_type} · ${d.status}` }), ` · ${when(d.created_at)}${d.next_attempt_at && (d.status === 'pending' || d.status === 'retrying') ? ' · next ' + when(d.next_attempt_at) : ''} `,
    can('webhooks:write') && d.status !== 'succeeded' ? el('button', { type: 'button', class: 'link', text: 'Retry now', onclick: async () => {
      await call('POST', `/v1/webhooks/${encodeURIComponent(w.id)}/deliveries/${encodeURIComponent(d.id)}/retry`, {}).catch(() => null);
      showDeliveries(w, box);
    } }) : null,
    d.attempts.length ? el('ol', { class: 'attempts' }, d.attempts.map((a) => el('li', {
      text: `${when(a.at)} · ${a.status_code || 'no answer'} · ${a.latency_ms} ms${a.error ? ' · ' + a.error : ''}` }))) : null));
  box.replaceChildren(el('h3', { text: `Deliveries to ${w.url}` }),
    items.length ? el('ul', { class: 'feed' }, items) : el('p', { class: 'empty', text: 'No deliveries yet.' }));
}

// ---- team ----

async function loadTeam() {
  const page = $('page-team');
  let users;
  try {
    users = await call('GET', '/v1/users');
  } catch (err) {
    return status(page, errText(err), true);
  }
  const result = el('div', { id: 'user-result' });
  const roleSelect = (value, attrs) => el('select', attrs, ['owner', 'admin', 'agent'].map((r) => el('option', { value: r, text: r, selected: r === value ? true : null })));
  const form = el('form', { id: 'user-form', class: 'form' }, el('h3', { text: 'Add a team member' }),
    el('div', { class: 'grid2' }, el('label', null, 'Email', el('input', { id: 'user-email', type: 'email', required: true })),
      el('label', null, 'Name', el('input', { id: 'user-name', required: true })),
      el('label', null, 'Role', roleSelect('agent', { id: 'user-role' }))),
    el('p', { class: 'hint', text: 'Owner: everything. Admin: everything but the team. Agent: conversations, bookings and leads.' }),
    el('div', { class: 'row' }, el('button', { type: 'submit', text: 'Add' })), result);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      const u = await call('POST', '/v1/users', { email: $('user-email').value.trim(), name: $('user-name').value.trim(), role: $('user-role').value });
      await loadTeam();
      showOnce($('user-result'), 'user-otp', `${u.name} can sign in with ${u.email} and this one-time password:`, u.one_time_password);
    } catch (err) {
      status(result, 'Not added: ' + errText(err), true);
    }
  });
  const rows = users.data.map((u) => {
    const sel = roleSelect(u.role, { 'aria-label': `Role of ${u.name}` });
    sel.addEventListener('change', async () => {
      try {
        await call('PATCH', `/v1/users/${encodeURIComponent(u.id)}`, { role: sel.value });
        status(result, `${u.name} is now ${sel.value}.`);
      } catch (err) {
        sel.value = u.role;
        status(result, errText(err) + (err.status === 409 ? ' (a business keeps at least one owner)' : ''), true);
      }
    });
    return el('tr', { 'data-user': u.id }, el('td', { text: u.name }), el('td', { text: u.email }), el('td', null, sel),
      el('td', { text: when(u.last_login_at) }),
      el('td', null, me.user && me.user.id === u.id ? el('span', { class: 'hint', text: 'you' }) :
        el('button', { type: 'button', class: 'link', text: 'Remove', 'aria-label': `Remove ${u.name}`,
          onclick: (e) => confirmInline(e.target, `Remove ${u.name}?`, 'Remove', async () => {
            await call('DELETE', `/v1/users/${encodeURIComponent(u.id)}`);
            loadTeam();
          }) })));
  });
  page.replaceChildren(el('h2', { text: 'Team' }), form, el('div', { class: 'scroll' }, el('table', { id: 'users-table' },
    el('thead', null, el('tr', null, ...['Name', 'Email', 'Role', 'Last sign-in', ''].map((h) => el('th', { scope: 'col', text: h })))),
    el('tbody', null, rows))));
}
