package store

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// PrefixKnowledge prefixes knowledge entry ids.
const PrefixKnowledge = "kb_"

// Limits on knowledge entries.
const (
	MaxKnowledgeQuestion = 500
	MaxKnowledgeAnswer   = 4000
	MaxKnowledgeTags     = 20
	MaxKnowledgeTag      = 40
	// MaxKnowledgeEntries bounds one business's entries, so that the
	// assistant's index of them stays small enough to hold per business.
	MaxKnowledgeEntries = 2000
)

// KnowledgeEntry is one question the business answers, in several
// languages, optionally about one service.
type KnowledgeEntry struct {
	ID         string    `json:"id"`
	Object     string    `json:"object"` // "knowledge_entry"
	BusinessID string    `json:"business_id"`
	Question   Text      `json:"question"`
	Answer     Text      `json:"answer"`
	ServiceID  string    `json:"service_id"` // "" when the entry is about the business
	Tags       []string  `json:"tags"`
	Enabled    bool      `json:"enabled"`
	CreatedAt  time.Time `json:"created_at"`
	UpdatedAt  time.Time `json:"updated_at"`
}

// KnowledgePatch is a partial update; nil fields are left unchanged. A
// per-language object given replaces the stored one whole.
type KnowledgePatch struct {
	Question  *Text
	Answer    *Text
	ServiceID *string // "" detaches the entry from its service
	Tags      *[]string
	Enabled   *bool
}

// KnowledgeFilter selects entries, newest first.
type KnowledgeFilter struct {
	ServiceID string // only entries about this service
	Tag       string // only entries carrying this tag
	Enabled   *bool
	Page
}

// Knowledge stores a business's knowledge entries.
type Knowledge interface {
	// CreateKnowledgeEntry stores a validated entry (ValidateKnowledgeEntry),
	// checking inside its transaction that the service exists and that the
	// business has fewer than MaxKnowledgeEntries (else ErrInvalidState).
	CreateKnowledgeEntry(ctx context.Context, e *KnowledgeEntry) error
	KnowledgeEntry(ctx context.Context, businessID, id string) (*KnowledgeEntry, error)
	// UpdateKnowledgeEntry applies a patch and validates the result in one
	// transaction.
	UpdateKnowledgeEntry(ctx context.Context, businessID, id string, p KnowledgePatch) (*KnowledgeEntry, error)
	DeleteKnowledgeEntry(ctx context.Context, businessID, id string) error
	ListKnowledgeEntries(ctx context.Context, businessID string, f KnowledgeFilter) ([]KnowledgeEntry, bool, error)
	// EnabledKnowledge returns every enabled entry of a business, oldest
	// first: what the assistant answers from (at most MaxKnowledgeEntries).
	EnabledKnowledge(ctx context.Context, businessID string) ([]KnowledgeEntry, error)
}

// ValidateKnowledgeEntry checks an entry and normalises its tags (trimmed,
// lower case, without repeats) and texts (trimmed, empty ones dropped).
// Both backends call it, on create and on the patched entry.
func ValidateKnowledgeEntry(e *KnowledgeEntry) error {
	if e.ID != "" && (!strings.HasPrefix(e.ID, PrefixKnowledge) || len(e.ID) <= len(PrefixKnowledge) || len(e.ID) > 64) {
		return Param("id", "must start with %s", PrefixKnowledge)
	}
	e.Question, e.Answer = trimText(e.Question), trimText(e.Answer)
	if err := ValidateText("question", e.Question, MaxKnowledgeQuestion, true); err != nil {
		return err
	}
	if err := ValidateText("answer", e.Answer, MaxKnowledgeAnswer, true); err != nil {
		return err
	}
	for l := range e.Question {
		if e.Answer[l] == "" {
			return Param("answer", "the question has a %s text but the answer has none", l)
		}
	}
	if e.ServiceID != "" && (!strings.HasPrefix(e.ServiceID, PrefixService) || len(e.ServiceID) > 128) {
		return Param("service_id", "must be a service id (svc_...)")
	}
	if len(e.Tags) > MaxKnowledgeTags {
		return Param("tags", "at most %d tags", MaxKnowledgeTags)
	}
	tags := make([]string, 0, len(e.Tags))
	for _, t := range e.Tags {
		t = strings.ToLower(strings.TrimSpace(t))
		if t == "" || utf8.RuneCountInString(t) > MaxKnowledgeTag {
			return Param("tags", "each tag must be 1 to %d characters", MaxKnowledgeTag)
		}
		if !containsString(tags, t) {
			tags = append(tags, t)
		}
	}
	e.Tags = tags
	return nil
}

// ApplyKnowledgePatch returns e with p applied, validated.
func ApplyKnowledgePatch(e KnowledgeEntry, p KnowledgePatch) (KnowledgeEntry, error) {
	if p.Question != nil {
		e.Question = *p.Question
	}
	if p.Answer != nil {
		e.Answer = *p.Answer
	}
	if p.ServiceID != nil {
		e.ServiceID = *p.ServiceID
	}
	if p.Tags != nil {
		e.Tags = *p.Tags
	}
	if p.Enabled != nil {
		e.Enabled = *p.Enabled
	}
	return e, ValidateKnowledgeEntry(&e)
}

func trimText(t Text) Text {
	out := make(Text, len(t))
	for l, s := range t {
		if s = strings.TrimSpace(s); s != "" {
			out[l] = s
		}
	}
	return out
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// KnowledgeFull is the message of the ErrInvalidState a create answers when
// the business holds MaxKnowledgeEntries.
const KnowledgeFull = "the business has the most knowledge entries allowed"
