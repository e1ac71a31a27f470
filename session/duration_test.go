package session

import (
	"context"
	"strconv"
	"testing"
)

// TestDurationQuestions: "how long does it take?" is answered with the
// duration of the tour named, or of the tour in context, in each language.
func TestDurationQuestions(t *testing.T) {
	cases := []struct{ lng, first, ask, svc string }{
		{"en", "", "how many hours is the sailing trip", "svc_sunset_sail"},
		{"en", "tuk tuk tomorrow for 3", "and how long does that take", "svc_tuktuk"},
		{"es", "", "cuanto tiempo dura el surf?", "svc_surf_lesson"},
		{"es", "kayak el sabado para 2", "y cuántas horas son?", "svc_tagus_kayak"},
		{"fr", "", "la soirée fado dure combien de temps ?", "svc_fado_night"},
		{"fr", "tuk tuk demain pour 2", "c'est quoi la durée ?", "svc_tuktuk"},
		{"de", "", "wie lange dauert der Tagesausflug nach Sintra", "svc_sintra_day"},
		{"de", "Surfkurs am Samstag für 2", "wie viele Stunden sind das ungefaehr?", "svc_surf_lesson"},
		{"it", "", "quanto dura la gita a sintra?", "svc_sintra_day"},
		{"it", "tour a piedi sabato per 2", "quante ore dura?", "svc_lisbon_walking"},
		{"pt", "", "quanto tempo demora o passeio de veleiro", "svc_sunset_sail"},
		{"pt", "fado amanhã para 2", "e quantas horas dura?", "svc_fado_night"},
		// a length asked of doing the tour, no time from now
		{"en", "", "can we do the sailing trip in 2 hours?", "svc_sunset_sail"},
		{"es", "tuk tuk mañana para 2", "¿se puede hacer en 2 horas?", "svc_tuktuk"},
		{"fr", "", "on peut faire la soirée fado en 2 heures ?", "svc_fado_night"},
		{"de", "Surfkurs am Samstag für 2", "schaffen wir das in 2 Stunden?", "svc_surf_lesson"},
		{"it", "", "il kayak si fa in 2 ore?", "svc_tagus_kayak"},
		{"pt", "", "dá para fazer a excursão a sintra em 6 horas?", "svc_sintra_day"},
		{"es", "", "¿dura 2 horas el tour a pie?", "svc_lisbon_walking"},
		// when it ends, and "last" as the verb while options are shown
		{"en", "kayak on saturday", "what time does it end roughly?", "svc_tagus_kayak"},
		{"en", "food tour on friday", "how long does it last?", "svc_food_wine"},
		{"es", "tuk tuk el viernes", "y a que hora acaba?", "svc_tuktuk"},
		{"fr", "kayak samedi", "ça finit à quelle heure ?", "svc_tagus_kayak"},
		{"de", "Kajak am Samstag", "und wann ist das zu Ende?", "svc_tagus_kayak"},
		{"it", "kayak sabato", "a che ora finisce?", "svc_tagus_kayak"},
		{"pt", "caiaque no sábado", "e a que horas acaba?", "svc_tagus_kayak"},
	}
	for _, c := range cases {
		f := newFixture(t)
		sess := "dur-" + c.lng + c.svc
		say := func(msg string) *Reply {
			r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: sess, Message: msg, Language: c.lng})
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		if c.first != "" {
			say(c.first)
		}
		r := say(c.ask)
		if !hasSource(r, "service", c.svc, "duration_minutes") {
			t.Errorf("%s %q (after %q): want the duration of %s, got %q %v", c.lng, c.ask, c.first, c.svc, r.Message, r.Sources)
		}
	}
	// How long before the start, how far ahead to cancel: not the
	// duration.
	f := newFixture(t)
	for i, msg := range []string{"how long before the start should we arrive for the kayak?", "how long in advance do I need to cancel the kayak?"} {
		r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: "dur-not-" + strconv.Itoa(i), Message: msg, Language: "en"})
		if err != nil {
			t.Fatal(err)
		}
		if hasSource(r, "service", "svc_tagus_kayak", "duration_minutes") {
			t.Errorf("%q read as a question about the duration: %q", msg, r.Message)
		}
	}
}
