// Package understand reads a visitor's message: its intent and the entities
// the dialogue needs (dates, times, party size, service, contact details,
// the visitor's name, a choice among the options shown). It works on folded
// text (lower case, no accents) so that "manana", "mañana" and "MAÑANA" read
// the same, and matches the six supported languages at once, because short
// chat messages often mix them or are detected wrongly.
package understand

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxRunes bounds the work done on one message: everything after it is
// ignored, so a 4000-character message costs the same as a long sentence.
const maxRunes = 600

// Token is one word or number of a message.
type Token struct {
	Text  string // folded: lower case, accents removed
	Orig  string // as written
	Start int    // byte offset in the original text
	Upper bool   // first letter was upper case in the original
	Num   bool   // all digits
}

// Text is a message prepared for matching.
type Text struct {
	Raw    string
	Tokens []Token // words and numbers in order
	Folded string  // the folded tokens joined by single spaces, padded with spaces
	// offsets holds the byte offset of each token in Folded.
	offsets []int
	digits  int // number of ASCII digits, to skip the number readers cheaply
}

// fold maps a rune to its lower-case unaccented form; ß becomes "ss".
func fold(r rune) string {
	r = unicode.ToLower(r)
	if r < 128 {
		return string(r)
	}
	switch r {
	case 'á', 'à', 'â', 'ä', 'ã', 'å', 'ā':
		return "a"
	case 'é', 'è', 'ê', 'ë', 'ē':
		return "e"
	case 'í', 'ì', 'î', 'ï':
		return "i"
	case 'ó', 'ò', 'ô', 'ö', 'õ', 'ø':
		return "o"
	case 'ú', 'ù', 'û', 'ü':
		return "u"
	case 'ç':
		return "c"
	case 'ñ':
		return "n"
	case 'ß':
		return "ss"
	case 'œ':
		return "oe"
	case 'æ':
		return "ae"
	case 'ÿ':
		return "y"
	}
	return string(r)
}

// Fold lower-cases s and removes accents.
func Fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	foldInto(&b, s)
	return b.String()
}

func foldInto(b *strings.Builder, s string) {
	for _, r := range s {
		if r < 128 {
			b.WriteByte(byte(unicode.ToLower(r)))
			continue
		}
		b.WriteString(fold(r))
	}
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// Prepare tokenises a message. Apostrophes and hyphens split words
// ("l'Alfama", "tuk-tuk"), so phrase lists are written with spaces.
func Prepare(raw string) *Text { return prepare(raw, false) }

// PrepareGerman is Prepare for a message in German: the spellings of the
// umlauts without them, "fuer", "frueh", "moechte", "naechste",
// "Gebuehr", read as the folded umlauts ("fur", "fruh", "mochte"), so
// that every German word list reads both.
func PrepareGerman(raw string) *Text { return prepare(raw, true) }

func prepare(raw string, german bool) *Text {
	if utf8.RuneCountInString(raw) > maxRunes {
		n := 0
		for i := range raw {
			if n == maxRunes {
				raw = raw[:i]
				break
			}
			n++
		}
	}
	raw = strings.ToValidUTF8(raw, " ")
	t := &Text{Raw: raw}
	for i := 0; i < len(raw); i++ {
		if raw[i] >= '0' && raw[i] <= '9' {
			t.digits++
		}
	}
	// The tokens are counted first so that they take one allocation, and
	// each token's folded text is a piece of Folded rather than a string
	// of its own.
	n, in := 0, false
	for _, r := range raw {
		w := isWordRune(r)
		if w && !in {
			n++
		}
		in = w
	}
	t.Tokens = make([]Token, 0, n)
	t.offsets = make([]int, 0, n)
	var fb strings.Builder
	fb.Grow(len(raw) + 2)
	fb.WriteByte(' ')
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		orig := raw[start:end]
		first, _ := utf8.DecodeRuneInString(orig)
		tok := Token{Orig: orig, Start: start, Upper: unicode.IsUpper(first), Num: true}
		for _, r := range orig {
			if !unicode.IsDigit(r) || r > '9' {
				tok.Num = false
				break
			}
		}
		t.offsets = append(t.offsets, fb.Len())
		if german && hasUmlautSpelling(orig) {
			fb.WriteString(deUmlaut(Fold(orig)))
		} else {
			foldInto(&fb, orig)
		}
		fb.WriteByte(' ')
		t.Tokens = append(t.Tokens, tok)
		start = -1
	}
	for i, r := range raw {
		if isWordRune(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
	}
	flush(len(raw))
	t.Folded = fb.String()
	for i := range t.Tokens {
		end := len(t.Folded) - 1 // each token is followed by one space
		if i+1 < len(t.offsets) {
			end = t.offsets[i+1] - 1
		}
		t.Tokens[i].Text = t.Folded[t.offsets[i]:end]
	}
	return t
}

// Has reports whether the folded message contains the phrase as whole words.
// The phrase must be folded and single-spaced.
func (t *Text) Has(phrase string) bool {
	return strings.Contains(t.Folded, " "+phrase+" ")
}

// Find returns the token index where the phrase starts, or -1.
func (t *Text) Find(phrase string) int {
	i := strings.Index(t.Folded, " "+phrase+" ")
	if i < 0 {
		return -1
	}
	return t.tokenAt(i + 1)
}

// tokenAt returns the index of the token starting at byte offset off of Folded.
func (t *Text) tokenAt(off int) int {
	i := sort.SearchInts(t.offsets, off)
	if i < len(t.offsets) && t.offsets[i] == off {
		return i
	}
	return -1
}

// FindAll returns every token index where the phrase starts.
func (t *Text) FindAll(phrase string) []int {
	var out []int
	needle := " " + phrase + " "
	off := 0
	for {
		i := strings.Index(t.Folded[off:], needle)
		if i < 0 {
			return out
		}
		out = append(out, t.tokenAt(off+i+1))
		off += i + 1
	}
}

// Word returns the folded token at i, or "" out of range.
func (t *Text) Word(i int) string {
	if i < 0 || i >= len(t.Tokens) {
		return ""
	}
	return t.Tokens[i].Text
}

// Words returns the folded token texts.
func (t *Text) Words() []string {
	out := make([]string, len(t.Tokens))
	for i, tok := range t.Tokens {
		out[i] = tok.Text
	}
	return out
}

// phraseWords counts the words of a phrase.
func phraseWords(p string) int { return strings.Count(p, " ") + 1 }

// hasUmlautSpelling reports "ae", "oe" or "ue" in a word, in any case.
func hasUmlautSpelling(w string) bool {
	for i := 0; i+1 < len(w); i++ {
		c, d := w[i]|0x20, w[i+1]|0x20
		if d == 'e' && (c == 'a' || c == 'o' || c == 'u') {
			return true
		}
	}
	return false
}

// umlautKeep are words whose "ae", "oe" or "ue" is no umlaut: "eventuell",
// "zuerst", and English words a German message may carry.
var umlautKeep = map[string]bool{"zuerst": true, "guest": true, "guests": true, "tuesday": true, "tuesdays": true,
	"poesie": true, "poet": true, "aerobic": true, "israel": true, "michael": true, "raphael": true, "joel": true,
	"noel": true, "zoe": true, "chloe": true, "manuel": true, "samuel": true, "emanuel": true, "sequenz": true,
	"aeroport": true, "aeroporto": true, "aeropuerto": true, "duett": true, "duell": true}

// deUmlaut reads a folded German word written with "ae", "oe", "ue" for
// the umlauts as the folded umlaut: "fuer" is "fur", "grossvaeter" is
// "grossvater". An "e" after another vowel's "u" ("dauert", "teuer",
// "neue"), after "q", at the end of a word ("Statue", "blue", "due") or in
// "-uell" ("aktuell", "eventuell") is no umlaut.
func deUmlaut(w string) string {
	if umlautKeep[w] {
		return w
	}
	b := make([]byte, 0, len(w))
	for i := 0; i < len(w); i++ {
		c := w[i]
		b = append(b, c)
		if i+1 >= len(w) || w[i+1] != 'e' || c != 'a' && c != 'o' && c != 'u' || i+2 >= len(w) {
			continue
		}
		if i > 0 && strings.IndexByte("aeiouq", w[i-1]) >= 0 {
			continue // "dauert", "teuer", "quelle"
		}
		if c == 'u' && strings.HasPrefix(w[i+1:], "ell") {
			continue // "aktuell", "eventuell"
		}
		i++ // drop the "e"
	}
	return string(b)
}
