package hub

import (
	"context"
	"strings"
	"time"
)

// typingInterval is the least time between two typing frames of one
// connection that are relayed; those in between are dropped.
const typingInterval = time.Second

// Signaller is a Broker that can also hand a message to a channel's current
// subscribers on every instance without keeping it in history (typing
// indicators). It arrives through HandlePublication with Offset 0, and is
// never recovered. A Broker without it (the memory broker, one process) has
// the hub deliver signals locally.
type Signaller interface {
	Signal(ctx context.Context, channel string, data []byte) error
}

// typingFrame is the server's typing frame.
type typingFrame struct {
	Type    string `json:"type"`
	Channel string `json:"channel"`
	Role    string `json:"role"` // "visitor" or "staff"
	Name    string `json:"name,omitempty"`
}

// typing relays a typing frame to a session channel the connection may use,
// at most one per typingInterval; it is not stored.
func (c *conn) typing(f clientFrame) {
	if !strings.HasPrefix(f.Channel, "session:") {
		c.sendError(f.ID, *paramErr("channel", `channel must be "session:<session_id>"`))
		return
	}
	channel, ok := c.brokerChannel(f.Channel, f.ID)
	if !ok {
		return
	}
	now := time.Now()
	if now.Sub(c.lastTyping) < typingInterval {
		return
	}
	c.lastTyping = now
	fr := typingFrame{Type: "typing", Channel: f.Channel, Role: "staff"}
	if c.client.SessionID != "" {
		fr.Role = "visitor"
	} else if c.client.Person != nil {
		fr.Name = c.client.Person.Name
	}
	data := mustJSON(fr)
	if sg, ok := c.h.broker.(Signaller); ok {
		ctx, cancel := context.WithTimeout(c.ctx, c.h.opts.BrokerTimeout)
		defer cancel()
		if err := sg.Signal(ctx, channel, data); err != nil {
			c.logger().Debug("hub: typing signal failed", "err", err) // an indicator, not worth an error frame
		}
		return
	}
	c.h.HandlePublication(Publication{Channel: channel, Data: data})
}

// deliverSignal queues a signal's frame (its data) unless the subscription
// is closed or still recovering: a signal has no place in the order of
// events and is worthless late.
func (s *sub) deliverSignal(frame []byte) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed || s.recovering {
		return false
	}
	s.c.send(frame)
	return true
}
