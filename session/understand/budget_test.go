package understand

import "testing"

func TestBudget(t *testing.T) {
	cases := []struct {
		lang, msg string
		budget    float64
		currency  string
		total     bool
	}{
		// a limit before or after the amount; per person unless said
		{"en", "anything under €30?", 30, CurrencyEUR, false},
		{"en", "max 45 eur a head", 45, CurrencyEUR, false},
		{"en", "35 euros tops", 35, CurrencyEUR, false},
		{"en", "at most 27.50 € each", 27.5, CurrencyEUR, false},
		{"es", "hasta 40,50 euros por persona", 40.5, CurrencyEUR, false},
		{"fr", "30€ max par personne", 30, CurrencyEUR, false},
		{"de", "höchstens 40 Euro pro Kopf", 40, CurrencyEUR, false},
		{"de", "hoechstens 40 Euro", 40, CurrencyEUR, false},
		{"it", "non più di 35 euro a testa", 35, CurrencyEUR, false},
		{"pt", "até 40 euros por pessoa", 40, CurrencyEUR, false},
		// a budget or a sum to spend: the party's total unless said
		{"en", "our budget is 100 euros", 100, CurrencyEUR, true},
		{"en", "a budget of 30 euros per person", 30, CurrencyEUR, false},
		{"es", "un presupuesto de 90", 90, "", true},
		{"it", "abbiamo 80 euro in due", 80, CurrencyEUR, true},
		// a total said
		{"en", "under 100 euros in total", 100, CurrencyEUR, true},
		{"en", "under 60 euros for 2", 60, CurrencyEUR, true},
		{"fr", "moins de 90 € pour nous deux", 90, CurrencyEUR, true},
		// a range: its upper end
		{"en", "between 30 and 45 euros", 45, CurrencyEUR, false},
		{"pt", "entre 25 e 40 euros", 40, CurrencyEUR, false},
		{"fr", "25-40€", 40, CurrencyEUR, false},
		// other currencies are reported; money without a name is none
		{"en", "under $50", 50, CurrencyUSD, false},
		{"en", "under 30 dollars tomorrow", 30, CurrencyUSD, false},
		{"en", "max 40 USD", 40, CurrencyUSD, false},
		{"en", "£25 max", 25, CurrencyGBP, false},
		{"es", "menos de 40 dólares por persona", 40, CurrencyUSD, false},
		{"es", "hasta 30 libras", 30, CurrencyGBP, false},
		{"fr", "moins de 50 francs suisses", 50, CurrencyCHF, false},
		{"fr", "pas plus de 30 livres sterling", 30, CurrencyGBP, false},
		{"de", "unter 30 Pfund", 30, CurrencyGBP, false},
		{"de", "höchstens 60 Franken pro Person", 60, CurrencyCHF, false},
		{"it", "sotto i 30 dollari", 30, CurrencyUSD, false},
		{"it", "massimo 40 franchi svizzeri", 40, CurrencyCHF, false},
		{"pt", "até 150 reais", 150, CurrencyBRL, false},
		{"pt", "no máximo 40 dólares", 40, CurrencyUSD, false},
		{"en", "no more than 40 bucks", 40, "", false},
		// no ceiling: a price, an age, a duration, a time, a party
		{"en", "it costs 45 euros", 0, "", false},
		{"en", "kids under 12?", 0, "", false},
		{"en", "under 2 hours please", 0, "", false},
		{"es", "hasta las 4 de la tarde", 0, "", false},
		{"de", "bis 16 Uhr", 0, "", false},
		{"pt", "até 4 pessoas", 0, "", false},
		{"en", "we want to spend 2 days in Lisbon", 0, "", false},
	}
	for _, c := range cases {
		r := parse(t, c.msg, c.lang)
		if r.Budget != c.budget || r.BudgetCurrency != c.currency || r.BudgetTotal != c.total {
			t.Errorf("%s %q: budget %v %q total %v, want %v %q %v", c.lang, c.msg, r.Budget, r.BudgetCurrency, r.BudgetTotal,
				c.budget, c.currency, c.total)
		}
	}
}

// TestBudgetLeavesTheOtherFacts: the amount is no party, no time and no
// day; the day, the part of the day and the party around it are read.
func TestBudgetLeavesTheOtherFacts(t *testing.T) {
	cases := []struct {
		lang, msg string
		date      string
		part      string
		guests    int
	}{
		{"en", "under 30 euros per person on sunday, 2 adults and 2 kids", "2026-11-29", "", 4},
		{"es", "máximo 25€ el sábado por la tarde, somos 3", "2026-11-28", "afternoon", 3},
		{"fr", "30 euros max par personne jeudi matin pour 2", "2026-11-26", "morning", 2},
		{"de", "unter 30 € am Freitag nachmittag, zu zweit", "2026-11-27", "afternoon", 2},
		{"it", "fino a 30 euro a testa sabato, siamo in 5", "2026-11-28", "", 5},
		{"pt", "orçamento de até 40 euros por pessoa na sexta, dois adultos e uma criança", "2026-11-27", "", 3},
	}
	for _, c := range cases {
		r := parse(t, c.msg, c.lang)
		if r.Budget == 0 || r.HasTime || r.Date.Format("2006-01-02") != c.date || r.DayPart != c.part || r.Guests != c.guests {
			t.Errorf("%s %q: budget %v time %v date %s part %q guests %d, want a budget, no time, %s %q %d", c.lang, c.msg,
				r.Budget, r.HasTime, r.Date.Format("2006-01-02"), r.DayPart, r.Guests, c.date, c.part, c.guests)
		}
	}
}

func TestCheapWishes(t *testing.T) {
	cases := []struct {
		lang, msg string
		cheapest  int
		cheap     bool
	}{
		{"en", "the cheapest on saturday", 2, false},
		{"es", "el tour más barato del domingo", 2, false},
		{"fr", "ce qu'il y a de moins cher demain", 2, false},
		{"it", "l'attività più economica", 2, false},
		{"pt", "o que tem de mais barato amanhã", 2, false},
		{"de", "am günstigsten am Samstag", 2, false},
		{"en", "which is cheaper, the kayak or the surf?", 1, false},
		{"en", "something cheap tomorrow", 0, true},
		{"fr", "un truc pas cher", 0, true},
		{"de", "etwas Günstiges bitte", 0, true},
		{"it", "qualcosa di economico", 0, true},
		{"pt", "com orçamento apertado", 0, true},
		{"es", "algo barato", 0, true},
		{"pt", "é acessível para cadeira de rodas?", 0, false},
		{"pt", "tenha em conta que somos 3", 0, false},
		{"fr", "c'est cher ?", 0, false},
	}
	for _, c := range cases {
		r := parse(t, c.msg, c.lang)
		if r.Cheapest != c.cheapest || r.Cheap != c.cheap {
			t.Errorf("%s %q: cheapest %d cheap %v, want %d %v", c.lang, c.msg, r.Cheapest, r.Cheap, c.cheapest, c.cheap)
		}
	}
}
