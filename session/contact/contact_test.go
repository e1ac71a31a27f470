package contact

import "testing"

func TestNormalizeEmail(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"ana@Example.COM", "ana@example.com", true},
		{" joe.doe+x@mail.pt ", "joe.doe+x@mail.pt", true},
		{"nope", "", false},
		{"a@b", "", false},
		{"Ana <ana@example.com>", "", false},
		{"a@.com", "", false},
		{"a@b..com", "", false},
	} {
		got, err := NormalizeEmail(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("NormalizeEmail(%q) = %q, %v; want %q ok=%v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

func TestNormalizePhone(t *testing.T) {
	for _, tc := range []struct {
		in, region, want string
		ok               bool
	}{
		{"912 345 678", "PT", "+351912345678", true},
		{"+34 612 34 56 78", "PT", "+34612345678", true},
		{"0034 612 34 56 78", "PT", "+34612345678", true},
		{"(415) 555-2671", "US", "+14155552671", true},
		{"12", "PT", "", false},
		{"call me", "PT", "", false},
	} {
		got, err := NormalizePhone(tc.in, tc.region)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("NormalizePhone(%q) = %q, %v; want %q ok=%v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}
