// Package lang tells which of the six supported languages a chat message is
// written in. Chat messages are short ("and tomorrow?", "para 4"), where
// statistical detectors are weak, so the decision combines lexical cues
// (function and chat words, weighted down when several languages share
// them), letters only some languages use, whatlanggo's trigram detector
// restricted to the six languages, and the conversation's earlier language
// as a prior.
package lang

import (
	"strings"
	"unicode"

	"github.com/abadojack/whatlanggo"
)

// Supported are the languages the assistant replies in, in a fixed order.
var Supported = []string{"en", "es", "fr", "de", "it", "pt"}

// IsSupported reports whether code is one of Supported.
func IsSupported(code string) bool {
	for _, l := range Supported {
		if l == code {
			return true
		}
	}
	return false
}

// Detector detects languages; it is immutable and safe for concurrent use.
type Detector struct {
	words     map[string][6]float64
	whitelist whatlanggo.Options
	codes     map[whatlanggo.Lang]int
	trigrams  bool
}

// Options tune a Detector.
type Options struct {
	// Trigrams adds whatlanggo's trigram vote for messages of three words or
	// more. It costs tens of microseconds per message.
	Trigrams bool
}

// New builds a Detector with the default options (lexical cues and trigrams).
func New() *Detector { return NewWith(Options{Trigrams: true}) }

// NewWith builds a Detector with options.
func NewWith(o Options) *Detector {
	d := &Detector{trigrams: o.Trigrams, words: map[string][6]float64{}, codes: map[whatlanggo.Lang]int{
		whatlanggo.Eng: 0, whatlanggo.Spa: 1, whatlanggo.Fra: 2, whatlanggo.Deu: 3, whatlanggo.Ita: 4, whatlanggo.Por: 5,
	}}
	d.whitelist.Whitelist = map[whatlanggo.Lang]bool{}
	for l := range d.codes {
		d.whitelist.Whitelist[l] = true
	}
	count := map[string]int{}
	for _, list := range cueWords {
		seen := map[string]bool{}
		for _, w := range strings.Fields(list) {
			if !seen[w] {
				count[w]++
				seen[w] = true
			}
		}
	}
	for i, list := range cueWords {
		for _, w := range strings.Fields(list) {
			v := d.words[w]
			v[i] = 1 / float64(count[w]*count[w])
			d.words[w] = v
		}
	}
	return d
}

// Result is a detection: the language and whether the text itself said so
// (false when the prior or the fallback decided).
type Result struct {
	Lang      string
	Confident bool
	Scores    [6]float64
}

// Detect returns the language of text among Supported. prior is the
// conversation's language so far ("" for none); fallback is used when
// neither the text nor the prior decides.
func (d *Detector) Detect(text, prior, fallback string) Result {
	if len(text) > 1000 {
		text = text[:1000]
	}
	var sc [6]float64
	lower := strings.ToLower(text)
	words := 0
	// support[i] counts the words whose cue favours language i most, so
	// that one word ("Costa" in "Ana Costa", "ciao") cannot switch a
	// conversation's language.
	var support [6]int
	for _, field := range strings.Fields(lower) {
		if strings.ContainsAny(field, "@/0123456789") {
			// Addresses, links and numbers say nothing of the language,
			// but a clock time written "11am", "3pm" or "10.30am" is
			// English: the other five write "11h", "15:00" or "às 11".
			if englishClock(field) {
				sc[0] += 1
				support[0]++
			}
			continue
		}
		inverted := strings.Contains(field, "-t-")
		if inverted {
			// French inverts with a "-t-" ("y a-t-il", "va-t-on",
			// "a-t-elle"): French, and its "t" is no English "don t".
			sc[2] += 1
			support[2]++
		}
		for _, w := range strings.FieldsFunc(field, func(r rune) bool { return !unicode.IsLetter(r) }) {
			f := fold(w)
			if inverted && f == "t" {
				continue
			}
			if loanwords[f] {
				// "surf", "kayak", "tuk tuk", "fado", "tour": the names of
				// the activities are the same in the six languages and say
				// nothing of the visitor's.
				continue
			}
			words++
			v, ok := d.words[f]
			if !ok && elongated(f) {
				v, ok = d.words[squeeze(f)] // "holaa", "mercii", "graaacias"
			}
			if ok {
				top := 0
				for i := range sc {
					sc[i] += v[i]
					if v[i] > v[top] {
						top = i
					}
				}
				unique := v[top] > 0
				for i := range sc {
					if i != top && v[i] == v[top] {
						unique = false // a word several languages share supports none
					}
				}
				if unique {
					support[top]++
				}
				continue
			}
			if li, ok := nativeNames[f]; ok {
				// "Vous parlez français ?", "Fala português?": a language
				// named in itself asks for it.
				sc[li] += 1
				support[li] += 2
				continue
			}
			suffixCues(f, &sc)
		}
	}
	var letters [6]bool
	for _, r := range lower {
		switch r {
		case 'ñ', '¿', '¡':
			letters[1] = true
			sc[1] += 1.5
		case 'ã', 'õ':
			letters[5] = true
			sc[5] += 1.5
		case 'ç':
			sc[5] += 0.4
			sc[2] += 0.4
		case 'ß', 'ä', 'ö', 'ü':
			letters[3] = true
			sc[3] += 1.5
		case 'ì', 'ò':
			sc[4] += 1
		case 'è':
			sc[4] += 0.5
			sc[2] += 0.5
		case 'ê', 'â', 'ô':
			sc[2] += 0.3
			sc[5] += 0.3
		case 'î', 'û', 'œ', 'ë', 'ï':
			sc[2] += 1
		}
	}
	if n := strings.Count(lower, "ù"); n > 0 {
		// French writes "ù" only in "où"; Italian in "più", "può", "giù"
		// ("il più breve?" is Italian).
		o := strings.Count(lower, "où")
		sc[2] += float64(o)
		sc[4] += float64(n - o)
	}
	best, bestScore, second := top(&sc)
	if d.trigrams && words >= 3 && (bestScore < 1 || bestScore-second < 0.3) {
		// The lexical cues are undecided: ask the trigram detector, which
		// only helps once there is some text and costs about 100 µs, so
		// it is not asked when the words already decided.
		info := whatlanggo.DetectWithOptions(text, d.whitelist)
		if i, ok := d.codes[info.Lang]; ok {
			sc[i] += 0.8 * info.Confidence
		}
		best, bestScore, second = top(&sc)
	}
	pi := index(prior)
	if pi >= 0 {
		// The conversation's language wins unless the text clearly says
		// otherwise: a margin, and at least two words of the new language
		// (or its letters). Low-signal turns ("ok", an email, a name, a
		// number, "Ana Costa" where "costa" is Italian for "costs") keep it.
		if best < 0 || best == pi || bestScore-sc[pi] < 0.9 || support[best] < 2 && !letters[best] {
			return Result{Lang: prior, Confident: best == pi, Scores: sc}
		}
	}
	// Without a conversation, a text that leans to one language (a short
	// "quando abrem", "pode fumar") says more than the business default.
	if best >= 0 && (bestScore >= 0.5 || bestScore >= 0.25 && bestScore-second >= 0.1) {
		return Result{Lang: Supported[best], Confident: bestScore-second > 0.3, Scores: sc}
	}
	if pi >= 0 {
		return Result{Lang: prior, Scores: sc}
	}
	if index(fallback) >= 0 {
		return Result{Lang: fallback, Scores: sc}
	}
	return Result{Lang: "en", Scores: sc}
}

func top(sc *[6]float64) (best int, bestScore, second float64) {
	best = -1
	for i, v := range sc {
		if v > bestScore {
			best, second, bestScore = i, bestScore, v
		} else if v > second {
			second = v
		}
	}
	return best, bestScore, second
}

func index(code string) int {
	for i, l := range Supported {
		if l == code {
			return i
		}
	}
	return -1
}

// suffixCues scores spellings typical of one language (or two) in a word
// that is not a cue word: verb endings, digraphs and word endings survive
// when a visitor types without accents and the word is not in the lists
// ("confirmais", "potremmo", "abrem", "llevamos"). Several may add up.
func suffixCues(w string, sc *[6]float64) {
	if len(w) < 3 {
		return
	}
	has := strings.HasSuffix
	switch {
	case has(w, "cao") || has(w, "coes") || has(w, "oes") || has(w, "ao"):
		sc[5] += 0.6
	case has(w, "cion") || has(w, "ciones"):
		sc[1] += 0.6
	case has(w, "zione") || has(w, "zioni") || has(w, "tto") || has(w, "ggi"):
		sc[4] += 0.5
	case has(w, "ung") || has(w, "ungen") || has(w, "keit") || has(w, "heit") ||
		has(w, "lich") || has(w, "chen") || strings.HasPrefix(w, "sch"):
		sc[3] += 0.6
	case has(w, "eux") || has(w, "eaux") || has(w, "ait") || has(w, "ez"):
		sc[2] += 0.5
	case has(w, "ing") || has(w, "ly") || has(w, "ght"):
		sc[0] += 0.5
	// Verb endings: Italian first plural, conditional and second plural;
	// Spanish second plural; Portuguese third plural; Spanish and
	// Portuguese first plural.
	case has(w, "iamo") || has(w, "emmo") || has(w, "ebbe") || has(w, "ereste"):
		sc[4] += 0.6
	case len(w) >= 5 && (has(w, "ais") || has(w, "eis")):
		sc[1] += 0.4
	// Spanish joins the pronoun to the infinitive ("ponerme", "llevarnos",
	// "vestirme"); Portuguese writes it with a hyphen ("pôr-me"), Italian
	// as "-rmi", "-rci" ("portarmi").
	case len(w) >= 6 && (has(w, "arme") || has(w, "erme") || has(w, "irme") || has(w, "arnos") || has(w, "ernos") || has(w, "irnos")):
		sc[1] += 0.5
	case len(w) >= 5 && (has(w, "am") || has(w, "em")) || has(w, "ui"):
		sc[5] += 0.4
	case len(w) >= 5 && (has(w, "amos") || has(w, "emos") || has(w, "imos")):
		sc[1] += 0.25
		sc[5] += 0.25
	case len(w) >= 5 && (has(w, "ate") || has(w, "ete") || has(w, "ite") || has(w, "are") || has(w, "ere") || has(w, "ire")):
		sc[4] += 0.3
	}
	// Letters in a row: Spanish starts words with "ll" (llueve, llevamos);
	// Portuguese writes "lh" and "nh" (trabalho, amanha is a cue word);
	// Italian doubles consonants before a final vowel (potremmo, fattura).
	switch {
	case strings.HasPrefix(w, "ll"):
		sc[1] += 0.5
	case strings.Contains(w, "lh") || strings.Contains(w, "nh"):
		sc[5] += 0.5
	case italianDouble(w):
		sc[4] += 0.3
	}
}

// italianDouble reports a doubled consonant other than l, r and s (which
// Spanish, Portuguese and English double as well) in a word ending in a
// vowel: "fattura", "accettate", "tranquillo" does not count.
func italianDouble(w string) bool {
	last := w[len(w)-1]
	if !strings.ContainsRune("aeiou", rune(last)) {
		return false
	}
	for i := 1; i < len(w)-1; i++ {
		if w[i] == w[i-1] && strings.ContainsRune("bcdfgmptvz", rune(w[i])) {
			return true
		}
	}
	return false
}

// loanwords are activity names written alike in the six languages (folded):
// they are not cue words and do not count as words of the text, so that
// "aula de surf" or "fate tour in bici?" is read from its other words.
var loanwords = map[string]bool{"surf": true, "surfing": true, "bodyboard": true, "kitesurf": true,
	"windsurf": true, "sup": true, "kayak": true, "kayaks": true, "tuk": true, "tuktuk": true, "tuks": true,
	"fado": true, "tour": true, "tours": true, "rafting": true, "trekking": true, "snorkeling": true,
	"snorkel": true, "segway": true, "jeep": true, "quad": true, "yoga": true, "vip": true}

// englishClock reports a clock time with am/pm glued to it ("11am",
// "3pm", "10.30am", "7:45pm", "11am?"), which only English writes.
func englishClock(field string) bool {
	f := strings.TrimRight(field, ".,;!?)")
	f = strings.TrimSuffix(strings.TrimSuffix(f, "."), ".")
	var rest string
	switch {
	case strings.HasSuffix(f, "am"):
		rest = strings.TrimSuffix(f, "am")
	case strings.HasSuffix(f, "pm"):
		rest = strings.TrimSuffix(f, "pm")
	case strings.HasSuffix(f, "a.m"), strings.HasSuffix(f, "p.m"):
		rest = f[:len(f)-3]
	default:
		return false
	}
	if rest == "" || len(rest) > 5 || rest[0] < '0' || rest[0] > '9' {
		return false
	}
	for _, r := range rest {
		if (r < '0' || r > '9') && r != ':' && r != '.' {
			return false
		}
	}
	return true
}

// nativeNames are the languages' names in themselves (folded).
var nativeNames = map[string]int{"english": 0, "espanol": 1, "castellano": 1, "francais": 2, "deutsch": 3,
	"italiano": 4, "portugues": 5}

// elongated reports a word typed with a letter held down: a doubled final
// vowel ("holaa", "ciaoo") or any letter three times in a row
// ("graaacias"). Ordinary doubled letters ("all", "kajak" aside, "hotel")
// are spelling, and squeezing them turned English "all" into Spanish "al".
func elongated(w string) bool {
	n := len(w)
	if n >= 2 && w[n-1] == w[n-2] && strings.IndexByte("aeiouy", w[n-1]) >= 0 {
		return true
	}
	for i := 2; i < n; i++ {
		if w[i] == w[i-1] && w[i] == w[i-2] {
			return true
		}
	}
	return false
}

// squeeze collapses letters repeated in a row.
func squeeze(w string) string {
	b := make([]byte, 0, len(w))
	for i := 0; i < len(w); i++ {
		if i > 0 && w[i] == w[i-1] {
			continue
		}
		b = append(b, w[i])
	}
	return string(b)
}

func fold(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case 'á', 'à', 'â', 'ä', 'ã':
			b.WriteByte('a')
		case 'é', 'è', 'ê', 'ë':
			b.WriteByte('e')
		case 'í', 'ì', 'î', 'ï':
			b.WriteByte('i')
		case 'ó', 'ò', 'ô', 'ö', 'õ':
			b.WriteByte('o')
		case 'ú', 'ù', 'û', 'ü':
			b.WriteByte('u')
		case 'ç':
			b.WriteByte('c')
		case 'ñ':
			b.WriteByte('n')
		case 'ß':
			b.WriteString("ss")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
