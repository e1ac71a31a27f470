package store

import "testing"

func TestCheckJSONText(t *testing.T) {
	cases := []struct {
		name, body, field string
	}{
		{"clean", `{"a":"x","b":{"c":["y",1,true,null]}}`, ""},
		{"nul escape", `{"message":"a\u0000b"}`, "message"},
		{"nul nested", `{"customer":{"name":"A\u0000"}}`, "customer.name"},
		{"nul in array", `{"events":["booking.created","\u0000"]}`, "events"},
		{"nul in metadata key", `{"metadata":{"k\u0000":"v"}}`, "metadata"},
		{"invalid utf8", "{\"notes\":\"a\xffb\"}", "notes"},
		{"invalid utf8 after nested", "{\"a\":{\"b\":1},\"reason\":\"\xc3\"}", "reason"},
		{"escaped backslash is text", `{"m":"\\u0000"}`, ""},
		{"lone surrogate becomes U+FFFD", `{"m":"\ud800"}`, ""},
		{"syntax error left to the decoder", `{"m":`, ""},
	}
	for _, c := range cases {
		err := CheckJSONText([]byte(c.body))
		pe, _ := AsParam(err)
		switch {
		case c.field == "" && err != nil:
			t.Errorf("%s: %v, want nil", c.name, err)
		case c.field != "" && (pe == nil || pe.Field != c.field):
			t.Errorf("%s: %v, want a param error on %s", c.name, err, c.field)
		}
	}
	if !ValidText("héllo") || ValidText("a\x00") || ValidText("\xff") {
		t.Error("ValidText")
	}
}
