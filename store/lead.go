package store

import "time"

// Lead statuses: new -> contacted -> converted | lost.
const (
	LeadNew       = "new"
	LeadContacted = "contacted"
	LeadConverted = "converted"
	LeadLost      = "lost"
)

// LeadStatuses lists the valid lead statuses.
var LeadStatuses = []string{LeadNew, LeadContacted, LeadConverted, LeadLost}

// LeadInterest is what the visitor was looking at when the lead was captured.
type LeadInterest struct {
	ServiceID   string `json:"service_id"`
	ServiceName string `json:"service_name"`
	Date        string `json:"date"`
	Guests      int    `json:"guests"`
}

// Lead is contact details captured in one conversation.
type Lead struct {
	ID         string       `json:"id"`
	Object     string       `json:"object"` // "lead"
	BusinessID string       `json:"business_id"`
	SessionID  string       `json:"session_id"`
	Name       string       `json:"name"`
	Email      string       `json:"email"`
	Phone      string       `json:"phone"`
	Language   string       `json:"language"`
	Interest   LeadInterest `json:"interest"`
	Status     string       `json:"status"`
	BookingID  string       `json:"booking_id"`
	CreatedAt  time.Time    `json:"created_at"`
	UpdatedAt  time.Time    `json:"updated_at"`
}

// LeadCapture is contact details seen in a conversation. Empty fields leave
// the stored ones unchanged; a zero Interest field keeps the stored one.
type LeadCapture struct {
	BusinessID string
	SessionID  string
	Name       string
	Email      string
	Phone      string
	Language   string
	Interest   LeadInterest
}

// LeadFilter selects leads for a list, newest first.
type LeadFilter struct {
	Status string
	Since  time.Time // inclusive, zero for none
	Until  time.Time // exclusive, zero for none
	Page
}

// Page is a cursor page: Cursor is the last id of the previous page.
type Page struct {
	Limit  int
	Cursor string
}
