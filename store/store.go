// Package store holds TourChat's domain: the types every layer shares, the
// storage interfaces the memory and Postgres backends implement, the error
// vocabulary, and the domain rules that sit on top of those interfaces
// (slots derived from schedules, booking validation, analytics). It imports
// only the standard library.
package store

import (
	"context"
	"time"
)

// Businesses stores tenants.
type Businesses interface {
	CreateBusiness(ctx context.Context, b *Business) error // ErrConflict if the id exists
	Business(ctx context.Context, id string) (*Business, error)
	UpdateBusiness(ctx context.Context, b *Business) error
}

// Keys stores API keys by hash.
type Keys interface {
	CreateKey(ctx context.Context, k *APIKey) error
	// KeyByHash finds a key (revoked ones included) by the SHA-256 of its text.
	KeyByHash(ctx context.Context, hash []byte) (*APIKey, error)
	// Key finds a key (revoked ones included) by its id within a business.
	Key(ctx context.Context, businessID, id string) (*APIKey, error)
	RevokeKey(ctx context.Context, businessID, id string) error
	// ListKeys lists a business's keys, oldest first.
	ListKeys(ctx context.Context, businessID string) ([]APIKey, error)
}

// Catalog stores services.
type Catalog interface {
	// UpsertService creates or replaces a service (by id, within its business).
	UpsertService(ctx context.Context, s *Service) error
	Service(ctx context.Context, businessID, id string) (*Service, error)
	// Services lists a business's services ordered by id.
	Services(ctx context.Context, businessID string) ([]Service, error)
}

// Bookings stores bookings and the places they take.
type Bookings interface {
	// CreateBooking takes Guests places on the slot atomically, so that under
	// any concurrency confirmed guests never exceed Capacity
	// (ErrInsufficientAvailability otherwise). In the same transaction it
	// writes booking.created and, when the session has a lead, marks the lead
	// converted with its booking id (lead.updated). With nb.Idempotency it
	// also completes that Idempotency-Key reservation with the rendered
	// answer, in the same transaction (ErrIdempotencyInFlight, and nothing
	// booked, when the reservation is no longer the caller's).
	CreateBooking(ctx context.Context, nb NewBooking) (*Booking, error)
	Booking(ctx context.Context, businessID, id string) (*Booking, error)
	// CancelBooking moves a confirmed booking to cancelled and returns its
	// places (booking.cancelled); ErrInvalidState when already cancelled.
	CancelBooking(ctx context.Context, businessID, id, reason string) (*Booking, error)
	// ListBookings lists bookings newest first (by id).
	ListBookings(ctx context.Context, businessID string, f BookingFilter) ([]Booking, bool, error)
	// BookedPlaces returns the confirmed guests per slot id, for the given ids.
	BookedPlaces(ctx context.Context, businessID string, slotIDs []string) (map[string]int, error)
}

// Leads stores leads, one per conversation.
type Leads interface {
	// CaptureLead creates the session's lead (lead.captured) or merges new
	// details into it (lead.updated, only when something changed).
	CaptureLead(ctx context.Context, c LeadCapture) (lead *Lead, created bool, err error)
	Lead(ctx context.Context, businessID, id string) (*Lead, error)
	LeadBySession(ctx context.Context, businessID, sessionID string) (*Lead, error)
	ListLeads(ctx context.Context, businessID string, f LeadFilter) ([]Lead, bool, error)
	// SetLeadStatus changes the status (lead.updated).
	SetLeadStatus(ctx context.Context, businessID, id, status string) (*Lead, error)
}

// Conversations stores conversations, their messages and dialogue state.
type Conversations interface {
	// ConversationBySession returns ErrNotFound when the session has none yet.
	ConversationBySession(ctx context.Context, businessID, sessionID string) (*Conversation, error)
	Conversation(ctx context.Context, businessID, id string) (*Conversation, error)
	// SaveTurn appends the visitor message and the reply, stores the new
	// state, and writes conversation.started (first turn),
	// conversation.message_created (one per message) and, when Handoff is
	// set, conversation.handoff_requested (status bot -> waiting), all in one
	// transaction. A closed conversation reopens as bot. It answers
	// ErrConflict when the conversation moved past ExpectVersion, and
	// ErrPersonHandling, writing nothing, when the conversation is waiting
	// or human (the caller holds the message with HoldVisitorMessage).
	SaveTurn(ctx context.Context, t Turn) (*Conversation, error)
	// HoldVisitorMessage stores a visitor message without a reply when the
	// session's conversation is waiting or human (held = true), in one
	// transaction with conversation.message_created and the unread count.
	// Otherwise it writes nothing and answers held = false: the assistant
	// answers (SaveTurn).
	HoldVisitorMessage(ctx context.Context, businessID, sessionID string, m Message) (msg *Message, held bool, err error)
	// AddStaffMessage appends a message written by staff (m.Author, nil for
	// a key) to the conversation, which becomes human (ActStaffMessage:
	// conversation.assigned when it was not), with
	// conversation.message_created.
	AddStaffMessage(ctx context.Context, businessID, conversationID string, m Message) (*Message, error)
	// UpdateConversation applies one staff action (assign, release, close,
	// read, request handoff) by the transition table of ApplyConversation
	// and writes the events it fires, in one transaction; ErrInvalidState
	// when the table does not allow it.
	UpdateConversation(ctx context.Context, businessID, id string, ch ConversationChange) (*Conversation, error)
	// Messages pages through a conversation's messages, oldest first; an
	// unknown conversation, or one of another business, is ErrNotFound.
	Messages(ctx context.Context, businessID, conversationID string, p Page) ([]Message, bool, error)
	ListConversations(ctx context.Context, businessID string, f ConversationFilter) ([]Conversation, bool, error)
}

// Webhooks stores endpoints and their deliveries.
type Webhooks interface {
	CreateWebhook(ctx context.Context, w *Webhook) error
	Webhook(ctx context.Context, businessID, id string) (*Webhook, error) // with Secret
	ListWebhooks(ctx context.Context, businessID string, p Page) ([]Webhook, bool, error)
	UpdateWebhook(ctx context.Context, businessID, id string, p WebhookPatch) (*Webhook, error)
	DeleteWebhook(ctx context.Context, businessID, id string) error
	// SendTestEvent writes a webhook.test event with a delivery to this webhook only.
	SendTestEvent(ctx context.Context, businessID, id string) (*Delivery, error)
	// Deliveries pages through an endpoint's deliveries, newest first; an
	// unknown webhook, or one of another business, is ErrNotFound.
	Deliveries(ctx context.Context, businessID, webhookID string, p Page) ([]Delivery, bool, error)
	Delivery(ctx context.Context, businessID, webhookID, id string) (*Delivery, error)
	// RetryDelivery schedules a delivery for an immediate new attempt.
	RetryDelivery(ctx context.Context, businessID, webhookID, id string) (*Delivery, error)
	// ClaimDeliveries leases up to limit due deliveries of enabled webhooks
	// (pending or retrying, next attempt at or before now) for lease: no
	// other worker claims them until it ends. Backends with several
	// instances use FOR UPDATE SKIP LOCKED or an equivalent.
	ClaimDeliveries(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]DeliveryJob, error)
	// RecordAttempt appends an attempt and sets the delivery's next state.
	RecordAttempt(ctx context.Context, deliveryID string, r AttemptResult) error
}

// Events is the outbox and the event log. Every store method that changes a
// resource writes its events in the same transaction; for each event it also
// creates a pending delivery for every enabled webhook that wants the type.
type Events interface {
	// ClaimUnpublished leases up to limit events not yet handed to the hub,
	// for EventClaimLease, and returns them in Seq order. Concurrent callers
	// (several instances) never receive the same event while its lease
	// runs; one neither marked published nor released when it ends (its
	// relay died) is claimed again. A backend that lives in one process
	// (memory) may hand each event out once: a crash loses it whole.
	ClaimUnpublished(ctx context.Context, limit int) ([]Event, error)
	// MarkPublished records claimed events as handed to the hub.
	MarkPublished(ctx context.Context, evs []Event) error
	// ReleaseEvents hands claimed events back to the outbox because they
	// could not be published (the broker is down): the next claim returns
	// them again, so a realtime subscriber never silently misses one.
	ReleaseEvents(ctx context.Context, evs []Event) error
	Event(ctx context.Context, businessID, id string) (*Event, error)
	ListEvents(ctx context.Context, businessID string, f EventFilter) ([]Event, bool, error)
	// PruneEvents removes events (and finished deliveries) older than before.
	PruneEvents(ctx context.Context, before time.Time) (int, error)
}

// Idempotency stores answers to POSTs carrying an Idempotency-Key.
type Idempotency interface {
	// BeginIdempotent reserves (business, key) for a request with hash,
	// held by token. It returns (nil, nil) when the caller should run the
	// request; the stored record when a completed answer exists for the same
	// hash; ErrIdempotencyInFlight when it is still running; and
	// ErrIdempotencyMismatch when the hash differs. Records older than
	// IdempotencyTTL, and reservations whose owner died (see
	// IdempotencyLease), are treated as absent.
	BeginIdempotent(ctx context.Context, businessID, key, hash, token string) (*IdempotencyRecord, error)
	// CompleteIdempotent stores the answer of the reservation held by
	// token; ErrNotFound when the caller no longer holds it.
	CompleteIdempotent(ctx context.Context, businessID, key, token string, status int, body []byte) error
	// AbandonIdempotent releases the reservation held by token (the request
	// failed with a server error, so a retry must run again). A completed
	// answer, or another request's reservation, is kept.
	AbandonIdempotent(ctx context.Context, businessID, key, token string) error
}

// AnalyticsSource returns the rows analytics are computed from.
type AnalyticsSource interface {
	AnalyticsFacts(ctx context.Context, businessID string, from, to time.Time) (*AnalyticsFacts, error)
}

// Store is every storage interface of one backend.
type Store interface {
	Businesses
	Keys
	Catalog
	Knowledge
	Bookings
	Leads
	Conversations
	Webhooks
	Events
	Idempotency
	AnalyticsSource
	Staff
	CatalogWrites
	// Ping reports whether the backend is reachable (ErrUnavailable if not).
	Ping(ctx context.Context) error
	Close() error
}
