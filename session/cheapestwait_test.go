package session

import (
	"context"
	"strings"
	"testing"
)

// TestCheapestWhilePickWaits: "the cheapest?" asked while a pick waits for
// contact details names the cheapest tour and asks again for the details;
// the pick stays.
func TestCheapestWhilePickWaits(t *testing.T) {
	cases := map[string][2]string{
		"en": {"walking tour tuesday 10am for 3", "cheapest tour you have?"},
		"es": {"tour a pie el martes a las 10 para 3", "cual es el mas barato?"},
		"fr": {"visite à pied mardi 10h pour 3", "la moins chère c'est laquelle ?"},
		"de": {"Stadtrundgang Dienstag 10 Uhr für 3", "was ist die günstigste?"},
		"it": {"tour a piedi martedi alle 10 per 3", "qual è la più economica?"},
		"pt": {"passeio a pé terça às 10h para 3", "qual é o mais barato?"},
	}
	for lng, c := range cases {
		before, st, r := askWhilePickWaits(t, lng, c[0], c[1])
		if !says(r, lng, "cheapest") || st.Step != stepCollecting || st.ServiceID != before.ServiceID || st.Time != before.Time {
			t.Errorf("%s: %q: step %s service %s time %s: %q", lng, c[1], st.Step, st.ServiceID, st.Time, r.Message)
		}
	}
}

// askWhilePickWaits plays pick (a request that picks one slot and waits
// for contact details) then ask on a fresh fixture, and returns the state
// before ask, the state after it and ask's reply.
func askWhilePickWaits(t *testing.T, lng, pick, ask string) (before, after State, r *Reply) {
	t.Helper()
	f := newFixture(t)
	ctx := context.Background()
	sid := "wait-" + lng
	if _, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: sid, Message: pick}); err != nil {
		t.Fatal(err)
	}
	before = (&script{f: f}).state(sid)
	if before.Step != stepCollecting {
		t.Fatalf("%s: %q: step %s, want collecting", lng, pick, before.Step)
	}
	r, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: sid, Message: ask})
	if err != nil {
		t.Fatal(err)
	}
	return before, (&script{f: f}).state(sid), r
}

// TestCheapestOfManyNamesItsPrice: the cheapest of more than four tours
// (every tour, or five named) is named with its price, in every language;
// the price of each is listed only for four or fewer, and then every one
// has its own.
func TestCheapestOfManyNamesItsPrice(t *testing.T) {
	cases := map[string][3]string{
		"en": {"what's your cheapest tour?", "which is cheaper: the kayak, the surf, the sailing, the fado or the food tour?", "which is cheaper, the kayak or the surf?"},
		"es": {"¿cuál es el tour más barato?", "¿qué es más barato: el kayak, el surf, el velero, el fado o la ruta gastronómica?", "¿qué es más barato, el kayak o el surf?"},
		"fr": {"quelle est la visite la moins chère ?", "qu'est-ce qui est moins cher : le kayak, le surf, le voilier, le fado ou la balade gourmande ?", "qu'est-ce qui est moins cher, le kayak ou le surf ?"},
		"de": {"was ist die günstigste Tour?", "was ist günstiger: Kajak, Surfkurs, Segeltörn, Fado-Abend oder Weinprobe?", "was ist günstiger, Kajak oder Surfkurs?"},
		"it": {"qual è il tour più economico?", "cosa costa meno: il kayak, il surf, la barca a vela, il fado o il tour enogastronomico?", "cosa costa meno, il kayak o il surf?"},
		"pt": {"qual é o passeio mais barato?", "o que é mais barato: o caiaque, o surf, o veleiro, o fado ou a excursão a Sintra?", "o que é mais barato, o caiaque ou o surf?"},
	}
	for lng, c := range cases {
		f := newFixture(t)
		ctx := context.Background()
		for i, msg := range c {
			r, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: "cheap-many-" + lng + "-" + string(rune('a'+i)), Message: msg})
			if err != nil {
				t.Fatal(err)
			}
			price, listed := "25", 0 // the walking tour, the cheapest of all
			if i > 0 {
				price = "45" // the kayak, the cheapest of those named
			}
			for _, l := range strings.Split(r.Message, "\n") {
				if strings.HasPrefix(l, "• ") {
					listed++
				}
			}
			want := 0
			if i == 2 {
				want = 2 // two tours compared: each with its price
			}
			if !says(r, lng, "cheapest") || !strings.Contains(r.Message, price) || listed != want {
				t.Errorf("%s: %q: want the cheapest at %s and %d listed, got %d: %q", lng, msg, price, want, listed, r.Message)
			}
		}
	}
}
