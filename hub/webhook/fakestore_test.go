package webhook

import (
	"context"
	"sync"
	"time"

	"github.com/tourchat/tourchat/store"
)

// fakeStore is the smallest store.Webhooks the worker needs, with the lease
// semantics the interface documents. It lets the worker's unit tests run on
// their own; the integration tests use the real memory and Postgres stores.
type fakeStore struct {
	store.Webhooks // methods the worker never calls panic on the nil interface

	mu         sync.Mutex
	claimErr   error // ClaimDeliveries fails with it while set
	webhooks   map[string]*store.Webhook
	deliveries map[string]*fakeDelivery
	order      []string
}

type fakeDelivery struct {
	d     store.Delivery
	event store.Event
	lease time.Time
}

func newFakeStore() *fakeStore {
	return &fakeStore{webhooks: map[string]*store.Webhook{}, deliveries: map[string]*fakeDelivery{}}
}

func (f *fakeStore) CreateWebhook(_ context.Context, w *store.Webhook) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if w.ID == "" {
		w.ID = store.NewID(store.PrefixWebhook)
	}
	c := *w
	f.webhooks[w.ID] = &c
	return nil
}

func (f *fakeStore) Webhook(_ context.Context, _, id string) (*store.Webhook, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	w, ok := f.webhooks[id]
	if !ok {
		return nil, store.ErrNotFound
	}
	c := *w
	return &c, nil
}

// SendTestEvent writes a webhook.test event with one delivery, due now.
func (f *fakeStore) SendTestEvent(_ context.Context, businessID, id string) (*store.Delivery, error) {
	now := time.Now()
	ev, err := store.NewEvent(store.EventWebhookTest, businessID, "", map[string]string{"webhook_id": id}, now)
	if err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.webhooks[id]; !ok {
		return nil, store.ErrNotFound
	}
	d := store.Delivery{
		ID: store.NewID(store.PrefixDelivery), Object: "webhook_delivery", BusinessID: businessID,
		WebhookID: id, EventID: ev.ID, EventType: ev.Type, Status: store.DeliveryPending,
		NextAttemptAt: &now, CreatedAt: now, Attempts: []store.Attempt{},
	}
	f.deliveries[d.ID] = &fakeDelivery{d: d, event: ev}
	f.order = append(f.order, d.ID)
	c := d
	return &c, nil
}

func (f *fakeStore) Delivery(_ context.Context, _, _, id string) (*store.Delivery, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fd, ok := f.deliveries[id]
	if !ok {
		return nil, store.ErrNotFound
	}
	c := fd.d
	c.Attempts = append([]store.Attempt(nil), fd.d.Attempts...)
	return &c, nil
}

func (f *fakeStore) ClaimDeliveries(_ context.Context, now time.Time, lease time.Duration, limit int) ([]store.DeliveryJob, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.claimErr != nil {
		return nil, f.claimErr
	}
	var jobs []store.DeliveryJob
	for _, id := range f.order {
		if len(jobs) >= limit {
			break
		}
		fd := f.deliveries[id]
		w := f.webhooks[fd.d.WebhookID]
		due := fd.d.NextAttemptAt != nil && !fd.d.NextAttemptAt.After(now)
		open := fd.d.Status == store.DeliveryPending || fd.d.Status == store.DeliveryRetrying
		if w == nil || !w.Enabled || !due || !open || fd.lease.After(now) {
			continue
		}
		fd.lease = now.Add(lease)
		d := fd.d
		d.Attempts = append([]store.Attempt(nil), fd.d.Attempts...)
		jobs = append(jobs, store.DeliveryJob{Delivery: d, Webhook: *w, Event: fd.event})
	}
	return jobs, nil
}

func (f *fakeStore) setClaimErr(err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.claimErr = err
}

func (f *fakeStore) RecordAttempt(_ context.Context, id string, r store.AttemptResult) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	fd, ok := f.deliveries[id]
	if !ok {
		return store.ErrNotFound
	}
	fd.d.Attempts = append(fd.d.Attempts, r.Attempt)
	fd.d.Status = r.Status
	fd.d.NextAttemptAt = r.NextAttemptAt
	fd.lease = time.Time{}
	if r.DisableWebhook {
		if w := f.webhooks[fd.d.WebhookID]; w != nil {
			w.Enabled = false
			w.DisabledReason = "endpoint answered 410 Gone"
		}
	}
	return nil
}
