package understand

import "testing"

// TestChooseWords pins choosing by description in the six languages: the
// earliest or latest departure (Rank), the cheapest tour (Cheapest: 2 a
// superlative, 1 a comparative), asking for the departures (AsksTimes), and
// what must not read so.
func TestChooseWords(t *testing.T) {
	cases := []struct {
		lang, msg   string
		rank, cheap int
		asksTimes   bool
	}{
		{"en", "the earliest one pls", 1, 0, false},
		{"en", "ok the later one", -1, 0, false},
		{"en", "as early as possible on friday", 1, 0, false},
		{"en", "by 4pm at the latest", 0, 0, false},
		{"en", "i'll tell you later", 0, 0, false},
		{"en", "what's the cheapest tour?", 0, 2, false},
		{"en", "is the kayak cheaper than sailing", 0, 1, false},
		{"en", "what times do u have", 0, 0, true},
		{"en", "what are your office hours", 0, 0, false},
		{"es", "la mas temprana porfa", 1, 0, false},
		{"es", "el más tarde", -1, 0, false},
		{"es", "te digo mas tarde", 0, 0, false},
		{"es", "a mas tardar a las 5", 0, 0, false},
		{"es", "cual es el mas barato", 0, 2, false},
		{"es", "que horarios teneis", 0, 0, true},
		{"fr", "le plus tôt possible", 1, 0, false},
		{"fr", "celle le plus tard", -1, 0, false},
		{"fr", "au plus tard à 16h", 0, 0, false},
		{"fr", "lequel est le moins cher ?", 0, 2, false},
		{"fr", "vous avez quoi comme horaires ?", 0, 0, true},
		{"fr", "quels sont vos horaires d'ouverture", 0, 0, false},
		{"de", "die fruheste bitte", 1, 0, false},
		{"de", "die früheste", 1, 0, false},
		{"de", "die spätere", -1, 0, false},
		{"de", "was ist am günstigsten", 0, 2, false},
		{"de", "ist kajak billiger", 0, 1, false},
		{"de", "welche zeiten gibts?", 0, 0, true},
		{"de", "wann seid ihr erreichbar, welche zeiten", 0, 0, false},
		{"it", "la più presto", 1, 0, false},
		{"it", "quella piu tardi", -1, 0, false},
		{"it", "qual è il più economico", 0, 2, false},
		{"it", "che orari avete?", 0, 0, true},
		{"it", "quali sono i vostri orari", 0, 0, false},
		{"pt", "o mais cedo possivel", 1, 0, false},
		{"pt", "a mais tarde", -1, 0, false},
		{"pt", "qual é o mais barato", 0, 2, false},
		{"pt", "que horarios tem?", 0, 0, true},
		// a time of being there, of a pick-up or of the end asks no departures
		{"en", "what times do you pick us up?", 0, 0, false},
		{"es", "a que horas hay que llegar?", 0, 0, false},
		{"fr", "à quelles heures vous venez nous chercher ?", 0, 0, false},
		{"de", "welche zeiten holt ihr uns ab?", 0, 0, false},
		{"it", "a che ore finisce?", 0, 0, false},
		{"pt", "a que horas temos de estar na marina?", 0, 0, false},
		{"pt", "a que horas temos de lá estar?", 0, 0, false},
		{"it", "a che ore dobbiamo esserci?", 0, 0, false},
		{"pt", "a que horas começa?", 0, 0, true},
		{"it", "a che ore parte?", 0, 0, true},
		// how late one may cancel is the policy, no departure; a pick beside a question of cancelling still is
		{"en", "what's the latest we can cancel?", 0, 0, false},
		{"en", "the earliest one, can we cancel later?", 1, 0, false},
		{"es", "lo más tarde que se puede cancelar?", 0, 0, false},
		{"fr", "le plus tard pour annuler ?", 0, 0, false},
		{"de", "spätestens stornieren bis wann?", 0, 0, false},
		{"pt", "o mais tarde que se pode cancelar?", 0, 0, false},
		{"it", "il più tardi possibile per disdire?", 0, 0, false},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT"})
		if r.Rank != c.rank || r.Cheapest != c.cheap || r.AsksTimes != c.asksTimes {
			t.Errorf("%s %q: rank %d cheapest %d asksTimes %v, want %d %d %v", c.lang, c.msg, r.Rank, r.Cheapest, r.AsksTimes, c.rank, c.cheap, c.asksTimes)
		}
	}
}

// TestOptionOrdinal: a number written as an ordinal after a bare article
// picks an option while options are shown; with a month, a cue of a day
// ("on the", "el día"), a weekday ("friday, the 4th"), or no such option,
// it stays a date.
func TestOptionOrdinal(t *testing.T) {
	three := []int{9 * 60, 11*60 + 30, 14 * 60}
	cases := []struct {
		lang, msg string
		choice    int
		date      bool
	}{
		{"fr", "le 2eme", 2, false},
		{"fr", "la 2e svp", 2, false},
		{"fr", "le 2 décembre", 0, true},
		{"en", "the 2nd", 2, false},
		{"en", "on the 2nd", 0, true},
		{"en", "the 2nd of december", 0, true},
		{"en", "the 5th", 0, true},
		{"es", "la 2a", 2, false},
		{"es", "el 3ro", 3, false},
		{"es", "el dia 2", 0, true},
		{"it", "il 2°", 2, false},
		{"pt", "o 2º", 2, false},
		{"de", "die 2.", 2, false},
		{"en", "tuesday the 1st", 0, true},
		{"en", "friday, the 4th pls", 0, true},
		{"fr", "jeudi le 3e", 0, true},
		{"de", "Donnerstag den 3.", 0, true},
		{"it", "giovedì il 3°", 0, true},
		{"pt", "quinta, o 3º", 0, true},
		// Spanish abbreviations of the ordinal after a weekday, and before
		// a month
		{"es", "el jueves el 3ro", 0, true},
		{"es", "jueves el 3ro, el de la tarde", 0, true},
		{"es", "el martes 1ero", 0, true},
		{"es", "viernes el 4to", 0, true},
		{"es", "el 2do", 2, false},
		{"es", "el 1ro de diciembre", 0, true},
		{"it", "il 3° di dicembre", 0, true},
		// spelled, a day of the coming weeks; an option with "one" or
		// when that weekday falls on that day only months away
		{"en", "thursday the third", 0, true},
		{"de", "Dienstag den ersten", 0, true},
		{"pt", "quinta dia três", 0, true},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT", HasOptions: true, OptionTimes: three})
		if r.Choice != c.choice || r.HasDate() != c.date || r.HasTime {
			t.Errorf("%s %q: choice %d date %v time %v, want %d %v false", c.lang, c.msg, r.Choice, r.HasDate(), r.HasTime, c.choice, c.date)
		}
	}
	// "saturday the first one", "friday the second" (the 2nd is a Friday
	// only in April): the option on that day
	for msg, choice := range map[string]int{"saturday the first one": 1, "friday the second, afternoon": 2, "thursday, the third one": 3} {
		r := Parse(msg, Context{Now: now, Lang: "en", Region: "PT", HasOptions: true, OptionTimes: three})
		if r.Choice != choice || r.Date.After(now.AddDate(0, 0, 7)) {
			t.Errorf("%q: choice %d date %v, want %d this week", msg, r.Choice, r.Date, choice)
		}
	}
}

// TestPrimaDiIsBefore: Italian "prima di" / "prima che" is "before", not
// the first option, unless an article makes it one ("la prima di sabato").
func TestPrimaDiIsBefore(t *testing.T) {
	three := []int{9 * 60, 11*60 + 30, 14 * 60}
	for msg, want := range map[string]int{
		"prima di pagare: c'è il parcheggio?":  0,
		"un attimo, prima che confermi, dove?": 0,
		"la prima di sabato":                   1,
		"quella prima di pranzo va bene":       1,
		"la prima":                             1,
	} {
		r := Parse(msg, Context{Now: now, Lang: "it", Region: "PT", HasOptions: true, OptionTimes: three})
		if r.Choice != want {
			t.Errorf("%q: choice %d, want %d", msg, r.Choice, want)
		}
	}
}

// TestLastAsVerb pins "last" said as the verb ("how long does it last?")
// while options are shown: a question about the duration, not the last
// option; "the last one" still picks it.
func TestLastAsVerb(t *testing.T) {
	cases := []struct {
		msg    string
		choice int
	}{
		{"how long does it last?", 0},
		{"how long will the cruise last", 0},
		{"and how long do they usually last?", 0},
		{"the last one", -1},
		{"last one pls", -1},
		{"ok the last", -1},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: "en", Region: "PT", HasOptions: true})
		if r.Choice != c.choice {
			t.Errorf("%q: choice %d, want %d", c.msg, r.Choice, c.choice)
		}
	}
}
