//go:build linguaeval

package session

import (
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/abadojack/whatlanggo"
	"github.com/pemistahl/lingua-go"

	"github.com/tourchat/tourchat/session/lang"
	"github.com/tourchat/tourchat/store"
)

// TestCompareDetectors measures whatlanggo, lingua-go and lang.Detector on
// the corpus (accuracy, time per message, heap). It is a measurement behind
// the linguaeval build tag, because lingua embeds 120 MB of models in the
// test binary: go test -tags linguaeval -run TestCompareDetectors ./session
// with EVAL_LINGUA=1.
func TestCompareDetectors(t *testing.T) {
	if os.Getenv("EVAL_LINGUA") == "" {
		t.Skip("set EVAL_LINGUA=1 to compare detectors")
	}
	var texts, want []string
	for _, m := range loadMessages(t) {
		if m.intent == store.IntentOutOfScope || m.intent == store.IntentContact {
			continue
		}
		texts, want = append(texts, m.text), append(want, m.lang)
	}
	heap := func() int64 {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return int64(ms.HeapAlloc)
	}
	run := func(name string, build func() func(string) string) {
		before := heap()
		start := time.Now()
		detect := build()
		ok := 0
		for i, s := range texts {
			if detect(s) == want[i] {
				ok++
			}
		}
		// Time a second pass, once models are loaded.
		start2 := time.Now()
		for _, s := range texts {
			detect(s)
		}
		per := time.Since(start2) / time.Duration(len(texts))
		t.Logf("%-22s accuracy %5.1f%%  %6s/message  first pass %v  heap +%d MiB", name,
			100*float64(ok)/float64(len(texts)), per, time.Since(start).Round(time.Millisecond), (heap()-before)>>20)
	}
	codes := map[whatlanggo.Lang]string{whatlanggo.Eng: "en", whatlanggo.Spa: "es", whatlanggo.Fra: "fr",
		whatlanggo.Deu: "de", whatlanggo.Ita: "it", whatlanggo.Por: "pt"}
	run("whatlanggo (6 langs)", func() func(string) string {
		opt := whatlanggo.Options{Whitelist: map[whatlanggo.Lang]bool{}}
		for l := range codes {
			opt.Whitelist[l] = true
		}
		return func(s string) string { return codes[whatlanggo.DetectWithOptions(s, opt).Lang] }
	})
	linguaLangs := []lingua.Language{lingua.English, lingua.Spanish, lingua.French, lingua.German, lingua.Italian, lingua.Portuguese}
	lcode := func(l lingua.Language, ok bool) string {
		if !ok {
			return ""
		}
		return map[lingua.Language]string{lingua.English: "en", lingua.Spanish: "es", lingua.French: "fr",
			lingua.German: "de", lingua.Italian: "it", lingua.Portuguese: "pt"}[l]
	}
	run("lingua low accuracy", func() func(string) string {
		d := lingua.NewLanguageDetectorBuilder().FromLanguages(linguaLangs...).WithLowAccuracyMode().Build()
		return func(s string) string { return lcode(d.DetectLanguageOf(s)) }
	})
	run("lingua high accuracy", func() func(string) string {
		d := lingua.NewLanguageDetectorBuilder().FromLanguages(linguaLangs...).Build()
		return func(s string) string { return lcode(d.DetectLanguageOf(s)) }
	})
	run("lang.Detector", func() func(string) string {
		d := lang.New()
		return func(s string) string { return d.Detect(s, "", "en").Lang }
	})
	run("lang.Detector lexical", func() func(string) string {
		d := lang.NewWith(lang.Options{})
		return func(s string) string { return d.Detect(s, "", "en").Lang }
	})
}
