package rest

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/tourchat/tourchat/session"
	"github.com/tourchat/tourchat/store"
)

const (
	maxMessageChars = 4000
	maxMetadata     = 16 << 10
)

// chatRequest is the body of POST /v1/chat, as published.
type chatRequest struct {
	BusinessID string          `json:"business_id"`
	Message    *string         `json:"message"`
	SessionID  string          `json:"session_id"`
	Language   string          `json:"language"`
	Metadata   json.RawMessage `json:"metadata"`
}

// validate checks the request for principal p and returns the engine
// request, or the parameter error naming the field.
func (c *chatRequest) validate(p *Principal) (session.Request, error) {
	var out session.Request
	switch {
	case c.BusinessID == "":
		return out, paramError("business_id", "business_id is required")
	case c.BusinessID != p.Business.ID:
		return out, errForbidden("the credential does not cover business " + c.BusinessID)
	case c.Message == nil:
		return out, paramError("message", "message is required")
	case strings.TrimSpace(*c.Message) == "":
		return out, paramError("message", "message must not be empty")
	case runeLen(*c.Message) > maxMessageChars:
		return out, paramError("message", "message must be at most 4000 characters")
	case c.SessionID == "":
		return out, paramError("session_id", "session_id is required")
	case !validSessionID(c.SessionID):
		return out, paramError("session_id", "session_id must be 1..128 of [A-Za-z0-9._:-]")
	case c.Language != "" && !langRE.MatchString(strings.ToLower(c.Language)):
		return out, paramError("language", "language must be a two-letter ISO 639-1 code")
	case p.SessionID != "" && c.SessionID != p.SessionID:
		return out, errForbidden("this session token is for another session")
	}
	meta, err := jsonObject("metadata", c.Metadata, maxMetadata)
	if err != nil {
		return out, err
	}
	return session.Request{
		Business: p.Business, SessionID: c.SessionID, Message: *c.Message,
		Language: strings.ToLower(c.Language), Metadata: meta,
	}, nil
}

// postChat answers POST /v1/chat.
func (s *Server) postChat(w http.ResponseWriter, r *http.Request) {
	var req chatRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	reply, err := s.runChat(r.Context(), principalFrom(r.Context()), &req)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, reply)
}

// runChat is the one chat path shared by POST /v1/chat and the WebSocket.
func (s *Server) runChat(ctx context.Context, p *Principal, req *chatRequest) (*session.Reply, error) {
	sreq, err := req.validate(p)
	if err != nil {
		return nil, err
	}
	sreq.TeamAway = s.teamAway(p.Business)
	reply, err := s.answer(ctx, sreq)
	// The turn's events are in the outbox even when the reply failed late.
	s.cfg.Changed()
	if err != nil {
		return nil, err
	}
	return reply, nil
}

// heldAttempts bounds the rounds between holding a message and a turn the
// store refused because a person took the conversation in between.
const heldAttempts = 3

// answer lets the assistant answer unless a person handles the
// conversation (waiting or human): then the store keeps the visitor's
// message for staff and the answer is empty, handled_by "human". The store
// decides on its locked row; a turn computed while staff took over is
// refused by SaveTurn (store.ErrPersonHandling) and held on the next round.
func (s *Server) answer(ctx context.Context, req session.Request) (*session.Reply, error) {
	for range heldAttempts {
		m, held, err := s.store.HoldVisitorMessage(ctx, req.Business.ID, req.SessionID, store.Message{
			Role: store.RoleVisitor, Text: req.Message, Language: req.Language, Metadata: req.Metadata,
		})
		if err != nil {
			return nil, err
		}
		if held {
			return &session.Reply{
				ID: m.ID, Message: "", BookingOptions: []session.BookingOption{}, Media: []session.Media{},
				SuggestedActions: []string{}, SessionID: req.SessionID, Language: m.Language,
				CreatedAt: m.CreatedAt, HandledBy: session.HandledByHuman,
			}, nil
		}
		reply, err := s.chat.Chat(ctx, req)
		if !errors.Is(err, store.ErrPersonHandling) {
			return reply, err
		}
	}
	return nil, store.ErrPersonHandling
}
