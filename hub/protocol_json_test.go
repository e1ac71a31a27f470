package hub

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/jsonenc/jsonenctest"
)

// TestEventJSONIsMarshal holds eventJSON to json.Marshal byte for byte,
// and fails when store.Event's fields change, which eventJSON writes by hand.
func TestEventJSONIsMarshal(t *testing.T) {
	var fields []string
	for f := range reflect.TypeFor[store.Event]().Fields() {
		fields = append(fields, f.Name+" "+f.Type.String()+" "+string(f.Tag))
	}
	const want = `ID string json:"id"|Object string json:"object"|Type string json:"type"|CreatedAt time.Time json:"created_at"|` +
		`BusinessID string json:"business_id"|Data json.RawMessage json:"data"|SessionID string json:"-"|Seq int64 json:"-"`
	if got := strings.Join(fields, "|"); got != want {
		t.Fatalf("store.Event is now\n%s\nupdate eventJSON and this test", got)
	}
	r := rand.New(rand.NewPCG(1, 2))
	datas := []string{`{"a":1}`, `{"text":"x\u003cy"}`, `{ "spaced": true }`, `[1,2]`, `{"html":"<b>"}`, `"s"`, `null`}
	for i := range 2000 {
		ev := store.Event{
			ID: jsonenctest.String(r), Object: "event", Type: jsonenctest.String(r), BusinessID: jsonenctest.String(r),
			CreatedAt: time.Date(2026, 11, 22, 10, 0, r.IntN(60), r.IntN(1e9), time.UTC),
			Data:      json.RawMessage(datas[i%len(datas)]),
		}
		if i%7 == 0 {
			ev.CreatedAt = ev.CreatedAt.In(time.FixedZone("x", 3600))
		}
		got, err := eventJSON(&ev)
		want, werr := json.Marshal(ev)
		if err != nil || werr != nil || string(got) != string(want) {
			t.Fatalf("event %+v:\n got %s (%v)\nwant %s (%v)", ev, got, err, want, werr)
		}
	}
}

// TestChatReplyJSONIsMarshal holds chatReplyJSON to mustJSON of the frame.
func TestChatReplyJSONIsMarshal(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	replies := []string{`{"id":"msg_1","message":"hola"}`, `{"message":"a\u003cb"}`, `{ "spaced": 1 }`, `{"html":"<b>&"}`}
	for i := range 2000 {
		id := jsonenctest.String(r)
		reply := json.RawMessage(replies[i%len(replies)])
		got := chatReplyJSON(id, reply)
		want := mustJSON(chatReplyFrame{Type: "chat.reply", ReplyTo: id, Reply: reply})
		if string(got) != string(want) {
			t.Fatalf("reply_to %q:\n got %s\nwant %s", id, got, want)
		}
	}
}
