package redisbroker

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/store"
)

// Presence is hub.Presence on Redis, shared by every instance: one sorted
// set per business whose members are staff connections, scored by the unix
// milliseconds until which each is present. A connection whose instance
// died stops being refreshed and drops out when its score passes; the key
// itself expires a little after its last refresh.
type Presence struct {
	client redis.UniversalClient
	prefix string
	now    func() time.Time
}

var _ hub.Presence = (*Presence)(nil)

// NewPresence returns a Presence on client with the broker's key prefix
// (DefaultPrefix when empty) and clock now (time.Now when nil).
func NewPresence(client redis.UniversalClient, prefix string, now func() time.Time) *Presence {
	if prefix == "" {
		prefix = DefaultPrefix
	}
	if now == nil {
		now = time.Now
	}
	return &Presence{client: client, prefix: prefix, now: now}
}

func (p *Presence) key(businessID string) string { return p.prefix + "presence{" + businessID + "}" }

// member is a connection's entry: who, on which connection, as JSON.
type member struct {
	Conn string `json:"c"`
	ID   string `json:"i"`
	Name string `json:"n"`
}

func encodeMember(e hub.PresenceEntry) string {
	b, _ := json.Marshal(member{Conn: e.ConnID, ID: e.Staff.ID, Name: e.Staff.Name}) // strings only: cannot fail
	return string(b)
}

// Refresh implements hub.Presence in one pipeline.
func (p *Presence) Refresh(ctx context.Context, entries []hub.PresenceEntry, ttl time.Duration) error {
	until := float64(p.now().Add(ttl).UnixMilli())
	pipe := p.client.Pipeline()
	keys := map[string]bool{}
	for _, e := range entries {
		k := p.key(e.BusinessID)
		pipe.ZAdd(ctx, k, redis.Z{Score: until, Member: encodeMember(e)})
		keys[k] = true
	}
	for k := range keys {
		pipe.PExpire(ctx, k, 2*ttl)
	}
	if _, err := pipe.Exec(ctx); err != nil {
		return fmt.Errorf("redisbroker: presence refresh: %w", err)
	}
	return nil
}

// Remove implements hub.Presence.
func (p *Presence) Remove(ctx context.Context, entries []hub.PresenceEntry) error {
	pipe := p.client.Pipeline()
	for _, e := range entries {
		pipe.ZRem(ctx, p.key(e.BusinessID), encodeMember(e))
	}
	if _, err := pipe.Exec(ctx); err != nil {
		return fmt.Errorf("redisbroker: presence remove: %w", err)
	}
	return nil
}

// Online implements hub.Presence: it prunes the expired entries and reads
// the others.
func (p *Presence) Online(ctx context.Context, businessID string) ([]store.Assignee, error) {
	k := p.key(businessID)
	now := strconv.FormatInt(p.now().UnixMilli(), 10)
	pipe := p.client.Pipeline()
	pipe.ZRemRangeByScore(ctx, k, "-inf", now)
	live := pipe.ZRangeByScore(ctx, k, &redis.ZRangeBy{Min: "(" + now, Max: "+inf"})
	if _, err := pipe.Exec(ctx); err != nil {
		return nil, fmt.Errorf("redisbroker: presence: %w", err)
	}
	var out []store.Assignee
	for _, raw := range live.Val() {
		var m member
		if json.Unmarshal([]byte(raw), &m) != nil || m.ID == "" {
			continue // not ours
		}
		out = append(out, store.Assignee{ID: m.ID, Name: m.Name})
	}
	return hub.DistinctStaff(out), nil
}
