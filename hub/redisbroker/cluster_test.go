package redisbroker_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/redis/go-redis/v9"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/hub/brokertest"
	"github.com/tourchat/tourchat/hub/redisbroker"
	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/storetest"
)

func clusterOptions(t *testing.T) *redis.ClusterOptions {
	t.Helper()
	opt, err := redisbroker.ParseClusterURL(storetest.RedisClusterURL(t))
	if err != nil {
		t.Fatalf("TOURCHAT_TEST_REDIS_CLUSTER_URL: %v", err)
	}
	return opt
}

func newClusterClient(t *testing.T, opt *redis.ClusterOptions) *redis.ClusterClient {
	t.Helper()
	c := redis.NewClusterClient(opt)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// newClusterPrefix is newPrefix on every master of the cluster.
func newClusterPrefix(t testing.TB, c *redis.ClusterClient) string {
	t.Helper()
	var raw [6]byte
	_, _ = rand.Read(raw[:])
	prefix := "tctest:" + hex.EncodeToString(raw[:]) + ":"
	t.Cleanup(func() {
		_ = c.ForEachMaster(context.Background(), func(ctx context.Context, n *redis.Client) error {
			iter := n.Scan(ctx, 0, prefix+"*", 100).Iterator()
			for iter.Next(ctx) {
				n.Del(ctx, iter.Val())
			}
			return nil
		})
	})
	return prefix
}

func clusterBrokerOptions(prefix string) redisbroker.ClusterOptions {
	// Few partitions, so the suite's channels share partitions (several
	// channels on one sharded pub/sub connection) and still reach every
	// master.
	return redisbroker.ClusterOptions{Options: brokerOptions(prefix), Partitions: 6}
}

func TestClusterConformance(t *testing.T) {
	opt := clusterOptions(t)
	brokertest.Run(t, func(t *testing.T) hub.Broker {
		c := newClusterClient(t, opt)
		return redisbroker.NewCluster(c, clusterBrokerOptions(newClusterPrefix(t, c)))
	})
}

func TestClusterConformancePair(t *testing.T) {
	opt := clusterOptions(t)
	brokertest.RunPair(t, func(t *testing.T) (hub.Broker, hub.Broker) {
		c1, c2 := newClusterClient(t, opt), newClusterClient(t, opt)
		prefix := newClusterPrefix(t, c1)
		return redisbroker.NewCluster(c1, clusterBrokerOptions(prefix)), redisbroker.NewCluster(c2, clusterBrokerOptions(prefix))
	})
}

// TestClusterShardsAndSlots publishes on many channels and checks, on the
// cluster's masters, that channels are spread over several shards, that
// each channel's history stream and meta hash sit on one node (so the
// publish script runs there), and that delivery uses sharded pub/sub (the
// subscriptions are shard channels, none is a classic channel).
func TestClusterShardsAndSlots(t *testing.T) {
	opt := clusterOptions(t)
	c := newClusterClient(t, opt)
	prefix := newClusterPrefix(t, c)
	b := redisbroker.NewCluster(c, clusterBrokerOptions(prefix))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	rec := brokertest.NewRecorder()
	go func() { done <- b.Run(ctx, rec) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Run: %v", err)
		}
	}()
	const channels = 24
	for i := range channels {
		ch := fmt.Sprintf("biz_%d:business", i)
		if err := b.Subscribe(ctx, ch); err != nil {
			t.Fatal(err)
		}
		if _, err := b.Publish(ctx, ch, []byte("x")); err != nil {
			t.Fatal(err)
		}
	}

	var mu sync.Mutex
	nodeOf := map[string]string{} // key -> node address
	shardChans, classic := 0, 0
	err := c.ForEachMaster(ctx, func(ctx context.Context, n *redis.Client) error {
		var keys []string
		iter := n.Scan(ctx, 0, prefix+"*", 100).Iterator()
		for iter.Next(ctx) {
			keys = append(keys, iter.Val())
		}
		sc, err := n.PubSubShardChannels(ctx, prefix+"*").Result()
		if err != nil {
			return err
		}
		cc, err := n.PubSubChannels(ctx, prefix+"*").Result()
		if err != nil {
			return err
		}
		mu.Lock()
		defer mu.Unlock()
		for _, k := range keys {
			nodeOf[k] = n.Options().Addr
		}
		shardChans += len(sc)
		classic += len(cc)
		return iter.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	nodes := map[string]bool{}
	streams := 0
	for k, node := range nodeOf {
		nodes[node] = true
		if rest, ok := strings.CutPrefix(k, prefix+"h"); ok {
			streams++
			if m := prefix + "m" + rest; nodeOf[m] != node {
				t.Errorf("%s is on %s but %s on %q", k, node, m, nodeOf[m])
			}
		}
	}
	if streams != channels {
		t.Fatalf("found %d history streams, want %d", streams, channels)
	}
	if len(nodes) < 2 {
		t.Fatalf("every key is on %v: channels are not spread over the shards", nodes)
	}
	// One shard channel per channel plus the pin of each partition used.
	if shardChans < channels || classic != 0 {
		t.Fatalf("%d shard channels and %d classic channels subscribed; want at least %d sharded and no classic", shardChans, classic, channels)
	}
}

// TestClusterHubTwoInstances runs two hubs on Redis Cluster brokers (two
// instances): events published on one reach a WebSocket client of the
// other, in order and gap-free, on a business channel and a session
// channel (which live in different partitions).
func TestClusterHubTwoInstances(t *testing.T) {
	opt := clusterOptions(t)
	c1, c2 := newClusterClient(t, opt), newClusterClient(t, opt)
	prefix := newClusterPrefix(t, c1)
	_, url := startHub(t, redisbroker.NewCluster(c1, clusterBrokerOptions(prefix)))
	pubHub, _ := startHub(t, redisbroker.NewCluster(c2, clusterBrokerOptions(prefix)))

	ctx := context.Background()
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	if err := c.Write(ctx, websocket.MessageText, []byte(`{"type":"subscribe","channel":"business"}`)); err != nil {
		t.Fatal(err)
	}
	sub := readUntil(t, c, "subscribed")
	for i := range 20 {
		ev := store.Event{ID: fmt.Sprintf("evt_%d", i), Object: "event", Type: store.EventBookingCreated,
			CreatedAt: time.Now().UTC(), BusinessID: "biz_1", Data: json.RawMessage(`{}`)}
		if err := pubHub.PublishEvent(ctx, ev); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 20 {
		f := readUntil(t, c, "event")
		if want := fmt.Sprintf("evt_%d", i); f.Event.ID != want || f.Offset != sub.Offset+1+uint64(i) {
			t.Fatalf("event %d: got %s at offset %d, want %s at %d", i, f.Event.ID, f.Offset, want, sub.Offset+1+uint64(i))
		}
	}
}

func TestParseClusterURL(t *testing.T) {
	opt, err := redisbroker.ParseClusterURL("redis+cluster://u:p%40ss@10.0.0.1:7001,10.0.0.2:7002/?dial_timeout=2s&max_retries=1")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(opt.Addrs, " ") != "10.0.0.1:7001 10.0.0.2:7002" || opt.Username != "u" || opt.Password != "p@ss" ||
		opt.DialTimeout != 2*time.Second || opt.MaxRetries != 1 || opt.TLSConfig != nil {
		t.Fatalf("parsed %+v", opt)
	}
	opt, err = redisbroker.ParseClusterURL("rediss+cluster://h:1")
	if err != nil || len(opt.Addrs) != 1 || opt.TLSConfig == nil {
		t.Fatalf("rediss+cluster: %+v, %v", opt, err)
	}
	for _, bad := range []string{"redis://h:1", "redis+cluster://", "redis+cluster://h:1,,h:2", "redis+cluster://h:1?nope=1"} {
		if _, err := redisbroker.ParseClusterURL(bad); err == nil {
			t.Errorf("ParseClusterURL(%q) accepted", bad)
		}
		if redisbroker.IsClusterURL(bad) != strings.HasPrefix(bad, "redis+cluster") {
			t.Errorf("IsClusterURL(%q) wrong", bad)
		}
	}
}

// TestClusterSignal: a signal (typing) sent on one instance reaches the
// other through the channel's shard, with offset 0, and stays out of the
// history.
func TestClusterSignal(t *testing.T) {
	opt := clusterOptions(t)
	c1, c2 := newClusterClient(t, opt), newClusterClient(t, opt)
	prefix := newClusterPrefix(t, c1)
	a := redisbroker.NewCluster(c1, clusterBrokerOptions(prefix))
	b := redisbroker.NewCluster(c2, clusterBrokerOptions(prefix))
	defer a.Close()
	rec := brokertest.Start(t, b)
	ctx := context.Background()
	ch := hub.SessionChannel("biz_1", "typing")
	if err := b.Subscribe(ctx, ch); err != nil {
		t.Fatal(err)
	}
	if err := a.Signal(ctx, ch, []byte(`{"type":"typing"}`)); err != nil {
		t.Fatal(err)
	}
	got := rec.WaitCount(t, ch, 1)
	if got[0].Offset != 0 || string(got[0].Data) != `{"type":"typing"}` {
		t.Fatalf("signal arrived as %+v", got[0])
	}
	if _, pos, err := a.History(ctx, ch, hub.StreamPosition{}, 0); err != nil || pos.Offset != 0 {
		t.Fatalf("history after a signal: %+v, %v; want offset 0", pos, err)
	}
}
