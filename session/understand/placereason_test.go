package understand

import (
	"testing"

	"github.com/tourchat/tourchat/store/demo"
)

// TestPlaceInReason: while another tour is being booked, a place said as
// where the visitors will be is a reason, not a request for the tour of that
// place; a tour asked for by its place still is.
func TestPlaceInReason(t *testing.T) {
	svcs, err := demo.Services()
	if err != nil {
		t.Fatal(err)
	}
	c := Context{Now: now, Region: "PT", Services: NewServices(svcs), Service: "svc_tuktuk"}
	for _, tc := range []struct {
		lang, msg string
		switches  bool
	}{
		{"en", "sorry, on friday we're in sintra", false},
		{"en", "we will be staying in cascais that day", false},
		{"en", "can we do sintra instead?", true},
		{"en", "actually the sintra trip please", true},
		{"es", "el viernes estamos en sintra, lo siento", false},
		{"es", "mejor la excursion a sintra", true},
		{"fr", "vendredi nous serons a sintra", false},
		{"fr", "plutot l'excursion a sintra alors", true},
		{"de", "freitag sind wir leider in sintra", false},
		{"de", "wir werden freitag in sintra sein", false},
		{"de", "lieber den sintra ausflug", true},
		{"it", "venerdi siamo a sintra purtroppo", false},
		{"it", "meglio la gita a sintra", true},
		{"pt", "sexta estamos em sintra", false},
		{"pt", "prefiro o passeio a sintra", true},
	} {
		c.Lang = tc.lang
		r := Parse(tc.msg, c)
		if got := r.ServiceID == "svc_sintra_day"; got != tc.switches {
			t.Errorf("%s %q: service %q, switches %v, want %v", tc.lang, tc.msg, r.ServiceID, got, tc.switches)
		}
	}
}
