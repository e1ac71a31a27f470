package session

import (
	"context"
	"strings"
	"testing"
	"time"

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
	st  *memory.Store
	biz *store.Business
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	clock := func() time.Time { return testNow }
	st := memory.New(memory.Options{Now: clock})
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
	if !strings.Contains(r.Message, "bk_") {
		t.Fatalf("not booked: %s", r.Message)
	}
	bks, _, err := f.st.ListBookings(context.Background(), f.biz.ID, store.BookingFilter{SessionID: "s1"})
	if err != nil || len(bks) != 1 || bks[0].Guests != 2 || bks[0].Source != store.SourceChat || bks[0].Customer.Email != "ana@example.com" {
		t.Fatalf("bookings %+v %v", bks, err)
	}
	if !strings.HasPrefix(r.Media[0].URL, "https://cdn.example/media/") {
		t.Errorf("media %+v", r.Media)
	}
}
