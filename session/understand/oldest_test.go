package understand

import "testing"

// TestOldestOfTheChildren: the oldest of the children said by an article
// and a count ("the two oldest", "los dos mayores", "les deux grands",
// "die zwei Großen", "i due più grandi", "as duas mais velhas") are
// people of the party, marked Oldest for the dialogue (oldestKids); "as
// duas" there is no 2 o'clock, and "2 mayores" with no article stays two
// adults.
func TestOldestOfTheChildren(t *testing.T) {
	for _, c := range []struct {
		text, lang     string
		guests, oldest int
	}{
		{"ok, just the oldest two and me on sunday", "en", 3, 2},
		{"the 3 older ones and me", "en", 4, 3},
		{"pues los dos mayores y yo", "es", 3, 2},
		{"alors les 2 plus grands et moi", "fr", 3, 2},
		{"dann die zwei Älteren und ich", "de", 3, 2},
		{"solo i due più grandi e io", "it", 3, 2},
		{"eu e as duas mais velhas", "pt", 3, 2},
		{"somos 2 mayores y 2 niños", "es", 4, 0},
	} {
		r := Parse(c.text, Context{Lang: c.lang, Region: "PT"})
		if r.Guests != c.guests || r.Oldest != c.oldest || r.HasTime {
			t.Errorf("%q: guests %d, oldest %d, time %v; want %d, %d, none", c.text, r.Guests, r.Oldest, r.HasTime, c.guests, c.oldest)
		}
	}
}
