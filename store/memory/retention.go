package memory

import (
	"slices"

	"github.com/tourchat/tourchat/store"
)

// Defaults for Options.MaxConversations and Options.MaxEvents: with a chat
// turn keeping about 9 KiB (its two messages, their events, the state), they
// hold the memory store near 100 MB however long it runs.
const (
	DefaultMaxConversations = 5000
	DefaultMaxEvents        = 50000
)

// evictFraction is the share of the cap dropped at once when it is passed,
// so that the cost of finding the oldest is paid once per many writes.
const evictFraction = 10

// trimConversations drops the least recently updated conversations, with
// their messages, once there are more than maxConvs, keeping leads,
// bookings and events (events have their own cap) and every conversation
// waiting for or handled by a person. Callers hold s.mu.
func (s *Store) trimConversations() {
	if len(s.convBySession) <= s.maxConvs {
		return
	}
	all := make([]*conversation, 0, len(s.convBySession))
	for _, c := range s.convBySession {
		// A conversation a person handles, or one waiting for a person,
		// stays in the staff inbox whatever its age.
		if c.Status == store.StatusWaiting || c.Status == store.StatusHuman {
			continue
		}
		all = append(all, c)
	}
	slices.SortFunc(all, func(a, b *conversation) int { return a.UpdatedAt.Compare(b.UpdatedAt) })
	drop := len(s.convBySession) - s.maxConvs + s.maxConvs/evictFraction
	for _, c := range all[:min(drop, len(all))] {
		delete(s.convBySession, bizKey{c.BusinessID, c.SessionID})
		delete(s.bizConvs[c.BusinessID], c.ID)
		for _, m := range c.messages {
			s.messageIDs.remove(m.id)
		}
		c.messages = nil
	}
}

// trimEvents drops the oldest events once there are more than maxEvents,
// as PruneEvents does by age: never one the relay has not handed out, nor
// one with a delivery still pending or retrying. Callers hold s.mu.
func (s *Store) trimEvents() {
	if s.events <= s.maxEvents {
		return
	}
	busy := map[string]bool{}
	for _, d := range s.open {
		busy[d.EventID] = true
	}
	excess := s.events - s.maxEvents + s.maxEvents/evictFraction
	removed := map[string]bool{}
	s.outbox.deleteFunc(func(e *store.Event) bool {
		if len(removed) >= excess || e.Seq > s.published || busy[e.ID] {
			return false
		}
		removed[e.ID] = true
		s.bizEvents[e.BusinessID].remove(e.ID)
		return true
	})
	s.events -= len(removed)
	for id, d := range s.deliveries {
		if removed[d.EventID] {
			delete(s.deliveries, id)
			s.whDelivs[d.WebhookID].remove(id)
		}
	}
}
