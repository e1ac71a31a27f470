package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
)

// AnalyticsFacts reads the conversations, messages, leads and bookings
// created in [from, to), selecting only the columns analytics use. The
// four reads share one repeatable-read snapshot so the figures agree with
// each other.
func (s *Store) AnalyticsFacts(ctx context.Context, businessID string, from, to time.Time) (*store.AnalyticsFacts, error) {
	f := &store.AnalyticsFacts{
		Conversations: []store.ConversationFact{}, Messages: []store.MessageFact{},
		Leads: []store.LeadFact{}, Bookings: []store.BookingFact{},
	}
	from, to = pgTime(from), pgTime(to)
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return nil, translate(err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck // read-only

	rows, err := tx.Query(ctx, `
		SELECT session_id, language, handoff, created_at
		FROM conversations
		WHERE business_id = $1 AND created_at >= $2 AND created_at < $3
		ORDER BY created_at`, businessID, from, to)
	if err != nil {
		return nil, translate(err)
	}
	var c store.ConversationFact
	if _, err := pgx.ForEachRow(rows, []any{&c.SessionID, &c.Language, &c.Handoff, &c.CreatedAt}, func() error {
		c.CreatedAt = c.CreatedAt.UTC()
		f.Conversations = append(f.Conversations, c)
		return nil
	}); err != nil {
		return nil, translate(err)
	}

	rows, err = tx.Query(ctx, `
		SELECT role, language, intent, fallback, created_at
		FROM messages
		WHERE business_id = $1 AND created_at >= $2 AND created_at < $3
		ORDER BY seq`, businessID, from, to)
	if err != nil {
		return nil, translate(err)
	}
	var m store.MessageFact
	if _, err := pgx.ForEachRow(rows, []any{&m.Role, &m.Language, &m.Intent, &m.Fallback, &m.CreatedAt}, func() error {
		m.CreatedAt = m.CreatedAt.UTC()
		f.Messages = append(f.Messages, m)
		return nil
	}); err != nil {
		return nil, translate(err)
	}

	rows, err = tx.Query(ctx, `
		SELECT session_id, created_at
		FROM leads
		WHERE business_id = $1 AND created_at >= $2 AND created_at < $3
		ORDER BY created_at`, businessID, from, to)
	if err != nil {
		return nil, translate(err)
	}
	var l store.LeadFact
	if _, err := pgx.ForEachRow(rows, []any{&l.SessionID, &l.CreatedAt}, func() error {
		l.CreatedAt = l.CreatedAt.UTC()
		f.Leads = append(f.Leads, l)
		return nil
	}); err != nil {
		return nil, translate(err)
	}

	rows, err = tx.Query(ctx, `
		SELECT service_id, service_name, session_id, source, status, guests, total_price, created_at
		FROM bookings
		WHERE business_id = $1 AND created_at >= $2 AND created_at < $3
		ORDER BY created_at`, businessID, from, to)
	if err != nil {
		return nil, translate(err)
	}
	var b store.BookingFact
	if _, err := pgx.ForEachRow(rows, []any{&b.ServiceID, &b.ServiceName, &b.SessionID, &b.Source, &b.Status,
		&b.Guests, &b.TotalPrice, &b.CreatedAt}, func() error {
		b.CreatedAt = b.CreatedAt.UTC()
		f.Bookings = append(f.Bookings, b)
		return nil
	}); err != nil {
		return nil, translate(err)
	}
	if err := tx.Commit(ctx); err != nil {
		return nil, translate(err)
	}
	return f, nil
}
