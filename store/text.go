package store

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"
	"unicode/utf8"
)

// ValidText reports whether s can be stored as text by every backend: valid
// UTF-8 without NUL characters (PostgreSQL refuses both, SQLSTATE 22021, and
// jsonb refuses \u0000). Every text that enters TourChat from a client is
// held to it, so the stores agree on what they accept.
func ValidText(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}

// TextError is the parameter error for a text that fails ValidText.
func TextError(field string) error {
	return Param(field, "%s must be valid UTF-8 text without NUL characters", field)
}

// CheckJSONText walks a JSON document and answers a TextError naming the
// first member (as a dotted path, e.g. customer.name) whose key or string
// value, as written or once unescaped, is not ValidText. Invalid UTF-8 would
// otherwise be replaced silently by encoding/json, and "\u0000" decoded into a
// NUL the database refuses. Syntax errors are left to the caller's decoder:
// CheckJSONText then answers nil.
func CheckJSONText(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	type level struct {
		object bool
		key    string // the member being read, for objects
		isKey  bool   // the next string token is a key
	}
	var stack []level
	path := func(last string) string {
		parts := make([]string, 0, len(stack)+1)
		for _, l := range stack {
			if l.object && l.key != "" {
				parts = append(parts, l.key)
			}
		}
		if last != "" {
			parts = append(parts, last)
		}
		if len(parts) == 0 {
			return "body"
		}
		return strings.Join(parts, ".")
	}
	for {
		start := dec.InputOffset()
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return nil
		}
		var top *level
		if len(stack) > 0 {
			top = &stack[len(stack)-1]
		}
		switch v := tok.(type) {
		case json.Delim:
			switch v {
			case '{':
				stack = append(stack, level{object: true, isKey: true})
			case '[':
				stack = append(stack, level{})
			default:
				stack = stack[:len(stack)-1]
				if len(stack) > 0 && stack[len(stack)-1].object {
					stack[len(stack)-1].isKey = true
				}
			}
			continue
		case string:
			raw := data[start:dec.InputOffset()]
			bad := !utf8.Valid(raw) || strings.ContainsRune(v, 0)
			if top != nil && top.object && top.isKey {
				if bad {
					return TextError(path(""))
				}
				top.key, top.isKey = v, false
				continue
			}
			if bad {
				return TextError(path(""))
			}
		}
		if top != nil && top.object {
			top.isKey = true
		}
	}
}
