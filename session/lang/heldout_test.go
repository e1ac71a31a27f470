package lang

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHeldOut measures the detector on messages written apart from its word
// lists (session/testdata/heldout/lang_<lang>.txt: no accents, typos,
// slang, one-word turns). Two figures per language:
//   - first: the first message of a conversation, with a business default
//     of another language as the fallback (the detector must not lean on it);
//   - keep: the same message mid-conversation, with the conversation's
//     language as the prior (a low-signal turn must not switch it).
//
// Both must reach 97%.
func TestHeldOut(t *testing.T) {
	d := New()
	for _, want := range Supported {
		msgs := readHeldOut(t, want)
		if len(msgs) < 80 {
			t.Fatalf("%s: %d held-out messages, want at least 80", want, len(msgs))
		}
		fallback := "en"
		if want == "en" {
			fallback = "es"
		}
		first, keep := 0, 0
		for _, m := range msgs {
			if got := d.Detect(m, "", fallback); got.Lang == want {
				first++
			} else {
				t.Logf("%s first: %q -> %s %.2f", want, m, got.Lang, got.Scores)
			}
			if got := d.Detect(m, want, fallback); got.Lang == want {
				keep++
			} else {
				t.Logf("%s keep: %q -> %s %.2f", want, m, got.Lang, got.Scores)
			}
		}
		pf := 100 * float64(first) / float64(len(msgs))
		pk := 100 * float64(keep) / float64(len(msgs))
		t.Logf("held-out %s: first message %d/%d = %.1f%%, mid-conversation %d/%d = %.1f%%",
			want, first, len(msgs), pf, keep, len(msgs), pk)
		if pf < 97 || pk < 97 {
			t.Errorf("held-out %s: first %.1f%%, mid-conversation %.1f%%, want >= 97%%", want, pf, pk)
		}
	}
}

func readHeldOut(t *testing.T, code string) []string {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "testdata", "heldout", "lang_"+code+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, line)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
