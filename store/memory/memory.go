// Package memory is the embedded in-memory store, the binary's default when no
// database is configured. One mutex guards all state: every method is a short
// critical section with no I/O, so the whole store behaves like one
// serialisable transaction per call, which is what the outbox, the capacity
// rule and the claim leases need.
package memory

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/tourchat/tourchat/store"
)

var _ store.Store = (*Store)(nil)

// Options configures a Store.
type Options struct {
	// Now is the clock; time.Now when nil. Tests pass a fake one.
	Now func() time.Time
	// MaxConversations bounds the conversations kept: past it, the least
	// recently updated are dropped with their messages (leads, bookings
	// and events stay). DefaultMaxConversations when zero.
	MaxConversations int
	// MaxEvents bounds the event log: past it, the oldest events already
	// handed to the hub and without a pending delivery are dropped (as the
	// 30-day pruning does). DefaultMaxEvents when zero.
	MaxEvents int
}

// bizKey scopes a value (a service id, a session id, a slot id, an
// idempotency key) to its business.
type bizKey struct{ biz, key string }

// Store implements store.Store in memory. The zero value is not usable; call New.
type Store struct {
	now func() time.Time

	mu     sync.Mutex
	closed bool
	lastMS int64 // time of the last id handed out, to keep ids strictly increasing

	businesses map[string]*store.Business
	keys       map[string]*store.APIKey // by id
	keyByHash  map[string]*store.APIKey // by string(hash)
	services   map[bizKey]*store.Service

	knowledge    map[string]*store.KnowledgeEntry // by id
	bizKnowledge map[string]*sorted[store.KnowledgeEntry]

	bookings    map[string]*store.Booking
	bizBookings map[string]*sorted[store.Booking]
	booked      map[bizKey]int // confirmed guests per (business, slot id)

	leads         map[string]*store.Lead
	bizLeads      map[string]*sorted[store.Lead]
	leadBySession map[bizKey]*store.Lead

	convBySession map[bizKey]*conversation
	bizConvs      map[string]map[string]*conversation // by business id, then id
	// messageIDs holds every message, to refuse a caller's id that is
	// taken. A sorted list, not a map: it gains two entries per chat turn,
	// and a map that size rehashes into a new 35 KB table every few hundred
	// turns, inside the turn that happens to fill it.
	messageIDs sorted[message]

	webhooks    map[string]*store.Webhook
	bizWebhooks map[string]*sorted[store.Webhook]
	deliveries  map[string]*delivery
	whDelivs    map[string]*sorted[delivery] // by webhook id
	open        map[string]*delivery         // pending or retrying

	outbox    sorted[store.Event] // every event; ids increase with Seq
	bizEvents map[string]*sorted[store.Event]
	seq       int64 // Seq of the last event written
	published int64 // events with Seq <= published were handed out by ClaimUnpublished

	events    int // len(outbox)
	maxConvs  int
	maxEvents int

	idem      map[bizKey]*store.IdempotencyRecord
	idemSwept time.Time

	staff staffState

	jsonBuf []byte // scratch for encoding message events
}

// New returns an empty store.
func New(o Options) *Store {
	now := o.Now
	if now == nil {
		now = time.Now
	}
	if o.MaxConversations <= 0 {
		o.MaxConversations = DefaultMaxConversations
	}
	if o.MaxEvents <= 0 {
		o.MaxEvents = DefaultMaxEvents
	}
	return &Store{
		now:           now,
		maxConvs:      o.MaxConversations,
		maxEvents:     o.MaxEvents,
		outbox:        sorted[store.Event]{id: eventID},
		businesses:    map[string]*store.Business{},
		keys:          map[string]*store.APIKey{},
		keyByHash:     map[string]*store.APIKey{},
		services:      map[bizKey]*store.Service{},
		knowledge:     map[string]*store.KnowledgeEntry{},
		bizKnowledge:  map[string]*sorted[store.KnowledgeEntry]{},
		bookings:      map[string]*store.Booking{},
		bizBookings:   map[string]*sorted[store.Booking]{},
		booked:        map[bizKey]int{},
		leads:         map[string]*store.Lead{},
		bizLeads:      map[string]*sorted[store.Lead]{},
		leadBySession: map[bizKey]*store.Lead{},
		convBySession: map[bizKey]*conversation{},
		bizConvs:      map[string]map[string]*conversation{},
		messageIDs:    sorted[message]{id: messageID},
		webhooks:      map[string]*store.Webhook{},
		bizWebhooks:   map[string]*sorted[store.Webhook]{},
		deliveries:    map[string]*delivery{},
		whDelivs:      map[string]*sorted[delivery]{},
		open:          map[string]*delivery{},
		bizEvents:     map[string]*sorted[store.Event]{},
		idem:          map[bizKey]*store.IdempotencyRecord{},
		staff:         newStaffState(),
	}
}

// Ping answers nil while the store is open and ErrUnavailable after Close.
func (s *Store) Ping(context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return store.ErrUnavailable
	}
	return nil
}

// Close marks the store closed; it holds no resources, so calling it again is harmless.
func (s *Store) Close() error {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	return nil
}

// clock returns the current time in UTC, the form every stored timestamp takes.
func (s *Store) clock() time.Time { return s.now().UTC() }

// newID returns an id whose time part is strictly later than every id handed
// out before, so that creation order and id order agree even within one
// millisecond (the list cursors rely on it). Callers hold s.mu.
func (s *Store) newID(prefix string, now time.Time) string {
	ms := now.UnixMilli()
	if ms <= s.lastMS {
		ms = s.lastMS + 1
	}
	s.lastMS = ms
	return store.NewIDAt(prefix, time.UnixMilli(ms))
}

// needBusiness answers ErrNotFound unless the business exists. Callers hold s.mu.
func (s *Store) needBusiness(id string) error {
	if _, ok := s.businesses[id]; !ok {
		return fmt.Errorf("business %s: %w", id, store.ErrNotFound)
	}
	return nil
}

func notFound(what, id string) error { return fmt.Errorf("%s %s: %w", what, id, store.ErrNotFound) }
