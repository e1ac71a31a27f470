package rest

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/store"
)

// websocket answers GET /v1/ws. Servers authenticate with a secret key in
// the Authorization header, browsers with ?token=<JWT>. Failures answer the
// contract's JSON error to plain HTTP clients and, to WebSocket clients
// (browsers cannot read a refused handshake), an accepted connection closed
// with 4001 or 4003.
func (s *Server) websocket(w http.ResponseWriter, r *http.Request) {
	if s.cfg.Hub == nil {
		s.writeError(w, r, errNotFound)
		return
	}
	q, err := queryParams(r, "token")
	if err != nil {
		s.refuseWS(w, r, err)
		return
	}
	// Connection attempts count per IP before any credential work.
	if s.limiter != nil {
		res, err := s.limiter.Allow(r.Context(), "ws:"+clientIP(r), s.cfg.RateLimit, time.Minute)
		if err == nil && !res.Allowed {
			s.refuseWS(w, r, errorf(http.StatusTooManyRequests, "rate_limited", "too many connection attempts"))
			return
		}
	}
	cred, fromHeader := bearer(r)
	if tok := q.Get("token"); tok != "" {
		if fromHeader {
			s.refuseWS(w, r, paramError("token", "give the token or the Authorization header, not both"))
			return
		}
		cred = tok
	}
	if cred == "" {
		s.refuseWS(w, r, errUnauthorized)
		return
	}
	p, err := s.authenticate(r.Context(), cred)
	if err != nil {
		s.refuseWS(w, r, err)
		return
	}
	if !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
		w.Header().Set("Upgrade", "websocket")
		s.writeError(w, r, errorf(http.StatusUpgradeRequired, "upgrade_required", "GET /v1/ws is a WebSocket: send Upgrade: websocket"))
		return
	}
	if p.Kind == credSecretKey && !fromHeader {
		s.refuseWS(w, r, paramError("token", "secret keys go in the Authorization header, never in a URL"))
		return
	}
	if !s.originAllowed(r, p) {
		s.refuseWS(w, r, errForbidden("the Origin is not on the business's allow-list"))
		return
	}
	c := hub.Client{
		BusinessID: p.Business.ID,
		KeyID:      p.KeyID,
		SessionID:  p.SessionID,
		Staff:      p.Has(store.ScopeRealtimeStaff),
		AnySession: p.SessionID == "" && (p.Has(store.ScopeConversationsRead) || p.Has(store.ScopeRealtimeStaff)),
	}
	if c.Staff {
		c.Person = p.author()
	}
	if p.Token != nil && p.Token.ExpiresAt != nil {
		c.ExpiresAt = p.Token.ExpiresAt.Time
	}
	if p.Has(store.ScopeChatWrite) {
		c.Chat = s.wsChat(p)
	}
	// The connection outlives this request: it keeps the request id only,
	// not the router's and net/http's per-request state.
	values := context.WithValue(context.Background(), ctxRequestID, requestID(r.Context()))
	s.cfg.Hub.Accept(w, r, c, hub.AcceptOptions{InsecureSkipVerify: true, Values: values})
}

// originAllowed applies the business's allow-list to browsers. A request
// without Origin is a server, allowed only with a secret key; the server's
// own origin (the dashboard) is always allowed.
func (s *Server) originAllowed(r *http.Request, p *Principal) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return p.Kind == credSecretKey
	}
	if u, err := url.Parse(origin); err == nil && strings.EqualFold(u.Host, r.Host) {
		return true
	}
	return p.Business.AllowsOrigin(origin)
}

// refuseWS answers a refused WebSocket request: a close code for WebSocket
// clients, the JSON error otherwise.
func (s *Server) refuseWS(w http.ResponseWriter, r *http.Request, err error) {
	ae, _ := toAPIError(err)
	if !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
		s.writeError(w, r, err)
		return
	}
	code := hub.StatusUnauthorized
	if ae.Status != http.StatusUnauthorized {
		code = hub.StatusForbidden
	}
	s.logger(r).Debug("websocket refused", "code", ae.Code)
	hub.Reject(w, r, code, ae.Code)
}

// wsChat runs chat frames through the same path as POST /v1/chat.
func (s *Server) wsChat(p *Principal) hub.ChatFunc {
	return func(ctx context.Context, sessionID, message, language string, metadata json.RawMessage) (json.RawMessage, *hub.ErrorBody) {
		// A revoked key stops chatting at once, even before its connection
		// is closed (4001) by the revocation signal or the hub's sweep.
		if p.KeyID != "" {
			if _, err := s.keyByID(ctx, p.Business.ID, p.KeyID); err != nil {
				ae, _ := toAPIError(err)
				return nil, &hub.ErrorBody{Code: ae.Code, Message: ae.Message}
			}
		}
		msg := message
		req := &chatRequest{BusinessID: p.Business.ID, Message: &msg, SessionID: sessionID, Language: language, Metadata: metadata}
		if p.SessionID != "" && sessionID == "" {
			req.SessionID = p.SessionID
		}
		reply, err := s.runChat(ctx, p, req)
		if err != nil {
			ae, ok := toAPIError(err)
			if !ok {
				s.log.Error("websocket chat failed", "business_id", p.Business.ID, "err", err)
			}
			return nil, &hub.ErrorBody{Code: ae.Code, Message: ae.Message, Field: ae.Field}
		}
		raw, err := reply.JSON()
		if err != nil {
			return nil, &hub.ErrorBody{Code: errInternal.Code, Message: errInternal.Message}
		}
		return raw, nil
	}
}
