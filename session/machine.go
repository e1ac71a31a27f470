package session

import (
	"slices"
	"strings"

	"github.com/tourchat/tourchat/session/knowledge"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// step is where a conversation stands in the booking dialogue. It is stored
// in State.Step; every turn reads one event from the message and follows
// the one row of the transitions table for (step, event).
type step string

const (
	// stepBrowsing: nothing on the table that a pick could refer to.
	stepBrowsing step = ""
	// stepChoosing: options were shown; "the second one" or "the 2pm" picks.
	stepChoosing step = "choosing"
	// stepCollecting: a slot is picked and waits for what the booking
	// still needs (name and email or phone, or a party, day or time that
	// could not be read).
	stepCollecting step = "collecting"
	// stepConfirming: the summary was shown (State.Confirm numbers it); only
	// a yes books.
	stepConfirming step = "confirming"
	// stepBooked: the summary's yes booked (State.BookingID); follow-ups are
	// about that booking and never book again.
	stepBooked step = "booked"
	// stepReady is not stored: a transition's target meaning collecting
	// when the pick still needs contact details, else confirming.
	stepReady step = "ready"
)

func (s step) known() bool {
	switch s {
	case stepBrowsing, stepChoosing, stepCollecting, stepConfirming, stepBooked:
		return true
	}
	return false
}

func (s step) String() string {
	if s == stepBrowsing {
		return "browsing"
	}
	return string(s)
}

// event is what a message does to the dialogue, read by classify.
type event uint8

const (
	evSearch   event = iota // asks for options without changing what was asked ("what do you have?")
	evChange                // changes the service, day, time or party ("and on Sunday?", "for 4 instead")
	evPick                  // picks one slot ("the second one", "the 2pm", the only option + yes, the booking form)
	evContact               // gives a name, an email or a phone number
	evYes                   // agrees ("yes", "ok", "sí, reservad", "perfect") with nothing else to change
	evNo                    // declines ("no", "nein", "não")
	evQuestion              // asks about price or details (and, later, the business's knowledge)
	evThanks                // thanks or goodbye
	evGreet                 // hello
	evHuman                 // asks for a person
	evManage                // asks to change or cancel a booking
	evUnread                // tried to say a day, time or party that could not be read
	evOther                 // nothing understood
	evLanguage              // asks to go on in another language, and nothing more ("can we continue in english?")
	numEvents
)

var eventNames = [numEvents]string{"search", "change", "pick", "contact", "yes", "no", "question", "thanks",
	"greet", "human", "manage", "unread", "other", "language"}

func (e event) String() string { return eventNames[e] }

// action is what a transition does; dialogue.go runs it.
type action uint8

const (
	doOffer        action = iota // search what was asked: options, or why nothing matches and the nearest alternatives
	doProceed                    // check the pick still has places; ask for contact details, or show the summary and ask for a yes
	doRepick                     // the pick after a change: the one slot matching the new wishes, then as doProceed; else doOffer
	doBook                       // book the summary of State.Confirm, once (idempotent across retries and instances)
	doDrop                       // drop the pick, say nothing was booked, show the options again
	doAnswer                     // answer the question; in browsing/choosing the options follow, elsewhere the pending question
	doLead                       // acknowledge contact details kept for the team
	doPickHint                   // ask which option
	doHowHelp                    // ask what to look for
	doBookedAck                  // after a booking: "you're already booked", with its reference; books nothing
	doBookingInfo                // after a booking: its reference, service, day, time, party and total
	doBookedSearch               // after a booking, a search naming nothing new: the catalog when asked for, else the booking (its slot would only be offered again)
	doBookedChange               // after a booking: a new day, time or service is a new search; a new party alone is a change of that booking (its details and how the team changes it)
	doThanks                     // you're welcome
	doThanksBooked               // you're welcome, with the booking's reference, day and time
	doGreet                      // hello
	doHuman                      // a person is asked for (handoff)
	doManage                     // changes and cancellations go through the team
	doManageBooked               // after a booking: its reference and details, and how the team changes or cancels it
	doAskUnread                  // say what was understood and ask for the part that could not be read
	doFallback                   // not understood
	doLanguage                   // in the language asked: say so, then what was on the table (the options, the pick, the summary, the booking)
	numActions
)

var actionNames = [numActions]string{"offer", "proceed", "repick", "book", "drop", "answer", "lead", "pick_hint",
	"how_help", "booked_ack", "booking_info", "booked_search", "booked_change", "thanks", "thanks_booked", "greet", "human", "manage", "manage_booked", "ask_unread", "fallback", "language"}

func (a action) String() string { return actionNames[a] }

// transition is one row of the table: in step from, on event on, do the
// action and go to step to; when the action fails (nothing to show, the
// slot is gone) go to fail instead.
type transition struct {
	from step
	on   event
	to   step
	do   action
	fail step
}

// transitions is every path a conversation can take. Rows not listed do
// not exist: classify never produces an event without a row in any step
// (TestTransitionTableIsComplete). After an action that does not itself ask
// something (answer, thanks, greet, human, manage, fallback, ask_unread), a
// dialogue in collecting or confirming repeats its pending question: the
// details still missing, or "shall I book it?".
var transitions = []transition{
	{stepBrowsing, evSearch, stepChoosing, doOffer, stepBrowsing},
	{stepBrowsing, evChange, stepChoosing, doOffer, stepBrowsing},
	{stepBrowsing, evPick, stepReady, doProceed, stepChoosing},
	{stepBrowsing, evContact, stepBrowsing, doLead, stepBrowsing},
	{stepBrowsing, evYes, stepChoosing, doOffer, stepBrowsing},
	{stepBrowsing, evNo, stepBrowsing, doHowHelp, stepBrowsing},
	{stepBrowsing, evQuestion, stepChoosing, doAnswer, stepBrowsing},
	{stepBrowsing, evThanks, stepBrowsing, doThanks, stepBrowsing},
	{stepBrowsing, evGreet, stepBrowsing, doGreet, stepBrowsing},
	{stepBrowsing, evHuman, stepBrowsing, doHuman, stepBrowsing},
	{stepBrowsing, evManage, stepBrowsing, doManage, stepBrowsing},
	{stepBrowsing, evUnread, stepBrowsing, doAskUnread, stepBrowsing},
	{stepBrowsing, evOther, stepBrowsing, doFallback, stepBrowsing},
	{stepBrowsing, evLanguage, stepBrowsing, doLanguage, stepBrowsing},

	{stepChoosing, evSearch, stepChoosing, doOffer, stepBrowsing},
	{stepChoosing, evChange, stepChoosing, doOffer, stepBrowsing},
	{stepChoosing, evPick, stepReady, doProceed, stepChoosing},
	{stepChoosing, evContact, stepChoosing, doLead, stepChoosing},
	{stepChoosing, evYes, stepChoosing, doPickHint, stepChoosing},
	{stepChoosing, evNo, stepChoosing, doHowHelp, stepChoosing},
	{stepChoosing, evQuestion, stepChoosing, doAnswer, stepBrowsing},
	{stepChoosing, evThanks, stepChoosing, doThanks, stepChoosing},
	{stepChoosing, evGreet, stepChoosing, doGreet, stepChoosing},
	{stepChoosing, evHuman, stepChoosing, doHuman, stepChoosing},
	{stepChoosing, evManage, stepChoosing, doManage, stepChoosing},
	{stepChoosing, evUnread, stepChoosing, doAskUnread, stepChoosing},
	{stepChoosing, evOther, stepChoosing, doFallback, stepChoosing},
	{stepChoosing, evLanguage, stepChoosing, doLanguage, stepBrowsing},

	{stepCollecting, evSearch, stepChoosing, doOffer, stepBrowsing},
	{stepCollecting, evChange, stepReady, doRepick, stepChoosing},
	{stepCollecting, evPick, stepReady, doProceed, stepChoosing},
	{stepCollecting, evContact, stepReady, doProceed, stepChoosing},
	{stepCollecting, evYes, stepReady, doProceed, stepChoosing},
	{stepCollecting, evNo, stepChoosing, doDrop, stepBrowsing},
	{stepCollecting, evQuestion, stepCollecting, doAnswer, stepCollecting},
	{stepCollecting, evThanks, stepCollecting, doThanks, stepCollecting},
	{stepCollecting, evGreet, stepCollecting, doGreet, stepCollecting},
	{stepCollecting, evHuman, stepCollecting, doHuman, stepCollecting},
	{stepCollecting, evManage, stepCollecting, doManage, stepCollecting},
	{stepCollecting, evUnread, stepCollecting, doAskUnread, stepCollecting},
	{stepCollecting, evOther, stepCollecting, doFallback, stepCollecting},
	{stepCollecting, evLanguage, stepReady, doLanguage, stepChoosing},

	{stepConfirming, evSearch, stepChoosing, doOffer, stepBrowsing},
	{stepConfirming, evChange, stepReady, doRepick, stepChoosing},
	{stepConfirming, evPick, stepReady, doProceed, stepChoosing},
	{stepConfirming, evContact, stepReady, doProceed, stepChoosing},
	{stepConfirming, evYes, stepBooked, doBook, stepChoosing},
	{stepConfirming, evNo, stepChoosing, doDrop, stepBrowsing},
	{stepConfirming, evQuestion, stepConfirming, doAnswer, stepConfirming},
	{stepConfirming, evThanks, stepConfirming, doThanks, stepConfirming},
	{stepConfirming, evGreet, stepConfirming, doGreet, stepConfirming},
	{stepConfirming, evHuman, stepConfirming, doHuman, stepConfirming},
	{stepConfirming, evManage, stepConfirming, doManage, stepConfirming},
	// A change that could not be read leaves the summary out of date: the
	// pick waits for the answer, and a yes shows the summary again.
	{stepConfirming, evUnread, stepCollecting, doAskUnread, stepCollecting},
	{stepConfirming, evOther, stepConfirming, doFallback, stepConfirming},
	{stepConfirming, evLanguage, stepConfirming, doLanguage, stepConfirming},

	{stepBooked, evSearch, stepBooked, doBookedSearch, stepBooked},
	{stepBooked, evChange, stepChoosing, doBookedChange, stepBooked},
	{stepBooked, evPick, stepReady, doProceed, stepChoosing},
	{stepBooked, evContact, stepBooked, doLead, stepBooked},
	{stepBooked, evYes, stepBooked, doBookedAck, stepBooked},
	{stepBooked, evNo, stepBooked, doHowHelp, stepBooked},
	{stepBooked, evQuestion, stepBooked, doBookingInfo, stepBooked},
	{stepBooked, evThanks, stepBooked, doThanksBooked, stepBooked},
	{stepBooked, evGreet, stepBooked, doGreet, stepBooked},
	{stepBooked, evHuman, stepBooked, doHuman, stepBooked},
	{stepBooked, evManage, stepBooked, doManageBooked, stepBooked},
	{stepBooked, evUnread, stepBooked, doAskUnread, stepBooked},
	// Not understood after a booking: what the conversation is about.
	{stepBooked, evOther, stepBooked, doBookingInfo, stepBooked},
	{stepBooked, evLanguage, stepBooked, doLanguage, stepBooked},
}

// machine indexes transitions by step and event; it is built once and only
// read.
var machine = func() map[step]*[numEvents]*transition {
	m := map[step]*[numEvents]*transition{}
	for i := range transitions {
		tr := &transitions[i]
		if m[tr.from] == nil {
			m[tr.from] = &[numEvents]*transition{}
		}
		if m[tr.from][tr.on] != nil {
			panic("session: two transitions for " + tr.from.String() + " on " + tr.on.String())
		}
		m[tr.from][tr.on] = tr
	}
	return m
}()

// next returns the row for (from, on).
func next(from step, on event) *transition {
	if row := machine[from]; row != nil && row[on] != nil {
		return row[on]
	}
	return machine[stepBrowsing][evOther]
}

// reading is what classify needs besides the understood message.
type reading struct {
	picked  bool  // the message (or the booking form) picked a slot
	changed delta // what it changed in the wishes
	yes, no bool  // an agreement or a refusal, alone
	hold    bool  // a pause ("wait", "not yet") while a pick waits: the question stays open
	negated bool  // the message holds a negation or a "wait": never a yes
	step    step  // where the dialogue stands
	// which are the options of several tours a time named ("9am please"
	// with the kayak and the tuk-tuk at 9): the visitor chooses among them
	which []string
}

// classify reads the event of a message. The order is the precedence: a
// person or a booking change first; then what could not be read (never a
// silent guess); a pick; a question (which keeps the dialogue where it is);
// a change of the wishes; contact details; then yes, no and the social
// turns.
func classify(res *understand.Result, r reading) event {
	if r.no && (r.step == stepCollecting || r.step == stepConfirming) {
		// "cancel", "annuler", "no": while a pick waits this drops the
		// pick; it is no request to cancel a booking.
		return evNo
	}
	switch res.Intent {
	case store.IntentHuman:
		return evHuman
	case store.IntentManage:
		return evManage
	}
	if res.BookingRef != "" {
		// "my booking ref is bk_01m8...": a message quoting a booking is
		// about that booking (the reference the manage reply asks for).
		return evManage
	}
	if res.HasUnread(understand.UnreadDate) || res.HasUnread(understand.UnreadTime) || res.HasUnread(understand.UnreadParty) {
		return evUnread
	}
	// While a pick waits, another tour named with no word asking about it
	// ("afinal prefiro o fado, no mesmo dia", "actually the sail instead")
	// changes the pick: the details intent is only the tour named alone.
	switchTour := r.changed.service && res.Intent == store.IntentDetails && res.Scores[store.IntentDetails] == 0 &&
		(r.step == stepCollecting || r.step == stepConfirming)
	// While a pick waits, a price question that also moves the day or the
	// time ("fine, we'll pay online then. thursday, the 6:30pm one", "how
	// much on thursday instead?") moves the pick: answered as a question,
	// the state would keep the new day beside the old pick. The price
	// comes with the new pick (doRepick).
	movePick := res.Intent == store.IntentPrice && (r.changed.date || r.changed.time) &&
		(r.step == stepCollecting || r.step == stepConfirming)
	switch {
	case r.picked:
		return evPick
	case len(r.which) > 0:
		return evSearch // "which one?", with the options that leave then (builder.offer)
	case (res.Intent == store.IntentPrice || res.Intent == store.IntentDetails) && !switchTour && !movePick:
		return evQuestion
	case r.changed.any():
		return evChange
	case res.Email != "" || res.Phone != "" || res.Name != "":
		return evContact
	case r.hold:
		// "wait, let me ask my wife": not understood as anything to do;
		// the summary stays and is asked again.
		return evOther
	case r.yes, res.Intent == store.IntentBook && !r.negated && (r.step == stepCollecting || r.step == stepConfirming):
		// "book it" / "ja, buchen" while a pick waits agrees to it; "non,
		// attendez, pas celui-là" does not, whatever its words resemble.
		return evYes
	case r.no:
		return evNo
	}
	switch res.Intent {
	case store.IntentThanks:
		return evThanks
	case store.IntentGreet:
		return evGreet
	case store.IntentAvailability, store.IntentBrowse, store.IntentBook:
		return evSearch
	case store.IntentContact:
		return evContact
	}
	return evOther
}

// affirm reads a short message that only agrees or only declines: "yes",
// "ok 👍", "sí, reservad", "ja bitte", "yes please book it", "nope". Words
// of politeness and filler may come along; anything else makes it neither.
// A pause ("wait", "not yet") is neither: see answerOf.
func affirm(raw string) (yes, no bool) {
	switch answerOf(raw) {
	case answerYes:
		return true, false
	case answerNo:
		return false, true
	}
	return false, false
}

// emojiAnswer reads a message with no words: a thumbs up, OK hand or check
// mark agrees ("👍", "👌🏼", "✅"), a thumbs down or cross declines;
// anything else, or both, is no answer.
func emojiAnswer(raw string) answer {
	var yes, no bool
	for _, r := range raw {
		switch r {
		case '👍', '👌', '✅', '✔', '☑', '🆗', '🤙':
			yes = true
		case '👎', '❌', '✖', '🚫':
			no = true
		}
	}
	switch {
	case yes && !no:
		return answerYes
	case no && !yes:
		return answerNo
	}
	return answerNone
}

// answer is how a message answers a pending question ("shall I book
// it?"): it agrees, declines, holds back for now, or is no answer.
type answer uint8

const (
	answerNone answer = iota
	answerYes
	answerNo
	answerHold // "wait", "not yet", "let me ask my wife": the question stays open
)

// answerOf reads a short message made only of known phrases (affirmWords).
// A cancel ("forget it", "laisse tomber") wins over a pause; a pause wins
// over a bare "no" ("no wait, not yet" keeps the summary pending).
func answerOf(raw string) answer {
	if len(raw) > 80 {
		return answerNone
	}
	if w := strings.ToLower(strings.Trim(raw, " \t\n!.")); w == "y" || w == "yy" {
		return answerYes // chat shorthand for yes, too short for the tokenizer
	}
	t := understand.Prepare(raw)
	if len(t.Tokens) == 0 {
		return emojiAnswer(raw)
	}
	if len(t.Tokens) > 12 {
		return answerNone
	}
	words := make([]string, 0, len(t.Tokens))
	for _, tok := range t.Tokens {
		words = append(words, affirmToken(tok.Text))
	}
	var yes, no, refuse, cancel, hold bool
	for i := 0; i < len(words); {
		n, kind := matchAffirm(words[i:])
		switch kind {
		case 'y', 'Y', 'S':
			yes = true
		case 'n', 'N':
			no = true
			// "not that one" refuses whatever pause comes along; a bare "no" does not
			refuse = refuse || !bareNo[words[i]] || n > 1
		case 'c':
			cancel = true
		case 'h':
			hold = true
		case 'f':
		default:
			return answerNone
		}
		i += n
	}
	switch {
	case cancel:
		// "uf dejalo, al final no vamos": a cancel wins over any agreement
		return answerNo
	case refuse && hold && !yes:
		return answerNo
	case hold:
		return answerHold
	case yes && no:
		return answerNone
	case no:
		return answerNo
	case yes:
		return answerYes
	}
	return answerNone
}

// answerPending reads how a message answers: a bare agreement, refusal or
// pause anywhere; while a pick waits, a doubt alone ("no lo sé", "boh, non lo
// so": onlyHold) is a pause, and a longer answer (pendingAnswer) counts too
// when the message changes nothing, gives no details and asks for no
// person. Outside a pending pick a pause declines, as it always did.
//
// A cancel ("never mind, my knee hurts too much for those hills") wins
// over a tour its reason happens to name, and a pause over an option its
// words seem to pick ("ask my brother first"): the caller then undoes them
// (undo).
func answerPending(raw, lng string, st *State, res *understand.Result, changed delta) (a answer, undo bool) {
	a = answerOf(raw)
	pending := st.Step == stepCollecting || st.Step == stepConfirming
	if pending && onlyHold(raw) {
		a = answerHold // "boh, non lo so", "no lo sé": a doubt, though it opens with a "no"
	}
	if a == answerHold && !pending {
		return answerNo, false
	}
	if a != answerNone || !pending || changed.date || changed.time || changed.party || res.Email != "" || res.Phone != "" ||
		res.Name != "" || len(res.Unread) > 0 || res.Intent == store.IntentHuman {
		return a, false
	}
	a, cancel := pendingAnswer(raw, lng)
	switch {
	case a == answerNo && cancel && changed.service && changeOfMind(raw):
		// "changed my mind, the fado instead", "mudei de ideias, antes o
		// fado": the other tour is what the visitor now asks for.
		return answerNone, false
	case a == answerNo && cancel, a == answerHold && !changed.service:
		return a, changed.service || res.Choice != 0
	case changed.service || res.Choice != 0:
		return answerNone, false
	}
	if a == answerNone && st.Step == stepConfirming && summaryYes(raw, lng) {
		// "yes, the details are all spot on": no question about the
		// details (classify reads a question before a yes)
		if res.Intent == store.IntentDetails || res.Intent == store.IntentPrice {
			res.Intent = ""
		}
		return answerYes, false
	}
	return a, false
}

// summaryYes reads a message that opens with a yes at the summary ("yes,
// that's all correct", "oui, tout me semble bien", "ja, das ist alles
// korrekt"): it agrees, whatever words follow, unless it asks something,
// negates, holds back, cancels, says "but", "if", "maybe", "later" or
// goodbye ("yes but can we change the time?", "ok maybe later") or holds
// a number or an age. The caller makes sure it changes nothing (day, time,
// party, tour, contact), and the knowledge leaves it alone (question.go).
func summaryYes(raw, lng string) bool {
	if len(raw) > 200 || knowledge.IsQuestion(raw) || strings.ContainsAny(raw, "0123456789") || len(knowledge.Ages(raw)) > 0 {
		return false // a number or an age may tell something the summary must weigh: read as before
	}
	cl := clauses(raw)
	if len(cl) == 0 {
		return false
	}
	if _, kind := matchAffirm(cl[0]); kind != 'y' && kind != 'Y' {
		return false
	}
	for _, words := range cl {
		lead := 0
		for lead < len(words) {
			n, kind := matchAffirm(words[lead:])
			if kind != 'y' && kind != 'Y' && kind != 'S' {
				break
			}
			lead += n
		}
		if questionOpeners[lng][words[0]] || lead < len(words) && questionOpeners[lng][words[lead]] {
			return false // "okay, how do we pay", "yes, is it ok for kids"
		}
		for i, w := range words {
			if questionWords[lng][w] {
				return false // "oui, et on paie comment"
			}
			pt := w == "no" && lng == "pt" // "no sábado": in the
			if negWords[w] && !pt || contrastWords[w] || w == "ma" && lng == "it" || w == "mas" && lng == "pt" {
				return false
			}
			if n, kind := matchAffirm(words[i:]); kind == 'n' && !pt || kind == 'N' && n == len(words) || kind == 'c' || kind == 'h' {
				return false
			}
		}
	}
	t := understand.Prepare(raw)
	for _, p := range holdPhrases {
		if t.Has(p) {
			return false
		}
	}
	for _, p := range askPhrases {
		if t.Has(p) {
			return false // "ok, I'd like to know the meeting point"
		}
	}
	return !hedged(raw)
}

// askPhrases say that a question follows or is meant.
var askPhrases = strings.Split("like to know,want to know,wanted to know,wanted to ask,wonder,wondering,question,tell me,"+
	"quiero saber,quisiera saber,me gustaria saber,pregunta,dime,digame,"+
	"voudrais savoir,veux savoir,aimerais savoir,question,dites moi,dis moi,"+
	"mochte wissen,will wissen,wurde gerne wissen,frage,sagen sie mir,sag mir,"+
	"vorrei sapere,voglio sapere,domanda,dimmi,mi dica,"+
	"queria saber,quero saber,gostaria de saber,pergunta,diga me,diz me", ",")

// questionWords ask wherever they stand in a clause.
var questionWords = func() map[string]map[string]bool {
	m := map[string]map[string]bool{}
	for lng, list := range map[string]string{
		"en": "how,what,whats,when,where,which,who,why",
		"es": "cuanto,cuanta,cuantos,cuantas,donde,cuando,cual,cuales,quien",
		"fr": "comment,combien,quand,quel,quelle,quels,quelles,pourquoi",
		"de": "wie,wo,wann,welche,welcher,welches,warum",
		"it": "dove,quando,quanto,quanta,quanti,quale,quali,perche",
		"pt": "onde,quando,quanto,quanta,quantos,qual,quais,porque",
	} {
		m[lng] = map[string]bool{}
		for _, w := range strings.Split(list, ",") {
			m[lng][w] = true
		}
	}
	return m
}()

// questionOpeners open a clause that asks, question mark or not.
var questionOpeners = func() map[string]map[string]bool {
	m := map[string]map[string]bool{}
	for lng, list := range map[string]string{
		"en": "how,what,whats,when,where,which,who,why,do,does,did,can,could,should,is,are,will,shall,may",
		"es": "como,cuanto,cuanta,cuantos,cuantas,donde,cuando,cual,cuales,quien,puedo,podemos,puede,hay,hace",
		"fr": "comment,combien,ou,quand,quel,quelle,quels,quelles,qui,pourquoi,est,peut,puis,pouvons,faut",
		"de": "wie,wo,wann,was,welche,welcher,welches,wer,warum,gibt,kann,konnen,muss,mussen,brauchen,soll,sollen",
		"it": "come,dove,quando,quanto,quanta,quanti,quale,quali,chi,perche,posso,possiamo,possono,serve,bisogna",
		"pt": "como,onde,quando,quanto,quanta,quantos,qual,quais,quem,porque,posso,podemos,ha,precisamos,preciso",
	} {
		m[lng] = map[string]bool{}
		for _, w := range strings.Split(list, ",") {
			m[lng][w] = true
		}
	}
	return m
}()

// hedgePhrases keep a yes from agreeing to the summary: a doubt, a
// "later", an exception or a goodbye ("ok maybe later", "sí, luego",
// "oui peut-être", "ja, vielleicht später", "sì, forse", "sim, depois",
// "ok thanks bye").
var hedgePhrases = strings.Split("maybe,perhaps,later,unless,instead,bye,goodbye,bye bye,see you,"+
	"quizas,quiza,tal vez,luego,despues,salvo,excepto,adios,hasta luego,"+
	"peut etre,plus tard,sauf,plutot,au revoir,a plus,"+
	"vielleicht,spater,ausser,stattdessen,tschuss,auf wiedersehen,"+
	"forse,magari,dopo,tranne,invece,arrivederci,ci vediamo,"+
	"talvez,depois,mais tarde,exceto,adeus,tchau,ate logo", ",")

// hedged reports whether a message holds a hedgePhrases phrase.
func hedged(raw string) bool {
	t := understand.Prepare(raw)
	for _, p := range hedgePhrases {
		if t.Has(p) {
			return true
		}
	}
	return false
}

// changeOfMind reports a message that turns to something else rather
// than dropping the request: a change of mind said as such ("changed my
// mind", "cambié de idea", "j'ai changé d'avis", "anders überlegt", "ho
// cambiato idea", "mudei de ideias") or a word preferring what it names
// ("instead", "rather", "mejor", "plutôt", "lieber", "meglio", "antes",
// "prefiro"), not followed by a negation ("mejor no", "lieber nicht").
// "never mind, my knee hurts too much for those hills" is neither: a
// cancel, whatever tour its reason names.
func changeOfMind(raw string) bool {
	t := understand.Prepare(raw)
	if mindChanged(t) {
		return true
	}
	for i, tok := range t.Tokens {
		if !preferWords[tok.Text] {
			continue
		}
		if i+1 < len(t.Tokens) && (negWords[t.Tokens[i+1].Text] || t.Tokens[i+1].Text == "doch" || t.Tokens[i+1].Text == "di") {
			continue // "mejor no", "lieber nicht", "lieber doch nicht", "meglio di no"
		}
		return true
	}
	return false
}

// changeOfMindPhrases say a change of mind as such (folded), or a second
// thought ("on second thought", "pensándolo mejor", "à la réflexion",
// "wenn ich's mir recht überlege", "ripensandoci", "pensando melhor").
var changeOfMindPhrases = []string{"changed my mind", "change of plan", "changed our minds", "cambie de idea",
	"cambiado de idea", "cambiamos de idea", "change d avis", "changer d avis", "anders uberlegt", "cambiato idea",
	"mudei de ideia", "mudei de ideias", "mudamos de ideia", "mudamos de ideias",
	"second thought", "second thoughts", "thinking about it", "come to think of it", "pensandolo mejor",
	"pensandolo bien", "pensando mejor", "pensandolo", "a la reflexion", "reflexion faite", "tout bien reflechi",
	"recht uberlege", "recht uberlegt", "nochmal uberlegt", "ripensandoci", "a pensarci bene", "pensandoci bene",
	"pensando melhor", "pensando bem", "a pensar melhor", "pensei melhor"}

// mindChanged reports a change of mind or a second thought said as such
// (changeOfMindPhrases).
func mindChanged(t *understand.Text) bool {
	return slices.ContainsFunc(changeOfMindPhrases, t.Has)
}

// preferWords prefer what the message names.
var preferWords = map[string]bool{"instead": true, "rather": true, "prefer": true, "better": true,
	"mejor": true, "prefiero": true, "preferimos": true, "plutot": true, "prefere": true, "preferons": true,
	"lieber": true, "stattdessen": true, "meglio": true, "invece": true, "preferisco": true, "preferiamo": true,
	"antes": true, "melhor": true, "prefiro": true}

// pendingAnswer reads a longer answer to a pending pick, where the yes or
// the no comes with words of its own: "uf dejalo, al final no vamos", "ah
// non laisse tomber, il va faire trop froid", "no lascia stare, troppo
// caro", "ok she said yes 😄 go ahead", "no wait, not yet, I need to check
// with my wife". A question is never an answer, and the caller makes sure
// the message changes nothing (a correction like "no, 3 people not 2" is a
// change, not a refusal). In a clause (the text between punctuation), the
// known phrases at its start count, and at its end those that agree; a
// cancel or a pause counts anywhere. A yes needs a word that asks to go on
// ("go ahead", "book it", "pode confirmar") or someone else's answer
// passed on ("she says yes", "mi marido está de acuerdo": relayedAnswer),
// and no negation, "but" or "if"; someone else's no ("she says no") is a no.
func pendingAnswer(raw, lng string) (a answer, cancelled bool) {
	if onlyHold(raw) {
		return answerHold, false // "peut-être", "bin mir nicht sicher": no question, whatever their first word
	}
	if len(raw) > 200 || knowledge.IsQuestion(raw) {
		return answerNone, false
	}
	t := understand.Prepare(raw)
	if len(t.Tokens) == 0 || len(t.Tokens) > 16 {
		return answerNone, false
	}
	var yes, strongYes, no, cancel, hold, veto bool
	for _, p := range holdPhrases {
		if t.Has(p) {
			hold = true
		}
	}
	for _, p := range reminderPhrases {
		if t.Has(p) {
			return answerNone, false // "don't forget it's her birthday" forgets nothing
		}
	}
	for _, tok := range t.Tokens {
		if negWords[tok.Text] && (tok.Text != "no" || lng != "pt") || contrastWords[tok.Text] ||
			tok.Text == "ma" && lng == "it" || tok.Text == "mas" && lng == "pt" {
			veto = true
		}
	}
	for _, words := range clauses(raw) {
		// someone else's answer passed on: "ok she says yes", "er ist
		// einverstanden", "ela diz que não"
		switch relayedAnswer(words) {
		case answerYes:
			yes, strongYes = true, true
			continue
		case answerNo:
			no = true
			continue
		}
		// the phrases at the clause's start
		lead := 0
		for lead < len(words) {
			n, kind := matchAffirm(words[lead:])
			if kind == 0 {
				break
			}
			lead += n
		}
		r := readRun(words[:lead], lead == len(words))
		yes, strongYes, cancel, hold = yes || r.yes, strongYes || r.strongYes, cancel || r.cancel, hold || r.hold
		if r.no && (words[0] != "no" || lng != "pt") {
			no = true
		}
		if lead == len(words) {
			continue
		}
		// a cancel anywhere
		for i := lead; i < len(words); {
			n, kind := matchAffirm(words[i:])
			if kind == 'c' {
				cancel = true
			}
			i += n
		}
		// the known phrases that end the clause: "... she said yes, go ahead"
		tail := lead + 1
		for tail < len(words) && !allKnown(words[tail:]) {
			tail++
		}
		if tail < len(words) {
			r := readRun(words[tail:], false)
			yes, strongYes, cancel, hold = yes || r.yes, strongYes || r.strongYes, cancel || r.cancel, hold || r.hold
		}
	}
	switch {
	case cancel:
		return answerNo, true
	case hold:
		return answerHold, false
	case no && !yes:
		return answerNo, false
	case strongYes && !no && !cancel && !veto:
		return answerYes, false
	}
	return answerNone, false
}

// run is what a run of known phrases says.
type run struct{ yes, strongYes, no, cancel, hold bool }

// readRun reads a run of known phrases. An agreement asks to go on when
// one of its phrases does and is more than one word ("go ahead"), comes
// with another agreement ("ouais go", "sim, bora") or is the whole clause:
// "vamos a ver" or "we want to go" is no yes.
func readRun(words []string, whole bool) run {
	var r run
	agree, goOn, longGoOn := 0, false, false
	for i := 0; i < len(words); {
		n, kind := matchAffirm(words[i:])
		switch kind {
		case 'y':
			agree++
		case 'Y':
			agree++
			goOn = true
			longGoOn = longGoOn || n > 1
		case 'n':
			r.no = true
		case 'c':
			r.cancel = true
		case 'h':
			r.hold = true
		}
		i += n
	}
	r.yes = agree > 0
	r.strongYes = goOn && (longGoOn || agree > 1 || whole)
	return r
}

// bareNo are the words that only say no: next to a pause they are part
// of it ("no, wait").
var bareNo = map[string]bool{"no": true, "nope": true, "nah": true, "non": true, "nein": true, "nee": true, "nao": true, "not": true}

// allKnown reports whether every word is part of a phrase affirm knows.
func allKnown(words []string) bool {
	for i := 0; i < len(words); {
		n, kind := matchAffirm(words[i:])
		if kind == 0 {
			return false
		}
		i += n
	}
	return true
}

// clauses splits a message at its punctuation into folded words.
func clauses(raw string) [][]string {
	var out [][]string
	for _, part := range strings.FieldsFunc(raw, func(r rune) bool {
		return strings.ContainsRune(",.;:!?¡¿…()/\n–—", r)
	}) {
		t := understand.Prepare(part)
		if len(t.Tokens) == 0 {
			continue
		}
		words := make([]string, 0, len(t.Tokens))
		for _, tok := range t.Tokens {
			words = append(words, affirmToken(tok.Text))
		}
		out = append(out, words)
	}
	return out
}

// holdPhrases hold back anywhere in a message: the visitor wants to check
// first, and the summary stays pending.
var holdPhrases = strings.Split("not yet,not now,hold on,let me check,let me ask,let me think,need to check,need to ask,"+
	"have to check,have to ask,got to check,check with,ask my,talk to my,think about it,get back to you,give me a minute,"+
	"todavia no,aun no,dejame pensar,dejame ver,lo pienso,lo consulto,tengo que preguntar,voy a preguntar,lo hablo con,"+
	"pas encore,pas tout de suite,je reflechis,je vais reflechir,on va reflechir,laissez moi reflechir,laisse moi reflechir,"+
	"je dois demander,je demande a,je vais demander,je reviens vers vous,"+
	"noch nicht,ich frage,ich muss fragen,muss noch fragen,ich uberlege,uberlege noch,ich melde mich,"+
	"non ancora,ci penso,ci devo pensare,devo chiedere,chiedo a,chiedo prima,ti faccio sapere,"+
	"ainda nao,vou pensar,deixa me pensar,deixe me pensar,tenho de perguntar,tenho que perguntar,vou perguntar,"+
	"preciso de perguntar,preciso perguntar,vou ver com,falo com,"+
	// a doubt: not decided yet ("maybe", "not sure yet", "no sé todavía",
	// "je sais pas encore", "bin mir nicht sicher", "non so ancora", "não
	// sei ainda"); the summary waits, as for a pause
	"maybe,perhaps,not sure,unsure,dunno,idk,i don t know,i dont know,don t know yet,dont know yet,let me see,we ll see,"+
	"not sure yet,need to think,thinking about it,not decided,haven t decided,undecided,"+
	"quizas,quiza,tal vez,a lo mejor,no se todavia,no se aun,no lo se,no estoy seguro,no estoy segura,no estamos seguros,"+
	"ya veremos,tengo que pensarlo,"+
	"peut etre,pas sur,pas sure,pas certain,pas certaine,je sais pas,je ne sais pas,chais pas,on verra,j hesite,"+
	"vielleicht,nicht sicher,bin mir nicht sicher,bin nicht sicher,weiss nicht,weiss noch nicht,keine ahnung,mal sehen,"+
	"mal schauen,unsicher,"+
	"forse,non so,non lo so,non sono sicuro,non sono sicura,non siamo sicuri,vediamo,boh,"+
	"talvez,nao sei,nao tenho certeza,nao tenho a certeza,nao estou certo,nao estou certa,nao estou seguro,"+
	"nao estou segura,vamos ver,se calhar", ",")

// holdSet holds holdPhrases, to match them word by word (onlyHold).
var holdSet = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range holdPhrases {
		m[p] = true
	}
	return m
}()

// onlyHold reports a message, with no question mark, made only of pauses
// or doubts (holdPhrases) and the filler around them: "hmm, peut-être",
// "bin mir nicht sicher", "boh, non so", "not sure yet". Whatever its
// first word looks like ("peut", "bin" open questions), it asks nothing:
// the visitor has not decided yet.
func onlyHold(raw string) bool {
	if len(raw) > 120 || strings.ContainsAny(raw, "?¿") {
		return false
	}
	held := false
	for _, words := range clauses(raw) {
		for i := 0; i < len(words); {
			n := 0
			for l := min(5, len(words)-i); l >= 1 && n == 0; l-- {
				if holdSet[strings.Join(words[i:i+l], " ")] {
					n = l
				}
			}
			if n > 0 {
				held = true
				i += n
				continue
			}
			n, kind := matchAffirm(words[i:])
			switch kind {
			case 'h':
				held = true
			case 'f':
			default:
				return false
			}
			i += n
		}
	}
	return held
}

// reminderPhrases ask not to forget something: no cancel.
var reminderPhrases = strings.Split("don t forget,dont forget,do not forget,n oublie pas,n oubliez pas,no olvides,no te olvides,"+
	"no se olvide,nicht vergessen,vergiss nicht,vergessen sie nicht,non dimenticare,non dimenticate,nao esquecer,"+
	"nao se esqueca,nao esquece,nao esquecam", ",")

// contrastWords keep a longer message from being a plain yes: "ok but
// first...", "vale pero...", "oui si...".
var contrastWords = map[string]bool{
	"but": true, "if": true, "though": true, "except": true, "first": true, "pero": true, "antes": true, "mais": true,
	"avant": true, "aber": true, "wenn": true, "zuerst": true, "prima": true, "porem": true,
	"primeiro": true, "only": true, "solo": true, "seulement": true, "nur": true, "however": true, "sinon": true,
}

// negation reports whether a message holds a word that negates or holds
// back ("not", "pas", "nicht", "não", "wait") or hedges ("maybe later",
// "peut-être": hedgePhrases). In Portuguese "no" is "in
// the" ("no domingo"), not a refusal.
func negation(raw, lng string) bool {
	if hedged(raw) {
		return true // "ok maybe later", "oui peut-être": no go-ahead either
	}
	t := understand.Prepare(raw)
	if mindChanged(t) {
		// "on second thought, at 4pm", "pensando melhor, às 16h" at the
		// summary: a change weighed again, never a go-ahead
		return true
	}
	for _, tok := range t.Tokens {
		if negWords[tok.Text] && (tok.Text != "no" || lng != "pt") {
			return true
		}
	}
	return false
}

var negWords = map[string]bool{
	"no": true, "not": true, "don": true, "dont": true, "nope": true, "never": true, "wait": true,
	"doesn": true, "didn": true, "won": true, "isn": true, "aren": true, "cannot": true, "cant": true, "wasn": true,
	"non": true, "pas": true, "jamais": true, "attendez": true, "attends": true,
	"nein": true, "nicht": true, "kein": true, "keine": true, "nie": true, "warte": true, "warten": true,
	"nunca": true, "espera": true, "espere": true, "nao": true, "mai": true, "aspetta": true, "aspetti": true,
}

// affirmWords are the phrases affirm knows, folded as understand folds
// text: 'y' agrees, 'Y' agrees and asks to go on ("go ahead", "book it"),
// 'S' agrees only as a whole message ("mach", "klar"), 'n' declines,
// 'N' declines only as a whole message ("niente", "laisse"), 'c' cancels
// wherever it stands ("forget it", "laisse tomber"), 'h' holds back for now
// ("wait", "not yet"), 'f' is filler that may come with any of them.
var affirmWords = func() map[string]byte {
	m := map[string]byte{}
	add := func(kind byte, list string) {
		for _, w := range strings.Split(list, ",") {
			m[strings.TrimSpace(w)] = kind
		}
	}
	add('y', "yes,yeah,yep,yup,yea,sure,ok,okay,k,kk,okey,okie,oki,alright,all right,right,correct,"+
		"sounds good,great,perfect,"+
		"fine,good,all good,looks good,absolutely,of course,definitely,exactly,that s right,thats right,that s correct,agreed,deal,"+
		"si,sii,claro,vale,perfecto,correcto,exacto,de acuerdo,por supuesto,genial,"+
		"oui,ouais,d accord,d acc,dacc,parfait,exact,c est ca,c est bon,"+
		"bien sur,tres bien,volontiers,ca marche,nickel,"+
		"ja,jawohl,genau,richtig,passt,gerne,gern,perfekt,einverstanden,"+
		"na klar,super,in ordnung,alles klar,"+
		"certo,va bene,perfetto,esatto,d accordo,certamente,"+
		"benissimo,ottimo,giusto,"+
		"sim,pode ser,perfeito,isso,isso mesmo,certo,exato,combinado,claro que sim,"+
		"otimo,beleza,com certeza,esta bem,ta bem,ta,"+
		// colloquial agreement in each language
		"yass,yesss,yess,sure thing,ye,yeh,yas,okk,okok,oke,okey dokey,okidoki,sounds great,works for me,that works,cool,"+
		"sip,sisi,si si,okis,vale vale,me parece bien,me vale,perfecto perfecto,esta bien,muy bien,"+
		"ouep,ouaip,ouai,yes,carrement,impeccable,ok pour moi,banco,ca me va,ca roule,c est parfait pour moi,"+
		"stimmt,stimmt so,korrekt,jo,jep,jup,jap,jepp,top,jo passt,passt so,passt schon,ok passt,geht klar,"+
		"vabbene,vabene,si si,certo che si,perfetto cosi,bene,benone,ok va bene,"+
		"pode,pode sim,show,simm,ta bom,tudo bem,tudo certo,esta otimo,"+
		"ok ok,oki oki,okay okay,si si si,oui oui,ja ja,sim sim,"+
		// "that is right" in each language
		"it s correct,its correct,that s it,esta correcto,es correcto,eso es,c est correct,c est juste,c est exact,"+
		"c est parfait,ist richtig,ist korrekt,das stimmt,corretto,e corretto,e giusto,esatto cosi,correto,esta correto,"+
		"esta certo,e isso,certinho,"+
		// everything in the summary is right, in each language: "that's all
		// good", "todo correcto", "tout est bon", "jetzt stimmt alles",
		// "va bene così", "tá tudo certo"
		"that s all good,thats all good,all fine,all correct,all looks good,looks right,looks correct,spot on,"+
		"everything s correct,everything is correct,everything s fine,everything is fine,that s fine,that s perfect,"+
		"todo correcto,todo bien,todo perfecto,esta todo bien,esta todo correcto,esta perfecto,asi esta bien,todo en orden,"+
		"c est tout bon,tout est bon,tout est correct,tout est ok,c est ok,tout est parfait,ca me convient,ca nous va,"+
		"c est nickel,tout est en ordre,"+
		"stimmt alles,alles stimmt,jetzt stimmt alles,jetzt stimmt es,alles richtig,alles korrekt,alles gut,passt alles,"+
		"alles passt,so passt es,jetzt passt es,jetzt passt alles,so ist es richtig,"+
		"va bene cosi,cosi va bene,tutto giusto,tutto corretto,tutto ok,tutto perfetto,e tutto giusto,va benissimo,"+
		"e tutto corretto,tutto a posto,"+
		"ta tudo certo,esta tudo certo,tudo ok,tudo perfeito,esta tudo bem,ta tudo bem,assim esta bem,ta otimo,"+
		"esta tudo correto,ta tudo correto,"+
		// "so it is fine": "das passt so", "así vale", "c'est bon comme ça"
		"passt das,das passt,so passt das,das passt so,so ist es gut,so ist gut,so ist es ok,"+
		"asi vale,asi me vale,asi esta perfecto,c est bon comme ca,ca va comme ca,comme ca c est bon,"+
		"cosi e perfetto,cosi e giusto,assim esta bom,assim serve,assim fica bem,assim esta otimo,like that is fine,"+
		// a short approval, for me or for us: "looks good to me", "fine by
		// me", "klingt gut", "me va bien", "c'est bon pour moi", "per me va
		// bene", "tá bom pra mim"
		"looks good to me,looks good to us,sounds good to me,sounds good to us,fine by me,fine by us,fine with me,"+
		"fine with us,ok by me,okay by me,ok with me,okay with me,good for me,good for us,works for us,that works for me,"+
		"that works for us,sounds fine,sounds great to me,looks great,looks perfect,looks fine,"+
		"me va bien,nos va bien,me va,por mi bien,por mi vale,por mi esta bien,por mi perfecto,para mi esta bien,"+
		"me sirve,nos sirve,me parece perfecto,suena bien,me suena bien,estupendo,fenomenal,trato hecho,"+
		"c est bon pour moi,c est bon pour nous,c est ok pour moi,c est ok pour nous,ok pour nous,pour moi c est bon,"+
		"pour moi c est ok,pour nous c est bon,ca me va bien,ca nous va bien,ca marche pour moi,ca marche pour nous,"+
		"parfait pour moi,parfait pour nous,impec,ca me parait bien,ca m a l air bien,"+
		"klingt gut,klingt super,klingt perfekt,klingt prima,hort sich gut an,passt fur mich,passt fur uns,passt mir,"+
		"passt uns,fur mich passt das,fur mich passt es,fur mich ist das ok,sieht gut aus,ist gut,gut so,abgemacht,"+
		"prima,wunderbar,sehr gut,das ist alles korrekt,das ist alles richtig,ist alles korrekt,ist alles richtig,"+
		"mi va bene,ci va bene,per me va bene,per noi va bene,va bene per me,va bene per noi,per me e ok,per me ok,"+
		"mi sta bene,ci sta bene,per me e perfetto,mi sembra perfetto,mi sembra giusto,affare fatto,andata,ci sta,"+
		"por mim esta bem,por mim ta bem,por mim tudo bem,por mim ok,por mim esta otimo,ta bom pra mim,ta bom para mim,"+
		"esta bom para mim,esta bom pra mim,pra mim ta bom,pra mim esta bom,para mim esta bem,para mim esta bom,"+
		"parece me bem,parece bem,soa bem,fechou,demorou,joia,fixe,"+
		// the British and colloquial yes: "brilliant", "lovely", "cheers, yes"
		"brilliant,lovely,splendid,excellent,wonderful,awesome,amazing,fab,fabulous,marvellous,smashing,ace,"+
		"yeah yeah,yes yes,sure sure,yeah sure,yeah go on")
	// agreement that asks to go on: enough, with a yes word, for a longer message
	add('Y', "confirm,confirmed,confirm it,please confirm,i confirm,go ahead,go for it,do it,book it,book,book them,book us,"+
		"book me,book us in,lets do it,let s do it,lets book it,let s book it,yes go ahead,go,go on,lets go,let s go,"+
		"dale,adelante,confirmo,confirmado,confirma,confirmalo,confirmala,confirmar,reserva,reservala,reservalo,reservad,"+
		"reservame,reservalo ya,hazlo,venga,va,vamos,hecho,listo,reservamos,"+
		"allez y,allez,vas y,va y,on y va,go go,je confirme,confirme,confirmez,reservez,reserve le,reserve la,"+
		"buchen,bitte buchen,ok buchen,buch es,buch das,buchen sie,machen wir,mach das,machen sie das,los,los gehts,"+
		"los geht s,bestatige,bestatigt,ich bestatige,"+
		"confermo,confermato,conferma,confermiamo,prenota,prenotiamo,prenotalo,prenotala,procedi,procediamo,procedete,"+
		"vai,vai pure,vai avanti,avanti,andiamo,fatto,dai,"+
		"confirma,pode confirmar,pode reservar,pode marcar,reserve,reservar,reserva ai,marca,bora,bora la,fechado,"+
		"vamos la,forca,manda ver,siga,pode seguir,"+
		// the formal register: "je vous confirme", "se lo confirmo", "le confermo"
		"je vous confirme,je vous le confirme,nous confirmons,lo confirmo,se lo confirmo,le confirmo,"+
		"ich bestatige es,wir bestatigen,le confermo,glielo confermo,lo confermo,eu confirmo,confirmo sim,"+
		// validating, proceeding, closing: "on valide", "please proceed",
		// "pode fechar", "procedi pure", "bitte fest buchen"; and the
		// formal "je vous remercie de bien vouloir confirmer"
		"proceed,please proceed,go ahead and book,book it in,lock it in,confirm the booking,confirm please,"+
		"confirmad,confirme,confirmelo,puedes confirmar,puede confirmar,podeis confirmar,puedes reservar,puede reservar,"+
		"procede,proceda,tramitalo,tramitala,"+
		"on valide,je valide,validez,valider,validons,nous validons,on confirme,vous pouvez valider,vous pouvez confirmer,"+
		"vous pouvez reserver,bien vouloir confirmer,de bien vouloir confirmer,merci de confirmer,bien vouloir valider,"+
		"merci de valider,bien vouloir reserver,c est parti,"+
		"bitte bestatigen,fest buchen,verbindlich buchen,jetzt buchen,dann buchen,bitte fest buchen,"+
		"confermate,confermi,confermi pure,conferma pure,prenota pure,procedi pure,puoi procedere,potete procedere,"+
		"puoi confermare,potete confermare,"+
		"pode fechar,fecha ai,fecha isso,pode avancar,avanca,avancar,confirme,confirmem,reservem,pode prosseguir,prossiga,"+
		// go on: "please do", "mach weiter", "sigue adelante", "validé"
		"please do,do so,please go ahead,go right ahead,carry on,sigue,sigue adelante,adelante pues,adelante con ello,"+
		"valide,c est valide,allez y donc,continuez,mach weiter,machen sie weiter,nur zu,weiter so,"+
		"procedi pure,procedete pure,vai tranquillo,pode ir,pode seguir em frente,segue,siga em frente,avante")
	// agreement only as a whole message
	add('S', "mach,mach s,mach es,mach mal,klar,ya,yah,yaa")
	add('n', "no,nope,nah,not,no thanks,no thank you,non,non merci,nein,nee,nein danke,nao,nao obrigado,"+
		"nao obrigada,no gracias,no grazie,no way,ach nee,nee danke,no no,non non,nein nein,nao nao,"+
		"cancel,cancel it,cancela,cancelar,annule,annuler,"+
		"annulez,stornieren,abbrechen,annulla,annullare,cancella,cancellare,no quiero,nao quero,non voglio,"+
		"ich will nicht,je ne veux pas,stopp,stop,"+
		"not that one,not this one,"+
		"pas celui la,pas celle la,pas ca,pas comme ca,essa nao,esse nao,esa no,ese no,"+
		"nicht den,nicht diesen,nicht die,non quella,non quello,"+
		"no esa,no ese,nao essa,nao esse,non celui la,nein nicht den,ya no,leave it,nah leave it,"+
		"ne lass mal,nee lass mal,deixa estar,no niente,niente niente")
	// declining only as a whole message
	add('N', "don t,dont,laisse,oublie,oubliez,oublie ca,oubliez ca,laisse ca,lass,lass es,lass das,deixa,niente,no grazie niente")
	// a cancel counts wherever it stands in a message
	add('c', "never mind,nevermind,nvm,forget it,forget about it,forget that,cancel that,scrap that,scrap it,changed my mind,"+
		"i changed my mind,we changed our minds,we ll pass,i ll pass,"+
		"olvidalo,olvidate,olvidadlo,mejor no,dejalo,dejalo estar,dejemoslo,mejor lo dejamos,lo dejamos,al final no,"+
		"cambie de idea,he cambiado de idea,"+
		"laisse tomber,laissez tomber,on laisse tomber,finalement non,finalement pas,tant pis,j ai change d avis,"+
		"on a change d avis,"+
		"vergiss es,vergiss das,vergessen sie es,vergessen sie das,lieber nicht,doch nicht,lass mal,lassen wir das,"+
		"lass gut sein,lieber doch nicht,es sich anders uberlegt,anders uberlegt,"+
		"lascia stare,lascia perdere,lasciamo perdere,lasciamo stare,lasci perdere,lasci stare,non fa niente,"+
		"meglio di no,meglio no,ho cambiato idea,abbiamo cambiato idea,"+
		"esquece,esqueca,esquece isso,deixa pra la,deixa para la,deixa pra la entao,desisto,desistimos,melhor nao,afinal nao,"+
		"mudei de ideias,mudei de ideia,mudamos de ideias,pensando bem nao")
	// a pause: the question stays open
	add('h', "wait,hold on,wait a sec,wait a second,wait a minute,one moment,one sec,one second,just a sec,not yet,not now,"+
		"espera,espere,un momento,momento,un segundo,todavia no,aun no,espera un momento,"+
		"attends,attendez,un instant,un moment,pas encore,pas maintenant,pas tout de suite,"+
		"moment,moment mal,warte,warten sie,einen moment,augenblick,noch nicht,jetzt nicht,"+
		"aspetta,aspetti,un attimo,un momento,non ancora,non adesso,"+
		"espera ai,um momento,so um momento,ainda nao,agora nao,calma")
	add('f', "please,pls,plz,thanks,thank you,thx,ty,cheers,por favor,porfa,gracias,s il vous plait,s il te plait,stp,svp,"+
		"merci,bitte,danke,per favore,grazie,obrigado,obrigada,that,that one,this one,it,then,so,and,y,e,et,und,"+
		"ah,oh,well,hmm,hm,mmm,pues,bueno,bon,alors,also,dann,allora,entao,entonces,voila,ecco,"+
		""+
		"one,una,uno,la,el,le,lo,o,a,for,it s,is,celui la,celle la,celui ci,celle ci,esa,ese,esta,este,den,die,"+
		"diese,diesen,quello,quella,questo,questa,esse,essa,aquela,aquele,"+
		// interjections and hedges around an answer
		"uf,uff,ufff,ugh,ay,ach,och,ah bon,euh,heu,bah,beh,boh,mah,eh,ehm,hum,mhm,pff,pfff,meh,oops,ups,sorry,"+
		"perdon,lo siento,desculpa,desculpe,scusa,scusi,pardon,desole,entschuldigung,sorry,lol,haha,jaja,hehe,"+
		"actually,en fait,eigentlich,in realta,na verdade,at the end,al final,finalement,alla fine,afinal,"+
		"no problem,no worries,pas de souci,pas de probleme,kein problem,nessun problema,sem problema,sin problema,"+
		"egal,da igual,je pense,i think,creo,penso,acho,guess,i guess,then,dans ce cas,in that case,en ese caso,"+
		"in dem fall,in quel caso,nesse caso,now,ahora,maintenant,jetzt,adesso,ora,agora,"+
		"you can,puedes,tu peux,vous pouvez,du kannst,sie konnen,puoi,podes,"+
		// thanks said warmly, and wishes that close a message: "yes. thanks
		// so much, have a great day!" still agrees
		"thanks so much,thank you so much,thanks a lot,thank you very much,thanks very much,thanks a million,many thanks,"+
		"much appreciated,appreciate it,thanks again,thank you again,tysm,"+
		"muchas gracias,muchisimas gracias,mil gracias,gracias mil,un millon de gracias,"+
		"merci beaucoup,merci bien,merci mille fois,mille mercis,un grand merci,merci encore,"+
		"vielen dank,danke schon,danke sehr,danke vielmals,vielen lieben dank,lieben dank,tausend dank,besten dank,"+
		"grazie mille,mille grazie,grazie tante,tante grazie,grazie infinite,molte grazie,grazie ancora,"+
		"muito obrigado,muito obrigada,obrigadao,obrigadissimo,obrigadissima,valeu,brigado,brigada,"+
		"have a great day,have a good day,have a nice day,have a lovely day,have a great one,have a good one,"+
		"have a nice evening,have a good evening,have a great evening,enjoy your day,"+
		"buen dia,buenos dias,que tengas buen dia,que tenga buen dia,que tengas un buen dia,que tenga un buen dia,"+
		"feliz dia,buena tarde,buenas tardes,"+
		"bonne journee,bonne soiree,bonne fin de journee,bonne apres midi,"+
		"schonen tag,schonen tag noch,einen schonen tag,einen schonen tag noch,schonen abend,schonen abend noch,"+
		"buona giornata,buona serata,buona giornata a voi,"+
		"bom dia,boa tarde,boa noite,tenha um bom dia,tenha um otimo dia,bom resto de dia,um bom dia")
	return m
}()

// affirmKnown are the words of the phrases affirm knows.
var affirmKnown = func() map[string]bool {
	m := map[string]bool{}
	for p := range affirmWords {
		for _, w := range strings.Fields(p) {
			m[w] = true
		}
	}
	return m
}()

// affirmToken reads a stretched word as the word affirm knows: "ouiii",
// "yeees", "siii", "jaaa", "simmm", "okkk", "merciii", "perfettooo". Runs
// of a letter are cut to two ("okk", "simm"), to one ("oui", "yes"), or to
// one only at the word's end ("perfetto").
func affirmToken(w string) string {
	if affirmKnown[w] || len(w) < 3 {
		return w
	}
	two, one := understand.SqueezeRuns(w, 2), understand.SqueezeRuns(w, 1)
	end := strings.TrimRight(two, two[len(two)-1:]) + two[len(two)-1:]
	for _, v := range [3]string{two, one, end} {
		if affirmKnown[v] {
			return v
		}
	}
	return w
}

// matchAffirm matches the longest known phrase (up to five words: "s il
// vous plait", "que tengas un buen dia") at the start of words.
func matchAffirm(words []string) (n int, kind byte) {
	for l := min(5, len(words)); l >= 1; l-- {
		if k, ok := affirmWords[strings.Join(words[:l], " ")]; ok {
			return l, k
		}
	}
	return 1, 0
}
