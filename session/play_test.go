package session

import (
	"os"
	"strings"
	"testing"
)

func TestPlay(t *testing.T) {
	script := os.Getenv("PLAY")
	if script == "" {
		t.Skip()
	}
	f := newFixture(t)
	for _, m := range strings.Split(script, "|") {
		r := f.chat(t, "play", m)
		t.Logf("> %s\n[%s] %s\n   options=%d media=%d actions=%v", m, r.Language, r.Message, len(r.BookingOptions), len(r.Media), r.SuggestedActions)
	}
}
