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

func TestNormalizePhoneIn(t *testing.T) {
	cases := []struct{ in, biz, lang, want string }{
		{"06 12 34 56 78", "PT", "fr", "+33612345678"},
		{"0151 23456789", "PT", "de", "+4915123456789"},
		{"0664 1234567", "PT", "de", "+436641234567"},
		{"079 123 45 67", "PT", "fr", "+41791234567"},
		{"0470 12 34 56", "PT", "fr", "+32470123456"},
		{"912 345 678", "PT", "en", "+351912345678"},
		{"612 345 678", "PT", "es", "+34612345678"},
		{"347 123 4567", "PT", "it", "+393471234567"},
		{"(11) 91234-5678", "PT", "pt", "+5511912345678"},
		{"0412 345 678", "PT", "en", "+61412345678"},
		{"+44 7911 123456", "PT", "fr", "+447911123456"},
	}
	for _, c := range cases {
		got, err := NormalizePhoneIn(c.in, Regions(c.biz, c.lang))
		if err != nil || got != c.want {
			t.Errorf("NormalizePhoneIn(%q, %s/%s) = %q, %v; want %q", c.in, c.biz, c.lang, got, err, c.want)
		}
	}
	if _, err := NormalizePhoneIn("12345", Regions("PT", "en")); err == nil {
		t.Error("12345 is no phone number")
	}
}

// TestNationalNumbersAsWritten: a national number outside libphonenumber's
// ranges is taken when it is written exactly as one of the regions writes
// its numbers (its trunk prefix and its grouping); the way it is written
// also decides between a region where it is valid and one where it is
// written so ("555-123-4567" is a valid British number without its 0, and
// how Americans write theirs).
func TestNationalNumbersAsWritten(t *testing.T) {
	en := Regions("PT", "en")
	for _, tc := range []struct{ in, want string }{
		{"07700 900123", "+447700900123"},
		{"07700900456", "+447700900456"},
		{"555-123-4567", "+15551234567"},
		{"(555) 123-4567", "+15551234567"},
		{"5551234567", "+15551234567"},
		{"07911 123456", "+447911123456"},
		{"912 345 678", "+351912345678"},
	} {
		got, err := NormalizePhoneIn(tc.in, en)
		if err != nil || got != tc.want {
			t.Errorf("NormalizePhoneIn(%q, %v) = %q, %v; want %q", tc.in, en, got, err, tc.want)
		}
	}
	for _, in := range []string{
		"000 123 456",   // no region writes a number so
		"07700 9001",    // too short for the UK
		"0770 0900 123", // the UK's digits, grouped as the UK does not
	} {
		if got, err := NormalizePhoneIn(in, en); err == nil {
			t.Errorf("NormalizePhoneIn(%q, %v) = %q, want an error", in, en, got)
		}
	}
}

// TestWellFormedInternationalNumbers: a number written with its country
// code is taken when its length is one that country's numbers have, even
// outside libphonenumber's ranges (the UK's fiction range 07700 900xxx, a
// new range); nobody verifies numbers by calling them. A national number
// must still be valid, and a wrong length or an unknown country code is no
// number.
func TestWellFormedInternationalNumbers(t *testing.T) {
	for _, tc := range []struct {
		in, want string
	}{
		{"+44 7700 900123", "+447700900123"},
		{"0044 7700 900987", "+447700900987"},
		{"+44 (0)7700 900555", "+447700900555"},
		{"+351 912 345 678", "+351912345678"},
	} {
		for _, regions := range [][]string{{"PT", "GB"}, {"PT", "FR", "BE", "CH"}} {
			got, err := NormalizePhoneIn(tc.in, regions)
			if err != nil || got != tc.want {
				t.Errorf("NormalizePhoneIn(%q, %v) = %q, %v; want %q", tc.in, regions, got, err, tc.want)
			}
		}
	}
	for _, in := range []string{"+44 7700 9001", "+44 77009001234567", "+999 123 456 789", "+351 12"} {
		if got, err := NormalizePhoneIn(in, []string{"PT", "GB"}); err == nil {
			t.Errorf("NormalizePhoneIn(%q) = %q, want an error", in, got)
		}
	}
}
