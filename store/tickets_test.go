package store

import (
	"testing"
	"time"
)

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

func TestPrepareChangeNormalizesClocks(t *testing.T) {
	loc := time.UTC
	s := &Service{}
	c := ServiceChange{BusinessID: "biz_x", ServiceID: "svc_x", Location: loc, Apply: func(s *Service) error {
		s.Name, s.DurationMinutes, s.Capacity = Text{"en": "X"}, 60, 5
		s.Schedule = Schedule{"mon": {"15:00", "9:00", "09:00"}}
		s.Closures = []Closure{{ID: "clo_1", Date: "2999-01-07", Time: "9:00"}}
		return nil
	}}
	if err := PrepareChange(c, s, time.Date(2026, 1, 1, 0, 0, 0, 0, loc)); err != nil {
		t.Fatal(err)
	}
	if got := s.Schedule["mon"]; len(got) != 2 || got[0] != "09:00" || got[1] != "15:00" {
		t.Fatalf("schedule %v", got)
	}
	if s.Closures[0].Time != "09:00" || s.Status != ServiceActive || s.ID != "svc_x" {
		t.Fatalf("service %+v", s)
	}
	slots := s.SlotsOn(time.Date(2999, 1, 7, 0, 0, 0, 0, loc), loc) // a Monday
	if len(slots) != 2 || !slots[0].Closed || slots[1].Closed {
		t.Fatalf("slots %+v", slots)
	}
}

func TestDisplayPrefix(t *testing.T) {
	for _, k := range []string{GenerateKeySecret(KeyPrefixLive), GenerateKeySecret(KeyPrefixPublishable)} {
		if p := DisplayPrefix(k); len(p) != 12 || p != k[:12] {
			t.Errorf("DisplayPrefix(%s) = %q", k, p)
		}
	}
}

func TestMinimumAge(t *testing.T) {
	n := func(v int) *int { return &v }
	cases := []struct {
		svc  Service
		want int
	}{
		{Service{}, 0},
		{Service{ServiceFacts: ServiceFacts{MinAge: n(8)}}, 8},
		{Service{TicketTypes: []TicketType{{ID: TicketAdult, MinAge: n(18)}, {ID: TicketChild, MinAge: n(4), MaxAge: n(17)}}}, 4},
		{Service{ServiceFacts: ServiceFacts{MinAge: n(6)}, TicketTypes: []TicketType{{ID: TicketAdult, MinAge: n(18)}, {ID: TicketChild, MinAge: n(4)}}}, 6},
		{Service{TicketTypes: []TicketType{{ID: TicketAdult, MinAge: n(18)}, {ID: TicketInfant}}}, 0},
	}
	for i, c := range cases {
		if got := c.svc.MinimumAge(); got != c.want {
			t.Errorf("case %d: MinimumAge = %d, want %d", i, got, c.want)
		}
		if c.want > 0 && (c.svc.Admits(c.want-1) || !c.svc.Admits(c.want)) {
			t.Errorf("case %d: Admits around %d wrong", i, c.want)
		}
	}
}
