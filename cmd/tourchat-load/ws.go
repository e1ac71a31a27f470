package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/coder/websocket"
)

// frame is any server-to-client WebSocket frame of the contract.
type frame struct {
	Type    string          `json:"type"`
	Channel string          `json:"channel"`
	Epoch   string          `json:"epoch"`
	Offset  uint64          `json:"offset"`
	ReplyTo string          `json:"reply_to"`
	Event   *eventEnvelope  `json:"event"`
	Error   json.RawMessage `json:"error"`
}

type eventEnvelope struct {
	ID        string          `json:"id"`
	Type      string          `json:"type"`
	CreatedAt time.Time       `json:"created_at"`
	Data      json.RawMessage `json:"data"`
}

// eventRefs is what the tool can recognise in an event's data: the load id
// it put in metadata, and the session.
type eventRefs struct {
	SessionID string          `json:"session_id"`
	Metadata  json.RawMessage `json:"metadata"`
}

// dialWS opens an authenticated WebSocket to the server.
func (r *run) dialWS(ctx context.Context, u string) (*websocket.Conn, error) {
	dctx, cancel := context.WithTimeout(ctx, r.cfg.requestTimeout)
	defer cancel()
	c, resp, err := websocket.Dial(dctx, u, &websocket.DialOptions{
		HTTPClient: r.hc,
		HTTPHeader: http.Header{"Authorization": {"Bearer " + r.cfg.key}},
	})
	if err != nil {
		if resp != nil {
			return nil, fmt.Errorf("%s", resp.Status)
		}
		return nil, err
	}
	c.SetReadLimit(1 << 20)
	return c, nil
}

func writeJSON(ctx context.Context, c *websocket.Conn, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return c.Write(wctx, websocket.MessageText, b)
}

// client is one load connection: it subscribes to channels and records
// every event it receives until ctx ends.
func (r *run) client(ctx context.Context, channels []string) {
	c, err := r.dialWS(ctx, r.ws)
	if err != nil {
		r.failed.Add(1)
		r.errs.Add("connect", err)
		return
	}
	r.connected.Add(1)
	defer func() {
		// Close politely when the run ends, so the server sees a normal
		// close rather than a reset.
		_ = c.Close(websocket.StatusNormalClosure, "load run finished")
	}()
	for _, ch := range channels {
		if err := writeJSON(ctx, c, map[string]string{"type": "subscribe", "channel": ch}); err != nil {
			r.errs.Add("subscribe", err)
			return
		}
	}
	last := make(map[string]uint64, len(channels))
	pending := len(channels) // subscriptions not yet answered
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			if ctx.Err() == nil {
				r.dropped.Add(1)
				r.errs.Add("read", err)
			}
			return
		}
		now := time.Now()
		if ff, ok := fastEvent(data); ok {
			if prev, ok := last[ff.channel]; ok && prev != 0 && ff.offset != prev+1 {
				r.gaps.Add(1)
			}
			last[ff.channel] = ff.offset
			r.deliveredFast(ff, now)
			continue
		}
		var f frame
		if err := json.Unmarshal(data, &f); err != nil {
			r.errs.Add("frame", err)
			continue
		}
		switch f.Type {
		case "subscribed":
			r.subscribed.Add(1)
			pending--
			last[f.Channel] = f.Offset
		case "event":
			if prev, ok := last[f.Channel]; ok && prev != 0 && f.Offset != prev+1 {
				r.gaps.Add(1)
			}
			last[f.Channel] = f.Offset
			r.delivered(f.Event, now)
		case "error":
			if pending > 0 { // the answer to a subscribe: refused
				pending--
				r.subRefused.Add(1)
			}
			r.errs.Add("server frame", errors.New(string(f.Error)))
		}
	}
}

// deliveredFast is delivered for a frame read by fastEvent.
func (r *run) deliveredFast(f fastFrame, at time.Time) {
	r.deliveries.Add(1)
	r.firstDelivery.CompareAndSwap(0, at.UnixNano())
	r.lastDelivery.Store(at.UnixNano())
	r.byType.Add(f.eventType, 1)
	r.timeDelivery(f.loadID, f.sessionID, f.createdAt, at)
}

// delivered records one event delivery and its latency, timed from the
// most precise reference available.
func (r *run) delivered(ev *eventEnvelope, at time.Time) {
	r.deliveries.Add(1)
	r.firstDelivery.CompareAndSwap(0, at.UnixNano())
	r.lastDelivery.Store(at.UnixNano())
	if ev == nil {
		return
	}
	r.byType.Add(ev.Type, 1)
	var refs eventRefs
	_ = json.Unmarshal(ev.Data, &refs) // data shapes vary; what is missing stays empty
	var meta struct {
		LoadID string `json:"load_id"`
	}
	_ = json.Unmarshal(refs.Metadata, &meta)
	r.timeDelivery(meta.LoadID, refs.SessionID, ev.CreatedAt, at)
}

// timeDelivery adds a delivery's latency, timed from the most precise
// reference available: the load id the tool sent, the session's last send,
// or the event's creation time.
func (r *run) timeDelivery(loadID, sessionID string, createdAt, at time.Time) {
	if sent, ok := r.track.byLoadID(loadID); ok {
		r.sources.Add("load_id", 1)
		r.delivery.Add(at.Sub(sent))
		return
	}
	if sent, ok := r.track.bySession(sessionID); ok {
		r.sources.Add("session", 1)
		r.delivery.Add(at.Sub(sent))
		return
	}
	if !createdAt.IsZero() {
		r.sources.Add("created_at", 1)
		r.delivery.Add(at.Sub(createdAt))
		return
	}
	r.sources.Add("untimed", 1)
}
