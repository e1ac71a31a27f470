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

// TestLengthWithAFraction checks that a length with a fraction said alone
// ("2 heures et demie", "dos horas y media", "zweieinhalb Stunden") is no
// time, like "2 heures", unless an option shown leaves at that time; with
// a cue or a day beside it, it is the clock's.
func TestLengthWithAFraction(t *testing.T) {
	cases := []struct {
		lang, msg string
		options   []int // start times shown, minutes after midnight
		clock     string
		asked     bool
	}{
		{"fr", "2 heures et demie ?", nil, "", true},
		{"fr", "2 heures et demie", []int{14*60 + 30, 17 * 60}, "14:30", false},
		{"fr", "2 heures et demie", []int{14 * 60, 17 * 60}, "", true},
		{"fr", "2h30", []int{14*60 + 30}, "14:30", false},
		{"fr", "2h30 ?", []int{14 * 60}, "", true},
		{"fr", "deux heures et quart", nil, "", true},
		{"fr", "à 2 heures et demie", nil, "14:30", false},
		{"fr", "samedi 2 heures et demie", nil, "14:30", false},
		{"fr", "dix heures et demie", nil, "10:30", false},
		{"es", "dos horas y media", nil, "", true},
		{"es", "dos horas y media", []int{14*60 + 30}, "14:30", false},
		{"es", "a las dos y media", nil, "14:30", false},
		{"de", "zweieinhalb Stunden?", nil, "", true},
		{"de", "um halb drei", nil, "14:30", false},
		{"it", "due ore e mezza", nil, "", true},
		{"it", "due ore e mezza", []int{14*60 + 30}, "14:30", false},
		{"pt", "duas horas e meia", nil, "", true},
		{"pt", "duas horas e meia", []int{14*60 + 30}, "14:30", false},
		{"en", "two and a half hours?", nil, "", true},
		{"en", "two and a half hours", []int{14*60 + 30}, "", true},
	}
	for _, c := range cases {
		ctx := Context{Now: now, Lang: c.lang, Region: "PT", HasOptions: c.options != nil, OptionTimes: c.options}
		r := Parse(c.msg, ctx)
		clock := ""
		if r.HasTime {
			clock = clockOf(r)
		}
		if clock != c.clock || r.LengthAsked != c.asked {
			t.Errorf("%s %q with options %v: clock %q length asked %v, want %q %v", c.lang, c.msg, c.options, clock, r.LengthAsked, c.clock, c.asked)
		}
	}
}
