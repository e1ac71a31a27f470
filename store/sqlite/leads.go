package sqlite

import (
	"context"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

const leadColumns = `id, business_id, session_id, name, email, phone, language,
	interest_service_id, interest_service_name, interest_date, interest_guests,
	status, booking_id, created_at, updated_at`

// CaptureLead creates the session's lead with lead.captured, or merges new
// details into it with lead.updated when something changed, in one write
// transaction (sqlflow.CaptureLead).
func (s *Store) CaptureLead(ctx context.Context, c store.LeadCapture) (*store.Lead, bool, error) {
	return sqlflow.CaptureLead(ctx, s.flow, c)
}

// InsertLead writes l unless the session has a lead already.
func (t txSteps) InsertLead(ctx context.Context, l *store.Lead) (bool, error) {
	res, err := t.tx.ExecContext(ctx, `
		INSERT INTO leads (`+leadColumns+`)
		VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, '', ?13, ?14)
		ON CONFLICT (business_id, session_id) DO NOTHING`,
		l.ID, l.BusinessID, l.SessionID, l.Name, l.Email, l.Phone, l.Language,
		l.Interest.ServiceID, l.Interest.ServiceName, l.Interest.Date, l.Interest.Guests,
		l.Status, us(l.CreatedAt), us(l.UpdatedAt))
	if err != nil {
		return false, translate(err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// LinkLead sets the lead of the session's conversation.
func (t txSteps) LinkLead(ctx context.Context, l *store.Lead) error {
	_, err := t.tx.ExecContext(ctx, `
		UPDATE conversations
		SET lead_id = ?
		WHERE business_id = ? AND session_id = ?`,
		l.ID, l.BusinessID, l.SessionID)
	return translate(err)
}

// LockLead reads a lead inside the write transaction.
func (t txSteps) LockLead(ctx context.Context, businessID, id string) (*store.Lead, error) {
	return t.s.lead(ctx, t.tx, businessID, id)
}

// LockLeadBySession reads the session's lead inside the write transaction.
func (t txSteps) LockLeadBySession(ctx context.Context, businessID, sessionID string) (*store.Lead, error) {
	return t.s.leadBySession(ctx, t.tx, businessID, sessionID)
}

func (s *Store) leadBySession(ctx context.Context, q runner, businessID, sessionID string) (*store.Lead, error) {
	l, err := scanLead(q.QueryRowContext(ctx, `SELECT `+leadColumns+` FROM leads WHERE business_id = ? AND session_id = ?`,
		businessID, sessionID))
	if err != nil {
		return nil, translate(err)
	}
	return l, nil
}

func (s *Store) lead(ctx context.Context, q runner, businessID, id string) (*store.Lead, error) {
	l, err := scanLead(q.QueryRowContext(ctx, `SELECT `+leadColumns+` FROM leads WHERE business_id = ? AND id = ?`,
		businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return l, nil
}

// UpdateLead writes every mutable field of l.
func (t txSteps) UpdateLead(ctx context.Context, l *store.Lead) error {
	_, err := t.tx.ExecContext(ctx, `
		UPDATE leads
		SET name = ?, email = ?, phone = ?, language = ?, interest_service_id = ?,
		    interest_service_name = ?, interest_date = ?, interest_guests = ?, status = ?,
		    booking_id = ?, updated_at = ?
		WHERE id = ?`,
		l.Name, l.Email, l.Phone, l.Language, l.Interest.ServiceID, l.Interest.ServiceName,
		l.Interest.Date, l.Interest.Guests, l.Status, l.BookingID, us(l.UpdatedAt), l.ID)
	return translate(err)
}

// Lead returns one lead of a business.
func (s *Store) Lead(ctx context.Context, businessID, id string) (*store.Lead, error) {
	return s.lead(ctx, s.rd(), businessID, id)
}

// LeadBySession returns the lead of a conversation.
func (s *Store) LeadBySession(ctx context.Context, businessID, sessionID string) (*store.Lead, error) {
	return s.leadBySession(ctx, s.rd(), businessID, sessionID)
}

// ListLeads lists leads newest first (by id), filtered by status and by
// creation time in [Since, Until).
func (s *Store) ListLeads(ctx context.Context, businessID string, f store.LeadFilter) ([]store.Lead, bool, error) {
	limit := f.Size()
	rows, err := s.rd().QueryContext(ctx, `
		SELECT `+leadColumns+`
		FROM leads
		WHERE business_id = ?1
		  AND (?2 = '' OR status = ?2)
		  AND (?3 IS NULL OR created_at >= ?3)
		  AND (?4 IS NULL OR created_at < ?4)
		  AND (?5 = '' OR id < ?5)
		ORDER BY id DESC
		LIMIT ?6`,
		businessID, f.Status, optUS(f.Since), optUS(f.Until), f.Cursor, limit+1)
	out, err := collect(rows, err, scanLead)
	if err != nil {
		return nil, false, err
	}
	out, more := page(out, limit)
	return out, more, nil
}

// SetLeadStatus changes a lead's status inside a write transaction, with
// lead.updated (sqlflow.SetLeadStatus).
func (s *Store) SetLeadStatus(ctx context.Context, businessID, id, status string) (*store.Lead, error) {
	return sqlflow.SetLeadStatus(ctx, s.flow, businessID, id, status)
}

func scanLead(row scanner) (*store.Lead, error) {
	l := store.Lead{Object: "lead"}
	var created, updated int64
	err := row.Scan(&l.ID, &l.BusinessID, &l.SessionID, &l.Name, &l.Email, &l.Phone, &l.Language,
		&l.Interest.ServiceID, &l.Interest.ServiceName, &l.Interest.Date, &l.Interest.Guests,
		&l.Status, &l.BookingID, &created, &updated)
	if err != nil {
		return nil, err
	}
	l.CreatedAt, l.UpdatedAt = fromUS(created), fromUS(updated)
	return &l, nil
}
