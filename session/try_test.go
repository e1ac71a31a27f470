package session

import (
	"github.com/tourchat/tourchat/session/understand"
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

func TestTryParse(t *testing.T) {
	msgs := os.Getenv("TRYP")
	if msgs == "" {
		t.Skip()
	}
	f := newFixture(t)
	cat, _ := f.eng.catalogFor(t.Context(), f.biz)
	for _, m := range strings.Split(msgs, "|") {
		r := understand.Parse(m, understand.Context{Now: testNow, Lang: os.Getenv("TRYL"), Region: "PT", Services: cat.matcher, HasOptions: true})
		y, n := affirm(m)
		t.Logf("%q: intent=%s svc=%s date=%v time=%v %d:%d guests=%d choice=%d name=%q yes=%v no=%v scores=%v", m, r.Intent, r.ServiceID, r.HasDate(), r.HasTime, r.Hour, r.Minute, r.Guests, r.Choice, r.Name, y, n, r.Scores)
	}
}
