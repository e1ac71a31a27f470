package sqlite

import (
	"context"

	"github.com/tourchat/tourchat/store"
)

const leadColumns = `id, business_id, session_id, name, email, phone, language,
	interest_service_id, interest_service_name, interest_date, interest_guests,
	status, booking_id, created_at, updated_at`

// CaptureLead creates the session's lead with lead.captured, or merges new
// details into it with lead.updated when something changed, in one write
// transaction.
func (s *Store) CaptureLead(ctx context.Context, c store.LeadCapture) (*store.Lead, bool, error) {
	if err := store.ValidateLeadCapture(c); err != nil {
		return nil, false, err
	}
	var lead *store.Lead
	var created bool
	err := s.inTx(ctx, func(tx runner) error {
		lead, created = nil, false
		now := s.clock()
		l := store.Lead{
			ID: s.ids.New(store.PrefixLead, now), Object: "lead", BusinessID: c.BusinessID,
			SessionID: c.SessionID, Name: c.Name, Email: c.Email, Phone: c.Phone, Language: c.Language,
			Interest: c.Interest, Status: store.LeadNew, CreatedAt: now, UpdatedAt: now,
		}
		res, err := tx.ExecContext(ctx, `
			INSERT INTO leads (`+leadColumns+`)
			VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, '', ?13, ?13)
			ON CONFLICT (business_id, session_id) DO NOTHING`,
			l.ID, l.BusinessID, l.SessionID, l.Name, l.Email, l.Phone, l.Language,
			l.Interest.ServiceID, l.Interest.ServiceName, l.Interest.Date, l.Interest.Guests,
			l.Status, us(now))
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 1 {
			lead, created = &l, true
			_, err := tx.ExecContext(ctx, `
				UPDATE conversations
				SET lead_id = ?
				WHERE business_id = ? AND session_id = ?`,
				l.ID, l.BusinessID, l.SessionID)
			if err != nil {
				return translate(err)
			}
			ev, err := newEvent(store.EventLeadCaptured, l.BusinessID, l.SessionID, &l, now)
			if err != nil {
				return err
			}
			return s.writeEvents(ctx, tx, ev)
		}
		if lead, err = s.leadBySession(ctx, tx, c.BusinessID, c.SessionID); err != nil {
			return err
		}
		if !store.MergeLead(lead, c) {
			return nil
		}
		lead.UpdatedAt = now
		if err := (txSteps{s: s, tx: tx}).UpdateLead(ctx, lead); err != nil {
			return err
		}
		ev, err := newEvent(store.EventLeadUpdated, lead.BusinessID, lead.SessionID, lead, now)
		if err != nil {
			return err
		}
		return s.writeEvents(ctx, tx, ev)
	})
	if err != nil {
		return nil, false, err
	}
	return lead, created, nil
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

// SetLeadStatus changes a lead's status, with lead.updated. Setting the
// status it already has changes nothing and writes no event.
func (s *Store) SetLeadStatus(ctx context.Context, businessID, id, status string) (*store.Lead, error) {
	if err := store.CheckLeadStatus(store.LeadNew, status); store.IsParam(err) {
		return nil, err
	}
	var lead *store.Lead
	err := s.inTx(ctx, func(tx runner) error {
		var err error
		if lead, err = s.lead(ctx, tx, businessID, id); err != nil {
			return err
		}
		if err := store.CheckLeadStatus(lead.Status, status); err != nil {
			return err
		}
		if lead.Status == status {
			return nil
		}
		lead.Status, lead.UpdatedAt = status, s.clock()
		if err := (txSteps{s: s, tx: tx}).UpdateLead(ctx, lead); err != nil {
			return err
		}
		ev, err := newEvent(store.EventLeadUpdated, lead.BusinessID, lead.SessionID, lead, lead.UpdatedAt)
		if err != nil {
			return err
		}
		return s.writeEvents(ctx, tx, ev)
	})
	if err != nil {
		return nil, err
	}
	return lead, nil
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
