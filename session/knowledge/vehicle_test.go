package knowledge

import (
	"slices"
	"testing"
)

// TestVehiclesAreNoStrollers checks that the vans and minibuses that carry
// visitors are read as vehicles in every language, never as a stroller
// (the Portuguese "carrinha" shares its stem with "carrinho"), while the
// strollers stay strollers and the Spanish verb "van" stays a verb.
func TestVehiclesAreNoStrollers(t *testing.T) {
	for _, c := range []struct{ lang, text, want string }{
		{"en", "is there a minibus to the beach", "~vehicle"},
		{"en", "does the van wait for us", "~vehicle"},
		{"es", "¿la furgoneta sale del hotel?", "~vehicle"},
		{"fr", "la camionnette attend devant l'hôtel ?", "~vehicle"},
		{"fr", "il y a une navette ?", "~vehicle"},
		{"de", "wartet der Kleinbus am Bahnhof?", "~vehicle"},
		{"it", "il pulmino parte dalla stazione?", "~vehicle"},
		{"pt", "as carrinhas saem de onde?", "~vehicle"},
		{"pt", "a carrinha tem lugar para todos?", "~vehicle"},
		{"pt", "vocês têm van pra praia?", "~vehicle"},
		{"pt", "podemos levar o carrinho do bebé?", "~stroller"},
		{"es", "¿se puede ir con el carrito del niño?", "~stroller"},
		{"fr", "on peut venir avec la poussette ?", "~stroller"},
		{"de", "dürfen wir den Kinderwagen mitnehmen?", "~stroller"},
		{"it", "possiamo portare il passeggino?", "~stroller"},
	} {
		got := terms(c.text, c.lang)
		if !slices.Contains(got, c.want) {
			t.Errorf("%s %q: terms %q, want %s", c.lang, c.text, got, c.want)
		}
		if c.want == "~vehicle" && (slices.Contains(got, "~stroller") || slices.Contains(got, "~child")) {
			t.Errorf("%s %q: a vehicle read as a stroller or a child: %q", c.lang, c.text, got)
		}
	}
	if got := terms("la tabla y el neopreno van incluidos", "es"); slices.Contains(got, "~vehicle") {
		t.Errorf("the Spanish verb \"van\" read as a vehicle: %q", got)
	}
}
