// Package contact validates and normalises the contact details a visitor or
// an integrator gives: email addresses and phone numbers (E.164).
package contact

import (
	"errors"
	"net/mail"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// ErrInvalid is returned for an address or number that cannot be used.
var ErrInvalid = errors.New("invalid contact detail")

// NormalizeEmail checks an email address and returns it trimmed with a
// lower-case domain.
func NormalizeEmail(s string) (string, error) {
	s = strings.TrimSpace(s)
	if len(s) > 254 || strings.ContainsAny(s, " <>\"") {
		return "", ErrInvalid
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s {
		return "", ErrInvalid
	}
	local, domain, ok := strings.Cut(s, "@")
	if !ok || local == "" || !strings.Contains(domain, ".") || strings.HasPrefix(domain, ".") ||
		strings.HasSuffix(domain, ".") || strings.Contains(domain, "..") {
		return "", ErrInvalid
	}
	return local + "@" + strings.ToLower(domain), nil
}

// NormalizePhone parses a phone number, using region (ISO 3166-1 alpha-2)
// for numbers written without a country code, and returns it in E.164.
//
// A number written with its country code (+ or 00) is taken when it has a
// length that country's numbers have (libphonenumber's IsPossibleNumber),
// even when libphonenumber's table of number ranges does not list its
// range: numbers are not verified here (nobody calls them to check), the
// table lags behind new ranges, and ranges kept out of it on purpose (the
// UK's 07700 900000-900999, reserved for fiction and tests) are still
// numbers someone wrote as theirs; dropping one would silently lose a
// detail the visitor gave and ask for it again. A number written without a
// country code must be valid: validity is what tells its country.
func NormalizePhone(s, region string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 40 {
		return "", ErrInvalid
	}
	if strings.HasPrefix(s, "00") {
		s = "+" + s[2:]
	}
	if region == "" {
		region = "US"
	}
	n, err := phonenumbers.Parse(s, strings.ToUpper(region))
	if err != nil || !phonenumbers.IsPossibleNumber(n) {
		return "", ErrInvalid
	}
	if !phonenumbers.IsValidNumber(n) && !(strings.HasPrefix(s, "+") && wellFormed(n)) {
		return "", ErrInvalid
	}
	return phonenumbers.Format(n, phonenumbers.E164), nil
}

// wellFormed reports a number of a country libphonenumber knows, with a
// length that country's numbers have in full (not only dialled locally).
func wellFormed(n *phonenumbers.PhoneNumber) bool {
	if phonenumbers.GetRegionCodeForCountryCode(int(n.GetCountryCode())) == phonenumbers.UNKNOWN_REGION {
		return false
	}
	return phonenumbers.IsPossibleNumberWithReason(n) == phonenumbers.IS_POSSIBLE
}

// languageRegions are the countries whose national phone numbers a visitor
// writing in a language is likely to give (ISO 3166-1 alpha-2).
var languageRegions = map[string][]string{
	"en": {"GB", "US", "IE", "AU"},
	"es": {"ES", "MX", "AR", "CO"},
	"fr": {"FR", "BE", "CH"},
	"de": {"DE", "AT", "CH"},
	"it": {"IT", "CH"},
	"pt": {"PT", "BR"},
}

// Regions returns the regions to read a national phone number in: the
// business's country first, then the countries the conversation's
// language points to, each once.
func Regions(business, lang string) []string {
	out := make([]string, 0, 5)
	if business != "" {
		out = append(out, strings.ToUpper(business))
	}
	for _, r := range languageRegions[lang] {
		if len(out) == 0 || r != out[0] {
			out = append(out, r)
		}
	}
	return out
}

// NormalizePhoneIn parses a phone number written in international form
// (+ or 00) or in the national form of one of regions, tried in order, and
// returns it in E.164.
//
// A national number can be read in several regions ("079 123 45 67" is
// Swiss and French; "555-123-4567" is a valid British number and the way
// Americans write theirs): the region whose own way of writing it matches
// what the visitor wrote wins (its trunk prefix written or left out as
// that region does, and its grouping of digits), then a valid number
// (libphonenumber's ranges), then a mobile number (tourists give their
// mobile), then the order of regions. A number outside libphonenumber's
// ranges is taken only when it is written exactly as one of the regions
// writes its numbers ("07700 900123", the UK's range kept for fiction,
// "(555) 123-4567"): as for international numbers (NormalizePhone),
// nobody calls a number to verify it, and dropping one the visitor gave
// loses it; the summary shows the number read before anything is booked.
// Such a number has at least 9 digits (no country this serves writes its
// numbers with fewer), and the region's own formatting rules know its
// leading digits ("123 456 789" has Portugal's length and grouping, but
// Portugal has no numbers beginning with 1).
func NormalizePhoneIn(s string, regions []string) (string, error) {
	if len(regions) == 0 {
		return NormalizePhone(s, "")
	}
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "+") || strings.HasPrefix(t, "00") {
		return NormalizePhone(t, regions[0])
	}
	best, bestScore := "", -1
	written := digitGroups(t)
	for i, r := range regions {
		n, err := phonenumbers.Parse(t, r)
		if err != nil || phonenumbers.IsPossibleNumberWithReason(n) != phonenumbers.IS_POSSIBLE {
			continue
		}
		valid := phonenumbers.IsValidNumber(n)
		national := digitGroups(phonenumbers.Format(n, phonenumbers.NATIONAL))
		asWritten := sum(written) == sum(national) // the trunk prefix as the region writes it
		grouped := len(written) > 1 && equalInts(written, national)
		if !valid && !(asWritten && sum(written) >= 9 && len(national) > 1 && (grouped || len(written) == 1)) {
			continue
		}
		score := 2 * (len(regions) - i)
		if grouped {
			score += 100
		}
		if asWritten {
			score += 80
		}
		if valid {
			score += 60
			switch phonenumbers.GetNumberType(n) {
			case phonenumbers.MOBILE, phonenumbers.FIXED_LINE_OR_MOBILE:
				score += 50
			}
		}
		if score > bestScore {
			best, bestScore = phonenumbers.Format(n, phonenumbers.E164), score
		}
	}
	if best == "" {
		return "", ErrInvalid
	}
	return best, nil
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// digitGroups returns the lengths of the runs of digits in s.
func digitGroups(s string) []int {
	var out []int
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			run++
			continue
		}
		if run > 0 {
			out = append(out, run)
			run = 0
		}
	}
	if run > 0 {
		out = append(out, run)
	}
	return out
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
