package understand

import "testing"

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
