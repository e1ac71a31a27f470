package memory

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

// prepare builds an event whose data is the JSON of v; commit gives it its
// id and Seq. Methods call it before changing anything, so that a value that
// cannot be encoded leaves the store untouched.
func prepare(typ, businessID, sessionID string, v any, now time.Time) (*store.Event, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode %s event: %w", typ, err)
	}
	return &store.Event{
		Object: "event", Type: typ, CreatedAt: now.UTC(), BusinessID: businessID, Data: data, SessionID: sessionID,
	}, nil
}

// commit appends a prepared event to the outbox and the log and, unless it is
// a test event (which goes to one webhook only), creates a pending delivery
// for every enabled webhook of the business that wants its type. Callers
// hold s.mu.
func (s *Store) commit(e *store.Event, now time.Time) {
	s.seq++
	e.Seq = s.seq
	e.ID = s.newID(store.PrefixEvent, now)
	s.outbox.add(e)
	s.events++
	listOf(s.bizEvents, e.BusinessID, eventID).add(e)
	s.trimEvents()
	if e.Type == store.EventWebhookTest {
		return
	}
	s.bizWebhooks[e.BusinessID].each(func(w *store.Webhook) {
		if w.Enabled && w.Wants(e.Type) {
			s.addDelivery(w, e, now)
		}
	})
}

func eventID(e *store.Event) string { return e.ID }

// ClaimUnpublished hands out up to limit events not handed out before, in Seq
// order. Published events always form a prefix of the outbox, so a Seq mark
// is all the state needed.
func (s *Store) ClaimUnpublished(_ context.Context, limit int) ([]store.Event, error) {
	if limit <= 0 {
		limit = 100
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	batch := s.outbox.oldestFrom(func(e *store.Event) bool { return e.Seq > s.published }, limit)
	if len(batch) == 0 {
		return []store.Event{}, nil
	}
	s.published = batch[len(batch)-1].Seq
	return copies(batch, cloneEvent), nil
}

// MarkPublished has nothing to record: a claim is final in one process,
// where a crash loses the store itself.
func (s *Store) MarkPublished(context.Context, []store.Event) error { return nil }

// ReleaseEvents hands claimed events back: the outbox mark moves back to
// before the oldest of them. One relay claims from a memory store (it lives
// in one process) and publishes in order, so every event after it is one it
// could not publish either.
func (s *Store) ReleaseEvents(_ context.Context, evs []store.Event) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, e := range evs {
		if e.Seq > 0 && e.Seq-1 < s.published {
			s.published = e.Seq - 1
		}
	}
	return nil
}

// Event returns one event of the business.
func (s *Store) Event(_ context.Context, businessID, id string) (*store.Event, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e := s.bizEvents[businessID].get(id)
	if e == nil {
		return nil, notFound("event", id)
	}
	return ptr(cloneEvent(e)), nil
}

// ListEvents lists the business's event log newest first; Since is inclusive.
func (s *Store) ListEvents(_ context.Context, businessID string, f store.EventFilter) ([]store.Event, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	got, more := s.bizEvents[businessID].newestFirst(f.Cursor, f.Page.Size(), func(e *store.Event) bool {
		return (f.Type == "" || e.Type == f.Type) && !e.CreatedAt.Before(f.Since)
	})
	return copies(got, cloneEvent), more, nil
}

// PruneEvents removes events created before before, with their deliveries.
// An event that has not been handed to the hub yet, or that still has a
// pending or retrying delivery, is kept: an event is never lost.
func (s *Store) PruneEvents(_ context.Context, before time.Time) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	busy := map[string]bool{}
	for _, d := range s.open {
		busy[d.EventID] = true
	}
	removed := map[string]bool{}
	s.outbox.deleteFunc(func(e *store.Event) bool {
		if !e.CreatedAt.Before(before) || e.Seq > s.published || busy[e.ID] {
			return false
		}
		removed[e.ID] = true
		s.bizEvents[e.BusinessID].remove(e.ID)
		return true
	})
	s.events -= len(removed)
	if len(removed) > 0 {
		for id, d := range s.deliveries {
			if removed[d.EventID] {
				delete(s.deliveries, id)
				s.whDelivs[d.WebhookID].remove(id)
			}
		}
	}
	s.sweepIdempotency(s.clock())
	return len(removed), nil
}
