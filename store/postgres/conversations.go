package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

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
	row := s.pool.QueryRow(ctx, `
		SELECT `+conversationColumns+`
		FROM conversations
		WHERE business_id = $1 AND session_id = $2`, businessID, sessionID)
	c, err := scanConversation(row)
	if err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// Conversation returns one conversation of a business.
func (s *Store) Conversation(ctx context.Context, businessID, id string) (*store.Conversation, error) {
	row := s.pool.QueryRow(ctx, `
		SELECT `+conversationColumns+`
		FROM conversations
		WHERE business_id = $1 AND id = $2`, businessID, id)
	c, err := scanConversation(row)
	if err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// SaveTurn stores a visitor message, the reply and the new dialogue state
// with their events in one transaction (sqlflow.SaveTurn). The
// conversation row is locked and its version compared with ExpectVersion,
// so two instances answering the same session at once cannot both win:
// the loser gets ErrConflict (for a new conversation, through the unique
// (business, session) row).
func (s *Store) SaveTurn(ctx context.Context, t store.Turn) (*store.Conversation, error) {
	return sqlflow.SaveTurn(ctx, s.flow, t)
}

// HoldVisitorMessage stores a visitor message without a reply while a
// person handles the conversation (waiting or human), deciding on the
// locked row; otherwise it writes nothing and answers held = false.
func (s *Store) HoldVisitorMessage(ctx context.Context, businessID, sessionID string, m store.Message) (*store.Message, bool, error) {
	// Most messages go to the assistant: a plain read spares them a
	// transaction. It decides nothing: SaveTurn refuses a turn if a person
	// takes the conversation after this read, and the decision to hold is
	// taken again on the locked row (sqlflow.HoldVisitorMessage).
	var status string
	err := s.pool.QueryRow(ctx, `SELECT status FROM conversations WHERE business_id = $1 AND session_id = $2`,
		businessID, sessionID).Scan(&status)
	if errors.Is(err, pgx.ErrNoRows) || err == nil && !store.AssistantSilent(status) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, translate(err)
	}
	return sqlflow.HoldVisitorMessage(ctx, s.flow, businessID, sessionID, m)
}

// AddStaffMessage appends a message written by staff to the conversation,
// locked, in one transaction (sqlflow.AddStaffMessage).
func (s *Store) AddStaffMessage(ctx context.Context, businessID, conversationID string, m store.Message) (*store.Message, error) {
	return sqlflow.AddStaffMessage(ctx, s.flow, businessID, conversationID, m)
}

// UpdateConversation applies one staff action on the locked row by the
// transition table and writes the events it fires
// (sqlflow.UpdateConversation).
func (s *Store) UpdateConversation(ctx context.Context, businessID, id string, ch store.ConversationChange) (*store.Conversation, error) {
	return sqlflow.UpdateConversation(ctx, s.flow, businessID, id, ch)
}

// LockConversation reads and locks a conversation by id in the transaction.
func (t txSteps) LockConversation(ctx context.Context, businessID, id string) (*store.Conversation, error) {
	row := t.tx.QueryRow(ctx, `
		SELECT `+conversationColumns+`
		FROM conversations
		WHERE business_id = $1 AND id = $2
		FOR UPDATE`, businessID, id)
	c, err := scanConversation(row)
	if err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// Messages lists a conversation's messages oldest first; the cursor is the
// id of the last message of the previous page. An unknown conversation is
// ErrNotFound, an unknown cursor a parameter error.
func (s *Store) Messages(ctx context.Context, businessID, conversationID string, p store.Page) ([]store.Message, bool, error) {
	limit := p.Size()
	var after *int64
	err := s.pool.QueryRow(ctx, `
		SELECT (SELECT seq FROM messages WHERE conversation_id = c.id AND id = $3)
		FROM conversations c
		WHERE c.business_id = $1 AND c.id = $2`,
		businessID, conversationID, p.Cursor).Scan(&after)
	if err != nil {
		return nil, false, translate(err)
	}
	if p.Cursor != "" && after == nil {
		return nil, false, store.Param("cursor", "unknown cursor")
	}
	rows, err := s.pool.Query(ctx, `
		SELECT `+messageColumns+`
		FROM messages
		WHERE conversation_id = $1 AND ($2::bigint IS NULL OR seq > $2)
		ORDER BY seq
		LIMIT $3`,
		conversationID, after, limit+1)
	if err != nil {
		return nil, false, translate(err)
	}
	out, err := collect(rows, scanMessage)
	if err != nil {
		return nil, false, translate(err)
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
		// id that names none is refused, as the memory store refuses it.
		var known bool
		err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM conversations WHERE business_id = $1 AND id = $2)`,
			businessID, f.Cursor).Scan(&known)
		if err != nil {
			return nil, false, translate(err)
		}
		if !known {
			return nil, false, store.Param("cursor", "unknown cursor")
		}
	}
	rows, err := s.pool.Query(ctx, `
		SELECT `+conversationColumns+`
		FROM conversations
		WHERE business_id = $1
		  AND ($2::timestamptz IS NULL OR updated_at >= $2)
		  AND ($3 = '' OR (updated_at, id) < (SELECT updated_at, id FROM conversations
		                                      WHERE business_id = $1 AND id = $3))
		  AND ($5 = '' OR status = $5)
		ORDER BY updated_at DESC, id DESC
		LIMIT $4`,
		businessID, optTime(f.Since), f.Cursor, limit+1, f.Status)
	if err != nil {
		return nil, false, translate(err)
	}
	out, err := collect(rows, scanConversation)
	if err != nil {
		return nil, false, translate(err)
	}
	out, more := page(out, limit)
	return out, more, nil
}

// LockConversationBySession reads and locks the session's conversation in
// the transaction.
func (t txSteps) LockConversationBySession(ctx context.Context, businessID, sessionID string) (*store.Conversation, error) {
	row := t.tx.QueryRow(ctx, `
		SELECT `+conversationColumns+`
		FROM conversations
		WHERE business_id = $1 AND session_id = $2
		FOR UPDATE`, businessID, sessionID)
	c, err := scanConversation(row)
	if err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// InsertConversation writes a new conversation, linking the session's lead
// if one was captured before the first turn.
func (t txSteps) InsertConversation(ctx context.Context, c *store.Conversation) error {
	row := t.tx.QueryRow(ctx, `
		INSERT INTO conversations (id, business_id, session_id, language, lead_id, handoff, message_count,
		                           state, version, created_at, updated_at, status, assignee_id, assignee_name,
		                           handoff_requested_at, unread, last_message_at)
		VALUES ($1, $2, $3, $4,
		        COALESCE((SELECT id FROM leads WHERE business_id = $2 AND session_id = $3), ''),
		        $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
		RETURNING lead_id`,
		c.ID, c.BusinessID, c.SessionID, c.Language, c.Handoff, c.Messages,
		bytesOrNull(c.State), c.Version, c.CreatedAt, c.UpdatedAt, c.Status, assigneeID(c.Assignee),
		assigneeName(c.Assignee), c.HandoffRequestedAt, c.Unread, c.LastMessageAt)
	return translate(row.Scan(&c.LeadID))
}

// UpdateConversation writes every mutable field of c.
func (t txSteps) UpdateConversation(ctx context.Context, c *store.Conversation) error {
	_, err := t.tx.Exec(ctx, `
		UPDATE conversations
		SET language = $2, handoff = $3, message_count = $4, state = $5, version = $6, updated_at = $7,
		    status = $8, assignee_id = $9, assignee_name = $10, handoff_requested_at = $11, unread = $12,
		    last_message_at = $13
		WHERE id = $1`,
		c.ID, c.Language, c.Handoff, c.Messages, bytesOrNull(c.State), c.Version, c.UpdatedAt,
		c.Status, assigneeID(c.Assignee), assigneeName(c.Assignee), c.HandoffRequestedAt, c.Unread, c.LastMessageAt)
	return translate(err)
}

// InsertMessages inserts messages in order; seq records that order.
func (t txSteps) InsertMessages(ctx context.Context, ms ...*store.Message) error {
	b := &pgx.Batch{}
	for _, m := range ms {
		b.Queue(`
			INSERT INTO messages (id, business_id, conversation_id, session_id, role, text, language,
			                      intent, fallback, reply, metadata, created_at, author_id, author_name)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
			m.ID, m.BusinessID, m.ConversationID, m.SessionID, m.Role, m.Text, m.Language,
			m.Intent, m.Fallback, jsonOrNull(m.Reply), jsonOrNull(m.Metadata), m.CreatedAt,
			assigneeID(m.Author), assigneeName(m.Author))
	}
	return translate(t.tx.SendBatch(ctx, b).Close())
}

func scanConversation(row pgx.Row) (*store.Conversation, error) {
	c := store.Conversation{Object: "conversation"}
	var state []byte
	var aID, aName *string
	err := row.Scan(&c.ID, &c.BusinessID, &c.SessionID, &c.Language, &c.LeadID, &c.Handoff, &c.Messages,
		&state, &c.Version, &c.CreatedAt, &c.UpdatedAt, &c.Status, &aID, &aName, &c.HandoffRequestedAt,
		&c.Unread, &c.LastMessageAt)
	if err != nil {
		return nil, err
	}
	c.Assignee = assignee(aID, aName)
	c.HandoffRequestedAt, c.LastMessageAt = utcPtr(c.HandoffRequestedAt), utcPtr(c.LastMessageAt)
	if state != nil {
		c.State = state
	}
	c.CreatedAt, c.UpdatedAt = c.CreatedAt.UTC(), c.UpdatedAt.UTC()
	return &c, nil
}

func scanMessage(row pgx.Row) (*store.Message, error) {
	m := store.Message{Object: "message"}
	var aID, aName *string
	err := row.Scan(&m.ID, &m.BusinessID, &m.ConversationID, &m.SessionID, &m.Role, &m.Text, &m.Language,
		&m.Intent, &m.Fallback, &m.Reply, &m.Metadata, &m.CreatedAt, &aID, &aName)
	if err != nil {
		return nil, err
	}
	m.Author = assignee(aID, aName)
	m.CreatedAt = m.CreatedAt.UTC()
	return &m, nil
}

// bytesOrNull stores an absent state as NULL.
func bytesOrNull(v []byte) any {
	if len(v) == 0 {
		return nil
	}
	return v
}

// assignee rebuilds an assignee or author from its nullable columns.
func assignee(id, name *string) *store.Assignee {
	if id == nil {
		return nil
	}
	a := &store.Assignee{ID: *id}
	if name != nil {
		a.Name = *name
	}
	return a
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
