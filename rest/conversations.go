package rest

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/tourchat/tourchat/store"
)

// listConversations answers GET /v1/conversations, most recent first.
func (s *Server) listConversations(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	q, err := queryParams(r, "since", "limit", "cursor", "status")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var f store.ConversationFilter
	if st := q.Get("status"); st != "" {
		if !store.ValidStatus(st) {
			s.writeError(w, r, paramError("status", "status must be bot, waiting, human or closed"))
			return
		}
		f.Status = st
	}
	since, ok, err := qDate(q, "since", biz.Location())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if ok {
		f.Since = since
	}
	if f.Page, err = qPage(q); err != nil {
		s.writeError(w, r, err)
		return
	}
	convs, more, err := s.store.ListConversations(r.Context(), biz.ID, f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, newList(convs, more, func(c store.Conversation) string { return c.ID }))
}

// getConversation answers GET /v1/conversations/{id}.
func (s *Server) getConversation(w http.ResponseWriter, r *http.Request) {
	if _, err := queryParams(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	c, err := s.store.Conversation(r.Context(), principalFrom(r.Context()).Business.ID, chi.URLParam(r, "id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, c)
}

// listMessages answers GET /v1/conversations/{id}/messages, oldest first.
func (s *Server) listMessages(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	page, err := pageOnly(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	// Messages answers ErrNotFound for a conversation of another business.
	msgs, more, err := s.store.Messages(r.Context(), biz.ID, chi.URLParam(r, "id"), page)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, newList(msgs, more, func(m store.Message) string { return m.ID }))
}
