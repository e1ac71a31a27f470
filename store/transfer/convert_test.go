package transfer

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"
)

func TestConvert(t *testing.T) {
	at := time.Date(2026, 3, 1, 10, 0, 0, 123456000, time.UTC)
	for _, c := range []struct {
		v    any
		typ  string
		want any
	}{
		{nil, "text", nil},
		{at.UnixMicro(), "timestamp with time zone", at},
		{int64(1), "boolean", true},
		{int64(0), "boolean", false},
		{"[\"en\",\"pt\"]", "ARRAY _text", []string{"en", "pt"}},
		{"[]", "ARRAY _text", []string{}},
		{"[1,2]", "ARRAY _int4", []int64{1, 2}},
		{"[1.5]", "ARRAY _numeric", []float64{1.5}},
		{"2026-12-25", "date", time.Date(2026, 12, 25, 0, 0, 0, 0, time.UTC)},
		{`{"a":1}`, "jsonb", json.RawMessage(`{"a":1}`)},
		{[]byte(`[1]`), "json", json.RawMessage(`[1]`)},
		{[]byte{1, 2}, "bytea", []byte{1, 2}},
		{[]byte("x"), "text", "x"},
		{int64(7), "integer", int64(7)},
		{25.5, "numeric", 25.5},
	} {
		got, err := convert(c.v, c.typ)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("convert(%v, %s) = %#v, %v; want %#v", c.v, c.typ, got, err, c.want)
		}
	}
	for _, c := range []struct {
		v   any
		typ string
	}{{"soon", "timestamp with time zone"}, {"yes", "boolean"}, {"[", "ARRAY _text"}, {"25/12", "date"}} {
		if _, err := convert(c.v, c.typ); err == nil {
			t.Errorf("convert(%v, %s): no error", c.v, c.typ)
		}
	}
}
