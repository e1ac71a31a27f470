// The dashboard's self-service pages: tours and bookings (catalog.js), API
// keys, webhooks and the team. Each page is a tab panel, loaded when its
// tab is chosen; every action goes through the API with the staff token of
// dashboard.js, so the server's roles decide what works.
import { $, el, call, can, when, errText, status, confirmInline, session } from './ui.js';
import { loadTours, loadBookings } from './catalog.js';

export { can } from './ui.js';

const SCOPES = ['chat:write', 'bookings:read', 'bookings:write', 'leads:read', 'leads:write', 'webhooks:read', 'webhooks:write',
  'analytics:read', 'catalog:read', 'catalog:write', 'conversations:read', 'conversations:write', 'realtime:staff', 'tokens:write',
  'keys:read', 'keys:write', 'users:write'];
const EVENTS = ['booking.created', 'booking.cancelled', 'lead.captured', 'lead.updated', 'conversation.started',
  'conversation.message_created', 'conversation.handoff_requested'];

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
  if (pages[name] && session.api) pages[name]();
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
  session.api = client;
  session.notify = opts.notify || session.notify;
  try {
    session.me = await call('GET', '/v1/me');
  } catch {
    session.me = { scopes: [] };
  }
  const me = session.me;
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
  const me = session.me;
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
  session.api = null;
  session.me = null;
  if ($('account')) $('account').remove();
  for (const name of Object.keys(pages)) $('page-' + name).replaceChildren();
  select($('tab-overview'));
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
      el('td', null, session.me.user && session.me.user.id === u.id ? el('span', { class: 'hint', text: 'you' }) :
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
