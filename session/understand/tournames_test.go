package understand

import (
	"testing"

	"github.com/tourchat/tourchat/store/demo"
)

// TestTourCommonNames: the names visitors give each tour in the six
// languages, German compounds of a tour's word and an outing's
// ("Segeltour", "Segelfahrt", "Bootsausflug", "Kajakfahrt", "Surfstunden",
// "Stadtspaziergang") included, reach that tour; words no tour holds
// ("Fahrradtour") reach none.
func TestTourCommonNames(t *testing.T) {
	c := demoContext(t)
	cases := map[string]map[string][]string{
		"svc_sunset_sail": {
			"en": {"sailing trip on saturday", "a sailboat for 2", "boat tour sunday", "sunset cruise"},
			"es": {"paseo en velero", "el barco de vela el sábado", "paseo en barco para 2", "crucero al atardecer"},
			"fr": {"une sortie en voilier", "balade en bateau samedi", "le voilier dimanche"},
			"de": {"Segeltour am Samstag für 2", "eine Segelfahrt", "Segelausflug am Sonntag", "Bootstour", "Bootsausflug morgen", "Segelboot"},
			"it": {"giro in barca a vela", "una veleggiata sabato", "gita in barca"},
			"pt": {"passeio de veleiro", "barco à vela no sábado", "passeio de barco"},
		},
		"svc_tagus_kayak": {
			"en": {"kayak tour", "kayaking saturday", "canoe trip"},
			"es": {"excursión en kayak", "piragüismo"},
			"fr": {"balade en kayak", "canoë samedi"},
			"de": {"Kajaktour", "Kajakfahrt am Samstag", "Paddeltour", "Kanufahrt"},
			"it": {"giro in kayak", "canoa sabato"},
			"pt": {"passeio de caiaque", "canoagem"},
		},
		"svc_lisbon_walking": {
			"en": {"walking tour", "a guided walk"},
			"es": {"tour a pie", "recorrido a pie", "free tour"},
			"fr": {"visite à pied", "balade à pied"},
			"de": {"Stadtführung", "Stadtrundgang", "Stadtspaziergang morgen", "Altstadtführung"},
			"it": {"tour a piedi", "passeggiata"},
			"pt": {"passeio a pé", "caminhada"},
		},
		"svc_surf_lesson": {
			"de": {"Surfkurs", "Surfstunden am Wochenende"},
			"es": {"clase de surf", "curso de surf"},
			"fr": {"cours de surf", "leçon de surf"},
			"it": {"lezione di surf", "corso di surf"},
			"pt": {"aula de surf"},
		},
		"svc_food_wine": {
			"en": {"wine tasting", "food tour", "the foodie tour"},
			"es": {"cata de vinos", "tour gastronómico", "el tour de comida", "la ruta de comida"},
			"fr": {"dégustation de vins", "la balade gastronomique"},
			"de": {"Weinprobe", "Weinverkostung", "Essenstour", "die Food-Tour"},
			"it": {"degustazione di vini", "il tour del cibo", "il giro gastronomico"},
			"pt": {"prova de vinhos", "o passeio de comida", "a volta da comida"},
		},
		"svc_tuktuk": {"de": {"Tuktuk-Tour", "Tuk-Tuk-Fahrt"}, "en": {"tuk tuk tour"}},
		"":           {"de": {"Fahrradtour am Samstag", "Abendessen"}},
	}
	for want, byLang := range cases {
		for l, msgs := range byLang {
			for _, m := range msgs {
				c.Lang = l
				if got := Parse(m, c).ServiceID; got != want {
					t.Errorf("%s %q: service %q, want %q", l, m, got, want)
				}
			}
		}
	}
}

// TestVesselWordAskedAboutTheTourDiscussed: "boat" and its words, asked
// about while another tour is discussed, are that tour's vessel (a kayak
// is a boat too); a request for the boat trip still names it.
func TestVesselWordAskedAboutTheTourDiscussed(t *testing.T) {
	c := demoContext(t)
	c.Service = "svc_tagus_kayak"
	for _, tc := range []struct {
		lang, msg, want string
	}{
		{"en", "what should we wear on the boat?", ""},
		{"de", "ist das ein Boot?", ""},
		{"es", "¿hay que saber nadar para subir al barco?", ""},
		{"fr", "on est combien par bateau ?", ""},
		{"it", "quante persone per barca?", ""},
		{"en", "actually the boat trip instead", "svc_sunset_sail"},
		{"de", "dann lieber die Bootstour am Sonntag", "svc_sunset_sail"},
		{"pt", "afinal o passeio de barco", "svc_sunset_sail"},
		{"es", "mejor el velero", "svc_sunset_sail"},
	} {
		wantService(t, c, tc.lang, tc.msg, tc.want)
	}
}

// TestFoodAskedAboutAnotherTour: a thing tours include that is a keyword
// of the food tour (food, wine, "comida", "Essen", "cibo", "vinho"),
// asked about another tour the message names, leaves that tour named;
// alone, or with the food tour's name, it still names the food tour.
func TestFoodAskedAboutAnotherTour(t *testing.T) {
	c := demoContext(t)
	for _, tc := range []struct {
		lang, msg, want string
	}{
		{"en", "any food during the kayaking?", "svc_tagus_kayak"},
		{"es", "¿dan vino en el crucero al atardecer?", "svc_sunset_sail"},
		{"fr", "on a de la nourriture pendant la balade en kayak ?", "svc_tagus_kayak"},
		{"de", "gibt es Essen auf der Bootstour?", "svc_sunset_sail"},
		{"it", "c'è del cibo durante il giro in tuk tuk?", "svc_tuktuk"},
		{"pt", "há vinho na noite de fado?", "svc_fado_night"},
		{"en", "food tour on saturday", "svc_food_wine"},
		{"es", "la comida el sábado para 2", "svc_food_wine"},
		{"de", "Weinprobe oder Kajak?", "svc_food_wine"},
	} {
		wantService(t, c, tc.lang, tc.msg, tc.want)
	}
}

// TestMisspeltTourNames: a tour named with a slip of the hand or a spelling
// that sounds alike reaches that tour in every language, the slips allowed
// growing with the word (nameTypo): "kyak", "kayack", "tuc tuc".
func TestMisspeltTourNames(t *testing.T) {
	c := demoContext(t)
	cases := map[string]map[string][]string{
		"svc_tagus_kayak": {
			"en": {"can we do kyak on friday?", "kayack for two", "is the cayak open sunday"},
			"es": {"el kayac del domingo", "queremos hacer kyak"},
			"fr": {"une sortie en kayac samedi", "du kyak pour 3"},
			"de": {"Kajac am Sonntag", "eine Kajaktur für 2"},
			"it": {"il kayac domenica", "giro in kyak"},
			"pt": {"o caiaqe no sábado", "passeio de kayac"},
		},
		"svc_tuktuk": {
			"en": {"the tuc tuc tomorrow", "tuctuc for 4"},
			"es": {"el tuc-tuc del sábado", "un tuctuc mañana"},
			"fr": {"le tuc tuc dimanche", "balade en tuctuc"},
			"de": {"Tuc-Tuc am Samstag"},
			"it": {"il tuc tuc domani"},
			"pt": {"o tuc tuc amanhã"},
		},
		"svc_sunset_sail": {
			"en": {"the sailling cruise", "a sailbot trip"},
			"es": {"el velerro al atardecer"},
			"fr": {"le voillier samedi", "une croisère"},
			"de": {"mit dem Segelbot raus", "Sonenuntergang segeln"},
			"it": {"la veleggiatta di sabato"},
			"pt": {"o veleiroo no domingo"},
		},
		"svc_fado_night": {"en": {"fadoo night friday"}, "pt": {"noite de fadoo"}},
		"svc_surf_lesson": {
			"en": {"surff lesson tomorrow", "surfng on sunday"},
			"de": {"Surfkurss morgen"},
		},
		"svc_sintra_day": {"en": {"the sintr day trip"}, "es": {"excursion a sintraa"}},
	}
	for want, byLang := range cases {
		for l, msgs := range byLang {
			for _, m := range msgs {
				c.Lang = l
				if got := Parse(m, c).ServiceID; got != want {
					t.Errorf("%s %q: service %q, want %q", l, m, got, want)
				}
			}
		}
	}
}

// TestOrdinaryWordsNameNoTour: words of the languages a slip away from a
// tour's word are those words, not the tour: "dado" and "fardo" are no
// "fado", "sure" and "surfs up" aside no "surf", "said", "sale", "salé" no
// "sail", "stand" no "strand", "wollen" no "wellen", "crise" no "cruise".
func TestOrdinaryWordsNameNoTour(t *testing.T) {
	c := demoContext(t)
	for l, msgs := range map[string][]string{
		"en": {"are you sure about saturday", "i said saturday", "is it on sale", "the stand by the door", "a huge thanks",
			"we saw it on your page", "testing, one two", "the manager called", "what a nice place", "the kids want to play",
			"i convert it to euros", "the waiter said so", "a snail", "the bride and groom", "that's a concept"},
		"es": {"tiro el dado", "una caja pequeña", "la carta por favor", "el cano esta roto", "una plata", "el potro"},
		"fr": {"c'est salé", "la crise", "au bord de la mer", "la pente est raide", "sur la page", "quelle voie", "la rive"},
		"de": {"wir wollen am Samstag", "die Krise", "mein Fuß tut weh", "das Bett", "es ist mager", "Segen", "welken"},
		"it": {"il cane viene con noi", "strano ma vero", "vieni anche tu", "ho vinto", "è un concetto", "le punte"},
		"pt": {"sinta-se em casa", "a praça", "os moradores", "um fardo", "fiado", "a carta", "vindo de casa"},
	} {
		for _, m := range msgs {
			c.Lang = l
			if got := Parse(m, c).ServiceID; got != "" {
				t.Errorf("%s %q: service %q, want none", l, m, got)
			}
		}
	}
}

// TestThingIncludedOnTheTourDiscussed: a thing tours include that two
// other tours are named by ("water": the kayak's and the sail's), asked
// while a third tour is discussed, names no tour, and so no two tours to
// weigh against each other.
func TestThingIncludedOnTheTourDiscussed(t *testing.T) {
	c := demoContext(t)
	c.Service = "svc_tuktuk"
	for _, tc := range []struct{ lang, msg string }{
		{"en", "and water, is that included?"},
		{"es", "y el agua, va incluida?"},
		{"fr", "et l'eau, c'est compris ?"},
		{"de", "und Wasser, ist das dabei?"},
		{"it", "e l'acqua, è inclusa?"},
		{"pt", "e a água, está incluída?"},
	} {
		c.Lang = tc.lang
		if r := Parse(tc.msg, c); r.ServiceID != "" || len(r.Services) > 0 {
			t.Errorf("%s %q: service %q, named %v; want none", tc.lang, tc.msg, r.ServiceID, r.Services)
		}
	}
}

// TestDishAskedAboutTheTourBooked: a dish or a drink that is a keyword of
// the food tour ("pastel de nata", "port wine", "Portwein", "vinho do
// porto") asked while another tour is booked names no tour; with no tour
// in hand, it still names the food tour.
func TestDishAskedAboutTheTourBooked(t *testing.T) {
	svcs, err := demo.Services()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang, msg, current, want string
	}{
		{"en", "is a pastel de nata included?", "svc_lisbon_walking", ""},
		{"es", "¿nos dan un pastel de nata?", "svc_lisbon_walking", ""},
		{"fr", "il y a un verre de porto ?", "svc_sunset_sail", ""},
		{"de", "gibt es einen Portwein?", "svc_sunset_sail", ""},
		{"it", "c'è un pastel de nata compreso?", "svc_lisbon_walking", ""},
		{"pt", "inclui um cálice de vinho do porto?", "svc_fado_night", ""},
		{"en", "the pastel de nata tour on saturday", "", "svc_food_wine"},
	} {
		c := Context{Now: now, Region: "PT", Services: NewServices(svcs), Lang: tc.lang, Service: tc.current}
		if got := Parse(tc.msg, c).ServiceID; got != tc.want {
			t.Errorf("%s %q on %s: service %q, want %q", tc.lang, tc.msg, tc.current, got, tc.want)
		}
	}
}

// TestWalkAsAVerb: the English "walk" said as the verb ("we don't walk
// much", "I can't walk far") names no walking tour; "the walk" and "a
// walking tour" still do.
func TestWalkAsAVerb(t *testing.T) {
	c := demoContext(t)
	c.Lang = "en"
	for _, tc := range []struct{ msg, want string }{
		{"is the tuk tuk ok for us? we don't walk much", "svc_tuktuk"},
		{"my dad can't walk far, what about the sintra trip?", "svc_sintra_day"},
		{"the walk on saturday for 2", "svc_lisbon_walking"},
		{"a walking tour tomorrow?", "svc_lisbon_walking"},
	} {
		r := Parse(tc.msg, c)
		if r.ServiceID != tc.want || len(r.Services) > 1 {
			t.Errorf("%q: service %q, named %v; want %s alone", tc.msg, r.ServiceID, r.Services, tc.want)
		}
	}
}

// demoContext is a parsing context on the demo catalog at the corpora's
// reference time.
func demoContext(t *testing.T) Context {
	t.Helper()
	svcs, err := demo.Services()
	if err != nil {
		t.Fatal(err)
	}
	return Context{Now: now, Region: "PT", Services: NewServices(svcs)}
}

// wantService checks the tour msg names in lang.
func wantService(t *testing.T, c Context, lang, msg, want string) {
	t.Helper()
	c.Lang = lang
	if got := Parse(msg, c).ServiceID; got != want {
		t.Errorf("%s %q: service %q, want %q", lang, msg, got, want)
	}
}
