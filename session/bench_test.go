package session

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store/sqlite"
)

// benchDialogues are realistic four-turn conversations in several languages;
// every fourth turn starts a new session so state stays small, as in real use.
var benchDialogues = [][]string{
	{"Hi! Do you have the kayak tour tomorrow for 2?", "and on Sunday?", "how much is it for 4?", "what's included?"},
	{"¿Hay plazas para el tour a pie el sábado por la mañana?", "somos cuatro", "¿cuánto cuesta?", "¿y el domingo?"},
	{"Bonjour, il reste de la place sur le voilier dimanche ?", "pour 2 personnes", "c'est combien ?", "et samedi ?"},
	{"Habt ihr morgen um 14 Uhr noch Plätze im Tuk-Tuk?", "wir sind zu dritt", "was kostet das?", "danke!"},
	// The booking dialogue up to its summary and back (a yes would fill the
	// slots over the run): a named slot with contact details, a change of
	// party, a question while confirming, a no.
	{"Book the tuk tuk tomorrow at 4pm for 2, I'm Ana Silva, ana@example.com", "actually we are 3", "how long is it?", "no"},
}

// BenchmarkChatTurn measures one chat turn on the memory store and reports
// the 99th percentile of the wall time and of the goroutine's thread CPU
// time per turn.
func BenchmarkChatTurn(b *testing.B) { benchChatTurn(b, newFixture(b)) }

// BenchmarkChatTurnSQLite is BenchmarkChatTurn on the SQLite store, the
// default: every turn commits its messages, state and events to the WAL
// (synchronous=NORMAL: durable against the process crashing). The wall
// time includes the commit's writes, which the thread CPU time does not.
func BenchmarkChatTurnSQLite(b *testing.B) {
	benchChatTurn(b, newFixtureOn(b, openSQLite(b, "NORMAL")))
}

// BenchmarkChatTurnSQLiteFull is the same with synchronous=FULL: every
// commit also waits for the disk to sync the WAL.
func BenchmarkChatTurnSQLiteFull(b *testing.B) {
	benchChatTurn(b, newFixtureOn(b, openSQLite(b, "FULL")))
}

func openSQLite(b *testing.B, synchronous string) *sqlite.Store {
	st, err := sqlite.Open(context.Background(), filepath.Join(b.TempDir(), "tourchat.db"),
		sqlite.Options{Now: func() time.Time { return testNow }, Synchronous: synchronous})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	return st
}

func benchChatTurn(b *testing.B, f *fixture) {
	ctx := context.Background()
	wall := make([]time.Duration, 0, b.N)
	cpu := make([]time.Duration, 0, b.N)
	lockThread()
	defer unlockThread()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := benchDialogues[(i/4)%len(benchDialogues)]
		req := Request{Business: f.biz, SessionID: fmt.Sprintf("bench-%d", i/4), Message: d[i%4]}
		c0, t0 := threadCPU(), time.Now()
		if _, err := f.eng.Chat(ctx, req); err != nil {
			b.Fatal(err)
		}
		wall = append(wall, time.Since(t0))
		cpu = append(cpu, threadCPU()-c0)
	}
	b.StopTimer()
	b.ReportMetric(float64(percentile(wall, 0.99).Microseconds()), "p99-µs")
	b.ReportMetric(float64(percentile(cpu, 0.99).Microseconds()), "p99-cpu-µs")
	b.ReportMetric(float64(percentile(wall, 0.50).Microseconds()), "p50-µs")
}

func percentile(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[min(len(s)-1, int(float64(len(s))*p))]
}

// BenchmarkChatCompute measures the engine's own part of a turn (language,
// understanding, state, slot search, reply) without SaveTurn, whose cost
// belongs to the store (on the memory store it writes the turn's two
// message events, three on a conversation's first turn, into an event log
// that keeps growing during the benchmark).
func BenchmarkChatCompute(b *testing.B) {
	f := newFixture(b)
	ctx := context.Background()
	wall := make([]time.Duration, 0, b.N)
	cpu := make([]time.Duration, 0, b.N)
	lockThread()
	defer unlockThread()
	var st State
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%4 == 0 {
			st = State{}
		}
		d := benchDialogues[(i/4)%len(benchDialogues)]
		req := Request{Business: f.biz, SessionID: "compute", Message: d[i%4]}
		c0, t0 := threadCPU(), time.Now()
		t, err := f.eng.compute(ctx, req, st)
		if err != nil {
			b.Fatal(err)
		}
		wall = append(wall, time.Since(t0))
		cpu = append(cpu, threadCPU()-c0)
		st = t.state
	}
	b.StopTimer()
	b.ReportMetric(float64(percentile(wall, 0.99).Microseconds()), "p99-µs")
	b.ReportMetric(float64(percentile(cpu, 0.99).Microseconds()), "p99-cpu-µs")
	b.ReportMetric(float64(percentile(wall, 0.50).Microseconds()), "p50-µs")
}
