package session

import "testing"

func TestTerseAddress(t *testing.T) {
	yes := []string{"address?", "the address?", "what's the address", "¿dirección?", "cual es la direccion?", "adresse ?",
		"l'adresse ?", "Adresse?", "die Adresse?", "indirizzo?", "l'indirizzo?", "morada?", "qual é a morada?", "endereço?"}
	no := []string{"what is your office address?", "¿cuál es vuestra dirección?", "adresse du bureau ?", "Ihre Büroadresse?",
		"indirizzo dell'ufficio?", "endereço do escritório?", "where?", "time?", "address of the kayak meeting point please"}
	for _, m := range yes {
		if !terseAddress(m) {
			t.Errorf("terseAddress(%q) = false", m)
		}
	}
	for _, m := range no {
		if terseAddress(m) {
			t.Errorf("terseAddress(%q) = true", m)
		}
	}
}
