package understand

import (
	"strconv"
	"strings"
)

// The number grammar: cardinals and ordinals in digits and in the words of
// the six languages, single tokens ("twelve", "veinticinco",
// "einundzwanzig") and compounds of two or three tokens ("twenty five",
// "vingt et un", "vinte e cinco", "trenta e uno" is not Italian and not
// read). Everything is folded (lower case, no accents).

// cardinalWords are the number words of one token, 0..60, and the French
// tens up to 90 said in one word in Belgium and Switzerland.
var cardinalWords = func() map[string]int {
	m := map[string]int{}
	add := func(list string, from int) {
		for i, w := range strings.Fields(list) {
			if w != "-" {
				m[w] = from + i
			}
		}
	}
	// en
	add("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty", 1)
	m["thirty"], m["forty"], m["fifty"], m["sixty"] = 30, 40, 50, 60
	// es
	add("uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve veinte veintiuno veintidos veintitres veinticuatro veinticinco veintiseis veintisiete veintiocho veintinueve treinta", 1)
	m["una"], m["un"], m["veintiun"], m["cuarenta"], m["cincuenta"] = 1, 1, 21, 40, 50
	// fr
	add("un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize", 1)
	m["une"], m["vingt"], m["trente"], m["quarante"], m["cinquante"], m["soixante"] = 1, 20, 30, 40, 50, 60
	// the Belgian and Swiss tens: "septante", "huitante" (or "octante"), "nonante"
	m["septante"], m["huitante"], m["octante"], m["nonante"] = 70, 80, 80, 90
	// de
	add("eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf dreizehn vierzehn funfzehn sechzehn siebzehn achtzehn neunzehn zwanzig", 1)
	m["ein"], m["eine"], m["einen"], m["einer"], m["dreissig"], m["vierzig"], m["funfzig"] = 1, 1, 1, 1, 30, 40, 50
	for i, u := range []string{"ein", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun"} {
		m[u+"undzwanzig"] = 21 + i
		m[u+"unddreissig"] = 31 + i
	}
	// it
	add("uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove venti ventuno ventidue ventitre ventiquattro venticinque ventisei ventisette ventotto ventinove trenta trentuno", 1)
	m["quaranta"], m["cinquanta"] = 40, 50
	// pt
	add("um dois tres quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove vinte", 1)
	m["uma"], m["duas"], m["quatorze"], m["dezesseis"], m["dezessete"], m["dezenove"], m["trinta"], m["quarenta"], m["cinquenta"] = 1, 2, 14, 16, 17, 19, 30, 40, 50
	return m
}()

// tensJoin are the words between tens and units: "vingt et un", "treinta y
// uno", "vinte e cinco".
var tensJoin = map[string]bool{"y": true, "et": true, "e": true, "and": true}

// ordinalDayWords are ordinal words that name a day of the month.
var ordinalDayWords = func() map[string]int {
	m := map[string]int{}
	for i, w := range strings.Fields("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth") {
		m[w] = i + 1
	}
	m["thirtieth"] = 30
	// de: erste, ersten, erster, erstes ...
	for i, w := range strings.Fields("erst zweit dritt viert funft sechst siebt acht neunt zehnt elft zwolft dreizehnt vierzehnt funfzehnt sechzehnt siebzehnt achtzehnt neunzehnt") {
		for _, end := range []string{"e", "en", "er", "es"} {
			m[w+end] = i + 1
		}
	}
	for _, base := range []struct {
		w string
		n int
	}{{"zwanzigst", 20}, {"dreissigst", 30}} {
		for _, end := range []string{"e", "en", "er"} {
			m[base.w+end] = base.n
		}
	}
	for i, u := range []string{"ein", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun"} {
		for _, end := range []string{"e", "en", "er"} {
			m[u+"undzwanzigst"+end] = 21 + i
		}
	}
	for _, end := range []string{"e", "en", "er"} {
		m["einunddreissigst"+end] = 31
	}
	m["primero"], m["primer"], m["premier"], m["premiere"], m["primo"], m["primeiro"] = 1, 1, 1, 1, 1, 1
	return m
}()

// numAt reads a cardinal number at token i, in digits or words, and returns
// it with the index after it. Words compose: "twenty five", "vingt et un",
// "treinta y uno", "vinte e cinco".
func (t *Text) numAt(i int) (n, next int, ok bool) {
	if i < 0 || i >= len(t.Tokens) {
		return 0, i, false
	}
	tok := t.Tokens[i]
	if n, next := t.dozenPhrase(i); n > 0 {
		return n, next, true // "a dozen", "una docena", "half a dozen"
	}
	if tok.Num {
		if len(tok.Text) > 4 {
			return 0, i, false
		}
		v, err := strconv.Atoi(tok.Text)
		return v, i + 1, err == nil
	}
	if n, next := t.frenchTens(i); n > 0 {
		return n, next, true // "soixante-dix", "quatre-vingt-quinze"
	}
	v, ok := cardinalWords[tok.Text]
	if !ok {
		return 0, i, false
	}
	if v >= 20 && v%10 == 0 && v < 100 {
		k := i + 1
		if tensJoin[t.Word(k)] {
			k++
		}
		if u, ok := cardinalWords[t.Word(k)]; ok && u >= 1 && u <= 9 {
			return v + u, k + 1, true
		}
		// "twenty first"
		if u, ok := ordinalDayWords[t.Word(k)]; ok && u <= 9 && k == i+1 {
			return v + u, k + 1, true
		}
	}
	return v, i + 1, true
}

// ordinalSuffixes follow a day written in digits: 1st, 2nd, 3rd, 4th, 1er,
// 1re, 1ere, 1eme, 1º, 1ª, 1o, 1a, and the Spanish abbreviations of the
// ordinal's ending: 1ro, 1ero, 1era, 2do, 3ro, 3er, 4to, 7mo, 8vo, 9no.
// The longest that fits is taken.
var ordinalSuffixes = []string{"st", "nd", "rd", "th", "ere", "era", "ero", "eme", "er", "re", "ro", "ra", "do", "da", "to",
	"ta", "mo", "ma", "vo", "va", "no", "na", "e", "º", "ª", "o", "a"}

// dayNumber reads a day of month written in one token: "3", "03", "3rd",
// "1er", "1º". It returns the number even when it is out of 1..31, so that
// "the 35th" is known to be a failed date rather than no date at all;
// plain reports a bare number without suffix.
func dayNumber(w string) (n int, plain, ok bool) {
	s := w
	for _, suf := range ordinalSuffixes {
		if len(s) > len(suf) && strings.HasSuffix(s, suf) {
			s = s[:len(s)-len(suf)]
			break
		}
	}
	if len(s) == 0 || len(s) > 2 {
		return 0, false, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false, false
		}
	}
	v, _ := strconv.Atoi(s)
	if v == 0 {
		return 0, false, false
	}
	return v, s == w, true
}

// dozenWords count people by the dozen (or about ten): "a dozen of us",
// "una docena", "une douzaine", "ein Dutzend", "una dozzina", "uma
// dúzia"; "une dizaine", "una decina", "uma dezena".
var dozenWords = map[string]int{"dozen": 12, "docena": 12, "douzaine": 12, "dutzend": 12, "dozzina": 12, "duzia": 12,
	"dizaine": 10, "decina": 10, "dezena": 10}

// halfWords halve the dozen after them: "half a dozen", "media docena",
// "demi-douzaine", "ein halbes Dutzend", "mezza dozzina", "meia dúzia".
var halfWords = wordSet("half media demi halbes halbe halben mezza meia")

// dozenAt is the number the dozen word at token k says, halved after a
// half word; 0 when token k is no dozen word.
func (t *Text) dozenAt(k int) int {
	n := dozenWords[t.Word(k)]
	if n > 0 && t.thingsAfter(k+1) {
		return 0 // "a dozen pastries", "una docena de pasteles": things, no people
	}
	if n > 0 && (halfWords[t.Word(k-1)] || halfWords[t.Word(k-2)] && singularArticle[t.Word(k-1)]) {
		n /= 2
	}
	return n
}

// partitives join a count to what it counts: "a dozen of us", "una
// docena de pasteles", "une douzaine d'amis", "una dozzina di cornetti".
var partitives = wordSet("of de di d du des da")

// usPronouns are the people asking after a partitive: "a dozen of us",
// "una docena de nosotros", "une douzaine d'entre nous".
var usPronouns = wordSet("us nosotros nosotras nous entre noi nos uns them ellos")

// notThings end like plurals and name nothing counted: "a dozen plus the
// guide", "a dozen this time".
var notThings = wordSet("plus pls thanks this yes always perhaps")

// thingsAfter reports that the words from token k name things a count
// counts, not people: a partitive before a noun that is no person ("una
// docena de pasteles", "une douzaine de croissants", "una dozzina di
// cornetti", "uma dúzia de pastéis"), or a plural that is none right
// after ("a dozen pastries", "ein Dutzend Brötchen").
func (t *Text) thingsAfter(k int) bool {
	person := func(w string) bool {
		return peopleNouns[w] || companionNouns[w] || adultNouns[w] || childNouns[w] || usPronouns[w] || partyNoun(w) != "" || w == "leuten"
	}
	w := t.Word(k)
	if partitives[w] {
		w = t.Word(k + 1)
		return w != "" && !person(w) && !(k+1 < len(t.Tokens) && t.Tokens[k+1].Num)
	}
	if w == "" || person(w) || notThings[w] || k >= len(t.Tokens) || t.Tokens[k].Num || len(w) < 4 {
		return false
	}
	if strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		return true // "pastries", "eggs"
	}
	if t.Tokens[k].Upper && k > 0 {
		for _, end := range []string{"chen", "en", "e", "er", "n"} {
			if strings.HasSuffix(w, end) {
				return true // "Brötchen", "Kekse", "Flaschen"
			}
		}
	}
	return false
}

// dozenPhrase reads a count by the dozen starting at token i: an article
// or a half word, then the dozen word ("a dozen", "una docena", "half a
// dozen", "une demi-douzaine", "ein halbes Dutzend", "meia dúzia"), or the
// dozen word alone. It returns the number and the index after it, past a
// partitive before a people noun ("una docena de personas", "une douzaine
// de collègues"), so the count stands right before its noun. 0 when there
// is none.
func (t *Text) dozenPhrase(i int) (int, int) {
	k := i
	if singularArticle[t.Word(k)] {
		k++
	}
	if halfWords[t.Word(k)] {
		k++
		if singularArticle[t.Word(k)] {
			k++ // "half a dozen"
		}
	}
	n := t.dozenAt(k)
	if n == 0 {
		return 0, i
	}
	next := k + 1
	if w := t.Word(next); (w == "de" || w == "di" || w == "d" || w == "of" && t.Word(next+1) != "us") && (peopleNouns[t.Word(next+1)] ||
		companionNouns[t.Word(next+1)] || adultNouns[t.Word(next+1)] || childNouns[t.Word(next+1)]) {
		next++
	}
	return n, next
}

// frenchTens reads the French 70 to 99 of France at token i, said as
// sixty and ten or four twenties: "soixante-dix", "soixante et onze",
// "soixante-dix-sept", "quatre-vingts", "quatre-vingt-un",
// "quatre-vingt-dix-neuf" (Belgium and Switzerland say "septante",
// "huitante", "nonante": cardinalWords). It returns the number and the
// index after it; 0 when there is none.
func (t *Text) frenchTens(i int) (int, int) {
	base, k := 0, i+1
	switch {
	case t.Word(i) == "soixante":
		base = 60
		if t.Word(k) == "et" {
			k++
		}
	case t.Word(i) == "quatre" && (t.Word(k) == "vingt" || t.Word(k) == "vingts"):
		base, k = 80, k+1
		if t.Word(k) == "et" {
			k++
		}
	default:
		return 0, i
	}
	u := cardinalWords[t.Word(k)]
	if t.Word(k) == "dix" && cardinalWords[t.Word(k+1)] >= 7 && cardinalWords[t.Word(k+1)] <= 9 {
		u, k = 10+cardinalWords[t.Word(k+1)], k+1 // "dix-sept"
	}
	switch {
	case base == 60 && u >= 10 && u <= 19, base == 80 && u >= 1 && u <= 19:
		return base + u, k + 1
	case base == 80 && t.Word(i+2) != "et":
		return 80, i + 2 // "quatre-vingts"
	}
	return 0, i // "soixante" alone: cardinalWords; "soixante-cinq": the tens and units below
}

// CountWord reads one folded word as a small count: digits ("3") or a
// number word of the six languages ("three", "tres", "drei", "três").
func CountWord(w string) (int, bool) {
	if n, err := strconv.Atoi(w); err == nil && n >= 0 && n < 100 {
		return n, true
	}
	n, ok := cardinalWords[w]
	return n, ok
}
