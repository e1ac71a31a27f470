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

// TestChildrenJoinTheAdultsSaidBefore checks the children a visitor says
// the party has ("we have two kids aged 9 and 14", PartOfParty): after "2
// adults" they come on top, after "we are 4" they are among the four,
// with no party yet the party stays unknown (the children are kept, their
// adults still to be told: State.kidsAlone), and after "2 adults and a
// child" they are the party's children now, beside its two adults.
func TestChildrenJoinTheAdultsSaidBefore(t *testing.T) {
	kids := &understand.Result{Intent: store.IntentAvailability,
		Entities: understand.Entities{Children: 2, PartOfParty: true}}
	for _, c := range []struct {
		name                    string
		before                  understand.Entities
		guests, adults, childrn int
	}{
		{"after 2 adults", understand.Entities{Guests: 2, Adults: 2}, 4, 2, 2},
		{"after we are 4", understand.Entities{Guests: 4}, 4, 2, 2},
		{"after nothing", understand.Entities{}, 0, 0, 2},
		{"after 2 adults and a child", understand.Entities{Guests: 3, Adults: 2, Children: 1}, 4, 2, 2},
	} {
		var st State
		st.apply(&understand.Result{Intent: store.IntentAvailability, Entities: c.before}, time.UTC)
		st.apply(kids, time.UTC)
		if st.Guests != c.guests || st.Adults != c.adults || st.Children != c.childrn {
			t.Errorf("%s: %d (%d/%d), want %d (%d/%d)", c.name, st.Guests, st.Adults, st.Children, c.guests, c.adults, c.childrn)
		}
	}
}

// TestChildrenAloneWaitForTheirAdults checks a party read as children
// alone ("a family with 2 kids", "2 kids"): no party yet, the children
// kept; the adults said next complete it, a total bigger than the
// children counts them in, and no summary is ready before.
func TestChildrenAloneWaitForTheirAdults(t *testing.T) {
	for _, c := range []struct {
		name                    string
		first, then             understand.Entities
		guests, adults, childrn int
	}{
		{"2 kids then 2 adults", understand.Entities{Guests: 2, Children: 2}, understand.Entities{Guests: 2, Adults: 2}, 4, 2, 2},
		{"family with 2 kids then we are 5", understand.Entities{Children: 2, PartOfParty: true}, understand.Entities{Guests: 5}, 5, 3, 2},
		{"3 kids then we are 2", understand.Entities{Guests: 3, Children: 3}, understand.Entities{Guests: 2}, 5, 2, 3},
		{"a baby then just me", understand.Entities{Guests: 1, Infants: 1}, understand.Entities{Guests: 1}, 2, 1, 0},
	} {
		st := State{Name: "Ana", Email: "ana@example.com"}
		st.apply(&understand.Result{Intent: store.IntentAvailability, Entities: c.first}, time.UTC)
		if !st.kidsAlone() || st.ready() {
			t.Errorf("%s: children alone not waiting for adults: %+v", c.name, st)
		}
		st.apply(&understand.Result{Intent: store.IntentAvailability, Entities: c.then}, time.UTC)
		if st.Guests != c.guests || st.Adults != c.adults || st.Children != c.childrn || st.kidsAlone() || !st.ready() {
			t.Errorf("%s: %d (%d/%d), want %d (%d/%d)", c.name, st.Guests, st.Adults, st.Children, c.guests, c.adults, c.childrn)
		}
	}
}
