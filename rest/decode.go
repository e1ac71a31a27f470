package rest

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/tourchat/tourchat/store"
)

// maxBody is the contract's request body limit.
const maxBody = 64 << 10

// writeJSON encodes v with status. Encoding errors are ignored: the header
// is already sent and the client sees a truncated body.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

// encodeJSON returns the bytes writeJSON writes for v.
func encodeJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	err := enc.Encode(v)
	return buf.Bytes(), err
}

// readBody reads a request body within the limit, checking the content type
// when there is a body. It answers nil for an empty body.
func readBody(r *http.Request) ([]byte, error) {
	if r.ContentLength > maxBody {
		return nil, errorf(http.StatusRequestEntityTooLarge, "request_too_large", "request bodies are limited to 64 KiB")
	}
	body, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, maxBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, errorf(http.StatusRequestEntityTooLarge, "request_too_large", "request bodies are limited to 64 KiB")
		}
		return nil, errorf(http.StatusBadRequest, "invalid_json", "the request body could not be read")
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return nil, nil
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		return nil, errorf(http.StatusUnsupportedMediaType, "unsupported_media_type", "request bodies must be sent as application/json")
	}
	return body, nil
}

var unknownFieldRE = regexp.MustCompile(`^json: unknown field "(.*)"$`)

// decodeStrict decodes a JSON object into v, rejecting unknown fields (named
// in the error), wrong types (named) and anything but one object.
func decodeStrict(body []byte, v any) error {
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) == 0 {
		return errorf(http.StatusBadRequest, "invalid_json", "a JSON object body is required")
	}
	if trimmed[0] != '{' {
		return errorf(http.StatusBadRequest, "invalid_json", "the request body must be a JSON object")
	}
	// NUL characters and invalid UTF-8 are refused here, for every body and
	// both stores alike, naming the member that holds them.
	if err := store.CheckJSONText(trimmed); err != nil {
		return err
	}
	if !utf8.Valid(trimmed) {
		return errorf(http.StatusBadRequest, "invalid_json", "the request body is not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(trimmed))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errorf(http.StatusBadRequest, "invalid_json", "the request body must hold exactly one JSON object")
	}
	return nil
}

func jsonError(err error) error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		field := te.Field
		if field == "" {
			return errorf(http.StatusBadRequest, "invalid_json", "the request body must be a JSON object")
		}
		return paramError(field, "must be of type "+jsonTypeName(te.Type.Kind().String()))
	case errors.As(err, &se), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return errorf(http.StatusBadRequest, "invalid_json", "the request body is not valid JSON")
	}
	if m := unknownFieldRE.FindStringSubmatch(err.Error()); m != nil {
		if m[1] == "" {
			return errorf(http.StatusBadRequest, "invalid_json", "object keys must not be empty")
		}
		return paramError(m[1], "unknown parameter "+m[1])
	}
	return errorf(http.StatusBadRequest, "invalid_json", "the request body is not valid JSON")
}

func jsonTypeName(kind string) string {
	switch {
	case strings.HasPrefix(kind, "int"), strings.HasPrefix(kind, "uint"):
		return "integer"
	case strings.HasPrefix(kind, "float"):
		return "number"
	case kind == "map", kind == "struct":
		return "object"
	case kind == "slice":
		return "array"
	case kind == "bool":
		return "boolean"
	}
	return kind
}

// decodeBody reads and strictly decodes a JSON object body into v.
func decodeBody(r *http.Request, v any) error {
	body, err := readBody(r)
	if err != nil {
		return err
	}
	return decodeStrict(body, v)
}

// jsonObject validates an optional free-form object (metadata) and its size.
func jsonObject(field string, raw json.RawMessage, max int) (json.RawMessage, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	if raw[0] != '{' {
		return nil, paramError(field, field+" must be an object")
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		return nil, paramError(field, field+" must be an object")
	}
	if buf.Len() > max {
		return nil, paramError(field, field+" is larger than 16 KiB")
	}
	return buf.Bytes(), nil
}

var sessionIDRE = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,128}$`)

// validSessionID reports whether s is 1..128 of [A-Za-z0-9._:-].
func validSessionID(s string) bool { return sessionIDRE.MatchString(s) }

var langRE = regexp.MustCompile(`^[a-z]{2}$`)

// runeLen counts Unicode characters, as the contract measures lengths.
func runeLen(s string) int { return utf8.RuneCountInString(s) }
