package session

import (
	"testing"
	"time"

	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// TestStateQuotesTheTicketMix checks the wiring from what the parser reads
// ("2 adults and a child") to the booking's tickets and the quoted total,
// and that a later plain number drops the mix.
func TestStateQuotesTheTicketMix(t *testing.T) {
	no := false
	svc := &store.Service{ID: "svc_sail", Price: 45, TicketTypes: []store.TicketType{
		{ID: "adult", Price: 45}, {ID: "child", Price: 25}, {ID: "infant", Price: 0, UsesCapacity: &no},
	}}
	var st State
	mix := &understand.Result{Intent: store.IntentBook, Entities: understand.Entities{Guests: 3, Adults: 2, Children: 1}}
	st.apply(mix, time.UTC)
	tickets, total := st.quote(svc)
	if tickets["adult"] != 2 || tickets["child"] != 1 || total != 115 {
		t.Fatalf("mix: %v %v", tickets, total)
	}
	plain := &understand.Result{Intent: store.IntentBook, Entities: understand.Entities{Guests: 4}}
	st.apply(plain, time.UTC)
	if tickets, total := st.quote(svc); tickets != nil || total != 180 {
		t.Fatalf("plain 4 after the mix: %v %v", tickets, total)
	}
}

// TestBookActionCarriesTheMix checks the widget's booking form path: a book
// action with adults and children becomes the state's party and is priced
// by ticket type.
func TestBookActionCarriesTheMix(t *testing.T) {
	svc := &store.Service{ID: "svc_sail", Price: 40, TicketTypes: []store.TicketType{{ID: "adult", Price: 40}, {ID: "child", Price: 20}}}
	a := parseBookAction([]byte(`{"action":"book","slot_id":"slot_sail_202612031830","guests":3,"adults":2,"children":1,"name":"Ana"}`))
	if a == nil {
		t.Fatal("action not read")
	}
	var st State
	if !a.apply(&st, time.UTC, "PT") {
		t.Fatal("slot not read")
	}
	tickets, total := st.quote(svc)
	if st.Guests != 3 || tickets["adult"] != 2 || tickets["child"] != 1 || total != 100 {
		t.Fatalf("state %+v: %v %v", st, tickets, total)
	}
	// A later form with a plain number drops the mix.
	b := parseBookAction([]byte(`{"action":"book","slot_id":"slot_sail_202612031830","guests":2}`))
	b.apply(&st, time.UTC, "PT")
	if tickets, total := st.quote(svc); tickets != nil || total != 80 || st.Adults != 0 {
		t.Fatalf("plain 2 after the mix: %v %v %+v", tickets, total, st)
	}
}
