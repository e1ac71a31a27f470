package understand

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The clock grammar. An hour is a number in digits or words with what
// follows it: minutes ("9:30", "15.30", "20h30", "ten thirty"), a fraction
// ("y media", "et quart", "e un quarto", "e meia", "menos cuarto", "moins
// le quart"), a unit ("Uhr", "heures", "o'clock", "horas", "ore"), am/pm,
// and a part of the day ("de la tarde", "du soir", "abends", "di sera", "da
// noite"). Prefix forms put the fraction first ("half past 2", "quarter to
// 5", "halb drei", "viertel nach 3", "dreiviertel vier", "um quarto para as
// quatro", "cuarto para las 4"). A bare number is an hour only after a
// time cue ("at", "a las", "à", "um", "alle", "às") or inside a range
// ("between 2 and 4pm", "de 10 a 12", "dalle 10 alle 12").
//
// Rules for ambiguous hours (also in session/README.md):
//   - am/pm and a part of the day decide: "at 8 in the evening", "8 di
//     stasera" and "a las 8 de la tarde" are 20:00; "at 9 in the morning" 9:00.
//   - Without them, 1 to 7 are afternoon hours (no tour starts at 3 at
//     night): "at 3", "a las tres", "um drei" are 15:00; 8 to 12 stay as
//     said ("at 9" is 9:00, "at 12" is noon). A leading zero ("07:30") or an
//     hour of 13 and more is read as written.
//   - "halb drei" is 2:30 (German counts to the next hour), read as 14:30 by
//     the rule above; "viertel fünf" 4:15 (16:15) and "dreiviertel vier"
//     3:45 (15:45) as in eastern and southern German; "half 3" in English is
//     3:30 (British).
//   - In a range the end's am/pm or part of the day carries to the start
//     when the start is then still before the end ("between 2 and 4pm" is
//     14:00-16:00; "10am-1pm" keeps its am).
//   - "noon", "midi", "mediodía", "Mittag", "mezzogiorno", "meio-dia" are
//     12:00; "midnight" and its words 00:00.
//   - An hour said alone as the whole message ("ten thirty", "dix heures",
//     "1400" with minutes 00/15/30/45) is a time; inside a sentence it
//     needs a cue, am/pm or a part of the day (see wholeMessage).
//   - A number with a unit of time counted ("2 horas", "2 hours", "2h de
//     route") is a duration, taken before the clock reads (durations.go).
//   - An hour past 24 or minutes past 59 ("at 25:00", "7:75") and a cue with
//     a fraction but no hour ("at half", "a las y media", "um halb") are
//     reported as UnreadTime, never replaced by a guess.

// timeCues introduce a clock time; "a", "o", "le", "la" only with a number
// that is not something else (checked by the reader).
var timeCues = map[string]bool{
	"at": true, "around": true, "about": true, "by": true, "after": true, "before": true, "arround": true,
	"las": true, "la": true, "sobre": true, "hacia": true, "desde": true, "a": true, "vers": true, "des": true,
	"um": true, "gegen": true, "ab": true, "alle": true, "all": true, "verso": true, "dalle": true, "ore": true,
	"as": true, "pelas": true, "partir": true, "les": true, "le": true, "o": true, "approx": true, "ca": true,
	"circa": true, "delle": true, "tipo": true, "til": true, "until": true, "till": true, "from": true, "starting": true, "dopo": true,
	"prima": true, "entro": true, "antes": true, "depois": true, "apres": true, "avant": true, "nach": true, "vor": true,
}

// clockUnits follow an hour: "15 Uhr", "3 heures", "14 horas", "ore 15".
var clockUnits = map[string]bool{
	"uhr": true, "h": true, "heures": true, "heure": true, "horas": true, "hora": true, "hrs": true, "hs": true,
	"hr": true, "oclock": true, "ore": true,
}

// currencyWords follow a price, not an hour or a day.
var currencyWords = map[string]bool{
	"euros": true, "euro": true, "eur": true, "dollars": true, "usd": true, "pounds": true, "gbp": true,
	"reais": true, "chf": true, "franken": true, "francs": true,
}

// noonWords and midnightWords name 12:00 and 0:00.
var (
	noonSet = listSet([]string{"noon", "midday", "mediodia", "medio dia", "midi", "mittag", "mittags",
		"mezzogiorno", "mezzodi", "meio dia", "meiodia", "12 noon", "noonish", "middayish", "around noon"})
	// lunchSet are lunch times: the midday meal window, 12:00 to 14:00, so
	// that "sábado ao almoço" matches a 12:00 departure and not a 9:00 one.
	// The meal alone is no time ("is lunch included?"); a time word or a
	// preposition of time comes with it.
	lunchSet = listSet([]string{"lunchtime", "lunch time", "at lunch", "at lunchtime", "around lunch", "around lunchtime",
		"lunchish", "by lunch", "over lunch",
		"a la hora de comer", "a la hora del almuerzo", "a la hora de la comida", "hora de comer", "hora del almuerzo",
		"para el almuerzo", "para almorzar", "a la hora de almorzar",
		"l heure du dejeuner", "a l heure du dejeuner", "au dejeuner", "pour le dejeuner", "vers l heure du dejeuner",
		"zum mittagessen", "beim mittagessen", "mittagszeit", "zur mittagszeit", "um die mittagszeit", "uber mittag",
		"in der mittagspause", "zum lunch",
		"a pranzo", "ora di pranzo", "all ora di pranzo", "per pranzo", "per il pranzo", "a ora di pranzo", "verso pranzo",
		"ao almoco", "hora de almoco", "a hora de almoco", "hora do almoco", "a hora do almoco", "na hora do almoco",
		"na hora de almoco", "para o almoco", "pro almoco", "no almoco", "pelo almoco", "por volta do almoco"})
	midnightSet = listSet([]string{"midnight", "medianoche", "media noche", "minuit", "mitternacht",
		"mezzanotte", "meia noite", "meianoite"})
)

// dayPartWords map words to a part of the day.
var dayPartWords = map[string]string{
	"morning": "morning", "mornings": "morning", "matin": "morning", "matinee": "morning", "morgens": "morning",
	"vormittag": "morning", "vormittags": "morning", "fruh": "morning", "mattina": "morning", "mattino": "morning",
	"mattinata": "morning", "manha": "morning", "stamattina": "morning", "am": "morning", "madrugada": "morning",
	"fruhmorgens": "morning", "morgen": "morning", "cedo": "morning", "temprano": "morning", "cedinho": "morning", "mattine": "morning", "manhas": "morning", "mananas": "morning",
	"afternoon": "afternoon", "afternoons": "afternoon", "tarde": "afternoon", "midi": "afternoon",
	"nachmittag": "afternoon", "nachmittags": "afternoon", "pomeriggio": "afternoon", "aprem": "afternoon",
	"apres midi": "afternoon", "tardes": "afternoon", "tardinha": "afternoon", "arvo": "afternoon",
	"evening": "evening", "evenings": "evening", "tonight": "evening", "tonite": "evening", "night": "evening",
	"noche": "evening", "soir": "evening", "soiree": "evening", "abend": "evening", "abends": "evening",
	"sera": "evening", "serata": "evening", "stasera": "evening", "notte": "evening", "noite": "evening",
	"stanotte": "evening", "sunset": "evening", "atardecer": "evening", "nuit": "evening", "tramonto": "evening",
	"nacht": "evening", "nachts": "evening", "noches": "evening", "soirs": "evening", "evng": "evening",
}

// dayPartPhrases are parts of the day said in several words.
var dayPartPhrases = func() *phraseSet {
	ps := newPhraseSet(false)
	ps.add("morning", "first thing", "primera hora", "a primera hora", "logo de manha", "manha cedo",
		"de bon matin", "early morning", "in der fruh", "am morgen", "heute morgen", "morgen fruh")
	ps.add("afternoon", "after lunch", "late afternoon", "fin d apres midi", "fin de tarde", "tardo pomeriggio",
		"fim da tarde", "fim de tarde", "despues de comer", "apres le dejeuner", "nach dem mittagessen",
		"dopo pranzo", "depois do almoco", "apres midi")
	ps.add("evening", "fin de journee", "end of the day", "fim do dia", "final del dia", "fine giornata",
		"coucher du soleil", "por do sol", "puesta de sol", "sundown", "ce soir", "esta noche",
		"heute abend", "this evening",
		// dinner time: the evening
		"at dinner", "at dinnertime", "dinnertime", "dinner time", "for dinner", "around dinner",
		"a la hora de cenar", "a la hora de la cena", "para cenar", "para la cena", "hora de cenar",
		"au diner", "a l heure du diner", "l heure du diner", "pour le diner",
		"zum abendessen", "beim abendessen", "zur abendessenszeit",
		"a cena", "ora di cena", "all ora di cena", "per cena", "per la cena",
		"ao jantar", "hora de jantar", "hora do jantar", "na hora do jantar", "para o jantar", "pro jantar", "no jantar")
	return ps
}()

// seraBefore are the words after which "sera" is Italian for evening.
var seraBefore = map[string]bool{
	"domani": true, "oggi": true, "di": true, "la": true, "alla": true, "questa": true, "lunedi": true,
	"martedi": true, "mercoledi": true, "giovedi": true, "venerdi": true, "sabato": true, "domenica": true,
	"in": true, "della": true, "stessa": true, "una": true,
}

// readDayPart finds the part of the day in any language. It reads tokens
// the date took ("tonight", "ce soir") but not greetings ("good morning")
// nor a clause about the weather ("is it cold at night?"). A part of the
// day a tour's name holds, said with that name ("the fado night", "der
// Fado-Abend"), is read last and reported as named: it says how to read a
// bare hour ("fado night at 8" is 20:00) but is no time the visitor asks
// for.
func (p *parser) readDayPart() (part string, named bool) {
	inName := ""
	for _, h := range dayPartPhrases.find(p.t, p.greet) {
		if p.svcs.inTourName(p.t, h.At, h.At+h.N-1) {
			inName = cmp.Or(inName, h.Value) // "the sail at sunset": "au coucher du soleil" of its name
			continue
		}
		return h.Value, false
	}
	if part := p.dayPartWord(false); part != "" {
		return part, false
	}
	if inName != "" {
		return inName, true
	}
	return p.dayPartWord(true), true
}

// dayPartWord is the first part of the day said by a word, among the words
// of a tour's name when inName and outside them otherwise.
func (p *parser) dayPartWord(inName bool) string {
	for i, tok := range p.t.Tokens {
		if p.greet[i] || p.svcs.inTourName(p.t, i, i) != inName {
			continue // "good evening", "is it cold at night?", "the fado night"
		}
		part, ok := dayPartWords[tok.Text]
		if !ok && len(tok.Text) > 8 {
			for name := range weekdayWords {
				if len(name) >= 6 && strings.HasPrefix(tok.Text, name) && dayPartWords[tok.Text[len(name):]] != "" {
					part, ok = dayPartWords[tok.Text[len(name):]], true
					break
				}
			}
		}
		prev := p.t.Word(i - 1)
		if !ok {
			if tok.Text == "manana" && (prev == "la" || prev == "esta" || prev == "por") {
				return "morning"
			}
			continue
		}
		switch tok.Text {
		case "am":
			continue // German "am"; a.m. is read with its hour
		case "morgen":
			if prev != "am" && prev != "heute" && prev != "jeden" {
				continue // "morgen" is tomorrow
			}
		case "sera":
			if !seraBefore[prev] {
				continue // French and Spanish "será/sera" (will be), not Italian "sera"
			}
		case "midi":
			if prev != "apres" {
				continue
			}
		case "tarde":
			if prev == "mas" || prev == "muy" || prev == "plus" || prev == "llego" || prev == "chego" {
				continue // "más tarde" is later, not the afternoon
			}
		case "night":
			if prev == "a" || prev == "per" {
				continue // "a night", "per night"
			}
		}
		return part
	}
	return ""
}

// weatherWords are the cold, the heat, the wind and the rain, and what one
// puts on for them: a part of the day said in the same clause ("is it cold
// in the evening?", "¿hace frío por la noche?", "il fait frais le soir ?",
// "wird es abends kalt?", "fa freddo la sera?", "faz frio à noite?", "what
// should we wear at night?") is when the weather is asked about, not when
// the visitor wants the tour.
var weatherWords = setOf(`cold colder chilly freezing warm warmer hot windy wind rain raining rainy weather temperature
wear jacket jumper sweater coat
frio fria fresco fresca refresca calor caluroso viento ventoso llueve lluvia abrigo chaqueta ropa
froid froide frais fraiche caille cailler chaud chaude vent venteux pleut pluie meteo veste pull manteau
kalt kalter kuhl kuhler warm warmer heiss windig regen regnet regnen wetter jacke pulli anziehen
freddo fredda caldo calda vento ventoso ventilato piove pioggia giacca felpa maglione vestirsi
quente fresquinho frisquinho ventania chuva chove casaco camisola vestimos vestir agasalho`)

func setOf(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// markWeatherClauses marks the tokens of each clause (between ".", "!",
// "?", ";" or ",") that holds a word of the weather, so that no part of
// the day is read from them.
func (p *parser) markWeatherClauses() {
	toks := p.t.Tokens
	start := 0
	for i := range toks {
		if i+1 < len(toks) && !strings.ContainsAny(p.gapAfter(i), ".!?;,") {
			continue
		}
		for k := start; k <= i; k++ {
			if weatherWords[toks[k].Text] {
				for j := start; j <= i; j++ {
					p.greet[j] = true
				}
				break
			}
		}
		start = i + 1
	}
}

// timeCand is one clock reading: tokens from..to.
type timeCand struct {
	from, to int
	day      time.Time // set by a time counted from now ("in 2 hours")
	h, m     int
	eh, em   int
	hasEnd   bool
	bad      bool
}

// hourRead is an hour as written, before the rules of the day decide it.
type hourRead struct {
	h, m    int
	ampm    string // "am", "pm" or ""
	part    string // a part of the day said with it
	literal bool   // 24-hour form: "07:30", "15h", "17:00"
	strong  bool   // written like a clock time (minutes, unit, am/pm)
	next    int    // index after it
	bad     bool
}

// fractionWords are minutes said as words after an hour.
var fractionWords = map[string]int{
	"media": 30, "medio": 30, "demie": 30, "demi": 30, "mezza": 30, "mezzo": 30, "meia": 30, "quart": 15,
	"cuarto": 15, "quarto": 15, "quarter": 15, "half": 30, "halb": 30,
}

// readTimes reads the clock times of the message and sets the entity's
// time, range and UnreadTime.
func (p *parser) readTimes(e *Entities) {
	p.markMealPlace()
	var cs []timeCand
	cs = p.readRelativeTimes(cs)
	toks := p.t.Tokens
	for i := 0; i < len(toks); i++ {
		if p.used[i] {
			continue
		}
		if c, ok := p.timeRange(i); ok {
			p.useRange(c.from, c.to)
			cs = append(cs, c)
			i = c.to
			continue
		}
		if c, ok := p.prefixTime(i); ok {
			p.useRange(c.from, c.to)
			cs = append(cs, c)
			i = c.to
			continue
		}
		cue := p.cueAt(i)
		if cue == 0 && i > 0 && strings.Contains(p.gap(i-1, i), "@") || i == 0 && strings.HasPrefix(strings.TrimSpace(p.t.Raw), "@") {
			cue = -1 // "tomorrow @ 5"
		}
		start := i
		if cue > 0 {
			start = i + cue
			if c, ok := p.prefixTime(start); ok {
				c.from = i
				p.useRange(c.from, c.to)
				cs = append(cs, c)
				i = c.to
				continue
			}
		}
		hr, ok := p.hourAt(start, cue != 0 || p.dayHour == start+1)
		if ok && p.lang == "fr" && cue == 1 && p.t.Word(i) == "a" && !hr.strong && hr.part == "" && (!toks[start].Num || p.frPartyVerb(i)) {
			// "à trois" is a party of three, so is "on vient à 3"; the
			// hour is "à trois heures", "on vient à 3h"
			ok = false
		}
		if ok && cue == 1 && p.t.Word(i) == "les" && !hr.strong && hr.part == "" {
			// "combien pour les 4 ?", "samedi à midi, les 3": the people,
			// no 4 o'clock ("vers les 4", "les 16h" are hours)
			ok = false
		}
		if !ok {
			if w := p.t.Word(i); cue > 0 && w != "le" && w != "la" && (w != "a" || toks[i].Orig != "a") && w != "o" && w != "les" && p.cueFraction(start) {
				// "at half", "a las y media", "um halb": a time without its hour.
				cs = append(cs, timeCand{from: i, to: start, bad: true})
				p.useRange(i, start)
				i = start
			}
			continue
		}
		if cue < 0 {
			cue = 0
		} else if !hr.strong && cue == 0 && hr.part == "" && p.dayHour != start+1 {
			continue
		}
		c := timeCand{from: i, to: hr.next - 1, bad: hr.bad}
		c.h, c.m = p.resolveHour(hr, p.dayPart)
		p.useRange(c.from, c.to)
		cs = append(cs, c)
		i = c.to
	}
	for _, h := range lunchSet.find(p.t, p.used) {
		p.useRange(h.At, h.At+h.N-1)
		cs = append(cs, timeCand{from: h.At, to: h.At + h.N - 1, h: 12, eh: 14, hasEnd: true})
	}
	for _, h := range noonSet.find(p.t, p.used) {
		if w := p.t.Word(h.At - 1); w == "apres" || w == "nach" || w == "after" || w == "de" && p.t.Word(h.At-2) == "despues" {
			continue
		}
		c := timeCand{from: h.At, to: h.At + h.N - 1, h: 12}
		if m, k := p.fractionAfter(c.to + 1); m > 0 {
			c.m, c.to = m, k-1
		}
		p.useRange(c.from, c.to)
		cs = append(cs, c)
	}
	for _, h := range midnightSet.find(p.t, p.used) {
		c := timeCand{from: h.At, to: h.At + h.N - 1}
		if m, k := p.fractionAfter(c.to + 1); m > 0 {
			c.m, c.to = m, k-1 // "meia-noite e meia"
		}
		p.useRange(c.from, c.to)
		cs = append(cs, c)
	}
	if len(cs) == 0 {
		return
	}
	p.clock = make([]bool, len(toks))
	for _, c := range cs {
		for k := max(c.from, 0); k <= c.to && k < len(toks); k++ {
			p.clock[k] = !c.bad
		}
	}
	var pick *timeCand
	bad := false
	first := cs[0].from // where the first time said starts
	for _, c := range cs {
		first = min(first, c.from)
	}
	for k := range cs {
		c := &cs[k]
		if c.bad {
			bad = true
			continue
		}
		if w := p.t.Word(c.from - 1); c.from > 0 && negWords[w] && !p.punctBetween(c.from-1, c.from) && !interjectionNo(p.lang, w) {
			continue // "at 4 not 3", "um 4, nicht um 3"; but "no at 11" corrects
		}
		if p.ruledOut(c.from, first) {
			continue // "at 6 instead of 4", "mejor a las 6 que a las 4"
		}
		if pick == nil || c.from > pick.from {
			pick = c
		}
	}
	if pick == nil {
		if bad {
			e.Unread = append(e.Unread, UnreadTime)
		}
		return
	}
	e.Hour, e.Minute, e.HasTime = pick.h, pick.m, true
	if !pick.day.IsZero() && !pick.day.Equal(p.today) && e.Date.IsZero() {
		e.Date = pick.day // "in 2 hours" past midnight
	}
	if pick.hasEnd {
		e.EndHour, e.EndMinute, e.HasEndTime = pick.eh, pick.em, true
	}
}

// eatWords name a place to eat or the eating: "restaurant", "ristorante",
// "resto", "Lokal", "tasca", "eat", "comer", "manger", "essen",
// "mangiare".
var eatWords = wordSet("restaurant restaurants restaurante restaurantes ristorante ristoranti resto restos restau " +
	"trattoria trattorie osteria pizzeria tasca tascas tasquinha lokal lokale gasthaus wirtshaus beisl beisln " +
	"eat eating comer manger essen mangiare mangiamo pranzare almocar")

// markMealPlace takes the meal times of a message that names a place to
// eat or the eating outside them ("un ristorante buono per pranzo", "wo
// man dort Mittag essen kann", "a good place to eat at lunchtime", "un
// resto pour le déjeuner"): when the visitor eats, asked about something
// else, and no departure time. "a la hora de comer" alone is still a time.
func (p *parser) markMealPlace() {
	meals := append(lunchSet.find(p.t, p.used), noonSet.find(p.t, p.used)...)
	if len(meals) == 0 {
		return
	}
	for k, tok := range p.t.Tokens {
		if !eatWords[tok.Text] || p.used[k] {
			continue
		}
		inMeal := false
		for _, h := range meals {
			inMeal = inMeal || k >= h.At && k < h.At+h.N
		}
		if inMeal {
			continue
		}
		for _, h := range meals {
			p.useRange(h.At, h.At+h.N-1)
		}
		return
	}
}

// insteadPhrases put aside the time said after them, for another said
// before: "at 6 instead of 4", "a las 6 en vez de las 4", "à 18h au lieu
// de 16h", "um 18 statt um 16 Uhr", "alle 18 invece delle 16", "às 18h em
// vez das 16h". thanWords do so after a word of preference ("better at 6
// than at 4", "mejor a las 6 que a las 4", "plutôt à 18h qu'à 16h",
// "lieber um 18 als um 16", "meglio alle 18 che alle 16", "melhor às 18h
// do que às 16h").
var (
	insteadPhrases = []string{"instead of", "rather than", "en vez de", "en lugar de", "au lieu de", "au lieu des",
		"statt", "anstatt", "invece di", "invece delle", "invece che", "al posto di", "al posto delle", "anziche",
		"piuttosto che", "em vez de", "em vez das", "em lugar de", "em lugar das", "ao inves de", "ao inves das"}
	thanWords       = wordSet("than que qu als che")
	preferenceWords = wordSet(`better rather prefer preferably mejor prefiero preferimos preferiria antes plutot mieux prefere
		preferons preferais lieber eher besser meglio piuttosto preferisco preferiamo preferirei melhor prefiro preferia`)
	// timeArticles stand between those words and the hour: "en vez de las 4", "qu'à 16h", "than at 4".
	timeArticles = wordSet("the at a as o os las la le les l um alle ore")
)

// ruledOut reports a time starting at token from that an insteadPhrase or
// a thanWord after a word of preference puts aside; first is where the
// message's first time starts, and one must come before.
func (p *parser) ruledOut(from, first int) bool {
	i := from - 1
	for i > first && timeArticles[p.t.Word(i)] && !p.punctBetween(i, i+1) {
		i--
	}
	if i <= first || p.punctBetween(i, i+1) {
		return false
	}
	words := p.t.Words()
	if thanWords[words[i]] && slices.ContainsFunc(words[:i], func(w string) bool { return preferenceWords[w] }) {
		return true
	}
	// the phrase may end inside the time's cue: "em vez das 16h", "invece delle 16"
	for e := i; e < len(words) && (e <= from || !p.t.Tokens[e].Num && e < from+2); e++ {
		for _, ph := range insteadPhrases {
			if n := phraseWords(ph); e-n+1 > first && strings.Join(words[e-n+1:e+1], " ") == ph {
				return true
			}
		}
	}
	return false
}

// cueAt returns how many tokens of time cue start at token i ("at",
// "a las", "a eso de las", "por volta das", "alle ore", "lá para as"), or 0.
func (p *parser) cueAt(i int) int {
	w := p.t.Word(i)
	switch w {
	case "alas", "ala":
		// "a las" written as one word, a common slip; only before a number
		// ("alas 10"), since "alas" and "ala" are words too.
		if i+1 < len(p.t.Tokens) && p.t.Tokens[i+1].Num {
			return 1
		}
	case "a":
		switch p.t.Word(i + 1) {
		case "las", "la":
			return 2
		case "eso":
			if p.t.Word(i+2) == "de" && (p.t.Word(i+3) == "las" || p.t.Word(i+3) == "la") {
				return 4
			}
		case "partir":
			if d := p.t.Word(i + 2); d == "das" || d == "de" || d == "da" {
				return 3
			}
		}
	case "sobre", "hacia", "para", "desde", "hasta", "antes", "despues":
		n := 1
		if p.t.Word(i+1) == "de" {
			n++
		}
		if x := p.t.Word(i + n); x == "las" || x == "la" || x == "as" || x == "a" {
			return n + 1
		}
		if w == "sobre" || w == "hacia" {
			return 1
		}
		return 0
	case "por":
		if p.t.Word(i+1) == "volta" && (p.t.Word(i+2) == "das" || p.t.Word(i+2) == "da") {
			return 3
		}
		return 0
	case "la", "lá":
		if p.t.Word(i+1) == "para" && (p.t.Word(i+2) == "as" || p.t.Word(i+2) == "a") {
			return 3
		}
	case "de", "das":
		if w == "de" && (p.t.Word(i+1) == "las" || p.t.Word(i+1) == "la" && p.t.Word(i+2) == "una") {
			return 2
		}
		if w == "das" && p.lang == "pt" {
			return 1
		}
		return 0
	case "alle", "dalle", "delle", "verso", "per", "dopo", "prima":
		n := 1
		if x := p.t.Word(i + 1); x == "le" || x == "ore" || x == "l" {
			n++
			if p.t.Word(i+2) == "ore" {
				n++
			}
		}
		if w == "per" && n == 1 {
			return 0
		}
		return n
	case "vers", "des", "avant", "apres":
		if p.t.Word(i+1) == "les" {
			return 2
		}
		return 1
	case "so":
		if p.t.Word(i+1) == "gegen" || p.t.Word(i+1) == "um" {
			return 2
		}
		return 0
	case "punkt", "h":
		// "Punkt 12" (German "12 sharp"); Italian "h 15" is "ore 15".
		if i+1 < len(p.t.Tokens) && p.t.Tokens[i+1].Num && (w == "punkt" || p.lang == "it") {
			return 1
		}
		return 0
	case "around", "about", "at":
		if x := p.t.Word(i + 1); x == "around" || x == "about" {
			return 2
		}
	case "after", "before", "until", "till", "til", "from", "starting":
		if p.t.Word(i+1) == "at" {
			return 2
		}
	case "depois", "ate":
		if x := p.t.Word(i + 1); x == "das" || x == "as" || x == "da" {
			return 2
		}
		return 0
	}
	if timeCues[w] {
		return 1
	}
	if strings.HasPrefix(w, "@") {
		return 1
	}
	return 0
}

// cueFraction reports a fraction at token i with no hour after it:
// "half", "y media", "e mezza", "halb" at the end.
func (p *parser) cueFraction(i int) bool {
	w := p.t.Word(i)
	if w == "y" || w == "e" || w == "et" {
		w = p.t.Word(i + 1)
		i++
	}
	if _, ok := fractionWords[w]; !ok {
		return false
	}
	if w == "half" || w == "halb" {
		_, _, ok := p.t.numAt(i + 1)
		return !ok
	}
	return true
}

// hourAt reads an hour at token i. cued says a time cue came before, so a
// bare number is an hour.
func (p *parser) hourAt(i int, cued bool) (hourRead, bool) {
	toks := p.t.Tokens
	if i >= len(toks) || p.used[i] {
		return hourRead{}, false
	}
	w := toks[i].Text
	var r hourRead
	r.next = i + 1
	if durationVerbs[p.t.Word(i-1)] || durationVerbs[p.t.Word(i-2)] && !cued {
		return r, false // "ça dure 2h", "it takes 2 hours": a duration
	}
	if n, _ := p.t.dozenPhrase(i); n > 0 {
		return r, false // "we are a dozen", "half a dozen of us": people, no noon
	}
	switch {
	case toks[i].Num:
		if p.currencyNear(i) {
			return r, false // "€45.50"
		}
		v, _ := strconv.Atoi(w)
		g := p.gapAfter(i)
		switch {
		case len(w) <= 2:
			r.h = v
			r.literal = len(w) == 2 && w[0] == '0' || v >= 13 || v == 0
			if (g == ":" || g == "." || g == "h" || g == "H") && i+1 < len(toks) && toks[i+1].Num && len(toks[i+1].Text) == 2 {
				if g == "." && (p.currencyNear(i) || v >= 24 || strings.HasPrefix(p.gapAfter(i+1), ".") && i+2 < len(toks) && toks[i+2].Num) {
					return r, false // "15.30€", a price; "3.12.2026" a date
				}
				m, _ := strconv.Atoi(toks[i+1].Text)
				r.m, r.strong, r.next = m, true, i+2
				if m > 59 {
					r.bad = true
				}
			} else if suf := minuteSuffix(p.t.Word(i + 1)); (g == ":" || g == "." || g == "h") && suf != "" {
				// "9.30am", "2:30pm", "14.30h": the minutes carry the unit.
				m, _ := strconv.Atoi(toks[i+1].Text[:2])
				r.m, r.strong, r.next = m, true, i+2
				if suf == "am" || suf == "pm" {
					r.ampm = suf
				} else {
					r.literal = r.literal || r.h >= 13
				}
				if m > 59 {
					r.bad = true
				}
			} else if g == ":" && i+1 < len(toks) && toks[i+1].Num {
				return r, false
			}
		case (len(w) == 3 || len(w) == 4) && !p.inDigitRun(i) && (cued || p.ampmAt(i+1) != "" || len(w) == 4 && w[0] == '0' ||
			len(w) == 4 && v%100%15 == 0 && v/100 < 24 && p.wholeMessage(i, i+1) ||
			clockUnits[p.t.Word(i+1)] && p.t.Word(i+1) != "h"):
			// "at 1030", "730 pm"
			r.h, r.m = v/100, v%100
			r.strong = true
			if r.m > 59 {
				return r, false
			}
		default:
			return r, false
		}
	case noonWords[w] && !(w == "midi" && p.t.Word(i-1) == "apres") && !(w == "mittag" && p.t.Word(i-1) == "nach"):
		r.h, r.literal, r.strong = 12, true, true
	case (w == "meio" || w == "medio") && p.t.Word(i+1) == "dia":
		r.h, r.literal, r.strong, r.next = 12, true, true, i+2
	case w == "meia" && p.t.Word(i+1) == "noite" || w == "media" && p.t.Word(i+1) == "noche":
		r.h, r.literal, r.strong, r.next = 0, true, true, i+2
	case w == "midnight" || w == "medianoche" || w == "minuit" || w == "mitternacht" || w == "mezzanotte":
		r.h, r.literal, r.strong = 0, true, true
	default:
		if h, m, unit, ok := splitClockToken(w); ok {
			r.h, r.m, r.strong = h, m, true
			switch unit {
			case "am", "a", "pm", "p":
				r.ampm = unit[:1] + "m"
			case "h", "uhr", "hs", "hrs":
				r.literal = h >= 13 || h == 0 || w[0] == '0' && h > 0
				// "9h 30": the minutes after a space
				if k := i + 1; m == 0 && k < len(toks) && toks[k].Num && len(toks[k].Text) == 2 && p.gap(i, k) == " " {
					if mm, _ := strconv.Atoi(toks[k].Text); mm < 60 && !peopleNouns[p.t.Word(k+1)] && !currencyWords[p.t.Word(k+1)] {
						r.m, r.next = mm, k+1
					}
				}
			}
			if m > 59 {
				r.bad = true
			}
			break
		}
		if strings.HasSuffix(w, "ish") && len(w) > 5 {
			if v, ok := cardinalWords[w[:len(w)-3]]; ok && v >= 1 && v <= 12 {
				r.h, r.strong = v, true // "sevenish"
				break
			}
		}
		n, next, ok := p.t.numAt(i)
		if !ok || n > 24 {
			return r, false
		}
		if (w == "un" || w == "une" || w == "ein" || w == "one") && !clockUnits[p.t.Word(next)] && p.t.Word(next) != "o" && p.ampmAt(next) == "" {
			return r, false
		}
		r.h, r.next = n, next
		if next < len(toks) && strings.TrimSpace(p.gap(next-1, next)) == "-" && !toks[next].Num {
			if m, _, ok := p.t.numAt(next); ok && m >= 10 && m < 60 && (m%5 == 0 || m > 20) {
				r.strong = true // "nine-thirty"
			}
		}
	}
	if r.h > 24 && !r.strong && cued {
		if nw := p.t.Word(r.next); peopleNouns[nw] || currencyWords[nw] || dayUnits[nw] != 0 || monthWords[nw] != 0 {
			return r, false
		}
		r.bad = true
		return r, true
	}
	if r.h > 24 {
		if r.strong {
			r.bad = true
			return r, true
		}
		return r, false
	}
	k := r.next
	// Minutes said after the hour: "15 Uhr 30", "ten thirty", "4 45",
	// "y media", "et quart", "e un quarto", "menos cuarto", "moins dix".
	if clockUnits[p.t.Word(k)] || p.t.Word(k) == "o" && p.t.Word(k+1) == "clock" {
		if p.t.Word(k) == "o" {
			k++
		}
		if u := p.t.Word(k); (u == "hora" || u == "horas" || u == "heures" || u == "heure" || u == "ore") && !cued && r.h < 13 && r.m == 0 {
			// "2 horas", "2 heures", "2 ore": a duration, unless cued ("à 3
			// heures"), past 12 ("14 heures") or with minutes ("quatre
			// heures moins le quart").
			// A part of the day after it ("huit heures du matin") or the
			// whole message being the hour ("dix heures") makes it a time.
			if m, _ := p.fractionAfter(k + 1); m == 0 && !p.wholeMessage(i, k+1) {
				if part, _ := p.partAfter(k + 1); part == "" {
					return r, false
				}
			}
		}
		r.strong = true
		if u := p.t.Word(k); u == "h" || u == "uhr" {
			r.literal = r.literal || r.h >= 13
		}
		k++
		if k < len(toks) && toks[k].Num && len(toks[k].Text) == 2 && r.m == 0 {
			if m, _ := strconv.Atoi(toks[k].Text); m < 60 && !peopleNouns[p.t.Word(k+1)] {
				r.m = m
				k++
			}
		}
	}
	if r.m == 0 {
		if m, kk := p.fractionAfter(k); m != 0 && (cued || r.strong || fractionWords[p.t.Word(kk-1)] != 0) {
			r.m, k, r.strong = m, kk, true
			if m < 0 {
				r.h--
				r.m = 60 + m
				if r.h < 0 {
					r.h += 24
				}
			}
		} else if k < len(toks) && !p.used[k] && (cued || p.ampmAt(k+1) != "") && toks[k].Num && len(toks[k].Text) == 2 && p.gap(k-1, k) == " " {
			// "at 4 45"
			if m, _ := strconv.Atoi(toks[k].Text); m < 60 && m%5 == 0 && !peopleNouns[p.t.Word(k+1)] &&
				!currencyWords[p.t.Word(k+1)] && monthWords[p.t.Word(k+1)] == 0 {
				r.m, k, r.strong = m, k+1, true
			}
		} else if !toks[i].Num {
			// "ten thirty", "seven fifteen", "nine-thirty"
			if m, kk, ok := p.t.numAt(k); ok && m >= 10 && m < 60 && !toks[k].Num && (p.ampmAt(kk) != "" || cued || strings.TrimSpace(p.gap(k-1, k)) == "-" || p.wholeMessage(i, kk)) &&
				!peopleNouns[p.t.Word(kk)] && dayUnits[p.t.Word(kk)] == 0 {
				r.m, k, r.strong = m, kk, true
			}
		}
	}
	if a := p.ampmAt(k); a != "" {
		r.ampm, r.strong = a, true
		k = p.ampmEnd(k)
	}
	if x := p.t.Word(k); x == "sharp" || x == "pile" || x == "punkt" {
		r.strong, k = true, k+1 // "11 sharp", "14h pile"
	}
	if part, kk := p.partAfter(k); part != "" {
		if !cued && !r.strong && p.weRightBefore(i) {
			// "somos dos, en la mañana", "wir sind zwei am Nachmittag",
			// "siamo in due la mattina": the party, then the part of
			// the day it comes in; no 2 AM, no 2 PM
			return r, false
		}
		r.part, k = part, kk
	}
	r.next = k
	// A bare number with a cue must not be something else: "a 3 personas",
	// "at 4 people", "for 2 hours", "el 5 de mayo".
	if !r.strong && r.part == "" {
		nw := p.t.Word(k)
		if k < len(toks) && toks[k].Num && p.gap(k-1, k) == " " {
			return r, false // "le 06 12 34 56 78": digit groups
		}
		if peopleNouns[nw] || adultNouns[nw] || childNouns[nw] || infantNouns[nw] || dayUnits[nw] != 0 || monthWords[nw] != 0 || currencyWords[nw] || placeNouns[nw] ||
			nw == "hours" || nw == "horas" || nw == "stunden" ||
			nw == "minutes" || nw == "minutos" || nw == "minuti" || nw == "years" || nw == "anos" || nw == "ans" ||
			nw == "jahre" || nw == "anni" || nw == "year" || nw == "km" || nw == "of" || nw == "de" && monthWords[p.t.Word(k+1)] != 0 ||
			strings.HasPrefix(p.gapAfter(k-1), "%") || strings.HasPrefix(p.gapAfter(k-1), "€") || strings.HasPrefix(p.gapAfter(k-1), "/") ||
			strings.HasPrefix(p.gapAfter(k-1), "-") && k < len(toks) && toks[k].Num {
			return r, false
		}
		if !cued {
			return r, false
		}
	}
	return r, true
}

// weRightBefore reports a "we are" saying ending right before token i, or
// before the preposition that counts people: "somos 3", "siamo in 3",
// "estamos em 3", "wir sind zu 3".
func (p *parser) weRightBefore(i int) bool {
	for _, h := range weSet.find(p.t, nil) {
		end := h.At + h.N
		if end == i || end == i-1 && (p.partyPrep(i-1) || p.t.Word(i-1) == "zu" || p.t.Word(i-1) == "a" && p.lang == "fr") {
			return true
		}
	}
	return false
}

// wholeMessage reports that tokens from..to-1 are the whole message: an
// hour said alone ("ten thirty", "dix heures", "1400") answers a question
// about the time, where inside a sentence it could be a count or a price.
func (p *parser) wholeMessage(from, to int) bool {
	return from == 0 && to == len(p.t.Tokens)
}

// noonWords are one-word names of noon.
var noonWords = wordSet("noon midday mediodia midi mittag mittags mezzogiorno mezzodi meiodia")

// minuteSuffix reads minutes written with their unit, "30am", "30pm",
// "30h", "30hs", "30uhr", and returns the unit.
func minuteSuffix(w string) string {
	if len(w) < 3 || w[0] < '0' || w[0] > '5' || w[1] < '0' || w[1] > '9' {
		return ""
	}
	switch w[2:] {
	case "am", "pm", "h", "hs", "hrs", "uhr":
		return w[2:]
	}
	return ""
}

// durationVerbs come before a duration, not a clock time.
var durationVerbs = wordSet("dure dura duran durent dauert dauern takes take lasts last demora demoram tarda " +
	"durata duree duracion duracao lasting")

// currencyNear reports a currency sign or word next to the number at i.
func (p *parser) currencyNear(i int) bool {
	tok := p.t.Tokens[i]
	if tok.Start > 0 && strings.ContainsAny(p.t.Raw[max(tok.Start-4, 0):tok.Start], "€$£") {
		return true
	}
	rest := p.t.Raw[tok.Start:]
	if j := strings.IndexAny(rest, " "); j > 0 {
		rest = rest[:j]
	}
	if strings.ContainsAny(rest, "€$£") {
		return true
	}
	return currencyWords[p.t.Word(i+2)]
}

// splitClockToken reads one token that is a whole clock time: "3pm",
// "10am", "20h30", "15h", "9h", "15uhr", "6ish", "10a", "7p".
func splitClockToken(w string) (h, m int, unit string, ok bool) {
	j := 0
	for j < len(w) && w[j] >= '0' && w[j] <= '9' {
		j++
	}
	if j == 0 || j > 2 {
		return 0, 0, "", false
	}
	h, _ = strconv.Atoi(w[:j])
	rest := w[j:]
	switch rest {
	case "am", "pm", "a", "p", "uhr", "hs", "hrs", "ish":
		return h, 0, rest, true
	case "h":
		return h, 0, "h", true
	}
	if strings.HasPrefix(rest, "h") && len(rest) == 3 && rest[1] >= '0' && rest[1] <= '9' && rest[2] >= '0' && rest[2] <= '9' {
		m, _ = strconv.Atoi(rest[1:])
		return h, m, "h", true
	}
	return 0, 0, "", false
}

// ampmAt reads "am", "pm", "a.m.", "p.m." at token i.
func (p *parser) ampmAt(i int) string {
	w := p.t.Word(i)
	switch w {
	case "pm":
		return "pm"
	case "am":
		if p.lang == "de" && !strings.HasPrefix(p.gapAfter(i), ".") && i+1 < len(p.t.Tokens) {
			return "" // German "am" (on the)
		}
		if nw := p.t.Word(i + 1); weekdayWords[nw] != 0 || nw == "sonntag" || nw == "montag" || monthWords[nw] != 0 ||
			nw == "wochenende" || nw == "abend" || nw == "nachmittag" || nw == "vormittag" || nw == "morgen" ||
			nw == "strand" || nw == "hafen" {
			return ""
		}
		return "am"
	case "a", "p":
		if p.t.Word(i+1) == "m" && strings.HasPrefix(p.gapAfter(i), ".") {
			return w + "m"
		}
	}
	return ""
}

func (p *parser) ampmEnd(i int) int {
	if w := p.t.Word(i); (w == "a" || w == "p") && p.t.Word(i+1) == "m" {
		return i + 2
	}
	return i + 1
}

// partAfter reads a part of the day said right after an hour: "de la
// tarde", "du soir", "de l'après-midi", "abends", "di sera", "di stasera",
// "da noite", "in the evening", "tonight", "this afternoon".
func (p *parser) partAfter(k int) (string, int) {
	w := p.t.Word(k)
	skip := 0
	switch w {
	case "de", "du", "da", "di", "del", "dello", "della", "des", "do", "in", "at", "this", "am", "en", "por",
		"em", "na", "nel", "nella", "der", "la", "ce", "esta", "a", "al":
		skip = 1
		for skip < 3 {
			x := p.t.Word(k + skip)
			if x == "la" || x == "l" || x == "the" || x == "le" || x == "o" {
				skip++
				continue
			}
			break
		}
	}
	x := p.t.Word(k + skip)
	part := dayPartWords[x]
	switch x {
	case "manana":
		if skip > 0 {
			part = "morning"
		}
	case "apres":
		if p.t.Word(k+skip+1) == "midi" {
			return "afternoon", k + skip + 2
		}
	case "mat":
		if p.t.Word(k) == "du" {
			part = "morning" // French "6h du mat", short for "du matin"
		}
	case "am", "morgen", "midi":
		part = ""
	case "mediodia":
		return "", k
	case "sera":
		if skip == 0 {
			part = ""
		}
	}
	if part == "" {
		return "", k
	}
	if skip == 0 && (x == "night" || x == "tarde" || x == "noche") {
		return "", k
	}
	return part, k + skip + 1
}

// fractionAfter reads minutes said after an hour, returning them
// (negative for "to": "menos cuarto" is -15) and the index after them:
// "y media", "y cuarto", "y 20", "et demie", "et quart", "moins le quart",
// "moins dix", "e mezza", "e un quarto", "meno dieci", "e meia", "e um
// quarto", "e quinze", "menos um quarto", "thirty".
func (p *parser) fractionAfter(k int) (int, int) {
	w := p.t.Word(k)
	sign := 1
	switch w {
	case "y", "et", "e", "and":
	case "menos", "moins", "meno":
		sign = -1
	default:
		return 0, k
	}
	j := k + 1
	if x := p.t.Word(j); x == "le" || x == "un" || x == "um" || x == "a" {
		if _, ok := fractionWords[p.t.Word(j+1)]; ok {
			j++
		}
	}
	if m, ok := fractionWords[p.t.Word(j)]; ok {
		if w == "and" && m != 30 {
			return 0, k
		}
		return sign * m, j + 1
	}
	if w == "and" {
		return 0, k
	}
	if w == "et" || w == "and" || singularArticle[p.t.Word(j)] {
		return 0, k // minutes are not said with "et"/"and" and a number, nor as "un"
	}
	if n, next, ok := p.t.numAt(j); ok && n > 0 && n < 60 && p.ampmAt(next) == "" && !clockUnits[p.t.Word(next)] && !peopleNouns[p.t.Word(next)] && !placeNouns[p.t.Word(next)] &&
		dayUnits[p.t.Word(next)] == 0 && monthWords[p.t.Word(next)] == 0 && !currencyWords[p.t.Word(next)] {
		if p.t.Word(next) == "minutos" || p.t.Word(next) == "minutes" || p.t.Word(next) == "minuti" {
			next++
		}
		if _, _, _, isDay := p.dayAt(j); isDay && p.t.Tokens[j].Num && p.t.Word(next) == "de" {
			return 0, k
		}
		if n > 30 && sign > 0 && p.t.Tokens[j].Num && n%5 != 0 {
			return 0, k
		}
		return sign * n, next
	}
	return 0, k
}

// prefixTime reads the forms that put the minutes first: "half past 2",
// "quarter past 3", "quarter to 5", "ten to six", "twenty past 11", "half
// 3", "halb drei", "viertel nach 3", "viertel vor 4", "dreiviertel vier",
// "viertel fünf", "zehn vor sechs", "um quarto para as quatro", "dez para
// as seis", "cuarto para las 4".
func (p *parser) prefixTime(i int) (timeCand, bool) {
	w := p.t.Word(i)
	start := i
	if w == "a" && p.t.Word(i+1) == "quarter" {
		i++
		w = "quarter"
	}
	if (w == "um" || w == "un") && p.t.Word(i+1) == "quarto" {
		i++
		w = "quarto"
	}
	mins, known := 0, false
	switch w {
	case "half", "halb":
		mins, known = 30, true
	case "quarter", "viertel", "quarto", "cuarto":
		mins, known = 15, true
	case "dreiviertel":
		mins, known = 45, true
	case "drei", "3":
		// "drei viertel sieben" written in two words is "dreiviertel sieben"
		if p.t.Word(i+1) == "viertel" && p.lang == "de" {
			if _, _, ok := p.t.numAt(i + 2); ok {
				i++
				mins, known, w = 45, true, "dreiviertel"
			}
		}
	}
	k := i + 1
	if !known {
		n, next, ok := p.t.numAt(i)
		if !ok || n < 1 || n > 30 {
			return timeCand{}, false
		}
		mins, k = n, next
		if x := p.t.Word(k); x == "minutes" || x == "mins" || x == "min" || x == "minuten" || x == "minutos" {
			k++
		}
	}
	rel := p.t.Word(k)
	dir := 0
	switch rel {
	case "past", "after", "nach":
		dir = 1
	case "to", "til", "vor", "before":
		dir = -1
	case "para":
		// "dez para as seis", "cuarto para las 4" (not "a las 10 para 2")
		x := p.t.Word(k + 1)
		if x != "as" && x != "a" && x != "las" && x != "la" {
			return timeCand{}, false
		}
		dir = -1
		k++
	}
	if dir == 0 {
		// "halb drei", "half 3", "dreiviertel vier", "viertel fünf"
		if !known || w == "quarto" || w == "cuarto" || w == "quarter" {
			return timeCand{}, false
		}
		k = i
		dir = 2
	} else if !known && dir != 0 && rel != "para" && rel != "past" && rel != "to" && rel != "nach" && rel != "vor" {
		return timeCand{}, false
	}
	n, next, ok := p.t.numAt(k + 1)
	if d, _ := p.t.dozenPhrase(k + 1); !ok || n < 1 || n > 24 || d > 0 {
		return timeCand{}, false // "half a dozen", "halbes Dutzend": people
	}
	if dir == 2 && w == "half" && p.t.Tokens[k+1].Num && p.lang != "en" {
		return timeCand{}, false
	}
	r := hourRead{h: n, next: next, strong: true}
	switch {
	case dir == 1:
		r.m = mins
	case dir == -1:
		r.h, r.m = n-1, 60-mins
	case w == "half" && p.lang == "en":
		r.m = 30 // British "half 3" is 3:30
	default:
		// German: "halb drei" 2:30, "viertel fünf" 4:15, "dreiviertel vier" 3:45.
		r.h, r.m = n-1, mins
	}
	if r.h == 0 && n == 1 {
		r.h = 12
	}
	kk := next
	if clockUnits[p.t.Word(kk)] {
		kk++
	}
	if a := p.ampmAt(kk); a != "" {
		r.ampm = a
		kk = p.ampmEnd(kk)
	}
	if part, k2 := p.partAfter(kk); part != "" {
		r.part, kk = part, k2
	}
	r.next = kk
	c := timeCand{from: start, to: kk - 1}
	if cue := p.t.Word(start - 1); cue == "um" || cue == "at" || cue == "gegen" || cue == "as" || cue == "las" {
		c.from = start - 1
	}
	c.h, c.m = p.resolveHour(r, p.dayPart)
	return c, true
}

// timeRange reads "between 2 and 4pm", "from 9 to 11am", "3-5pm",
// "10am-1pm", "9:30 - 11:00", "entre las 10 y las 12", "de 10 a 12", "de 10h
// à 12h", "zwischen 14 und 16 Uhr", "von 10 bis 12", "tra le 10 e le 12",
// "dalle 10 alle 12", "entre as 14h e as 16h", "das 10 às 12".
func (p *parser) timeRange(i int) (timeCand, bool) {
	w := p.t.Word(i)
	start := i
	k := i
	if rangeStarts[w] || w == "from" {
		k++
		for rangeArticles[p.t.Word(k)] || p.t.Word(k) == "ore" {
			k++
		}
	} else if !p.t.Tokens[i].Num && !startsWithDigit(w) {
		return timeCand{}, false
	}
	a, ok := p.hourAt(k, true)
	if !ok || a.bad {
		return timeCand{}, false
	}
	j := a.next
	dash := false
	if j == a.next && j < len(p.t.Tokens) {
		g := strings.TrimSpace(p.gap(j-1, j))
		dash = g == "-" || g == "–" || g == "—"
	}
	if !dash {
		x := p.t.Word(j)
		if !rangeWords[x] || x == "or" || x == "o" || x == "ou" || x == "oder" {
			return timeCand{}, false
		}
		if (x == "and" || x == "y" || x == "et" || x == "und" || x == "e") && !(w == "between" || w == "entre" || w == "zwischen" || w == "tra" || w == "fra") {
			return timeCand{}, false
		}
		j++
		for rangeArticles[p.t.Word(j)] || p.t.Word(j) == "ore" {
			j++
		}
	} else if k == i && !a.strong {
		// "3-5pm": the second must be a clock time.
	}
	b, ok := p.hourAt(j, true)
	if !ok || b.bad {
		return timeCand{}, false
	}
	if k == i && !dash && !untilWords[p.t.Word(a.next)] && p.t.Word(a.next) != "hasta" {
		return timeCand{}, false
	}
	if k == i && !(a.strong || b.strong) && !untilWords[p.t.Word(a.next)] {
		return timeCand{}, false // "3-5" alone is not clearly hours
	}
	if start == i && !rangeStarts[w] && w != "from" && !dash && !untilWords[p.t.Word(a.next)] && p.t.Word(a.next) != "hasta" {
		return timeCand{}, false // "10 till 2" is a range, "10 to 11" is 10:50
	}
	// The end's am/pm or part of the day carries to the start.
	if a.ampm == "" && a.part == "" && !a.literal {
		a.part = b.part
		if b.ampm == "pm" && a.h+12 <= hour24(b) {
			a.ampm = "pm"
		} else if b.ampm == "am" {
			a.ampm = "am"
		}
	}
	c := timeCand{from: start, to: b.next - 1, hasEnd: true}
	c.h, c.m = p.resolveHour(a, p.dayPart)
	c.eh, c.em = p.resolveHour(b, p.dayPart)
	if c.eh*60+c.em <= c.h*60+c.m && c.eh < 12 {
		c.eh += 12
	}
	if c.eh*60+c.em <= c.h*60+c.m {
		return timeCand{}, false
	}
	return c, true
}

func startsWithDigit(w string) bool { return len(w) > 0 && w[0] >= '0' && w[0] <= '9' }

// hour24 is an hour with its am/pm applied, for comparisons.
func hour24(r hourRead) int {
	switch {
	case r.ampm == "pm" && r.h < 12:
		return r.h + 12
	case r.ampm == "am" && r.h == 12:
		return 0
	}
	return r.h
}

// resolveHour applies the rules for ambiguous hours (see the top of this file).
func (p *parser) resolveHour(r hourRead, msgPart string) (int, int) {
	h := r.h
	if h == 24 {
		h = 0
	}
	part := r.part
	if part == "" {
		part = msgPart
	}
	switch {
	case r.ampm == "pm":
		if h < 12 {
			h += 12
		}
	case r.ampm == "am":
		if h == 12 {
			h = 0
		}
	case r.literal:
	case part == "evening" || part == "afternoon":
		if h < 12 && h >= 1 {
			h += 12
		}
	case part == "morning":
	default:
		if h >= 1 && h <= 7 {
			h += 12
		}
	}
	return h, r.m
}

// hourUnits and minuteUnits count time from now.
var (
	hourUnits   = wordSet("hour hours hr hrs hora horas heure heures stunde stunden ora ore h")
	minuteUnits = wordSet("minute minutes min mins minuto minutos minuten minuti minutinhos")
)

// readRelativeTimes reads a time counted from now: "in 2 hours", "dans 30
// minutes", "dentro de una hora", "tra mezz'ora", "daqui a 2 horas", "in
// half an hour". It is now plus that, to the minute.
func (p *parser) readRelativeTimes(cs []timeCand) []timeCand {
	toks := p.t.Tokens
	for i, tok := range toks {
		hours, mins := hourUnits[tok.Text] && tok.Text != "h", minuteUnits[tok.Text]
		n, from := 0, -1
		if v, m, unit, ok := spanToken(tok.Text); ok && m == 0 && i >= 1 {
			// "dans 2h", "in 30min": the number and its unit in one token
			mins = minuteUnits[unit] || unit == "mn"
			hours = !mins
			n, from = v, i
		} else if !hours && !mins || i < 2 {
			continue
		}
		if p.used[i] {
			continue
		}
		prev := p.t.Word(i - 1)
		switch {
		case from >= 0:
		case prev == "an" || prev == "a" || prev == "une" || prev == "una" || prev == "uma" || prev == "einer" ||
			prev == "un" || prev == "one" || prev == "um":
			n, from = 1, i-1
			if p.t.Word(i-2) == "half" || p.t.Word(i-2) == "mezz" {
				n, hours, mins, from = 30, false, true, i-2
			}
		case prev == "mezz" || prev == "mezza" || prev == "meia" || prev == "media" || prev == "demi":
			n, hours, mins, from = 30, false, true, i-1
			if w := p.t.Word(i - 2); w == "una" || w == "uma" || w == "une" {
				from = i - 2
			}
		default:
			if v, next, ok := p.t.numAt(i - 1); ok && next == i {
				n, from = v, i-1
			} else if v, next, ok := p.t.numAt(i - 2); ok && next == i {
				n, from = v, i-2
			}
		}
		if from < 0 || n <= 0 || n > 48 && hours || n > 180 {
			continue
		}
		k := from - 1
		cue := p.t.Word(k)
		switch {
		case inWords[cue] && cue != "en" || cue == "in":
		case cue == "en" && p.lang != "fr":
		case cue == "de" && p.t.Word(k-1) == "dentro", cue == "a" && (p.t.Word(k-1) == "daqui" || p.t.Word(k-1) == "dqui"):
			k--
		default:
			continue
		}
		d := time.Duration(n) * time.Minute
		if hours {
			d = time.Duration(n) * time.Hour
		}
		at := p.now.Add(d)
		day := time.Date(at.Year(), at.Month(), at.Day(), 0, 0, 0, 0, p.now.Location())
		p.useRange(k, i)
		cs = append(cs, timeCand{from: k, to: i, h: at.Hour(), m: at.Minute(), day: day})
	}
	return cs
}

// inDigitRun reports a number token written next to another group of at
// least three digits ("0151 12345678", "+44 0770 900123"): a part of a
// phone number, no clock time.
func (p *parser) inDigitRun(i int) bool {
	toks := p.t.Tokens
	for _, k := range []int{i - 1, i + 1} {
		if k >= 0 && k < len(toks) && toks[k].Num && len(toks[k].Text) >= 3 {
			if g := p.gap(min(i, k), max(i, k)); g == " " || g == "-" || g == "." {
				return true
			}
		}
	}
	return false
}
