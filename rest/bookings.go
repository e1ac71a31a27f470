package rest

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/tourchat/tourchat/session/contact"
	"github.com/tourchat/tourchat/store"
)

// slotView is one slot in GET /v1/bookings.
type slotView struct {
	SlotID       string    `json:"slot_id"`
	ServiceID    string    `json:"service_id"`
	Name         string    `json:"name"`
	Date         string    `json:"date"`
	Time         string    `json:"time"`
	Start        time.Time `json:"start"`
	End          time.Time `json:"end"`
	Duration     string    `json:"duration"`
	Price        float64   `json:"price"`
	Currency     string    `json:"currency"`
	Capacity     int       `json:"capacity"`
	Availability int       `json:"availability"`
	Status       string    `json:"status"`
	Bookable     bool      `json:"bookable"`
	// TicketTypes are the service's prices by ticket type.
	TicketTypes []ticketTypeView `json:"ticket_types"`
}

type availabilityView struct {
	Object    string          `json:"object"`
	Date      string          `json:"date"`
	Guests    int             `json:"guests"`
	ServiceID *string         `json:"service_id"`
	Slots     []slotView      `json:"slots"`
	Bookings  []store.Booking `json:"bookings"`
}

// maxDayBookings bounds the bookings listed with a day's availability.
const maxDayBookings = 500

// getAvailability answers GET /v1/bookings: the day's slots and bookings.
func (s *Server) getAvailability(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	loc := biz.Location()
	q, err := queryParams(r, "date", "service_id", "guests")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	date, ok, err := qDate(q, "date", loc)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !ok {
		date = today(s.now(), loc)
	}
	guests, err := qInt(q, "guests", 1, 1, 100)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	serviceID := q.Get("service_id")
	if q.Has("service_id") && serviceID == "" {
		s.writeError(w, r, paramError("service_id", "service_id must not be empty"))
		return
	}
	offers, err := store.ListSlots(r.Context(), s.store, biz, serviceID, date)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	now := s.now()
	lang := biz.DefaultLanguage
	out := availabilityView{Object: "availability", Date: date.Format(store.DateLayout), Guests: guests, Slots: []slotView{}}
	if serviceID != "" {
		out.ServiceID = &serviceID
	}
	for i := range offers {
		o := &offers[i]
		out.Slots = append(out.Slots, slotView{
			SlotID: o.ID, ServiceID: o.ServiceID, Name: o.Service.Name.In(lang, "en"), Date: o.Date,
			Time: store.DisplayTime(o.Start), Start: o.Start, End: o.End,
			Duration: store.DisplayDuration(o.Service.DurationMinutes), Price: o.Service.Price,
			Currency: biz.Currency, Capacity: o.Capacity, Availability: o.Available(),
			Status: o.Status(now), Bookable: o.Bookable(now, guests),
			TicketTypes: viewTicketTypes(o.Service, lang, biz.DefaultLanguage),
		})
	}
	f := store.BookingFilter{Date: out.Date, ServiceID: serviceID, Page: store.Page{Limit: 100}}
	for len(out.Bookings) < maxDayBookings {
		page, more, err := s.store.ListBookings(r.Context(), biz.ID, f)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		out.Bookings = append(out.Bookings, page...)
		if !more || len(page) == 0 {
			break
		}
		f.Cursor = page[len(page)-1].ID
	}
	if out.Bookings == nil {
		out.Bookings = []store.Booking{}
	}
	writeJSON(w, http.StatusOK, out)
}

// customerRequest is who a booking is for.
type customerRequest struct {
	Name  string `json:"name"`
	Email string `json:"email"`
	Phone string `json:"phone"`
}

// bookingRequest is the body of POST /v1/bookings.
type bookingRequest struct {
	SlotID    string           `json:"slot_id"`
	ServiceID string           `json:"service_id"`
	Date      string           `json:"date"`
	Time      string           `json:"time"`
	Guests    *int             `json:"guests"`
	Tickets   map[string]int   `json:"tickets"`
	Customer  *customerRequest `json:"customer"`
	Notes     string           `json:"notes"`
	SessionID string           `json:"session_id"`
	Metadata  json.RawMessage  `json:"metadata"`
}

// validate returns the domain request, resolving service_id + date + time to
// a slot id, or the error naming the field.
func (b *bookingRequest) validate(biz *store.Business) (store.BookingRequest, error) {
	var out store.BookingRequest
	loc := biz.Location()
	switch {
	case b.SlotID != "" && (b.ServiceID != "" || b.Date != "" || b.Time != ""):
		return out, paramError("slot_id", "give slot_id, or service_id with date and time, not both")
	case b.SlotID != "":
		if _, _, err := store.ParseSlotID(b.SlotID, loc); err != nil {
			return out, paramError("slot_id", "slot_id is malformed")
		}
		out.SlotID = b.SlotID
	case b.ServiceID == "":
		return out, paramError("slot_id", "slot_id (or service_id, date and time) is required")
	case b.Date == "":
		return out, paramError("date", "date is required with service_id")
	case b.Time == "":
		return out, paramError("time", "time is required with service_id")
	default:
		if !strings.HasPrefix(b.ServiceID, store.PrefixService) {
			return out, paramError("service_id", "service_id is malformed")
		}
		day, err := parseDate(b.Date, loc)
		if err != nil {
			return out, paramError("date", "date must be a date in YYYY-MM-DD format")
		}
		clock, err := parseClockTime(b.Time)
		if err != nil {
			return out, paramError("time", "time must be like 09:00 or 9:00 AM")
		}
		start := time.Date(day.Year(), day.Month(), day.Day(), clock.Hour(), clock.Minute(), 0, 0, loc)
		out.SlotID = store.SlotID(b.ServiceID, start)
	}
	switch {
	case b.Tickets != nil && b.Guests != nil:
		return out, paramError("tickets", "give guests or tickets, not both")
	case b.Tickets != nil:
		out.Tickets = b.Tickets // priced and checked by store.PriceTickets
	case b.Guests == nil:
		return out, paramError("guests", "guests (or tickets) is required")
	case *b.Guests < 1 || *b.Guests > 100:
		return out, paramError("guests", "guests must be an integer from 1 to 100")
	default:
		out.Guests = *b.Guests
	}
	c, err := validateCustomer(b.Customer, biz)
	if err != nil {
		return out, err
	}
	out.Customer = c
	if runeLen(b.Notes) > 2000 {
		return out, paramError("notes", "notes must be at most 2000 characters")
	}
	out.Notes = b.Notes
	if b.SessionID != "" && !validSessionID(b.SessionID) {
		return out, paramError("session_id", "session_id must be 1..128 of [A-Za-z0-9._:-]")
	}
	out.SessionID = b.SessionID
	if out.Metadata, err = jsonObject("metadata", b.Metadata, maxMetadata); err != nil {
		return out, err
	}
	return out, nil
}

func validateCustomer(c *customerRequest, biz *store.Business) (store.Customer, error) {
	var out store.Customer
	if c == nil {
		return out, paramError("customer", "customer is required")
	}
	out.Name = strings.TrimSpace(c.Name)
	if out.Name == "" {
		return out, paramError("customer.name", "customer.name is required")
	}
	if runeLen(out.Name) > 200 {
		return out, paramError("customer.name", "customer.name must be at most 200 characters")
	}
	if c.Email == "" && c.Phone == "" {
		return out, paramError("customer.email", "customer.email or customer.phone is required")
	}
	var err error
	if c.Email != "" {
		if out.Email, err = contact.NormalizeEmail(c.Email); err != nil {
			return out, paramError("customer.email", "customer.email is not a valid address")
		}
	}
	if c.Phone != "" {
		if out.Phone, err = contact.NormalizePhone(c.Phone, biz.Country); err != nil {
			return out, paramError("customer.phone", "customer.phone is not a valid phone number")
		}
	}
	return out, nil
}

// parseClockTime accepts 24-hour "09:00" or "9:00 AM".
func parseClockTime(s string) (time.Time, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	for _, layout := range []string{"15:04", "3:04 PM", "3:04PM", "03:04 PM"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, errors.New("bad clock time")
}

// createBooking answers POST /v1/bookings.
func (s *Server) createBooking(w http.ResponseWriter, r *http.Request) {
	p := principalFrom(r.Context())
	var req bookingRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	br, err := req.validate(p.Business)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	br.Source = store.SourceAPI
	if p.Kind == credStaffToken || p.Kind == credUserSession {
		br.Source = store.SourceDashboard
	}
	// With an Idempotency-Key, the booking and its stored answer commit in
	// one transaction: a crash can no longer leave a booking whose key a
	// retry would run again.
	var answer []byte
	var stored func()
	br.Idempotency, stored = idempotentAnswer(r, func(b *store.Booking) (int, []byte, error) {
		var err error
		answer, err = encodeJSON(b)
		return http.StatusCreated, answer, err
	})
	b, err := store.Book(r.Context(), s.store, p.Business, br, s.now())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	stored()
	s.cfg.Changed()
	if answer == nil {
		writeJSON(w, http.StatusCreated, b)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(http.StatusCreated)
	_, _ = w.Write(answer)
}

// getBooking answers GET /v1/bookings/{id}.
func (s *Server) getBooking(w http.ResponseWriter, r *http.Request) {
	if _, err := queryParams(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	b, err := s.store.Booking(r.Context(), principalFrom(r.Context()).Business.ID, chi.URLParam(r, "id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, b)
}

type cancelRequest struct {
	Reason string `json:"reason"`
}

// cancelBooking answers POST /v1/bookings/{id}/cancel; the body is optional.
func (s *Server) cancelBooking(w http.ResponseWriter, r *http.Request) {
	body, err := readBody(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var req cancelRequest
	if body != nil {
		if err := decodeStrict(body, &req); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	if runeLen(req.Reason) > 500 {
		s.writeError(w, r, paramError("reason", "reason must be at most 500 characters"))
		return
	}
	b, err := s.store.CancelBooking(r.Context(), principalFrom(r.Context()).Business.ID, chi.URLParam(r, "id"), strings.TrimSpace(req.Reason))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.cfg.Changed()
	writeJSON(w, http.StatusOK, b)
}
