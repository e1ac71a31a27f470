package postgres

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
)

const eventColumns = `seq, id, business_id, type, session_id, data, created_at`

// EnabledWebhooks lists the business's enabled webhooks (id and events),
// for the outbox (sqlflow.WriteEvents).
func (t txSteps) EnabledWebhooks(ctx context.Context, businessID string) ([]store.Webhook, error) {
	rows, err := t.tx.Query(ctx, `
		SELECT id, events
		FROM webhooks
		WHERE business_id = $1 AND enabled
		ORDER BY id`, businessID)
	if err != nil {
		return nil, translate(err)
	}
	hooks, err := collect(rows, func(row pgx.Row) (*store.Webhook, error) {
		var w store.Webhook
		return &w, row.Scan(&w.ID, &w.Events)
	})
	if err != nil {
		return nil, translate(err)
	}
	return hooks, nil
}

// InsertEvents inserts each event and one pending delivery per webhook id in
// targets[i], in one round trip.
func (t txSteps) InsertEvents(ctx context.Context, evs []store.Event, targets [][]string) error {
	b := &pgx.Batch{}
	for i, e := range evs {
		b.Queue(`
			INSERT INTO events (id, business_id, type, session_id, data, created_at)
			VALUES ($1, $2, $3, $4, $5, $6)`,
			e.ID, e.BusinessID, e.Type, e.SessionID, e.Data, pgTime(e.CreatedAt))
		for _, hookID := range targets[i] {
			b.Queue(`
				INSERT INTO webhook_deliveries (id, business_id, webhook_id, event_id, event_type, status,
				                                next_attempt_at, created_at)
				VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6)`,
				store.NewIDAt(store.PrefixDelivery, e.CreatedAt), e.BusinessID, hookID, e.ID, e.Type,
				pgTime(e.CreatedAt))
		}
	}
	return translate(t.tx.SendBatch(ctx, b).Close())
}

// ClaimUnpublished marks up to limit unpublished events as published and
// returns them in Seq order. SKIP LOCKED lets instances claim in parallel
// without ever sharing an event.
func (s *Store) ClaimUnpublished(ctx context.Context, limit int) ([]store.Event, error) {
	if limit <= 0 {
		return []store.Event{}, nil
	}
	rows, err := s.pool.Query(ctx, `
		WITH claimed AS (
			SELECT seq
			FROM events
			WHERE published_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $2)
			ORDER BY seq
			LIMIT $1
			FOR UPDATE SKIP LOCKED
		)
		UPDATE events e
		SET claimed_until = $3
		FROM claimed
		WHERE e.seq = claimed.seq
		RETURNING e.seq, e.id, e.business_id, e.type, e.session_id, e.data, e.created_at`,
		limit, s.clock(), s.clock().Add(store.EventClaimLease))
	if err != nil {
		return nil, translate(err)
	}
	evs, err := collect(rows, scanEvent)
	if err != nil {
		return nil, translate(err)
	}
	slices.SortFunc(evs, func(a, b store.Event) int { return cmp.Compare(a.Seq, b.Seq) })
	return evs, nil
}

// ReleaseEvents hands claimed events back to the outbox.
func (s *Store) ReleaseEvents(ctx context.Context, evs []store.Event) error {
	if len(evs) == 0 {
		return nil
	}
	seqs := make([]int64, len(evs))
	for i, e := range evs {
		seqs[i] = e.Seq
	}
	_, err := s.pool.Exec(ctx, `UPDATE events SET published_at = NULL, claimed_until = NULL WHERE seq = ANY($1)`, seqs)
	return translate(err)
}

// MarkPublished records claimed events as handed to the hub.
func (s *Store) MarkPublished(ctx context.Context, evs []store.Event) error {
	if len(evs) == 0 {
		return nil
	}
	seqs := make([]int64, len(evs))
	for i, e := range evs {
		seqs[i] = e.Seq
	}
	_, err := s.pool.Exec(ctx, `UPDATE events SET published_at = $2, claimed_until = NULL WHERE seq = ANY($1)`, seqs, s.clock())
	return translate(err)
}

// Event returns one event of a business.
func (s *Store) Event(ctx context.Context, businessID, id string) (*store.Event, error) {
	row := s.pool.QueryRow(ctx, `
		SELECT `+eventColumns+`
		FROM events
		WHERE business_id = $1 AND id = $2`, businessID, id)
	e, err := scanEvent(row)
	if err != nil {
		return nil, translate(err)
	}
	return e, nil
}

// ListEvents lists a business's events newest first (by outbox position);
// the cursor is the id of the last event of the previous page.
func (s *Store) ListEvents(ctx context.Context, businessID string, f store.EventFilter) ([]store.Event, bool, error) {
	limit := f.Size()
	rows, err := s.pool.Query(ctx, `
		SELECT `+eventColumns+`
		FROM events
		WHERE business_id = $1
		  AND ($2 = '' OR type = $2)
		  AND ($3::timestamptz IS NULL OR created_at >= $3)
		  AND ($4 = '' OR seq < (SELECT seq FROM events WHERE business_id = $1 AND id = $4))
		ORDER BY seq DESC
		LIMIT $5`,
		businessID, f.Type, optTime(f.Since), f.Cursor, limit+1)
	if err != nil {
		return nil, false, translate(err)
	}
	evs, err := collect(rows, scanEvent)
	if err != nil {
		return nil, false, translate(err)
	}
	evs, more := page(evs, limit)
	return evs, more, nil
}

// PruneEvents removes finished deliveries created before before, then the
// events older than before that were published and have no delivery left,
// so that nothing still to be sent is lost. It returns the events removed.
func (s *Store) PruneEvents(ctx context.Context, before time.Time) (int, error) {
	var n int
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `
			DELETE FROM webhook_deliveries
			WHERE created_at < $1 AND status IN ('succeeded', 'failed')`, pgTime(before))
		if err != nil {
			return translate(err)
		}
		tag, err := tx.Exec(ctx, `
			DELETE FROM events e
			WHERE e.created_at < $1
			  AND e.published_at IS NOT NULL
			  AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id)`, pgTime(before))
		if err != nil {
			return translate(err)
		}
		n = int(tag.RowsAffected())
		return nil
	})
	return n, err
}

func scanEvent(row pgx.Row) (*store.Event, error) {
	e := store.Event{Object: "event"}
	if err := row.Scan(&e.Seq, &e.ID, &e.BusinessID, &e.Type, &e.SessionID, &e.Data, &e.CreatedAt); err != nil {
		return nil, err
	}
	e.CreatedAt = e.CreatedAt.UTC()
	return &e, nil
}
