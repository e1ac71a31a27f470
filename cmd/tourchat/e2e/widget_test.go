package e2e

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// W is the widget's shadow root, open so that tests can reach inside it.
const (
	host = `document.querySelector('#tourchat-widget')`
	W    = host + `.shadowRoot`
)

// openWidget loads the demo page and opens the chat panel.
func openWidget(t *testing.T, tb *tab, srv *server) {
	t.Helper()
	tb.do(30*time.Second, chromedp.Navigate(srv.URL+"/"))
	tb.waitFor("the widget", `!!(`+host+` && `+W+`.querySelector('.launcher'))`, 10*time.Second)
	tb.do(5*time.Second, js(`window.__noReload = true`))
}

// ask types a message into the focused chat input and waits for the reply.
func ask(t *testing.T, tb *tab, message string) {
	t.Helper()
	before := eval[string](tb, `String(`+host+`.dataset.replyAt || 0)`)
	tb.waitFor("the chat input to have focus", W+`.activeElement && `+W+`.activeElement.id === 'tc-input'`, 5*time.Second)
	tb.do(10*time.Second, keys(message+"\r"))
	tb.waitFor("the assistant's reply", `Number(`+host+`.dataset.replyAt || 0) > `+before, 15*time.Second)
	if n := eval[int](tb, W+`.querySelectorAll('.msg.error').length`); n > 0 {
		t.Fatalf("the widget shows %d error(s)", n)
	}
}

// cardDates are the dates of the booking cards of the last reply.
func cardDates(tb *tab) []string {
	return eval[[]string](tb, `(() => { const l = [...`+W+`.querySelectorAll('.cards')].pop();
		return l ? [...l.querySelectorAll('.card')].map(c => c.dataset.date) : []; })()`)
}

// TestVisitorBooksInSpanishAndDashboardSeesIt is the main acceptance path: a
// visitor asks in Spanish for tomorrow's tours, sees cards, books one in the
// chat, and a dashboard open in another browser context shows the booking
// within a second, without reloading.
func TestVisitorBooksInSpanishAndDashboardSeesIt(t *testing.T) {
	chromiumPath(t)
	srv := startServer(t, false)
	browser := newBrowser(t)
	staff := newTab(t, browser, "dashboard")
	visitor := newTab(t, browser, "visitor")
	day := tomorrow(t)

	staff.do(30*time.Second,
		chromedp.Navigate(srv.URL+"/dashboard"),
		chromedp.WaitVisible(chromedp.CSS("#key")),
		chromedp.SendKeys(chromedp.CSS("#key"), srv.cfg.DemoKey+"\r"),
	)
	staff.waitFor("the dashboard's live subscription", `document.body.dataset.live === 'subscribed'`, 10*time.Second)
	staff.waitFor("today's slots", `document.querySelectorAll('#slots .slot').length > 0`, 10*time.Second)
	leak := eval[bool](staff, `[document.documentElement.outerHTML, JSON.stringify(localStorage), JSON.stringify(sessionStorage), document.cookie].some(s => s.includes(`+strconv.Quote(srv.cfg.DemoKey)+`))`)
	if leak {
		t.Fatal("the secret key is still in the page or its storage after sign-in")
	}
	staff.do(5*time.Second, js(`window.__noReload = true`))

	openWidget(t, visitor, srv)
	visitor.do(5*time.Second, js(W+`.querySelector('.launcher').click()`))
	ask(t, visitor, "Hola, ¿qué tours tenéis mañana?")
	visitor.waitFor("booking cards", W+`.querySelectorAll('.card').length > 0`, 5*time.Second)
	if lang := eval[string](visitor, W+`.querySelector('.tc').getAttribute('lang')`); lang != "es" {
		t.Errorf("widget language after a Spanish question = %q, want es", lang)
	}
	dates := cardDates(visitor)
	if len(dates) == 0 {
		t.Fatal("no booking cards in the last reply")
	}
	for _, d := range dates {
		if d != day {
			t.Errorf("card for %s, asked for tomorrow (%s)", d, day)
		}
	}
	card := eval[string](visitor, W+`.querySelector('.card').innerText`)
	for _, want := range []string{"€", "Reservar"} {
		if !strings.Contains(card, want) {
			t.Errorf("card text %q lacks %q", card, want)
		}
	}
	visitor.shot("cards")

	slot := eval[string](visitor, `[...`+W+`.querySelectorAll('.card')].pop().dataset.slot`)
	visitor.do(5*time.Second, js(`[...`+W+`.querySelectorAll('.card')].pop().querySelector('.book').click()`))
	visitor.waitFor("the booking form", `!!`+W+`.querySelector('form.bookform')`, 5*time.Second)
	visitor.do(5*time.Second, js(`(() => { const f = `+W+`.querySelector('form.bookform').elements;
		f.guests.value = '2'; f.name.value = 'Lucía Fernández'; f.email.value = 'lucia@example.com'; f.phone.value = '+34 612 345 678'; })()`))
	visitor.shot("form")
	before := eval[string](visitor, `String(`+host+`.dataset.replyAt)`)
	visitor.do(5*time.Second, js(W+`.querySelector('form.bookform').requestSubmit()`))
	visitor.waitFor("the booking summary", `Number(`+host+`.dataset.replyAt) > `+before, 15*time.Second)
	visitor.shot("summary")
	// The form leads to the summary; only the visitor's yes books.
	if n := len(srv.bookings(day)); n != 0 {
		t.Fatalf("%d bookings before the visitor confirmed the summary", n)
	}
	ask(t, visitor, "sí")
	visitor.shot("confirmed")

	staff.waitFor("the booking notification", `!!document.querySelector('#notifications li.booking')`, 5*time.Second)
	replyAt, _ := strconv.ParseInt(eval[string](visitor, host+`.dataset.replyAt`), 10, 64)
	notifiedAt, _ := strconv.ParseInt(eval[string](staff, `document.querySelector('#notifications li.booking').dataset.at`), 10, 64)
	if lag := time.Duration(notifiedAt-replyAt) * time.Millisecond; lag > time.Second {
		t.Errorf("the dashboard showed the booking %s after the visitor's confirmation, want within 1s", lag)
	} else {
		t.Logf("dashboard notified %s after the confirmation", lag)
	}
	if text := eval[string](staff, `document.querySelector('#notifications li.booking').innerText`); !strings.Contains(text, "Lucía Fernández") {
		t.Errorf("notification %q does not name the customer", text)
	}
	if !eval[bool](staff, `window.__noReload === true`) {
		t.Error("the dashboard reloaded")
	}
	staff.shot("notification")

	b := srv.waitBooking(day, "Lucía Fernández", 5*time.Second)
	if b.Guests != 2 || b.Status != "confirmed" || b.Source != "chat" || b.SlotID != slot {
		t.Errorf("booking %+v: want 2 guests, confirmed, source chat, slot %s", b, slot)
	}
	visitor.noConsoleErrors()
	staff.noConsoleErrors()
}

// TestWidgetSurvivesServerRestart restarts the server under an open widget:
// it reconnects with backoff, re-subscribes with since, keeps its transcript
// and goes on chatting in the same page.
func TestWidgetSurvivesServerRestart(t *testing.T) {
	chromiumPath(t)
	srv := startServer(t, true)
	persistent := srv.cfg.RedisURL != ""
	browser := newBrowser(t)
	visitor := newTab(t, browser, "visitor")

	openWidget(t, visitor, srv)
	visitor.do(5*time.Second, js(W+`.querySelector('.launcher').click()`))
	ask(t, visitor, "What tours do you have tomorrow?")
	visitor.waitFor("the WebSocket", host+`.dataset.state === 'open'`, 10*time.Second)
	visitor.waitFor("the session channel's position", host+`.dataset.offset !== undefined`, 10*time.Second)
	bubbles := eval[int](visitor, W+`.querySelectorAll('.msg').length`)

	srv.restart(time.Second)
	visitor.waitFor("the widget to notice the restart", host+`.dataset.state !== 'open'`, 10*time.Second)
	visitor.shot("reconnecting")
	visitor.waitFor("the WebSocket to reconnect", host+`.dataset.state === 'open'`, 30*time.Second)
	if persistent {
		visitor.waitFor("the subscription to recover", host+`.dataset.recovered === 'true'`, 10*time.Second)
	} else {
		t.Logf("memory backends: recovered=%s (the in-process hub starts a new epoch)", eval[string](visitor, `String(`+host+`.dataset.recovered)`))
	}
	if got := eval[int](visitor, W+`.querySelectorAll('.msg').length`); got < bubbles {
		t.Fatalf("transcript shrank from %d to %d messages", bubbles, got)
	}
	if !eval[bool](visitor, `window.__noReload === true`) {
		t.Fatal("the page reloaded")
	}
	if !eval[bool](visitor, W+`.querySelector('.log').innerText.includes('What tours do you have tomorrow?')`) {
		t.Fatal("the first question is gone from the transcript")
	}
	visitor.do(5*time.Second, js(W+`.getElementById('tc-input').focus()`))
	ask(t, visitor, "And for 4 people?")
	if eval[string](visitor, host+`.dataset.state`) != "open" {
		t.Error("the reply after the restart did not come over the WebSocket")
	}
	visitor.shot("after-restart")

	// Phones get the panel on the whole screen.
	visitor.do(5*time.Second, chromedp.EmulateViewport(390, 780))
	visitor.waitFor("the full-screen panel on a phone", `Math.round(`+W+`.querySelector('.panel').getBoundingClientRect().width) === 390`, 5*time.Second)
	visitor.shot("mobile")
}

// TestKeyboardOnlyBooking completes a booking without a mouse: Tab to the
// launcher, Enter, type, Shift+Tab back to a card's Book button, fill the
// form, Enter.
func TestKeyboardOnlyBooking(t *testing.T) {
	chromiumPath(t)
	srv := startServer(t, false)
	browser := newBrowser(t)
	visitor := newTab(t, browser, "visitor")
	openWidget(t, visitor, srv)

	// The page's styles do not reach into the shadow root.
	visitor.do(5*time.Second, js(`document.head.append(Object.assign(document.createElement('style'),
		{ textContent: 'button, div, input { background: rgb(255, 0, 0) !important; font-size: 40px !important; }' }))`))
	if bg := eval[string](visitor, `getComputedStyle(`+W+`.querySelector('.launcher')).backgroundColor`); bg != "rgb(10, 88, 168)" {
		t.Errorf("the page's CSS leaked into the widget: launcher background %s", bg)
	}

	focused := func(check string) bool {
		return eval[bool](visitor, `(() => { const a = `+W+`.activeElement; return document.activeElement === `+host+` && !!a && (`+check+`); })()`)
	}
	tabUntil := func(what, check string, opts ...chromedp.KeyOption) {
		t.Helper()
		for range 60 {
			if focused(check) {
				return
			}
			visitor.do(5*time.Second, keys("\t", opts...))
		}
		visitor.shot("focus-lost")
		t.Fatalf("keyboard focus never reached %s", what)
	}
	tabUntil("the launcher", `a.classList.contains('launcher')`)
	visitor.do(5*time.Second, keys("\r"))
	ask(t, visitor, "What tours do you have tomorrow?")
	visitor.waitFor("booking cards", W+`.querySelectorAll('.card').length > 0`, 5*time.Second)

	back := chromedp.KeyModifiers(chromedp.ModifierShift)
	tabUntil("a Book button", `a.classList.contains('book')`, back)
	date := eval[string](visitor, W+`.activeElement.closest('.card').dataset.date`)
	slot := eval[string](visitor, W+`.activeElement.closest('.card').dataset.slot`)
	visitor.do(5*time.Second, keys("\r"))
	visitor.waitFor("the form's first field", W+`.activeElement && `+W+`.activeElement.name === 'guests'`, 5*time.Second)
	visitor.do(5*time.Second, keys(kb.ArrowUp)) // one more guest, if the slot has room
	guests, _ := strconv.Atoi(eval[string](visitor, W+`.activeElement.value`))
	visitor.do(10*time.Second,
		keys("\t"), keys("Kai Müller"),
		keys("\t"), keys("kai@example.com"),
		keys("\t"), // phone stays empty: an email is enough
		keys("\t"),
	)
	if !focused(`a.type === 'submit' && !!a.closest('form.bookform')`) {
		t.Fatal("Tab from the last field does not reach the confirm button")
	}
	visitor.shot("form")
	before := eval[string](visitor, `String(`+host+`.dataset.replyAt)`)
	visitor.do(5*time.Second, keys("\r"))
	visitor.waitFor("the booking summary", `Number(`+host+`.dataset.replyAt) > `+before, 15*time.Second)
	if !focused(`a.id === 'tc-input'`) {
		t.Error("after the booking form, focus is not back in the chat input")
	}
	ask(t, visitor, "yes") // the summary asks for a yes before booking
	visitor.shot("confirmed")

	b := srv.waitBooking(date, "Kai Müller", 5*time.Second)
	if b.Guests != guests || b.SlotID != slot || b.Customer.Email != "kai@example.com" {
		t.Errorf("booking %+v: want %d guests on slot %s for kai@example.com", b, guests, slot)
	}
	visitor.noConsoleErrors()
}

// TestWidgetFallsBackToREST blocks WebSockets in the page (as a proxy that
// refuses upgrades would): the widget still chats, over POST /v1/chat with
// its session token.
func TestWidgetFallsBackToREST(t *testing.T) {
	chromiumPath(t)
	srv := startServer(t, false)
	browser := newBrowser(t)
	visitor := newTab(t, browser, "visitor")
	visitor.do(10*time.Second, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
			Source: `window.WebSocket = class { constructor() { this.readyState = 3; setTimeout(() => this.onclose && this.onclose({ code: 1006 }), 0); } send() {} close() {} };`,
		})
		return err
	}))
	openWidget(t, visitor, srv)
	visitor.do(5*time.Second, js(W+`.querySelector('.launcher').click()`))
	ask(t, visitor, "Quels circuits avez-vous demain ?")
	visitor.waitFor("booking cards", W+`.querySelectorAll('.card').length > 0`, 5*time.Second)
	if state := eval[string](visitor, `String(`+host+`.dataset.state)`); state == "open" {
		t.Fatalf("the WebSocket is open (%s) although the page blocks it", state)
	}
	if lang := eval[string](visitor, W+`.querySelector('.tc').getAttribute('lang')`); lang != "fr" {
		t.Errorf("widget language after a French question = %q, want fr", lang)
	}
	visitor.shot("rest")
	visitor.noConsoleErrors()
}

// TestWidgetOnAnotherSite embeds the widget, as integrators do, in a page of
// another origin (on the demo's allow-list): the session request and the
// client module cross origins, so they need CORS answers from the server.
func TestWidgetOnAnotherSite(t *testing.T) {
	chromiumPath(t)
	srv := startServer(t, false)
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Another site</title>
<link rel="icon" href="data:,"><style>body{font:20px serif}</style></head><body><h1>Partner</h1>
<script src="%s/widget.js" data-business="biz_demo" data-key="%s" async></script></body></html>`,
			srv.URL, html.EscapeString(srv.cfg.DemoPublishableKey))
	}))
	t.Cleanup(site.Close)
	browser := newBrowser(t)
	visitor := newTab(t, browser, "visitor")
	visitor.do(30*time.Second, chromedp.Navigate(site.URL+"/"))
	visitor.waitFor("the widget", `!!(`+host+` && `+W+`.querySelector('.launcher'))`, 10*time.Second)
	visitor.do(5*time.Second, js(W+`.querySelector('.launcher').click()`))
	ask(t, visitor, "Welche Touren gibt es morgen?")
	visitor.waitFor("booking cards", W+`.querySelectorAll('.card').length > 0`, 5*time.Second)
	visitor.waitFor("the WebSocket", host+`.dataset.state === 'open'`, 10*time.Second)
	visitor.waitFor("the photos", `[...`+W+`.querySelectorAll('.media img')].every(i => i.complete && i.naturalWidth > 0 && i.alt)`, 10*time.Second)
	visitor.shot("partner")
	visitor.noConsoleErrors()
}
