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
	ID         string `json:"id"`
	Object     string `json:"object"` // "conversation"
	BusinessID string `json:"business_id"`
	SessionID  string `json:"session_id"`
	Language   string `json:"language"`
	// Status is StatusBot, StatusWaiting, StatusHuman or StatusClosed.
	Status string `json:"status"`
	// Assignee is the staff member handling it, nil when none.
	Assignee *Assignee `json:"assignee"`
	// HandoffRequestedAt is when a person was last asked for.
	HandoffRequestedAt *time.Time `json:"handoff_requested_at"`
	// Unread counts the visitor's messages since a staff member last read.
	Unread        int        `json:"unread"`
	LeadID        string     `json:"lead_id"`
	Handoff       bool       `json:"handoff"` // a person was asked for at least once
	Messages      int        `json:"message_count"`
	LastMessageAt *time.Time `json:"last_message_at"`
	CreatedAt     time.Time  `json:"created_at"`
	UpdatedAt     time.Time  `json:"updated_at"`
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
	// Author is the staff member who wrote a staff message (nil otherwise,
	// and for a message sent with a key and no user).
	Author *Assignee `json:"author,omitempty"`
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
	// Status, when set, keeps only conversations in that status (the
	// dashboard's inbox reads the waiting and human ones whatever their age).
	Status string
	Page
}
