package jsonenc

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store/jsonenc/jsonenctest"
)

// checkPlain fails when Plain accepts b but encoding/json would not
// copy b unchanged into a document.
func checkPlain(t *testing.T, b []byte) {
	if !Plain(b) {
		return
	}
	out, err := json.Marshal(json.RawMessage(b))
	if err != nil || !bytes.Equal(out, b) {
		t.Fatalf("Plain accepted %q, which encoding/json writes as %q (%v)", b, out, err)
	}
}

func TestPlain(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{`{}`, true}, {`[]`, true}, {`""`, true}, {`0`, true}, {`-0.5e+3`, true}, {`1E9`, true},
		{`true`, true}, {`false`, true}, {`null`, true},
		{`{"a":[1,{"b":null}],"c":"\u00e9\n\"\\\/"}`, true}, {`"é😀"`, true},
		{``, false}, {` {}`, false}, {`{} `, false}, {`{"a": 1}`, false}, {`[1, 2]`, false},
		{`01`, false}, {`-`, false}, {`1.`, false}, {`.5`, false}, {`1e`, false}, {`+1`, false},
		{`tru`, false}, {`nulls`, false}, {`{"a"}`, false}, {`{"a":}`, false}, {`{,}`, false},
		{`[1,]`, false}, {`{"a":1,}`, false}, {`"\x"`, false}, {`"\u12g4"`, false},
		{`"<"`, false}, {`">"`, false}, {`"&"`, false}, {"\"\u2028\"", false}, {"\"\u2029\"", false},
		{"\"\x1f\"", false}, {`"abc`, false}, {`{}{}`, false}, {strings.Repeat("[", 100) + strings.Repeat("]", 100), false},
	} {
		if got := Plain([]byte(c.in)); got != c.want {
			t.Errorf("Plain(%q) = %v, want %v", c.in, got, c.want)
		}
		checkPlain(t, []byte(c.in))
	}
	rng := rand.New(rand.NewPCG(3, 5))
	for range 50000 {
		b, _ := jsonenctest.Raw(rng)
		checkPlain(t, b)
		if len(b) > 0 { // and a corrupted copy
			c := bytes.Clone(b)
			c[rng.IntN(len(c))] = "{}[],:\"\\ 0-.eE+tfn<\xe2\x1f"[rng.IntN(21)]
			checkPlain(t, c)
		}
	}
}

func FuzzPlain(f *testing.F) {
	for _, s := range []string{`{"a":[1,2.5e-3,"x\u00e9"],"b":{"c":null}}`, `"<"`, `[true,false]`, `-0`, "\"\u2028\""} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) { checkPlain(t, b) })
}

func TestAppendString(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 9))
	for range 50000 {
		s := jsonenctest.String(rng)
		want, _ := json.Marshal(s)
		if got := AppendString(nil, s); !bytes.Equal(got, want) {
			t.Fatalf("AppendString(%q) = %s, want %s", s, got, want)
		}
	}
}

func TestAppendFloat(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 4))
	fs := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 45, 12.5, 1e-6, 1e-7, 9.99e-7, 1e20, 1e21, 1e21 - 1, 123456789012345678,
		math.MaxFloat64, math.SmallestNonzeroFloat64, -1e-9, 1e100, math.NaN(), math.Inf(1), math.Inf(-1)}
	for range 50000 {
		fs = append(fs, rng.NormFloat64()*math.Pow(10, float64(rng.IntN(60)-30)), float64(rng.IntN(100000))/100)
	}
	for _, f := range fs {
		want, err := json.Marshal(f)
		got, ok := AppendFloat([]byte("x"), f)
		if ok != (err == nil) || ok && !bytes.Equal(got[1:], want) || !bytes.HasPrefix(got, []byte("x")) {
			t.Fatalf("AppendFloat(%v) = %s, %v; json.Marshal: %s, %v", f, got, ok, want, err)
		}
	}
}

func TestAppendTime(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var zones []*time.Location
	for _, name := range []string{"UTC", "Europe/Lisbon", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "Australia/Eucla"} {
		loc, err := time.LoadLocation(name)
		if err != nil {
			t.Fatal(err)
		}
		zones = append(zones, loc)
	}
	zones = append(zones, time.FixedZone("odd", 3600+30), time.FixedZone("far", 24*3600), time.FixedZone("west", -(23*3600+59*60)))
	times := []time.Time{{}, time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC), time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(1900, 1, 1, 0, 0, 0, 0, zones[1])}
	for range 50000 {
		tm := time.Unix(rng.Int64N(1e10)-2e9, rng.Int64N(1e9)).In(zones[rng.IntN(len(zones))])
		if rng.IntN(4) == 0 {
			tm = tm.Truncate(time.Second)
		}
		times = append(times, tm)
	}
	for _, tm := range times {
		want, err := json.Marshal(tm)
		got, ok := AppendTime(nil, tm)
		if ok && (err != nil || !bytes.Equal(got, want)) {
			t.Fatalf("AppendTime(%v) = %s; json.Marshal: %s, %v", tm, got, want, err)
		}
		if !ok && err == nil {
			if _, off := tm.Zone(); off%60 == 0 {
				t.Fatalf("AppendTime declined %v, which json.Marshal writes as %s", tm, want)
			}
		}
	}
}
