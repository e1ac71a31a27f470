package storetest

import (
	"encoding/json"
	"testing"

	"github.com/tourchat/tourchat/store"
)

var analyticsTests = []test{
	{"FactsAndFigures", func(t *testing.T, f *fixture) {
		f.mustTurn("sess_0", 0, false, "before the window")
		from := tick(t)

		f.mustTurn("sess_0", 1, false, "in the window") // messages count, the conversation does not
		f.mustTurn("sess_1", 0, false, "hi")
		f.mustTurn("sess_1", 1, true, "a human please")
		_, err := f.s.SaveTurn(f.ctx, store.Turn{
			BusinessID: f.biz.ID, SessionID: "sess_2", Language: "pt", State: json.RawMessage(`{}`),
			Visitor: store.Message{Role: store.RoleVisitor, Text: "quero reservar", Language: "pt", Intent: store.IntentBook},
			Reply:   store.Message{Role: store.RoleAssistant, Text: "?", Language: "pt", Fallback: true},
		})
		noErr(t, "SaveTurn", err)
		f.capture("sess_1", "Ana", "ana@example.com")
		f.mustBook(f.slot(f.walk, 0), 2, "sess_1")
		f.mustBook(f.slot(f.boat, 0), 1, "")
		c := f.mustBook(f.slot(f.walk, 1), 1, "sess_2")
		_, err = f.s.CancelBooking(f.ctx, f.biz.ID, c.ID, "")
		noErr(t, "CancelBooking", err)

		to := tick(t)
		f.capture("sess_9", "Late", "late@example.com")
		f.mustTurn("sess_9", 0, false, "after the window")
		f.mustBook(f.slot(f.boat, 0), 1, "sess_9")

		facts, err := f.s.AnalyticsFacts(f.ctx, f.biz.ID, from, to)
		noErr(t, "AnalyticsFacts", err)
		if len(facts.Conversations) != 2 || len(facts.Messages) != 8 || len(facts.Leads) != 1 || len(facts.Bookings) != 3 {
			t.Fatalf("facts: %d conversations, %d messages, %d leads, %d bookings; want 2, 8, 1, 3",
				len(facts.Conversations), len(facts.Messages), len(facts.Leads), len(facts.Bookings))
		}
		for _, c := range facts.Conversations {
			if c.CreatedAt.Before(from) || !c.CreatedAt.Before(to) || (c.SessionID == "sess_1") != c.Handoff {
				t.Fatalf("conversation fact %+v", c)
			}
		}
		cancelled := 0
		for _, b := range facts.Bookings {
			if b.Status == store.BookingCancelled {
				cancelled++
				if b.SessionID != "sess_2" || b.ServiceID != "svc_walk" || b.TotalPrice != 25.5 || b.Source != store.SourceChat {
					t.Fatalf("cancelled booking fact %+v", b)
				}
			}
		}
		if cancelled != 1 {
			t.Fatalf("%d cancelled booking facts, want 1", cancelled)
		}
		if facts.Leads[0].SessionID != "sess_1" {
			t.Fatalf("lead fact %+v", facts.Leads[0])
		}

		loc := f.biz.Location()
		a := store.ComputeAnalytics(facts, from.In(loc), to.In(loc), loc, f.biz.Currency)
		want := store.AnalyticsTotals{
			Conversations: 2, MessagesIn: 4, MessagesOut: 4, Leads: 1, Bookings: 2, Guests: 3, Revenue: 96,
			Currency: "EUR", ConversionRate: 0.5, LeadCaptureRate: 0.5, FallbackRate: 0.25, Handoffs: 1,
		}
		if a.Totals != want {
			t.Fatalf("totals = %+v\nwant     %+v", a.Totals, want)
		}
		if len(a.TopServices) != 2 || a.TopServices[0].ServiceID != "svc_boat" || a.TopServices[1].Revenue != 51 ||
			a.TopServices[1].Name != "Alfama Walk" || a.TopServices[1].Guests != 2 {
			t.Fatalf("top services = %+v", a.TopServices)
		}
		if len(a.TopIntents) != 2 || a.TopIntents[0] != (store.IntentCount{Intent: store.IntentGreet, Count: 3}) ||
			a.TopIntents[1] != (store.IntentCount{Intent: store.IntentBook, Count: 1}) {
			t.Fatalf("top intents = %+v", a.TopIntents)
		}
		if len(a.ByLanguage) != 2 || a.ByLanguage[0] != (store.LangFigures{Language: "en", Conversations: 1, MessagesIn: 3}) ||
			a.ByLanguage[1] != (store.LangFigures{Language: "pt", Conversations: 1, MessagesIn: 1}) {
			t.Fatalf("by language = %+v", a.ByLanguage)
		}
	}},
	{"OtherBusinessEmpty", func(t *testing.T, f *fixture) {
		from := tick(t)
		f.mustTurn("sess_1", 0, false, "hi")
		f.mustBook(f.slot(f.walk, 0), 1, "sess_1")
		other := f.addBusiness("Other")
		facts, err := f.s.AnalyticsFacts(f.ctx, other.ID, from, tick(t))
		noErr(t, "AnalyticsFacts", err)
		if len(facts.Conversations)+len(facts.Messages)+len(facts.Leads)+len(facts.Bookings) != 0 {
			t.Fatalf("another business's facts leaked: %+v", facts)
		}
	}},
}
