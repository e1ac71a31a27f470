package understand

import (
	"slices"
	"strings"

	"github.com/tourchat/tourchat/session/internal/spell"
)

// phraseSet finds known phrases in a message by their first word, so the cost
// grows with the message, not with the size of the vocabulary.
type phraseSet struct {
	byFirst map[string][]phrase
	// byLen holds single words of at least fuzzyMin letters by length, for
	// typo-tolerant lookup of words not found exactly.
	byLen map[int][]phrase
	fuzzy bool
	// prefix lets a word of the set start a longer token, for compounds
	// ("Kajaktour", "kayaking").
	prefix bool
	// minFuzzy is the shortest vocabulary word matched with a typo.
	minFuzzy int
	// names makes the set tolerant the way the names of tours need
	// (nameTypo): spellings that sound alike ("tuc tuc", "kayack") and
	// slips scaled to the word's length ("kyak"), never a word that
	// ordinary says is a word of the languages.
	names    bool
	ordinary func(string) bool
	// bySound holds the phrases by the sound key of their first word.
	bySound map[string][]phrase
}

type phrase struct {
	words  []string
	value  string
	weight float64
	sound  []string // soundKey of each word
}

// hit is a phrase found at token index At spanning N tokens.
type hit struct {
	At, N  int
	Value  string
	Weight float64
	Fuzzy  bool
	// Part marks a fuzzy hit that is no typo: a compound or another
	// ending of the word ("Kajaktour", "Segeltour", "gastronomique").
	Part bool
}

const fuzzyMin = 5

// neutral marks phrases that must match nothing.
const neutral = "-"

func newPhraseSet(fuzzy bool) *phraseSet {
	return &phraseSet{byFirst: map[string][]phrase{}, byLen: map[int][]phrase{}, bySound: map[string][]phrase{},
		fuzzy: fuzzy, minFuzzy: fuzzyMin}
}

// add registers phrases (folded here) for value. A phrase may end in
// "=weight" as in "quanto=0.5"; the default weight grows with its length.
func (ps *phraseSet) add(value string, list ...string) {
	for _, p := range list {
		w := 0.0
		if i := strings.LastIndexByte(p, '='); i > 0 {
			w = parseWeight(p[i+1:])
			p = p[:i]
		}
		words := strings.Fields(Fold(strings.NewReplacer("'", " ", "-", " ", "’", " ").Replace(p)))
		if len(words) == 0 {
			continue
		}
		if w == 0 {
			w = 1 + 0.5*float64(len(words)-1)
		}
		ph := phrase{words: words, value: value, weight: w}
		if ps.fuzzy {
			ph.sound = make([]string, len(words))
			for k, word := range words {
				ph.sound[k] = soundKey(word)
			}
			ps.bySound[ph.sound[0]] = append(ps.bySound[ph.sound[0]], ph)
		}
		ps.byFirst[words[0]] = append(ps.byFirst[words[0]], ph)
		if len(words) == 1 && len(words[0]) >= fuzzyMin {
			n := len(words[0])
			ps.byLen[n] = append(ps.byLen[n], ph)
		}
	}
}

func parseWeight(s string) float64 {
	var w float64
	frac := 0.0
	for _, c := range s {
		switch {
		case c == '.':
			frac = 1
		case c >= '0' && c <= '9':
			if frac > 0 {
				frac /= 10
				w += float64(c-'0') * frac
			} else {
				w = w*10 + float64(c-'0')
			}
		}
	}
	return w
}

// find returns every phrase occurrence, longest first at each position.
// skip marks tokens already used by another reader.
func (ps *phraseSet) find(t *Text, skip []bool) []hit {
	var out []hit
	covered := 0 // tokens before this index belong to a phrase already found
	for i := range t.Tokens {
		if (skip != nil && skip[i]) || i < covered {
			continue
		}
		w := t.Tokens[i].Text
		best := -1
		for k, ph := range ps.byFirst[w] {
			if matchAt(t, i, ph.words, skip) && (best < 0 || len(ph.words) > len(ps.byFirst[w][best].words)) {
				best = k
			}
		}
		if best >= 0 {
			ph := ps.byFirst[w][best]
			covered = i + len(ph.words)
			if ph.value == neutral {
				continue // a phrase that only looks like a cue, e.g. "Costa da Caparica"
			}
			out = append(out, hit{At: i, N: len(ph.words), Value: ph.value, Weight: ph.weight})
			// Other values starting at the same word (e.g. a word in two
			// intents, a keyword two tours share), each once.
			at := len(out) - 1
			for k, other := range ps.byFirst[w] {
				if k != best && len(other.words) == len(ph.words) && matchAt(t, i, other.words, skip) &&
					!slices.ContainsFunc(out[at:], func(h hit) bool { return h.Value == other.value }) {
					out = append(out, hit{At: i, N: len(other.words), Value: other.value, Weight: other.weight})
				}
			}
			continue
		}
		if !ps.fuzzy || t.Tokens[i].Num {
			continue
		}
		if ps.names {
			if ph, ok := ps.soundAt(t, i, skip); ok {
				covered = i + len(ph.words)
				out = append(out, hit{At: i, N: len(ph.words), Value: ph.value, Weight: ph.weight * 0.9, Fuzzy: true})
				continue
			}
		}
		// Stretched words: "boook" (runs cut to two letters), "mercii",
		// "holaaa", "thanksss" (cut to one).
		found := false
		for _, sq := range [2]string{SqueezeRuns(w, 2), SqueezeRuns(w, 1)} {
			if sq == w || found {
				continue
			}
			for _, ph := range ps.byFirst[sq] {
				if len(ph.words) == 1 && ph.value != neutral {
					out = append(out, hit{At: i, N: 1, Value: ph.value, Weight: ph.weight, Fuzzy: true})
					found = true
				}
			}
		}
		if found {
			continue
		}
		if ps.prefix && len(w) >= 6 {
			found := false
			for k := len(w) - 2; k >= 4 && !found; k-- {
				for _, ph := range ps.byFirst[w[:k]] {
					if len(ph.words) == 1 && ph.value != neutral {
						out = append(out, hit{At: i, N: 1, Value: ph.value, Weight: ph.weight * 0.9, Fuzzy: true, Part: true})
						found = true
					}
				}
			}
			if found {
				continue
			}
			// A compound of a tour's word and a word for an outing or a
			// lesson ("Segeltour", "Segelfahrt", "Bootsausflug"): the
			// first part is the stem of one tour's words ("segeln",
			// "Segelboot"); or one ending in a tour's long word
			// ("Stadtspaziergang").
			if vs, wt, ok := ps.compound(w); ok {
				for _, v := range vs {
					out = append(out, hit{At: i, N: 1, Value: v, Weight: wt, Fuzzy: true, Part: true})
				}
				continue
			}
			// Another ending of the same long word: "gastronomique" for the
			// keyword "gastronomie", "catedrales" for "catedral".
			for n := max(len(w)-3, 8); n <= len(w)+3 && !found; n++ {
				for _, ph := range ps.byLen[n] {
					if kw := ph.words[0]; ph.value != neutral && sameStem(w, kw) {
						out = append(out, hit{At: i, N: 1, Value: ph.value, Weight: ph.weight * 0.9, Fuzzy: true, Part: true})
						found = true
					}
				}
			}
			if found {
				continue
			}
		}
		if ps.names {
			out = append(out, ps.nameTypo(i, w)...)
			continue
		}
		if len(w) < ps.minFuzzy-1 {
			continue
		}
		for n := max(len(w)-1, ps.minFuzzy); n <= len(w)+1; n++ {
			for _, ph := range ps.byLen[n] {
				// Typos rarely hit the first letter; requiring it keeps
				// "reach" from reading as "beach".
				// Short words only forgive a missing, extra or swapped
				// letter: "posto" is not a typo of "porto".
				if ph.words[0][0] == w[0] && len(w) >= 5 && spell.WithinOneEdit(w, ph.words[0]) &&
					(len(ph.words[0]) > 5 || len(w) != len(ph.words[0]) || !oneSubstitution(w, ph.words[0])) {
					out = append(out, hit{At: i, N: 1, Value: ph.value, Weight: ph.weight * 0.9, Fuzzy: true})
				}
			}
		}
	}
	return out
}

// soundAt finds the longest phrase whose words sound like the tokens from
// i on, spelt with another of the letters that sound alike (soundKey):
// "tuc tuc" and "tuctuc" for "tuk tuk" and "tuktuk", "kayack" and "kajac"
// for "kayak" and "kajak". A single word needs four letters and must be no
// ordinary word.
func (ps *phraseSet) soundAt(t *Text, i int, skip []bool) (phrase, bool) {
	w := t.Tokens[i].Text
	var best phrase
	found := false
	for _, ph := range ps.bySound[soundKey(w)] {
		if ph.value == neutral || found && len(ph.words) <= len(best.words) || i+len(ph.words) > len(t.Tokens) {
			continue
		}
		if len(ph.words) == 1 && (len(w) < 4 || ps.ordinary != nil && ps.ordinary(w)) {
			continue
		}
		ok := true
		for k := 1; k < len(ph.words) && ok; k++ {
			tok := t.Tokens[i+k]
			ok = !tok.Num && (skip == nil || !skip[i+k]) && soundKey(tok.Text) == ph.sound[k]
		}
		if ok {
			best, found = ph, true
		}
	}
	return best, found
}

// nameTypo reads w as a misspelt word of a tour's name or keywords, the
// slips allowed growing with the word's length (spell.Slips: a letter
// added, dropped or swapped, a neighbouring key or a letter that sounds
// alike typed for another):
//
//   - words of up to four letters ("fado", "surf", "sail", "vela") only
//     as they sound (soundAt) or stretched ("fadoo", "surff");
//   - five letters: one letter added, dropped or swapped ("kyak", "kayk",
//     "sintr" is six's), never one typed for another ("posto" is no
//     "porto");
//   - six to nine letters: one slip ("sailling", "kayakk", "velerro");
//   - ten letters or more: two ("sonenuntergan").
//
// The first letter must be the tour word's (typos rarely hit it: "reach"
// is no "beach"), and a word of the languages is never a typo (ordinary:
// "stand" is no "strand", "crise" no "cruise", "wollen" no "wellen").
// Among several words of the set, the nearest ones win.
func (ps *phraseSet) nameTypo(i int, w string) []hit {
	sw := soundKey(w)
	if len(sw) < 4 || ps.ordinary != nil && ps.ordinary(w) {
		return nil
	}
	var out []hit
	best := 3
	for n := max(len(w)-2, fuzzyMin); n <= len(w)+2; n++ {
		for _, ph := range ps.byLen[n] {
			sk := ph.sound[0]
			if ph.value == neutral || sk[0] != sw[0] || len(sk) < fuzzyMin {
				continue
			}
			limit := 1
			if len(sk) >= 10 && len(sw) >= 9 {
				limit = 2
			}
			d := spell.Slips(sw, sk, limit)
			if d == 0 || d > limit || d > best {
				continue
			}
			if len(sk) < 6 && len(sw) == len(sk) && oneSubstitution(sw, sk) {
				continue
			}
			if d < best {
				best, out = d, out[:0]
			}
			out = append(out, hit{At: i, N: 1, Value: ph.value, Weight: ph.weight * 0.9, Fuzzy: true})
		}
	}
	return out
}

// soundKey spells a folded word the way it sounds where spellings of the
// same sound differ between languages and visitors: c before a, o, u, a
// consonant or at the end, k, q and ck are all "k" ("tuc", "kayack",
// "kajac"), and ph is "f".
func soundKey(w string) string {
	if !strings.ContainsAny(w, "cqp") {
		return w
	}
	b := make([]byte, 0, len(w))
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c == 'c' && i+1 < len(w) && w[i+1] == 'k':
			continue // "ck": the k follows
		case c == 'c' && (i+1 == len(w) || !strings.ContainsRune("eiyh", rune(w[i+1]))):
			c = 'k'
		case c == 'q':
			c = 'k'
		case c == 'p' && i+1 < len(w) && w[i+1] == 'h':
			c = 'f'
			i++
		}
		b = append(b, c)
	}
	return string(b)
}

// listSet indexes a list of phrases; each hit's Value is the folded phrase.
func listSet(list ...[]string) *phraseSet {
	ps := newPhraseSet(false)
	for _, l := range list {
		for _, p := range l {
			words := strings.Fields(Fold(strings.NewReplacer("'", " ", "-", " ").Replace(p)))
			ps.add(strings.Join(words, " "), p)
		}
	}
	return ps
}

// oneSubstitution reports whether equal-length a and b differ in exactly
// one position.
func oneSubstitution(a, b string) bool {
	diff := 0
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			diff++
		}
	}
	return diff == 1
}

// SqueezeRuns cuts runs of a repeated letter to at most n letters
// ("ouiii" to "oui" with n 1); words under three letters stay as they are.
func SqueezeRuns(w string, n int) string {
	if len(w) < 3 {
		return w
	}
	b := make([]byte, 0, len(w))
	run := 0
	for i := 0; i < len(w); i++ {
		if i > 0 && w[i] == w[i-1] {
			run++
		} else {
			run = 1
		}
		if run <= n {
			b = append(b, w[i])
		}
	}
	return string(b)
}

func matchAt(t *Text, i int, words []string, skip []bool) bool {
	if i+len(words) > len(t.Tokens) {
		return false
	}
	for k, w := range words {
		if t.Tokens[i+k].Text != w || (skip != nil && skip[i+k]) {
			return false
		}
	}
	return true
}

// sameStem reports whether two long words differ only in their endings:
// they share at least eight letters and all but the last three of the
// shorter one.
func sameStem(a, b string) bool {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n >= 8 && n >= min(len(a), len(b))-3
}

// outingHeads are the last parts of compounds that name an outing or a
// lesson, whose first part says which ("Segel|tour", "Kajak|fahrt",
// "Boots|ausflug", "Surf|stunde"), folded.
var outingHeads = []string{"rundfahrt", "ausflug", "ausfluge", "touren", "tour", "fahrt", "fahrten", "trip", "kurs",
	"kurse", "stunde", "stunden", "torn", "erlebnis"}

// compound reads a compound word no phrase holds whole: a first part (less
// a linking "s") whose words of the set starting with it, or it plus a
// verb's "n" / "en", give it its values ("segel" in "segeln", "segelboot",
// "segeltörn": the sail; "wasser" a word the kayak and the sail share:
// both, Services.match then names neither alone), before an outing's head;
// or a last part that is a long word ("Stadt|spaziergang").
func (ps *phraseSet) compound(w string) (values []string, weight float64, ok bool) {
	for _, h := range outingHeads {
		m, cut := strings.CutSuffix(w, h)
		if !cut || len(m) < 4 {
			continue
		}
		for _, stem := range [2]string{m, strings.TrimSuffix(m, "s")} {
			if len(stem) < 4 {
				continue
			}
			values, weight = values[:0], 0
			for n := len(stem); n <= len(stem)+10; n++ {
				for _, ph := range ps.byLen[n] {
					kw := ph.words[0]
					if ph.value == neutral || !strings.HasPrefix(kw, stem) {
						continue
					}
					if !slices.Contains(values, ph.value) {
						values = append(values, ph.value)
					}
					weight = max(weight, ph.weight)
				}
			}
			if len(values) > 0 {
				// the tour's word and the outing, as "segel tour" in two
				// words would weigh: more than a word said in passing
				// ("auf dem Wasser")
				return values, weight * 1.5, true
			}
		}
	}
	for n := 8; n <= len(w)-3; n++ {
		for _, ph := range ps.byLen[n] {
			if ph.value != neutral && strings.HasSuffix(w, ph.words[0]) {
				return []string{ph.value}, ph.weight, true
			}
		}
	}
	return nil, 0, false
}
