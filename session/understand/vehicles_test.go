package understand

import "testing"

// TestCarriedThingsNameNoTour checks that a stroller or a van, written
// close to a tour's word ("passeggino" and "passeggiata"), names no tour
// in any language, and that the tours themselves are still named.
func TestCarriedThingsNameNoTour(t *testing.T) {
	for _, c := range []struct{ lang, msg, service string }{
		{"it", "possiamo portare il passeggino?", ""},
		{"it", "i passeggini vanno bene?", ""},
		{"it", "il pulmino parte dall'hotel?", ""},
		{"pt", "a carrinha tem lugar para todos?", ""},
		{"pt", "podemos levar o carrinho?", ""},
		{"es", "¿la furgoneta sale de la estación?", ""},
		{"fr", "la camionnette part d'où ?", ""},
		{"de", "wo wartet der Kleinbus?", ""},
		{"en", "where does the minivan leave from?", ""},
		{"it", "una passeggiata a piedi sabato", "svc_lisbon_walking"},
		{"pt", "a caminhada no sábado", "svc_lisbon_walking"},
	} {
		if r := parseWith(t, c.msg, c.lang); r.ServiceID != c.service {
			t.Errorf("%s %q: service %q, want %q", c.lang, c.msg, r.ServiceID, c.service)
		}
	}
}
