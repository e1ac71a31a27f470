package hub

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// TestMemoryPresence: entries expire with their TTL unless refreshed, a
// removed connection is gone at once, one person on two connections counts
// once, and businesses do not see each other's staff.
func TestMemoryPresence(t *testing.T) {
	var mu sync.Mutex
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	p := NewMemoryPresence(clock)
	ctx := context.Background()
	maria := store.Assignee{ID: "stf_m", Name: "Maria"}
	joao := store.Assignee{ID: "stf_j", Name: "João"}
	online := func(biz string) []store.Assignee {
		t.Helper()
		got, err := p.Online(ctx, biz)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	const ttl = 30 * time.Second
	tabs := []PresenceEntry{{"biz_1", "c1", maria}, {"biz_1", "c2", maria}, {"biz_1", "c3", joao}}
	if err := p.Refresh(ctx, tabs, ttl); err != nil {
		t.Fatal(err)
	}
	if err := p.Refresh(ctx, []PresenceEntry{{"biz_2", "c4", joao}}, ttl); err != nil {
		t.Fatal(err)
	}
	if got := online("biz_1"); len(got) != 2 || got[0] != joao || got[1] != maria {
		t.Fatalf("biz_1 online = %v, want João and Maria once each", got)
	}
	if err := p.Remove(ctx, tabs[2:]); err != nil {
		t.Fatal(err)
	}
	if got := online("biz_1"); len(got) != 1 || got[0] != maria {
		t.Fatalf("after João's socket closed: %v", got)
	}
	if got := online("biz_2"); len(got) != 1 || got[0] != joao {
		t.Fatalf("biz_2 online = %v", got)
	}
	// Maria's first tab keeps being refreshed; the second stops (its instance died).
	advance(20 * time.Second)
	if err := p.Refresh(ctx, tabs[:1], ttl); err != nil {
		t.Fatal(err)
	}
	advance(20 * time.Second)
	if got := online("biz_1"); len(got) != 1 {
		t.Fatalf("a refreshed connection expired: %v", got)
	}
	advance(11 * time.Second)
	if got := online("biz_1"); len(got) != 0 {
		t.Fatalf("online after every TTL ran out: %v", got)
	}
}
