package session

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/session/knowledge"
	"github.com/tourchat/tourchat/session/lang"
)

// Targets of the knowledge evaluation (the acceptance figures).
const (
	targetRightAnswer = 0.95
	targetDontKnow    = 0.95
)

type kbQuestion struct {
	lang, text, want string
	// before is an earlier message of the same conversation (a tour
	// discussed, a booking under way), or empty.
	before string
	line   int
}

// loadKnowledgeQuestions reads testdata/knowledge/<set>_<lang>.tsv:
// question, expected source and, optionally, an earlier message.
func loadKnowledgeQuestions(t *testing.T, set string) []kbQuestion {
	t.Helper()
	var out []kbQuestion
	for _, l := range lang.Supported {
		path := filepath.Join("testdata", "knowledge", set+"_"+l+".tsv")
		f, err := os.Open(path)
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
			if len(p) != 2 && len(p) != 3 {
				t.Fatalf("%s:%d: want 2 or 3 fields, got %d", path, n, len(p))
			}
			q := kbQuestion{lang: l, text: p[0], want: p[1], line: n}
			if len(p) == 3 {
				q.before = p[2]
			}
			out = append(out, q)
		}
		f.Close()
	}
	return out
}

// answeredFrom reports whether sources match a label of the evaluation
// set: svc_<id>:<field>, biz:<field>, any:<field> or kb_<id>, or one of
// several such labels separated by "|" where more than one source holds
// the right answer, or groups of them joined by "&" that must all hold (a
// comparison of two tours answers from each: "svc_a:min_age|svc_a:age_notes
// &svc_b:min_age|svc_b:age_notes").
func answeredFrom(want string, sources []knowledge.Source) bool {
	if len(sources) == 0 {
		return false
	}
	if all := strings.Split(want, "&"); len(all) > 1 {
		return !slices.ContainsFunc(all, func(w string) bool { return !answeredFrom(w, sources) })
	}
	if alts := strings.Split(want, "|"); len(alts) > 1 {
		return slices.ContainsFunc(alts, func(w string) bool { return answeredFrom(w, sources) })
	}
	kind, field, _ := strings.Cut(want, ":")
	switch {
	case strings.HasPrefix(want, "kb_"):
		return slices.Contains(sources, knowledge.Source{Type: knowledge.SourceKnowledge, ID: want})
	case kind == "biz":
		return slices.ContainsFunc(sources, func(s knowledge.Source) bool {
			return s.Type == knowledge.SourceBusiness && s.Field == field
		})
	case kind == "any":
		return !slices.ContainsFunc(sources, func(s knowledge.Source) bool {
			return s.Type != knowledge.SourceService || s.Field != field
		})
	default:
		return slices.Contains(sources, knowledge.Source{Type: knowledge.SourceService, ID: kind, Field: field})
	}
}

// TestKnowledgeEvaluation asks every question of the evaluation set, each
// in a new conversation through the whole engine, and prints per language
// the share answered from the right source, the answers given where the
// knowledge has none (invented), and the honest "I don't know"s. It fails
// under the targets.
//
// The evaluation set is the one the knowledge is tuned on, so every one of
// its questions must be answered right (a regression the targets would
// hide fails here, with its line).
func TestKnowledgeEvaluation(t *testing.T) {
	runKnowledgeSet(t, "questions", 40, 10, true, true)
}

// TestKnowledgeHeldout does the same with the held-out set: questions
// written from the demo's facts without reading the evaluation set, and
// never tuned on phrase by phrase, which measures how the retrieval
// generalises to new phrasing (session/README.md has the figures). The
// heldout2 set is a third blind round, written the same way and measured
// before any fix; heldout3 a fourth (12 answerable and 3 unanswerable
// questions per language, tours named loosely, follow-ups); heldout4 a
// fifth (14 answerable and 4 unanswerable questions per language, typed
// as on a phone, with circumstances, yes/no questions and follow-ups);
// heldout5 a sixth (16 answerable and 4 unanswerable questions per
// language: questions inside longer messages, indirect, formal and
// two-word ones, slang, follow-ups, and unanswerable ones close to a known
// topic), registered while still being fixed: it reports its figures and
// fails only on an invented answer (a source where the label is none, or a
// wrong source), not under the targets; heldout6 a seventh (16 answerable
// and 4 unanswerable questions per language: older travellers' formal
// questions, teenagers' slang, typos in the key word, two tours compared,
// tours named by a description, synonyms of the key word, and unanswerable
// ones close to a known topic), measured the same way; heldout7 an eighth
// (16 answerable and 4 unanswerable questions per language: regional
// variants, questions said as statements, tag questions, conditions,
// everyday practical details, follow-ups, and unanswerable ones close to a
// known topic), measured the same way; heldout8 a ninth (16 answerable and
// 4 unanswerable questions per language: questions inside stories, a fact
// asked from an unusual angle, comparisons and superlatives over the tours,
// follow-ups asked with pronouns only, and unanswerable ones close to a
// known topic), measured the same way.
func TestKnowledgeHeldout(t *testing.T) {
	t.Run("heldout", func(t *testing.T) { evaluateKnowledge(t, "heldout", 30, 8) })
	t.Run("heldout2", func(t *testing.T) { evaluateKnowledge(t, "heldout2", 25, 8) })
	t.Run("heldout3", func(t *testing.T) { evaluateKnowledge(t, "heldout3", 12, 3) })
	t.Run("heldout4", func(t *testing.T) { evaluateKnowledge(t, "heldout4", 14, 4) })
	t.Run("heldout5", func(t *testing.T) { measureKnowledge(t, "heldout5", 16, 4) })
	t.Run("heldout6", func(t *testing.T) { measureKnowledge(t, "heldout6", 16, 4) })
	t.Run("heldout7", func(t *testing.T) { measureKnowledge(t, "heldout7", 16, 4) })
	t.Run("heldout8", func(t *testing.T) { measureKnowledge(t, "heldout8", 16, 4) })
}

// evaluateKnowledge asks a set's questions and fails under the targets or
// on any invented answer.
func evaluateKnowledge(t *testing.T, set string, minAnswerable, minUnanswerable int) {
	runKnowledgeSet(t, set, minAnswerable, minUnanswerable, true, false)
}

// measureKnowledge asks a blind round still being fixed: it reports the
// same figures but fails only on an invented answer, a source given where
// the label is none or an answer from a wrong source, never on a miss
// that ends in "I don't know".
func measureKnowledge(t *testing.T, set string, minAnswerable, minUnanswerable int) {
	runKnowledgeSet(t, set, minAnswerable, minUnanswerable, false, false)
}

// runKnowledgeSet asks every question of set; with targets it fails under
// the targets, with every on any question not answered right.
func runKnowledgeSet(t *testing.T, set string, minAnswerable, minUnanswerable int, targets, every bool) {
	f := newFixture(t)
	qs := loadKnowledgeQuestions(t, set)
	// wrong counts the answerable questions answered from another source.
	type figures struct{ answerable, right, wrong, unanswerable, dontKnow, invented, langOK int }
	per := map[string]*figures{}
	verbose := os.Getenv("EVAL_VERBOSE") != ""
	for i, q := range qs {
		fg := per[q.lang]
		if fg == nil {
			fg = &figures{}
			per[q.lang] = fg
		}
		sid := fmt.Sprintf("%s-%d", set, i)
		if q.before != "" {
			if _, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: sid, Message: q.before}); err != nil {
				t.Fatal(err)
			}
		}
		r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: sid, Message: q.text})
		if err != nil {
			t.Fatal(err)
		}
		if r.Language == q.lang {
			fg.langOK++
		}
		ok := false
		if q.want == "none" {
			fg.unanswerable++
			conv, _ := f.st.ConversationBySession(context.Background(), f.biz.ID, sid)
			switch {
			case len(r.Sources) > 0:
				fg.invented++
			case slices.Contains(r.SuggestedActions, ActionTalkToHuman), conv != nil && conv.Handoff:
				// "I don't know" with a person offered, or a person
				// asked to join (a lost phone is a matter for staff).
				fg.dontKnow++
				ok = true
			}
		} else {
			fg.answerable++
			if answeredFrom(q.want, r.Sources) {
				fg.right++
				ok = true
			} else if len(r.Sources) > 0 {
				fg.wrong++
			}
		}
		if !ok && every {
			t.Errorf("%s:%d %q: want %s, got %v %.80q", q.lang, q.line, q.text, q.want, r.Sources, r.Message)
		}
		if !ok && verbose {
			ix, _ := f.eng.knowledgeFor(context.Background(), f.biz, mustCatalog(t, f))
			t.Logf("%s:%d %q want %s\n\tgot %v (%s) %.80q\n\t%s", q.lang, q.line, q.text, q.want, r.Sources, r.Language, r.Message,
				ix.Explain(q.text, r.Language))
		}
	}
	var all figures
	for _, l := range lang.Supported {
		fg := per[l]
		if fg == nil {
			t.Fatalf("no questions in %s", l)
		}
		t.Logf("knowledge %s %s: right answer %.1f%% (%d/%d), wrong source %d, invented %d, I don't know %.1f%% (%d/%d), reply language %d/%d",
			set, l, pct(fg.right, fg.answerable), fg.right, fg.answerable, fg.wrong, fg.invented,
			pct(fg.dontKnow, fg.unanswerable), fg.dontKnow, fg.unanswerable, fg.langOK, fg.answerable+fg.unanswerable)
		if fg.answerable < minAnswerable || fg.unanswerable < minUnanswerable {
			t.Errorf("%s: %d answerable and %d unanswerable questions, want at least %d and %d", l, fg.answerable, fg.unanswerable, minAnswerable, minUnanswerable)
		}
		if targets && float64(fg.right) < targetRightAnswer*float64(fg.answerable) {
			t.Errorf("%s: right answers %d/%d below %.0f%%", l, fg.right, fg.answerable, 100*targetRightAnswer)
		}
		if fg.invented > 0 {
			t.Errorf("%s: %d invented answers", l, fg.invented)
		}
		if !targets && fg.wrong > 0 {
			t.Errorf("%s: %d answers from a wrong source", l, fg.wrong)
		}
		if targets && float64(fg.dontKnow) < targetDontKnow*float64(fg.unanswerable) {
			t.Errorf("%s: I don't know %d/%d below %.0f%%", l, fg.dontKnow, fg.unanswerable, 100*targetDontKnow)
		}
		all.answerable += fg.answerable
		all.right += fg.right
		all.unanswerable += fg.unanswerable
		all.dontKnow += fg.dontKnow
		all.invented += fg.invented
		all.wrong += fg.wrong
	}
	t.Logf("knowledge %s all: right answer %.1f%% (%d/%d), wrong source %d, invented %d, I don't know %.1f%% (%d/%d)",
		set, pct(all.right, all.answerable), all.right, all.answerable, all.wrong, all.invented, pct(all.dontKnow, all.unanswerable), all.dontKnow, all.unanswerable)
}

func pct(n, d int) float64 {
	if d == 0 {
		return 100
	}
	return 100 * float64(n) / float64(d)
}

func mustCatalog(t *testing.T, f *fixture) *catalog {
	c, err := f.eng.catalogFor(context.Background(), f.biz)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
