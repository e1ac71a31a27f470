package sqlite_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/sqlite"
	"github.com/tourchat/tourchat/store/storetest"
)

const crashEnv = "TOURCHAT_SQLITE_CRASH_CHILD"

// TestCrashChild is the process TestSIGKILLLosesNothingCommitted kills: it
// books, captures leads and saves turns on the file named by crashEnv
// until it dies. Run on its own it does nothing.
func TestCrashChild(t *testing.T) {
	path := os.Getenv(crashEnv)
	if path == "" {
		return
	}
	ctx := context.Background()
	s, err := sqlite.Open(ctx, path, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	bizID, slotID := os.Getenv(crashEnv+"_BIZ"), os.Getenv(crashEnv+"_SLOT")
	biz, err := s.Business(ctx, bizID)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		session := fmt.Sprintf("crash-%d", i)
		if _, err := s.SaveTurn(ctx, store.Turn{BusinessID: bizID, SessionID: session, Language: "en",
			State:   json.RawMessage(`{"n":1}`),
			Visitor: store.Message{Text: "hi"}, Reply: store.Message{Text: "hello"}}); err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.CaptureLead(ctx, store.LeadCapture{BusinessID: bizID, SessionID: session,
			Email: fmt.Sprintf("c%d@example.com", i)}); err != nil {
			t.Fatal(err)
		}
		if _, err := store.Book(ctx, s, biz, store.BookingRequest{SlotID: slotID, Guests: 1 + i%3, SessionID: session,
			Source: store.SourceChat, Customer: store.Customer{Name: "C", Email: "c@example.com"}}, time.Now()); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSIGKILLLosesNothingCommitted kills a process in the middle of
// writing with SIGKILL, then opens the file: every booking has its places
// and its event, every converted lead its booking, every conversation its
// messages; nothing half-written is there.
func TestSIGKILLLosesNothingCommitted(t *testing.T) {
	if os.Getenv(crashEnv) != "" {
		return // inside the child
	}
	path := newPath(t)
	s := open(t, path, sqlite.Options{})
	biz, slot := storetest.Seed(t, s, 100000)
	s.Close()

	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), crashEnv+"="+path, crashEnv+"_BIZ="+biz.ID, crashEnv+"_SLOT="+slot.ID)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := open(t, path, sqlite.Options{})
	waitBookings(t, r, biz.ID, 30)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	r.Close()

	ctx := context.Background()
	s2 := open(t, path, sqlite.Options{})
	var bookings []store.Booking
	for cursor, more := "", true; more; {
		page, m, err := s2.ListBookings(ctx, biz.ID, store.BookingFilter{Page: store.Page{Limit: 100, Cursor: cursor}})
		if err != nil {
			t.Fatal(err)
		}
		bookings, more = append(bookings, page...), m
		if len(page) > 0 {
			cursor = page[len(page)-1].ID
		}
	}
	guests := 0
	for _, b := range bookings {
		guests += b.Guests
		l, err := s2.LeadBySession(ctx, biz.ID, b.SessionID)
		if err != nil || l.BookingID != b.ID || l.Status != store.LeadConverted {
			t.Errorf("booking %s: lead %+v, %v", b.ID, l, err)
		}
	}
	booked, err := s2.BookedPlaces(ctx, biz.ID, []string{slot.ID})
	if err != nil {
		t.Fatal(err)
	}
	if len(bookings) < 30 || booked[slot.ID] != guests {
		t.Fatalf("%d bookings for %d guests, %d places taken", len(bookings), guests, booked[slot.ID])
	}
	created := map[string]bool{}
	for cursor, more := "", true; more; {
		evs, m, err := s2.ListEvents(ctx, biz.ID, store.EventFilter{Type: store.EventBookingCreated, Page: store.Page{Limit: 100, Cursor: cursor}})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			var b store.Booking
			if err := json.Unmarshal(e.Data, &b); err != nil {
				t.Fatal(err)
			}
			created[b.ID] = true
		}
		if more = m; len(evs) > 0 {
			cursor = evs[len(evs)-1].ID
		}
	}
	if len(created) != len(bookings) {
		t.Errorf("%d booking.created events for %d bookings", len(created), len(bookings))
	}
	convs, _, err := s2.ListConversations(ctx, biz.ID, store.ConversationFilter{Page: store.Page{Limit: 100}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range convs {
		msgs, _, err := s2.Messages(ctx, biz.ID, c.ID, store.Page{})
		if err != nil || len(msgs) != c.Messages || c.Messages != 2 {
			t.Errorf("conversation %s: %d messages stored, count %d, %v", c.ID, len(msgs), c.Messages, err)
		}
	}
}
