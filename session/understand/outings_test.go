package understand

import (
	"slices"
	"testing"

	"github.com/tourchat/tourchat/store/demo"
)

// TestSeaOutingsAndSharedWords checks the names of outings in the six
// languages: a sea outing is the sail; a word the kayak and the sail share
// (the catalog gives "water" to both) names neither alone but both
// (Ambiguous), unless one of them is the tour discussed or another word
// tells them apart; a guided visit names no tour but the one its other
// words name; a word of another language names no tour ("onde", where);
// "on board" is aboard, not the surf's board; "porto mia figlia" brings
// her, it asks for no port wine.
func TestSeaOutingsAndSharedWords(t *testing.T) {
	svcs, err := demo.Services()
	if err != nil {
		t.Fatal(err)
	}
	both := []string{"svc_tagus_kayak", "svc_sunset_sail"}
	cases := []struct {
		lang, msg, current, service string
		among                       []string
	}{
		{"fr", "une sortie en mer samedi pour 2", "", "svc_sunset_sail", nil},
		{"en", "is there a sea trip on sunday?", "", "svc_sunset_sail", nil},
		{"es", "una salida al mar el domingo", "", "svc_sunset_sail", nil},
		{"de", "ein Ausflug aufs Meer am Sonntag", "", "svc_sunset_sail", nil},
		{"it", "un'uscita in mare domenica", "", "svc_sunset_sail", nil},
		{"pt", "um passeio no mar no domingo", "", "svc_sunset_sail", nil},
		{"de", "eine Wassertour am Samstag für 2", "", "", both},
		{"en", "something on the water saturday", "", "", both},
		{"fr", "une sortie sur l'eau samedi", "", "", both},
		{"es", "algo en el agua el sábado", "", "", both},
		{"it", "qualcosa in acqua sabato", "", "", both},
		{"pt", "algo na água no sábado", "", "", both},
		{"de", "eine Wassertour mit dem Segelboot", "", "svc_sunset_sail", nil},
		{"en", "something on the water", "svc_tagus_kayak", "svc_tagus_kayak", nil},
		{"es", "una visita guiada el sábado", "", "", nil},
		{"pt", "uma visita guiada no sábado", "", "", nil},
		{"it", "una visita guidata sabato", "", "", nil},
		{"fr", "une visite guidée samedi", "", "", nil},
		{"de", "eine Führung am Samstag", "", "", nil},
		{"en", "a guided visit on saturday", "", "", nil},
		{"es", "una visita guiada a pie por alfama", "", "svc_lisbon_walking", nil},
		{"pt", "onde fica o ponto de encontro?", "", "", nil},
		{"it", "ci sono onde grandi domenica?", "", "svc_surf_lesson", nil},
		{"it", "possiamo portare il passeggino?", "", "", nil},
		// "on board" is aboard, no surf board; the board one rides still is
		{"en", "are there drinks on board?", "svc_sunset_sail", "", nil},
		{"en", "any snacks on board the sunset cruise?", "", "svc_sunset_sail", nil},
		{"en", "is the board included?", "", "svc_surf_lesson", nil},
		// the Italian "porto" before the people brought is "I bring", no port wine
		{"it", "porto mia figlia di 9 anni, va bene il kayak?", "", "svc_tagus_kayak", nil},
		{"it", "porto i miei due bambini sabato, cosa consigliate?", "", "", nil},
		{"it", "c'è un bicchiere di porto nel tour?", "", "svc_food_wine", nil},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT", Services: NewServices(svcs), Service: c.current})
		var among []string
		if r.Ambiguous {
			among = r.Services
		}
		if r.ServiceID != c.service || !slices.Equal(among, c.among) {
			t.Errorf("%s %q (discussing %q): service %q among %v, want %q %v", c.lang, c.msg, c.current, r.ServiceID, among, c.service, c.among)
		}
	}
}
