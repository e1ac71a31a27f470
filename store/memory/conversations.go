package memory

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/tourchat/tourchat/store"
)

// conversation is a stored conversation with its messages in the order they
// were added, which is the chronological order Messages pages through.
type conversation struct {
	store.Conversation
	messages []*store.Message
	pos      map[string]int // message id -> index in messages
}

func cloneConv(c *conversation) store.Conversation { return cloneConversation(&c.Conversation) }

// ConversationBySession returns the session's conversation, ErrNotFound before its first turn.
func (s *Store) ConversationBySession(_ context.Context, businessID, sessionID string) (*store.Conversation, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.convBySession[bizKey{businessID, sessionID}]
	if c == nil {
		return nil, notFound("conversation of session", sessionID)
	}
	return ptr(cloneConv(c)), nil
}

// Conversation returns one conversation of the business.
func (s *Store) Conversation(_ context.Context, businessID, id string) (*store.Conversation, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.convs[id]
	if !ok || c.BusinessID != businessID {
		return nil, notFound("conversation", id)
	}
	return ptr(cloneConv(c)), nil
}

// newMessage completes a message for conversation c: the store sets the
// owner fields and the time, and keeps an id the caller chose (the chat
// reply's id is the assistant message's id). Callers hold s.mu.
func (s *Store) newMessage(c *store.Conversation, m store.Message, role string, now time.Time) (store.Message, error) {
	m = cloneMessage(&m)
	if m.ID == "" {
		m.ID = s.newID(store.PrefixMessage, now)
	} else if _, dup := s.messageIDs[m.ID]; dup {
		return m, fmt.Errorf("message %s: %w", m.ID, store.ErrConflict)
	}
	if m.Role == "" {
		m.Role = role
	}
	if m.Language == "" {
		m.Language = c.Language
	}
	m.Object, m.BusinessID, m.ConversationID, m.SessionID, m.CreatedAt = "message", c.BusinessID, c.ID, c.SessionID, now
	return m, nil
}

// append stores messages at the end of c. Callers hold s.mu.
func (s *Store) appendMessages(c *conversation, ms ...store.Message) {
	for i := range ms {
		m := ptr(ms[i])
		c.pos[m.ID] = len(c.messages)
		c.messages = append(c.messages, m)
		s.messageIDs[m.ID] = struct{}{}
	}
}

// SaveTurn appends the visitor message and the reply, stores the new state
// and writes the turn's events, or answers ErrConflict when the conversation
// is not at t.ExpectVersion. Handoff, once requested, stays set.
func (s *Store) SaveTurn(_ context.Context, t store.Turn) (*store.Conversation, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.needBusiness(t.BusinessID); err != nil {
		return nil, err
	}
	if t.SessionID == "" {
		return nil, store.Param("session_id", "required")
	}
	k := bizKey{t.BusinessID, t.SessionID}
	stored := s.convBySession[k]
	var version int64
	if stored != nil {
		version = stored.Version
	}
	if t.ExpectVersion != version {
		return nil, fmt.Errorf("conversation of session %s is at version %d, not %d: %w", t.SessionID, version, t.ExpectVersion, store.ErrConflict)
	}
	now := s.clock()
	var c store.Conversation
	if stored == nil {
		c = store.Conversation{
			ID: s.newID(store.PrefixConversation, now), Object: "conversation", BusinessID: t.BusinessID,
			SessionID: t.SessionID, CreatedAt: now,
		}
		if l := s.leadBySession[k]; l != nil {
			c.LeadID = l.ID
		}
	} else {
		c = cloneConv(stored)
	}
	if t.Language != "" {
		c.Language = t.Language
	}
	c.State = cloneRaw(t.State)
	c.Version++
	c.Handoff = c.Handoff || t.Handoff
	c.Messages += 2
	c.UpdatedAt = now

	visitor, err := s.newMessage(&c, t.Visitor, store.RoleVisitor, now)
	if err != nil {
		return nil, err
	}
	reply, err := s.newMessage(&c, t.Reply, store.RoleAssistant, now)
	if err != nil {
		return nil, err
	}
	if visitor.ID == reply.ID {
		return nil, fmt.Errorf("message %s twice: %w", reply.ID, store.ErrConflict)
	}
	var evs []*store.Event
	add := func(typ string, v any) error {
		e, err := prepare(typ, c.BusinessID, c.SessionID, v, now)
		evs = append(evs, e)
		return err
	}
	if stored == nil {
		err = add(store.EventConversationStarted, &c)
	}
	if err == nil {
		err = add(store.EventConversationMessageCreated, &visitor)
	}
	if err == nil {
		err = add(store.EventConversationMessageCreated, &reply)
	}
	if err == nil && t.Handoff {
		err = add(store.EventConversationHandoffRequested, &c)
	}
	if err != nil {
		return nil, err
	}

	if stored == nil {
		stored = &conversation{pos: map[string]int{}}
		s.convBySession[k] = stored
		s.convs[c.ID] = stored
		if s.bizConvs[c.BusinessID] == nil {
			s.bizConvs[c.BusinessID] = map[string]*conversation{}
		}
		s.bizConvs[c.BusinessID][c.ID] = stored
	}
	stored.Conversation = c
	s.appendMessages(stored, visitor, reply)
	for _, e := range evs {
		s.commit(e, now)
	}
	return ptr(cloneConv(stored)), nil
}

// AddStaffMessage appends a staff message to the session's conversation and
// writes conversation.message_created. The version is left alone: the
// dialogue state did not change, so the engine's next turn must not conflict.
func (s *Store) AddStaffMessage(_ context.Context, businessID, sessionID string, m store.Message) (*store.Message, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	stored := s.convBySession[bizKey{businessID, sessionID}]
	if stored == nil {
		return nil, notFound("conversation of session", sessionID)
	}
	now := s.clock()
	m.Role = store.RoleStaff
	msg, err := s.newMessage(&stored.Conversation, m, store.RoleStaff, now)
	if err != nil {
		return nil, err
	}
	e, err := prepare(store.EventConversationMessageCreated, businessID, sessionID, &msg, now)
	if err != nil {
		return nil, err
	}
	s.appendMessages(stored, msg)
	stored.Messages++
	stored.UpdatedAt = now
	s.commit(e, now)
	return ptr(cloneMessage(&msg)), nil
}

// Messages pages through a conversation's messages in chronological order;
// the cursor is the last message id of the previous page.
func (s *Store) Messages(_ context.Context, businessID, conversationID string, p store.Page) ([]store.Message, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.convs[conversationID]
	if !ok || c.BusinessID != businessID {
		return nil, false, notFound("conversation", conversationID)
	}
	start := 0
	if p.Cursor != "" {
		i, ok := c.pos[p.Cursor]
		if !ok {
			return nil, false, store.Param("cursor", "unknown cursor")
		}
		start = i + 1
	}
	end := min(len(c.messages), start+clampLimit(p.Limit))
	return copies(c.messages[start:end], cloneMessage), end < len(c.messages), nil
}

// ListConversations lists the business's conversations most recently updated
// first; Since is inclusive, on the last update. The cursor is the last id of
// the previous page, placed by its conversation's current update time.
func (s *Store) ListConversations(_ context.Context, businessID string, f store.ConversationFilter) ([]store.Conversation, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	order := func(a, b *conversation) int {
		return cmp.Or(b.UpdatedAt.Compare(a.UpdatedAt), cmp.Compare(b.ID, a.ID))
	}
	var after *conversation
	if f.Cursor != "" {
		after = s.bizConvs[businessID][f.Cursor]
		if after == nil {
			return nil, false, store.Param("cursor", "unknown cursor")
		}
	}
	var all []*conversation
	for _, c := range s.bizConvs[businessID] {
		if !c.UpdatedAt.Before(f.Since) && (after == nil || order(c, after) > 0) {
			all = append(all, c)
		}
	}
	slices.SortFunc(all, order)
	limit := clampLimit(f.Limit)
	more := len(all) > limit
	return copies(all[:min(len(all), limit)], cloneConv), more, nil
}
