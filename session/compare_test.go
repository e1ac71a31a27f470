package session

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// TestComparedTours pins which messages weigh tours against each other: two
// tours named in a question or with a word that chooses, in the six
// languages; not one tour, a price comparison, or a request with a day.
func TestComparedTours(t *testing.T) {
	f := newFixture(t)
	cat := mustCatalog(t, f)
	for _, c := range []struct {
		lang, msg string
		want      []string
	}{
		{"en", "which is better for a 6 year old, the kayak or the surf?", []string{"svc_tagus_kayak", "svc_surf_lesson"}},
		{"es", "mejor el tuk tuk o el tour a pie para mi abuela", []string{"svc_tuktuk", "svc_lisbon_walking"}},
		{"fr", "plutôt le voilier ou le kayak pour des enfants", []string{"svc_sunset_sail", "svc_tagus_kayak"}},
		{"de", "Kajak oder Segeltour, was ist besser?", []string{"svc_tagus_kayak", "svc_sunset_sail"}},
		{"it", "meglio il fado o il tour gastronomico", []string{"svc_fado_night", "svc_food_wine"}},
		{"pt", "qual a diferença entre o surf e o caiaque", []string{"svc_surf_lesson", "svc_tagus_kayak"}},
		{"it", "surf o tuk tuk, ci consigliate", []string{"svc_surf_lesson", "svc_tuktuk"}},
		{"en", "is the kayak ok for a 6 year old?", nil},
		{"en", "which is cheaper, the kayak or the surf?", nil},
		{"en", "the kayak or the surf on saturday, which is better?", nil},
		{"en", "the kayak and then the fado", nil},
	} {
		res := understand.Parse(c.msg, understand.Context{Now: testNow, Lang: c.lang, Region: "PT", Services: cat.matcher})
		if got := comparedTours(res, c.msg); !slices.Equal(got, c.want) {
			t.Errorf("%s %q: compared %v, want %v", c.lang, c.msg, got, c.want)
		}
	}
}

// TestWithoutChoosing pins the words of choosing blanked before each tour
// is asked, keeping what the question weighs them on.
func TestWithoutChoosing(t *testing.T) {
	for _, c := range []struct{ msg, want string }{
		{"kids of 5 and 7, which suits them better, the surf or the sail?", "kids of 5 and 7, them , the surf or the sail?"},
		{"é melhor o caiaque ou o surf?", "é o caiaque ou o surf?"},
		{"mein Vater sitzt im Rollstuhl, lieber Fado oder Tuk-Tuk?", "mein Vater sitzt im Rollstuhl, Fado oder Tuk-Tuk?"},
	} {
		if got := strings.Join(strings.Fields(withoutChoosing(c.msg)), " "); got != c.want {
			t.Errorf("%q: %q, want %q", c.msg, got, c.want)
		}
	}
}

// TestCompareForBeginners: two tours weighed for beginners or first-timers
// ("sail or surf, which is better for beginners?") are answered with what
// each tour is (its description says "beginner lesson", "no experience
// needed"), as no fact holds a level; "beginners" is never where a tour
// begins (its meeting point).
func TestCompareForBeginners(t *testing.T) {
	f := newFixture(t)
	for i, c := range []struct{ lang, msg string }{
		{"en", "kayak or surf, which one is best for first timers?"},
		{"en", "kayak or surf for beginners, which do you recommend?"},
		{"es", "kayak o surf, cual es mejor para principiantes?"},
		{"fr", "kayak ou surf, lequel est mieux pour des debutants ?"},
		{"de", "Kajak oder Surfkurs, was ist besser für Anfänger?"},
		{"it", "kayak o surf, quale è meglio per principianti?"},
		{"pt", "caiaque ou surf, qual e melhor para iniciantes?"},
	} {
		r, err := f.eng.Chat(context.Background(), Request{Business: f.biz, SessionID: fmt.Sprintf("beginners-%d", i), Message: c.msg})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range r.Sources {
			if s.Field == store.FactMeetingPoint {
				t.Errorf("%s %q: answered from %v", c.lang, c.msg, r.Sources)
			}
		}
		for _, id := range []string{"svc_tagus_kayak", "svc_surf_lesson"} {
			svc := mustCatalog(t, f).service(id)
			if !strings.Contains(r.Message, svc.Description[c.lang]) {
				t.Errorf("%s %q: no description of %s in %.120q", c.lang, c.msg, id, r.Message)
			}
		}
	}
}
