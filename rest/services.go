package rest

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/tourchat/tourchat/store"
)

type imageView struct {
	URL string `json:"url"`
	Alt string `json:"alt"`
}

// serviceView is a service with its texts in one language.
type serviceView struct {
	ID              string         `json:"id"`
	Object          string         `json:"object"`
	Name            string         `json:"name"`
	Description     string         `json:"description"`
	Duration        string         `json:"duration"`
	DurationMinutes int            `json:"duration_minutes"`
	Price           float64        `json:"price"`
	Currency        string         `json:"currency"`
	Capacity        int            `json:"capacity"`
	Images          []imageView    `json:"images"`
	Schedule        store.Schedule `json:"schedule"`
	Languages       []string       `json:"languages"`
	Language        string         `json:"language"`
	CreatedAt       time.Time      `json:"created_at"`
	serviceFactsView
	serviceExtras
}

func viewService(svc *store.Service, biz *store.Business, lang string) serviceView {
	v := serviceView{
		ID: svc.ID, Object: "service", Name: svc.Name.In(lang, biz.DefaultLanguage),
		Description: svc.Description.In(lang, biz.DefaultLanguage),
		Duration:    store.DisplayDuration(svc.DurationMinutes), DurationMinutes: svc.DurationMinutes,
		Price: svc.Price, Currency: biz.Currency, Capacity: svc.Capacity, Schedule: svc.Schedule,
		Languages: svc.Languages, Language: lang, CreatedAt: svc.CreatedAt, Images: []imageView{},
	}
	v.serviceFactsView = viewServiceFacts(svc, biz, lang)
	if v.Schedule == nil {
		v.Schedule = store.Schedule{}
	}
	if v.Languages == nil {
		v.Languages = []string{}
	}
	for _, im := range svc.Images {
		v.Images = append(v.Images, imageView{URL: im.URL, Alt: im.Alt.In(lang, biz.DefaultLanguage)})
	}
	v.serviceExtras = extrasOf(svc, biz, lang)
	return v
}

// textLanguage reads the request's optional language parameter, the only
// one the service endpoints take (default the business's language).
func textLanguage(r *http.Request, biz *store.Business) (string, error) {
	q, err := queryParams(r, "language", "include_archived")
	if err != nil {
		return "", err
	}
	return languageParam(q, biz)
}

// languageParam reads language from a checked query (default the
// business's language; one it does not offer falls back to that default).
func languageParam(q url.Values, biz *store.Business) (string, error) {
	lang := strings.ToLower(q.Get("language"))
	if lang == "" {
		return biz.DefaultLanguage, nil
	}
	if !langRE.MatchString(lang) {
		return "", paramError("language", "language must be a two-letter ISO 639-1 code")
	}
	if !slices.Contains(biz.Languages, lang) && lang != biz.DefaultLanguage {
		return biz.DefaultLanguage, nil
	}
	return lang, nil
}

// listServices answers GET /v1/services: the catalog in id order, a page
// of limit (default 20) after cursor (the last id of the previous page).
// The catalog is at most store.MaxServices, so it is read whole and paged
// here; a cursor naming an id that is gone still pages on from its place.
func (s *Server) listServices(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	q, err := queryParams(r, "language", "include_archived", "limit", "cursor")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	lang, err := languageParam(q, biz)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	withArchived, err := includeArchived(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	page, err := qPage(q)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	svcs, err := s.store.Services(r.Context(), biz.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	views := make([]serviceView, 0, min(len(svcs), page.Limit))
	more := false
	for i := range svcs {
		if (svcs[i].Archived() && !withArchived) || (page.Cursor != "" && svcs[i].ID <= page.Cursor) {
			continue
		}
		if len(views) == page.Limit {
			more = true
			break
		}
		views = append(views, viewService(&svcs[i], biz, lang))
	}
	writeJSON(w, http.StatusOK, newList(views, more, func(v serviceView) string { return v.ID }))
}

// getService answers GET /v1/services/{id}.
func (s *Server) getService(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	lang, err := textLanguage(r, biz)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	svc, err := s.store.Service(r.Context(), biz.ID, chi.URLParam(r, "id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, viewService(svc, biz, lang))
}
