package understand

import (
	"strconv"
	"strings"
)

// Durations: how long, not when. A number with a unit of time counted ("2
// hours", "90 min", "zwei Stunden", "1,5 horas", "2-3 ore", "2h de route")
// is a length of time: its tokens are taken before the clock, the party
// and an option's hour read them, so "dura 2 horas?" is no 14:00, "für 2
// Stunden" and "per 2 ore" no party of 2, "a 3 hour tour" no 15:00.
//
// Rules (also in session/README.md, "Clock times"):
//   - "hours", "Stunden", "minutes", "minutos", "Minuten", "minuti" never
//     name the clock: a number before them is a duration.
//   - "heures", "horas", "ore", "hora", "hrs", "hs" and "h" also follow a
//     clock hour. They are the clock's after a time cue ("à 2 heures", "às
//     2 horas da tarde"), with a part of the day ("2 heures de l'après-
//     midi"), past 12 ("14 heures", "15 hrs"), with minutes said as words
//     ("deux heures et demie") or inside a range of times ("entre 2h et
//     4h"). Otherwise they count hours ("2 horas", "2 heures", "2 ore"),
//     unless the whole message is an hour from 8 to 12 ("dix heures",
//     "10h") that needs no guess of morning or afternoon, or the hour of an
//     option shown. A fraction after them ("2 heures et demie", "dos
//     horas y media", "due ore e mezza", "duas horas e meia") keeps them a
//     length, unless a day is said beside them or, alone, an option leaves
//     at that very time; "two and a half hours" and "zweieinhalb Stunden"
//     are lengths.
//   - Written in one or with "h", "hrs" ("2h", "2h30", "2 hrs"): an hour
//     from 1 to 7 is a duration unless a day is said beside it ("samedi
//     2h" is 14:00, "c'est 2h ?" is not); from 8 to 12 a time ("10h ?"),
//     except in English and German, which write no clock hour so.
//   - Words around it decide for every unit: a verb of lasting or taking
//     before it ("ça dure", "it takes", "lleva", "ci vogliono", "braucht"),
//     "for", "pendant", "durante", "per", "für", "environ", "about", "plus
//     de" before it, or "long", "lang", "max", "de route", "di giro", "de
//     passeio", "avant", "antes" after it make it a duration; "à 2 heures
//     de Lisbonne" is a distance.
//   - "in 3 hours", "dans 2 heures", "en 2 horas", "em 2 horas", "daqui a
//     2 horas", "tra 2 ore", "in 2 Stunden" are a time counted from now
//     (readRelativeTimes); but Italian "in 3 ore" is how long ("lo fate in
//     3 ore?", the time from now is "tra 3 ore"), and so is "done in 3
//     hours", "fini en 2 heures" after a word of finishing, and "in 2
//     hours" in a clause about doing, seeing or finishing ("can we do it
//     in 2 hours?", "schaffen wir das in 2 Stunden?", doingAround); such a
//     length, or one after a verb of lasting ("dura 2 horas?"), is
//     Entities.LengthAsked.

var (
	// spanUnits count a length of time and never follow a clock hour.
	spanUnits = wordSet("hours hour stunden stunde std stdn minutes minute min mins mn minutos minuto minuten minuti " +
		"minutinhos")
	// clockSpanUnits count hours and also follow a clock hour: "2 heures"
	// is how long, "à 2 heures" when.
	clockSpanUnits = wordSet("heures heure horas hora ore ora hrs hr hs h")
	// durationBefore come before a length of time: verbs of lasting and
	// taking, "for", "during", "about".
	durationBefore = wordSet("prend prennent prendre prends faut compter toma toman tomar lleva llevan llevar leva " +
		"levam levar tardam braucht brauchen brauche benotigt vogliono vuole servono serve occorrono occorre " +
		"richiede impiega impiegano took need needs spend spent pendant durant durante during for fur per por " +
		"over environ quelques unas unos uns umas quasi presque almost casi quase fast ungefahr roughly " +
		"approximately about around circa ca cerca approx max maximum minimum moins plus menos mas mais piu meno " +
		"mehr weniger than di least")
	// durationAfter follow a length of time: "2 hours long", "2 Stunden
	// lang", "48h avant", "24 horas antes".
	durationAfter = wordSet("long lang max maximum min minimum environ total antes avant before vorher prima " +
		"advance ahead earlier drive walk ride")
	// travelNouns say how far, by what: "2h de route", "à 2 heures de
	// voiture", "a 2 horas en coche".
	travelNouns = wordSet("route trajet voiture train bus marche pied velo avion coche carro auto macchina treno " +
		"strada viaje camino caminho viagem avion aviao aereo barco bateau barca autobus onibus")
	// aboutDe say "about", "more", "less" with "de": "cerca de 2 horas",
	// "plus de 2h", "más de 2 horas", "près de 2h".
	aboutDe = wordSet("cerca alrededor mas menos mais plus moins pres")
	// approxCues are time cues that also say "about" a length ("about 2h",
	// "circa 2 ore"): before a duration they do not make a clock time.
	approxCues = wordSet("about around circa ca approx cerca")
	// doneWords make "in 3 hours" how long it takes: "done in 3 hours".
	doneWords = wordSet("done finished finish over complete completed fertig fini finie finis termine terminee " +
		"finito finita terminato terminata fatto fatta acabado acabada terminado terminada feito feita")
	// notDurationNouns follow "de" after a clock hour: "10h de préférence".
	notDurationNouns = wordSet("preference preferencia preferenza preferible preferivel nouveau novo nuovo nuevo " +
		"hoy manana aujourd demain heute morgen oggi domani hoje amanha today tomorrow")
)

// halfNumber reads the German numbers with a half: "anderthalb" (1),
// "eineinhalb" (1), "zweieinhalb" (2), "dreieinhalb" (3): the whole part.
func halfNumber(w string) (int, bool) {
	if w == "anderthalb" {
		return 1, true
	}
	if n, ok := cardinalWords[strings.TrimSuffix(w, "einhalb")]; ok && strings.HasSuffix(w, "einhalb") && n >= 1 && n <= 12 {
		return n, true
	}
	return 0, false
}

// durationSpan is a length of time read at tokens from..to.
type durationSpan struct{ from, to int }

// markDurations takes the lengths of time of the message (see above). It
// runs twice: before the dates with units that never follow a clock hour
// (dates is false: "Samstag 2 Stunden" is no Saturday the 2nd), and after
// them with every unit, hasDate saying a day was read ("samedi 2h" is a
// time).
func (p *parser) markDurations(dates, hasDate bool) {
	toks := p.t.Tokens
	if p.t.digits == 0 && !p.hasSpanUnit() {
		return
	}
	for i := 0; i < len(toks); i++ {
		if p.used[i] {
			continue
		}
		d, ok := p.durationAt(i, hasDate)
		if !ok || !dates && !p.spanAt(d.to) {
			continue
		}
		p.useRange(d.from, d.to)
		if p.spanAsked(d) {
			p.lengthAsked = true
		}
		if p.ceilingBefore(d.from) && p.within == 0 {
			p.within = p.spanMinutes(d)
		}
		i = d.to
	}
}

// spanAsked reports a length of time said of the tour lasting or of doing
// it: alone, a verb of lasting or taking before it in its clause ("dura 2
// horas?", "does it take 3 hours?", "dauert das 2 Stunden?"), or a verb of
// doing around "in" before it ("can we do it in 2 hours?", "se puede
// hacer en 2 horas?", "schaffen wir das in 2 Stunden?", "si fa in 2
// ore?", "done in 3 hours").
func (p *parser) spanAsked(d durationSpan) bool {
	if p.wholeMessage(d.from, d.to+1) {
		return true // "2 heures et demie ?", "zweieinhalb Stunden?": said alone, of the tour discussed
	}
	for k := d.from - 1; k >= 0 && k >= d.from-4 && !p.punctBetween(k, k+1); k-- {
		if durationVerbs[p.t.Word(k)] {
			return true
		}
	}
	at := d.from - 1
	if w := p.t.Word(at); w == "de" && p.t.Word(at-1) == "dentro" || w == "a" && p.t.Word(at-1) == "daqui" {
		at--
	} else if !inWords[w] {
		return false
	}
	return doneWords[p.t.Word(at-1)] || p.doingAround(at, d.to)
}

// spanAt reports that the length ending at token k (its unit, or a
// fraction said after it) is counted in a unit that never follows a clock
// hour ("2 hours", "90min", "2 Stunden und eine halbe").
func (p *parser) spanAt(k int) bool {
	for ; k >= 0; k-- {
		w := p.t.Word(k)
		if spanUnits[w] {
			return true
		}
		if _, _, u, ok := spanToken(w); ok {
			return spanUnits[u]
		}
		if clockSpanUnits[w] {
			return false
		}
	}
	return false
}

// hasSpanUnit reports a word of a unit of time, for messages without digits
// ("deux heures de route", "zwei Stunden").
func (p *parser) hasSpanUnit() bool {
	for _, tok := range p.t.Tokens {
		if spanUnits[tok.Text] || clockSpanUnits[tok.Text] {
			return true
		}
	}
	return false
}

// spanToken reads a number and its unit written in one token: "2h", "2h30",
// "2hrs", "90min", "3std".
func spanToken(w string) (n, m int, unit string, ok bool) {
	if h, mm, u, ok := splitClockToken(w); ok {
		switch u {
		case "h", "hs", "hrs":
			return h, mm, u, true
		}
		return 0, 0, "", false
	}
	j := 0
	for j < len(w) && w[j] >= '0' && w[j] <= '9' {
		j++
	}
	if j == 0 || j > 3 {
		return 0, 0, "", false
	}
	if u := w[j:]; spanUnits[u] || u == "hr" {
		n, _ = strconv.Atoi(w[:j])
		return n, 0, u, true
	}
	return 0, 0, "", false
}

// durationAt reads a length of time starting at token i.
func (p *parser) durationAt(i int, hasDate bool) (durationSpan, bool) {
	toks := p.t.Tokens
	if vagueTwo[toks[i].Text] {
		// "a couple of hours", "un par de horas", "un paio d'ore", "ein
		// paar Stunden": about two
		k := i + 1
		if ofWords[p.t.Word(k)] {
			k++
		}
		if k < len(toks) && !p.used[k] && (spanUnits[p.t.Word(k)] || clockSpanUnits[p.t.Word(k)]) {
			return durationSpan{i, p.spanEnd(k)}, true
		}
		return durationSpan{}, false
	}
	n, m, unit, ok := spanToken(toks[i].Text)
	u, glued := i, ok // the unit's token
	if h, ok := halfNumber(toks[i].Text); ok && i+1 < len(toks) && !p.used[i+1] &&
		(spanUnits[p.t.Word(i+1)] || clockSpanUnits[p.t.Word(i+1)]) {
		// "zweieinhalb Stunden", "anderthalb Stunden"
		return p.decideSpan(i, i+1, h, 30, p.t.Word(i+1), false, hasDate)
	}
	if !ok {
		v, next, ok := p.t.numAt(i)
		if !ok || v <= 0 || toks[i].Num && p.currencyNear(i) {
			return durationSpan{}, false
		}
		n = v
		if toks[i].Num && next < len(toks) && !p.used[next] && (p.gap(i, next) == "." || p.gap(i, next) == ",") {
			// "1.5 hours", "1,5 horas", "2.5h"
			if _, _, un, ok := spanToken(toks[next].Text); ok && !startsWithDigit(toks[next].Text[1:]) {
				return p.decideSpan(i, next, n, 0, un, true, hasDate)
			}
			if toks[next].Num && len(toks[next].Text) == 1 {
				next++
			}
		}
		k := next
		if f, nx := p.fractionAfter(k); f > 0 && nx > k && nx < len(toks) && !p.used[nx] {
			// "two and a half hours", "dos y media horas": the fraction
			// before the unit
			if _, half := fractionWords[p.t.Word(nx-1)]; half && (spanUnits[p.t.Word(nx)] || clockSpanUnits[p.t.Word(nx)]) {
				return p.decideSpan(i, nx, n, f, p.t.Word(nx), false, hasDate)
			}
		}
		// "2-3 hours", "2 to 3 hours", "2 ou 3 heures", "2 o 3 ore", "2-3h":
		// a range of lengths is one.
		if g := strings.TrimSpace(p.gap(k-1, k)); k < len(toks) && (g == "-" || g == "–" || g == "/") {
			if _, _, un, ok := spanToken(toks[k].Text); ok {
				return p.decideSpan(i, k, n, 0, un, true, hasDate)
			}
			if _, nx, ok := p.t.numAt(k); ok && (spanUnits[p.t.Word(nx)] || clockSpanUnits[p.t.Word(nx)]) {
				k = nx
			}
		} else if rangeWords[p.t.Word(k)] && !p.punctBetween(k-1, k) {
			if _, nx, ok := p.t.numAt(k + 1); ok && spanUnits[p.t.Word(nx)] {
				k = nx // "2 to 3 hours"
			} else if ok && clockSpanUnits[p.t.Word(nx)] {
				// "ça dure de 2 à 3 heures", "dura entre 2 y 3 horas"; but
				// "de 2 a 3 horas" alone is the clock's range.
				st := i
				if rangeStarts[p.t.Word(i-1)] {
					st = i - 1
				}
				if p.durationContext(st, nx) {
					return durationSpan{st, nx}, true
				}
			}
		}
		w := p.t.Word(k)
		if k >= len(toks) || p.used[k] || !spanUnits[w] && !clockSpanUnits[w] {
			return durationSpan{}, false
		}
		u, unit = k, w
	}
	return p.decideSpan(i, u, n, m, unit, glued, hasDate)
}

// decideSpan decides whether n (and m minutes) of unit at tokens from..to
// is a length of time (the rules above).
func (p *parser) decideSpan(from, to, n, m int, unit string, glued, hasDate bool) (durationSpan, bool) {
	if n <= 0 || p.relativeBefore(from, to, n, unit) {
		return durationSpan{}, false // "in 2 hours": readRelativeTimes
	}
	if spanUnits[unit] {
		return durationSpan{from, p.spanEnd(to)}, true // "2 hours", "90 min", "zwei Stunden"
	}
	// heures, horas, ore, hora, hrs, hs, h: how long or when.
	if part, _ := p.partAfter(to + 1); part != "" {
		return durationSpan{}, false // "2 heures de l'après-midi", "6h du mat"
	}
	ctx := p.durationContext(from, to)
	if !ctx && p.clockRange(from, to) {
		return durationSpan{}, false // "entre 2h et 4h", "de 2 a 4 horas": the clock's range
	}
	if p.ceilingBefore(from) {
		return durationSpan{from, p.spanEnd(to)}, true // "sotto le 2 ore", "unter 2 Std": at most that long
	}
	if cue, weak := p.cueBefore(from); cue && !(weak && ctx) {
		if p.distanceAfter(from, to) {
			return durationSpan{from, to}, true // "à 2 heures de Lisbonne"
		}
		return durationSpan{}, false // "à 2 heures", "às 2 horas", "a las 2 hs"
	}
	if ctx || n > 24 {
		return durationSpan{from, p.spanEnd(to)}, true // "ça dure 2h", "2h de route", "24 horas antes", "48h"
	}
	if n >= 13 {
		return durationSpan{}, false // "14 heures", "15 hrs"
	}
	// a fraction after the unit: "2 heures et demie", "dos horas y media",
	// "due ore e mezza", "duas horas e meia"
	f, end := p.fractionAfter(to + 1)
	if f < 0 {
		return durationSpan{}, false // "quatre heures moins le quart": no length is said so
	}
	mins := m + f
	alone := p.wholeMessage(from, end)
	if alone && (mins == 0 && p.optionHour(n) || mins != 0 && p.optionAt(n, mins)) {
		// "2 heures" answering which time, a 14:00 option shown; "2h30",
		// "2 heures et demie" with a 14:30 one
		return durationSpan{}, false
	}
	beside := hasDate && (from > 0 && p.used[from-1] || end < len(p.used) && p.used[end]) ||
		dayPartWords[p.t.Word(from-1)] != "" && !p.punctBetween(from-1, from)
	if unit == "h" || unit == "hs" || unit == "hrs" || unit == "hr" || glued {
		// "2h", "2 h", "2h30", "2hrs", "10 hrs"
		switch {
		case beside:
			return durationSpan{}, false // "samedi 2h", "2h demain", "mañana 10 hrs", "après-midi 2h"
		case n >= 8 && (alone || p.lang != "en" && p.lang != "de"):
			return durationSpan{}, false // "10h ?"
		}
		return durationSpan{from, p.spanEnd(to)}, true
	}
	// "2 heures", "2 horas", "2 ore", and with a fraction "2 heures et
	// demie", "dos horas y media": how long, like "2 heures" (the hour is
	// "à 2 heures et demie"), unless a day is said beside it ("samedi 2
	// heures et demie") or, alone, it is an hour from 8 to 12 ("dix heures
	// et demie") or an option's time.
	if mins != 0 && beside {
		return durationSpan{}, false
	}
	if alone && n >= 8 {
		return durationSpan{}, false // "dix heures": the hour answering when
	}
	return durationSpan{from, p.spanEnd(to)}, true
}

// spanEnd extends a duration over a fraction said after its unit: "2 horas
// y media", "2 heures et demie", "2 ore e mezza".
func (p *parser) spanEnd(to int) int {
	if f, k := p.fractionAfter(to + 1); f > 0 {
		return k - 1
	}
	return to
}

// relativeBefore reports a time counted from now: "in 2 hours", "dans 2
// heures", "daqui a 2 horas", "tra 2 ore" (readRelativeTimes reads it).
// Italian "in 3 ore" and "done in 3 hours" say how long instead, and so
// does "in 2 hours" in a clause about doing, seeing or finishing ("can we
// do it in 2 hours?", "¿se puede hacer en 2 horas?", "schaffen wir das in
// 2 Stunden?", "dá para fazer em 2 horas?"): not when, how long. A start
// stays from now ("can we go in 2 hours?", "podemos ir em 2 horas?").
func (p *parser) relativeBefore(from, to, n int, unit string) bool {
	cue := p.t.Word(from - 1)
	at := from - 1
	before := p.t.Word(from - 2)
	switch {
	case cue == "in" && p.lang == "it":
		return false
	case cue == "en" && p.lang == "fr":
		return false
	case inWords[cue]:
	case cue == "de" && before == "dentro", cue == "a" && (before == "daqui" || before == "dqui"):
		before = p.t.Word(from - 3)
		at--
	default:
		return false
	}
	if doneWords[before] || inWords[cue] && p.doingAround(at, to) {
		return false
	}
	hours := !strings.HasPrefix(unit, "min") && unit != "mn"
	return hours && n <= 48 || !hours && n <= 180
}

// doingWords are the verbs (and their adjectives) of doing, seeing or
// finishing a tour: with one in its clause, "in 2 hours" is how long it
// takes.
var doingWords = wordSet("doing doable done finish finished finishing complete see visit cover fit " +
	"hacer hace hacen hacemos haceis hago hacerlo hacerse hacerla factible ver ve vemos verlo visitar recorrer terminar " +
	"termina terminamos acabar acaba acabamos " +
	"faire fait faisons faites font faisable voir visiter finir finit finissons terminer termine boucler " +
	"schaffen schafft schaffe schaffbar machen macht mache machbar sehen erledigen fertig durch besichtigen " +
	"fare fa fanno facciamo fate fattibile vedere visitare finire finisce finiamo " +
	"fazer faz fazem fazemos fazer-se ver visitar acabar acaba acabamos terminar termina terminamos")

// doingAround reports a verb of doing in the clause of a time counted
// from now whose cue is at token at and unit at token to: before the cue
// ("can we do it in", "se puede hacer en"), or after the unit, as German
// puts it ("kann man das in 2 Stunden machen?", "ist das in 3 Stunden zu
// schaffen?"). The English "do" counts as a verb of doing only when no
// subject follows it ("do you have anything in 2 hours?" asks when).
func (p *parser) doingAround(at, to int) bool {
	doing := func(k int) bool {
		w := p.t.Word(k)
		if w == "do" {
			x := p.t.Word(k + 1)
			return x != "you" && x != "we" && x != "they" && x != "i" && x != "u" && x != "ya"
		}
		return doingWords[w]
	}
	for k := at - 1; k >= 0 && k >= at-6 && !p.punctBetween(k, k+1); k-- {
		if doing(k) {
			return true
		}
	}
	for k := to + 1; k < len(p.t.Tokens) && k <= to+4 && !p.punctBetween(k-1, k); k++ {
		if doing(k) {
			return true
		}
	}
	return false
}

// cueBefore reports a time cue ending right before token from ("à",
// "a las", "alle", "às", "um"); weak says the cue is also an article or a
// preposition of other things ("le", "les", "la", "o", "a"). An "about"
// ("about 2h", "circa 2 ore") is no cue here, and nor is an Italian cue
// without its article ("dopo 2 ore" is after two hours; the clock is "dopo
// le 2").
func (p *parser) cueBefore(from int) (cue, weak bool) {
	for j := from - 1; j >= 0 && j >= from-4; j-- {
		c := p.cueAt(j)
		if c <= 0 || j+c != from {
			continue
		}
		w := p.t.Word(j)
		if approxCues[w] {
			return false, false
		}
		if c == 1 && (w == "dopo" || w == "prima" || w == "verso" || w == "entro") {
			return false, false
		}
		switch w {
		case "le", "la", "les", "o", "a", "des", "ore", "tipo":
			return true, c == 1
		}
		return true, false
	}
	return false, false
}

// distanceAfter reads "à 2 heures de Lisbonne", "a 2 horas de aquí": a
// cue "à"/"a" and a place after the hours, how far, not when.
func (p *parser) distanceAfter(from, to int) bool {
	if p.t.Word(from-1) != "a" {
		return false
	}
	switch p.t.Word(to + 1) {
	case "de", "d", "da", "di", "do", "from", "en", "in":
	default:
		return false
	}
	k := to + 2
	x := p.t.Word(k)
	return k < len(p.t.Tokens) && (p.t.Tokens[k].Upper && !p.t.Tokens[k].Num && dayPartWords[x] == "" && weekdayWords[x] == 0 &&
		monthWords[x] == 0 || placeWords[x] || travelNouns[x] || hereWords[x])
}

// durationContext reports words around tokens from..to that make a length
// of time: "ça dure 2h", "it takes 2 hours", "pendant 2 heures", "environ
// 2h", "plus de 2h", "2h de route", "24 horas antes".
func (p *parser) durationContext(from, to int) bool {
	j := from - 1
	w := p.t.Word(j)
	if (durationVerbs[w] || durationBefore[w] || w == "de" && aboutDe[p.t.Word(j-1)]) && !p.punctBetween(j, from) {
		return true
	}
	if p.punctBetween(to, to+1) {
		return false
	}
	switch x := p.t.Word(to + 1); x {
	case "de", "d", "di", "da", "do", "of", "en":
		// "2h de route", "3 ore di giro", "2 horas de passeio", "2h en voiture"
		k := to + 2
		y := p.t.Word(k)
		if x == "en" {
			return travelNouns[y]
		}
		return k < len(p.t.Tokens) && !p.t.Tokens[k].Num && !notDurationNouns[y] && dayPartWords[y] == "" &&
			!rangeArticles[y] && y != "l" && weekdayWords[y] == 0 && monthWords[y] == 0
	default:
		return durationAfter[x]
	}
}

// clockRange reports hours at tokens from..to inside a range of clock
// times: "entre 2h et 4h", "de 2 a 4 horas", "2h-4h", "from 2h to 4h".
func (p *parser) clockRange(from, to int) bool {
	next := func(k int) bool { // a clock hour at token k
		if k >= len(p.t.Tokens) {
			return false
		}
		if _, _, ok := p.t.numAt(k); ok {
			return true
		}
		_, _, u, ok := spanToken(p.t.Tokens[k].Text)
		return ok && !spanUnits[u]
	}
	if g := strings.TrimSpace(p.gap(to, to+1)); g == "-" || g == "–" {
		return next(to + 1)
	}
	if w := p.t.Word(to + 1); rangeWords[w] && !orWords[w] {
		k := to + 2
		for rangeArticles[p.t.Word(k)] {
			k++
		}
		if next(k) && rangeStarts[p.t.Word(from-1)] {
			return true
		}
	}
	w := p.t.Word(from - 1)
	if g := strings.TrimSpace(p.gap(from-1, from)); g == "-" || g == "–" || rangeWords[w] && !orWords[w] {
		k := from - 1
		if !(g == "-" || g == "–") {
			k--
		}
		for k >= 0 && rangeArticles[p.t.Word(k)] {
			k--
		}
		return k >= 0 && (p.t.Tokens[k].Num || startsWithDigit(p.t.Tokens[k].Text) || clockSpanUnits[p.t.Word(k)])
	}
	return false
}

// hereWords name where the visitor is: "a 2 horas de aquí".
var hereWords = wordSet("aqui ici qui here daqui hier")

// optionAt reports an option shown that starts at n hours and mins
// minutes, or twelve hours later: "2h30", "2 heures et demie" then answer
// which time.
func (p *parser) optionAt(n, mins int) bool {
	for _, t := range p.optionTimes {
		if t == n*60+mins || n <= 12 && t == (n+12)*60+mins {
			return true
		}
	}
	return false
}

// optionHour reports an option shown that starts at hour n or twelve hours
// later: "2 heures" then answers which time.
func (p *parser) optionHour(n int) bool {
	for _, t := range p.optionTimes {
		if h := t / 60; h == n || n <= 12 && h == n+12 {
			return true
		}
	}
	return false
}

// A ceiling on a tour's length (Entities.WithinMinutes): a word of "under"
// or "at most" before a length ("under 2 hours", "within 90 minutes",
// "unter 2 Stunden", "sotto le 2 ore", "au maximum 2h"), a word of "less"
// with its "than" ("less than 3 hours", "menos de 2 horas", "moins de 2
// heures", "weniger als 2 Stunden", "meno di 2 ore"), or "only" with a
// verb of having in its clause ("we only have a couple of hours", "nous
// n'avons que deux heures", "wir haben nur 2 Stunden", "abbiamo solo un
// paio d'ore", "só temos umas duas horas").
var (
	ceilingWords = wordSet("under within max maximum unter hochstens maximal sotto entro massimo maximo")
	lessWords    = wordSet("less menos moins meno weniger")
	lessThan     = wordSet("than de d di als")
	onlyHave     = wordSet("only just solo solamente seulement que nur bloss soltanto so apenas somente")
	haveWords    = wordSet("have has got tenemos tengo tienen avons ai avez haben habe hat abbiamo ho hanno temos tenho")
	// vagueTwo say about two before a unit: "a couple of hours", "un par
	// de horas", "un paio d'ore", "ein paar Stunden".
	vagueTwo = wordSet("couple par paio paar")
	ofWords  = wordSet("of de d di")
)

// ceilingBefore reports a ceiling said before the length at token from.
func (p *parser) ceilingBefore(from int) bool {
	only, have := false, false
	for k := from - 1; k >= 0 && k >= from-6 && !p.punctBetween(k, k+1); k-- {
		w := p.t.Word(k)
		switch {
		case ceilingWords[w]:
			return true
		case lessWords[w] && lessThan[p.t.Word(k+1)] && p.t.Word(k-1) != "no":
			return true
		case onlyHave[w]:
			only = true
		case haveWords[w] || w == "a" && p.t.Word(k-1) == "n": // "on n'a que 2 heures"
			have = true
		}
	}
	return only && have
}

// spanMinutes is the length of time at d in minutes: its number ("2",
// "deux", "zweieinhalb", "a couple"), a half ("1.5", "2 and a half", "dos
// horas y media") and its unit (hours unless minutes are said).
func (p *parser) spanMinutes(d durationSpan) int {
	n, m, unit := 0, 0, ""
	for k := d.from; k <= d.to && k < len(p.t.Tokens); k++ {
		w := p.t.Word(k)
		if a, b, u, ok := spanToken(w); ok {
			if n == 0 {
				n, m = a, b
			} else if a == 5 && m == 0 {
				m = 30 // "1.5h"
			}
			unit = u
			continue
		}
		if n == 0 {
			if h, ok := halfNumber(w); ok {
				n, m = h, 30
				continue
			}
			if vagueTwo[w] {
				n = 2
				continue
			}
			if v, _, ok := p.t.numAt(k); ok && v > 0 {
				n = v
				continue
			}
		} else if p.t.Tokens[k].Num && w == "5" && m == 0 && unit == "" {
			m = 30 // "1.5 hours", "1,5 horas"
			continue
		}
		if f, ok := fractionWords[w]; ok && m == 0 {
			m = f
		}
		if unit == "" && (spanUnits[w] || clockSpanUnits[w]) {
			unit = w
		}
	}
	switch unit {
	case "min", "mins", "mn", "minute", "minutes", "minuto", "minutos", "minuten", "minuti", "minutinhos":
		return n
	}
	return n*60 + m
}
