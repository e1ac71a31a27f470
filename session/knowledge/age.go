package knowledge

import (
	"slices"
	"strings"
)

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
		j, ageWord, verb := i+1, false, false
		for k := 0; k < 3 && j < len(ws) && agesIntro[ws[j]] != 0; k++ {
			ageWord = ageWord || agesIntro[ws[j]] == 2
			verb = verb || !ofWords[ws[j]]
			j++
		}
		// one child and one number right after it, or after "of": "unser
		// Sohn (10)", "nuestro hijo de 10", "our boy (11)" ("los niños son
		// 2" counts them)
		one := oneChild[ws[i]] && !verb && (i == 0 || !childrenNouns[ws[i-1]])
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
		if len(list) == 0 || len(list) < 2 && !ageWord && !one {
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
	"bambini", "bambine", "bimbi", "figli", "figlie", "nipoti", "guaglioni", "pischelli", "creature",
	"criancas", "filhos", "filhas", "miudos", "meninos", "netos",
	"jungs", "jungen", "madchen", "ragazzi", "ragazze", "meninas", "miudas", "chicos", "chicas",
	// teenagers, whose ages said after them make them children too
	"teens", "teenagers", "teenager", "adolescentes", "ados", "adolescents", "jugendliche", "jugendlichen", "adolescenti")

// agesIntro go between the children and their ages: 2 for a word of age
// ("aged", "edades", "Alter"), 1 for a verb or preposition ("are", "de").
var agesIntro = map[string]int{"aged": 2, "ages": 2, "age": 2, "edad": 2, "edades": 2, "agees": 2, "alter": 2,
	"eta": 2, "idade": 2, "idades": 2,
	"are": 1, "of": 1, "de": 1, "son": 1, "tienen": 1, "sont": 1, "ont": 1, "von": 1, "im": 1, "sind": 1, "di": 1, "sono": 1,
	"hanno": 1, "tengono": 1, "com": 1, "sao": 1, "tem": 1, "with": 1, "con": 1, "avec": 1, "mit": 1, "d": 1}

// ofWords say whose the age is: "a son of 10", "un hijo de 10", "ein Sohn
// von 10", "un figlio di 10".
var ofWords = setOf("of", "de", "von", "di", "d")

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
	// subject left out; "nuestra niña también viene, tiene 8": what the
	// child does between
	if ends && (onePerson[ws[k-1]] || k >= 2 && oneChild[ws[k-2]]) {
		return true
	}
	for j := k - 3; ends && j >= max(k-4, 0); j-- {
		if oneChild[ws[j]] {
			return true
		}
	}
	return false
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
// number glued to its unit ("5yo", "8jahrige", "vierjahrigen"): the number and the rest,
// or -1 when the word holds no number.
func splitNumber(w string) (int, string) {
	if n, ok := ageWords[w]; ok {
		return n, ""
	}
	if len(w) > 6 && w[0] > '9' {
		// a number word glued to its unit: "vierjährigen", "sechsjährige"
		for word, n := range ageWords {
			if rest := strings.TrimPrefix(w, word); rest != w && (yearUnits[rest] || monthUnits[rest]) {
				return n, rest
			}
		}
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

// Old age. elderly reports a message saying that someone it is about is
// old: an age of 60 or more said of a grown-up ("my mum is 80", "mi
// abuela de 85", "ma mère a 80 ans", "meine Mutter ist 80", "mia nonna ha
// 82 anni", "a minha mãe tem 80 anos"), their decade ("in their late
// 70s"), or a word for old people ("elderly", "personas mayores",
// "personnes âgées", "Senioren", "anziani", "idosos") or grandparents.
func elderly(ws []string) bool {
	person := false
	for i, w := range ws {
		if elderlyWords[w] || i+1 < len(ws) && elderlyPairs[w+" "+ws[i+1]] {
			return true
		}
		person = person || grownUps[w] || personWords[w]
	}
	for i, w := range ws {
		n, unit := splitNumber(w)
		if n < 60 || n > 110 {
			continue
		}
		if oldDecade(w) {
			return true // "in their 70s", "in den 70ern"
		}
		if unit == "" && i+1 < len(ws) {
			unit = ws[i+1]
		}
		if yearUnits[unit] && !monthUnits[unit] {
			return true // "80 years old", "82 anni", "85-jährig"
		}
		if person && unit != "" && (notAgeAfter[unit] || notOldAfter[unit] || countedWords[unit]) {
			continue // "60 euros", "90 minutes", "65 people"
		}
		if person {
			return true
		}
	}
	return false
}

// elderlyWords (folded) say that someone is old, or a grandparent.
var elderlyWords = setOf("elderly", "senior", "seniors", "pensioner", "pensioners", "oap", "oaps", "retiree", "retirees",
	"grandma", "grandmother", "grandpa", "grandfather", "grandparents", "granny", "grandad", "granddad", "nana",
	"anciano", "anciana", "ancianos", "ancianas", "abuela", "abuelo", "abuelos", "abuelas", "abuelita", "abuelito", "jubilado",
	"jubilada", "jubilados", "jubiladas",
	"mamie", "mamy", "papy", "octogenaire", "septuagenaire", "nonagenaire",
	"oma", "opa", "omi", "grossmutter", "grossvater", "grosseltern", "senioren", "seniorin", "rentner", "rentnerin",
	"rentnern", "betagt", "betagte", "betagten", "hochbetagt", "hochbetagte",
	"nonna", "nonno", "nonni", "nonnina", "nonnino", "anziano", "anziana", "anziani", "anziane", "pensionato",
	"pensionata", "pensionati", "ottantenne", "settantenne", "novantenne",
	"avo", "avos", "avozinha", "avozinho", "idoso", "idosa", "idosos", "idosas", "octogenario", "octogenaria",
	"septuagenario", "septuagenaria")

// elderlyPairs (folded) say old people in two words.
var elderlyPairs = setOf("old people", "older people", "old person", "older person", "old folks", "older folks",
	"old lady", "older lady", "old man", "older man", "old couple", "older couple", "older parents", "elderly parents",
	"personas mayores", "persona mayor", "gente mayor", "tercera edad", "senora mayor", "senor mayor",
	"personne agee", "personnes agees", "gens ages", "dame agee", "monsieur age", "troisieme age", "grand mere",
	"grand pere", "grands parents", "grand parents",
	"altere leute", "alteren leute", "alte leute", "altere menschen", "alteren menschen", "altere dame", "alteren dame",
	"alterer herr", "altere herren", "altere personen",
	"terza eta", "persone anziane", "persona anziana",
	"terceira idade", "pessoas idosas", "pessoa idosa")

// personWords are the pronouns of one person and "who": "she's 80", "sie
// ist 80", "who is 80".
var personWords = setOf("she", "he", "who", "ella", "elle", "sie", "er", "lei", "lui", "ela", "ele")

// notOldAfter are words that make a number of 60 or more something else
// than an age: minutes, money, distance, people.
var notOldAfter = setOf("min", "mins", "minute", "minutes", "minutos", "minuten", "minuti", "km", "m", "meters", "metres",
	"people", "persons", "personas", "personnes", "personen", "persone", "pessoas", "percent", "por", "pour", "per", "pro",
	"dollars", "pounds", "quid", "e", "y", "and", "et", "und")

// oldFit reports a message asking only whether a tour suits someone old
// (elderly) or whether they can do it, or which tour is better for them:
// "my mum is 80, can she do the walking tour?", "is it ok for elderly
// people?", "which is better for my grandma? she's 85", "meine Mutter ist
// 80, schafft sie den Stadtrundgang?". That is how hard the tour is on the
// body, which its accessibility says. Not when it asks anything else
// ("how much for my grandma?", "can my grandpa pay by card?").
func oldFit(ws []string, toks []token, has map[string]bool) bool {
	manage := manages(ws)
	if !elderly(ws) || slices.ContainsFunc(toks, func(tk token) bool {
		return isConcept(tk.term) && !oldFitTerms[tk.term] && !(manage && tk.term == "~arrive")
	}) ||
		slices.ContainsFunc(ws, func(w string) bool { return howMuch[w] || costWords[w] }) {
		return false
	}
	if manage || has["~suitable"] || has["~allowed"] || has["~accept"] || has["~effort"] || has["~stairs"] || has["~wheelchair"] ||
		slices.ContainsFunc(ws, func(w string) bool { return copeWords[w] || betterWords[w] }) {
		return true
	}
	// "for my mum who is 80, the tuk tuk or the walk?", "and for my
	// grandma, she's 85?", "para mi abuela de 85?": a tour for them
	for i, w := range ws {
		if forWords[w] {
			for j := i + 1; j < len(ws) && j <= i+3; j++ {
				if grownUps[ws[j]] || elderlyWords[ws[j]] || elderlyPairWords[ws[j]] || themWords[ws[j]] {
					return true
				}
			}
		}
	}
	return false
}

// themWords are the old people said again: "for them", "para ellos",
// "pour eux", "für sie", "per loro", "para eles".
var themWords = setOf("them", "him", "her", "ellos", "ellas", "el", "ella", "eux", "elle", "elles", "lui", "sie", "ihn",
	"ihm", "loro", "lei", "eles", "elas", "ele", "ela")

// forWords say whom something is for (folded).
var forWords = setOf("for", "para", "pra", "pour", "fur", "per")

// oldWord reports a word that says someone is old, in a message oldFit
// reads: it asks nothing more than whether the tour suits them.
func oldWord(w string) bool {
	return elderlyWords[w] || elderlyPairWords[w] || betterWords[w] || copeWords[w] || w == "late" || w == "early" || w == "mid" ||
		oldDecade(w)
}

// manages reports managing said in words that also mean something else:
// "il y arrivera" (not arriving), "ce la fa" (not doing).
func manages(ws []string) bool {
	for i := 0; i+1 < len(ws); i++ {
		if ws[i] == "y" && strings.HasPrefix(ws[i+1], "arriv") ||
			ws[i] == "ce" && ws[i+1] == "la" && i+2 < len(ws) && strings.HasPrefix(ws[i+2], "fa") {
			return true
		}
	}
	return false
}

// oldDecade reports the decade of an age of 60 or more: "70s", "80er",
// "70ern" ("in their late 70s", "in den 80ern").
func oldDecade(w string) bool {
	n, unit := splitNumber(w)
	return n >= 60 && n <= 110 && (unit == "s" || unit == "er" || unit == "ern")
}

// oldFitTerms are the concepts of a question whether a tour suits someone.
var oldFitTerms = map[string]bool{"~suitable": true, "~allowed": true, "~accept": true, "~effort": true, "~stairs": true,
	"~wheelchair": true, "~child": true}

// elderlyPairWords are the words of elderlyPairs.
var elderlyPairWords = func() map[string]bool {
	out := map[string]bool{}
	for p := range elderlyPairs {
		for _, w := range strings.Fields(p) {
			out[w] = true
		}
	}
	return out
}()

// copeWords ask whether someone can do something or manage it (folded).
var copeWords = setOf("can", "could", "cannot", "cant", "able", "manage", "cope", "ok", "okay", "alright", "fine", "doable",
	"puede", "pueden", "podra", "podria", "podrian", "aguanta", "aguantaria", "aguantara",
	"peut", "pourra", "pourrait", "pourraient", "arrivera", "arriverait",
	"kann", "konnte", "schafft", "schaffen", "schaffe", "packt", "geht",
	"puo", "potra", "potrebbe", "riesce", "riuscirebbe", "riuscira", "farcela",
	"pode", "podera", "poderia", "consegue", "conseguira", "conseguiria", "aguenta", "aguentaria")

// betterWords weigh one tour against another for someone (folded).
var betterWords = setOf("better", "best", "easier", "easiest", "mejor", "facil", "mieux", "facile", "besser", "leichter",
	"einfacher", "meglio", "melhor")
