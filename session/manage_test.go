package session

import (
	"context"
	"strings"
	"testing"
)

// TestManageWithReference: a visitor asking to change or cancel a booking
// is asked for its reference; quoting it shows that booking (in the
// visitor's language, no customer details) and hands the conversation to
// the team; a reference this business has no booking for is said; the
// reference's digits are read as nothing else.
func TestManageWithReference(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	chat := func(session, msg string) *Reply {
		t.Helper()
		r, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: session, Message: msg})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, m := range []string{"kayak friday 9am for 2", "Tom Reed tom@example.com", "yes"} {
		chat("booker", m)
	}
	list := (&script{f: f}).bookings("booker")
	if len(list) != 1 {
		t.Fatalf("%d bookings, want 1", len(list))
	}
	ref := list[0].ID

	cases := []struct {
		lang, ask, give, service string
	}{
		{"en", "I need to change my booking please", "sure, it's " + strings.ToUpper(ref), "kayak"},
		{"es", "quiero cancelar mi reserva", "la referencia es " + ref, "kayak"},
		{"fr", "je voudrais modifier ma réservation", "voici la référence : " + ref, "kayak"},
		{"de", "ich möchte meine Buchung stornieren", "Buchungsnummer " + ref + ", danke", "kajak"},
		{"it", "vorrei cambiare la mia prenotazione", "ecco il codice " + ref, "kayak"},
		{"pt", "queria cancelar a minha reserva", "a referência é " + ref, "caiaque"},
	}
	for _, c := range cases {
		session := "manage-" + c.lang
		r := chat(session, c.ask)
		if !says(r, c.lang, "manage") {
			t.Errorf("%s %q: %q, want the manage reply", c.lang, c.ask, r.Message)
		}
		r = chat(session, c.give)
		if r.Language != c.lang || !strings.Contains(r.Message, ref) || !strings.Contains(strings.ToLower(r.Message), c.service) ||
			!says(r, c.lang, "manage_passed") || strings.Contains(r.Message, "Tom Reed") || strings.Contains(r.Message, "tom@example.com") {
			t.Errorf("%s %q: %q (%s), want the booking in the visitor's language, passed to the team, no customer details", c.lang, c.give, r.Message, r.Language)
		}
		conv, err := f.st.ConversationBySession(ctx, f.biz.ID, session)
		if err != nil || !conv.Handoff {
			t.Errorf("%s: the conversation is not handed to the team (%v)", c.lang, err)
		}
		if n := len((&script{f: f}).bookings(session)); n != 0 {
			t.Errorf("%s: %d bookings made by quoting a reference", c.lang, n)
		}
	}

	r := chat("unknown", "can I cancel bk_01aaaaaaaaaaaaaaaaaaaaaaaa please")
	if !says(r, "en", "manage_unknown_ref") || !strings.Contains(r.Message, "bk_01aaaaaaaaaaaaaaaaaaaaaaaa") {
		t.Errorf("unknown reference: %q", r.Message)
	}
	if conv, err := f.st.ConversationBySession(ctx, f.biz.ID, "unknown"); err == nil && conv.Handoff {
		t.Error("an unknown reference handed the conversation to the team")
	}
}
