package hub

import (
	"context"
	"log/slog"
	"time"

	"github.com/tourchat/tourchat/store"
)

// Relay moves events from the outbox to the hub: whichever instance wrote
// an event, some instance claims it and publishes it through the broker.
type Relay struct {
	events   store.Events
	hub      *Hub
	log      *slog.Logger
	kick     chan struct{}
	batch    int
	interval time.Duration
}

// NewRelay returns a Relay claiming from ev and publishing to h.
func NewRelay(ev store.Events, h *Hub, logger *slog.Logger) *Relay {
	if logger == nil {
		logger = slog.Default()
	}
	return &Relay{events: ev, hub: h, log: logger, kick: make(chan struct{}, 1), batch: 100, interval: time.Second}
}

// Kick asks Run to look at the outbox now, e.g. right after a commit that
// wrote events. It never blocks; kicks before Run gets to them coalesce.
func (r *Relay) Kick() {
	select {
	case r.kick <- struct{}{}:
	default:
	}
}

// Run publishes claimed events on every Kick and every second until ctx
// ends; it then returns nil.
func (r *Relay) Run(ctx context.Context) error {
	t := time.NewTicker(r.interval)
	defer t.Stop()
	for {
		r.drain(ctx)
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		case <-r.kick:
		}
	}
}

// drain claims and publishes batches until the outbox is empty.
func (r *Relay) drain(ctx context.Context) {
	for ctx.Err() == nil {
		evs, err := r.events.ClaimUnpublished(ctx, r.batch)
		if err != nil {
			if ctx.Err() == nil {
				r.log.Error("hub relay: claiming events", "err", err)
			}
			return
		}
		for _, ev := range evs {
			r.publish(ctx, ev)
		}
		if len(evs) < r.batch {
			return
		}
	}
}

// publish hands one claimed event to the hub, trying a few times over a
// second: once claimed it is no one else's. An event that still fails is
// logged: it stays in the event log and reaches webhooks, but realtime
// clients never see it (no offset was assigned, so no gap shows either).
func (r *Relay) publish(ctx context.Context, ev store.Event) {
	var err error
	for attempt := range 3 {
		if attempt > 0 {
			t := time.NewTimer(time.Duration(attempt) * 250 * time.Millisecond)
			select {
			case <-ctx.Done():
				t.Stop()
				return
			case <-t.C:
			}
		}
		if err = r.hub.PublishEvent(ctx, ev); err == nil || ctx.Err() != nil {
			return
		}
	}
	r.log.Error("hub relay: publishing event", "event_id", ev.ID, "type", ev.Type, "err", err)
}
