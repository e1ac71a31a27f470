package session

import (
	"strings"

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
	numEvents
)

var eventNames = [numEvents]string{"search", "change", "pick", "contact", "yes", "no", "question", "thanks",
	"greet", "human", "manage", "unread", "other"}

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
	numActions
)

var actionNames = [numActions]string{"offer", "proceed", "repick", "book", "drop", "answer", "lead", "pick_hint",
	"how_help", "booked_ack", "booking_info", "booked_search", "booked_change", "thanks", "thanks_booked", "greet", "human", "manage", "manage_booked", "ask_unread", "fallback"}

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
	negated bool  // the message holds a negation or a "wait": never a yes
	step    step  // where the dialogue stands
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
	if res.HasUnread(understand.UnreadDate) || res.HasUnread(understand.UnreadTime) || res.HasUnread(understand.UnreadParty) {
		return evUnread
	}
	switch {
	case r.picked:
		return evPick
	case res.Intent == store.IntentPrice || res.Intent == store.IntentDetails:
		return evQuestion
	case r.changed.any():
		return evChange
	case res.Email != "" || res.Phone != "" || res.Name != "":
		return evContact
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
func affirm(raw string) (yes, no bool) {
	if len(raw) > 80 {
		return false, false
	}
	t := understand.Prepare(raw)
	if len(t.Tokens) == 0 || len(t.Tokens) > 8 {
		return false, false
	}
	words := make([]string, 0, len(t.Tokens))
	for _, tok := range t.Tokens {
		words = append(words, tok.Text)
	}
	for i := 0; i < len(words); {
		n, kind := matchAffirm(words[i:])
		switch kind {
		case 'y':
			yes = true
		case 'n':
			no = true
		case 'f':
		default:
			return false, false
		}
		i += n
	}
	if yes && no {
		return false, false
	}
	return yes, no
}

// negation reports whether a message holds a word that negates or holds
// back ("not", "pas", "nicht", "não", "wait"). In Portuguese "no" is "in
// the" ("no domingo"), not a refusal.
func negation(raw, lng string) bool {
	for _, tok := range understand.Prepare(raw).Tokens {
		if negWords[tok.Text] && (tok.Text != "no" || lng != "pt") {
			return true
		}
	}
	return false
}

var negWords = map[string]bool{
	"no": true, "not": true, "don": true, "dont": true, "nope": true, "never": true, "wait": true,
	"non": true, "pas": true, "jamais": true, "attendez": true, "attends": true,
	"nein": true, "nicht": true, "kein": true, "keine": true, "nie": true, "warte": true, "warten": true,
	"nunca": true, "espera": true, "espere": true, "nao": true, "mai": true, "aspetta": true, "aspetti": true,
}

// affirmWords are the phrases affirm knows, folded as understand folds
// text: 'y' agrees, 'n' declines, 'f' is filler that may come with either.
var affirmWords = func() map[string]byte {
	m := map[string]byte{}
	add := func(kind byte, list string) {
		for _, w := range strings.Split(list, ",") {
			m[strings.TrimSpace(w)] = kind
		}
	}
	add('y', "yes,yeah,yep,yup,yea,sure,ok,okay,k,kk,okey,okie,oki,alright,all right,right,correct,confirm,confirmed,"+
		"go ahead,go for it,do it,book it,book,book them,book us,book me,lets do it,let s do it,sounds good,great,perfect,"+
		"fine,good,all good,looks good,absolutely,of course,definitely,exactly,that s right,thats right,that s correct,agreed,deal,"+
		"si,sii,claro,vale,dale,perfecto,correcto,exacto,de acuerdo,adelante,confirmo,confirmado,confirma,reserva,"+
		"reservala,reservalo,reservad,reservame,hazlo,por supuesto,genial,venga,va,"+
		"oui,ouais,d accord,parfait,exact,c est ca,c est bon,allez y,allez,je confirme,confirme,reservez,"+
		"bien sur,tres bien,volontiers,ca marche,nickel,"+
		"ja,jawohl,genau,richtig,passt,gerne,gern,perfekt,einverstanden,bestatige,bestatigt,buchen,bitte buchen,"+
		"klar,na klar,super,in ordnung,alles klar,machen wir,ok buchen,"+
		"certo,va bene,perfetto,esatto,confermo,confermato,conferma,prenota,procedi,d accordo,certamente,"+
		"benissimo,ottimo,giusto,vai,"+
		"sim,pode ser,perfeito,isso,isso mesmo,confirmo,certo,exato,combinado,claro que sim,pode reservar,"+
		"reserve,reservar,otimo,beleza,bora,com certeza,esta bem,ta bem,ta,"+
		// colloquial agreement in each language
		"yass,yesss,yess,sure thing,go on,lets go,let s go,"+
		"sip,sisi,si si,hecho,listo,vamos,okis,"+
		"ouep,ouaip,yes,carrement,impeccable,ok pour moi,banco,"+
		"stimmt,stimmt so,korrekt,jo,jep,jup,jap,jepp,los,los gehts,los geht s,mach das,machen sie das,top,"+
		"vabbene,vabene,dai,andiamo,fatto,si si,certo che si,"+
		"forca,pode,pode sim,bora la,fechado,show,vamos la,simm,"+
		// "that is right" in each language
		"it s correct,its correct,that s it,esta correcto,es correcto,eso es,c est correct,c est juste,c est exact,"+
		"c est parfait,ist richtig,ist korrekt,das stimmt,corretto,e corretto,e giusto,esatto cosi,correto,esta correto,"+
		"esta certo,e isso,certinho")
	add('n', "no,nope,nah,not,no thanks,no thank you,non,non merci,nein,nee,nein danke,nao,nao obrigado,"+
		"nao obrigada,no gracias,no grazie,never mind,nevermind,don t,dont,not now,no way,pas maintenant,"+
		"lieber nicht,doch nicht,mejor no,meglio di no,melhor nao,cancel,cancel it,cancel that,cancela,cancelar,annule,annuler,"+
		"annulez,stornieren,abbrechen,annulla,annullare,cancella,cancellare,no quiero,nao quero,non voglio,"+
		"ich will nicht,je ne veux pas,forget it,olvidalo,laisse tomber,vergiss es,lascia stare,esquece,"+
		"stopp,stop,wait,espera,attends,warte,aspetta,"+
		// "wait", "not that one", "hold on": a pause or a refusal, never a yes
		"hold on,wait a sec,wait a minute,not that one,not this one,attendez,un instant,un momento,momento,"+
		"pas celui la,pas celle la,pas ca,pas comme ca,espere,espera ai,essa nao,esse nao,esa no,ese no,"+
		"moment,moment mal,warten sie,nicht den,nicht diesen,nicht die,non quella,non quello,aspetti,"+
		"no esa,no ese,nao essa,nao esse,non celui la,nein nicht den")
	add('f', "please,pls,plz,thanks,thank you,thx,ty,cheers,por favor,porfa,gracias,s il vous plait,s il te plait,stp,svp,"+
		"merci,bitte,danke,per favore,grazie,obrigado,obrigada,that,that one,this one,it,then,so,and,y,e,et,und,"+
		"ah,oh,well,hmm,hm,mmm,pues,bueno,bon,alors,also,dann,allora,entao,entonces,"+
		"one,una,uno,la,el,le,lo,o,a,for,it s,is,celui la,celle la,celui ci,celle ci,esa,ese,esta,este,den,die,"+
		"diese,diesen,quello,quella,questo,questa,esse,essa,aquela,aquele")
	return m
}()

// matchAffirm matches the longest known phrase (up to four words: "s il
// vous plait") at the start of words.
func matchAffirm(words []string) (n int, kind byte) {
	for l := min(4, len(words)); l >= 1; l-- {
		if k, ok := affirmWords[strings.Join(words[:l], " ")]; ok {
			return l, k
		}
	}
	return 1, 0
}
