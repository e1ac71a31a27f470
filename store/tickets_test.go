package store

import "testing"

func TestQuoteParty(t *testing.T) {
	no := false
	family := &Service{ID: "svc_f", Price: 40, TicketTypes: []TicketType{
		{ID: "adult", Price: 40}, {ID: "child", Price: 20}, {ID: "infant", Price: 0, UsesCapacity: &no},
	}}
	adultsOnly := &Service{ID: "svc_a", Price: 30, TicketTypes: []TicketType{{ID: "adult", Price: 30}, {ID: "senior", Price: 25}}}
	plain := &Service{ID: "svc_p", Price: 15}
	cases := []struct {
		name                      string
		svc                       *Service
		guests, adults, kids, inf int
		want                      map[string]int
		total                     float64
	}{
		{"mix", family, 3, 2, 1, 0, map[string]int{"adult": 2, "child": 1}, 100},
		{"with infant", family, 4, 2, 1, 1, map[string]int{"adult": 2, "child": 1, "infant": 1}, 100},
		{"plain number", family, 3, 0, 0, 0, nil, 120},
		{"mix disagrees with guests", family, 5, 2, 1, 0, nil, 200},
		{"no child type: children pay adult", adultsOnly, 3, 2, 1, 0, map[string]int{"adult": 3}, 90},
		{"no ticket types", plain, 3, 2, 1, 0, nil, 45},
	}
	for _, c := range cases {
		got, total := QuoteParty(c.svc, c.guests, c.adults, c.kids, c.inf)
		if total != c.total || len(got) != len(c.want) {
			t.Errorf("%s: %v %v, want %v %v", c.name, got, total, c.want, c.total)
			continue
		}
		for k, v := range c.want {
			if got[k] != v {
				t.Errorf("%s: %v, want %v", c.name, got, c.want)
			}
		}
	}
}

func TestNormalizePriceFollowsAdult(t *testing.T) {
	s := &Service{Price: 99, TicketTypes: []TicketType{{ID: "child", Price: 10}, {ID: "adult", Price: 50}}}
	s.NormalizePrice()
	if s.Price != 50 {
		t.Fatalf("price %v", s.Price)
	}
	s = &Service{Price: 99, TicketTypes: []TicketType{{ID: "family", Price: 120}}}
	s.NormalizePrice()
	if s.Price != 120 {
		t.Fatalf("price without adult %v", s.Price)
	}
}
