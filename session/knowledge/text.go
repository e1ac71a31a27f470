// Package knowledge answers visitors' questions from a business's own
// knowledge: the facts of its services (meeting point, what is included,
// accessibility, ages, ...), its business-wide facts (payment, cancellation,
// contact, support hours) and its knowledge entries.
//
// Retrieval is classic and deterministic: text is folded (lower case, no
// accents), split into words, mapped through a lexicon of concepts shared by
// the six languages (so "wheelchair", "silla de ruedas" and "Rollstuhl" are
// one term), stripped of stop words and stemmed with the Snowball stemmer of
// its language. Documents (one per fact topic, one per entry) are ranked
// with BM25, and a candidate is accepted only when it covers most of the
// question's informative words (IDF-weighted), so a question about
// something the business never wrote down ("can I bring my dog?") is
// answered with "I don't know" rather than with the nearest fact.
package knowledge

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/english"
	"github.com/blevesearch/snowballstem/french"
	"github.com/blevesearch/snowballstem/german"
	"github.com/blevesearch/snowballstem/italian"
	"github.com/blevesearch/snowballstem/portuguese"
	"github.com/blevesearch/snowballstem/spanish"
)

// Languages are the languages the analyser stems; others use English.
var Languages = []string{"en", "es", "fr", "de", "it", "pt"}

// maxQueryRunes bounds the work done on one question.
const maxQueryRunes = 400

// fold lower-cases s and removes accents; ß becomes "ss".
func fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if r < utf8.RuneSelf {
			b.WriteByte(byte(unicode.ToLower(r)))
			continue
		}
		r = unicode.ToLower(r)
		switch r {
		case 'á', 'à', 'â', 'ä', 'ã', 'å', 'ā':
			b.WriteByte('a')
		case 'é', 'è', 'ê', 'ë', 'ē':
			b.WriteByte('e')
		case 'í', 'ì', 'î', 'ï':
			b.WriteByte('i')
		case 'ó', 'ò', 'ô', 'ö', 'õ', 'ø':
			b.WriteByte('o')
		case 'ú', 'ù', 'û', 'ü':
			b.WriteByte('u')
		case 'ç':
			b.WriteByte('c')
		case 'ñ':
			b.WriteByte('n')
		case 'ß':
			b.WriteString("ss")
		case 'œ':
			b.WriteString("oe")
		case 'æ':
			b.WriteString("ae")
		case '’', '‘', '´', '`':
			b.WriteByte('\'')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// words splits folded text into words of letters and digits. Apostrophes
// and hyphens split ("l'accès", "tuk-tuk"), except the English "'s", "'re",
// "'m", "n't" endings, which are dropped with the apostrophe.
func words(folded string, max int) []string {
	out := make([]string, 0, 16)
	start := -1
	n := 0
	for i, r := range folded {
		if n++; n > max {
			break
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, folded[start:i])
			start = -1
		}
	}
	if start >= 0 && n <= max {
		out = append(out, folded[start:])
	}
	return out
}

// stemmer stems folded words of one language.
type stemmer func(env *snowballstem.Env) bool

var stemmers = map[string]stemmer{
	"en": english.Stem, "es": spanish.Stem, "fr": french.Stem,
	"de": german.Stem, "it": italian.Stem, "pt": portuguese.Stem,
}

// stem returns the Snowball stem of a folded word in lang (English for an
// unknown language). Numbers and very short words are kept as they are.
func stem(lang, w string) string {
	if len(w) <= 3 {
		return w
	}
	st, ok := stemmers[lang]
	if !ok {
		st = english.Stem
	}
	env := snowballstem.NewEnv(w)
	st(env)
	if s := env.Current(); s != "" {
		return s
	}
	return w
}

// plural trims a final "s" of longer words, so that phrase lists match
// singular and plural forms ("silla de rueda(s)").
func plural(w string) string {
	if len(w) > 3 && w[len(w)-1] == 's' {
		return w[:len(w)-1]
	}
	return w
}
