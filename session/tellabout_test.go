package session

import "testing"

func TestTellAbout(t *testing.T) {
	yes := []string{"tell us a bit about the surf lesson", "can you tell me something about the fado?",
		"hablanos del velero", "me puedes contar algo sobre el surf?", "dime algo del tour gastronomico",
		"parlez-moi du surf", "dis-moi quelque chose sur la visite à pied", "tu peux nous parler de la croisière ?",
		"erzählt uns etwas über den Segeltörn", "kannst du mir vom Fado erzählen?",
		"parlaci un po' del surf", "mi racconti qualcosa sulla gita a Sintra?", "spiegami un po' del giro in barca",
		"fale-me um pouco do surf", "podes contar-nos sobre o fado?", "diz-me alguma coisa sobre a visita a pé"}
	no := []string{"can I talk to someone?", "quiero hablar con alguien", "je voudrais parler à quelqu'un",
		"ich möchte mit jemandem sprechen", "vorrei parlare con qualcuno", "quero falar com alguém",
		"does the guide speak french?", "la guida parla inglese?", "o guia fala espanhol?", "le guide parle anglais ?",
		"the kayak on saturday for 2", "tell me when you have places"}
	for _, m := range yes {
		if !tellAbout(m) {
			t.Errorf("tellAbout(%q) = false, want true", m)
		}
	}
	for _, m := range no {
		if tellAbout(m) {
			t.Errorf("tellAbout(%q) = true, want false", m)
		}
	}
}
