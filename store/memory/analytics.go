package memory

import (
	"context"
	"time"

	"github.com/tourchat/tourchat/store"
)

// AnalyticsFacts returns the business's conversations, messages, leads and
// bookings created in [from, to), bookings with their current status.
func (s *Store) AnalyticsFacts(_ context.Context, businessID string, from, to time.Time) (*store.AnalyticsFacts, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	in := func(t time.Time) bool { return !t.Before(from) && t.Before(to) }
	f := &store.AnalyticsFacts{
		Conversations: []store.ConversationFact{}, Messages: []store.MessageFact{},
		Leads: []store.LeadFact{}, Bookings: []store.BookingFact{},
	}
	for _, c := range s.bizConvs[businessID] {
		if in(c.CreatedAt) {
			f.Conversations = append(f.Conversations, store.ConversationFact{
				SessionID: c.SessionID, Language: c.Language, Handoff: c.Handoff, CreatedAt: c.CreatedAt,
			})
		}
		// Messages are in time order: skip to the window.
		for _, m := range c.messages {
			if !m.createdAt.Before(to) {
				break
			}
			if in(m.createdAt) {
				f.Messages = append(f.Messages, store.MessageFact{
					Role: m.role, Language: m.language, Intent: m.intent, Fallback: m.fallback, CreatedAt: m.createdAt,
				})
			}
		}
	}
	s.bizLeads[businessID].each(func(l *store.Lead) {
		if in(l.CreatedAt) {
			f.Leads = append(f.Leads, store.LeadFact{SessionID: l.SessionID, CreatedAt: l.CreatedAt})
		}
	})
	s.bizBookings[businessID].each(func(b *store.Booking) {
		if in(b.CreatedAt) {
			f.Bookings = append(f.Bookings, store.BookingFact{
				ServiceID: b.ServiceID, ServiceName: b.ServiceName, SessionID: b.SessionID, Source: b.Source,
				Status: b.Status, Guests: b.Guests, TotalPrice: b.TotalPrice, CreatedAt: b.CreatedAt,
			})
		}
	})
	return f, nil
}
