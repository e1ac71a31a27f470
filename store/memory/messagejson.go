package memory

import (
	"time"
	"unicode/utf8"

	"github.com/tourchat/tourchat/store"
)

// A chat turn's conversation.message_created data is most of the turn's
// store work: through encoding/json it costs reflection over the message
// and a second scan of the reply, which the engine has just encoded. The
// functions below write the same bytes directly; TestMessageJSON holds
// them to json.Marshal's output, and to store.Message's field list.

// appendMessageJSON appends the JSON of m, byte for byte what json.Marshal
// writes, and reports whether it could: it declines (and the caller uses
// json.Marshal) when Reply or Metadata is not JSON that encoding/json would
// copy unchanged, or CreatedAt is not a UTC time of years 0-9999.
func appendMessageJSON(dst []byte, m *store.Message) ([]byte, bool) {
	if len(m.Reply) > 0 && !plainJSON(m.Reply) || len(m.Metadata) > 0 && !plainJSON(m.Metadata) ||
		m.CreatedAt.Location() != time.UTC || m.CreatedAt.Year() < 0 || m.CreatedAt.Year() > 9999 {
		return dst, false
	}
	dst = append(dst, `{"id":`...)
	dst = appendJSONString(dst, m.ID)
	dst = append(dst, `,"object":`...)
	dst = appendJSONString(dst, m.Object)
	dst = append(dst, `,"business_id":`...)
	dst = appendJSONString(dst, m.BusinessID)
	dst = append(dst, `,"conversation_id":`...)
	dst = appendJSONString(dst, m.ConversationID)
	dst = append(dst, `,"session_id":`...)
	dst = appendJSONString(dst, m.SessionID)
	dst = append(dst, `,"role":`...)
	dst = appendJSONString(dst, m.Role)
	dst = append(dst, `,"text":`...)
	dst = appendJSONString(dst, m.Text)
	dst = append(dst, `,"language":`...)
	dst = appendJSONString(dst, m.Language)
	if m.Intent != "" {
		dst = append(dst, `,"intent":`...)
		dst = appendJSONString(dst, m.Intent)
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
	dst = append(dst, `,"created_at":"`...)
	dst = m.CreatedAt.AppendFormat(dst, time.RFC3339Nano)
	return append(dst, `"}`...), true
}

const hexDigits = "0123456789abcdef"

// appendJSONString appends s quoted as encoding/json does with HTML
// escaping on (json.Marshal's default): <, > and & as \u003c..., control
// characters as short escapes or \u00XX, invalid UTF-8 as \ufffd, and
// U+2028 and U+2029 escaped.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' && b != '<' && b != '>' && b != '&' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case c == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
		case c == '\u2028' || c == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[c&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// maxPlainDepth bounds the nesting plainJSON follows; deeper values are
// left to encoding/json.
const maxPlainDepth = 64

// plainJSON reports whether b is one JSON value that encoding/json copies
// unchanged when it embeds b as a json.RawMessage: valid, with no space
// between tokens, and without the characters it escapes in its HTML-safe
// output (<, >, &, U+2028, U+2029). It may say no to such a value, never yes
// to another.
func plainJSON(b []byte) bool {
	i, ok := plainValue(b, 0, 0)
	return ok && i == len(b)
}

// plainValue reads one value at b[i:] and returns where it ends.
func plainValue(b []byte, i, depth int) (int, bool) {
	if i >= len(b) {
		return i, false
	}
	switch c := b[i]; {
	case c == '{' || c == '[':
		if depth >= maxPlainDepth {
			return i, false
		}
		end := byte('}')
		if c == '[' {
			end = ']'
		}
		i++
		if i < len(b) && b[i] == end {
			return i + 1, true
		}
		for {
			var ok bool
			if c == '{' {
				if i >= len(b) || b[i] != '"' {
					return i, false
				}
				if i, ok = plainString(b, i); !ok || i >= len(b) || b[i] != ':' {
					return i, false
				}
				i++
			}
			if i, ok = plainValue(b, i, depth+1); !ok || i >= len(b) {
				return i, false
			}
			switch b[i] {
			case ',':
				i++
			case end:
				return i + 1, true
			default:
				return i, false
			}
		}
	case c == '"':
		return plainString(b, i)
	case c == '-' || '0' <= c && c <= '9':
		return plainNumber(b, i)
	case c == 't':
		return plainLiteral(b, i, "true")
	case c == 'f':
		return plainLiteral(b, i, "false")
	case c == 'n':
		return plainLiteral(b, i, "null")
	}
	return i, false
}

// plainString reads the string starting at the quote b[i].
func plainString(b []byte, i int) (int, bool) {
	for i++; i < len(b); {
		switch c := b[i]; {
		case c == '"':
			return i + 1, true
		case c == '\\':
			if i+1 >= len(b) {
				return i, false
			}
			switch b[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if i+6 > len(b) || !isHex(b[i+2]) || !isHex(b[i+3]) || !isHex(b[i+4]) || !isHex(b[i+5]) {
					return i, false
				}
				i += 6
			default:
				return i, false
			}
		case c < 0x20 || c == '<' || c == '>' || c == '&':
			return i, false
		case c == 0xE2 && i+2 < len(b) && b[i+1] == 0x80 && b[i+2]&^1 == 0xA8: // U+2028, U+2029
			return i, false
		default:
			i++
		}
	}
	return i, false
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

// plainNumber reads -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?.
func plainNumber(b []byte, i int) (int, bool) {
	digits := func(i int) (int, bool) {
		start := i
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			i++
		}
		return i, i > start
	}
	if b[i] == '-' {
		i++
	}
	var ok bool
	switch {
	case i < len(b) && b[i] == '0':
		i++
	default:
		if i, ok = digits(i); !ok {
			return i, false
		}
	}
	if i < len(b) && b[i] == '.' {
		if i, ok = digits(i + 1); !ok {
			return i, false
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i, ok = digits(i); !ok {
			return i, false
		}
	}
	return i, true
}

func plainLiteral(b []byte, i int, lit string) (int, bool) {
	if len(b)-i < len(lit) || string(b[i:i+len(lit)]) != lit {
		return i, false
	}
	return i + len(lit), true
}
