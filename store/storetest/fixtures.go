package storetest

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// fixture is one business with a small catalog in a fresh store, plus the
// helpers the suite's subtests share.
type fixture struct {
	t    *testing.T
	s    store.Store
	ctx  context.Context
	biz  *store.Business
	walk *store.Service // capacity 10, 09:00 and 15:00 every day
	boat *store.Service // capacity 20, 10:00 every day
	// day is a local date 30 days ahead, so its slots are in the future.
	day time.Time
}

func newFixture(t *testing.T, s store.Store) *fixture {
	t.Helper()
	f := &fixture{t: t, s: s, ctx: t.Context()}
	f.biz = f.addBusiness("Lisbon Tours")
	f.walk = f.addService(f.biz.ID, "svc_walk", "Alfama Walk", 10, 25.5, []string{"09:00", "15:00"})
	f.boat = f.addService(f.biz.ID, "svc_boat", "Tagus Boat", 20, 45, []string{"10:00"})
	loc := f.biz.Location()
	y, m, d := time.Now().In(loc).AddDate(0, 0, 30).Date()
	f.day = time.Date(y, m, d, 0, 0, 0, 0, loc)
	return f
}

// addBusiness creates a business in Europe/Lisbon with currency EUR.
func (f *fixture) addBusiness(name string) *store.Business {
	f.t.Helper()
	b := &store.Business{
		ID: store.NewID(store.PrefixBusiness), Object: "business", Name: name,
		Timezone: "Europe/Lisbon", Currency: "EUR", Country: "PT", DefaultLanguage: "en",
		Languages: []string{"en", "pt"}, Origins: []string{"http://localhost:*"},
	}
	if err := f.s.CreateBusiness(f.ctx, b); err != nil {
		f.t.Fatalf("CreateBusiness: %v", err)
	}
	return b
}

func everyDay(times []string) store.Schedule {
	s := store.Schedule{}
	for _, d := range store.Weekdays {
		s[d] = slices.Clone(times)
	}
	return s
}

func (f *fixture) addService(bizID, id, name string, capacity int, price float64, times []string) *store.Service {
	f.t.Helper()
	svc := &store.Service{
		ID: id, BusinessID: bizID, Name: store.Text{"en": name, "pt": name + " (pt)"},
		Description: store.Text{"en": "A tour."}, DurationMinutes: 120, Price: price,
		Capacity: capacity, Schedule: everyDay(times), Languages: []string{"en"},
		Images: []store.Image{{URL: "/img/" + id + ".jpg", Alt: store.Text{"en": name}}},
	}
	if err := f.s.UpsertService(f.ctx, svc); err != nil {
		f.t.Fatalf("UpsertService: %v", err)
	}
	return svc
}

// slot returns the id of the n-th slot of svc on f.day.
func (f *fixture) slot(svc *store.Service, n int) string {
	f.t.Helper()
	slots := svc.SlotsOn(f.day, f.biz.Location())
	if n >= len(slots) {
		f.t.Fatalf("service %s has %d slots on %s", svc.ID, len(slots), f.day.Format(store.DateLayout))
	}
	return slots[n].ID
}

// book books guests places on slotID through store.Book.
func (f *fixture) book(slotID string, guests int, sessionID string) (*store.Booking, error) {
	return store.Book(f.ctx, f.s, f.biz, store.BookingRequest{
		SlotID: slotID, Guests: guests, SessionID: sessionID, Source: store.SourceChat,
		Customer: store.Customer{Name: "Ana Silva", Email: "ana@example.com", Phone: "+351912345678"},
		Metadata: json.RawMessage(`{"ref":"x"}`),
	}, time.Now())
}

func (f *fixture) mustBook(slotID string, guests int, sessionID string) *store.Booking {
	f.t.Helper()
	b, err := f.book(slotID, guests, sessionID)
	if err != nil {
		f.t.Fatalf("Book(%s, %d): %v", slotID, guests, err)
	}
	return b
}

func (f *fixture) capture(sessionID, name, email string) (*store.Lead, bool) {
	f.t.Helper()
	l, created, err := f.s.CaptureLead(f.ctx, store.LeadCapture{
		BusinessID: f.biz.ID, SessionID: sessionID, Name: name, Email: email, Language: "en",
	})
	if err != nil {
		f.t.Fatalf("CaptureLead(%s): %v", sessionID, err)
	}
	return l, created
}

// turn saves one visitor message and its reply.
func (f *fixture) turn(sessionID string, expect int64, handoff bool, text string) (*store.Conversation, error) {
	return f.s.SaveTurn(f.ctx, store.Turn{
		BusinessID: f.biz.ID, SessionID: sessionID, Language: "en",
		State: json.RawMessage(`{"step":` + jsonString(text) + `}`), ExpectVersion: expect, Handoff: handoff,
		Visitor: store.Message{Role: store.RoleVisitor, Text: text, Language: "en", Intent: store.IntentGreet},
		Reply:   store.Message{Role: store.RoleAssistant, Text: "re: " + text, Language: "en", Reply: json.RawMessage(`{"message":"hi"}`)},
	})
}

func (f *fixture) mustTurn(sessionID string, expect int64, handoff bool, text string) *store.Conversation {
	f.t.Helper()
	c, err := f.turn(sessionID, expect, handoff, text)
	if err != nil {
		f.t.Fatalf("SaveTurn(%s, v%d): %v", sessionID, expect, err)
	}
	return c
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// events returns every event of the business of a type (all when typ is
// empty), newest first, following the cursor.
func (f *fixture) events(bizID, typ string) []store.Event {
	f.t.Helper()
	var all []store.Event
	page := store.Page{Limit: 100}
	for range 1000 {
		evs, more, err := f.s.ListEvents(f.ctx, bizID, store.EventFilter{Type: typ, Page: page})
		if err != nil {
			f.t.Fatalf("ListEvents: %v", err)
		}
		all = append(all, evs...)
		if !more || len(evs) == 0 {
			return all
		}
		page.Cursor = evs[len(evs)-1].ID
	}
	f.t.Fatal("event paging does not end")
	return nil
}

// eventFor returns the one event of typ whose data has the given id, failing
// when there is not exactly one.
func (f *fixture) eventFor(typ, id string) store.Event {
	f.t.Helper()
	var found []store.Event
	for _, e := range f.events(f.biz.ID, typ) {
		if dataID(f.t, e) == id {
			found = append(found, e)
		}
	}
	if len(found) != 1 {
		f.t.Fatalf("%d %s events for %s, want 1", len(found), typ, id)
	}
	return found[0]
}

func dataID(t *testing.T, e store.Event) string {
	t.Helper()
	var v struct {
		ID     string `json:"id"`
		Object string `json:"object"`
	}
	if err := json.Unmarshal(e.Data, &v); err != nil {
		t.Fatalf("event %s data: %v", e.ID, err)
	}
	return v.ID
}

// wantErr fails unless errors.Is(err, want).
func wantErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Fatalf("%s: err = %v, want %v", what, err, want)
	}
}

func noErr(t *testing.T, what string, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// tick waits until the wall clock has moved past the current millisecond
// and returns the time then, so that anything created before the call has
// an earlier timestamp and id than anything created after it.
func tick(t *testing.T) time.Time {
	t.Helper()
	start := time.Now()
	deadline := start.Add(time.Second)
	for {
		now := time.Now()
		if now.UnixMilli() > start.UnixMilli()+1 {
			next := now.UnixMilli()
			for time.Now().UnixMilli() <= next+1 {
				time.Sleep(200 * time.Microsecond)
			}
			return now
		}
		if now.After(deadline) {
			t.Fatal("clock does not advance")
		}
		time.Sleep(200 * time.Microsecond)
	}
}

// idsDesc reports whether ids are strictly decreasing.
func idsDesc(ids []string) bool {
	for i := 1; i < len(ids); i++ {
		if ids[i] >= ids[i-1] {
			return false
		}
	}
	return true
}

func ids[T any](xs []T, id func(T) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = id(x)
	}
	return out
}

// collect pages through a list with the given page size and returns every id
// in order, checking has_more on each page.
func collect(t *testing.T, limit int, list func(p store.Page) ([]string, bool, error)) []string {
	t.Helper()
	var all []string
	p := store.Page{Limit: limit}
	for i := 0; i < 1000; i++ {
		got, more, err := list(p)
		if err != nil {
			t.Fatalf("list page %d: %v", i, err)
		}
		if len(got) > limit {
			t.Fatalf("page %d has %d items, limit %d", i, len(got), limit)
		}
		all = append(all, got...)
		if !more {
			return all
		}
		if len(got) == 0 {
			t.Fatal("has_more with an empty page")
		}
		p.Cursor = got[len(got)-1]
	}
	t.Fatal("paging does not end")
	return nil
}
