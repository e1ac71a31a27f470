package sqlflow

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

// ConversationSteps is the SQL of the conversation transactions.
type ConversationSteps interface {
	Outbox
	// LockConversationBySession reads the session's conversation for the
	// rest of the transaction (locking its row where the database locks
	// rows); ErrNotFound when there is none.
	LockConversationBySession(ctx context.Context, businessID, sessionID string) (*store.Conversation, error)
	// LockConversation is LockConversationBySession by conversation id.
	LockConversation(ctx context.Context, businessID, id string) (*store.Conversation, error)
	// InsertConversation writes a new conversation, setting c.LeadID to the
	// session's lead if one was captured before the first turn.
	InsertConversation(ctx context.Context, c *store.Conversation) error
	// UpdateConversation writes every mutable field of c.
	UpdateConversation(ctx context.Context, c *store.Conversation) error
	// InsertMessages inserts messages in order; the store records that
	// order.
	InsertMessages(ctx context.Context, ms ...*store.Message) error
}

// SaveTurn stores a visitor message, the reply and the new dialogue state
// with their events in one transaction. The version is compared with
// ExpectVersion on the conversation read inside it, so of two turns
// computed from the same state only the first wins; the other gets
// ErrConflict (for a new conversation, through the unique (business,
// session) row). A conversation a person handles refuses the turn with
// ErrPersonHandling.
func SaveTurn[T ConversationSteps](ctx context.Context, f Backend[T], t store.Turn) (*store.Conversation, error) {
	if err := store.ValidateTurn(t); err != nil {
		return nil, err
	}
	var c *store.Conversation
	err := f.InTx(ctx, func(tx T) error {
		now := f.Now()
		var err error
		c, err = tx.LockConversationBySession(ctx, t.BusinessID, t.SessionID)
		started := errors.Is(err, store.ErrNotFound)
		switch {
		case started && t.ExpectVersion != 0:
			return fmt.Errorf("conversation of session %s does not exist yet: %w", t.SessionID, store.ErrConflict)
		case started:
			c = &store.Conversation{
				ID: f.NewID(store.PrefixConversation, now), Object: "conversation",
				BusinessID: t.BusinessID, SessionID: t.SessionID, Status: store.StatusBot, CreatedAt: now,
			}
		case err != nil:
			return err
		case store.AssistantSilent(c.Status):
			return fmt.Errorf("conversation %s is %s: %w", c.ID, c.Status, store.ErrPersonHandling)
		case c.Version != t.ExpectVersion:
			return fmt.Errorf("conversation %s is at version %d, not %d: %w", c.ID, c.Version, t.ExpectVersion, store.ErrConflict)
		}
		if t.Language != "" {
			c.Language = t.Language
		}
		c.State = t.State
		c.Version++
		c.Messages += 2
		if _, err := store.ApplyConversation(c, store.ActVisitorMessage, nil, now); err != nil {
			return err
		}
		var handoffEvents []string
		if t.Handoff {
			if handoffEvents, err = store.ApplyConversation(c, store.ActRequestHandoff, nil, now); err != nil {
				return err
			}
		}
		if started {
			err = tx.InsertConversation(ctx, c)
		} else {
			err = tx.UpdateConversation(ctx, c)
		}
		if err != nil {
			return err
		}
		visitor := store.PrepareMessage(t.Visitor, c, store.RoleVisitor, now)
		reply := store.PrepareMessage(t.Reply, c, store.RoleAssistant, now)
		if err := tx.InsertMessages(ctx, &visitor, &reply); err != nil {
			return err
		}
		var evs []store.Event
		add := func(typ string, v any) error {
			e, err := f.event(typ, c.BusinessID, c.SessionID, v, now)
			evs = append(evs, e)
			return err
		}
		if started {
			if err := add(store.EventConversationStarted, c); err != nil {
				return err
			}
		}
		if err := add(store.EventConversationMessageCreated, &visitor); err != nil {
			return err
		}
		if err := add(store.EventConversationMessageCreated, &reply); err != nil {
			return err
		}
		for _, typ := range handoffEvents {
			if err := add(typ, c); err != nil {
				return err
			}
		}
		return WriteEvents(ctx, tx, evs...)
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// HoldVisitorMessage stores a visitor message without a reply while a
// person handles the conversation (waiting or human), deciding on the
// conversation read inside the transaction; otherwise (no conversation, or
// the assistant answers) it writes nothing and answers held = false.
func HoldVisitorMessage[T ConversationSteps](ctx context.Context, f Backend[T], businessID, sessionID string, m store.Message) (*store.Message, bool, error) {
	held := false
	err := f.InTx(ctx, func(tx T) error {
		held = false
		now := f.Now()
		c, err := tx.LockConversationBySession(ctx, businessID, sessionID)
		if errors.Is(err, store.ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		if !store.AssistantSilent(c.Status) {
			return nil
		}
		if _, err := store.ApplyConversation(c, store.ActVisitorMessage, nil, now); err != nil {
			return err
		}
		c.Messages++
		m.Author = nil
		m = store.PrepareMessage(m, c, store.RoleVisitor, now)
		m.Role = store.RoleVisitor
		if err := tx.InsertMessages(ctx, &m); err != nil {
			return err
		}
		if err := tx.UpdateConversation(ctx, c); err != nil {
			return err
		}
		ev, err := f.event(store.EventConversationMessageCreated, businessID, sessionID, &m, now)
		if err != nil {
			return err
		}
		held = true
		return WriteEvents(ctx, tx, ev)
	})
	if err != nil || !held {
		return nil, false, err
	}
	return &m, true, nil
}

// AddStaffMessage appends a message written by staff to the conversation
// (ErrNotFound when there is none), which becomes human, with
// conversation.assigned when it was not and conversation.message_created.
// The dialogue state and its version are left alone: staff do not move the
// assistant's memory.
func AddStaffMessage[T ConversationSteps](ctx context.Context, f Backend[T], businessID, conversationID string, m store.Message) (*store.Message, error) {
	err := f.InTx(ctx, func(tx T) error {
		now := f.Now()
		c, err := tx.LockConversation(ctx, businessID, conversationID)
		if err != nil {
			return err
		}
		types, err := store.ApplyConversation(c, store.ActStaffMessage, m.Author, now)
		if err != nil {
			return err
		}
		c.Messages++
		m = store.PrepareMessage(m, c, store.RoleStaff, now)
		m.Role = store.RoleStaff
		if err := tx.InsertMessages(ctx, &m); err != nil {
			return err
		}
		if err := tx.UpdateConversation(ctx, c); err != nil {
			return err
		}
		evs, err := conversationEvents(f, c, types, now)
		if err != nil {
			return err
		}
		ev, err := f.event(store.EventConversationMessageCreated, businessID, c.SessionID, &m, now)
		if err != nil {
			return err
		}
		return WriteEvents(ctx, tx, append(evs, ev)...)
	})
	if err != nil {
		return nil, err
	}
	return &m, nil
}

// UpdateConversation applies one staff action to the conversation read
// inside the transaction, by the transition table, and writes the events
// it fires.
func UpdateConversation[T ConversationSteps](ctx context.Context, f Backend[T], businessID, id string, ch store.ConversationChange) (*store.Conversation, error) {
	if err := ch.Validate(); err != nil {
		return nil, err
	}
	var c *store.Conversation
	err := f.InTx(ctx, func(tx T) error {
		now := f.Now()
		var err error
		if c, err = tx.LockConversation(ctx, businessID, id); err != nil {
			return err
		}
		types, err := store.ApplyConversation(c, ch.Action, ch.Assignee, now)
		if err != nil {
			return err
		}
		if err := tx.UpdateConversation(ctx, c); err != nil {
			return err
		}
		evs, err := conversationEvents(f, c, types, now)
		if err != nil {
			return err
		}
		return WriteEvents(ctx, tx, evs...)
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// conversationEvents builds one event of each type with c as data.
func conversationEvents[T any](f Backend[T], c *store.Conversation, types []string, now time.Time) ([]store.Event, error) {
	evs := make([]store.Event, 0, len(types)+1)
	for _, typ := range types {
		e, err := f.event(typ, c.BusinessID, c.SessionID, c, now)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e)
	}
	return evs, nil
}
