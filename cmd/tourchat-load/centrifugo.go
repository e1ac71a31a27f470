package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/coder/websocket"
)

// -server centrifugo drives a Centrifugo server with the same client code,
// for side-by-side figures (scripts/fanout-vs-centrifugo.sh): clients speak
// Centrifugo's JSON protocol (connect, subscribe, pushes, its ping/pong) on
// /connection/websocket, in insecure-client mode (no token), and the
// publisher uses its HTTP API (POST /api/publish with -key as X-API-Key).
// Each publication's data is {"load_id": ..., "pad": ...}, padded to -pad
// bytes so that its frames are the size of TourChat's event frames; the
// load id times the delivery from the send, as for TourChat.
const (
	serverTourChat   = "tourchat"
	serverCentrifugo = "centrifugo"
)

// centrifugoChannel is the Centrifugo channel of a TourChat wire channel:
// ':' separates a namespace in Centrifugo, so sessions use '_'.
func centrifugoChannel(wire string) string { return strings.ReplaceAll(wire, ":", "_") }

// centrifugoWSURL is Centrifugo's WebSocket endpoint on base.
func centrifugoWSURL(ws string) string {
	return strings.TrimSuffix(ws, "/v1/ws") + "/connection/websocket"
}

// cfReply is one message from a Centrifugo server: a reply (with id) or
// a push (without); {} alone is a ping.
type cfReply struct {
	ID        uint32          `json:"id"`
	Error     json.RawMessage `json:"error"`
	Connect   json.RawMessage `json:"connect"`
	Subscribe json.RawMessage `json:"subscribe"`
	Push      *struct {
		Channel string `json:"channel"`
		Pub     *struct {
			Data   json.RawMessage `json:"data"`
			Offset uint64          `json:"offset"`
		} `json:"pub"`
	} `json:"push"`
}

// centrifugoClient is client for a Centrifugo server.
func (r *run) centrifugoClient(ctx context.Context, channels []string) {
	dctx, cancel := context.WithTimeout(ctx, r.cfg.requestTimeout)
	c, _, err := websocket.Dial(dctx, centrifugoWSURL(r.ws), &websocket.DialOptions{HTTPClient: r.hc})
	cancel()
	if err != nil {
		r.failed.Add(1)
		r.errs.Add("connect", err)
		return
	}
	c.SetReadLimit(1 << 20)
	r.connected.Add(1)
	defer func() { _ = c.Close(websocket.StatusNormalClosure, "load run finished") }()
	// Commands go in one frame, newline-delimited, as Centrifugo's JSON
	// protocol allows.
	var cmds bytes.Buffer
	cmds.WriteString(`{"id":1,"connect":{"name":"tourchat-load"}}`)
	for i, ch := range channels {
		fmt.Fprintf(&cmds, "\n{\"id\":%d,\"subscribe\":{\"channel\":%q}}", i+2, centrifugoChannel(ch))
	}
	wctx, wcancel := context.WithTimeout(ctx, r.cfg.requestTimeout)
	err = c.Write(wctx, websocket.MessageText, cmds.Bytes())
	wcancel()
	if err != nil {
		r.errs.Add("subscribe", err)
		return
	}
	last := make(map[string]uint64, len(channels))
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
		for line := range bytes.SplitSeq(data, []byte("\n")) {
			line = bytes.TrimSpace(line)
			if len(line) == 0 {
				continue
			}
			if string(line) == "{}" { // a ping: answer with a pong
				wctx, wcancel := context.WithTimeout(ctx, r.cfg.requestTimeout)
				err := c.Write(wctx, websocket.MessageText, []byte("{}"))
				wcancel()
				if err != nil {
					return
				}
				continue
			}
			if ch, loadID, off, ok := fastCentrifugoPush(line); ok {
				r.centrifugoDelivered(last, ch, loadID, off, now)
				continue
			}
			var m cfReply
			if err := json.Unmarshal(line, &m); err != nil {
				r.errs.Add("frame", err)
				continue
			}
			switch {
			case m.Push != nil && m.Push.Pub != nil:
				var d struct {
					LoadID string `json:"load_id"`
				}
				_ = json.Unmarshal(m.Push.Pub.Data, &d)
				r.centrifugoDelivered(last, m.Push.Channel, d.LoadID, m.Push.Pub.Offset, now)
			case len(m.Error) > 0:
				if m.ID >= 2 {
					r.subRefused.Add(1)
				}
				r.errs.Add("server reply", errors.New(string(m.Error)))
			case m.ID >= 2 && m.Subscribe != nil:
				r.subscribed.Add(1)
			}
		}
	}
}

// centrifugoDelivered records a publication read from a Centrifugo
// channel, as deliveredFast does for TourChat's events; last holds the
// connection's last offset per channel.
func (r *run) centrifugoDelivered(last map[string]uint64, channel, loadID string, offset uint64, at time.Time) {
	if prev, ok := last[channel]; ok && prev != 0 && offset != 0 && offset != prev+1 {
		r.gaps.Add(1)
	}
	last[channel] = offset
	r.deliveries.Add(1)
	r.firstDelivery.CompareAndSwap(0, at.UnixNano())
	r.lastDelivery.Store(at.UnixNano())
	r.byType.Add("publication", 1)
	r.timeDelivery(loadID, "", time.Time{}, at)
}

// centrifugoPublish publishes one padded publication to the business
// channel (or the session of n, with -subscribe session) through
// Centrifugo's HTTP API.
func (r *run) centrifugoPublish(ctx context.Context, n int64) error {
	loadID := r.loadID(n)
	ch := "business"
	if r.cfg.subscribe == subSession {
		ch = centrifugoChannel("session:" + r.sessions[int(n%int64(len(r.sessions)))])
	}
	head := `{"load_id":"` + loadID + `","pad":"`
	pad := max(0, r.cfg.pad-len(head)-2)
	body := `{"channel":"` + ch + `","data":` + head + strings.Repeat("x", pad) + `"}}`
	u := *r.pubBase
	u.Path = strings.TrimSuffix(u.Path, "/") + "/api/publish"
	rctx, cancel := context.WithTimeout(ctx, r.cfg.requestTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(rctx, http.MethodPost, u.String(), strings.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-API-Key", r.cfg.key)
	start := time.Now()
	r.track.sent(loadID, "", start)
	resp, err := r.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("POST /api/publish: %s: %s", resp.Status, out)
	}
	var res struct {
		Error *struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if json.Unmarshal(out, &res) == nil && res.Error != nil {
		return fmt.Errorf("POST /api/publish: error %s: %s", strconv.Itoa(res.Error.Code), res.Error.Message)
	}
	r.turn.Add(time.Since(start))
	return nil
}
