package session

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestQuestionParts(t *testing.T) {
	for _, c := range []struct {
		msg, lang string
		want      []string
		marked    bool
	}{
		// marked clauses, each asked alone, beside the booking facts
		{"kayak on friday at 2pm, 3 of us. is there a toilet at the start?", "en", []string{"is there a toilet at the start"}, true},
		{"hola! el tuk tuk el domingo (somos 5 😊) ¿aceptan tarjeta? gracias", "es", []string{"aceptan tarjeta"}, true},
		{"der Fado am Freitag - ist das Essen inklusive?? danke", "de", []string{"ist das Essen inklusive"}, true},
		// the lead before a question's opening, the condition after it
		{"ok, se domani piove possiamo spostare la data?", "it", []string{"possiamo spostare la data"}, true},
		{"and is a refund possible later if we change our minds?", "en", []string{"and is a refund possible later"}, true},
		{"on prend le kayak samedi, vous remboursez, si la météo est mauvaise ?", "fr", []string{"vous remboursez"}, true},
		{"¿se puede anular?", "es", nil, true}, // "se puede" opens the question: no condition
		// one clause that is all question: the message itself
		{"is there parking near the start?", "en", nil, true},
		// no mark: a clause a question word opens, or an opening inside
		{"sail on sunday for 2, can we bring our own wine", "en", []string{"can we bring our own wine"}, false},
		{"wir nehmen die Sintra Tour am Mittwoch zu dritt gibt es mittagessen", "de", []string{"gibt es mittagessen"}, false},
		{"kayak saturday for 2", "en", nil, false},
		// what one wants to know, said inside a sentence
		{"we have no car, so I wanted to know how we get to the beach. saturday for 4", "en", []string{"how we get to the beach"}, false},
		{"no tenemos coche, así que quisiera saber cómo se llega a la playa. el sábado", "es", []string{"como se llega a la playa"}, false},
		{"nous n'avons pas de voiture, donc je voudrais savoir comment on y va. samedi", "fr", []string{"comment on y va"}, false},
		{"wir haben kein Auto und ich möchte gern wissen wie wir hinkommen. Samstag", "de", []string{"wie wir hinkommen"}, false},
		{"non abbiamo la macchina, quindi vorrei sapere come si arriva. sabato", "it", []string{"come si arriva"}, false},
		{"não temos carro, por isso gostaria de saber como se chega à praia. sábado", "pt", []string{"como se chega a praia"}, false},
		// times, decimals and prices are no clause ends; bytes that are no UTF-8 are read
		// "si" and "se" open a condition or a question by language
		{"surf domenica per 2, si vedono i delfini?", "it", []string{"si vedono i delfini"}, true},
		{"surf el domingo para 2, ¿se ven delfines?", "es", []string{"se ven delfines"}, true},
		{"surf le dimanche pour 2, si la mer est forte ?", "fr", []string{"surf le dimanche pour 2"}, true},
		// a clause that asks only what happens is asked with its condition
		{"ok, den Kajak dann. Was passiert, wenn es stürmt?", "de", []string{"Was passiert, wenn es stürmt"}, true},
		{"vale. y qué pasa, si llueve mucho?", "es", []string{"y qué pasa, si llueve mucho"}, true},
		{"fado at 20.30 for 2,5 hours? we are 4", "en", []string{"fado at 20.30 for 2,5 hours"}, true},
		// a vague question is asked with the circumstance before it, up to another question
		{"tuk tuk sunday for 3. my mum uses a walker, would that be an issue?", "en", []string{"my mum uses a walker, would that be an issue"}, true},
		{"hola, viajamos con un gato pequeño, ¿supone algún problema? kayak el domingo", "es", []string{"hola, viajamos con un gato pequeño, ¿supone algún problema"}, true},
		{"on a une poussette, c'est gênant ? et c'est où le départ ?", "fr", []string{"on a une poussette, c'est gênant", "et c'est où le départ"}, true},
		{"Tuk-Tuk am Sonntag für 2, passt das?", "de", []string{"Tuk-Tuk am Sonntag für 2, passt das"}, true},
		{"quanto costa? mia suocera ha 80 anni, crea problemi?", "it", []string{"quanto costa", "mia suocera ha 80 anni, crea problemi"}, true},
		{"levamos a avó, faz mal?", "pt", []string{"levamos a avó, faz mal"}, true},
		// a run-on with "and does ...", a tag at the end, an indirect question past an adverb
		{"we want the kayak on friday theres two of us and does the price include a vest", "en", []string{"does the price include a vest"}, false},
		{"on veut le surf dimanche on est trois et notre fille qui a 6 ans cest possible", "fr", []string{"notre fille qui a 6 ans cest possible"}, false},
		{"queremos el velero el viernes y mi hija se suele marear que tal es", "es", []string{"mi hija se suele marear que tal es"}, false},
		{"vorremmo il kayak venerdì siamo in tre e volevo sapere se il giubbotto è compreso", "it", []string{"se il giubbotto e compreso"}, false},
		{"Reserva para três no dia 4. Gostaria também de saber se a água está incluída.", "pt", []string{"se a agua esta incluida"}, false},
		{"Kajak am Freitag zu dritt. Ich wollte auch noch wissen, ob Wasser inklusive ist", "de", []string{"ob Wasser inklusive ist"}, false},
		{"Les agradecería que me indicaran si el tour a pie se hace con lluvia.", "es", []string{"si el tour a pie se hace con lluvia"}, false},
		{"\xff\xfe?¿\xc3", "", nil, false}, // (U+FFFD is a symbol: it cuts like an emoji)
	} {
		got, marked := questionParts(c.msg, c.lang, nil)
		for i := range got {
			got[i] = strings.TrimSpace(got[i])
		}
		if !slices.Equal(got, c.want) && !(len(got) == 0 && len(c.want) == 0) || marked != c.marked {
			t.Errorf("questionParts(%q) = %q %v, want %q %v", c.msg, got, marked, c.want, c.marked)
		}
	}
}

// TestQuestionInBookingMessageNoFalseDontKnow pins what a question part must
// not do: a question about the booking itself (places left, "how are
// you?") beside the tour, day and party gets the options without an "I
// don't know", and a request whose clause opens with "y" is no question.
// A vague question after a circumstance no fact holds ("we have a dog, is
// that ok?") is about the circumstance: it gets the honest "I don't know"
// with a person offered, never an answer from a fact, and the options.
func TestQuestionInBookingMessageNoFalseDontKnow(t *testing.T) {
	f := newFixture(t)
	for i, msg := range []string{
		"kayak saturday for 2, any space left?",
		"velero el sabado para 4, quedan plazas?",
		"voilier dimanche pour 3, il reste de la place ?",
		"Segeltour am Sonntag für 3, gibt es noch freie Plätze?",
		"barca a vela domenica per 3, ci sono ancora posti?",
		"veleiro no domingo para 3, ainda tem vagas?",
		"Oi gente tudo bem? queria o caiaque no sabado para 2",
		"Hallo, wie gehts? Kajak am Samstag für 2",
		"hi! kayak saturday for 2, is that ok?", // the vague question is about the booking
		"caiaque no sábado para 2, pode ser?",
		"we have a dog, is that ok? kayak saturday for 2",
		"somos 2 adultos y 3 niños, y el kayak el sábado", // "y" opens no question
	} {
		r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: fmt.Sprintf("nofalse-%d", i), Message: msg})
		if err != nil {
			t.Fatal(err)
		}
		dog := strings.HasPrefix(msg, "we have a dog")
		if slices.Contains(r.SuggestedActions, ActionTalkToHuman) != dog || len(r.BookingOptions) == 0 {
			t.Errorf("%q: want the options and a person offered %v, got %v %v\n%s", msg, dog, r.SuggestedActions, len(r.BookingOptions), r.Message)
		}
		if (dog || strings.HasPrefix(msg, "somos")) && len(r.Sources) > 0 {
			t.Errorf("%q: answered from %v, the dog is what it asks about", msg, r.Sources)
		}
	}
}

// TestVagueTagAfterBookingAsksNothing pins a vague tag closing a plain
// booking request, in the six languages: it asks whether the request is
// fine, so the booking goes on with the options and no fact answers it
// ("geht" is no question about whom the tour suits).
func TestVagueTagAfterBookingAsksNothing(t *testing.T) {
	f := newFixture(t)
	for i, msg := range []string{
		"walking tour on sunday for 3 people, is that ok?",
		"Stadtführung am Sonntag für 3, geht das?",
		"Segeltour am Sonntag zu dritt, passt das?",
		"tour a piedi domenica per 3, va bene?",
		"la visite à pied dimanche pour 3, ça va ?",
		"o passeio a pé no domingo para 3, pode ser?",
		"el tour a pie el domingo para 3, ¿vale?",
		"velero el domingo para 3, ¿se puede?",
	} {
		r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: fmt.Sprintf("tag-%d", i), Message: msg})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.BookingOptions) == 0 || len(r.Sources) > 0 || slices.Contains(r.SuggestedActions, ActionTalkToHuman) {
			t.Errorf("%q: want the options alone, got %d options, sources %v, actions %v\n%s", msg, len(r.BookingOptions), r.Sources, r.SuggestedActions, r.Message)
		}
	}
}

// TestCircumstanceThenVagueQuestion pins a circumstance followed by a vague
// question beside the booking facts, in the six languages: the two are
// read together, answered from the facts that cover them (a child's age
// against the minimum age, a wheelchair against the tour's accessibility,
// seasickness against the sail's entry), or the honest "I don't know" with
// a person offered when no fact holds the circumstance (a pet, a
// pregnancy, seasickness on the kayak); either way the booking goes on
// with the options, unless the answer rules a child out.
func TestCircumstanceThenVagueQuestion(t *testing.T) {
	f := newFixture(t)
	age := func(id string) Source { return Source{Type: "service", ID: id, Field: "min_age"} }
	access := func(id string) Source { return Source{Type: "service", ID: id, Field: "accessibility"} }
	seasick := Source{Type: "knowledge", ID: "kb_demo_seasick"}
	ptr := func(s Source) *Source { return &s }
	for i, c := range []struct {
		msg     string
		want    *Source // nil: "I don't know" with a person offered
		options bool
	}{
		{"my boy is 9, would that be a problem? kayak on sunday for 3", ptr(age("svc_tagus_kayak")), true},
		{"our puppy comes everywhere with us, is that alright? tuk tuk sunday for 2", nil, true},
		{"mi marido se marea en los barcos, ¿supone algún problema? velero el domingo para 2", &seasick, true},
		{"viajamos con nuestra perrita, ¿vale? el tuk tuk el domingo para 2", nil, true},
		{"notre fils a 7 ans, ça passe ? kayak dimanche pour 3", ptr(age("svc_tagus_kayak")), false},
		{"je suis enceinte, c'est gênant ? voilier dimanche pour 2", nil, true},
		{"meine Frau sitzt im Rollstuhl, passt das? Tuk-Tuk am Sonntag für 2", ptr(access("svc_tuktuk")), true},
		{"ich werde leicht seekrank, ist das ein Problem? Kajak am Sonntag für 2", nil, true},
		{"nostra figlia ha 6 anni, crea problemi? surf domenica per 3", ptr(age("svc_surf_lesson")), true},
		{"portiamo anche la nostra gatta, si può? tuk tuk domenica per 2", nil, true},
		{"o meu pai é cadeirante, faz mal? fado no domingo para 3", ptr(access("svc_fado_night")), true},
		{"vamos com o nosso cachorro, há algum problema? caiaque no domingo para 2", nil, true},
	} {
		r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: fmt.Sprintf("circ-%d", i), Message: c.msg})
		if err != nil {
			t.Fatal(err)
		}
		person := slices.Contains(r.SuggestedActions, ActionTalkToHuman)
		switch {
		case c.want == nil && (!person || len(r.Sources) > 0):
			t.Errorf("%q: want \"I don't know\" with a person offered, got %v %v\n%s", c.msg, r.SuggestedActions, r.Sources, r.Message)
		case c.want != nil && (person || !slices.Contains(r.Sources, *c.want)):
			t.Errorf("%q: want the answer from %v, got %v %v\n%s", c.msg, *c.want, r.SuggestedActions, r.Sources, r.Message)
		case c.options != (len(r.BookingOptions) > 0):
			t.Errorf("%q: want options %v, got %d\n%s", c.msg, c.options, len(r.BookingOptions), r.Message)
		}
	}
}
