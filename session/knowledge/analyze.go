package knowledge

import (
	"sort"
	"strings"
	"sync"

	"github.com/tourchat/tourchat/session/internal/spell"
)

// lexiconT is the concept lexicon prepared for matching. It is built once
// and only read afterwards.
type lexiconT struct {
	phrases map[string][]phrase          // by the phrase's first word (singular)
	single  map[string]string            // folded word -> concept
	stems   map[string]map[string]string // language -> stem -> concept
}

type phrase struct {
	words   []string // singular forms
	concept string   // "" for a filler phrase, dropped like a stop word
}

// Prepare builds the package's shared tables (a few milliseconds) now
// rather than on the first question, where every request arriving
// meanwhile would wait for it.
func Prepare() {
	lexicon()
	stopDeletes()
}

var lexicon = sync.OnceValue(func() *lexiconT {
	lx := &lexiconT{phrases: map[string][]phrase{}, single: map[string]string{}, stems: map[string]map[string]string{}}
	for _, l := range Languages {
		lx.stems[l] = map[string]string{}
	}
	names := make([]string, 0, len(concepts))
	for c := range concepts {
		names = append(names, c)
	}
	sort.Strings(names) // first concept wins a shared word, the same on every start
	for _, c := range names {
		for _, p := range concepts[c] {
			ws := words(fold(p), 1<<10)
			switch {
			case len(ws) == 0:
			case len(ws) == 1:
				w := ws[0]
				if _, ok := lx.single[w]; !ok {
					lx.single[w] = c
				}
				for _, l := range Languages {
					if s := stem(l, w); len(s) >= 5 {
						if _, ok := lx.stems[l][s]; !ok {
							lx.stems[l][s] = c
						}
					}
				}
			default:
				for i := range ws {
					ws[i] = plural(ws[i])
				}
				lx.phrases[ws[0]] = append(lx.phrases[ws[0]], phrase{words: ws, concept: c})
			}
		}
	}
	for _, p := range fillerPhrases {
		ws := words(fold(p), 1<<10)
		for i := range ws {
			ws[i] = plural(ws[i])
		}
		lx.phrases[ws[0]] = append(lx.phrases[ws[0]], phrase{words: ws})
	}
	for k, ps := range lx.phrases {
		sort.SliceStable(ps, func(i, j int) bool { return len(ps[i].words) > len(ps[j].words) })
		lx.phrases[k] = ps
	}
	return lx
})

// token is one analysed word: a concept ("~pay"), a stem, or a number.
type token struct {
	term    string
	surface string // the folded word, for spelling correction ("" for concepts)
	number  int    // set when the word was a number (term is "")
	isNum   bool
}

// analyze turns text in lang into terms: concepts for lexicon phrases and
// words, stems for the other words that are not stop words. Numbers are
// kept aside (an age in "ok for a 5 year old?").
func analyze(text, lang string, max int) []token {
	lx := lexicon()
	ws := words(fold(text), max)
	out := make([]token, 0, len(ws))
	sing := make([]string, len(ws))
	for i, w := range ws {
		sing[i] = plural(w)
	}
	for i := 0; i < len(ws); i++ {
		if ps := lx.phrases[sing[i]]; len(ps) > 0 {
			matched := false
			for _, p := range ps {
				if i+len(p.words) <= len(ws) && equalWords(sing[i:i+len(p.words)], p.words) {
					if p.concept != "" {
						out = append(out, token{term: p.concept})
					}
					i += len(p.words) - 1
					matched = true
					break
				}
			}
			if matched {
				continue
			}
		}
		w := ws[i]
		if n, ok := number(w); ok {
			out = append(out, token{number: n, isNum: true})
			continue
		}
		if clockWord(w) || dayOfMonthWord(w) {
			continue // "4pm", "18h", "8h30", "the 5th", "le 1er": a time or day of the booking, the dialogue's
		}
		if c, ok := lx.single[w]; ok {
			out = append(out, token{term: c, surface: w})
			continue
		}
		if c, ok := lx.single[sing[i]]; ok && !stopWords[w] {
			// (a stop word is no plural: French "après" is not Italian
			// "apre", opens, nor "dans" the giving "dan")
			out = append(out, token{term: c, surface: w})
			continue
		}
		if stopWords[w] || len(w) < 2 {
			continue
		}
		s := stem(lang, w)
		if c, ok := lx.stems[langOr(lang)][s]; ok && len(s) >= 5 {
			out = append(out, token{term: c, surface: w})
			continue
		}
		if c, ok := compoundConcept(lx, w); ok {
			// "Glutenunverträglichkeit", "Rollstuhlrampe": a compound
			// built on a concept word.
			out = append(out, token{term: c, surface: w})
			continue
		}
		if c, ok := compoundHead(lx, w); ok {
			// "Nussallergie", "Kajaklehrer": a compound whose last part
			// says what it is.
			out = append(out, token{term: c, surface: w})
			continue
		}
		out = append(out, token{term: s, surface: w})
	}
	return out
}

// compoundConcept finds a concept word of five letters or more that w
// starts with, leaving at least three letters.
func compoundConcept(lx *lexiconT, w string) (string, bool) {
	for n := len(w) - 3; n >= 5; n-- {
		if c, ok := lx.single[w[:n]]; ok {
			return c, true
		}
	}
	return "", false
}

// conceptHeads are the concept words that keep their meaning at the end
// of a German compound ("Nuss|allergie", "Laktose|intoleranz",
// "Kajak|lehrer", "Stadt|führerin"). Only these: the end of a compound
// is often another word's ("Berg|wandern" is no change of plans).
var conceptHeads = []string{"allergie", "allergien", "allergiker", "allergikerin", "intoleranz",
	"unvertraglichkeit", "unvertraglichkeiten", "lehrer", "lehrerin", "fuhrer", "fuhrerin", "guide", "guides"}

// compoundHead finds a concept head that w ends with, after at least
// three letters.
func compoundHead(lx *lexiconT, w string) (string, bool) {
	for _, h := range conceptHeads {
		if len(w) >= len(h)+3 && strings.HasSuffix(w, h) {
			if c, ok := lx.single[h]; ok {
				return c, true
			}
		}
	}
	return "", false
}

func equalWords(a, b []string) bool {
	for i := range b {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func langOr(l string) string {
	if _, ok := stemmers[l]; ok {
		return l
	}
	return "en"
}

// number reads a word of at most three digits.
func number(w string) (int, bool) {
	if len(w) == 0 || len(w) > 3 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return 0, false
		}
		n = n*10 + int(w[i]-'0')
	}
	return n, true
}

// clockWord reports whether w is a time of day written as one word: one
// or two digits and "am", "pm" or "h", then perhaps minutes ("4pm",
// "18h", "8h30").
func clockWord(w string) bool {
	i := 0
	for i < len(w) && i < 2 && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i == 0 {
		return false
	}
	rest := w[i:]
	switch {
	case rest == "am" || rest == "pm" || rest == "h":
		return true
	case len(rest) == 3 && rest[0] == 'h' && rest[1] >= '0' && rest[1] <= '9' && rest[2] >= '0' && rest[2] <= '9':
		return true
	}
	return false
}

// dayOfMonthWord reports whether w is a day of the month written as an
// ordinal: one or two digits and an ordinal ending ("5th", "1st", "22nd",
// "3rd", "1er", "2e", "5eme", "5o", "5a").
func dayOfMonthWord(w string) bool {
	i := 0
	for i < len(w) && i < 2 && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i == 0 {
		return false
	}
	switch w[i:] {
	case "st", "nd", "rd", "th", "er", "re", "e", "eme", "o", "a":
		return true
	}
	return false
}

// isConcept reports whether a term is a lexicon concept.
func isConcept(term string) bool { return strings.HasPrefix(term, "~") }

// stopDeletes maps the longer stop words with one letter removed to the
// words, to drop their misspellings ("shoud", "whta") rather than count
// them as words the knowledge does not know.
var stopDeletes = sync.OnceValue(func() map[string][]string {
	m := map[string][]string{}
	for w := range stopWords {
		if len(w) >= 5 {
			m[w] = append(m[w], w)
			for _, d := range deletions(w) {
				m[d] = append(m[d], w)
			}
		}
	}
	return m
})

// misspeltStopWord reports whether w is within one edit of a stop word of
// five letters or more. A word of four letters counts only as one with a
// letter left out ("wich", "ther"): other edits of so short a word too
// often make another word.
func misspeltStopWord(w string) bool {
	sd := stopDeletes()
	if len(w) == 4 {
		for _, c := range sd[w] {
			if len(c) == 5 {
				return true
			}
		}
		return false
	}
	if len(w) < 5 {
		return false
	}
	near := func(cands []string) bool {
		for _, c := range cands {
			if spell.WithinOneEdit(w, c) {
				return true
			}
		}
		return false
	}
	if near(sd[w]) {
		return true
	}
	for _, d := range deletions(w) {
		if near(sd[d]) {
			return true
		}
	}
	return false
}
