package understand

import (
	"testing"

	"github.com/tourchat/tourchat/store/demo"
)

func services(t *testing.T) *Services {
	t.Helper()
	svcs, err := demo.Services()
	if err != nil {
		t.Fatal(err)
	}
	return NewServices(svcs)
}

// The people asking, counted by a number after "us" or after "for" and
// the word for "all" (usCount): a party, never a time, in every language;
// a time or days said the same way count no one.
func TestPartyCountedAfterUs(t *testing.T) {
	for _, c := range []struct {
		lang, msg string
		guests    int
		time      bool
	}{
		{"en", "what's the price for the four of us?", 4, false},
		{"en", "is it cheaper for all three?", 3, false},
		{"es", "cuánto sale para los cuatro?", 4, false},
		{"es", "para nosotras tres, el domingo", 3, false},
		{"es", "nos vemos a las tres", 0, true},
		{"fr", "et pour nous cinq ?", 5, false},
		{"fr", "pour toutes les trois, c'est combien ?", 3, false},
		{"de", "wie teuer ist es für uns fünf?", 5, false},
		{"de", "für alle vier am Sonntag", 4, false},
		{"it", "e per noi quattro?", 4, false},
		{"it", "per tutte e tre quanto fa?", 3, false},
		{"pt", "fica quanto para nós cinco?", 5, false},
		{"pt", "para todos os quatro", 4, false},
		{"pt", "nos três dias que estamos cá", 0, false},
	} {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT", HasOptions: true, OptionTimes: []int{15 * 60, 16 * 60}})
		if r.Guests != c.guests || r.HasTime != c.time {
			t.Errorf("%s %q: guests %d, time %v %02d:%02d; want guests %d, time %v", c.lang, c.msg, r.Guests, r.HasTime,
				r.Hour, r.Minute, c.guests, c.time)
		}
	}
}

// One more person named in the list of the people counted: a relative said
// like a name (an adult) or a child or baby after a definite article
// (namedCompanion); the mix keeps adults and children apart. An article
// and an adjective before a thing name no one.
func TestNamedCompanionInTheList(t *testing.T) {
	for _, c := range []struct {
		lang, msg                    string
		guests, adults, kids, babies int
	}{
		{"en", "two adults, granny and three kids", 6, 3, 3, 0},
		{"en", "quote for 3 adults and the little one", 4, 3, 1, 0},
		{"es", "3 adultos y la peque", 4, 3, 1, 0},
		{"es", "dos adultos, abuelo y un niño", 4, 3, 1, 0},
		{"fr", "2 adultes, mamie et 3 enfants", 6, 3, 3, 0},
		{"fr", "trois adultes et le bébé", 4, 3, 0, 1},
		{"de", "3 Erwachsene und die Kleine", 4, 3, 1, 0},
		{"de", "zwei Erwachsene, Oma, Opa und ein Kind", 5, 4, 1, 0},
		{"it", "3 adulti e il bimbo", 4, 3, 1, 0},
		{"it", "due adulti, nonna e 3 bambini", 6, 3, 3, 0},
		{"pt", "3 adultos e a pequena", 4, 3, 1, 0},
		{"pt", "dois adultos, avô e um miúdo", 4, 3, 1, 0},
		{"fr", "la petite croisière, c'est combien ?", 0, 0, 0, 0},
		{"de", "wie lange dauert die kleine Runde?", 0, 0, 0, 0},
	} {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT"})
		if r.Guests != c.guests || r.Adults != c.adults || r.Children != c.kids || r.Infants != c.babies {
			t.Errorf("%s %q: %d (%d/%d/%d), want %d (%d/%d/%d)", c.lang, c.msg, r.Guests, r.Adults, r.Children, r.Infants,
				c.guests, c.adults, c.kids, c.babies)
		}
	}
}

// A list of ages ("de 8 e 10 anos", "aged 6 and 9", "2 Kinder (4 und 9)")
// is never a time, not even an option's hour, and never a party by
// itself: the party is the people counted, and children the speakers say
// they have are part of a party whose adults are not said (PartOfParty).
func TestAgeListsAreNoTimeNorParty(t *testing.T) {
	for _, c := range []struct {
		lang, msg            string
		guests, adults, kids int
		part                 bool
	}{
		{"en", "we have two kids aged 10 and 14, which tour is better?", 0, 0, 2, true},
		{"en", "2 adults and 2 kids, 10 and 14", 4, 2, 2, false},
		{"es", "tengo dos hijas de 10 y 14 años", 0, 0, 2, true},
		{"es", "somos 2 adultos, la abuela y dos niños de 10 y 14 años", 5, 3, 2, false},
		{"fr", "on a trois enfants de 8, 10 et 14 ans", 0, 0, 3, true},
		{"fr", "les enfants ont 10 et 14 ans", 0, 0, 0, false},
		{"de", "wir haben 2 Kinder (10 und 14)", 0, 0, 2, true},
		{"de", "3 Erwachsene, Opa und 2 Kinder im Alter von 10 und 14", 6, 4, 2, false},
		{"it", "abbiamo tre bambini di 8, 10 e 14 anni", 0, 0, 3, true},
		{"it", "2 adulti e due bimbi di 10 e 14 anni", 4, 2, 2, false},
		{"pt", "temos dois filhos de 10 e 14 anos, qual é melhor?", 0, 0, 2, true},
		{"pt", "os miúdos têm 10 e 14 anos", 0, 0, 0, false},
	} {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT", HasOptions: true,
			OptionTimes: []int{8 * 60, 10 * 60, 14 * 60}})
		if r.HasTime {
			t.Errorf("%s %q: time %02d:%02d, want none", c.lang, c.msg, r.Hour, r.Minute)
		}
		if r.Guests != c.guests || r.Adults != c.adults || r.Children != c.kids || r.PartOfParty != c.part {
			t.Errorf("%s %q: %d (%d/%d) part %v, want %d (%d/%d) part %v", c.lang, c.msg, r.Guests, r.Adults, r.Children,
				r.PartOfParty, c.guests, c.adults, c.kids, c.part)
		}
	}
}

// The name right before the e-mail or phone is the visitor's, whole, even
// when its surname is a tour's word or close to one, and it names no tour;
// capitalised, or in lower case when the details were asked for. A tour or
// a day before the details is no name.
func TestFullNameBeforeTheDetails(t *testing.T) {
	svcs := services(t)
	for _, c := range []struct {
		lang, msg  string
		asked      bool
		name, tour string
	}{
		{"en", "Olivia Bridges, olivia.bridges@gmail.com", true, "Olivia Bridges", ""},
		{"en", "harry waters, harry.w@gmail.com", true, "Harry Waters", ""},
		{"en", "ok the kayak then. Megan Cruise, megan@outlook.com", false, "Megan Cruise", "svc_tagus_kayak"},
		{"es", "Elena Castillo Vela, elena@gmail.com", true, "Elena Castillo Vela", ""},
		{"es", "Kayak el sábado, elena@gmail.com", true, "", "svc_tagus_kayak"},
		{"fr", "Hugo Rivière +33 6 12 34 56 78", false, "Hugo Rivière", ""},
		{"fr", "camille pont, camille.pont@free.fr", true, "Camille Pont", ""},
		{"de", "Jonas Strand, jonas.strand@web.de", true, "Jonas Strand", ""},
		{"de", "Segeltour Sonntag, jonas@web.de", true, "", "svc_sunset_sail"},
		{"it", "Sara Palazzo, sara.palazzo@libero.it", true, "Sara Palazzo", ""},
		{"it", "marco fiume, marco.fiume@gmail.com", true, "Marco Fiume", ""},
		{"pt", "Beatriz Ponte, 913 456 789", true, "Beatriz Ponte", ""},
		{"pt", "Fado Sábado, beatriz@sapo.pt", true, "", "svc_fado_night"},
	} {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT", Services: svcs, ExpectName: c.asked})
		if r.Name != c.name || r.ServiceID != c.tour {
			t.Errorf("%s %q: name %q, tour %q; want %q, %q", c.lang, c.msg, r.Name, r.ServiceID, c.name, c.tour)
		}
	}
}

// "last" said as a verb ("how long does it last?") picks no option shown;
// the ordinal still picks the last one.
func TestLastAsAVerbPicksNoOption(t *testing.T) {
	for _, c := range []struct {
		msg    string
		choice int
	}{
		{"how long does the kayak last?", 0},
		{"will it last more than 2 hours?", 0},
		{"does the show last for long?", 0},
		{"the last one", -1},
		{"ok that last one please", -1},
		{"the last, thanks", -1},
	} {
		r := Parse(c.msg, Context{Now: now, Lang: "en", Region: "PT", HasOptions: true, OptionTimes: []int{10 * 60, 15 * 60}})
		if r.Choice != c.choice {
			t.Errorf("%q: choice %d, want %d", c.msg, r.Choice, c.choice)
		}
	}
}

// A bare number after "for" (para, pour, für, per) counts the people, with
// options shown as without them: "nothing for 6" with a 6:30 PM option is
// no pick of that option; "the one at 6" still is.
func TestForNumberIsThePartyWithOptions(t *testing.T) {
	for _, c := range []struct {
		lang, msg string
		guests    int
		clock     string
	}{
		{"en", "still nothing for 5? shame", 5, ""},
		{"en", "the one at 6", 0, "18:00"},
		{"es", "y no hay nada para 5?", 5, ""},
		{"fr", "rien pour 5 alors ?", 5, ""},
		{"de", "gar nichts für 5?", 5, ""},
		{"it", "niente per 5 quindi?", 5, ""},
		{"pt", "nada para 5 então?", 5, ""},
	} {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT", HasOptions: true,
			OptionTimes: []int{12 * 60, 17*60 + 30, 18*60 + 30}})
		clock := ""
		if r.HasTime {
			clock = clockOf(r)
		}
		if r.Guests != c.guests || clock != c.clock {
			t.Errorf("%s %q: guests %d clock %q, want %d %q", c.lang, c.msg, r.Guests, clock, c.guests, c.clock)
		}
	}
}

// Interjections of approval open a message without picking an option: the
// German "prima" (great) and the Italian "Prima, ..." (first of all) are no
// ordinal; "la prima" and a lone "prima" still pick the first option.
func TestInterjectionIsNoOrdinal(t *testing.T) {
	for _, c := range []struct {
		lang, msg string
		choice    int
	}{
		{"de", "Prima! Dann Samstag um 10 Uhr", 0},
		{"de", "prima, das passt", 0},
		{"it", "Prima, quanto costa in tutto?", 0},
		{"it", "Perfetto, sabato alle 10", 0},
		{"it", "la prima, per 3", 1},
		{"it", "prima", 1},
		{"it", "quanto prima si deve disdire?", 0}, // how soon, not the first one
		{"es", "Genial, el sábado a las 10", 0},
		{"pt", "Perfeito, sábado às 10", 0},
		{"fr", "Super, samedi à 10h", 0},
		{"en", "Great, saturday at 10", 0},
	} {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT", HasOptions: true, OptionTimes: []int{10 * 60, 14 * 60}})
		if r.Choice != c.choice {
			t.Errorf("%s %q: choice %d, want %d", c.lang, c.msg, r.Choice, c.choice)
		}
	}
}
