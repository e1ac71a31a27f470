package store

import (
	"fmt"
	"math"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// TextLanguages are the language codes a per-language text may carry.
var TextLanguages = []string{"en", "es", "fr", "de", "it", "pt"}

// Wheelchair access values.
const (
	WheelchairYes     = "yes"
	WheelchairNo      = "no"
	WheelchairPartial = "partial"
)

// MeetingPoint is where a service starts.
type MeetingPoint struct {
	Text   Text     `json:"text"`
	Lat    *float64 `json:"lat,omitempty"`
	Lng    *float64 `json:"lng,omitempty"`
	MapURL string   `json:"map_url,omitempty"`
}

// Accessibility says whether a wheelchair user can take part, with details.
type Accessibility struct {
	Wheelchair string `json:"wheelchair"` // WheelchairYes, WheelchairNo or WheelchairPartial
	Text       Text   `json:"text,omitempty"`
}

// ServiceFacts are the optional facts of a service the assistant answers
// questions from. Every field may be absent; an absent cancellation policy
// falls back to the business's.
type ServiceFacts struct {
	MeetingPoint       *MeetingPoint  `json:"meeting_point,omitempty"`
	Included           []Text         `json:"included,omitempty"`
	WhatToBring        []Text         `json:"what_to_bring,omitempty"`
	Accessibility      *Accessibility `json:"accessibility,omitempty"`
	MinAge             *int           `json:"min_age,omitempty"`
	AgeNotes           Text           `json:"age_notes,omitempty"`
	CancellationPolicy Text           `json:"cancellation_policy,omitempty"`
	GuideLanguages     []string       `json:"guide_languages,omitempty"`
}

// Service fact field names, as on the wire and in a reply's sources.
const (
	FactMeetingPoint       = "meeting_point"
	FactIncluded           = "included"
	FactWhatToBring        = "what_to_bring"
	FactAccessibility      = "accessibility"
	FactMinAge             = "min_age"
	FactAgeNotes           = "age_notes"
	FactCancellationPolicy = "cancellation_policy"
	FactGuideLanguages     = "guide_languages"
	FactPaymentMethods     = "payment_methods"
	FactContact            = "contact"
	FactSupportHours       = "support_hours"
)

// Limits on facts and entries, counted in Unicode characters.
const (
	MaxFactText   = 2000
	MaxFactItems  = 30
	MaxShortText  = 300
	MaxAge        = 120
	MaxURLLength  = 2048
	MaxHoursInDay = 4
)

// ValidateText checks a per-language text: known language codes, each text
// at most max characters, and (when required) at least one non-empty text.
func ValidateText(field string, t Text, max int, required bool) error {
	nonEmpty := false
	for l, s := range t {
		if !slices.Contains(TextLanguages, l) {
			return Param(field, "unknown language %q: use en, es, fr, de, it or pt", l)
		}
		if utf8.RuneCountInString(s) > max {
			return Param(field, "the %s text is longer than %d characters", l, max)
		}
		if strings.TrimSpace(s) != "" {
			nonEmpty = true
		}
	}
	if required && !nonEmpty {
		return Param(field, "required: an object of texts per language, e.g. {\"en\":\"...\"}")
	}
	return nil
}

func validateTexts(field string, list []Text) error {
	if len(list) > MaxFactItems {
		return Param(field, "at most %d items", MaxFactItems)
	}
	for _, t := range list {
		if err := ValidateText(field, t, MaxShortText, true); err != nil {
			return err
		}
	}
	return nil
}

// Validate checks the facts of a service.
func (f *ServiceFacts) Validate() error {
	if mp := f.MeetingPoint; mp != nil {
		if err := ValidateText("meeting_point", mp.Text, MaxFactText, true); err != nil {
			return err
		}
		if (mp.Lat == nil) != (mp.Lng == nil) {
			return Param("meeting_point", "lat and lng go together")
		}
		if mp.Lat != nil && (!finite(*mp.Lat) || *mp.Lat < -90 || *mp.Lat > 90) {
			return Param("meeting_point", "lat must be between -90 and 90")
		}
		if mp.Lng != nil && (!finite(*mp.Lng) || *mp.Lng < -180 || *mp.Lng > 180) {
			return Param("meeting_point", "lng must be between -180 and 180")
		}
		if mp.MapURL != "" {
			u, err := url.Parse(mp.MapURL)
			if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || len(mp.MapURL) > MaxURLLength {
				return Param("meeting_point", "map_url must be an absolute http(s) URL")
			}
		}
	}
	if err := validateTexts("included", f.Included); err != nil {
		return err
	}
	if err := validateTexts("what_to_bring", f.WhatToBring); err != nil {
		return err
	}
	if a := f.Accessibility; a != nil {
		if !slices.Contains([]string{WheelchairYes, WheelchairNo, WheelchairPartial}, a.Wheelchair) {
			return Param("accessibility", "wheelchair must be yes, no or partial")
		}
		if err := ValidateText("accessibility", a.Text, MaxFactText, false); err != nil {
			return err
		}
	}
	if f.MinAge != nil && (*f.MinAge < 0 || *f.MinAge > MaxAge) {
		return Param("min_age", "must be between 0 and %d", MaxAge)
	}
	if err := ValidateText("age_notes", f.AgeNotes, MaxFactText, false); err != nil {
		return err
	}
	if err := ValidateText("cancellation_policy", f.CancellationPolicy, MaxFactText, false); err != nil {
		return err
	}
	return validateLanguageCodes("guide_languages", f.GuideLanguages)
}

func validateLanguageCodes(field string, codes []string) error {
	if len(codes) > MaxFactItems {
		return Param(field, "at most %d languages", MaxFactItems)
	}
	for _, c := range codes {
		if len(c) != 2 || c[0] < 'a' || c[0] > 'z' || c[1] < 'a' || c[1] > 'z' {
			return Param(field, "%q is not a two-letter ISO 639-1 code", c)
		}
	}
	return nil
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// Payment methods a business may accept; others may be named too, as
// lower-case words.
var PaymentMethods = []string{"online", "on_arrival", "card", "cash", "mb_way", "paypal", "bank_transfer"}

// Contact is how visitors reach the business.
type Contact struct {
	Phone   string `json:"phone,omitempty"`
	Email   string `json:"email,omitempty"`
	Address string `json:"address,omitempty"`
}

// BusinessFacts are the business-wide facts the assistant answers from.
type BusinessFacts struct {
	CancellationPolicy Text         `json:"cancellation_policy,omitempty"`
	PaymentMethods     []string     `json:"payment_methods,omitempty"`
	PaymentNotes       Text         `json:"payment_notes,omitempty"`
	Contact            *Contact     `json:"contact,omitempty"`
	SupportHours       SupportHours `json:"support_hours,omitempty"`
}

// Validate checks the business facts.
func (f *BusinessFacts) Validate() error {
	if err := ValidateText("cancellation_policy", f.CancellationPolicy, MaxFactText, false); err != nil {
		return err
	}
	if len(f.PaymentMethods) > MaxFactItems {
		return Param("payment_methods", "at most %d methods", MaxFactItems)
	}
	for _, m := range f.PaymentMethods {
		if m == "" || len(m) > 40 || strings.Trim(m, "abcdefghijklmnopqrstuvwxyz_") != "" {
			return Param("payment_methods", "%q must be a lower-case word such as online, on_arrival, card or cash", m)
		}
	}
	if err := ValidateText("payment_notes", f.PaymentNotes, MaxFactText, false); err != nil {
		return err
	}
	if c := f.Contact; c != nil {
		if utf8.RuneCountInString(c.Phone) > 40 || utf8.RuneCountInString(c.Email) > 254 || utf8.RuneCountInString(c.Address) > MaxShortText {
			return Param("contact", "phone, email or address is too long")
		}
		if c.Email != "" && (!strings.Contains(c.Email, "@") || strings.ContainsAny(c.Email, " \t\r\n")) {
			return Param("contact", "email is not an email address")
		}
	}
	return f.SupportHours.Validate()
}

// SupportHours are the weekly hours when staff answer, in the business's
// time zone: a weekday key ("mon".."sun", as in a Schedule) maps to ranges
// "HH:MM-HH:MM" (the end may be "24:00"; a range never crosses midnight:
// write two). Empty means the business set no hours.
type SupportHours map[string][]string

// hoursRange is one parsed range in minutes after local midnight.
type hoursRange struct{ from, to int }

func parseRange(s string) (hoursRange, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return hoursRange{}, fmt.Errorf("range %q: want HH:MM-HH:MM", s)
	}
	from, err := clockMinutes(strings.TrimSpace(a))
	if err != nil {
		return hoursRange{}, err
	}
	to, err := clockMinutes(strings.TrimSpace(b))
	if err != nil {
		return hoursRange{}, err
	}
	if to <= from {
		return hoursRange{}, fmt.Errorf("range %q ends before it starts", s)
	}
	return hoursRange{from, to}, nil
}

func clockMinutes(s string) (int, error) {
	if s == "24:00" {
		return 24 * 60, nil
	}
	h, m, err := ParseClock(s)
	if err != nil {
		return 0, err
	}
	return h*60 + m, nil
}

// Validate checks the weekday keys and the ranges.
func (h SupportHours) Validate() error {
	for day, ranges := range h {
		if !slices.Contains(Weekdays, day) {
			return Param("support_hours", "unknown weekday %q", day)
		}
		if len(ranges) > MaxHoursInDay {
			return Param("support_hours", "at most %d ranges on %s", MaxHoursInDay, day)
		}
		for _, r := range ranges {
			if _, err := parseRange(r); err != nil {
				return Param("support_hours", "bad range %q on %s: want HH:MM-HH:MM", r, day)
			}
		}
	}
	return nil
}

// IsZero reports whether no hours are set.
func (h SupportHours) IsZero() bool {
	for _, r := range h {
		if len(r) > 0 {
			return false
		}
	}
	return true
}

// OpenAt reports whether t falls inside the hours. t must be in the
// business's location (b.Location()): the hours are local. Hours that are
// not set put no limit: OpenAt answers true.
func (h SupportHours) OpenAt(t time.Time) bool {
	if h.IsZero() {
		return true
	}
	min := t.Hour()*60 + t.Minute()
	for _, s := range h[WeekdayKey(t.Weekday())] {
		if r, err := parseRange(s); err == nil && r.from <= min && min < r.to {
			return true
		}
	}
	return false
}

// NextOpen returns t when the hours are open at t, else the start of the
// next open range within a week, in t's location; false when no range
// opens (no hours set counts as always open).
func (h SupportHours) NextOpen(t time.Time) (time.Time, bool) {
	if h.OpenAt(t) {
		return t, true
	}
	y, m, d := t.Date()
	loc := t.Location()
	for i := 0; i <= 7; i++ {
		day := time.Date(y, m, d+i, 12, 0, 0, 0, loc)
		best := -1
		for _, s := range h[WeekdayKey(day.Weekday())] {
			r, err := parseRange(s)
			if err != nil {
				continue
			}
			start := time.Date(y, m, d+i, r.from/60, r.from%60, 0, 0, loc)
			if start.After(t) && (best < 0 || r.from < best) {
				best = r.from
			}
		}
		if best >= 0 {
			return time.Date(y, m, d+i, best/60, best%60, 0, 0, loc), true
		}
	}
	return time.Time{}, false
}
