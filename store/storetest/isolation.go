package storetest

import (
	"errors"
	"testing"

	"github.com/tourchat/tourchat/store"
)

var isolationTests = []test{
	{"OtherBusinessSeesNothing", func(t *testing.T, f *fixture) {
		w := f.addWebhook(f.biz.ID, "*")
		lead, _ := f.capture("sess_a", "Ana", "ana@example.com")
		b := f.mustBook(f.slot(f.walk, 0), 2, "sess_a")
		c := f.mustTurn("sess_a", 0, false, "hi")
		d := f.deliveries(w)[0]
		ev := f.events(f.biz.ID, "")[0]
		k, _ := store.NewAPIKey(f.biz.ID, store.KeySecret, []string{"*"})
		noErr(t, "CreateKey", f.s.CreateKey(f.ctx, k))

		other := f.addBusiness("Other").ID
		desc, status := "x", store.LeadLost
		notFound := []struct {
			name string
			call func() error
		}{
			{"Service", func() error { _, err := f.s.Service(f.ctx, other, f.walk.ID); return err }},
			{"Booking", func() error { _, err := f.s.Booking(f.ctx, other, b.ID); return err }},
			{"CancelBooking", func() error { _, err := f.s.CancelBooking(f.ctx, other, b.ID, ""); return err }},
			{"Lead", func() error { _, err := f.s.Lead(f.ctx, other, lead.ID); return err }},
			{"LeadBySession", func() error { _, err := f.s.LeadBySession(f.ctx, other, "sess_a"); return err }},
			{"SetLeadStatus", func() error { _, err := f.s.SetLeadStatus(f.ctx, other, lead.ID, status); return err }},
			{"Conversation", func() error { _, err := f.s.Conversation(f.ctx, other, c.ID); return err }},
			{"ConversationBySession", func() error { _, err := f.s.ConversationBySession(f.ctx, other, "sess_a"); return err }},
			{"Messages", func() error { _, _, err := f.s.Messages(f.ctx, other, c.ID, store.Page{}); return err }},
			{"AddStaffMessage", func() error {
				_, err := f.s.AddStaffMessage(f.ctx, other, c.ID, store.Message{Role: store.RoleStaff, Text: "x"})
				return err
			}},
			{"UpdateConversation", func() error {
				_, err := f.s.UpdateConversation(f.ctx, other, c.ID, store.ConversationChange{Action: store.ActClose})
				return err
			}},
			{"Webhook", func() error { _, err := f.s.Webhook(f.ctx, other, w.ID); return err }},
			{"UpdateWebhook", func() error {
				_, err := f.s.UpdateWebhook(f.ctx, other, w.ID, store.WebhookPatch{Description: &desc})
				return err
			}},
			{"DeleteWebhook", func() error { return f.s.DeleteWebhook(f.ctx, other, w.ID) }},
			{"SendTestEvent", func() error { _, err := f.s.SendTestEvent(f.ctx, other, w.ID); return err }},
			{"Deliveries", func() error { _, _, err := f.s.Deliveries(f.ctx, other, w.ID, store.Page{}); return err }},
			{"Delivery", func() error { _, err := f.s.Delivery(f.ctx, other, w.ID, d.ID); return err }},
			{"RetryDelivery", func() error { _, err := f.s.RetryDelivery(f.ctx, other, w.ID, d.ID); return err }},
			{"Event", func() error { _, err := f.s.Event(f.ctx, other, ev.ID); return err }},
			{"RevokeKey", func() error { return f.s.RevokeKey(f.ctx, other, k.ID) }},
			{"Key", func() error { _, err := f.s.Key(f.ctx, other, k.ID); return err }},
		}
		for _, c := range notFound {
			if err := c.call(); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("%s from another business: err = %v, want ErrNotFound", c.name, err)
			}
		}
		empty := []struct {
			name string
			n    func() (int, error)
		}{
			{"Services", func() (int, error) { x, err := f.s.Services(f.ctx, other); return len(x), err }},
			{"ListBookings", func() (int, error) {
				x, _, err := f.s.ListBookings(f.ctx, other, store.BookingFilter{})
				return len(x), err
			}},
			{"BookedPlaces", func() (int, error) {
				x, err := f.s.BookedPlaces(f.ctx, other, []string{b.SlotID})
				return x[b.SlotID], err
			}},
			{"ListLeads", func() (int, error) { x, _, err := f.s.ListLeads(f.ctx, other, store.LeadFilter{}); return len(x), err }},
			{"ListConversations", func() (int, error) {
				x, _, err := f.s.ListConversations(f.ctx, other, store.ConversationFilter{})
				return len(x), err
			}},
			{"ListWebhooks", func() (int, error) { x, _, err := f.s.ListWebhooks(f.ctx, other, store.Page{}); return len(x), err }},
			{"ListEvents", func() (int, error) {
				x, _, err := f.s.ListEvents(f.ctx, other, store.EventFilter{})
				return len(x), err
			}},
			{"ListKeys", func() (int, error) { x, err := f.s.ListKeys(f.ctx, other); return len(x), err }},
		}
		for _, c := range empty {
			n, err := c.n()
			if err != nil || n != 0 {
				t.Errorf("%s for another business: %d items, err %v", c.name, n, err)
			}
		}
		// Nothing above changed the first business's resources.
		got, err := f.s.Booking(f.ctx, f.biz.ID, b.ID)
		noErr(t, "Booking", err)
		if got.Status != store.BookingConfirmed {
			t.Fatalf("booking status %q after another business's cancel", got.Status)
		}
		gl, err := f.s.Lead(f.ctx, f.biz.ID, lead.ID)
		noErr(t, "Lead", err)
		if gl.Status != store.LeadConverted {
			t.Fatalf("lead status %q after another business's update", gl.Status)
		}
		if _, err := f.s.Webhook(f.ctx, f.biz.ID, w.ID); err != nil {
			t.Fatalf("webhook gone after another business's delete: %v", err)
		}
	}},
	{"SessionsAreScopedByBusiness", func(t *testing.T, f *fixture) {
		other := f.addBusiness("Other")
		f.mustTurn("sess_same", 0, false, "mine")
		// The same session id in another business starts its own conversation.
		c, err := f.s.SaveTurn(f.ctx, store.Turn{
			BusinessID: other.ID, SessionID: "sess_same", Language: "en",
			Visitor: store.Message{Role: store.RoleVisitor, Text: "theirs"},
			Reply:   store.Message{Role: store.RoleAssistant, Text: "ok"},
		})
		noErr(t, "SaveTurn(other business)", err)
		if c.BusinessID != other.ID || c.Version != 1 || c.Messages != 2 {
			t.Fatalf("other business's conversation = %+v", c)
		}
		l1, _ := f.capture("sess_same", "A", "a@example.com")
		l2, created, err := f.s.CaptureLead(f.ctx, store.LeadCapture{BusinessID: other.ID, SessionID: "sess_same", Email: "b@example.com"})
		noErr(t, "CaptureLead(other business)", err)
		if !created || l2.ID == l1.ID {
			t.Fatal("a lead was shared across businesses")
		}
	}},
}
