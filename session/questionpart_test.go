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
		// times, decimals and prices are no clause ends; bytes that are no UTF-8 are read
		// "si" and "se" open a condition or a question by language
		{"surf domenica per 2, si vedono i delfini?", "it", []string{"si vedono i delfini"}, true},
		{"surf el domingo para 2, ¿se ven delfines?", "es", []string{"se ven delfines"}, true},
		{"surf le dimanche pour 2, si la mer est forte ?", "fr", []string{"surf le dimanche pour 2"}, true},
		{"fado at 20.30 for 2,5 hours? we are 4", "en", []string{"fado at 20.30 for 2,5 hours"}, true},
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
// don't know", and a question answered from a part never drops a topic the
// rest of the message names that no fact holds ("we have a dog, is that
// ok?"); a request whose clause opens with "y" is no question.
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
		"we have a dog, is that ok? kayak saturday for 2",
		"somos 2 adultos y 3 niños, y el kayak el sábado", // "y" opens no question
	} {
		r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: fmt.Sprintf("nofalse-%d", i), Message: msg})
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(r.SuggestedActions, ActionTalkToHuman) || len(r.BookingOptions) == 0 {
			t.Errorf("%q: want the options and no person offered, got %v %v\n%s", msg, r.SuggestedActions, len(r.BookingOptions), r.Message)
		}
		if (strings.HasPrefix(msg, "we have a dog") || strings.HasPrefix(msg, "somos")) && len(r.Sources) > 0 {
			t.Errorf("%q: answered from %v, the dog is what it asks about", msg, r.Sources)
		}
	}
}
