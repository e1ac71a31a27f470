package transfer_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/sqlite"
	"github.com/tourchat/tourchat/store/transfer"
)

// fill writes one of everything into s and returns the business.
func fill(t *testing.T, s store.Store) (*store.Business, store.Slot, *store.Webhook) {
	t.Helper()
	ctx := context.Background()
	biz := &store.Business{ID: store.NewID(store.PrefixBusiness), Name: "Lisbon Tours", Timezone: "Europe/Lisbon",
		Currency: "EUR", Country: "PT", DefaultLanguage: "en", Languages: []string{"en", "pt"}, Origins: []string{"http://localhost:*"}}
	must(t, s.CreateBusiness(ctx, biz))
	sched := store.Schedule{}
	for _, d := range store.Weekdays {
		sched[d] = []string{"09:00"}
	}
	svc := &store.Service{ID: "svc_tram", BusinessID: biz.ID, Name: store.Text{"en": "Tram 28", "pt": "Elétrico 28"},
		Description: store.Text{"en": "Ride"}, Keywords: store.Text{"en": "tram,ride"}, DurationMinutes: 90, Price: 25.5, Capacity: 12,
		Images: []store.Image{{URL: "/img/tram.jpg", Alt: store.Text{"en": "A tram"}}}, Schedule: sched,
		Languages: []string{"en"}, ClosedDates: []string{"2030-12-25"}, Category: "ride"}
	must(t, s.UpsertService(ctx, svc))
	slot := svc.SlotsOn(time.Now().In(biz.Location()).AddDate(0, 0, 1), biz.Location())[0]
	key, _ := store.NewAPIKey(biz.ID, store.KeySecret, []string{store.ScopeAll})
	must(t, s.CreateKey(ctx, key))
	revoked, _ := store.NewAPIKey(biz.ID, store.KeyPublishable, nil)
	must(t, s.CreateKey(ctx, revoked))
	must(t, s.RevokeKey(ctx, biz.ID, revoked.ID))
	hook := &store.Webhook{BusinessID: biz.ID, URL: "https://hooks.example/tc", Events: []string{"*"}, Enabled: true, Secret: "whsec_x"}
	must(t, s.CreateWebhook(ctx, hook))
	for i := range 3 {
		session := fmt.Sprintf("sess-%d", i)
		_, err := s.SaveTurn(ctx, store.Turn{BusinessID: biz.ID, SessionID: session, Language: "pt", Handoff: i == 2,
			State:   json.RawMessage(`{"guests":3}`),
			Visitor: store.Message{Text: "Olá", Intent: store.IntentAvailability, Metadata: json.RawMessage(`{"page": "/x"}`)},
			Reply:   store.Message{Text: "Temos", Reply: json.RawMessage(`{"message":"Temos"}`), Fallback: true}})
		must(t, err)
		_, _, err = s.CaptureLead(ctx, store.LeadCapture{BusinessID: biz.ID, SessionID: session, Name: "Ana", Email: "ana@example.com"})
		must(t, err)
		bk, err := store.Book(ctx, s, biz, store.BookingRequest{SlotID: slot.ID, Guests: 2, SessionID: session, Source: store.SourceChat,
			Customer: store.Customer{Name: "Ana", Email: "ana@example.com"}, Metadata: json.RawMessage(`{"ref": 1}`)}, time.Now())
		must(t, err)
		if i == 0 {
			_, err = s.CancelBooking(ctx, biz.ID, bk.ID, "rain")
			must(t, err)
		}
	}
	claimed, err := s.ClaimUnpublished(ctx, 4) // some published, some not
	must(t, err)
	must(t, s.MarkPublished(ctx, claimed))
	jobs, err := s.ClaimDeliveries(ctx, time.Now().Add(time.Second), time.Minute, 2)
	must(t, err)
	must(t, s.RecordAttempt(ctx, jobs[0].Delivery.ID, store.AttemptResult{Status: store.DeliverySucceeded,
		Attempt: store.Attempt{At: time.Now(), StatusCode: 204, LatencyMS: 12}}))
	_, err = s.BeginIdempotent(ctx, biz.ID, "idem-1", "h1", "tok-h1")
	must(t, err)
	must(t, s.CompleteIdempotent(ctx, biz.ID, "idem-1", "tok-h1", 201, []byte(`{"id":"bk"}`)))
	return biz, slot, hook
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestSQLiteToPostgres copies a filled SQLite store and reads everything
// back through the Postgres store.
func TestSQLiteToPostgres(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "tourchat.db")
	src, err := sqlite.Open(ctx, path, sqlite.Options{})
	must(t, err)
	defer src.Close()
	biz, slot, hook := fill(t, src)
	url := pgtest.NewDatabase(t)

	rep, err := transfer.SQLiteToPostgres(ctx, path, url)
	must(t, err)
	counts := map[string]int64{}
	for _, tc := range rep.Tables {
		counts[tc.Name] = tc.Rows
	}
	if counts["businesses"] != 1 || counts["bookings"] != 3 || counts["messages"] != 6 || counts["api_keys"] != 2 {
		t.Errorf("report = %+v", rep.Tables)
	}
	dst, err := postgres.Open(ctx, url, postgres.Options{})
	must(t, err)
	defer dst.Close()

	same := func(what string, get func(s store.Store) (any, error)) {
		t.Helper()
		a, err := get(src)
		must(t, err)
		b, err := get(dst)
		must(t, err)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s differs:\n sqlite   %+v\n postgres %+v", what, a, b)
		}
	}
	same("business", func(s store.Store) (any, error) { return s.Business(ctx, biz.ID) })
	same("keys", func(s store.Store) (any, error) { return s.ListKeys(ctx, biz.ID) })
	same("services", func(s store.Store) (any, error) { return s.Services(ctx, biz.ID) })
	same("places", func(s store.Store) (any, error) { return s.BookedPlaces(ctx, biz.ID, []string{slot.ID}) })
	same("leads", func(s store.Store) (any, error) {
		l, _, err := s.ListLeads(ctx, biz.ID, store.LeadFilter{})
		return l, err
	})
	same("conversations", func(s store.Store) (any, error) {
		c, _, err := s.ListConversations(ctx, biz.ID, store.ConversationFilter{})
		return c, err
	})
	convs, _, err := src.ListConversations(ctx, biz.ID, store.ConversationFilter{})
	must(t, err)
	for _, c := range convs {
		same("messages of "+c.ID, func(s store.Store) (any, error) {
			m, _, err := s.Messages(ctx, biz.ID, c.ID, store.Page{})
			return m, err
		})
	}
	same("events", func(s store.Store) (any, error) {
		e, _, err := s.ListEvents(ctx, biz.ID, store.EventFilter{Page: store.Page{Limit: 100}})
		return e, err
	})
	same("webhook", func(s store.Store) (any, error) { return s.Webhook(ctx, biz.ID, hook.ID) })
	same("deliveries", func(s store.Store) (any, error) {
		d, _, err := s.Deliveries(ctx, biz.ID, hook.ID, store.Page{Limit: 100})
		return d, err
	})
	same("analytics", func(s store.Store) (any, error) {
		return s.AnalyticsFacts(ctx, biz.ID, time.Now().Add(-time.Hour), time.Now().Add(time.Hour))
	})
	// Bookings: same instants and zone (the *Location pointers differ).
	a, _, err := src.ListBookings(ctx, biz.ID, store.BookingFilter{})
	must(t, err)
	b, _, err := dst.ListBookings(ctx, biz.ID, store.BookingFilter{})
	must(t, err)
	if len(a) != 3 || len(b) != 3 {
		t.Fatalf("bookings: %d and %d", len(a), len(b))
	}
	for i := range a {
		if !a[i].Start.Equal(b[i].Start) || b[i].Start.Location().String() != "Europe/Lisbon" {
			t.Errorf("booking %s start %v, copied %v", a[i].ID, a[i].Start, b[i].Start)
		}
		a[i].Start, a[i].End = b[i].Start, b[i].End
		if string(a[i].Metadata) != string(b[i].Metadata) {
			t.Errorf("metadata %s, copied %s", a[i].Metadata, b[i].Metadata)
		}
		a[i].Metadata = b[i].Metadata
	}
	if !reflect.DeepEqual(a, b) {
		t.Errorf("bookings differ:\n sqlite   %+v\n postgres %+v", a, b)
	}
	// The outbox goes on where it was: the unpublished events, then new ones
	// after the copied positions.
	left, err := src.ClaimUnpublished(ctx, 100)
	must(t, err)
	copied, err := dst.ClaimUnpublished(ctx, 100)
	must(t, err)
	if len(copied) == 0 || !reflect.DeepEqual(left, copied) {
		t.Errorf("unpublished: sqlite %d, postgres %d", len(left), len(copied))
	}
	_, _, err = dst.CaptureLead(ctx, store.LeadCapture{BusinessID: biz.ID, SessionID: "after", Email: "n@example.com"})
	must(t, err)
	fresh, err := dst.ClaimUnpublished(ctx, 100)
	must(t, err)
	if len(fresh) != 1 || fresh[0].Seq <= copied[len(copied)-1].Seq {
		t.Errorf("new event seq %v after %d", fresh, copied[len(copied)-1].Seq)
	}
	rec, err := dst.BeginIdempotent(ctx, biz.ID, "idem-1", "h1", "tok-h1")
	if err != nil || rec == nil || rec.Status != 201 || string(rec.Body) != `{"id":"bk"}` {
		t.Errorf("idempotent replay = %+v, %v", rec, err)
	}
	// A booking on the copy keeps counting the copied places.
	if _, err := store.Book(ctx, dst, biz, store.BookingRequest{SlotID: slot.ID, Guests: 9, Source: store.SourceAPI,
		Customer: store.Customer{Name: "X", Email: "x@example.com"}}, time.Now()); !errors.Is(err, store.ErrInsufficientAvailability) {
		t.Errorf("9 more guests on 12 places with 4 taken = %v, want insufficient availability", err)
	}

	// Copying again into the same database is refused, and changes nothing.
	if _, err := transfer.SQLiteToPostgres(ctx, path, url); !errors.Is(err, transfer.ErrNotEmpty) {
		t.Fatalf("second copy = %v, want ErrNotEmpty", err)
	}
}

// TestSchemasThatDifferAreRefused: a table SQLite has and Postgres lacks
// (a migration without its twin) stops the copy before anything is written.
func TestSchemasThatDifferAreRefused(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "tourchat.db")
	src, err := sqlite.Open(ctx, path, sqlite.Options{})
	must(t, err)
	fill(t, src)
	src.Close()
	db, err := sql.Open("sqlite", path)
	must(t, err)
	_, err = db.Exec(`CREATE TABLE loyalty_points (business_id TEXT, points INTEGER)`)
	db.Close()
	must(t, err)
	url := pgtest.NewDatabase(t)
	if _, err := transfer.SQLiteToPostgres(ctx, path, url); err == nil || !strings.Contains(err.Error(), "loyalty_points") {
		t.Fatalf("copy with an extra table = %v", err)
	}
	dst, err := postgres.Open(ctx, url, postgres.Options{})
	must(t, err)
	defer dst.Close()
	var n int
	must(t, dst.Pool().QueryRow(ctx, `SELECT count(*) FROM businesses`).Scan(&n))
	if n != 0 {
		t.Fatalf("%d businesses written by a refused copy", n)
	}
}
