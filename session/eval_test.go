package session

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/session/lang"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/demo"
)

// Targets of the evaluation (the acceptance figures).
const (
	targetIntent = 0.95
	targetEntity = 0.97
)

var intentNames = map[string]string{
	"greet": store.IntentGreet, "browse": store.IntentBrowse, "avail": store.IntentAvailability,
	"price": store.IntentPrice, "details": store.IntentDetails, "book": store.IntentBook,
	"contact": store.IntentContact, "manage": store.IntentManage, "human": store.IntentHuman,
	"thanks": store.IntentThanks, "oos": store.IntentOutOfScope,
}

type labelled struct {
	lang, intent, date, clock, guests, service, text string
	line                                             int
}

func loadMessages(t *testing.T) []labelled {
	t.Helper()
	var out []labelled
	for _, l := range lang.Supported {
		path := filepath.Join("testdata", "messages_"+l+".tsv")
		f, err := os.Open(path)
		if os.IsNotExist(err) && os.Getenv("EVAL_PARTIAL") != "" {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		n := 0
		for sc.Scan() {
			n++
			line := sc.Text()
			if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
				continue
			}
			p := strings.Split(line, "\t")
			if len(p) != 6 {
				t.Fatalf("%s:%d: want 6 fields, got %d", path, n, len(p))
			}
			in, ok := intentNames[p[0]]
			if !ok {
				t.Fatalf("%s:%d: unknown intent %q", path, n, p[0])
			}
			svc := ""
			if p[4] != "" {
				svc = serviceIDs[p[4]]
				if svc == "" {
					t.Fatalf("%s:%d: unknown service %q", path, n, p[4])
				}
			}
			out = append(out, labelled{lang: l, intent: in, date: p[1], clock: p[2], guests: p[3], service: svc, text: p[5], line: n})
		}
		f.Close()
	}
	return out
}

var serviceIDs = map[string]string{
	"walking": "svc_lisbon_walking", "kayak": "svc_tagus_kayak", "sail": "svc_sunset_sail", "food": "svc_food_wine",
	"sintra": "svc_sintra_day", "surf": "svc_surf_lesson", "fado": "svc_fado_night", "tuktuk": "svc_tuktuk",
}

// score counts an entity on every message where it is expected or predicted.
type score struct{ ok, n int }

func (s *score) add(want, got string) bool {
	if want == "" && got == "" {
		return true
	}
	s.n++
	if want == got {
		s.ok++
		return true
	}
	return false
}

func (s score) rate() float64 {
	if s.n == 0 {
		return 1
	}
	return float64(s.ok) / float64(s.n)
}

// TestEvaluateMessages prints intent, language and entity accuracy on the
// labelled corpus and fails below the targets.
func TestEvaluateMessages(t *testing.T) {
	msgs := loadMessages(t)
	svcs, err := demo.Services()
	if err != nil {
		t.Fatal(err)
	}
	matcher := understand.NewServices(svcs)
	det := lang.New()
	perLang := map[string]*[2]int{}
	var intent, langs score
	ents := map[string]*score{"date": {}, "time": {}, "guests": {}, "service": {}}
	confusion := map[string]int{}
	verbose := os.Getenv("EVAL_VERBOSE") != ""
	for _, m := range msgs {
		d := det.Detect(m.text, "", "en")
		res := understand.Parse(m.text, understand.Context{Now: testNow, Lang: d.Lang, Region: "PT", Services: matcher})
		if perLang[m.lang] == nil {
			perLang[m.lang] = &[2]int{}
		}
		perLang[m.lang][1]++
		intent.n++
		good := true
		if res.Intent == m.intent {
			intent.ok++
			perLang[m.lang][0]++
		} else {
			good = false
			confusion[m.intent+" -> "+res.Intent]++
		}
		// Language is scored where the message has words of a language.
		if m.intent != store.IntentOutOfScope && m.intent != store.IntentContact {
			langs.add(m.lang, d.Lang)
		}
		date, clock, guests := "", "", ""
		if res.HasDate() {
			date = res.Date.Format(store.DateLayout)
		}
		if res.HasTime {
			clock = fmt.Sprintf("%02d:%02d", res.Hour, res.Minute)
		}
		if res.Guests > 0 {
			guests = strconv.Itoa(res.Guests)
		}
		good = ents["date"].add(m.date, date) && good
		good = ents["time"].add(m.clock, clock) && good
		good = ents["guests"].add(m.guests, guests) && good
		good = ents["service"].add(m.service, res.ServiceID) && good
		if !good && verbose {
			t.Logf("%s:%d %q\n\twant %s %s %s %s %s\n\tgot  %s %s %s %s %s (lang %s)", m.lang, m.line, m.text,
				m.intent, m.date, m.clock, m.guests, m.service, res.Intent, date, clock, guests, res.ServiceID, d.Lang)
		}
	}
	t.Logf("messages: %d", len(msgs))
	for _, l := range lang.Supported {
		if c := perLang[l]; c != nil {
			t.Logf("  %s: %d messages, intent accuracy %.1f%%", l, c[1], 100*float64(c[0])/float64(c[1]))
			if c[1] < 100 {
				t.Errorf("%s has %d messages, want at least 100", l, c[1])
			}
		}
	}
	t.Logf("intent accuracy:   %.1f%% (%d/%d)", 100*intent.rate(), intent.ok, intent.n)
	t.Logf("language accuracy: %.1f%% (%d/%d)", 100*langs.rate(), langs.ok, langs.n)
	for _, k := range []string{"date", "time", "guests", "service"} {
		t.Logf("%-8s accuracy: %.1f%% (%d/%d)", k, 100*ents[k].rate(), ents[k].ok, ents[k].n)
	}
	var conf []string
	for k, v := range confusion {
		conf = append(conf, fmt.Sprintf("%3d  %s", v, k))
	}
	sort.Sort(sort.Reverse(sort.StringSlice(conf)))
	if len(conf) > 0 {
		t.Logf("confusions:\n  %s", strings.Join(conf, "\n  "))
	}
	if intent.rate() < targetIntent {
		t.Errorf("intent accuracy %.3f below %.2f", intent.rate(), targetIntent)
	}
	for _, k := range []string{"date", "guests", "service"} {
		if ents[k].rate() < targetEntity {
			t.Errorf("%s accuracy %.3f below %.2f", k, ents[k].rate(), targetEntity)
		}
	}
}

// TestLanguageErrors lists the messages whose language is detected wrongly
// (run with EVAL_VERBOSE=1).
func TestLanguageErrors(t *testing.T) {
	if os.Getenv("EVAL_VERBOSE") == "" {
		t.Skip("diagnostic")
	}
	det := lang.New()
	for _, m := range loadMessages(t) {
		if m.intent == store.IntentOutOfScope || m.intent == store.IntentContact {
			continue
		}
		if d := det.Detect(m.text, "", "en"); d.Lang != m.lang {
			t.Logf("%s -> %s %q %.2f", m.lang, d.Lang, m.text, d.Scores)
		}
	}
}
