package hub

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"slices"
	"sync"
	"time"

	"github.com/tourchat/tourchat/store"
)

// DefaultPresenceTTL is how long a staff connection counts as online
// without a refresh: an instance that dies (kill -9) stops refreshing, and
// its staff disappear within this time.
const DefaultPresenceTTL = 30 * time.Second

// PresenceEntry is one staff connection: who, for which business, on which
// connection (unique across instances).
type PresenceEntry struct {
	BusinessID string
	ConnID     string
	Staff      store.Assignee
}

// Presence records which staff members hold a connection, shared by every
// instance: MemoryPresence for one process, redisbroker.Presence on Redis.
type Presence interface {
	// Refresh marks the entries present until now + ttl.
	Refresh(ctx context.Context, entries []PresenceEntry, ttl time.Duration) error
	// Remove forgets entries whose connection closed.
	Remove(ctx context.Context, entries []PresenceEntry) error
	// Online lists the business's distinct staff members present, by name.
	Online(ctx context.Context, businessID string) ([]store.Assignee, error)
}

// DistinctStaff orders staff by name then id and drops repeated ids (one
// person with two tabs is one person online).
func DistinctStaff(in []store.Assignee) []store.Assignee {
	slices.SortFunc(in, func(a, b store.Assignee) int { return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.ID, b.ID)) })
	return slices.CompactFunc(in, func(a, b store.Assignee) bool { return a.ID == b.ID })
}

// MemoryPresence is Presence inside one process.
type MemoryPresence struct {
	now func() time.Time
	mu  sync.Mutex
	// until is each entry's expiry, by business then connection; bounded by
	// the open staff connections (Remove) and the TTL (Online prunes).
	until map[string]map[string]memPresence
}

type memPresence struct {
	staff store.Assignee
	until time.Time
}

var _ Presence = (*MemoryPresence)(nil)

// NewMemoryPresence returns an empty MemoryPresence on clock now (time.Now when nil).
func NewMemoryPresence(now func() time.Time) *MemoryPresence {
	if now == nil {
		now = time.Now
	}
	return &MemoryPresence{now: now, until: map[string]map[string]memPresence{}}
}

// Refresh implements Presence.
func (p *MemoryPresence) Refresh(_ context.Context, entries []PresenceEntry, ttl time.Duration) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	until := p.now().Add(ttl)
	for _, e := range entries {
		m := p.until[e.BusinessID]
		if m == nil {
			m = map[string]memPresence{}
			p.until[e.BusinessID] = m
		}
		m[e.ConnID] = memPresence{staff: e.Staff, until: until}
	}
	return nil
}

// Remove implements Presence.
func (p *MemoryPresence) Remove(_ context.Context, entries []PresenceEntry) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, e := range entries {
		delete(p.until[e.BusinessID], e.ConnID)
		if len(p.until[e.BusinessID]) == 0 {
			delete(p.until, e.BusinessID)
		}
	}
	return nil
}

// Online implements Presence.
func (p *MemoryPresence) Online(_ context.Context, businessID string) ([]store.Assignee, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	var out []store.Assignee
	for id, e := range p.until[businessID] {
		if !e.until.After(now) {
			delete(p.until[businessID], id)
			continue
		}
		out = append(out, e.staff)
	}
	return DistinctStaff(out), nil
}

// newConnID names a connection uniquely across instances.
func newConnID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// markPresent records a staff connection subscribed to its business channel.
func (h *Hub) markPresent(c *conn) {
	if c.client.Person == nil {
		return
	}
	e := PresenceEntry{BusinessID: c.client.BusinessID, ConnID: c.id, Staff: *c.client.Person}
	h.mu.Lock()
	if _, ok := h.present[c]; ok {
		h.mu.Unlock()
		return
	}
	h.present[c] = e
	h.mu.Unlock()
	ctx, cancel := context.WithTimeout(c.ctx, h.opts.BrokerTimeout)
	defer cancel()
	if err := h.presence.Refresh(ctx, []PresenceEntry{e}, h.opts.PresenceTTL); err != nil {
		h.log.Warn("hub: recording staff presence failed", "err", err) // the refresher retries
	}
}

// markAbsent forgets a closing connection's presence.
func (h *Hub) markAbsent(c *conn) {
	h.mu.Lock()
	e, ok := h.present[c]
	delete(h.present, c)
	h.mu.Unlock()
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), h.opts.BrokerTimeout)
	defer cancel()
	if err := h.presence.Remove(ctx, []PresenceEntry{e}); err != nil {
		h.log.Warn("hub: removing staff presence failed; it expires with its TTL", "err", err)
	}
}

// refreshPresence keeps this instance's staff connections present until
// ctx ends, refreshing them three times per TTL.
func (h *Hub) refreshPresence(ctx context.Context) {
	t := time.NewTicker(h.opts.PresenceTTL / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		h.mu.Lock()
		entries := make([]PresenceEntry, 0, len(h.present))
		for _, e := range h.present {
			entries = append(entries, e)
		}
		h.mu.Unlock()
		if len(entries) == 0 {
			continue
		}
		rctx, cancel := context.WithTimeout(ctx, h.opts.BrokerTimeout)
		if err := h.presence.Refresh(rctx, entries, h.opts.PresenceTTL); err != nil && ctx.Err() == nil {
			h.log.Warn("hub: refreshing staff presence failed", "err", err)
		}
		cancel()
	}
}

// StaffOnline lists the business's staff members online on any instance.
func (h *Hub) StaffOnline(ctx context.Context, businessID string) ([]store.Assignee, error) {
	ctx, cancel := context.WithTimeout(ctx, h.opts.BrokerTimeout)
	defer cancel()
	return h.presence.Online(ctx, businessID)
}
