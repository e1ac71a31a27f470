package rest

import (
	"fmt"
	"testing"
)

func TestKnowledgeCRUD(t *testing.T) {
	h := newHarness(t)
	body := map[string]any{
		"question":   map[string]string{"en": "Can I bring my dog?", "es": "¿Puedo llevar a mi perro?"},
		"answer":     map[string]string{"en": "Small dogs are welcome.", "es": "Los perros pequeños son bienvenidos."},
		"service_id": "svc_tuktuk", "tags": []string{"Pets", "pets"},
	}
	r := h.do("POST", "/v1/knowledge", h.keyA, body)
	if r.Status != 201 {
		t.Fatalf("create: %d %s", r.Status, r.Body)
	}
	e := r.json(t)
	id, _ := e["id"].(string)
	if len(id) < 4 || id[:3] != "kb_" || e["object"] != "knowledge_entry" || e["enabled"] != true ||
		e["service_id"] != "svc_tuktuk" || fmt.Sprint(e["tags"]) != "[pets]" || e["created_at"] == nil || e["updated_at"] == nil {
		t.Fatalf("created: %s", r.Body)
	}
	got := h.do("GET", "/v1/knowledge/"+id, h.keyA, nil)
	if got.Status != 200 || got.json(t)["question"].(map[string]any)["es"] != "¿Puedo llevar a mi perro?" {
		t.Fatalf("get: %d %s", got.Status, got.Body)
	}
	// PATCH replaces the per-language object it is given, whole.
	p := h.do("PATCH", "/v1/knowledge/"+id, h.keyA, map[string]any{
		"question": map[string]string{"fr": "Puis-je venir avec mon chien ?"},
		"answer":   map[string]string{"fr": "Les petits chiens sont les bienvenus."},
		"enabled":  false, "service_id": "",
	})
	pe := p.json(t)
	if p.Status != 200 || len(pe["question"].(map[string]any)) != 1 || pe["enabled"] != false || pe["service_id"] != "" ||
		fmt.Sprint(pe["tags"]) != "[pets]" {
		t.Fatalf("patch: %d %s", p.Status, p.Body)
	}
	l := h.do("GET", "/v1/knowledge?enabled=false", h.keyA, nil).json(t)
	if data := l["data"].([]any); l["object"] != "list" || len(data) != 1 || data[0].(map[string]any)["id"] != id {
		t.Fatalf("list: %v", l)
	}
	d := h.do("DELETE", "/v1/knowledge/"+id, h.keyA, nil)
	if d.Status != 200 || d.json(t)["deleted"] != true {
		t.Fatalf("delete: %d %s", d.Status, d.Body)
	}
	if r := h.do("GET", "/v1/knowledge/"+id, h.keyA, nil); r.Status != 404 {
		t.Fatalf("get deleted: %d", r.Status)
	}
}

func TestKnowledgeListPages(t *testing.T) {
	h := newHarness(t)
	var ids []string
	for i := range 5 {
		r := h.do("POST", "/v1/knowledge", h.keyA, map[string]any{
			"question": map[string]string{"en": fmt.Sprintf("Question %d?", i)}, "answer": map[string]string{"en": "Yes."},
		})
		if r.Status != 201 {
			t.Fatalf("create: %d %s", r.Status, r.Body)
		}
		ids = append([]string{r.json(t)["id"].(string)}, ids...)
	}
	var seen []string
	cursor := ""
	for range 10 {
		l := h.do("GET", "/v1/knowledge?limit=2"+cursor, h.keyA, nil).json(t)
		for _, d := range l["data"].([]any) {
			seen = append(seen, d.(map[string]any)["id"].(string))
		}
		if l["has_more"] != true {
			break
		}
		cursor = "&cursor=" + l["next_cursor"].(string)
	}
	if fmt.Sprint(seen) != fmt.Sprint(ids) {
		t.Fatalf("pages %v, want %v", seen, ids)
	}
}

func TestKnowledgeValidation(t *testing.T) {
	h := newHarness(t)
	q := map[string]string{"en": "Is there parking?"}
	a := map[string]string{"en": "No."}
	cases := []struct {
		body  any
		field string
	}{
		{map[string]any{"answer": a}, "question"},
		{map[string]any{"question": q}, "answer"},
		{map[string]any{"question": map[string]string{"xx": "?"}, "answer": a}, "question"},
		{map[string]any{"question": map[string]any{"en": 5}, "answer": a}, "question"},
		{map[string]any{"question": "Is there parking?", "answer": a}, "question"},
		{map[string]any{"question": q, "answer": a, "service_id": "svc_nope"}, "service_id"},
		{map[string]any{"question": q, "answer": a, "service_id": "svc_other_tour"}, "service_id"},
		{map[string]any{"question": q, "answer": a, "tags": []string{""}}, "tags"},
		{map[string]any{"question": q, "answer": a, "tags": "x"}, "tags"},
		{map[string]any{"question": q, "answer": a, "enabled": "yes"}, "enabled"},
		{map[string]any{"question": q, "answer": a, "id": "kb_mine"}, "id"},
	}
	for _, c := range cases {
		r := h.do("POST", "/v1/knowledge", h.keyA, c.body)
		if r.Status != 400 || r.errorObj(t)["field"] != c.field {
			t.Errorf("%v: %d %s, want 400 on %s", c.body, r.Status, r.Body, c.field)
		}
	}
	for _, path := range []string{"/v1/knowledge?limit=0", "/v1/knowledge?enabled=maybe", "/v1/knowledge?sort=id"} {
		if r := h.do("GET", path, h.keyA, nil); r.Status != 400 {
			t.Errorf("%s: %d", path, r.Status)
		}
	}
	created := h.do("POST", "/v1/knowledge", h.keyA, map[string]any{"question": q, "answer": a}).json(t)
	r := h.do("PATCH", "/v1/knowledge/"+created["id"].(string), h.keyA, map[string]any{"question": map[string]string{"de": "Parkplatz?"}})
	if r.Status != 400 || r.errorObj(t)["field"] != "answer" {
		t.Errorf("patch breaking a rule: %d %s", r.Status, r.Body)
	}
	if r := h.do("POST", "/v1/knowledge", h.keyA, "not json"); r.Status != 400 {
		t.Errorf("bad json: %d", r.Status)
	}
}

func TestKnowledgeIsolationAndScopes(t *testing.T) {
	h := newHarness(t)
	r := h.do("POST", "/v1/knowledge", h.keyA, map[string]any{
		"question": map[string]string{"en": "Is there parking?"}, "answer": map[string]string{"en": "No."},
	})
	id := r.json(t)["id"].(string)
	for _, c := range []struct {
		method string
		body   any
	}{{"GET", nil}, {"PATCH", map[string]any{"enabled": false}}, {"DELETE", nil}} {
		if r := h.do(c.method, "/v1/knowledge/"+id, h.keyB, c.body); r.Status != 404 || r.errorObj(t)["code"] != "not_found" {
			t.Errorf("%s from another business: %d %s", c.method, r.Status, r.Body)
		}
	}
	if l := h.do("GET", "/v1/knowledge", h.keyB, nil).json(t); len(l["data"].([]any)) != 0 {
		t.Errorf("another business lists %v", l["data"])
	}
	if r := h.do("GET", "/v1/knowledge/"+id, h.keyA, nil); r.Status != 200 || r.json(t)["enabled"] != true {
		t.Errorf("the owner's entry changed: %s", r.Body)
	}
	if r := h.do("GET", "/v1/knowledge", h.keyARead, nil); r.Status != 403 {
		t.Errorf("without catalog:read: %d", r.Status)
	}
	if r := h.do("POST", "/v1/knowledge", h.keyARead, map[string]any{}); r.Status != 403 {
		t.Errorf("without catalog:write: %d", r.Status)
	}
	if r := h.do("GET", "/v1/knowledge", "", nil); r.Status != 401 {
		t.Errorf("without a key: %d", r.Status)
	}
}

func TestServiceFactsInAnswers(t *testing.T) {
	h := newHarness(t)
	s := h.do("GET", "/v1/services/svc_tagus_kayak?language=de", h.keyA, nil).json(t)
	mp, _ := s["meeting_point"].(map[string]any)
	acc, _ := s["accessibility"].(map[string]any)
	if mp == nil || mp["lat"] == nil || mp["map_url"] == nil || acc["wheelchair"] != "no" || s["min_age"] != 8.0 ||
		len(s["included"].([]any)) == 0 || len(s["what_to_bring"].([]any)) == 0 || s["cancellation_policy"] == "" ||
		fmt.Sprint(s["guide_languages"]) != "[en es pt]" {
		t.Fatalf("facts: %v", s)
	}
	if txt, _ := mp["text"].(string); txt == "" || txt[:2] != "Im" {
		t.Errorf("meeting point not in German: %q", txt)
	}
	// A service without its own cancellation policy shows the business's.
	w := h.do("GET", "/v1/services/svc_lisbon_walking", h.keyA, nil).json(t)
	if w["cancellation_policy"] != h.bizA.CancellationPolicy["en"] {
		t.Errorf("fallback policy: %v", w["cancellation_policy"])
	}
}
