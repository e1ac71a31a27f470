package session

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tourchat/tourchat/session/knowledge"
	"github.com/tourchat/tourchat/session/understand"
)

// clause is a stretch of a message between two marks that end a sentence or
// a clause: its byte range, whether a question mark ends it (or "¿" opens
// it), and whether a comma ends it (the sentence goes on).
type clause struct {
	start, end int
	marked     bool
	comma      bool
}

// splitClauses cuts a message at sentence ends ". ! ? ¡ ¿ … ;", at colons,
// commas, brackets, dashes between spaces, line breaks and emoji. A point,
// comma or colon between two digits ("8.30", "2,5", "10:30") cuts nothing.
func splitClauses(msg string, out []clause) []clause {
	start, opened := 0, false
	var prev rune
	emit := func(end int, marked bool) {
		text := strings.TrimSpace(msg[start:end])
		switch {
		case text != "":
			comma := end < len(msg) && msg[end] == ','
			out = append(out, clause{start: start, end: end, marked: marked || opened, comma: comma})
		case marked && len(out) > 0:
			out[len(out)-1].marked = true // "hotel?!", "ok!?"
		}
		opened = false
	}
	for i, r := range msg {
		_, w := utf8.DecodeRuneInString(msg[i:]) // 1 for a byte that is no UTF-8
		cut, marked := false, false
		switch {
		case r == '?':
			cut, marked = true, true
		case r == '¿':
			emit(i, false)
			start, opened = i+w, true
			prev = r
			continue
		case r == '.' || r == ',' || r == ':':
			next, _ := utf8.DecodeRuneInString(msg[i+w:])
			cut = !(unicode.IsDigit(prev) && unicode.IsDigit(next))
		case r == '-':
			next, _ := utf8.DecodeRuneInString(msg[i+w:])
			cut = prev == ' ' && (next == ' ' || next == utf8.RuneError)
		case strings.ContainsRune("!¡;…()[]\n–—", r), unicode.Is(unicode.So, r):
			cut = true
		}
		if cut {
			emit(i, marked)
			start = i + w
		}
		prev = r
	}
	emit(len(msg), false)
	return out
}

// questionParts are the questions a longer message asks beside what else
// it says (the tour, the day and the party, a greeting, a story), each
// asked alone: its clauses ending with a question mark ("hola!! queremos
// la excursión a Sintra el miércoles, somos 3. nos recogen en el hotel??"),
// each followed by its question without the lead or the condition around
// it (askedIn); in a message without a mark, the clauses a question word
// opens ("..., is it possible to rent a wetsuit"), or the words from a
// question's opening on in a sentence that runs on ("... am Freitag den
// Fado-Abend machen kann man da mit Karte zahlen"); lang is the message's
// language (which words open a condition). A vague question ("is that
// ok?", "hay problema?") is asked with the circumstance said before it
// (askedIn). marked reports question marks. There are none when the
// message asks nothing, nor the message itself when it is all one
// question. The parts are appended to out.
func questionParts(msg, lang string, out []string) (parts []string, marked bool) {
	var buf [8]clause
	cs := splitClauses(msg, buf[:0])
	n := len(out)
	for i, c := range cs {
		if c.marked {
			out = askedIn(msg, lang, cs, i, out)
			marked = true
		}
	}
	if marked {
		return out, true
	}
	for _, c := range cs {
		text := msg[c.start:c.end]
		if p := afterWondering(foldedWords(text)); p != "" && !strings.ContainsAny(text, "?¿") {
			// "..., por isso queria saber como é que se chega lá", "donc
			// je voudrais savoir comment on y va": what one wants to
			// know, said in the middle of a sentence (a polite opening
			// makes the clause a question too: the question is after it)
			out = append(out, p)
		} else if knowledge.IsQuestion(text) {
			out = append(out, text)
		}
	}
	if len(out) > n {
		if len(out)-n == len(cs) {
			return out[:n], false
		}
		return out, false
	}
	if p := fromOpening(foldedWords(msg)); p != "" {
		out = append(out, p)
	}
	return out, false
}

// askedIn appends what the marked clause i asks: the clause (unless it is
// the whole message), then the clause from its question's opening on, past
// a lead ("se poi non possiamo venire si può cancellare gratis" from "si
// può"), or without the condition that ends it ("is it possible to cancel
// later if plans change"). A clause that is only the condition of the one
// before it asks that one ("kann man kostenlos stornieren, falls wir krank
// werden?"). Whether the first word opens a condition depends on the
// language: "si" is "if" in Spanish and French but Italian's impersonal
// ("si vedono i delfini?" asks), "se" is "if" in Italian and Portuguese
// but Spanish's reflexive ("se ven delfines?" asks).
//
// A vague question ("is that ok?", "c'est grave ?", "geht das?", "pode
// ser?": knowledge.Vague) asks about the circumstance the visitor stated
// just before it: it is asked with the clause before it, and the clauses
// before that one a comma joins to it, up to another question ("we have a
// dog, is that ok?", "mia figlia ha 3 anni, va bene?").
func askedIn(msg, lang string, cs []clause, i int, out []string) []string {
	c := cs[i]
	text := msg[c.start:c.end]
	if i > 0 && !cs[i-1].marked && knowledge.Vague(text, lang) {
		j := i - 1
		for j > 0 && cs[j-1].comma && !cs[j-1].marked {
			j--
		}
		return append(out, msg[cs[j].start:c.end])
	}
	ws := foldedWords(text)
	opens := conditionals
	if o, ok := conditionalsIn[lang]; ok {
		opens = o
	}
	if len(ws) > 1 && opens[ws[0]] && !midOpenings[ws[0]+" "+ws[1]] { // ("se puede" asks)
		if p := fromOpening(ws); p != "" {
			return append(out, p)
		}
		if i > 0 && cs[i-1].comma && !cs[i-1].marked {
			if happens(foldedWords(msg[cs[i-1].start:cs[i-1].end])) {
				// "was passiert, wenn das Wetter schlecht ist?": the clause
				// before asks only what happens; the condition is what
				// it is asked about
				return append(out, msg[cs[i-1].start:c.end])
			}
			return append(out, msg[cs[i-1].start:cs[i-1].end])
		}
	}
	if len(cs) > 1 {
		out = append(out, text)
	}
	if p := fromOpening(ws); p != "" {
		return append(out, p)
	}
	for k := 2; k < len(ws); k++ {
		if conditionals[ws[k]] && ws[k] != "se" {
			return append(out, strings.Join(ws[:k], " "))
		}
	}
	return out
}

// happens reports a clause that asks only what happens or what is then
// ("what happens", "was passiert", "was ist dann", "qué pasa", "qu'est-ce
// qui se passe", "cosa succede", "o que acontece"): a question word, a
// verb of happening, and little else.
func happens(ws []string) bool {
	if len(ws) == 0 || len(ws) > 5 || !whOpens[ws[0]] {
		return false
	}
	for _, w := range ws[1:] {
		if happenWords[w] {
			return true
		}
	}
	return len(ws) <= 3 && (ws[len(ws)-1] == "then" || ws[len(ws)-1] == "dann")
}

// whOpens are the question words a clause of what happens opens with.
var whOpens = map[string]bool{"what": true, "whats": true, "was": true, "que": true, "qu": true, "quoi": true,
	"cosa": true, "che": true, "o": true, "and": true, "und": true, "y": true, "et": true, "e": true}

// happenWords are the verbs of happening (folded).
var happenWords = map[string]bool{"happen": true, "happens": true, "passiert": true, "geschieht": true, "pasa": true,
	"pasaria": true, "ocurre": true, "passe": true, "passera": true, "succede": true, "succedera": true,
	"capita": true, "acontece": true, "acontecera": true}

// conditionals open a condition: "if", "si", "wenn", "falls", "se" (also
// Portuguese's reflexive "pode-se": never cut at it), "caso".
var conditionals = map[string]bool{"if": true, "si": true, "wenn": true, "falls": true, "se": true, "caso": true, "qualora": true}

// conditionalsIn are the words that open a condition at the start of a
// clause, by language (conditionals for another).
var conditionalsIn = map[string]map[string]bool{
	"en": {"if": true},
	"es": {"si": true},
	"fr": {"si": true},
	"de": {"wenn": true, "falls": true},
	"it": {"se": true, "qualora": true},
	"pt": {"se": true, "caso": true},
}

// afterWondering returns the words after saying one wants to know ("I
// wanted to know", "quisiera saber", "je voudrais savoir", "ich möchte
// wissen", "vorrei sapere", "queria saber") inside a clause, when at
// least two words follow: the question asked indirectly.
func afterWondering(ws []string) string {
	for i := 0; i+1 < len(ws); i++ {
		if !knowWords[ws[i+1]] || !wantWords[ws[i]] && !(ws[i] == "de" && i > 0 && wantWords[ws[i-1]]) &&
			!(ws[i] == "to" && i > 0 && wantWords[ws[i-1]]) {
			continue
		}
		if rest := ws[i+2:]; len(rest) >= 2 {
			return strings.Join(rest, " ")
		}
	}
	return ""
}

// wantWords want or would like (folded), before a verb of knowing.
var wantWords = map[string]bool{"wanted": true, "want": true, "like": true, "love": true,
	"queria": true, "queriamos": true, "quisiera": true, "quisieramos": true, "quiero": true, "queremos": true, "gustaria": true,
	"voudrais": true, "voudrions": true, "voulais": true, "voulions": true, "veux": true, "aimerais": true, "aimerions": true,
	"wollte": true, "wollten": true, "mochte": true, "mochten": true, "gerne": true, "gern": true, "will": true,
	"vorrei": true, "vorremmo": true, "volevo": true, "volevamo": true, "voglio": true, "piacerebbe": true,
	"gostaria": true, "gostariamos": true, "quero": true, "desejava": true, "pretendia": true}

// knowWords are the verbs of knowing (folded).
var knowWords = map[string]bool{"know": true, "saber": true, "savoir": true, "wissen": true, "sapere": true}

// foldedWords are the words of s, folded.
func foldedWords(s string) []string {
	return strings.FieldsFunc(understand.Fold(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// fromOpening returns the words from a question's opening on, when one
// comes after the first word: "... machen kann man da mit Kreditkarte
// bezahlen", "se poi non possiamo venire si può cancellare". The openings
// are modal verbs and "there is" with their subject, in the order a
// question puts them.
func fromOpening(ws []string) string {
	for i := 1; i+1 < len(ws); i++ {
		if midOpenings[ws[i]] || midOpenings[ws[i]+" "+ws[i+1]] {
			return strings.Join(ws[i:], " ")
		}
	}
	return ""
}

// midOpenings open a question inside a sentence (folded): a modal or "there
// is" with its subject in a question's order, or a verb that opens
// questions on its own in chat ("podemos", "possiamo", "pode").
var midOpenings = map[string]bool{}

func init() {
	for _, o := range []string{
		"can we", "can i", "could we", "could i", "do you", "do we", "do i", "is there", "are there", "is it", "does it",
		"should we", "will there", "may we",
		"se puede", "se podria", "hay que", "es posible", "puedo", "podemos", "podriamos", "teneis", "aceptais", "aceptan", "hace falta",
		"est ce", "peut on", "pourrait on", "a t", "c est possible", "pouvez vous", "acceptez vous", "faut il", "avez vous", "puis je",
		"kann man", "kann ich", "konnen wir", "konnte man", "gibt es", "muss man", "mussen wir", "darf man", "durfen wir",
		"habt ihr", "haben sie", "nehmt ihr", "nehmen sie", "brauchen wir", "braucht man",
		"si puo", "si possono", "ci sono", "c e", "e possibile", "possiamo", "posso", "avete", "accettate", "bisogna",
		"pode", "podemos", "posso", "da para", "tem como", "e possivel", "aceitam", "precisamos", "preciso",
	} {
		midOpenings[o] = true
	}
}
