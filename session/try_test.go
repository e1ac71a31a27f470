package session

import (
	"os"
	"strings"
	"testing"
)

func TestTry(t *testing.T) {
	msgs := os.Getenv("TRY")
	if msgs == "" {
		t.Skip()
	}
	f := newFixture(t)
	for _, m := range strings.Split(msgs, "|") {
		r := f.chat(t, "try", m)
		conv, _ := f.st.ConversationBySession(t.Context(), f.biz.ID, "try")
		st := decodeState(conv.State)
		t.Logf("> %s\n[%s %s/%s svc=%s date=%s time=%s g=%d sel=%s]\n%s\nopts=%d", m, r.Language, st.Step, "", st.ServiceID, st.Date, st.Time, st.Guests, st.Selected, r.Message, len(r.BookingOptions))
	}
}
