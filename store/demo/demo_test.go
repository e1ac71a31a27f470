package demo

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

func TestServices(t *testing.T) {
	svcs, err := Services()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"svc_lisbon_walking": "/media/walking.svg", "svc_tagus_kayak": "/media/kayak.svg",
		"svc_sunset_sail": "/media/sailing.svg", "svc_food_wine": "/media/food.svg",
		"svc_sintra_day": "/media/sintra.svg", "svc_surf_lesson": "/media/surf.svg",
		"svc_fado_night": "/media/fado.svg", "svc_tuktuk": "/media/tuktuk.svg",
	}
	if len(svcs) != len(want) {
		t.Fatalf("got %d services, want %d", len(svcs), len(want))
	}
	biz := Business()
	for _, s := range svcs {
		img, ok := want[s.ID]
		if !ok || len(s.Images) == 0 || s.Images[0].URL != img {
			t.Errorf("%s: unexpected id or image %v", s.ID, s.Images)
		}
		if s.Capacity < 8 || s.Capacity > 30 {
			t.Errorf("%s: capacity %d", s.ID, s.Capacity)
		}
		for _, l := range biz.Languages {
			for field, txt := range map[string]store.Text{"name": s.Name, "description": s.Description, "keywords": s.Keywords, "alt": s.Images[0].Alt} {
				if strings.TrimSpace(txt[l]) == "" {
					t.Errorf("%s: %s missing in %s", s.ID, field, l)
				}
			}
		}
	}
	// At least three services run on every day of the week.
	loc := biz.Location()
	for d := 0; d < 7; d++ {
		day := time.Date(2026, 11, 23+d, 0, 0, 0, 0, loc)
		running := 0
		for _, s := range svcs {
			if len(s.SlotsOn(day, loc)) > 0 {
				running++
			}
		}
		if running < 3 {
			t.Errorf("%s: only %d services run", day.Weekday(), running)
		}
	}
}

func TestBusinessIsACopy(t *testing.T) {
	a := Business()
	a.Name = "changed"
	if Business().Name == "changed" {
		t.Fatal("Business shares state between calls")
	}
	if a.Location().String() != "Europe/Lisbon" {
		t.Fatalf("location %s", a.Location())
	}
}

func TestFactsAndKnowledge(t *testing.T) {
	biz := Business()
	if err := biz.BusinessFacts.Validate(); err != nil {
		t.Fatal(err)
	}
	svcs, _ := Services()
	for _, s := range svcs {
		f := s.ServiceFacts
		if f.MeetingPoint == nil || len(f.Included) == 0 || len(f.WhatToBring) == 0 || f.Accessibility == nil ||
			f.MinAge == nil || len(f.AgeNotes) == 0 || len(f.GuideLanguages) == 0 {
			t.Errorf("%s: missing facts", s.ID)
			continue
		}
		texts := []store.Text{f.MeetingPoint.Text, f.Accessibility.Text, f.AgeNotes}
		texts = append(append(texts, f.Included...), f.WhatToBring...)
		if f.CancellationPolicy != nil {
			texts = append(texts, f.CancellationPolicy)
		}
		for _, txt := range texts {
			for _, l := range biz.Languages {
				if strings.TrimSpace(txt[l]) == "" {
					t.Errorf("%s: a fact misses %s: %v", s.ID, l, txt)
				}
			}
		}
	}
	entries, err := Knowledge()
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) < 12 {
		t.Fatalf("%d entries, want at least 12", len(entries))
	}
	seen := map[string]bool{}
	for _, e := range entries {
		if seen[e.ID] || !strings.HasPrefix(e.ID, "kb_demo_") {
			t.Errorf("entry id %q repeated or not kb_demo_", e.ID)
		}
		seen[e.ID] = true
		for _, l := range biz.Languages {
			if e.Question[l] == "" || e.Answer[l] == "" {
				t.Errorf("%s: missing %s", e.ID, l)
			}
		}
		if e.ServiceID != "" && !slices.ContainsFunc(svcs, func(s store.Service) bool { return s.ID == e.ServiceID }) {
			t.Errorf("%s: unknown service %s", e.ID, e.ServiceID)
		}
	}
}
