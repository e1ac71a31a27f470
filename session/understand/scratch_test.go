package understand

import (
	"fmt"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store/demo"
)

func TestScratch(t *testing.T) {
	svcs, _ := demo.Services()
	loc, _ := time.LoadLocation("Europe/Lisbon")
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, loc)
	ms := []string{
		"Hi! Do you have kayak tours tomorrow for 4 people?",
		"¿Hay plazas para el tour a pie el sábado por la mañana? Somos cuatro",
		"Combien coûte la balade en kayak pour 2 adultes et 2 enfants le 3 décembre ?",
		"Wir sind zu viert, habt ihr am nächsten Samstag um 14 Uhr noch was frei?",
		"vorrei prenotare il giro in barca a vela per domani alle 18",
		"Quanto custa o passeio de tuk-tuk? somos 3, na sexta-feira",
		"I'll take the second one. My name is Ana Silva, ana@example.com",
		"and on Sunday?", "for 6 instead", "the 2pm", "3/12 at 10am", "in 3 days", "what's the weather like tomorrow?",
		"I want to cancel my booking", "can I talk to a real person?", "thanks, bye!", "hola", "surf lesson in costa da caparica?",
		"kayk tomorow", "+351 912 345 678", "Ich heiße Jonas Weber, meine Nummer ist 0176 12345678",
	}
	for _, m := range ms {
		r := Parse(m, Context{Now: now, Lang: "en", Region: "PT", Services: NewServices(svcs), HasOptions: true})
		d := ""
		if r.HasDate() {
			d = r.Date.Format("Mon 2006-01-02")
		}
		fmt.Printf("%-70q %-14s date=%s part=%s t=%v %02d:%02d g=%d svc=%s ch=%d name=%q em=%s ph=%s\n", m, r.Intent, d, r.DayPart, r.HasTime, r.Hour, r.Minute, r.Guests, r.ServiceID, r.Choice, r.Name, r.Email, r.Phone)
	}
}

func TestScores(t *testing.T) {
	svcs, _ := demo.Services()
	for _, m := range []string{"Nous sommes 6, on peut faire le cours de surf samedi prochain ?", "quelque chose ce soir ?"} {
		r := Parse(m, Context{Now: time.Now(), Services: NewServices(svcs)})
		t.Logf("%q %v %+v", m, r.Scores, hits(m))
	}
}

func hits(m string) []hit { return intentSet.find(Prepare(m), nil) }
