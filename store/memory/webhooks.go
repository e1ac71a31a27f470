package memory

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/tourchat/tourchat/store"
)

// delivery is a stored delivery with its claim lease.
type delivery struct {
	store.Delivery
	leaseUntil time.Time // claimed until then; zero when not leased
}

func deliveryID(d *delivery) string         { return d.ID }
func webhookID(w *store.Webhook) string     { return w.ID }
func cloneDeliv(d *delivery) store.Delivery { return cloneDelivery(&d.Delivery) }

// addDelivery creates a pending delivery of e to w, due now. Callers hold s.mu.
func (s *Store) addDelivery(w *store.Webhook, e *store.Event, now time.Time) *delivery {
	d := &delivery{Delivery: store.Delivery{
		ID: s.newID(store.PrefixDelivery, now), Object: "webhook_delivery", BusinessID: w.BusinessID,
		WebhookID: w.ID, EventID: e.ID, EventType: e.Type, Status: store.DeliveryPending,
		Attempts: []store.Attempt{}, NextAttemptAt: ptr(now), CreatedAt: now,
	}}
	s.deliveries[d.ID] = d
	s.open[d.ID] = d
	listOf(s.whDelivs, w.ID, deliveryID).add(d)
	return d
}

// CreateWebhook stores an endpoint, giving it an id when it has none. The
// secret is kept as the caller set it.
func (s *Store) CreateWebhook(_ context.Context, w *store.Webhook) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.needBusiness(w.BusinessID); err != nil {
		return err
	}
	now := s.clock()
	if w.ID == "" {
		w.ID = s.newID(store.PrefixWebhook, now)
	}
	if _, ok := s.webhooks[w.ID]; ok {
		return fmt.Errorf("webhook %s: %w", w.ID, store.ErrConflict)
	}
	w.Object = "webhook"
	w.CreatedAt, w.UpdatedAt = now, now
	if w.Events == nil {
		w.Events = []string{}
	}
	c := ptr(cloneWebhook(w))
	s.webhooks[c.ID] = c
	listOf(s.bizWebhooks, c.BusinessID, webhookID).add(c)
	return nil
}

// webhook returns the business's webhook. Callers hold s.mu.
func (s *Store) webhook(businessID, id string) (*store.Webhook, error) {
	w, ok := s.webhooks[id]
	if !ok || w.BusinessID != businessID {
		return nil, notFound("webhook", id)
	}
	return w, nil
}

// Webhook returns an endpoint with its secret.
func (s *Store) Webhook(_ context.Context, businessID, id string) (*store.Webhook, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	w, err := s.webhook(businessID, id)
	if err != nil {
		return nil, err
	}
	return ptr(cloneWebhook(w)), nil
}

// ListWebhooks lists the business's endpoints newest first.
func (s *Store) ListWebhooks(_ context.Context, businessID string, p store.Page) ([]store.Webhook, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	got, more := s.bizWebhooks[businessID].newestFirst(p.Cursor, p.Size(), nil)
	return copies(got, cloneWebhook), more, nil
}

// UpdateWebhook applies a patch. Enabling an endpoint clears why it was disabled.
func (s *Store) UpdateWebhook(_ context.Context, businessID, id string, p store.WebhookPatch) (*store.Webhook, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	w, err := s.webhook(businessID, id)
	if err != nil {
		return nil, err
	}
	if p.URL != nil {
		w.URL = *p.URL
	}
	if p.Events != nil {
		w.Events = slices.Clone(*p.Events)
	}
	if p.Description != nil {
		w.Description = *p.Description
	}
	if p.Enabled != nil {
		w.Enabled = *p.Enabled
		if w.Enabled {
			w.DisabledReason = ""
		}
	}
	w.UpdatedAt = s.clock()
	return ptr(cloneWebhook(w)), nil
}

// DeleteWebhook removes an endpoint and its deliveries (none can be sent any more).
func (s *Store) DeleteWebhook(_ context.Context, businessID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	w, err := s.webhook(businessID, id)
	if err != nil {
		return err
	}
	delete(s.webhooks, id)
	s.bizWebhooks[w.BusinessID].remove(id)
	s.whDelivs[id].each(func(d *delivery) {
		delete(s.deliveries, d.ID)
		delete(s.open, d.ID)
	})
	delete(s.whDelivs, id)
	return nil
}

// SendTestEvent writes a webhook.test event with one delivery, to this webhook only.
func (s *Store) SendTestEvent(_ context.Context, businessID, id string) (*store.Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	w, err := s.webhook(businessID, id)
	if err != nil {
		return nil, err
	}
	now := s.clock()
	e, err := prepare(store.EventWebhookTest, businessID, "", store.NewWebhookTestData(w.ID), now)
	if err != nil {
		return nil, err
	}
	s.commit(e, now)
	return ptr(cloneDeliv(s.addDelivery(w, e, now))), nil
}

// Deliveries lists a webhook's deliveries newest first.
func (s *Store) Deliveries(_ context.Context, businessID, webhookID string, p store.Page) ([]store.Delivery, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := s.webhook(businessID, webhookID); err != nil {
		return nil, false, err
	}
	got, more := s.whDelivs[webhookID].newestFirst(p.Cursor, p.Size(), nil)
	return copies(got, cloneDeliv), more, nil
}

// delivery returns a delivery of the business's webhook. Callers hold s.mu.
func (s *Store) delivery(businessID, webhookID, id string) (*delivery, error) {
	d, ok := s.deliveries[id]
	if !ok || d.BusinessID != businessID || d.WebhookID != webhookID {
		return nil, notFound("delivery", id)
	}
	return d, nil
}

// Delivery returns one delivery with every attempt.
func (s *Store) Delivery(_ context.Context, businessID, webhookID, id string) (*store.Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d, err := s.delivery(businessID, webhookID, id)
	if err != nil {
		return nil, err
	}
	return ptr(cloneDeliv(d)), nil
}

// RetryDelivery makes a delivery due now and ends any lease on it.
func (s *Store) RetryDelivery(_ context.Context, businessID, webhookID, id string) (*store.Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d, err := s.delivery(businessID, webhookID, id)
	if err != nil {
		return nil, err
	}
	d.Status = store.DeliveryPending
	if len(d.Attempts) > 0 {
		d.Status = store.DeliveryRetrying
	}
	d.NextAttemptAt = ptr(s.clock())
	d.leaseUntil = time.Time{}
	s.open[d.ID] = d
	return ptr(cloneDeliv(d)), nil
}

// ClaimDeliveries leases up to limit due deliveries of enabled webhooks,
// earliest due first. A lease ends at now+lease or when an attempt is recorded.
func (s *Store) ClaimDeliveries(_ context.Context, now time.Time, lease time.Duration, limit int) ([]store.DeliveryJob, error) {
	if limit <= 0 {
		return []store.DeliveryJob{}, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var due []*delivery
	for _, d := range s.open {
		w := s.webhooks[d.WebhookID]
		if w == nil || !w.Enabled || d.NextAttemptAt == nil || d.NextAttemptAt.After(now) || d.leaseUntil.After(now) {
			continue
		}
		due = append(due, d)
	}
	slices.SortFunc(due, func(a, b *delivery) int {
		if c := a.NextAttemptAt.Compare(*b.NextAttemptAt); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	due = due[:min(len(due), limit)]
	jobs := make([]store.DeliveryJob, 0, len(due))
	for _, d := range due {
		e := s.bizEvents[d.BusinessID].get(d.EventID)
		if e == nil { // cannot happen: pruning keeps events with open deliveries
			continue
		}
		d.leaseUntil = now.Add(lease)
		jobs = append(jobs, store.DeliveryJob{
			Delivery: cloneDeliv(d), Webhook: cloneWebhook(s.webhooks[d.WebhookID]), Event: cloneEvent(e),
		})
	}
	return jobs, nil
}

// RecordAttempt appends an attempt, sets the next state and ends the lease.
func (s *Store) RecordAttempt(_ context.Context, deliveryID string, r store.AttemptResult) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	d, ok := s.deliveries[deliveryID]
	if !ok {
		return notFound("delivery", deliveryID)
	}
	now := s.clock()
	next, err := store.NextAttemptAt(r, now)
	if err != nil {
		return err
	}
	if d.NextAttemptAt = next; next == nil {
		delete(s.open, d.ID)
	} else {
		s.open[d.ID] = d
	}
	d.Status = r.Status
	d.Attempts = append(d.Attempts, r.Attempt)
	d.leaseUntil = time.Time{}
	if r.DisableWebhook {
		if w := s.webhooks[d.WebhookID]; w != nil {
			w.Enabled = false
			w.DisabledReason = store.DisabledReason(r.Attempt)
			w.UpdatedAt = now
		}
	}
	return nil
}
