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
	if err != nil || !phonenumbers.IsPossibleNumber(n) || !phonenumbers.IsValidNumber(n) {
		return "", ErrInvalid
	}
	return phonenumbers.Format(n, phonenumbers.E164), nil
}
