package session

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/session/lang"
)

// openers start a conversation in each language before a held-out message
// arrives mid-conversation.
var openers = map[string]string{
	"en": "Hello, I have a question about your tours",
	"es": "Hola, tengo una pregunta sobre los tours",
	"fr": "Bonjour, j'ai une question sur vos visites",
	"de": "Hallo, ich habe eine Frage zu euren Touren",
	"it": "Ciao, ho una domanda sui vostri tour",
	"pt": "Olá, tenho uma pergunta sobre os passeios",
}

// TestHeldOutReplyLanguage sends the held-out messages
// (testdata/heldout/lang_<lang>.txt) through the whole engine, as first
// messages to a business whose default language is English, and mid-
// conversation after an opener: the reply must carry the visitor's
// language and be written in it (its text is detected, with another
// language as the fallback, so a reply that says nothing in any language
// cannot pass). The demo business's service names and knowledge are
// English-and-Portuguese content, so the text check is on the reply's
// templates, which exist in all six languages.
func TestHeldOutReplyLanguage(t *testing.T) {
	f := newFixture(t)
	det := lang.New()
	ctx := context.Background()
	for _, want := range lang.Supported {
		msgs := heldOutMessages(t, want)
		other := "de"
		if want == "de" {
			other = "fr"
		}
		var first, mid, text int
		for i, m := range msgs {
			r, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: fmt.Sprintf("ho-%s-%d", want, i), Message: m})
			if err != nil {
				t.Fatal(err)
			}
			if r.Language == want {
				first++
			} else {
				t.Logf("%s first: %q replied in %s", want, m, r.Language)
			}
			if got := det.Detect(r.Message, "", other).Lang; got == want {
				text++
			} else {
				t.Logf("%s text: %q -> %q reads as %s", want, m, r.Message, got)
			}
			sid := fmt.Sprintf("hm-%s-%d", want, i)
			if _, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: sid, Message: openers[want]}); err != nil {
				t.Fatal(err)
			}
			r, err = f.eng.Chat(ctx, Request{Business: f.biz, SessionID: sid, Message: m})
			if err != nil {
				t.Fatal(err)
			}
			if r.Language == want {
				mid++
			} else {
				t.Logf("%s mid-conversation: %q replied in %s", want, m, r.Language)
			}
		}
		n := float64(len(msgs))
		t.Logf("held-out replies %s: first message %.1f%%, reply text %.1f%%, mid-conversation %.1f%% (%d messages)",
			want, 100*float64(first)/n, 100*float64(text)/n, 100*float64(mid)/n, len(msgs))
		if float64(first) < 0.97*n || float64(mid) < 0.97*n || float64(text) < 0.97*n {
			t.Errorf("held-out replies %s below 97%%", want)
		}
	}
}

func heldOutMessages(t *testing.T, code string) []string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "heldout", "lang_"+code+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
