package storetest

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

func (f *fixture) addEntry(bizID, serviceID string, tags ...string) *store.KnowledgeEntry {
	f.t.Helper()
	e := &store.KnowledgeEntry{
		BusinessID: bizID, ServiceID: serviceID, Tags: tags, Enabled: true,
		Question: store.Text{"en": "Can I bring my dog?", "pt": "Posso levar o meu cão?"},
		Answer:   store.Text{"en": "Small dogs are welcome.", "pt": "Cães pequenos são bem-vindos."},
	}
	noErr(f.t, "CreateKnowledgeEntry", f.s.CreateKnowledgeEntry(f.ctx, e))
	return e
}

func intPtr(n int) *int { return &n }

func floatPtr(v float64) *float64 { return &v }

var knowledgeTests = []test{
	{"ServiceFactsRoundTrip", func(t *testing.T, f *fixture) {
		svc := *f.walk
		svc.ServiceFacts = store.ServiceFacts{
			MeetingPoint: &store.MeetingPoint{Text: store.Text{"en": "At the fountain", "pt": "Na fonte"},
				Lat: floatPtr(38.71), Lng: floatPtr(-9.13), MapURL: "https://maps.example/x"},
			Included:       []store.Text{{"en": "Guide"}, {"en": "Water", "pt": "Água"}},
			WhatToBring:    []store.Text{{"en": "Shoes"}},
			Accessibility:  &store.Accessibility{Wheelchair: store.WheelchairPartial, Text: store.Text{"en": "Steps"}},
			MinAge:         intPtr(0),
			AgeNotes:       store.Text{"en": "Strollers welcome"},
			GuideLanguages: []string{"en", "pt"},
		}
		noErr(t, "Validate", svc.Validate())
		noErr(t, "UpsertService", f.s.UpsertService(f.ctx, &svc))
		got, err := f.s.Service(f.ctx, f.biz.ID, svc.ID)
		noErr(t, "Service", err)
		if !reflect.DeepEqual(got.ServiceFacts, svc.ServiceFacts) {
			t.Fatalf("facts = %+v, want %+v", got.ServiceFacts, svc.ServiceFacts)
		}
		if got.MinAge == nil || *got.MinAge != 0 {
			t.Fatalf("min_age 0 must survive, got %v", got.MinAge)
		}
		list, err := f.s.Services(f.ctx, f.biz.ID)
		noErr(t, "Services", err)
		i := slices.IndexFunc(list, func(s store.Service) bool { return s.ID == svc.ID })
		if i < 0 || !reflect.DeepEqual(list[i].ServiceFacts, svc.ServiceFacts) {
			t.Fatalf("listed facts differ")
		}
		// Replacing the service without facts removes them.
		bare := *f.walk
		noErr(t, "UpsertService", f.s.UpsertService(f.ctx, &bare))
		got, _ = f.s.Service(f.ctx, f.biz.ID, svc.ID)
		if !reflect.DeepEqual(got.ServiceFacts, store.ServiceFacts{}) {
			t.Fatalf("facts after replace = %+v", got.ServiceFacts)
		}
	}},
	{"BusinessFactsRoundTrip", func(t *testing.T, f *fixture) {
		b := *f.biz
		b.BusinessFacts = store.BusinessFacts{
			CancellationPolicy: store.Text{"en": "Free until 24 h before."},
			PaymentMethods:     []string{"online", "card"},
			PaymentNotes:       store.Text{"en": "No cash."},
			Contact:            &store.Contact{Phone: "+351 210 000 000", Email: "hi@example.com", Address: "Rua X"},
			SupportHours:       store.SupportHours{"mon": {"09:00-18:00"}, "sat": {"10:00-13:00", "14:00-16:00"}},
		}
		noErr(t, "Validate", b.BusinessFacts.Validate())
		noErr(t, "UpdateBusiness", f.s.UpdateBusiness(f.ctx, &b))
		got, err := f.s.Business(f.ctx, b.ID)
		noErr(t, "Business", err)
		if !reflect.DeepEqual(got.BusinessFacts, b.BusinessFacts) {
			t.Fatalf("facts = %+v, want %+v", got.BusinessFacts, b.BusinessFacts)
		}
		nb := &store.Business{ID: store.NewID(store.PrefixBusiness), Name: "With facts", Timezone: "UTC",
			Currency: "EUR", DefaultLanguage: "en", BusinessFacts: b.BusinessFacts}
		noErr(t, "CreateBusiness", f.s.CreateBusiness(f.ctx, nb))
		got, _ = f.s.Business(f.ctx, nb.ID)
		if !reflect.DeepEqual(got.BusinessFacts, b.BusinessFacts) {
			t.Fatalf("created facts = %+v", got.BusinessFacts)
		}
	}},
	{"EntryCreateGet", func(t *testing.T, f *fixture) {
		e := &store.KnowledgeEntry{
			BusinessID: f.biz.ID, ServiceID: f.boat.ID, Enabled: true, Tags: []string{" Pets ", "pets", "dogs"},
			Question: store.Text{"en": "  Can I bring my dog? "}, Answer: store.Text{"en": "Yes.", "pt": "Sim."},
		}
		noErr(t, "Create", f.s.CreateKnowledgeEntry(f.ctx, e))
		if len(e.ID) < 4 || e.ID[:3] != store.PrefixKnowledge || e.Object != "knowledge_entry" || e.CreatedAt.IsZero() ||
			!e.UpdatedAt.Equal(e.CreatedAt) {
			t.Fatalf("created = %+v", e)
		}
		if !slices.Equal(e.Tags, []string{"pets", "dogs"}) || e.Question["en"] != "Can I bring my dog?" {
			t.Fatalf("not normalised: tags %q question %q", e.Tags, e.Question["en"])
		}
		got, err := f.s.KnowledgeEntry(f.ctx, f.biz.ID, e.ID)
		noErr(t, "Get", err)
		if !reflect.DeepEqual(got, e) {
			t.Fatalf("got %+v\nwant %+v", got, e)
		}
		_, err = f.s.KnowledgeEntry(f.ctx, f.biz.ID, "kb_missing")
		wantErr(t, "Get missing", err, store.ErrNotFound)
		dup := *e
		wantErr(t, "Create duplicate id", f.s.CreateKnowledgeEntry(f.ctx, &dup), store.ErrConflict)
	}},
	{"EntryValidation", func(t *testing.T, f *fixture) {
		long := make([]rune, store.MaxKnowledgeQuestion+1)
		for i := range long {
			long[i] = 'é'
		}
		cases := []struct {
			field string
			e     store.KnowledgeEntry
		}{
			{"question", store.KnowledgeEntry{Answer: store.Text{"en": "a"}}},
			{"question", store.KnowledgeEntry{Question: store.Text{"en": "  "}, Answer: store.Text{"en": "a"}}},
			{"question", store.KnowledgeEntry{Question: store.Text{"xx": "q"}, Answer: store.Text{"en": "a"}}},
			{"question", store.KnowledgeEntry{Question: store.Text{"en": string(long)}, Answer: store.Text{"en": "a"}}},
			{"answer", store.KnowledgeEntry{Question: store.Text{"en": "q"}}},
			{"answer", store.KnowledgeEntry{Question: store.Text{"en": "q", "es": "p"}, Answer: store.Text{"en": "a"}}},
			{"service_id", store.KnowledgeEntry{Question: store.Text{"en": "q"}, Answer: store.Text{"en": "a"}, ServiceID: "walk"}},
			{"service_id", store.KnowledgeEntry{Question: store.Text{"en": "q"}, Answer: store.Text{"en": "a"}, ServiceID: "svc_nope"}},
			{"tags", store.KnowledgeEntry{Question: store.Text{"en": "q"}, Answer: store.Text{"en": "a"}, Tags: []string{""}}},
		}
		for _, c := range cases {
			e := c.e
			e.BusinessID = f.biz.ID
			err := f.s.CreateKnowledgeEntry(f.ctx, &e)
			if pe, ok := store.AsParam(err); !ok || pe.Field != c.field {
				t.Errorf("%+v: err = %v, want a parameter error on %s", c.e, err, c.field)
			}
		}
		list, _, err := f.s.ListKnowledgeEntries(f.ctx, f.biz.ID, store.KnowledgeFilter{})
		noErr(t, "List", err)
		if len(list) != 0 {
			t.Fatalf("invalid entries were stored: %d", len(list))
		}
		// A service of another business is unknown here.
		other := f.addBusiness("Other")
		f.addService(other.ID, "svc_theirs", "Theirs", 5, 10, []string{"10:00"})
		e := store.KnowledgeEntry{BusinessID: f.biz.ID, Question: store.Text{"en": "q"}, Answer: store.Text{"en": "a"}, ServiceID: "svc_theirs"}
		if pe, ok := store.AsParam(f.s.CreateKnowledgeEntry(f.ctx, &e)); !ok || pe.Field != "service_id" {
			t.Fatalf("service of another business accepted")
		}
		e = store.KnowledgeEntry{BusinessID: "biz_missing", Question: store.Text{"en": "q"}, Answer: store.Text{"en": "a"}}
		wantErr(t, "unknown business", f.s.CreateKnowledgeEntry(f.ctx, &e), store.ErrNotFound)
	}},
	{"EntryPatch", func(t *testing.T, f *fixture) {
		e := f.addEntry(f.biz.ID, "", "pets")
		tick(t)
		q := store.Text{"es": "¿Puedo llevar a mi perro?"}
		a := store.Text{"es": "Sí, perros pequeños."}
		svc, off := f.walk.ID, false
		got, err := f.s.UpdateKnowledgeEntry(f.ctx, f.biz.ID, e.ID, store.KnowledgePatch{Question: &q, Answer: &a, ServiceID: &svc, Enabled: &off})
		noErr(t, "Update", err)
		if !reflect.DeepEqual(got.Question, q) || !reflect.DeepEqual(got.Answer, a) || got.ServiceID != svc || got.Enabled ||
			!slices.Equal(got.Tags, []string{"pets"}) || !got.UpdatedAt.After(e.UpdatedAt) || !got.CreatedAt.Equal(e.CreatedAt) {
			t.Fatalf("patched = %+v", got)
		}
		stored, _ := f.s.KnowledgeEntry(f.ctx, f.biz.ID, e.ID)
		if !reflect.DeepEqual(stored, got) {
			t.Fatalf("stored %+v\nreturned %+v", stored, got)
		}
		// A patch that breaks a rule changes nothing.
		onlyEn := store.Text{"en": "Can I?"}
		_, err = f.s.UpdateKnowledgeEntry(f.ctx, f.biz.ID, e.ID, store.KnowledgePatch{Question: &onlyEn})
		if pe, ok := store.AsParam(err); !ok || pe.Field != "answer" {
			t.Fatalf("question without answer: err = %v", err)
		}
		bad := "svc_nope"
		_, err = f.s.UpdateKnowledgeEntry(f.ctx, f.biz.ID, e.ID, store.KnowledgePatch{ServiceID: &bad})
		if pe, ok := store.AsParam(err); !ok || pe.Field != "service_id" {
			t.Fatalf("unknown service: err = %v", err)
		}
		again, _ := f.s.KnowledgeEntry(f.ctx, f.biz.ID, e.ID)
		if !reflect.DeepEqual(again, got) {
			t.Fatalf("a refused patch changed the entry: %+v", again)
		}
		_, err = f.s.UpdateKnowledgeEntry(f.ctx, f.biz.ID, "kb_missing", store.KnowledgePatch{Enabled: &off})
		wantErr(t, "Update missing", err, store.ErrNotFound)
	}},
	{"EntryDelete", func(t *testing.T, f *fixture) {
		e := f.addEntry(f.biz.ID, "")
		noErr(t, "Delete", f.s.DeleteKnowledgeEntry(f.ctx, f.biz.ID, e.ID))
		_, err := f.s.KnowledgeEntry(f.ctx, f.biz.ID, e.ID)
		wantErr(t, "Get deleted", err, store.ErrNotFound)
		wantErr(t, "Delete again", f.s.DeleteKnowledgeEntry(f.ctx, f.biz.ID, e.ID), store.ErrNotFound)
	}},
	{"EntryListAndFilters", func(t *testing.T, f *fixture) {
		var want []string
		for i := range 7 {
			svc, tags := "", []string{"general"}
			if i%2 == 0 {
				svc, tags = f.walk.ID, []string{"walk", "general"}
			}
			e := f.addEntry(f.biz.ID, svc, tags...)
			want = append([]string{e.ID}, want...)
			tick(t)
		}
		all := collect(t, 3, func(p store.Page) ([]string, bool, error) {
			l, more, err := f.s.ListKnowledgeEntries(f.ctx, f.biz.ID, store.KnowledgeFilter{Page: p})
			return ids(l, func(e store.KnowledgeEntry) string { return e.ID }), more, err
		})
		if !slices.Equal(all, want) {
			t.Fatalf("pages = %v, want %v", all, want)
		}
		l, _, err := f.s.ListKnowledgeEntries(f.ctx, f.biz.ID, store.KnowledgeFilter{ServiceID: f.walk.ID})
		noErr(t, "List by service", err)
		if len(l) != 4 || !idsDesc(ids(l, func(e store.KnowledgeEntry) string { return e.ID })) {
			t.Fatalf("by service: %d", len(l))
		}
		l, _, _ = f.s.ListKnowledgeEntries(f.ctx, f.biz.ID, store.KnowledgeFilter{Tag: "walk"})
		if len(l) != 4 {
			t.Fatalf("by tag: %d", len(l))
		}
		off := false
		_, err = f.s.UpdateKnowledgeEntry(f.ctx, f.biz.ID, want[0], store.KnowledgePatch{Enabled: &off})
		noErr(t, "disable", err)
		l, _, _ = f.s.ListKnowledgeEntries(f.ctx, f.biz.ID, store.KnowledgeFilter{Enabled: &off})
		if len(l) != 1 || l[0].ID != want[0] {
			t.Fatalf("disabled: %+v", l)
		}
		en, err := f.s.EnabledKnowledge(f.ctx, f.biz.ID)
		noErr(t, "EnabledKnowledge", err)
		if len(en) != 6 || en[0].ID != want[len(want)-1] {
			t.Fatalf("enabled = %d entries, first %s", len(en), en[0].ID)
		}
		for _, e := range en {
			if e.ID == want[0] {
				t.Fatal("a disabled entry is answered from")
			}
		}
	}},
	{"EntryIsolation", func(t *testing.T, f *fixture) {
		e := f.addEntry(f.biz.ID, f.walk.ID)
		other := f.addBusiness("Other").ID
		off := false
		_, err := f.s.KnowledgeEntry(f.ctx, other, e.ID)
		wantErr(t, "Get", err, store.ErrNotFound)
		_, err = f.s.UpdateKnowledgeEntry(f.ctx, other, e.ID, store.KnowledgePatch{Enabled: &off})
		wantErr(t, "Update", err, store.ErrNotFound)
		wantErr(t, "Delete", f.s.DeleteKnowledgeEntry(f.ctx, other, e.ID), store.ErrNotFound)
		l, more, err := f.s.ListKnowledgeEntries(f.ctx, other, store.KnowledgeFilter{})
		if err != nil || len(l) != 0 || more {
			t.Fatalf("other business lists %d entries (err %v)", len(l), err)
		}
		en, err := f.s.EnabledKnowledge(f.ctx, other)
		if err != nil || len(en) != 0 {
			t.Fatalf("other business answers from %d entries", len(en))
		}
		if got, _ := f.s.KnowledgeEntry(f.ctx, f.biz.ID, e.ID); got == nil || !got.Enabled {
			t.Fatal("the owner's entry changed")
		}
	}},
	{"SupportHours", func(t *testing.T, f *fixture) {
		loc, _ := time.LoadLocation("Europe/Lisbon")
		h := store.SupportHours{"mon": {"09:00-12:00", "14:00-18:00"}, "sat": {"10:00-24:00"}}
		noErr(t, "Validate", h.Validate())
		mon := time.Date(2026, 11, 30, 0, 0, 0, 0, loc) // a Monday
		for _, c := range []struct {
			at   time.Time
			open bool
			next time.Time
		}{
			{mon.Add(9 * time.Hour), true, mon.Add(9 * time.Hour)},
			{mon.Add(12 * time.Hour), false, mon.Add(14 * time.Hour)},
			{mon.Add(8*time.Hour + 59*time.Minute), false, mon.Add(9 * time.Hour)},
			{mon.Add(18 * time.Hour), false, mon.AddDate(0, 0, 5).Add(10 * time.Hour)},
			{mon.AddDate(0, 0, 5).Add(23*time.Hour + 59*time.Minute), true, mon.AddDate(0, 0, 5).Add(23*time.Hour + 59*time.Minute)},
			{mon.AddDate(0, 0, 6).Add(time.Hour), false, mon.AddDate(0, 0, 7).Add(9 * time.Hour)},
		} {
			if got := h.OpenAt(c.at); got != c.open {
				t.Errorf("OpenAt(%s) = %v", c.at, got)
			}
			if got, ok := h.NextOpen(c.at); !ok || !got.Equal(c.next) {
				t.Errorf("NextOpen(%s) = %s, want %s", c.at, got, c.next)
			}
		}
		if !(store.SupportHours{}).OpenAt(mon) {
			t.Error("no hours set must not close the business")
		}
		for _, bad := range []store.SupportHours{{"monday": {"09:00-10:00"}}, {"mon": {"10:00-09:00"}}, {"mon": {"9-10"}}, {"mon": {"22:00-02:00"}}} {
			if pe, ok := store.AsParam(bad.Validate()); !ok || pe.Field != "support_hours" {
				t.Errorf("%v accepted", bad)
			}
		}
	}},
	{"FactValidation", func(t *testing.T, f *fixture) {
		bad := []struct {
			field string
			facts store.ServiceFacts
		}{
			{"meeting_point", store.ServiceFacts{MeetingPoint: &store.MeetingPoint{}}},
			{"meeting_point", store.ServiceFacts{MeetingPoint: &store.MeetingPoint{Text: store.Text{"en": "x"}, Lat: floatPtr(91), Lng: floatPtr(0)}}},
			{"meeting_point", store.ServiceFacts{MeetingPoint: &store.MeetingPoint{Text: store.Text{"en": "x"}, Lat: floatPtr(1)}}},
			{"meeting_point", store.ServiceFacts{MeetingPoint: &store.MeetingPoint{Text: store.Text{"en": "x"}, MapURL: "javascript:alert(1)"}}},
			{"included", store.ServiceFacts{Included: []store.Text{{}}}},
			{"what_to_bring", store.ServiceFacts{WhatToBring: []store.Text{{"zz": "x"}}}},
			{"accessibility", store.ServiceFacts{Accessibility: &store.Accessibility{Wheelchair: "maybe"}}},
			{"min_age", store.ServiceFacts{MinAge: intPtr(-1)}},
			{"guide_languages", store.ServiceFacts{GuideLanguages: []string{"english"}}},
		}
		for _, c := range bad {
			svc := *f.walk
			svc.ServiceFacts = c.facts
			if pe, ok := store.AsParam(svc.Validate()); !ok || pe.Field != c.field {
				t.Errorf("%+v: err = %v, want field %s", c.facts, svc.Validate(), c.field)
			}
		}
		for _, c := range []struct {
			field string
			facts store.BusinessFacts
		}{
			{"payment_methods", store.BusinessFacts{PaymentMethods: []string{"Credit Card"}}},
			{"contact", store.BusinessFacts{Contact: &store.Contact{Email: "nope"}}},
			{"cancellation_policy", store.BusinessFacts{CancellationPolicy: store.Text{"xx": "y"}}},
		} {
			if pe, ok := store.AsParam(c.facts.Validate()); !ok || pe.Field != c.field {
				t.Errorf("%+v: want field %s", c.facts, c.field)
			}
		}
	}},
}
