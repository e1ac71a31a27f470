package lang

import "testing"

// TestAsked pins requests to go on in another language, and questions
// about a tour's languages that are none.
func TestAsked(t *testing.T) {
	cases := []struct {
		text, current, target, rest string
	}{
		// asked, alone
		{"english ok?", "de", "en", ""},
		{"English?", "es", "en", ""},
		{"can we continue in english?", "fr", "en", ""},
		{"do you speak english?", "pt", "en", ""},
		{"hi, do you speak German?", "en", "de", ""},
		{"could we do this in english please", "it", "en", ""},
		{"I only speak english, sorry", "es", "en", ""},
		{"¿podemos hablar en inglés?", "es", "en", ""},
		{"¿hablas francés?", "en", "fr", ""},
		{"perdón, ¿me escribes en español?", "en", "es", ""},
		{"on peut parler anglais ?", "fr", "en", ""},
		{"vous parlez espagnol ?", "fr", "es", ""},
		{"en anglais s'il vous plaît", "fr", "en", ""},
		{"können wir Englisch sprechen?", "de", "en", ""},
		{"auf Englisch bitte", "de", "en", ""},
		{"geht auch Englisch?", "de", "en", ""},
		{"Sprechen Sie Französisch?", "en", "fr", ""},
		{"possiamo parlare in inglese?", "it", "en", ""},
		{"in inglese per favore", "it", "en", ""},
		{"mi scrivi in spagnolo?", "it", "es", ""},
		{"podemos falar em inglês?", "pt", "en", ""},
		{"fala italiano?", "en", "it", ""},
		{"em inglês se possível", "pt", "en", ""},
		// asked, with what follows
		{"sorry my german is rusty, english ok? sunday 9am please", "de", "en", "sunday 9am please"},
		{"lo siento, mi inglés es malo, ¿seguimos en español? el sábado para 2", "en", "es", "el sábado para 2"},
		{"désolé mon allemand est mauvais, on continue en français ? samedi à 11h", "de", "fr", "samedi à 11h"},
		{"Entschuldigung, mein Italienisch ist schlecht, können wir auf Deutsch weitermachen? Freitag für 3", "it", "de", "Freitag für 3"},
		{"scusate, il mio portoghese è scarso, possiamo parlare in italiano? domani alle 10", "pt", "it", "domani alle 10"},
		{"desculpe, o meu espanhol é fraco, podemos falar em português? sábado para 2", "es", "pt", "sábado para 2"},
		{"sorry can we switch to english? my german is not so good. the 11:30 one", "de", "en", "the 11:30 one"},
		{"can we switch from german to english", "de", "en", ""},
		{"sorry, can we continue in english? how long does it take", "pt", "en", "how long does it take"},
		// about the tour's languages, or someone else's
		{"does the guide speak english?", "en", "", ""},
		{"le guide parle anglais ?", "fr", "", ""},
		{"is the walking tour in german?", "en", "", ""},
		{"is it in english?", "en", "", ""},
		{"c'est en anglais ?", "fr", "", ""},
		{"ist das auf Deutsch?", "de", "", ""},
		{"do they speak italian on the kayak", "en", "", ""},
		{"my parents only speak german", "en", "", ""},
		{"mi marido no habla inglés", "es", "", ""},
		{"ich spreche kein Portugiesisch", "de", "", ""},
		{"il parle anglais ?", "fr", "", ""},
		{"la guida parla tedesco?", "it", "", ""},
		{"o instrutor fala inglês?", "pt", "", ""},
		{"hay algún monitor que hable alemán?", "es", "", ""},
		{"english speaking guide available?", "en", "", ""},
		{"bonsoir, est ce possible en anglais", "fr", "", ""},
		{"cibo italiano?", "it", "", ""},
		{"Frances", "en", "", ""},
		// a language said as what a thing or the speaker is, or accepted
		// while the message goes on in the current language
		{"perdona, es inglés: +44 20 7946 0000", "es", "", ""},
		{"ah pardon, il est anglais : +44 7700 900123", "fr", "", ""},
		{"sorry, ist englisch: +44 7700 900456", "de", "", ""},
		{"scusi, il numero è inglese: +44 7700 900789", "it", "", ""},
		{"desculpe, é inglês: +44 7700 900321", "pt", "", ""},
		{"spanisch geht auch. dann bitte für Samstag buchen", "de", "", ""},
		{"bon l'anglais ça va aussi. on réserve pour samedi alors", "fr", "", ""},
		{"vale, inglés también. entonces el sábado para dos", "es", "", ""},
		{"va bene anche inglese. allora sabato per due", "it", "", ""},
		{"ok, inglês também serve. então sábado para dois", "pt", "", ""},
		{"is english ok?", "de", "en", ""},
		{"kayak saturday for 2", "en", "", ""},
	}
	for _, c := range cases {
		target, rest, ok := Asked(c.text, c.current)
		if ok != (c.target != "") || target != c.target || rest != c.rest {
			t.Errorf("Asked(%q, %s) = %q, %q, %v; want %q, %q", c.text, c.current, target, rest, ok, c.target, c.rest)
		}
	}
}

// TestAskedOddText: invalid UTF-8, control bytes and long text never
// panic.
func TestAskedOddText(t *testing.T) {
	for _, s := range []string{"\xff\xfe english ok?", "à\xc3 anglais ?, \xa0 samedi", "(((", "¿¡", "english\x00please",
		"sorry, english? " + string(make([]byte, 700))} {
		Asked(s, "en")
	}
}
