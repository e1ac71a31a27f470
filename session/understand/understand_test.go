package understand

import (
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/demo"
)

// now is Monday 23 November 2026, 10:00 in Lisbon.
var now = time.Date(2026, 11, 23, 10, 0, 0, 0, mustLoc("Europe/Lisbon"))

func mustLoc(name string) *time.Location {
	l, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return l
}

func parse(t *testing.T, msg, lang string) *Result {
	t.Helper()
	svcs, err := demo.Services()
	if err != nil {
		t.Fatal(err)
	}
	return Parse(msg, Context{Now: now, Lang: lang, Region: "PT", Services: NewServices(svcs), HasOptions: true})
}

func TestDates(t *testing.T) {
	cases := []struct{ lang, msg, want string }{
		{"en", "today", "2026-11-23"},
		{"en", "tomorrow morning", "2026-11-24"},
		{"en", "the day after tomorrow", "2026-11-25"},
		{"en", "on Monday", "2026-11-23"},
		{"en", "next Monday", "2026-11-30"},
		{"en", "next Saturday", "2026-11-28"},
		{"en", "in 3 days", "2026-11-26"},
		{"en", "in a week", "2026-11-30"},
		{"en", "3 December", "2026-12-03"},
		{"en", "December 3rd", "2026-12-03"},
		{"en", "2026-12-03", "2026-12-03"},
		// English numeric dates: the reading that comes sooner wins.
		{"en", "3/12", "2026-12-03"},
		{"en", "12/3", "2026-12-03"},
		{"en", "25/12", "2026-12-25"},
		{"en", "1/15", "2027-01-15"},
		{"en", "5/1", "2027-01-05"},
		{"es", "3/12", "2026-12-03"},
		{"es", "12/3", "2027-03-12"},
		{"de", "am 3.12.", "2026-12-03"},
		{"fr", "le 3 décembre", "2026-12-03"},
		{"es", "mañana por la mañana", "2026-11-24"},
		{"es", "pasado mañana", "2026-11-25"},
		{"es", "el sábado que viene", "2026-11-28"},
		{"es", "dentro de 3 días", "2026-11-26"},
		{"fr", "après-demain", "2026-11-25"},
		{"fr", "samedi prochain", "2026-11-28"},
		{"fr", "dans 2 jours", "2026-11-25"},
		{"de", "übermorgen", "2026-11-25"},
		{"de", "nächsten Samstag", "2026-11-28"},
		{"de", "Samstagnachmittag", "2026-11-28"},
		{"de", "Guten Morgen", ""},
		{"it", "dopodomani", "2026-11-25"},
		{"it", "tra 3 giorni", "2026-11-26"},
		{"it", "sabato prossimo", "2026-11-28"},
		{"pt", "depois de amanhã", "2026-11-25"},
		{"pt", "na segunda", "2026-11-23"},
		{"pt", "a segunda opção", ""},
		{"pt", "sexta-feira", "2026-11-27"},
		{"pt", "daqui a 3 dias", "2026-11-26"},
		{"pt", "3 de dezembro", "2026-12-03"},
		{"en", "this weekend", "2026-11-28"},
		{"en", "may I book", ""},
		{"en", "31/02", ""},
	}
	for _, c := range cases {
		r := parse(t, c.msg, c.lang)
		got := ""
		if r.HasDate() {
			got = r.Date.Format(store.DateLayout)
		}
		if got != c.want {
			t.Errorf("%s %q: date %q, want %q", c.lang, c.msg, got, c.want)
		}
	}
}

func TestClockAndGuests(t *testing.T) {
	cases := []struct {
		msg    string
		clock  string
		guests int
	}{
		{"at 2pm for 4", "14:00", 4},
		{"14h30 pour 2 adultes et 2 enfants", "14:30", 4},
		{"um 15 Uhr, wir sind zu dritt", "15:00", 3},
		{"alle 18 per due persone", "18:00", 2},
		{"às 9h, somos cinco", "09:00", 5},
		{"a las 4 de la tarde, somos cuatro", "16:00", 4},
		{"10:00 am, 2 adults 1 child", "10:00", 3},
		{"at 7 just me", "19:00", 1},
		{"my wife and I at noon", "12:00", 2},
		{"for 4 days", "", 0},
		{"3 December for 2", "", 2},
		{"hablar con una persona real", "", 0},
		{"2 hours long?", "", 0},
	}
	for _, c := range cases {
		r := parse(t, c.msg, "en")
		clock := ""
		if r.HasTime {
			clock = time.Date(0, 1, 1, r.Hour, r.Minute, 0, 0, time.UTC).Format("15:04")
		}
		if clock != c.clock || r.Guests != c.guests {
			t.Errorf("%q: clock %q guests %d, want %q %d", c.msg, clock, r.Guests, c.clock, c.guests)
		}
	}
}

func TestServicesAndContact(t *testing.T) {
	cases := []struct{ msg, service, email, phone, name string }{
		{"kayack tomorrow?", "svc_tagus_kayak", "", "", ""},
		{"Kajaktour am Samstag", "svc_tagus_kayak", "", "", ""},
		{"surf in Costa da Caparica", "svc_surf_lesson", "", "", ""},
		{"reach me at +351 912 345 678", "", "", "+351912345678", ""},
		{"I'm Ana Silva, ana.silva@Example.COM", "", "ana.silva@example.com", "", "Ana Silva"},
		{"Ich heiße Jonas Weber", "", "", "", "Jonas Weber"},
		{"me llamo maría lópez", "", "", "", "María López"},
		{"I'm interested in the fado night", "svc_fado_night", "", "", ""},
	}
	for _, c := range cases {
		r := parse(t, c.msg, "en")
		if r.ServiceID != c.service || r.Email != c.email || r.Phone != c.phone || r.Name != c.name {
			t.Errorf("%q: service %q email %q phone %q name %q", c.msg, r.ServiceID, r.Email, r.Phone, r.Name)
		}
	}
}

func TestChoice(t *testing.T) {
	for msg, want := range map[string]int{
		"the second one": 2, "la primera": 1, "option 3": 3, "die letzte": -1, "a segunda opção": 2, "prendo la terza": 3,
	} {
		if r := parse(t, msg, "en"); r.Choice != want {
			t.Errorf("%q: choice %d, want %d", msg, r.Choice, want)
		}
	}
}

func BenchmarkParse(b *testing.B) {
	svcs, _ := demo.Services()
	c := Context{Now: now, Lang: "es", Region: "PT", Services: NewServices(svcs), HasOptions: true}
	msgs := []string{
		"Hi! Do you have the kayak tour tomorrow for 2?",
		"¿Hay plazas para el tour a pie el sábado por la mañana? Somos cuatro",
		"Wir sind zu viert, habt ihr am nächsten Samstag um 14 Uhr noch was frei?",
		"thanks!",
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Parse(msgs[i%len(msgs)], c)
	}
}

func TestMoreEntities(t *testing.T) {
	for _, c := range []struct {
		msg, date string
		guests    int
	}{
		{"on the 5th", "2026-12-05", 0},
		{"on the 25th", "2026-11-25", 0},
		{"the 2nd one", "", 0},
		{"dia 30 somos 2", "2026-11-30", 2},
		{"me and 3 friends", "", 4},
		{"yo y dos amigos", "", 3},
	} {
		r := parse(t, c.msg, "en")
		got := ""
		if r.HasDate() {
			got = r.Date.Format(store.DateLayout)
		}
		if got != c.date || r.Guests != c.guests {
			t.Errorf("%q: date %q guests %d, want %q %d", c.msg, got, r.Guests, c.date, c.guests)
		}
	}
}

func TestNameWhenAsked(t *testing.T) {
	svcs, _ := demo.Services()
	c := Context{Now: now, Lang: "en", Region: "PT", Services: NewServices(svcs), ExpectName: true}
	for msg, want := range map[string]string{
		"ana silva ana.silva@example.com": "Ana Silva",
		"John Smith":                      "John Smith",
		"sure, it's Maria":                "Maria",
		"Ana Silva, +351 912 345 678":     "Ana Silva",
		"what time is it":                 "",
		"tomorrow please":                 "",
	} {
		if got := Parse(msg, c).Name; got != want {
			t.Errorf("%q: name %q, want %q", msg, got, want)
		}
	}
}

func TestStretchedAndMisspeltCues(t *testing.T) {
	for msg, want := range map[string]string{
		"boook it": store.IntentBook, "mercii": store.IntentThanks, "holaaa": store.IntentGreet,
		"thanksss": store.IntentThanks, "is it avaliable tomorow?": store.IntentAvailability,
		"quiero resevar": store.IntentBook,
	} {
		if got := parse(t, msg, "en").Intent; got != want {
			t.Errorf("%q: %s, want %s", msg, got, want)
		}
	}
}

// "me + 3 friends" joins the speaker with a sign as with a word, and a day
// told by the visitor's own event is unread, never a guess from the rest.
func TestSignJoinsAndAnchoredDay(t *testing.T) {
	for _, c := range []struct {
		msg, lang string
		guests    int
	}{{"me + 3 friends", "en", 4}, {"moi + 3 amis", "fr", 4}, {"io + 3 amici", "it", 4}, {"eu + 3 amigos", "pt", 4}, {"me & 2 friends", "en", 3}} {
		if r := parse(t, c.msg, c.lang); r.Guests != c.guests {
			t.Errorf("%q: %d guests, want %d", c.msg, r.Guests, c.guests)
		}
	}
	for _, c := range []struct{ msg, lang string }{
		{"sunset sail the day my sister lands, around the long weekend", "en"},
		{"el día que llega mi hermana", "es"}, {"le jour où ma sœur arrive", "fr"},
		{"an dem Tag, wenn meine Schwester ankommt, ums Wochenende", "de"},
		{"il giorno che arriva mia sorella", "it"}, {"no dia em que a minha irmã chega, no fim de semana", "pt"},
	} {
		if r := parse(t, c.msg, c.lang); !r.Date.IsZero() || !r.HasUnread(UnreadDate) {
			t.Errorf("%q: date %v, unread %v; want no date and an unread date", c.msg, r.Date, r.Unread)
		}
	}
	if r := parse(t, "the day after tomorrow", "en"); r.Date.IsZero() {
		t.Error("the day after tomorrow: no date")
	}
}

// "we're 3 actually" among options at 15:00 is a party, not the 3pm.
func TestPartyIsNoOptionHour(t *testing.T) {
	for _, msg := range []string{"oh wait, we're 3 actually", "al final somos 3", "siamo in 3"} {
		r := Parse(msg, Context{Now: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC), Lang: "en", Region: "PT", HasOptions: true, OptionTimes: []int{15 * 60}})
		if r.HasTime || r.Guests != 3 {
			t.Errorf("%q: time %v %02d:%02d, guests %d; want 3 guests and no time", msg, r.HasTime, r.Hour, r.Minute, r.Guests)
		}
	}
	if r := Parse("3 is fine", Context{Now: time.Now(), Lang: "en", Region: "PT", HasOptions: true, OptionTimes: []int{15 * 60}}); !r.HasTime || r.Hour != 15 {
		t.Errorf("3 is fine: %02d:%02d", r.Hour, r.Minute)
	}
}

// An age said of a child or of someone named by a pronoun is neither an
// option's hour nor a party ("she's 4" with a 4 pm option shown).
func TestAgeIsNoOptionHour(t *testing.T) {
	for _, c := range []struct{ lang, msg string }{
		{"en", "is there a baby seat? he's 2"},
		{"en", "hes 5, is that ok?"},
		{"en", "she is 5"},
		{"es", "hay sillita para niños? tiene 4"},
		{"es", "ella tiene 4"},
		{"fr", "un rehausseur pour le petit ? il a 4"},
		{"de", "gibt es einen Kindersitz? er ist 4"},
		{"it", "c'è un seggiolino per il bimbo? lui ha 4"},
		{"it", "per la bambina: ha 4"},
		{"pt", "vocês têm cadeirinha? ela tem 4"},
		{"pt", "o meu filho tem 4"},
		{"it", "abbiamo bimbi di 4 e 10 anni, va bene?"},
		{"pt", "os miúdos têm 4 e 10 anos"},
		{"en", "kids are 4 and 10 years old"},
		{"es", "niños de 10 años"},
	} {
		r := Parse(c.msg, Context{Now: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC), Lang: c.lang, Region: "PT",
			HasOptions: true, OptionTimes: []int{10 * 60, 16 * 60}})
		if r.HasTime || r.Guests != 0 || r.Children != 0 || r.MoreGuests != 0 {
			t.Errorf("%s %q: time %v %02d:%02d, guests %d (children %d, more %d); want no time and no party",
				c.lang, c.msg, r.HasTime, r.Hour, r.Minute, r.Guests, r.Children, r.MoreGuests)
		}
	}
	// the clock still reads a time beside a child's age
	r := Parse("my son is 7, the 4 is fine", Context{Now: time.Now(), Lang: "en", Region: "PT", HasOptions: true, OptionTimes: []int{16 * 60}})
	if !r.HasTime || r.Hour != 16 {
		t.Errorf("my son is 7, the 4 is fine: time %v %02d:%02d", r.HasTime, r.Hour, r.Minute)
	}
}

// TestPayingPlanIsNoPriceQuestion pins how the visitor says they will pay,
// as a statement, beside a request: it is no price question (the request
// decides the intent), while asking how to pay or how much still is.
func TestPayingPlanIsNoPriceQuestion(t *testing.T) {
	cases := []struct {
		lang, msg string
		price     bool
	}{
		{"en", "ok we'll pay by card then. thursday, the 6pm one, for 2 please", false},
		{"en", "i will pay online, sunday at 10 for 3", false},
		{"en", "can we pay by card?", true},
		{"en", "how much do we pay for 2", true},
		{"es", "vale, pagaremos con tarjeta. el jueves, el de las 18, para 2", false},
		{"es", "se puede pagar con tarjeta?", true},
		{"fr", "ok on paiera par carte. jeudi, celui de 18h, pour 2", false},
		{"fr", "on peut payer par carte ?", true},
		{"de", "ok, wir zahlen dann mit Karte. Donnerstag, die um 18 Uhr, für 2", false},
		{"de", "kann man mit Karte zahlen?", true},
		{"it", "ok, pagheremo con carta. giovedì, quello delle 18, per 2", false},
		{"it", "si può pagare con carta?", true},
		{"pt", "ok, vamos pagar com cartão. quinta, o das 18h, para 2", false},
		{"pt", "posso pagar com cartão?", true},
	}
	for _, c := range cases {
		r := parse(t, c.msg, c.lang)
		if got := r.Intent == store.IntentPrice; got != c.price {
			t.Errorf("%s %q: intent %s, price %v want %v", c.lang, c.msg, r.Intent, got, c.price)
		}
	}
}

// TestNameBesideContactIsNoTour pins a surname a letter away from a tour's
// word ("Sintar", "Cascias") in a message of contact details: a name, not
// the tour; a tour named there, even misspelt after a lower-case word,
// still is.
func TestNameBesideContactIsNoTour(t *testing.T) {
	cases := []struct{ lang, msg, service string }{
		{"en", "Ray Sintar, ray.s@example.com", ""},
		{"es", "Mia Cascias, mia.c@example.com", ""},
		{"de", "Bitte buchen Sie die Kajaktour morgen um 14 Uhr für 2, ich bin Jonas Weber, jonas.weber@example.de", "svc_tagus_kayak"},
		{"en", "the sintra trip please, ray.s@example.com", "svc_sintra_day"},
		{"en", "the sintar trip please, ray.s@example.com", "svc_sintra_day"},
	}
	for _, c := range cases {
		if r := parse(t, c.msg, c.lang); r.ServiceID != c.service {
			t.Errorf("%s %q: service %q, want %q", c.lang, c.msg, r.ServiceID, c.service)
		}
	}
}
