package session

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// withEntities makes the engine's parser add what the grammar reports for
// messages containing a marker (the parser fills these fields; the dialogue
// must use them whatever phrasing produced them).
func withEntities(e *Engine, marker string, set func(*understand.Entities)) {
	prev := e.parse
	e.parse = func(raw string, c understand.Context) *understand.Result {
		r := prev(raw, c)
		if strings.Contains(raw, marker) {
			set(&r.Entities)
		}
		return r
	}
}

func day(s string) time.Time {
	d, err := time.ParseInLocation(store.DateLayout, s, testNow.Location())
	if err != nil {
		panic(err)
	}
	return d
}

// TestHolidayShowsOnlyThatDay: a festive day read from words shows only
// its slots, or says nothing runs that day, in every language.
func TestHolidayShowsOnlyThatDay(t *testing.T) {
	cases := []struct{ lang, open, closed string }{
		{"en", "tuk tuk on christmas day", "kayak on christmas eve ⟨ce⟩"},
		{"es", "tuk tuk el día de navidad", "fado en nochebuena ⟨ce⟩"},
		{"fr", "tuk tuk le jour de noël", "fado la veille de noël ⟨ce⟩"},
		{"de", "Tuk Tuk am ersten Weihnachtstag", "Gibt es an Heiligabend noch Fado für uns zwei? ⟨ce⟩"},
		{"it", "tuk tuk il giorno di natale", "fado la vigilia di natale ⟨ce⟩"},
		{"pt", "tuk tuk no dia de natal", "fado na véspera de natal ⟨ce⟩"},
	}
	for _, c := range cases {
		f := newFixture(t)
		withEntities(f.eng, "natal", func(e *understand.Entities) { e.Date, e.Holiday = day("2026-12-25"), "christmas_day" })
		for _, w := range []string{"christmas day", "navidad", "noël", "Weihnachtstag", "natale"} {
			withEntities(f.eng, w, func(e *understand.Entities) { e.Date, e.Holiday = day("2026-12-25"), "christmas_day" })
		}
		withEntities(f.eng, "⟨ce⟩", func(e *understand.Entities) { e.Date, e.Holiday = day("2026-12-24"), "christmas_eve" })
		r := f.chat(t, "open-"+c.lang, c.open)
		if len(r.BookingOptions) == 0 || r.Language != c.lang {
			t.Fatalf("%s %q: no options in %s: %s", c.lang, c.open, r.Language, r.Message)
		}
		for _, o := range r.BookingOptions {
			if o.Date != "2026-12-25" || o.ServiceID != "svc_tuktuk" {
				t.Errorf("%s %q: option %s on %s", c.lang, c.open, o.SlotID, o.Date)
			}
		}
		r = f.chat(t, "closed-"+c.lang, c.closed)
		svc := "svc_fado_night"
		if c.lang == "en" {
			svc = "svc_tagus_kayak" // the kayak runs on Christmas Eve
			for _, o := range r.BookingOptions {
				if o.Date != "2026-12-24" {
					t.Errorf("%s %q: option on %s", c.lang, c.closed, o.Date)
				}
			}
			continue
		}
		if !says(r, c.lang, "closed_day") || !strings.Contains(r.Message, reply.Say(c.lang, "alternatives", nil)) {
			t.Errorf("%s %q: does not say %s is closed that day: %s", c.lang, c.closed, svc, r.Message)
		}
		for _, o := range r.BookingOptions {
			if o.Date == "2026-12-24" {
				t.Errorf("%s %q: option on the closed day", c.lang, c.closed)
			}
		}
	}
}

// TestRangesOfDaysAndTimes: every option lies within the range asked for.
func TestRangesOfDaysAndTimes(t *testing.T) {
	f := newFixture(t)
	withEntities(f.eng, "weekend", func(e *understand.Entities) { e.Date, e.DateEnd = day("2026-11-28"), day("2026-11-29") })
	withEntities(f.eng, "between 2 and 4pm", func(e *understand.Entities) {
		e.Hour, e.Minute, e.HasTime, e.EndHour, e.EndMinute, e.HasEndTime = 14, 0, true, 16, 0, true
	})
	r := f.chat(t, "range", "tuk tuk this weekend between 2 and 4pm for 2")
	if len(r.BookingOptions) == 0 {
		t.Fatalf("no options: %s", r.Message)
	}
	for _, o := range r.BookingOptions {
		at := o.Start.Format("15:04")
		if o.Date < "2026-11-28" || o.Date > "2026-11-29" || at < "14:00" || at > "16:00" {
			t.Errorf("option %s outside the weekend afternoon", o.SlotID)
		}
	}
	days := map[string]bool{}
	for _, o := range r.BookingOptions {
		days[o.Date] = true
	}
	if !days["2026-11-28"] || !days["2026-11-29"] {
		t.Errorf("the range shows %v, want both days", days)
	}
}

// TestTicketMixInTheSummary: a party said as adults and children is shown
// as such in the summary, and its size is the sum.
func TestTicketMixInTheSummary(t *testing.T) {
	for lang, msg := range map[string]string{
		"en": "Book the kayak tomorrow at 2pm, 2 adults and 1 kid, I'm Ana Silva, ana@example.com",
		"pt": "Quero reservar o caiaque amanhã às 14h, 2 adultos e 1 criança, sou a Ana Silva, ana@example.com",
	} {
		f := newFixture(t)
		withEntities(f.eng, "2 ad", func(e *understand.Entities) { e.Guests, e.Adults, e.Children = 3, 2, 1 })
		r := f.chat(t, "mix", msg)
		want := reply.Party(lang, 3, 2, 1, 0)
		if !strings.Contains(r.Message, want) || !strings.Contains(r.Message, reply.Money(lang, 135, "EUR")) {
			t.Fatalf("%s: summary without %q and the total: %s", lang, want, r.Message)
		}
		if r = f.chat(t, "mix", map[string]string{"en": "yes", "pt": "sim"}[lang]); !strings.Contains(r.Message, "bk_") {
			t.Fatalf("%s: not booked: %s", lang, r.Message)
		}
		bks, _, _ := f.st.ListBookings(context.Background(), f.biz.ID, store.BookingFilter{SessionID: "mix"})
		if len(bks) != 1 || bks[0].Guests != 3 {
			t.Fatalf("%s: bookings %+v", lang, bks)
		}
	}
}

// TestUnreadIsAskedNotGuessed: in every language, a date, time or party
// that could not be read replaces nothing: the reply says what it has and
// asks, shows no options, and the old value is not kept silently.
func TestUnreadIsAskedNotGuessed(t *testing.T) {
	msgs := map[string][2]string{
		"en": {"kayak on saturday for 2", "hmm rather on the blorpth"},
		"es": {"kayak el sábado para 2", "mejor el día blorp"},
		"fr": {"kayak samedi pour 2", "plutôt le blorp"},
		"de": {"Kajak am Samstag für 2", "lieber am Blorptag"},
		"it": {"kayak sabato per 2", "meglio il blorp"},
		"pt": {"caiaque no sábado para 2", "melhor no dia blorp"},
	}
	for lang, m := range msgs {
		for _, kind := range []string{understand.UnreadDate, understand.UnreadTime, understand.UnreadParty} {
			f := newFixture(t)
			unreadOn(f.eng, "lorp", kind)
			f.chat(t, "u", m[0])
			r := f.chat(t, "u", m[1])
			conv, _ := f.st.ConversationBySession(context.Background(), f.biz.ID, "u")
			st := decodeState(conv.State)
			if r.Language != lang || len(r.BookingOptions) != 0 || !says(r, lang, "unread_"+kind) || !says(r, lang, "understood") {
				t.Errorf("%s %s: %q replied in %s with %d options: %s", lang, kind, m[1], r.Language, len(r.BookingOptions), r.Message)
			}
			switch {
			case kind == understand.UnreadDate && st.Date != "",
				kind == understand.UnreadParty && st.Guests != 0:
				t.Errorf("%s %s: the old value stayed: %+v", lang, kind, st)
			}
		}
	}
}

// TestConversationLanguageHoldsThroughBooking: a booking started in one
// language is summarised and confirmed in it, whatever the name, email,
// phone or "ok" in between look like.
func TestConversationLanguageHoldsThroughBooking(t *testing.T) {
	scripts := map[string][]string{
		"pt": {"Olá, há caiaque amanhã para 2 pessoas?", "o das 14h", "Marco Bianchi", "marco.bianchi@example.it", "ok", "obrigado"},
		"it": {"Ciao, c'è il kayak domani per 2 persone?", "quello delle 14", "Ana Costa", "+351 912 345 678", "sim", "grazie"},
		"es": {"Hola, ¿hay kayak mañana para 2 personas?", "el de las 14", "Jean Dupont", "jean@example.fr", "ok", "gracias"},
		"de": {"Hallo, gibt es morgen Kajak für 2 Personen?", "um 14 Uhr", "Pedro Alves", "pedro@example.pt", "ok", "danke"},
		"fr": {"Bonjour, il y a du kayak demain pour 2 personnes ?", "14h", "Hans Müller", "hans@example.de", "ok", "merci"},
		"en": {"Hi, is there kayak tomorrow for 2 people?", "the 2pm", "José García", "jose@example.es", "si", "gracias"},
	}
	for lang, msgs := range scripts {
		f := newFixture(t)
		for i, m := range msgs {
			r := f.chat(t, "sticky", m)
			if r.Language != lang {
				t.Errorf("%s turn %d %q: replied in %s: %s", lang, i+1, m, r.Language, r.Message)
			}
			if i == 4 && !strings.Contains(r.Message, "bk_") {
				t.Errorf("%s: %q did not book: %s", lang, m, r.Message)
			}
		}
	}
}

// TestWhyNothingMatches: the reply says why, then offers alternatives.
func TestWhyNothingMatches(t *testing.T) {
	cases := []struct{ msg, key string }{
		{"kayak at 1pm for 2?", "no_such_time_any"},
		{"walking tour tomorrow at 1pm?", "no_such_time"},
		{"surf lesson on monday for 2", "closed_day"},
		{"tuk tuk tomorrow at 9am for 9", "too_few"},
	}
	for _, c := range cases {
		f := newFixture(t)
		r := f.chat(t, "why", c.msg)
		if !says(r, "en", c.key) || !strings.Contains(r.Message, reply.Say("en", "alternatives", nil)) || len(r.BookingOptions) == 0 {
			t.Errorf("%q: want %s and alternatives: %s", c.msg, c.key, r.Message)
		}
	}
}
