package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func sampleReport() *Report {
	r := &Report{Target: "http://127.0.0.1:8080", Duration: 12500 * time.Millisecond}
	r.Conns.Requested, r.Conns.Connected, r.Conns.Subscribed, r.Conns.Subscribe = 1000, 1000, 1000, "business"
	r.Publish.Mode, r.Publish.Rate, r.Publish.For = modeChat, 20, 10*time.Second
	r.Publish.Scheduled, r.Publish.Sent, r.Publish.OK = 200, 200, 200
	r.Publish.Latency = Summary{Count: 200, P50: ms(3), P90: ms(8), P99: ms(20), Max: ms(31), Mean: ms(4)}
	r.Delivery.Count = 400_000
	r.Delivery.Latency = Summary{Count: 400_000, P50: ms(2), P90: ms(5), P99: ms(12), Max: ms(40), Mean: ms(3)}
	r.Delivery.Sources = map[string]int64{"load_id": 200_000, "session": 200_000}
	r.Delivery.ByType = map[string]int64{"conversation.message_created": 400_000}
	r.Memory.Measured = true
	r.Memory.HeapBefore, r.Memory.HeapAfter = 10<<20, 30<<20
	r.Memory.RSSBefore, r.Memory.RSSAfter = 40<<20, 80<<20
	r.ErrorsTotal, r.Errors = 3, map[string]int64{"connect: 503 Service Unavailable": 3}
	r.perConn()
	return r
}

func TestPerConn(t *testing.T) {
	r := sampleReport()
	if r.Memory.HeapPerConn != 20<<20/1000.0 || r.Memory.RSSPerConn != 40<<20/1000.0 {
		t.Fatalf("per connection: heap %v rss %v", r.Memory.HeapPerConn, r.Memory.RSSPerConn)
	}
	r.Conns.Connected = 0
	r.Memory.HeapPerConn = 0
	r.perConn()
	if r.Memory.HeapPerConn != 0 {
		t.Fatal("no connection must not divide by zero")
	}
}

func TestWriteText(t *testing.T) {
	var b bytes.Buffer
	if err := sampleReport().WriteText(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"1000 connected, 1000 subscribed (business), 0 refused",
		"publish chat: 20.0/s for 10s: 200 scheduled, 200 sent, 200 ok",
		"chat turn latency: n=200 p50=3ms p90=8ms p99=20ms max=31ms",
		"delivery latency: n=400000 p50=2ms p90=5ms p99=12ms max=40ms",
		"timed by: load_id=200000 session=200000",
		"heap in use 10.0 MiB -> 30.0 MiB (20.5 KiB/conn)",
		"RSS 40.0 MiB -> 80.0 MiB (41.0 KiB/conn)",
		"3  connect: 503 Service Unavailable",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
}

func TestWriteTextUnmeasured(t *testing.T) {
	r := &Report{}
	r.Publish.Mode = modeBooking
	r.Publish.Latency = Summary{}
	r.Memory.Note = "GET /metrics: 404 Not Found"
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"booking request latency: no samples", "not measured (GET /metrics: 404 Not Found)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, b.String())
		}
	}
}

func TestWriteJSON(t *testing.T) {
	var b bytes.Buffer
	if err := sampleReport().WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(b.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if back.Delivery.Latency.P99 != ms(12) || back.Conns.Connected != 1000 || back.Memory.HeapPerConn == 0 {
		t.Fatalf("JSON round trip lost figures: %+v", back)
	}
}

func TestFmtBytes(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{{0, "0 B"}, {512, "512 B"}, {2048, "2.0 KiB"}, {-3 << 20, "-3.0 MiB"}, {5 << 30, "5.0 GiB"}} {
		if got := fmtBytes(c.v); got != c.want {
			t.Errorf("fmtBytes(%v) = %q, want %q", c.v, got, c.want)
		}
	}
}
