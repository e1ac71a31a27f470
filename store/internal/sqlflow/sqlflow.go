// Package sqlflow holds the transactions the SQL stores (store/postgres and
// store/sqlite) share: which steps run in which order inside one
// transaction, the domain rules of package store applied between them, and
// the events written with them (the outbox). A backend supplies its SQL as
// the steps of the interfaces below, implemented on its transaction, and
// its transaction plumbing as Backend.InTx; the sequence lives here once.
package sqlflow

import (
	"context"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

// Backend is what the flows need of a SQL store beside its steps. T is the
// store's transaction: the value that implements the steps.
type Backend[T any] struct {
	// Name prefixes the errors of encoding an event ("postgres", "sqlite").
	Name string
	// Now is the store's clock, as it stores times (UTC, microseconds).
	Now func() time.Time
	// NewID makes an id at t, in the order the store's lists rely on.
	NewID func(prefix string, t time.Time) string
	// InTx runs fn in one transaction, committing when fn returns nil and
	// rolling back otherwise. Errors from fn are returned as they are. It
	// may run fn again (Postgres retries a deadlock), so a flow sets every
	// result it returns from scratch inside fn.
	InTx func(ctx context.Context, fn func(tx T) error) error
}

// event builds an event whose data is the JSON of v.
func (f Backend[T]) event(typ, businessID, sessionID string, v any, at time.Time) (store.Event, error) {
	e, err := store.NewEvent(typ, businessID, sessionID, v, at)
	if err != nil {
		return store.Event{}, fmt.Errorf("%s: encode %s: %w", f.Name, typ, err)
	}
	return e, nil
}

// stored is t as both stores keep times: UTC, to the microsecond.
func stored(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// Outbox is the SQL of writing events in the transaction of the change that
// caused them.
type Outbox interface {
	// EnabledWebhooks lists the enabled webhooks of a business (their ID
	// and Events at least), by id.
	EnabledWebhooks(ctx context.Context, businessID string) ([]store.Webhook, error)
	// InsertEvents inserts each event and one pending delivery, due at
	// once, per webhook id in targets[i].
	InsertEvents(ctx context.Context, evs []store.Event, targets [][]string) error
}

// WriteEvents is the outbox: it inserts events of one business inside the
// caller's transaction, with a pending delivery, due at once, for every
// enabled webhook of the business that wants the type.
func WriteEvents(ctx context.Context, tx Outbox, evs ...store.Event) error {
	if len(evs) == 0 {
		return nil
	}
	hooks, err := tx.EnabledWebhooks(ctx, evs[0].BusinessID)
	if err != nil {
		return err
	}
	targets := make([][]string, len(evs)) // per event, the webhook ids
	for i, e := range evs {
		for _, w := range hooks {
			if w.Wants(e.Type) {
				targets[i] = append(targets[i], w.ID)
			}
		}
	}
	return tx.InsertEvents(ctx, evs, targets)
}
