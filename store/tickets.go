package store

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode/utf8"
)

// Service statuses.
const (
	ServiceActive   = "active"
	ServiceArchived = "archived"
)

// Ticket type ids the chat maps a party to.
const (
	TicketAdult  = "adult"
	TicketChild  = "child"
	TicketInfant = "infant"
)

// PrefixClosure is the id prefix of a slot or day closure.
const PrefixClosure = "clo_"

// Limits that keep a service document small.
const (
	MaxTicketTypes = 10
	MaxClosures    = 500
	MaxSlotChanges = 500
)

// TicketType is one price of a service (adult, child, infant...).
// UsesCapacity false means the ticket takes no place (a lap infant).
type TicketType struct {
	ID           string  `json:"id"`
	Name         Text    `json:"name,omitempty"`
	Price        float64 `json:"price"`
	MinAge       *int    `json:"min_age,omitempty"`
	MaxAge       *int    `json:"max_age,omitempty"`
	UsesCapacity *bool   `json:"uses_capacity,omitempty"`
}

// TakesPlace reports whether one ticket of this type takes a place (the default).
func (t *TicketType) TakesPlace() bool { return t.UsesCapacity == nil || *t.UsesCapacity }

// Closure closes a service's slot (Time set, HH:MM) or a whole day.
type Closure struct {
	ID        string    `json:"id"`
	Object    string    `json:"object"` // "closure"
	ServiceID string    `json:"service_id"`
	Date      string    `json:"date"`
	Time      string    `json:"time,omitempty"`
	Reason    string    `json:"reason,omitempty"`
	CreatedAt time.Time `json:"created_at"`
}

var ticketIDRE = regexp.MustCompile(`^[a-z][a-z0-9_]{0,31}$`)

// Archived reports whether the service is archived (no new slots).
func (s *Service) Archived() bool { return s.Status == ServiceArchived }

// Tickets returns the service's ticket types, or the implicit adult type at Price.
func (s *Service) Tickets() []TicketType {
	if len(s.TicketTypes) > 0 {
		return s.TicketTypes
	}
	return []TicketType{{ID: TicketAdult, Name: Text{"en": "Adult"}, Price: s.Price}}
}

// ticket finds a ticket type by id.
func (s *Service) ticket(id string) (*TicketType, bool) {
	tt := s.Tickets()
	for i := range tt {
		if tt[i].ID == id {
			return &tt[i], true
		}
	}
	return nil, false
}

// MinimumAge is the youngest age the service takes: its min_age fact, or
// the youngest age its ticket types sell to when every type states one,
// whichever is higher; 0 when neither says. It is the one rule of who may
// come that the chat applies to the options it shows, the pick and the
// answer to "is it ok for a 5 year old?".
func (s *Service) MinimumAge() int {
	min := 0
	if s.MinAge != nil {
		min = *s.MinAge
	}
	youngest := -1
	for _, t := range s.TicketTypes {
		if t.MinAge == nil {
			return min // a ticket for any age
		}
		if youngest < 0 || *t.MinAge < youngest {
			youngest = *t.MinAge
		}
	}
	return max(min, youngest)
}

// Admits reports whether a child of that age may take part (MinimumAge).
func (s *Service) Admits(age int) bool { return age >= s.MinimumAge() }

// NormalizePrice keeps Price equal to the adult ticket's price (the first
// type's when there is no adult), the published price of an option.
func (s *Service) NormalizePrice() {
	if len(s.TicketTypes) == 0 {
		return
	}
	if t, ok := s.ticket(TicketAdult); ok {
		s.Price = t.Price
		return
	}
	s.Price = s.TicketTypes[0].Price
}

func validMoney(v float64) bool { return v >= 0 && v <= 1e7 && !math.IsNaN(v) && !math.IsInf(v, 0) }

var langKeyRE = regexp.MustCompile(`^[a-z]{2}$`)

// validateText checks a per-language object: two-letter keys, bounded texts.
func validateText(field string, t Text, maxLen int) error {
	for k, v := range t {
		if !langKeyRE.MatchString(k) {
			return Param(field, "language %q must be a two-letter code", k)
		}
		if utf8.RuneCountInString(v) > maxLen {
			return Param(field, "the %s text is longer than %d characters", k, maxLen)
		}
	}
	return nil
}

func (s *Service) validateSelfService() error {
	for _, f := range []struct {
		name string
		t    Text
		max  int
	}{{"name", s.Name, 200}, {"description", s.Description, 5000}, {"keywords", s.Keywords, 1000}} {
		if err := validateText(f.name, f.t, f.max); err != nil {
			return err
		}
	}
	if len(s.Images) > 20 {
		return Param("images", "at most 20 images")
	}
	for _, im := range s.Images {
		u := im.URL
		if len(u) > 2048 || !(strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "/")) {
			return Param("images", "image url must be http(s) or a path on this server")
		}
		if err := validateText("images", im.Alt, 500); err != nil {
			return err
		}
	}
	for _, l := range s.Languages {
		if !langKeyRE.MatchString(l) {
			return Param("languages", "language %q must be a two-letter code", l)
		}
	}
	switch s.Status {
	case "", ServiceActive, ServiceArchived:
	default:
		return Param("status", "must be active or archived")
	}
	if len(s.TicketTypes) > MaxTicketTypes {
		return Param("ticket_types", "at most %d ticket types", MaxTicketTypes)
	}
	seen := map[string]bool{}
	places := false
	for _, t := range s.TicketTypes {
		switch {
		case !ticketIDRE.MatchString(t.ID):
			return Param("ticket_types", "ticket type id %q must be lowercase letters, digits or _", t.ID)
		case seen[t.ID]:
			return Param("ticket_types", "ticket type %q appears twice", t.ID)
		case !validMoney(t.Price):
			return Param("ticket_types", "ticket type %q: price must be zero or more", t.ID)
		case t.MinAge != nil && (*t.MinAge < 0 || *t.MinAge > 120),
			t.MaxAge != nil && (*t.MaxAge < 0 || *t.MaxAge > 120),
			t.MinAge != nil && t.MaxAge != nil && *t.MinAge > *t.MaxAge:
			return Param("ticket_types", "ticket type %q: ages must be 0..120, min_age <= max_age", t.ID)
		}
		if err := validateText("ticket_types", t.Name, 100); err != nil {
			return err
		}
		seen[t.ID] = true
		places = places || t.TakesPlace()
	}
	if len(s.TicketTypes) > 0 && !places {
		return Param("ticket_types", "at least one ticket type must take a place")
	}
	if len(s.Closures) > MaxClosures {
		return Param("closures", "at most %d closures", MaxClosures)
	}
	for _, c := range s.Closures {
		if _, err := time.Parse(DateLayout, c.Date); err != nil {
			return Param("date", "must be a date in YYYY-MM-DD format")
		}
		if c.Time != "" {
			if _, _, err := ParseClock(c.Time); err != nil {
				return Param("time", "must be HH:MM")
			}
		}
	}
	if len(s.SlotCapacities) > MaxSlotChanges {
		return Param("capacity", "at most %d slot capacity changes", MaxSlotChanges)
	}
	for id, c := range s.SlotCapacities {
		if c < 0 || c > 10000 {
			return Param("capacity", "slot %s: capacity must be 0..10000", id)
		}
	}
	return nil
}

func (s *Service) closedAllDay(date string) bool {
	for _, c := range s.Closures {
		if c.Date == date && c.Time == "" {
			return true
		}
	}
	return false
}

func (s *Service) closedAt(date, clock string) bool {
	for _, c := range s.Closures {
		if c.Date == date && c.Time == clock {
			return true
		}
	}
	return false
}

// PriceTickets is the one pricing rule: it checks a ticket mix against the
// service's types and returns the places it takes and its total. Unknown
// types and negative counts are 400 field=tickets; a mix that takes no
// place (only lap infants) is refused too.
func PriceTickets(s *Service, tickets map[string]int) (places int, total float64, err error) {
	if len(tickets) == 0 {
		return 0, 0, Param("tickets", "give at least one ticket")
	}
	ids := make([]string, 0, len(tickets))
	for id := range tickets {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	count := 0
	for _, id := range ids {
		n := tickets[id]
		t, ok := s.ticket(id)
		switch {
		case !ok:
			return 0, 0, Param("tickets", "unknown ticket type %q (this service has %s)", id, strings.Join(s.TicketIDs(), ", "))
		case n < 0 || n > 100:
			return 0, 0, Param("tickets", "ticket count for %q must be 0..100", id)
		}
		count += n
		if t.TakesPlace() {
			places += n
		}
		total += t.Price * float64(n)
	}
	if count == 0 || places == 0 {
		return 0, 0, Param("tickets", "a booking needs at least one ticket that takes a place")
	}
	if places > 100 {
		return 0, 0, Param("tickets", "at most 100 places per booking")
	}
	return places, RoundMoney(total), nil
}

// TicketIDs lists the service's ticket type ids.
func (s *Service) TicketIDs() []string {
	var out []string
	for _, t := range s.Tickets() {
		out = append(out, t.ID)
	}
	return out
}

// TicketsForParty maps a party said in chat ("2 adults and a child") to the
// service's ticket types: adults to adult, children to child, infants to
// infant; a type the service lacks falls back to the next older one
// (infant to child to adult). It returns nil when the service has no
// ticket types beyond the implicit adult, so callers book by guests.
func TicketsForParty(s *Service, adults, children, infants int) map[string]int {
	if len(s.TicketTypes) == 0 || adults+children+infants == 0 {
		return nil
	}
	has := func(id string) bool { _, ok := s.ticket(id); return ok }
	adult := TicketAdult
	if !has(adult) {
		adult = s.TicketTypes[0].ID
	}
	child := adult
	if has(TicketChild) {
		child = TicketChild
	}
	infant := child
	if has(TicketInfant) {
		infant = TicketInfant
	}
	out := map[string]int{}
	out[adult] += adults
	out[child] += children
	out[infant] += infants
	for id, n := range out {
		if n == 0 {
			delete(out, id)
		}
	}
	return out
}

// BookableCapacity re-derives a slot from the service as a booking
// transaction sees it: ErrSlotUnavailable when the service is archived or
// the slot is not scheduled or closed; else the slot's capacity. Backends
// call it inside the transaction that takes the places, so a slot closed
// or shrunk concurrently is never booked past its new state.
func BookableCapacity(s *Service, slotID string, loc *time.Location) (int, error) {
	if s.Archived() {
		return 0, ErrSlotUnavailable
	}
	_, start, err := ParseSlotID(slotID, loc)
	if err != nil {
		return 0, err
	}
	sl, err := s.SlotAt(start, loc)
	if err != nil || sl.Closed {
		return 0, ErrSlotUnavailable
	}
	return sl.Capacity, nil
}

// SlotConflicts lists the slots (of booked, confirmed guests per future
// slot id) that the service as changed can no longer hold: no longer
// scheduled, closed, or with a capacity below the guests already booked.
// Archiving is not a conflict: existing bookings stay valid.
func SlotConflicts(s *Service, loc *time.Location, booked map[string]int) []string {
	var out []string
	for id, guests := range booked {
		if guests <= 0 {
			continue
		}
		_, start, err := ParseSlotID(id, loc)
		if err != nil {
			continue
		}
		sl, err := s.SlotAt(start, loc)
		if err != nil || sl.Closed || sl.Capacity < guests {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out
}

// ServiceChange is one catalog write: Apply edits the service (nil when
// creating) inside the backend's transaction. The backend then validates
// it, checks SlotConflicts against the confirmed future bookings and
// either refuses (ErrInvalidState) or, with CancelBookings, cancels those
// bookings (booking.cancelled, reason CancelReasonSlotClosed) in the same
// transaction.
type ServiceChange struct {
	BusinessID string
	ServiceID  string
	// Create makes a new service (ErrConflict when the id exists).
	Create         bool
	Apply          func(s *Service) error
	CancelBookings bool
	Location       *time.Location
}

// MaxServices bounds one business's services, archived ones included (they
// stay listed with include_archived and keep their bookings), so that the
// catalog every chat turn searches and the list a dashboard loads stay
// bounded. A create past it answers ErrInvalidState with CatalogFull.
const MaxServices = 500

// CatalogFull is the message of the ErrInvalidState a new service meets when
// its business holds MaxServices.
const CatalogFull = "the business has the most services allowed"

// CheckCatalogRoom is the rule every backend runs, inside the transaction
// that adds a service, on the number of services the business already holds.
func CheckCatalogRoom(held int) error {
	if held >= MaxServices {
		return InvalidState("%s (%d)", CatalogFull, MaxServices)
	}
	return nil
}

// CancelReasonSlotClosed is the reason of bookings cancelled by a slot change.
const CancelReasonSlotClosed = "slot_closed"

// ChangeResult is what a catalog write did.
type ChangeResult struct {
	Service   *Service
	Cancelled []Booking
}

// PrepareChange runs the domain part of a ServiceChange on a copy the
// backend loaded under its lock: apply, keep Price in step with the ticket
// types, drop closures and slot overrides in the past, validate.
func PrepareChange(c ServiceChange, s *Service, now time.Time) error {
	if err := c.Apply(s); err != nil {
		return err
	}
	s.ID, s.BusinessID = c.ServiceID, c.BusinessID
	normalizeClocks(s)
	if s.Status == "" {
		s.Status = ServiceActive
	}
	s.NormalizePrice()
	today := now.In(c.Location).Format(DateLayout)
	s.Closures = slices.DeleteFunc(s.Closures, func(cl Closure) bool { return cl.Date < today })
	for id := range s.SlotCapacities {
		if _, start, err := ParseSlotID(id, c.Location); err != nil || start.Format(DateLayout) < today {
			delete(s.SlotCapacities, id)
		}
	}
	if err := s.Validate(); err != nil {
		return err
	}
	return nil
}

// ConflictError says which slots a change would break.
func ConflictError(slots []string) error {
	return InvalidState("%d slot(s) have confirmed bookings that the change cannot keep (%s); send cancel_bookings: true to cancel them",
		len(slots), strings.Join(slots, ", "))
}

// CatalogWrites changes services through the one validated path.
type CatalogWrites interface {
	// ChangeService runs c in one transaction (see ServiceChange).
	ChangeService(ctx context.Context, c ServiceChange) (*ChangeResult, error)
}

// QuoteParty prices a party said in chat: when the mix (adults, children,
// infants) adds up to guests and the service has ticket types, it books
// and prices by ticket type; otherwise every guest pays Price. The chat's
// summary and its booking both call it, so they agree on the total.
func QuoteParty(s *Service, guests, adults, children, infants int) (tickets map[string]int, total float64) {
	if t := TicketsForParty(s, adults, children, infants); t != nil && adults+children+infants == guests {
		if _, sum, err := PriceTickets(s, t); err == nil {
			return t, sum
		}
	}
	return nil, RoundMoney(s.Price * float64(guests))
}

// normalizeClocks writes schedule and closure times as HH:MM, so that "9:00"
// and "09:00" name the same departure; unreadable ones are left for
// Validate to refuse.
func normalizeClocks(s *Service) {
	canon := func(t string) string {
		h, m, err := ParseClock(t)
		if err != nil {
			return t
		}
		return fmt.Sprintf("%02d:%02d", h, m)
	}
	for day, times := range s.Schedule {
		out := make([]string, 0, len(times))
		for _, t := range times {
			if c := canon(t); !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
		sort.Strings(out)
		s.Schedule[day] = out
	}
	for i := range s.Closures {
		if s.Closures[i].Time != "" {
			s.Closures[i].Time = canon(s.Closures[i].Time)
		}
	}
}
