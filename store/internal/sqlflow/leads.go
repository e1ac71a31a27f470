package sqlflow

import (
	"context"

	"github.com/tourchat/tourchat/store"
)

// LeadSteps is the SQL of the lead transactions.
type LeadSteps interface {
	Outbox
	// InsertLead writes l unless the session has a lead already: false
	// then, and nothing is written.
	InsertLead(ctx context.Context, l *store.Lead) (bool, error)
	// LinkLead sets the lead of the session's conversation, if it has one.
	LinkLead(ctx context.Context, l *store.Lead) error
	// LockLead reads a lead for the rest of the transaction (locking its
	// row where the database locks rows); ErrNotFound when none.
	LockLead(ctx context.Context, businessID, id string) (*store.Lead, error)
	// LockLeadBySession is LockLead by session.
	LockLeadBySession(ctx context.Context, businessID, sessionID string) (*store.Lead, error)
	// UpdateLead writes every mutable field of l.
	UpdateLead(ctx context.Context, l *store.Lead) error
}

// CaptureLead creates the session's lead with lead.captured, linking the
// session's conversation to it, or merges new details into it with
// lead.updated when something changed, in one transaction. The unique
// (business, session) row makes concurrent captures of one session end up
// as one lead.
func CaptureLead[T LeadSteps](ctx context.Context, f Backend[T], c store.LeadCapture) (*store.Lead, bool, error) {
	if err := store.ValidateLeadCapture(c); err != nil {
		return nil, false, err
	}
	var lead *store.Lead
	var created bool
	err := f.InTx(ctx, func(tx T) error {
		lead, created = nil, false
		now := f.Now()
		l := store.Lead{
			ID: f.NewID(store.PrefixLead, now), Object: "lead", BusinessID: c.BusinessID,
			SessionID: c.SessionID, Name: c.Name, Email: c.Email, Phone: c.Phone, Language: c.Language,
			Interest: c.Interest, Status: store.LeadNew, CreatedAt: now, UpdatedAt: now,
		}
		inserted, err := tx.InsertLead(ctx, &l)
		if err != nil {
			return err
		}
		if inserted {
			lead, created = &l, true
			if err := tx.LinkLead(ctx, &l); err != nil {
				return err
			}
			ev, err := f.event(store.EventLeadCaptured, l.BusinessID, l.SessionID, &l, now)
			if err != nil {
				return err
			}
			return WriteEvents(ctx, tx, ev)
		}
		if lead, err = tx.LockLeadBySession(ctx, c.BusinessID, c.SessionID); err != nil {
			return err
		}
		if !store.MergeLead(lead, c) {
			return nil
		}
		lead.UpdatedAt = now
		if err := tx.UpdateLead(ctx, lead); err != nil {
			return err
		}
		ev, err := f.event(store.EventLeadUpdated, lead.BusinessID, lead.SessionID, lead, now)
		if err != nil {
			return err
		}
		return WriteEvents(ctx, tx, ev)
	})
	if err != nil {
		return nil, false, err
	}
	return lead, created, nil
}

// SetLeadStatus changes a lead's status, with lead.updated. Setting the
// status it already has changes nothing and writes no event.
func SetLeadStatus[T LeadSteps](ctx context.Context, f Backend[T], businessID, id, status string) (*store.Lead, error) {
	if err := store.CheckLeadStatus(store.LeadNew, status); store.IsParam(err) {
		return nil, err
	}
	var lead *store.Lead
	err := f.InTx(ctx, func(tx T) error {
		var err error
		if lead, err = tx.LockLead(ctx, businessID, id); err != nil {
			return err
		}
		// The transition is checked on the lead read inside the
		// transaction: two concurrent changes cannot both pass.
		if err := store.CheckLeadStatus(lead.Status, status); err != nil {
			return err
		}
		if lead.Status == status {
			return nil
		}
		lead.Status, lead.UpdatedAt = status, f.Now()
		if err := tx.UpdateLead(ctx, lead); err != nil {
			return err
		}
		ev, err := f.event(store.EventLeadUpdated, lead.BusinessID, lead.SessionID, lead, lead.UpdatedAt)
		if err != nil {
			return err
		}
		return WriteEvents(ctx, tx, ev)
	})
	if err != nil {
		return nil, err
	}
	return lead, nil
}
