// Package demo is the built-in demo tenant: a Lisbon tour operator with eight
// services in six languages, used by `tourchat` when no catalog is imported
// and by the conversation engine's tests and evaluation.
package demo

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

// BusinessID is the demo tenant's id.
const BusinessID = "biz_demo"

//go:embed catalog.json
var catalogJSON []byte

//go:embed knowledge.json
var knowledgeJSON []byte

// Business returns a fresh copy of the demo tenant, so callers may change it.
func Business() *store.Business {
	return &store.Business{
		ID:              BusinessID,
		Object:          "business",
		Name:            "Lisbon Tours & Activities",
		Timezone:        "Europe/Lisbon",
		Currency:        "EUR",
		Country:         "PT",
		DefaultLanguage: "en",
		Languages:       []string{"en", "es", "fr", "de", "it", "pt"},
		Origins:         []string{"http://localhost:*", "http://127.0.0.1:*"},
		BusinessFacts:   businessFacts(),
		CreatedAt:       time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
	}
}

// Services decodes the embedded catalog (the same JSON array format that
// `tourchat catalog import` reads), sets the demo business id and validates
// every service.
func Services() ([]store.Service, error) {
	var svcs []store.Service
	if err := json.Unmarshal(catalogJSON, &svcs); err != nil {
		return nil, fmt.Errorf("demo catalog: %w", err)
	}
	for i := range svcs {
		svcs[i].BusinessID = BusinessID
		if svcs[i].CreatedAt.IsZero() {
			svcs[i].CreatedAt = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		}
		if err := svcs[i].Validate(); err != nil {
			return nil, fmt.Errorf("demo catalog %s: %w", svcs[i].ID, err)
		}
	}
	return svcs, nil
}
