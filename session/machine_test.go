package session

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// TestTransitionTableIsComplete: every step has one row for every event, so
// no message can leave the dialogue without a defined path.
func TestTransitionTableIsComplete(t *testing.T) {
	for _, s := range []step{stepBrowsing, stepChoosing, stepCollecting, stepConfirming, stepBooked} {
		for ev := event(0); ev < numEvents; ev++ {
			tr := machine[s][ev]
			if tr == nil {
				t.Errorf("no transition for %s on %s", s, ev)
				continue
			}
			if !tr.to.known() && tr.to != stepReady || !tr.fail.known() {
				t.Errorf("%s on %s: targets %q / %q", s, ev, tr.to, tr.fail)
			}
		}
	}
	if n := int(numEvents) * 5; len(transitions) != n {
		t.Errorf("%d transitions, want %d", len(transitions), n)
	}
	seen := map[string]bool{}
	for a := action(0); a < numActions; a++ {
		if n := a.String(); n == "" || seen[n] {
			t.Errorf("action %d is named %q", a, n)
		}
		seen[a.String()] = true
	}
	// Only the yes to a summary books.
	for _, tr := range transitions {
		if (tr.do == doBook) != (tr.from == stepConfirming && tr.on == evYes) {
			t.Errorf("%s on %s does %s", tr.from, tr.on, tr.do)
		}
	}
}

const (
	slotKayak9  = "slot_tagus_kayak_202611240900"
	slotKayak14 = "slot_tagus_kayak_202611241400"
)

// stateIn builds a conversation in step s: the kayak tomorrow for 2 with its
// two options shown; a pick of the 2pm (collecting: a name but no contact;
// confirming: the summary numbered 1); or a booking of it.
func stateIn(t *testing.T, f *fixture, s step) State {
	t.Helper()
	st := State{Lang: "en", ServiceID: "svc_tagus_kayak", Guests: 2, Step: s}
	if s == stepBrowsing {
		return st
	}
	st.Date, st.Options = "2026-11-24", []string{slotKayak9, slotKayak14}
	switch s {
	case stepCollecting:
		st.Selected, st.Time, st.Name = slotKayak14, "14:00", "Ana Silva"
	case stepConfirming:
		st.Selected, st.Time, st.Name, st.Email, st.Confirm = slotKayak14, "14:00", "Ana Silva", "ana@example.com", 1
	case stepBooked:
		bk, err := store.Book(context.Background(), f.st, f.biz, store.BookingRequest{SlotID: slotKayak14, Guests: 2,
			Customer: store.Customer{Name: "Ana Silva", Email: "ana@example.com"}, SessionID: "tr", Source: store.SourceChat}, testNow)
		if err != nil {
			t.Fatal(err)
		}
		st.Time, st.Name, st.Email, st.Confirm, st.BookingID, st.Options = "14:00", "Ana Silva", "ana@example.com", 1, bk.ID, nil
	}
	return st
}

// eventMessages are messages that carry each event from the states above.
func eventMessage(ev event, s step) string {
	switch ev {
	case evSearch:
		return "what tours do you have?"
	case evChange:
		if s == stepBooked {
			return "and on Saturday?" // a party alone changes the booking (TestPartyChangeAfterBooking)
		}
		return "and for 3 people?"
	case evPick:
		if s == stepBrowsing || s == stepBooked {
			return "I'd like to book the kayak on Saturday at 9am"
		}
		return "the first one"
	case evContact:
		return "my email is ana@example.com"
	case evYes:
		return "yes"
	case evNo:
		return "no"
	case evQuestion:
		return "how much is it?"
	case evThanks:
		return "thank you"
	case evGreet:
		return "hello"
	case evHuman:
		return "can I talk to a real person?"
	case evManage:
		return "I need to cancel my booking"
	case evUnread:
		return "kayak on the 45th of Smarch"
	case evOther:
		return "asdfgh qwerty zxcv"
	case evLanguage:
		return "can we continue in english?"
	}
	return ""
}

// unreadOn makes the engine's parser report an unreadable date for messages
// containing marker, as the grammar does for what it cannot read.
func unreadOn(e *Engine, marker, kind string) {
	e.parse = func(raw string, c understand.Context) *understand.Result {
		r := understand.Parse(raw, c)
		if strings.Contains(raw, marker) && !r.HasUnread(kind) {
			r.Unread = append(r.Unread, kind)
		}
		return r
	}
}

// TestEveryTransition follows each row of the table once: from a
// conversation in the row's step, a message of the row's event leads to the
// row's step with the row's action, and only the yes to a summary books.
func TestEveryTransition(t *testing.T) {
	for i := range transitions {
		tr := &transitions[i]
		t.Run(tr.from.String()+"/"+tr.on.String(), func(t *testing.T) {
			f := newFixture(t)
			unreadOn(f.eng, "Smarch", understand.UnreadDate)
			from := stateIn(t, f, tr.from)
			msg := eventMessage(tr.on, tr.from)
			turn, err := f.eng.compute(context.Background(), Request{Business: f.biz, SessionID: "tr", Message: msg}, from)
			if err != nil {
				t.Fatal(err)
			}
			if turn.event != tr.on || turn.row != tr {
				t.Fatalf("%q read as %s (row %+v), want %s", msg, turn.event, *turn.row, tr.on)
			}
			want := tr.to
			if want == stepReady {
				want = stepCollecting
				if turn.state.ready() {
					want = stepConfirming
				}
			}
			if got := turn.state.Step; got != want {
				t.Errorf("%q: step %s, want %s\n%s", msg, got, want, turn.reply.Message)
			}
			bks, _, _ := f.st.ListBookings(context.Background(), f.biz.ID, store.BookingFilter{SessionID: "tr"})
			wantBookings := 0
			if tr.from == stepBooked || tr.do == doBook {
				wantBookings = 1
			}
			if len(bks) != wantBookings {
				t.Errorf("%q: %d bookings, want %d", msg, len(bks), wantBookings)
			}
			if turn.reply.Message == "" || turn.reply.Language != "en" {
				t.Errorf("%q: reply %q in %s", msg, turn.reply.Message, turn.reply.Language)
			}
			if s := turn.state.Step; (s == stepCollecting || s == stepConfirming) != (turn.state.Selected != "") {
				t.Errorf("%q: step %s with pick %q", msg, s, turn.state.Selected)
			}
		})
	}
}

// TestTransitionsIndex: the rows the engine follows are the table's rows.
func TestTransitionsIndex(t *testing.T) {
	for i := range transitions {
		tr := &transitions[i]
		if next(tr.from, tr.on) != tr {
			t.Errorf("next(%s, %s) is not the table's row", tr.from, tr.on)
		}
	}
}

func TestAffirm(t *testing.T) {
	cases := []struct {
		msg     string
		yes, no bool
	}{
		{"yes", true, false}, {"Yes please!", true, false}, {"ok 👍", true, false}, {"sí, resérvalo", true, false},
		{"y", true, false}, {"Y", true, false}, {"Oui, je vous confirme. Merci beaucoup.", true, false}, {"Sí, se lo confirmo.", true, false},
		{"Sì, le confermo, grazie.", true, false}, {"y ella?", false, false},
		{"👍", true, false}, {"👌🏽", true, false}, {"✅✅", true, false}, {"👎", false, true}, {"😅", false, false}, {"👍👎", false, false},
		{"oui d'accord", true, false}, {"ja bitte", true, false}, {"sì, va bene", true, false}, {"sim, pode ser", true, false},
		{"perfect, thanks", true, false}, {"yes please book it", true, false}, {"go ahead", true, false},
		{"no", false, true}, {"nope", false, true}, {"non merci", false, true}, {"nein danke", false, true}, {"não", false, true},
		{"no thanks", false, true}, {"cancel that", false, true}, {"annuler", false, true}, {"não quero", false, true},
		{"thanks", false, false}, {"yes but for 3", false, false}, {"is it ok for a 5 year old?", false, false},
		{"yes no", false, false}, {"what time is it", false, false}, {"", false, false},
		{"oui s'il vous plaît", true, false}, {"c'est correct", true, false}, {"corretto", true, false}, {"está certo", true, false},
		{"non, attendez, pas celui-là", false, true}, {"não, espere, essa não", false, true},
		// a pause is neither: the summary stays pending (answerOf reads it as a hold)
		{"hold on", false, false}, {"no, wait", false, false},
		// everything in the summary is right, and go on: in each language
		{"all looks good, lock it in", true, false}, {"todo en orden, confirmad", true, false},
		{"voilà, tout est ok, je valide", true, false}, {"jo, alles passt", true, false},
		{"ecco, tutto a posto, confermi pure", true, false}, {"tá tudo bem, fecha aí", true, false},
		{"ja, das passt so", true, false}, {"sí, así vale", true, false}, {"oui c'est bon comme ça", true, false},
		{"sim, assim serve", true, false},
		// a change is never a yes
		{"alles gut, aber am Sonntag", false, false}, {"tout est bon sauf l'heure", false, false},
		// short approvals, go-on verbs, colloquial and one-word agreements, in each language
		{"sounds good to us!", true, false}, {"ok by me, thanks", true, false}, {"please go ahead", true, false},
		{"yah", true, false}, {"yeah yeah go on", true, false}, {"splendid, cheers", true, false}, {"cheers, yes", true, false},
		{"vale, por mí está bien", true, false}, {"sigue adelante", true, false}, {"trato hecho", true, false},
		{"pour nous c'est bon", true, false}, {"ça nous va bien, merci", true, false}, {"impec, continuez", true, false},
		{"klingt super, danke", true, false}, {"passt uns", true, false}, {"nur zu", true, false}, {"abgemacht!", true, false},
		{"per noi va bene", true, false}, {"ok, affare fatto", true, false}, {"mi sta bene, grazie", true, false},
		{"por mim tudo bem", true, false}, {"pra mim está bom", true, false}, {"demorou!", true, false}, {"fixe, obrigado", true, false},
		// ... never with a hedge or a goodbye
		{"sounds good to me but not today", false, false}, {"ya no", false, true},
	}
	for _, c := range cases {
		if y, n := affirm(c.msg); y != c.yes || n != c.no {
			t.Errorf("affirm(%q) = %v, %v; want %v, %v", c.msg, y, n, c.yes, c.no)
		}
	}
}

// TestSummaryYes: at the summary a message that opens with a yes agrees,
// whatever words follow, unless it asks, negates, hedges, holds back or
// says goodbye.
func TestSummaryYes(t *testing.T) {
	cases := []struct {
		msg, lng string
		yes      bool
	}{
		{"yes, it's all accurate, my name is spelled right", "en", true}, {"sure, everything in there is right", "en", true},
		{"sí, lo tienes todo bien apuntado", "es", true}, {"oui, tout me semble juste", "fr", true},
		{"ja, die Angaben sind korrekt", "de", true}, {"sì, i dati sono giusti", "it", true},
		{"sim, os dados estão todos certos", "pt", true}, {"sim, no sábado está ótimo", "pt", true},
		{"yes but can the time be later?", "en", false}, {"ok maybe later", "en", false}, {"ok thanks bye", "en", false},
		{"sí, pero lo pienso", "es", false}, {"oui, peut-être", "fr", false}, {"ja, aber erst morgen", "de", false},
		{"sì, forse", "it", false}, {"sim, mas depois", "pt", false}, {"okay, how do we pay", "en", false},
		{"yes no", "en", false}, {"all good, wait a sec", "en", false}, {"ok, never mind then", "en", false},
		{"yes, is it fine for kids", "en", false}, {"ok, I'd like to know where we meet", "en", false},
		{"oui, et on règle comment", "fr", false}, {"sí, dime si hay parking", "es", false},
		{"ja, und wann ist Treffpunkt", "de", false}, {"sì, quanto costa il parcheggio", "it", false},
		{"sim, e onde se estaciona", "pt", false},
		{"thanks, all correct", "en", false}, // opens with a thanks, not a yes: affirm reads it whole
	}
	for _, c := range cases {
		if got := summaryYes(c.msg, c.lng); got != c.yes {
			t.Errorf("summaryYes(%q, %s) = %v, want %v", c.msg, c.lng, got, c.yes)
		}
	}
}

// transitionTableMarkdown renders the table as session/README.md shows it.
func transitionTableMarkdown() string {
	var b strings.Builder
	b.WriteString("| step | event | action | next step | when the action fails |\n|---|---|---|---|---|\n")
	for _, tr := range transitions {
		to := tr.to.String()
		if tr.to == stepReady {
			to = "collecting or confirming"
		}
		fail := tr.fail.String()
		if tr.fail == tr.to {
			fail = ""
		}
		b.WriteString("| " + tr.from.String() + " | " + tr.on.String() + " | " + tr.do.String() + " | " + to + " | " + fail + " |\n")
	}
	return b.String()
}

// TestREADMEShowsTheTable: the table in session/README.md is the code's.
func TestREADMEShowsTheTable(t *testing.T) {
	raw, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := transitionTableMarkdown(); !strings.Contains(string(raw), want) {
		t.Errorf("session/README.md does not show the transition table; it is:\n%s", want)
	}
}

// TestSamePickAgainIsNoNewChoice: naming the slot already summarised, with
// an agreement, books it instead of showing the summary again.
func TestSamePickAgainIsNoNewChoice(t *testing.T) {
	f := newFixture(t)
	for _, m := range []string{"kayak tomorrow for 2", "the 2pm", "Ana Silva, ana@example.com"} {
		f.chat(t, "same", m)
	}
	r := f.chat(t, "same", "yes, the 2pm please")
	if !strings.Contains(r.Message, "bk_") {
		t.Fatalf("not booked: %s", r.Message)
	}
}

// TestPartyTooBigForThePickBeforeTheYes: a new party the slot cannot take
// drops the pick and offers what can, never a summary of it.
func TestPartyTooBigForThePickBeforeTheYes(t *testing.T) {
	f := newFixture(t)
	for _, m := range []string{"kayak tomorrow for 2", "the 2pm", "Ana Silva, ana@example.com"} {
		f.chat(t, "big", m)
	}
	r := f.chat(t, "big", "sorry, we are 20 people now")
	conv, _ := f.st.ConversationBySession(context.Background(), f.biz.ID, "big")
	st := decodeState(conv.State)
	if st.Step == stepConfirming || st.Selected != "" || st.Guests != 20 {
		t.Fatalf("state %+v after a party the slot cannot take: %s", st, r.Message)
	}
	for _, o := range r.BookingOptions {
		if o.Availability < 20 {
			t.Errorf("option %s with %d places for 20", o.SlotID, o.Availability)
		}
	}
	if r := f.chat(t, "big", "yes"); strings.Contains(r.Message, "bk_") {
		t.Fatalf("booked after the pick was dropped: %s", r.Message)
	}
}

// TestCancelWhileConfirmingDropsThePick: "cancel" before the yes drops the
// summary (no talk of cancelling bookings); after a booking it is a request
// about that booking.
func TestCancelWhileConfirmingDropsThePick(t *testing.T) {
	for _, c := range []struct{ lang, msg string }{{"en", "cancel that"}, {"es", "cancelar"}, {"fr", "annuler"}, {"de", "abbrechen"}, {"it", "annulla"}, {"pt", "não quero"}} {
		f := newFixture(t)
		st := stateIn(t, f, stepConfirming)
		st.Lang = c.lang
		turn, err := f.eng.compute(context.Background(), Request{Business: f.biz, SessionID: "c", Message: c.msg}, st)
		if err != nil {
			t.Fatal(err)
		}
		if turn.event != evNo || turn.state.Step != stepChoosing || !says(turn.reply, c.lang, "dropped") {
			t.Errorf("%s %q: event %s, step %s: %s", c.lang, c.msg, turn.event, turn.state.Step, turn.reply.Message)
		}
	}
}

// TestPartyChangeAfterBooking: "can we be 3?" after a booking is about that
// booking; it does not offer its slot again nor book, and offers the team
// without asking for the reference it shows (manage_own).
func TestPartyChangeAfterBooking(t *testing.T) {
	f := newFixture(t)
	from := stateIn(t, f, stepBooked)
	turn, err := f.eng.compute(context.Background(), Request{Business: f.biz, SessionID: "tr", Message: "can we be 3 people instead?"}, from)
	if err != nil {
		t.Fatal(err)
	}
	if turn.event != evChange || turn.state.Step != stepBooked || len(turn.reply.BookingOptions) != 0 ||
		!strings.Contains(turn.reply.Message, from.BookingID) || !says(turn.reply, "en", "manage_own") {
		t.Fatalf("event %s step %s, %d options: %s", turn.event, turn.state.Step, len(turn.reply.BookingOptions), turn.reply.Message)
	}
}

// A negation or a "wait" never counts as the yes a booking intent would
// otherwise give, while "no domingo" is no negation in Portuguese.
func TestNegationNeverConfirms(t *testing.T) {
	for _, c := range []struct {
		msg, lng string
		want     bool
	}{
		{"non, attendez, pas celui-là", "fr", true}, {"nein, nicht den", "de", true}, {"wait, book the other one", "en", true},
		{"reserva no domingo", "pt", false}, {"sí, resérvalo", "es", false}, {"no, espera", "es", true},
	} {
		if got := negation(c.msg, c.lng); got != c.want {
			t.Errorf("negation(%q, %s) = %v, want %v", c.msg, c.lng, got, c.want)
		}
	}
	res := &understand.Result{Intent: store.IntentBook}
	if ev := classify(res, reading{step: stepConfirming, negated: true}); ev == evYes {
		t.Errorf("a negated booking message while confirming is %s", ev)
	}
	if ev := classify(res, reading{step: stepConfirming}); ev != evYes {
		t.Errorf("a booking message while confirming is %s, want yes", ev)
	}
}

// "a las 8 está bien" among options at 20:00 is the 20:00; "8am" or
// "08:00" is not, nor is 8 when an option starts at 8:00.
func TestAfternoonOption(t *testing.T) {
	for _, c := range []struct {
		msg, lng string
		opts     []string
		want     int
	}{
		{"a las 8 está bien", "es", []string{"svc_fado_night_202611272000"}, 20},
		{"alle 8 va bene", "it", []string{"svc_fado_night_202611272000"}, 20},
		{"8am", "en", []string{"svc_fado_night_202611272000"}, 8},
		{"08:00", "en", []string{"svc_fado_night_202611272000"}, 8},
		{"a las 9", "es", []string{"svc_tuktuk_202611270900", "svc_tuktuk_202611272100"}, 9},
	} {
		res := understand.Parse(c.msg, understand.Context{Now: testNow, Lang: c.lng, Region: "PT", HasOptions: true})
		st := &State{Options: c.opts}
		afternoonOption(st, res, c.msg)
		if res.Hour != c.want {
			t.Errorf("%q among %v: hour %d, want %d", c.msg, c.opts, res.Hour, c.want)
		}
	}
}

// TestAnswerWhilePending: how a message answers a summary, alone or with
// words of its own, in the six languages; a correction, a question or a
// pause is no yes and no cancel.
func TestAnswerWhilePending(t *testing.T) {
	names := map[answer]string{answerNone: "none", answerYes: "yes", answerNo: "no", answerHold: "hold"}
	for _, c := range []struct {
		lng, msg string
		want     answer
	}{
		// agreements, bare and casual
		{"en", "go for it", answerYes}, {"en", "do it", answerYes}, {"en", "sounds good", answerYes},
		{"en", "perfect, book it", answerYes}, {"en", "yep 👍", answerYes}, {"en", "yes go", answerYes},
		{"en", "great, my husband agrees, go ahead", answerYes}, {"en", "alright then, book us in!", answerYes},
		{"es", "sí dale", answerYes}, {"es", "vale perfecto", answerYes}, {"es", "venga", answerYes}, {"es", "hazlo", answerYes},
		{"es", "ok mi mujer dice que si, adelante", answerYes}, {"es", "vale, confirmalo", answerYes},
		{"fr", "c'est bon", answerYes}, {"fr", "ça marche", answerYes}, {"fr", "allez", answerYes}, {"fr", "vas-y", answerYes},
		{"fr", "ouais go", answerYes}, {"fr", "d'acc", answerYes}, {"fr", "dacc merci", answerYes}, {"fr", "ok ma femme est d'accord, allez-y", answerYes},
		{"de", "passt", answerYes}, {"de", "mach", answerYes}, {"de", "jo passt", answerYes}, {"de", "klar", answerYes},
		{"de", "ok meine frau ist dabei, bitte buchen", answerYes},
		{"it", "va bene dai", answerYes}, {"it", "ok procedi", answerYes}, {"it", "perfetto", answerYes},
		{"it", "ok mia moglie dice di si, vai pure", answerYes},
		{"pt", "pode ser", answerYes}, {"pt", "fechado", answerYes}, {"pt", "bora lá", answerYes}, {"pt", "tá bom", answerYes},
		{"pt", "bora, pode reservar", answerYes}, {"pt", "ok a minha mulher disse que sim, pode confirmar", answerYes},
		// agreements opened by a word that also opens questions
		{"fr", "c'est bon, mon frère est d'accord, allez-y", answerYes}, {"es", "está bien, mi mujer está de acuerdo, adelante", answerYes},
		{"de", "ist gut, mein Mann ist einverstanden, bitte buchen", answerYes}, {"it", "è perfetto, mia moglie è d'accordo, procedi", answerYes},
		{"pt", "é isso, o meu marido está de acordo, pode reservar", answerYes}, {"en", "will do, my wife agreed, go ahead", answerYes},
		{"fr", "c'est d'accord si on vient à 3 ?", answerNone}, {"es", "sí, vale", answerYes},
		// cancels, bare and with a reason
		{"en", "never mind", answerNo}, {"en", "forget it", answerNo}, {"en", "cancel that", answerNo},
		{"en", "nah leave it", answerNo}, {"en", "ugh forget it, it's going to rain", answerNo},
		{"en", "ok never mind, too expensive for us", answerNo},
		{"es", "olvidalo", answerNo}, {"es", "mejor no", answerNo}, {"es", "ya no", answerNo},
		{"es", "bueno, olvídalo, hace mucho frío", answerNo}, {"es", "mejor no, es muy caro", answerNo},
		{"fr", "laisse", answerNo}, {"fr", "oublie", answerNo}, {"fr", "finalement non", answerNo},
		{"fr", "bon tant pis, c'est trop cher pour nous", answerNo}, {"fr", "non oubliez, on a changé d'avis", answerNo},
		{"de", "vergiss es", answerNo}, {"de", "lieber nicht", answerNo}, {"de", "egal, doch nicht", answerNo},
		{"de", "nee, lassen wir das, zu teuer", answerNo}, {"de", "vergessen sie es, wir fahren doch nicht", answerNo},
		{"it", "lasciamo perdere", answerNo}, {"it", "niente", answerNo}, {"it", "non fa niente", answerNo},
		{"it", "ok lascia perdere, costa troppo", answerNo}, {"it", "meglio di no, piove", answerNo},
		{"pt", "deixa", answerNo}, {"pt", "deixa pra lá", answerNo}, {"pt", "desisto", answerNo}, {"pt", "melhor não", answerNo},
		{"pt", "deixa pra la, ficou caro demais", answerNo}, {"pt", "esqueça, mudei de ideias", answerNo},
		// pauses: the summary stays
		{"en", "wait", answerHold}, {"en", "hold on", answerHold}, {"en", "not yet, let me ask my wife", answerHold},
		{"en", "no wait, I need to check with my husband first", answerHold},
		{"es", "espera, todavía no, lo consulto con mi novia", answerHold}, {"fr", "attendez, je dois demander à mon mari", answerHold},
		{"de", "moment, ich frage noch meine frau", answerHold}, {"it", "aspetta, non ancora, ci penso", answerHold},
		{"pt", "espera, ainda não, vou ver com a minha mulher", answerHold},
		// neither
		{"en", "is it too expensive for kids?", answerNone}, {"en", "ok but first tell me about lunch", answerNone},
		{"en", "we want to go", answerNone}, {"es", "vamos a ver", answerNone}, {"pt", "no domingo vamos", answerNone},
		{"en", "don't forget it's for my birthday", answerNone}, {"it", "ok, niente vino per me", answerNone},
		{"de", "lass es uns buchen", answerNone}, {"en", "ok but what if it rains", answerNone},
	} {
		a := answerOf(c.msg)
		if a == answerNone {
			a, _ = pendingAnswer(c.msg, c.lng)
		}
		if a != c.want {
			t.Errorf("%s %q: %s, want %s", c.lng, c.msg, names[a], names[c.want])
		}
	}
}

// While a pick waits, a price question that moves the day or the time
// moves the pick (a change); one that moves nothing, or only the party,
// is answered as a question; browsing, it is a question whatever it moves.
func TestPriceThatMovesThePick(t *testing.T) {
	res := &understand.Result{Intent: store.IntentPrice}
	for _, c := range []struct {
		st   step
		d    delta
		want event
	}{
		{stepCollecting, delta{date: true}, evChange},
		{stepConfirming, delta{time: true}, evChange},
		{stepCollecting, delta{}, evQuestion},
		{stepConfirming, delta{party: true}, evQuestion},
		{stepChoosing, delta{date: true}, evQuestion},
	} {
		if ev := classify(res, reading{step: c.st, changed: c.d}); ev != c.want {
			t.Errorf("price while %s with %+v: %s, want %s", c.st, c.d, ev, c.want)
		}
	}
}

// TestRelayedAnswer: while the summary waits, someone else's answer passed
// on is the answer ("ok she says yes", "mi marido está de acuerdo", "er
// ist einverstanden"); their no is a no, and a yes with a condition, a
// change or a question is neither.
func TestRelayedAnswer(t *testing.T) {
	names := map[answer]string{answerNone: "none", answerYes: "yes", answerNo: "no", answerHold: "hold"}
	for _, c := range []struct {
		lng, msg string
		want     answer
	}{
		{"en", "ok she says yes", answerYes}, {"en", "he said yes 😊", answerYes}, {"en", "they said ok!", answerYes},
		{"en", "my wife agrees", answerYes}, {"en", "alright, my husband agreed", answerYes},
		{"en", "good news, my partner's in", answerYes}, {"en", "she's fine with it", answerYes},
		{"en", "my gf said yes lol", answerYes}, {"en", "all good, go ahead", answerYes},
		{"es", "ok, ella dice que sí", answerYes}, {"es", "mi marido dice que vale", answerYes},
		{"es", "mi mujer está de acuerdo", answerYes}, {"es", "dice que sí 😊", answerYes}, {"es", "bueno, le parece bien", answerYes},
		{"fr", "elle dit oui", answerYes}, {"fr", "mon mari est d'accord", answerYes}, {"fr", "ok elle m'a dit oui 😄", answerYes},
		{"fr", "ils sont d'accord", answerYes},
		{"de", "sie sagt ja", answerYes}, {"de", "er ist einverstanden", answerYes}, {"de", "meine Frau hat ja gesagt", answerYes},
		{"de", "gut, mein Mann ist dabei", answerYes},
		{"it", "lei dice di sì", answerYes}, {"it", "mio marito è d'accordo", answerYes}, {"it", "ok ha detto di sì", answerYes},
		{"it", "mia moglie dice ok", answerYes},
		{"pt", "ela diz que sim", answerYes}, {"pt", "o meu marido concorda", answerYes}, {"pt", "ok ela disse que sim 😄", answerYes},
		{"pt", "a minha mulher está de acordo", answerYes},
		// their no
		{"en", "she says no", answerNo}, {"en", "my wife doesn't agree", answerNo}, {"es", "ella dice que no", answerNo},
		{"es", "mi marido no está de acuerdo", answerNo}, {"fr", "elle dit non", answerNo}, {"fr", "mon mari n'est pas d'accord", answerNo},
		{"de", "sie sagt nein", answerNo}, {"de", "er ist nicht einverstanden", answerNo}, {"it", "lei dice di no", answerNo},
		{"it", "mio marito non è d'accordo", answerNo}, {"pt", "ela diz que não", answerNo}, {"pt", "o meu marido não concorda", answerNo},
		// neither: a condition, a change, a question, words of their own
		{"en", "she says yes but only if it's sunny", answerNone}, {"en", "she'd rather saturday", answerNone},
		{"en", "did she say yes?", answerNone}, {"en", "she says yes to the 9am", answerNone}, {"en", "she says it's too expensive", answerNone},
		{"es", "ella dice que sí pero el sábado", answerNone}, {"fr", "elle préfère samedi", answerNone},
		{"de", "sie sagt ja, aber nur wenn es nicht regnet", answerNone}, {"it", "lei dice che costa troppo", answerNone},
		{"pt", "ela prefere sábado", answerNone}, {"en", "i said saturday", answerNone},
	} {
		a := answerOf(c.msg)
		if a == answerNone {
			a, _ = pendingAnswer(c.msg, c.lng)
		}
		if a != c.want {
			t.Errorf("%s %q: %s, want %s", c.lng, c.msg, names[a], names[c.want])
		}
	}
}
