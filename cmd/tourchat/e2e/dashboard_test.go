package e2e

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tourchat/tourchat/cmd/tourchat/app"
)

// signIn opens the dashboard and signs in with the demo's secret key.
func signIn(t *testing.T, staff *tab, srv *server) {
	t.Helper()
	staff.do(30*time.Second,
		chromedp.Navigate(srv.URL+"/dashboard"),
		chromedp.WaitVisible(chromedp.CSS("#key")),
		chromedp.SendKeys(chromedp.CSS("#key"), srv.cfg.DemoKey+"\r"),
	)
	staff.waitFor("the dashboard's live subscription", `document.body.dataset.live === 'subscribed'`, 10*time.Second)
}

// TestDashboardLiveBookingsAndLeads checks the dashboard on its own: a
// booking made over the API and a lead captured in a chat appear live, and a
// lead's status is changed from the page.
func TestDashboardLiveBookingsAndLeads(t *testing.T) {
	chromiumPath(t)
	srv := startServer(t, false)
	browser := newBrowser(t)
	staff := newTab(t, browser, "dashboard")
	signIn(t, staff, srv)
	staff.waitFor("the analytics charts", `!!document.querySelector('#chart-days svg') && !!document.querySelector('#chart-hours svg')`, 10*time.Second)

	day := tomorrow(t)
	var avail struct {
		Slots []struct {
			SlotID   string `json:"slot_id"`
			Bookable bool   `json:"bookable"`
		} `json:"slots"`
	}
	if code := srv.api(http.MethodGet, "/v1/bookings?date="+day+"&guests=3", nil, &avail); code != 200 {
		t.Fatalf("GET /v1/bookings: %d", code)
	}
	slot := ""
	for _, s := range avail.Slots {
		if s.Bookable {
			slot = s.SlotID
			break
		}
	}
	if slot == "" {
		t.Fatalf("no bookable slot tomorrow: %+v", avail.Slots)
	}
	var b booking
	code := srv.api(http.MethodPost, "/v1/bookings", map[string]any{
		"slot_id": slot, "guests": 3, "customer": map[string]string{"name": "Maria Rossi", "email": "maria@example.com"},
	}, &b)
	created := time.Now()
	if code != http.StatusCreated {
		t.Fatalf("POST /v1/bookings: %d", code)
	}
	staff.waitFor("the booking notification", `[...document.querySelectorAll('#notifications li.booking')].some(li => li.innerText.includes('Maria Rossi'))`, 5*time.Second)
	at, _ := strconv.ParseInt(eval[string](staff, `[...document.querySelectorAll('#notifications li.booking')].find(li => li.innerText.includes('Maria Rossi')).dataset.at`), 10, 64)
	if lag := time.UnixMilli(at).Sub(created); lag > time.Second {
		t.Errorf("booking notification %s after the API answered, want within 1s", lag)
	} else {
		t.Logf("booking notification %s after the API answered", lag)
	}

	// A chat that leaves an email address captures a lead.
	var reply map[string]any
	if code := srv.api(http.MethodPost, "/v1/chat", map[string]any{
		"business_id": "biz_demo", "session_id": "e2e-lead-" + strconv.FormatInt(time.Now().UnixNano(), 36),
		"message": "I'm Tom Baker, my email is tom@example.com, kayak tomorrow for 2 please",
	}, &reply); code != 200 {
		t.Fatalf("POST /v1/chat: %d", code)
	}
	staff.waitFor("the lead notification", `[...document.querySelectorAll('#notifications li.lead')].some(li => li.innerText.includes('tom@example.com'))`, 5*time.Second)
	staff.waitFor("the lead's row", `[...document.querySelectorAll('#leads tbody tr')].some(tr => tr.innerText.includes('tom@example.com'))`, 5*time.Second)
	leadID := eval[string](staff, `[...document.querySelectorAll('#leads tbody tr')].find(tr => tr.innerText.includes('tom@example.com')).dataset.lead`)
	staff.do(5*time.Second, js(`(() => { const s = document.querySelector('#leads tr[data-lead="`+leadID+`"] select');
		s.value = 'contacted'; s.dispatchEvent(new Event('change')); })()`))
	deadline := time.Now().Add(5 * time.Second)
	for {
		var lead struct {
			Status string `json:"status"`
		}
		srv.api(http.MethodGet, "/v1/leads/"+leadID, nil, &lead)
		if lead.Status == "contacted" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("lead %s status %q after the dashboard changed it, want contacted", leadID, lead.Status)
		}
		time.Sleep(50 * time.Millisecond)
	}

	// Tomorrow's slots show the booking under its slot.
	staff.do(10*time.Second, js(`(() => { const d = document.getElementById('slot-date'); d.value = '`+day+`'; d.dispatchEvent(new Event('change')); })()`))
	staff.waitFor("the booking under its slot", `!!document.querySelector('.slot[data-slot="`+slot+`"]') && document.querySelector('.slot[data-slot="`+slot+`"]').innerText.includes('Maria Rossi')`, 5*time.Second)
	staff.shot("live")
	if txt := eval[string](staff, `document.getElementById('notifications').innerText`); !strings.Contains(txt, "tom@example.com") {
		t.Errorf("notifications: %q", txt)
	}
	staff.noConsoleErrors()
}

// TestDashboardSessionExpires runs the server's clock 14m50s behind, so the
// staff token (15 minutes) expires 10 seconds after sign-in: the page must
// drop it and ask to sign in again, the key being nowhere to refresh it with.
func TestDashboardSessionExpires(t *testing.T) {
	chromiumPath(t)
	srv := startServer(t, false, func(c *app.Config) {
		c.Now = func() time.Time { return time.Now().Add(-(15*time.Minute - 10*time.Second)) }
	})
	browser := newBrowser(t)
	staff := newTab(t, browser, "dashboard")
	signIn(t, staff, srv)
	staff.waitFor("the sign-in form again", `!document.getElementById('signin').hidden && document.getElementById('main').hidden`, 30*time.Second)
	if msg := eval[string](staff, `document.getElementById('signin-msg').innerText`); !strings.Contains(msg, "expired") {
		t.Errorf("message after expiry: %q", msg)
	}
	if eval[string](staff, `document.getElementById('key').value`) != "" {
		t.Error("the key field is filled after expiry")
	}
	staff.shot("expired")
	staff.noConsoleErrors()
}
