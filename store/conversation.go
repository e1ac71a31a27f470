package store

import (
	"encoding/json"
	"time"
)

// Message roles.
const (
	RoleVisitor   = "visitor"
	RoleAssistant = "assistant"
	RoleStaff     = "staff"
)

// Conversation is the messages sharing one (business, session_id).
type Conversation struct {
	ID         string    `json:"id"`
	Object     string    `json:"object"` // "conversation"
	BusinessID string    `json:"business_id"`
	SessionID  string    `json:"session_id"`
	Language   string    `json:"language"`
	LeadID     string    `json:"lead_id"`
	Handoff    bool      `json:"handoff"`
	Messages   int       `json:"message_count"`
	CreatedAt  time.Time `json:"created_at"`
	UpdatedAt  time.Time `json:"updated_at"`
	// State is the dialogue engine's memory, opaque to the store.
	State json.RawMessage `json:"-"`
	// Version increases with every turn; SaveTurn checks it for optimistic concurrency.
	Version int64 `json:"-"`
}

// Message is one line of a conversation.
type Message struct {
	ID             string `json:"id"`
	Object         string `json:"object"` // "message"
	BusinessID     string `json:"business_id"`
	ConversationID string `json:"conversation_id"`
	SessionID      string `json:"session_id"`
	Role           string `json:"role"`
	Text           string `json:"text"`
	Language       string `json:"language"`
	Intent         string `json:"intent,omitempty"`
	Fallback       bool   `json:"fallback,omitempty"`
	// Reply is the full chat reply for assistant messages.
	Reply     json.RawMessage `json:"reply,omitempty"`
	Metadata  json.RawMessage `json:"metadata,omitempty"`
	CreatedAt time.Time       `json:"created_at"`
}

// Turn is one visitor message and the assistant's reply, saved together with
// the new dialogue state and their events.
type Turn struct {
	BusinessID string
	SessionID  string
	Language   string
	State      json.RawMessage
	// ExpectVersion is the conversation version the state was computed from
	// (0 for a new conversation); a mismatch answers ErrConflict.
	ExpectVersion int64
	Handoff       bool // the visitor asked for a human in this turn
	Visitor       Message
	Reply         Message
}

// ConversationFilter selects conversations, most recently updated first.
type ConversationFilter struct {
	Since time.Time
	Page
}
