package memory_test

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/memory"
	"github.com/tourchat/tourchat/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		s := memory.New(memory.Options{})
		t.Cleanup(func() { _ = s.Close() })
		return s
	})
}

// TestMixedConcurrency runs bookings, cancels, turns, lead captures, claims
// and lists at once (under -race) and then checks the books balance: places
// taken equal the confirmed guests listed, and every event is handed out once.
func TestMixedConcurrency(t *testing.T) {
	s := memory.New(memory.Options{})
	ctx := t.Context()
	biz := &store.Business{ID: "biz_mix", Timezone: "Europe/Lisbon", Currency: "EUR", DefaultLanguage: "en"}
	if err := s.CreateBusiness(ctx, biz); err != nil {
		t.Fatal(err)
	}
	svc := &store.Service{ID: "svc_m", BusinessID: biz.ID, Name: store.Text{"en": "M"}, DurationMinutes: 60,
		Price: 10, Capacity: 30, Schedule: store.Schedule{"mon": {"09:00"}, "tue": {"09:00"}, "wed": {"09:00"},
			"thu": {"09:00"}, "fri": {"09:00"}, "sat": {"09:00"}, "sun": {"09:00"}}}
	if err := s.UpsertService(ctx, svc); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateWebhook(ctx, &store.Webhook{BusinessID: biz.ID, URL: "https://x.example", Events: []string{"*"}, Enabled: true}); err != nil {
		t.Fatal(err)
	}
	day := time.Now().AddDate(0, 0, 10)
	slotID := svc.SlotsOn(day, biz.Location())[0].ID

	var wg sync.WaitGroup
	var mu sync.Mutex
	claimed := map[string]int{}
	for g := range 8 {
		wg.Go(func() {
			for i := range 40 {
				sess := fmt.Sprintf("s%d-%d", g, i%5)
				b, err := store.Book(ctx, s, biz, store.BookingRequest{SlotID: slotID, Guests: 1 + i%3, SessionID: sess}, time.Now())
				if err == nil && i%4 == 0 {
					if _, err := s.CancelBooking(ctx, biz.ID, b.ID, ""); err != nil {
						t.Errorf("cancel: %v", err)
					}
				} else if err != nil && !errors.Is(err, store.ErrInsufficientAvailability) {
					t.Errorf("book: %v", err)
				}
				if _, _, err := s.CaptureLead(ctx, store.LeadCapture{BusinessID: biz.ID, SessionID: sess, Name: fmt.Sprint(i)}); err != nil {
					t.Errorf("capture: %v", err)
				}
				if c, err := s.ConversationBySession(ctx, biz.ID, sess); err == nil {
					_, err = s.SaveTurn(ctx, store.Turn{BusinessID: biz.ID, SessionID: sess, ExpectVersion: c.Version})
					if err != nil && !errors.Is(err, store.ErrConflict) {
						t.Errorf("turn: %v", err)
					}
				} else if _, err := s.SaveTurn(ctx, store.Turn{BusinessID: biz.ID, SessionID: sess}); err != nil && !errors.Is(err, store.ErrConflict) {
					t.Errorf("first turn: %v", err)
				}
				evs, err := s.ClaimUnpublished(ctx, 5)
				if err != nil {
					t.Errorf("claim: %v", err)
				}
				mu.Lock()
				for _, e := range evs {
					claimed[e.ID]++
				}
				mu.Unlock()
				if _, err := s.ClaimDeliveries(ctx, time.Now().Add(time.Second), time.Minute, 5); err != nil {
					t.Errorf("claim deliveries: %v", err)
				}
				if _, _, err := s.ListBookings(ctx, biz.ID, store.BookingFilter{}); err != nil {
					t.Errorf("list: %v", err)
				}
			}
		})
	}
	wg.Wait()
	for {
		evs, err := s.ClaimUnpublished(ctx, 100)
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) == 0 {
			break
		}
		for _, e := range evs {
			claimed[e.ID]++
		}
	}
	guests, p := 0, store.Page{Limit: 100}
	for {
		bs, more, err := s.ListBookings(ctx, biz.ID, store.BookingFilter{Status: store.BookingConfirmed, Page: p})
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range bs {
			guests += b.Guests
		}
		if !more {
			break
		}
		p.Cursor = bs[len(bs)-1].ID
	}
	booked, _ := s.BookedPlaces(ctx, biz.ID, []string{slotID})
	if booked[slotID] != guests || guests > 30 {
		t.Fatalf("BookedPlaces %d, confirmed guests %d, capacity 30", booked[slotID], guests)
	}
	total := 0
	for id, n := range claimed {
		if n != 1 {
			t.Fatalf("event %s handed out %d times", id, n)
		}
		total++
	}
	logged := 0
	p = store.Page{Limit: 100}
	for {
		evs, more, err := s.ListEvents(ctx, biz.ID, store.EventFilter{Page: p})
		if err != nil {
			t.Fatal(err)
		}
		logged += len(evs)
		if !more {
			break
		}
		p.Cursor = evs[len(evs)-1].ID
	}
	if total == 0 || total != logged {
		t.Fatalf("%d events handed out, %d in the log", total, logged)
	}
}
