// Package hub is TourChat's realtime layer: channels keyed by session and by
// business, WebSocket connections with bounded write queues, and a Broker
// that carries publications between instances (in memory by default, Redis
// when configured) with per-channel epochs and offsets for recovery.
package hub

import (
	"context"
	"errors"
)

// StreamPosition is a place in a channel's history. Offsets increase by one
// per publication, with no gap, within one epoch; a new epoch means the
// history was lost (a broker restart or expiry) and offsets restarted.
type StreamPosition struct {
	Epoch  string `json:"epoch"`
	Offset uint64 `json:"offset"`
}

// Publication is one message in a channel: Data is the encoded event
// envelope, encoded once and shared by every subscriber.
type Publication struct {
	Channel string
	Epoch   string
	Offset  uint64
	Data    []byte
}

// ErrHistoryUnavailable means the requested position is no longer (or was
// never) in the channel's retained history: the client must reload over REST.
var ErrHistoryUnavailable = errors.New("position not in history")

// BrokerHandler receives what a broker delivers to this instance.
type BrokerHandler interface {
	// HandlePublication is called for every publication of a channel this
	// instance subscribed to, in offset order per channel. It must not block.
	HandlePublication(p Publication)
	// HandleReconnect is called after the broker lost its connection and got
	// it back: publications may have been missed, so subscribers should
	// recover from history.
	HandleReconnect()
}

// Broker carries publications between instances and keeps a bounded history
// per channel. Implementations: MemoryBroker (one process) and the Redis
// broker (hub/redisbroker). The same conformance suite (hub/brokertest) runs
// against each.
type Broker interface {
	// Run starts delivering publications to h; it returns when ctx ends or
	// the broker is closed. It is called once.
	Run(ctx context.Context, h BrokerHandler) error
	// Publish appends data to the channel's history (bounded in size and
	// age) and delivers it to every instance subscribed to the channel,
	// returning its position. The broker may keep data as it is: the
	// caller must not modify it afterwards (the hub publishes each event's
	// bytes to two channels and never touches them again).
	Publish(ctx context.Context, channel string, data []byte) (StreamPosition, error)
	// Subscribe starts delivering the channel's publications to this instance.
	Subscribe(ctx context.Context, channel string) error
	// Unsubscribe stops delivering the channel's publications to this instance.
	Unsubscribe(ctx context.Context, channel string) error
	// History returns the publications after since (at most limit, in
	// order) and the channel's current position. When since's epoch is not
	// the current one, or publications after since were trimmed, it returns
	// ErrHistoryUnavailable with the current position. A zero since
	// (empty epoch) returns only the current position.
	History(ctx context.Context, channel string, since StreamPosition, limit int) ([]Publication, StreamPosition, error)
	// Close releases the broker's connections; it is idempotent.
	Close() error
}

// SessionChannel is the broker channel of a conversation.
func SessionChannel(businessID, sessionID string) string {
	return businessID + ":session:" + sessionID
}

// BusinessChannel is the broker channel carrying every event of a business.
func BusinessChannel(businessID string) string { return businessID + ":business" }
