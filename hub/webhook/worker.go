// Package webhook delivers events to webhook endpoints: a worker that claims
// due deliveries from the store, signs them the Standard Webhooks v1 way,
// sends them through an SSRF-guarded HTTP client and records every attempt,
// retrying on a schedule. All delivery state lives in the store, so several
// instances share the work and a restart loses nothing.
package webhook

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tourchat/tourchat/store"
)

// Defaults for the zero Options.
const (
	DefaultTimeout      = 15 * time.Second
	DefaultConcurrency  = 8
	DefaultPollInterval = time.Second
	DefaultJitter       = 0.1
)

const (
	// recordTimeout bounds RecordAttempt, which runs even while stopping.
	recordTimeout = 5 * time.Second
	// maxErrWait caps the backoff while the store fails.
	maxErrWait = 30 * time.Second
)

// Options configures a Worker; the zero value is the production setting
// except for AllowHosts, which the operator supplies.
type Options struct {
	// Logger receives attempt outcomes (Debug), disabled endpoints and
	// deliveries that ran out of retries (Info) and store errors (Error).
	// It never sees a secret, a body or a full URL.
	Logger *slog.Logger
	// Schedule is the wait after each failed attempt; DefaultSchedule when nil.
	Schedule []time.Duration
	// Jitter spreads each wait by ±Jitter (a fraction); 0 means
	// DefaultJitter and a negative value turns jitter off.
	Jitter float64
	// Concurrency bounds the sends in flight; DefaultConcurrency when 0.
	Concurrency int
	// Timeout bounds one attempt, answer included; DefaultTimeout when 0.
	Timeout time.Duration
	// Lease is how long a claimed delivery stays ours: 2×Timeout when 0,
	// and at least Timeout+5s so that a slow send is not claimed twice. A
	// send cut short by a stop is sent again once its lease runs out.
	Lease time.Duration
	// PollInterval is how often the store is asked for due work when nothing
	// kicks the worker; DefaultPollInterval when 0.
	PollInterval time.Duration
	// AllowHosts are the exceptions to the SSRF guard.
	AllowHosts AllowList
	// Resolver resolves receiver names at dial time; the system's when nil.
	Resolver Resolver
	// HTTPClient replaces the guarded client (tests). Redirects are still
	// not followed; the SSRF guard is then the caller's business.
	HTTPClient *http.Client
	// Now is the clock for claims, timestamps and schedules; time.Now when nil.
	Now func() time.Time
}

// Worker delivers webhook events. Create it with NewWorker, run it with Run
// and wake it with Kick when new events are written.
type Worker struct {
	st        store.Webhooks
	log       *slog.Logger
	schedule  []time.Duration
	jitter    float64
	conc      int
	timeout   time.Duration
	lease     time.Duration
	poll      time.Duration
	allow     AllowList
	client    *http.Client
	transport *http.Transport // ours, to close idle connections on stop
	now       func() time.Time
	kick      chan struct{}
	running   atomic.Bool
}

// NewWorker returns a worker that delivers the deliveries of st.
func NewWorker(st store.Webhooks, opts Options) *Worker {
	w := &Worker{
		st: st, log: opts.Logger, schedule: opts.Schedule, jitter: opts.Jitter,
		conc: opts.Concurrency, timeout: opts.Timeout, lease: opts.Lease,
		poll: opts.PollInterval, allow: opts.AllowHosts, now: opts.Now,
		kick: make(chan struct{}, 1),
	}
	if w.log == nil {
		w.log = slog.New(slog.DiscardHandler)
	}
	if w.schedule == nil {
		w.schedule = DefaultSchedule()
	}
	switch {
	case w.jitter == 0:
		w.jitter = DefaultJitter
	case w.jitter < 0:
		w.jitter = 0
	}
	if w.conc <= 0 {
		w.conc = DefaultConcurrency
	}
	if w.timeout <= 0 {
		w.timeout = DefaultTimeout
	}
	if w.lease == 0 {
		w.lease = 2 * w.timeout
	}
	if w.lease < w.timeout+recordTimeout {
		w.lease = w.timeout + recordTimeout
	}
	if w.poll <= 0 {
		w.poll = DefaultPollInterval
	}
	if w.now == nil {
		w.now = time.Now
	}
	if opts.HTTPClient != nil {
		c := *opts.HTTPClient
		c.CheckRedirect = noRedirect
		w.client = &c
	} else {
		w.transport = newTransport(w.allow, opts.Resolver, w.conc)
		w.client = &http.Client{Transport: w.transport, CheckRedirect: noRedirect}
	}
	return w
}

// Kick wakes the worker to look for due deliveries now. It never blocks, and
// kicks that arrive while one is pending are merged into it.
func (w *Worker) Kick() {
	select {
	case w.kick <- struct{}{}:
	default:
	}
}

// Run delivers until ctx is cancelled, then waits for the sends in flight
// (they are cancelled too) and returns nil. An attempt cut short by the stop
// is not recorded: its lease runs out and some worker sends it again.
// Run must not be called again while it runs.
func (w *Worker) Run(ctx context.Context) error {
	if !w.running.CompareAndSwap(false, true) {
		return errors.New("webhook: worker already running")
	}
	defer w.running.Store(false)
	var wg sync.WaitGroup
	defer func() {
		wg.Wait()
		if w.transport != nil {
			w.transport.CloseIdleConnections()
		}
	}()

	// Each send reports, when it ends, the time of the retry it scheduled
	// (zero if none), so that a retry due before the next poll is not late.
	// The buffer holds one report per send in flight: sends never block.
	done := make(chan time.Time, w.conc)
	inflight := 0
	var soonest time.Time
	finished := func(t time.Time) {
		inflight--
		if !t.IsZero() && (soonest.IsZero() || t.Before(soonest)) {
			soonest = t
		}
	}
	var errWait time.Duration // backoff after failed claims
	timer := time.NewTimer(w.poll)
	defer timer.Stop()

	for {
	drain:
		for {
			select {
			case t := <-done:
				finished(t)
			default:
				break drain
			}
		}
		if ctx.Err() != nil {
			return nil
		}
		if inflight == w.conc {
			select {
			case <-ctx.Done():
				return nil
			case t := <-done:
				finished(t)
			}
			continue
		}

		now := w.now()
		if !soonest.IsZero() && !soonest.After(now) {
			soonest = time.Time{}
		}
		free := w.conc - inflight
		jobs, err := w.claim(ctx, now, free, &errWait)
		for _, job := range jobs {
			inflight++
			wg.Add(1)
			go func() {
				defer wg.Done()
				done <- w.deliver(ctx, job)
			}()
		}
		if err == nil && len(jobs) == free {
			continue // there may be more due work
		}

		for waiting := true; waiting; {
			wait := w.poll
			if errWait > 0 {
				wait = errWait
			} else if !soonest.IsZero() {
				wait = min(wait, max(soonest.Sub(w.now()), 0))
			}
			timer.Reset(wait)
			select {
			case <-ctx.Done():
				return nil
			case <-w.kick:
				waiting = false
			case <-timer.C:
				waiting = false
			case t := <-done:
				finished(t) // re-arm the timer for the retry it scheduled
			}
			timer.Stop()
		}
	}
}

// claim leases up to free due deliveries. While the store fails it grows
// *errWait (the next wait), so that the log gets one line per backoff step
// and not one per poll.
func (w *Worker) claim(ctx context.Context, now time.Time, free int, errWait *time.Duration) ([]store.DeliveryJob, error) {
	jobs, err := w.st.ClaimDeliveries(ctx, now, w.lease, free)
	switch {
	case err != nil && ctx.Err() == nil:
		*errWait = min(max(2**errWait, w.poll), maxErrWait)
		w.log.Error("webhook: claiming deliveries", "err", err, "retry_in", *errWait)
	case err == nil:
		*errWait = 0
	}
	if len(jobs) > free {
		// A store bug; sending them all would break the concurrency bound.
		// The rest come back when their lease runs out.
		w.log.Error("webhook: store returned more deliveries than asked", "asked", free, "got", len(jobs))
		jobs = jobs[:free]
	}
	return jobs, err
}

// deliver makes one attempt and records it with the delivery's next state.
// It returns the time of the retry it scheduled, or zero.
func (w *Worker) deliver(ctx context.Context, job store.DeliveryJob) time.Time {
	att := w.send(ctx, job)
	if ctx.Err() != nil && att.StatusCode == 0 {
		return time.Time{} // stopped mid-attempt: the lease brings it back
	}
	n := len(job.Delivery.Attempts) + 1 // this attempt's number
	res := store.AttemptResult{Attempt: att}
	code := att.StatusCode
	switch {
	case code >= 200 && code < 300 && att.Error == "":
		res.Status = store.DeliverySucceeded
	case code == http.StatusGone:
		res.Status = store.DeliveryFailed
		res.DisableWebhook = true
	default:
		if d, ok := nextDelay(w.schedule, n, w.jitter); ok {
			next := w.now().Add(d).UTC()
			res.Status = store.DeliveryRetrying
			res.NextAttemptAt = &next
		} else {
			res.Status = store.DeliveryFailed
		}
	}

	// A finished attempt is recorded even when the worker is stopping, so
	// that a restart does not send it again.
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recordTimeout)
	defer cancel()
	err := w.st.RecordAttempt(rctx, job.Delivery.ID, res)

	attrs := []any{
		"webhook_id", job.Webhook.ID, "delivery_id", job.Delivery.ID,
		"event_id", job.Event.ID, "event_type", job.Event.Type, "host", hostOf(job.Webhook.URL),
		"attempt", n, "status_code", code, "latency_ms", att.LatencyMS, "status", res.Status,
	}
	if att.Error != "" {
		attrs = append(attrs, "error", att.Error)
	}
	switch {
	case errors.Is(err, store.ErrNotFound):
		// The endpoint was deleted meanwhile, and its deliveries with it.
		w.log.Debug("webhook: delivery gone before its attempt was recorded", attrs...)
	case err != nil:
		w.log.Error("webhook: recording attempt", append(attrs, "err", err)...)
	case res.DisableWebhook:
		w.log.Info("webhook: endpoint answered 410, disabled", attrs...)
	case res.Status == store.DeliveryFailed:
		w.log.Info("webhook: delivery failed after its last attempt", attrs...)
	default:
		w.log.Debug("webhook: attempt", attrs...)
	}
	if err != nil || res.NextAttemptAt == nil {
		return time.Time{}
	}
	return *res.NextAttemptAt
}

// hostOf names the receiver in logs without path or query, which may carry
// the receiver's own token.
func hostOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Hostname()
}
