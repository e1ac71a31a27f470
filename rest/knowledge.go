package rest

import (
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"

	"github.com/tourchat/tourchat/store"
)

// knowledgeRequest is the body of POST and PATCH /v1/knowledge: every
// field optional on PATCH, where a per-language object given replaces the
// stored one whole.
type knowledgeRequest struct {
	Question  *store.Text `json:"question"`
	Answer    *store.Text `json:"answer"`
	ServiceID *string     `json:"service_id"` // "" detaches the entry from its service
	Tags      *[]string   `json:"tags"`
	Enabled   *bool       `json:"enabled"`
}

// decodeKnowledge decodes the body; a wrong type inside a per-language
// object ("question.en") is reported on the object's name.
func decodeKnowledge(r *http.Request) (*knowledgeRequest, error) {
	var req knowledgeRequest
	if err := decodeBody(r, &req); err != nil {
		if pe, ok := store.AsParam(err); ok {
			if top, _, nested := strings.Cut(pe.Field, "."); nested {
				return nil, paramError(top, top+" must be an object of texts per language")
			}
		}
		return nil, err
	}
	return &req, nil
}

// createKnowledge answers POST /v1/knowledge.
func (s *Server) createKnowledge(w http.ResponseWriter, r *http.Request) {
	req, err := decodeKnowledge(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	e := &store.KnowledgeEntry{BusinessID: principalFrom(r.Context()).Business.ID, Enabled: true}
	if req.Question != nil {
		e.Question = *req.Question
	}
	if req.Answer != nil {
		e.Answer = *req.Answer
	}
	if req.ServiceID != nil {
		e.ServiceID = *req.ServiceID
	}
	if req.Tags != nil {
		e.Tags = *req.Tags
	}
	if req.Enabled != nil {
		e.Enabled = *req.Enabled
	}
	if err := s.store.CreateKnowledgeEntry(r.Context(), e); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, e)
}

// listKnowledge answers GET /v1/knowledge, newest first.
func (s *Server) listKnowledge(w http.ResponseWriter, r *http.Request) {
	q, err := queryParams(r, "limit", "cursor", "service_id", "tag", "enabled")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	page, err := qPage(q)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	f := store.KnowledgeFilter{Page: page, ServiceID: q.Get("service_id"), Tag: strings.ToLower(strings.TrimSpace(q.Get("tag")))}
	switch v := q.Get("enabled"); {
	case v == "true" || v == "false":
		b := v == "true"
		f.Enabled = &b
	case q.Has("enabled"):
		s.writeError(w, r, paramError("enabled", "enabled must be true or false"))
		return
	}
	entries, more, err := s.store.ListKnowledgeEntries(r.Context(), principalFrom(r.Context()).Business.ID, f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, newList(entries, more, func(e store.KnowledgeEntry) string { return e.ID }))
}

// getKnowledge answers GET /v1/knowledge/{id}.
func (s *Server) getKnowledge(w http.ResponseWriter, r *http.Request) {
	if _, err := queryParams(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	e, err := s.store.KnowledgeEntry(r.Context(), principalFrom(r.Context()).Business.ID, chi.URLParam(r, "id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, e)
}

// patchKnowledge answers PATCH /v1/knowledge/{id}.
func (s *Server) patchKnowledge(w http.ResponseWriter, r *http.Request) {
	req, err := decodeKnowledge(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	p := store.KnowledgePatch{Question: req.Question, Answer: req.Answer, ServiceID: req.ServiceID, Tags: req.Tags, Enabled: req.Enabled}
	e, err := s.store.UpdateKnowledgeEntry(r.Context(), principalFrom(r.Context()).Business.ID, chi.URLParam(r, "id"), p)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, e)
}

// deleteKnowledge answers DELETE /v1/knowledge/{id}.
func (s *Server) deleteKnowledge(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	if err := s.store.DeleteKnowledgeEntry(r.Context(), principalFrom(r.Context()).Business.ID, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "object": "knowledge_entry", "deleted": true})
}
