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

// TestAskedClauseIsNoName: while a name is asked for, the capitalised
// nouns of a clause a question mark closes ("Danke, Pastel de Nata
// inklusive?") are what it asks about, no name, in every language; a name
// a comma closes before a question stays, and so does a surname that is a
// tour's word beside contact details ("Maria Colinas, maria@...").
func TestAskedClauseIsNoName(t *testing.T) {
	svcs, _ := demo.Services()
	tours := NewServices(svcs)
	for _, c := range []struct{ lang, msg, want, svc string }{
		{"en", "Thanks, Pastel de Nata Included?", "", "-"},
		{"es", "Gracias, ¿Pastel de Nata Incluido?", "", "-"},
		{"fr", "Merci, Pastel de Nata Compris ?", "", "-"},
		{"de", "Danke, Pastel de Nata Inklusive?", "", "-"},
		{"de", "Super, Toiletten an Bord?", "", ""},
		{"it", "Grazie, Pastel de Nata Incluso?", "", "-"},
		{"pt", "Obrigada, Pastel de Nata Incluído?", "", "-"},
		{"pt", "Obrigada, Casa de Banho no Barco?", "", "-"},
		{"en", "Jane Smith, can we pay cash?", "Jane Smith", ""},
		{"en", "Tom Hills, tom@example.com, 912345678", "Tom Hills", ""},
		{"es", "Marta Colinas, marta@example.com, 612345678", "Marta Colinas", ""},
		{"fr", "Luc Collines, luc@example.fr", "Luc Collines", ""},
		{"de", "Eva Hügel, eva@example.de", "Eva Hügel", ""},
		{"it", "Sara Colli, sara@example.it", "Sara Colli", ""},
		{"pt", "Rui Colinas, 912345678", "Rui Colinas", ""},
		// words leading the details between the name and them
		{"en", "Hi, Ana Hills here, ana@example.com", "Ana Hills", ""},
		{"en", "name: Tom Hills, phone 912345678", "Tom Hills", ""},
		{"es", "Soy Marta Colinas, mi móvil es 612345678", "Marta Colinas", ""},
		{"fr", "Luc Collines, mon numéro 0612345678", "Luc Collines", ""},
		{"de", "Eva Hügel, meine E-Mail ist eva@example.de", "Eva Hügel", ""},
		{"it", "Sara Colli, cellulare 3381234567", "Sara Colli", ""},
		{"pt", "Rui Colinas aqui, telemóvel 912345678", "Rui Colinas", ""},
	} {
		ctx := Context{Now: now, Lang: c.lang, Region: "PT", Services: tours, ExpectName: true}
		r := Parse(c.msg, ctx)
		if r.Name != c.want || c.svc != "-" && r.ServiceID != c.svc { // "-": the tour the question names is the engine's to weigh
			t.Errorf("%s %q: name %q tour %q, want %q and %q", c.lang, c.msg, r.Name, r.ServiceID, c.want, c.svc)
		}
	}
}
