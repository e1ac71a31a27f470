package store

import (
	"strings"
	"testing"
	"time"
)

func TestMergeLead(t *testing.T) {
	l := Lead{Name: "Ana", Email: "ana@example.com", Interest: LeadInterest{Guests: 2, Date: "2026-12-05"}}
	if MergeLead(&l, LeadCapture{Email: "ana@example.com"}) {
		t.Fatal("the same email reported as a change")
	}
	if MergeLead(&l, LeadCapture{}) || l.Name != "Ana" || l.Interest.Guests != 2 {
		t.Fatalf("an empty capture changed the lead: %+v", l)
	}
	if !MergeLead(&l, LeadCapture{Phone: "+351912345678", Interest: LeadInterest{Guests: 4}}) {
		t.Fatal("a new phone and party size not reported")
	}
	if l.Phone != "+351912345678" || l.Interest.Guests != 4 || l.Email != "ana@example.com" || l.Interest.Date != "2026-12-05" {
		t.Fatalf("merged lead %+v", l)
	}
}

func TestPageSize(t *testing.T) {
	for _, c := range []struct{ limit, want int }{{0, 20}, {-3, 20}, {1, 1}, {100, 100}, {101, 100}} {
		if got := (Page{Limit: c.limit}).Size(); got != c.want {
			t.Errorf("Page{Limit: %d}.Size() = %d, want %d", c.limit, got, c.want)
		}
	}
}

func TestNextAttemptAt(t *testing.T) {
	now := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	later := now.Add(time.Minute)
	for _, c := range []struct {
		r    AttemptResult
		want *time.Time
	}{
		{AttemptResult{Status: DeliverySucceeded}, nil},
		{AttemptResult{Status: DeliveryFailed, NextAttemptAt: &later}, nil},
		{AttemptResult{Status: DeliveryRetrying, NextAttemptAt: &later}, &later},
		{AttemptResult{Status: DeliveryPending}, &now},
	} {
		got, err := NextAttemptAt(c.r, now)
		if err != nil || (got == nil) != (c.want == nil) || (got != nil && !got.Equal(*c.want)) {
			t.Errorf("%s: %v, %v; want %v", c.r.Status, got, err, c.want)
		}
	}
	if _, err := NextAttemptAt(AttemptResult{Status: "lost"}, now); err == nil {
		t.Error("an unknown status was accepted")
	}
}

func TestPrepareMessage(t *testing.T) {
	now := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	c := &Conversation{ID: "conv_1", BusinessID: "biz_1", SessionID: "s1", Language: "pt"}
	m := PrepareMessage(Message{Text: "olá"}, c, RoleVisitor, now)
	if !strings.HasPrefix(m.ID, PrefixMessage) || m.Role != RoleVisitor || m.Language != "pt" || m.Object != "message" ||
		m.ConversationID != "conv_1" || m.BusinessID != "biz_1" || m.SessionID != "s1" || !m.CreatedAt.Equal(now) {
		t.Fatalf("prepared %+v", m)
	}
	kept := PrepareMessage(Message{ID: "msg_mine", Role: RoleStaff, Language: "en"}, c, RoleAssistant, now)
	if kept.ID != "msg_mine" || kept.Role != RoleStaff || kept.Language != "en" {
		t.Fatalf("caller's fields not kept: %+v", kept)
	}
}

func TestIDsSortInCreationOrder(t *testing.T) {
	var g IDs
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	prev := ""
	for i := range 5000 {
		now := at
		if i%1000 == 999 {
			at = at.Add(-time.Second) // a clock stepping back keeps the order
		} else if i%100 == 99 {
			at = at.Add(time.Millisecond)
		}
		id := g.New(PrefixLead, now)
		if len(id) != len(PrefixLead)+26 || id <= prev {
			t.Fatalf("id %d = %q after %q", i, id, prev)
		}
		prev = id
	}
}
