package understand

import (
	"testing"

	"github.com/tourchat/tourchat/store/demo"
)

// parseWith reads msg in lang with the demo tours and no options shown.
func parseWith(t *testing.T, msg, lang string) *Result {
	t.Helper()
	svcs, err := demo.Services()
	if err != nil {
		t.Fatal(err)
	}
	return Parse(msg, Context{Now: now, Lang: lang, Region: "PT", Services: NewServices(svcs)})
}

// TestBarePartyAfterTourOrDay checks the party said by a preposition and a
// bare number after a tour, a day or a time, only in the languages that
// say it so: Italian "in 2", Portuguese "em 2", German "zu 3." and "zu
// 3t", French "on vient à 2"; a unit after the number makes it no party,
// and a French "à 2" with no verb of coming stays an hour.
func TestBarePartyAfterTourOrDay(t *testing.T) {
	cases := []struct {
		lang, msg string
		guests    int
		clock     string
		service   string
	}{
		{"it", "kayak sabato in 2", 2, "", "svc_tagus_kayak"},
		{"it", "per noi in 3 la vela domenica", 3, "", "svc_sunset_sail"},
		{"it", "giro in barca domenica in 4 alle 17", 4, "17:00", "svc_sunset_sail"},
		{"it", "veniamo in 3 sabato", 3, "", ""},
		{"it", "si fa in 2 ore?", 0, "", ""},
		{"it", "arriviamo in 5 minuti", 0, "", ""},
		{"pt", "caiaque sábado em 2", 2, "", "svc_tagus_kayak"},
		{"pt", "vamos em 3 no sábado ao tuk tuk", 3, "", "svc_tuktuk"},
		{"pt", "vela domingo, estamos em 4", 4, "", "svc_sunset_sail"},
		{"pt", "caiaque em 2 dias", 0, "", "svc_tagus_kayak"},
		{"de", "Kajak am Samstag zu 3.", 3, "", "svc_tagus_kayak"},
		{"de", "Segeln Sonntag, wir kommen zu 4t", 4, "", "svc_sunset_sail"},
		{"de", "Kajak bis zu 3 Stunden?", 0, "", "svc_tagus_kayak"},
		{"fr", "kayak samedi, on vient à 2", 2, "", "svc_tagus_kayak"},
		{"fr", "on y va à 4 samedi matin", 4, "", ""},
		{"fr", "kayak samedi à 2", 0, "14:00", "svc_tagus_kayak"},
		{"fr", "on part à 3 ?", 0, "15:00", ""},
		{"es", "kayak el sábado, vamos los 2", 2, "", "svc_tagus_kayak"},
		{"es", "vamos a las 3", 0, "15:00", ""},
		{"en", "sailing sunday us 3", 3, "", "svc_sunset_sail"},
	}
	for _, c := range cases {
		r := parseWith(t, c.msg, c.lang)
		clock := ""
		if r.HasTime {
			clock = clockOf(r)
		}
		if r.Guests != c.guests || clock != c.clock || r.ServiceID != c.service {
			t.Errorf("%s %q: guests %d clock %q service %q, want %d %q %q", c.lang, c.msg, r.Guests, clock, r.ServiceID, c.guests, c.clock, c.service)
		}
	}
}

func clockOf(r *Result) string {
	return string([]byte{byte('0' + r.Hour/10), byte('0' + r.Hour%10), ':', byte('0' + r.Minute/10), byte('0' + r.Minute%10)})
}
