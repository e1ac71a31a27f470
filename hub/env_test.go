package hub

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
	"go.uber.org/goleak"

	"github.com/tourchat/tourchat/store"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

const testBiz = "biz_1"

// testEnv is a hub on a MemoryBroker behind an httptest server whose
// handler looks the Client up by the "c" query parameter, standing in for
// the rest package's authentication.
type testEnv struct {
	t      testing.TB
	b      *MemoryBroker
	h      *Hub
	srv    *httptest.Server
	mu     sync.Mutex
	client map[string]Client
	seq    atomic.Int64
	close  func() // shuts the hub and the server down; idempotent, also run at cleanup
}

type envConfig struct {
	opts    Options
	broker  MemoryBrokerOptions
	sockBuf int // when > 0, server sockets get this send buffer size
	// wrap, when set, puts a broker around the MemoryBroker (to inject faults).
	wrap func(*MemoryBroker) Broker
}

func newEnv(t testing.TB, cfg envConfig) *testEnv {
	t.Helper()
	if cfg.opts.Logger == nil {
		cfg.opts.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	e := &testEnv{t: t, b: NewMemoryBroker(cfg.broker), client: make(map[string]Client)}
	var b Broker = e.b
	if cfg.wrap != nil {
		b = cfg.wrap(e.b)
	}
	e.h = New(b, cfg.opts)
	ctx, cancel := context.WithCancel(context.Background())
	runDone := make(chan error, 1)
	go func() { runDone <- e.h.Run(ctx) }()
	waitFor(t, func() bool {
		e.b.mu.Lock()
		defer e.b.mu.Unlock()
		return e.b.handler != nil
	})

	e.srv = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		e.mu.Lock()
		cl, ok := e.client[r.URL.Query().Get("c")]
		e.mu.Unlock()
		if !ok {
			http.Error(w, "unknown client", http.StatusUnauthorized)
			return
		}
		e.h.Accept(w, r, cl, AcceptOptions{InsecureSkipVerify: true})
	}))
	if cfg.sockBuf > 0 {
		e.srv.Listener = smallBufListener{e.srv.Listener, cfg.sockBuf}
	}
	e.srv.Start()
	var once sync.Once
	e.close = func() {
		once.Do(func() {
			sctx, scancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer scancel()
			if err := e.h.Shutdown(sctx); err != nil {
				t.Errorf("shutdown: %v", err)
			}
			e.srv.Close()
			cancel()
			if err := <-runDone; err != nil {
				t.Errorf("run: %v", err)
			}
			e.b.Close()
		})
	}
	t.Cleanup(e.close)
	return e
}

// smallBufListener shrinks accepted sockets' send buffers so that a client
// that stops reading fills them after a few frames.
type smallBufListener struct {
	net.Listener
	size int
}

func (l smallBufListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		_ = tc.SetWriteBuffer(l.size)
	}
	return c, err
}

// tclient is a test WebSocket client.
type tclient struct {
	t  testing.TB
	ws *websocket.Conn
}

// frame is any server frame, decoded.
type frame struct {
	Type      string          `json:"type"`
	Channel   string          `json:"channel"`
	Epoch     string          `json:"epoch"`
	Offset    uint64          `json:"offset"`
	Recovered *bool           `json:"recovered"`
	ReplyTo   string          `json:"reply_to"`
	Reply     json.RawMessage `json:"reply"`
	Error     *ErrorBody      `json:"error"`
	Event     *store.Event    `json:"event"`
}

// dial connects as cl (registered under a fresh name).
func (e *testEnv) dial(cl Client) *tclient {
	e.t.Helper()
	c, err := e.tryDial(cl, nil)
	if err != nil {
		e.t.Fatalf("dial: %v", err)
	}
	return c
}

func (e *testEnv) tryDial(cl Client, opts *websocket.DialOptions) (*tclient, error) {
	name := fmt.Sprintf("c%d", e.seq.Add(1))
	e.mu.Lock()
	e.client[name] = cl
	e.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(e.srv.URL, "http")+"/?c="+name, opts)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(1 << 20)
	c := &tclient{t: e.t, ws: ws}
	e.t.Cleanup(func() { ws.CloseNow() })
	return c, nil
}

func (c *tclient) send(v any) {
	c.t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		c.t.Fatal(err)
	}
	c.sendRaw(string(b))
}

func (c *tclient) sendRaw(s string) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, []byte(s)); err != nil {
		c.t.Fatalf("write: %v", err)
	}
}

// read returns the next frame, or the error that ended the connection.
func (c *tclient) read() (frame, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		return frame{}, err
	}
	var f frame
	if err := json.Unmarshal(b, &f); err != nil {
		return frame{}, fmt.Errorf("bad frame %s: %w", b, err)
	}
	return f, nil
}

func (c *tclient) expect(typ string) frame {
	c.t.Helper()
	f, err := c.read()
	if err != nil {
		c.t.Fatalf("reading %s: %v", typ, err)
	}
	if f.Type != typ {
		c.t.Fatalf("got %+v, want a %s frame", f, typ)
	}
	return f
}

// expectClose reads until the connection ends and checks its close code.
func (c *tclient) expectClose(code websocket.StatusCode) {
	c.t.Helper()
	for {
		f, err := c.read()
		if err == nil {
			if f.Type == "error" {
				c.t.Logf("error frame before close: %+v", f.Error)
			}
			continue
		}
		if got := websocket.CloseStatus(err); got != code {
			c.t.Fatalf("connection ended with %v (%v), want close code %d", got, err, code)
		}
		return
	}
}

// events reads n event frames and checks that their offsets follow from
// after, one by one, on channel.
func (c *tclient) events(channel string, after uint64, n int) []frame {
	c.t.Helper()
	out := make([]frame, 0, n)
	for len(out) < n {
		f := c.expect("event")
		if f.Channel != channel || f.Offset != after+uint64(len(out))+1 || f.Event == nil {
			c.t.Fatalf("event %d: got %s offset %d, want %s offset %d", len(out), f.Channel, f.Offset, channel, after+uint64(len(out))+1)
		}
		out = append(out, f)
	}
	return out
}

// publish publishes a test event; conversation events also go to the session.
func (e *testEnv) publish(typ, session string, n int) store.Event {
	e.t.Helper()
	ev, err := store.NewEvent(typ, testBiz, session, map[string]int{"n": n}, time.Now())
	if err != nil {
		e.t.Fatal(err)
	}
	if err := e.h.PublishEvent(context.Background(), ev); err != nil {
		e.t.Fatalf("publish: %v", err)
	}
	return ev
}

// publishData publishes a lead event carrying data on the business
// channel; unlike publish it reports the error, so a goroutine may call it.
func (e *testEnv) publishData(data any) error {
	ev, err := store.NewEvent(store.EventLeadCaptured, testBiz, "", data, time.Now())
	if err != nil {
		return err
	}
	return e.h.PublishEvent(context.Background(), ev)
}

// value reads a counter's or gauge's current value.
func value(m prometheus.Metric) float64 {
	var d dto.Metric
	if err := m.Write(&d); err != nil {
		panic(err)
	}
	if d.Counter != nil {
		return d.Counter.GetValue()
	}
	return d.Gauge.GetValue()
}

// smallReadBuf returns dial options whose socket has a small receive buffer,
// so that a client that stops reading backs up the server quickly.
func smallReadBuf(size int) *websocket.DialOptions {
	d := &net.Dialer{Control: nil}
	return &websocket.DialOptions{HTTPClient: &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			c, err := d.DialContext(ctx, network, addr)
			if tc, ok := c.(*net.TCPConn); ok {
				_ = tc.SetReadBuffer(size)
			}
			return c, err
		},
	}}}
}
