package sqlite

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

const eventColumns = `seq, id, business_id, type, session_id, data, created_at`

// EnabledWebhooks lists the business's enabled webhooks (id and events),
// for the outbox (sqlflow.WriteEvents).
func (t txSteps) EnabledWebhooks(ctx context.Context, businessID string) ([]store.Webhook, error) {
	rows, err := t.tx.QueryContext(ctx, `
		SELECT id, events
		FROM webhooks
		WHERE business_id = ? AND enabled
		ORDER BY id`, businessID)
	return collect(rows, err, func(row scanner) (*store.Webhook, error) {
		var w store.Webhook
		var events []byte
		if err := row.Scan(&w.ID, &events); err != nil {
			return nil, err
		}
		return &w, decode(events, &w.Events)
	})
}

// InsertEvents inserts each event and one pending delivery per webhook id
// in targets[i].
func (t txSteps) InsertEvents(ctx context.Context, evs []store.Event, targets [][]string) error {
	for i, e := range evs {
		created := us(at(e.CreatedAt))
		_, err := t.tx.ExecContext(ctx, `
			INSERT INTO events (id, business_id, type, session_id, data, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`,
			e.ID, e.BusinessID, e.Type, e.SessionID, string(e.Data), created)
		if err != nil {
			return translate(err)
		}
		for _, hookID := range targets[i] {
			_, err := t.tx.ExecContext(ctx, `
				INSERT INTO webhook_deliveries (id, business_id, webhook_id, event_id, event_type, status,
				                                next_attempt_at, created_at)
				VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
				t.s.ids.New(store.PrefixDelivery, e.CreatedAt), e.BusinessID, hookID, e.ID, e.Type, created, created)
			if err != nil {
				return translate(err)
			}
		}
	}
	return nil
}

// ClaimUnpublished leases up to limit unpublished events for
// store.EventClaimLease and returns them in Seq order, in one statement of a
// write transaction: writes to the file are serialised, so no two claimers
// share an event while its lease runs.
func (s *Store) ClaimUnpublished(ctx context.Context, limit int) ([]store.Event, error) {
	if limit <= 0 {
		return []store.Event{}, nil
	}
	// The relay asks every second and after every write: a read on the
	// reader pool answers "nothing" without taking the write lock that chat
	// turns and bookings wait for.
	now := s.clock()
	var pending bool
	if err := s.rd().QueryRowContext(ctx, `
		SELECT EXISTS (SELECT 1 FROM events
		               WHERE published_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?))`, us(now)).
		Scan(&pending); err != nil {
		return nil, translate(err)
	}
	if !pending {
		return []store.Event{}, nil
	}
	var evs []store.Event
	err := s.inTx(ctx, func(tx runner) error {
		rows, err := tx.QueryContext(ctx, `
			UPDATE events
			SET claimed_until = ?1
			WHERE seq IN (SELECT seq FROM events
			              WHERE published_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?2)
			              ORDER BY seq LIMIT ?3)
			RETURNING `+eventColumns,
			us(now.Add(store.EventClaimLease)), us(now), limit)
		evs, err = collect(rows, err, scanEvent)
		return err
	})
	if err != nil {
		return nil, err
	}
	sortBySeq(evs)
	return evs, nil
}

// sortBySeq orders events by outbox position (RETURNING has no order).
func sortBySeq(evs []store.Event) {
	for i := 1; i < len(evs); i++ {
		for j := i; j > 0 && evs[j].Seq < evs[j-1].Seq; j-- {
			evs[j], evs[j-1] = evs[j-1], evs[j]
		}
	}
}

// seqsJSON is the outbox positions of evs as a JSON array, for json_each.
func seqsJSON(evs []store.Event) (string, error) {
	seqs := make([]int64, len(evs))
	for i, e := range evs {
		seqs[i] = e.Seq
	}
	raw, err := json.Marshal(seqs)
	if err != nil {
		return "", fmt.Errorf("sqlite: encode seqs: %w", err)
	}
	return string(raw), nil
}

// ReleaseEvents hands claimed events back to the outbox.
func (s *Store) ReleaseEvents(ctx context.Context, evs []store.Event) error {
	if len(evs) == 0 {
		return nil
	}
	seqs, err := seqsJSON(evs)
	if err != nil {
		return err
	}
	_, err = s.wr().ExecContext(ctx, `
		UPDATE events SET published_at = NULL, claimed_until = NULL
		WHERE seq IN (SELECT value FROM json_each(?))`, seqs)
	return translate(err)
}

// MarkPublished records claimed events as handed to the hub.
func (s *Store) MarkPublished(ctx context.Context, evs []store.Event) error {
	if len(evs) == 0 {
		return nil
	}
	seqs, err := seqsJSON(evs)
	if err != nil {
		return err
	}
	_, err = s.wr().ExecContext(ctx, `
		UPDATE events SET published_at = ?, claimed_until = NULL
		WHERE seq IN (SELECT value FROM json_each(?))`, us(s.clock()), seqs)
	return translate(err)
}

// Event returns one event of a business.
func (s *Store) Event(ctx context.Context, businessID, id string) (*store.Event, error) {
	e, err := scanEvent(s.rd().QueryRowContext(ctx, `SELECT `+eventColumns+` FROM events WHERE business_id = ? AND id = ?`,
		businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return e, nil
}

// ListEvents lists a business's events newest first (by outbox position);
// the cursor is the id of the last event of the previous page.
func (s *Store) ListEvents(ctx context.Context, businessID string, f store.EventFilter) ([]store.Event, bool, error) {
	limit := f.Size()
	rows, err := s.rd().QueryContext(ctx, `
		SELECT `+eventColumns+`
		FROM events
		WHERE business_id = ?1
		  AND (?2 = '' OR type = ?2)
		  AND (?3 IS NULL OR created_at >= ?3)
		  AND (?4 = '' OR seq < (SELECT seq FROM events WHERE business_id = ?1 AND id = ?4))
		ORDER BY seq DESC
		LIMIT ?5`,
		businessID, f.Type, optUS(f.Since), f.Cursor, limit+1)
	evs, err := collect(rows, err, scanEvent)
	if err != nil {
		return nil, false, err
	}
	evs, more := page(evs, limit)
	return evs, more, nil
}

// PruneEvents removes finished deliveries created before before, then the
// events older than before that were published and have no delivery left,
// so that nothing still to be sent is lost. It returns the events removed.
func (s *Store) PruneEvents(ctx context.Context, before time.Time) (int, error) {
	var n int64
	cut := us(at(before))
	err := s.inTx(ctx, func(tx runner) error {
		_, err := tx.ExecContext(ctx, `
			DELETE FROM webhook_deliveries
			WHERE created_at < ? AND status IN ('succeeded', 'failed')`, cut)
		if err != nil {
			return translate(err)
		}
		res, err := tx.ExecContext(ctx, `
			DELETE FROM events
			WHERE created_at < ?
			  AND published_at IS NOT NULL
			  AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = events.id)`, cut)
		if err != nil {
			return translate(err)
		}
		n, err = res.RowsAffected()
		return translate(err)
	})
	return int(n), err
}

func scanEvent(row scanner) (*store.Event, error) {
	e := store.Event{Object: "event"}
	var data []byte
	var created int64
	if err := row.Scan(&e.Seq, &e.ID, &e.BusinessID, &e.Type, &e.SessionID, &data, &created); err != nil {
		return nil, err
	}
	e.Data, e.CreatedAt = raw(data), fromUS(created)
	return &e, nil
}
