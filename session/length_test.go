package session

import (
	"testing"
)

// TestLengthWhilePickWaits: "which tour is the shortest?" asked while a
// pick waits for contact details names the shortest tour with its
// duration (the reply's sources) and asks again for the details; the pick
// stays, as for the cheapest (cheapestwait_test.go).
func TestLengthWhilePickWaits(t *testing.T) {
	cases := map[string][3]string{
		"en": {"walking tour wednesday 10am for 2", "btw which is your longest tour?", "longest_one"},
		"es": {"tour a pie el miércoles a las 10 para 2", "por cierto, cual es vuestro tour mas corto?", "shortest_one"},
		"fr": {"visite à pied mercredi 10h pour 2", "au fait, quelle est votre activité la plus longue ?", "longest_one"},
		"de": {"Stadtrundgang Mittwoch 10 Uhr für 2", "übrigens, welche Tour ist die kürzeste?", "shortest_one"},
		"it": {"tour a piedi mercoledì alle 10 per 2", "a proposito, qual è il vostro tour più lungo?", "longest_one"},
		"pt": {"passeio a pé quarta às 10h para 2", "já agora, qual é o vosso passeio mais curto?", "shortest_one"},
	}
	for lng, c := range cases {
		before, st, r := askWhilePickWaits(t, lng, c[0], c[1])
		if !says(r, lng, c[2]) || len(r.Sources) != 1 || r.Sources[0].Field != "duration_minutes" || r.Language != lng ||
			st.Step != stepCollecting || st.ServiceID != before.ServiceID || st.Time != before.Time {
			t.Errorf("%s: %q: step %s service %s time %s sources %v: %q", lng, c[1], st.Step, st.ServiceID, st.Time, r.Sources, r.Message)
		}
	}
}
