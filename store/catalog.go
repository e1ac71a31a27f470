package store

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"time"
)

// Text holds one text per language code ("en", "es", ...).
type Text map[string]string

// In returns the text in lang, else in fallback, else English, else any.
func (t Text) In(lang, fallback string) string {
	if s, ok := t[lang]; ok && s != "" {
		return s
	}
	if s, ok := t[fallback]; ok && s != "" {
		return s
	}
	if s, ok := t["en"]; ok && s != "" {
		return s
	}
	keys := make([]string, 0, len(t))
	for k := range t {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if t[k] != "" {
			return t[k]
		}
	}
	return ""
}

// Image is a photo of a service with alternative text per language.
type Image struct {
	URL string `json:"url"`
	Alt Text   `json:"alt"`
}

// Weekdays as used in a Schedule, Monday first.
var Weekdays = []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}

// Schedule maps a weekday ("mon".."sun") to local start times ("09:00").
type Schedule map[string][]string

// Validate checks the weekday keys and the HH:MM times.
func (s Schedule) Validate() error {
	for day, times := range s {
		if !slices.Contains(Weekdays, day) {
			return Param("schedule", "unknown weekday %q", day)
		}
		for _, t := range times {
			if _, _, err := ParseClock(t); err != nil {
				return Param("schedule", "bad time %q on %s", t, day)
			}
		}
	}
	return nil
}

// ParseClock parses "HH:MM" (24 h).
func ParseClock(s string) (hour, minute int, err error) {
	t, err := time.Parse("15:04", s)
	if err != nil {
		return 0, 0, fmt.Errorf("clock %q: want HH:MM", s)
	}
	return t.Hour(), t.Minute(), nil
}

// WeekdayKey returns the Schedule key for a weekday.
func WeekdayKey(d time.Weekday) string { return Weekdays[(int(d)+6)%7] }

// Service is a bookable tour or activity.
type Service struct {
	ID              string   `json:"id"`
	BusinessID      string   `json:"business_id"`
	Name            Text     `json:"name"`
	Description     Text     `json:"description"`
	Keywords        Text     `json:"keywords,omitempty"` // per language, comma separated, for matching
	DurationMinutes int      `json:"duration_minutes"`
	Price           float64  `json:"price"` // major units of the business currency
	Capacity        int      `json:"capacity"`
	Images          []Image  `json:"images"`
	Schedule        Schedule `json:"schedule"`
	Languages       []string `json:"languages"` // languages the tour is guided in
	ClosedDates     []string `json:"closed_dates,omitempty"`
	// Category groups services for browsing (e.g. "water", "food", "walking").
	Category string `json:"category,omitempty"`
	// ServiceFacts answer visitors' questions (meeting point, ages, ...).
	ServiceFacts
	CreatedAt time.Time `json:"created_at"`
	// TicketTypes price the party by type (adult, child, infant...); none
	// means one implicit adult type at Price.
	TicketTypes []TicketType `json:"ticket_types,omitempty"`
	// Status is ServiceActive (also when empty) or ServiceArchived.
	Status string `json:"status,omitempty"`
	// Closures close one slot or a whole day; SlotCapacities override the
	// capacity of single slots, by slot id.
	Closures       []Closure      `json:"closures,omitempty"`
	SlotCapacities map[string]int `json:"slot_capacities,omitempty"`
}

// Validate checks a service as imported into the catalog.
func (s *Service) Validate() error {
	if err := s.validateSelfService(); err != nil {
		return err
	}
	switch {
	case !strings.HasPrefix(s.ID, PrefixService) || len(s.ID) < len(PrefixService)+1:
		return Param("id", "must start with %s", PrefixService)
	case s.Name.In("en", "") == "":
		return Param("name", "required")
	case s.DurationMinutes <= 0 || s.DurationMinutes > 14*24*60:
		return Param("duration_minutes", "must be between 1 and 20160")
	case s.Price < 0 || math.IsNaN(s.Price) || math.IsInf(s.Price, 0):
		return Param("price", "must be zero or more")
	case s.Capacity <= 0 || s.Capacity > 10000:
		return Param("capacity", "must be between 1 and 10000")
	}
	for _, d := range s.ClosedDates {
		if _, err := time.Parse(DateLayout, d); err != nil {
			return Param("closed_dates", "bad date %q", d)
		}
	}
	if err := s.Schedule.Validate(); err != nil {
		return err
	}
	return s.ServiceFacts.Validate()
}

// DateLayout is the calendar date format (YYYY-MM-DD).
const DateLayout = "2006-01-02"

// Slot statuses.
const (
	SlotAvailable = "available"
	SlotLimited   = "limited"
	SlotSoldOut   = "sold_out"
	SlotClosed    = "closed"
)

// Slot is one dated start of a service. Slots are derived from the schedule;
// only the number of places booked is stored.
type Slot struct {
	ID         string
	ServiceID  string
	BusinessID string
	Date       string    // YYYY-MM-DD in the business's time zone
	Start      time.Time // in the business's location
	End        time.Time
	Capacity   int
	Booked     int
	Closed     bool
}

// Available returns the places left.
func (s *Slot) Available() int {
	if n := s.Capacity - s.Booked; n > 0 {
		return n
	}
	return 0
}

// Status derives the slot's status at now.
func (s *Slot) Status(now time.Time) string {
	switch {
	case s.Closed || !s.Start.After(now):
		return SlotClosed
	case s.Available() == 0:
		return SlotSoldOut
	case s.Available()*4 < s.Capacity:
		return SlotLimited
	default:
		return SlotAvailable
	}
}

// Bookable reports whether guests can book the slot at now.
func (s *Slot) Bookable(now time.Time, guests int) bool {
	return !s.Closed && s.Start.After(now) && s.Available() >= guests
}

// SlotID encodes a service and a local start time: slot_<service>_<YYYYMMDDHHMM>.
func SlotID(serviceID string, localStart time.Time) string {
	return PrefixSlot + strings.TrimPrefix(serviceID, PrefixService) + "_" + localStart.Format("200601021504")
}

// ParseSlotID decodes a slot id into its service id and local start fields.
func ParseSlotID(id string, loc *time.Location) (serviceID string, start time.Time, err error) {
	rest, ok := strings.CutPrefix(id, PrefixSlot)
	i := strings.LastIndexByte(rest, '_')
	if !ok || i <= 0 {
		return "", time.Time{}, Param("slot_id", "malformed slot id")
	}
	start, err = time.ParseInLocation("200601021504", rest[i+1:], loc)
	if err != nil {
		return "", time.Time{}, Param("slot_id", "malformed slot id")
	}
	return PrefixService + rest[:i], start, nil
}

// SlotsOn returns the service's scheduled slots on a local calendar date, in
// start order, with Booked zero (the caller fills it from the store).
func (s *Service) SlotsOn(date time.Time, loc *time.Location) []Slot {
	y, m, d := date.Date()
	dateStr := time.Date(y, m, d, 0, 0, 0, 0, loc).Format(DateLayout)
	closed := slices.Contains(s.ClosedDates, dateStr) || s.closedAllDay(dateStr)
	times := slices.Clone(s.Schedule[WeekdayKey(time.Date(y, m, d, 12, 0, 0, 0, loc).Weekday())])
	sort.Strings(times)
	out := make([]Slot, 0, len(times))
	for _, t := range times {
		h, mi, err := ParseClock(t)
		if err != nil {
			continue
		}
		start := time.Date(y, m, d, h, mi, 0, 0, loc)
		id := SlotID(s.ID, start)
		capacity := s.Capacity
		if c, ok := s.SlotCapacities[id]; ok {
			capacity = c
		}
		out = append(out, Slot{
			ID: id, ServiceID: s.ID, BusinessID: s.BusinessID, Date: dateStr,
			Start: start, End: start.Add(time.Duration(s.DurationMinutes) * time.Minute),
			Capacity: capacity, Closed: closed || s.closedAt(dateStr, t),
		})
	}
	return out
}

// SlotAt returns the scheduled slot of the service starting at localStart, or
// ErrNotFound when the schedule has no such start.
func (s *Service) SlotAt(localStart time.Time, loc *time.Location) (Slot, error) {
	for _, sl := range s.SlotsOn(localStart, loc) {
		if sl.Start.Equal(localStart) {
			return sl, nil
		}
	}
	return Slot{}, fmt.Errorf("slot at %s: %w", localStart.Format(time.RFC3339), ErrNotFound)
}

// DisplayTime renders a clock time like "9:00 AM".
func DisplayTime(t time.Time) string { return t.Format("3:04 PM") }

// DisplayDuration renders minutes like "3 hours", "90 minutes", "1.5 hours".
func DisplayDuration(minutes int) string {
	switch {
	case minutes == 60:
		return "1 hour"
	case minutes%60 == 0:
		return fmt.Sprintf("%d hours", minutes/60)
	case minutes > 60 && minutes%30 == 0:
		return fmt.Sprintf("%.1f hours", float64(minutes)/60)
	default:
		return fmt.Sprintf("%d minutes", minutes)
	}
}

// RoundMoney rounds an amount in major units to cents.
func RoundMoney(v float64) float64 { return math.Round(v*100) / 100 }
