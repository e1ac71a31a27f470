package spell

import "testing"

func TestWithinOneEdit(t *testing.T) {
	for _, c := range []struct {
		a, b string
		ok   bool
	}{
		{"kayak", "kayak", true}, {"kayack", "kayak", true}, {"kyaak", "kayak", true}, {"kaxak", "kayak", true},
		{"kayakk", "kayak", true}, {"kay", "kayak", false}, {"walking", "talking", true}, {"abc", "xyz", false},
	} {
		if got := WithinOneEdit(c.a, c.b); got != c.ok {
			t.Errorf("WithinOneEdit(%q, %q) = %v", c.a, c.b, got)
		}
	}
}

func TestWithinOneEditOnLongWords(t *testing.T) {
	for _, c := range []struct {
		a, b string
		ok   bool
	}{
		{"wheelchair", "wheelchair", true}, {"wheelchiar", "wheelchair", true}, {"wheelcair", "wheelchair", true},
		{"wheelchairs", "wheelchair", true}, {"wheelchaor", "wheelchair", true}, {"wheeclhiar", "wheelchair", false},
		{"kayak", "kayaks", true}, {"abc", "abcde", false}, {"ab", "ba", true},
	} {
		if got := WithinOneEdit(c.a, c.b); got != c.ok {
			t.Errorf("WithinOneEdit(%q, %q) = %v", c.a, c.b, got)
		}
	}
}

func TestSlips(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		limit int
		want  int
	}{
		{"kayak", "kayak", 1, 0}, {"kyak", "kayak", 1, 1}, {"kayk", "kayak", 1, 1}, {"kaayk", "kayak", 1, 1},
		{"kayal", "kayak", 1, 1},   // l and k are neighbours
		{"kajak", "kayak", 1, 1},   // j and y sound alike
		{"wollen", "wellen", 1, 2}, // o and e are far apart: a drop and an add
		{"testing", "tasting", 1, 2}, {"smiling", "sailing", 1, 2},
		{"sonenuntergan", "sonnenuntergang", 2, 2}, {"abcdef", "uvwxyz", 2, 3},
	} {
		if got := Slips(c.a, c.b, c.limit); got != c.want {
			t.Errorf("Slips(%q, %q, %d) = %d, want %d", c.a, c.b, c.limit, got, c.want)
		}
	}
}

func TestKeyNeighbours(t *testing.T) {
	for _, c := range []struct {
		a, b byte
		ok   bool
	}{
		{'k', 'l', true}, {'s', 'w', true}, {'s', 'x', true}, {'y', 'u', true}, {'z', 'u', true}, // QWERTZ
		{'q', 's', true}, // AZERTY
		{'o', 'e', false}, {'a', 'm', false}, {'d', 't', false},
	} {
		if got := KeyNeighbours(c.a, c.b); got != c.ok {
			t.Errorf("KeyNeighbours(%c, %c) = %v", c.a, c.b, got)
		}
	}
}
