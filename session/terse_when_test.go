package session

import "testing"

func TestTerseWhen(t *testing.T) {
	yes := []string{"time?", "what time?", "date?", "which day", "¿hora?", "a qué hora?", "fecha?", "heure ?", "quel jour ?",
		"Uhrzeit?", "wann?", "welcher Tag?", "orario?", "che ora?", "quale giorno?", "hora?", "que dia?", "a que horas?"}
	no := []string{"what?", "yes", "thanks", "what time is the sunset sail tomorrow", "hora de encuentro y lugar por favor",
		"hay plazas?", "quel prix ?", "Treffpunkt?"}
	for _, m := range yes {
		if !terseWhen(m) {
			t.Errorf("terseWhen(%q) = false", m)
		}
	}
	for _, m := range no {
		if terseWhen(m) {
			t.Errorf("terseWhen(%q) = true", m)
		}
	}
}
