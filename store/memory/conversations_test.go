package memory

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"unsafe"

	"github.com/tourchat/tourchat/store"
)

// TestTurnRawBytes checks what a stored message's Reply and Metadata hold:
// the caller's JSON (compacted, as in the message_created event, whatever
// its layout), never the caller's array nor one handed out before; and that
// the store keeps each message once, as its event's data.
func TestTurnRawBytes(t *testing.T) {
	ctx := context.Background()
	cases := []struct{ name, reply, meta string }{
		{"compact", `{"message":"Olá \"você\"\n","n":[1,2.5,null],"html":"\u003cb\u003e \u0026"}`, `{"page":"/tours?a=1\u0026b=2"}`},
		{"spaces", `{ "message" : "hi" }`, `{"a": 1}`},
		{"raw html", `{"message":"<b>&</b>"}`, `{"x":"<"}`},
		{"line separator", "{\"message\":\"a\u2028b\"}", ``},
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
				Reply:   store.Message{Text: "hello", Reply: reply, Intent: store.IntentGreet},
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
			check := func(ms []store.Message) {
				t.Helper()
				if len(ms) != 2 || !jsonSame(ms[1].Reply, tc.reply) || (tc.meta == "") != (ms[0].Metadata == nil) ||
					tc.meta != "" && !jsonSame(ms[0].Metadata, tc.meta) ||
					ms[0].Text != "hi" || ms[1].Text != "hello" || ms[1].Intent != store.IntentGreet || ms[1].Role != store.RoleAssistant {
					t.Fatalf("stored messages %+v", ms)
				}
			}
			ms, _, err := s.Messages(ctx, "biz_1", c.ID, store.Page{})
			if err != nil {
				t.Fatal(err)
			}
			check(ms)
			for i := range ms[1].Reply {
				ms[1].Reply[i] = 'Y' // nor is what was handed out the store's
			}
			for i := range ms[0].Metadata {
				ms[0].Metadata[i] = 'Y'
			}
			again, _, err := s.Messages(ctx, "biz_1", c.ID, store.Page{})
			if err != nil {
				t.Fatal(err)
			}
			check(again)

			// White box: each stored message is its event's data.
			evs, _, err := s.ListEvents(ctx, "biz_1", store.EventFilter{Type: store.EventConversationMessageCreated})
			if err != nil || len(evs) != 2 {
				t.Fatalf("ListEvents: %d, %v", len(evs), err)
			}
			stored := s.convBySession[bizKey{"biz_1", "s1"}].messages
			for i, e := range []store.Event{evs[1], evs[0]} { // newest first
				data := s.bizEvents["biz_1"].get(e.ID).Data
				if unsafe.SliceData(stored[i].data) != unsafe.SliceData(data) || !bytes.Equal(stored[i].data, e.Data) {
					t.Fatalf("message %d is not kept as its event's data", i)
				}
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
