package store

import "testing"

func TestMergeLead(t *testing.T) {
	l := Lead{Name: "Ana", Email: "ana@example.com", Interest: LeadInterest{Guests: 2, Date: "2026-12-05"}}
	if MergeLead(&l, LeadCapture{Email: "ana@example.com"}) {
		t.Fatal("the same email reported as a change")
	}
	if MergeLead(&l, LeadCapture{}) || l.Name != "Ana" || l.Interest.Guests != 2 {
		t.Fatalf("an empty capture changed the lead: %+v", l)
	}
	if !MergeLead(&l, LeadCapture{Phone: "+351912345678", Interest: LeadInterest{Guests: 4}}) {
		t.Fatal("a new phone and party size not reported")
	}
	if l.Phone != "+351912345678" || l.Interest.Guests != 4 || l.Email != "ana@example.com" || l.Interest.Date != "2026-12-05" {
		t.Fatalf("merged lead %+v", l)
	}
}
