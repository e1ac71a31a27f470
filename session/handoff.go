package session

import (
	"context"
	"time"

	"github.com/tourchat/tourchat/session/reply"
)

// handoff answers a request for a person: handed off (the conversation
// waits for staff) when the team is there; otherwise an honest answer,
// when they are back and a request for contact details, and the
// conversation stays with the assistant so that the details become a lead.
func (e *Engine) handoff(ctx context.Context, b *builder, t *turn) error {
	if b.teamAway != nil {
		back, away, err := b.teamAway(ctx)
		if err != nil {
			return err
		}
		if away {
			if back.IsZero() {
				b.say("human_away")
			} else {
				local := back.In(b.loc)
				b.say("human_back", "when", b.whenText(local))
			}
			b.act(ActionShareContact, ActionViewTours)
			return nil
		}
	}
	t.handoff = true
	b.say("human")
	b.act(ActionShareContact, ActionViewTours)
	return nil
}

// atWords joins a date and a time: "on Monday 3 December at 9:00 AM".
var atWords = map[string]string{"en": " at ", "es": " a las ", "fr": " à ", "de": " um ", "it": " alle ", "pt": " às "}

// todayWords names today, for a team back later the same day.
var todayWords = map[string]string{"en": "today", "es": "hoy", "fr": "aujourd'hui", "de": "heute", "it": "oggi", "pt": "hoje"}

// whenText renders a local time the team is back: "today at 9:00 AM",
// "el lunes 3 de diciembre a las 9:00".
func (b *builder) whenText(t time.Time) string {
	at, ok := atWords[b.lang]
	if !ok {
		at = atWords["en"]
	}
	day := reply.OnDate(b.lang, t, b.today)
	if dayOf(t).Equal(b.today) {
		day = todayWords[b.lang]
		if day == "" {
			day = todayWords["en"]
		}
	}
	return day + at + reply.Clock(b.lang, t)
}
