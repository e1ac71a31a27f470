package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

const leadColumns = `id, business_id, session_id, name, email, phone, language,
	interest_service_id, interest_service_name, interest_date, interest_guests,
	status, booking_id, created_at, updated_at`

// CaptureLead creates the session's lead with lead.captured, or merges new
// details into it with lead.updated when something changed
// (sqlflow.CaptureLead). The unique (business, session) row makes
// concurrent captures of one session end up as one lead.
func (s *Store) CaptureLead(ctx context.Context, c store.LeadCapture) (*store.Lead, bool, error) {
	return sqlflow.CaptureLead(ctx, s.flow, c)
}

// InsertLead writes l unless the session has a lead already.
func (t txSteps) InsertLead(ctx context.Context, l *store.Lead) (bool, error) {
	tag, err := t.tx.Exec(ctx, `
		INSERT INTO leads (id, business_id, session_id, name, email, phone, language,
		                   interest_service_id, interest_service_name, interest_date, interest_guests,
		                   status, booking_id, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, '', $13, $14)
		ON CONFLICT (business_id, session_id) DO NOTHING`,
		l.ID, l.BusinessID, l.SessionID, l.Name, l.Email, l.Phone, l.Language,
		l.Interest.ServiceID, l.Interest.ServiceName, l.Interest.Date, l.Interest.Guests,
		l.Status, l.CreatedAt, l.UpdatedAt)
	if err != nil {
		return false, translate(err)
	}
	return tag.RowsAffected() == 1, nil
}

// LinkLead sets the lead of the session's conversation.
func (t txSteps) LinkLead(ctx context.Context, l *store.Lead) error {
	_, err := t.tx.Exec(ctx, `
		UPDATE conversations
		SET lead_id = $3
		WHERE business_id = $1 AND session_id = $2`,
		l.BusinessID, l.SessionID, l.ID)
	return translate(err)
}

// LockLeadBySession reads and locks the session's lead in the transaction.
func (t txSteps) LockLeadBySession(ctx context.Context, businessID, sessionID string) (*store.Lead, error) {
	row := t.tx.QueryRow(ctx, `
		SELECT `+leadColumns+`
		FROM leads
		WHERE business_id = $1 AND session_id = $2
		FOR UPDATE`, businessID, sessionID)
	l, err := scanLead(row)
	if err != nil {
		return nil, translate(err)
	}
	return l, nil
}

// UpdateLead writes every mutable field of l.
func (t txSteps) UpdateLead(ctx context.Context, l *store.Lead) error {
	_, err := t.tx.Exec(ctx, `
		UPDATE leads
		SET name = $2, email = $3, phone = $4, language = $5, interest_service_id = $6,
		    interest_service_name = $7, interest_date = $8, interest_guests = $9, status = $10,
		    booking_id = $11, updated_at = $12
		WHERE id = $1`,
		l.ID, l.Name, l.Email, l.Phone, l.Language, l.Interest.ServiceID, l.Interest.ServiceName,
		l.Interest.Date, l.Interest.Guests, l.Status, l.BookingID, l.UpdatedAt)
	return translate(err)
}

// Lead returns one lead of a business.
func (s *Store) Lead(ctx context.Context, businessID, id string) (*store.Lead, error) {
	row := s.pool.QueryRow(ctx, `
		SELECT `+leadColumns+`
		FROM leads
		WHERE business_id = $1 AND id = $2`, businessID, id)
	l, err := scanLead(row)
	if err != nil {
		return nil, translate(err)
	}
	return l, nil
}

// LeadBySession returns the lead of a conversation.
func (s *Store) LeadBySession(ctx context.Context, businessID, sessionID string) (*store.Lead, error) {
	row := s.pool.QueryRow(ctx, `
		SELECT `+leadColumns+`
		FROM leads
		WHERE business_id = $1 AND session_id = $2`, businessID, sessionID)
	l, err := scanLead(row)
	if err != nil {
		return nil, translate(err)
	}
	return l, nil
}

// ListLeads lists leads newest first (by id), filtered by status and by
// creation time in [Since, Until).
func (s *Store) ListLeads(ctx context.Context, businessID string, f store.LeadFilter) ([]store.Lead, bool, error) {
	limit := f.Size()
	rows, err := s.pool.Query(ctx, `
		SELECT `+leadColumns+`
		FROM leads
		WHERE business_id = $1
		  AND ($2 = '' OR status = $2)
		  AND ($3::timestamptz IS NULL OR created_at >= $3)
		  AND ($4::timestamptz IS NULL OR created_at < $4)
		  AND ($5 = '' OR id < $5)
		ORDER BY id DESC
		LIMIT $6`,
		businessID, f.Status, optTime(f.Since), optTime(f.Until), f.Cursor, limit+1)
	if err != nil {
		return nil, false, translate(err)
	}
	out, err := collect(rows, scanLead)
	if err != nil {
		return nil, false, translate(err)
	}
	out, more := page(out, limit)
	return out, more, nil
}

// SetLeadStatus changes a lead's status, locked, with lead.updated
// (sqlflow.SetLeadStatus).
func (s *Store) SetLeadStatus(ctx context.Context, businessID, id, status string) (*store.Lead, error) {
	return sqlflow.SetLeadStatus(ctx, s.flow, businessID, id, status)
}

// LockLead reads and locks a lead in the transaction.
func (t txSteps) LockLead(ctx context.Context, businessID, id string) (*store.Lead, error) {
	row := t.tx.QueryRow(ctx, `
		SELECT `+leadColumns+`
		FROM leads
		WHERE business_id = $1 AND id = $2
		FOR UPDATE`, businessID, id)
	l, err := scanLead(row)
	if err != nil {
		return nil, translate(err)
	}
	return l, nil
}

func scanLead(row pgx.Row) (*store.Lead, error) {
	l := store.Lead{Object: "lead"}
	err := row.Scan(&l.ID, &l.BusinessID, &l.SessionID, &l.Name, &l.Email, &l.Phone, &l.Language,
		&l.Interest.ServiceID, &l.Interest.ServiceName, &l.Interest.Date, &l.Interest.Guests,
		&l.Status, &l.BookingID, &l.CreatedAt, &l.UpdatedAt)
	if err != nil {
		return nil, err
	}
	l.CreatedAt, l.UpdatedAt = l.CreatedAt.UTC(), l.UpdatedAt.UTC()
	return &l, nil
}

// optTime is nil for the zero time (no bound), else the time as stored.
func optTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	u := pgTime(t)
	return &u
}
