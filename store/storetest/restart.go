package storetest

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// restartKeepsEverything writes one of everything, closes the store,
// opens a new one on the same database and reads it all back.
func restartKeepsEverything(t *testing.T, b Backend) {
	db := b.NewDatabase(t)
	ctx := context.Background()
	s1 := b.Open(t, db, nil)
	biz, slot := Seed(t, s1, 12)
	svc, err := s1.Service(ctx, biz.ID, slot.ServiceID)
	if err != nil {
		t.Fatal(err)
	}
	key, secret := store.NewAPIKey(biz.ID, store.KeySecret, []string{store.ScopeAll})
	if err := s1.CreateKey(ctx, key); err != nil {
		t.Fatal(err)
	}
	hook := &store.Webhook{BusinessID: biz.ID, URL: "https://hooks.example/tc", Events: []string{"*"},
		Description: "all", Enabled: true, Secret: "whsec_c2VjcmV0"}
	if err := s1.CreateWebhook(ctx, hook); err != nil {
		t.Fatal(err)
	}
	state := json.RawMessage(`{"lang":"pt","guests":3}`)
	conv, err := s1.SaveTurn(ctx, store.Turn{
		BusinessID: biz.ID, SessionID: "sess-1", Language: "pt", State: state,
		Visitor: store.Message{Text: "Olá, 3 pessoas amanhã", Intent: store.IntentAvailability, Metadata: json.RawMessage(`{"page":"/tours"}`)},
		Reply:   store.Message{Text: "Temos o Elétrico 28 às 9:00", Reply: json.RawMessage(`{"id":"msg_x","message":"Temos"}`)},
	})
	if err != nil {
		t.Fatal(err)
	}
	lead, created, err := s1.CaptureLead(ctx, store.LeadCapture{BusinessID: biz.ID, SessionID: "sess-1",
		Name: "Ana", Email: "ana@example.com", Language: "pt",
		Interest: store.LeadInterest{ServiceID: svc.ID, ServiceName: "Elétrico 28", Date: slot.Date, Guests: 3}})
	if err != nil || !created {
		t.Fatalf("CaptureLead = %v, %v", created, err)
	}
	bk, err := store.Book(ctx, s1, biz, store.BookingRequest{SlotID: slot.ID, Guests: 3, SessionID: "sess-1",
		Customer: store.Customer{Name: "Ana", Email: "ana@example.com", Phone: "+351912345678"},
		Source:   store.SourceChat, Metadata: json.RawMessage(`{"ref": "x"}`), Language: "pt"}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if bk.LeadID != lead.ID {
		t.Errorf("booking lead = %q, want %q", bk.LeadID, lead.ID)
	}
	begun, err := s1.BeginIdempotent(ctx, biz.ID, "idem-1", "h1", "tok-h1")
	if err != nil || begun != nil {
		t.Fatalf("BeginIdempotent = %v, %v", begun, err)
	}
	if err := s1.CompleteIdempotent(ctx, biz.ID, "idem-1", "tok-h1", 201, []byte(`{"id":"bk"}`)); err != nil {
		t.Fatal(err)
	}
	before, _, err := s1.ListEvents(ctx, biz.ID, store.EventFilter{Page: store.Page{Limit: 100}})
	if err != nil {
		t.Fatal(err)
	}
	if err := s1.Close(); err != nil {
		t.Fatal(err)
	}

	s2 := b.Open(t, db, nil)
	gotBiz, err := s2.Business(ctx, biz.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(gotBiz, biz) {
		t.Errorf("business\n got %+v\nwant %+v", gotBiz, biz)
	}
	gotKey, err := s2.KeyByHash(ctx, store.HashKey(secret))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(gotKey, key) {
		t.Errorf("key\n got %+v\nwant %+v", gotKey, key)
	}
	gotSvc, err := s2.Service(ctx, biz.ID, svc.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(gotSvc, svc) {
		t.Errorf("service\n got %+v\nwant %+v", gotSvc, svc)
	}
	gotBk, err := s2.Booking(ctx, biz.ID, bk.ID)
	if err != nil {
		t.Fatal(err)
	}
	if gotBk.Start.Location().String() != "Europe/Lisbon" || !gotBk.Start.Equal(bk.Start) {
		t.Errorf("booking start = %v, want %v in Europe/Lisbon", gotBk.Start, bk.Start)
	}
	gotBk.Start, gotBk.End = bk.Start, bk.End // same instant and zone; the *Location pointers differ
	if !reflect.DeepEqual(gotBk, bk) {
		t.Errorf("booking\n got %+v\nwant %+v", gotBk, bk)
	}
	booked, err := s2.BookedPlaces(ctx, biz.ID, []string{slot.ID})
	if err != nil || booked[slot.ID] != 3 {
		t.Errorf("BookedPlaces = %v, %v; want 3", booked, err)
	}
	gotLead, err := s2.LeadBySession(ctx, biz.ID, "sess-1")
	if err != nil {
		t.Fatal(err)
	}
	if gotLead.Status != store.LeadConverted || gotLead.BookingID != bk.ID || gotLead.Email != "ana@example.com" ||
		gotLead.Interest.Guests != 3 {
		t.Errorf("lead = %+v", gotLead)
	}
	gotConv, err := s2.ConversationBySession(ctx, biz.ID, "sess-1")
	if err != nil {
		t.Fatal(err)
	}
	if string(gotConv.State) != string(state) || gotConv.Version != conv.Version || gotConv.Messages != 2 ||
		gotConv.LeadID != lead.ID || gotConv.Language != "pt" {
		t.Errorf("conversation = %+v (state %s)", gotConv, gotConv.State)
	}
	msgs, more, err := s2.Messages(ctx, biz.ID, gotConv.ID, store.Page{})
	if err != nil || more || len(msgs) != 2 {
		t.Fatalf("Messages = %d, %v, %v", len(msgs), more, err)
	}
	if msgs[0].Role != store.RoleVisitor || msgs[1].Role != store.RoleAssistant ||
		string(msgs[0].Metadata) != `{"page":"/tours"}` || string(msgs[1].Reply) != `{"id":"msg_x","message":"Temos"}` {
		t.Errorf("messages = %+v", msgs)
	}
	gotHook, err := s2.Webhook(ctx, biz.ID, hook.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(gotHook, hook) {
		t.Errorf("webhook\n got %+v\nwant %+v", gotHook, hook)
	}
	after, _, err := s2.ListEvents(ctx, biz.ID, store.EventFilter{Page: store.Page{Limit: 100}})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(after, before) {
		t.Errorf("events differ after restart:\n got %d\nwant %d", len(after), len(before))
	}
	// conversation.started, 2 × message_created, lead.captured, booking.created, lead.updated
	wantTypes := []string{store.EventLeadUpdated, store.EventBookingCreated, store.EventLeadCaptured,
		store.EventConversationMessageCreated, store.EventConversationMessageCreated, store.EventConversationStarted}
	var gotTypes []string
	for _, e := range after {
		gotTypes = append(gotTypes, e.Type)
	}
	if !reflect.DeepEqual(gotTypes, wantTypes) {
		t.Errorf("event types newest first = %v, want %v", gotTypes, wantTypes)
	}
	dels, _, err := s2.Deliveries(ctx, biz.ID, hook.ID, store.Page{Limit: 100})
	if err != nil || len(dels) != len(wantTypes) {
		t.Errorf("deliveries = %d, %v; want %d", len(dels), err, len(wantTypes))
	}
	rec, err := s2.BeginIdempotent(ctx, biz.ID, "idem-1", "h1", "tok-h1")
	if err != nil || rec == nil || rec.Status != 201 || string(rec.Body) != `{"id":"bk"}` {
		t.Errorf("idempotent replay = %+v, %v", rec, err)
	}
	evs, err := s2.ClaimUnpublished(ctx, 100)
	if err != nil || len(evs) != len(wantTypes) {
		t.Errorf("unpublished after restart = %d, %v; want %d", len(evs), err, len(wantTypes))
	}
}
