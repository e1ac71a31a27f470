// The dashboard's catalog pages: the tours editor (texts in six languages,
// ticket types, weekly schedule, photos, closed dates and departures) and
// the day's departures with phone bookings, cancellations, capacity changes
// and closures.
import { $, el, call, session, money, can, errText, list, status, confirmInline } from './ui.js';

const LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt'];
const LANG_NAMES = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', it: 'Italian', pt: 'Portuguese' };
const DAYS = [['mon', 'Monday'], ['tue', 'Tuesday'], ['wed', 'Wednesday'], ['thu', 'Thursday'], ['fri', 'Friday'], ['sat', 'Saturday'], ['sun', 'Sunday']];

// ---- tours ----

export async function loadTours() {
  const page = $('page-tours');
  // Every page of the catalog (a business holds at most 500 services).
  const res = await session.api.services.list({ includeArchived: true, limit: 100 }).toArray(500)
    .then((data) => ({ data }), (err) => ({ error: err }));
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

export async function loadBookings() {
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
