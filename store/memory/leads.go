package memory

import (
	"context"

	"github.com/tourchat/tourchat/store"
)

func leadID(l *store.Lead) string { return l.ID }

// CaptureLead creates the session's lead (lead.captured) or merges the
// non-empty details into it (lead.updated, only when one changed).
func (s *Store) CaptureLead(_ context.Context, c store.LeadCapture) (*store.Lead, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := store.ValidateLeadCapture(c); err != nil {
		return nil, false, err
	}
	if err := s.needBusiness(c.BusinessID); err != nil {
		return nil, false, err
	}
	now := s.clock()
	k := bizKey{c.BusinessID, c.SessionID}
	if stored := s.leadBySession[k]; stored != nil {
		l := cloneLead(stored)
		if !store.MergeLead(&l, c) {
			return ptr(l), false, nil
		}
		l.UpdatedAt = now
		e, err := prepare(store.EventLeadUpdated, l.BusinessID, l.SessionID, &l, now)
		if err != nil {
			return nil, false, err
		}
		*stored = l
		s.commit(e, now)
		return ptr(cloneLead(stored)), false, nil
	}
	l := store.Lead{
		ID: s.newID(store.PrefixLead, now), Object: "lead", BusinessID: c.BusinessID, SessionID: c.SessionID,
		Status: store.LeadNew, CreatedAt: now, UpdatedAt: now,
	}
	store.MergeLead(&l, c)
	e, err := prepare(store.EventLeadCaptured, l.BusinessID, l.SessionID, &l, now)
	if err != nil {
		return nil, false, err
	}
	stored := ptr(l)
	s.leads[l.ID] = stored
	s.leadBySession[k] = stored
	listOf(s.bizLeads, l.BusinessID, leadID).add(stored)
	if conv := s.convBySession[k]; conv != nil {
		conv.LeadID = l.ID
	}
	s.commit(e, now)
	return ptr(l), true, nil
}

// Lead returns one lead of the business.
func (s *Store) Lead(_ context.Context, businessID, id string) (*store.Lead, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := s.leads[id]
	if !ok || l.BusinessID != businessID {
		return nil, notFound("lead", id)
	}
	return ptr(cloneLead(l)), nil
}

// LeadBySession returns the lead of a conversation.
func (s *Store) LeadBySession(_ context.Context, businessID, sessionID string) (*store.Lead, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	l := s.leadBySession[bizKey{businessID, sessionID}]
	if l == nil {
		return nil, notFound("lead of session", sessionID)
	}
	return ptr(cloneLead(l)), nil
}

// ListLeads lists the business's leads newest first; Since is inclusive and
// Until exclusive, on the creation time.
func (s *Store) ListLeads(_ context.Context, businessID string, f store.LeadFilter) ([]store.Lead, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	got, more := s.bizLeads[businessID].newestFirst(f.Cursor, f.Page.Size(), func(l *store.Lead) bool {
		return (f.Status == "" || l.Status == f.Status) && !l.CreatedAt.Before(f.Since) &&
			(f.Until.IsZero() || l.CreatedAt.Before(f.Until))
	})
	return copies(got, cloneLead), more, nil
}

// SetLeadStatus changes the status and writes lead.updated; setting the
// status it already has changes nothing.
func (s *Store) SetLeadStatus(_ context.Context, businessID, id, status string) (*store.Lead, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	stored, ok := s.leads[id]
	if !ok || stored.BusinessID != businessID {
		return nil, notFound("lead", id)
	}
	if err := store.CheckLeadStatus(stored.Status, status); err != nil {
		return nil, err
	}
	if stored.Status == status {
		return ptr(cloneLead(stored)), nil
	}
	now := s.clock()
	l := cloneLead(stored)
	l.Status, l.UpdatedAt = status, now
	e, err := prepare(store.EventLeadUpdated, businessID, l.SessionID, &l, now)
	if err != nil {
		return nil, err
	}
	*stored = l
	s.commit(e, now)
	return ptr(l), nil
}
