package main

import (
	"encoding/json"
	"testing"
)

// TestFastEventMatchesJSON checks the fast reader against full decoding on
// frames shaped as the server writes them, and that it declines others.
func TestFastEventMatchesJSON(t *testing.T) {
	frames := []string{
		`{"type":"event","channel":"business","epoch":"e1","offset":42,"event":{"id":"evt_1","object":"event","type":"booking.created","created_at":"2026-11-22T10:00:00.123456Z","business_id":"biz_demo","data":{"id":"bk_1","session_id":"s-9","metadata":{"load_id":"L77"}}}}`,
		`{"type":"event","channel":"session:s-1","epoch":"e2","offset":7,"event":{"id":"evt_2","object":"event","type":"conversation.message_created","created_at":"2026-11-22T10:00:01Z","business_id":"biz_demo","data":{"session_id":"s-1","text":"hi"}}}`,
	}
	for _, raw := range frames {
		f, ok := fastEvent([]byte(raw))
		if !ok {
			t.Fatalf("declined %s", raw)
		}
		var slow frame
		if err := json.Unmarshal([]byte(raw), &slow); err != nil {
			t.Fatal(err)
		}
		var refs eventRefs
		_ = json.Unmarshal(slow.Event.Data, &refs)
		var meta struct {
			LoadID string `json:"load_id"`
		}
		_ = json.Unmarshal(refs.Metadata, &meta)
		if f.channel != slow.Channel || f.offset != slow.Offset || f.eventType != slow.Event.Type ||
			!f.createdAt.Equal(slow.Event.CreatedAt) || f.loadID != meta.LoadID || f.sessionID != refs.SessionID {
			t.Errorf("fast %+v differs from slow %+v / %+v / %q", f, slow, refs, meta.LoadID)
		}
	}
	for _, raw := range []string{`{"type":"pong"}`, `{"type":"subscribed","channel":"business","epoch":"e","offset":1}`, `{"type":"event","channel":"a\"b","offset":1}`, `{"type":"event","channel":"x","epoch":"e","offset":x}`} {
		if _, ok := fastEvent([]byte(raw)); ok {
			t.Errorf("accepted %s", raw)
		}
	}
}
