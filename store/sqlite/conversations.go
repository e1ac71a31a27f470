package sqlite

import (
	"context"
	"database/sql"
	"errors"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

const conversationColumns = `id, business_id, session_id, language, lead_id, handoff, message_count,
	state, version, created_at, updated_at, status, assignee_id, assignee_name, handoff_requested_at,
	unread, last_message_at`

const messageColumns = `id, business_id, conversation_id, session_id, role, text, language, intent,
	fallback, reply, metadata, created_at, author_id, author_name`

// ConversationBySession returns the session's conversation, ErrNotFound
// before its first turn.
func (s *Store) ConversationBySession(ctx context.Context, businessID, sessionID string) (*store.Conversation, error) {
	return s.conversationBySession(ctx, s.rd(), businessID, sessionID)
}

func (s *Store) conversationBySession(ctx context.Context, q runner, businessID, sessionID string) (*store.Conversation, error) {
	c, err := scanConversation(q.QueryRowContext(ctx, `
		SELECT `+conversationColumns+`
		FROM conversations
		WHERE business_id = ? AND session_id = ?`, businessID, sessionID))
	if err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// Conversation returns one conversation of a business.
func (s *Store) Conversation(ctx context.Context, businessID, id string) (*store.Conversation, error) {
	return s.conversation(ctx, s.rd(), businessID, id)
}

func (s *Store) conversation(ctx context.Context, q runner, businessID, id string) (*store.Conversation, error) {
	c, err := scanConversation(q.QueryRowContext(ctx, `
		SELECT `+conversationColumns+`
		FROM conversations
		WHERE business_id = ? AND id = ?`, businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// SaveTurn stores a visitor message, the reply and the new dialogue state
// with their events in one write transaction (sqlflow.SaveTurn). The
// version is compared with ExpectVersion inside it, so of two turns
// computed from the same state only the first wins; the other gets
// ErrConflict.
func (s *Store) SaveTurn(ctx context.Context, t store.Turn) (*store.Conversation, error) {
	return sqlflow.SaveTurn(ctx, s.flow, t)
}

// HoldVisitorMessage stores a visitor message without a reply while a
// person handles the conversation (waiting or human), deciding inside the
// write transaction; otherwise it writes nothing and answers held = false.
func (s *Store) HoldVisitorMessage(ctx context.Context, businessID, sessionID string, m store.Message) (*store.Message, bool, error) {
	// Most messages go to the assistant: a read on the reader pool spares
	// them the writer. It decides nothing: SaveTurn refuses a turn if a
	// person takes the conversation after this read, and the decision to
	// hold is taken again inside the write transaction
	// (sqlflow.HoldVisitorMessage).
	var status string
	err := s.rd().QueryRowContext(ctx, `SELECT status FROM conversations WHERE business_id = ? AND session_id = ?`,
		businessID, sessionID).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) || err == nil && !store.AssistantSilent(status) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, translate(err)
	}
	return sqlflow.HoldVisitorMessage(ctx, s.flow, businessID, sessionID, m)
}

// AddStaffMessage appends a message written by staff to the conversation
// in one write transaction (sqlflow.AddStaffMessage).
func (s *Store) AddStaffMessage(ctx context.Context, businessID, conversationID string, m store.Message) (*store.Message, error) {
	return sqlflow.AddStaffMessage(ctx, s.flow, businessID, conversationID, m)
}

// UpdateConversation applies one staff action inside the write
// transaction by the transition table and writes the events it fires
// (sqlflow.UpdateConversation).
func (s *Store) UpdateConversation(ctx context.Context, businessID, id string, ch store.ConversationChange) (*store.Conversation, error) {
	return sqlflow.UpdateConversation(ctx, s.flow, businessID, id, ch)
}

// LockConversationBySession reads the session's conversation inside the
// write transaction (which no other write can interleave with).
func (t txSteps) LockConversationBySession(ctx context.Context, businessID, sessionID string) (*store.Conversation, error) {
	return t.s.conversationBySession(ctx, t.tx, businessID, sessionID)
}

// LockConversation reads a conversation by id inside the write
// transaction.
func (t txSteps) LockConversation(ctx context.Context, businessID, id string) (*store.Conversation, error) {
	return t.s.conversation(ctx, t.tx, businessID, id)
}

// Messages lists a conversation's messages oldest first; the cursor is the
// id of the last message of the previous page. An unknown conversation is
// ErrNotFound, an unknown cursor a parameter error.
func (s *Store) Messages(ctx context.Context, businessID, conversationID string, p store.Page) ([]store.Message, bool, error) {
	limit := p.Size()
	var after sql.NullInt64
	err := s.rd().QueryRowContext(ctx, `
		SELECT (SELECT seq FROM messages WHERE conversation_id = c.id AND id = ?3)
		FROM conversations c
		WHERE c.business_id = ?1 AND c.id = ?2`,
		businessID, conversationID, p.Cursor).Scan(&after)
	if err != nil {
		return nil, false, translate(err)
	}
	if p.Cursor != "" && !after.Valid {
		return nil, false, store.Param("cursor", "unknown cursor")
	}
	rows, err := s.rd().QueryContext(ctx, `
		SELECT `+messageColumns+`
		FROM messages
		WHERE conversation_id = ?1 AND (?2 IS NULL OR seq > ?2)
		ORDER BY seq
		LIMIT ?3`,
		conversationID, after, limit+1)
	out, err := collect(rows, err, scanMessage)
	if err != nil {
		return nil, false, err
	}
	out, more := page(out, limit)
	return out, more, nil
}

// ListConversations lists conversations most recently updated first,
// those updated at or after Since when it is set; the cursor is the id of
// the last conversation of the previous page.
func (s *Store) ListConversations(ctx context.Context, businessID string, f store.ConversationFilter) ([]store.Conversation, bool, error) {
	limit := f.Size()
	if f.Cursor != "" {
		// The cursor places the page by its conversation's update time: an
		// id that names none is refused, as the other stores refuse it.
		var known bool
		err := s.rd().QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM conversations WHERE business_id = ? AND id = ?)`,
			businessID, f.Cursor).Scan(&known)
		if err != nil {
			return nil, false, translate(err)
		}
		if !known {
			return nil, false, store.Param("cursor", "unknown cursor")
		}
	}
	rows, err := s.rd().QueryContext(ctx, `
		SELECT `+conversationColumns+`
		FROM conversations
		WHERE business_id = ?1
		  AND (?2 IS NULL OR updated_at >= ?2)
		  AND (?3 = '' OR (updated_at, id) < (SELECT updated_at, id FROM conversations
		                                      WHERE business_id = ?1 AND id = ?3))
		  AND (?5 = '' OR status = ?5)
		ORDER BY updated_at DESC, id DESC
		LIMIT ?4`,
		businessID, optUS(f.Since), f.Cursor, limit+1, f.Status)
	out, err := collect(rows, err, scanConversation)
	if err != nil {
		return nil, false, err
	}
	out, more := page(out, limit)
	return out, more, nil
}

// InsertConversation writes a new conversation, linking the session's lead
// if one was captured before the first turn.
func (t txSteps) InsertConversation(ctx context.Context, c *store.Conversation) error {
	err := t.tx.QueryRowContext(ctx, `
		INSERT INTO conversations (`+conversationColumns+`)
		VALUES (?1, ?2, ?3, ?4,
		        COALESCE((SELECT id FROM leads WHERE business_id = ?2 AND session_id = ?3), ''),
		        ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
		RETURNING lead_id`,
		c.ID, c.BusinessID, c.SessionID, c.Language, c.Handoff, c.Messages,
		bytesOrNull(c.State), c.Version, us(c.CreatedAt), us(c.UpdatedAt), c.Status, assigneeID(c.Assignee),
		assigneeName(c.Assignee), usPtr(c.HandoffRequestedAt), c.Unread, usPtr(c.LastMessageAt)).Scan(&c.LeadID)
	return translate(err)
}

// UpdateConversation writes every mutable field of c.
func (t txSteps) UpdateConversation(ctx context.Context, c *store.Conversation) error {
	_, err := t.tx.ExecContext(ctx, `
		UPDATE conversations
		SET language = ?, handoff = ?, message_count = ?, state = ?, version = ?, updated_at = ?,
		    status = ?, assignee_id = ?, assignee_name = ?, handoff_requested_at = ?, unread = ?,
		    last_message_at = ?
		WHERE id = ?`,
		c.Language, c.Handoff, c.Messages, bytesOrNull(c.State), c.Version, us(c.UpdatedAt),
		c.Status, assigneeID(c.Assignee), assigneeName(c.Assignee), usPtr(c.HandoffRequestedAt), c.Unread,
		usPtr(c.LastMessageAt), c.ID)
	return translate(err)
}

// InsertMessages inserts messages in order; seq records that order.
func (t txSteps) InsertMessages(ctx context.Context, ms ...*store.Message) error {
	for _, m := range ms {
		_, err := t.tx.ExecContext(ctx, `
			INSERT INTO messages (`+messageColumns+`)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			m.ID, m.BusinessID, m.ConversationID, m.SessionID, m.Role, m.Text, m.Language,
			m.Intent, m.Fallback, rawOrNull(m.Reply), rawOrNull(m.Metadata), us(m.CreatedAt),
			assigneeID(m.Author), assigneeName(m.Author))
		if err != nil {
			return translate(err)
		}
	}
	return nil
}

func scanConversation(row scanner) (*store.Conversation, error) {
	c := store.Conversation{Object: "conversation"}
	var state []byte
	var created, updated int64
	var aID, aName sql.NullString
	var requested, last sql.NullInt64
	err := row.Scan(&c.ID, &c.BusinessID, &c.SessionID, &c.Language, &c.LeadID, &c.Handoff, &c.Messages,
		&state, &c.Version, &created, &updated, &c.Status, &aID, &aName, &requested, &c.Unread, &last)
	if err != nil {
		return nil, err
	}
	c.State = raw(state)
	c.Assignee = assignee(aID, aName)
	c.HandoffRequestedAt, c.LastMessageAt = fromNullUS(requested), fromNullUS(last)
	c.CreatedAt, c.UpdatedAt = fromUS(created), fromUS(updated)
	return &c, nil
}

func scanMessage(row scanner) (*store.Message, error) {
	m := store.Message{Object: "message"}
	var reply, meta []byte
	var created int64
	var aID, aName sql.NullString
	err := row.Scan(&m.ID, &m.BusinessID, &m.ConversationID, &m.SessionID, &m.Role, &m.Text, &m.Language,
		&m.Intent, &m.Fallback, &reply, &meta, &created, &aID, &aName)
	if err != nil {
		return nil, err
	}
	m.Reply, m.Metadata, m.CreatedAt = raw(reply), raw(meta), fromUS(created)
	m.Author = assignee(aID, aName)
	return &m, nil
}

// assignee rebuilds an assignee or author from its nullable columns.
func assignee(id, name sql.NullString) *store.Assignee {
	if !id.Valid {
		return nil
	}
	return &store.Assignee{ID: id.String, Name: name.String}
}

func assigneeID(a *store.Assignee) any {
	if a == nil {
		return nil
	}
	return a.ID
}

func assigneeName(a *store.Assignee) any {
	if a == nil {
		return nil
	}
	return a.Name
}
