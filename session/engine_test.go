package session

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/session/reply"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/demo"
	"github.com/tourchat/tourchat/store/memory"
)

// testNow is Monday 23 November 2026, 10:00 in Lisbon: the evaluation's clock.
var testNow = time.Date(2026, 11, 23, 10, 0, 0, 0, mustLoc("Europe/Lisbon"))

func mustLoc(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

type fixture struct {
	eng *Engine
	st  store.Store
	biz *store.Business
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	return newFixtureOn(t, memory.New(memory.Options{Now: func() time.Time { return testNow }}))
}

// newFixtureOn is the demo business and an engine on st, whose clock must
// show testNow.
func newFixtureOn(t testing.TB, st store.Store) *fixture {
	t.Helper()
	clock := func() time.Time { return testNow }
	biz := demo.Business()
	ctx := context.Background()
	if err := st.CreateBusiness(ctx, biz); err != nil {
		t.Fatal(err)
	}
	svcs, err := demo.Services()
	if err != nil {
		t.Fatal(err)
	}
	for i := range svcs {
		if err := st.UpsertService(ctx, &svcs[i]); err != nil {
			t.Fatal(err)
		}
	}
	entries, err := demo.Knowledge()
	if err != nil {
		t.Fatal(err)
	}
	for i := range entries {
		if err := st.CreateKnowledgeEntry(ctx, &entries[i]); err != nil {
			t.Fatal(err)
		}
	}
	return &fixture{eng: New(st, Options{Now: clock, MediaBaseURL: "https://cdn.example"}), st: st, biz: biz}
}

func (f *fixture) chat(t testing.TB, session, msg string) *Reply {
	t.Helper()
	r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: session, Message: msg})
	if err != nil {
		t.Fatalf("chat %q: %v", msg, err)
	}
	return r
}

func TestBookingDialogue(t *testing.T) {
	f := newFixture(t)
	r := f.chat(t, "s1", "Hi! Do you have the kayak tour tomorrow for 2 people?")
	t.Logf("%s\n%+v", r.Message, r.BookingOptions)
	if len(r.BookingOptions) == 0 {
		t.Fatal("no options")
	}
	for _, o := range r.BookingOptions {
		if o.ServiceID != "svc_tagus_kayak" || o.Date != "2026-11-24" || o.Availability < 2 {
			t.Errorf("option does not match: %+v", o)
		}
	}
	r = f.chat(t, "s1", "the 2pm one")
	t.Log(r.Message)
	r = f.chat(t, "s1", "I'm Ana Silva, ana@example.com")
	t.Log(r.Message)
	if strings.Contains(r.Message, "bk_") || !strings.Contains(r.Message, "€90") {
		t.Fatalf("want a summary with the total, not a booking: %s", r.Message)
	}
	r = f.chat(t, "s1", "yes")
	t.Log(r.Message)
	if !strings.Contains(r.Message, "bk_") {
		t.Fatalf("not booked: %s", r.Message)
	}
	for _, msg := range []string{"ok", "yes please", "thanks!", "perfect"} {
		if r := f.chat(t, "s1", msg); len(r.BookingOptions) != 0 {
			t.Errorf("%q after the booking re-offers: %+v", msg, r.BookingOptions)
		}
	}
	bks, _, err := f.st.ListBookings(context.Background(), f.biz.ID, store.BookingFilter{SessionID: "s1"})
	if err != nil || len(bks) != 1 || bks[0].Guests != 2 || bks[0].Source != store.SourceChat || bks[0].Customer.Email != "ana@example.com" {
		t.Fatalf("bookings %+v %v", bks, err)
	}
	if !strings.HasPrefix(r.Media[0].URL, "https://cdn.example/media/") {
		t.Errorf("media %+v", r.Media)
	}
}

func TestLanguageChoice(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	cases := []struct{ req, msg, want string }{
		{"es", "Do you have kayak tomorrow?", "es"}, // the request's language wins
		{"nl", "¿Hay kayak mañana?", "es"},          // unsupported: detected
		{"nl", "🙂", "en"},                           // unsupported, nothing to detect: default
		{"", "Ci sono posti per il fado sabato?", "it"},
	}
	for i, c := range cases {
		r, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: fmt.Sprintf("lang-%d", i), Message: c.msg, Language: c.req})
		if err != nil {
			t.Fatal(err)
		}
		if r.Language != c.want {
			t.Errorf("%q (language %q): replied in %s, want %s", c.msg, c.req, r.Language, c.want)
		}
	}
	// The conversation keeps its language for messages that do not say one.
	f.chat(t, "keep", "Bonjour, vous avez du kayak demain ?")
	if r := f.chat(t, "keep", "ok 14:00"); r.Language != "fr" {
		t.Errorf("follow-up replied in %s, want fr", r.Language)
	}
}

func TestMessagesCarryAnalytics(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.chat(t, "an", "hello")
	f.chat(t, "an", "qwzx vbnm")
	f.chat(t, "an", "can I talk to a human?")
	conv, err := f.st.ConversationBySession(ctx, f.biz.ID, "an")
	if err != nil {
		t.Fatal(err)
	}
	if !conv.Handoff || conv.Language != "en" {
		t.Errorf("conversation handoff %v language %q", conv.Handoff, conv.Language)
	}
	msgs, _, err := f.st.Messages(ctx, f.biz.ID, conv.ID, store.Page{Limit: 10})
	if err != nil || len(msgs) != 6 {
		t.Fatalf("messages %d %v", len(msgs), err)
	}
	wantIntents := []string{store.IntentGreet, store.IntentGreet, store.IntentOutOfScope, store.IntentOutOfScope, store.IntentHuman, store.IntentHuman}
	for i, m := range msgs {
		if m.Intent != wantIntents[i] || m.Language != "en" {
			t.Errorf("message %d: intent %q language %q", i, m.Intent, m.Language)
		}
		if m.Role == store.RoleAssistant && (m.Fallback != (i == 3) || len(m.Reply) == 0) {
			t.Errorf("reply %d: fallback %v reply %d bytes", i, m.Fallback, len(m.Reply))
		}
	}
}

// conflictOnce makes the first SaveTurn of each call answer ErrConflict, as
// when another instance saved a turn of the same session in between.
type conflictOnce struct {
	store.Store
	mu       sync.Mutex
	pending  bool
	saveCall int
}

func (c *conflictOnce) SaveTurn(ctx context.Context, t store.Turn) (*store.Conversation, error) {
	c.mu.Lock()
	c.saveCall++
	fail := c.pending
	c.pending = false
	c.mu.Unlock()
	if fail {
		return nil, fmt.Errorf("simulated: %w", store.ErrConflict)
	}
	return c.Store.SaveTurn(ctx, t)
}

func TestConflictRetryBooksOnce(t *testing.T) {
	f := newFixture(t)
	cs := &conflictOnce{Store: f.st}
	eng := New(cs, Options{Now: func() time.Time { return testNow }})
	ctx := context.Background()
	say := func(msg string) *Reply {
		cs.mu.Lock()
		cs.pending = true
		cs.mu.Unlock()
		r, err := eng.Chat(ctx, Request{Business: f.biz, SessionID: "cf", Message: msg})
		if err != nil {
			t.Fatalf("%q: %v", msg, err)
		}
		return r
	}
	say("kayak tomorrow for 2")
	say("the first one")
	say("Ana Silva ana@example.com")
	r := say("yes")
	if !strings.Contains(r.Message, "bk_") {
		t.Fatalf("not booked: %s", r.Message)
	}
	bks, _, _ := f.st.ListBookings(ctx, f.biz.ID, store.BookingFilter{SessionID: "cf"})
	if len(bks) != 1 {
		t.Fatalf("%d bookings after a retried turn, want 1", len(bks))
	}
	if cs.saveCall != 8 {
		t.Fatalf("%d SaveTurn calls, want 8 (one retry per turn)", cs.saveCall)
	}
}

func TestConcurrentTurnsOfOneSession(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: "same", Message: fmt.Sprintf("tuk tuk for %d", i%5+1)})
			errs <- err
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	conv, err := f.st.ConversationBySession(ctx, f.biz.ID, "same")
	if err != nil || conv.Messages != 32 || conv.Version != 16 {
		t.Fatalf("conversation %+v %v", conv, err)
	}
}

func TestLeadInterestAndSoldOutAtBooking(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.chat(t, "so", "sunset sail on Saturday for 3")
	r := f.chat(t, "so", "the 6pm")
	if !strings.Contains(r.Message, "name") {
		t.Fatalf("did not ask for details: %s", r.Message)
	}
	// Someone else takes the last places before the visitor answers.
	slot := "slot_sunset_sail_202611281800"
	o, err := store.ResolveSlot(ctx, f.st, f.biz, slot)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Book(ctx, f.st, f.biz, store.BookingRequest{SlotID: slot, Guests: o.Available() - 1,
		Customer: store.Customer{Name: "X", Email: "x@example.com"}, Source: store.SourceAPI}, testNow); err != nil {
		t.Fatal(err)
	}
	r = f.chat(t, "so", "Ana Silva, ana@example.com")
	if strings.Contains(r.Message, "bk_") || len(r.BookingOptions) == 0 {
		t.Fatalf("want sold out with alternatives, got %s %+v", r.Message, r.BookingOptions)
	}
	for _, opt := range r.BookingOptions {
		if opt.SlotID == slot || opt.Availability < 3 {
			t.Errorf("alternative %+v", opt)
		}
	}
	lead, err := f.st.LeadBySession(ctx, f.biz.ID, "so")
	if err != nil {
		t.Fatal(err)
	}
	if lead.Interest.ServiceID != "svc_sunset_sail" || lead.Interest.Date != "2026-11-28" || lead.Interest.Guests != 3 || lead.Name != "Ana Silva" {
		t.Errorf("lead %+v", lead)
	}
}

// TestOptionsMatchWhatWasNamed runs every labelled message of the corpus as
// a first turn: each option shown matches the service, date and time the
// message named, unless the reply says nothing matches.
func TestOptionsMatchWhatWasNamed(t *testing.T) {
	f := newFixture(t)
	checked := 0
	defer func() {
		if checked < 100 {
			t.Errorf("only %d exact options checked", checked)
		}
	}()
	for i, m := range loadMessages(t) {
		r := f.chat(t, fmt.Sprintf("m-%d", i), m.text)
		conv, _ := f.st.ConversationBySession(context.Background(), f.biz.ID, fmt.Sprintf("m-%d", i))
		st := decodeState(conv.State)
		exact := !strings.Contains(r.Message, reply.Say(r.Language, "alternatives", nil))
		for _, o := range r.BookingOptions {
			if o.Availability < max(st.Guests, 1) {
				t.Errorf("%q: option with %d places for %d", m.text, o.Availability, st.Guests)
			}
			if !exact {
				continue
			}
			checked++
			wrongDay := st.Date != "" && o.Date != st.Date && (st.DateEnd == "" || o.Date < st.Date || o.Date > st.DateEnd)
			if st.ServiceID != "" && o.ServiceID != st.ServiceID || wrongDay ||
				st.Time != "" && o.Start.Format("15:04") != st.Time {
				t.Errorf("%q: option %s %s %s does not match %s %s %s", m.text, o.ServiceID, o.Date, o.Time, st.ServiceID, st.Date, st.Time)
			}
		}
	}
}

func TestWaitingTurnHonoursContext(t *testing.T) {
	f := newFixture(t)
	unlock, err := f.eng.lock(context.Background(), f.biz.ID, "busy")
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: "busy", Message: "hi"}); err != context.DeadlineExceeded {
		t.Fatalf("err %v, want the context's deadline", err)
	}
}

func TestWidgetButtonFlows(t *testing.T) {
	f := newFixture(t)
	f.chat(t, "od", "kayak on Saturday?")
	r := f.chat(t, "od", "Other dates?")
	if len(r.BookingOptions) == 0 {
		t.Fatalf("no options: %s", r.Message)
	}
	for _, o := range r.BookingOptions {
		if o.ServiceID != "svc_tagus_kayak" || o.Date <= "2026-11-28" {
			t.Errorf("other dates offered %s %s", o.ServiceID, o.Date)
		}
	}
	r = f.chat(t, "sc", "Te dejo mis datos de contacto")
	if strings.Contains(r.Message, ", !") || strings.Contains(r.Message, "{") || !hasAction(r, ActionShareContact) {
		t.Errorf("share contact reply %q %v", r.Message, r.SuggestedActions)
	}
}

func TestBookingInOneMessage(t *testing.T) {
	f := newFixture(t)
	r := f.chat(t, "one", "Book the kayak tomorrow at 2pm for 2 please, I'm Ana Silva, ana.silva@example.com")
	if strings.Contains(r.Message, "bk_") || len(r.BookingOptions) != 1 || r.BookingOptions[0].SlotID != "slot_tagus_kayak_202611241400" {
		t.Fatalf("want the summary of the one matching slot: %s %+v", r.Message, r.BookingOptions)
	}
	if r = f.chat(t, "one", "yes please"); !strings.Contains(r.Message, "bk_") {
		t.Fatalf("not booked on the yes: %s", r.Message)
	}
	r = f.chat(t, "one-b", "Quiero reservar el tuk tuk el sábado a las 11 para 3")
	if !strings.Contains(r.Message, "nombre") || !hasAction(r, ActionShareContact) {
		t.Fatalf("single matching slot not picked: %s", r.Message)
	}
}

// TestSavedTurnJSON checks that each stored reply is the JSON of the reply
// the visitor got and that the stored state reads back, after later turns
// reused the engine's encode buffer.
func TestSavedTurnJSON(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	var want [][]byte
	for _, msg := range []string{"Hi! Do you have the kayak tour tomorrow for 2?", "<b>and</b> on Sunday? & \u2028", "how much is it for 4?", "what's included?", "the first one"} {
		r := f.chat(t, "json", msg)
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, b)
	}
	conv, err := f.st.ConversationBySession(ctx, f.biz.ID, "json")
	if err != nil {
		t.Fatal(err)
	}
	msgs, _, err := f.st.Messages(ctx, f.biz.ID, conv.ID, store.Page{Limit: 100})
	if err != nil || len(msgs) != 2*len(want) {
		t.Fatalf("messages %d %v", len(msgs), err)
	}
	for i := range want {
		if got := msgs[2*i+1].Reply; !bytes.Equal(got, want[i]) {
			t.Errorf("stored reply %d:\n%s\nwant\n%s", i, got, want[i])
		}
	}
	st := decodeState(conv.State)
	if st.Turns != len(want) || st.ServiceID != "svc_tagus_kayak" || st.Guests != 4 {
		t.Errorf("stored state %s", conv.State)
	}
}

// TestCatalogSlots checks the catalog's per-day slot lists against
// store.Service.SlotsOn, from concurrent turns, and that they stay bounded.
func TestCatalogSlots(t *testing.T) {
	f := newFixture(t)
	cat, err := f.eng.catalogFor(context.Background(), f.biz)
	if err != nil {
		t.Fatal(err)
	}
	loc := f.eng.location(f.biz)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for d := range 40 {
				day := dayOf(testNow.In(loc)).AddDate(0, 0, (d*7+g)%40)
				for i := range cat.services {
					got, want := cat.slotsOn(i, day), cat.services[i].SlotsOn(day, loc)
					if fmt.Sprint(got) != fmt.Sprint(want) {
						t.Errorf("%s on %s: %v, want %v", cat.services[i].ID, day.Format("2006-01-02"), got, want)
					}
				}
			}
		})
	}
	wg.Wait()
	if n := len(cat.days); n != 40*len(cat.services) {
		t.Errorf("%d day lists kept, want %d", n, 40*len(cat.services))
	}
	for d := range maxCatalogDays {
		cat.slotsOn(0, dayOf(testNow.In(loc)).AddDate(0, 0, 100+d))
	}
	if n := len(cat.days); n != maxCatalogDays {
		t.Errorf("%d day lists kept, want at most %d", n, maxCatalogDays)
	}
}

// TestWhatKindOfTours pins asking what kinds or types of tours there are:
// the catalog, not an honest "I don't know" on the word "kind" or on
// Italian "fate" (you do).
func TestWhatKindOfTours(t *testing.T) {
	f := newFixture(t)
	for i, c := range []struct{ lang, msg string }{
		{"en", "what kind of tours do you do?"},
		{"en", "what sort of activities do you have?"},
		{"es", "que tipo de tours teneis?"},
		{"fr", "quel genre d'activités vous avez ?"},
		{"de", "was für Touren habt ihr?"},
		{"it", "che tipo di tour fate?"},
		{"pt", "que tipo de passeios têm?"},
	} {
		r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: fmt.Sprintf("kind-%d", i), Message: c.msg})
		if err != nil {
			t.Fatal(err)
		}
		if !says(r, c.lang, "browse") || len(r.Sources) > 0 {
			t.Errorf("%s %q: %q", c.lang, c.msg, r.Message)
		}
	}
}
