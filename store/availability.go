package store

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// Offer is a slot with the service it belongs to.
type Offer struct {
	Slot
	Service *Service
}

// SlotStore is what slot and booking rules need from a backend.
type SlotStore interface {
	Catalog
	Bookings
}

// ListSlots returns the slots of a business on a local date (all services, or
// one when serviceID is set; ErrNotFound for an unknown service), with the
// places booked filled in, ordered by start then service.
func ListSlots(ctx context.Context, s SlotStore, biz *Business, serviceID string, date time.Time) ([]Offer, error) {
	var services []Service
	if serviceID != "" {
		svc, err := s.Service(ctx, biz.ID, serviceID)
		if err != nil {
			return nil, err
		}
		services = []Service{*svc}
	} else {
		var err error
		if services, err = s.Services(ctx, biz.ID); err != nil {
			return nil, err
		}
	}
	loc := biz.Location()
	var offers []Offer
	var ids []string
	for i := range services {
		if services[i].Archived() {
			continue
		}
		for _, sl := range services[i].SlotsOn(date, loc) {
			offers = append(offers, Offer{Slot: sl, Service: &services[i]})
			ids = append(ids, sl.ID)
		}
	}
	if len(ids) == 0 {
		return offers, nil
	}
	booked, err := s.BookedPlaces(ctx, biz.ID, ids)
	if err != nil {
		return nil, err
	}
	for i := range offers {
		offers[i].Booked = booked[offers[i].ID]
	}
	sortOffers(offers)
	return offers, nil
}

func sortOffers(o []Offer) {
	// insertion sort keeps it dependency-free and the lists are short
	for i := 1; i < len(o); i++ {
		for j := i; j > 0 && offerLess(o[j], o[j-1]); j-- {
			o[j], o[j-1] = o[j-1], o[j]
		}
	}
}

func offerLess(a, b Offer) bool {
	if !a.Start.Equal(b.Start) {
		return a.Start.Before(b.Start)
	}
	return a.ServiceID < b.ServiceID
}

// ResolveSlot finds a scheduled slot by id, with its service and places booked.
func ResolveSlot(ctx context.Context, s SlotStore, biz *Business, slotID string) (*Offer, error) {
	loc := biz.Location()
	serviceID, start, err := ParseSlotID(slotID, loc)
	if err != nil {
		return nil, err
	}
	svc, err := s.Service(ctx, biz.ID, serviceID)
	if err != nil {
		return nil, fmt.Errorf("slot %s: %w", slotID, err)
	}
	sl, err := svc.SlotAt(start, loc)
	if err != nil {
		return nil, err
	}
	booked, err := s.BookedPlaces(ctx, biz.ID, []string{sl.ID})
	if err != nil {
		return nil, err
	}
	sl.Booked = booked[sl.ID]
	return &Offer{Slot: sl, Service: svc}, nil
}

// BookingRequest is a validated request to book: the slot, the party and who
// it is for. Customer fields must already be validated and normalised.
type BookingRequest struct {
	SlotID string
	Guests int
	// Tickets, when set, books by ticket type (PriceTickets) instead of Guests.
	Tickets   map[string]int
	Customer  Customer
	Notes     string
	SessionID string
	Source    string
	Metadata  json.RawMessage
	Language  string // for the service name; the business default when empty
	// Idempotency, when set, completes an Idempotency-Key reservation in the
	// booking's transaction (see NewBooking).
	Idempotency *IdempotentAnswer
}

// Book validates a request against the slot and takes the places: the single
// path used by POST /v1/bookings and by booking in chat.
func Book(ctx context.Context, s SlotStore, biz *Business, req BookingRequest, now time.Time) (*Booking, error) {
	if req.Tickets == nil && req.Guests < 1 {
		return nil, Param("guests", "must be at least 1")
	}
	offer, err := ResolveSlot(ctx, s, biz, req.SlotID)
	if err != nil {
		return nil, err
	}
	guests, total := req.Guests, RoundMoney(offer.Service.Price*float64(req.Guests))
	if req.Tickets != nil {
		if guests, total, err = PriceTickets(offer.Service, req.Tickets); err != nil {
			return nil, err
		}
		req.Guests = guests
		clean := make(map[string]int, len(req.Tickets))
		for id, n := range req.Tickets {
			if n > 0 {
				clean[id] = n
			}
		}
		req.Tickets = clean
	}
	if offer.Closed || offer.Service.Archived() || !offer.Start.After(now) {
		return nil, ErrSlotUnavailable
	}
	if offer.Available() < req.Guests {
		return nil, ErrInsufficientAvailability
	}
	lang := req.Language
	if lang == "" {
		lang = biz.DefaultLanguage
	}
	meta := req.Metadata
	if len(meta) == 0 {
		meta = json.RawMessage("{}")
	}
	b := Booking{
		Object: "booking", BusinessID: biz.ID, ServiceID: offer.ServiceID,
		ServiceName: offer.Service.Name.In(lang, biz.DefaultLanguage), SlotID: offer.ID,
		Date: offer.Date, Time: DisplayTime(offer.Start), Start: offer.Start, End: offer.End,
		Guests: guests, Tickets: req.Tickets, UnitPrice: offer.Service.Price,
		TotalPrice: total, Currency: biz.Currency,
		Customer: req.Customer, Notes: strings.TrimSpace(req.Notes), Source: req.Source,
		SessionID: req.SessionID, Metadata: meta,
	}
	return s.CreateBooking(ctx, NewBooking{Booking: b, Capacity: offer.Capacity, Idempotency: req.Idempotency})
}
