package reply

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

var slot = regexp.MustCompile(`\{[a-z]+\}`)

// TestTemplates checks that every message exists in the six languages with
// the same slots, so no reply comes out with a raw "{name}".
func TestTemplates(t *testing.T) {
	all := map[string][6]string{}
	for k, v := range templates {
		all[k] = v
	}
	for k, v := range bookingTemplates {
		if _, dup := all[k]; dup {
			t.Errorf("%s is defined twice", k)
		}
		all[k] = v
	}
	for key, row := range all {
		want := slot.FindAllString(row[0], -1)
		slices.Sort(want)
		for i, s := range row {
			if strings.TrimSpace(s) == "" {
				t.Errorf("%s: language %d empty", key, i)
			}
			got := slot.FindAllString(s, -1)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s: language %d slots %v, want %v", key, i, got, want)
			}
		}
	}
}

func TestSay(t *testing.T) {
	if got := Say("es", "ask_reach", Vars{"name": "Ana"}); !strings.Contains(got, "Ana") || strings.Contains(got, "{") {
		t.Fatalf("Say: %q", got)
	}
	if got := Say("nl", "thanks", nil); got != templates["thanks"][0] {
		t.Fatalf("unknown language should fall back to English: %q", got)
	}
	if got := Say("en", "no_such_key", nil); got != "no_such_key" {
		t.Fatalf("unknown key: %q", got)
	}
}

func TestFormats(t *testing.T) {
	d := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	today := time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct{ got, want string }{
		{Date("en", d, today), "Saturday 28 November"},
		{Date("es", d, today), "sábado 28 de noviembre"},
		{Date("de", d, today), "Samstag, 28. November"},
		{Date("pt", d.AddDate(1, 0, 0), today), "domingo 28 de novembro 2027"},
		{OnDate("pt", d.AddDate(0, 0, -4), today), "na terça-feira 24 de novembro"},
		{OnDate("pt", d, today), "no sábado 28 de novembro"},
		{OnDate("de", d, today), "am Samstag, 28. November"},
		{Clock("en", d), "9:00 AM"},
		{Clock("fr", d.Add(9*time.Hour)), "18:00"},
		{Money("en", 45, "EUR"), "€45"},
		{Money("de", 12.5, "EUR"), "12,50 €"},
		{Money("it", 10, "CHF"), "10 CHF"},
		{Duration("en", 150), "2.5 hours"},
		{Duration("es", 150), "2,5 horas"},
		{Duration("de", 60), "1 Stunde"},
		{Duration("it", 90), "1,5 ore"},
		{Duration("fr", 45), "45 minutes"},
		{People("fr", 1), "1 personne"},
		{People("pt", 4), "4 pessoas"},
		{Languages("de", []string{"en", "pt"}), "Englisch und Portugiesisch"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
