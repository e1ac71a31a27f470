package knowledge

import (
	"slices"
	"testing"
)

// TestComeAlongAfterAgeTold: right after a tour's minimum age was told,
// whether he or she may come along on another tour asks that tour's ages,
// in every language; the same words with no age told before ask nothing,
// and "what comes with it" stays a question of what is included.
func TestComeAlongAfterAgeTold(t *testing.T) {
	biz, svcs, ix := demoIndex(t)
	ages := []Source{{Type: SourceService, ID: "svc_fado_night", Field: "min_age"}, {Type: SourceService, ID: "svc_fado_night", Field: "age_notes"}}
	for _, c := range []struct{ lang, text string }{
		{"en", "and the fado evening, can she join us?"},
		{"es", "¿y a la noche de fado puede venir?"},
		{"fr", "et à la soirée fado, elle peut venir ?"},
		{"de", "und zum Fado-Abend, darf sie mitkommen?"},
		{"it", "e alla serata di fado può venire?"},
		{"pt", "e à noite de fado ela pode ir?"},
	} {
		q := Query{Text: c.text, Lang: c.lang, DefaultLang: "en", NamedService: "svc_fado_night", RecentService: "svc_tagus_kayak", Business: biz, Services: svcs, AgeTold: true}
		r := ix.Answer(q)
		if !r.Answered || !slices.Equal(r.Sources, ages) {
			t.Errorf("%s %q after an age: answered %v from %v, want the fado's ages", c.lang, c.text, r.Answered, r.Sources)
		}
		q.AgeTold = false
		if r := ix.Answer(q); r.Answered && slices.Equal(r.Sources, ages) {
			t.Errorf("%s %q with no age told: answered from the ages", c.lang, c.text)
		}
	}
	q := Query{Text: "ist beim Fado-Abend ein Getränk dabei?", Lang: "de", DefaultLang: "en", NamedService: "svc_fado_night", Business: biz, Services: svcs, AgeTold: true}
	if r := ix.Answer(q); slices.ContainsFunc(r.Sources, func(s Source) bool { return s.Field == "min_age" }) {
		t.Errorf("%q after an age: answered from %v, not the ages", q.Text, r.Sources)
	}
}
