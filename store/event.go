package store

import (
	"encoding/json"
	"time"
)

// EventClaimLease is how long a claimed event stays its relay's before
// another instance may claim it again (see Events.ClaimUnpublished).
const EventClaimLease = 30 * time.Second

// Event types.
const (
	EventBookingCreated               = "booking.created"
	EventBookingCancelled             = "booking.cancelled"
	EventLeadCaptured                 = "lead.captured"
	EventLeadUpdated                  = "lead.updated"
	EventConversationStarted          = "conversation.started"
	EventConversationMessageCreated   = "conversation.message_created"
	EventConversationHandoffRequested = "conversation.handoff_requested"
	EventWebhookTest                  = "webhook.test"
)

// EventTypes lists the types a webhook may subscribe to.
var EventTypes = []string{
	EventBookingCreated, EventBookingCancelled, EventLeadCaptured, EventLeadUpdated,
	EventConversationStarted, EventConversationMessageCreated, EventConversationHandoffRequested,
	EventConversationAssigned, EventConversationReleased, EventConversationClosed,
}

// Event is the envelope carried by webhooks, the event log and the WebSocket.
// Backends write events in the same transaction as the change that caused
// them (the outbox).
type Event struct {
	ID         string          `json:"id"`
	Object     string          `json:"object"` // "event"
	Type       string          `json:"type"`
	CreatedAt  time.Time       `json:"created_at"`
	BusinessID string          `json:"business_id"`
	Data       json.RawMessage `json:"data"`
	// SessionID routes conversation events to their session channel.
	SessionID string `json:"-"`
	// Seq is the outbox position, increasing in insertion order.
	Seq int64 `json:"-"`
}

// EventFilter selects events from the log, newest first.
type EventFilter struct {
	Type  string
	Since time.Time
	Page
}

// NewEvent builds an event whose data is the JSON of v.
func NewEvent(typ, businessID, sessionID string, v any, at time.Time) (Event, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return Event{}, err
	}
	return Event{
		ID: NewIDAt(PrefixEvent, at), Object: "event", Type: typ, CreatedAt: at.UTC(),
		BusinessID: businessID, Data: data, SessionID: sessionID,
	}, nil
}
