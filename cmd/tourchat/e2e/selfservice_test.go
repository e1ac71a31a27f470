package e2e

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/tourchat/tourchat/cmd/tourchat/app"
)

// ownerSignIn signs the demo owner in with email and password.
func ownerSignIn(t *testing.T, staff *tab, srv *server) {
	t.Helper()
	pw := srv.app.Demo.OwnerPassword
	if pw == "" {
		t.Fatal("the memory-store demo printed no owner password")
	}
	staff.do(30*time.Second,
		chromedp.Navigate(srv.URL+"/dashboard"),
		chromedp.WaitVisible(chromedp.CSS("#email")),
		chromedp.SendKeys(chromedp.CSS("#email"), app.DemoOwnerEmail),
		chromedp.SendKeys(chromedp.CSS("#password"), pw+"\r"),
	)
	staff.waitFor("the owner's dashboard", `document.body.dataset.role === 'owner' && document.body.dataset.live === 'subscribed'`, 15*time.Second)
}

// useKey calls GET /v1/services with a key and answers the status and body.
func useKey(t *testing.T, srv *server, key string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, srv.URL+"/v1/services", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var b strings.Builder
	buf := make([]byte, 32<<10)
	for {
		n, err := res.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return res.StatusCode, b.String()
}

// TestOwnerCreatesTourAndKey is the self-service path: the demo owner signs
// in with a password, creates a tour with adult and child prices and a daily
// departure, a visitor finds it in the widget and books it in the chat, the
// owner books a family by phone with the real ticket total, then creates an
// API key, uses it over HTTP and revokes it.
func TestOwnerCreatesTourAndKey(t *testing.T) {
	chromiumPath(t)
	srv := startServer(t, false)
	browser := newBrowser(t)
	staff := newTab(t, browser, "owner")
	ownerSignIn(t, staff, srv)
	if eval[bool](staff, `document.cookie.includes('tourchat_session')`) {
		t.Error("the session cookie is readable from JavaScript")
	}

	// Tours, reached with the keyboard from the tab list.
	staff.do(5*time.Second, js(`document.getElementById('tab-overview').focus()`), keys(kb.ArrowRight))
	staff.waitFor("the tours page", `!document.getElementById('page-tours').hidden && !!document.getElementById('tour-new')`, 10*time.Second)
	staff.do(5*time.Second, js(`document.getElementById('tour-new').click()`))
	staff.waitFor("the tour form", `!!document.getElementById('tour-form')`, 5*time.Second)
	staff.do(10*time.Second, chromedp.SendKeys(chromedp.CSS("#t-name-en"), "Harbour Lights Cruise"))
	staff.do(5*time.Second, js(`(() => {
		const set = (id, v) => { document.getElementById(id).value = v; };
		set('t-name-pt', 'Cruzeiro das Luzes do Porto'); set('t-name-es', 'Crucero de las Luces del Puerto');
		set('t-name-fr', 'Croisière des Lumières du Port'); set('t-name-de', 'Hafenlichter-Fahrt'); set('t-name-it', 'Crociera delle Luci del Porto');
		set('t-desc-en', 'Ninety minutes on the river as the city lights come on.');
		set('t-duration', '90'); set('t-capacity', '12'); set('t-languages', 'en, pt');
		for (const d of ['mon','tue','wed','thu','fri','sat','sun']) set('t-sched-' + d, '20:30');
		document.querySelector('#tickets .ticket .tt-price').value = '40';
		[...document.querySelectorAll('#tour-form button')].find(b => b.textContent === 'Add child').click();
		const child = [...document.querySelectorAll('#tickets .ticket')].pop();
		child.querySelector('.tt-price').value = '20';
		[...document.querySelectorAll('#tour-form button')].find(b => b.textContent === 'Add photo').click();
		document.querySelector('#photos .ph-url').value = '/media/sailing.svg';
		document.querySelector('#photos .ph-alt').value = 'The river at night';
	})()`))
	staff.shot("tour-form")
	staff.do(5*time.Second, js(`document.getElementById('tour-save').click()`))
	staff.waitFor("the saved tour", `(document.getElementById('tour-msg') || {}).innerText?.includes('Saved')`, 10*time.Second)
	svcID := eval[string](staff, `document.querySelector('#tours-table tr[data-service^="svc_harbour_lights"]').dataset.service`)
	staff.shot("tour-saved")

	// A visitor finds it in the widget and books it in the chat.
	day := tomorrow(t)
	visitor := newTab(t, browser, "visitor")
	openWidget(t, visitor, srv)
	visitor.do(5*time.Second, js(W+`.querySelector('.launcher').click()`))
	ask(t, visitor, "Is the Harbour Lights Cruise on tomorrow?")
	visitor.waitFor("a card of the new tour", `[...`+W+`.querySelectorAll('.card')].some(c => (c.dataset.slot || '').includes('harbour_lights'))`, 5*time.Second)
	card := eval[string](visitor, `[...`+W+`.querySelectorAll('.card')].find(c => c.dataset.slot.includes('harbour_lights')).innerText`)
	if !strings.Contains(card, "40") {
		t.Errorf("card %q does not show the adult price", card)
	}
	visitor.shot("new-tour-card")
	visitor.do(5*time.Second, js(`[...`+W+`.querySelectorAll('.card')].find(c => c.dataset.slot.includes('harbour_lights')).querySelector('.book').click()`))
	visitor.waitFor("the booking form", `!!`+W+`.querySelector('form.bookform')`, 5*time.Second)
	// The form asks for adults and children, with their prices.
	form := eval[string](visitor, W+`.querySelector('form.bookform').innerText`)
	if !strings.Contains(form, "Child") || !strings.Contains(form, "20") {
		t.Errorf("the booking form %q does not offer the child ticket", form)
	}
	visitor.do(5*time.Second, js(`(() => { const f = `+W+`.querySelector('form.bookform').elements;
		f.tt_adult.value = '2'; f.tt_child.value = '1'; f.name.value = 'Oliver Bennett'; f.email.value = 'oliver@example.com'; f.phone.value = '+44 7700 900123'; })()`))
	visitor.shot("ticket-form")
	before := eval[string](visitor, `String(`+host+`.dataset.replyAt)`)
	visitor.do(5*time.Second, js(W+`.querySelector('form.bookform').requestSubmit()`))
	visitor.waitFor("the booking summary", `Number(`+host+`.dataset.replyAt) > `+before, 15*time.Second)
	summary := eval[string](visitor, `[...`+W+`.querySelectorAll('.msg')].pop().innerText`)
	if !strings.Contains(summary, "100") {
		t.Errorf("the summary %q does not state the total of 2 adults and a child (100)", summary)
	}
	visitor.shot("summary")
	ask(t, visitor, "yes")
	chat := srv.waitBooking(day, "Oliver Bennett", 5*time.Second)
	if chat.Guests != 3 || chat.Source != "chat" || !strings.Contains(chat.SlotID, "harbour_lights") || chat.TotalPrice != 100 || chat.Tickets["child"] != 1 {
		t.Errorf("chat booking %+v", chat)
	}

	// The owner books another family by phone: an adult and two children.
	staff.do(5*time.Second, js(`document.getElementById('tab-bookings').click()`))
	staff.waitFor("the bookings page", `!!document.getElementById('bk-date')`, 10*time.Second)
	staff.do(5*time.Second, js(`(() => { const d = document.getElementById('bk-date'); d.value = '`+day+`'; d.dispatchEvent(new Event('change')); })()`))
	sel := `document.querySelector('#bk-day .slot[data-slot*="harbour_lights"]')`
	staff.waitFor("the new tour's departure with the chat booking", `!!`+sel+` && `+sel+`.innerText.includes('Oliver Bennett')`, 10*time.Second)
	staff.do(5*time.Second, js(`[...`+sel+`.querySelectorAll('button')].find(b => b.textContent === 'New phone booking').click()`))
	staff.waitFor("the phone booking form", `!!`+sel+`.querySelector('form [data-ticket="child"]')`, 5*time.Second)
	staff.do(5*time.Second, js(`(() => { const f = `+sel+`.querySelector('form');
		f.querySelector('[data-ticket="adult"]').value = '1'; f.querySelector('[data-ticket="child"]').value = '2';
		f.elements.name.value = 'Família Costa'; f.elements.phone.value = '+351 912 345 678'; f.requestSubmit(); })()`))
	staff.waitFor("the phone booking", `document.getElementById('bk-msg').innerText.includes('Família Costa')`, 10*time.Second)
	staff.waitFor("the booking in the day's list", `!!`+sel+` && `+sel+`.innerText.includes('Família Costa')`, 10*time.Second)
	line := eval[string](staff, sel+`.innerText`)
	if !strings.Contains(line, "1 adult, 2 child") || !strings.Contains(line, "80.00") || !strings.Contains(line, "2 adult, 1 child") || !strings.Contains(line, "100.00") {
		t.Errorf("the day's bookings read %q, want the phone family at 80 and the chat family at 100", line)
	}
	staff.shot("bookings")
	var fam struct {
		Bookings []struct {
			Customer   struct{ Name string } `json:"customer"`
			TotalPrice float64               `json:"total_price"`
			Source     string                `json:"source"`
			Tickets    map[string]int        `json:"tickets"`
		} `json:"bookings"`
	}
	srv.api(http.MethodGet, "/v1/bookings?date="+day+"&service_id="+svcID, nil, &fam)
	found := false
	for _, b := range fam.Bookings {
		if b.Customer.Name == "Família Costa" {
			found = true
			if b.TotalPrice != 80 || b.Source != "dashboard" || b.Tickets["adult"] != 1 || b.Tickets["child"] != 2 {
				t.Errorf("phone booking %+v", b)
			}
		}
	}
	if !found {
		t.Error("the phone booking is not listed")
	}

	// A key: created from the page, used over HTTP, revoked.
	staff.do(5*time.Second, js(`document.getElementById('tab-keys').click()`))
	staff.waitFor("the keys page", `!!document.getElementById('key-form')`, 10*time.Second)
	staff.do(10*time.Second, chromedp.SendKeys(chromedp.CSS("#key-name"), "Booking site"),
		js(`document.getElementById('scope-catalog-read').click()`),
		js(`document.getElementById('key-form').requestSubmit()`))
	staff.waitFor("the new key", `!!document.getElementById('new-key')`, 10*time.Second)
	key := eval[string](staff, `document.getElementById('new-key').textContent`)
	if !strings.HasPrefix(key, "tc_live_") {
		t.Fatalf("key shown: %q", key)
	}
	staff.shot("key-created")
	code, body := useKey(t, srv, key)
	if code != 200 || !strings.Contains(body, svcID) {
		t.Fatalf("the new key: %d %s", code, body)
	}
	if eval[bool](staff, `document.getElementById('keys-table').innerText.includes(`+"`"+key+"`"+`)`) {
		t.Error("the key list shows the whole key")
	}
	row := `document.querySelector('#keys-table tbody tr')`
	staff.do(5*time.Second, js(`document.getElementById('tab-keys').click()`)) // reload the list
	staff.waitFor("the key's last use", row+`.innerText.includes('Booking site') && !`+row+`.children[5].innerText.includes('—')`, 5*time.Second)
	staff.do(5*time.Second, js(row+`.querySelector('button').click()`))
	staff.waitFor("the revoke confirmation", `!!document.querySelector('#keys-table .confirm-yes')`, 5*time.Second)
	staff.do(5*time.Second, keys("\r")) // the confirmation has focus
	staff.waitFor("the revoked key", row+`.innerText.includes('revoked')`, 10*time.Second)
	staff.shot("key-revoked")
	if code, _ := useKey(t, srv, key); code != 401 {
		t.Errorf("the revoked key answers %d, want 401", code)
	}

	// The team page lists the owner.
	staff.do(5*time.Second, js(`document.getElementById('tab-team').click()`))
	staff.waitFor("the team page", `!!document.getElementById('users-table') && document.getElementById('users-table').innerText.includes('`+app.DemoOwnerEmail+`')`, 10*time.Second)
	staff.shot("team")
	staff.noConsoleErrors()
	visitor.noConsoleErrors()
}

// TestTeamAndWebhooksPages: the owner adds an agent from the team page and a
// webhook endpoint from the webhooks page, sends it a test event and sees the
// delivery with its attempt; the agent signs in with the one-time password
// and sees only the pages of their role.
func TestTeamAndWebhooksPages(t *testing.T) {
	chromiumPath(t)
	hits := make(chan string, 16)
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case hits <- r.Header.Get("webhook-id"):
		default:
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(hook.Close)
	srv := startServer(t, false, func(c *app.Config) { c.WebhookAllowHosts = "127.0.0.1" })
	browser := newBrowser(t)
	owner := newTab(t, browser, "owner")
	ownerSignIn(t, owner, srv)

	owner.do(5*time.Second, js(`document.getElementById('tab-team').click()`))
	owner.waitFor("the team page", `!!document.getElementById('user-form')`, 10*time.Second)
	owner.do(10*time.Second,
		chromedp.SendKeys(chromedp.CSS("#user-email"), "ines@lisbontours.example"),
		chromedp.SendKeys(chromedp.CSS("#user-name"), "Inês Rocha"),
		js(`document.getElementById('user-role').value = 'agent'`),
		js(`document.getElementById('user-form').requestSubmit()`))
	owner.waitFor("the one-time password", `!!document.getElementById('user-otp')`, 10*time.Second)
	otp := eval[string](owner, `document.getElementById('user-otp').textContent`)
	owner.shot("team-added")

	owner.do(5*time.Second, js(`document.getElementById('tab-webhooks').click()`))
	owner.waitFor("the webhooks page", `!!document.getElementById('wh-form')`, 10*time.Second)
	owner.do(10*time.Second, chromedp.SendKeys(chromedp.CSS("#wh-url"), hook.URL+"/tourchat"),
		js(`document.getElementById('wh-form').requestSubmit()`))
	owner.waitFor("the signing secret", `!!document.getElementById('wh-secret') && document.getElementById('wh-secret').textContent.startsWith('whsec_')`, 10*time.Second)
	owner.do(5*time.Second, js(`[...document.querySelectorAll('#wh-table button')].find(b => b.textContent === 'Send test').click()`))
	select {
	case <-hits:
	case <-time.After(15 * time.Second):
		t.Fatal("the test event never reached the endpoint")
	}
	// The deliveries panel is read on demand: ask again until the attempt is recorded.
	owner.waitFor("the delivered test event", `(() => {
		const box = document.getElementById('wh-deliveries');
		if (box.innerText.includes('webhook.test · succeeded')) return true;
		if (!window.__asked || Date.now() - window.__asked > 300) {
			window.__asked = Date.now();
			[...document.querySelectorAll('#wh-table button')].find(b => b.textContent === 'Deliveries').click();
		}
		return false; })()`, 10*time.Second)
	if got := eval[string](owner, `document.querySelector('#wh-deliveries .attempts').innerText`); !strings.Contains(got, "204") {
		t.Errorf("attempt line %q lacks the status code", got)
	}
	owner.shot("webhooks")
	owner.noConsoleErrors()

	agent := newTab(t, browser, "agent")
	agent.do(30*time.Second,
		chromedp.Navigate(srv.URL+"/dashboard"),
		chromedp.WaitVisible(chromedp.CSS("#email")),
		chromedp.SendKeys(chromedp.CSS("#email"), "ines@lisbontours.example"),
		chromedp.SendKeys(chromedp.CSS("#password"), otp+"\r"))
	agent.waitFor("the agent's dashboard", `document.body.dataset.role === 'agent' && document.body.dataset.live === 'subscribed'`, 15*time.Second)
	hidden := eval[[]string](agent, `[...document.querySelectorAll('#tabs [role=tab]')].filter(t => t.hidden).map(t => t.id)`)
	if strings.Join(hidden, ",") != "tab-tours,tab-keys,tab-webhooks,tab-team" {
		t.Errorf("tabs hidden from an agent: %v", hidden)
	}
	agent.shot("agent")

	// The agent replaces the one-time password.
	agent.do(10*time.Second, js(`document.querySelector('#account summary').click()`),
		chromedp.SendKeys(chromedp.CSS("#pw-current"), otp),
		chromedp.SendKeys(chromedp.CSS("#pw-new"), "tram-28-to-belem\r"))
	agent.waitFor("the changed password", `document.getElementById('pw-msg').innerText.includes('Password changed')`, 10*time.Second)
	agent.shot("password-changed")
	res, err := http.Post(srv.URL+"/v1/auth/login", "application/json",
		strings.NewReader(`{"email":"ines@lisbontours.example","password":"tram-28-to-belem"}`))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("sign-in with the new password: %d", res.StatusCode)
	}
	agent.noConsoleErrors()
}
