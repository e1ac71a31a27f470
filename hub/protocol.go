package hub

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/jsonenc"
)

// Error codes carried in error frames; they are the contract's codes.
const (
	CodeInvalidParameter = "invalid_parameter"
	CodeInvalidJSON      = "invalid_json"
	CodeForbidden        = "forbidden"
	CodeUnavailable      = "unavailable"
	CodeInternalError    = "internal_error"
)

// ErrorBody is the contract's error object, as carried by an error frame.
type ErrorBody struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Field   string `json:"field,omitempty"`
}

// ChatFunc runs one chat turn for a session with the same engine and rules
// as POST /v1/chat and returns the encoded reply, or the error to send.
type ChatFunc func(ctx context.Context, sessionID, message, language string, metadata json.RawMessage) (reply json.RawMessage, err *ErrorBody)

// clientFrame is one frame a client sent, after validation.
type clientFrame struct {
	Type      string
	ID        string
	Message   string
	Language  string
	Metadata  json.RawMessage
	SessionID string
	Channel   string
	Since     *StreamPosition
}

// frameFields lists the fields each client frame type may carry; "id" is
// allowed everywhere so that any error can name the frame it answers.
var frameFields = map[string][]string{
	"chat":        {"type", "id", "message", "language", "metadata", "session_id"},
	"subscribe":   {"type", "id", "channel", "since"},
	"unsubscribe": {"type", "id", "channel"},
	"ping":        {"type", "id"},
	"typing":      {"type", "id", "channel"},
}

func paramErr(field, msg string) *ErrorBody {
	return &ErrorBody{Code: CodeInvalidParameter, Message: msg, Field: field}
}

// parseFrame decodes and validates a client frame. The id is returned even
// when validation fails, so that the error frame can reply to it.
func parseFrame(data []byte) (clientFrame, *ErrorBody) {
	var f clientFrame
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil || raw == nil {
		return f, &ErrorBody{Code: CodeInvalidJSON, Message: "a frame must be one JSON object"}
	}
	if v, ok := raw["id"]; ok {
		if err := json.Unmarshal(v, &f.ID); err != nil {
			return f, paramErr("id", "id must be a string")
		}
	}
	// NUL characters and invalid UTF-8 are refused as in request bodies.
	if err := store.CheckJSONText(data); err != nil {
		if pe, ok := store.AsParam(err); ok {
			return f, paramErr(pe.Field, pe.Message)
		}
	}
	v, ok := raw["type"]
	if !ok {
		return f, paramErr("type", "type is required")
	}
	if err := json.Unmarshal(v, &f.Type); err != nil {
		return f, paramErr("type", "type must be a string")
	}
	allowed, ok := frameFields[f.Type]
	if !ok {
		return f, paramErr("type", "unknown frame type "+strconv.Quote(f.Type))
	}
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	slices.Sort(keys) // the same frame always names the same field
	for _, k := range keys {
		if !slices.Contains(allowed, k) {
			return f, paramErr(k, "unknown field for a "+f.Type+" frame")
		}
	}
	str := func(name string, dst *string, required bool) *ErrorBody {
		v, ok := raw[name]
		if !ok || string(v) == "null" {
			if required {
				return paramErr(name, name+" is required")
			}
			return nil
		}
		if err := json.Unmarshal(v, dst); err != nil {
			return paramErr(name, name+" must be a string")
		}
		if required && strings.TrimSpace(*dst) == "" {
			return paramErr(name, name+" must not be empty")
		}
		return nil
	}
	switch f.Type {
	case "chat":
		for _, e := range []*ErrorBody{
			str("message", &f.Message, true), str("language", &f.Language, false),
			str("session_id", &f.SessionID, false),
		} {
			if e != nil {
				return f, e
			}
		}
		if m, ok := raw["metadata"]; ok && string(m) != "null" {
			if !bytes.HasPrefix(bytes.TrimSpace(m), []byte("{")) {
				return f, paramErr("metadata", "metadata must be an object")
			}
			f.Metadata = m
		}
	case "typing":
		if e := str("channel", &f.Channel, true); e != nil {
			return f, e
		}
	case "subscribe", "unsubscribe":
		if e := str("channel", &f.Channel, true); e != nil {
			return f, e
		}
		if s, ok := raw["since"]; ok && string(s) != "null" {
			pos, e := parseSince(s)
			if e != nil {
				return f, e
			}
			f.Since = pos
		}
	}
	return f, nil
}

// parseSince validates a subscribe frame's since object.
func parseSince(data []byte) (*StreamPosition, *ErrorBody) {
	var s struct {
		Epoch  *string          `json:"epoch"`
		Offset *json.RawMessage `json:"offset"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, paramErr("since", "since must be an object with epoch and offset")
	}
	if s.Epoch == nil || *s.Epoch == "" {
		return nil, paramErr("since.epoch", "since.epoch is required")
	}
	if s.Offset == nil {
		return nil, paramErr("since.offset", "since.offset is required")
	}
	off, err := strconv.ParseUint(string(*s.Offset), 10, 64)
	if err != nil {
		return nil, paramErr("since.offset", "since.offset must be a non-negative integer")
	}
	return &StreamPosition{Epoch: *s.Epoch, Offset: off}, nil
}

// Server frames other than events, which are assembled by eventFrame.
type (
	chatReplyFrame struct {
		Type    string          `json:"type"`
		ReplyTo string          `json:"reply_to,omitempty"`
		Reply   json.RawMessage `json:"reply"`
	}
	errorFrame struct {
		Type    string    `json:"type"`
		ReplyTo string    `json:"reply_to,omitempty"`
		Error   ErrorBody `json:"error"`
	}
	subscribedFrame struct {
		Type      string `json:"type"`
		Channel   string `json:"channel"`
		Epoch     string `json:"epoch"`
		Offset    uint64 `json:"offset"`
		Recovered *bool  `json:"recovered,omitempty"`
	}
)

var pongFrame = []byte(`{"type":"pong"}`)

// mustJSON encodes a server frame; they hold only strings, numbers and raw
// JSON already validated, so encoding cannot fail.
func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic("hub: encoding a server frame: " + err.Error())
	}
	return b
}

// chatReplyJSON is mustJSON(chatReplyFrame{...}) written directly: the
// reply, just encoded by the engine, is copied rather than scanned again
// when encoding/json would copy it unchanged.
func chatReplyJSON(replyTo string, reply json.RawMessage) []byte {
	if !jsonenc.Plain(reply) {
		return mustJSON(chatReplyFrame{Type: "chat.reply", ReplyTo: replyTo, Reply: reply})
	}
	b := make([]byte, 0, len(reply)+len(replyTo)+40)
	b = append(b, `{"type":"chat.reply"`...)
	if replyTo != "" {
		b = append(b, `,"reply_to":`...)
		b = jsonenc.AppendString(b, replyTo)
	}
	b = append(b, `,"reply":`...)
	b = append(b, reply...)
	return append(b, '}')
}

// eventJSON is json.Marshal(ev) written directly when it can be: the
// event's data, encoded by the store, is copied rather than scanned again.
func eventJSON(ev *store.Event) ([]byte, error) {
	if !jsonenc.Plain(ev.Data) {
		return json.Marshal(ev)
	}
	b := make([]byte, 0, len(ev.Data)+len(ev.ID)+len(ev.Type)+len(ev.BusinessID)+110)
	b = append(b, `{"id":`...)
	b = jsonenc.AppendString(b, ev.ID)
	b = append(b, `,"object":`...)
	b = jsonenc.AppendString(b, ev.Object)
	b = append(b, `,"type":`...)
	b = jsonenc.AppendString(b, ev.Type)
	b = append(b, `,"created_at":`...)
	b, ok := jsonenc.AppendTime(b, ev.CreatedAt)
	if !ok {
		return json.Marshal(ev)
	}
	b = append(b, `,"business_id":`...)
	b = jsonenc.AppendString(b, ev.BusinessID)
	b = append(b, `,"data":`...)
	b = append(b, ev.Data...)
	return append(b, '}'), nil
}

// eventFrame assembles an event frame around the publication's envelope
// without decoding it (the envelope was encoded once by PublishEvent), as
// the whole WebSocket frame, header included: it is built once per event
// and its bytes written as they are to every subscriber (wire.go).
func eventFrame(wire string, p Publication) []byte {
	b := make([]byte, maxFrameHeader, maxFrameHeader+len(p.Data)+len(wire)+len(p.Epoch)+72)
	b = append(b, `{"type":"event","channel":`...)
	b = appendJSONString(b, wire)
	b = append(b, `,"epoch":`...)
	b = appendJSONString(b, p.Epoch)
	b = append(b, `,"offset":`...)
	b = strconv.AppendUint(b, p.Offset, 10)
	b = append(b, `,"event":`...)
	b = append(b, p.Data...)
	b = append(b, '}')
	return frameInPlace(b)
}

// appendJSONString quotes s, taking the fast path for the plain ids that
// channel names and epochs are.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return append(b, mustJSON(s)...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// wireChannel turns a broker channel ("<business>:session:<id>" or
// "<business>:business") into the name clients use.
func wireChannel(brokerChannel string) string {
	if i := strings.IndexByte(brokerChannel, ':'); i >= 0 {
		return brokerChannel[i+1:]
	}
	return brokerChannel
}
