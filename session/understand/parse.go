package understand

import (
	"strings"
	"time"

	"github.com/tourchat/tourchat/store"
)

// Context is what the dialogue knows that changes how a message reads.
type Context struct {
	Now        time.Time // in the business's location
	Lang       string    // the reply language, for the order of numeric dates
	Region     string    // ISO 3166-1 country for phone numbers
	HasOptions bool      // options were shown, so "the second one" picks one
	// OptionTimes are the start times of the options shown, in minutes
	// after midnight, so that a bare "9 works" picks the 9:00 one.
	OptionTimes []int
	ExpectName  bool // the assistant asked for the visitor's name
	// Service is the tour the conversation is about: a follow-up ("y la
	// comida?") naming another tour only by a thing a tour includes (food,
	// wine, water) asks about this one and does not name the other.
	Service  string
	Services *Services
	// AfterAge is true when the last reply told a tour's minimum age: a
	// bare "erst ab 8." or "only from 8." then restates that age and is
	// no clock time (markFromAge).
	AfterAge bool
	// Day is the one day the conversation is about (zero when none): "the
	// day after", "le lendemain", "am Tag davor" count from it, and a bare
	// day of the month said right after a day in another month was asked
	// about may belong to that month (discussed.go).
	Day time.Time
}

// Result is a message understood.
type Result struct {
	Intent string
	// Scores per intent, for evaluation and debugging.
	Scores map[string]float64
	Entities
	// Fallback is true when nothing in the message was understood.
	Fallback bool
}

// Parse reads a message.
func Parse(raw string, c Context) *Result {
	t := Prepare(raw)
	if c.Lang == "de" {
		t = PrepareGerman(raw)
	}
	p := &parser{t: t, used: make([]bool, len(t.Tokens)), greet: make([]bool, len(t.Tokens)), now: c.Now, lang: c.Lang, region: c.Region, contactAt: -1, emailAt: -1, afterAge: c.AfterAge, svcs: c.Services}
	if p.now.IsZero() {
		p.now = time.Now()
	}
	if !c.Day.IsZero() {
		p.day = time.Date(c.Day.Year(), c.Day.Month(), c.Day.Day(), 0, 0, 0, 0, p.now.Location())
	}
	if c.HasOptions {
		p.options, p.optionTimes = len(c.OptionTimes), c.OptionTimes
		if p.options == 0 {
			p.options = 9
		}
	}
	r := &Result{}
	e := &r.Entities
	p.readBookingRef(e) // "bk_01m8...": a reference, no time, no party, no phone
	p.readContact(e)
	p.readBudget(e) // "under 30 euros", "max 30€ par personne": no party, no time, no day
	if c.HasOptions {
		p.readOptionOrdinal() // "le 2eme": an option, not a day
	}
	// Greetings like "good morning" or "buenas tardes" are not times of day.
	for _, h := range greetings.find(t, nil) {
		p.useRange(h.At, h.At+h.N-1)
		for k := h.At; k < h.At+h.N; k++ {
			p.greet[k] = true
		}
	}
	p.markWeatherClauses() // "is it cold in the evening?": a circumstance, no part of the day
	p.markSaidAges()       // "she's 4", "mi hijo tiene 7": no time, no party
	p.markFromAge()        // "erst ab 8." after the minimum age was told
	for _, h := range numberedThings.find(t, nil) {
		p.useRange(h.At, h.At+h.N-1) // "nos sacs à dos": a backpack, not two people
	}
	p.markAgeLists() // "de 8 e 10 anos", "aged 6 and 9": no time, no party
	p.markChildAge() // "nuestro hijo de 10": no time, no party by itself
	p.markOldest()   // "os dois mais velhos": the oldest children, no time
	// Intent cues are read before the entities take their tokens, but the
	// entity readers run first on the used-marks so that "3 December" is not
	// also three guests.
	hits := intentSet.find(t, nil)
	e.OtherDates = len(otherDates.find(t, nil)) > 0
	p.markDurations(false, false) // "für 2 Stunden", "90 min": how long, no day, no time, no party
	p.markUncertainParty(e)       // "siamo in 2 o 3": no 15:00, no party, ask how many
	p.readDates(e, c.HasOptions)
	p.readAnchoredDay(e)
	p.markDurations(true, e.HasDate()) // "dura 2 horas?", "2h de route"
	e.LengthAsked, e.WithinMinutes = p.lengthAsked, p.within
	part, inName := p.readDayPart()
	p.dayPart = part
	if !inName {
		e.DayPart = part // "the fado night" names the tour: no part of the day asked
	}
	p.markUsCounts()  // "für alle drei", "pour tous les quatre": the people asking, no time
	p.markOnlyTotal() // "doch nur 4": a total, no option's hour
	p.readTimes(e)
	if c.HasOptions && !e.HasTime {
		p.readOptionHour(e, c.OptionTimes)
	}
	p.guardContactName(c.ExpectName, c.Services) // "Olivia Bridges, olivia@...": a surname, no tour
	e.ServiceID, e.ServiceScore = c.Services.match(p, c.Service)
	p.readParty(e)
	p.readPartyAddition(e)
	if c.HasOptions {
		e.Choice = p.readChoice()
		if n := e.Choice; n > p.options && e.Guests == 0 && len(p.t.Tokens) == 1 && p.t.Tokens[0].Num {
			// a lone "2" with one option shown cannot pick the second: it
			// answers how many are coming
			e.Guests, e.Choice = n, 0
		}
	}
	p.readChooseWords(e)
	p.readLength(e)
	p.readCheap(e)
	if len(p.named) > 1 {
		e.Services, e.Ambiguous = p.named, p.ambiguous
	}
	// A short message that carries an email or a phone is a contact message:
	// its name is read as when the assistant asked for one ("Ana Costa,
	// ana@..."). In a longer one capitalised words are rather nouns
	// ("Kajak für 2 am Samstag, meine E-Mail ist ...").
	p.markLodgings() // "Hotel Tivoli +351 ...": a place, not the visitor's name
	e.Name = p.readName(c.ExpectName || (e.Email != "" || e.Phone != "") && p.unusedWords() <= 4)
	if e.Name == "" && !c.ExpectName && (e.Email != "" || e.Phone != "") {
		// "ok book it. Jake Miller, jake@...": the clause of the contact
		// details is a contact message of its own.
		e.Name = p.readContactClauseName()
	}
	if e.Name == "" && !c.ExpectName && e.ServiceID == "" && !e.HasDate() && !e.HasTime && e.Guests == 0 {
		// "Javier Moreno" sent alone: two or three capitalised words that
		// are no words of the languages are a name.
		e.Name = p.readBareName()
	}
	e.Negation = p.readNegation()
	r.Scores = map[string]float64{}
	plan := payingPlan(t)
	for _, h := range hits {
		if h.Fuzzy && (t.Tokens[h.At].Num || p.used[h.At]) {
			continue
		}
		if plan && h.Value == store.IntentPrice && payWords[t.Tokens[h.At].Text] {
			// "ok we'll pay by card then, thursday at 6": how the visitor
			// will pay, not a question of price
			continue
		}
		r.Scores[h.Value] += h.Weight
	}
	if len(t.Tokens) <= 3 && len(yesWords.find(t, nil)) > 0 {
		r.Scores[store.IntentBook] += 0.5
	}
	r.Intent = classify(r, c)
	r.Fallback = r.Intent == store.IntentOutOfScope
	return r
}

// otherDates ask for other days than the one discussed.
var otherDates = listSet([]string{"other dates", "other days", "another day", "another date", "different day",
	"otras fechas", "otra fecha", "otro dia", "otros dias", "autres dates", "une autre date", "un autre jour",
	"autres jours", "andere termine", "anderer tag", "anderen tag", "anderes datum", "andere tage", "altre date",
	"altro giorno", "altri giorni", "outras datas", "outra data", "outro dia", "outros dias"})

var greetings = func() *phraseSet {
	ps := newPhraseSet(false)
	ps.add("greet", "good morning", "good afternoon", "good evening", "good night", "buenos dias", "buenas tardes",
		"buenas noches", "buen dia", "bonsoir", "bonne soiree", "bonne journee", "guten morgen", "guten abend",
		"guten tag", "buongiorno", "buonasera", "buona serata", "buona giornata", "buonanotte", "bom dia",
		"boa tarde", "boa noite")
	return ps
}()

// classify picks the intent from the cue scores and the entities.
func classify(r *Result, c Context) string {
	s := r.Scores
	e := &r.Entities
	hasContact := e.Email != "" || e.Phone != ""
	if s[store.IntentManage] >= 1 {
		return store.IntentManage
	}
	if hasContact {
		// "call me at +44 ..." gives contact details, whatever else it says.
		return store.IntentContact
	}
	if s[store.IntentHuman] >= 1 {
		return store.IntentHuman
	}
	if e.Name != "" && !c.ExpectName {
		s[store.IntentContact] += 1.5
	} else if e.Name != "" {
		return store.IntentContact
	}
	if e.Choice != 0 || (c.HasOptions && e.HasTime && s[store.IntentPrice] == 0 && s[store.IntentDetails] == 0) {
		s[store.IntentBook] += 1.5
	}
	if e.ServiceID != "" && s[store.IntentBrowse] > 0 && s[store.IntentBrowse] < 1 {
		// "the kayak tour": "tour" names the service, not the catalog.
		s[store.IntentBrowse] = 0
	}
	// A cue of booking, price or details wins over a bare availability cue;
	// dates and party sizes only tell availability from browsing.
	best, bestScore := "", 0.0
	for _, in := range []string{store.IntentContact, store.IntentBook, store.IntentPrice, store.IntentDetails} {
		if s[in] > bestScore {
			best, bestScore = in, s[in]
		}
	}
	// A past day ("yesterday", "last Friday") asks for nothing to book.
	hasDate := e.HasDate() && (c.Now.IsZero() || !e.Date.Before(time.Date(c.Now.Year(), c.Now.Month(), c.Now.Day(), 0, 0, 0, 0, c.Now.Location())))
	if bestScore < 0.5 || s[store.IntentAvailability] > bestScore {
		avail := s[store.IntentAvailability]
		if hasDate || e.HasTime || e.Guests > 0 || e.PartOfParty || e.DayPart != "" {
			avail += 0.75
		}
		if hasDate || e.HasTime {
			// "what do you have on Saturday?" asks for times, not the catalog.
			avail += 0.75
		}
		best, bestScore = store.IntentAvailability, avail
		if s[store.IntentBrowse] >= avail {
			best, bestScore = store.IntentBrowse, s[store.IntentBrowse]
		}
		if bestScore < 0.5 {
			best = ""
		}
	}
	named := hasDate || e.HasTime || e.Guests > 0 || e.PartOfParty || e.DayPart != "" || e.ServiceID != ""
	if social := max(s[store.IntentThanks], s[store.IntentGreet]); !named && social > bestScore {
		// "Super, das war's, schönen Tag noch!": a weak cue inside a goodbye.
		best, bestScore = "", 0
	}
	if oos := s[store.IntentOutOfScope]; oos > 0 && oos >= bestScore && e.ServiceID == "" {
		return store.IntentOutOfScope
	}
	if best != "" && bestScore >= 0.5 {
		return best
	}
	if e.ServiceID != "" {
		return store.IntentDetails
	}
	switch {
	case s[store.IntentThanks] > 0 && s[store.IntentThanks] >= s[store.IntentGreet]:
		return store.IntentThanks
	case s[store.IntentGreet] > 0:
		return store.IntentGreet
	case s[store.IntentThanks] > 0:
		return store.IntentThanks
	}
	if best != "" {
		return best
	}
	return store.IntentOutOfScope
}

// unusedWords counts the tokens no reader has taken.
func (p *parser) unusedWords() int {
	n := 0
	for i := range p.t.Tokens {
		if !p.used[i] {
			n++
		}
	}
	return n
}

// numberedThings are names of things that hold a number word of another
// language: the French "sac à dos" (a backpack) is no Spanish "dos".
var numberedThings = listSet([]string{"sac a dos", "sacs a dos", "sac-a-dos", "sacs-a-dos"})

// payingPlan reports a statement of how the visitor will pay, said in the
// first person and not asked: "we'll pay online then", "pagaremos con
// tarjeta", "on paiera par carte", "wir zahlen dann mit Karte", "pagheremo
// con carta", "vamos pagar com cartão". Its words of paying are then no
// cue of a price question.
func payingPlan(t *Text) bool {
	if strings.ContainsAny(t.Raw, "?¿") {
		return false
	}
	for _, ph := range payingPlans {
		if t.Has(ph) {
			return true
		}
	}
	return false
}

// payingPlans are first-person statements of paying (folded).
var payingPlans = []string{"we ll pay", "we will pay", "i ll pay", "i will pay", "we re going to pay", "we are going to pay",
	"we ll just pay", "pagaremos", "pagare", "vamos a pagar", "voy a pagar", "lo pagamos", "pagamos",
	"on paiera", "on payera", "on paie", "on paye", "nous paierons", "nous payerons", "je paierai", "je payerai",
	"on va payer", "je vais payer", "nous allons payer", "wir zahlen", "wir bezahlen", "ich zahle", "ich bezahle",
	"wir werden zahlen", "wir werden bezahlen", "ich werde zahlen", "ich werde bezahlen", "pagheremo", "paghero",
	"paghiamo", "vamos pagar", "vou pagar", "pagamos"}

// payWords are the price cues a paying plan holds: the verbs of paying
// and the card.
var payWords = wordSet("pay paying pagar payer zahlen bezahlen pagare pagan pagam paient payent pagano card tarjeta carte karte carta cartao")
