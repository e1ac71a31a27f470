package redisbroker

import (
	"context"
	"errors"
	"net"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/tourchat/tourchat/hub"
)

const (
	minBackoff = 50 * time.Millisecond
	maxBackoff = 2 * time.Second
)

// Run implements hub.Broker: it reads the pub/sub connection, hands
// publications to h in the order Redis sent them (offset order per
// channel), and calls h.HandleReconnect once the connection is back after a
// loss. It returns nil when ctx ends or the broker is closed (ending ctx
// closes the broker), and ErrClosed when called after Close.
func (b *Broker) Run(ctx context.Context, h hub.BrokerHandler) error {
	b.mu.Lock()
	switch {
	case b.closed:
		b.mu.Unlock()
		return ErrClosed
	case b.running:
		b.mu.Unlock()
		return errors.New("redisbroker: Run called twice")
	}
	b.running = true
	b.mu.Unlock()
	// A blocked read ignores ctx, so closing the connection is what ends it.
	stop := context.AfterFunc(ctx, func() { _ = b.Close() })
	defer stop()

	lost, pinged := false, false
	backoff := minBackoff
	b.pin(ctx)
	for {
		ps := b.pubsub()
		msg, err := ps.ReceiveTimeout(ctx, b.opt.PingInterval)
		if b.stopped(ctx) {
			return nil
		}
		if err != nil {
			switch {
			case !isTimeout(err):
				// A Redis Cluster node answering MOVED or CLUSTERDOWN to a
				// partition's SSUBSCRIBE: ask again where the slot is.
				b.rerouteOn(ctx, err)
			case pinged:
				// A whole interval without the PONG: the connection is
				// open but dead.
				err = errors.New("no answer to PING within the ping interval")
				b.replacePubSub(ctx)
			default:
				// Idle: a PING proves the connection is alive (its PONG
				// arrives as a message); if it cannot be written, go-redis
				// drops the connection and the next receive redials.
				perr := ps.Ping(ctx)
				if perr == nil {
					pinged = true
					continue
				}
				err = perr
			}
			pinged = false
			if !lost {
				lost = true
				b.log.Warn("redis pub/sub connection lost; redialling", "error", err)
			}
			select {
			case <-time.After(backoff):
			case <-ctx.Done():
				return nil
			case <-b.done:
				return nil
			}
			backoff = min(2*backoff, maxBackoff)
			continue
		}
		backoff, pinged = minBackoff, false
		if lost {
			// go-redis resubscribed every channel in one SUBSCRIBE before
			// anything was read from the new connection, so whatever the hub
			// reads from history now is followed by live delivery.
			lost = false
			b.log.Info("redis pub/sub connection restored; recovering from history")
			h.HandleReconnect()
		}
		switch m := msg.(type) {
		case *redis.Message:
			if p, ok := b.decode(m); ok {
				h.HandlePublication(p)
			}
		case *redis.Subscription:
			switch {
			case m.Kind == "subscribe" || m.Kind == "ssubscribe":
				b.confirm(m.Channel)
			case b.movedAway(m):
				// The partition's slot moved to another node (a failover,
				// a resharding): subscribe on its new owner and recover
				// what was published meanwhile.
				b.log.Warn("redis cluster moved this partition; resubscribing")
				b.reroute(ctx)
				h.HandleReconnect()
			}
		}
	}
}

func (b *Broker) stopped(ctx context.Context) bool {
	select {
	case <-ctx.Done():
		return true
	case <-b.done:
		return true
	default:
		return false
	}
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

// confirm releases the Subscribe calls waiting for name.
func (b *Broker) confirm(name string) {
	b.mu.Lock()
	ws := b.waiters[name]
	delete(b.waiters, name)
	b.mu.Unlock()
	for _, w := range ws {
		close(w)
	}
}

// decode parses "offset:epoch:data" from a channel this instance still
// wants; messages in flight when Unsubscribe ran are dropped here.
func (b *Broker) decode(m *redis.Message) (hub.Publication, bool) {
	channel, ok := b.channelOf(m.Channel)
	if !ok {
		return hub.Publication{}, false
	}
	b.mu.Lock()
	_, want := b.subs[channel]
	b.mu.Unlock()
	if !want {
		return hub.Publication{}, false
	}
	offText, rest, ok1 := strings.Cut(m.Payload, ":")
	epoch, data, ok2 := strings.Cut(rest, ":")
	off, err := strconv.ParseUint(offText, 10, 64)
	if !ok1 || !ok2 || err != nil {
		b.log.Error("malformed publication dropped", "channel", channel)
		return hub.Publication{}, false
	}
	return hub.Publication{Channel: channel, Epoch: epoch, Offset: off, Data: []byte(data)}, true
}
