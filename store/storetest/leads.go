package storetest

import (
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tourchat/tourchat/store"
)

var leadTests = []test{
	{"StatusTransitionsCheckedInTheStore", func(t *testing.T, f *fixture) {
		l, _ := f.capture("sess_tr", "Ana", "ana@example.com")
		_, err := f.s.SetLeadStatus(f.ctx, f.biz.ID, l.ID, "archived")
		if !store.IsParam(err) {
			t.Fatalf("unknown status: %v, want a param error", err)
		}
		_, err = f.s.SetLeadStatus(f.ctx, f.biz.ID, l.ID, store.LeadContacted)
		noErr(t, "new -> contacted", err)
		_, err = f.s.SetLeadStatus(f.ctx, f.biz.ID, l.ID, store.LeadNew)
		wantErr(t, "contacted -> new", err, store.ErrInvalidState)
		// Two concurrent moves out of contacted: converted and lost are each
		// allowed, but not one after the other, so exactly one wins.
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, to := range []string{store.LeadConverted, store.LeadLost} {
			wg.Go(func() { _, errs[i] = f.s.SetLeadStatus(f.ctx, f.biz.ID, l.ID, to) })
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			if err == nil {
				ok++
			} else {
				wantErr(t, "concurrent move", err, store.ErrInvalidState)
			}
		}
		if ok != 1 {
			t.Fatalf("%d concurrent moves out of contacted succeeded, want 1", ok)
		}
	}},
	{"CaptureOnceThenMerge", func(t *testing.T, f *fixture) {
		l, created, err := f.s.CaptureLead(f.ctx, store.LeadCapture{
			BusinessID: f.biz.ID, SessionID: "sess_1", Email: "ana@example.com", Language: "pt",
			Interest: store.LeadInterest{ServiceID: "svc_walk", ServiceName: "Alfama Walk", Date: "2026-12-03", Guests: 2},
		})
		noErr(t, "CaptureLead", err)
		if !created || !strings.HasPrefix(l.ID, store.PrefixLead) || l.Object != "lead" || l.Status != store.LeadNew ||
			l.BusinessID != f.biz.ID || l.SessionID != "sess_1" || l.Email != "ana@example.com" || l.Language != "pt" ||
			l.Interest.Guests != 2 || l.CreatedAt.IsZero() || l.UpdatedAt.IsZero() {
			t.Fatalf("created lead = %+v (created %v)", l, created)
		}
		e := f.eventFor(store.EventLeadCaptured, l.ID)
		if e.SessionID != "sess_1" {
			t.Fatalf("lead.captured SessionID = %q", e.SessionID)
		}
		if n := len(f.events(f.biz.ID, store.EventLeadUpdated)); n != 0 {
			t.Fatalf("%d lead.updated after a capture", n)
		}

		// New details merge; empty and zero fields keep the stored ones.
		l2, created, err := f.s.CaptureLead(f.ctx, store.LeadCapture{
			BusinessID: f.biz.ID, SessionID: "sess_1", Name: "Ana Silva", Phone: "+351912345678",
			Interest: store.LeadInterest{Guests: 3},
		})
		noErr(t, "CaptureLead(merge)", err)
		if created || l2.ID != l.ID || l2.Name != "Ana Silva" || l2.Phone != "+351912345678" || l2.Email != "ana@example.com" ||
			l2.Language != "pt" || l2.Interest != (store.LeadInterest{ServiceID: "svc_walk", ServiceName: "Alfama Walk", Date: "2026-12-03", Guests: 3}) {
			t.Fatalf("merged lead = %+v (created %v)", l2, created)
		}
		if n := len(f.events(f.biz.ID, store.EventLeadUpdated)); n != 1 {
			t.Fatalf("%d lead.updated after a merge, want 1", n)
		}
		var data store.Lead
		noErr(t, "decode", json.Unmarshal(f.eventFor(store.EventLeadUpdated, l.ID).Data, &data))
		if data.Name != "Ana Silva" || data.Object != "lead" {
			t.Fatalf("lead.updated data = %+v", data)
		}

		// The same details again change nothing and write no event.
		l3, created, err := f.s.CaptureLead(f.ctx, store.LeadCapture{
			BusinessID: f.biz.ID, SessionID: "sess_1", Name: "Ana Silva", Email: "ana@example.com",
		})
		noErr(t, "CaptureLead(same)", err)
		if created || l3.ID != l.ID || l3.Name != "Ana Silva" {
			t.Fatalf("unchanged capture = %+v (created %v)", l3, created)
		}
		if n := len(f.events(f.biz.ID, store.EventLeadUpdated)); n != 1 {
			t.Fatalf("%d lead.updated after an unchanged capture, want 1", n)
		}
		if n := len(f.events(f.biz.ID, store.EventLeadCaptured)); n != 1 {
			t.Fatalf("%d lead.captured, want 1", n)
		}
	}},
	{"GetAndBySession", func(t *testing.T, f *fixture) {
		l, _ := f.capture("sess_x", "Rui", "rui@example.com")
		got, err := f.s.Lead(f.ctx, f.biz.ID, l.ID)
		noErr(t, "Lead", err)
		if got.ID != l.ID || got.Email != "rui@example.com" {
			t.Fatalf("Lead = %+v", got)
		}
		got, err = f.s.LeadBySession(f.ctx, f.biz.ID, "sess_x")
		noErr(t, "LeadBySession", err)
		if got.ID != l.ID {
			t.Fatalf("LeadBySession = %s, want %s", got.ID, l.ID)
		}
		_, err = f.s.LeadBySession(f.ctx, f.biz.ID, "sess_none")
		wantErr(t, "LeadBySession(unknown)", err, store.ErrNotFound)
		_, err = f.s.Lead(f.ctx, f.biz.ID, "lead_nope")
		wantErr(t, "Lead(unknown)", err, store.ErrNotFound)
	}},
	{"ConversationCarriesLeadID", func(t *testing.T, f *fixture) {
		// Lead captured after the conversation started.
		f.mustTurn("sess_1", 0, false, "hi")
		l1, _ := f.capture("sess_1", "Ana", "ana@example.com")
		c, err := f.s.ConversationBySession(f.ctx, f.biz.ID, "sess_1")
		noErr(t, "ConversationBySession", err)
		if c.LeadID != l1.ID {
			t.Fatalf("conversation LeadID = %q, want %q", c.LeadID, l1.ID)
		}
		// Lead known before the first turn.
		l2, _ := f.capture("sess_2", "Rui", "rui@example.com")
		c = f.mustTurn("sess_2", 0, false, "hi")
		if c.LeadID != l2.ID {
			t.Fatalf("conversation LeadID = %q, want %q", c.LeadID, l2.ID)
		}
	}},
	{"SetStatus", func(t *testing.T, f *fixture) {
		l, _ := f.capture("sess_s", "Rui", "rui@example.com")
		got, err := f.s.SetLeadStatus(f.ctx, f.biz.ID, l.ID, store.LeadContacted)
		noErr(t, "SetLeadStatus", err)
		if got.Status != store.LeadContacted || got.UpdatedAt.Before(l.UpdatedAt) {
			t.Fatalf("after SetLeadStatus: %+v", got)
		}
		again, err := f.s.Lead(f.ctx, f.biz.ID, l.ID)
		noErr(t, "Lead", err)
		if again.Status != store.LeadContacted {
			t.Fatalf("stored status %q", again.Status)
		}
		var data store.Lead
		noErr(t, "decode", json.Unmarshal(f.eventFor(store.EventLeadUpdated, l.ID).Data, &data))
		if data.Status != store.LeadContacted {
			t.Fatalf("lead.updated data status %q", data.Status)
		}
		_, err = f.s.SetLeadStatus(f.ctx, f.biz.ID, "lead_nope", store.LeadLost)
		wantErr(t, "SetLeadStatus(unknown)", err, store.ErrNotFound)
	}},
	{"ListFiltersAndPaging", func(t *testing.T, f *fixture) {
		var made []*store.Lead
		add := func(s string) {
			l, _ := f.capture(s, "N "+s, s+"@example.com")
			made = append(made, l)
		}
		add("s1")
		add("s2")
		mark1 := tick(t)
		add("s3")
		add("s4")
		mark2 := tick(t)
		add("s5")
		_, err := f.s.SetLeadStatus(f.ctx, f.biz.ID, made[1].ID, store.LeadLost)
		noErr(t, "SetLeadStatus", err)
		_, err = f.s.SetLeadStatus(f.ctx, f.biz.ID, made[3].ID, store.LeadLost)
		noErr(t, "SetLeadStatus", err)
		rev := func(ls ...*store.Lead) []string {
			out := ids(ls, func(l *store.Lead) string { return l.ID })
			slices.Reverse(out)
			return out
		}
		cases := []struct {
			name string
			f    store.LeadFilter
			want []string
		}{
			{"all", store.LeadFilter{}, rev(made...)},
			{"status", store.LeadFilter{Status: store.LeadLost}, rev(made[1], made[3])},
			{"since", store.LeadFilter{Since: mark1}, rev(made[2], made[3], made[4])},
			{"until", store.LeadFilter{Until: mark2}, rev(made[0], made[1], made[2], made[3])},
			{"window", store.LeadFilter{Since: mark1, Until: mark2, Status: store.LeadNew}, rev(made[2])},
		}
		for _, c := range cases {
			for _, limit := range []int{2, 100} {
				got := collect(t, limit, func(p store.Page) ([]string, bool, error) {
					fl := c.f
					fl.Page = p
					ls, more, err := f.s.ListLeads(f.ctx, f.biz.ID, fl)
					return ids(ls, func(l store.Lead) string { return l.ID }), more, err
				})
				if !slices.Equal(got, c.want) {
					t.Errorf("%s (limit %d): got %v, want %v", c.name, limit, got, c.want)
				}
			}
		}
	}},
}
