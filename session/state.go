package session

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// State is the dialogue's memory for one (business, session_id), stored as
// JSON in store.Conversation.State so every instance shares it.
type State struct {
	Lang string `json:"lang,omitempty"`
	// LangAsked is the language the visitor asked to go on in ("can we
	// continue in english?"): the replies keep it whatever the next
	// messages are written in, until another language is asked for.
	LangAsked string `json:"lang_asked,omitempty"`
	ServiceID string `json:"service_id,omitempty"`
	Date      string `json:"date,omitempty"`     // YYYY-MM-DD, local
	DayPart   string `json:"day_part,omitempty"` // morning, afternoon, evening
	Time      string `json:"time,omitempty"`     // HH:MM
	// DateEnd and TimeEnd close a range of days or times ("from Friday to
	// Sunday", "between 2 and 4pm"); empty for a single day or time.
	DateEnd string `json:"date_end,omitempty"`
	TimeEnd string `json:"time_end,omitempty"`
	Guests  int    `json:"guests,omitempty"`
	// Adults, Children and Infants are the ticket mix when the visitor said
	// it; Guests is then their sum.
	Adults   int `json:"adults,omitempty"`
	Children int `json:"children,omitempty"`
	Infants  int `json:"infants,omitempty"`
	// From is the first day to search when no date is set: the day after
	// the one the visitor asked to move away from ("other dates?").
	From  string `json:"from,omitempty"`
	Name  string `json:"name,omitempty"`
	Email string `json:"email,omitempty"`
	Phone string `json:"phone,omitempty"`
	// Options are the slot ids of the last options shown, in order.
	Options []string `json:"options,omitempty"`
	// Selected is the slot the visitor picked and has not booked yet.
	Selected string `json:"selected,omitempty"`
	// Step is where the booking dialogue stands (machine.go); empty is
	// browsing.
	Step step `json:"step,omitempty"`
	// Confirm numbers the summaries shown: each new summary takes the next
	// number, and a yes books the summary of that number at most once.
	Confirm int `json:"confirm,omitempty"`
	// BookingID is the last booking made in the conversation.
	BookingID string `json:"booking_id,omitempty"`
	Turns     int    `json:"turns,omitempty"`
	// LastTime is the time of the last pick the visitor declined: "the
	// 1st of December then, same time" asks for it again.
	LastTime string `json:"last_time,omitempty"`
	// AgeTold is true when the last reply told a tour's minimum age or its
	// age notes: "erst ab 8." next restates that age, no clock time.
	AgeTold bool `json:"age_told,omitempty"`
	// PriceTold is true when the last reply said a tour's price
	// (builder.price): "Und für 4 Personen zusammen?" next asks it for
	// that party (priceAgain).
	PriceTold bool `json:"price_told,omitempty"`
	// Asked is the topic of one tour's facts the last reply answered
	// (accessibility, the minimum age, the duration...): "and the tuk
	// tuk?" next asks the same of that tour (followUp).
	Asked string `json:"asked,omitempty"`
	// AskedWhich is true when the last reply asked which tour Asked is
	// about ("what should we bring?": "Which tour do you mean?"): the
	// tour named alone next ("the sintra trip", "pour le surf") is asked
	// it.
	AskedWhich bool `json:"asked_which,omitempty"`
	// Ages are the children's ages told in the conversation ("two kids
	// aged 4 and 7"): the options leave out the tours whose minimum age
	// excludes one of them, and such a tour is not picked
	// (store.Service.Admits).
	Ages []int `json:"ages,omitempty"`
	// AskedAdults is true when the last reply asked how many adults come
	// with the children told: a bare number next is those adults.
	AskedAdults bool `json:"asked_adults,omitempty"`
	// Budget is the most the visitor wants to pay, in the business's
	// currency: per person, or for the whole party when BudgetTotal; 0
	// when none was said. Cheap is 1 when the visitor wants cheap tours
	// (cheapest first), 2 when they asked for the cheapest (budget.go).
	Budget      float64 `json:"budget,omitempty"`
	BudgetTotal bool    `json:"budget_total,omitempty"`
	Cheap       int     `json:"cheap,omitempty"`
	// Among are the tours a word several of them share named ("a water
	// tour", "Wassertour": the kayak and the sail) while no one tour is
	// chosen: the searches across tours keep only them, and asked which
	// tour, the reply lists them.
	Among []string `json:"among,omitempty"`
	// Compared are the tours the last comparison weighed ("what's the
	// difference between the kayak and the sail?", "which is cheaper, ...?")
	// while none is chosen: a bare "and which one is longer?" next is
	// about them (length.go).
	Compared []string `json:"compared,omitempty"`
	// Within is the time the visitor has, in minutes ("we only have a
	// couple of hours", "anything under 2 hours?"): the searches across
	// tours keep the ones whose duration fits in it; 0 when none was said.
	Within int `json:"within,omitempty"`
	// agesSaid: this turn's message told children's ages (not kept
	// between turns).
	agesSaid bool
}

func decodeState(raw json.RawMessage) State {
	if len(raw) == 0 {
		return State{}
	}
	s, ok := decodeStateFast(raw)
	if !ok {
		s = State{}
		if err := json.Unmarshal(raw, &s); err != nil {
			return State{} // a state we cannot read starts the dialogue afresh
		}
	}
	s.normalize()
	return s
}

// normalize mends a state from before the dialogue machine, or one that
// contradicts itself: a pick waits for its details, otherwise the options
// decide between choosing and browsing.
func (s *State) normalize() {
	if !s.Step.known() || (s.Selected == "") == (s.Step == stepCollecting || s.Step == stepConfirming) {
		switch {
		case s.Selected != "":
			s.Step = stepCollecting
		case len(s.Options) > 0:
			s.Step = stepChoosing
		default:
			s.Step = stepBrowsing
		}
	}
}

// decodeStateFast reads a state as the engine writes it (encoding/json's
// compact output: the field names as tagged, strings without escapes, small
// non-negative integers) and reports false for anything else, which
// json.Unmarshal then reads. Every turn reads its state, and reflection was
// most of that. TestDecodeStateFast holds it to json.Unmarshal.
func decodeStateFast(b []byte) (State, bool) {
	var s State
	if len(b) < 2 || b[0] != '{' {
		return s, false
	}
	i := 1
	if b[i] == '}' {
		return s, len(b) == 2
	}
	for {
		key, j, ok := plainString(b, i)
		if !ok || j >= len(b) || b[j] != ':' {
			return State{}, false
		}
		i = j + 1
		var str *string
		switch string(key) {
		case "lang":
			str = &s.Lang
		case "lang_asked":
			str = &s.LangAsked
		case "service_id":
			str = &s.ServiceID
		case "date":
			str = &s.Date
		case "day_part":
			str = &s.DayPart
		case "time":
			str = &s.Time
		case "from":
			str = &s.From
		case "name":
			str = &s.Name
		case "email":
			str = &s.Email
		case "phone":
			str = &s.Phone
		case "selected":
			str = &s.Selected
		case "date_end":
			str = &s.DateEnd
		case "time_end":
			str = &s.TimeEnd
		case "step":
			var v []byte
			v, i, ok = plainString(b, i)
			s.Step = step(v)
		case "booking_id":
			str = &s.BookingID
		case "last_time":
			str = &s.LastTime
		case "asked":
			str = &s.Asked
		case "guests":
			s.Guests, i, ok = plainInt(b, i)
		case "turns":
			s.Turns, i, ok = plainInt(b, i)
		case "adults":
			s.Adults, i, ok = plainInt(b, i)
		case "children":
			s.Children, i, ok = plainInt(b, i)
		case "infants":
			s.Infants, i, ok = plainInt(b, i)
		case "confirm":
			s.Confirm, i, ok = plainInt(b, i)
		case "cheap":
			s.Cheap, i, ok = plainInt(b, i)
		case "budget":
			s.Budget, i, ok = plainFloat(b, i)
		case "budget_total":
			s.BudgetTotal, i, ok = plainTrue(b, i)
		case "age_told":
			s.AgeTold, i, ok = plainTrue(b, i)
		case "price_told":
			s.PriceTold, i, ok = plainTrue(b, i)
		case "asked_which":
			s.AskedWhich, i, ok = plainTrue(b, i)
		case "asked_adults":
			s.AskedAdults, i, ok = plainTrue(b, i)
		case "ages":
			s.Ages, i, ok = plainInts(b, i)
		case "options":
			s.Options, i, ok = plainStrings(b, i)
		case "among":
			s.Among, i, ok = plainStrings(b, i)
		case "compared":
			s.Compared, i, ok = plainStrings(b, i)
		case "within":
			s.Within, i, ok = plainInt(b, i)
		default:
			return State{}, false
		}
		if str != nil {
			var v []byte
			v, i, ok = plainString(b, i)
			*str = string(v)
		}
		if !ok || i >= len(b) {
			return State{}, false
		}
		switch b[i] {
		case ',':
			i++
		case '}':
			return s, i+1 == len(b)
		default:
			return State{}, false
		}
	}
}

// plainString reads the string at b[i] when it needs no unescaping: no
// backslash, no control character, valid UTF-8.
func plainString(b []byte, i int) (s []byte, end int, ok bool) {
	if i >= len(b) || b[i] != '"' {
		return nil, i, false
	}
	for j := i + 1; j < len(b); j++ {
		switch c := b[j]; {
		case c == '"':
			s = b[i+1 : j]
			return s, j + 1, utf8.Valid(s)
		case c == '\\' || c < 0x20:
			return nil, j, false
		}
	}
	return nil, len(b), false
}

// plainInt reads a non-negative integer of at most nine digits.
func plainInt(b []byte, i int) (n, end int, ok bool) {
	j := i
	for j < len(b) && '0' <= b[j] && b[j] <= '9' {
		n = n*10 + int(b[j]-'0')
		j++
	}
	if j == i || j-i > 9 || b[i] == '0' && j-i > 1 {
		return 0, j, false
	}
	return n, j, true
}

// plainFloat reads a non-negative number as the engine writes an amount:
// digits, then an optional fraction ("30", "27.5"), as strconv reads it.
func plainFloat(b []byte, i int) (f float64, end int, ok bool) {
	n, j, ok := plainInt(b, i)
	if !ok {
		return 0, j, false
	}
	if j >= len(b) || b[j] != '.' {
		return float64(n), j, true
	}
	k := j + 1
	for k < len(b) && '0' <= b[k] && b[k] <= '9' {
		k++
	}
	if k == j+1 || k-i > 20 || k < len(b) && (b[k] == 'e' || b[k] == 'E') {
		return 0, k, false
	}
	f, err := strconv.ParseFloat(string(b[i:k]), 64)
	return f, k, err == nil
}

// plainInts reads an array of small non-negative integers.
// plainTrue reads a true flag at b[i:] (false ones are left out of the JSON).
func plainTrue(b []byte, i int) (v bool, end int, ok bool) {
	ok = i+4 <= len(b) && string(b[i:i+4]) == "true"
	return ok, i + 4, ok
}

func plainInts(b []byte, i int) ([]int, int, bool) { return plainArray(b, i, plainInt) }

// plainStrings reads an array of plain strings.
func plainStrings(b []byte, i int) ([]string, int, bool) {
	return plainArray(b, i, func(b []byte, i int) (string, int, bool) {
		v, j, ok := plainString(b, i)
		return string(v), j, ok
	})
}

// plainArray reads an array whose elements elem reads, without spaces.
func plainArray[T any](b []byte, i int, elem func([]byte, int) (T, int, bool)) ([]T, int, bool) {
	if i+1 >= len(b) || b[i] != '[' {
		return nil, i, false
	}
	out := []T{}
	if b[i+1] == ']' {
		return out, i + 2, true
	}
	for i++; ; {
		v, j, ok := elem(b, i)
		if !ok || j >= len(b) {
			return nil, j, false
		}
		out = append(out, v)
		switch b[j] {
		case ',':
			i = j + 1
		case ']':
			return out, j + 1, true
		default:
			return nil, j, false
		}
	}
}

// delta says what a message changed in the visitor's wishes; price: it
// asked for tours by price (a budget, the cheapest, cheap ones).
type delta struct{ service, date, time, party, price bool }

func (d delta) any() bool { return d.service || d.date || d.time || d.party || d.price }

// apply merges what a message said into the state and reports what it
// changed. What the message tried to say and could not be read clears the
// old value instead of keeping it silently: the dialogue then asks for it.
// A pick is kept; the dialogue decides what a change does to it.
func (s *State) apply(r *understand.Result, loc *time.Location) delta {
	e := &r.Entities
	var d delta
	if e.ServiceID != "" && e.ServiceID != s.ServiceID {
		s.ServiceID, d.service = e.ServiceID, true
		if svc, _, err := store.ParseSlotID(s.Selected, loc); err == nil && svc != s.ServiceID {
			// "sorry, I meant the kayak": a departure of the other tour is no
			// longer the pick, whatever step the message lands in
			s.Selected = ""
		}
		if s.Step == stepBooked && !e.HasTime && e.DayPart == "" {
			// "and the sunset sail the same day?" after the kayak at 9 was
			// booked: that departure was the other tour's, no time asked
			s.Time, s.TimeEnd = "", ""
		}
	}
	switch {
	case e.ServiceID != "":
		s.Among, s.Compared = nil, nil
	case e.Ambiguous && len(e.Services) > 1 && !slices.Equal(e.Services, s.Among):
		// "eine Wassertour am Samstag": the tours the shared word names,
		// none of them chosen yet
		s.ServiceID, s.Among, d.service = "", slices.Clone(e.Services), true
		if svc, _, err := store.ParseSlotID(s.Selected, loc); err == nil && !slices.Contains(s.Among, svc) {
			s.Selected = ""
		}
	}
	if r.Intent == store.IntentBrowse && e.ServiceID == "" && !e.Ambiguous && e.WithinMinutes == 0 {
		s.ServiceID, s.Among, s.Compared = "", nil, nil // "what tours do you have?" widens the search again
		s.clearPrice()
		s.Within = 0
	}
	if e.WithinMinutes > 0 {
		s.Within = e.WithinMinutes // "anything under 2 hours on saturday?": the tours that fit
	}
	switch {
	case e.HasUnread(understand.UnreadDate):
		s.Date, s.DateEnd, s.From = "", "", ""
	case e.HasDate():
		date, end := e.Date.In(loc).Format(store.DateLayout), ""
		if !e.DateEnd.IsZero() && e.DateEnd.After(e.Date) {
			end = e.DateEnd.In(loc).Format(store.DateLayout)
		}
		if date != s.Date || end != s.DateEnd {
			s.Date, s.DateEnd, d.date = date, end, true
		}
		s.From = ""
	case e.OtherDates && s.Date != "":
		if day, err := time.ParseInLocation(store.DateLayout, s.Date, loc); err == nil {
			s.From = day.AddDate(0, 0, 1).Format(store.DateLayout)
		}
		s.Date, s.DateEnd, s.Time, s.TimeEnd, s.DayPart, d.date = "", "", "", "", "", true
	}
	switch {
	case e.HasUnread(understand.UnreadTime):
		s.Time, s.TimeEnd = "", ""
	case e.HasTime:
		t, end := clockString(e.Hour, e.Minute), ""
		if e.HasEndTime {
			end = clockString(e.EndHour, e.EndMinute)
		}
		if t != s.Time || end != s.TimeEnd || s.DayPart != "" {
			d.time = true
		}
		s.Time, s.TimeEnd, s.DayPart = t, end, ""
	case e.DayPart != "":
		if e.DayPart != s.DayPart || s.Time != "" {
			d.time = true
		}
		s.DayPart, s.Time, s.TimeEnd = e.DayPart, "", ""
	}
	s.childOfParty(e) // "yes, our son is 10": on top, their age, or asked
	switch {
	case e.HasUnread(understand.UnreadParty):
		s.Guests, s.Adults, s.Children, s.Infants = 0, 0, 0, 0
	case e.MoreGuests > 0 && e.Guests == 0:
		// "my friend is coming too", "one more": on top of the party (or
		// of the visitor, when no party was said yet)
		s.Guests, d.party = s.guests()+e.MoreGuests, true
		if s.Adults+s.Children+s.Infants > 0 {
			s.Adults += e.MoreGuests
		}
	case e.KidsJoin && e.Guests == 0 && s.Guests > 0 && e.Children+e.Infants > 0:
		d.party = s.joinKids(e) // "we're coming with our baby": on top of the party known
	case (e.PartOfParty && e.Guests == 0 || kidsOnly(e)) && e.Children+e.Infants > 0:
		// "we have two kids aged 4 and 7", "a family with 2 kids": some
		// of the party, its adults unsaid (children never come alone).
		// After "2 adults" they come on top; after "we are 4" they are
		// among the four; with no party yet the children are kept and
		// the adults stay to be told (kidsAlone).
		kids := e.Children + e.Infants
		switch {
		case s.Guests > 0 && s.Adults == s.Guests || s.Adults > 0 && s.Adults+s.Children+s.Infants == s.Guests:
			s.Guests, s.Children, s.Infants, d.party = s.Adults+kids, e.Children, e.Infants, true
		case s.Guests > kids && s.Adults+s.Children+s.Infants == 0:
			s.Adults, s.Children, s.Infants, d.party = s.Guests-kids, e.Children, e.Infants, true
		case s.Guests == 0 || s.Adults == 0:
			d.party = s.Guests != 0 || s.Children != e.Children || s.Infants != e.Infants
			s.Guests, s.Adults, s.Children, s.Infants = 0, 0, e.Children, e.Infants
		}
	case e.Pronoun > 0 && e.Guests > e.Pronoun && e.Children+e.Infants == 0 && s.Children+s.Infants == 0 && len(s.Ages) > 0:
		// "2 adults and him then", "nous deux et lui" after a child's
		// age was told ("my son is 10, can he come?"): the one said by
		// the pronoun is that child
		d.party = true
		s.Guests, s.Adults, s.Children, s.Infants = e.Guests, e.Guests-e.Pronoun, e.Pronoun, 0
		if s.Ages[0] <= 3 {
			s.Children, s.Infants = 0, e.Pronoun
		}
	case e.Guests > 0 && s.kidsAlone() && e.Children+e.Infants == 0:
		// the adults of children told before: "we're 2 adults", "2" when
		// asked (adultsAnswer), or a total bigger than the children ("we
		// are 4"); a number no bigger than the children are their adults
		kids, adults := s.Children+s.Infants, e.Guests
		if (e.Adults == 0 || e.Teens == kids && s.teensTold()) && e.Guests > kids {
			// (teenagers counted as many as the teenagers told, "2
			// adultes + les 2 ados" after "des ados de 14 et 16 ans",
			// are those children: the rest are their adults)
			adults = e.Guests - kids
		}
		s.Guests, s.Adults, d.party = adults+kids, adults, true
	case e.Guests > 0:
		if e.Guests != s.Guests || e.Adults != s.Adults || e.Children != s.Children || e.Infants != s.Infants {
			d.party = true
		}
		s.Guests, s.Adults, s.Children, s.Infants = e.Guests, e.Adults, e.Children, e.Infants
	}
	if e.Email != "" {
		s.Email = e.Email
	}
	if e.Phone != "" {
		s.Phone = e.Phone
	}
	if e.Name != "" {
		s.Name = e.Name
	}
	return d
}

// keepWhen keeps the day, the part of the day and the party a message
// gives, and nothing else: a question asked in passing ("what do you
// recommend for tomorrow, we are 3?") leaves the tour and the contact
// details as they are.
func (s *State) keepWhen(r *understand.Result, loc *time.Location) {
	e := r.Entities
	keep := understand.Result{Entities: understand.Entities{Date: e.Date, DateEnd: e.DateEnd, DayPart: e.DayPart,
		Guests: e.Guests, Adults: e.Adults, Children: e.Children, Infants: e.Infants, PartOfParty: e.PartOfParty, KidsJoin: e.KidsJoin}}
	keep.Intent = r.Intent
	if keep.Intent == store.IntentBrowse {
		keep.Intent = "" // the tour in the state stays
	}
	s.apply(&keep, loc)
}

func clockString(h, m int) string {
	return string([]byte{byte('0' + h/10), byte('0' + h%10), ':', byte('0' + m/10), byte('0' + m%10)})
}

// hasContact reports whether the visitor gave a way to reach them.
func (s *State) hasContact() bool { return s.Email != "" || s.Phone != "" }

// ready reports whether a pick has every detail a booking needs: a name
// and an email or phone.
func (s *State) ready() bool { return s.Name != "" && s.hasContact() && !s.kidsAlone() }

// guests is the party size searched for: 1 when not said; children told
// without their adults count one adult with them (kidsAlone).
func (s *State) guests() int {
	if s.kidsAlone() {
		return s.Children + s.Infants + 1
	}
	return max(s.Guests, 1)
}

// joinKids adds the children the visitor comes with ("we're coming with
// our baby") to the party known: its people are the adults when its mix
// is not told; children it has already are told again, no more people
// ("2 adults and a baby", then "we come with our baby"). It reports
// whether the party changed.
func (s *State) joinKids(e *understand.Entities) bool {
	if s.Adults+s.Children+s.Infants != s.Guests {
		s.Adults, s.Children, s.Infants = s.Guests, 0, 0
	} else if s.Children >= e.Children && s.Infants >= e.Infants {
		return false
	}
	s.Children, s.Infants = s.Children+e.Children, s.Infants+e.Infants
	s.Guests += e.Children + e.Infants
	return true
}

// childOfParty settles one child of the speakers told with an age and no
// party ("yes, our son is 10", "sí, y viene nuestra hija de 9":
// Entities.Parents) against the party known. A party that counts children
// already is told their age, no one more. Said to come ("comes too",
// "with our son"), the child comes on top of the party (KidsJoin). Said
// alone, it comes on top of a party of adults said, or of one that cannot
// hold it and the adults its possessive says ("our son" and a party of 2:
// 3); when the party can ("our son" and a party of 3, "my son" and a
// party of 2), the child may be one of them or one more: how many come is
// asked (UnreadParty), never guessed. With no party known, a child said
// to come waits for its adults (kidsAlone); one said alone is its age.
func (s *State) childOfParty(e *understand.Entities) {
	if e.Parents == 0 || e.Guests > 0 || s.Guests == 0 {
		return
	}
	switch {
	case s.Children+s.Infants > 0:
		e.Children, e.Infants, e.PartOfParty, e.KidsJoin = 0, 0, false, false
	case e.KidsJoin:
	case s.Adults == s.Guests || s.Guests < e.Parents+1:
		e.Children, e.PartOfParty, e.KidsJoin = 1, true, true
	case !e.HasUnread(understand.UnreadParty):
		e.Unread = append(e.Unread, understand.UnreadParty)
	}
}

// kidsAlone reports children told with no adult yet ("we're a family with
// two kids"): the party is not known until the adults are told, and no
// summary is shown before (askContact asks for them).
func (s *State) kidsAlone() bool { return s.Guests == 0 && s.Children+s.Infants > 0 }

// teensTold reports that the children told are teenagers, by the ages told
// (none told: they may be).
func (s *State) teensTold() bool {
	return !slices.ContainsFunc(s.Ages, func(a int) bool { return a < 12 })
}

// kidsOnly reports a party read as children alone ("2 kids", "una familia
// con dos niños"): who comes with them is not said.
func kidsOnly(e *understand.Entities) bool {
	return e.Guests > 0 && e.Adults == 0 && e.Children+e.Infants == e.Guests
}

// tooYoung is the youngest child whose age was told that may not take
// part in svc (store.Service.Admits, the one rule of who may come).
func (s *State) tooYoung(svc *store.Service) (int, bool) {
	age, found := 0, false
	for _, a := range s.Ages {
		if !svc.Admits(a) && (!found || a < age) {
			age, found = a, true
		}
	}
	return age, found
}

// quote prices the party on svc by ticket type where it can (store.QuoteParty).
func (s *State) quote(svc *store.Service) (map[string]int, float64) {
	return store.QuoteParty(svc, s.guests(), s.Adults, s.Children, s.Infants)
}

// selectByTime picks the shown option starting at the state's time, for "the
// 2pm" after a list of options; among options of several tours at that
// time, the one of the state's tour ("the kayak at 2pm" with the tuk-tuk
// at 2pm shown too).
func (s *State) selectByTime(hhmm string) string {
	if s.ServiceID != "" {
		if id := s.selectAt(s.ServiceID, hhmm); id != "" {
			return id
		}
	}
	return s.selectAt("", hhmm)
}

// optionAt picks the shown option starting at a time ("the 9am"): of the
// tour the message names (none when it has no option then); else of the
// conversation's tour when it has one then (a question was just about
// it); else the one option at that time, or the first when all of those
// are of one tour. When options of several tours start then, it picks
// none and returns them all: the visitor must say which.
func (s *State) optionAt(named, hhmm string) (id string, several []string) {
	if named != "" {
		return s.selectAt(named, hhmm), nil
	}
	if s.ServiceID != "" {
		if id := s.selectAt(s.ServiceID, hhmm); id != "" {
			return id, nil
		}
	}
	for _, o := range s.Options {
		if startsAt(o, hhmm) {
			several = append(several, o)
		}
	}
	if len(several) == 0 {
		return "", nil
	}
	tour := several[0][:strings.LastIndexByte(several[0], '_')+1] // "slot_tuktuk_"
	for _, o := range several[1:] {
		if !strings.HasPrefix(o, tour) {
			return "", several
		}
	}
	return several[0], nil
}

// startsAt reports whether a slot id starts at a local clock time "15:04".
func startsAt(id, hhmm string) bool {
	i := strings.LastIndexByte(id, '_')
	return i > 0 && len(id)-i == 13 && id[i+9:i+11]+":"+id[i+11:] == hhmm
}

// selectAt picks the shown option of a service (any, when svcID is empty)
// starting at a time: "the tuk tuk at 2pm then" among a kayak and a tuk-tuk
// both at 2pm.
func (s *State) selectAt(svcID, hhmm string) string {
	for _, id := range s.Options {
		if svcID != "" && !strings.HasPrefix(id, store.PrefixSlot+strings.TrimPrefix(svcID, store.PrefixService)+"_") {
			continue
		}
		if i := strings.LastIndexByte(id, '_'); i > 0 && len(id)-i == 13 && id[i+9:i+11]+":"+id[i+11:] == hhmm {
			return id
		}
	}
	return ""
}

// sameTimePhrases ask for the time chosen before, folded: "same time",
// "a la misma hora", "même heure", "pareil pour l'heure", "zur gleichen
// Zeit", "alla stessa ora", "no mesmo horário".
var sameTimePhrases = strings.Split("same time,same hour,same slot,same timing,"+
	"misma hora,mismo horario,igual hora,mismo hora,misma horario,"+
	"meme heure,meme horaire,meme creneau,pareil pour l heure,pareil pour l horaire,l heure pareille,"+
	"l horaire pareil,meme heure que,"+
	"gleiche zeit,gleichen zeit,gleiche uhrzeit,gleichen uhrzeit,selbe zeit,selben zeit,selbe uhrzeit,"+
	"selben uhrzeit,dieselbe zeit,dieselbe uhrzeit,derselben zeit,derselben uhrzeit,gleiche zeit wie,"+
	"stessa ora,stesso orario,medesima ora,stessa orario,stesso ora,"+
	"mesma hora,mesmo horario,mesma horario,mesmo hora,igual horario", ",")

// sameTimeAgain reads "le 1er décembre plutôt, même heure" as the time
// asked before (or, after a declined pick, the time of that pick) and as a
// request to book it: the visitor was booking, only the day was wrong.
func sameTimeAgain(st *State, res *understand.Result, raw string) {
	prev := st.Time
	if prev == "" || st.TimeEnd != "" {
		prev = st.LastTime
	}
	if res.HasTime || res.DayPart != "" || prev == "" || !sameTime(raw) {
		return
	}
	t, err := time.Parse("15:04", prev)
	if err != nil {
		return
	}
	res.Hour, res.Minute, res.HasTime, res.HasEndTime = t.Hour(), t.Minute(), true, false
	switch res.Intent {
	case "", store.IntentAvailability, store.IntentBrowse:
		res.Intent = store.IntentBook
	}
}

// loneNumberParty reads a number sent alone as the party when the state
// already has the time that number would say and no party: after "4pm" is
// picked (for one, as the summary says when no party was given), "4" adds
// nothing to the time and answers how many are coming.
func loneNumberParty(st *State, res *understand.Result, raw string) {
	if !res.HasTime || res.HasEndTime || res.Guests != 0 || st.Guests != 0 || st.Time == "" || st.TimeEnd != "" {
		return
	}
	w := strings.Trim(strings.TrimSpace(raw), ".!?")
	n, err := strconv.Atoi(w)
	if err != nil || n < 1 || n > 12 || len(w) > 2 || w[0] == '0' {
		return
	}
	if clock := time.Date(0, 1, 1, res.Hour, res.Minute, 0, 0, time.UTC).Format("15:04"); clock != st.Time {
		return
	}
	res.Hour, res.Minute, res.HasTime = 0, 0, false
	res.Guests = n
}

// adultsAnswer reads a number sent alone as the adults of the children
// told, right after the reply asked how many adults come with them: "2"
// is no option and no hour then.
func adultsAnswer(st *State, res *understand.Result, raw string) {
	if !st.AskedAdults || !st.kidsAlone() {
		return
	}
	w := strings.Trim(strings.TrimSpace(raw), ".!?")
	n, err := strconv.Atoi(w)
	if err != nil || n < 1 || n > 20 || w[0] == '0' {
		return
	}
	res.Hour, res.Minute, res.HasTime, res.HasEndTime, res.Choice = 0, 0, false, false, 0
	res.Guests, res.Adults, res.Children, res.Infants = n, n, 0, 0
}

// sameTime reports whether a message asks for the time chosen before.
func sameTime(raw string) bool {
	t := understand.Prepare(raw)
	for _, p := range sameTimePhrases {
		if t.Has(p) {
			return true
		}
	}
	return false
}
