package redisbroker

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"sync"

	"github.com/redis/go-redis/v9"

	"github.com/tourchat/tourchat/hub"
)

// DefaultPartitions is how many partitions a ClusterBroker spreads channels
// over when ClusterOptions.Partitions is zero.
const DefaultPartitions = 16

// ClusterOptions configure a ClusterBroker.
type ClusterOptions struct {
	Options
	// Partitions is how many partitions channels are spread over (by a hash
	// of the channel name); each partition is one Redis Cluster slot and one
	// sharded pub/sub connection per instance. Every instance of a
	// deployment must use the same number: changing it moves every channel
	// to new keys, which clients see as a new epoch (they reload over REST).
	Partitions int
}

// ClusterBroker is a hub.Broker on a Redis Cluster, with sharded pub/sub
// (SSUBSCRIBE/SPUBLISH, Redis 7), so a publication travels only within the
// shard that holds its channel instead of being broadcast to every node.
//
// Channels are spread over a fixed number of partitions. Every key and the
// shard channel of a partition carry the hash tag {p<n>}, so a channel's
// history stream, its meta hash and its shard channel are in one slot: the
// publish script (offset, history and SPUBLISH in one step) runs on one
// node, and a partition's channels can all be subscribed in one SSUBSCRIBE
// on one connection. Each partition is a Broker of its own (the same code
// as on one Redis: reconnection, silent-connection detection, recovery),
// so a node's outage or failover touches only the partitions it holds; a
// partition whose slot moves (Redis tells its subscribers with SUNSUBSCRIBE)
// resubscribes on the new owner and the hub recovers from history.
//
// Its methods are safe for concurrent use.
type ClusterBroker struct {
	parts []*Broker

	mu      sync.Mutex
	running bool
}

var _ hub.Broker = (*ClusterBroker)(nil)

// NewCluster returns a broker on a Redis Cluster client. The client stays
// the caller's: Close does not close it.
func NewCluster(client *redis.ClusterClient, opt ClusterOptions) *ClusterBroker {
	n := opt.Partitions
	if n <= 0 {
		n = DefaultPartitions
	}
	o := withDefaults(opt.Options)
	c := &ClusterBroker{parts: make([]*Broker, n)}
	for i := range c.parts {
		c.parts[i] = newBroker(client, o, newShard(o.Prefix, i))
	}
	return c
}

func (c *ClusterBroker) part(channel string) *Broker {
	h := fnv.New32a()
	_, _ = h.Write([]byte(channel))
	return c.parts[h.Sum32()%uint32(len(c.parts))]
}

// Publish implements hub.Broker.
func (c *ClusterBroker) Publish(ctx context.Context, channel string, data []byte) (hub.StreamPosition, error) {
	return c.part(channel).Publish(ctx, channel, data)
}

// History implements hub.Broker.
func (c *ClusterBroker) History(ctx context.Context, channel string, since hub.StreamPosition, limit int) ([]hub.Publication, hub.StreamPosition, error) {
	return c.part(channel).History(ctx, channel, since, limit)
}

// Subscribe implements hub.Broker; like Broker.Subscribe it returns once
// the shard has confirmed the subscription, which Run reads.
func (c *ClusterBroker) Subscribe(ctx context.Context, channel string) error {
	return c.part(channel).Subscribe(ctx, channel)
}

// Unsubscribe implements hub.Broker.
func (c *ClusterBroker) Unsubscribe(ctx context.Context, channel string) error {
	return c.part(channel).Unsubscribe(ctx, channel)
}

// Run implements hub.Broker: it runs every partition's reader, each in a
// goroutine it waits for, and returns when ctx ends or the broker is
// closed. Publications of one channel come from one partition, in order;
// h is called from several goroutines (the hub's handler is safe for it).
func (c *ClusterBroker) Run(ctx context.Context, h hub.BrokerHandler) error {
	c.mu.Lock()
	if c.running {
		c.mu.Unlock()
		return errors.New("redisbroker: Run called twice")
	}
	c.running = true
	c.mu.Unlock()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errs := make([]error, len(c.parts))
	var wg sync.WaitGroup
	for i, p := range c.parts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = p.Run(ctx, h)
			// One partition ending (its ctx, or Close) ends them all.
			cancel()
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

var _ hub.Signaller = (*ClusterBroker)(nil)

// Signal implements hub.Signaller: an SPUBLISH on the channel's shard,
// kept in no stream.
func (c *ClusterBroker) Signal(ctx context.Context, channel string, data []byte) error {
	return c.part(channel).Signal(ctx, channel, data)
}

// Close implements hub.Broker: it closes every partition's connection.
func (c *ClusterBroker) Close() error {
	var errs []error
	for _, p := range c.parts {
		errs = append(errs, p.Close())
	}
	return errors.Join(errs...)
}

// shard names one partition's keys and shard channels.
type shard struct {
	prefix string // Options.Prefix
	tag    string // "{p<n>}": the hash tag of every key of the partition
	pin    string // a shard channel always subscribed (see Broker.pin)
}

func newShard(prefix string, i int) *shard {
	tag := "{p" + strconv.Itoa(i) + "}"
	return &shard{prefix: prefix, tag: tag, pin: prefix + "s" + tag}
}

// key is prefix + kind + tag + ":" + channel. The tag comes before the
// channel name, so braces in a channel name cannot change the slot.
func (s *shard) key(kind, channel string) string {
	return s.prefix + kind + s.tag + ":" + channel
}

// newPubSub returns an empty pub/sub connection; it does no I/O.
func (b *Broker) newPubSub() *redis.PubSub {
	if b.shard != nil {
		return b.client.SSubscribe(context.Background())
	}
	return b.client.Subscribe(context.Background())
}

func (b *Broker) subscribe(ctx context.Context, ps *redis.PubSub, names ...string) error {
	if b.shard != nil {
		return ps.SSubscribe(ctx, names...)
	}
	return ps.Subscribe(ctx, names...)
}

func (b *Broker) unsubscribe(ctx context.Context, ps *redis.PubSub, names ...string) error {
	if b.shard != nil {
		return ps.SUnsubscribe(ctx, names...)
	}
	return ps.Unsubscribe(ctx, names...)
}

func (b *Broker) publishCommand() string {
	if b.shard != nil {
		return "spublish"
	}
	return "publish"
}

// pin subscribes a partition's connection to its pin channel before Run
// first reads it. go-redis picks the node of a cluster pub/sub connection
// from the slot of its first channel, and a random node when it has none;
// with the pin channel always there, every (re)dial of the connection,
// including the PINGs of an idle one, goes to the node owning the
// partition's slot. A failure is fine: go-redis keeps the channel and
// subscribes it when it next dials.
func (b *Broker) pin(ctx context.Context) {
	if b.shard == nil {
		return
	}
	_ = b.subscribe(ctx, b.pubsub(), b.shard.pin)
}

// movedAway reports a SUNSUBSCRIBE this broker did not ask for: a Redis
// Cluster node drops the shard channels of a slot it no longer owns.
// Channels this instance still wants (and the pin channel) are never
// unsubscribed by it. Only for Redis Cluster partitions.
func (b *Broker) movedAway(m *redis.Subscription) bool {
	if b.shard == nil || m.Kind != "sunsubscribe" {
		return false
	}
	if m.Channel == b.shard.pin {
		return true
	}
	ch, ok := b.channelOf(m.Channel)
	if !ok {
		return false
	}
	b.mu.Lock()
	_, want := b.subs[ch]
	b.mu.Unlock()
	return want
}

// reroute reloads the cluster's slot map and subscribes the partition on a
// new connection, which go-redis dials to the slot's owner. The reload runs
// in the background: when the new connection still reaches the old owner,
// its SSUBSCRIBE is answered MOVED and rerouteOn tries again, after Run's
// backoff.
func (b *Broker) reroute(ctx context.Context) {
	if cc, ok := b.client.(*redis.ClusterClient); ok {
		cc.ReloadState(ctx)
	}
	b.replacePubSub(ctx)
}

// rerouteOn reroutes a Redis Cluster partition whose connection got a
// cluster redirection or a cluster-down error.
func (b *Broker) rerouteOn(ctx context.Context, err error) {
	var re redis.Error
	if b.shard == nil || !errors.As(err, &re) {
		return
	}
	msg := re.Error()
	if strings.HasPrefix(msg, "MOVED ") || strings.HasPrefix(msg, "ASK ") || strings.HasPrefix(msg, "CLUSTERDOWN") {
		b.reroute(ctx)
	}
}

// channelOf is the hub channel of a pub/sub channel name.
func (b *Broker) channelOf(name string) (string, bool) {
	if b.shard != nil {
		return strings.CutPrefix(name, b.shard.prefix+"c"+b.shard.tag+":")
	}
	return strings.CutPrefix(name, b.opt.Prefix+"c:")
}

// ClusterScheme starts the URL of a Redis Cluster:
//
//	redis+cluster://[user:password@]host:port[,host:port...][?option=value...]
//
// (rediss+cluster:// for TLS). The hosts are seed nodes, any of the
// cluster's masters; the options are go-redis's ParseClusterURL options
// (dial_timeout, read_timeout, ...).
const ClusterScheme = "redis+cluster"

// IsClusterURL reports whether url names a Redis Cluster.
func IsClusterURL(url string) bool {
	return strings.HasPrefix(url, ClusterScheme+"://") || strings.HasPrefix(url, "rediss+cluster://")
}

// ParseClusterURL parses a redis+cluster:// URL (see ClusterScheme).
func ParseClusterURL(url string) (*redis.ClusterOptions, error) {
	scheme, rest, ok := strings.Cut(url, "://")
	if !ok || (scheme != ClusterScheme && scheme != "rediss+cluster") {
		return nil, fmt.Errorf("redis cluster URL must start with %s://", ClusterScheme)
	}
	base := "redis"
	if scheme == "rediss+cluster" {
		base = "rediss"
	}
	auth, hosts := "", rest
	if at := strings.LastIndex(rest, "@"); at >= 0 {
		auth, hosts = rest[:at+1], rest[at+1:]
	}
	query := ""
	if i := strings.IndexAny(hosts, "/?"); i >= 0 {
		hosts, query = hosts[:i], strings.TrimPrefix(hosts[i:], "/")
	}
	addrs := strings.Split(hosts, ",")
	for _, a := range addrs {
		if a == "" {
			return nil, errors.New("redis cluster URL: empty host")
		}
	}
	q := strings.TrimPrefix(query, "?")
	for _, a := range addrs[1:] {
		q += "&addr=" + a
	}
	q = strings.TrimPrefix(q, "&")
	u := base + "://" + auth + addrs[0]
	if q != "" {
		u += "?" + q
	}
	opt, err := redis.ParseClusterURL(u)
	if err != nil {
		return nil, fmt.Errorf("redis cluster URL: %w", err)
	}
	return opt, nil
}
