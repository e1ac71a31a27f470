package memory

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// TestMessageFields fails when store.Message changes: appendMessageJSON
// writes its fields by hand and must change with it.
func TestMessageFields(t *testing.T) {
	want := []string{
		`ID json:"id"`, `Object json:"object"`, `BusinessID json:"business_id"`,
		`ConversationID json:"conversation_id"`, `SessionID json:"session_id"`, `Role json:"role"`,
		`Text json:"text"`, `Language json:"language"`, `Intent json:"intent,omitempty"`,
		`Fallback json:"fallback,omitempty"`, `Reply json:"reply,omitempty"`,
		`Metadata json:"metadata,omitempty"`, `CreatedAt json:"created_at"`,
	}
	typ := reflect.TypeFor[store.Message]()
	var got []string
	for i := range typ.NumField() {
		f := typ.Field(i)
		got = append(got, fmt.Sprintf(`%s %s`, f.Name, f.Tag))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("store.Message is now\n%s\nupdate appendMessageJSON and this list", strings.Join(got, "\n"))
	}
}

// pieces are what random strings are made of: everything encoding/json
// treats specially, valid and invalid UTF-8 included.
var pieces = []string{
	"a", "Z", "0", " ", "kayak", "\"", "\\", "/", "<", ">", "&", "\b", "\f", "\n", "\r", "\t",
	"\x00", "\x01", "\x1f", "\x7f", "é", "ß", "€", "😀", "\u2028", "\u2029", "\ufffd",
	"\xff", "\xc3", "\xe2\x80", "\xe2\x80\xa8", "\xed\xa0\x80", "'", "+", "%",
}

func randString(rng *rand.Rand) string {
	var b strings.Builder
	for range rng.IntN(12) {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

func randValue(rng *rand.Rand, depth int) any {
	switch k := rng.IntN(9); {
	case k == 0 && depth < 4:
		m := map[string]any{}
		for range rng.IntN(4) {
			m[randString(rng)] = randValue(rng, depth+1)
		}
		return m
	case k == 1 && depth < 4:
		var a []any
		for range rng.IntN(4) {
			a = append(a, randValue(rng, depth+1))
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
	return randString(rng)
}

// randRaw returns JSON in the forms callers may hand in: as json.Marshal
// writes it (plain), indented, with raw HTML characters or U+2028 in its
// strings, or broken.
func randRaw(rng *rand.Rand) (raw []byte, plain bool) {
	b, err := json.Marshal(randValue(rng, 0))
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

func randTime(rng *rand.Rand) time.Time {
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

// TestMessageJSON holds appendMessageJSON to json.Marshal over random
// messages, and checks it takes the fast path whenever the raw fields are
// JSON as json.Marshal writes it.
func TestMessageJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	fast := 0
	for i := range 30000 {
		m := store.Message{
			ID: randString(rng), Object: "message", BusinessID: randString(rng), ConversationID: randString(rng),
			SessionID: randString(rng), Role: randString(rng), Text: randString(rng), Language: randString(rng),
			Fallback: rng.IntN(2) == 0, CreatedAt: randTime(rng),
		}
		if rng.IntN(3) > 0 {
			m.Intent = randString(rng)
		}
		plain := true
		if rng.IntN(4) > 0 {
			var p bool
			m.Reply, p = randRaw(rng)
			plain = plain && p
		}
		if rng.IntN(3) == 0 {
			var p bool
			m.Metadata, p = randRaw(rng)
			plain = plain && p
		}
		want, err := json.Marshal(&m)
		got, ok := appendMessageJSON([]byte("prefix"), &m)
		if !bytes.HasPrefix(got, []byte("prefix")) {
			t.Fatalf("message %d: the prefix was overwritten", i)
		}
		got = got[len("prefix"):]
		y := m.CreatedAt.Year()
		if plain && m.CreatedAt.Location() == time.UTC && y >= 0 && y <= 9999 && !ok {
			t.Fatalf("message %d: declined plain message %+v", i, m)
		}
		if !ok {
			continue
		}
		fast++
		if err != nil {
			t.Fatalf("message %d: encoded a message json.Marshal refuses (%v): %s", i, err, got)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("message %d:\n got %s\nwant %s", i, got, want)
		}
	}
	if fast < 10000 {
		t.Fatalf("only %d messages took the fast path", fast)
	}
}
