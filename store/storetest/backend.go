package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// Backend is what the scenarios of RunBackend need of a store backend beyond
// a fresh Store: one database opened by several Stores at once (as several
// server instances, or a server and an operator command, would), opened
// again after a Store is closed, and a clock passed at Open.
type Backend struct {
	// NewDatabase returns a fresh, empty database (a URL, a file path) for
	// Open; it registers its own cleanup.
	NewDatabase func(t testing.TB) string
	// Open opens a Store on db using now as its clock (time.Now when nil)
	// and closes it when the test ends. Closing it earlier must be allowed.
	Open func(t testing.TB, db string, now func() time.Time) store.Store
}

// RunBackend runs the scenarios that every backend must pass and that the
// conformance suite cannot express with one Store a case: a restart keeps
// everything, two Stores on one database never overbook nor claim twice,
// timestamps and expiries follow the clock given at Open, and a closed
// Store is unavailable.
func RunBackend(t *testing.T, b Backend) {
	for _, tc := range []struct {
		name string
		run  func(t *testing.T, b Backend)
	}{
		{"RestartKeepsEverything", restartKeepsEverything},
		{"ConcurrentBookingsNeverOverbook", concurrentBookingsNeverOverbook},
		{"ConcurrentMixedPartiesFillExactly", concurrentMixedPartiesFillExactly},
		{"ClaimsAcrossInstances", claimsAcrossInstances},
		{"TimestampsComeFromOptionsNow", timestampsComeFromOptionsNow},
		{"IdempotencyRecordsExpire", idempotencyRecordsExpire},
		{"ClosedStoreIsUnavailable", closedStoreIsUnavailable},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.run(t, b) })
	}
}

// Seed creates a business and a daily 09:00 service with capacity places,
// and returns tomorrow's slot.
func Seed(t testing.TB, s store.Store, capacity int) (*store.Business, store.Slot) {
	t.Helper()
	ctx := context.Background()
	biz := &store.Business{
		ID: store.NewID(store.PrefixBusiness), Name: "Lisbon Tours", Timezone: "Europe/Lisbon",
		Currency: "EUR", Country: "PT", DefaultLanguage: "en", Languages: []string{"en", "pt"},
		Origins: []string{"http://localhost:*"},
	}
	if err := s.CreateBusiness(ctx, biz); err != nil {
		t.Fatal(err)
	}
	sched := store.Schedule{}
	for _, d := range store.Weekdays {
		sched[d] = []string{"09:00"}
	}
	svc := &store.Service{
		ID: "svc_tram", BusinessID: biz.ID, Name: store.Text{"en": "Tram 28", "pt": "Elétrico 28"},
		Description: store.Text{"en": "Ride the yellow tram"}, DurationMinutes: 90, Price: 25.5,
		Capacity: capacity, Images: []store.Image{{URL: "/img/tram.jpg", Alt: store.Text{"en": "A tram"}}},
		Schedule: sched, Languages: []string{"en"},
	}
	if err := s.UpsertService(ctx, svc); err != nil {
		t.Fatal(err)
	}
	slots := svc.SlotsOn(time.Now().In(biz.Location()).AddDate(0, 0, 1), biz.Location())
	if len(slots) != 1 {
		t.Fatalf("slots = %d", len(slots))
	}
	return biz, slots[0]
}

// pair opens two Stores on one fresh database.
func pair(t *testing.T, b Backend) (store.Store, store.Store) {
	db := b.NewDatabase(t)
	return b.Open(t, db, nil), b.Open(t, db, nil)
}

// closedStoreIsUnavailable checks that Close may be called again and that a
// closed Store answers store.ErrUnavailable, to reads and writes alike.
func closedStoreIsUnavailable(t *testing.T, b Backend) {
	s := b.Open(t, b.NewDatabase(t), nil)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if err := s.Ping(context.Background()); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Ping after Close = %v, want ErrUnavailable", err)
	}
	if _, err := s.Business(context.Background(), "biz_x"); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Business after Close = %v, want ErrUnavailable", err)
	}
	if _, _, err := s.CaptureLead(context.Background(), store.LeadCapture{BusinessID: "biz_x", SessionID: "s"}); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("CaptureLead after Close = %v, want ErrUnavailable", err)
	}
}
