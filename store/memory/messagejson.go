package memory

import (
	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/jsonenc"
)

// A chat turn's conversation.message_created data is most of the turn's
// store work: through encoding/json it costs reflection over the message
// and a second scan of the reply, which the engine has just encoded. The
// functions below write the same bytes directly; TestMessageJSON holds
// them to json.Marshal's output, and to store.Message's field list.

// appendMessageJSON appends the JSON of m, byte for byte what json.Marshal
// writes, and reports whether it could: it declines (and the caller uses
// json.Marshal) for a message with an author (staff messages are rare),
// when Reply or Metadata is not JSON that encoding/json would copy
// unchanged, or jsonenc.AppendTime declines CreatedAt.
func appendMessageJSON(dst []byte, m *store.Message) ([]byte, bool) {
	if m.Author != nil || len(m.Reply) > 0 && !jsonenc.Plain(m.Reply) || len(m.Metadata) > 0 && !jsonenc.Plain(m.Metadata) {
		return dst, false
	}
	n0 := len(dst)
	dst = append(dst, `{"id":`...)
	dst = jsonenc.AppendString(dst, m.ID)
	dst = append(dst, `,"object":`...)
	dst = jsonenc.AppendString(dst, m.Object)
	dst = append(dst, `,"business_id":`...)
	dst = jsonenc.AppendString(dst, m.BusinessID)
	dst = append(dst, `,"conversation_id":`...)
	dst = jsonenc.AppendString(dst, m.ConversationID)
	dst = append(dst, `,"session_id":`...)
	dst = jsonenc.AppendString(dst, m.SessionID)
	dst = append(dst, `,"role":`...)
	dst = jsonenc.AppendString(dst, m.Role)
	dst = append(dst, `,"text":`...)
	dst = jsonenc.AppendString(dst, m.Text)
	dst = append(dst, `,"language":`...)
	dst = jsonenc.AppendString(dst, m.Language)
	if m.Intent != "" {
		dst = append(dst, `,"intent":`...)
		dst = jsonenc.AppendString(dst, m.Intent)
	}
	if m.Fallback {
		dst = append(dst, `,"fallback":true`...)
	}
	if len(m.Reply) > 0 {
		dst = append(dst, `,"reply":`...)
		dst = append(dst, m.Reply...)
	}
	if len(m.Metadata) > 0 {
		dst = append(dst, `,"metadata":`...)
		dst = append(dst, m.Metadata...)
	}
	dst = append(dst, `,"created_at":`...)
	dst, ok := jsonenc.AppendTime(dst, m.CreatedAt)
	if !ok {
		return dst[:n0], false
	}
	return append(dst, '}'), true
}
