package webhook

import (
	"slices"
	"testing"
	"time"
)

func TestParseSchedule(t *testing.T) {
	tests := []struct {
		in      string
		want    []time.Duration
		wantErr bool
	}{
		{in: "5s,5m,30m,2h,5h,10h,10h", want: DefaultSchedule()},
		{in: " 10ms , 1s ", want: []time.Duration{10 * time.Millisecond, time.Second}},
		{in: "1m", want: []time.Duration{time.Minute}},
		{in: "", wantErr: true},
		{in: "  ", wantErr: true},
		{in: "5s,,5m", wantErr: true},
		{in: "5s,0s", wantErr: true},
		{in: "-5s", wantErr: true},
		{in: "5", wantErr: true},
		{in: "five seconds", wantErr: true},
	}
	for _, tt := range tests {
		got, err := ParseSchedule(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("ParseSchedule(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("ParseSchedule(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestDefaultScheduleIsAFreshCopy(t *testing.T) {
	s := DefaultSchedule()
	s[0] = time.Hour
	if DefaultSchedule()[0] != 5*time.Second {
		t.Fatal("changing a returned schedule changed the default")
	}
}

func TestNextDelay(t *testing.T) {
	sched := []time.Duration{10 * time.Second, time.Minute}
	if d, ok := nextDelay(sched, 1, 0); !ok || d != 10*time.Second {
		t.Errorf("after 1 failure: %v %v, want 10s", d, ok)
	}
	if d, ok := nextDelay(sched, 2, 0); !ok || d != time.Minute {
		t.Errorf("after 2 failures: %v %v, want 1m", d, ok)
	}
	if _, ok := nextDelay(sched, 3, 0); ok {
		t.Error("after 3 failures the schedule of 2 waits must be used up")
	}
	if _, ok := nextDelay(sched, 0, 0); ok {
		t.Error("0 failures has no wait")
	}
	// Jitter stays within ±10% and actually varies.
	seen := map[time.Duration]bool{}
	for range 200 {
		d, _ := nextDelay(sched, 2, 0.1)
		if d < 54*time.Second || d > 66*time.Second {
			t.Fatalf("jittered delay %v outside 54s..66s", d)
		}
		seen[d] = true
	}
	if len(seen) < 10 {
		t.Errorf("jitter produced only %d distinct delays in 200 draws", len(seen))
	}
}
