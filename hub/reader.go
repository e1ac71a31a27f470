package hub

import (
	"context"
	"runtime/debug"
	"strings"
	"time"

	"github.com/coder/websocket"
)

// subscribeOwnSession subscribes a session token to its own session, before
// any client frame is read; it closes the connection when it cannot.
func (c *conn) subscribeOwnSession() {
	sid := c.client.SessionID
	if sid == "" {
		return
	}
	c.handling.Store(true)
	ok := c.subscribe("session:"+sid, nil, "")
	c.handling.Store(false)
	if !ok {
		c.closeWith(websocket.StatusTryAgainLater, "realtime service unavailable")
	}
}

// readLoop reads client frames until the connection ends and has each
// handled, in order, one at a time. It runs in the connection's goroutine,
// the only one an idle connection has.
func (c *conn) readLoop() {
	// Reads get the context that is never cancelled: coder/websocket then
	// arms no AfterFunc per read. Closing the socket (kill, or the closer
	// once the handshake is over) is what ends a blocked read.
	for !c.closing.Load() {
		typ, data, err := c.ws.Read(c.bg)
		if err != nil {
			return // the peer left, or the connection is being closed
		}
		c.handling.Store(true)
		c.frames.Add(1)
		c.handleApart(typ, data)
		c.handling.Store(false)
	}
}

// handleApart runs a frame (decoding included) in a goroutine of its own
// and waits for it. The frame's work (JSON decoding, a chat turn, a
// subscription and its recovery) grows a stack to several KiB; the reader's
// stack, which an idle connection keeps for its whole life, would keep that
// size until a garbage collection found it mostly unused. This way the
// reader only ever reads, and its stack stays at its first size.
func (c *conn) handleApart(typ websocket.MessageType, data []byte) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.handleFrame(typ, data)
	}()
	<-done
}

// handleFrame decodes one client frame and runs it. A panic becomes an
// internal_error frame, logged with its stack: this goroutine is the hub's,
// outside net/http's recovery, and one bad frame must not end the process.
func (c *conn) handleFrame(typ websocket.MessageType, data []byte) {
	var f clientFrame
	defer func() {
		if p := recover(); p != nil {
			c.logger().Error("hub: panic while handling a frame", "type", f.Type, "panic", p, "stack", string(debug.Stack()))
			c.sendError(f.ID, ErrorBody{Code: CodeInternalError, Message: "internal error"})
		}
	}()
	if typ != websocket.MessageText {
		c.sendError("", ErrorBody{Code: CodeInvalidJSON, Message: "frames must be text frames holding one JSON object"})
		return
	}
	var eb *ErrorBody
	if f, eb = parseFrame(data); eb != nil {
		c.sendError(f.ID, *eb)
		return
	}
	c.handle(f)
}

// handle runs one valid client frame.
func (c *conn) handle(f clientFrame) {
	switch f.Type {
	case "ping":
		c.sendWire(pongWire)
	case "chat":
		c.chat(f)
	case "subscribe":
		if c.subscribe(f.Channel, f.Since, f.ID) && f.Channel == "business" {
			c.h.markPresent(c)
		}
	case "typing":
		c.typing(f)
	case "unsubscribe":
		if s := c.subs[f.Channel]; s != nil {
			delete(c.subs, f.Channel)
			c.h.removeSub(s)
		}
		if f.Channel == "business" {
			c.h.markAbsent(c)
		}
	}
}

func (c *conn) sendError(replyTo string, e ErrorBody) {
	c.send(mustJSON(errorFrame{Type: "error", ReplyTo: replyTo, Error: e}))
}

// brokerChannel checks a wire channel name and the client's right to it.
// It returns the broker channel, or ok=false after answering the client.
func (c *conn) brokerChannel(wire, id string) (string, bool) {
	switch {
	case wire == "business":
		if !c.client.Staff {
			c.closeWith(StatusForbidden, "business channel needs realtime:staff")
			return "", false
		}
		return BusinessChannel(c.client.BusinessID), true
	case strings.HasPrefix(wire, "session:") && validID(wire[len("session:"):]):
		sid := wire[len("session:"):]
		if sid != c.client.SessionID && !c.client.AnySession {
			c.closeWith(StatusForbidden, "not your session")
			return "", false
		}
		return SessionChannel(c.client.BusinessID, sid), true
	default:
		c.sendError(id, *paramErr("channel", `channel must be "business" or "session:<session_id>"`))
		return "", false
	}
}

// validID accepts a session id as the contract defines it: 1..128 of
// [A-Za-z0-9._:-].
func validID(s string) bool {
	if s == "" || len(s) > 128 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || r == '.' || r == ':') {
			return false
		}
	}
	return true
}

// subscribe (re)subscribes the connection to a channel and recovers from
// since when given. A subscribe to a channel already held starts it afresh:
// the subscribed frame is followed by what comes after since (or after the
// current position), in order.
// It reports whether the subscription is in place.
func (c *conn) subscribe(wire string, since *StreamPosition, id string) bool {
	channel, ok := c.brokerChannel(wire, id)
	if !ok {
		return false
	}
	if old := c.subs[wire]; old != nil {
		delete(c.subs, wire)
		c.h.removeSub(old)
	}
	if len(c.subs) >= c.h.opts.MaxSubscriptions {
		c.sendError(id, *paramErr("channel", "too many subscriptions on this connection"))
		return false
	}
	s := &sub{c: c, channel: channel, wire: wire, recovering: true, busy: true}
	ann := announceFresh
	if since != nil {
		s.epoch, s.offset, ann = since.Epoch, since.Offset, announceRecovery
	}
	ctx, cancel := context.WithTimeout(c.ctx, c.h.opts.BrokerTimeout)
	err := c.h.addSub(ctx, s)
	cancel()
	if err == nil {
		c.subs[wire] = s
		if c.h.recoverSubs(c.ctx, channel, []*sub{s}, ann) {
			return true
		}
		delete(c.subs, wire)
		c.h.removeSub(s)
	}
	if c.ctx.Err() == nil {
		c.sendError(id, ErrorBody{Code: CodeUnavailable, Message: "the realtime service is unavailable, retry later"})
	}
	return false
}

// chat runs a chat frame through the client's ChatFunc. A session token
// always chats in its own session; other clients name the session.
func (c *conn) chat(f clientFrame) {
	sid := f.SessionID
	switch {
	case c.client.SessionID != "" && sid != "" && sid != c.client.SessionID:
		c.sendError(f.ID, ErrorBody{Code: CodeForbidden, Message: "a session token chats only in its own session", Field: "session_id"})
		return
	case c.client.SessionID != "":
		sid = c.client.SessionID
	case sid == "":
		c.sendError(f.ID, *paramErr("session_id", "session_id is required"))
		return
	}
	if c.client.Chat == nil {
		c.sendError(f.ID, ErrorBody{Code: CodeForbidden, Message: "this connection cannot chat"})
		return
	}
	start := time.Now()
	reply, eb := c.client.Chat(c.ctx, sid, f.Message, f.Language, f.Metadata)
	c.h.m.chatLatency.Observe(time.Since(start).Seconds())
	if eb != nil {
		c.h.m.chatTurns.WithLabelValues("error").Inc()
		c.sendError(f.ID, *eb)
		return
	}
	c.h.m.chatTurns.WithLabelValues("ok").Inc()
	c.sendOwn(chatReplyJSON(f.ID, reply))
}
