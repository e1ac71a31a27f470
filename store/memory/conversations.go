package memory

import (
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
	messages []*message
}

// message is a stored message. The store keeps it once, as the JSON of its
// conversation.message_created event (the very same bytes, never written
// after), and reads decode it: a chat turn adds two messages for good, and
// a second copy of each as a store.Message, its reply and its text, was a
// fifth of what a turn retained. Beside the JSON are what lookups and
// analytics read.
type message struct {
	id        string
	conv      *conversation
	idx       int // in conv.messages
	data      []byte
	role      string
	language  string
	intent    string
	fallback  bool
	createdAt time.Time
}

func cloneConv(c *conversation) store.Conversation { return cloneConversation(&c.Conversation) }

func messageID(m *message) string { return m.id }

// decode returns a caller-owned copy of the message.
func (m *message) decode() (store.Message, error) {
	var out store.Message
	if err := json.Unmarshal(m.data, &out); err != nil {
		return store.Message{}, fmt.Errorf("decode stored message %s: %w", m.id, err)
	}
	return out, nil
}

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
// reply's id is the assistant message's id). Callers hold s.mu.
func (s *Store) newMessage(c *store.Conversation, m store.Message, role string, now time.Time) (store.Message, error) {
	if m.ID == "" {
		m.ID = s.newID(store.PrefixMessage, now)
	} else if s.messageIDs.get(m.ID) != nil {
		return m, fmt.Errorf("message %s: %w", m.ID, store.ErrConflict)
	}
	return store.PrepareMessage(m, c, role, now), nil
}

// messageEvent prepares m's conversation.message_created event and the
// stored message, which shares the event's data. Callers hold s.mu.
func (s *Store) messageEvent(m *store.Message, now time.Time) (*store.Event, *message, error) {
	var e *store.Event
	if buf, ok := appendMessageJSON(s.jsonBuf[:0], m); ok {
		e = &store.Event{
			Object: "event", Type: store.EventConversationMessageCreated, CreatedAt: now.UTC(),
			BusinessID: m.BusinessID, Data: slices.Clone(buf), SessionID: m.SessionID,
		}
		if cap(buf) <= maxJSONBuf {
			s.jsonBuf = buf
		}
	} else {
		var err error
		c := *m // what json.Marshal is given escapes: a copy keeps the caller's m on the stack
		if e, err = prepare(store.EventConversationMessageCreated, m.BusinessID, m.SessionID, &c, now); err != nil {
			return nil, nil, err
		}
	}
	return e, &message{
		id: m.ID, data: e.Data, role: m.Role, language: m.Language, intent: m.Intent,
		fallback: m.Fallback, createdAt: m.CreatedAt,
	}, nil
}

// maxJSONBuf is the largest encoding buffer a Store keeps between calls.
const maxJSONBuf = 64 << 10

// appendMessages stores messages at the end of c. Callers hold s.mu.
func (s *Store) appendMessages(c *conversation, ms ...*message) {
	for _, m := range ms {
		m.conv, m.idx = c, len(c.messages)
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
	if err := store.ValidateTurn(t); err != nil {
		return nil, err
	}
	if err := s.needBusiness(t.BusinessID); err != nil {
		return nil, err
	}
	k := bizKey{t.BusinessID, t.SessionID}
	stored := s.convBySession[k]
	var version int64
	if stored != nil {
		if store.AssistantSilent(stored.Status) {
			return nil, fmt.Errorf("conversation %s is %s: %w", stored.ID, stored.Status, store.ErrPersonHandling)
		}
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
			SessionID: t.SessionID, Status: store.StatusBot, CreatedAt: now,
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
	c.Messages += 2
	if _, err := store.ApplyConversation(&c, store.ActVisitorMessage, nil, now); err != nil {
		return nil, err
	}
	var handoffEvents []string
	if t.Handoff {
		var err error
		if handoffEvents, err = store.ApplyConversation(&c, store.ActRequestHandoff, nil, now); err != nil {
			return nil, err
		}
	}

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
	var msgs [2]*message
	for i, m := range []*store.Message{&visitor, &reply} {
		e, sm, err := s.messageEvent(m, now)
		if err != nil {
			return nil, err
		}
		evs, msgs[i] = append(evs, e), sm
	}
	for _, typ := range handoffEvents {
		e, err := prepare(typ, c.BusinessID, c.SessionID, &c, now)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e)
	}

	if stored == nil {
		stored = &conversation{}
		s.convBySession[k] = stored
		if s.bizConvs[c.BusinessID] == nil {
			s.bizConvs[c.BusinessID] = map[string]*conversation{}
		}
		s.bizConvs[c.BusinessID][c.ID] = stored
	}
	stored.Conversation = c
	s.appendMessages(stored, msgs[0], msgs[1])
	s.trimConversations()
	for _, e := range evs {
		s.commit(e, now)
	}
	c.State = t.State // the caller's own bytes, as on Postgres: nothing the store holds
	return &c, nil
}

// HoldVisitorMessage stores a visitor message without a reply while a
// person handles the conversation (waiting or human); otherwise it writes
// nothing and answers held = false.
func (s *Store) HoldVisitorMessage(_ context.Context, businessID, sessionID string, m store.Message) (*store.Message, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	stored := s.convBySession[bizKey{businessID, sessionID}]
	if stored == nil || !store.AssistantSilent(stored.Status) {
		return nil, false, nil
	}
	now := s.clock()
	c := stored.Conversation
	if _, err := store.ApplyConversation(&c, store.ActVisitorMessage, nil, now); err != nil {
		return nil, false, err
	}
	m.Author = nil
	msg, err := s.newMessage(&c, m, store.RoleVisitor, now)
	if err != nil {
		return nil, false, err
	}
	msg.Role = store.RoleVisitor
	e, sm, err := s.messageEvent(&msg, now)
	if err != nil {
		return nil, false, err
	}
	c.Messages++
	stored.Conversation = c
	s.appendMessages(stored, sm)
	s.commit(e, now)
	return &msg, true, nil
}

// AddStaffMessage appends a staff message to the conversation, which
// becomes human (conversation.assigned when it was not), and writes
// conversation.message_created. The version is left alone: the dialogue
// state did not change, so the engine's next turn must not conflict.
func (s *Store) AddStaffMessage(_ context.Context, businessID, conversationID string, m store.Message) (*store.Message, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	stored := s.bizConvs[businessID][conversationID]
	if stored == nil {
		return nil, notFound("conversation", conversationID)
	}
	now := s.clock()
	c := stored.Conversation
	types, err := store.ApplyConversation(&c, store.ActStaffMessage, m.Author, now)
	if err != nil {
		return nil, err
	}
	m.Role = store.RoleStaff
	msg, err := s.newMessage(&c, m, store.RoleStaff, now)
	if err != nil {
		return nil, err
	}
	c.Messages++
	evs, err := s.conversationEvents(&c, types, now)
	if err != nil {
		return nil, err
	}
	e, sm, err := s.messageEvent(&msg, now)
	if err != nil {
		return nil, err
	}
	stored.Conversation = c
	s.appendMessages(stored, sm)
	for _, e := range append(evs, e) {
		s.commit(e, now)
	}
	out, err := sm.decode() // what Messages will hand out
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// UpdateConversation applies one staff action by the transition table and
// writes the events it fires.
func (s *Store) UpdateConversation(_ context.Context, businessID, id string, ch store.ConversationChange) (*store.Conversation, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	stored := s.bizConvs[businessID][id]
	if stored == nil {
		return nil, notFound("conversation", id)
	}
	if err := ch.Validate(); err != nil {
		return nil, err
	}
	now := s.clock()
	c := stored.Conversation
	types, err := store.ApplyConversation(&c, ch.Action, ch.Assignee, now)
	if err != nil {
		return nil, err
	}
	evs, err := s.conversationEvents(&c, types, now)
	if err != nil {
		return nil, err
	}
	stored.Conversation = c
	for _, e := range evs {
		s.commit(e, now)
	}
	return ptr(cloneConv(stored)), nil
}

// conversationEvents prepares one event of each type with c as data.
func (s *Store) conversationEvents(c *store.Conversation, types []string, now time.Time) ([]*store.Event, error) {
	evs := make([]*store.Event, 0, len(types)+1)
	for _, typ := range types {
		e, err := prepare(typ, c.BusinessID, c.SessionID, c, now)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e)
	}
	return evs, nil
}

// Messages pages through a conversation's messages in chronological order;
// the cursor is the last message id of the previous page. The messages are
// decoded after the store is unlocked: their JSON is never written.
func (s *Store) Messages(_ context.Context, businessID, conversationID string, p store.Page) ([]store.Message, bool, error) {
	page, more, err := s.messagePage(businessID, conversationID, p)
	if err != nil {
		return nil, false, err
	}
	out := make([]store.Message, len(page))
	for i, m := range page {
		if out[i], err = m.decode(); err != nil {
			return nil, false, err
		}
	}
	return out, more, nil
}

func (s *Store) messagePage(businessID, conversationID string, p store.Page) ([]*message, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.bizConvs[businessID][conversationID]
	if c == nil {
		return nil, false, notFound("conversation", conversationID)
	}
	start := 0
	if p.Cursor != "" {
		m := s.messageIDs.get(p.Cursor)
		if m == nil || m.conv != c {
			return nil, false, store.Param("cursor", "unknown cursor")
		}
		start = m.idx + 1
	}
	end := min(len(c.messages), start+p.Size())
	return slices.Clone(c.messages[start:end]), end < len(c.messages), nil
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
		if !c.UpdatedAt.Before(f.Since) && (f.Status == "" || c.Status == f.Status) && (after == nil || order(c, after) > 0) {
			all = append(all, c)
		}
	}
	slices.SortFunc(all, order)
	limit := f.Page.Size()
	more := len(all) > limit
	return copies(all[:min(len(all), limit)], cloneConv), more, nil
}
