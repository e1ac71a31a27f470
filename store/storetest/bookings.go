package storetest

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tourchat/tourchat/store"
)

var bookingTests = []test{
	{"CreateAndGet", func(t *testing.T, f *fixture) {
		slotID := f.slot(f.walk, 0)
		b := f.mustBook(slotID, 2, "sess_1")
		if !strings.HasPrefix(b.ID, store.PrefixBooking) || b.Object != "booking" || b.Status != store.BookingConfirmed ||
			b.BusinessID != f.biz.ID || b.ServiceID != "svc_walk" || b.ServiceName != "Alfama Walk" || b.SlotID != slotID ||
			b.Date != f.day.Format(store.DateLayout) || b.Time != "9:00 AM" || b.Guests != 2 || b.UnitPrice != 25.5 ||
			b.TotalPrice != 51 || b.Currency != "EUR" || b.Customer.Email != "ana@example.com" || b.SessionID != "sess_1" ||
			b.Source != store.SourceChat || b.LeadID != "" || b.CancelledAt != nil {
			t.Fatalf("booking = %+v", b)
		}
		if b.CreatedAt.IsZero() || b.UpdatedAt.IsZero() {
			t.Fatal("timestamps not set")
		}
		got, err := f.s.Booking(f.ctx, f.biz.ID, b.ID)
		noErr(t, "Booking", err)
		if got.ID != b.ID || got.Guests != 2 || !got.Start.Equal(b.Start) || !got.End.Equal(b.End) ||
			got.Customer != b.Customer || !jsonEqual(got.Metadata, `{"ref":"x"}`) {
			t.Fatalf("Booking = %+v", got)
		}
		_, err = f.s.Booking(f.ctx, f.biz.ID, "bk_nope")
		wantErr(t, "Booking(unknown)", err, store.ErrNotFound)
	}},
	{"TakesPlaces", func(t *testing.T, f *fixture) {
		s0, s1 := f.slot(f.walk, 0), f.slot(f.walk, 1)
		f.mustBook(s0, 4, "")
		f.mustBook(s0, 6, "")
		f.mustBook(s1, 1, "")
		_, err := f.book(s0, 1, "")
		wantErr(t, "Book(full slot)", err, store.ErrInsufficientAvailability)
		// Past the pre-check in store.Book, the backend itself must refuse.
		_, err = f.s.CreateBooking(f.ctx, store.NewBooking{Booking: store.Booking{
			BusinessID: f.biz.ID, ServiceID: "svc_walk", SlotID: s0, Guests: 1, Currency: "EUR",
			Source: store.SourceAPI, Metadata: json.RawMessage(`{}`),
		}, Capacity: 10})
		wantErr(t, "CreateBooking(full slot)", err, store.ErrInsufficientAvailability)
		booked, err := f.s.BookedPlaces(f.ctx, f.biz.ID, []string{s0, s1, f.slot(f.boat, 0)})
		noErr(t, "BookedPlaces", err)
		if booked[s0] != 10 || booked[s1] != 1 || booked[f.slot(f.boat, 0)] != 0 {
			t.Fatalf("BookedPlaces = %v", booked)
		}
	}},
	{"CapacityUnderConcurrency", func(t *testing.T, f *fixture) {
		slotID := f.slot(f.walk, 0)
		const n = 200
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for range n {
			wg.Go(func() {
				_, err := f.book(slotID, 1, "")
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		ok, full := 0, 0
		for err := range errs {
			switch {
			case err == nil:
				ok++
			case errors.Is(err, store.ErrInsufficientAvailability):
				full++
			default:
				t.Errorf("unexpected error: %v", err)
			}
		}
		if ok != 10 || full != n-10 {
			t.Fatalf("%d confirmed, %d refused; want 10 and %d", ok, full, n-10)
		}
		booked, err := f.s.BookedPlaces(f.ctx, f.biz.ID, []string{slotID})
		noErr(t, "BookedPlaces", err)
		if booked[slotID] != 10 {
			t.Fatalf("BookedPlaces = %d, want 10", booked[slotID])
		}
		if got := len(f.events(f.biz.ID, store.EventBookingCreated)); got != 10 {
			t.Fatalf("%d booking.created events, want 10", got)
		}
	}},
	{"CancelReturnsPlaces", func(t *testing.T, f *fixture) {
		slotID := f.slot(f.walk, 0)
		b := f.mustBook(slotID, 10, "")
		c, err := f.s.CancelBooking(f.ctx, f.biz.ID, b.ID, "weather")
		noErr(t, "CancelBooking", err)
		if c.Status != store.BookingCancelled || c.CancelledAt == nil || c.CancelReason != "weather" || c.UpdatedAt.Before(b.UpdatedAt) {
			t.Fatalf("cancelled = %+v", c)
		}
		got, err := f.s.Booking(f.ctx, f.biz.ID, b.ID)
		noErr(t, "Booking", err)
		if got.Status != store.BookingCancelled || got.CancelledAt == nil {
			t.Fatalf("stored after cancel = %+v", got)
		}
		booked, err := f.s.BookedPlaces(f.ctx, f.biz.ID, []string{slotID})
		noErr(t, "BookedPlaces", err)
		if booked[slotID] != 0 {
			t.Fatalf("BookedPlaces after cancel = %d", booked[slotID])
		}
		f.mustBook(slotID, 10, "")
		_, err = f.s.CancelBooking(f.ctx, f.biz.ID, b.ID, "")
		wantErr(t, "CancelBooking twice", err, store.ErrInvalidState)
		_, err = f.s.CancelBooking(f.ctx, f.biz.ID, "bk_nope", "")
		wantErr(t, "CancelBooking(unknown)", err, store.ErrNotFound)
	}},
	{"Events", func(t *testing.T, f *fixture) {
		b := f.mustBook(f.slot(f.boat, 0), 2, "sess_ev")
		e := f.eventFor(store.EventBookingCreated, b.ID)
		var data store.Booking
		noErr(t, "decode", json.Unmarshal(e.Data, &data))
		if e.Object != "event" || e.BusinessID != f.biz.ID || !strings.HasPrefix(e.ID, store.PrefixEvent) ||
			e.CreatedAt.IsZero() || data.Object != "booking" || data.Status != store.BookingConfirmed || data.Guests != 2 {
			t.Fatalf("booking.created = %+v data %+v", e, data)
		}
		if e.SessionID != "sess_ev" {
			t.Fatalf("booking.created SessionID = %q", e.SessionID)
		}
		_, err := f.s.CancelBooking(f.ctx, f.biz.ID, b.ID, "")
		noErr(t, "CancelBooking", err)
		e = f.eventFor(store.EventBookingCancelled, b.ID)
		noErr(t, "decode", json.Unmarshal(e.Data, &data))
		if data.Status != store.BookingCancelled {
			t.Fatalf("booking.cancelled data status %q", data.Status)
		}
	}},
	{"ConvertsLead", func(t *testing.T, f *fixture) {
		lead, _ := f.capture("sess_lead", "Ana", "ana@example.com")
		b := f.mustBook(f.slot(f.walk, 1), 2, "sess_lead")
		if b.LeadID != lead.ID {
			t.Fatalf("booking.LeadID = %q, want %q", b.LeadID, lead.ID)
		}
		got, err := f.s.Lead(f.ctx, f.biz.ID, lead.ID)
		noErr(t, "Lead", err)
		if got.Status != store.LeadConverted || got.BookingID != b.ID {
			t.Fatalf("lead after booking: status %q booking %q", got.Status, got.BookingID)
		}
		e := f.eventFor(store.EventLeadUpdated, lead.ID)
		var data store.Lead
		noErr(t, "decode", json.Unmarshal(e.Data, &data))
		if data.Status != store.LeadConverted || data.BookingID != b.ID {
			t.Fatalf("lead.updated data = %+v", data)
		}
		// A booking in another session leaves the lead alone.
		other := f.mustBook(f.slot(f.walk, 1), 1, "sess_other")
		if other.LeadID != "" {
			t.Fatalf("unrelated booking got lead %q", other.LeadID)
		}
	}},
	{"ListFiltersAndOrder", func(t *testing.T, f *fixture) {
		w0, w1, b0 := f.slot(f.walk, 0), f.slot(f.walk, 1), f.slot(f.boat, 0)
		var made []*store.Booking
		for i, sl := range []string{w0, b0, w1, w0, b0} {
			made = append(made, f.mustBook(sl, 1, "sess_"+string(rune('a'+i%2))))
			tick(t)
		}
		_, err := f.s.CancelBooking(f.ctx, f.biz.ID, made[3].ID, "")
		noErr(t, "CancelBooking", err)
		// A booking on another date.
		f.day = f.day.AddDate(0, 0, 1)
		later := f.mustBook(f.slot(f.walk, 0), 1, "sess_a")
		date := made[0].Date
		all := func(fl store.BookingFilter) []string {
			return collect(t, 100, func(p store.Page) ([]string, bool, error) {
				fl.Page = p
				bs, more, err := f.s.ListBookings(f.ctx, f.biz.ID, fl)
				return ids(bs, func(b store.Booking) string { return b.ID }), more, err
			})
		}
		rev := func(bs ...*store.Booking) []string {
			out := ids(bs, func(b *store.Booking) string { return b.ID })
			slices.Reverse(out)
			return out
		}
		cases := []struct {
			name string
			f    store.BookingFilter
			want []string
		}{
			{"all", store.BookingFilter{}, append([]string{later.ID}, rev(made...)...)},
			{"date", store.BookingFilter{Date: date}, rev(made...)},
			{"service", store.BookingFilter{ServiceID: "svc_boat"}, rev(made[1], made[4])},
			{"session", store.BookingFilter{SessionID: "sess_b"}, rev(made[1], made[3])},
			{"status", store.BookingFilter{Status: store.BookingCancelled}, rev(made[3])},
			{"combined", store.BookingFilter{Date: date, ServiceID: "svc_walk", Status: store.BookingConfirmed}, rev(made[0], made[2])},
			{"none", store.BookingFilter{ServiceID: "svc_nope"}, nil},
		}
		for _, c := range cases {
			if got := all(c.f); !slices.Equal(got, c.want) {
				t.Errorf("%s: got %v, want %v", c.name, got, c.want)
			}
		}
		// Paging by two gives the same order, newest first.
		paged := collect(t, 2, func(p store.Page) ([]string, bool, error) {
			bs, more, err := f.s.ListBookings(f.ctx, f.biz.ID, store.BookingFilter{Date: date, Page: p})
			return ids(bs, func(b store.Booking) string { return b.ID }), more, err
		})
		if !slices.Equal(paged, rev(made...)) || !idsDesc(paged) {
			t.Fatalf("paged = %v, want %v", paged, rev(made...))
		}
		first, more, err := f.s.ListBookings(f.ctx, f.biz.ID, store.BookingFilter{Date: date, Page: store.Page{Limit: 5}})
		noErr(t, "ListBookings", err)
		if len(first) != 5 || more {
			t.Fatalf("exact page: %d items, has_more %v", len(first), more)
		}
	}},
	{"ListLimitDefaultAndClamp", func(t *testing.T, f *fixture) {
		for i := range 25 {
			if i < 15 {
				f.mustBook(f.slot(f.boat, 0), 1, "")
			} else {
				f.mustBook(f.slot(f.walk, 0), 1, "")
			}
		}
		got, more, err := f.s.ListBookings(f.ctx, f.biz.ID, store.BookingFilter{})
		noErr(t, "ListBookings", err)
		if len(got) != 20 || !more {
			t.Fatalf("default page: %d items, has_more %v; want 20, true", len(got), more)
		}
		got, _, err = f.s.ListBookings(f.ctx, f.biz.ID, store.BookingFilter{Page: store.Page{Limit: 1000}})
		noErr(t, "ListBookings", err)
		if len(got) != 25 {
			t.Fatalf("limit 1000 gave %d items", len(got))
		}
	}},
}

func jsonEqual(raw json.RawMessage, want string) bool {
	var a, b any
	if json.Unmarshal(raw, &a) != nil || json.Unmarshal([]byte(want), &b) != nil {
		return false
	}
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
