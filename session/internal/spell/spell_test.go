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
