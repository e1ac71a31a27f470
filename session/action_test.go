package session

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/store"
)

// TestBookActionFromWidget: the widget's booking form leads to the summary
// in the conversation's language and the yes books; missing details are
// asked for; a sold-out slot offers alternatives; a malformed action is an
// ordinary message.
func TestBookActionFromWidget(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	first := f.chat(t, "w1", "¿Tenéis kayak mañana para 2?")
	if len(first.BookingOptions) == 0 {
		t.Fatalf("no options: %s", first.Message)
	}
	opt := first.BookingOptions[0]
	send := func(session string, meta map[string]any) *Reply {
		raw, _ := json.Marshal(meta)
		r, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: session, Message: "Reservar", Metadata: raw})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	r := send("w1", map[string]any{"action": "book", "slot_id": opt.SlotID, "guests": 2, "name": "Lucía Pérez", "email": "lucia@example.com"})
	if r.Language != "es" {
		t.Errorf("reply language %s, want es", r.Language)
	}
	if list, _, _ := f.st.ListBookings(ctx, f.biz.ID, store.BookingFilter{SessionID: "w1"}); len(list) != 0 || len(r.BookingOptions) != 1 {
		t.Fatalf("the form booked before the yes, or showed no summary: %q", r.Message)
	}
	if r = f.chat(t, "w1", "sí"); r.Language != "es" {
		t.Errorf("reply language %s, want es", r.Language)
	}
	list, _, err := f.st.ListBookings(ctx, f.biz.ID, store.BookingFilter{SessionID: "w1"})
	if err != nil || len(list) != 1 {
		t.Fatalf("bookings: %v %v (reply %q)", list, err, r.Message)
	}
	b := list[0]
	if b.SlotID != opt.SlotID || b.Guests != 2 || b.Source != store.SourceChat || b.Customer.Email != "lucia@example.com" || !strings.Contains(r.Message, b.ID) {
		t.Fatalf("booking %+v, reply %q", b, r.Message)
	}
	lead, err := f.st.LeadBySession(ctx, f.biz.ID, "w1")
	if err != nil || lead.Status != store.LeadConverted || lead.BookingID != b.ID {
		t.Fatalf("lead: %+v %v", lead, err)
	}

	// Without contact details the assistant asks for them and books nothing.
	r = send("w2", map[string]any{"action": "book", "slot_id": opt.SlotID, "guests": 1, "name": "Ana"})
	if list, _, _ := f.st.ListBookings(ctx, f.biz.ID, store.BookingFilter{SessionID: "w2"}); len(list) != 0 {
		t.Fatalf("booked without contact: %v", list)
	}
	if !contains(r.SuggestedActions, ActionShareContact) {
		t.Errorf("no share_contact: %v", r.SuggestedActions)
	}

	// More guests than places: alternatives, no booking.
	r = send("w3", map[string]any{"action": "book", "slot_id": opt.SlotID, "guests": 99, "name": "Big Group", "phone": "+351912345678"})
	if list, _, _ := f.st.ListBookings(ctx, f.biz.ID, store.BookingFilter{SessionID: "w3"}); len(list) != 0 {
		t.Fatalf("overbooked: %v", list)
	}
	for _, o := range r.BookingOptions {
		if o.Availability < 99 {
			t.Errorf("alternative with %d places for 99 guests", o.Availability)
		}
	}

	// A malformed action is just a message.
	if r = send("w4", map[string]any{"action": "book", "slot_id": "nope"}); r.Message == "" {
		t.Fatal("empty reply")
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
