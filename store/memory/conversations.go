package memory

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
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

func messageID(m *store.Message) string { return m.ID }

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
	c := s.bizConvs[businessID][id]
	if c == nil {
		return nil, notFound("conversation", id)
	}
	return ptr(cloneConv(c)), nil
}

// newMessage completes a message for conversation c: the store sets the
// owner fields and the time, and keeps an id the caller chose (the chat
// reply's id is the assistant message's id). Reply and Metadata still point
// at the caller's bytes: messageEvent gives the message its own. Callers
// hold s.mu.
func (s *Store) newMessage(c *store.Conversation, m store.Message, role string, now time.Time) (store.Message, error) {
	if m.ID == "" {
		m.ID = s.newID(store.PrefixMessage, now)
	} else if s.messageIDs.get(m.ID) != nil {
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

// messageEvent prepares m's conversation.message_created event and gives m
// its own Reply and Metadata: the event's data carries both verbatim when
// the caller's bytes are compact JSON (the engine's always are), so m points
// into the data instead of keeping a second copy of every reply. The data is
// never written after this and only copies of it are handed out, so the
// sharing is invisible; bytes that encoding/json rewrote are copied.
func messageEvent(m *store.Message, now time.Time) (*store.Event, error) {
	e, err := prepare(store.EventConversationMessageCreated, m.BusinessID, m.SessionID, m, now)
	if err != nil {
		return nil, err
	}
	at := 0
	m.Reply, at = within(e.Data, at, `,"reply":`, m.Reply)
	m.Metadata, _ = within(e.Data, at, `,"metadata":`, m.Metadata)
	return e, nil
}

// within returns raw as the bytes that follow key in data (searching from
// from on), with no spare capacity, and where they end; or a copy of raw
// when data does not hold it verbatim there. Keys cannot occur inside the
// string values before them: encoding/json escapes every quote in a string.
func within(data []byte, from int, key string, raw json.RawMessage) (json.RawMessage, int) {
	if len(raw) > 0 {
		if i := bytes.Index(data[from:], []byte(key)); i >= 0 {
			start := from + i + len(key)
			end := start + len(raw)
			if end <= len(data) && bytes.Equal(data[start:end], raw) {
				return data[start:end:end], end
			}
		}
	}
	return cloneRaw(raw), from
}

// appendMessages stores messages at the end of c; the store keeps the
// pointers, so callers hand over messages nothing else refers to. Callers
// hold s.mu.
func (s *Store) appendMessages(c *conversation, ms ...*store.Message) {
	for _, m := range ms {
		c.pos[m.ID] = len(c.messages)
		c.messages = append(c.messages, m)
		s.messageIDs.add(m)
	}
}

// SaveTurn appends the visitor message and the reply, stores the new state
// and writes the turn's events, or answers ErrConflict when the conversation
// is not at t.ExpectVersion. Handoff, once requested, stays set. The
// conversation returned carries t.State itself.
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
		c = stored.Conversation // State is replaced below, not shared
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
	evs := make([]*store.Event, 0, 4)
	if stored == nil {
		e, err := prepare(store.EventConversationStarted, c.BusinessID, c.SessionID, &c, now)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e)
	}
	for _, m := range []*store.Message{&visitor, &reply} {
		e, err := messageEvent(m, now)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e)
	}
	if t.Handoff {
		e, err := prepare(store.EventConversationHandoffRequested, c.BusinessID, c.SessionID, &c, now)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e)
	}

	if stored == nil {
		stored = &conversation{pos: map[string]int{}}
		s.convBySession[k] = stored
		if s.bizConvs[c.BusinessID] == nil {
			s.bizConvs[c.BusinessID] = map[string]*conversation{}
		}
		s.bizConvs[c.BusinessID][c.ID] = stored
	}
	stored.Conversation = c
	s.appendMessages(stored, &visitor, &reply)
	for _, e := range evs {
		s.commit(e, now)
	}
	c.State = t.State // the caller's own bytes, as on Postgres: nothing the store holds
	return &c, nil
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
	e, err := messageEvent(&msg, now)
	if err != nil {
		return nil, err
	}
	s.appendMessages(stored, &msg)
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
	c := s.bizConvs[businessID][conversationID]
	if c == nil {
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
