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

// drain claims and publishes batches until the outbox is empty, or until
// a publish fails: the event that failed and the rest of its batch go back
// to the outbox, to be published in order once the broker answers again.
func (r *Relay) drain(ctx context.Context) {
	for ctx.Err() == nil {
		evs, err := r.events.ClaimUnpublished(ctx, r.batch)
		if err != nil {
			if ctx.Err() == nil {
				r.log.Error("hub relay: claiming events", "err", err)
			}
			return
		}
		for i, ev := range evs {
			if err := r.publish(ctx, ev); err != nil {
				r.markPublished(ctx, evs[:i])
				r.release(ctx, evs[i:], err)
				return
			}
		}
		r.markPublished(ctx, evs)
		if len(evs) < r.batch {
			return
		}
	}
}

// markPublished records published events; until then they are leased to
// this relay, and claimed again should it die. A failure to record them
// means they may be published once more (subscribers skip what they have).
func (r *Relay) markPublished(ctx context.Context, evs []store.Event) {
	if len(evs) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := r.events.MarkPublished(ctx, evs); err != nil {
		r.log.Warn("hub relay: recording published events failed; they may be published again", "count", len(evs), "err", err)
	}
}

// release hands events that could not be published back to the outbox. A
// release that fails too leaves them claimed: they stay in the event log and
// reach webhooks, and the error is logged.
func (r *Relay) release(ctx context.Context, evs []store.Event, cause error) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := r.events.ReleaseEvents(ctx, evs); err != nil {
		r.log.Error("hub relay: events could not be published nor handed back", "count", len(evs),
			"first_event_id", evs[0].ID, "publish_err", cause, "err", err)
		return
	}
	r.log.Warn("hub relay: broker unavailable, events kept in the outbox", "count", len(evs), "err", cause)
}

// publish hands one claimed event to the hub, trying a few times over a
// second; the caller gives it back to the outbox when it still fails.
func (r *Relay) publish(ctx context.Context, ev store.Event) error {
	var err error
	for attempt := range 3 {
		if attempt > 0 {
			t := time.NewTimer(time.Duration(attempt) * 250 * time.Millisecond)
			select {
			case <-ctx.Done():
				t.Stop()
				return ctx.Err()
			case <-t.C:
			}
		}
		if err = r.hub.PublishEvent(ctx, ev); err == nil || ctx.Err() != nil {
			return err
		}
	}
	return err
}
