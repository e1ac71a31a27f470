package understand

import (
	"testing"

	"github.com/tourchat/tourchat/store/demo"
)

// TestPlaceOfTheTourInHand: while a tour is in hand, a place tours go
// (the river, the sea) in a question about it, and a way of getting
// there ("walking from the cruise terminal", "a pie desde"), name no other
// tour; the tour still switches when the message asks for it.
func TestPlaceOfTheTourInHand(t *testing.T) {
	svcs, err := demo.Services()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang, current, msg, other string
		switches                  bool
	}{
		{"en", "svc_sunset_sail", "is it cold on the river in the evening?", "svc_tagus_kayak", false},
		{"es", "svc_sunset_sail", "¿hace frío en el río por la tarde?", "svc_tagus_kayak", false},
		{"fr", "svc_sunset_sail", "il fait froid sur le fleuve le soir ?", "svc_tagus_kayak", false},
		{"de", "svc_sunset_sail", "ist es abends kalt auf dem Fluss?", "svc_tagus_kayak", false},
		{"it", "svc_sunset_sail", "fa freddo sul fiume la sera?", "svc_tagus_kayak", false},
		{"pt", "svc_sunset_sail", "faz frio no rio ao fim da tarde?", "svc_tagus_kayak", false},
		{"it", "svc_sunset_sail", "meglio il kayak sul fiume allora", "svc_tagus_kayak", true},
		{"en", "svc_tuktuk", "where do we meet? we'll be walking from the cruise terminal", "svc_lisbon_walking", false},
		{"es", "svc_tuktuk", "¿dónde empieza? iremos a pie desde la terminal de cruceros", "svc_lisbon_walking", false},
		{"fr", "svc_tuktuk", "c'est où ? nous venons à pied depuis le port", "svc_lisbon_walking", false},
		{"de", "svc_tuktuk", "wo ist der Treffpunkt? wir kommen zu Fuß vom Hafen", "svc_lisbon_walking", false},
		{"it", "svc_tuktuk", "dove ci troviamo? arriviamo a piedi dal porto", "svc_lisbon_walking", false},
		{"pt", "svc_tuktuk", "onde nos encontramos? vamos a pé do porto", "svc_lisbon_walking", false},
		{"en", "svc_tuktuk", "actually the walking tour instead", "svc_lisbon_walking", true},
	} {
		c := Context{Now: now, Region: "PT", Lang: tc.lang, Services: NewServices(svcs), Service: tc.current}
		r := Parse(tc.msg, c)
		if got := r.ServiceID == tc.other; got != tc.switches {
			t.Errorf("%s %q with %s in hand: service %q, switches to %s %v, want %v", tc.lang, tc.msg, tc.current, r.ServiceID, tc.other, got, tc.switches)
		}
	}
}
