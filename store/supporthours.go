package store

// This file is the part of the business facts (contract: "Knowledge")
// that handoff needs, in the same shape as the knowledge work that brings
// them all; when that lands, its facts.go replaces this file.

import (
	"fmt"
	"strings"
	"time"
)

// BusinessFacts are the business-wide facts; here only the support hours.
type BusinessFacts struct {
	SupportHours SupportHours `json:"support_hours,omitempty"`
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
