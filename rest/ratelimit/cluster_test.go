package ratelimit_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/tourchat/tourchat/hub/redisbroker"
	"github.com/tourchat/tourchat/rest/ratelimit"
	"github.com/tourchat/tourchat/store/storetest"
)

// TestRedisClusterSharedBudget: two limiters on two Redis Cluster clients
// (two instances) draw on one budget per key, for keys spread over every
// shard (each key's GCRA state is one Redis key, so it lives on one slot).
func TestRedisClusterSharedBudget(t *testing.T) {
	opt, err := redisbroker.ParseClusterURL(storetest.RedisClusterURL(t))
	if err != nil {
		t.Fatal(err)
	}
	c1, c2 := redis.NewClusterClient(opt), redis.NewClusterClient(opt)
	t.Cleanup(func() { _ = c1.Close(); _ = c2.Close() })
	var raw [6]byte
	_, _ = rand.Read(raw[:])
	prefix := "tctest:rl:" + hex.EncodeToString(raw[:]) + ":"
	t.Cleanup(func() {
		_ = c1.ForEachMaster(context.Background(), func(ctx context.Context, n *redis.Client) error {
			iter := n.Scan(ctx, 0, "*"+prefix+"*", 100).Iterator()
			for iter.Next(ctx) {
				n.Del(ctx, iter.Val())
			}
			return iter.Err()
		})
	})
	a := ratelimit.NewRedis(c1, ratelimit.RedisOptions{Prefix: prefix})
	b := ratelimit.NewRedis(c2, ratelimit.RedisOptions{Prefix: prefix})
	ctx := context.Background()
	for k := range 12 {
		key := fmt.Sprintf("key_%d", k)
		for i := range 3 {
			l := a
			if i%2 == 1 {
				l = b
			}
			res, err := l.Allow(ctx, key, 3, time.Minute)
			if err != nil || !res.Allowed || res.Remaining != 2-i {
				t.Fatalf("%s request %d: %+v, %v; want allowed with %d remaining", key, i+1, res, err, 2-i)
			}
		}
		for _, l := range []*ratelimit.Redis{a, b} {
			if res, err := l.Allow(ctx, key, 3, time.Minute); err != nil || res.Allowed || res.RetryAfter <= 0 {
				t.Fatalf("%s over the shared budget: %+v, %v; want refused", key, res, err)
			}
		}
	}
	// The keys reached several shards, not one node by chance.
	var nodes atomic.Int32 // ForEachMaster calls concurrently
	_ = c1.ForEachMaster(ctx, func(ctx context.Context, n *redis.Client) error {
		keys, err := n.Keys(ctx, "*"+prefix+"*").Result()
		if err == nil && len(keys) > 0 {
			nodes.Add(1)
		}
		return err
	})
	if n := nodes.Load(); n < 2 {
		t.Fatalf("the limiter's keys are on %d node(s), want them spread", n)
	}
}
