package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
)

// Report is everything a run measured.
type Report struct {
	Target        string        `json:"target"`
	PublishTarget string        `json:"publish_target"`
	Started       time.Time     `json:"started"`
	Duration      time.Duration `json:"duration_ns"`
	Warmup        time.Duration `json:"warmup_ns,omitempty"` // published before the figures, not in them

	Conns struct {
		Requested  int    `json:"requested"`
		Connected  int64  `json:"connected"`
		Subscribed int64  `json:"subscribed"`
		Refused    int64  `json:"subscribe_refused"`
		Failed     int64  `json:"failed"`
		Dropped    int64  `json:"dropped"` // closed by the server during the run
		Subscribe  string `json:"subscribe"`
	} `json:"connections"`

	Publish struct {
		Mode      string        `json:"mode"`
		Rate      float64       `json:"rate_per_s"`
		For       time.Duration `json:"duration_ns"`
		Scheduled int64         `json:"scheduled"` // rate × duration
		Sent      int64         `json:"sent"`
		OK        int64         `json:"ok"`
		Failed    int64         `json:"failed"`
		Skipped   int64         `json:"skipped"` // ticks dropped: too many requests in flight
		Latency   Summary       `json:"latency"`
	} `json:"publish"`

	Delivery struct {
		Count   int64            `json:"count"`
		PerSec  float64          `json:"per_s"`
		Latency Summary          `json:"latency"`
		Sources map[string]int64 `json:"latency_sources"` // how each latency was timed
		ByType  map[string]int64 `json:"by_type"`
		Gaps    int64            `json:"offset_gaps"`
	} `json:"delivery"`

	Memory struct {
		Measured       bool    `json:"measured"`
		Note           string  `json:"note,omitempty"`
		HeapBefore     float64 `json:"heap_inuse_before"`
		HeapAfter      float64 `json:"heap_inuse_after"`
		RSSBefore      float64 `json:"rss_before"`
		RSSAfter       float64 `json:"rss_after"`
		HeapPerConn    float64 `json:"heap_inuse_per_conn"`
		RSSPerConn     float64 `json:"rss_per_conn"`
		GoroutinesDiff float64 `json:"goroutines_added"`
	} `json:"memory"`

	ErrorsTotal int64            `json:"errors_total"`
	Errors      map[string]int64 `json:"errors"`
}

// perConn fills the per-connection memory figures from the before and after
// values.
func (r *Report) perConn() {
	n := float64(r.Conns.Connected)
	if !r.Memory.Measured || n == 0 {
		return
	}
	r.Memory.HeapPerConn = (r.Memory.HeapAfter - r.Memory.HeapBefore) / n
	r.Memory.RSSPerConn = (r.Memory.RSSAfter - r.Memory.RSSBefore) / n
}

// rate returns n per second over d, or 0 when d is not positive.
func rate(n int64, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(n) / d.Seconds()
}

// WriteJSON writes r as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteText writes r for a human.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	p("tourchat-load report: %s, %s", r.Target, r.Duration.Round(time.Millisecond))
	if r.PublishTarget != "" && r.PublishTarget != r.Target {
		p("publishing through: %s", r.PublishTarget)
	}
	c := r.Conns
	p("connections: %d requested, %d connected, %d subscribed (%s), %d refused, %d failed, %d dropped by server",
		c.Requested, c.Connected, c.Subscribed, c.Subscribe, c.Refused, c.Failed, c.Dropped)
	pub := r.Publish
	if pub.Mode != "none" {
		p("publish %s: %.1f/s for %s: %d scheduled, %d sent, %d ok, %d failed, %d skipped (in-flight cap)",
			pub.Mode, pub.Rate, pub.For, pub.Scheduled, pub.Sent, pub.OK, pub.Failed, pub.Skipped)
		if r.Warmup > 0 {
			p("  (after a %s warm-up at the same rate, not counted)", r.Warmup)
		}
		p("  %s latency: %s", turnName(pub.Mode), fmtSummary(pub.Latency))
	}
	d := r.Delivery
	p("deliveries: %d (%.1f/s), offset gaps %d", d.Count, d.PerSec, d.Gaps)
	if d.Count > 0 {
		p("  delivery latency: %s", fmtSummary(d.Latency))
		p("  timed by: %s", fmtCounts(d.Sources))
		p("  by event type: %s", fmtCounts(d.ByType))
	}
	m := r.Memory
	if m.Measured {
		p("server memory: heap in use %s -> %s (%s/conn), RSS %s -> %s (%s/conn), +%.0f goroutines",
			fmtBytes(m.HeapBefore), fmtBytes(m.HeapAfter), fmtBytes(m.HeapPerConn),
			fmtBytes(m.RSSBefore), fmtBytes(m.RSSAfter), fmtBytes(m.RSSPerConn), m.GoroutinesDiff)
	} else {
		p("server memory: not measured (%s)", m.Note)
	}
	if r.ErrorsTotal > 0 {
		p("errors: %d; distinct:", r.ErrorsTotal)
		keys := sortedKeys(r.Errors)
		for _, k := range keys {
			p("  %6d  %s", r.Errors[k], k)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func turnName(mode string) string {
	if mode == modeBooking {
		return "booking request"
	}
	return "chat turn"
}

func fmtSummary(s Summary) string {
	if s.Count == 0 {
		return "no samples"
	}
	r := func(d time.Duration) string { return d.Round(10 * time.Microsecond).String() }
	return fmt.Sprintf("n=%d p50=%s p90=%s p99=%s max=%s mean=%s",
		s.Count, r(s.P50), r(s.P90), r(s.P99), r(s.Max), r(s.Mean))
}

func fmtCounts(m map[string]int64) string {
	if len(m) == 0 {
		return "-"
	}
	parts := make([]string, 0, len(m))
	for _, k := range sortedKeys(m) {
		parts = append(parts, fmt.Sprintf("%s=%d", k, m[k]))
	}
	return strings.Join(parts, " ")
}

func sortedKeys(m map[string]int64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// fmtBytes prints a byte count with a binary unit; negative deltas (the
// server freed memory) keep their sign.
func fmtBytes(v float64) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	units := []string{"B", "KiB", "MiB", "GiB"}
	i := 0
	for v >= 1024 && i < len(units)-1 {
		v /= 1024
		i++
	}
	if i == 0 {
		return fmt.Sprintf("%s%.0f %s", sign, v, units[i])
	}
	return fmt.Sprintf("%s%.1f %s", sign, v, units[i])
}
