package lang

import "testing"

func TestDetect(t *testing.T) {
	d := New()
	cases := []struct{ text, prior, want string }{
		// Nothing to read: the fallback (here Portuguese).
		{"🤔", "", "pt"},
		{"Do you have any tours tomorrow?", "", "en"},
		{"¿Hay plazas mañana para cuatro?", "", "es"},
		{"Il reste des places samedi ?", "", "fr"},
		{"Habt ihr morgen noch Plätze frei?", "", "de"},
		{"Ci sono posti domani?", "", "it"},
		{"Há vagas amanhã para duas pessoas?", "", "pt"},
		{"holaaa", "", "es"},
		// Typed without accents, as on a phone.
		{"hola quiero reservar un tour para manana", "", "es"},
		{"ola queria saber o preco", "", "pt"},
		{"ciao vorrei prenotare per domani", "", "it"},
		{"bonjour je voudrais reserver", "", "fr"},
		{"hallo ich mochte buchen fur morgen", "", "de"},
		// Short, leaning one way: the text beats the fallback (pt here).
		{"precio?", "", "es"},
		{"wie viel", "", "de"},
		{"combien", "", "fr"},
		{"aceptan efectivo", "", "es"},
		// Verb endings and letters: "potremmo", "confirmais", "abrem", "llueve".
		{"potremmo iniziare prima", "", "it"},
		{"me confirmais para 3", "", "es"},
		{"si llueve se cancela?", "", "es"},
		// Only elongated words are squeezed: "all" is not Spanish "al".
		{"graaacias", "", "es"},
		{"stiamo all hotel Sole", "", "it"},
		// A clock time with am/pm glued on is English; "11h" is not.
		{"sat 11am", "", "en"},
		{"10.30am?", "", "en"},
		{"kayak 3pm", "", "en"},
		{"11h", "", "pt"},
		{"kayak 3pm", "it", "it"},
		// Activity names alike in the six languages say nothing.
		{"surf", "", "pt"},
		{"tuk tuk", "", "pt"},
		{"fado", "fr", "fr"},
		// Too little to tell: the conversation's language stays.
		{"ok", "de", "de"},
		{"ana@example.com", "fr", "fr"},
		{"tuk tuk 14:00", "it", "it"},
		// Low-signal turns keep the conversation's language: a name that is
		// also a word elsewhere ("costa" is Italian for "costs": a
		// Portuguese booking was once confirmed in Italian), a single word
		// of another language, a number, a time.
		{"Ana Costa, ana@x.com", "pt", "pt"},
		{"Sofia Costa", "pt", "pt"},
		{"Marco Bianchi", "pt", "pt"},
		{"ciao", "pt", "pt"},
		{"ok grazie", "pt", "pt"},
		{"perfetto", "es", "es"},
		{"vale", "pt", "pt"},
		{"sì", "pt", "pt"},
		{"14:00", "de", "de"},
		{"2", "fr", "fr"},
		{"+351 912 345 678", "en", "en"},
		// A clear switch wins over the prior.
		{"Do you speak English? I don't understand", "pt", "en"},
		{"Vous parlez français ?", "en", "fr"},
		{"Fala português?", "en", "pt"},
		{"Muchas gracias, ¿cuánto cuesta?", "en", "es"},
	}
	for _, c := range cases {
		if got := d.Detect(c.text, c.prior, "pt"); got.Lang != c.want {
			t.Errorf("Detect(%q, prior %q) = %s (%v), want %s", c.text, c.prior, got.Lang, got.Scores, c.want)
		}
	}
}

func TestIsSupported(t *testing.T) {
	if !IsSupported("pt") || IsSupported("nl") || IsSupported("") {
		t.Fatal("IsSupported")
	}
}

func BenchmarkDetect(b *testing.B) {
	d := New()
	for i := 0; i < b.N; i++ {
		d.Detect("Hola, ¿hay plazas para el kayak mañana?", "", "en")
	}
}
