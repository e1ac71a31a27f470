package session

import (
	"context"
	"testing"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/demo"
)

// TestBudgetFitsByTicket: per person, every ticket the party needs is
// within the amount; for the party, its total by ticket type.
func TestBudgetFitsByTicket(t *testing.T) {
	svc := &store.Service{ID: "svc_kayak", Price: 45, TicketTypes: []store.TicketType{{ID: "adult", Price: 45}, {ID: "child", Price: 25}}}
	cases := []struct {
		st   State
		want bool
	}{
		{State{Budget: 30, Guests: 2}, false},                                             // two adults' tickets at 45
		{State{Budget: 30, Guests: 2, Children: 2}, true},                                 // two children's at 25
		{State{Budget: 30, Guests: 2, Adults: 1, Children: 1}, false},                     // the adult's is 45
		{State{Budget: 45, Guests: 3, Adults: 1, Children: 2}, true},                      // 45 at most
		{State{Budget: 100, BudgetTotal: true, Guests: 3, Adults: 2, Children: 1}, false}, // 115
		{State{Budget: 100, BudgetTotal: true, Guests: 3, Adults: 1, Children: 2}, true},  // 95
		{State{Budget: 100, BudgetTotal: true, Guests: 3}, false},                         // 3 x 45 without a mix
		{State{Budget: 90, BudgetTotal: true, Guests: 2}, true},                           // 90
		{State{Guests: 9}, true},                                                          // no budget
	}
	for _, c := range cases {
		if got := c.st.fits(svc); got != c.want {
			t.Errorf("%+v: fits %v, want %v", c.st, got, c.want)
		}
	}
}

// TestBudgetUsesChildrenPrices: the catalog's children's ticket decides
// which tours are within a budget for the party: with the kayak's child
// ticket at 20, one adult and two children pay 85 there, within 100 in
// total beside the walking tour (75); without it the kayak costs 135.
func TestBudgetUsesChildrenPrices(t *testing.T) {
	for _, withChild := range []bool{false, true} {
		f := newFixture(t)
		if withChild {
			svcs, err := demo.Services()
			if err != nil {
				t.Fatal(err)
			}
			for i := range svcs {
				if svcs[i].ID == "svc_tagus_kayak" {
					svcs[i].TicketTypes = []store.TicketType{{ID: "adult", Price: 45}, {ID: "child", Price: 20}}
					if err := f.st.UpsertService(context.Background(), &svcs[i]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		r := f.chat(t, "kids", "we have 100 euros in total, 1 adult and 2 children, saturday morning")
		st := f.state(t, "kids")
		if st.Budget != 100 || !st.BudgetTotal || st.Guests != 3 {
			t.Fatalf("child ticket %v: state %+v", withChild, st)
		}
		kayak := false
		for _, o := range r.BookingOptions {
			kayak = kayak || o.ServiceID == "svc_tagus_kayak"
			if o.ServiceID != "svc_tagus_kayak" && o.ServiceID != "svc_lisbon_walking" {
				t.Errorf("child ticket %v: option %s over the budget", withChild, o.SlotID)
			}
		}
		if kayak != withChild {
			t.Errorf("child ticket %v: kayak offered %v\n%s", withChild, kayak, r.Message)
		}
		if !withChild && st.ServiceID != "svc_lisbon_walking" {
			t.Errorf("one tour within the budget is the tour: %q", st.ServiceID)
		}
	}
}

// TestBudgetStaysAndSorts: several tours within the budget are offered
// cheapest first, and the budget keeps narrowing the next searches until
// the visitor asks for every tour again.
func TestBudgetStaysAndSorts(t *testing.T) {
	f := newFixture(t)
	cheapestFirst := func(r *Reply) {
		t.Helper()
		if len(r.BookingOptions) < 2 {
			t.Fatalf("want several options: %s", r.Message)
		}
		for i, o := range r.BookingOptions {
			if o.Price > 50 {
				t.Errorf("option %s at %v over 50", o.SlotID, o.Price)
			}
			if i > 0 && o.Price < r.BookingOptions[i-1].Price {
				t.Errorf("option %s at %v after one at %v", o.SlotID, o.Price, r.BookingOptions[i-1].Price)
			}
		}
	}
	cheapestFirst(f.chat(t, "keep", "something under 50 euros per person"))
	cheapestFirst(f.chat(t, "keep", "and on sunday?"))
	if st := f.state(t, "keep"); st.Budget != 50 || st.Date != "2026-11-29" || st.ServiceID != "" {
		t.Fatalf("state %+v", st)
	}
	f.chat(t, "keep", "what tours do you have?")
	if st := f.state(t, "keep"); st.Budget != 0 || st.Cheap != 0 {
		t.Fatalf("browsing keeps the budget: %+v", st)
	}
}

// TestBudgetInAnotherCurrency: an amount in another currency than the
// business's is not compared with its prices.
func TestBudgetInAnotherCurrency(t *testing.T) {
	f := newFixture(t)
	f.chat(t, "usd", "anything under $30 tomorrow?")
	if st := f.state(t, "usd"); st.Budget != 0 {
		t.Fatalf("a budget in dollars compared with euros: %+v", st)
	}
	f.chat(t, "eur", "anything under 30 euros tomorrow?")
	if st := f.state(t, "eur"); st.Budget != 30 || st.ServiceID != "svc_lisbon_walking" {
		t.Fatalf("state %+v", st)
	}
}

// TestBudgetInAnotherCurrencySaysSo: a budget in another currency than the
// business's is neither converted nor taken as euros, and never dropped
// silently: the reply says the prices are in euros, and shows the tours
// cheapest first (or, a tour named, its price), in the six languages.
func TestBudgetInAnotherCurrencySaysSo(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct{ lang, msg, named string }{
		{"en", "anything under 30 dollars on saturday?", ""},
		{"en", "what is there for under £25?", ""},
		{"es", "¿algo por menos de 40 dólares el sábado?", ""},
		{"fr", "quelque chose à moins de 50 francs suisses samedi ?", ""},
		{"de", "habt ihr etwas unter 30 Pfund am Samstag?", ""},
		{"it", "c'è qualcosa sotto i 30 dollari sabato?", ""},
		{"pt", "há alguma coisa até 40 dólares no sábado?", ""},
		{"en", "the kayak on saturday, max 40 USD each", "svc_tagus_kayak"},
		{"de", "die Stadtführung am Samstag, höchstens 20 Pfund pro Person", "svc_lisbon_walking"},
	} {
		sess := "cur-" + c.lang + c.msg
		r := f.chat(t, sess, c.msg)
		st := f.state(t, sess)
		key := "budget_currency"
		if c.named != "" {
			key = "budget_currency_one"
		}
		if r.Language != c.lang || !says(r, c.lang, key) || st.Budget != 0 || st.ServiceID != c.named || len(r.BookingOptions) == 0 {
			t.Errorf("%q: state %+v\n%s", c.msg, st, r.Message)
			continue
		}
		for i := 1; i < len(r.BookingOptions); i++ {
			if r.BookingOptions[i].Price < r.BookingOptions[i-1].Price {
				t.Errorf("%q: options not cheapest first: %s", c.msg, r.Message)
				break
			}
		}
	}
}

// TestBudgetNamedTourStays: a tour named with a budget is the tour asked
// for; the budget only narrows a search across tours.
func TestBudgetNamedTourStays(t *testing.T) {
	f := newFixture(t)
	r := f.chat(t, "named", "the kayak on saturday, max 30 euros each, 2 of us")
	st := f.state(t, "named")
	if st.ServiceID != "svc_tagus_kayak" || len(r.BookingOptions) == 0 || st.Budget != 0 || !says(r, "en", "budget_over", "budget_over_after") {
		t.Fatalf("state %+v\n%s", st, r.Message)
	}
}
