package understand

import "testing"

// TestTourLengthWords checks Entities.Length: the shortest (-2) or the
// longest (2) tour, something shorter (-1) or longer (1) asked for, and a
// bare comparative (LengthPlain), which compares only the tours named;
// "as quick as possible", "the quickest way there" and "no longer" ask
// no tour's length.
func TestTourLengthWords(t *testing.T) {
	cases := []struct {
		lang, msg string
		length    int
		plain     bool
	}{
		{"en", "which of your tours is the quickest?", -2, false},
		{"en", "what's your longest trip", 2, false},
		{"en", "got anything shorter?", -1, false},
		{"en", "any longer ones?", 1, false},
		{"en", "which one is shorter, the sail or the surf?", -1, true},
		{"en", "what's the quickest way to the meeting point?", 0, false},
		{"en", "sorry we can't wait any longer", 0, false},
		{"es", "cual es la actividad mas corta?", -2, false},
		{"es", "cual es la que mas dura?", 2, false},
		{"es", "hay otro mas corto?", -1, false},
		{"es", "lo mas rapido posible por favor", 0, false},
		{"es", "que es lo mas rapido para llegar a Sintra?", 0, false},
		{"en", "what's quickest to get to the meeting point?", 0, false},
		{"fr", "quelle est la sortie la plus longue ?", 2, false},
		{"fr", "rien de plus court ?", -1, false},
		{"fr", "le moyen le plus rapide pour y aller ?", 0, false},
		{"de", "welcher Ausflug ist der kürzeste?", -2, false},
		{"de", "gibt es eine kürzere Tour?", -1, false},
		{"de", "ist der Segeltörn kürzer als der Surfkurs?", -1, true},
		{"de", "ein kurzer Spaziergang wäre schön", 0, false},
		{"it", "qual è la gita più lunga?", 2, false},
		{"it", "c'è un giro più breve?", -1, false},
		{"it", "il prima possibile, il più veloce possibile", 0, false},
		{"pt", "qual é a atividade mais curta?", -2, false},
		{"pt", "há outro mais longo?", 1, false},
		{"pt", "o mais rápido possível", 0, false},
	}
	for _, c := range cases {
		r := parseWith(t, c.msg, c.lang)
		if r.Length != c.length || r.LengthPlain != c.plain {
			t.Errorf("%s %q: length %d plain %v, want %d %v", c.lang, c.msg, r.Length, r.LengthPlain, c.length, c.plain)
		}
	}
}
