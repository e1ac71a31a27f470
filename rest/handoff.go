package rest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/tourchat/tourchat/store"
)

// maxStaffName bounds the display name a staff token carries.
const maxStaffName = 80

// teamName is the author shown for staff messages sent with a key (no person).
const teamName = "Team"

// person is the staff member a credential speaks for: a staff token minted
// with a name. Keys and unnamed staff tokens are nobody in particular (nil)
// and speak as the team (author).
func (p *Principal) person() *store.Assignee {
	if p.User != nil {
		// A signed-in staff account (its cookie, or a token minted from it).
		return &store.Assignee{ID: p.User.ID, Name: p.User.Name}
	}
	if p.Kind != credStaffToken || p.Token == nil || p.Token.Name == "" {
		return nil
	}
	return &store.Assignee{ID: staffID(p.Token.KeyID, p.Token.Name), Name: p.Token.Name}
}

// author is who a staff message is from: the person, else the team behind the key.
func (p *Principal) author() *store.Assignee {
	if a := p.person(); a != nil {
		return a
	}
	return &store.Assignee{ID: p.KeyID, Name: teamName}
}

// staffID names a staff member stably (the same name through the same key
// is the same person) until staff accounts give them ids of their own.
func staffID(keyID, name string) string {
	sum := sha256.Sum256([]byte(keyID + "\x00" + name))
	return "stf_" + hex.EncodeToString(sum[:8])
}

// staffMessageRequest is the body of POST /v1/conversations/{id}/messages.
type staffMessageRequest struct {
	Text *string `json:"text"`
}

func (q *staffMessageRequest) validate() (string, error) {
	switch {
	case q.Text == nil:
		return "", paramError("text", "text is required")
	case strings.TrimSpace(*q.Text) == "":
		return "", paramError("text", "text must not be empty")
	case runeLen(*q.Text) > maxMessageChars:
		return "", paramError("text", "text must be at most 4000 characters")
	}
	return *q.Text, nil
}

// postStaffMessage answers POST /v1/conversations/{id}/messages: a staff
// reply, which takes the conversation (status human).
func (s *Server) postStaffMessage(w http.ResponseWriter, r *http.Request) {
	p := principalFrom(r.Context())
	var req staffMessageRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	text, err := req.validate()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	m, err := s.store.AddStaffMessage(r.Context(), p.Business.ID, chi.URLParam(r, "id"),
		store.Message{Role: store.RoleStaff, Text: text, Author: p.author()})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.cfg.Changed()
	writeJSON(w, http.StatusCreated, m)
}

// assignRequest is the body of POST /v1/conversations/{id}/assign.
type assignRequest struct {
	Assignee *string `json:"assignee"`
}

// conversationAction answers POST /v1/conversations/{id}/{assign|release|
// close|read|handoff}.
func (s *Server) conversationAction(action string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		p := principalFrom(r.Context())
		body, err := readBody(r)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		ch := store.ConversationChange{Action: action}
		if action == store.ActAssign {
			var req assignRequest
			if body != nil {
				if err := decodeStrict(body, &req); err != nil {
					s.writeError(w, r, err)
					return
				}
			}
			switch {
			case req.Assignee == nil:
				s.writeError(w, r, paramError("assignee", `assignee is required: "me" or a user id`))
				return
			case *req.Assignee == "me":
				ch.Assignee = p.author() // a key takes it as the team, like its messages
			default:
				// A staff account of the business (usr_...).
				u, err := s.store.User(r.Context(), p.Business.ID, *req.Assignee)
				if err != nil {
					if errors.Is(err, store.ErrNotFound) {
						err = paramError("assignee", `assignee must be "me" or the id of a user of this business`)
					}
					s.writeError(w, r, err)
					return
				}
				ch.Assignee = &store.Assignee{ID: u.ID, Name: u.Name}
			}
		} else if body != nil {
			var none struct{}
			if err := decodeStrict(body, &none); err != nil {
				s.writeError(w, r, err)
				return
			}
		}
		c, err := s.store.UpdateConversation(r.Context(), p.Business.ID, chi.URLParam(r, "id"), ch)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		s.cfg.Changed()
		writeJSON(w, http.StatusOK, c)
	}
}

// presenceAnswer is GET /v1/presence.
type presenceAnswer struct {
	Object      string `json:"object"` // "presence"
	StaffOnline int    `json:"staff_online"`
	// Staff is the []store.Assignee online, left out for session tokens.
	Staff any `json:"staff,omitempty"`
}

// getPresence answers GET /v1/presence: how many staff members are online
// on any instance, and who (a session token sees only the count).
func (s *Server) getPresence(w http.ResponseWriter, r *http.Request) {
	if _, err := queryParams(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	p := principalFrom(r.Context())
	staff, err := s.staffOnline(r.Context(), p.Business.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := presenceAnswer{Object: "presence", StaffOnline: len(staff)}
	if p.Kind != credSessionToken && (p.Has(store.ScopeConversationsRead) || p.Has(store.ScopeRealtimeStaff)) {
		if staff == nil {
			staff = []store.Assignee{}
		}
		out.Staff = staff
	}
	writeJSON(w, http.StatusOK, out)
}

// staffOnline lists the business's staff online on any instance (none
// without a hub: nobody can be connected).
func (s *Server) staffOnline(ctx context.Context, businessID string) ([]store.Assignee, error) {
	if s.cfg.Hub == nil {
		return nil, nil
	}
	// A request reads presence within presenceTimeout: a hung Redis must not
	// hold a chat turn (the caller treats an error as "unknown").
	ctx, cancel := context.WithTimeout(ctx, presenceTimeout)
	defer cancel()
	return s.cfg.Hub.StaffOnline(ctx, businessID)
}

// presenceTimeout bounds a presence read made for a request.
const presenceTimeout = 150 * time.Millisecond

// teamAway tells the engine, when a visitor asks for a person, whether the
// team is away: outside the business's support hours (back at the next
// opening), or inside them with no staff member online on any instance
// (back unknown). When presence cannot be read the team counts as there:
// the handoff goes ahead and waits.
func (s *Server) teamAway(biz *store.Business) func(ctx context.Context) (time.Time, bool, error) {
	return func(ctx context.Context) (time.Time, bool, error) {
		now := s.now().In(biz.Location())
		if !biz.SupportHours.OpenAt(now) {
			back, _ := biz.SupportHours.NextOpen(now)
			return back, true, nil
		}
		staff, err := s.staffOnline(ctx, biz.ID)
		if err != nil {
			s.log.WarnContext(ctx, "presence unavailable; handing off anyway", "business_id", biz.ID, "err", err)
			return time.Time{}, false, nil
		}
		return time.Time{}, len(staff) == 0, nil
	}
}
