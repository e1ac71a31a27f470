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

// TestFastCentrifugoPushMatchesJSON does the same for Centrifugo's
// publication pushes (the frame below is what v6.9.1 wrote).
func TestFastCentrifugoPushMatchesJSON(t *testing.T) {
	for _, raw := range []string{
		`{"push":{"channel":"business","pub":{"data":{"load_id":"load-1","pad":"xx"},"offset":1,"epoch":"REPiFOaC"}}}`,
		`{"push":{"channel":"session_s-1","pub":{"data":{"load_id":"load-abc-7","pad":"x},\"offset\":9"},"offset":12}}}`,
	} {
		ch, loadID, off, ok := fastCentrifugoPush([]byte(raw))
		if !ok {
			t.Fatalf("declined %s", raw)
		}
		var slow cfReply
		if err := json.Unmarshal([]byte(raw), &slow); err != nil {
			t.Fatal(err)
		}
		var d struct {
			LoadID string `json:"load_id"`
		}
		_ = json.Unmarshal(slow.Push.Pub.Data, &d)
		if ch != slow.Push.Channel || off != slow.Push.Pub.Offset || loadID != d.LoadID {
			t.Errorf("fast %q %q %d differs from slow %q %q %d", ch, loadID, off, slow.Push.Channel, d.LoadID, slow.Push.Pub.Offset)
		}
	}
	for _, raw := range []string{`{}`, `{"id":2,"subscribe":{}}`, `{"push":{"channel":"a\"b","pub":{"data":{},"offset":1}}}`, `{"push":{"channel":"x","join":{}}}`, `{"push":{"channel":"x","pub":{"data":{},"offset":x}}}`} {
		if _, _, _, ok := fastCentrifugoPush([]byte(raw)); ok {
			t.Errorf("accepted %s", raw)
		}
	}
}
