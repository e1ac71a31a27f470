package knowledge

import "strings"

// ages reads the ages a question states: a number (in digits or a word)
// followed by a unit of age, as in "a 5 year old", "5-year-old", "5yo",
// "mi hijo de 7 años", "un enfant de 6 ans", "8-jährige", "10 anni",
// "7 anos"; an age in months ("18 months", "bebé de 10 meses") counts as 0.
// A bare number is not an age: "2 adults and 3 kids" and "for 4 people"
// state none, and a question without an age gets the minimum age instead
// of a verdict on a number the visitor never gave as an age.
//
// Several ages may share the unit written after the last one: "6 y 9
// años", "6, 9 and 11 years old", "de 5 e 8 anos", "7 und 10 Jahre".
// A number a child has needs no unit: "my daughter is 5", "mi hija tiene
// 5", "mia figlia ha 3" (see saysAge).
func ages(folded string) []int {
	ws := words(folded, maxQueryRunes)
	var out []int
	var run []int // numbers waiting for the unit of the last one
	for i, w := range ws {
		n, unit := splitNumber(w)
		if n < 0 {
			if !ageJoiners[w] {
				run = run[:0]
			}
			continue
		}
		if unit == "" && i+1 < len(ws) {
			unit = ws[i+1]
		}
		if !yearUnits[unit] && !monthUnits[unit] && saysAge(ws, i) {
			// "my daughter is 5", "meine Tochter ist erst 5"
			out = append(out, n)
			run = run[:0]
			continue
		}
		switch {
		case yearUnits[unit] && len(run) == 0 && goneBy(ws, i):
			// "ci siamo sposati dopo 9 anni di fidanzamento", "after 9
			// years together", "seit 5 Jahren": a time gone by, no age
			run = run[:0]
		case yearUnits[unit]:
			out = append(out, run...)
			out = append(out, n)
			run = run[:0]
		case monthUnits[unit] && pregnancy(ws, i):
			run = run[:0] // "6 months pregnant", "embarazada de 5 meses": no baby yet
		case monthUnits[unit]:
			out = append(out, 0)
			run = run[:0]
		case unit == "" || ageJoiners[unit] || isNumber(unit):
			run = append(run, n)
		default:
			run = run[:0]
		}
	}
	return append(out, listedAges(ws)...)
}

// listedAges reads the ages listed right after the children they are of,
// without a unit: "2 kids (6 and 9)", "two kids aged 4 and 7", "zwei
// Kindern (5 und 10)", "our kids are 9 and 14", "due bambini di 6 e 9".
// After a word of age ("aged", "edades", "Alter") one number is enough;
// otherwise a list of two or more. A list followed by a unit is read by
// ages itself ("6 y 9 años"); one followed by a clock word, a count or a
// price ("kids 4 adults", "kids 10 am") is no age.
func listedAges(ws []string) []int {
	var out []int
	for i := 0; i < len(ws); i++ {
		if !childrenNouns[ws[i]] && !oneChild[ws[i]] {
			continue
		}
		j, ageWord := i+1, false
		for k := 0; k < 3 && j < len(ws) && agesIntro[ws[j]] != 0; k++ {
			ageWord = ageWord || agesIntro[ws[j]] == 2
			j++
		}
		var list []int
		for j < len(ws) {
			n, unit := splitNumber(ws[j])
			if n < 0 || unit != "" || n > 17 {
				break
			}
			list = append(list, n)
			j++
			if j < len(ws) && ageJoiners[ws[j]] {
				j++
			}
		}
		if len(list) == 0 || len(list) < 2 && !ageWord {
			continue
		}
		if j < len(ws) && (yearUnits[ws[j]] || monthUnits[ws[j]] || countedWords[ws[j]] || notAgeAfter[ws[j]]) {
			continue
		}
		out = append(out, list...)
		i = j - 1
	}
	return out
}

// childrenNouns are the words for children, plural, folded.
var childrenNouns = setOf("kids", "children", "childs", "boys", "girls", "sons", "daughters", "grandchildren", "grandkids",
	"ninos", "ninas", "hijos", "hijas", "nenes", "peques", "nietos",
	"enfants", "gamins", "garcons", "filles", "petits", "petits-enfants",
	"kinder", "kindern", "sohne", "sohnen", "tochter", "tochtern", "enkel", "enkelkinder",
	"bambini", "bambine", "bimbi", "figli", "figlie", "nipoti",
	"criancas", "filhos", "filhas", "miudos", "meninos", "netos",
	"jungs", "jungen", "madchen", "ragazzi", "ragazze", "meninas", "miudas", "chicos", "chicas",
	// teenagers, whose ages said after them make them children too
	"teens", "teenagers", "teenager", "adolescentes", "ados", "adolescents", "jugendliche", "jugendlichen", "adolescenti")

// agesIntro go between the children and their ages: 2 for a word of age
// ("aged", "edades", "Alter"), 1 for a verb or preposition ("are", "de").
var agesIntro = map[string]int{"aged": 2, "ages": 2, "age": 2, "edad": 2, "edades": 2, "agees": 2, "alter": 2,
	"eta": 2, "idade": 2, "idades": 2,
	"are": 1, "of": 1, "de": 1, "son": 1, "tienen": 1, "sont": 1, "ont": 1, "von": 1, "im": 1, "sind": 1, "di": 1, "sono": 1,
	"hanno": 1, "com": 1, "sao": 1, "tem": 1, "with": 1, "con": 1, "avec": 1, "mit": 1, "d": 1}

// notAgeAfter are words that make a number after children something else:
// a clock time, a price, more people.
var notAgeAfter = setOf("am", "pm", "h", "uhr", "o", "clock", "euros", "euro", "eur", "adults", "adult", "adultos", "adulto",
	"adultes", "adulte", "erwachsene", "erwachsenen", "adulti", "adulto", "grown", "grownups", "parents", "padres", "parents",
	"eltern", "genitori", "pais", "tickets", "entradas", "billets", "biglietti", "bilhetes")

// Ages are the children's ages a message states (under 18): "two kids
// aged 4 and 7", "mi hijo tiene 6", "un enfant de 4 ans"; an adult's age
// ("my mother is 78") is none.
func Ages(text string) []int {
	all := ages(fold(text))
	out := all[:0]
	for _, n := range all {
		if n < 18 {
			out = append(out, n)
		}
	}
	return out
}

// saysAge reports whether the number at ws[i] is a child's age said as
// what the child is or has, without a unit: one child (a son, a daughter,
// a kid), a verb in the singular ("is", "tiene", "a", "ist", "ha", "tem"),
// perhaps "only" or "almost", then the number. A plural says how many
// ("los niños son 2"), not how old.
//
// A pronoun of one person said of the child named before ("our grandson
// Jonas, he's 7", "er ist 7", "ela tem 7") says an age too when the number
// ends what is said of it: the message goes on with a word that carries no
// meaning of its own ("he's 7, can he join?"), or ends; "she has 7 seats"
// counts something else.
func saysAge(ws []string, i int) bool {
	k := i - 1
	if k >= 0 && ageAdverbs[ws[k]] {
		k--
	}
	if k < 1 || !ageVerbs[ws[k]] {
		return false
	}
	if oneChild[ws[k-1]] {
		return true
	}
	ends := i+1 == len(ws) || stopWords[ws[i+1]] && !countedWords[ws[i+1]]
	// "nuestra nieta Lucía, tiene 7": the child's name between, the
	// subject left out
	return ends && (onePerson[ws[k-1]] || k >= 2 && oneChild[ws[k-2]])
}

// onePerson are the pronouns (folded) of one person, the subject of an
// age said of a child named before: "he's 7" is "he s 7".
var onePerson = setOf("he", "she", "el", "ella", "il", "elle", "er", "sie", "lui", "lei", "ele", "ela")

// countedWords are stop words that count something after a number: "she
// has 7 more", "he's 7 minutes late"; "tem 7 anos" is read by its unit.
var countedWords = setOf("more", "times", "mas", "plus", "fois", "mehr", "mal", "piu", "volte", "mais", "vezes", "people", "personas", "personnes", "personen", "persone", "pessoas", "pax",
	"minute", "minutes", "min", "mins", "minuto", "minutos", "minuten", "minuti", "hour", "hours", "hora", "horas", "heure", "heures",
	"stunde", "stunden", "ora", "ore", "day", "days", "dia", "dias", "jour", "jours", "tag", "tage", "giorno", "giorni")

// oneChild are the words for one child, folded.
var oneChild = setOf("son", "daughter", "kid", "child", "boy", "girl", "baby", "toddler", "grandson", "granddaughter",
	"hijo", "hija", "nino", "nina", "nene", "nena", "peque", "bebe", "nieto", "nieta",
	"fils", "fille", "enfant", "garcon", "petit", "petite",
	"sohn", "tochter", "kind", "junge", "madchen", "kleine", "kleiner", "enkel", "enkelin",
	"figlio", "figlia", "bambino", "bambina", "bimbo", "bimba", "piccolo", "piccola", "nipote", "nipotino", "nipotina",
	"filho", "filha", "crianca", "menino", "menina", "miudo", "miuda", "neto", "neta")

// ageVerbs say what a child is or has, in the singular ("he's" is "he s").
var ageVerbs = setOf("is", "s", "tiene", "cumple", "a", "ist", "wird", "ha", "compie", "tem", "faz")

// ageAdverbs go between the verb and the age: "she is only 5".
var ageAdverbs = setOf("only", "just", "almost", "nearly", "barely", "solo", "casi", "apenas", "seulement",
	"presque", "nur", "erst", "fast", "gerade", "quasi", "appena", "so", "quase")

// pregnancy reports a word of pregnancy just before the number at ws[i]
// or just after its unit.
func pregnancy(ws []string, i int) bool {
	for _, k := range []int{i - 2, i - 1, i + 1, i + 2} {
		if k >= 0 && k < len(ws) && pregnant[ws[k]] {
			return true
		}
	}
	return false
}

var pregnant = setOf("pregnant", "embarazada", "enceinte", "schwanger", "incinta", "gravida")

// isNumber reports a word of digits: "6, 9 and 11 years" reads "6" before "9".
func isNumber(w string) bool {
	n, rest := splitNumber(w)
	return n >= 0 && rest == ""
}

// ageJoiners join the numbers of a list of ages: "6 y 9 años", "6, 9 and 11".
var ageJoiners = setOf("and", "y", "e", "et", "und", "or", "o", "ou", "oder")

// splitNumber reads a word that is a number ("5", "five", "cinco") or a
// number glued to its unit ("5yo", "8jahrige"): the number and the rest,
// or -1 when the word holds no number.
func splitNumber(w string) (int, string) {
	if n, ok := ageWords[w]; ok {
		return n, ""
	}
	i := 0
	n := 0
	for i < len(w) && i < 3 && w[i] >= '0' && w[i] <= '9' {
		n = n*10 + int(w[i]-'0')
		i++
	}
	if i == 0 || (i < len(w) && w[i] >= '0' && w[i] <= '9') {
		return -1, ""
	}
	return n, strings.TrimPrefix(w[i:], "-")
}

// sinceWords (folded) put a number of years in time gone by: "after 9
// years", "dopo 9 anni", "después de 9 años", "après 9 ans", "nach 9
// Jahren", "depois de 9 anos", "seit 5 Jahren", "depuis 5 ans".
var sinceWords = setOf("after", "dopo", "despues", "apres", "nach", "depois", "seit", "since", "depuis", "hace")

// goneBy reports a number of years at i after a word of time gone by,
// or after it and "de" ("después de 9 años", "depois de 9 anos").
func goneBy(ws []string, i int) bool {
	return i > 0 && sinceWords[ws[i-1]] || i > 1 && (ws[i-1] == "de" || ws[i-1] == "di") && sinceWords[ws[i-2]]
}

var yearUnits = setOf("year", "years", "yr", "yrs", "yo", "ano", "anos", "anyos",
	"ans", "an", "jahr", "jahre", "jahren", "jahrig", "jahrige", "jahriger", "jahriges", "jahrigen",
	"anni", "anno", "enne", "anne")

var monthUnits = setOf("month", "months", "mes", "meses", "mois", "monat", "monate", "monaten",
	"monatig", "monatige", "mese", "mesi")

// ageWords are the number words a child's age is written with.
var ageWords = map[string]int{}

func init() {
	for _, l := range [][]string{
		{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"},
		{"uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "trece", "catorce", "quince", "dieciseis", "diecisiete"},
		{"un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept"},
		{"ein", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwolf", "dreizehn", "vierzehn", "funfzehn", "sechzehn", "siebzehn"},
		{"uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "undici", "dodici", "tredici", "quattordici", "quindici", "sedici", "diciassette"},
		{"um", "dois", "tres", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze", "treze", "catorze", "quinze", "dezasseis", "dezassete"},
	} {
		for i, w := range l {
			if _, ok := ageWords[w]; !ok {
				ageWords[w] = i + 1
			}
		}
	}
	// Feminine and Brazilian forms.
	ageWords["una"], ageWords["une"], ageWords["eine"], ageWords["uma"], ageWords["duas"] = 1, 1, 1, 1, 2
	ageWords["dezesseis"], ageWords["dezessete"], ageWords["quatorze"] = 16, 17, 14
}

func setOf(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// HasAge reports whether text says someone's age ("mein Sohn ist 5", "a
// 7 year old").
func HasAge(text string) bool { return len(ages(fold(text))) > 0 }
