package memory

import (
	"encoding/json"
	"maps"
	"slices"
	"time"

	"github.com/tourchat/tourchat/store"
)

// The clone functions make deep copies, so that neither the caller's value
// passed in nor a value handed out ever aliases what the store holds.

func cloneRaw(r json.RawMessage) json.RawMessage {
	if r == nil {
		return nil
	}
	return slices.Clone(r)
}

func cloneTime(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	v := *t
	return &v
}

func cloneText(t store.Text) store.Text {
	if t == nil {
		return nil
	}
	return maps.Clone(t)
}

func cloneBusiness(b *store.Business) store.Business {
	c := *b
	c.Languages = slices.Clone(b.Languages)
	c.Origins = slices.Clone(b.Origins)
	c.BusinessFacts = cloneBusinessFacts(b.BusinessFacts)
	return c
}

func cloneKey(k *store.APIKey) store.APIKey {
	c := *k
	c.Hash = slices.Clone(k.Hash)
	c.Scopes = slices.Clone(k.Scopes)
	c.RevokedAt = cloneTime(k.RevokedAt)
	c.LastUsedAt = cloneTime(k.LastUsedAt)
	return c
}

func cloneService(s *store.Service) store.Service {
	c := *s
	c.Name, c.Description, c.Keywords = cloneText(s.Name), cloneText(s.Description), cloneText(s.Keywords)
	if s.Images != nil {
		c.Images = make([]store.Image, len(s.Images))
		for i, im := range s.Images {
			c.Images[i] = store.Image{URL: im.URL, Alt: cloneText(im.Alt)}
		}
	}
	if s.Schedule != nil {
		c.Schedule = make(store.Schedule, len(s.Schedule))
		for d, ts := range s.Schedule {
			c.Schedule[d] = slices.Clone(ts)
		}
	}
	c.Languages = slices.Clone(s.Languages)
	c.ClosedDates = slices.Clone(s.ClosedDates)
	c.ServiceFacts = cloneServiceFacts(s.ServiceFacts)
	c.Closures = slices.Clone(s.Closures)
	c.SlotCapacities = maps.Clone(s.SlotCapacities)
	if s.TicketTypes != nil {
		c.TicketTypes = make([]store.TicketType, len(s.TicketTypes))
		for i, t := range s.TicketTypes {
			t.Name = cloneText(t.Name)
			t.MinAge, t.MaxAge, t.UsesCapacity = clonePtr(t.MinAge), clonePtr(t.MaxAge), clonePtr(t.UsesCapacity)
			c.TicketTypes[i] = t
		}
	}
	return c
}

func cloneBooking(b *store.Booking) store.Booking {
	c := *b
	c.Metadata = cloneRaw(b.Metadata)
	c.CancelledAt = cloneTime(b.CancelledAt)
	c.Tickets = maps.Clone(b.Tickets)
	return c
}

func cloneLead(l *store.Lead) store.Lead { return *l }

func cloneConversation(c *store.Conversation) store.Conversation {
	v := *c
	v.State = cloneRaw(c.State)
	if c.Assignee != nil {
		a := *c.Assignee
		v.Assignee = &a
	}
	if c.HandoffRequestedAt != nil {
		t := *c.HandoffRequestedAt
		v.HandoffRequestedAt = &t
	}
	if c.LastMessageAt != nil {
		t := *c.LastMessageAt
		v.LastMessageAt = &t
	}
	return v
}

func cloneWebhook(w *store.Webhook) store.Webhook {
	c := *w
	c.Events = slices.Clone(w.Events)
	return c
}

func cloneDelivery(d *store.Delivery) store.Delivery {
	c := *d
	c.Attempts = slices.Clone(d.Attempts)
	c.NextAttemptAt = cloneTime(d.NextAttemptAt)
	return c
}

func cloneEvent(e *store.Event) store.Event {
	c := *e
	c.Data = cloneRaw(e.Data)
	return c
}

func cloneIdem(r *store.IdempotencyRecord) store.IdempotencyRecord {
	c := *r
	c.Body = slices.Clone(r.Body)
	return c
}

// ptr returns a pointer to a fresh copy.
func ptr[T any](v T) *T { return &v }

func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}
