package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/coder/websocket"
)

// fakeCentrifugo speaks the part of Centrifugo's JSON protocol and HTTP
// API the tool uses: connect and subscribe commands (newline-delimited in
// one frame), its ping ({}) that a client must answer, publication pushes
// with offsets, POST /api/publish with X-API-Key, and /metrics.
type fakeCentrifugo struct {
	t      *testing.T
	mu     sync.Mutex
	subs   []*fakeConn
	offset uint64
	pongs  int
	sizes  []int // bytes of each publication's data
}

func newFakeCentrifugo(t *testing.T) *httptest.Server {
	f := &fakeCentrifugo{t: t}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /metrics", func(w http.ResponseWriter, _ *http.Request) {
		f.mu.Lock()
		n := len(f.subs)
		f.mu.Unlock()
		fmt.Fprintf(w, "go_memstats_heap_inuse_bytes %d\nprocess_resident_memory_bytes %d\ngo_goroutines %d\n", 1000*n, 3000*n, n)
	})
	mux.HandleFunc("GET /connection/websocket", f.ws)
	mux.HandleFunc("POST /api/publish", f.publish)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	t.Cleanup(func() {
		f.mu.Lock()
		defer f.mu.Unlock()
		if f.pongs == 0 {
			t.Error("no client answered the ping")
		}
		for _, s := range f.sizes {
			if s < 790 || s > 810 {
				t.Errorf("publication data of %d bytes, want about -pad 800", s)
			}
		}
	})
	return srv
}

func (f *fakeCentrifugo) ws(w http.ResponseWriter, r *http.Request) {
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	defer c.CloseNow()
	fc := &fakeConn{c: c}
	ctx := r.Context()
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			return
		}
		for _, line := range bytes.Split(data, []byte("\n")) {
			if string(line) == "{}" {
				f.mu.Lock()
				f.pongs++
				f.mu.Unlock()
				continue
			}
			var cmd struct {
				ID        uint32 `json:"id"`
				Connect   *struct{}
				Subscribe *struct {
					Channel string `json:"channel"`
				}
			}
			if err := json.Unmarshal(line, &cmd); err != nil {
				f.t.Errorf("bad command %s", line)
				return
			}
			switch {
			case cmd.Connect != nil:
				fc.write(map[string]any{"id": cmd.ID, "connect": map[string]any{"client": "c", "version": "6.9.1"}})
				fc.write(struct{}{}) // a ping right away
			case cmd.Subscribe != nil && cmd.Subscribe.Channel == "business":
				f.mu.Lock()
				f.subs = append(f.subs, fc)
				f.mu.Unlock()
				fc.write(map[string]any{"id": cmd.ID, "subscribe": map[string]any{}})
			default:
				fc.write(map[string]any{"id": cmd.ID, "error": map[string]any{"code": 103, "message": "permission denied"}})
			}
		}
	}
}

func (f *fakeCentrifugo) publish(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("X-API-Key") != fakeKey {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	var req struct {
		Channel string          `json:"channel"`
		Data    json.RawMessage `json:"data"`
	}
	body, _ := io.ReadAll(r.Body)
	if err := json.Unmarshal(body, &req); err != nil || req.Channel != "business" {
		fmt.Fprint(w, `{"error":{"code":107,"message":"bad request"}}`)
		return
	}
	f.mu.Lock()
	f.offset++
	f.sizes = append(f.sizes, len(req.Data))
	push := map[string]any{"push": map[string]any{"channel": req.Channel, "pub": map[string]any{"data": req.Data, "offset": f.offset}}}
	subs := append([]*fakeConn(nil), f.subs...)
	for _, s := range subs { // under mu: pushes leave in offset order
		s.write(push)
	}
	f.mu.Unlock()
	fmt.Fprint(w, `{"result":{}}`)
}

func TestEndToEndCentrifugo(t *testing.T) {
	checkLeaks(t)
	srv := newFakeCentrifugo(t)
	rep := runAgainst(t, srv, "-server", "centrifugo", "-conns", "10", "-subscribe", "business",
		"-publish", "booking", "-rate", "40", "-duration", "500ms", "-pad", "800")
	if rep.Conns.Connected != 10 || rep.Conns.Subscribed != 10 {
		t.Fatalf("connections %+v", rep.Conns)
	}
	p := rep.Publish
	if p.Sent < 5 || p.OK != p.Sent || p.Latency.Count != p.OK {
		t.Fatalf("publish %+v", p)
	}
	d := rep.Delivery
	if d.Count != 10*p.OK || d.Sources["load_id"] != d.Count || d.Gaps != 0 {
		t.Fatalf("delivery %+v, want every publication delivered to all 10 clients, timed by load id", d)
	}
	if !rep.Memory.Measured || rep.Memory.RSSPerConn != 3000 {
		t.Fatalf("memory %+v, want 3000 B RSS per connection", rep.Memory)
	}
	if rep.ErrorsTotal != 0 {
		t.Fatalf("errors: %v", rep.Errors)
	}
}
