// Package jsonenctest draws the random strings, JSON values and times that
// the tests of hand-written JSON encoders (store/jsonenc and its users) hold
// against encoding/json.
package jsonenctest

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"time"
)

// pieces are what random strings are made of: everything encoding/json
// treats specially, valid and invalid UTF-8 included.
var pieces = []string{
	"a", "Z", "0", " ", "kayak", "\"", "\\", "/", "<", ">", "&", "\b", "\f", "\n", "\r", "\t",
	"\x00", "\x01", "\x1f", "\x7f", "é", "ß", "€", "😀", "\u2028", "\u2029", "\ufffd",
	"\xff", "\xc3", "\xe2\x80", "\xe2\x80\xa8", "\xed\xa0\x80", "'", "+", "%",
}

// String returns up to a dozen random pieces.
func String(rng *rand.Rand) string {
	var b strings.Builder
	for range rng.IntN(12) {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// Value returns a random JSON value (objects and arrays nest below depth 4).
func Value(rng *rand.Rand, depth int) any {
	switch k := rng.IntN(9); {
	case k == 0 && depth < 4:
		m := map[string]any{}
		for range rng.IntN(4) {
			m[String(rng)] = Value(rng, depth+1)
		}
		return m
	case k == 1 && depth < 4:
		var a []any
		for range rng.IntN(4) {
			a = append(a, Value(rng, depth+1))
		}
		return a
	case k == 2:
		return rng.NormFloat64() * 1e3
	case k == 3:
		return rng.IntN(2000) - 1000
	case k == 4:
		return rng.IntN(2) == 0
	case k == 5:
		return nil
	case k == 6:
		return 1e21 * rng.Float64()
	}
	return String(rng)
}

// Raw returns JSON in the forms callers may hand in: as json.Marshal writes
// it (plain reports that), indented, with raw HTML characters or U+2028 in
// its strings, or broken.
func Raw(rng *rand.Rand) (raw []byte, plain bool) {
	b, err := json.Marshal(Value(rng, 0))
	if err != nil {
		panic(err)
	}
	switch rng.IntN(6) {
	case 0:
		var out bytes.Buffer
		_ = json.Indent(&out, b, "", " ")
		return out.Bytes(), bytes.Equal(out.Bytes(), b)
	case 1:
		return bytes.ReplaceAll(b, []byte(`\u003c`), []byte(`<`)), !bytes.Contains(b, []byte(`\u003c`))
	case 2:
		return bytes.ReplaceAll(b, []byte(`\u2028`), []byte("\u2028")), !bytes.Contains(b, []byte(`\u2028`))
	case 3:
		if len(b) > 1 {
			return b[:rng.IntN(len(b))], false
		}
	}
	return b, true
}

// Time returns a random time, now and then one time.Time's MarshalJSON
// refuses (a year outside 0-9999) or one in another zone.
func Time(rng *rand.Rand) time.Time {
	t := time.Unix(rng.Int64N(4e9)-1e9, rng.Int64N(1e9)).UTC()
	switch rng.IntN(20) {
	case 0:
		return t.Truncate(time.Second)
	case 1:
		return t.In(time.FixedZone("x", 3600))
	case 2:
		return time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)
	case 3:
		return time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC)
	}
	return t
}
