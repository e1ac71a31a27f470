package app

import (
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/hub/redisbroker"
)

// openRedisCluster opens a Redis Cluster named by a redis+cluster:// URL
// (TOURCHAT_REDIS_URL) and the hub's broker on it. The rate limiter needs
// nothing special: each of its keys is one Redis key, so one slot.
//
// Every call is bounded unless the URL sets its own timeouts: a hung node
// costs a request a fraction of a second, and callers' context deadlines
// are honoured.
func openRedisCluster(url string, opt redisbroker.Options) (redis.UniversalClient, hub.Broker, error) {
	o, err := redisbroker.ParseClusterURL(url)
	if err != nil {
		return nil, nil, fmt.Errorf("TOURCHAT_REDIS_URL: %w", err)
	}
	o.ContextTimeoutEnabled = true
	if o.DialTimeout == 0 {
		o.DialTimeout = time.Second
	}
	if o.ReadTimeout == 0 {
		o.ReadTimeout = time.Second
	}
	if o.WriteTimeout == 0 {
		o.WriteTimeout = time.Second
	}
	if o.PoolTimeout == 0 {
		o.PoolTimeout = 500 * time.Millisecond
	}
	if o.MinIdleConns == 0 {
		o.MinIdleConns = minIdleRedisConns // per node
	}
	client := redis.NewClusterClient(o)
	return client, redisbroker.NewCluster(client, redisbroker.ClusterOptions{Options: opt}), nil
}
