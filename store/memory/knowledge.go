package memory

import (
	"context"
	"fmt"
	"slices"

	"github.com/tourchat/tourchat/store"
)

func knowledgeID(e *store.KnowledgeEntry) string { return e.ID }

func cloneKnowledge(e *store.KnowledgeEntry) store.KnowledgeEntry {
	c := *e
	c.Question, c.Answer = cloneText(e.Question), cloneText(e.Answer)
	c.Tags = slices.Clone(e.Tags)
	if c.Tags == nil {
		c.Tags = []string{}
	}
	return c
}

func cloneTexts(l []store.Text) []store.Text {
	if l == nil {
		return nil
	}
	out := make([]store.Text, len(l))
	for i, t := range l {
		out[i] = cloneText(t)
	}
	return out
}

func cloneServiceFacts(f store.ServiceFacts) store.ServiceFacts {
	c := f
	if f.MeetingPoint != nil {
		mp := *f.MeetingPoint
		mp.Text = cloneText(mp.Text)
		if mp.Lat != nil {
			mp.Lat = ptr(*mp.Lat)
		}
		if mp.Lng != nil {
			mp.Lng = ptr(*mp.Lng)
		}
		c.MeetingPoint = &mp
	}
	c.Included, c.WhatToBring = cloneTexts(f.Included), cloneTexts(f.WhatToBring)
	if f.Accessibility != nil {
		c.Accessibility = &store.Accessibility{Wheelchair: f.Accessibility.Wheelchair, Text: cloneText(f.Accessibility.Text)}
	}
	if f.MinAge != nil {
		c.MinAge = ptr(*f.MinAge)
	}
	c.AgeNotes, c.CancellationPolicy = cloneText(f.AgeNotes), cloneText(f.CancellationPolicy)
	c.GuideLanguages = slices.Clone(f.GuideLanguages)
	return c
}

func cloneBusinessFacts(f store.BusinessFacts) store.BusinessFacts {
	c := f
	c.CancellationPolicy, c.PaymentNotes = cloneText(f.CancellationPolicy), cloneText(f.PaymentNotes)
	c.PaymentMethods = slices.Clone(f.PaymentMethods)
	if f.Contact != nil {
		c.Contact = ptr(*f.Contact)
	}
	if f.SupportHours != nil {
		c.SupportHours = make(store.SupportHours, len(f.SupportHours))
		for d, r := range f.SupportHours {
			c.SupportHours[d] = slices.Clone(r)
		}
	}
	return c
}

// knowledgeEntry returns the business's entry. Callers hold s.mu.
func (s *Store) knowledgeEntry(businessID, id string) (*store.KnowledgeEntry, error) {
	e, ok := s.knowledge[id]
	if !ok || e.BusinessID != businessID {
		return nil, notFound("knowledge entry", id)
	}
	return e, nil
}

// checkEntryService answers a parameter error unless the entry's service
// exists in its business. Callers hold s.mu.
func (s *Store) checkEntryService(e *store.KnowledgeEntry) error {
	if e.ServiceID == "" {
		return nil
	}
	if _, ok := s.services[bizKey{e.BusinessID, e.ServiceID}]; !ok {
		return store.Param("service_id", "no service %s in this business", e.ServiceID)
	}
	return nil
}

// CreateKnowledgeEntry stores a new entry, giving it an id when it has none.
func (s *Store) CreateKnowledgeEntry(_ context.Context, e *store.KnowledgeEntry) error {
	if err := store.ValidateKnowledgeEntry(e); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.needBusiness(e.BusinessID); err != nil {
		return err
	}
	if err := s.checkEntryService(e); err != nil {
		return err
	}
	if l := s.bizKnowledge[e.BusinessID]; l != nil && l.len() >= store.MaxKnowledgeEntries {
		return store.InvalidState("%s (%d)", store.KnowledgeFull, store.MaxKnowledgeEntries)
	}
	now := s.clock()
	if e.ID == "" {
		e.ID = s.newID(store.PrefixKnowledge, now)
	}
	if _, ok := s.knowledge[e.ID]; ok {
		return fmt.Errorf("knowledge entry %s: %w", e.ID, store.ErrConflict)
	}
	e.Object = "knowledge_entry"
	e.CreatedAt, e.UpdatedAt = now, now
	if e.Tags == nil {
		e.Tags = []string{}
	}
	c := ptr(cloneKnowledge(e))
	s.knowledge[c.ID] = c
	listOf(s.bizKnowledge, c.BusinessID, knowledgeID).add(c)
	return nil
}

// KnowledgeEntry returns one entry of the business.
func (s *Store) KnowledgeEntry(_ context.Context, businessID, id string) (*store.KnowledgeEntry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, err := s.knowledgeEntry(businessID, id)
	if err != nil {
		return nil, err
	}
	return ptr(cloneKnowledge(e)), nil
}

// UpdateKnowledgeEntry applies a patch, validated as a whole.
func (s *Store) UpdateKnowledgeEntry(_ context.Context, businessID, id string, p store.KnowledgePatch) (*store.KnowledgeEntry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, err := s.knowledgeEntry(businessID, id)
	if err != nil {
		return nil, err
	}
	next, err := store.ApplyKnowledgePatch(cloneKnowledge(e), p)
	if err != nil {
		return nil, err
	}
	if err := s.checkEntryService(&next); err != nil {
		return nil, err
	}
	next.UpdatedAt = s.clock()
	*e = cloneKnowledge(&next)
	return ptr(cloneKnowledge(e)), nil
}

// DeleteKnowledgeEntry removes an entry.
func (s *Store) DeleteKnowledgeEntry(_ context.Context, businessID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := s.knowledgeEntry(businessID, id); err != nil {
		return err
	}
	delete(s.knowledge, id)
	s.bizKnowledge[businessID].remove(id)
	return nil
}

// ListKnowledgeEntries pages through a business's entries, newest first.
func (s *Store) ListKnowledgeEntries(_ context.Context, businessID string, f store.KnowledgeFilter) ([]store.KnowledgeEntry, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	keep := func(e *store.KnowledgeEntry) bool {
		return (f.ServiceID == "" || e.ServiceID == f.ServiceID) && (f.Tag == "" || slices.Contains(e.Tags, f.Tag)) &&
			(f.Enabled == nil || e.Enabled == *f.Enabled)
	}
	got, more := s.bizKnowledge[businessID].newestFirst(f.Cursor, f.Size(), keep)
	return copies(got, cloneKnowledge), more, nil
}

// EnabledKnowledge returns every enabled entry of a business, oldest first.
func (s *Store) EnabledKnowledge(_ context.Context, businessID string) ([]store.KnowledgeEntry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []store.KnowledgeEntry{}
	s.bizKnowledge[businessID].each(func(e *store.KnowledgeEntry) {
		if e.Enabled {
			out = append(out, cloneKnowledge(e))
		}
	})
	return out, nil
}

// len counts the records.
func (l *sorted[T]) len() int {
	n := 0
	for _, ch := range l.chunks {
		n += len(ch)
	}
	return n
}
