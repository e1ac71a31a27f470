// Inline SVG charts for the dashboard: no library and no CDN. Each chart is
// an <svg role="img"> with a text summary for screen readers.
const NS = 'http://www.w3.org/2000/svg';

function svg(w, h, label) {
  const s = document.createElementNS(NS, 'svg');
  s.setAttribute('viewBox', `0 0 ${w} ${h}`);
  s.setAttribute('width', '100%');
  s.setAttribute('role', 'img');
  s.setAttribute('aria-label', label);
  return s;
}

function add(parent, tag, attrs, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  parent.append(e);
  return e;
}

/** Vertical bars for points [{label, value}], labelling every nth tick. */
export function bars(points, { label, every = 1, cls = 'bar', height = 160 } = {}) {
  const w = 360;
  const h = height;
  const pad = { l: 30, r: 6, t: 8, b: 22 };
  const max = Math.max(1, ...points.map((p) => p.value));
  const summary = points.map((p) => `${p.label}: ${p.value}`).join(', ');
  const s = svg(w, h, `${label}. ${summary}`);
  const iw = w - pad.l - pad.r;
  const ih = h - pad.t - pad.b;
  const bw = iw / Math.max(1, points.length);
  for (const f of [0, 0.5, 1]) {
    const y = pad.t + ih - ih * f;
    add(s, 'line', { x1: pad.l, x2: w - pad.r, y1: y, y2: y, stroke: '#e3e8ee' });
    add(s, 'text', { x: pad.l - 4, y: y + 4, 'text-anchor': 'end' }, String(Math.round(max * f)));
  }
  points.forEach((p, i) => {
    const bh = (p.value / max) * ih;
    const r = add(s, 'rect', { class: cls, x: pad.l + i * bw + bw * 0.12, y: pad.t + ih - bh, width: Math.max(1, bw * 0.76), height: bh, rx: 2 });
    add(r, 'title', {}, `${p.label}: ${p.value}`);
    if (i % every === 0) add(s, 'text', { x: pad.l + i * bw + bw / 2, y: h - 6, 'text-anchor': 'middle' }, p.label);
  });
  return s;
}

/** Horizontal bars for rows [{label, value}], largest first. */
export function hbars(rows, { label, cls = 'bar2' } = {}) {
  const w = 360;
  const rh = 26;
  const h = Math.max(1, rows.length) * rh + 6;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const s = svg(w, h, `${label}. ${rows.map((r) => `${r.label}: ${r.value}`).join(', ') || 'no data'}`);
  if (!rows.length) add(s, 'text', { x: 8, y: 18 }, 'No data yet');
  rows.forEach((r, i) => {
    const y = 4 + i * rh;
    add(s, 'text', { x: 0, y: y + 15 }, r.label);
    const bw = ((w - 80) * r.value) / max;
    add(s, 'rect', { class: cls, x: 40, y, width: Math.max(1, bw), height: rh - 8, rx: 3 });
    add(s, 'text', { x: 46 + bw, y: y + 15 }, String(r.value));
  });
  return s;
}

/** A funnel of conversations, leads and bookings with the conversion rate. */
export function funnel(t) {
  const rows = [
    { label: 'Conversations', value: t.conversations, cls: 'bar' },
    { label: 'Leads', value: t.leads, cls: 'bar2' },
    { label: 'Bookings', value: t.bookings, cls: 'bar3' },
  ];
  const pct = (x) => `${Math.round((x || 0) * 1000) / 10}%`;
  const w = 360;
  const h = 130;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const s = svg(w, h, `Conversion: ${rows.map((r) => `${r.label} ${r.value}`).join(', ')}; conversion rate ${pct(t.conversion_rate)}, lead capture rate ${pct(t.lead_capture_rate)}`);
  rows.forEach((r, i) => {
    const y = 6 + i * 30;
    const bw = Math.max(2, ((w - 200) * r.value) / max);
    add(s, 'rect', { class: r.cls, x: 100 + (w - 200 - bw) / 2, y, width: bw, height: 22, rx: 4 });
    add(s, 'text', { x: 0, y: y + 15 }, r.label);
    add(s, 'text', { x: w - 90, y: y + 15 }, String(r.value));
  });
  add(s, 'text', { x: 0, y: 120 }, `Conversion ${pct(t.conversion_rate)} · lead capture ${pct(t.lead_capture_rate)} · fallback ${pct(t.fallback_rate)}`);
  return s;
}
