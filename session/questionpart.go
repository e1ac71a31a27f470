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
	whole := 0 // clauses asked as they are
	wondered := false
	for _, c := range cs {
		ws := foldedWords(msg[c.start:c.end])
		if wondered && len(ws) >= 2 {
			// "ich wollte noch wissen, ob Wasser inklusive ist": the clause
			// after the wish to know is what is asked
			out = append(out, msg[c.start:c.end])
			wondered = false
			continue
		}
		wondered = wondersAtEnd(ws)
		if p := afterWondering(ws); p != "" {
			// "..., por isso queria saber como é que se chega lá": what
			// one wants to know, said in the middle of a sentence
			out = append(out, p)
		} else if p := tagged(ws); p != "" {
			// "... on est deux et notre fils a 7 ans cest possible": a
			// tag at the end asks about what the words before it say
			out = append(out, p)
		} else if knowledge.IsQuestion(msg[c.start:c.end]) {
			out = append(out, msg[c.start:c.end])
			whole++
		}
	}
	if len(out) > n {
		if whole == len(cs) {
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
		return append(out, msg[cs[toldBefore(cs, i)].start:c.end])
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

// toldBefore returns the first of the clauses that tell what the clause i
// asks about: the one before it, and those before that one a comma joins
// to it (cs[i-1] must not be a question).
func toldBefore(cs []clause, i int) int {
	j := i - 1
	for j > 0 && cs[j-1].comma && !cs[j-1].marked {
		j--
	}
	return j
}

// withToldBefore returns the part p of msg (a clause, or its end) with
// the clauses before it that tell what it asks about (toldBefore), or ""
// when a question or the start of the message is right before it: "my
// dad walks with a stick - would the tuk tuk be ok for him?" for "would
// the tuk tuk be ok for him".
func withToldBefore(msg, p string) string {
	at := strings.Index(msg, strings.TrimSpace(p))
	if at < 0 {
		return ""
	}
	var buf [8]clause
	cs := splitClauses(msg, buf[:0])
	for i, c := range cs {
		if at >= c.start && at < c.end {
			if i == 0 || cs[i-1].marked {
				return ""
			}
			return msg[cs[toldBefore(cs, i)].start:c.end]
		}
	}
	return ""
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
		tell := tellWords[ws[i+1]] && askToTell[ws[i]]
		if !knowWords[ws[i+1]] && !tell {
			continue
		}
		// the words before the verb of knowing, past an adverb ("gostaria
		// igualmente de saber", "I'd also like to know") and "de", "to"
		j := i
		if (ws[j] == "de" || ws[j] == "to") && j > 0 {
			j--
		}
		for j > 0 && alsoWords[ws[j]] {
			j--
		}
		if !wantWords[ws[j]] && !tell {
			continue
		}
		rest := ws[i+2:]
		if tell {
			rest = ws[i+1:] // "si la actividad se realiza ..."
		}
		for len(rest) > 0 && alsoWords[rest[0]] {
			rest = rest[1:] // "quisiera saber asimismo cuáles son ..."
		}
		if len(rest) >= 2 {
			return strings.Join(rest, " ")
		}
	}
	return ""
}

// askToTell ask to be told, before whether ("les agradecería que me
// indicaran si ...", "could you tell me whether ...", "pourriez-vous
// m'indiquer si ...", "können Sie mir sagen, ob ...", "potrebbe dirmi
// se ...", "poderiam informar-me se ...") (folded); tellWords are the
// words of whether that follow them.
var askToTell = wordSet(`tell advise indicate indicaran indicasen indicar indiqueis indiquen indicarme indicarnos decirme decir
	dijeran digan indiquer indiquez indiquiez dire dites sagen mitteilen dirmi dirci dire indicarmi indicarci indicare
	informar informarme informe informem dizer digam`)
var tellWords = wordSet(`if whether si ob se`)

// wondersAtEnd reports a clause that ends with wanting to know or to ask
// ("Ich wollte auch noch wissen", "I wanted to ask", "je voulais
// demander"): the clause after it is the question.
func wondersAtEnd(ws []string) bool {
	n := len(ws)
	if n < 2 || !knowWords[ws[n-1]] {
		return false
	}
	j := n - 2
	if (ws[j] == "de" || ws[j] == "to") && j > 0 {
		j--
	}
	for j > 0 && alsoWords[ws[j]] {
		j--
	}
	return wantWords[ws[j]]
}

// alsoWords are adverbs said beside wanting to know: "also", "asimismo",
// "igualmente", "aussi", "auch", "anche", "também" (folded).
var alsoWords = map[string]bool{"also": true, "too": true, "further": true, "asimismo": true, "tambien": true,
	"igualmente": true, "ademas": true, "aussi": true, "egalement": true, "auch": true, "noch": true, "gerne": true,
	"anche": true, "inoltre": true, "pure": true, "tambem": true, "ainda": true, "just": true, "really": true}

// tagged returns what a clause without a mark asks with a yes/no tag at
// its end ("... on est deux adultes et notre fils qui a 7 ans cest
// possible", "... somos cuatro y mi mujer se marea, que tal es"): the
// words from the last joining word before the tag on, the circumstance
// the tag asks about, when at least two words say it.
func tagged(ws []string) string {
	k := knowledge.TagLen(ws)
	if k == 0 {
		return ""
	}
	end := len(ws) - k
	for i := end - 1; i > 0; i-- {
		if joinWords[ws[i]] {
			if end-i-1 >= 2 {
				return strings.Join(ws[i+1:], " ")
			}
			break
		}
	}
	return ""
}

// joinWords join the clauses of a sentence run on: "and", "y", "et", "und",
// "e", "but" (folded).
var joinWords = map[string]bool{"and": true, "but": true, "y": true, "pero": true, "et": true, "mais": true,
	"und": true, "aber": true, "e": true, "ma": true, "mas": true}

// wantWords want or would like (folded), before a verb of knowing.
var wantWords = map[string]bool{"wanted": true, "want": true, "like": true, "love": true,
	"queria": true, "queriamos": true, "quisiera": true, "quisieramos": true, "quiero": true, "queremos": true, "gustaria": true,
	"voudrais": true, "voudrions": true, "voulais": true, "voulions": true, "veux": true, "aimerais": true, "aimerions": true,
	"wollte": true, "wollten": true, "mochte": true, "mochten": true, "gerne": true, "gern": true, "will": true,
	"vorrei": true, "vorremmo": true, "volevo": true, "volevamo": true, "voglio": true, "piacerebbe": true,
	"gostaria": true, "gostariamos": true, "quero": true, "desejava": true, "pretendia": true}

// knowWords are the verbs of knowing, and of asking (folded).
var knowWords = map[string]bool{"know": true, "saber": true, "savoir": true, "wissen": true, "sapere": true,
	"ask": true, "preguntar": true, "preguntaros": true, "preguntarles": true, "demander": true, "fragen": true,
	"nachfragen": true, "chiedere": true, "chiedervi": true, "perguntar": true}

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
		if midOpenings[ws[i]] || midOpenings[ws[i]+" "+ws[i+1]] || i > 1 && i+2 < len(ws) && joinWords[ws[i-1]] && auxOpens[ws[i]] {
			return strings.Join(ws[i:], " ")
		}
	}
	return ""
}

// auxOpens are the English auxiliaries that open a question after "and"
// in a sentence that runs on: "... theres three of us and does everyone
// get a helmet".
var auxOpens = map[string]bool{"does": true, "do": true, "is": true, "are": true, "can": true, "could": true,
	"will": true, "would": true, "should": true, "did": true}

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
