// Shared helpers of the dashboard's self-service pages: element building,
// the API call with the staff token, the signed-in credential's scopes and
// small result and confirmation widgets.
export const $ = (id) => document.getElementById(id);
// session is the signed-in credential: the API client, who it is (GET
// /v1/me) and the page's notification feed.
export const session = { api: null, me: null, notify: () => {} };

export function el(tag, attrs, ...kids) {
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

export const call = (method, path, body) => session.api.request(method, path, body);
export const money = (v, cur) => {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: cur || 'EUR' }).format(v || 0);
  } catch {
    return `${v} ${cur || ''}`;
  }
};
export const when = (iso) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' }) : '—');
/** can reports whether the signed-in credential holds scope. */
export const can = (scope) => !!session.me && (session.me.scopes.includes('*') || session.me.scopes.includes(scope));
export const errText = (err) => (err.field ? `${err.message} (${err.field})` : err.message);
export const list = (s) => s.split(',').map((x) => x.trim()).filter(Boolean);

// status shows a result line in a page: role=status for success, alert for errors.
export function status(box, text, bad) {
  box.replaceChildren(el('p', { class: bad ? 'msg' : 'ok', role: bad ? 'alert' : 'status', text }));
  if (box.scrollIntoView) box.scrollIntoView({ block: 'nearest' });
}

// confirmInline turns a button into "Sure? [yes] [keep]" without a modal.
export function confirmInline(btn, question, yesText, action) {
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
      session.notify('cancel', 'Failed: ' + errText(err), new Date().toISOString());
    }
  });
}
