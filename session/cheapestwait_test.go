package session

import (
	"context"
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
		f := newFixture(t)
		ctx := context.Background()
		sid := "cheap-wait-" + lng
		if _, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: sid, Message: c[0]}); err != nil {
			t.Fatal(err)
		}
		before := (&script{f: f}).state(sid)
		if before.Step != stepCollecting {
			t.Fatalf("%s: %q: step %s, want collecting", lng, c[0], before.Step)
		}
		r, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: sid, Message: c[1]})
		if err != nil {
			t.Fatal(err)
		}
		st := (&script{f: f}).state(sid)
		if !says(r, lng, "cheapest") || st.Step != stepCollecting || st.ServiceID != before.ServiceID || st.Time != before.Time {
			t.Errorf("%s: %q: step %s service %s time %s: %q", lng, c[1], st.Step, st.ServiceID, st.Time, r.Message)
		}
	}
}
