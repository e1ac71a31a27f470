// Package session is the conversation engine: it detects the language,
// understands the visitor's message, keeps the dialogue state per
// (business, session_id) and builds the reply with real slots from the
// catalog. It is deterministic and needs no outside service.
package session

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"

	"github.com/tourchat/tourchat/store"
)

// Supported reply languages.
var Languages = []string{"en", "es", "fr", "de", "it", "pt"}

// Suggested action identifiers.
const (
	ActionBookTour        = "book_tour"
	ActionMoreInfo        = "more_info"
	ActionCheckOtherDates = "check_other_dates"
	ActionShareContact    = "share_contact"
	ActionTalkToHuman     = "talk_to_human"
	ActionViewTours       = "view_tours"
)

// Request is one visitor message, already validated by the caller.
type Request struct {
	Business  *store.Business
	SessionID string
	Message   string
	Language  string          // optional two-letter code
	Metadata  json.RawMessage // optional object
	// TeamAway, when set, is asked (only when the visitor asks for a
	// person) whether the team is away: nobody online or outside support
	// hours. Then the reply says when they are back (back, zero when
	// unknown) and asks for contact details instead of handing off.
	TeamAway func(ctx context.Context) (back time.Time, away bool, err error)
}

// BookingOption is a bookable slot in a reply: the published fields first,
// then the contract's additions.
type BookingOption struct {
	ID           string    `json:"id"` // the service id
	Name         string    `json:"name"`
	Time         string    `json:"time"`     // "9:00 AM"
	Duration     string    `json:"duration"` // "3 hours"
	Price        float64   `json:"price"`
	Availability int       `json:"availability"`
	SlotID       string    `json:"slot_id"`
	ServiceID    string    `json:"service_id"`
	Date         string    `json:"date"`
	Start        time.Time `json:"start"`
	Currency     string    `json:"currency"`
	// TicketTypes are the service's prices by ticket type (Price is the
	// adult's).
	TicketTypes []OptionTicket `json:"ticket_types,omitempty"`
}

// OptionTicket is one ticket type of a booking option.
type OptionTicket struct {
	ID    string  `json:"id"`
	Name  string  `json:"name"`
	Price float64 `json:"price"`
}

func optionTickets(svc *store.Service, lang, fallback string) []OptionTicket {
	tt := svc.Tickets()
	out := make([]OptionTicket, 0, len(tt))
	for i := range tt {
		name := tt[i].Name.In(lang, fallback)
		if name == "" {
			name = tt[i].ID
		}
		out = append(out, OptionTicket{ID: tt[i].ID, Name: name, Price: tt[i].Price})
	}
	return out
}

// Media is an image attached to a reply.
type Media struct {
	Type string `json:"type"` // "image"
	URL  string `json:"url"`
	Alt  string `json:"alt"`
}

// Reply is the answer of POST /v1/chat.
type Reply struct {
	ID               string          `json:"id"`
	Message          string          `json:"message"`
	BookingOptions   []BookingOption `json:"booking_options"`
	Media            []Media         `json:"media"`
	SuggestedActions []string        `json:"suggested_actions"`
	SessionID        string          `json:"session_id"`
	Language         string          `json:"language"`
	CreatedAt        time.Time       `json:"created_at"`
	// HandledBy is HandledByAssistant, or HandledByHuman when a person
	// handles the conversation and the assistant stayed silent.
	HandledBy string `json:"handled_by"`
	// Sources name the knowledge a question was answered from; absent
	// from other replies.
	Sources []Source `json:"sources,omitempty"`
}

// Who answered a chat message.
const (
	HandledByAssistant = "assistant"
	HandledByHuman     = "human"
)

// Options configure an Engine.
type Options struct {
	// Now is the clock; time.Now when nil.
	Now func() time.Time
	// MediaBaseURL prefixes image URLs that start with "/" (e.g.
	// "https://chat.example.com"), so replies carry absolute URLs.
	MediaBaseURL string
	// Logger receives the engine's diagnostics; discarded when nil.
	Logger *slog.Logger
	// CatalogTTL is how long a business's services are reused between turns:
	// 0 means DefaultCatalogTTL, a negative value reads them on every turn.
	// A catalog import shows in chat after at most this long.
	CatalogTTL time.Duration
}

// Chatter answers chat messages; *Engine implements it.
type Chatter interface {
	Chat(ctx context.Context, req Request) (*Reply, error)
}
