package main

import (
	"bytes"
	"strconv"
	"time"
)

// fastEvent reads what the report needs from an event frame without
// decoding its JSON: with thousands of clients on the same machine as the
// server, full decoding would spend the cores the measurement is about.
// The server writes event frames as
// {"type":"event","channel":"...","epoch":"...","offset":N,"event":{"id":...,"type":"...","created_at":"...",...,"data":{...}}}
// (hub.eventFrame and store.Event's field order); anything else answers
// ok=false and is decoded the slow way.
func fastEvent(b []byte) (f fastFrame, ok bool) {
	if !bytes.HasPrefix(b, []byte(`{"type":"event","channel":"`)) {
		return f, false
	}
	rest := b[len(`{"type":"event","channel":"`):]
	i := bytes.IndexByte(rest, '"')
	if i < 0 || bytes.IndexByte(rest[:i], '\\') >= 0 {
		return f, false
	}
	f.channel, rest = string(rest[:i]), rest[i:]
	j := bytes.Index(rest, []byte(`,"offset":`))
	if j < 0 {
		return f, false
	}
	rest = rest[j+len(`,"offset":`):]
	k := 0
	for k < len(rest) && rest[k] >= '0' && rest[k] <= '9' {
		k++
	}
	off, err := strconv.ParseUint(string(rest[:k]), 10, 64)
	if err != nil {
		return f, false
	}
	f.offset, rest = off, rest[k:]
	if !bytes.HasPrefix(rest, []byte(`,"event":{`)) {
		return f, false
	}
	ev := rest
	f.eventType = stringAfter(ev, `"type":"`)
	if ts := stringAfter(ev, `"created_at":"`); ts != "" {
		f.createdAt, _ = time.Parse(time.RFC3339Nano, ts)
	}
	f.loadID = stringAfter(ev, `"load_id":"`)
	f.sessionID = stringAfter(ev, `"session_id":"`)
	return f, f.eventType != ""
}

// fastFrame is an event frame's fields the report uses.
type fastFrame struct {
	channel, eventType, loadID, sessionID string
	offset                                uint64
	createdAt                             time.Time
}

// stringAfter returns the JSON string value that follows key's first
// occurrence, or "" when absent or escaped.
func stringAfter(b []byte, key string) string {
	i := bytes.Index(b, []byte(key))
	if i < 0 {
		return ""
	}
	rest := b[i+len(key):]
	j := bytes.IndexByte(rest, '"')
	if j < 0 || bytes.IndexByte(rest[:j], '\\') >= 0 {
		return ""
	}
	return string(rest[:j])
}

// fastCentrifugoPush is fastEvent for a Centrifugo publication push, so
// that the client spends as little reading Centrifugo's frames as reading
// TourChat's (a full decode of each would be charged to Centrifugo's
// latency). Centrifugo v6 writes them as
// {"push":{"channel":"...","pub":{"data":{...},"offset":N,"epoch":"..."}}};
// anything else answers ok=false and is decoded the slow way.
func fastCentrifugoPush(b []byte) (channel, loadID string, offset uint64, ok bool) {
	const head = `{"push":{"channel":"`
	if !bytes.HasPrefix(b, []byte(head)) {
		return "", "", 0, false
	}
	rest := b[len(head):]
	i := bytes.IndexByte(rest, '"')
	if i < 0 || bytes.IndexByte(rest[:i], '\\') >= 0 {
		return "", "", 0, false
	}
	channel, rest = string(rest[:i]), rest[i:]
	if !bytes.HasPrefix(rest, []byte(`","pub":{"data":`)) {
		return "", "", 0, false
	}
	j := bytes.LastIndex(rest, []byte(`},"offset":`))
	if j < 0 {
		return "", "", 0, false
	}
	data, tail := rest[:j], rest[j+len(`},"offset":`):]
	k := 0
	for k < len(tail) && tail[k] >= '0' && tail[k] <= '9' {
		k++
	}
	off, err := strconv.ParseUint(string(tail[:k]), 10, 64)
	if err != nil {
		return "", "", 0, false
	}
	return channel, stringAfter(data, `"load_id":"`), off, true
}
