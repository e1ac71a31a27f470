package storetest

import (
	"encoding/json"
	"testing"

	"github.com/tourchat/tourchat/store"
)

// validationTests hold both backends to the same refusals: an unknown
// business is ErrNotFound, a missing session or slot id a parameter error
// naming it (package store's Validate functions; the Postgres schema's
// foreign keys and checks besides).
var validationTests = []test{
	{"UnknownBusinessRefused", func(t *testing.T, f *fixture) {
		const nope = "biz_nope"
		_, err := f.s.CreateBooking(f.ctx, store.NewBooking{Booking: store.Booking{
			BusinessID: nope, ServiceID: "svc_walk", SlotID: f.slot(f.walk, 0), Guests: 1, Currency: "EUR",
			Status: store.BookingConfirmed, Source: store.SourceAPI, Metadata: json.RawMessage(`{}`),
		}, Capacity: 10})
		wantErr(t, "CreateBooking(unknown business)", err, store.ErrNotFound)
		_, err = f.s.SaveTurn(f.ctx, store.Turn{BusinessID: nope, SessionID: "s1", Language: "en",
			Visitor: store.Message{Text: "hi"}, Reply: store.Message{Text: "hello"}})
		wantErr(t, "SaveTurn(unknown business)", err, store.ErrNotFound)
		_, _, err = f.s.CaptureLead(f.ctx, store.LeadCapture{BusinessID: nope, SessionID: "s1", Email: "a@b.co"})
		wantErr(t, "CaptureLead(unknown business)", err, store.ErrNotFound)
		k, _ := store.NewAPIKey(nope, store.KeySecret, []string{store.ScopeAll})
		wantErr(t, "CreateKey(unknown business)", f.s.CreateKey(f.ctx, k), store.ErrNotFound)
		svc := *f.walk
		svc.BusinessID = nope
		wantErr(t, "UpsertService(unknown business)", f.s.UpsertService(f.ctx, &svc), store.ErrNotFound)
	}},
	{"EmptyIDsRefused", func(t *testing.T, f *fixture) {
		_, err := f.s.CreateBooking(f.ctx, store.NewBooking{Booking: store.Booking{
			BusinessID: f.biz.ID, ServiceID: "svc_walk", Guests: 1, Currency: "EUR", Source: store.SourceAPI,
		}, Capacity: 10})
		wantParam(t, "CreateBooking(no slot)", err, "slot_id")
		_, err = f.s.SaveTurn(f.ctx, store.Turn{BusinessID: f.biz.ID, Language: "en",
			Visitor: store.Message{Text: "hi"}, Reply: store.Message{Text: "hello"}})
		wantParam(t, "SaveTurn(no session)", err, "session_id")
		_, _, err = f.s.CaptureLead(f.ctx, store.LeadCapture{BusinessID: f.biz.ID, Email: "a@b.co"})
		wantParam(t, "CaptureLead(no session)", err, "session_id")
		svc := *f.walk
		svc.ID = ""
		wantParam(t, "UpsertService(no id)", f.s.UpsertService(f.ctx, &svc), "id")
	}},
}

func wantParam(t *testing.T, what string, err error, field string) {
	t.Helper()
	pe, ok := store.AsParam(err)
	if !ok || pe.Field != field {
		t.Fatalf("%s = %v, want a parameter error on %s", what, err, field)
	}
}
