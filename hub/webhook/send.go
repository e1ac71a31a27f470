package webhook

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/tourchat/tourchat/store"
)

const (
	// ExcerptLimit bounds the response excerpt kept with each attempt.
	ExcerptLimit = 512
	// drainLimit bounds how much more of a response is read so that the
	// connection can be reused; a receiver streaming more loses keep-alive.
	drainLimit = 64 << 10
	// errorLimit bounds the error text kept with each attempt.
	errorLimit = 300
	userAgent  = "TourChat-Webhooks/1.0"
)

// send makes one attempt at a delivery and describes it. It never returns an
// error: everything that can go wrong is the attempt's Error.
func (w *Worker) send(ctx context.Context, job store.DeliveryJob) store.Attempt {
	at := w.now()
	att := store.Attempt{At: at.UTC()}
	u, err := url.Parse(job.Webhook.URL)
	if err != nil {
		att.Error = "webhook URL is not valid"
		return att
	}
	if err := checkScheme(u, w.allow); err != nil {
		att.Error = "webhook URL must use https"
		return att
	}
	body, err := json.Marshal(job.Event)
	if err != nil {
		att.Error = "encoding the event: " + err.Error()
		return att
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(body))
	if err != nil {
		att.Error = "webhook URL is not valid"
		return att
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", userAgent)
	if err := signHeaders(req.Header, job.Webhook.Secret, job.Event.ID, at, body); err != nil {
		att.Error = err.Error()
		return att
	}

	// The timeout starts with the latency clock (monotonic, whatever
	// Options.Now says) and covers the answer's body too.
	tctx, cancel := context.WithTimeout(ctx, w.timeout)
	defer cancel()
	start := time.Now()
	resp, err := w.client.Do(req.WithContext(tctx))
	if err != nil {
		att.LatencyMS = time.Since(start).Milliseconds()
		att.Error = describe(err, w.timeout)
		return att
	}
	defer resp.Body.Close()
	att.StatusCode = resp.StatusCode
	buf, _ := io.ReadAll(io.LimitReader(resp.Body, ExcerptLimit))
	// A 2xx counts once its headers arrive; the rest of the body is read
	// only for connection reuse and only up to a bound.
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, drainLimit))
	att.LatencyMS = time.Since(start).Milliseconds()
	att.ResponseExcerpt = excerpt(buf)
	switch c := resp.StatusCode; {
	case c >= 200 && c < 300:
	case c >= 300 && c < 400:
		att.Error = fmt.Sprintf("redirect (%d) not followed", c)
	case c == http.StatusGone:
		att.Error = "receiver answered 410 Gone: endpoint disabled"
	default:
		att.Error = fmt.Sprintf("receiver answered %d", c)
	}
	return att
}

// excerpt turns the head of a response into text that is valid UTF-8 (a
// rune cut at the limit or bytes of a binary body are dropped) and has no NUL
// (PostgreSQL text cannot hold one).
func excerpt(b []byte) string {
	if len(b) > ExcerptLimit {
		b = b[:ExcerptLimit]
	}
	s := strings.ToValidUTF8(string(b), "")
	return strings.ReplaceAll(s, "\x00", "")
}

// describe turns a transport error into the attempt's error text: short,
// with no URL (its query may hold the receiver's token) and nothing of the
// request.
func describe(err error, timeout time.Duration) string {
	var ne net.Error
	switch {
	case errors.Is(err, ErrForbiddenDestination):
		var msg string
		for e := err; e != nil; e = errors.Unwrap(e) {
			if strings.HasPrefix(e.Error(), ErrForbiddenDestination.Error()) {
				msg = e.Error()
				break
			}
		}
		return "refused by the SSRF guard: " + msg
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return fmt.Sprintf("no answer within %s", timeout)
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	msg := err.Error()
	if len(msg) > errorLimit {
		msg = strings.ToValidUTF8(msg[:errorLimit], "")
	}
	return msg
}
