package storetest

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/store"
)

// addWebhook creates an enabled webhook for the business with the events.
func (f *fixture) addWebhook(bizID string, events ...string) *store.Webhook {
	f.t.Helper()
	w := &store.Webhook{
		BusinessID: bizID, URL: "https://hooks.example/" + strings.Join(events, "-"), Events: events,
		Description: "test", Enabled: true, Secret: "whsec_dGVzdHNlY3JldHRlc3RzZWNyZXR0ZXN0c2VjcmV0MTI=",
	}
	if err := f.s.CreateWebhook(f.ctx, w); err != nil {
		f.t.Fatalf("CreateWebhook: %v", err)
	}
	return w
}

// deliveries lists every delivery of a webhook, newest first.
func (f *fixture) deliveries(wh *store.Webhook) []store.Delivery {
	f.t.Helper()
	var all []store.Delivery
	collect(f.t, 100, func(p store.Page) ([]string, bool, error) {
		ds, more, err := f.s.Deliveries(f.ctx, wh.BusinessID, wh.ID, p)
		all = append(all, ds...)
		return ids(ds, func(d store.Delivery) string { return d.ID }), more, err
	})
	return all
}

var webhookTests = []test{
	{"CreateAndGet", func(t *testing.T, f *fixture) {
		w := f.addWebhook(f.biz.ID, store.EventBookingCreated, store.EventLeadCaptured)
		if !strings.HasPrefix(w.ID, store.PrefixWebhook) || w.Object != "webhook" || w.CreatedAt.IsZero() || w.UpdatedAt.IsZero() {
			t.Fatalf("created webhook = %+v", w)
		}
		got, err := f.s.Webhook(f.ctx, f.biz.ID, w.ID)
		noErr(t, "Webhook", err)
		if got.URL != w.URL || !slices.Equal(got.Events, w.Events) || got.Description != "test" || !got.Enabled ||
			got.Secret != w.Secret || got.BusinessID != f.biz.ID {
			t.Fatalf("Webhook = %+v", got)
		}
		_, err = f.s.Webhook(f.ctx, f.biz.ID, "wh_nope")
		wantErr(t, "Webhook(unknown)", err, store.ErrNotFound)
	}},
	{"ListNewestFirst", func(t *testing.T, f *fixture) {
		var want []string
		for range 5 {
			want = append(want, f.addWebhook(f.biz.ID, "*").ID)
			tick(t)
		}
		slices.Reverse(want)
		for _, limit := range []int{2, 100} {
			got := collect(t, limit, func(p store.Page) ([]string, bool, error) {
				ws, more, err := f.s.ListWebhooks(f.ctx, f.biz.ID, p)
				return ids(ws, func(w store.Webhook) string { return w.ID }), more, err
			})
			if !slices.Equal(got, want) {
				t.Fatalf("limit %d: %v, want %v", limit, got, want)
			}
		}
	}},
	{"PatchSemantics", func(t *testing.T, f *fixture) {
		w := f.addWebhook(f.biz.ID, store.EventBookingCreated)
		tick(t)
		desc := "renamed"
		w2, err := f.s.UpdateWebhook(f.ctx, f.biz.ID, w.ID, store.WebhookPatch{Description: &desc})
		noErr(t, "UpdateWebhook", err)
		if w2.Description != "renamed" || w2.URL != w.URL || !slices.Equal(w2.Events, w.Events) || !w2.Enabled ||
			!w2.UpdatedAt.After(w.UpdatedAt) {
			t.Fatalf("after description patch: %+v", w2)
		}
		url, evs, off := "https://other.example/h", []string{"*"}, false
		w3, err := f.s.UpdateWebhook(f.ctx, f.biz.ID, w.ID, store.WebhookPatch{URL: &url, Events: &evs, Enabled: &off})
		noErr(t, "UpdateWebhook", err)
		if w3.URL != url || !slices.Equal(w3.Events, evs) || w3.Enabled || w3.Description != "renamed" {
			t.Fatalf("after patch: %+v", w3)
		}
		got, err := f.s.Webhook(f.ctx, f.biz.ID, w.ID)
		noErr(t, "Webhook", err)
		if got.URL != url || got.Enabled || got.Secret != w.Secret {
			t.Fatalf("stored after patch: %+v", got)
		}
		_, err = f.s.UpdateWebhook(f.ctx, f.biz.ID, "wh_nope", store.WebhookPatch{Description: &desc})
		wantErr(t, "UpdateWebhook(unknown)", err, store.ErrNotFound)
	}},
	{"Delete", func(t *testing.T, f *fixture) {
		w := f.addWebhook(f.biz.ID, "*")
		f.capture("sess_d", "Ana", "ana@example.com")
		noErr(t, "DeleteWebhook", f.s.DeleteWebhook(f.ctx, f.biz.ID, w.ID))
		_, err := f.s.Webhook(f.ctx, f.biz.ID, w.ID)
		wantErr(t, "Webhook after delete", err, store.ErrNotFound)
		wantErr(t, "DeleteWebhook twice", f.s.DeleteWebhook(f.ctx, f.biz.ID, w.ID), store.ErrNotFound)
		jobs, err := f.s.ClaimDeliveries(f.ctx, later(), lease, 100)
		noErr(t, "ClaimDeliveries", err)
		if len(jobs) != 0 {
			t.Fatalf("claimed %d deliveries of a deleted webhook", len(jobs))
		}
		ws, _, err := f.s.ListWebhooks(f.ctx, f.biz.ID, store.Page{})
		noErr(t, "ListWebhooks", err)
		if len(ws) != 0 {
			t.Fatalf("%d webhooks listed after delete", len(ws))
		}
	}},
	{"EventsFanOut", func(t *testing.T, f *fixture) {
		all := f.addWebhook(f.biz.ID, "*")
		bookings := f.addWebhook(f.biz.ID, store.EventBookingCreated)
		leads := f.addWebhook(f.biz.ID, store.EventLeadCaptured, store.EventLeadUpdated)
		off := f.addWebhook(f.biz.ID, "*")
		disabled := false
		_, err := f.s.UpdateWebhook(f.ctx, f.biz.ID, off.ID, store.WebhookPatch{Enabled: &disabled})
		noErr(t, "UpdateWebhook", err)
		other := f.addBusiness("Other")
		otherHook := f.addWebhook(other.ID, "*")

		l, _ := f.capture("sess_f", "Ana", "ana@example.com") // lead.captured
		b := f.mustBook(f.slot(f.walk, 0), 1, "sess_f")       // booking.created + lead.updated
		f.mustTurn("sess_f", 0, false, "hi")                  // started + 2 message_created

		count := func(w *store.Webhook) map[string]int {
			m := map[string]int{}
			for _, d := range f.deliveries(w) {
				m[d.EventType]++
			}
			return m
		}
		if got := count(all); got[store.EventLeadCaptured] != 1 || got[store.EventBookingCreated] != 1 ||
			got[store.EventLeadUpdated] != 1 || got[store.EventConversationStarted] != 1 ||
			got[store.EventConversationMessageCreated] != 2 || len(got) != 5 {
			t.Fatalf("'*' webhook deliveries %v", got)
		}
		if got := count(bookings); got[store.EventBookingCreated] != 1 || len(got) != 1 {
			t.Fatalf("booking webhook deliveries %v", got)
		}
		if got := count(leads); got[store.EventLeadCaptured] != 1 || got[store.EventLeadUpdated] != 1 || len(got) != 2 {
			t.Fatalf("lead webhook deliveries %v", got)
		}
		if got := count(off); len(got) != 0 {
			t.Fatalf("disabled webhook deliveries %v", got)
		}
		if got := count(otherHook); len(got) != 0 {
			t.Fatalf("other business's webhook deliveries %v", got)
		}
		ds := f.deliveries(bookings)
		d := ds[0]
		if !strings.HasPrefix(d.ID, store.PrefixDelivery) || d.Object != "webhook_delivery" || d.WebhookID != bookings.ID ||
			d.Status != store.DeliveryPending || len(d.Attempts) != 0 || d.NextAttemptAt == nil || d.CreatedAt.IsZero() ||
			d.EventID != f.eventFor(store.EventBookingCreated, b.ID).ID {
			t.Fatalf("delivery = %+v", d)
		}
		got, err := f.s.Delivery(f.ctx, f.biz.ID, bookings.ID, d.ID)
		noErr(t, "Delivery", err)
		if got.ID != d.ID || got.EventID != d.EventID {
			t.Fatalf("Delivery = %+v", got)
		}
		_, err = f.s.Delivery(f.ctx, f.biz.ID, leads.ID, d.ID)
		wantErr(t, "Delivery(other webhook)", err, store.ErrNotFound)
		_ = l
	}},
	{"DeliveriesNewestFirst", func(t *testing.T, f *fixture) {
		w := f.addWebhook(f.biz.ID, store.EventLeadCaptured)
		for _, s := range []string{"s1", "s2", "s3", "s4", "s5"} {
			f.capture(s, "N", s+"@example.com")
			tick(t)
		}
		all := f.deliveries(w)
		if len(all) != 5 || !idsDesc(ids(all, func(d store.Delivery) string { return d.ID })) {
			t.Fatalf("deliveries %v", ids(all, func(d store.Delivery) string { return d.ID }))
		}
		paged := collect(t, 2, func(p store.Page) ([]string, bool, error) {
			ds, more, err := f.s.Deliveries(f.ctx, f.biz.ID, w.ID, p)
			return ids(ds, func(d store.Delivery) string { return d.ID }), more, err
		})
		if !slices.Equal(paged, ids(all, func(d store.Delivery) string { return d.ID })) {
			t.Fatalf("paged %v", paged)
		}
		// The newest delivery is for the newest lead.
		newest, err := f.s.LeadBySession(f.ctx, f.biz.ID, "s5")
		noErr(t, "LeadBySession", err)
		if all[0].EventID != f.eventFor(store.EventLeadCaptured, newest.ID).ID {
			t.Fatal("deliveries are not newest first")
		}
		_, _, err = f.s.Deliveries(f.ctx, f.biz.ID, "wh_nope", store.Page{})
		wantErr(t, "Deliveries(unknown webhook)", err, store.ErrNotFound)
	}},
	{"SendTestEvent", func(t *testing.T, f *fixture) {
		w := f.addWebhook(f.biz.ID, "*")
		other := f.addWebhook(f.biz.ID, "*")
		d, err := f.s.SendTestEvent(f.ctx, f.biz.ID, w.ID)
		noErr(t, "SendTestEvent", err)
		if d.WebhookID != w.ID || d.EventType != store.EventWebhookTest || d.Status != store.DeliveryPending {
			t.Fatalf("test delivery = %+v", d)
		}
		if n := len(f.deliveries(other)); n != 0 {
			t.Fatalf("the other webhook got %d deliveries of the test event", n)
		}
		ds := f.deliveries(w)
		if len(ds) != 1 || ds[0].ID != d.ID {
			t.Fatalf("deliveries %+v", ds)
		}
		e, err := f.s.Event(f.ctx, f.biz.ID, d.EventID)
		noErr(t, "Event", err)
		if e.Type != store.EventWebhookTest {
			t.Fatalf("test event type %q", e.Type)
		}
		var data map[string]any
		noErr(t, "decode", json.Unmarshal(e.Data, &data))
		_, err = f.s.SendTestEvent(f.ctx, f.biz.ID, "wh_nope")
		wantErr(t, "SendTestEvent(unknown)", err, store.ErrNotFound)
	}},
}
