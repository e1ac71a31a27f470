package memory

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"unsafe"

	"github.com/tourchat/tourchat/store"
)

// inside reports whether b's bytes lie inside data's array.
func inside(b, data []byte) bool {
	if len(b) == 0 || len(data) == 0 {
		return false
	}
	p, lo := uintptr(unsafe.Pointer(unsafe.SliceData(b))), uintptr(unsafe.Pointer(unsafe.SliceData(data)))
	return p >= lo && p+uintptr(len(b)) <= lo+uintptr(len(data))
}

// TestTurnRawBytes checks what a stored message's Reply and Metadata hold:
// exactly the caller's bytes, whatever their layout; never the caller's
// array nor one handed out; and, for compact JSON, the bytes inside the
// message_created event's data rather than a second copy.
func TestTurnRawBytes(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		name, reply, meta string
		shared            bool
	}{
		{"compact", `{"message":"Olá \"você\"\n","n":[1,2.5,null],"html":"\u003cb\u003e \u0026"}`, `{"page":"/tours?a=1\u0026b=2"}`, true},
		{"spaces", `{ "message" : "hi" }`, `{"a": 1}`, false},
		{"raw html", `{"message":"<b>&</b>"}`, `{"x":"<"}`, false},
		{"line separator", "{\"message\":\"a\u2028b\"}", ``, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := New(Options{})
			if err := s.CreateBusiness(ctx, &store.Business{ID: "biz_1", Timezone: "UTC", DefaultLanguage: "en"}); err != nil {
				t.Fatal(err)
			}
			reply, meta := []byte(tc.reply), []byte(tc.meta)
			if tc.meta == "" {
				meta = nil
			}
			c, err := s.SaveTurn(ctx, store.Turn{
				BusinessID: "biz_1", SessionID: "s1", Language: "en", State: json.RawMessage(`{}`),
				Visitor: store.Message{Text: "hi", Metadata: meta},
				Reply:   store.Message{Text: "hello", Reply: reply},
			})
			if err != nil {
				t.Fatal(err)
			}
			for i := range reply {
				reply[i] = 'X' // the caller reuses its buffers
			}
			for i := range meta {
				meta[i] = 'X'
			}
			ms, _, err := s.Messages(ctx, "biz_1", c.ID, store.Page{})
			if err != nil || len(ms) != 2 {
				t.Fatalf("Messages: %d, %v", len(ms), err)
			}
			if string(ms[1].Reply) != tc.reply || string(ms[0].Metadata) != tc.meta {
				t.Fatalf("stored reply %s metadata %s, want %s and %s", ms[1].Reply, ms[0].Metadata, tc.reply, tc.meta)
			}
			for i := range ms[1].Reply {
				ms[1].Reply[i] = 'Y' // nor is what was handed out the store's
			}
			for i := range ms[0].Metadata {
				ms[0].Metadata[i] = 'Y'
			}
			again, _, _ := s.Messages(ctx, "biz_1", c.ID, store.Page{})
			if string(again[1].Reply) != tc.reply || string(again[0].Metadata) != tc.meta {
				t.Fatalf("after writing to the copies: reply %s metadata %s", again[1].Reply, again[0].Metadata)
			}
			evs, _, err := s.ListEvents(ctx, "biz_1", store.EventFilter{Type: store.EventConversationMessageCreated})
			if err != nil || len(evs) != 2 {
				t.Fatalf("ListEvents: %d, %v", len(evs), err)
			}
			var m store.Message
			if err := json.Unmarshal(evs[0].Data, &m); err != nil || m.Role != store.RoleAssistant {
				t.Fatalf("reply event %s: %v", evs[0].Data, err)
			}
			if !jsonSame(m.Reply, tc.reply) {
				t.Fatalf("event reply %s, want %s", m.Reply, tc.reply)
			}

			// White box: the stored reply shares the event's data when
			// encoding/json kept the caller's bytes as they were.
			stored := s.convBySession[bizKey{"biz_1", "s1"}].messages[1]
			ev := s.bizEvents["biz_1"].get(evs[0].ID)
			if got := inside(stored.Reply, ev.Data); got != tc.shared {
				t.Fatalf("reply inside the event data: %v, want %v", got, tc.shared)
			}
			if tc.shared && cap(stored.Reply) != len(stored.Reply) {
				t.Fatalf("shared reply has spare capacity %d", cap(stored.Reply)-len(stored.Reply))
			}
		})
	}
}

// jsonSame reports whether a and b hold the same JSON value.
func jsonSame(a []byte, b string) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return bytes.Equal(xa, ya)
}
