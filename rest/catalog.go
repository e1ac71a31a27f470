package rest

import (
	"errors"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/tourchat/tourchat/store"
)

// ticketTypeView is a ticket type with its name in one language, as options
// and availability show it.
type ticketTypeView struct {
	ID           string  `json:"id"`
	Name         string  `json:"name"`
	Price        float64 `json:"price"`
	MinAge       *int    `json:"min_age,omitempty"`
	MaxAge       *int    `json:"max_age,omitempty"`
	UsesCapacity bool    `json:"uses_capacity"`
}

func viewTicketTypes(svc *store.Service, lang, fallback string) []ticketTypeView {
	tt := svc.Tickets()
	out := make([]ticketTypeView, 0, len(tt))
	for i := range tt {
		t := &tt[i]
		name := t.Name.In(lang, fallback)
		if name == "" {
			name = t.ID
		}
		out = append(out, ticketTypeView{ID: t.ID, Name: name, Price: t.Price, MinAge: t.MinAge, MaxAge: t.MaxAge, UsesCapacity: t.TakesPlace()})
	}
	return out
}

// catalogRoutes adds the catalog writes and slot changes.
func (s *Server) catalogRoutes(r chi.Router, scope func(string) func(http.Handler) http.Handler, post func(string) chi.Router) {
	post(store.ScopeCatalogWrite).Post("/services", s.createService)
	r.With(scope(store.ScopeCatalogWrite)).Patch("/services/{id}", s.patchService)
	r.With(scope(store.ScopeCatalogWrite)).Delete("/services/{id}", s.archiveService)
	post(store.ScopeCatalogWrite).Post("/services/{id}/closures", s.createClosure)
	r.With(scope(store.ScopeCatalogWrite)).Delete("/services/{id}/closures/{closure_id}", s.deleteClosure)
	r.With(scope(store.ScopeCatalogWrite)).Patch("/slots/{slot_id}", s.patchSlot)
}

// serviceWrite is the body of POST and PATCH /v1/services: the import
// file's fields. Absent fields stay as they are on PATCH; a per-language
// object given replaces the stored one whole.
type serviceWrite struct {
	ID              *string             `json:"id"`
	Name            store.Text          `json:"name"`
	Description     store.Text          `json:"description"`
	Keywords        store.Text          `json:"keywords"`
	DurationMinutes *int                `json:"duration_minutes"`
	Price           *float64            `json:"price"`
	Capacity        *int                `json:"capacity"`
	Images          *[]store.Image      `json:"images"`
	Schedule        store.Schedule      `json:"schedule"`
	Languages       *[]string           `json:"languages"`
	ClosedDates     *[]string           `json:"closed_dates"`
	Category        *string             `json:"category"`
	TicketTypes     *[]store.TicketType `json:"ticket_types"`
	CancelBookings  bool                `json:"cancel_bookings"`
	// The knowledge facts; each one given replaces the stored one.
	MeetingPoint       *store.MeetingPoint  `json:"meeting_point"`
	Included           *[]store.Text        `json:"included"`
	WhatToBring        *[]store.Text        `json:"what_to_bring"`
	Accessibility      *store.Accessibility `json:"accessibility"`
	MinAge             *int                 `json:"min_age"`
	AgeNotes           store.Text           `json:"age_notes"`
	CancellationPolicy store.Text           `json:"cancellation_policy"`
	GuideLanguages     *[]string            `json:"guide_languages"`
}

// apply copies the given fields onto svc (inside the store's transaction).
func (w *serviceWrite) apply(svc *store.Service) {
	if w.Name != nil {
		svc.Name = w.Name
	}
	if w.Description != nil {
		svc.Description = w.Description
	}
	if w.Keywords != nil {
		svc.Keywords = w.Keywords
	}
	if w.DurationMinutes != nil {
		svc.DurationMinutes = *w.DurationMinutes
	}
	if w.Price != nil {
		svc.Price = *w.Price
		// A plain price with no ticket types given moves the adult ticket too.
		if w.TicketTypes == nil {
			for i := range svc.TicketTypes {
				if svc.TicketTypes[i].ID == store.TicketAdult {
					svc.TicketTypes[i].Price = *w.Price
				}
			}
		}
	}
	if w.Capacity != nil {
		svc.Capacity = *w.Capacity
	}
	if w.Images != nil {
		svc.Images = *w.Images
	}
	if w.Schedule != nil {
		svc.Schedule = w.Schedule
	}
	if w.Languages != nil {
		svc.Languages = *w.Languages
	}
	if w.ClosedDates != nil {
		svc.ClosedDates = *w.ClosedDates
	}
	if w.Category != nil {
		svc.Category = *w.Category
	}
	if w.TicketTypes != nil {
		svc.TicketTypes = *w.TicketTypes
	}
	w.applyFacts(svc)
}

// applyFacts copies the knowledge facts given.
func (w *serviceWrite) applyFacts(svc *store.Service) {
	if w.MeetingPoint != nil {
		svc.MeetingPoint = w.MeetingPoint
	}
	if w.Included != nil {
		svc.Included = *w.Included
	}
	if w.WhatToBring != nil {
		svc.WhatToBring = *w.WhatToBring
	}
	if w.Accessibility != nil {
		svc.Accessibility = w.Accessibility
	}
	if w.MinAge != nil {
		svc.MinAge = w.MinAge
	}
	if w.AgeNotes != nil {
		svc.AgeNotes = w.AgeNotes
	}
	if w.CancellationPolicy != nil {
		svc.CancellationPolicy = w.CancellationPolicy
	}
	if w.GuideLanguages != nil {
		svc.GuideLanguages = *w.GuideLanguages
	}
}

var serviceIDRE = regexp.MustCompile(`^svc_[a-z0-9_]{1,60}$`)

// slugID makes a readable service id from a name ("Sunset Sail" ->
// svc_sunset_sail), with a time-sortable suffix when the name gives nothing.
func slugID(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if b.Len() >= 40 {
			break
		}
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "_"):
			b.WriteByte('_')
		}

	}
	slug := strings.Trim(b.String(), "_")
	if slug == "" {
		return store.NewID(store.PrefixService)
	}
	return store.PrefixService + slug
}

func (s *Server) changeService(w http.ResponseWriter, r *http.Request, c store.ServiceChange, status int) {
	p := principalFrom(r.Context())
	c.BusinessID, c.Location = p.Business.ID, p.Business.Location()
	res, err := s.store.ChangeService(r.Context(), c)
	if errors.Is(err, store.ErrConflict) {
		err = paramError("id", "a service with this id exists")
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if len(res.Cancelled) > 0 {
		s.cfg.Changed()
	}
	v := viewService(res.Service, p.Business, p.Business.DefaultLanguage)
	v.CancelledBookings = len(res.Cancelled)
	writeJSON(w, status, v)
}

// createService answers POST /v1/services.
func (s *Server) createService(w http.ResponseWriter, r *http.Request) {
	var req serviceWrite
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if req.Name.In("en", "") == "" {
		s.writeError(w, r, paramError("name", "name is required (an object of texts by language)"))
		return
	}
	id := slugID(req.Name.In("en", ""))
	if req.ID != nil {
		if !serviceIDRE.MatchString(*req.ID) {
			s.writeError(w, r, paramError("id", "id must be svc_ followed by lowercase letters, digits or _"))
			return
		}
		id = *req.ID
	} else if _, err := s.store.Service(r.Context(), principalFrom(r.Context()).Business.ID, id); err == nil {
		// A readable id is taken: keep it readable but unique.
		id = id + "_" + store.NewID("")[20:]
	}
	s.changeService(w, r, store.ServiceChange{ServiceID: id, Create: true, Apply: func(svc *store.Service) error {
		req.apply(svc)
		return nil
	}}, http.StatusCreated)
}

// patchService answers PATCH /v1/services/{id}.
func (s *Server) patchService(w http.ResponseWriter, r *http.Request) {
	var req serviceWrite
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if req.ID != nil {
		s.writeError(w, r, paramError("id", "a service's id cannot change"))
		return
	}
	s.changeService(w, r, store.ServiceChange{ServiceID: chi.URLParam(r, "id"), CancelBookings: req.CancelBookings,
		Apply: func(svc *store.Service) error {
			req.apply(svc)
			return nil
		}}, http.StatusOK)
}

// archiveService answers DELETE /v1/services/{id}: the service is archived,
// its bookings stay.
func (s *Server) archiveService(w http.ResponseWriter, r *http.Request) {
	s.changeService(w, r, store.ServiceChange{ServiceID: chi.URLParam(r, "id"), Apply: func(svc *store.Service) error {
		svc.Status = store.ServiceArchived
		return nil
	}}, http.StatusOK)
}

type closureRequest struct {
	Date           string `json:"date"`
	Time           string `json:"time"`
	Reason         string `json:"reason"`
	CancelBookings bool   `json:"cancel_bookings"`
}

type closureView struct {
	store.Closure
	CancelledBookings int `json:"cancelled_bookings"`
}

// createClosure answers POST /v1/services/{id}/closures.
func (s *Server) createClosure(w http.ResponseWriter, r *http.Request) {
	var req closureRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	switch {
	case req.Date == "":
		s.writeError(w, r, paramError("date", "date is required"))
		return
	case runeLen(req.Reason) > 500:
		s.writeError(w, r, paramError("reason", "reason must be at most 500 characters"))
		return
	}
	p := principalFrom(r.Context())
	now := s.now()
	cl := store.Closure{ID: store.NewIDAt(store.PrefixClosure, now), Object: "closure", ServiceID: chi.URLParam(r, "id"),
		Date: req.Date, Time: req.Time, Reason: strings.TrimSpace(req.Reason), CreatedAt: now.UTC()}
	if _, err := time.ParseInLocation(store.DateLayout, req.Date, p.Business.Location()); err != nil {
		s.writeError(w, r, paramError("date", "date must be a date in YYYY-MM-DD format"))
		return
	}
	if req.Date < today(now, p.Business.Location()).Format(store.DateLayout) {
		s.writeError(w, r, paramError("date", "date is in the past"))
		return
	}
	res, err := s.store.ChangeService(r.Context(), store.ServiceChange{
		BusinessID: p.Business.ID, ServiceID: cl.ServiceID, Location: p.Business.Location(), CancelBookings: req.CancelBookings,
		Apply: func(svc *store.Service) error {
			svc.Closures = append(svc.Closures, cl)
			return nil
		},
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if len(res.Cancelled) > 0 {
		s.cfg.Changed()
	}
	writeJSON(w, http.StatusCreated, closureView{Closure: cl, CancelledBookings: len(res.Cancelled)})
}

// deleteClosure answers DELETE /v1/services/{id}/closures/{closure_id}.
func (s *Server) deleteClosure(w http.ResponseWriter, r *http.Request) {
	p := principalFrom(r.Context())
	id := chi.URLParam(r, "closure_id")
	_, err := s.store.ChangeService(r.Context(), store.ServiceChange{
		BusinessID: p.Business.ID, ServiceID: chi.URLParam(r, "id"), Location: p.Business.Location(),
		Apply: func(svc *store.Service) error {
			for i, c := range svc.Closures {
				if c.ID == id {
					svc.Closures = append(svc.Closures[:i], svc.Closures[i+1:]...)
					return nil
				}
			}
			return store.ErrNotFound
		},
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "object": "closure", "deleted": true})
}

type slotPatch struct {
	Capacity       *int `json:"capacity"`
	CancelBookings bool `json:"cancel_bookings"`
}

// patchSlot answers PATCH /v1/slots/{slot_id}: one slot's capacity.
func (s *Server) patchSlot(w http.ResponseWriter, r *http.Request) {
	var req slotPatch
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if req.Capacity == nil {
		s.writeError(w, r, paramError("capacity", "capacity is required"))
		return
	}
	if *req.Capacity < 0 || *req.Capacity > 10000 {
		s.writeError(w, r, paramError("capacity", "capacity must be an integer from 0 to 10000"))
		return
	}
	p := principalFrom(r.Context())
	loc := p.Business.Location()
	slotID := chi.URLParam(r, "slot_id")
	serviceID, start, err := store.ParseSlotID(slotID, loc)
	if err != nil {
		s.writeError(w, r, errNotFound)
		return
	}
	res, err := s.store.ChangeService(r.Context(), store.ServiceChange{
		BusinessID: p.Business.ID, ServiceID: serviceID, Location: loc, CancelBookings: req.CancelBookings,
		Apply: func(svc *store.Service) error {
			if _, err := svc.SlotAt(start, loc); err != nil {
				return err
			}
			if svc.SlotCapacities == nil {
				svc.SlotCapacities = map[string]int{}
			}
			svc.SlotCapacities[slotID] = *req.Capacity
			return nil
		},
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if len(res.Cancelled) > 0 {
		s.cfg.Changed()
	}
	offer, err := store.ResolveSlot(r.Context(), s.store, p.Business, slotID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	now := s.now()
	lang := p.Business.DefaultLanguage
	o := offer
	writeJSON(w, http.StatusOK, map[string]any{
		"object": "slot", "slot_id": o.ID, "service_id": o.ServiceID, "name": o.Service.Name.In(lang, "en"),
		"date": o.Date, "time": store.DisplayTime(o.Start), "start": o.Start, "end": o.End,
		"capacity": o.Capacity, "availability": o.Available(), "status": o.Status(now), "bookable": o.Bookable(now, 1),
		"cancelled_bookings": len(res.Cancelled),
	})
}

// serviceExtras are the second wave's service fields: status, ticket types,
// closures, and every language's texts for editors.
type serviceExtras struct {
	Status      string           `json:"status"`
	TicketTypes []ticketTypeView `json:"ticket_types"`
	Category    string           `json:"category"`
	ClosedDates []string         `json:"closed_dates"`
	Closures    []store.Closure  `json:"closures"`
	// SlotCapacities are single slots whose capacity differs, by slot id.
	SlotCapacities map[string]int `json:"slot_capacities"`
	Texts          serviceTexts   `json:"texts"`
	// CancelledBookings counts the bookings a write cancelled (writes only).
	CancelledBookings int `json:"cancelled_bookings,omitempty"`
}

// serviceTexts carries every language's texts, the shape writes take.
type serviceTexts struct {
	Name        store.Text            `json:"name"`
	Description store.Text            `json:"description"`
	Keywords    store.Text            `json:"keywords"`
	ImageAlts   []store.Text          `json:"image_alts"`
	TicketNames map[string]store.Text `json:"ticket_names"`
}

func extrasOf(svc *store.Service, biz *store.Business, lang string) serviceExtras {
	x := serviceExtras{
		Status: store.ServiceActive, TicketTypes: viewTicketTypes(svc, lang, biz.DefaultLanguage),
		Category: svc.Category, ClosedDates: svc.ClosedDates, Closures: svc.Closures, SlotCapacities: svc.SlotCapacities,
		Texts: serviceTexts{Name: svc.Name, Description: svc.Description, Keywords: svc.Keywords,
			ImageAlts: []store.Text{}, TicketNames: map[string]store.Text{}},
	}
	if svc.Archived() {
		x.Status = store.ServiceArchived
	}
	if x.ClosedDates == nil {
		x.ClosedDates = []string{}
	}
	if x.Closures == nil {
		x.Closures = []store.Closure{}
	}
	for i := range x.Closures {
		x.Closures[i].Object = "closure"
	}
	if x.SlotCapacities == nil {
		x.SlotCapacities = map[string]int{}
	}
	for _, t := range [...]*store.Text{&x.Texts.Name, &x.Texts.Description, &x.Texts.Keywords} {
		if *t == nil {
			*t = store.Text{}
		}
	}
	for _, im := range svc.Images {
		alt := im.Alt
		if alt == nil {
			alt = store.Text{}
		}
		x.Texts.ImageAlts = append(x.Texts.ImageAlts, alt)
	}
	for _, t := range svc.TicketTypes {
		if t.Name != nil {
			x.Texts.TicketNames[t.ID] = t.Name
		}
	}
	return x
}

// includeArchived reads GET /v1/services' include_archived (true|false).
func includeArchived(r *http.Request) (bool, error) {
	switch v := r.URL.Query().Get("include_archived"); v {
	case "", "false":
		return false, nil
	case "true":
		return true, nil
	default:
		return false, paramError("include_archived", "include_archived must be true or false")
	}
}
