package session

import (
	"context"
	"slices"
	"strings"
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

// asksTransfer reports a message that asks to be put through to a person,
// by the verbs of passing a call or a chat on: "can you pass me to
// someone?", "put me through", "me pueden pasar con alguien?", "me
// comunican con alguien", "passez-moi quelqu'un", "können Sie mich mit
// jemandem verbinden?", "mi passate qualcuno?", "me passam para alguém?".
// With a person asked for (IntentHuman), it is the handoff, not a
// question for the knowledge, whatever else the message asks.
func asksTransfer(raw string) bool {
	ws := foldedWords(raw)
	for i := range ws {
		for _, p := range transferPhrases {
			if i+len(p.words) <= len(ws) && slices.Equal(ws[i:i+len(p.words)], p.words) &&
				(!p.object || slices.ContainsFunc(ws[max(0, i-5):min(len(ws), i+len(p.words)+2)], func(w string) bool { return transferObjects[w] })) {
				return true
			}
		}
	}
	return false
}

type transferPhrase struct {
	words  []string
	object bool // the verb needs "me" or "us" near it ("me pueden pasar con", "verbindet mich"; not "¿se puede pasar con silla?")
}

// transferObjects are the "me" and "us" a verb of passing on needs.
var transferObjects = wordSet("me nos mich uns mi ci moi nous")

// transferPhrases are the words of asking to be put through, folded; "*"
// marks a verb that needs its object near it, in the five words before or
// the two after (transferObjects).
var transferPhrases = func() []transferPhrase {
	var out []transferPhrase
	for _, p := range []string{
		"pass me to", "pass me on to", "pass me over to", "put me through", "put me in touch", "connect me", "transfer me",
		"hand me over", "hand me to",
		"*pasar con", "pasarme con", "pasarnos con", "pasame con", "pasanos con", "pasadme con", "*pasas con", "*pasan con",
		"*pasen con", "*comunican con", "*comunicar con", "comunicarme con", "*comunicas con", "*comuniquen con",
		"*transferir", "*transfieren", "ponerme en contacto con", "ponerme con",
		"passez moi", "passe moi", "*passer quelqu", "me mettre en relation", "mettez moi en relation",
		"*transferer", "transferez moi",
		"*verbinden", "*verbindet", "*weiterleiten", "*weiterverbinden", "*durchstellen", "mich weiter",
		"*passate qualcuno", "*passi qualcuno", "passarmi", "passami", "*passare qualcuno", "mettermi in contatto",
		"*mettete in contatto", "*trasferire", "trasferirmi",
		"*passar para", "*passam para", "*passa para", "*passe para", "*passem para", "passar me", "passem me", "passa me",
		"transferir me", "*por em contato", "*por em contacto",
	} {
		obj := strings.HasPrefix(p, "*")
		out = append(out, transferPhrase{words: strings.Fields(strings.TrimPrefix(p, "*")), object: obj})
	}
	return out
}()

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
