package understand

import (
	"fmt"
	"testing"
	"time"
)

func TestEasterSunday(t *testing.T) {
	want := map[int]string{2024: "2024-03-31", 2025: "2025-04-20", 2026: "2026-04-05", 2027: "2027-03-28",
		2028: "2028-04-16", 2029: "2029-04-01", 2030: "2030-04-21", 2038: "2038-04-25"}
	for y, w := range want {
		if got := easterSunday(y, time.UTC).Format("2006-01-02"); got != w {
			t.Errorf("Easter %d = %s, want %s", y, got, w)
		}
	}
}

// TestHolidaysResolveForward checks that a festive day is its next
// occurrence, and that a business's country adds its public holidays.
func TestHolidaysResolveForward(t *testing.T) {
	cases := []struct{ region, msg, date, key string }{
		{"PT", "christmas eve", "2026-12-24", "christmas_eve"},
		{"PT", "Easter Monday", "2027-03-29", "easter_monday"},
		{"PT", "dia de portugal", "2027-06-10", "portugal_day"},
		{"ES", "dia de portugal", "", ""},
		{"FR", "le 14 juillet", "2027-07-14", ""},
		{"ES", "la fiesta nacional", "2027-10-12", "fiesta_nacional"},
		{"PT", "Halloween", "2027-10-31", "halloween"},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: "en", Region: c.region})
		got := ""
		if r.HasDate() {
			got = r.Date.Format("2006-01-02")
		}
		if got != c.date || r.Holiday != c.key {
			t.Errorf("%s %q: date %q holiday %q, want %q %q", c.region, c.msg, got, r.Holiday, c.date, c.key)
		}
	}
}

// TestUnreadIsReported checks that what cannot be read is reported and
// never replaced by a guess.
func TestUnreadIsReported(t *testing.T) {
	cases := []struct {
		lang, msg, unread string
	}{
		{"en", "on the 35th", UnreadDate},
		{"en", "next blorpday", UnreadDate},
		{"es", "el 30 de febrero", UnreadDate},
		{"en", "at half", UnreadTime},
		{"de", "um 25 Uhr", UnreadTime},
		{"fr", "à 7h75", UnreadTime},
		{"en", "we are a big group", UnreadParty},
		{"it", "siamo in parecchi", UnreadParty},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT"})
		if !r.HasUnread(c.unread) {
			t.Errorf("%q: unread %v, want %s", c.msg, r.Unread, c.unread)
		}
		if r.HasDate() || r.HasTime || r.Guests != 0 {
			t.Errorf("%q: guessed date %v time %v guests %d", c.msg, r.Date, r.HasTime, r.Guests)
		}
	}
}

func TestTicketMixAndAges(t *testing.T) {
	cases := []struct {
		lang, msg                    string
		guests, adults, kids, babies int
	}{
		{"en", "we are a family of 5 with 2 kids", 5, 3, 2, 0},
		{"en", "me and my gf", 2, 0, 0, 0},
		{"en", "is it ok for a 5 year old?", 0, 0, 0, 0},
		{"es", "mi hijo tiene 7 años", 0, 0, 0, 0},
		{"es", "2 adultos y un niño", 3, 2, 1, 0},
		{"pt", "2 adultos, 1 criança e um bebé", 4, 2, 1, 1},
		{"de", "wir sind 2 Erwachsene und 3 Kinder", 5, 2, 3, 0},
		{"en", "school group of 25", 25, 0, 0, 0},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT"})
		if r.Guests != c.guests || r.Adults != c.adults || r.Children != c.kids || r.Infants != c.babies {
			t.Errorf("%q: %d (%d/%d/%d), want %d (%d/%d/%d)", c.msg, r.Guests, r.Adults, r.Children, r.Infants,
				c.guests, c.adults, c.kids, c.babies)
		}
	}
}

func TestRangesAndClockWords(t *testing.T) {
	cases := []struct{ lang, msg, date, end, clock, endClock string }{
		{"en", "between 2 and 4pm", "", "", "14:00", "16:00"},
		{"en", "from Friday to Sunday", "2026-11-27", "2026-11-29", "", ""},
		{"es", "del 3 al 5 de mayo", "2027-05-03", "2027-05-05", "", ""},
		{"de", "halb drei", "", "", "14:30", ""},
		{"de", "übernächsten Freitag", "2026-12-04", "", "", ""},
		{"en", "the Friday after next", "2026-12-04", "", "", ""},
		{"it", "8 di stasera", "2026-11-23", "", "20:00", ""},
		{"es", "a las tres de la tarde", "", "", "15:00", ""},
		{"en", "quarter past 3", "", "", "15:15", ""},
		{"fr", "le 1er", "2026-12-01", "", "", ""},
		{"pt", "primeiro de março", "2027-03-01", "", "", ""},
		{"en", "the third of March", "2027-03-03", "", "", ""},
		{"es", "sáb", "2026-11-28", "", "", ""},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT"})
		d, e, cl, ecl := "", "", "", ""
		if r.HasDate() {
			d = r.Date.Format("2006-01-02")
		}
		if !r.DateEnd.IsZero() {
			e = r.DateEnd.Format("2006-01-02")
		}
		if r.HasTime {
			cl = time.Date(0, 1, 1, r.Hour, r.Minute, 0, 0, time.UTC).Format("15:04")
		}
		if r.HasEndTime {
			ecl = time.Date(0, 1, 1, r.EndHour, r.EndMinute, 0, 0, time.UTC).Format("15:04")
		}
		if d != c.date || e != c.end || cl != c.clock || ecl != c.endClock {
			t.Errorf("%s %q: %s..%s %s-%s, want %s..%s %s-%s", c.lang, c.msg, d, e, cl, ecl, c.date, c.end, c.clock, c.endClock)
		}
	}
}

// TestDateTypos checks the typo rules of weekdays and of today/tomorrow
// words: vowels dropped, one letter added, Spanish b for v; and that
// ordinary words that look alike are not read as days.
func TestDateTypos(t *testing.T) {
	cases := []struct{ lang, msg, date string }{
		{"es", "mñn", "2026-11-24"}, {"fr", "dmain", "2026-11-24"}, {"fr", "demin", "2026-11-24"},
		{"it", "dmn", "2026-11-24"}, {"it", "domni", "2026-11-24"}, {"pt", "amnh", "2026-11-24"},
		{"de", "morgn", "2026-11-24"}, {"en", "tmorrow", "2026-11-24"}, {"it", "domattina", "2026-11-24"},
		{"en", "frday", "2026-11-27"}, {"en", "this frid", "2026-11-27"}, {"es", "biernes", "2026-11-27"},
		{"pt", "sext", "2026-11-27"}, {"fr", "mercredie", "2026-11-25"}, {"fr", "jedi", "2026-11-26"},
		{"de", "am morgn", ""}, {"es", "por la mñn", ""},
		{"en", "a man and a woman", ""}, {"en", "damn", ""}, {"pt", "para a malta toda", ""},
		{"en", "the same", ""}, {"de", "ist es frei", ""}, {"de", "mein Mann und ich", ""},
		{"de", "Vollmond Tour bei Mond", ""}, {"de", "mit Hut", ""},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT"})
		got := ""
		if r.HasDate() {
			got = r.Date.Format("2006-01-02")
		}
		if got != c.date {
			t.Errorf("%s %q: date %q, want %q", c.lang, c.msg, got, c.date)
		}
	}
}

// TestMonthParts checks the n-th weekend of a month and the parts of the
// current month said with the word "month".
func TestMonthParts(t *testing.T) {
	cases := []struct{ lang, msg, date, end string }{
		{"en", "first weekend of December", "2026-12-05", "2026-12-06"},
		{"en", "the last weekend of january", "2027-01-30", "2027-01-31"},
		{"de", "erstes Wochenende im Dezember", "2026-12-05", "2026-12-06"},
		{"pt", "o segundo fim de semana de dezembro", "2026-12-12", "2026-12-13"},
		{"en", "first weekend of november", "2027-11-06", "2027-11-07"},
		{"en", "end of the month", "2026-11-24", "2026-11-30"},
		{"de", "Monatsende", "2026-11-24", "2026-11-30"},
		{"fr", "à la fin du mois", "2026-11-24", "2026-11-30"},
		{"en", "mid month", "2026-12-11", "2026-12-20"},
		{"fr", "à la fin de mes vacances", "", ""},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT"})
		got, end := "", ""
		if r.HasDate() {
			got = r.Date.Format("2006-01-02")
		}
		if !r.DateEnd.IsZero() {
			end = r.DateEnd.Format("2006-01-02")
		}
		if got != c.date || end != c.end {
			t.Errorf("%s %q: %q-%q, want %q-%q", c.lang, c.msg, got, end, c.date, c.end)
		}
	}
}

// TestClockForms checks the clock forms of the second blind round and
// that the numbers they rely on stay counts or prices inside a sentence.
func TestClockForms(t *testing.T) {
	cases := []struct{ lang, msg, want string }{
		{"en", "tomorrow at noonish", "12:00"}, {"en", "11 sharp", "11:00"}, {"de", "Punkt 12", "12:00"},
		{"en", "ten thirty", "10:30"}, {"en", "7 30 pm", "19:30"}, {"fr", "à 6h du mat", "06:00"},
		{"de", "um drei viertel sieben", "18:45"}, {"en", "1400", "14:00"}, {"en", "one pm", "13:00"},
		{"fr", "dix heures", "10:00"}, {"fr", "huit heures du matin", "08:00"}, {"fr", "9h 30", "09:30"},
		{"it", "h 15", "15:00"},
		{"en", "ten thirty euros each?", ""}, {"fr", "ça dure 2 heures", ""}, {"en", "it costs 1400", ""},
		{"en", "we are 2027 people", ""}, {"fr", "9h 30 personnes", "09:00"}, {"en", "buy a yoga mat", ""},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT"})
		got := ""
		if r.HasTime {
			got = fmt.Sprintf("%02d:%02d", r.Hour, r.Minute)
		}
		if got != c.want {
			t.Errorf("%s %q: %q, want %q", c.lang, c.msg, got, c.want)
		}
	}
}

func TestAdventAndNicholas(t *testing.T) {
	cases := []struct{ lang, msg, date string }{
		{"de", "erster Advent", "2026-11-29"}, {"en", "first sunday of advent", "2026-11-29"},
		{"de", "am 4. Advent", "2026-12-20"}, {"fr", "le troisième dimanche de l'Avent", "2026-12-13"},
		{"de", "Nikolaus", "2026-12-06"}, {"it", "la seconda domenica di avvento", "2026-12-06"},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT"})
		got := ""
		if r.HasDate() {
			got = r.Date.Format("2006-01-02")
		}
		if got != c.date {
			t.Errorf("%s %q: %q, want %q", c.lang, c.msg, got, c.date)
		}
	}
	// 2027: Christmas on a Saturday, so the fourth Sunday is 19 December.
	h := holiday{advent: 4}
	if got := h.on(2027, time.UTC).Format("2006-01-02"); got != "2027-12-19" {
		t.Errorf("4th Advent 2027 = %s", got)
	}
	h = holiday{advent: 1}
	if got := h.on(2022, time.UTC).Format("2006-01-02"); got != "2022-11-27" {
		t.Errorf("1st Advent 2022 = %s", got)
	}
}

func TestWeekLaterForms(t *testing.T) {
	cases := []struct{ lang, msg, date string }{
		{"en", "a week from tuesday", "2026-12-01"}, {"en", "one week from friday", "2026-12-04"},
		{"fr", "vendredi en quinze", "2026-12-11"}, {"fr", "vendredi en huit", "2026-12-04"},
		{"es", "de hoy en ocho", "2026-11-30"}, {"es", "hoy en quince", "2026-12-07"},
		{"fr", "aujourd'hui en huit", "2026-11-30"}, {"pt", "sesta-feira", "2026-11-27"},
		{"pt", "a segunda opção", ""},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT"})
		got := ""
		if r.HasDate() {
			got = r.Date.Format("2006-01-02")
		}
		if got != c.date {
			t.Errorf("%s %q: %q, want %q", c.lang, c.msg, got, c.date)
		}
	}
}

// TestDottedDayMonth checks German "3.12" without its final dot against
// the times and measures written alike.
func TestDottedDayMonth(t *testing.T) {
	cases := []struct{ msg, date, tm string }{
		{"3.12", "2026-12-03", ""}, {"am 3.12", "2026-12-03", ""}, {"um 3.12", "", "15:12"},
		{"9.10", "", "09:10"}, {"15.30", "", "15:30"}, {"3.12€", "", ""}, {"1.2 km", "", ""},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: "de", Region: "PT"})
		got, tm := "", ""
		if r.HasDate() {
			got = r.Date.Format("2006-01-02")
		}
		if r.HasTime {
			tm = fmt.Sprintf("%02d:%02d", r.Hour, r.Minute)
		}
		if got != c.date || tm != c.tm {
			t.Errorf("%q: %q %q, want %q %q", c.msg, got, tm, c.date, c.tm)
		}
	}
}

func TestWeekdayInWeeks(t *testing.T) {
	cases := []struct{ lang, msg, date string }{
		{"de", "in zwei Wochen am Samstag", "2026-12-12"}, {"en", "in two weeks on saturday", "2026-12-12"},
		{"fr", "samedi dans deux semaines", "2026-12-12"}, {"en", "in a week on wednesday", "2026-12-02"},
		{"en", "in 2 weeks", "2026-12-07"},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT"})
		got := ""
		if r.HasDate() {
			got = r.Date.Format("2006-01-02")
		}
		if got != c.date {
			t.Errorf("%s %q: %q, want %q", c.lang, c.msg, got, c.date)
		}
	}
}

// A child's age after a named relation belongs to that child, and a
// counted relation ("our two daughters") counts its number.
func TestPartyOfNamedRelations(t *testing.T) {
	for _, c := range []struct {
		text             string
		lang             string
		guests, children int
	}{
		{"siamo io, mia moglie e nostro figlio di 6 anni", "it", 3, 1},
		{"somos yo, mi mujer y nuestro hijo de 7 años", "es", 3, 1},
		{"moi, ma femme et notre fils de 8 ans", "fr", 3, 1},
		{"my husband and I plus our two daughters", "en", 4, 2},
		{"eu, o meu marido e os nossos 2 filhos", "pt", 4, 2},
	} {
		r := Parse(c.text, Context{Lang: c.lang, Region: "PT"})
		if r.Guests != c.guests || r.Children != c.children {
			t.Errorf("%q: guests %d, children %d; want %d, %d", c.text, r.Guests, r.Children, c.guests, c.children)
		}
	}
}

// TestCompanionInAQuestionIsNoParty: a companion said of in a question
// ("mia moglie è incinta", typed without its accent; "il y a des
// toilettes ? ma femme ..."; "c'e un bagno?") is no party of the speaker
// and the companion: "c'e" and "il y a" hold no "and", nor does an "e"
// that says something of the person; "io e mia moglie", "a minha mulher e
// eu" still count two, and a French backpack ("sac à dos") is no "dos".
func TestCompanionInAQuestionIsNoParty(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		guests     int
	}{
		{"it", "c'e una toilette sulla barca? mia moglie è incinta", 0},
		{"it", "mio marito e diabetico, c'e un bagno?", 0},
		{"fr", "il y a des toilettes au fado ? ma femme est enceinte", 0},
		{"pt", "a minha mulher e gravida, ha casa de banho no barco?", 0},
		{"fr", "on peut laisser nos sacs à dos quelque part ?", 0},
		{"it", "mia moglie e io sabato", 2},
		{"pt", "a minha mulher e eu no sabado", 2},
		{"es", "mi mujer y yo el sabado", 2},
		{"fr", "moi et ma femme samedi", 2},
	} {
		r := Parse(c.text, Context{Now: now, Lang: c.lang, Region: "PT"})
		if r.Guests != c.guests {
			t.Errorf("%s %q: guests %d, want %d", c.lang, c.text, r.Guests, c.guests)
		}
	}
}

// TestAndBetweenThingsIsNoParty: a companion said of ("my wife is
// vegetarian") with an "and" between things after it ("no meat and no
// fish", "Fleisch und Fisch") is no party of the speaker and the
// companion; an "and" beside a person still joins ("meine Frau und ich").
func TestAndBetweenThingsIsNoParty(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		guests     int
	}{
		{"en", "my husband is vegan, no milk and no eggs for him", 0},
		{"es", "mi marido es vegano, sin leche y sin huevos", 0},
		{"fr", "mon mari est végan, pas de lait et pas d'oeufs", 0},
		{"de", "mein Mann ist Veganer, gibt es etwas ohne Milch und Eier?", 0},
		{"it", "mio marito è vegano, niente latte e uova", 0},
		{"pt", "o meu marido é vegano, nada de leite e ovos", 0},
		{"de", "mein Mann und ich am Samstag", 2},
		{"en", "my husband and I on saturday", 2},
		{"es", "yo y mi marido el sabado", 2},
		{"en", "my husband and our 2 kids", 4},
	} {
		r := Parse(c.text, Context{Now: now, Lang: c.lang, Region: "PT"})
		if r.Guests != c.guests {
			t.Errorf("%s %q: guests %d, want %d", c.lang, c.text, r.Guests, c.guests)
		}
	}
}

// TestDurationsAndOptions checks that a length of time said alone is no
// clock time, unless an option shown starts at that hour: then "2 heures"
// answers which time.
func TestDurationsAndOptions(t *testing.T) {
	cases := []struct {
		lang, msg string
		options   []int
		want      string
		guests    int
	}{
		{"fr", "2 heures", nil, "", 0}, {"fr", "2 heures", []int{10 * 60, 14 * 60}, "14:00", 0},
		{"es", "3 horas", []int{15 * 60}, "15:00", 0}, {"es", "3 horas", []int{10 * 60}, "", 0},
		{"pt", "dura 2 horas?", []int{14 * 60}, "", 0}, {"it", "ci vogliono 2 ore?", []int{14 * 60}, "", 0},
		{"de", "für 2 Stunden", nil, "", 0}, {"en", "2 hours for 3 people", nil, "", 3},
		{"en", "2h", nil, "", 0}, {"fr", "10h", nil, "10:00", 0}, {"de", "10h", nil, "10:00", 0},
		{"fr", "entre 2h et 4h", nil, "14:00", 0}, {"es", "de 2 a 3 horas", nil, "14:00", 0},
		{"fr", "ça dure de 2 à 3 heures ?", nil, "", 0}, {"en", "done in 3 hours?", nil, "", 0},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT", HasOptions: c.options != nil, OptionTimes: c.options})
		got := ""
		if r.HasTime {
			got = fmt.Sprintf("%02d:%02d", r.Hour, r.Minute)
		}
		if got != c.want || r.Guests != c.guests {
			t.Errorf("%s %q (options %v): time %q guests %d, want %q and %d", c.lang, c.msg, c.options, got, r.Guests, c.want, c.guests)
		}
	}
}
