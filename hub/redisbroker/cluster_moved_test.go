package redisbroker_test

import (
	"context"
	"fmt"
	"hash/fnv"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/tourchat/tourchat/hub/brokertest"
	"github.com/tourchat/tourchat/hub/redisbroker"
)

// TestClusterSlotMoved gives the slot of one partition to another master
// (as a failover does) while a broker is subscribed to a channel in it:
// Redis drops the shard subscriptions of a slot a node no longer owns, and
// the broker must resubscribe on the new owner, tell the hub to recover,
// and keep delivering. The partition (p38 of 40) is used by no other test
// (brokertest.Start's channel is in p37); its slot is empty, and is given
// back, emptied again, at the end.
func TestClusterSlotMoved(t *testing.T) {
	const partitions, part = 40, 38
	opt := clusterOptions(t)
	c := newClusterClient(t, opt)
	ctx := context.Background()
	prefix := newClusterPrefix(t, c)
	ch := ""
	for i := 0; ch == ""; i++ {
		cand := fmt.Sprintf("biz_m:session:%d", i)
		h := fnv.New32a()
		_, _ = h.Write([]byte(cand))
		if h.Sum32()%partitions == part {
			ch = cand
		}
	}
	slot, err := c.ClusterKeySlot(ctx, fmt.Sprintf("{p%d}", part)).Result()
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	masters := map[string]*redis.Client{} // by node id
	err = c.ForEachMaster(ctx, func(ctx context.Context, n *redis.Client) error {
		id, err := n.Do(ctx, "cluster", "myid").Text()
		mu.Lock()
		masters[id] = n
		mu.Unlock()
		return err
	})
	if err != nil || len(masters) < 2 {
		t.Fatalf("masters %v, %v", masters, err)
	}
	owner := ""
	ranges, err := c.ClusterSlots(ctx).Result()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range ranges {
		if int64(r.Start) <= slot && slot <= int64(r.End) {
			owner = r.Nodes[0].ID
		}
	}
	target := ""
	for id := range masters {
		if id != owner {
			target = id
			break
		}
	}
	if masters[owner] == nil || target == "" {
		t.Fatalf("slot %d: owner %q, target %q", slot, owner, target)
	}
	// giveSlot hands the (empty) slot to id: the new owner takes it and
	// bumps its epoch so that its claim wins, then the others agree.
	giveSlot := func(id string) error {
		if err := masters[id].Do(ctx, "cluster", "setslot", slot, "node", id).Err(); err != nil {
			return err
		}
		if err := masters[id].Do(ctx, "cluster", "bumpepoch").Err(); err != nil {
			return err
		}
		for other, n := range masters {
			if other != id {
				if err := n.Do(ctx, "cluster", "setslot", slot, "node", id).Err(); err != nil {
					return err
				}
			}
		}
		return nil
	}

	b := redisbroker.NewCluster(c, redisbroker.ClusterOptions{Options: brokerOptions(prefix), Partitions: partitions})
	rec := brokertest.Start(t, b)
	if err := b.Subscribe(ctx, ch); err != nil {
		t.Fatal(err)
	}
	before := rec.Reconnects()
	if err := giveSlot(target); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		n := masters[target]
		keys, _ := n.Do(ctx, "cluster", "getkeysinslot", slot, 1000).StringSlice()
		if len(keys) > 0 {
			n.Del(ctx, keys...)
		}
		if err := giveSlot(owner); err != nil {
			t.Errorf("giving slot %d back: %v", slot, err)
		}
	})
	rec.WaitFor(t, "the hub told to recover after the slot moved", func(r *brokertest.Recorder) bool {
		return r.Reconnects() > before
	})
	// The first publications may meet a subscription still on its way to
	// the new owner (the hub's recovery covers those); one must come live.
	deadline := time.Now().Add(brokertest.WaitTimeout)
	for time.Now().Before(deadline) {
		pos, err := b.Publish(ctx, ch, []byte("after the move"))
		if err != nil {
			t.Fatal(err)
		}
		for wait := time.Now().Add(200 * time.Millisecond); time.Now().Before(wait); time.Sleep(10 * time.Millisecond) {
			for _, p := range rec.Publications(ch) {
				if p.Offset == pos.Offset && p.Epoch == pos.Epoch {
					return
				}
			}
		}
	}
	t.Fatalf("no publication reached the broker within %v after the slot moved", brokertest.WaitTimeout)
}
