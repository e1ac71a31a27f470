package rest

import (
	"net/http"
	"slices"

	"github.com/go-chi/chi/v5"

	"github.com/tourchat/tourchat/store"
)

// listLeads answers GET /v1/leads, newest first.
func (s *Server) listLeads(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	q, err := queryParams(r, "status", "since", "until", "limit", "cursor")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	f := store.LeadFilter{Status: q.Get("status")}
	if q.Has("status") && !slices.Contains(store.LeadStatuses, f.Status) {
		s.writeError(w, r, paramError("status", "status must be one of new, contacted, converted, lost"))
		return
	}
	loc := biz.Location()
	since, ok, err := qDate(q, "since", loc)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if ok {
		f.Since = since
	}
	until, ok, err := qDate(q, "until", loc)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if ok {
		f.Until = until.AddDate(0, 0, 1) // until is an inclusive date
		if !f.Since.IsZero() && f.Until.Before(f.Since) {
			s.writeError(w, r, paramError("since", "since must not be after until"))
			return
		}
	}
	if f.Page, err = qPage(q); err != nil {
		s.writeError(w, r, err)
		return
	}
	leads, more, err := s.store.ListLeads(r.Context(), biz.ID, f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, newList(leads, more, func(l store.Lead) string { return l.ID }))
}

// getLead answers GET /v1/leads/{id}.
func (s *Server) getLead(w http.ResponseWriter, r *http.Request) {
	if _, err := queryParams(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	l, err := s.store.Lead(r.Context(), principalFrom(r.Context()).Business.ID, chi.URLParam(r, "id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, l)
}

type leadPatch struct {
	Status *string `json:"status"`
}

// patchLead answers PATCH /v1/leads/{id}: it moves the lead's status along
// new -> contacted -> converted | lost.
func (s *Server) patchLead(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	var req leadPatch
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if req.Status == nil {
		s.writeError(w, r, paramError("status", "status is required"))
		return
	}
	if !slices.Contains(store.LeadStatuses, *req.Status) {
		s.writeError(w, r, paramError("status", "status must be one of new, contacted, converted, lost"))
		return
	}
	// The store checks the transition inside the lead's lock.
	l, err := s.store.SetLeadStatus(r.Context(), biz.ID, chi.URLParam(r, "id"), *req.Status)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.cfg.Changed()
	writeJSON(w, http.StatusOK, l)
}
