package understand

import (
	"testing"
	"time"
)

// TestDiscussedDay pins the readings that count from the day being
// discussed (Context.Day) in the six languages: the day after or before
// it said without a day, that day itself ("the same day"), a bare day of the month that belongs to the
// month discussed when that is the nearest reading, and a day said only
// as the day of a goodbye. The clock is Monday 23 November 2026.
func TestDiscussedDay(t *testing.T) {
	loc := now.Location()
	fri := time.Date(2026, 11, 27, 0, 0, 0, 0, loc)
	dec29 := time.Date(2026, 12, 29, 0, 0, 0, 0, loc)
	dec3 := time.Date(2026, 12, 3, 0, 0, 0, 0, loc)
	none := time.Time{}
	cases := []struct {
		lang, msg string
		day       time.Time
		date      string // "" when no day is read
		farewell  bool
	}{
		{"en", "what about the next day?", fri, "2026-11-28", false},
		{"en", "the following day then", fri, "2026-11-28", false},
		{"en", "ok and the day before", fri, "2026-11-26", false},
		{"en", "the day after tomorrow", fri, "2026-11-25", false}, // today's, not the day discussed
		{"en", "the day after", none, "2026-11-25", false},         // nothing discussed: the answer to "tomorrow or the day after?"
		{"en", "the day after Christmas", fri, "2026-12-26", false},
		{"en", "can we cancel the day before?", fri, "", false}, // a deadline, no day asked
		{"fr", "et la veille de Noël ?", fri, "2026-12-24", false},
		{"pt", "e na véspera de natal?", fri, "2026-12-24", false},
		{"it", "e la vigilia di Natale?", fri, "2026-12-24", false},
		{"es", "el otro día vi el barco", fri, "", false}, // the other day: past, no day after
		{"es", "¿y el día después?", fri, "2026-11-28", false},
		{"es", "mejor la víspera", fri, "2026-11-26", false},
		{"fr", "et le jour d'après ?", fri, "2026-11-28", false},
		{"fr", "on peut annuler la veille ?", fri, "", false},
		{"de", "geht auch der Folgetag?", fri, "2026-11-28", false},
		{"de", "und am Vortag?", fri, "2026-11-26", false},
		{"it", "e l'indomani?", fri, "2026-11-28", false},
		{"it", "il giorno precedente va bene?", fri, "2026-11-26", false},
		{"pt", "e o dia seguinte?", fri, "2026-11-28", false},
		{"pt", "e na véspera?", fri, "2026-11-26", false},
		// the day discussed itself, said as the same day ("the same day
		// after" is no day after)
		{"en", "and the kayak the same day, after the walk?", fri, "2026-11-27", false},
		{"en", "can we cancel the same day?", fri, "", false},
		{"es", "¿y el barco el mismo día por la tarde?", fri, "2026-11-27", false},
		{"fr", "et le kayak le même jour, après ?", fri, "2026-11-27", false},
		{"de", "geht am selben Tag danach noch der Kajak?", fri, "2026-11-27", false},
		{"it", "e lo stesso giorno dopo il tour, la barca?", fri, "2026-11-27", false},
		{"pt", "e no mesmo dia depois, o caiaque?", fri, "2026-11-27", false},
		// a bare day of the month: the month discussed when nearer
		{"en", "the 31st then", dec29, "2026-12-31", false},
		{"es", "¿y el día 28?", dec29, "2026-12-28", false},
		{"fr", "le 27 plutôt", dec29, "2026-12-27", false},
		{"de", "lieber am 24.", dec29, "2026-12-24", false},
		{"it", "allora il 30", dec29, "2026-12-30", false},
		{"pt", "então dia 27", dec29, "2026-12-27", false},
		{"en", "the 28th then", dec3, "2026-11-28", false}, // nearer in November
		{"en", "the 27th then", none, "2026-11-27", false}, // nothing discussed: this month
		{"en", "the 24th then", fri, "2026-11-24", false},  // discussed in this month: as ever
		// a day said only as a goodbye
		{"en", "thanks so much, see you friday", fri, "", true},
		{"es", "gracias, hasta el viernes!", fri, "", true},
		{"fr", "merci, à vendredi", fri, "", true},
		{"de", "danke, bis Freitag", fri, "", true},
		{"it", "grazie, ci vediamo venerdì", fri, "", true},
		{"pt", "obrigado, até sexta", fri, "", true},
		{"de", "wir sind bis Freitag hier", none, "2026-11-23", false}, // a stay until Friday is no goodbye
		{"es", "estamos hasta el viernes", none, "2026-11-23", false},
		{"en", "see you friday at 10 for the kayak?", fri, "2026-11-27", false}, // more than a goodbye
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT", Day: c.day})
		got := ""
		if r.HasDate() {
			got = r.Date.Format("2006-01-02")
		}
		if got != c.date || r.Farewell != c.farewell {
			t.Errorf("%s %q (day %s): date %q farewell %v, want %q %v", c.lang, c.msg, c.day.Format("2006-01-02"), got, r.Farewell, c.date, c.farewell)
		}
	}
}
