package understand

import (
	"strings"
	"time"

	"github.com/tourchat/tourchat/store"
)

// The day being discussed (Context.Day) is what two readings count from:
// "and the day after?" after a full Friday is the Saturday, and "the 26th"
// right after Christmas Day was asked about is 26 December.

// nextDaySet reads the day after or before the day being discussed, said
// without the day: "the day after", "the next day", "al día siguiente",
// "le lendemain", "la veille", "am Tag danach", "am Vortag", "il giorno
// dopo", "l'indomani", "no dia seguinte", "na véspera", or that day itself
// ("the same day", "am selben Tag"). Followed by a day
// ("the day after Christmas", "il giorno dopo Natale"), dayShiftSet counts
// from that day instead.
var nextDaySet = func() *phraseSet {
	ps := newPhraseSet(false)
	ps.add("after", "the day after", "day after", "the next day", "next day", "the following day", "the day following",
		"al dia siguiente", "el dia siguiente", "dia siguiente", "al dia despues", "el dia despues", "el dia de despues",
		"al otro dia",
		"le lendemain", "lendemain", "le jour suivant", "le jour d apres", "au lendemain",
		"am tag danach", "der tag danach", "den tag danach", "tag danach", "am nachsten tag", "den nachsten tag",
		"der nachste tag", "am naechsten tag", "am folgetag", "folgetag", "am folgenden tag", "tags darauf", "am tag darauf",
		"il giorno dopo", "giorno dopo", "il giorno seguente", "il giorno successivo", "l indomani", "indomani",
		"no dia seguinte", "o dia seguinte", "dia seguinte", "no dia a seguir", "o dia a seguir", "no dia depois",
		"o dia depois")
	ps.add("before", "the day before", "day before", "the previous day", "the day prior",
		"el dia anterior", "al dia anterior", "dia anterior", "el dia antes", "la vispera",
		"la veille", "le jour d avant", "le jour precedent", "la journee d avant",
		"am tag davor", "der tag davor", "den tag davor", "tag davor", "am vortag", "vortag", "tags zuvor", "am tag zuvor",
		"il giorno prima", "giorno prima", "il giorno precedente", "la vigilia",
		"no dia anterior", "o dia anterior", "no dia antes", "o dia antes", "na vespera", "a vespera")
	// "the sunset sail the same day after?", "el mismo día", "le même
	// jour", "am selben Tag", "lo stesso giorno", "no mesmo dia": the day
	// discussed itself ("the same day after" is no day after)
	ps.add("same", "the same day", "same day", "that same day", "on the same day",
		"el mismo dia", "ese mismo dia", "mismo dia", "aquel mismo dia",
		"le meme jour", "ce meme jour", "meme jour", "le jour meme", "la meme journee", "dans la meme journee",
		"am selben tag", "am gleichen tag", "selben tag", "gleichen tag", "am selbigen tag", "noch am selben tag",
		"lo stesso giorno", "nello stesso giorno", "stesso giorno", "il giorno stesso", "quel giorno stesso",
		"no mesmo dia", "o mesmo dia", "mesmo dia", "nesse mesmo dia", "no proprio dia")
	return ps
}()

// cancelStems open the words of cancelling and refunds: "the day before"
// beside them is a deadline ("can I cancel the day before?", "¿se puede
// anular hasta el día anterior?"), not a day asked for.
var cancelStems = []string{"cancel", "anul", "annul", "storn", "refund", "rembours", "reembols", "devol",
	"rimbors", "disdi", "deadline", "plazo", "delai", "frist", "prazo", "termine"}

// readNextDay reads the day after or before the day being discussed, or
// that day again (nextDaySet), when there is one and the phrase is not followed by a day
// of its own.
func (p *parser) readNextDay(cs []dateCand) []dateCand {
	if p.day.IsZero() {
		return cs
	}
	hits := nextDaySet.find(p.t, p.used)
	if len(hits) == 0 {
		return cs
	}
	for _, tok := range p.t.Tokens {
		for _, s := range cancelStems {
			if strings.HasPrefix(tok.Text, s) {
				return cs
			}
		}
	}
	for _, h := range hits {
		end := h.At + h.N
		followed := false
		for _, c := range cs {
			if c.from >= end && c.from <= end+2 {
				followed = true // "the day after Christmas": dayShiftSet's
			}
		}
		if followed || end < len(p.t.Tokens) && p.used[end] && dateWordAt(p, end) {
			continue
		}
		shift := 1
		switch h.Value {
		case "before":
			shift = -1
		case "same":
			shift = 0
		}
		p.useRange(h.At, end-1)
		cs = append(cs, dateCand{from: h.At, to: end - 1, day: p.day.AddDate(0, 0, shift)})
	}
	return cs
}

// dateWordAt reports a word at i that names a day (tomorrow, yesterday).
func dateWordAt(p *parser, i int) bool {
	_, ok := relDayValue[p.t.Word(i)]
	return ok
}

// discussedDayOfMonth resolves day d said without its month: the next one
// from today (dayOfMonth), unless a day in another month is being
// discussed and d in that month, or in the month beside it, lies nearer to
// it ("dia 26" right after Christmas Day is 26 December; "the 28th" while
// 3 December is discussed stays 28 November). Never a day before today.
func (p *parser) discussedDayOfMonth(d int) (time.Time, bool) {
	dt, ok := p.dayOfMonth(d, 0, false)
	if !ok || p.day.IsZero() || p.day.Before(p.today) ||
		p.day.Year() == dt.Year() && p.day.Month() == dt.Month() {
		return dt, ok
	}
	best, dist := dt, absDays(dt.Sub(p.day))
	for _, k := range []int{0, -1, 1} {
		first := time.Date(p.day.Year(), p.day.Month()+time.Month(k), 1, 0, 0, 0, 0, p.day.Location())
		c, ok := mkDate(first.Year(), int(first.Month()), d, p.day.Location())
		if !ok || c.Before(p.today) {
			continue
		}
		if dd := absDays(c.Sub(p.day)); dd < dist {
			best, dist = c, dd
		}
	}
	return best, true
}

func absDays(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}

// farewellOpeners say goodbye until a day: "see you Wednesday", "hasta el
// sábado", "nos vemos el jueves", "à mercredi", "bis Mittwoch", "wir sehen
// uns am Freitag", "a mercoledì", "ci vediamo sabato", "até quarta".
var farewellOpeners = listSet([]string{"see you", "see ya", "see u", "cya", "see you on", "see you all",
	"hasta", "nos vemos", "a", "on se voit", "rendez vous", "bis", "bis zum", "bis dann am", "wir sehen uns",
	"ci vediamo", "ci si vede", "ate", "vemo nos", "ate a", "ate ao", "ate la", "nos vemos na", "a gente se ve"})

// farewellArticles may stand between the opener and the day.
var farewellArticles = wordSet("el la le l am zum il o a on the this next este esta ce diesen questo esse proximo " +
	"proxima prochain nachsten prossimo lo")

// socialFill are the words a goodbye carries beside its thanks: "thanks
// mate", "genial, muchas gracias", "super merci", "danke euch".
var socialFill = wordSet("mate guys all everyone folks buddy so again lot lots much very really ok okay great perfect " +
	"awesome brill cool then genial vale perfecto estupendo pues entonces todos bueno super parfait top alors tous " +
	"vous a toi merci prima toll dann euch ihnen ihr alle klasse perfetto ottimo allora tutti ciao perfeito otimo " +
	"entao todos pessoal fixe boa")

// farewellDay reports a day said only as the day of a goodbye: the
// opener right before it and, besides, nothing but thanks, goodbyes and
// their fillers. Such a day asks for nothing ("thanks mate, see you
// wednesday" after the booking is no new search).
func (p *parser) farewellDay(c *dateCand) bool {
	if !c.end.IsZero() {
		return false // "à la fin du mois", "bis Ende der Woche": days to choose from
	}
	j := c.from - 1
	for j >= 0 && farewellArticles[p.t.Word(j)] && !p.opensFarewellAt(j) {
		j--
	}
	if j < 0 || !p.opensFarewellAt(j) {
		return false
	}
	if untilOpeners[p.t.Word(j)] && !c.weekday && !p.relativeDay(c) {
		// "hasta", "bis", "até", "à" also say until: only a weekday or
		// "demain" after them is a goodbye ("à demain", "bis Freitag")
		return false
	}
	social := make([]bool, len(p.t.Tokens))
	for _, h := range intentSet.find(p.t, nil) {
		if h.Value == store.IntentThanks || h.Value == store.IntentGreet {
			for k := h.At; k < h.At+h.N; k++ {
				social[k] = true
			}
		}
	}
	for _, h := range farewellOpeners.find(p.t, nil) {
		for k := h.At; k < h.At+h.N; k++ {
			social[k] = true
		}
	}
	for k, tok := range p.t.Tokens {
		if (k < j || k > c.to) && !social[k] && !socialFill[tok.Text] {
			return false
		}
	}
	return true
}

// untilOpeners are the openers that also mean "until" or "at".
var untilOpeners = wordSet("hasta a bis ate")

// relativeDay reports a day read from a word of relDays ("demain").
func (p *parser) relativeDay(c *dateCand) bool {
	var ws []string
	for k := c.from; k <= c.to; k++ {
		ws = append(ws, p.t.Word(k))
	}
	_, ok := relDayValue[strings.Join(ws, " ")]
	return ok
}

// opensFarewellAt reports a farewell opener ending at token j.
func (p *parser) opensFarewellAt(j int) bool {
	for _, h := range farewellOpeners.find(p.t, nil) {
		if h.At+h.N-1 == j {
			// a bare "a" says goodbye only in French and Italian ("à
			// mercredi", "a sabato"); "a sexta" is Friday in Portuguese
			return h.N > 1 || p.t.Word(j) != "a" || p.lang == "fr" || p.lang == "it"
		}
	}
	return false
}
