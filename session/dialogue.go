package session

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/tourchat/tourchat/session/knowledge"
	"github.com/tourchat/tourchat/session/lang"
	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// compute answers one message from the state it starts in: it reads the
// message, merges it into the state, reads the event and follows the one
// transition of the table (machine.go) for the state's step and that event.
// It may capture a lead or book (the turn's side effects); everything else
// is pure.
func (e *Engine) compute(ctx context.Context, req Request, from State) (*turn, error) {
	t := &turn{state: from}
	st := &t.state // the turn carries the state it computes
	biz := req.Business
	now := e.now()
	loc := e.location(biz)
	local := now.In(loc)
	cat, err := e.catalogFor(ctx, biz)
	if err != nil {
		return nil, err
	}
	prior := st.Lang
	lng := e.language(req, prior)
	asked := false // the visitor asks to go on in another language
	if !lang.IsSupported(req.Language) {
		current := prior
		if current == "" {
			current = lng
		}
		if target, rest, ok := lang.Asked(req.Message, current); ok && !nameAnswer(st, req.Message) {
			// "sorry my german is rusty, english ok? sunday 9am please": the
			// rest of the message is read in the language asked.
			lng, st.LangAsked, asked = target, target, true
			req.Message = rest
		} else if lang.IsSupported(st.LangAsked) {
			lng = st.LangAsked // asked before: it holds
		}
	}
	st.Turns++
	if asked && req.Message == "" {
		return e.languageOnly(ctx, req, t, lng, cat, loc, local, now)
	}
	afterAge, lastAsked, lastWhich, afterPrice := st.AgeTold, st.Asked, st.AskedWhich, st.PriceTold
	st.AgeTold, st.Asked, st.AskedWhich, st.PriceTold = false, "", false, false
	res := e.parse(req.Message, understand.Context{
		Now: local, Lang: lng, Region: biz.Country, HasOptions: len(st.Options) > 0, OptionTimes: optionTimes(st.Options, loc),
		ExpectName: st.Step == stepCollecting && st.Name == "", Services: cat.matcher, Service: st.ServiceID,
		AfterAge: afterAge, Day: discussedDay(st, loc),
	})
	if asksTimes(st, res) && !res.HasTime {
		// "what times do you have?": every departure of the tour and day in
		// context, whatever time was asked before.
		st.Time, st.TimeEnd = "", ""
		if res.Intent != store.IntentAvailability && res.Intent != store.IntentBrowse {
			res.Intent = store.IntentAvailability
		}
	}
	sameTimeAgain(st, res, req.Message)
	loneNumberParty(st, res, req.Message) // "4" after the 4pm was picked: how many
	adultsAnswer(st, res, req.Message)    // "2" after "how many adults will come with them?"
	if ages := knowledge.Ages(req.Message); len(ages) > 0 && !res.ChildStays {
		st.Ages, st.agesSaid = ages, true // "two kids aged 4 and 7": the tours they may join (search.go)
		if st.Guests == 0 && st.Children+st.Infants == 0 && res.Guests == 0 && res.Children+res.Infants == 0 {
			// "our kids are 4 and 9", no party said: that many children,
			// whose adults are still to be told (State.kidsAlone)
			st.Children = len(ages)
		}
	}
	// "under $40": not compared with prices in euros, and the reply says
	// so (budget.go)
	foreign := foreignBudget(res, biz)
	if ids := compareQuestion(res, cat); ids == nil {
		resolveCheapest(st, res, req.Message, cat, loc) // "the cheaper one then, sunday 2pm"
	}
	lengthNote := resolveLength(res, cat) // "the shortest tour on saturday for 2" (length.go)
	if budgetRequest(res) {
		// "anything under 30 euros on Sunday?", "lo más barato este finde":
		// a search by price (budget.go), not a price question
		switch res.Intent {
		case store.IntentPrice, store.IntentDetails, store.IntentBrowse, store.IntentGreet, store.IntentThanks, "":
			res.Intent = store.IntentAvailability
		}
	}
	priceFollow := afterPrice && priceAgain(st, res, req.Message)
	if priceFollow {
		res.Intent = store.IntentPrice // "Und für 4 Personen zusammen?": that price, for them
	}
	// A question is answered from the business's knowledge, leaving the
	// booking state as it was (question.go).
	if rep, dontKnow, err := e.answerQuestion(ctx, req, st, res, cat, lng, now, afterAge, lastAsked, lastWhich); err != nil {
		return nil, err
	} else if rep != nil && !priceFollow {
		t.res, t.reply, t.fallback = res, rep, dontKnow
		st.AgeTold = toldAge(rep.Sources)
		if !st.AskedWhich {
			// (asking "which tour do you mean?", answerQuestion keeps the
			// topic that waits for the tour)
			st.Asked = askedTopic(rep.Sources)
		}
		return t, nil
	}
	t.res = res

	r := reading{step: st.Step}
	afternoonOption(st, res, req.Message)
	prevService := st.ServiceID
	onlyAdults(st, res, req.Message, lng)
	oldestKids(st, res) // "só os dois mais velhos e eu": the oldest children told and one adult
	r.changed = st.apply(res, loc)
	if st.agesSaid && st.Selected != "" && (st.Step == stepCollecting || st.Step == stepConfirming) {
		// "yes, my son is 6", "mi hija tiene 7" while a pick waits: who
		// comes changed, and the pick is weighed again (doRepick): the
		// tour's age rule when the child is too young, else the summary
		// again, never a yes to the summary before.
		r.changed.party = true
	}
	st.AskedAdults = false // asked again (askContact) while the children still wait for them
	var note priceNote
	if st.applyPrice(res) {
		// the tours within the budget, or the cheapest (budget.go)
		changed, n, err := e.narrowByPrice(ctx, biz, st, cat, loc, local)
		if err != nil {
			return nil, err
		}
		r.changed.price, r.changed.service, note = true, r.changed.service || changed, n
		prevService = st.ServiceID
		if changed && !res.HasTime {
			st.Time, st.TimeEnd = "", "" // a departure of the tour before ("anything under 30€ on Sunday?" after the kayak at 9)
		}
	} else if res.Budget > 0 && res.ServiceID != "" {
		note = overBudget(st, res, cat) // "the kayak, max 30 euros each": the tour asked for, and what it costs
	}
	if foreign.key != "" {
		foreign.svc = cat.service(res.ServiceID)
		note = foreign // (over "cheap_first": the currency note says cheapest first too)
	}
	if note.key == "" {
		note = lengthNote
	}
	a, undo := answerPending(req.Message, lng, st, res, r.changed)
	if undo {
		// the tour or the option its words named was no request (answerPending)
		st.ServiceID, r.changed.service, res.Choice = prevService, false, 0
		res.Intent = ""
	}
	switch a {
	case answerYes:
		r.yes = true
	case answerNo:
		r.no = true
	case answerHold:
		r.hold = true
	}
	if res.Intent == store.IntentBook && (st.Step == stepCollecting || st.Step == stepConfirming) {
		r.negated = negation(req.Message, lng) // only a booking intent while a pick waits needs it
	}
	prevPick := st.Selected
	r.picked, r.which = e.pick(st, res, loc, r.yes)
	again := false // the message names the slot that waits, again
	if r.picked && st.Selected == prevPick && !r.changed.party {
		// "yes, the 2pm" while the 2pm waits: the same slot again is no new
		// choice (and no new summary); the rest of the message decides.
		r.picked, again = false, true
	}
	form := false
	if a := parseBookAction(req.Metadata); a != nil && a.apply(st, loc, biz.Country) {
		// The booking form: the slot it names is the pick, whatever the words said.
		r.picked, form, res.Intent = true, true, store.IntentBook
	}
	b := &builder{e: e, biz: biz, lang: lng, today: dayOf(local), now: local, cat: cat, loc: loc, st: st, sessionID: req.SessionID, teamAway: req.TeamAway, note: note,
		kidsPrice: res.Intent == store.IntentPrice && knowledge.NamesChild(req.Message, lng)}
	if res.Phone == "" {
		b.phoneUnread = res.PhoneUnread
	}
	if !r.picked && r.which == nil {
		r.picked = tourOption(st, res, req.Message, loc) // "the tuk tuk then" after "which one?"
	}
	if r.picked {
		r.which = nil
	}
	b.which = r.which
	if !r.picked && !form && r.which == nil {
		// "the earliest one", "die späteste", "le matin alors": a pick by
		// what the option is (choose.go).
		if r.picked, err = e.rankedSlot(ctx, biz, st, res, cat, loc, local, r.changed); err != nil {
			return nil, err
		}
		if !r.picked {
			r.picked = dayPartSlot(st, res, req.Message, loc, r.changed)
		}
	}
	if !r.picked && r.which == nil && st.Step != stepCollecting && st.Step != stepConfirming {
		if r.picked, err = e.namedSlot(ctx, biz, st, res, cat, loc, local); err != nil {
			return nil, err
		}
	}
	ev := classify(res, r)
	if ev == evSearch && (st.Step == stepCollecting || st.Step == stepConfirming) &&
		(again || st.Selected != "" && res.Guests > 0 && !r.changed.any() && r.which == nil) {
		// "at 6pm" alone while the 6pm waits, or the party it is for said
		// again ("juste moi", "solo yo, 1 persona"): nothing else said, it
		// is that slot still, not a search that would drop it.
		ev = evPick
	}
	if st.Step == stepConfirming && restated(res) && !r.changed.any() &&
		(ev == evYes && !r.yes && !opensYes(req.Message) || ev == evSearch && res.Intent != store.IntentBrowse) {
		// "kayak friday 9am for 2" again while that very summary waits: the
		// request said again, with nothing new, is no yes (its options and
		// time read as a booking) and no new search that would drop it; the
		// summary is shown again and waits for the yes.
		ev = evPick
	}
	if prior != "" && lng != prior && !lang.IsSupported(req.Language) && st.LangAsked == "" && lowSignal(ev) && fewWords(req.Message) {
		// "ok", "Marco Bianchi", "ana@example.com", "sim": the conversation
		// keeps its language; the detector's guess on so little is noise.
		lng, b.lang = prior, prior
	}
	st.Lang = lng

	if (res.Email != "" || res.Phone != "" || res.Name != "" || form) && st.hasContact() {
		if err := e.captureLead(ctx, biz, req.SessionID, st, cat); err != nil {
			return nil, err
		}
		t.sideEffects = true
	}
	t.event, t.row = ev, next(st.Step, ev)
	if err := e.run(ctx, b, t, t.row, r); err != nil {
		return nil, err
	}
	t.reply = b.reply(req, now)
	if asked && lng != prior {
		t.reply.Message = reply.Say(lng, "lang_switch", nil) + "\n" + t.reply.Message
	}
	return t, nil
}

// languageOnly answers a message that only asks to go on in another
// language ("können wir Englisch sprechen?"): the dialogue's language row,
// whatever the step.
func (e *Engine) languageOnly(ctx context.Context, req Request, t *turn, lng string, cat *catalog, loc *time.Location, local, now time.Time) (*turn, error) {
	st := &t.state
	t.res = e.parse("", understand.Context{Now: local, Lang: lng, Region: req.Business.Country})
	st.Lang = lng
	b := &builder{e: e, biz: req.Business, lang: lng, today: dayOf(local), now: local, cat: cat, loc: loc, st: st, sessionID: req.SessionID, teamAway: req.TeamAway}
	t.event, t.row = evLanguage, next(st.Step, evLanguage)
	if err := e.run(ctx, b, t, t.row, reading{step: st.Step}); err != nil {
		return nil, err
	}
	t.reply = b.reply(req, now)
	return t, nil
}

// priceAgain reports a party said with a word of the whole right after a
// tour's price ("Und für 4 Personen zusammen?", "and for the 5 of us
// altogether?", "y para 4 en total?"): that price asked for the party,
// which the message makes the state's, not a new search. A day, a time or
// another tour said with it is a request.
func priceAgain(st *State, res *understand.Result, raw string) bool {
	return st.ServiceID != "" && res.Guests > 0 && (res.ServiceID == "" || res.ServiceID == st.ServiceID) &&
		!res.HasDate() && !res.HasTime && res.DayPart == "" && res.Budget == 0 && len(res.Unread) == 0 &&
		(res.Intent == "" || res.Intent == store.IntentAvailability || res.Intent == store.IntentPrice) &&
		knowledge.SaysWhole(raw)
}

// discussedDay is the one day the conversation is about, for "the day
// after" and a bare day of the month (understand.Context.Day): zero when
// no day or a range of days is in hand.
func discussedDay(st *State, loc *time.Location) time.Time {
	if st.Date == "" || st.DateEnd != "" {
		return time.Time{}
	}
	d, err := time.ParseInLocation(store.DateLayout, st.Date, loc)
	if err != nil {
		return time.Time{}
	}
	return d
}

// nameAnswer reports a message that answers the request for a name with
// one or two capitalised words and no question ("Frances", "German
// Ruiz"): a name, though a language's too.
func nameAnswer(st *State, raw string) bool {
	if st.Step != stepCollecting || st.Name != "" || strings.ContainsAny(raw, "?¿") {
		return false
	}
	f := strings.Fields(raw)
	if len(f) == 0 || len(f) > 2 {
		return false
	}
	for _, w := range f {
		if r := []rune(w)[0]; !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// lowSignal events are the turns that usually carry too few words to tell
// a language by.
func lowSignal(ev event) bool {
	switch ev {
	case evContact, evYes, evNo, evPick, evThanks:
		return true
	}
	return false
}

// fewWords reports whether a message has at most four words besides
// addresses, numbers and phone numbers: a name, "ok", "sí, vale".
func fewWords(raw string) bool {
	n := 0
	for _, f := range strings.Fields(raw) {
		if strings.ContainsAny(f, "@0123456789+") {
			continue
		}
		if n++; n > 4 {
			return false
		}
	}
	return true
}

// namedSlot makes the one slot the message names the pick: "Book the kayak
// tomorrow at 2pm for 2, I'm Ana, ana@x.com" (a booking or contact
// message whose service, day and time match exactly one slot). The message
// itself must name some of them: after a booking the wishes still name
// that slot, and "ok" must not pick it again. Without a time, the day's
// one departure (in the part of day asked) is that slot too: "vorrei
// prenotare la gita a Sintra sabato per 2" when Sintra leaves once a day,
// as a lone "yes" picks the one option shown. Once the visitor gave a name
// and an email or phone, a request naming the tour, the day and the party
// is a booking whatever its verb ("je voudrais le tuk tuk après-demain à
// 14h pour 3", "wir wollen die Tuk-Tuk-Tour am Samstag um 11, 2 Personen"):
// the summary follows, and it still waits for a yes. So is a message
// that says one clock time, once the tour, the day and the party are
// known ("pues el tour a pie a las 10", "sunday 4pm please"; exactTime).
func (e *Engine) namedSlot(ctx context.Context, biz *store.Business, st *State, res *understand.Result, cat *catalog, loc *time.Location, now time.Time) (bool, error) {
	request := res.Intent == store.IntentBook || res.Intent == store.IntentContact ||
		st.ready() && st.Guests > 0 && res.Guests > 0 && res.ServiceID != "" && res.HasDate() &&
			(res.Intent == store.IntentAvailability || res.Intent == "") ||
		exactTime(res) && st.Guests > 0 && st.Step != stepBooked // after a booking, "we'll be there at 11:30" is about it
	if len(res.Unread) > 0 || !request ||
		res.ServiceID == "" && !res.HasDate() && !res.HasTime ||
		st.ServiceID == "" || st.Date == "" || st.DateEnd != "" || st.TimeEnd != "" {
		return false, nil
	}
	return e.oneSlot(ctx, biz, st, cat, loc, now)
}

// oneSlot makes the pick the one slot the state's tour, day and time (or
// the day's one departure, without a time) match, and reports whether
// there was one.
func (e *Engine) oneSlot(ctx context.Context, biz *store.Business, st *State, cat *catalog, loc *time.Location, now time.Time) (bool, error) {
	if st.ServiceID == "" || st.Date == "" || st.DateEnd != "" || st.TimeEnd != "" {
		return false, nil
	}
	c := st.criteria(loc, cat)
	opts, exact, err := e.search(ctx, biz, c, now)
	if err != nil || !exact || len(opts) != 1 {
		return false, err
	}
	if st.Time == "" {
		// No time said: only a tour leaving once that day (in the part of
		// day asked) names its slot; with places left on one of several
		// departures the visitor still chooses.
		day, err := e.slotsOn(ctx, biz, cat, st.ServiceID, c.date, nil)
		if err != nil {
			return false, err
		}
		n := 0
		for i := range day {
			if c.matchTime(&day[i]) {
				n++
			}
		}
		if n != 1 {
			return false, nil
		}
	}
	st.choose(opts[0].ID, loc)
	return true, nil
}

// run does a transition's action and moves the state to the step it leads
// to (its fail step when the action could not do its part).
func (e *Engine) run(ctx context.Context, b *builder, t *turn, tr *transition, r reading) error {
	st := b.st
	ok, stay := true, false
	t.fallback = tr.on == evOther && !r.hold // not understood, whatever the answer
	var err error
	switch tr.do {
	case doOffer:
		ok, err = b.offer(ctx, t.res.Intent == store.IntentBook, t.res.Intent == store.IntentBrowse && st.ServiceID == "")
	case doProceed:
		at := len(b.parts)
		ok, err = b.proceed(ctx, tr.on == evPick) // a new pick is announced; contact details or a yes are not news
		if svc := b.cat.service(st.ServiceID); ok && err == nil && tr.on == evPick && svc != nil && t.res.Intent == store.IntentPrice {
			// "11 works. how much for the four of us altogether?", "wir
			// sind zu dritt. was kostet das insgesamt?": the pick's price
			// for the party, then the pick and what it needs
			rest := slices.Clone(b.parts[at:])
			b.parts = b.parts[:at]
			b.price(svc)
			b.parts = append(b.parts, rest...)
		}

	case doRepick:
		if svc := b.cat.service(st.ServiceID); svc != nil && t.res.Intent == store.IntentPrice {
			b.price(svc) // "how much on thursday instead?": the price, then the new pick
		}
		ok, err = b.repick(ctx, r.changed)
	case doBook:
		var out bookOutcome
		out, err = e.book(ctx, b)
		ok, stay = out == booked, out == inFlight
		t.sideEffects = t.sideEffects || out == booked
	case doDrop:
		// The visitor declined the slot: the other times that day follow.
		b.say("dropped")
		if st.Time != "" {
			st.LastTime = st.Time // "another day, same time"
		}
		st.Selected, st.Time, st.TimeEnd, st.DayPart = "", "", "", ""
		ok, err = b.offer(ctx, false, false)
	case doAnswer:
		ok, err = b.answer(ctx, t.res.Intent, tr.from)
	case doLead:
		b.lead()
	case doPickHint:
		b.say("pick_first")
		b.act(ActionBookTour, ActionCheckOtherDates)
	case doHowHelp:
		b.say("how_help")
		b.act(ActionViewTours, ActionCheckOtherDates)
	case doBookedAck:
		err = b.aboutBooking(ctx, "booked_ack")
	case doBookingInfo:
		err = b.aboutBooking(ctx, "booking_info")
	case doBookedSearch:
		if t.res.Intent == store.IntentBrowse {
			ok, err = b.offer(ctx, false, true)
		} else {
			err = b.aboutBooking(ctx, "booking_info")
		}
	case doBookedChange:
		if r.changed.service || r.changed.date || r.changed.time || r.changed.price {
			ok, err = b.offer(ctx, t.res.Intent == store.IntentBook, false)
			break
		}
		// "can we be 3?" changes the booking: a new search would offer its
		// own slot again. The team changes it; the booking is the one made
		// here, so no reference is asked for (manage_own).
		ok = false
		if err = b.aboutBooking(ctx, "booking_brief"); err == nil {
			b.say("manage_own")
			b.act(ActionTalkToHuman)
		}
	case doThanks:
		b.say("thanks")
		b.act(ActionViewTours, ActionBookTour)
	case doThanksBooked:
		err = b.aboutBooking(ctx, "thanks_booked")
	case doGreet:
		b.say("greet", "business", b.biz.Name)
		b.act(ActionViewTours, ActionBookTour, ActionCheckOtherDates)
	case doHuman:
		err = e.handoff(ctx, b, t)
	case doManage:
		err = b.manage(ctx, t)
	case doManageBooked:
		if t.res != nil && t.res.BookingRef != "" {
			err = b.manage(ctx, t)
		} else if err = b.aboutBooking(ctx, "booking_brief"); err == nil {
			// the booking made here ("something came up, I need to
			// cancel"): shown, and the team offered, no reference asked
			b.say("manage_own")
			b.act(ActionTalkToHuman)
		}
	case doAskUnread:
		b.askUnread(t.res)
	case doLanguage:
		// "can we continue in english?": said, then what is on the table,
		// in that language.
		b.say("lang_switch")
		switch tr.from {
		case stepChoosing:
			ok, err = b.offer(ctx, false, false)
		case stepCollecting:
			ok, err = b.proceed(ctx, true)
		case stepConfirming:
			b.pending() // "nothing is booked yet: shall I book ...?"
		case stepBooked:
			err = b.aboutBooking(ctx, "booking_info")
		case stepBrowsing:
			b.say("how_help")
			b.act(ActionViewTours, ActionCheckOtherDates)
		}
	case doFallback:
		if r.hold {
			// "not yet, let me ask my wife": take your time; the summary follows.
			b.say("hold")
			break
		}
		b.say("fallback")
		b.act(ActionViewTours, ActionBookTour, ActionTalkToHuman)
	}
	if err != nil {
		return err
	}
	to := tr.to
	switch {
	case stay:
		to = tr.from
	case !ok:
		to = tr.fail
	}
	if to == stepReady {
		to = stepCollecting
		if st.ready() {
			to = stepConfirming
		}
	}
	switch to {
	case stepBrowsing, stepChoosing:
		// Options on the table make choosing, whatever the row hoped for.
		st.Selected, to = "", stepBrowsing
		if len(st.Options) > 0 {
			to = stepChoosing
		}
	case stepBooked:
		st.Selected = ""
	}
	st.Step = to
	switch tr.do {
	case doAnswer, doThanks, doGreet, doHuman, doManage, doAskUnread, doFallback:
		// (the booked step has its own thanks and manage; it has no pending question)
		if to == stepCollecting || to == stepConfirming {
			b.pending()
		}
	}
	return nil
}

// pick applies "the second one" or "the 2pm" to the options shown last and
// reports whether the message picked one. A lone "yes" picks the only
// option shown, but only while choosing: in confirming it is the yes.
// "The 2pm" is the option of the tour the message names, else of the
// conversation's tour (the one a question was just about: "is the tuk tuk
// ok for my mum?" then "the 9am then"), else the one option at that time;
// when options of several tours leave then and nothing tells them apart,
// nothing is picked and which lists them, for the visitor to choose. An
// ordinal whose option is not the tour or the time the message names is
// not this list's place ("back to the first one, the walking tour at 3"
// after the kayak's times were shown): the tour and the time are the pick.
func (e *Engine) pick(st *State, res *understand.Result, loc *time.Location, yes bool) (picked bool, which []string) {
	if len(res.Entities.Email) > 0 && st.Selected != "" {
		return false, nil
	}
	id := ""
	if n := res.Choice; n != 0 && len(st.Options) > 0 {
		i := n - 1
		if n < 0 {
			i = len(st.Options) + n
		}
		if i >= 0 && i < len(st.Options) {
			id = st.Options[i]
		}
		if id != "" && namesOtherThan(id, res, loc) {
			// "torniamo al primo, il giro a piedi alle 15" with the kayak
			// first in the list shown now: the tour and the time named are
			// the earlier option meant, not this list's first.
			id, res.Choice = "", 0
		}
	}
	switch {
	case id != "", res.Choice != 0 && len(st.Options) > 0:
		// the ordinal decided (one past the list picks nothing)
	case res.HasTime && !res.HasEndTime && !res.HasDate() && len(st.Options) > 0:
		// of the tour named, else of the conversation's tour, else the one
		// tour leaving then
		var several []string
		id, several = st.optionAt(res.ServiceID, st.Time)
		if id == "" && len(several) > 1 && (st.Step == stepChoosing || st.Step == stepBrowsing) {
			return false, several // "9am please" with the kayak and the tuk-tuk at 9: which one?
		}
	case st.Step == stepChoosing && (yes || res.Intent == store.IntentBook || res.Email != "" || res.Phone != "" || res.Name != "") &&
		len(st.Options) == 1 && res.ServiceID == "" && !res.HasDate() && res.Guests == 0:
		// "yes, that one" with a single option shown; so are the contact
		// details to book it under ("Ana Costa, ana@..."): they answer the
		// "which one?" and the booking is still confirmed before it is made.
		id = st.Options[0]
	case st.Step == stepChoosing && res.Guests > 0 && len(st.Options) == 1 && res.ServiceID == "" && !res.HasDate() &&
		!res.HasTime && st.Time != "" && st.TimeEnd == "" && st.Date != "" && st.DateEnd == "" &&
		st.selectAt(st.ServiceID, st.Time) == st.Options[0] && strings.Contains(st.Options[0], strings.ReplaceAll(st.Date, "-", "")):
		// "somos dos" after the tour, the day and the time were said and
		// one option is shown at them: the party was all it waited for.
		id = st.Options[0]
	}
	if id == "" {
		return false, nil
	}
	st.choose(id, loc)
	return true, nil
}

// namesOtherThan reports a message whose tour or departure time is not
// that of the slot id its ordinal points to ("back to the first one, the
// walking tour at 3" while the first option shown is the kayak at 2).
func namesOtherThan(id string, res *understand.Result, loc *time.Location) bool {
	svc, start, err := store.ParseSlotID(id, loc)
	if err != nil {
		return false
	}
	return res.ServiceID != "" && len(res.Services) <= 1 && res.ServiceID != svc ||
		res.HasTime && !res.HasEndTime && (start.Hour()%12 != res.Hour%12 || start.Minute() != res.Minute)
}

// tourOption picks the one option shown of the tour a message names
// alone ("the tuk tuk", "el kayak entonces", "lieber das Kajak") while the
// options shown are of several tours ("which one?" after "9am please", or
// a day's list): the tour is the choice, as a clerk would take it. Not a
// question about the tour ("the kayak?"), nor with a day, a time, a part
// of the day or a party beside it (those search again), nor when the tour
// has several options shown (its time is still to choose).
func tourOption(st *State, res *understand.Result, raw string, loc *time.Location) bool {
	if st.Step != stepChoosing || res.ServiceID == "" || len(res.Services) > 1 || res.Choice != 0 || res.Rank != 0 ||
		res.HasDate() || res.HasTime || res.DayPart != "" || res.Guests > 0 || res.MoreGuests > 0 || len(res.Unread) > 0 ||
		strings.ContainsAny(raw, "?¿") {
		return false
	}
	switch res.Intent {
	case "", store.IntentBook:
	case store.IntentDetails:
		if res.Scores[store.IntentDetails] != 0 {
			return false // words that ask about it: its details
		}
	default:
		return false
	}
	tour := store.PrefixSlot + strings.TrimPrefix(res.ServiceID, store.PrefixService) + "_"
	id, others := "", false
	for _, o := range st.Options {
		switch {
		case !strings.HasPrefix(o, tour):
			others = true
		case id != "":
			return false
		default:
			id = o
		}
	}
	if id == "" || !others {
		return false
	}
	st.choose(id, loc)
	return true
}

// choose makes a slot the pick, with its service, day and time.
func (s *State) choose(id string, loc *time.Location) {
	s.Selected = id
	if svc, start, err := store.ParseSlotID(id, loc); err == nil {
		s.ServiceID, s.Date, s.Time = svc, start.Format(store.DateLayout), start.Format("15:04")
		s.DateEnd, s.TimeEnd, s.DayPart = "", "", ""
	}
}

func (e *Engine) captureLead(ctx context.Context, biz *store.Business, sessionID string, st *State, cat *catalog) error {
	in := store.LeadInterest{ServiceID: st.ServiceID, Date: st.Date, Guests: st.Guests}
	if svc := cat.service(st.ServiceID); svc != nil {
		in.ServiceName = svc.Name.In(st.Lang, biz.DefaultLanguage)
	}
	_, _, err := e.st.CaptureLead(ctx, store.LeadCapture{
		BusinessID: biz.ID, SessionID: sessionID, Name: st.Name, Email: st.Email, Phone: st.Phone,
		Language: st.Lang, Interest: in,
	})
	return err
}

// optionTimes are the local start times of the options shown, in minutes
// after midnight.
func optionTimes(opts []string, loc *time.Location) []int {
	out := make([]int, 0, len(opts))
	for _, id := range opts {
		if _, start, err := store.ParseSlotID(id, loc); err == nil {
			out = append(out, start.Hour()*60+start.Minute())
		}
	}
	return out
}

// afternoonOption reads a bare hour from 1 to 11 ("a las 8 está bien", "8
// is fine") as the option shown twelve hours later when none starts at the
// morning hour and the visitor said nothing of the morning ("8am", "08:00",
// "de la mañana").
func afternoonOption(st *State, res *understand.Result, raw string) {
	if !res.HasTime || res.HasEndTime || res.HasDate() || len(st.Options) == 0 ||
		res.Hour < 1 || res.Hour > 11 || res.DayPart != "" || morningSaid.MatchString(raw) {
		return
	}
	if st.selectByTime(fmt.Sprintf("%02d:%02d", res.Hour, res.Minute)) != "" ||
		st.selectByTime(fmt.Sprintf("%02d:%02d", res.Hour+12, res.Minute)) == "" {
		return
	}
	res.Hour += 12
}

// morningSaid finds an hour written as the morning's: "8am", "8 a.m.", "08:00", "08h".
var morningSaid = regexp.MustCompile(`(?i)\d\s*a\.?\s?m\b|(^|\D)0\d(\D|$)`)

// exactTime reports a message that says one clock time as a request, not
// a question about a price or a detail: "pues el tour a pie a las 10",
// "sunday 4pm please". With the tour, the day and the party known (said
// now or before), a time that matches exactly one departure names it, as
// a clerk would take "4pm Sunday" for that departure.
func exactTime(res *understand.Result) bool {
	return res.HasTime && !res.HasEndTime &&
		(res.Intent == "" || res.Intent == store.IntentAvailability || res.Intent == store.IntentBook)
}

// onlyAdults drops the children told before when the message says only
// adults come ("then just the two of us adults", "dann nur wir zwei
// Erwachsenen", "solo noi due adulti", "só nós os dois adultos", after a
// child too young for the tour): the party becomes the adults, and the
// children's ages no longer apply. A party of adults without "only" joins
// the children told before (State.apply, kidsAlone).
func onlyAdults(st *State, res *understand.Result, msg, lng string) {
	if res.Adults == 0 || res.Guests != res.Adults || res.Children+res.Infants > 0 ||
		st.Children+st.Infants == 0 && len(st.Ages) == 0 {
		return
	}
	for _, w := range foldedWords(msg) {
		if onlyWords[w] || w == "so" && lng == "pt" {
			st.Guests, st.Adults, st.Children, st.Infants, st.Ages = 0, 0, 0, 0, nil
			return
		}
	}
}

// oldestKids reads the oldest of the children told before ("então só os
// dois mais velhos e eu", "solo los dos mayores y yo", "just the two
// oldest and me", Entities.Oldest) as that many of those children: the
// oldest ages told are theirs, the others' no longer apply, and the rest
// of the people said are adults. With no children told the people stay
// people.
func oldestKids(st *State, res *understand.Result) {
	n := res.Oldest
	if n == 0 || res.Guests < n || res.Children+res.Infants > 0 || max(len(st.Ages), st.Children+st.Infants) < n {
		return
	}
	if len(st.Ages) >= n {
		ages := slices.Clone(st.Ages)
		slices.Sort(ages)
		st.Ages = ages[len(ages)-n:]
	}
	res.Adults, res.Children, res.Infants, res.PartOfParty = res.Guests-n, n, 0, false
	for _, a := range st.Ages {
		if a <= 3 && len(st.Ages) == n {
			res.Children, res.Infants = res.Children-1, res.Infants+1
		}
	}
}

// onlyWords say that no one else comes: "only", "nur", "solo".
var onlyWords = map[string]bool{"only": true, "just": true, "solo": true, "solamente": true, "unicamente": true,
	"seulement": true, "uniquement": true, "juste": true, "nur": true, "lediglich": true, "soltanto": true,
	"apenas": true, "somente": true}

// restated reports a message that names the booking again: its tour, day,
// time or party ("kayak friday 9am for 2", "the 9am"). Said while the
// summary of that very booking waits and changing nothing, it is the
// request repeated, not the yes the summary asks for (unless it opens
// with one: opensYes).
func restated(res *understand.Result) bool {
	return res.ServiceID != "" || res.HasDate() || res.HasTime || res.Guests > 0
}

// opensYes reports a message whose first words agree ("yes, kayak friday
// 9am for 2", "ok, the 9am", "sí, el kayak el viernes", "go ahead, friday
// at 9") with no "but" in it: the yes, with the booking said again.
func opensYes(raw string) bool {
	cl := clauses(raw)
	if len(cl) == 0 {
		return false
	}
	// a booking verb opening the request ("book the kayak friday 9am") is
	// the request; alone in its clause ("book it, friday 9am") it agrees
	if _, kind := matchAffirm(cl[0]); kind != 'y' && (kind != 'Y' || !allKnown(cl[0])) {
		return false
	}
	for _, words := range cl {
		for _, w := range words {
			if contrastWords[w] {
				return false
			}
		}
	}
	return true
}
