package understand

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/tourchat/tourchat/session/contact"
	"github.com/tourchat/tourchat/session/internal/spell"
)

var (
	reEmail    = regexp.MustCompile(`[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}`)
	reDateLike = regexp.MustCompile(`^(\d{1,2}[./-]\d{1,2}[./-](\d{2}|\d{4})|\d{4}-\d{1,2}-\d{1,2})$`)
	rePhone    = regexp.MustCompile(`(?:\+|00|\()?\d[\d \-()./]{6,20}\d`)
)

// Entities are what a message says, each zero when not said.
type Entities struct {
	Date    time.Time // local midnight; zero when no date was said
	DayPart string    // "morning", "afternoon" or "evening"
	Hour    int       // with HasTime
	Minute  int
	HasTime bool
	Guests  int
	// ServiceID is the service named, with ServiceScore its match strength.
	ServiceID    string
	ServiceScore float64
	Email        string
	Phone        string // E.164
	Name         string
	// Choice picks an option shown before: 1-based, -1 the last one.
	Choice int
	// Rank picks by time: 1 the earliest departure ("the earliest one",
	// "o mais cedo possível"), -1 the latest ("the later one", "die
	// späteste"); 0 when not said.
	Rank int
	// Cheapest picks by price: 2 a superlative ("the cheapest", "el más
	// barato"), 1 a comparative ("cheaper", "günstiger"); 0 when not said.
	Cheapest int
	// Length asks the tours by how long they last (choose.go): -2 the
	// shortest ("the shortest tour", "el más corto", "die kürzeste", "o
	// que dura menos"), 2 the longest; -1 something shorter than the tour
	// discussed ("anything shorter?", "algo más corto?", "etwas
	// Kürzeres?"), 1 longer; 0 when not said. LengthPlain marks a bare
	// comparative ("shorter", "plus court"), which compares only the
	// tours the message names ("which is shorter, the kayak or the
	// sail?").
	Length      int
	LengthPlain bool
	// Budget is the most the visitor wants to pay (budget.go): "under 30
	// euros", "max 30€ par personne", "un presupuesto de 100 euros"; 0
	// when none was said. BudgetCurrency is the currency said beside it
	// (CurrencyEUR, ...; empty when none was: "a budget of 50").
	// BudgetTotal: the amount is for the whole party ("100 euros in
	// total", "a budget of 100 euros"); otherwise it is per person.
	Budget         float64
	BudgetCurrency string
	BudgetTotal    bool
	// Cheap: the visitor wants cheap tours, without a number ("something
	// cheap", "pas cher", "algo económico", "petit budget").
	Cheap bool
	// Services lists every service named, in order, when the message names
	// more than one ("the kayak or the sailing boat").
	Services []string
	// Ambiguous: the tours in Services are named by the same words, a word
	// they share ("a water tour", "Wassertour", "something on the water"
	// when the catalog gives "water" to the kayak and the sail), so none of
	// them is ServiceID: the dialogue offers them all.
	Ambiguous bool
	// AsksTimes: the message asks which departures there are ("what times
	// do you have", "che orari avete?"), not the team's hours, or asks for
	// another than the one in hand ("can we change the time?", "could it
	// be earlier?", "mais cedo?").
	AsksTimes bool
	// Negation: "not tomorrow", "no, ..." (the visitor rejects something).
	Negation bool
	// OtherDates: "other dates?", "otro día": days other than the one discussed.
	OtherDates bool
	// Farewell: the day said is the day of a goodbye ("see you Wednesday",
	// "hasta el sábado", "à mercredi", "bis Mittwoch", "a mercoledì", "até
	// quarta") and is not read as a day asked for.
	Farewell bool
	// LengthAsked: a length of time is said of the tour lasting or of
	// doing it ("dura 2 horas?", "does it take 3 hours?", "can we do it in
	// 2 hours?", "schaffen wir das in 2 Stunden?"): no time of day, and,
	// asked, the tour's duration answers it.
	LengthAsked bool
	// WithinMinutes is the time the visitor has, said as a ceiling on a
	// tour's length ("anything under 2 hours?", "less than 3 hours", "we
	// only have a couple of hours", "nous n'avons que deux heures", "wir
	// haben nur 2 Stunden", "solo tenemos un par de horas"): a time budget,
	// no party, no time of day; 0 when none is said.
	WithinMinutes int

	// DateEnd is the last day (inclusive, local midnight) of a range of days:
	// "from Friday to Sunday", "this weekend". Zero for a single day.
	DateEnd time.Time
	// EndHour and EndMinute close a range of times ("between 2 and 4pm"),
	// with HasEndTime; Hour and Minute are then its start.
	EndHour    int
	EndMinute  int
	HasEndTime bool
	// Adults, Children and Infants are the ticket mix when the message says
	// it ("2 adults and a child"); Guests is then their sum.
	Adults   int
	Children int
	Infants  int
	// PartOfParty: the children and infants counted are some of the party,
	// whose adults the message does not say ("we have two kids aged 4 and
	// 7", "tenemos dos hijos", "our 2 kids"): Guests is then 0 and Children
	// and Infants hold them; the dialogue adds them to the adults it has.
	PartOfParty bool
	// KidsJoin: with PartOfParty, the children and infants come with the
	// party known, on top of it ("we're coming with our baby", "on vient
	// avec notre bébé"); with no party known their adults are still to be
	// told.
	KidsJoin bool
	// Parents: one child of the speakers told with an age and no party
	// ("yes, our son is 10", "unsere Tochter ist 9"), the adults its
	// possessive says at least come with it: 2 for "our", 1 for "my" (0
	// otherwise). The dialogue adds the child on top of a party too small
	// to hold them and the child, and asks when it may be among it.
	Parents int
	// ChildStays: a child named stays behind or does not come ("our
	// daughter (6) stays with her grandparents", "unser Sohn kommt nicht
	// mit"): the ages the message tells are none of the party's.
	ChildStays bool
	// Pronoun is how many of Guests were said by a pronoun after the
	// people counted ("2 adults and him", "us two and her", "nous deux
	// et lui", "wir zwei und er"): someone told before, the child when a
	// child was (State.apply).
	Pronoun int
	// Teens are those of the party counted by a word for teenagers ("2
	// adults + the 2 teens", "2 adultes et les 2 ados", "zwei
	// Jugendliche"): among the Adults (teenagers pay as adults), they may
	// be the children whose ages were told before (State.apply).
	Teens int
	// Oldest are the party's people said as the oldest of the children
	// ("only the two oldest and me", "solo los dos mayores y yo", "só os
	// dois mais velhos e eu"): among Guests, counted as people; the
	// dialogue takes them for that many of the children told before, the
	// oldest, when it has children (oldestKids).
	Oldest int
	// MoreGuests are people who join the party already said ("my friend
	// is coming too", "one more", "+1"); Guests is then 0.
	MoreGuests int
	// Holiday names the festive day a Date came from ("christmas_eve",
	// "easter_sunday", a public holiday's key), empty otherwise.
	Holiday string
	// BookingRef is a booking reference the message quotes ("my booking
	// is bk_01m8..."), lower case; its characters are read as nothing
	// else (no time, no party).
	BookingRef string
	// PhoneUnread is a number written as a phone number (8 to 15 digits)
	// that no region read ("612 345 678" from a visitor writing in English,
	// whose regions do not hold Spain's numbers): the dialogue says so and
	// asks for its country code instead of dropping it silently.
	PhoneUnread string
	// Unread lists what the message tried to say but could not be read, so
	// that the dialogue asks instead of guessing: UnreadDate, UnreadTime,
	// UnreadParty.
	Unread []string
}

// What Entities.Unread can hold.
const (
	UnreadDate  = "date"
	UnreadTime  = "time"
	UnreadParty = "party"
)

// HasUnread reports whether the message tried to say kind and it could not
// be read.
func (e *Entities) HasUnread(kind string) bool {
	for _, u := range e.Unread {
		if u == kind {
			return true
		}
	}
	return false
}

// HasDate reports whether a date was said.
func (e *Entities) HasDate() bool { return !e.Date.IsZero() }

// parser holds one message being read; used marks tokens taken by a reader
// so that "3 December" is not also read as three guests.
type parser struct {
	t    *Text
	used []bool
	// clock marks the tokens of the clock times read (readTimes): their
	// number words are hours, never the party ("à deux heures").
	clock   []bool
	now     time.Time
	lang    string
	region  string
	dayPart string // read before the clock: "Thursday evening at 8" is 20:00
	today   time.Time
	day     time.Time // the day being discussed (Context.Day), zero when none
	greet   []bool    // tokens of a greeting ("good morning") or of a question about the weather ("is it cold in the evening?"): no part of the day
	ageSeen bool      // an age was said ("a 5 year old"): a question, not a party
	// afterAge: the last reply told a tour's minimum age (Context.AfterAge)
	afterAge bool
	svcs     *Services   // the catalog's tours (Context.Services), nil when none
	ageKids  []int       // ages of children of the party ("our 3 year old")
	oldest   map[int]int // the oldest children counted ("los dos mayores"), by their count's token (markOldest)
	child    childSaid   // one child of the speakers told with an age ("our son is 10", markChildAge)
	// joinedAges are children said by their age alone, joined to the
	// people counted ("2 adults and a 7 year old").
	joinedAges []int
	joinedSub  int  // of them, said after "with": among a total ("family of 4 with a 6 year old")
	joinedAnd  bool // one said after "and": on top of a total ("we are 2 and a 1 year old")
	options    int  // how many options are shown ("le 2eme" picks one)
	// optionTimes are the options' start times, minutes after midnight.
	optionTimes []int
	optChoice   int // the place "le 2eme" picked (readOptionOrdinal)
	named       []string
	// contactAt and contactEnd are the bytes of the first email or phone
	// number read (contactAt -1 when none).
	contactAt, contactEnd int
	total                 int  // the party's total the message states (readParty)
	lengthAsked           bool // a length said of lasting or doing (spanAsked)
	within                int  // a ceiling on a length said (ceilingBefore), in minutes
	dayHour               int  // token+1 of a bare hour after a weekday it is no day of ("saturday 11"), 0 when none
	ambiguous             bool // the tours named share the words that name them (Services.match)
	usGuests              int  // "für uns vier", "para los tres" (markUsCounts)
	onlyGuests            int  // "doch nur 4", "only 4 in the end" (markOnlyTotal)
	// nameGuard holds the tokens [from, to) of the name before the contact
	// details, which no tour's word takes (guardContactName).
	nameGuard [2]int
	// unsure holds the tokens [from, to) of a party said as two numbers
	// ("2 or 3 of us", markUncertainParty).
	unsure [2]int
	// emailAt is the byte where the e-mail address starts (-1 when none),
	// emailLocal its part before the @, folded (nameInEmail).
	emailAt    int
	emailLocal string
}

func (p *parser) useRange(a, b int) {
	for i := max(a, 0); i <= b && i < len(p.used); i++ {
		p.used[i] = true
	}
}

// useBytes marks the tokens overlapping the byte range [a, b).
func (p *parser) useBytes(a, b int) {
	for i, tok := range p.t.Tokens {
		if tok.Start < b && tok.Start+len(tok.Orig) > a {
			p.used[i] = true
		}
	}
}

func (p *parser) bytesUsed(a, b int) bool {
	for i, tok := range p.t.Tokens {
		if tok.Start < b && tok.Start+len(tok.Orig) > a && p.used[i] {
			return true
		}
	}
	return false
}

// reBookingRef is a booking reference as the store makes them: "bk_" and
// 26 characters of Crockford base32 (store.NewID).
var reBookingRef = regexp.MustCompile(`(?i)\bbk_[0-9a-z]{26}\b`)

// readBookingRef finds a booking reference and keeps its digits from every
// other reader.
func (p *parser) readBookingRef(e *Entities) {
	if !strings.Contains(strings.ToLower(p.t.Raw), "bk_") {
		return
	}
	if m := reBookingRef.FindStringIndex(p.t.Raw); m != nil {
		e.BookingRef = strings.ToLower(p.t.Raw[m[0]:m[1]])
		p.useBytes(m[0], m[1])
	}
}

// readContact finds an email address and a phone number.
func (p *parser) readContact(e *Entities) {
	raw := p.t.Raw
	if !strings.Contains(raw, "@") {
		goto phone
	}
	if m := reEmail.FindStringIndex(raw); m != nil {
		if addr, err := contact.NormalizeEmail(strings.Trim(raw[m[0]:m[1]], ".")); err == nil {
			e.Email = addr
			p.useBytes(m[0], m[1])
			p.contactAt, p.contactEnd = m[0], m[1]
			p.emailAt = m[0]
			p.emailLocal, _, _ = strings.Cut(Fold(addr), "@")
		}
	}
phone:
	if p.t.digits < 8 {
		return
	}
	for _, m := range rePhone.FindAllStringIndex(raw, 3) {
		if p.bytesUsed(m[0], m[1]) {
			continue
		}
		s := raw[m[0]:m[1]]
		if reDateLike.MatchString(strings.TrimSpace(s)) {
			continue // 02.01.2027, 2026-12-03: a date
		}
		digits := 0
		for _, r := range s {
			if r >= '0' && r <= '9' {
				digits++
			}
		}
		if digits < 8 || digits > 15 || strings.Count(s, "/") > 1 || strings.Count(s, "/") == 1 && digits < 10 {
			continue
		}
		if n, err := contact.NormalizePhoneIn(s, contact.Regions(p.region, p.lang)); err == nil {
			e.Phone, e.PhoneUnread = n, ""
			p.useBytes(m[0], m[1])
			if p.contactAt < 0 || m[0] < p.contactAt {
				p.contactAt, p.contactEnd = m[0], m[1]
			}
			return
		}
		if e.PhoneUnread == "" {
			e.PhoneUnread = strings.TrimSpace(s)
		}
	}
}

// readGuests finds the party size: "for 4", "2 adults and 2 kids",
// "somos cuatro", "wir sind zu viert", "just me".
func (p *parser) readGuests() int {
	toks := p.t.Tokens
	num := func(i int, strict bool) (int, bool) {
		if i < 0 || i >= len(toks) || p.used[i] {
			return 0, false
		}
		w := toks[i].Text
		if toks[i].Num {
			n, err := strconv.Atoi(w)
			return n, err == nil && n > 0 && n <= 60
		}
		if n, next := p.t.dozenPhrase(i); n > 0 && !p.used[next-1] {
			return n, true // "una docena", "half a dozen"
		}
		if n := p.t.dozenAt(i); n > 0 {
			return n, true // "half a dozen of us": the dozen word before "of us"
		}
		if dozenWords[w] > 0 {
			return 0, false // "a dozen pastries": things (thingsAfter)
		}
		n, ok := numberWords[w]
		if ok && strict && ambiguousNumberWords[w] {
			return 0, false
		}
		return n, ok
	}
	// "me and 3 friends", "yo y dos amigos", "ich und 2 Freunde"
	// "me + 3 friends", "moi & 2 amis": the sign joins like the word.
	for i := range toks {
		if !meWords[toks[i].Text] {
			continue
		}
		at := i + 2
		if !andWords[p.t.Word(i+1)] {
			if !p.signAfter(i) {
				continue
			}
			at = i + 1
		}
		if n, ok := num(at, false); ok && n < 20 {
			p.useRange(i, at)
			return n + 1
		}
	}
	// Sum of "N people-noun" groups: "2 adults and 2 kids".
	total, found := 0, false
	for i := range toks {
		if placeNouns[toks[i].Text] && !peopleNouns[toks[i].Text] {
			if singularArticle[p.t.Word(i-1)] && p.placeForThing(i) {
				continue // "una plaza de aparcamiento", "einen Platz zum Parken"
			}
			if n, ok := num(i-1, false); ok && n <= 2 {
				// "one spot", "una plaza", "einen Platz"
				total += n
				found = true
				p.useRange(i-1, i)
			}
			continue
		}
		if !peopleNouns[toks[i].Text] {
			continue
		}
		if toks[i].Text == "of" && p.t.Word(i+1) != "us" {
			continue
		}
		if n, ok := num(i-1, !forWords[p.t.Word(i-2)] && i-1 != 0); ok {
			total += n
			found = true
			p.useRange(i-1, i)
		} else if adjNum, ok := num(i-2, true); ok && !peopleNouns[p.t.Word(i-1)] && len(p.t.Word(i-1)) > 2 &&
			!forWords[p.t.Word(i-1)] && !currencyWords[p.t.Word(i-1)] && p.t.Word(i-1) != "pro" && p.t.Word(i-1) != "par" && p.t.Word(i-1) != "por" &&
			!strings.ContainsAny(p.gap(i-2, i-1), "€$£%") {
			// "3 small kids", "2 personas mayores"
			total += adjNum
			found = true
			p.useRange(i-2, i)
		}
	}
	if found {
		return total
	}
	if p.usGuests > 0 {
		return p.usGuests // "für uns vier", "para los tres" (markUsCounts)
	}
	for i := range toks {
		w := toks[i].Text
		if forWords[w] {
			// "for 4", "for the 4 of us" (not "for 4 days", not "para las 4")
			if n, ok := num(i+1, true); ok && !p.unitAt(i+2) && !p.monthAfter(i+2) {
				p.useRange(i, i+1)
				return n
			}
			// "surf on friday for one", "para uno", "pour un", "für
			// einen", "per uno", "para um", "for just one": one person,
			// the word closing its clause ("for one day", "for one of
			// the tours" count no one)
			k := i + 1
			if onlyOne[p.t.Word(k)] {
				k++
			}
			if oneWords[p.t.Word(k)] && !p.used[k] && alone[p.t.Word(k+1)] {
				k++ // "per uno solo", "pour un seul"
			}
			if (oneWords[p.t.Word(k)] || alone[p.t.Word(k)] && oneWords[p.t.Word(k-1)]) && !p.used[k] && p.closesParty(k) && !p.unitAt(k+1) {
				p.useRange(i, k)
				return 1
			}
		}
		if (w == "a" || w == "in" && p.lang == "it" && i == 0) && i+1 < len(toks) && !toks[i+1].Num {
			// "à trois", "a tres": a number word after "a".
			if n, ok := num(i+1, true); ok && n > 1 && !p.unitAt(i+2) && !p.monthAfter(i+2) {
				p.useRange(i, i+1)
				return n
			}
		}
		if usWords[w] || p.partyPrep(i) {
			// "nous 2", "us 2", "wir 2", "nós 2", "noi 2" answering how
			// many; "venerdì, in 2", "kayak sabato in 2", "per noi in 3",
			// "caiaque sábado em 2", "vamos em 3" (so many of us): the
			// number closes its clause, or a day or a time read follows it
			// ("nous 2 à 10h", "we 2 at 10", "wir 2 morgen", "in 2 alle
			// 10"). A unit after it took the number before ("in 2 ore",
			// "em 2 dias").
			k := i + 1
			if usWords[w] && p.partyPrep(k) {
				k++ // "noi in 3", "nós em 2"
			}
			if n, ok := num(k, true); ok && n < 60 && p.closesParty(k) {
				p.useRange(i, k)
				return n
			}
		}
		if w == "zu" {
			if n, ok := zuWords[p.t.Word(i+1)]; ok && !p.used[i+1] {
				p.useRange(i, i+1)
				return n
			}
			// "zu 3.", "zu 3t", "Kajak Samstag zu 3": "zu dritt" in digits
			// (not "bis zu 3", up to three).
			if n, ok := zuDigits(p.t.Word(i + 1)); ok && p.t.Word(i-1) != "bis" && !p.used[i+1] &&
				(p.closesParty(i+1) || !toks[i+1].Num) {
				p.useRange(i, i+1)
				return n
			}
		}
		if w == "a" && p.frPartyVerb(i) && i+1 < len(toks) && toks[i+1].Num {
			// "on vient à 2", "on y va à 3", "nous serons à 4": so many
			// of us; the clock left them (frPartyVerbs).
			if n, ok := num(i+1, true); ok && n > 1 && n < 60 && p.closesParty(i+1) {
				p.useRange(i, i+1)
				return n
			}
		}
	}
	for _, h := range weSet.find(p.t, nil) {
		i, k := h.At, h.At+h.N
		if p.t.Word(k) == "in" || p.t.Word(k) == "a" || p.t.Word(k) == "zu" || p.t.Word(k) == "em" {
			if n, ok := zuWords[p.t.Word(k+1)]; ok && !p.used[k+1] {
				p.useRange(i, k+1)
				return n
			}
			k++
		}
		// "siamo in sei": after the preposition that counts people (or a
		// saying ending with it), "sei" is six, not "you are"
		prep := p.partyPrep(k - 1)
		if approxWords[p.t.Word(k)] {
			k++ // "seremos unos 10", "we might be about 10"
		}
		if w := p.t.Word(k); (w == "los" || w == "las" || w == "os" || w == "as") && p.closesParty(k+1) {
			k++ // "vamos los 2", "somos os 3": all of us, the number closing its clause
		}
		if n, ok := num(k, !prep); ok && !p.unitAt(k+1) {
			p.useRange(i, k)
			return n
		}
	}
	for _, h := range theySet.find(p.t, nil) {
		// "para os meus sogros, são dois", "pour mes parents, ils sont
		// deux": how many the people booked for are, the number closing
		// its clause ("son 45 euros", "são 2 horas" are no party)
		k := h.At + h.N
		if n, ok := num(k, true); ok && n < 60 && p.closesParty(k) && !p.unitAt(k+1) {
			p.useRange(h.At, k)
			return n
		}
	}
	// "on ets 3", "smos 2", "wir sinf 3", "siam in 3": a slip of the hand
	// in the verb saying how many of us come (weTypo), the number closing
	// its clause.
	if i, k, ok := p.weTypo(); ok {
		if n, ok := num(k, true); ok && n < 60 && p.closesParty(k) && !p.unitAt(k+1) {
			p.useRange(i, k)
			return n
		}
	}
	for _, h := range pairSet.find(p.t, nil) {
		if p.unsure[1] > 0 && h.At < p.unsure[1] && h.At+h.N > p.unsure[0] {
			continue // "zu zweit oder zu dritt": unsure, no pair (markUncertainParty)
		}
		if last := h.At + h.N - 1; p.used[last] && vagueTwo[p.t.Word(last)] {
			continue // "a couple of hours": a length (durations.go)
		}
		if last := h.At + h.N - 1; p.clock != nil && p.clock[last] {
			continue // "à deux heures", "às duas da tarde": the hour, no pair
		}
		if h.Value == "1" {
			return 1
		}
		return 2
	}
	return 0
}

var weSet = listSet(weSayings)

// theySet are the verbs of being that say how many the people booked for
// are ("they are two", "son dos", "ils sont deux", "sono due", "são
// dois"); "sie sind zu zweit", "sono in due" are read as "zu zweit" and
// "in due" are.
var theySet = listSet([]string{"they are", "they re", "they ll be", "they will be", "son", "seran",
	"ils sont", "elles sont", "ils seront", "elles seront", "sie sind", "sono", "saranno", "sao", "serao"})

// weVerbs are the verbs of being that say how many of us come, after
// their pronoun ("on est 3", "wir sind 3") or alone ("somos 2", "siamo
// 3"): weTypo reads them misspelt.
var (
	weVerbsAfter = map[string][]string{"on": {"est", "sera"}, "nous": {"sommes", "serons"},
		"we": {"are"}, "wir": {"sind"}}
	weVerbsAlone = []string{"somos", "seremos", "siamo", "saremo", "sommes", "serons"}
)

// weTypo finds a verb of weVerbs typed with one slip of the hand
// (spell.Slips: a letter added, dropped, swapped, a neighbouring key)
// right before a number: "on ets 3", "wir sinf 3", "smos 2", "somso 2",
// "sommmes 3", "siam in 3" (the Italian "in", the Portuguese "em" may
// come between). A word of the languages is never such a slip (ordinary:
// "we ate 3" is no "we are"), nor a word of another first letter; the
// verb alone must be four letters or more. It returns the first token and
// the number's.
func (p *parser) weTypo() (int, int, bool) {
	toks := p.t.Tokens
	near := func(w, verb string) bool {
		return w != verb && w != "" && w[0] == verb[0] && !ordinaryWord(w) &&
			spell.Slips(w, verb, 1) == 1
	}
	numAfter := func(k int) (int, bool) {
		if p.partyPrep(k) {
			k++
		}
		return k, k < len(toks) && !p.used[k] && (toks[k].Num || numberWords[toks[k].Text] > 0)
	}
	for i, tok := range toks {
		if tok.Num || p.used[i] {
			continue
		}
		if verbs, ok := weVerbsAfter[tok.Text]; ok && i+1 < len(toks) && !toks[i+1].Num && !p.used[i+1] {
			for _, v := range verbs {
				if near(toks[i+1].Text, v) {
					if k, ok := numAfter(i + 2); ok {
						return i, k, true
					}
				}
			}
		}
		if len(tok.Text) < 4 {
			continue
		}
		for _, v := range weVerbsAlone {
			if near(tok.Text, v) {
				if k, ok := numAfter(i + 1); ok {
					return i, k, true
				}
			}
		}
	}
	return 0, 0, false
}

// partyPrep reports the Italian "in" or the Portuguese "em" at token i,
// which before a bare number say how many come: "siamo in 3", "kayak
// sabato in 2", "vamos em 4" (not "in 2 ore", "em 2 dias": the unit takes
// the number first).
func (p *parser) partyPrep(i int) bool {
	w := p.t.Word(i)
	return w == "in" && p.lang == "it" || w == "em" && p.lang == "pt"
}

// closesParty reports a bare party size at token k: it ends the message
// or its clause, a closing word follows it ("wir 2 bitte"), or a day or a
// time read does ("nous 2 à 10h", "sabato in 2 alle 10").
func (p *parser) closesParty(k int) bool {
	return k+1 == len(p.t.Tokens) || p.clauseBreak(k) || partyClosers[p.t.Word(k+1)] || p.readAt(k+1)
}

// oneWords say one, a person: "one", "uno", "una", "un", "une",
// "einen", "eine", "um", "uma"; onlyOne stand before it ("for just one").
var (
	oneWords = wordSet("one uno una un une einen eine einer um uma")
	onlyOne  = wordSet("just only solo solamente seulement juste nur bloss apenas so")
	alone    = wordSet("solo sola seul seule only allein sozinho sozinha")
)

// zuDigits reads the German "zu zweit" written in digits after "zu": "3",
// "3." (the dot is no token), "3t", "3tt".
func zuDigits(w string) (int, bool) {
	w = strings.TrimSuffix(strings.TrimSuffix(w, "t"), "t")
	n, err := strconv.Atoi(w)
	return n, err == nil && n > 1 && n < 60
}

// frPartyVerb reports the French "à" at token i after "on" or "nous" and
// a verb of coming or being: "on vient à 2", "on y va à 2", "nous serons
// à 3" count the people coming; "on part à 4", "c'est à 3" are left to
// the clock (a departure at that hour).
func (p *parser) frPartyVerb(i int) bool {
	if p.lang != "fr" || p.t.Word(i) != "a" || !frPartyVerbs[p.t.Word(i-1)] {
		return false
	}
	s := p.t.Word(i - 2)
	if s == "y" {
		s = p.t.Word(i - 3)
	}
	return s == "on" || s == "nous"
}

var frPartyVerbs = wordSet("vient venons viendra viendrons viendrait viendrions sera serons serait serions " +
	"sommes va allons ira irons irait irions")

// markUsCounts reads, before the clock, the people asking counted by a
// number word (usCount): "für alle drei" is no "alle tre", "pour tous les
// quatre" no four o'clock; and the people booked for counted the same way
// (themCount): "just the 2 of them", "eux deux à 20h". readGuests returns
// the count.
func (p *parser) markUsCounts() {
	for i := range p.t.Tokens {
		if p.used[i] {
			continue
		}
		n, end, ok := p.usCount(i)
		if !ok {
			n, end, ok = p.themCount(i)
		}
		if ok {
			p.useRange(i, end)
			p.usGuests = n
			return
		}
	}
}

// themWords say "they" or "them" before the number of the people the
// visitor books for: "ellos dos", "eux deux", "elles trois", "sie beide",
// "loro due", "eles dois".
var themWords = wordSet("ellos ellas eux elles sie loro eles elas")

// themArticles may stand between "they" and its number: "ellos los dos",
// "eles os três".
var themArticles = wordSet("los las os as")

// themCount reads the people the visitor books for counted at token i,
// who are the whole party: "just the 2 of them", "the three of them",
// "both of them", "solo ellos dos", "eux deux seulement", "nur die
// beiden", "sie beide", "solo loro due", "só eles dois". The number
// closes its clause (or "only", a day or a time follows): "the 2 of them"
// is read whatever follows. The German "die beiden" and "die zwei" count
// people only so: "die zwei Touren" is no party. It returns the count
// and the last token read.
func (p *parser) themCount(i int) (int, int, bool) {
	toks := p.t.Tokens
	w := toks[i].Text
	if w == "both" && p.t.Word(i+1) == "of" && p.t.Word(i+2) == "them" {
		return 2, i + 2, true
	}
	if n, next, ok := p.t.numAt(i); ok && n >= 2 && n <= 30 && p.t.Word(next) == "of" && p.t.Word(next+1) == "them" &&
		p.t.Word(i-1) != "of" && p.t.Word(i-2) != "of" {
		return n, next + 1, true // "the 2 of them", not "one of the 2 of them"
	}
	k := i + 1
	switch {
	case themWords[w] && (w != "sie" || p.lang == "de"):
		if themArticles[p.t.Word(k)] {
			k++ // "eles os dois"
		}
	case w == "die" && p.lang == "de":
	default:
		return 0, 0, false
	}
	if k >= len(toks) || p.used[k] {
		return 0, 0, false
	}
	n, next := 0, k+1
	if b := p.t.Word(k); b == "beiden" || b == "beide" {
		n = 2
	} else if v, nx, ok := p.t.numAt(k); ok && !toks[k].Num {
		n, next = v, nx
	}
	if n < 2 || n > 30 {
		return 0, 0, false
	}
	if next >= len(toks) || onlyWords[toks[next].Text] || alonePlural[toks[next].Text] || p.closesParty(next-1) ||
		toks[next].Text == "da" && alonePlural[p.t.Word(next+1)] {
		return n, next - 1, true
	}
	c := p.cueAt(next)
	if c == 0 && themTimeCues[toks[next].Text] {
		c = 1
	}
	if t := p.t.Word(next + c); c > 0 && t != "" && (t[0] >= '0' && t[0] <= '9' || cardinalWords[t] > 0) {
		return n, next - 1, true // "eux deux à 18h": the clock reads the time after
	}
	return 0, 0, false
}

// themTimeCues open the time after the people counted: "eux deux à 18h",
// "the two of them at 8", "die beiden um 10", "loro due alle 9".
var themTimeCues = wordSet("at a um alle as")

// alonePlural say the people counted come alone: "ellos dos solos", "eux
// deux seuls", "loro due da soli", "eles dois sozinhos".
var alonePlural = wordSet("solos solas seuls seules allein alleine soli sole sozinhos sozinhas alone")

// usCount reads the people asking counted by a number word after "us" or
// "for" (token i): "für uns vier", "pour nous trois", "per noi tre",
// "para nós três", "nosotras las tres", "para nós os três", or after "for"
// and the word for "all" or a masculine plural article: "para los tres",
// "para os três", "for all three", "pour tous les trois", "für alle
// drei", "per tutti e tre", "para todos os três". The number closes its
// clause (or "of us", a day or a time follows), so "para los 3 días" and
// "for all 3 tours" count no one, unless an article joins it to "us"
// ("nosotras las tres queremos ir"); the feminine "para las tres" is a
// time.
// It returns the count and the last token it read.
func (p *parser) usCount(i int) (int, int, bool) {
	toks := p.t.Tokens
	k, article := i+1, false
	switch {
	case usWords[toks[i].Text]:
		if usArticles[p.t.Word(k)] {
			k, article = k+1, true // "nós os três", "nosotras las tres"
		}
	case forWords[toks[i].Text]:
		h := allWords.find(p.t, nil)
		found := false
		for _, x := range h {
			if x.At == k {
				k, found = k+x.N, true
				break
			}
		}
		if !found {
			return 0, 0, false
		}
	case allOfUs[toks[i].Text] && (toks[i].Text != "alle" || p.lang == "de"):
		// without "for": "samedi à 11h tous les trois", "sábado às 11h
		// todos os três", "sabato alle 11 tutti e tre", "Samstag um 11
		// alle drei" (the Italian "alle tre" is a time), "all three of us"
		found := false
		for _, x := range allWords.find(p.t, nil) {
			if x.At == i {
				k, found = i+x.N, true
				break
			}
		}
		if !found {
			return 0, 0, false
		}
	default:
		return 0, 0, false
	}
	if k >= len(toks) || p.used[k] || toks[k].Num && k == i+1 && !allOfUs[toks[i].Text] {
		return 0, 0, false // a bare "us 2" is read above ("os 3", "los 3" closing a clause are read here)
	}
	n, next, ok := p.t.numAt(k)
	if !ok || n < 2 || n > 30 {
		return 0, 0, false
	}
	end := next - 1
	c := p.cueAt(next)
	switch {
	case article || next >= len(toks) || p.clauseBreak(next-1) || partyClosers[toks[next].Text] || p.readAt(next) ||
		askWords[toks[next].Text]:
		// "nosotras las tres queremos ir": the subject, whatever follows;
		// "y para los cuatro cuánto sería?": a question opens after it
	case c > 0 && next+c < len(toks) && (toks[next+c].Num || cardinalWords[toks[next+c].Text] > 0):
		// "para los tres a las 10": the clock reads the time after
	case toks[next].Text == "of" && p.t.Word(next+1) == "us":
		end = next + 1 // "for all three of us"
	default:
		return 0, 0, false
	}
	return n, end, true
}

// askWords open a question after a party said first: "para los cuatro
// cuánto sería?", "für uns vier wie viel?".
var askWords = wordSet("how what cuanto cuanta que combien quel quelle quoi wie was wieviel quanto quanta qual " +
	"quale price precio prix preis prezzo preco cost costs")

// usArticles may stand between "us" and its number: "nós os três".
var usArticles = wordSet("los las os as les")

// allWords come between "for" and the number of the people asking: "for
// all three", "para los tres", "pour tous les trois", "für alle drei",
// "per tutti e tre", "para todos os três".
var allWords = listSet([]string{"all", "all the", "los", "todos", "todos los", "todas", "todas las", "tous",
	"tous les", "toutes", "toutes les", "les", "alle", "tutti", "tutti e", "tutte", "tutte e", "os", "todos os",
	"todas as"})

// allOfUs open the people asking counted without "for": "tous les trois",
// "todos os três", "tutti e tre", "alle drei", "all three", "los tres",
// "os três", "les trois" (the feminine "las tres", "as três" are times).
var allOfUs = wordSet("all tous toutes todos todas alle tutti tutte los os les")

// usWords say "we" or "us" before a bare party size: "nous 2", "us 2",
// "we 2".
var usWords = wordSet("us we nous wir uns nos nosotros nosotras noi")

// readAt reports a day or a time read at token k, or a time cue before one
// ("à 10h", "a las 10", "um 10"): what follows a terse party.
func (p *parser) readAt(k int) bool {
	if k >= len(p.t.Tokens) {
		return false
	}
	if c := p.cueAt(k); c > 0 && k+c < len(p.t.Tokens) && p.used[k+c] && !p.used[k] {
		return true
	}
	if dayArticles[p.t.Word(k)] && !p.used[k] && k+1 < len(p.t.Tokens) && p.used[k+1] && !p.t.Tokens[k+1].Num {
		return true // "wir 2 am Samstag", "nosotros 2 el sábado", "nós 2 no sábado"
	}
	return p.used[k] && !p.t.Tokens[k].Num
}

// dayArticles stand before a day: "am Samstag", "el sábado", "on Saturday".
var dayArticles = wordSet("am on el le la no na il al ao em the this ce este esta questo questa diesen dieses den")

// partyClosers may follow a bare party size: "just us 3 then", "wir 2 bitte".
var partyClosers = wordSet("then please pls plz alors donc svp entonces pues porfa dann bitte allora quindi grazie entao obrigado thanks merci gracias danke")

// clauseBreak reports punctuation between token i and the next.
func (p *parser) clauseBreak(i int) bool {
	return strings.ContainsAny(p.gap(i, i+1), ",.;:!?\n")
}

// approxWords say a number is approximate; the number is still the party.
var approxWords = map[string]bool{"about": true, "around": true, "unos": true, "unas": true, "environ": true,
	"etwa": true, "circa": true, "cerca": true, "uns": true, "umas": true, "approx": true, "roughly": true, "ca": true}

// pairSet holds the phrases for a party of one ("1") or two ("2").
var pairSet = func() *phraseSet {
	ps := newPhraseSet(false)
	ps.add("1", soloPhrases...)
	ps.add("2", pairPhrases...)
	return ps
}()

// lastVerbBefore come before "last" said as the verb: "does it last",
// "will they last", "the tour lasts", "how long would the trip last".
var lastVerbBefore = wordSet("it they does do did will would should can tour trip lesson class cruise ride walk show visit dinner usually normally")

// readChoice finds an option picked by position: "the second one",
// "option 2", "la primera", "die letzte".
func (p *parser) readChoice() int {
	if p.optChoice != 0 {
		return p.optChoice // "le 2eme", "the 3rd" (readOptionOrdinal)
	}
	toks := p.t.Tokens
	for i, tok := range toks {
		if p.used[i] {
			continue
		}
		if n, ok := ordinals[tok.Text]; ok {
			// Portuguese weekdays read earlier took their token already.
			if tok.Text == "second" && (p.t.Word(i+1) == "half" || p.t.Word(i+1) == "thought" || p.t.Word(i+1) == "thoughts") {
				continue // "the second half", "on second thought": no second option
			}
			if tok.Text == "prima" && (p.t.Word(i+1) == "di" || p.t.Word(i+1) == "che") && !ordinalArticles[p.t.Word(i-1)] {
				// "prima di confermare", "prima che": before, not the
				// first one ("la prima di sabato" still is)
				continue
			}
			if tok.Text == "prima" && (p.t.Word(i-1) == "quanto" || p.t.Word(i-1) == "quando") {
				// "quanto prima bisogna disdire?": how soon, not the first one
				continue
			}
			if tok.Text == "prima" && !ordinalArticles[p.t.Word(i-1)] && (p.lang == "de" || p.clauseBreak(i) && i+1 < len(toks)) {
				// "Prima. Sonntag um 16 Uhr": the German "great", an
				// interjection; "Prima, ..." opening a sentence is "first
				// of all" ("la prima, per 3" still is the first one)
				continue
			}
			if tok.Text == "last" && (lastSubjects[p.t.Word(i-1)] || lastVerbBefore[p.t.Word(i-1)] || lastAfter[p.t.Word(i+1)] ||
				i+1 < len(toks) && toks[i+1].Num || !lastDeterminers[p.t.Word(i-1)] && p.auxBefore(i)) {
				// "how long does it last?", "will the tour last 3 hours?":
				// the verb, not the last option ("the last one" still is)
				continue
			}
			return n
		}
		if optionNouns[tok.Text] && i+1 < len(toks) && toks[i+1].Num {
			n, _ := strconv.Atoi(toks[i+1].Text)
			if n >= 1 && n <= 9 {
				p.useRange(i, i+1)
				return n
			}
		}
		if tok.Text == "#" || (tok.Num && len(toks) <= 2 && i == 0) {
			if n, _ := strconv.Atoi(tok.Text); n >= 1 && n <= 9 && len(toks) == 1 {
				return n
			}
		}
	}
	return 0
}

// lastSubjects come before "last" said as a verb ("does it last", "the
// tour lasts"); lastAfter follow it ("last for 2 hours", "last about").
var (
	lastSubjects = wordSet("it they does do will would should can could may might tour tours trip lesson class " +
		"cruise show ride visit activity experience")
	lastAfter = wordSet("for about around roughly approximately approx long longer hours hour minutes")
)

// lastDeterminers come before the ordinal "last": "the last", "that last one".
var lastDeterminers = wordSet("the that this my your our a very take")

// auxBefore reports an auxiliary verb of a question before token i in its
// clause: "how long does the kayak last?".
func (p *parser) auxBefore(i int) bool {
	for k := i - 1; k >= 0; k-- {
		if p.clauseBreak(k) {
			return false
		}
		switch p.t.Word(k) {
		case "does", "do", "did", "will", "would", "should", "can", "could", "might", "may":
			return true
		}
	}
	return false
}

// readOptionHour reads a bare number as the hour of an option shown ("9
// works", "the 11 is fine" with options at 9:00 and 11:30): only when an
// option starts at that hour (or twelve hours later, for 1 to 12), the
// number is not a party ("9 people", "we're 3", "al final somos 3"), and it
// cannot be the option's place in the list (a lone "2" among three options
// picks the second, readChoice).
func (p *parser) readOptionHour(e *Entities, times []int) {
	toks := p.t.Tokens
	party := map[int]bool{}
	for _, h := range weSet.find(p.t, nil) {
		party[h.At+h.N] = true
	}
	// "ficamos 6", "in total 6", "6 in total": a total, not the 6pm option
	for _, set := range []*phraseSet{totalBefore, restateSet} {
		for _, h := range set.find(p.t, nil) {
			if set == totalBefore || !restateConnectors[h.Value] {
				party[h.At+h.N] = true
			}
		}
	}
	for _, h := range totalAfter.find(p.t, nil) {
		party[h.At-1] = true
	}
	for i := 1; i < len(toks); i++ {
		// "wir 2", "nosotros 2": a party answering how many (readGuests)
		if usWords[toks[i-1].Text] || p.partyPrep(i-1) || toks[i-1].Text == "zu" {
			party[i] = true // "in 2", "em 3", "zu 3"
		}
		if forWords[toks[i-1].Text] && toks[i-1].Text != "x" && !p.punctBetween(i-1, i) {
			// "nothing for 6", "para 6", "pour 6": how many, as when no
			// options are shown (readGuests), not the 6pm option
			party[i] = true
		}
	}
	for i, tok := range toks {
		if p.used[i] || !tok.Num || peopleNouns[p.t.Word(i+1)] || party[i] || p.saidAge(i) {
			continue
		}
		n, err := strconv.Atoi(tok.Text)
		if err != nil || n < 1 || n > 23 || (len(toks) == 1 && n <= len(times)) {
			continue
		}
		for _, m := range times {
			if h := m / 60; h == n || (n <= 12 && h == n+12) {
				e.Hour, e.Minute, e.HasTime = h, m%60, true
				p.useRange(i, i)
				return
			}
		}
	}
}

// saidAge reports a number said as an age: before a unit of age ("11
// anos", "7 anni", "9 years old") or before another such number it is
// listed with ("9 e 11 anos", "4 e 7 anni", "5 and 8 years"). Never the
// hour of an option shown.
func (p *parser) saidAge(i int) bool {
	toks := p.t.Tokens
	if i+1 < len(toks) && ageUnits[toks[i+1].Text] {
		return true
	}
	return i+3 < len(toks) && andWords[toks[i+1].Text] && toks[i+2].Num && ageUnits[toks[i+3].Text]
}

func (p *parser) readNegation() bool {
	if len(p.t.Tokens) == 0 {
		return false
	}
	first := p.t.Tokens[0].Text
	return first == "no" || first == "nope" || first == "nein" || first == "non" || first == "nao" || first == "nah"
}

// ordinalArticles come before an ordinal that names an option: "la prima
// di sabato" is the first option on Saturday.
var ordinalArticles = map[string]bool{"la": true, "il": true, "quella": true, "quello": true, "alla": true, "lo": true}

// monthAfter reports a month word at token k that a number just before
// may be the day of ("for 4 December"): not across a comma ("for 2, June
// Carter" is a party and a name; see readDayMonth).
func (p *parser) monthAfter(k int) bool {
	return monthWords[p.t.Word(k)] != 0 && !strings.Contains(p.gap(k-1, k), ",")
}
