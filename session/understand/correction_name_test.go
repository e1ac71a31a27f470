package understand

import (
	"testing"
	"time"
)

// A correction opened by an adverb while the assistant waits for a name
// ("Actually friday", "Eigentlich Samstag") changes the day; the adverb is
// no name, and a name given after it still is.
func TestCorrectionAdverbIsNoName(t *testing.T) {
	loc, _ := time.LoadLocation("Europe/Lisbon")
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, loc)
	cases := []struct{ lang, msg, name, date string }{
		{"en", "actually friday", "", "2026-11-27"},
		{"en", "Actually, saturday please", "", "2026-11-28"},
		{"en", "Wait, rather sunday", "", "2026-11-29"},
		{"es", "En realidad el sábado", "", "2026-11-28"},
		{"es", "Mejor el viernes", "", "2026-11-27"},
		{"fr", "En fait samedi", "", "2026-11-28"},
		{"fr", "Plutôt vendredi", "", "2026-11-27"},
		{"de", "Eigentlich Samstag", "", "2026-11-28"},
		{"de", "Doch lieber Freitag", "", "2026-11-27"},
		{"it", "Anzi sabato", "", "2026-11-28"},
		{"it", "Anzi, venerdì", "", "2026-11-27"},
		{"pt", "Afinal sábado", "", "2026-11-28"},
		{"pt", "Aliás sexta", "", "2026-11-27"},
		{"en", "Actually it's Tom Baker, tom@example.com", "Tom Baker", ""},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, ExpectName: true})
		if r.Name != c.name {
			t.Errorf("%s %q: name %q, want %q", c.lang, c.msg, r.Name, c.name)
		}
		if c.date != "" && (r.Date.IsZero() || r.Date.Format("2006-01-02") != c.date) {
			t.Errorf("%s %q: date %v, want %s", c.lang, c.msg, r.Date, c.date)
		}
	}
}
