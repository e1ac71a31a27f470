package session

import "testing"

// TestAsksTransfer: asking to be put through to a person, by the verbs of
// passing a call or a chat on, in the six languages; the same verbs
// without "me" or "us" before them ask nothing of the kind.
func TestAsksTransfer(t *testing.T) {
	for msg, want := range map[string]bool{
		"could you pass me on to a colleague?":             true,
		"put me through to someone please":                 true,
		"¿me pueden pasar con alguien de reservas?":        true,
		"pásame con una persona":                           true,
		"nos comunican con alguien?":                       true,
		"passez-moi un conseiller svp":                     true,
		"pouvez-vous me mettre en relation avec quelqu'un": true,
		"können Sie mich bitte mit jemandem verbinden?":    true,
		"verbindet mich mit einem Menschen":                true,
		"mi potete passare qualcuno?":                      true,
		"passami un operatore":                             true,
		"vocês me passam para um atendente?":               true,
		"pode passar-me a alguém?":                         true,
		"¿alguien puede pasar con silla de ruedas?":        false,
		"can someone tell me if the kayak is accessible?":  false,
		"is the bus connection good?":                      false,
		"o barco passa para o outro lado do rio?":          false,
		"kann man die Touren verbinden?":                   false,
	} {
		if got := asksTransfer(msg); got != want {
			t.Errorf("asksTransfer(%q) = %v, want %v", msg, got, want)
		}
	}
}
