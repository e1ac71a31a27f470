package understand

import "testing"

// TestFromAgeAfterAgeTold: after the last reply told a tour's minimum age,
// "only from 6." restates that age and is no time; with a clock cue, or
// without the age told, it stays a time.
func TestFromAgeAfterAgeTold(t *testing.T) {
	cases := []struct {
		lang, msg string
		after     bool
		hour      int // -1: no time
	}{
		{"en", "Too bad, only from 6. What about the boat?", true, -1},
		{"de", "Schade, nur ab 6. Und das Boot?", true, -1},
		{"fr", "Dommage, seulement dès 6. Et le bateau ?", true, -1},
		{"es", "Vaya, solo desde los 6. ¿Y el barco?", true, -1},
		{"it", "Peccato, soltanto dai 6. E la barca?", true, -1},
		{"pt", "Que pena, apenas a partir dos 6. E o barco?", true, -1},
		{"de", "Schade, nur ab 9 Uhr. Und das Boot?", true, 9},
		{"en", "only from 6pm. what about the boat?", true, 18},
		{"en", "Sunday from 9 on, 2 people", true, 9},
		{"de", "Samstag ab 9.", false, 9},
	}
	for _, c := range cases {
		r := Parse(c.msg, Context{Now: now, Lang: c.lang, Region: "PT", AfterAge: c.after})
		got := -1
		if r.HasTime {
			got = r.Hour
		}
		if got != c.hour {
			t.Errorf("%s %q (after age %v): hour %d, want %d", c.lang, c.msg, c.after, got, c.hour)
		}
	}
}
