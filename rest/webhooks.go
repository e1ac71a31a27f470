package rest

import (
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/go-chi/chi/v5"

	"github.com/tourchat/tourchat/store"
)

type webhookRequest struct {
	URL         *string   `json:"url"`
	Events      *[]string `json:"events"`
	Description *string   `json:"description"`
	Enabled     *bool     `json:"enabled"`
}

// validate checks the fields present; create requires url and events.
func (s *Server) validateWebhook(r *http.Request, req *webhookRequest, create bool) error {
	if create && req.URL == nil {
		return paramError("url", "url is required")
	}
	if req.URL != nil {
		u, err := url.Parse(*req.URL)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil || len(*req.URL) > 2048 {
			return paramError("url", "url must be an absolute https URL")
		}
		if s.cfg.ValidateWebhookURL != nil {
			if err := s.cfg.ValidateWebhookURL(r.Context(), *req.URL); err != nil {
				if pe, ok := store.AsParam(err); ok {
					return paramError("url", "url "+pe.Message)
				}
				return paramError("url", "url is not allowed")
			}
		} else if u.Scheme != "https" {
			return paramError("url", "url must use https")
		}
	}
	if create && req.Events == nil {
		return paramError("events", "events is required: a list of event types, or [\"*\"]")
	}
	if req.Events != nil {
		if len(*req.Events) == 0 {
			return paramError("events", "events must list at least one event type, or \"*\"")
		}
		for _, e := range *req.Events {
			if e != "*" && !slices.Contains(store.EventTypes, e) {
				return paramError("events", "unknown event type "+e)
			}
		}
	}
	if req.Description != nil && runeLen(*req.Description) > 500 {
		return paramError("description", "description must be at most 500 characters")
	}
	return nil
}

// createWebhook answers POST /v1/webhooks; the secret is shown only here.
func (s *Server) createWebhook(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	var req webhookRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.validateWebhook(r, &req, true); err != nil {
		s.writeError(w, r, err)
		return
	}
	wh := &store.Webhook{
		ID: store.NewID(store.PrefixWebhook), Object: "webhook", BusinessID: biz.ID, URL: *req.URL,
		Events: dedupe(*req.Events), Enabled: true, Secret: s.cfg.NewWebhookSecret(),
	}
	if req.Description != nil {
		wh.Description = strings.TrimSpace(*req.Description)
	}
	if req.Enabled != nil {
		wh.Enabled = *req.Enabled
	}
	if err := s.store.CreateWebhook(r.Context(), wh); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, wh)
}

func dedupe(in []string) []string {
	out := make([]string, 0, len(in))
	for _, e := range in {
		if !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	if slices.Contains(out, "*") {
		return []string{"*"}
	}
	return out
}

func hideSecret(w store.Webhook) store.Webhook {
	w.Secret = ""
	return w
}

// listWebhooks answers GET /v1/webhooks.
func (s *Server) listWebhooks(w http.ResponseWriter, r *http.Request) {
	page, err := pageOnly(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	whs, more, err := s.store.ListWebhooks(r.Context(), principalFrom(r.Context()).Business.ID, page)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for i := range whs {
		whs[i] = hideSecret(whs[i])
	}
	writeJSON(w, http.StatusOK, newList(whs, more, func(w store.Webhook) string { return w.ID }))
}

// getWebhook answers GET /v1/webhooks/{id} (without the secret).
func (s *Server) getWebhook(w http.ResponseWriter, r *http.Request) {
	if _, err := queryParams(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	wh, err := s.store.Webhook(r.Context(), principalFrom(r.Context()).Business.ID, chi.URLParam(r, "id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, hideSecret(*wh))
}

// patchWebhook answers PATCH /v1/webhooks/{id}.
func (s *Server) patchWebhook(w http.ResponseWriter, r *http.Request) {
	var req webhookRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.validateWebhook(r, &req, false); err != nil {
		s.writeError(w, r, err)
		return
	}
	p := store.WebhookPatch{URL: req.URL, Description: req.Description, Enabled: req.Enabled}
	if req.Events != nil {
		ev := dedupe(*req.Events)
		p.Events = &ev
	}
	wh, err := s.store.UpdateWebhook(r.Context(), principalFrom(r.Context()).Business.ID, chi.URLParam(r, "id"), p)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, hideSecret(*wh))
}

// deleteWebhook answers DELETE /v1/webhooks/{id}.
func (s *Server) deleteWebhook(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	if err := s.store.DeleteWebhook(r.Context(), principalFrom(r.Context()).Business.ID, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "object": "webhook", "deleted": true})
}

// testWebhook answers POST /v1/webhooks/{id}/test with the queued delivery.
func (s *Server) testWebhook(w http.ResponseWriter, r *http.Request) {
	if _, err := readBody(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	d, err := s.store.SendTestEvent(r.Context(), principalFrom(r.Context()).Business.ID, chi.URLParam(r, "id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.cfg.Changed()
	writeJSON(w, http.StatusCreated, d)
}

// listDeliveries answers GET /v1/webhooks/{id}/deliveries, newest first.
func (s *Server) listDeliveries(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	page, err := pageOnly(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	// Deliveries answers ErrNotFound for a webhook of another business.
	ds, more, err := s.store.Deliveries(r.Context(), biz.ID, chi.URLParam(r, "id"), page)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, newList(ds, more, func(d store.Delivery) string { return d.ID }))
}

// retryDelivery answers POST /v1/webhooks/{id}/deliveries/{did}/retry.
func (s *Server) retryDelivery(w http.ResponseWriter, r *http.Request) {
	if _, err := readBody(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	d, err := s.store.RetryDelivery(r.Context(), principalFrom(r.Context()).Business.ID, chi.URLParam(r, "id"), chi.URLParam(r, "did"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.cfg.Changed()
	writeJSON(w, http.StatusOK, d)
}

// listEvents answers GET /v1/events: the event log, newest first.
func (s *Server) listEvents(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	q, err := queryParams(r, "type", "since", "limit", "cursor")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	f := store.EventFilter{Type: q.Get("type")}
	if q.Has("type") && !slices.Contains(store.EventTypes, f.Type) && f.Type != store.EventWebhookTest {
		s.writeError(w, r, paramError("type", "unknown event type"))
		return
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
	evs, more, err := s.store.ListEvents(r.Context(), biz.ID, f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, newList(evs, more, func(e store.Event) string { return e.ID }))
}
