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

// TestContactSurnameIsNoDay: a capitalised surname that is also a festive
// day or a month ("Reyes", "Ostern", "Toussaint", "Marzo", "Natal"), in a
// message of a name and contact details, is the name's, never a date; a
// holiday said before the name still is one. And a question opened by a
// verb while the name is awaited ("aceita pix?", "Accettate Satispay?")
// is no name.
func TestContactSurnameIsNoDay(t *testing.T) {
	svcs, _ := demo.Services()
	for _, c := range []struct{ lang, msg, name, date string }{
		{"es", "Pablo Reyes pablo.reyes@example.com", "Pablo Reyes", ""},
		{"de", "Jonas Ostern, jonas.ostern@example.com", "Jonas Ostern", ""},
		{"fr", "Jean Toussaint jean.t@example.com", "Jean Toussaint", ""},
		{"it", "Luca Marzo luca.marzo@example.com", "Luca Marzo", ""},
		{"pt", "Rita Natal, rita.natal@example.com", "Rita Natal", ""},
		{"en", "Grace Easter grace.easter@example.com", "Grace Easter", ""},
		{"es", "kayak el día de Reyes, Omar Pérez omar@example.com", "Omar Pérez", "2027-01-06"},
		{"pt", "aceita pix?", "", ""},
		{"it", "Accettate Satispay?", "", ""},
		{"en", "take apple pay?", "", ""},
		{"de", "Nehmt ihr Twint?", "", ""},
		{"fr", "acceptez la carte ?", "", ""},
		{"es", "¿aceptan bizum?", "", ""},
	} {
		ctx := Context{Now: now, Lang: c.lang, Region: "PT", Services: NewServices(svcs), ExpectName: true}
		r := Parse(c.msg, ctx)
		date := ""
		if r.HasDate() {
			date = r.Date.Format("2006-01-02")
		}
		if r.Name != c.name || date != c.date {
			t.Errorf("%s %q: name %q date %q, want %q %q", c.lang, c.msg, r.Name, date, c.name, c.date)
		}
	}
}
