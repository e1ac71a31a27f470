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
	"github.com/tourchat/tourchat/store/jsonenc/jsonenctest"
)

// TestMessageFields fails when store.Message changes: appendMessageJSON
// writes its fields by hand and must change with it.
func TestMessageFields(t *testing.T) {
	want := []string{
		`ID json:"id"`, `Object json:"object"`, `BusinessID json:"business_id"`,
		`ConversationID json:"conversation_id"`, `SessionID json:"session_id"`, `Role json:"role"`,
		`Text json:"text"`, `Language json:"language"`, `Intent json:"intent,omitempty"`,
		`Fallback json:"fallback,omitempty"`, `Author json:"author,omitempty"`, `Reply json:"reply,omitempty"`,
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

// TestMessageJSON holds appendMessageJSON to json.Marshal over random
// messages, and checks it takes the fast path whenever the raw fields are
// JSON as json.Marshal writes it.
func TestMessageJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	fast := 0
	for i := range 30000 {
		m := store.Message{
			ID: jsonenctest.String(rng), Object: "message", BusinessID: jsonenctest.String(rng), ConversationID: jsonenctest.String(rng),
			SessionID: jsonenctest.String(rng), Role: jsonenctest.String(rng), Text: jsonenctest.String(rng), Language: jsonenctest.String(rng),
			Fallback: rng.IntN(2) == 0, CreatedAt: jsonenctest.Time(rng),
		}
		if rng.IntN(3) > 0 {
			m.Intent = jsonenctest.String(rng)
		}
		plain := true
		if rng.IntN(4) > 0 {
			var p bool
			m.Reply, p = jsonenctest.Raw(rng)
			plain = plain && p
		}
		if rng.IntN(3) == 0 {
			var p bool
			m.Metadata, p = jsonenctest.Raw(rng)
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
