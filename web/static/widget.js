// TourChat widget: one <script src=".../widget.js" data-business="biz_..."
// data-key="tc_pk_..." async> tag adds a launcher and a chat panel inside a
// shadow root. It is a classic script (so the tag needs no type=module) that
// loads the tourchat.js client module from the same origin it came from.
(function () {
  'use strict';
  const script =
    document.currentScript || document.querySelector('script[data-business][src*="widget.js"]');
  if (!script || window.__tourchatWidget) return;
  window.__tourchatWidget = true;
  const BASE = new URL('.', script.src).href;
  const API = new URL(script.src).origin;
  const BIZ = script.dataset.business;
  const KEY = script.dataset.key;
  const FORCED_LANG = script.dataset.language;

  // UI strings of the TourChat widget in its six languages. A chip's text is
  // both its label and the message it sends, so the assistant reads the same
  // words the visitor sees.
  const STRINGS = {
    en: {
      title: 'Tour assistant', open: 'Open chat', close: 'Close chat', input: 'Your message',
      placeholder: 'Ask about tours, dates, prices…', send: 'Send', typing: 'The assistant is typing…',
      welcome: 'Hi! Ask me about our tours, dates and prices.', you: 'You', bot: 'Assistant', staff: 'Staff',
      book: 'Book', places: ['1 place left', '{n} places left'], options: 'Booking options',
      guests: 'Guests', name: 'Name', email: 'Email', phone: 'Phone', confirm: 'Confirm booking', cancel: 'Cancel',
      needName: 'Please enter your name.', needContact: 'Please give an email address or a phone number.',
      bookFor: 'Booking {name}, {date} at {time}', bookMsg: 'Book the {time} {name} on {date} for {n}',
      error: 'Sorry, something went wrong. Please try again.', offline: 'Reconnecting…', online: 'Connected',
      joined: '{name} joined the conversation', staffTyping: '{name} is typing…', teamOnline: 'Our team is online', teamAway: 'Our team is away', backToBot: 'The assistant is back in the conversation', ended: 'The conversation was closed',
      actions: 'Suggestions',
      chips: {
        book_tour: 'I want to book a tour', more_info: 'Tell me more', check_other_dates: 'Other dates?',
        share_contact: 'I will share my contact details', talk_to_human: 'I want to talk to a person', view_tours: 'Which tours do you offer?',
      },
    },
    es: {
      title: 'Asistente de tours', open: 'Abrir chat', close: 'Cerrar chat', input: 'Tu mensaje',
      placeholder: 'Pregunta por tours, fechas, precios…', send: 'Enviar', typing: 'El asistente está escribiendo…',
      welcome: '¡Hola! Pregúntame por nuestros tours, fechas y precios.', you: 'Tú', bot: 'Asistente', staff: 'Equipo',
      book: 'Reservar', places: ['Queda 1 plaza', 'Quedan {n} plazas'], options: 'Opciones de reserva',
      guests: 'Personas', name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', confirm: 'Confirmar reserva', cancel: 'Cancelar',
      needName: 'Escribe tu nombre.', needContact: 'Indica un correo electrónico o un teléfono.',
      bookFor: 'Reserva: {name}, {date} a las {time}', bookMsg: 'Reservar {name} a las {time} el {date} para {n}',
      error: 'Lo siento, algo salió mal. Inténtalo de nuevo.', offline: 'Reconectando…', online: 'Conectado',
      joined: '{name} se ha unido a la conversación', staffTyping: '{name} está escribiendo…', teamOnline: 'El equipo está conectado', teamAway: 'El equipo no está conectado', backToBot: 'El asistente vuelve a la conversación', ended: 'La conversación se ha cerrado',
      actions: 'Sugerencias',
      chips: {
        book_tour: 'Quiero reservar un tour', more_info: 'Cuéntame más', check_other_dates: '¿Otras fechas?',
        share_contact: 'Te dejo mis datos de contacto', talk_to_human: 'Quiero hablar con una persona', view_tours: '¿Qué tours ofrecéis?',
      },
    },
    fr: {
      title: 'Assistant excursions', open: 'Ouvrir le chat', close: 'Fermer le chat', input: 'Votre message',
      placeholder: 'Excursions, dates, prix…', send: 'Envoyer', typing: 'L’assistant écrit…',
      welcome: 'Bonjour ! Posez-moi vos questions sur nos excursions, dates et prix.', you: 'Vous', bot: 'Assistant', staff: 'Équipe',
      book: 'Réserver', places: ['1 place restante', '{n} places restantes'], options: 'Options de réservation',
      guests: 'Personnes', name: 'Nom', email: 'E-mail', phone: 'Téléphone', confirm: 'Confirmer la réservation', cancel: 'Annuler',
      needName: 'Indiquez votre nom.', needContact: 'Indiquez un e-mail ou un numéro de téléphone.',
      bookFor: 'Réservation : {name}, {date} à {time}', bookMsg: 'Réserver {name} à {time} le {date} pour {n}',
      error: 'Désolé, une erreur est survenue. Réessayez.', offline: 'Reconnexion…', online: 'Connecté',
      joined: '{name} a rejoint la conversation', staffTyping: '{name} écrit…', teamOnline: 'L’équipe est en ligne', teamAway: 'L’équipe est absente', backToBot: 'L’assistant reprend la conversation', ended: 'La conversation est terminée',
      actions: 'Suggestions',
      chips: {
        book_tour: 'Je veux réserver une excursion', more_info: 'Dites-m’en plus', check_other_dates: 'D’autres dates ?',
        share_contact: 'Je vous laisse mes coordonnées', talk_to_human: 'Je veux parler à quelqu’un', view_tours: 'Quelles excursions proposez-vous ?',
      },
    },
    de: {
      title: 'Touren-Assistent', open: 'Chat öffnen', close: 'Chat schließen', input: 'Ihre Nachricht',
      placeholder: 'Fragen Sie nach Touren, Terminen, Preisen…', send: 'Senden', typing: 'Der Assistent schreibt…',
      welcome: 'Hallo! Fragen Sie mich nach unseren Touren, Terminen und Preisen.', you: 'Sie', bot: 'Assistent', staff: 'Team',
      book: 'Buchen', places: ['1 Platz frei', '{n} Plätze frei'], options: 'Buchungsoptionen',
      guests: 'Personen', name: 'Name', email: 'E-Mail', phone: 'Telefon', confirm: 'Buchung bestätigen', cancel: 'Abbrechen',
      needName: 'Bitte geben Sie Ihren Namen ein.', needContact: 'Bitte geben Sie eine E-Mail-Adresse oder Telefonnummer an.',
      bookFor: 'Buchung: {name}, {date} um {time}', bookMsg: '{name} um {time} am {date} für {n} buchen',
      error: 'Entschuldigung, etwas ist schiefgelaufen. Bitte erneut versuchen.', offline: 'Verbinde neu…', online: 'Verbunden',
      joined: '{name} ist dem Gespräch beigetreten', staffTyping: '{name} schreibt…', teamOnline: 'Unser Team ist online', teamAway: 'Unser Team ist nicht da', backToBot: 'Der Assistent ist wieder da', ended: 'Das Gespräch wurde beendet',
      actions: 'Vorschläge',
      chips: {
        book_tour: 'Ich möchte eine Tour buchen', more_info: 'Mehr erfahren', check_other_dates: 'Andere Termine?',
        share_contact: 'Ich gebe meine Kontaktdaten an', talk_to_human: 'Ich möchte mit einem Menschen sprechen', view_tours: 'Welche Touren bieten Sie an?',
      },
    },
    it: {
      title: 'Assistente tour', open: 'Apri la chat', close: 'Chiudi la chat', input: 'Il tuo messaggio',
      placeholder: 'Chiedi di tour, date, prezzi…', send: 'Invia', typing: 'L’assistente sta scrivendo…',
      welcome: 'Ciao! Chiedimi dei nostri tour, date e prezzi.', you: 'Tu', bot: 'Assistente', staff: 'Staff',
      book: 'Prenota', places: ['1 posto libero', '{n} posti liberi'], options: 'Opzioni di prenotazione',
      guests: 'Persone', name: 'Nome', email: 'E-mail', phone: 'Telefono', confirm: 'Conferma prenotazione', cancel: 'Annulla',
      needName: 'Inserisci il tuo nome.', needContact: 'Indica un’e-mail o un numero di telefono.',
      bookFor: 'Prenotazione: {name}, {date} alle {time}', bookMsg: 'Prenota {name} alle {time} del {date} per {n}',
      error: 'Spiacenti, qualcosa è andato storto. Riprova.', offline: 'Riconnessione…', online: 'Connesso',
      joined: '{name} si è unito alla conversazione', staffTyping: '{name} sta scrivendo…', teamOnline: 'Il team è online', teamAway: 'Il team non è disponibile', backToBot: 'L’assistente torna nella conversazione', ended: 'La conversazione è stata chiusa',
      actions: 'Suggerimenti',
      chips: {
        book_tour: 'Voglio prenotare un tour', more_info: 'Dimmi di più', check_other_dates: 'Altre date?',
        share_contact: 'Ti lascio i miei contatti', talk_to_human: 'Voglio parlare con una persona', view_tours: 'Quali tour offrite?',
      },
    },
    pt: {
      title: 'Assistente de tours', open: 'Abrir chat', close: 'Fechar chat', input: 'A sua mensagem',
      placeholder: 'Pergunte por tours, datas, preços…', send: 'Enviar', typing: 'O assistente está a escrever…',
      welcome: 'Olá! Pergunte-me pelos nossos tours, datas e preços.', you: 'Você', bot: 'Assistente', staff: 'Equipa',
      book: 'Reservar', places: ['1 lugar livre', '{n} lugares livres'], options: 'Opções de reserva',
      guests: 'Pessoas', name: 'Nome', email: 'E-mail', phone: 'Telefone', confirm: 'Confirmar reserva', cancel: 'Cancelar',
      needName: 'Indique o seu nome.', needContact: 'Indique um e-mail ou um número de telefone.',
      bookFor: 'Reserva: {name}, {date} às {time}', bookMsg: 'Reservar {name} às {time} em {date} para {n}',
      error: 'Desculpe, algo correu mal. Tente novamente.', offline: 'A religar…', online: 'Ligado',
      joined: '{name} juntou-se à conversa', staffTyping: '{name} está a escrever…', teamOnline: 'A equipa está online', teamAway: 'A equipa não está disponível', backToBot: 'O assistente voltou à conversa', ended: 'A conversa foi encerrada',
      actions: 'Sugestões',
      chips: {
        book_tour: 'Quero reservar um tour', more_info: 'Diga-me mais', check_other_dates: 'Outras datas?',
        share_contact: 'Deixo os meus contactos', talk_to_human: 'Quero falar com uma pessoa', view_tours: 'Que tours oferecem?',
      },
    },
  };

  /** Picks a supported language from a BCP 47 tag, or null. */
  function pickLanguage(tag) {
    const l = String(tag || '').slice(0, 2).toLowerCase();
    return Object.prototype.hasOwnProperty.call(STRINGS, l) ? l : null;
  }

  /** Fills {name} placeholders. */
  function fill(s, vars) {
    return s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
  }

  const CSS = `
:host{all:initial}
*{box-sizing:border-box}
.tc{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24}
.launcher{position:fixed;right:20px;bottom:20px;z-index:2147483000;width:60px;height:60px;border-radius:50%;border:0;background:#0a58a8;color:#fff;cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.28);display:grid;place-items:center}
.launcher svg{width:30px;height:30px}
button:focus-visible,input:focus-visible,a:focus-visible,.log:focus-visible{outline:3px solid #f4b400;outline-offset:2px}
.panel{position:fixed;right:20px;bottom:92px;z-index:2147483000;width:380px;max-width:calc(100vw - 24px);height:600px;max-height:calc(100vh - 110px);background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.3);display:flex;flex-direction:column;overflow:hidden}
.panel[hidden]{display:none}
header{background:#0a58a8;color:#fff;padding:12px 14px;display:flex;align-items:center;gap:8px}
h2{font-size:16px;margin:0;flex:1;font-weight:600}
.status{font-size:12px;opacity:.95}
.close{background:transparent;border:0;color:#fff;font-size:24px;line-height:1;cursor:pointer;padding:2px 8px;border-radius:6px}
.log{flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:10px;background:#f4f6f8}
.log>*{flex-shrink:0}
.msg{max-width:88%;padding:9px 12px;border-radius:14px;white-space:pre-wrap;word-wrap:break-word}
.visitor{align-self:flex-end;background:#0a58a8;color:#fff;border-bottom-right-radius:4px}
.assistant,.staff{align-self:flex-start;background:#fff;border:1px solid #d5dbe1;border-bottom-left-radius:4px}
.staff{border-color:#0a7a3d}
.name{display:block;font-size:12px;font-weight:700;color:#0a5a2d}
.note{align-self:center;font-size:12px;color:#3d4650;background:#e8f3ec;border-radius:999px;padding:3px 10px}
.who-types{margin-left:4px}
.team{padding:2px 14px;font-size:12px;color:#3d4650;background:#fff;border-top:1px solid #d5dbe1}
.team::before{content:"";display:inline-block;width:8px;height:8px;border-radius:50%;background:#8a939c;margin-right:6px}
.team.on::before{background:#0a7a3d}
.who{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.error{align-self:center;color:#8a1c1c;background:#fdecec;border:1px solid #f3b6b6}
.cards{display:flex;gap:8px;overflow-x:auto;padding:2px 2px 6px;list-style:none;margin:0;scroll-snap-type:x mandatory}
.card{flex:0 0 210px;background:#fff;border:1px solid #d5dbe1;border-radius:12px;padding:10px 12px;scroll-snap-align:start;display:flex;flex-direction:column;gap:3px}
.card h3{font-size:15px;margin:0 0 2px}
.card p{margin:0;font-size:13px;color:#3d4650}
.card .price{font-size:16px;font-weight:700;color:#1b1f24}
.card .left{color:#0a6b34;font-weight:600}
.card .left.low{color:#a33a00}
.btn{background:#0a58a8;color:#fff;border:0;border-radius:8px;padding:8px 12px;font:inherit;font-weight:600;cursor:pointer}
.btn:hover{background:#084a8e}
.btn.secondary{background:#fff;color:#0a58a8;border:1px solid #0a58a8}
.card .btn{margin-top:6px}
.media{display:flex;gap:6px;overflow-x:auto}
.media img{height:110px;border-radius:10px;border:1px solid #d5dbe1;background:#fff}
.chips{display:flex;flex-wrap:wrap;gap:6px;list-style:none;margin:0;padding:0}
.chip{background:#fff;color:#0a58a8;border:1px solid #0a58a8;border-radius:16px;padding:5px 11px;font:inherit;font-size:13px;cursor:pointer}
.chip:hover{background:#e8f0fa}
form.bookform{background:#fff;border:1px solid #0a58a8;border-radius:12px;padding:10px 12px;display:grid;gap:8px}
form.bookform strong{font-size:14px}
label{display:grid;gap:2px;font-size:13px;color:#3d4650}
input{font:inherit;padding:7px 9px;border:1px solid #7d8894;border-radius:8px;color:#1b1f24;background:#fff}
input[aria-invalid=true]{border-color:#b3261e}
.ferr{color:#b3261e;font-size:13px;margin:0}
.row{display:flex;gap:8px}
.typing{padding:4px 14px 0;color:#3d4650;font-size:13px;background:#f4f6f8}
.typing[hidden]{display:none}
.dots span{display:inline-block;width:6px;height:6px;margin-right:3px;border-radius:50%;background:#5b6670;animation:b 1s infinite}
.dots span:nth-child(2){animation-delay:.15s}.dots span:nth-child(3){animation-delay:.3s}
@keyframes b{0%,80%,100%{opacity:.3}40%{opacity:1}}
@media (prefers-reduced-motion:reduce){.dots span{animation:none}}
.composer{display:flex;gap:8px;padding:10px;border-top:1px solid #d5dbe1;background:#fff}
.composer input{flex:1;min-width:0}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:480px){.panel{right:0;bottom:0;width:100vw;max-width:100vw;height:100%;max-height:100%;border-radius:0}.launcher{right:14px;bottom:14px}.card{flex-basis:78%}}
`;

  const store = {
    get(k) {
      try { return localStorage.getItem(k); } catch { return null; }
    },
    set(k, v) {
      try { localStorage.setItem(k, v); } catch { /* private mode: the session lives in memory */ }
    },
  };
  const SKEY = 'tourchat:' + BIZ + ':session';
  const LKEY = 'tourchat:' + BIZ + ':log';

  let lang =
    pickLanguage(FORCED_LANG) || pickLanguage(store.get('tourchat:' + BIZ + ':lang')) ||
    pickLanguage(document.documentElement.lang) || pickLanguage(navigator.language) || 'en';
  const t = (k) => STRINGS[lang][k] || STRINGS.en[k];

  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') e.className = v;
      else if (k === 'text') e.textContent = v;
      else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v === true ? '' : v);
    }
    for (const kid of kids) if (kid !== null && kid !== undefined) e.append(kid);
    return e;
  }

  // The shadow root keeps our styles in and the page's styles out.
  const host = el('div', { id: 'tourchat-widget' });
  const root = host.attachShadow({ mode: 'open' });
  const ICON =
    '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z"/></svg>';
  const launcher = el('button', { class: 'launcher', type: 'button', 'aria-expanded': 'false', 'aria-controls': 'tc-panel' });
  launcher.innerHTML = ICON;
  const title = el('h2', { id: 'tc-title' });
  const status = el('span', { class: 'status', role: 'status' });
  const closeBtn = el('button', { class: 'close', type: 'button', text: '×' });
  const log = el('div', { class: 'log', role: 'log', 'aria-live': 'polite', 'aria-relevant': 'additions', tabindex: '0' });
  const typingText = el('span', { class: 'sr' });
  const typing = el('div', { class: 'typing', role: 'status', hidden: true },
    el('span', { class: 'dots', 'aria-hidden': 'true' }, el('span'), el('span'), el('span')), typingText);
  const inputLabel = el('label', { class: 'sr', for: 'tc-input' });
  const input = el('input', { id: 'tc-input', type: 'text', autocomplete: 'off', maxlength: '4000' });
  const sendBtn = el('button', { class: 'btn', type: 'submit' });
  const composer = el('form', { class: 'composer' }, inputLabel, input, sendBtn);
  // The team's online state, near the input (GET /v1/presence).
  const team = el('div', { class: 'team', role: 'status', hidden: true });
  const panel = el('section', { class: 'panel', id: 'tc-panel', role: 'dialog', 'aria-labelledby': 'tc-title', hidden: true },
    el('header', null, title, status, closeBtn), log, typing, team, composer);
  const style = el('style', { text: CSS });
  root.append(style, el('div', { class: 'tc', lang }, launcher, panel));

  // The connection state in words, redrawn when the UI language changes.
  function showStatus() {
    const s = host.dataset.state;
    status.textContent = s === 'open' ? t('online') : s === 'reconnecting' || s === 'closed' ? t('offline') : '';
  }

  function applyLanguage() {
    showStatus();
    root.querySelector('.tc').setAttribute('lang', lang);
    title.textContent = t('title');
    launcher.setAttribute('aria-label', panel.hidden ? t('open') : t('close'));
    closeBtn.setAttribute('aria-label', t('close'));
    inputLabel.textContent = t('input');
    input.placeholder = t('placeholder');
    sendBtn.textContent = t('send');
    typingText.textContent = staffTyping ? fill(t('staffTyping'), { name: staffTyping }) : t('typing');
    showTeam();
    log.setAttribute('aria-label', t('title'));
  }

  function setLanguage(l) {
    const p = pickLanguage(l);
    if (!p || p === lang) return;
    lang = p;
    store.set('tourchat:' + BIZ + ':lang', p);
    applyLanguage();
  }

  function openPanel(open) {
    panel.hidden = !open;
    launcher.setAttribute('aria-expanded', String(open));
    launcher.setAttribute('aria-label', open ? t('close') : t('open'));
    if (open) {
      input.focus();
      log.scrollTop = log.scrollHeight;
      // Connecting early makes the first answer faster; a failure here is
      // retried by the first message, which reports it.
      start().catch(() => {});
    } else {
      launcher.focus();
    }
  }
  launcher.addEventListener('click', () => openPanel(panel.hidden));
  closeBtn.addEventListener('click', () => openPanel(false));
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') openPanel(false);
  });

  // ---- rendering ----

  const seen = new Set(); // message ids already shown
  let transcript = [];
  try {
    transcript = JSON.parse(store.get(LKEY) || '[]');
  } catch {
    transcript = [];
  }

  function remember(item) {
    transcript.push(item);
    transcript = transcript.slice(-40);
    store.set(LKEY, JSON.stringify(transcript));
  }

  function scroll() {
    log.scrollTop = log.scrollHeight;
  }

  function bubble(role, text, name) {
    const who = { visitor: t('you'), assistant: t('bot'), staff: t('staff') }[role];
    const b = el('div', { class: 'msg ' + role }, role === 'staff' ? el('span', { class: 'name', text: name || who }) : null,
      who && role !== 'staff' ? el('span', { class: 'who', text: who + ': ' }) : null, text);
    log.append(b);
    scroll();
    return b;
  }

  function money(v, cur) {
    try {
      return new Intl.NumberFormat(lang, { style: 'currency', currency: cur || 'EUR' }).format(v);
    } catch {
      return v + ' ' + (cur || '');
    }
  }

  function day(d) {
    try {
      return new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
        .format(new Date(d + 'T12:00:00Z'));
    } catch {
      return d;
    }
  }

  // A slot's local clock time: the published "9:00 AM" in English, 24-hour
  // "9:00" elsewhere, read from start's own offset (the business's zone).
  function clock(o) {
    const m = /T(\d\d):(\d\d)/.exec(o.start || '');
    return lang === 'en' || !m ? o.time : Number(m[1]) + ':' + m[2];
  }

  function places(n) {
    const p = t('places');
    return fill(n === 1 ? p[0] : p[1], { n });
  }

  function renderReply(reply, live) {
    if (reply.id) seen.add(reply.id);
    if (live) host.dataset.replyAt = String(Date.now());
    bubble('assistant', reply.message || '');
    const media = reply.media || [];
    if (media.length) {
      log.append(el('div', { class: 'media' }, ...media.filter((m) => m.type === 'image' || !m.type).map((m) =>
        el('img', { src: new URL(m.url, API).href, alt: m.alt || '', loading: 'lazy', width: '160', height: '110' }))));
    }
    const opts = reply.booking_options || [];
    if (opts.length) {
      log.append(el('ul', { class: 'cards', 'aria-label': t('options') }, ...opts.map(card)));
    }
    const acts = reply.suggested_actions || [];
    if (acts.length && live) {
      const chips = t('chips');
      log.append(el('ul', { class: 'chips', 'aria-label': t('actions') }, ...acts.filter((a) => chips[a]).map((a) =>
        el('li', null, el('button', { class: 'chip', type: 'button', 'data-action': a, text: chips[a], onclick: () => send(chips[a]) })))));
    }
    scroll();
  }

  function card(o) {
    const low = o.availability <= 3;
    const label = o.name + ', ' + day(o.date) + ', ' + clock(o);
    return el('li', { class: 'card', 'data-slot': o.slot_id, 'data-date': o.date },
      el('h3', { text: o.name }),
      el('p', { text: day(o.date) + ' · ' + clock(o) }),
      el('p', { text: o.duration }),
      el('p', { class: 'price', text: money(o.price, o.currency) }),
      el('p', { class: 'left' + (low ? ' low' : ''), text: places(o.availability) }),
      el('button', { class: 'btn book', type: 'button', 'aria-label': t('book') + ': ' + label, text: t('book'),
        onclick: (e) => bookForm(o, e.currentTarget) }));
  }

  // PARTY maps ticket type ids to the booking action's party fields.
  const PARTY = { adult: 'adults', child: 'children', infant: 'infants' };
  let formSeq = 0;
  function bookForm(o, from) {
    const old = log.querySelector('form.bookform');
    if (old) old.remove();
    const id = 'tcf' + ++formSeq;
    const field = (name, type, attrs) =>
      el('label', null, t(name), el('input', Object.assign({ name, type, id: id + name }, attrs)));
    const err = el('p', { class: 'ferr', role: 'alert' });
    // Services priced by ticket type get one count per adult, child and
    // infant ticket; the assistant maps them to the service's prices.
    const mix = (o.ticket_types || []).length > 1 ? o.ticket_types.filter((tt) => PARTY[tt.id]) : [];
    const form = el('form', { class: 'bookform', 'aria-label': t('book') + ': ' + o.name, novalidate: true },
      el('strong', { text: fill(t('bookFor'), { name: o.name, date: day(o.date), time: clock(o) }) }),
      ...(mix.length ? mix.map((tt) => el('label', null, `${tt.name} (${money(tt.price, o.currency)})`,
        el('input', { name: 'tt_' + tt.id, type: 'number', min: '0', max: '100', value: tt.id === 'adult' ? '2' : '0', inputmode: 'numeric', id: id + 'tt_' + tt.id })))
        : [field('guests', 'number', { min: '1', max: String(Math.max(1, o.availability)), value: '2', required: true, inputmode: 'numeric' })]),
      field('name', 'text', { autocomplete: 'name', required: true }),
      field('email', 'email', { autocomplete: 'email' }),
      field('phone', 'tel', { autocomplete: 'tel' }),
      err,
      el('div', { class: 'row' },
        el('button', { class: 'btn', type: 'submit', text: t('confirm') }),
        el('button', { class: 'btn secondary', type: 'button', text: t('cancel'), onclick: () => { form.remove(); from.focus(); } })));
    if (o.availability < 2 && form.elements.guests) form.elements.guests.value = '1';
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const f = form.elements;
      const v = (n) => f[n].value.trim();
      for (const n of ['name', 'email', 'phone']) f[n].removeAttribute('aria-invalid');
      const counts = {};
      for (const tt of mix) counts[PARTY[tt.id]] = Math.max(0, Math.min(parseInt(v('tt_' + tt.id), 10) || 0, 100));
      const guests = mix.length ? Math.max(1, Object.values(counts).reduce((a, b) => a + b, 0))
        : Math.max(1, Math.min(parseInt(v('guests'), 10) || 1, o.availability || 1));
      let bad = null;
      if (!v('name')) bad = ['name', t('needName')];
      else if (!v('email') && !v('phone')) bad = ['email', t('needContact')];
      else if (v('email') && !f.email.checkValidity()) bad = ['email', t('needContact')];
      if (bad) {
        err.textContent = bad[1];
        f[bad[0]].setAttribute('aria-invalid', 'true');
        f[bad[0]].setAttribute('aria-describedby', err.id = id + 'err');
        f[bad[0]].focus();
        return;
      }
      const metadata = Object.assign({ action: 'book', slot_id: o.slot_id, guests, name: v('name') }, counts);
      if (v('email')) metadata.email = v('email');
      if (v('phone')) metadata.phone = v('phone');
      form.remove();
      input.focus(); // keyboard users continue where the conversation does
      send(fill(t('bookMsg'), { time: clock(o), name: o.name, date: o.date, n: guests }), metadata);
    });
    from.closest('ul').after(form);
    scroll();
    form.querySelector('input').focus();
  }

  // A line about the conversation itself: someone joined, it was closed.
  function note(text) {
    log.append(el('div', { class: 'note', role: 'status', text }));
    scroll();
  }

  function renderItem(it) {
    if (it.r === 'assistant' && it.reply) renderReply(it.reply, false);
    else if (it.r === 'note') note(it.t);
    else bubble(it.r, it.t, it.n);
  }

  // ---- connection ----

  let sessionId = store.get(SKEY) || '';
  let tok = null; // {token, exp}
  let tokPromise = null;
  let client = null;
  let rt = null;
  let started = null;
  let pending = 0;
  const sentTexts = [];
  let staffTyping = ''; // the name of the staff member typing, while they do
  let staffTypingTimer = null;
  let teamOnline = null; // null until GET /v1/presence answers
  let presenceTimer = null;
  let lastTypingSent = 0;

  function showTeam() {
    team.hidden = teamOnline === null;
    team.classList.toggle('on', !!teamOnline);
    team.textContent = teamOnline ? t('teamOnline') : t('teamAway');
    host.dataset.team = teamOnline === null ? '' : teamOnline ? 'online' : 'away';
  }

  async function refreshPresence() {
    try {
      const p = await new client.TourChat({ baseUrl: API, getToken: () => token(false) }).presence.get();
      teamOnline = p.staff_online > 0;
    } catch {
      teamOnline = null;
    }
    showTeam();
  }

  function showTyping() {
    typing.hidden = pending === 0 && !staffTyping;
    typingText.textContent = staffTyping ? fill(t('staffTyping'), { name: staffTyping }) : t('typing');
    typingText.className = staffTyping ? 'who-types' : 'sr'; // a person's name is worth showing
    host.dataset.staffTyping = staffTyping;
  }

  function onTyping(f) {
    if (f.role !== 'staff') return; // our own, echoed
    staffTyping = f.name || t('staff');
    showTyping();
    clearTimeout(staffTypingTimer);
    staffTypingTimer = setTimeout(() => {
      staffTyping = '';
      showTyping();
    }, 4000);
  }

  // The visitor typing reaches staff, at most every two seconds: a burst
  // inside the window is sent when it ends.
  let typingLater = null;
  function sendTyping() {
    typingLater = null;
    if (!rt || !rt.open || !sessionId || !input.value) return;
    lastTypingSent = Date.now();
    rt.send({ type: 'typing', channel: 'session:' + sessionId });
  }
  input.addEventListener('input', () => {
    const wait = lastTypingSent + 2000 - Date.now();
    if (wait <= 0) sendTyping();
    else if (!typingLater) typingLater = setTimeout(sendTyping, wait);
  });

  async function token(refresh) {
    if (!refresh && tok && tok.exp - Date.now() > 60000) return tok.token;
    if (!tokPromise) {
      const boot = new client.TourChat({ baseUrl: API, apiKey: KEY });
      tokPromise = boot.widgetSession({ businessId: BIZ, sessionId: sessionId || undefined }).then((res) => {
        sessionId = res.session_id || sessionId;
        store.set(SKEY, sessionId);
        tok = { token: res.token, exp: Date.parse(res.expires_at) || Date.now() + 600000 };
        return tok.token;
      }).finally(() => { tokPromise = null; });
    }
    return tokPromise;
  }

  function start() {
    if (started) return started;
    started = import(new URL('tourchat.js', BASE).href).then((mod) => {
      client = mod;
      rt = new mod.Realtime({
        baseUrl: API,
        getToken: (refresh) => token(refresh),
        onStatus: (s) => {
          // Exposed on the host for integrators' monitoring and the browser tests.
          host.dataset.state = s;
          showStatus();
        },
        onEvent: onEvent,
        onTyping: onTyping,
        // A session token is subscribed to its session at connect; once the
        // stream position is known, reconnects re-subscribe with since.
        onSubscribed: (f) => {
          rt.channels.add(f.channel);
          if (f.recovered !== undefined) host.dataset.recovered = String(f.recovered);
        },
      });
      return token(false).then(() => {
        rt.connect();
        refreshPresence();
        presenceTimer = setInterval(() => {
          if (!panel.hidden) refreshPresence();
        }, 60000);
      });
    }).catch((err) => {
      started = null;
      throw err;
    });
    return started;
  }

  function onEvent(f) {
    host.dataset.offset = String(f.offset);
    const ev = f.event || {};
    if (!ev.data) return;
    if (ev.type === 'conversation.assigned' || ev.type === 'conversation.released' || ev.type === 'conversation.closed') {
      if (seen.has(ev.id)) return;
      seen.add(ev.id);
      const who = (ev.data.assignee && ev.data.assignee.name) || t('staff');
      const text = ev.type === 'conversation.assigned' ? fill(t('joined'), { name: who })
        : ev.type === 'conversation.released' ? t('backToBot') : t('ended');
      host.dataset.conversation = ev.data.status || '';
      if (ev.type === 'conversation.assigned') {
        teamOnline = true;
        showTeam();
      }
      note(text);
      remember({ r: 'note', t: text });
      return;
    }
    if (ev.type !== 'conversation.message_created') return;
    const m = ev.data;
    const rid = m.reply && m.reply.id;
    if (seen.has(m.id) || (rid && seen.has(rid))) return;
    if (m.role === 'staff') {
      seen.add(m.id);
      const name = m.author && m.author.name;
      staffTyping = '';
      showTyping();
      bubble('staff', m.text, name);
      remember({ r: 'staff', t: m.text, n: name });
      return;
    }
    // Our own turns arrive as events too; show only what another tab said.
    if (pending > 0) return;
    if (m.role === 'visitor') {
      const i = sentTexts.indexOf(m.text);
      if (i >= 0) {
        sentTexts.splice(i, 1);
        return;
      }
      seen.add(m.id);
      bubble('visitor', m.text);
      remember({ r: 'visitor', t: m.text });
    } else if (m.role === 'assistant') {
      seen.add(m.id);
      const reply = m.reply || { id: m.id, message: m.text };
      renderReply(reply, true);
      remember({ r: 'assistant', reply });
    }
  }

  async function send(text, metadata) {
    text = String(text || '').trim();
    if (!text) return;
    bubble('visitor', text);
    remember({ r: 'visitor', t: text });
    sentTexts.push(text);
    if (sentTexts.length > 20) sentTexts.shift();
    for (const c of log.querySelectorAll('.chips')) c.remove();
    pending++;
    typing.hidden = false;
    scroll();
    const args = { message: text, language: FORCED_LANG || undefined, metadata };
    try {
      await start();
      let reply;
      if (rt.open) {
        reply = await rt.chat(args);
      } else {
        // WebSockets unavailable or reconnecting: the same turn over REST.
        const rest = () => new client.TourChat({ baseUrl: API, token: tok.token })
          .chat(Object.assign({ businessId: BIZ, sessionId }, args));
        await token(false);
        reply = await rest().catch(async (err) => {
          if (err.status !== 401) throw err;
          await token(true);
          return rest();
        });
      }
      if (reply.language) setLanguage(reply.language);
      // A person handles the conversation: the assistant stayed silent.
      if (reply.handled_by === 'human') {
        seen.add(reply.id);
      } else if (!seen.has(reply.id)) {
        renderReply(reply, true);
        remember({ r: 'assistant', reply });
      }
    } catch (err) {
      log.append(el('div', { class: 'msg error', role: 'alert', text: t('error') }));
      scroll();
    } finally {
      pending--;
      showTyping();
    }
  }

  composer.addEventListener('submit', (e) => {
    e.preventDefault();
    const v = input.value;
    input.value = '';
    send(v);
  });

  applyLanguage();
  if (transcript.length) transcript.forEach(renderItem);
  else bubble('assistant', t('welcome'));
  (document.body || document.documentElement).append(host);
  // A returning visitor with a conversation reconnects at once to see staff replies.
  if (sessionId && transcript.length) start().catch(() => {});
})();
