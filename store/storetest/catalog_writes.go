package storetest

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

func intp(n int) *int    { return &n }
func boolp(b bool) *bool { return &b }

// familyTour is a service with adult, child and lap-infant tickets, created
// through ChangeService.
func (f *fixture) familyTour() *store.Service {
	f.t.Helper()
	res, err := f.s.ChangeService(f.ctx, store.ServiceChange{
		BusinessID: f.biz.ID, ServiceID: "svc_family", Create: true, Location: f.biz.Location(),
		Apply: func(s *store.Service) error {
			s.Name = store.Text{"en": "Family Sail", "pt": "Vela em família"}
			s.DurationMinutes, s.Capacity, s.Price = 90, 6, 999
			s.Schedule = everyDay([]string{"11:00", "16:00"})
			s.TicketTypes = []store.TicketType{
				{ID: "adult", Name: store.Text{"en": "Adult"}, Price: 45},
				{ID: "child", Name: store.Text{"en": "Child"}, Price: 25, MinAge: intp(4), MaxAge: intp(12)},
				{ID: "infant", Name: store.Text{"en": "Infant"}, Price: 0, MaxAge: intp(3), UsesCapacity: boolp(false)},
			}
			return nil
		},
	})
	noErr(f.t, "ChangeService(create)", err)
	return res.Service
}

func (f *fixture) bookTickets(slotID string, tickets map[string]int) (*store.Booking, error) {
	return store.Book(f.ctx, f.s, f.biz, store.BookingRequest{
		SlotID: slotID, Tickets: tickets, Source: store.SourceDashboard,
		Customer: store.Customer{Name: "Ana Silva", Phone: "+351912345678"}, Metadata: json.RawMessage(`{}`),
	}, time.Now())
}

func (f *fixture) changeSvc(id string, cancel bool, apply func(s *store.Service) error) (*store.ChangeResult, error) {
	return f.s.ChangeService(f.ctx, store.ServiceChange{
		BusinessID: f.biz.ID, ServiceID: id, Location: f.biz.Location(), CancelBookings: cancel, Apply: apply,
	})
}

var catalogWriteTests = []test{
	{"CatalogBounded", func(t *testing.T, f *fixture) {
		// The fixture holds 2 services; fill up to one short of the bound.
		for i := 2; i < store.MaxServices-1; i++ {
			svc := *f.walk
			svc.ID = fmt.Sprintf("svc_fill_%03d", i)
			noErr(t, "UpsertService(fill)", f.s.UpsertService(f.ctx, &svc))
		}
		// Two creates race for the last place: exactly one gets it.
		errs := make(chan error, 2)
		for _, id := range []string{"svc_last_a", "svc_last_b"} {
			go func() {
				_, err := f.s.ChangeService(f.ctx, store.ServiceChange{BusinessID: f.biz.ID, ServiceID: id, Create: true,
					Location: f.biz.Location(), Apply: func(s *store.Service) error {
						s.Name, s.DurationMinutes, s.Capacity, s.Price = store.Text{"en": id}, 60, 4, 10
						return nil
					}})
				errs <- err
			}()
		}
		first, second := <-errs, <-errs
		if (first == nil) == (second == nil) {
			t.Fatalf("two creates for the last place: %v / %v, want one success and one refusal", first, second)
		}
		refused := first
		if refused == nil {
			refused = second
		}
		wantErr(t, "create past the bound", refused, store.ErrInvalidState)
		svc := *f.walk
		svc.ID = "svc_one_too_many"
		wantErr(t, "UpsertService past the bound", f.s.UpsertService(f.ctx, &svc), store.ErrInvalidState)
		svcs, err := f.s.Services(f.ctx, f.biz.ID)
		noErr(t, "Services", err)
		if len(svcs) != store.MaxServices {
			t.Fatalf("%d services stored, want %d", len(svcs), store.MaxServices)
		}
		// A full catalog still takes changes to its services, and other
		// businesses keep their own room.
		f.walk.Price = 30
		noErr(t, "UpsertService(existing, full catalog)", f.s.UpsertService(f.ctx, f.walk))
		_, err = f.changeSvc(f.boat.ID, false, func(s *store.Service) error { s.Capacity = 25; return nil })
		noErr(t, "ChangeService(existing, full catalog)", err)
		other := f.addBusiness("Porto Tours")
		f.addService(other.ID, "svc_one_too_many", "Douro Walk", 10, 20, []string{"10:00"})
	}},
	{"CreateWithTicketTypes", func(t *testing.T, f *fixture) {
		svc := f.familyTour()
		got, err := f.s.Service(f.ctx, f.biz.ID, "svc_family")
		noErr(t, "Service", err)
		if got.Price != 45 || len(got.TicketTypes) != 3 || got.TicketTypes[2].TakesPlace() || *got.TicketTypes[1].MaxAge != 12 ||
			got.Status != store.ServiceActive || got.CreatedAt.IsZero() || svc.Price != 45 {
			t.Fatalf("stored %+v", got)
		}
		_, err = f.s.ChangeService(f.ctx, store.ServiceChange{BusinessID: f.biz.ID, ServiceID: "svc_family", Create: true,
			Location: f.biz.Location(), Apply: func(s *store.Service) error { return nil }})
		wantErr(t, "create twice", err, store.ErrConflict)
		_, err = f.changeSvc("svc_nope", false, func(s *store.Service) error { return nil })
		wantErr(t, "change unknown", err, store.ErrNotFound)
		_, err = f.changeSvc("svc_family", false, func(s *store.Service) error {
			s.TicketTypes = append(s.TicketTypes, store.TicketType{ID: "Adult!", Price: 1})
			return nil
		})
		if pe, ok := store.AsParam(err); !ok || pe.Field != "ticket_types" {
			t.Fatalf("bad ticket id: %v", err)
		}
		after, _ := f.s.Service(f.ctx, f.biz.ID, "svc_family")
		if len(after.TicketTypes) != 3 {
			t.Fatal("a refused change was stored")
		}
	}},
	{"BookTicketMix", func(t *testing.T, f *fixture) {
		svc := f.familyTour()
		slot := f.slot(svc, 0)
		b, err := f.bookTickets(slot, map[string]int{"adult": 2, "child": 1, "infant": 1})
		noErr(t, "Book(tickets)", err)
		if b.Guests != 3 || b.TotalPrice != 115 || b.UnitPrice != 45 || b.Tickets["child"] != 1 || b.Tickets["infant"] != 1 {
			t.Fatalf("booking %+v", b)
		}
		got, err := f.s.Booking(f.ctx, f.biz.ID, b.ID)
		noErr(t, "Booking", err)
		if got.Tickets["adult"] != 2 || len(got.Tickets) != 3 || got.TotalPrice != 115 {
			t.Fatalf("stored booking tickets %v total %v", got.Tickets, got.TotalPrice)
		}
		for name, tickets := range map[string]map[string]int{
			"unknown type": {"senior": 1},
			"negative":     {"adult": -1, "child": 2},
			"infant alone": {"infant": 1},
			"empty":        {},
		} {
			if _, err := f.bookTickets(slot, tickets); err == nil {
				t.Fatalf("%s: booked", name)
			} else if pe, ok := store.AsParam(err); !ok || pe.Field != "tickets" {
				t.Fatalf("%s: %v", name, err)
			}
		}
		if _, err := f.bookTickets(slot, map[string]int{"adult": 4}); err == nil {
			t.Fatal("booked past capacity (6, 3 taken)")
		}
		// A service without ticket types has the implicit adult type at its price.
		walk, err := f.bookTickets(f.slot(f.walk, 0), map[string]int{"adult": 2})
		noErr(t, "Book(walk adult)", err)
		if walk.Guests != 2 || walk.TotalPrice != 51 {
			t.Fatalf("implicit adult: %+v", walk)
		}
		if m := store.TicketsForParty(svc, 2, 1, 0); m["adult"] != 2 || m["child"] != 1 || len(m) != 2 {
			t.Fatalf("TicketsForParty = %v", m)
		}
		if m := store.TicketsForParty(f.walk, 2, 1, 0); m != nil {
			t.Fatalf("TicketsForParty without types = %v", m)
		}
	}},
	{"CloseSlotNeedsCancelBookings", func(t *testing.T, f *fixture) {
		slot := f.slot(f.walk, 0)
		b := f.mustBook(slot, 2, "")
		date := f.day.Format(store.DateLayout)
		closeIt := func(s *store.Service) error {
			s.Closures = append(s.Closures, store.Closure{ID: "clo_1", Object: "closure", ServiceID: s.ID, Date: date, Time: "09:00", Reason: "storm"})
			return nil
		}
		_, err := f.changeSvc(f.walk.ID, false, closeIt)
		wantErr(t, "close a booked slot", err, store.ErrInvalidState)
		if got, _ := f.s.Booking(f.ctx, f.biz.ID, b.ID); got.Status != store.BookingConfirmed {
			t.Fatal("a refused closure cancelled a booking")
		}
		res, err := f.changeSvc(f.walk.ID, true, closeIt)
		noErr(t, "close with cancel_bookings", err)
		if len(res.Cancelled) != 1 || res.Cancelled[0].ID != b.ID {
			t.Fatalf("cancelled %+v", res.Cancelled)
		}
		got, _ := f.s.Booking(f.ctx, f.biz.ID, b.ID)
		if got.Status != store.BookingCancelled || got.CancelReason != store.CancelReasonSlotClosed {
			t.Fatalf("booking after closure %+v", got)
		}
		f.eventFor(store.EventBookingCancelled, b.ID)
		offer, err := store.ResolveSlot(f.ctx, f.s, f.biz, slot)
		noErr(t, "ResolveSlot", err)
		if !offer.Closed || offer.Booked != 0 {
			t.Fatalf("slot after closure %+v", offer.Slot)
		}
		_, err = f.book(slot, 1, "")
		wantErr(t, "book a closed slot", err, store.ErrSlotUnavailable)
		// The other slot of the day stays open.
		f.mustBook(f.slot(f.walk, 1), 1, "")
		// Removing the closure reopens the slot.
		_, err = f.changeSvc(f.walk.ID, false, func(s *store.Service) error { s.Closures = nil; return nil })
		noErr(t, "reopen", err)
		f.mustBook(slot, 1, "")
	}},
	{"SlotCapacity", func(t *testing.T, f *fixture) {
		slot := f.slot(f.walk, 0)
		f.mustBook(slot, 4, "")
		setCap := func(n int) func(s *store.Service) error {
			return func(s *store.Service) error {
				if s.SlotCapacities == nil {
					s.SlotCapacities = map[string]int{}
				}
				s.SlotCapacities[slot] = n
				return nil
			}
		}
		_, err := f.changeSvc(f.walk.ID, false, setCap(3))
		wantErr(t, "shrink below booked", err, store.ErrInvalidState)
		_, err = f.changeSvc(f.walk.ID, false, setCap(5))
		noErr(t, "shrink to 5", err)
		offer, _ := store.ResolveSlot(f.ctx, f.s, f.biz, slot)
		if offer.Capacity != 5 || offer.Available() != 1 {
			t.Fatalf("slot %+v", offer.Slot)
		}
		_, err = f.book(slot, 2, "")
		wantErr(t, "book past new capacity", err, store.ErrInsufficientAvailability)
		// A booking prepared against the old capacity is refused inside the transaction.
		stale := store.Booking{Object: "booking", BusinessID: f.biz.ID, ServiceID: f.walk.ID, SlotID: slot, Date: offer.Date,
			Time: store.DisplayTime(offer.Start), Start: offer.Start, End: offer.End, Guests: 2, Currency: "EUR",
			Customer: store.Customer{Name: "X", Phone: "+351912345678"}, Source: store.SourceAPI}
		_, err = f.s.CreateBooking(f.ctx, store.NewBooking{Booking: stale, Capacity: 10})
		wantErr(t, "stale capacity", err, store.ErrInsufficientAvailability)
		_, err = f.changeSvc(f.walk.ID, false, func(s *store.Service) error {
			s.Closures = []store.Closure{{ID: "clo_x", ServiceID: s.ID, Date: offer.Date}}
			return nil
		})
		wantErr(t, "close the booked day", err, store.ErrInvalidState)
		_, err = f.changeSvc(f.walk.ID, false, func(s *store.Service) error { s.Schedule = everyDay([]string{"15:00"}); return nil })
		wantErr(t, "drop a booked time from the schedule", err, store.ErrInvalidState)
	}},
	{"ArchiveKeepsBookings", func(t *testing.T, f *fixture) {
		b := f.mustBook(f.slot(f.boat, 0), 2, "")
		_, err := f.changeSvc(f.boat.ID, false, func(s *store.Service) error { s.Status = store.ServiceArchived; return nil })
		noErr(t, "archive", err)
		got, _ := f.s.Booking(f.ctx, f.biz.ID, b.ID)
		if got.Status != store.BookingConfirmed {
			t.Fatal("archiving cancelled a booking")
		}
		offers, err := store.ListSlots(f.ctx, f.s, f.biz, "", f.day)
		noErr(t, "ListSlots", err)
		for _, o := range offers {
			if o.ServiceID == f.boat.ID {
				t.Fatal("an archived service still offers slots")
			}
		}
		_, err = f.book(f.slot(f.boat, 0), 1, "")
		wantErr(t, "book archived", err, store.ErrSlotUnavailable)
		svc, _ := f.s.Service(f.ctx, f.biz.ID, f.boat.ID)
		if !svc.Archived() {
			t.Fatalf("status %q", svc.Status)
		}
	}},
}
