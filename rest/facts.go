package rest

import "github.com/tourchat/tourchat/store"

// serviceFactsView is a service's facts with their texts in one language,
// as the service answers carry them (absent facts are left out). The
// cancellation policy falls back to the business's.
type serviceFactsView struct {
	MeetingPoint       *meetingPointView  `json:"meeting_point,omitempty"`
	Included           []string           `json:"included,omitempty"`
	WhatToBring        []string           `json:"what_to_bring,omitempty"`
	Accessibility      *accessibilityView `json:"accessibility,omitempty"`
	MinAge             *int               `json:"min_age,omitempty"`
	AgeNotes           string             `json:"age_notes,omitempty"`
	CancellationPolicy string             `json:"cancellation_policy,omitempty"`
	GuideLanguages     []string           `json:"guide_languages,omitempty"`
}

type meetingPointView struct {
	Text   string   `json:"text"`
	Lat    *float64 `json:"lat,omitempty"`
	Lng    *float64 `json:"lng,omitempty"`
	MapURL string   `json:"map_url,omitempty"`
}

type accessibilityView struct {
	Wheelchair string `json:"wheelchair"`
	Text       string `json:"text,omitempty"`
}

func viewServiceFacts(svc *store.Service, biz *store.Business, lang string) serviceFactsView {
	in := func(t store.Text) string { return t.In(lang, biz.DefaultLanguage) }
	list := func(ts []store.Text) []string {
		var out []string
		for _, t := range ts {
			if s := in(t); s != "" {
				out = append(out, s)
			}
		}
		return out
	}
	v := serviceFactsView{
		Included: list(svc.Included), WhatToBring: list(svc.WhatToBring), MinAge: svc.MinAge,
		AgeNotes: in(svc.AgeNotes), CancellationPolicy: in(svc.CancellationPolicy), GuideLanguages: svc.GuideLanguages,
	}
	if v.CancellationPolicy == "" {
		v.CancellationPolicy = in(biz.CancellationPolicy)
	}
	if mp := svc.MeetingPoint; mp != nil {
		v.MeetingPoint = &meetingPointView{Text: in(mp.Text), Lat: mp.Lat, Lng: mp.Lng, MapURL: mp.MapURL}
	}
	if a := svc.Accessibility; a != nil {
		v.Accessibility = &accessibilityView{Wheelchair: a.Wheelchair, Text: in(a.Text)}
	}
	return v
}
