package rest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/store"
)

// sunsetSail is a POST /v1/services body with adult and child prices and
// a weekly schedule.
func sunsetSail() map[string]any {
	return map[string]any{
		"name":             map[string]string{"en": "Tagus Family Sail", "pt": "Vela ao pôr do sol", "es": "Vela al atardecer", "fr": "Voile au coucher du soleil", "de": "Segeln bei Sonnenuntergang", "it": "Vela al tramonto"},
		"description":      map[string]string{"en": "Two hours on the Tagus at sunset."},
		"duration_minutes": 120, "capacity": 8, "price": 45,
		"images":       []map[string]any{{"url": "https://example.com/sail.jpg", "alt": map[string]string{"en": "A sailboat at sunset"}}},
		"schedule":     map[string][]string{"mon": {"18:00"}, "wed": {"18:00"}, "thu": {"18:00"}, "sat": {"17:30"}},
		"languages":    []string{"en", "pt"},
		"ticket_types": []map[string]any{{"id": "adult", "name": map[string]string{"en": "Adult"}, "price": 45}, {"id": "child", "name": map[string]string{"en": "Child"}, "price": 25, "min_age": 4, "max_age": 12}},
	}
}

func TestCatalogWritesAndTickets(t *testing.T) {
	h := newHarness(t)
	r := h.do("POST", "/v1/services", h.keyA, sunsetSail())
	if r.Status != 201 {
		t.Fatalf("create: %d %s", r.Status, r.Body)
	}
	svc := r.json(t)
	id := svc["id"].(string)
	if id != "svc_tagus_family_sail" || svc["status"] != "active" || svc["price"] != 45.0 || len(svc["ticket_types"].([]any)) != 2 ||
		svc["texts"].(map[string]any)["name"].(map[string]any)["de"] != "Segeln bei Sonnenuntergang" {
		t.Fatalf("created %s", r.Body)
	}
	if again := h.do("POST", "/v1/services", h.keyA, sunsetSail()); again.Status != 201 || again.json(t)["id"] == id {
		t.Fatalf("same name again: %d %s", again.Status, again.Body)
	}
	// Thursday 2026-12-03 at 18:00 Lisbon is bookable with both prices.
	a := h.do("GET", "/v1/bookings?date=2026-12-03&service_id="+id, h.keyA, nil)
	if a.Status != 200 {
		t.Fatalf("availability: %d %s", a.Status, a.Body)
	}
	slots := a.json(t)["slots"].([]any)
	if len(slots) != 1 {
		t.Fatalf("slots %s", a.Body)
	}
	slot := slots[0].(map[string]any)
	tt := slot["ticket_types"].([]any)
	if slot["time"] != "6:00 PM" || slot["bookable"] != true || len(tt) != 2 || tt[1].(map[string]any)["price"] != 25.0 {
		t.Fatalf("slot %v", slot)
	}
	slotID := slot["slot_id"].(string)
	book := func(body map[string]any) response {
		body["slot_id"] = slotID
		body["customer"] = map[string]string{"name": "Ana Costa", "phone": "+351912345678"}
		return h.do("POST", "/v1/bookings", h.keyA, body)
	}
	b := book(map[string]any{"tickets": map[string]int{"adult": 2, "child": 1}})
	if b.Status != 201 {
		t.Fatalf("book tickets: %d %s", b.Status, b.Body)
	}
	bk := b.json(t)
	if bk["guests"] != 3.0 || bk["total_price"] != 115.0 || bk["unit_price"] != 45.0 || bk["tickets"].(map[string]any)["child"] != 1.0 {
		t.Fatalf("booking %s", b.Body)
	}
	for _, tc := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"tickets": map[string]int{"senior": 1}}, "tickets"},
		{map[string]any{"tickets": map[string]int{"adult": 1}, "guests": 1}, "tickets"},
		{map[string]any{"tickets": map[string]int{}}, "tickets"},
	} {
		if r := book(tc.body); r.Status != 400 || r.errorObj(t)["field"] != tc.field {
			t.Errorf("%v: %d %s", tc.body, r.Status, r.Body)
		}
	}
	// The analytics revenue is the real total.
	an := h.do("GET", "/v1/analytics?from=2026-12-01&to=2026-12-02", h.keyA, nil)
	if an.Status != 200 || an.json(t)["totals"].(map[string]any)["revenue"] != 115.0 {
		t.Fatalf("analytics: %d %s", an.Status, an.Body)
	}

	// Closing the booked slot needs cancel_bookings.
	cl := h.do("POST", "/v1/services/"+id+"/closures", h.keyA, map[string]any{"date": "2026-12-03", "time": "18:00", "reason": "storm"})
	if cl.Status != 409 || cl.errorObj(t)["code"] != "invalid_state" {
		t.Fatalf("close booked slot: %d %s", cl.Status, cl.Body)
	}
	// Shrinking below the booked guests too.
	if r := h.do("PATCH", "/v1/slots/"+slotID, h.keyA, map[string]any{"capacity": 2}); r.Status != 409 {
		t.Fatalf("shrink: %d %s", r.Status, r.Body)
	}
	if r := h.do("PATCH", "/v1/slots/"+slotID, h.keyA, map[string]any{"capacity": 4}); r.Status != 200 || r.json(t)["availability"] != 1.0 {
		t.Fatalf("shrink to 4: %d %s", r.Status, r.Body)
	}
	if r := h.do("PATCH", "/v1/slots/"+slotID, h.keyA, map[string]any{"capacity": -1}); r.Status != 400 || r.errorObj(t)["field"] != "capacity" {
		t.Fatalf("negative capacity: %d %s", r.Status, r.Body)
	}
	cl = h.do("POST", "/v1/services/"+id+"/closures", h.keyA, map[string]any{"date": "2026-12-03", "time": "18:00", "reason": "storm", "cancel_bookings": true})
	if cl.Status != 201 || cl.json(t)["cancelled_bookings"] != 1.0 || !strings.HasPrefix(cl.json(t)["id"].(string), "clo_") {
		t.Fatalf("close with cancel_bookings: %d %s", cl.Status, cl.Body)
	}
	got := h.do("GET", "/v1/bookings/"+bk["id"].(string), h.keyA, nil).json(t)
	if got["status"] != "cancelled" || got["cancel_reason"] != "slot_closed" {
		t.Fatalf("booking after closure %v", got)
	}
	if r := book(map[string]any{"guests": 1}); r.Status != 409 || r.errorObj(t)["code"] != "slot_unavailable" {
		t.Fatalf("book closed slot: %d %s", r.Status, r.Body)
	}
	if r := h.do("DELETE", "/v1/services/"+id+"/closures/"+cl.json(t)["id"].(string), h.keyA, nil); r.Status != 200 {
		t.Fatalf("delete closure: %d %s", r.Status, r.Body)
	}
	if r := book(map[string]any{"guests": 1}); r.Status != 201 {
		t.Fatalf("book reopened slot: %d %s", r.Status, r.Body)
	}

	// PATCH replaces a per-language object and keeps the rest.
	p := h.do("PATCH", "/v1/services/"+id, h.keyA, map[string]any{"description": map[string]string{"en": "Now with drinks.", "pt": "Agora com bebidas."}, "price": 50})
	if p.Status != 200 || p.json(t)["description"] != "Now with drinks." || p.json(t)["price"] != 50.0 || p.json(t)["ticket_types"].([]any)[0].(map[string]any)["price"] != 50.0 {
		t.Fatalf("patch: %d %s", p.Status, p.Body)
	}
	for _, tc := range []struct {
		method, path string
		body         any
		field        string
	}{
		{"POST", "/v1/services", map[string]any{"name": map[string]string{"en": "X"}, "duration_minutes": 0, "capacity": 5, "price": 1}, "duration_minutes"},
		{"POST", "/v1/services", map[string]any{"description": map[string]string{"en": "no name"}}, "name"},
		{"POST", "/v1/services", map[string]any{"name": map[string]string{"english": "X"}, "duration_minutes": 60, "capacity": 5}, "name"},
		{"POST", "/v1/services", map[string]any{"name": map[string]string{"en": "X"}, "duration_minutes": 60, "capacity": 5, "schedule": map[string][]string{"funday": {"10:00"}}}, "schedule"},
		{"POST", "/v1/services", map[string]any{"name": map[string]string{"en": "X"}, "duration_minutes": 60, "capacity": 5, "images": []map[string]any{{"url": "javascript:alert(1)"}}}, "images"},
		{"POST", "/v1/services", map[string]any{"name": map[string]string{"en": "X"}, "duration_minutes": 60, "capacity": 5, "colour": "red"}, "colour"},
		{"PATCH", "/v1/services/" + id, map[string]any{"ticket_types": []map[string]any{{"id": "adult", "price": -5}}}, "ticket_types"},
		{"PATCH", "/v1/services/" + id, map[string]any{"id": "svc_other"}, "id"},
		{"POST", "/v1/services/" + id + "/closures", map[string]any{"date": "03/12/2026"}, "date"},
		{"POST", "/v1/services/" + id + "/closures", map[string]any{"date": "2026-12-04", "time": "25:00"}, "time"},
		{"POST", "/v1/services/" + id + "/closures", map[string]any{"date": "2020-01-01"}, "date"},
	} {
		if r := h.do(tc.method, tc.path, h.keyA, tc.body); r.Status != 400 || r.errorObj(t)["field"] != tc.field {
			t.Errorf("%s %s %v: %d %s", tc.method, tc.path, tc.body, r.Status, r.Body)
		}
	}
	if r := h.do("PATCH", "/v1/services/svc_nope", h.keyA, map[string]any{"price": 1}); r.Status != 404 {
		t.Fatalf("patch unknown: %d", r.Status)
	}
	if r := h.do("PATCH", "/v1/services/"+id, h.keyARead, map[string]any{"price": 1}); r.Status != 403 {
		t.Fatalf("patch without catalog:write: %d", r.Status)
	}
	if r := h.do("PATCH", "/v1/services/svc_other_tour", h.keyA, map[string]any{"price": 1}); r.Status != 404 {
		t.Fatalf("patch another business's service: %d", r.Status)
	}

	// Archive: gone from the list and from availability, bookings stay.
	if r := h.do("DELETE", "/v1/services/"+id, h.keyA, nil); r.Status != 200 || r.json(t)["status"] != "archived" {
		t.Fatalf("archive: %d %s", r.Status, r.Body)
	}
	list := h.do("GET", "/v1/services", h.keyA, nil)
	if strings.Contains(string(list.Body), `"`+id+`"`) {
		t.Fatal("archived service listed")
	}
	if all := h.do("GET", "/v1/services?include_archived=true", h.keyA, nil); !strings.Contains(string(all.Body), `"`+id+`"`) {
		t.Fatal("include_archived=true leaves it out")
	}
	if r := h.do("GET", "/v1/services?include_archived=maybe", h.keyA, nil); r.Status != 400 || r.errorObj(t)["field"] != "include_archived" {
		t.Fatalf("bad include_archived: %d", r.Status)
	}
	if r := book(map[string]any{"guests": 1}); r.Status != 409 {
		t.Fatalf("book archived: %d %s", r.Status, r.Body)
	}
	if r := h.do("GET", "/v1/bookings/"+bk["id"].(string), h.keyA, nil); r.Status != 200 {
		t.Fatalf("old booking after archive: %d", r.Status)
	}
}

func TestDashboardBookingSource(t *testing.T) {
	h := newHarness(t)
	h.addStaff("agent@example.com", "agent")
	agent := h.signIn("agent@example.com")
	slot := h.firstSlot("2026-12-03")
	r := h.as(agent, "POST", "/v1/bookings", map[string]any{"slot_id": slot["slot_id"], "guests": 2,
		"customer": map[string]string{"name": "Phone Caller", "phone": "+351912345678"}})
	if r.Status != 201 || r.json(t)["source"] != "dashboard" {
		t.Fatalf("phone booking: %d %s", r.Status, r.Body)
	}
	if c := h.as(agent, "POST", "/v1/bookings/"+r.json(t)["id"].(string)+"/cancel", map[string]any{"reason": "called back"}); c.Status != 200 {
		t.Fatalf("cancel: %d %s", c.Status, c.Body)
	}
	if c := h.as(agent, "POST", "/v1/services", sunsetSail()); c.Status != 403 {
		t.Fatalf("agent edits the catalog: %d", c.Status)
	}
}

// TestCatalogWritesTakeFacts: the knowledge facts travel with a service write.
func TestCatalogWritesTakeFacts(t *testing.T) {
	h := newHarness(t)
	body := sunsetSail()
	body["meeting_point"] = map[string]any{"text": map[string]string{"en": "Doca de Santo Amaro, pier 3"}}
	body["min_age"] = 4
	r := h.do("POST", "/v1/services", h.keyA, body)
	if r.Status != 201 {
		t.Fatalf("create with facts: %d %s", r.Status, r.Body)
	}
	id := r.json(t)["id"].(string)
	got := h.do("GET", "/v1/services/"+id, h.keyA, nil).json(t)
	if mp, _ := got["meeting_point"].(map[string]any); mp == nil || mp["text"] != "Doca de Santo Amaro, pier 3" || got["min_age"] != 4.0 {
		t.Fatalf("facts after create: %v", got)
	}
	if p := h.do("PATCH", "/v1/services/"+id, h.keyA, map[string]any{"min_age": -1}); p.Status != 400 {
		t.Fatalf("bad min_age: %d %s", p.Status, p.Body)
	}
}

// TestServicesPages pages GET /v1/services with limit and cursor like every
// other list, archived services only when asked, and refuses a new service
// past store.MaxServices with 409 invalid_state.
func TestServicesPages(t *testing.T) {
	h := newHarness(t)
	for i := range 5 {
		body := sunsetSail()
		body["id"] = fmt.Sprintf("svc_page_%d", i)
		if r := h.do("POST", "/v1/services", h.keyA, body); r.Status != 201 {
			t.Fatalf("create: %d %s", r.Status, r.Body)
		}
	}
	if r := h.do("DELETE", "/v1/services/svc_page_2", h.keyA, nil); r.Status != 200 {
		t.Fatalf("archive: %d", r.Status)
	}
	ids := func(query string) []string {
		var out []string
		cursor := ""
		for pages := 0; ; pages++ {
			r := h.do("GET", "/v1/services?limit=2"+query+cursor, h.keyA, nil)
			l := r.json(t)
			if r.Status != 200 || l["object"] != "list" || len(l["data"].([]any)) > 2 || pages > 20 {
				t.Fatalf("page %d: %d %s", pages, r.Status, r.Body)
			}
			for _, s := range l["data"].([]any) {
				out = append(out, s.(map[string]any)["id"].(string))
			}
			if l["has_more"] != true {
				if l["next_cursor"] != nil {
					t.Fatalf("last page has a cursor: %s", r.Body)
				}
				return out
			}
			cursor = "&cursor=" + l["next_cursor"].(string)
		}
	}
	all := h.do("GET", "/v1/services?limit=100&include_archived=true", h.keyA, nil).json(t)
	var want, wantActive []string
	for _, s := range all["data"].([]any) {
		id := s.(map[string]any)["id"].(string)
		want = append(want, id)
		if id != "svc_page_2" {
			wantActive = append(wantActive, id)
		}
	}
	if len(want) < 6 || !slices.IsSorted(want) || all["has_more"] != false {
		t.Fatalf("one page of 100: %v", want)
	}
	if got := ids("&include_archived=true"); !slices.Equal(got, want) {
		t.Fatalf("pages with archived: %v, want %v", got, want)
	}
	if got := ids(""); !slices.Equal(got, wantActive) {
		t.Fatalf("pages: %v, want %v", got, wantActive)
	}
	if d := h.do("GET", "/v1/services", h.keyA, nil).json(t); len(d["data"].([]any)) != min(len(wantActive), 20) {
		t.Fatalf("default page: %d services", len(d["data"].([]any)))
	}
	for _, q := range []string{"limit=0", "limit=101", "limit=x", "cursor=" + strings.Repeat("x", 200), "page=2"} {
		r := h.do("GET", "/v1/services?"+q, h.keyA, nil)
		if field := strings.SplitN(q, "=", 2)[0]; r.Status != 400 || r.errorObj(t)["field"] != field {
			t.Fatalf("%s: %d %s", q, r.Status, r.Body)
		}
	}

	// Fill the catalog to its bound through the store, then one more
	// through the API.
	svcs, err := h.st.Services(t.Context(), h.bizA.ID)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(svcs); i < store.MaxServices; i++ {
		svc := svcs[0]
		svc.ID = fmt.Sprintf("svc_fill_%03d", i)
		if err := h.st.UpsertService(t.Context(), &svc); err != nil {
			t.Fatal(err)
		}
	}
	body := sunsetSail()
	body["id"] = "svc_one_too_many"
	if r := h.do("POST", "/v1/services", h.keyA, body); r.Status != 409 || r.errorObj(t)["code"] != "invalid_state" ||
		!strings.Contains(r.errorObj(t)["message"].(string), "most services") {
		t.Fatalf("create past the bound: %d %s", r.Status, r.Body)
	}
	if r := h.do("PATCH", "/v1/services/svc_page_0", h.keyA, map[string]any{"price": 50}); r.Status != 200 {
		t.Fatalf("change in a full catalog: %d %s", r.Status, r.Body)
	}
}
