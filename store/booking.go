package store

import (
	"encoding/json"
	"time"
)

// Booking statuses: confirmed -> cancelled is the only transition.
const (
	BookingConfirmed = "confirmed"
	BookingCancelled = "cancelled"
)

// Booking sources.
const (
	SourceAPI       = "api"
	SourceChat      = "chat"
	SourceDashboard = "dashboard"
)

// Customer is who a booking is for.
type Customer struct {
	Name  string `json:"name"`
	Email string `json:"email"`
	Phone string `json:"phone"`
}

// Booking is a confirmed (or cancelled) reservation of places on a slot.
type Booking struct {
	ID          string    `json:"id"`
	Object      string    `json:"object"` // "booking"
	BusinessID  string    `json:"business_id"`
	ServiceID   string    `json:"service_id"`
	ServiceName string    `json:"service_name"`
	SlotID      string    `json:"slot_id"`
	Date        string    `json:"date"`
	Time        string    `json:"time"`
	Start       time.Time `json:"start"`
	End         time.Time `json:"end"`
	Guests      int       `json:"guests"`
	// Tickets is the ticket mix when the booking was made by ticket type.
	Tickets      map[string]int  `json:"tickets,omitempty"`
	Status       string          `json:"status"`
	UnitPrice    float64         `json:"unit_price"`
	TotalPrice   float64         `json:"total_price"`
	Currency     string          `json:"currency"`
	Customer     Customer        `json:"customer"`
	Notes        string          `json:"notes"`
	Source       string          `json:"source"`
	SessionID    string          `json:"session_id"`
	LeadID       string          `json:"lead_id"`
	Metadata     json.RawMessage `json:"metadata"`
	CancelReason string          `json:"cancel_reason,omitempty"`
	CreatedAt    time.Time       `json:"created_at"`
	UpdatedAt    time.Time       `json:"updated_at"`
	CancelledAt  *time.Time      `json:"cancelled_at"`
}

// NewBooking is what a backend needs to create a booking atomically.
// Booking carries every field but ID, Status, LeadID and timestamps, which the
// backend sets; Capacity is the slot's capacity that confirmed guests must
// never exceed.
type NewBooking struct {
	Booking  Booking
	Capacity int
	// Idempotency, when set, is the Idempotency-Key reservation the booking
	// completes in its own transaction.
	Idempotency *IdempotentAnswer
}

// BookingFilter selects bookings for a list.
type BookingFilter struct {
	Date      string // local start date, optional
	ServiceID string // optional
	SessionID string // optional
	Status    string // optional
	Page
}
