package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/tourchat/tourchat/store"
)

// AnalyticsFacts reads the conversations, messages, leads and bookings
// created in [from, to), selecting only the columns analytics use. The four
// reads share one read transaction, one WAL snapshot, so the figures agree
// with each other.
func (s *Store) AnalyticsFacts(ctx context.Context, businessID string, from, to time.Time) (*store.AnalyticsFacts, error) {
	f := &store.AnalyticsFacts{
		Conversations: []store.ConversationFact{}, Messages: []store.MessageFact{},
		Leads: []store.LeadFact{}, Bookings: []store.BookingFact{},
	}
	lo, hi := us(at(from)), us(at(to))
	tx, err := s.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, translate(err)
	}
	defer tx.Rollback() //nolint:errcheck // read-only

	each := func(query string, scan func(rows *sql.Rows) error) error {
		rows, err := tx.QueryContext(ctx, query, businessID, lo, hi)
		if err != nil {
			return translate(err)
		}
		defer rows.Close()
		for rows.Next() {
			if err := scan(rows); err != nil {
				return translate(err)
			}
		}
		return translate(rows.Err())
	}
	var created int64
	if err := each(`
		SELECT session_id, language, handoff, created_at
		FROM conversations
		WHERE business_id = ? AND created_at >= ? AND created_at < ?
		ORDER BY created_at`, func(rows *sql.Rows) error {
		var c store.ConversationFact
		err := rows.Scan(&c.SessionID, &c.Language, &c.Handoff, &created)
		c.CreatedAt = fromUS(created)
		f.Conversations = append(f.Conversations, c)
		return err
	}); err != nil {
		return nil, err
	}
	if err := each(`
		SELECT role, language, intent, fallback, created_at
		FROM messages
		WHERE business_id = ? AND created_at >= ? AND created_at < ?
		ORDER BY seq`, func(rows *sql.Rows) error {
		var m store.MessageFact
		err := rows.Scan(&m.Role, &m.Language, &m.Intent, &m.Fallback, &created)
		m.CreatedAt = fromUS(created)
		f.Messages = append(f.Messages, m)
		return err
	}); err != nil {
		return nil, err
	}
	if err := each(`
		SELECT session_id, created_at
		FROM leads
		WHERE business_id = ? AND created_at >= ? AND created_at < ?
		ORDER BY created_at`, func(rows *sql.Rows) error {
		var l store.LeadFact
		err := rows.Scan(&l.SessionID, &created)
		l.CreatedAt = fromUS(created)
		f.Leads = append(f.Leads, l)
		return err
	}); err != nil {
		return nil, err
	}
	if err := each(`
		SELECT service_id, service_name, session_id, source, status, guests, total_price, created_at
		FROM bookings
		WHERE business_id = ? AND created_at >= ? AND created_at < ?
		ORDER BY created_at`, func(rows *sql.Rows) error {
		var b store.BookingFact
		err := rows.Scan(&b.ServiceID, &b.ServiceName, &b.SessionID, &b.Source, &b.Status, &b.Guests, &b.TotalPrice, &created)
		b.CreatedAt = fromUS(created)
		f.Bookings = append(f.Bookings, b)
		return err
	}); err != nil {
		return nil, err
	}
	return f, nil
}
