package memory

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// TestRetentionBoundsTheStore: however many conversations and events are
// written, the store keeps at most its caps; the most recent conversations
// stay readable, and no event the relay has not handed out is dropped.
func TestRetentionBoundsTheStore(t *testing.T) {
	ctx := context.Background()
	clk := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	s := New(Options{Now: func() time.Time { clk = clk.Add(time.Millisecond); return clk }, MaxConversations: 50, MaxEvents: 300})
	biz := &store.Business{ID: "biz_r", Name: "R", Timezone: "UTC", Currency: "EUR"}
	if err := s.CreateBusiness(ctx, biz); err != nil {
		t.Fatal(err)
	}
	for i := range 1000 {
		_, err := s.SaveTurn(ctx, store.Turn{BusinessID: biz.ID, SessionID: fmt.Sprintf("s%d", i), Language: "en",
			Handoff: i == 0, // waits for a person: kept whatever its age
			Visitor: store.Message{Text: "hello"}, Reply: store.Message{Text: "hi"}})
		if err != nil {
			t.Fatal(err)
		}
		if i%10 == 0 { // the relay hands events out as they come
			if _, err := s.ClaimUnpublished(ctx, 1000); err != nil {
				t.Fatal(err)
			}
		}
	}
	s.mu.Lock()
	convs, events, msgs := len(s.convBySession), s.events, 0
	s.messageIDs.each(func(*message) { msgs++ })
	s.mu.Unlock()
	if convs > 51 || events > 300+20 || msgs > 2*51 {
		t.Fatalf("kept %d conversations, %d events, %d messages; want at most 50, ~300, 100", convs, events, msgs)
	}
	if _, err := s.ConversationBySession(ctx, biz.ID, "s999"); err != nil {
		t.Fatalf("the newest conversation was dropped: %v", err)
	}
	if _, err := s.ConversationBySession(ctx, biz.ID, "s1"); err == nil {
		t.Fatal("the oldest conversation was kept past the cap")
	}
	if c, err := s.ConversationBySession(ctx, biz.ID, "s0"); err != nil || c.Status != store.StatusWaiting {
		t.Fatalf("the conversation waiting for a person was dropped: %v, %v", c, err)
	}
	// Events not yet handed out are all still there.
	evs, err := s.ClaimUnpublished(ctx, 1000)
	if err != nil || len(evs) == 0 || evs[len(evs)-1].Seq != s.seq {
		t.Fatalf("unpublished events after trimming: %d, %v", len(evs), err)
	}
}
