// Command tourchat-load puts a TourChat server under load and reports what
// it saw: N WebSocket clients (idle, or subscribed to the business channel
// or to session channels), a publisher of chat turns (POST /v1/chat or chat
// frames) or bookings (POST /v1/bookings on slots from GET /v1/bookings)
// at a given rate for a given time, then delivery latency percentiles,
// deliveries per second, chat turn latency percentiles and the server's
// memory per connection (from /metrics before and after connecting).
//
// It is bounded in connections, rate and time, stops by itself, cancels the
// bookings it made, and refuses a target that is not loopback unless
// -allow-remote is given.
//
//	tourchat-load -key tc_test_... -conns 1000 -subscribe business -publish chat -rate 20 -duration 30s
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// Hard bounds, whatever the flags say.
const (
	maxConns       = 50_000
	maxRate        = 2_000
	maxDuration    = 30 * time.Minute
	maxInflight    = 256
	maxSubscribeWt = 30 * time.Second
)

// Subscription modes.
const (
	subNone     = "none"
	subBusiness = "business"
	subSession  = "session"
)

type config struct {
	url, publishURL string
	key, business   string
	conns           int
	subscribe       string
	sessions        int
	connectRate     float64
	publish         string
	rate            float64
	duration        time.Duration
	warmup          time.Duration
	settle          time.Duration
	requestTimeout  time.Duration
	allowRemote     bool
	cancel          bool
	jsonOut         bool
	server          string // tourchat or centrifugo (centrifugo.go)
	pad             int    // centrifugo: bytes of each publication's data
}

func parseFlags(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("tourchat-load", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.url, "url", "http://127.0.0.1:8080", "server base URL")
	fs.StringVar(&c.publishURL, "publish-url", "", "base URL of the instance to publish through (default -url): another instance behind the same Redis measures cross-instance delivery")
	fs.StringVar(&c.key, "key", os.Getenv("TOURCHAT_DEMO_KEY"), "secret key with all scopes (default $TOURCHAT_DEMO_KEY)")
	fs.StringVar(&c.business, "business", "biz_demo", "business id")
	fs.IntVar(&c.conns, "conns", 100, "WebSocket clients to open (max 50000)")
	fs.StringVar(&c.subscribe, "subscribe", subBusiness, "what each client subscribes to: none, business (needs realtime:staff) or session")
	fs.IntVar(&c.sessions, "sessions", 50, "distinct session ids the publisher chats in (and clients subscribe to with -subscribe session)")
	fs.Float64Var(&c.connectRate, "connect-rate", 500, "new connections per second while ramping up")
	fs.StringVar(&c.publish, "publish", modeChat, "what to publish: none, chat (POST /v1/chat), ws-chat (chat frames, one WebSocket per session) or booking (POST /v1/bookings)")
	fs.Float64Var(&c.rate, "rate", 5, "publications per second (max 2000)")
	fs.DurationVar(&c.duration, "duration", 10*time.Second, "how long to publish (max 30m); with -publish none, how long to hold the connections")
	fs.DurationVar(&c.warmup, "warmup", 0, "publish at the rate this long first, outside the figures: new connections, pools and caches warm up as in a server that has been running")
	fs.DurationVar(&c.settle, "settle", 2*time.Second, "how long to wait for late deliveries after publishing")
	fs.DurationVar(&c.requestTimeout, "timeout", 10*time.Second, "per request and per connect timeout")
	fs.BoolVar(&c.allowRemote, "allow-remote", false, "allow a target that is not loopback")
	fs.BoolVar(&c.cancel, "cancel", true, "cancel the bookings made, at the end")
	fs.BoolVar(&c.jsonOut, "json", false, "print the report as JSON")
	fs.StringVar(&c.server, "server", serverTourChat, "the server's protocol: tourchat, or centrifugo (its JSON protocol on /connection/websocket, insecure clients, and its HTTP publish API with -key as the API key; any -publish mode other than none publishes through that API)")
	fs.IntVar(&c.pad, "pad", 800, "centrifugo: bytes of each publication's data, to match the size of TourChat's event")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	switch {
	case c.server != serverTourChat && c.server != serverCentrifugo:
		return c, fmt.Errorf("-server %q: want tourchat or centrifugo", c.server)
	case c.pad < 0 || c.pad > 1<<20:
		return c, errors.New("-pad must be 0..1048576")
	case c.key == "":
		return c, errors.New("-key is required (a secret key with all scopes)")
	case c.conns < 0 || c.conns > maxConns:
		return c, fmt.Errorf("-conns must be 0..%d", maxConns)
	case c.subscribe != subNone && c.subscribe != subBusiness && c.subscribe != subSession:
		return c, fmt.Errorf("-subscribe %q: want none, business or session", c.subscribe)
	case c.publish != modeNone && c.publish != modeChat && c.publish != modeWSChat && c.publish != modeBooking:
		return c, fmt.Errorf("-publish %q: want none, chat, ws-chat or booking", c.publish)
	case c.publish != modeNone && (c.rate <= 0 || c.rate > maxRate):
		return c, fmt.Errorf("-rate must be in (0, %d]", maxRate)
	case c.duration <= 0 || c.duration > maxDuration:
		return c, fmt.Errorf("-duration must be in (0, %s]", maxDuration)
	case c.sessions < 1 || c.sessions > maxConns:
		return c, fmt.Errorf("-sessions must be 1..%d", maxConns)
	case c.connectRate <= 0:
		return c, errors.New("-connect-rate must be positive")
	case c.warmup < 0 || c.warmup > maxDuration:
		return c, fmt.Errorf("-warmup must be 0..%s", maxDuration)
	case c.warmup > 0 && c.publish == modeNone:
		return c, errors.New("-warmup needs something to publish")
	case c.settle < 0 || c.settle > time.Minute:
		return c, errors.New("-settle must be 0..1m")
	}
	return c, nil
}

// run is the state of one load run.
type run struct {
	cfg      config
	base     *url.URL // where clients connect and /metrics is read
	pubBase  *url.URL // where publications are sent
	ws       string
	hc       *http.Client
	runID    string
	sessions []string

	track    *tracker
	turn     *Latencies
	delivery *Latencies
	sources  Counter
	byType   Counter
	errs     Errors

	connected, subscribed, failed, dropped atomic.Int64
	subRefused                             atomic.Int64
	deliveries, gaps                       atomic.Int64
	firstDelivery, lastDelivery            atomic.Int64 // unix ns
	pubSent, pubOK, pubFailed, pubSkipped  atomic.Int64

	slots      slotPool
	bookingsMu sync.Mutex
	bookings   []string
}

func (r *run) loadID(n int64) string { return "load-" + r.runID + "-" + strconv.FormatInt(n, 10) }

func main() {
	cfg, err := parseFlags(os.Args[1:], os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tourchat-load:", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	rep, err := execute(ctx, cfg, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "tourchat-load:", err)
		os.Exit(1)
	}
	if cfg.jsonOut {
		err = rep.WriteJSON(os.Stdout)
	} else {
		err = rep.WriteText(os.Stdout)
	}
	if err != nil {
		os.Exit(1)
	}
}

// execute performs one run and returns its report; progress goes to logw.
func execute(ctx context.Context, cfg config, logw io.Writer) (*Report, error) {
	base, err := checkTarget(ctx, cfg.url, cfg.allowRemote)
	if err != nil {
		return nil, err
	}
	pubBase := base
	if cfg.publishURL != "" {
		if pubBase, err = checkTarget(ctx, cfg.publishURL, cfg.allowRemote); err != nil {
			return nil, err
		}
	}
	if limit, err := raiseFileLimit(); err == nil && uint64(cfg.conns)+256 > limit {
		return nil, fmt.Errorf("-conns %d needs more open files than this process may have (%d)", cfg.conns, limit)
	}
	// The whole run is bounded, whatever the server does.
	ramp := time.Duration(float64(cfg.conns)/cfg.connectRate*float64(time.Second)) + maxSubscribeWt
	ctx, cancel := context.WithTimeout(ctx, ramp+cfg.warmup+cfg.duration+2*cfg.settle+2*time.Minute)
	defer cancel()

	var raw [4]byte
	_, _ = rand.Read(raw[:])
	r := &run{
		cfg: cfg, base: base, pubBase: pubBase, ws: wsURL(base), runID: hex.EncodeToString(raw[:]),
		hc: &http.Client{Transport: &http.Transport{
			MaxIdleConnsPerHost: maxInflight, MaxConnsPerHost: 0, IdleConnTimeout: 30 * time.Second,
		}},
		track: newTracker(), turn: NewLatencies(0), delivery: NewLatencies(0),
	}
	defer r.hc.CloseIdleConnections()
	for i := range cfg.sessions {
		r.sessions = append(r.sessions, fmt.Sprintf("load-%s-s%d", r.runID, i))
	}
	rep := &Report{Target: base.String(), PublishTarget: pubBase.String(), Started: time.Now()}
	rep.Conns.Requested, rep.Conns.Subscribe = cfg.conns, cfg.subscribe
	rep.Publish.Mode, rep.Publish.Rate, rep.Publish.For = cfg.publish, cfg.rate, cfg.duration
	if cfg.publish != modeNone {
		rep.Publish.Scheduled = int64(cfg.rate * cfg.duration.Seconds())
	}

	before, merr := scrapeMetrics(ctx, r.hc, base, cfg.key, metricHeap, metricRSS, metricGoroutines)

	clientsCtx, stopClients := context.WithCancel(ctx)
	var clients sync.WaitGroup
	defer func() { stopClients(); clients.Wait() }()
	fmt.Fprintf(logw, "connecting %d clients to %s ...\n", cfg.conns, r.ws)
	r.connectAll(clientsCtx, &clients)

	r.measureMemory(ctx, rep, before, merr)
	fmt.Fprintf(logw, "%d connected, %d failed, %d subscriptions; publishing %s at %.1f/s for %s ...\n",
		r.connected.Load(), r.failed.Load(), r.subscribed.Load(), cfg.publish, cfg.rate, cfg.duration)

	op, err := r.publisher(ctx, clientsCtx, &clients)
	if err != nil {
		r.errs.Add("ws-chat connect", err)
	} else {
		if cfg.warmup > 0 {
			fmt.Fprintf(logw, "warming up for %s ...\n", cfg.warmup)
			r.publishFor(ctx, op, cfg.warmup)
			r.settle(ctx)
			r.resetFigures()
			rep.Warmup = cfg.warmup
		}
		r.publishFor(ctx, op, cfg.duration)
		r.settle(ctx)
	}
	rep.Duration = time.Since(rep.Started)

	stopClients()
	clients.Wait()
	if cfg.publish == modeBooking && cfg.cancel {
		n := r.cancelBookings(context.WithoutCancel(ctx))
		fmt.Fprintf(logw, "cancelled %d bookings made by the run\n", n)
	}
	r.fill(rep)
	return rep, nil
}

// connectAll opens the clients at the connect rate, then waits (bounded)
// until every one has connected or failed and subscribed.
func (r *run) connectAll(ctx context.Context, wg *sync.WaitGroup) {
	tick := time.NewTicker(time.Duration(float64(time.Second) / r.cfg.connectRate))
	defer tick.Stop()
	for i := range r.cfg.conns {
		var channels []string
		switch r.cfg.subscribe {
		case subBusiness:
			channels = []string{"business"}
		case subSession:
			channels = []string{"session:" + r.sessions[i%len(r.sessions)]}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if r.cfg.server == serverCentrifugo {
				r.centrifugoClient(ctx, channels)
				return
			}
			r.client(ctx, channels)
		}()
		select {
		case <-tick.C:
		case <-ctx.Done():
			return
		}
	}
	want := int64(r.cfg.conns)
	if r.cfg.subscribe == subNone {
		want = 0
	}
	r.waitUntil(ctx, maxSubscribeWt, func() bool {
		return r.connected.Load()+r.failed.Load() >= int64(r.cfg.conns) &&
			r.subscribed.Load()+r.subRefused.Load()+r.failed.Load()+r.dropped.Load() >= want
	})
}

// waitUntil polls cond every 50 ms until it holds, d passes or ctx ends.
func (r *run) waitUntil(ctx context.Context, d time.Duration, cond func() bool) {
	deadline := time.NewTimer(d)
	defer deadline.Stop()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		select {
		case <-tick.C:
		case <-deadline.C:
			return
		case <-ctx.Done():
			return
		}
	}
}

func (r *run) measureMemory(ctx context.Context, rep *Report, before map[string]float64, berr error) {
	if berr != nil {
		rep.Memory.Note = berr.Error()
		return
	}
	// Give the server a moment to finish the handshakes' garbage.
	r.waitUntil(ctx, time.Second, func() bool { return false })
	after, err := scrapeMetrics(ctx, r.hc, r.base, r.cfg.key, metricHeap, metricRSS, metricGoroutines)
	if err != nil {
		rep.Memory.Note = err.Error()
		return
	}
	m := &rep.Memory
	m.Measured = true
	m.HeapBefore, m.HeapAfter = before[metricHeap], after[metricHeap]
	m.RSSBefore, m.RSSAfter = before[metricRSS], after[metricRSS]
	m.GoroutinesDiff = after[metricGoroutines] - before[metricGoroutines]
}

// publishOp makes the n-th publication.
type publishOp func(ctx context.Context, n int64) error

// publisher returns the operation that publishes in the run's mode, nil
// for -publish none; ws-chat connects its chatters here, once for the
// warm-up and the run.
func (r *run) publisher(ctx, clientsCtx context.Context, clients *sync.WaitGroup) (publishOp, error) {
	if r.cfg.publish == modeNone {
		return nil, nil
	}
	var op publishOp
	switch {
	case r.cfg.server == serverCentrifugo:
		op = r.centrifugoPublish
	case r.cfg.publish == modeChat:
		op = r.chatHTTP
	case r.cfg.publish == modeBooking:
		op = r.book
	case r.cfg.publish == modeWSChat:
		// One connection per session, as each visitor's widget has its
		// own: the server handles a connection's frames one at a time, so
		// a single connection would measure a queue, not a turn.
		chatters := make([]*wsChatter, min(len(r.sessions), maxWSChatConns))
		for i := range chatters {
			w, err := r.newWSChatter(ctx)
			if err != nil {
				return nil, err
			}
			chatters[i] = w
			clients.Add(1)
			go func() {
				defer clients.Done()
				defer w.c.CloseNow()
				w.read(clientsCtx, r)
			}()
		}
		op = func(ctx context.Context, n int64) error {
			return chatters[int(n%int64(len(r.sessions)))%len(chatters)].send(ctx, r, n)
		}
	}
	return op, nil
}

// publishFor publishes at the rate for the duration, never with more than
// maxInflight requests outstanding (ticks beyond that are skipped and
// counted: the server is saturated), then waits for the requests in flight.
func (r *run) publishFor(ctx context.Context, op publishOp, duration time.Duration) {
	if op == nil {
		end := time.NewTimer(duration)
		defer end.Stop()
		select {
		case <-end.C:
		case <-ctx.Done():
		}
		return
	}
	// The publishing time starts once the publisher is connected.
	end := time.NewTimer(duration)
	defer end.Stop()
	// Open loop: publications are due at a fixed schedule, and a late wake-up
	// sends what became due meanwhile, so a slow server or a starved CPU
	// shows as latency rather than as a silently lower rate.
	tick := time.NewTicker(min(time.Duration(float64(time.Second)/r.cfg.rate), 10*time.Millisecond))
	defer tick.Stop()
	var (
		inflight atomic.Int64
		wg       sync.WaitGroup
		n        int64 // publications due so far (sent or skipped)
	)
	defer wg.Wait()
	start := time.Now()
	for {
		select {
		case <-end.C:
			return
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		due := int64(time.Since(start).Seconds()*r.cfg.rate) + 1
		for ; n < due; n++ {
			if inflight.Load() >= maxInflight {
				r.pubSkipped.Add(1)
				continue
			}
			inflight.Add(1)
			wg.Add(1)
			r.pubSent.Add(1)
			go func(n int64) {
				defer wg.Done()
				defer inflight.Add(-1)
				err := op(ctx, n)
				if err != nil {
					r.pubFailed.Add(1)
					r.errs.Add("publish", err)
				} else if r.cfg.publish != modeWSChat || r.cfg.server == serverCentrifugo { // ws-chat counts on reply
					r.pubOK.Add(1)
				}
			}(n)
		}
	}
}

// resetFigures forgets what the warm-up measured; its errors stay reported.
func (r *run) resetFigures() {
	r.turn.Reset()
	r.delivery.Reset()
	r.sources.Reset()
	r.byType.Reset()
	r.deliveries.Store(0)
	r.firstDelivery.Store(0)
	r.lastDelivery.Store(0)
	r.pubSent.Store(0)
	r.pubOK.Store(0)
	r.pubFailed.Store(0)
	r.pubSkipped.Store(0)
}

// settle waits for late deliveries: until none arrived for half a second,
// or the settle time is up.
func (r *run) settle(ctx context.Context) {
	if r.cfg.settle == 0 {
		return
	}
	last, quietSince := r.deliveries.Load(), time.Now()
	r.waitUntil(ctx, r.cfg.settle, func() bool {
		if n := r.deliveries.Load(); n != last {
			last, quietSince = n, time.Now()
		}
		return time.Since(quietSince) >= 500*time.Millisecond
	})
}

// fill copies the run's counters into rep.
func (r *run) fill(rep *Report) {
	c := &rep.Conns
	c.Connected, c.Subscribed, c.Failed, c.Dropped = r.connected.Load(), r.subscribed.Load(), r.failed.Load(), r.dropped.Load()
	c.Refused = r.subRefused.Load()
	p := &rep.Publish
	p.Sent, p.OK, p.Failed, p.Skipped = r.pubSent.Load(), r.pubOK.Load(), r.pubFailed.Load(), r.pubSkipped.Load()
	p.Latency = r.turn.Summary()
	d := &rep.Delivery
	d.Count, d.Gaps = r.deliveries.Load(), r.gaps.Load()
	d.Latency = r.delivery.Summary()
	d.Sources, d.ByType = r.sources.Snapshot(), r.byType.Snapshot()
	if first, last := r.firstDelivery.Load(), r.lastDelivery.Load(); first > 0 && last > first {
		d.PerSec = rate(d.Count, time.Duration(last-first))
	}
	rep.ErrorsTotal, rep.Errors = r.errs.Snapshot()
	rep.perConn()
}
