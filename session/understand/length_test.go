package understand

import "testing"

// TestLengthAskedIsNoTime checks that "in 2 hours" said of doing, seeing
// or finishing a tour is a length (no time of day, LengthAsked), like "dura
// 2 horas?", while "in 2 hours" said of leaving stays a time from now.
func TestLengthAskedIsNoTime(t *testing.T) {
	cases := []struct {
		lang, msg string
		asked     bool
		clock     string
	}{
		{"en", "can we do it in 2 hours?", true, ""},
		{"en", "could you finish the kayak in 3 hours?", true, ""},
		{"en", "does it take 3 hours?", true, ""},
		{"en", "do you have anything in 2 hours?", false, "12:00"},
		{"en", "can we go in 2 hours?", false, "12:00"},
		{"es", "¿se puede hacer en 2 horas?", true, ""},
		{"es", "¿dura 2 horas?", true, ""},
		{"es", "¿podemos ir en 2 horas?", false, "12:00"},
		{"fr", "on peut le faire en 2 heures ?", true, ""},
		{"fr", "on peut y aller dans 2 heures ?", false, "12:00"},
		{"de", "schaffen wir das in 2 Stunden?", true, ""},
		{"de", "ist das in 3 Stunden zu schaffen?", true, ""},
		{"de", "können wir in 2 Stunden los?", false, "12:00"},
		{"it", "si fa in 2 ore?", true, ""},
		{"it", "possiamo partire tra 2 ore?", false, "12:00"},
		{"pt", "dá para fazer em 2 horas?", true, ""},
		{"pt", "podemos ir daqui a 2 horas?", false, "12:00"},
		{"en", "kayak for 2 hours on saturday", false, ""},
	}
	for _, c := range cases {
		r := parseWith(t, c.msg, c.lang)
		clock := ""
		if r.HasTime {
			clock = clockOf(r)
		}
		if r.LengthAsked != c.asked || clock != c.clock {
			t.Errorf("%s %q: length asked %v clock %q, want %v %q", c.lang, c.msg, r.LengthAsked, clock, c.asked, c.clock)
		}
	}
}
