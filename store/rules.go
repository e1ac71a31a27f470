package store

import (
	"fmt"
	"time"
)

// leadTransitions are the allowed lead status moves: new -> contacted ->
// converted | lost, and straight from new to converted or lost.
var leadTransitions = map[string][]string{
	LeadNew:       {LeadContacted, LeadConverted, LeadLost},
	LeadContacted: {LeadConverted, LeadLost},
	LeadLost:      {LeadContacted},
}

// LeadTransitionAllowed reports whether a lead may move from one status to another.
func LeadTransitionAllowed(from, to string) bool {
	for _, s := range leadTransitions[from] {
		if s == to {
			return true
		}
	}
	return false
}

// CheckLeadStatus is the rule every backend applies, inside the lead's
// lock or transaction, before moving a lead from one status to another:
// a Param error for an unknown status, ErrInvalidState for a move the
// lifecycle forbids. Setting the status a lead already has is allowed (and
// changes nothing).
func CheckLeadStatus(from, to string) error {
	known := false
	for _, s := range LeadStatuses {
		known = known || s == to
	}
	if !known {
		return Param("status", "must be one of new, contacted, converted, lost")
	}
	if from != to && !LeadTransitionAllowed(from, to) {
		return fmt.Errorf("a %s lead cannot become %s: %w", from, to, ErrInvalidState)
	}
	return nil
}

// MergeLead copies the details a capture carries (the non-empty ones) into
// l and reports whether anything changed: a later message fills in or
// corrects a lead, it never erases what the visitor said before.
func MergeLead(l *Lead, c LeadCapture) bool {
	before := *l
	set := func(dst *string, v string) {
		if v != "" {
			*dst = v
		}
	}
	set(&l.Name, c.Name)
	set(&l.Email, c.Email)
	set(&l.Phone, c.Phone)
	set(&l.Language, c.Language)
	set(&l.Interest.ServiceID, c.Interest.ServiceID)
	set(&l.Interest.ServiceName, c.Interest.ServiceName)
	set(&l.Interest.Date, c.Interest.Date)
	if c.Interest.Guests != 0 {
		l.Interest.Guests = c.Interest.Guests
	}
	return *l != before
}

// Size is a page's size: the contract's default of 20 when unset, at most 100.
func (p Page) Size() int {
	switch {
	case p.Limit <= 0:
		return 20
	case p.Limit > 100:
		return 100
	default:
		return p.Limit
	}
}

// NextAttemptAt is when a delivery is due after an attempt: never for a
// finished one (succeeded, failed), r.NextAttemptAt (now when unset) for an
// open one (pending, retrying); any other status is a parameter error.
func NextAttemptAt(r AttemptResult, now time.Time) (*time.Time, error) {
	switch r.Status {
	case DeliverySucceeded, DeliveryFailed:
		return nil, nil
	case DeliveryPending, DeliveryRetrying:
		next := now.UTC()
		if r.NextAttemptAt != nil {
			next = r.NextAttemptAt.UTC()
		}
		return &next, nil
	}
	return nil, Param("status", "unknown delivery status %q", r.Status)
}

// DisabledReason is why a webhook stopped receiving deliveries after an
// attempt that asked to disable it.
func DisabledReason(a Attempt) string {
	return fmt.Sprintf("the endpoint answered %d", a.StatusCode)
}

// PrepareMessage fills in what the store owns of a message added to c: an
// id when the caller chose none, the role and language when unset, the
// links to the conversation and the creation time.
func PrepareMessage(m Message, c *Conversation, role string, now time.Time) Message {
	if m.ID == "" {
		m.ID = NewIDAt(PrefixMessage, now)
	}
	if m.Role == "" {
		m.Role = role
	}
	if m.Language == "" {
		m.Language = c.Language
	}
	m.Object, m.BusinessID, m.ConversationID, m.SessionID, m.CreatedAt = "message", c.BusinessID, c.ID, c.SessionID, now
	return m
}
