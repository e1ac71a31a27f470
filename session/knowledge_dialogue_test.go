package session

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/session/knowledge"
	"github.com/tourchat/tourchat/store"
)

// knowledgeDialogues mix questions into a booking, in each language: the
// options shown, then questions about the tour (no service named: the one
// being booked), the pick, a question after the pick, and one the
// knowledge cannot answer.
var knowledgeDialogues = map[string][6]string{
	"en": {"any tuk tuk tours tomorrow for 2?", "is it ok for kids?", "where do we meet?", "ok, the 11:00 please", "can I pay on arrival?", "can I bring my dog?"},
	"es": {"¿hay tuk tuk mañana para 2?", "¿es apto para niños?", "¿dónde quedamos?", "vale, el de las 11:00", "¿se puede pagar al llegar?", "¿puedo llevar a mi perro?"},
	"fr": {"il reste de la place en tuk-tuk demain pour 2 ?", "c'est adapté aux enfants ?", "où est le point de rendez-vous ?", "d'accord, celui de 11h00", "on peut payer sur place ?", "je peux venir avec mon chien ?"},
	"de": {"Habt ihr morgen Tuk-Tuk für 2?", "ist das für Kinder geeignet?", "wo ist der Treffpunkt?", "ok, um 11:00 bitte", "kann man vor Ort bezahlen?", "darf ich meinen Hund mitbringen?"},
	"it": {"c'è posto sul tuk tuk domani per 2?", "va bene per i bambini?", "dov'è il punto d'incontro?", "ok, quello delle 11:00", "si può pagare all'arrivo?", "posso portare il mio cane?"},
	"pt": {"há tuk tuk amanhã para 2?", "é adequado para crianças?", "onde é o ponto de encontro?", "ok, o das 11:00", "posso pagar no local?", "posso levar o meu cão?"},
}

func (f *fixture) state(t *testing.T, session string) State {
	t.Helper()
	c, err := f.st.ConversationBySession(context.Background(), f.biz.ID, session)
	if err != nil {
		t.Fatal(err)
	}
	return decodeState(c.State)
}

func hasSource(r *Reply, typ, id, field string) bool {
	return slices.Contains(r.Sources, knowledge.Source{Type: typ, ID: id, Field: field})
}

func TestKnowledgeDialogues(t *testing.T) {
	for lng, turns := range knowledgeDialogues {
		t.Run(lng, func(t *testing.T) {
			f := newFixture(t)
			sess := "kd-" + lng
			say := func(msg string) *Reply {
				t.Helper()
				r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: sess, Message: msg, Language: lng})
				if err != nil {
					t.Fatal(err)
				}
				if r.Language != lng {
					t.Errorf("%q answered in %s", msg, r.Language)
				}
				return r
			}
			r := say(turns[0])
			if len(r.BookingOptions) == 0 || r.BookingOptions[0].ServiceID != "svc_tuktuk" {
				t.Fatalf("%q: no tuk-tuk options: %s", turns[0], r.Message)
			}
			before := f.state(t, sess)

			r = say(turns[1])
			if !hasSource(r, "service", "svc_tuktuk", store.FactMinAge) || len(r.BookingOptions) != 0 {
				t.Fatalf("%q: sources %v: %s", turns[1], r.Sources, r.Message)
			}
			r = say(turns[2])
			if !hasSource(r, "service", "svc_tuktuk", store.FactMeetingPoint) || !strings.Contains(r.Message, "Praça do Comércio") {
				t.Fatalf("%q: sources %v: %s", turns[2], r.Sources, r.Message)
			}
			st := f.state(t, sess)
			if !slices.Equal(st.Options, before.Options) || st.ServiceID != before.ServiceID || st.Date != before.Date || st.Guests != 2 {
				t.Fatalf("the questions changed the booking state: %+v, was %+v", st, before)
			}

			say(turns[3])
			st = f.state(t, sess)
			if !strings.HasSuffix(st.Selected, "_202611241100") {
				t.Fatalf("%q: selected %q", turns[3], st.Selected)
			}
			r = say(turns[4])
			if !hasSource(r, "business", f.biz.ID, store.FactPaymentMethods) {
				t.Fatalf("%q: sources %v: %s", turns[4], r.Sources, r.Message)
			}
			r = say(turns[5])
			if len(r.Sources) != 0 || !slices.Contains(r.SuggestedActions, ActionTalkToHuman) {
				t.Fatalf("%q: an answer to what the knowledge does not hold: %v %s", turns[5], r.Sources, r.Message)
			}
			if after := f.state(t, sess); after.Selected != st.Selected || after.Guests != 2 {
				t.Fatalf("the questions dropped the pick: %+v", after)
			}
			conv, _ := f.st.ConversationBySession(context.Background(), f.biz.ID, sess)
			msgs, _, err := f.st.Messages(context.Background(), f.biz.ID, conv.ID, store.Page{Limit: 100})
			if err != nil {
				t.Fatal(err)
			}
			var intents []string
			for _, m := range msgs {
				if m.Role == store.RoleAssistant {
					intents = append(intents, m.Intent)
					if m.Intent == store.IntentQuestion && m.Fallback != (len(intents) == 6) {
						t.Errorf("turn %d: fallback %v", len(intents), m.Fallback)
					}
				}
			}
			for _, i := range []int{1, 2, 4, 5} {
				if intents[i] != store.IntentQuestion {
					t.Errorf("turn %d stored intent %q, want question", i+1, intents[i])
				}
			}
		})
	}
}

// TestQuestionAfterBooking: once booked, "where do we meet?" is answered
// about the booked tour and books nothing more.
func TestQuestionAfterBooking(t *testing.T) {
	f := newFixture(t)
	f.chat(t, "qab", "kayak tomorrow at 2pm for 2")
	f.chat(t, "qab", "the 2pm one")
	f.chat(t, "qab", "I'm Ana Costa, ana@example.com")
	if st := f.state(t, "qab"); st.BookingID == "" {
		f.chat(t, "qab", "yes") // where the dialogue confirms before booking
	}
	st := f.state(t, "qab")
	if st.BookingID == "" {
		t.Fatal("not booked")
	}
	r := f.chat(t, "qab", "where do we meet?")
	if !hasSource(r, "service", "svc_tagus_kayak", store.FactMeetingPoint) || len(r.BookingOptions) != 0 {
		t.Fatalf("sources %v: %s", r.Sources, r.Message)
	}
	bks, _, err := f.st.ListBookings(context.Background(), f.biz.ID, store.BookingFilter{})
	if err != nil || len(bks) != 1 {
		t.Fatalf("%d bookings (%v)", len(bks), err)
	}
}

// TestAnswerLanguageNote: an entry without the conversation's language is
// answered in the business's default, with a note saying so.
func TestAnswerLanguageNote(t *testing.T) {
	f := newFixture(t)
	e := &store.KnowledgeEntry{BusinessID: f.biz.ID, Enabled: true,
		Question: store.Text{"en": "Is there a student discount?"}, Answer: store.Text{"en": "Yes: 10% off with a student card."}}
	if err := f.st.CreateKnowledgeEntry(context.Background(), e); err != nil {
		t.Fatal(err)
	}
	f.eng = New(f.st, Options{Now: f.eng.now, CatalogTTL: -1})
	r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: "note", Message: "Gibt es Rabatt für Studenten?", Language: "de"})
	if err != nil {
		t.Fatal(err)
	}
	if !hasSource(r, "knowledge", e.ID, "") || !strings.Contains(r.Message, "Yes: 10% off with a student card.") ||
		!strings.Contains(r.Message, "nur auf Englisch") {
		t.Fatalf("sources %v: %s", r.Sources, r.Message)
	}
}

// A request that names a party with children is a search, not a question
// about ages: the party's numbers are not children's ages.
func TestPartyWithChildrenIsARequest(t *testing.T) {
	for lng, msg := range map[string]string{
		"en": "hi, we are 2 adults and 3 kids, we'd like the kayak tour next saturday morning",
		"es": "hola! somos 2 adultos y 3 niños, queremos hacer el tour en kayak el sábado que viene por la mañana",
		"fr": "bonjour, nous sommes 2 adultes et 3 enfants, on voudrait faire le kayak samedi prochain le matin",
		"de": "hallo, wir sind 2 Erwachsene und 3 Kinder und möchten nächsten Samstag vormittag Kajak fahren",
		"it": "ciao, siamo 2 adulti e 3 bambini, vorremmo fare il kayak sabato prossimo di mattina",
		"pt": "olá, somos 2 adultos e 3 crianças, queremos fazer o passeio de caiaque no próximo sábado de manhã",
	} {
		f := newFixture(t)
		r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: "party-" + lng, Message: msg})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Sources) != 0 || len(r.BookingOptions) == 0 || r.BookingOptions[0].ServiceID != "svc_tagus_kayak" {
			t.Errorf("%s: %q answered %q (sources %v)", lng, msg, r.Message, r.Sources)
			continue
		}
		if st := f.state(t, "party-"+lng); st.Guests != 5 {
			t.Errorf("%s: party %d, want 5", lng, st.Guests)
		}
	}
}

// The tour a question was about is the one the next search means, and an
// ordinary word one letter from a keyword ("place", "palace") names none.
func TestQuestionRemembersItsTour(t *testing.T) {
	f := newFixture(t)
	ask := func(msg string) *Reply {
		t.Helper()
		r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: "remember-fr", Message: msg})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	r := ask("Bonjour, est-ce que la visite à pied est accessible en fauteuil roulant ?")
	if !hasSource(r, "service", "svc_lisbon_walking", store.FactAccessibility) {
		t.Fatalf("sources %v: %s", r.Sources, r.Message)
	}
	r = ask("et pour le 24 décembre, il reste de la place pour 2 ?")
	if len(r.BookingOptions) == 0 {
		t.Fatalf("no options: %s", r.Message)
	}
	for _, o := range r.BookingOptions {
		if o.ServiceID != "svc_lisbon_walking" || o.Date != "2026-12-24" {
			t.Errorf("option %s on %s, want the walking tour on 2026-12-24", o.ServiceID, o.Date)
		}
	}
}
