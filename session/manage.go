package session

import (
	"context"
	"errors"

	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/store"
)

// manage answers a request to change or cancel a booking. The chat changes
// no booking itself: the team does. With no reference quoted it asks for
// one; with a reference of this business's bookings it shows that booking
// (service, day, time, party, total: no customer details, the reference
// being what the visitor holds) and hands the conversation to the team,
// whose members see the request with the booking (the conversation is
// flagged for them, as when a person is asked for, even outside their
// hours: the request waits in their queue). A reference no booking of
// this business has is said, never guessed.
func (b *builder) manage(ctx context.Context, t *turn) error {
	ref := ""
	if t.res != nil {
		ref = t.res.BookingRef
	}
	if ref == "" {
		b.say("manage")
		b.act(ActionTalkToHuman, ActionShareContact)
		return nil
	}
	bk, err := b.e.st.Booking(ctx, b.biz.ID, ref)
	if errors.Is(err, store.ErrNotFound) {
		b.say("manage_unknown_ref", "ref", ref)
		b.act(ActionTalkToHuman)
		return nil
	}
	if err != nil {
		return err
	}
	start := bk.Start.In(b.loc)
	vars := []string{"service", b.bookingService(bk), "date", reply.Date(b.lang, start, b.today),
		"time", reply.Clock(b.lang, start), "party", reply.People(b.lang, bk.Guests), "ref", bk.ID,
		"total", reply.Money(b.lang, bk.TotalPrice, bk.Currency)}
	if bk.Status == store.BookingCancelled {
		b.say("manage_cancelled", vars...)
		b.act(ActionViewTours, ActionTalkToHuman)
		return nil
	}
	b.say("booking_info", vars...)
	b.say("manage_passed")
	t.handoff = true
	b.act(ActionViewTours)
	return nil
}
