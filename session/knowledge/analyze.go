package knowledge

import (
	"slices"
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
					if s := stem(l, w); len(s) >= 5 && !stemClashes[s] {
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
	if lang == "de" {
		for i, w := range ws {
			ws[i] = umlautWritten(w)
		}
	}
	out := make([]token, 0, len(ws))
	sing := make([]string, len(ws))
	for i, w := range ws {
		sing[i] = plural(w)
	}
	card, paid := false, false // a card word that may be a map, and a sign of paying
	dated := dayWordsOfMonth(ws)
	for i := 0; i < len(ws); i++ {
		if i < len(dated) && dated[i] {
			continue // "am ersten Dezember", "el primero de diciembre": a day of the booking, the dialogue's
		}
		if cardWords[ws[i]] {
			card = true
			paid = paid || i > 0 && payPrepositions[ws[i-1]] // "par carte", "mit Karte", "con carta"
		}
		paid = paid || cardOK[ws[i]] // "geht auch Karte?", "la carte c'est possible ?"
		if waveWords[ws[i]] && (ws[i] != "onde" || lang == "it") {
			if j := bigAfter(ws, i); j > 0 {
				// "if the waves are really big", "se as ondas estiverem
				// muito grandes", "wenn die Wellen zu hoch sind": a rough
				// sea, the size aside
				out = append(out, token{term: "~weather", surface: ws[i]})
				i = j
				continue
			}
		}
		if lang == "pt" && (ws[i] == "van" || ws[i] == "vans") {
			// the Brazilian "van" is the vehicle ("tem van saindo do
			// centro?"); elsewhere a bare "van" is the Spanish verb
			out = append(out, token{term: "~vehicle"})
			continue
		}
		if j := walkTrouble(ws, i); j > 0 {
			// "a de la misère à marcher", "anda com dificuldade", "kann
			// schlecht laufen", "struggles to walk": walking with
			// difficulty, in everyday words, is asked as a wheelchair is
			out = append(out, token{term: "~wheelchair"})
			i = j
			continue
		}
		if j := unsteadyFeet(ws, i); j > 0 {
			// "nicht mehr so gut zu Fuß", "not so steady on her feet
			// anymore", "plus très solide sur ses jambes": not being good
			// on one's feet is walking with difficulty
			out = append(out, token{term: "~wheelchair"})
			i = j
			continue
		}
		if ps := lx.phrases[sing[i]]; len(ps) > 0 {
			matched := false
			for _, p := range ps {
				if i+len(p.words) <= len(ws) && equalWords(sing[i:i+len(p.words)], p.words) {
					if c := p.concept; c != "" {
						if c == "~suitable" && sing[i] == "geht" && slices.Contains(ws[i+len(p.words):], "los") {
							c = "~start" // "wo geht die Tour los?": where it starts, not whether it suits
						}
						if c == "~suitable" && sing[i] == "geht" && len(out) > 0 && out[len(out)-1].term == "~duration" {
							c = "" // "wie lange geht das denn?": how long it goes on, said once
						}
						if c != "" {
							out = append(out, token{term: c})
						}
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
		if n, unit := splitNumber(w); n >= 0 && (yearUnits[unit] || monthUnits[unit]) {
			// "7yo", "8jährige": an age (see ages), no word of its own
			out = append(out, token{number: n, isNum: true})
			continue
		}
		if c, ok := lx.single[w]; ok {
			out = append(out, token{term: c, surface: w})
			continue
		}
		if feelBad[w] && saidOfMe(ws, i) {
			// "mir wird auf dem Boot immer schlecht": feeling sick, the
			// words between the person and the feeling aside
			out = append(out, token{term: "~seasick", surface: w})
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
	if card && !paid {
		for _, tk := range out {
			if (tk.term == "~pay" && !cardWords[tk.surface]) || tk.term == "~accept" {
				paid = true
				break
			}
		}
		if !paid {
			// "on reçoit une carte ?", "bekommen wir eine Karte?": nothing
			// pays, the card is a map
			for i := range out {
				if cardWords[out[i].surface] {
					out[i].term = "~map"
				}
			}
		}
	}
	return out
}

// cardWords are the words of a payment card that also mean a map: the
// French "carte", the German "Karte", the Italian "carta". They pay
// beside paying ("payer par carte", "akzeptiert ihr Karte?", "pagare con
// la carta"), else they are a map.
var cardWords = setOf("carte", "karte", "carta")

// cardOK are the words that ask whether a card will do, as a payment:
// "geht auch Karte?", "la carte, c'est possible ?", "la carta va bene?".
var cardOK = setOf("geht", "gehts", "moglich", "possible", "possibile", "possivel", "posible", "ok", "okay",
	"marche", "passt", "bene")

// payPrepositions before a card word say paying with it: "par carte",
// "mit Karte", "con carta", "per carta", "en carte".
var payPrepositions = setOf("par", "mit", "con", "per")

// umlautWritten reads a German word written without umlauts, "ue" for
// "ü" ("fuer", "zurueck", "Stadtfuehrung", "koennen", "Gaeste"), as its
// folded form ("fur", "zuruck"): the pair after a consonant or opening
// the word, not after a vowel ("neue", "teuer", "Dauer").
func umlautWritten(w string) string {
	if !strings.Contains(w, "ue") && !strings.Contains(w, "oe") && !strings.Contains(w, "ae") {
		return w
	}
	b := make([]byte, 0, len(w))
	for i := 0; i < len(w); i++ {
		c := w[i]
		if i+1 < len(w) && w[i+1] == 'e' && (c == 'u' || c == 'o' || c == 'a') && (i == 0 || !isVowel(w[i-1])) {
			b = append(b, c)
			i++
			continue
		}
		b = append(b, c)
	}
	return string(b)
}

func isVowel(c byte) bool { return strings.IndexByte("aeiouy", c) >= 0 }

// walkWords say walking, as a verb or its noun ("beim Gehen"), and
// troubleWords a difficulty or a hardship: "difficulty", "misère" (Quebec),
// "du mal", "cuesta", "Probleme", "schwer", "fatica", "custa".
var (
	walkWords = setOf("walk", "walks", "walking", "marcher", "marche", "marchent", "caminar", "camina", "caminando",
		"caminan", "andar", "anda", "andando", "laufen", "lauft", "gehen", "camminare", "cammina", "camminando",
		"caminhar", "caminha", "caminhando")
	troubleWords = setOf("difficulty", "difficulties", "trouble", "troubles", "struggle", "struggles", "struggling",
		"misere", "mal", "difficulte", "difficultes", "difficilement", "peine", "dificultad", "dificultades", "cuesta",
		"problemas", "probleme", "problemen", "schwer", "schlecht", "muhe", "fatica", "difficolta", "problemi",
		"dificuldade", "dificuldades", "custa", "problema")
	// findWords lead a difficulty found in walking ("finds walking hard",
	// "finds it hard to walk"), where foundTrouble also take a plain
	// hard or difficult as the hardship.
	findWords    = setOf("find", "finds", "found", "finding")
	foundTrouble = union(troubleWords, setOf("hard", "harder", "difficult", "tough", "tiring"))
	// walkGlue stand between the difficulty and the walking: "trouble
	// to walk", "à marcher", "para caminar", "beim Laufen", "em andar".
	walkGlue = setOf("to", "a", "de", "para", "en", "al", "beim", "zum", "mit", "dem", "in", "nel", "nello", "em", "ao",
		"com", "with", "avec", "con", "lhe", "le", "les", "sich", "das", "las", "des", "aux", "alle", "den", "his", "her",
		// how much: "le cuesta mucho caminar", "a beaucoup de mal à marcher"
		"mucho", "much", "beaucoup", "bastante", "sehr", "molta", "tanta", "muita", "muito", "real", "really", "bit")
)

// union is the words of both sets.
func union(a, b map[string]bool) map[string]bool {
	m := make(map[string]bool, len(a)+len(b))
	for w := range a {
		m[w] = true
	}
	for w := range b {
		m[w] = true
	}
	return m
}

// walkTrouble reports walking with difficulty said from token i on, a
// difficulty then the walking ("has trouble walking", "le cuesta
// caminar", "a de la misère à marcher", "kann schlecht laufen", "fa
// fatica a camminare", "tem dificuldade em andar") or the walking then
// the difficulty ("walks with difficulty", "anda com dificuldade",
// "cammina a fatica", "läuft schlecht"), with at most two small words
// between; it returns the last token, 0 when there is none. After a
// finding ("finds walking hard", "finds it difficult to walk") a plain
// hard or difficult is the hardship too.
func walkTrouble(ws []string, i int) int {
	trouble := troubleWords
	if findWords[ws[i]] {
		i++
		if i < len(ws) && ws[i] == "it" {
			i++
		}
		if i >= len(ws) {
			return 0
		}
		trouble = foundTrouble
	}
	within := func(j int, want map[string]bool) int {
		for k := j; k < len(ws) && k <= j+2; k++ {
			if want[ws[k]] {
				return k
			}
			if !walkGlue[ws[k]] {
				return 0
			}
		}
		return 0
	}
	end := 0
	switch {
	case trouble[ws[i]]:
		end = within(i+1, walkWords)
	case walkWords[ws[i]]:
		end = within(i+1, trouble)
	}
	if end > 0 {
		if k := within(end+1, legWords); k > 0 {
			end = k // "anda mal das pernas": the legs are the walking's
		}
	}
	return end
}

// Being good on one's feet. notWords say no (folded; the English "n't"
// is split off: "isn t", its "t" a fill word); steadyWords say good or steady; steadyFill
// stand between the no and the good ("nicht mehr so gut", "not very", "ya
// no está muy", "plus très", "non è più tanto", "já não está muito");
// steadyOn between the good and the feet ("on her", "zu", "sur ses",
// "sulle", "das"); shakyWords say bad or unsteady with no "no" ("schlecht
// zu Fuß", "unsteady on her feet"); feetWords are the feet or the legs;
// footReach, after them, say a place reached on foot ("gut zu Fuß
// erreichbar": easy to walk to, no one's body).
var (
	notWords    = setOf("not", "isn", "aren", "no", "nicht", "kaum", "ne", "n", "pas", "plus", "non", "nao")
	steadyWords = setOf("good", "great", "steady", "stable", "gut", "sicher", "fit", "bien", "firme", "firmes", "seguro", "segura",
		"seguros", "seguras", "solide", "solides", "stables", "stabile", "stabili", "saldo", "salda", "saldi", "salde",
		"bene", "bem")
	steadyFill = setOf("t", "so", "very", "that", "too", "as", "anymore", "more", "longer", "all", "is", "are", "am",
		"mehr", "sehr", "ganz", "besonders", "allzu", "wirklich", "sind", "ist", "bin",
		"ya", "muy", "tan", "esta", "estan", "estamos", "estoy", "somos",
		"tres", "si", "plus", "pas", "vraiment", "est", "sommes",
		"piu", "molto", "tanto", "cosi", "troppo", "e", "sono", "siamo", "sta", "stanno", "stiamo",
		"ja", "muito", "tao", "mais", "sou", "estou")
	steadyOn = setOf("on", "her", "his", "my", "our", "their", "zu", "auf", "den", "de", "las", "sus", "en", "sur", "ses",
		"nos", "mes", "leurs", "sulle", "sui", "sulla", "das", "dos", "nas", "em")
	shakyWords = setOf("unsteady", "shaky", "wobbly", "schlecht", "unsicher", "inestable", "instable", "instabile", "instavel")
	feetWords  = setOf("feet", "foot", "legs", "fuss", "fussen", "beinen", "beine", "pies", "piernas", "pieds", "jambes",
		"piedi", "gambe", "pes", "pernas")
	footReach = setOf("erreichbar", "erreichen", "reach", "reached", "reachable", "accesible", "alcanzable", "accessible",
		"joignable", "raggiungibile", "raggiungere", "acessivel", "chegar", "llegar", "atteindre")
)

// unsteadyFeet reports not being good or steady on one's feet said from
// token i on: a no, at most four fill words and a good or steady word (or
// a shaky word alone), then at most two small words and the feet or the
// legs ("nicht mehr so gut zu Fuß", "not very steady on his feet", "ya no
// está muy firme de las piernas", "n'est plus très solide sur ses
// jambes", "non è più tanto saldo sulle gambe", "já não está muito firme
// das pernas"); it returns the last token, 0 when there is none. A place
// reached on foot after it is no one's body ("nicht gut zu Fuß
// erreichbar").
func unsteadyFeet(ws []string, i int) int {
	j := i
	switch {
	case shakyWords[ws[i]]:
		// "schlecht zu Fuß", "unsteady on his feet": the bad word alone
	case !notWords[ws[i]]:
		return 0
	default:
		j++
		for k := 0; k < 4 && j < len(ws) && !steadyWords[ws[j]] && (steadyFill[ws[j]] || notWords[ws[j]]); k++ {
			j++
		}
		if j >= len(ws) || !steadyWords[ws[j]] {
			return 0
		}
	}
	for k := j + 1; k < len(ws) && k <= j+3; k++ {
		if feetWords[ws[k]] {
			if k+1 < len(ws) && footReach[ws[k+1]] {
				return 0
			}
			return k
		}
		if !steadyOn[ws[k]] {
			return 0
		}
	}
	return 0
}

// legWords are the legs walking is done with ("anda mal das pernas").
var legWords = setOf("legs", "leg", "piernas", "jambes", "beinen", "beine", "gambe", "pernas")

// feelBad are the German words of feeling sick that are otherwise only
// "bad" ("schlecht"): said of the speaker ("mir wird ... schlecht", "wird
// mir schlecht"), they are sickness.
var feelBad = map[string]bool{"schlecht": true, "schlechter": true}

// saidOfMe reports "mir" among the seven words before ws[i].
func saidOfMe(ws []string, i int) bool {
	for j := max(i-7, 0); j < i; j++ {
		if ws[j] == "mir" {
			return true
		}
	}
	return false
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

// dayWordsOfMonth marks the words that say a day of the month in words
// before its month: "the first of december", "el primero de diciembre",
// "le premier décembre", "am ersten Dezember", "il ventuno dicembre", "no
// dia vinte e um de dezembro". Like "the 5th", a day to book, which the
// dialogue reads: no word the knowledge should know. (nil when none)
func dayWordsOfMonth(ws []string) []bool {
	var out []bool
	for m, w := range ws {
		if !monthNames[w] {
			continue
		}
		j := m - 1
		if j > 0 && monthOf[ws[j]] {
			j-- // "first of december", "primero de diciembre"
		}
		for k := j; k >= 0 && (dayNumberWord(ws[k]) || k < j && numberJoiners[ws[k]] && k > 0 && dayNumberWord(ws[k-1])); k-- {
			if out == nil {
				out = make([]bool, len(ws))
			}
			out[k] = true
		}
	}
	return out
}

var monthNames = setOf("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
	"november", "december", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre",
	"octubre", "noviembre", "diciembre", "janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre",
	"octobre", "novembre", "decembre", "januar", "janner", "jaenner", "februar", "marz", "april", "juni", "juli", "oktober", "dezember",
	"gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "dicembre", "janeiro",
	"fevereiro", "marco", "maio", "junho", "julho", "setembro", "outubro", "novembro", "dezembro")

// monthOf are the words between a day and its month: "of", "de", "di".
var monthOf = setOf("of", "de", "del", "di", "do")

// numberJoiners join the words of one number: "vinte e um", "veintiuno y", "vingt et un".
var numberJoiners = setOf("e", "y", "et", "und")

// dayNumbers are the numbers from 1 to 31 in words, cardinal and ordinal,
// in the six languages (German ordinals by their stems, dayNumberWord).
var dayNumbers = setOf(
	"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
	"fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "first", "second", "third", "fourth",
	"fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth",
	"sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth", "thirtieth",
	"uno", "un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "trece", "catorce",
	"quince", "dieciseis", "diecisiete", "dieciocho", "diecinueve", "veinte", "veintiuno", "veintiun", "veintidos", "veintitres",
	"veinticuatro", "veinticinco", "veintiseis", "veintisiete", "veintiocho", "veintinueve", "treinta", "primero", "primer",
	"une", "deux", "trois", "quatre", "cinq", "sept", "huit", "neuf", "dix", "onze", "douze", "treize", "quatorze", "quinze",
	"seize", "vingt", "trente", "premier", "1er",
	"eins", "ein", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwolf",
	"due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "undici", "dodici", "tredici", "quattordici",
	"quindici", "sedici", "diciassette", "diciotto", "diciannove", "venti", "ventuno", "ventidue", "ventitre", "ventiquattro",
	"venticinque", "ventisei", "ventisette", "ventotto", "ventinove", "trenta", "trentuno", "primo",
	"um", "uma", "duas", "quatro", "sete", "oito", "dez", "doze", "treze", "dezesseis", "dezasseis", "dezessete",
	"dezassete", "dezoito", "dezenove", "dezanove", "vinte", "trinta", "primeiro")

// germanDayStems are the stems of the German ordinals from 1 to 31
// ("ersten", "dritten", "einundzwanzigsten").
var germanDayStems = []string{"erst", "zweit", "dritt", "viert", "funft", "sechst", "siebt", "siebent", "acht",
	"neunt", "zehnt", "elft", "zwolft", "dreizehnt", "vierzehnt", "funfzehnt", "sechzehnt", "siebzehnt", "achtzehnt",
	"neunzehnt", "zwanzigst", "dreissigst"}

// dayNumberWord reports a number from 1 to 31 written as a word.
func dayNumberWord(w string) bool {
	if dayNumbers[w] {
		return true
	}
	if _, rest, ok := strings.Cut(w, "und"); ok && rest != "" {
		w = rest // "einundzwanzigsten"
	}
	for _, s := range germanDayStems {
		if rest, ok := strings.CutPrefix(w, s); ok {
			switch rest {
			case "e", "en", "er", "es":
				return true
			}
		}
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

// waveWords (folded) are waves; "onde" is the Italian's only (the
// Portuguese asks where).
var waveWords = setOf("wave", "waves", "swell", "ola", "olas", "vague", "vagues", "houle", "welle", "wellen",
	"onda", "onde", "ondas")

// bigWords (folded) say waves big or high.
var bigWords = setOf("big", "bigger", "huge", "large", "high", "higher", "massive", "giant", "tall", "rough",
	"grande", "grandes", "enorme", "enormes", "alta", "altas", "gigantes", "grosse", "grosses", "haute", "hautes",
	"enormes", "gross", "grosse", "hoch", "hohe", "hoher", "riesig", "riesige", "riesengross", "grandi", "alte",
	"altissime", "enormi", "gigante", "grossas")

// bigAfter returns the index of a word of bigWords among the four words
// after ws[i], or 0.
func bigAfter(ws []string, i int) int {
	for j := i + 1; j < len(ws) && j <= i+4; j++ {
		if bigWords[ws[j]] {
			return j
		}
	}
	return 0
}

// stemClashes are stems a concept word of one language shares with an
// unrelated word of another: the French "compris" (included) stems to
// "compr" in Italian and Portuguese, as "comprare", "comprar" (to buy)
// do; "si può comprare altro vino?" asks what is on sale, not what is
// included; "equipamiento" (gear) stems as "equipo" (also the team)
// does. Such words match their concept only as written.
var stemClashes = map[string]bool{"compr": true, "equip": true}
