package understand

import (
	"testing"

	"github.com/tourchat/tourchat/store/demo"
)

// TestQuestionVerbIsNoName: while a name is asked for, a capitalised verb
// opening a question ("Hace frío...?", "Fait-il...?") is no name, in every
// language; a name given as a question's answer still is.
func TestQuestionVerbIsNoName(t *testing.T) {
	svcs, _ := demo.Services()
	for _, c := range []struct{ lang, msg, want string }{
		{"en", "Gets windy out on the water? What should we wear?", ""},
		{"es", "Hace viento en el barco? Qué llevamos?", ""},
		{"fr", "Fait froid sur le bateau ? On met quoi ?", ""},
		{"de", "Wird es windig auf dem Boot? Was ziehen wir an?", ""},
		{"it", "Tira vento sulla barca? Cosa portiamo?", ""},
		{"pt", "Faz vento no barco? O que levamos?", ""},
		{"en", "Ok. Tom Baker, is that all you need?", "Tom Baker"},
		{"it", "Giulia Bianchi", "Giulia Bianchi"},
	} {
		ctx := Context{Now: now, Lang: c.lang, Region: "PT", Services: NewServices(svcs), ExpectName: true}
		if got := Parse(c.msg, ctx).Name; got != c.want {
			t.Errorf("%s %q: name %q, want %q", c.lang, c.msg, got, c.want)
		}
	}
}
