package session

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// proceed checks that the pick still has places for the party, then asks
// for the contact details still missing, or shows the summary and asks for
// a yes. announce shows the pick as the one option first. It reports false
// when the pick is gone (alternatives are shown instead).
func (b *builder) proceed(ctx context.Context, announce bool) (bool, error) {
	st := b.st
	offer, err := store.ResolveSlot(ctx, b.e.st, b.biz, st.Selected)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		if _, ok := store.AsParam(err); !ok {
			return false, err
		}
	}
	if err != nil || !offer.Bookable(b.now, st.guests()) {
		if err == nil && !offer.Closed && offer.Start.After(b.now) {
			b.say("soldout", "guests", reply.People(b.lang, st.guests()))
		} else {
			b.say("closed")
		}
		st.Selected = ""
		return false, b.alternatives(ctx)
	}
	if b.ageRule(offer.Service) {
		// "the kayak at 9" for a 4-year-old: the tour's age rule, and the
		// tours that suit the children instead of a summary
		_, err := b.offer(ctx, false, false)
		return false, err
	}
	if !st.ready() {
		if announce {
			// The pick is shown as the one option, for the widget's form.
			b.show([]store.Offer{*offer})
			b.parts = b.parts[:len(b.parts)-1] // show's list line; "chosen" says it
			if st.kidsAlone() {
				// who comes with the children is asked next (askContact)
				b.say("chosen_kids", "service", b.serviceName(offer.Service), "date", reply.Date(b.lang, offer.Start, b.today),
					"time", reply.Clock(b.lang, offer.Start))
			} else {
				b.say("chosen", "service", b.serviceName(offer.Service), "date", reply.Date(b.lang, offer.Start, b.today),
					"time", reply.Clock(b.lang, offer.Start), "guests", b.party())
			}
		}
		b.askContact()
		b.addPhotos(offer.Service)
		b.act(ActionShareContact, ActionCheckOtherDates)
		return true, nil
	}
	st.Confirm++ // a new summary: a yes books this one, once
	b.show([]store.Offer{*offer})
	b.parts = b.parts[:len(b.parts)-1]
	contact := st.Email
	if st.Phone != "" {
		contact = strings.TrimPrefix(contact+", "+st.Phone, ", ")
	}
	b.say("summary", "service", b.serviceName(offer.Service), "date", reply.Date(b.lang, offer.Start, b.today),
		"time", reply.Clock(b.lang, offer.Start), "party", b.party(),
		"total", reply.Money(b.lang, b.quoteTotal(offer.Service), b.biz.Currency),
		"name", st.Name, "contact", contact)
	b.say("confirm_ask")
	b.act(ActionBookTour, ActionCheckOtherDates)
	return true, nil
}

// quoteTotal is the summary's total: by ticket type when the party's mix
// maps to the service's types (store.QuoteParty), as the booking will be.
func (b *builder) quoteTotal(svc *store.Service) float64 {
	_, total := b.st.quote(svc)
	return total
}

// party renders the state's party size and ticket mix.
func (b *builder) party() string {
	st := b.st
	return reply.Party(b.lang, st.guests(), st.Adults, st.Children, st.Infants)
}

// askContact asks for the contact details a booking still needs.
func (b *builder) askContact() {
	st := b.st
	switch {
	case st.kidsAlone():
		// children never come alone: the party is known once their
		// adults are, and only then the contact details and the summary
		b.say("ask_adults")
		st.AskedAdults = true
	case b.phoneUnread != "" && !st.hasContact():
		// "Jess Taylor 612 345 678" from a visitor writing in English: a
		// number no region of theirs reads is said, not dropped.
		b.say("phone_unread", "phone", b.phoneUnread)
		if st.Name == "" {
			b.say("ask_name")
		}
	case st.Name == "" && !st.hasContact():
		b.say("ask_contact")
	case st.Name == "":
		b.say("ask_name")
	case !st.hasContact():
		b.say("ask_reach", "name", st.Name)
	}
}

// repick follows a change of the wishes while a pick waits: a new party
// keeps the slot (checked again for the new size); a new service, day or
// time picks the one slot that matches them, or shows the options.
func (b *builder) repick(ctx context.Context, d delta) (bool, error) {
	st := b.st
	if st.Selected != "" && !d.service && !d.date && !d.time && !d.price {
		return b.proceed(ctx, false)
	}
	if st.ServiceID != "" && st.Date != "" && st.DateEnd == "" && st.Time != "" && st.TimeEnd == "" {
		opts, exact, err := b.e.search(ctx, b.biz, st.criteria(b.loc, b.cat), b.now)
		if err != nil {
			return false, err
		}
		if exact && len(opts) == 1 {
			st.choose(opts[0].ID, b.loc)
			return b.proceed(ctx, true)
		}
		if d.service && !d.time {
			// "changed my mind, the fado instead": the time was the other
			// tour's departure, and this one does not leave then; its
			// departures that day follow (in any part of the day: the
			// part said picked the other tour's departure).
			st.Time, st.TimeEnd, st.DayPart = "", "", ""
		}
	}
	st.Selected = ""
	_, err := b.offer(ctx, false, false)
	return false, err
}

// bookOutcome is what a yes to a summary led to.
type bookOutcome uint8

const (
	booked    bookOutcome = iota
	notBooked             // the slot is gone or full: alternatives were shown
	inFlight              // the same confirmation is being booked by another request right now
)

// confirmationKey names one summary of one conversation. It is the
// idempotency key of the booking that summary's yes makes, and the booking
// carries it in metadata.chat_confirmation, so that neither a retried turn,
// nor another instance, nor a crash between booking and saving the turn can
// book one summary twice.
func confirmationKey(sessionID string, n int) string {
	return "chat:" + sessionID + ":" + strconv.Itoa(n)
}

// chatMeta is the booking metadata a chat booking carries.
type chatMeta struct {
	Confirmation string `json:"chat_confirmation"`
}

// book books the summary the visitor said yes to, at most once per
// summary: the store's idempotency record (per business and key) lets one
// request book and replays its booking to any other; a booking found with
// the same key (its record lost to a crash) is used instead of a new one.
func (e *Engine) book(ctx context.Context, b *builder) (bookOutcome, error) {
	st := b.st
	key := confirmationKey(b.sessionID, st.Confirm)
	meta, err := json.Marshal(chatMeta{Confirmation: key})
	if err != nil {
		return notBooked, err
	}
	req := store.BookingRequest{
		SlotID: st.Selected, Guests: st.guests(),
		Customer:  store.Customer{Name: st.Name, Email: st.Email, Phone: st.Phone},
		SessionID: b.sessionID, Source: store.SourceChat, Language: b.lang, Metadata: meta,
	}
	if svcID, _, err := store.ParseSlotID(st.Selected, b.loc); err == nil {
		if svc := b.cat.service(svcID); svc != nil {
			req.Tickets, _ = st.quote(svc) // the party mix by ticket type, when the service has them
		}
	}
	mix := fmt.Sprint(req.Tickets)
	h := sha256.Sum256([]byte(strings.Join([]string{req.SlotID, strconv.Itoa(req.Guests), mix, st.Name, st.Email, st.Phone}, "\x00")))
	token := newToken()
	rec, err := e.st.BeginIdempotent(ctx, b.biz.ID, key, hex.EncodeToString(h[:]), token)
	switch {
	case errors.Is(err, store.ErrIdempotencyInFlight):
		b.say("pending")
		b.act(ActionViewTours)
		return inFlight, nil
	case err != nil:
		return notBooked, err
	}
	var bk *store.Booking
	if rec != nil {
		// This summary was booked already (a retried turn, another instance).
		if bk, err = e.st.Booking(ctx, b.biz.ID, string(rec.Body)); err != nil {
			return notBooked, err
		}
	} else {
		// The booking completes the key's record in its own transaction, so
		// a crash cannot leave a booking whose record a retry runs again.
		req.Idempotency = &store.IdempotentAnswer{Key: key, Token: token,
			Render: func(bk *store.Booking) (int, []byte, error) { return 201, []byte(bk.ID), nil }}
		found := false
		if bk, err = e.bookedWith(ctx, b.biz.ID, b.sessionID, key); err == nil && bk == nil {
			bk, err = store.Book(ctx, e.st, b.biz, req, b.now)
		} else if err == nil {
			found = true
		}
		if err != nil {
			if aerr := e.st.AbandonIdempotent(ctx, b.biz.ID, key, token); aerr != nil {
				e.log.WarnContext(ctx, "chat booking: abandon idempotency key", "session_id", b.sessionID, "err", aerr)
			}
			switch {
			case errors.Is(err, store.ErrInsufficientAvailability):
				b.say("soldout", "guests", reply.People(b.lang, st.guests()))
			case errors.Is(err, store.ErrSlotUnavailable), errors.Is(err, store.ErrNotFound):
				b.say("closed")
			default:
				return notBooked, err
			}
			st.Selected = ""
			return notBooked, b.alternatives(ctx)
		}
		if found {
			// A booking made with this key whose record was lost: store it now.
			if err := e.st.CompleteIdempotent(ctx, b.biz.ID, key, token, 201, []byte(bk.ID)); err != nil {
				e.log.WarnContext(ctx, "chat booking: complete idempotency key", "session_id", b.sessionID, "err", err)
			}
		}
	}
	start := bk.Start.In(b.loc)
	b.say("booked", "name", st.Name, "service", b.bookingService(bk),
		"date", reply.Date(b.lang, start, b.today), "time", reply.Clock(b.lang, start),
		"guests", b.party(), "total", reply.Money(b.lang, bk.TotalPrice, bk.Currency), "ref", bk.ID)
	b.addPhotos(b.cat.service(bk.ServiceID))
	b.act(ActionMoreInfo, ActionViewTours)
	st.BookingID, st.Selected, st.Options = bk.ID, "", nil
	return booked, nil
}

// maxSessionBookings bounds the bookings bookedWith reads.
const maxSessionBookings = 500

// bookedWith finds the session's booking made for a confirmation key.
func (e *Engine) bookedWith(ctx context.Context, businessID, sessionID, key string) (*store.Booking, error) {
	f := store.BookingFilter{SessionID: sessionID, Page: store.Page{Limit: 100}}
	for seen := 0; seen < maxSessionBookings; {
		bks, more, err := e.st.ListBookings(ctx, businessID, f)
		if err != nil {
			return nil, err
		}
		for i := range bks {
			var m chatMeta
			if bks[i].Source == store.SourceChat && json.Unmarshal(bks[i].Metadata, &m) == nil && m.Confirmation == key {
				return &bks[i], nil
			}
		}
		seen += len(bks)
		if !more || len(bks) == 0 {
			break
		}
		f.Cursor = bks[len(bks)-1].ID
	}
	return nil, nil
}

func (b *builder) bookingService(bk *store.Booking) string {
	if s := b.cat.service(bk.ServiceID); s != nil {
		return b.serviceName(s)
	}
	return bk.ServiceName
}

// aboutBooking answers with the conversation's booking: key is booked_ack
// ("you're already booked"), booking_info (with "anything else?"),
// booking_brief (without) or thanks_booked.
func (b *builder) aboutBooking(ctx context.Context, key string) error {
	st := b.st
	var bk *store.Booking
	if st.BookingID != "" {
		var err error
		if bk, err = b.e.st.Booking(ctx, b.biz.ID, st.BookingID); err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
	}
	if bk == nil {
		b.say("thanks")
		b.act(ActionViewTours, ActionBookTour)
		return nil
	}
	start := bk.Start.In(b.loc)
	party := reply.People(b.lang, bk.Guests)
	if st.guests() == bk.Guests {
		party = b.party()
	}
	vars := []string{"name", bk.Customer.Name, "service", b.bookingService(bk), "date", reply.Date(b.lang, start, b.today),
		"time", reply.Clock(b.lang, start), "party", party, "ref", bk.ID,
		"total", reply.Money(b.lang, bk.TotalPrice, bk.Currency)}
	switch key {
	case "booked_ack":
		b.say("booked_already", vars...)
	case "booking_when":
		b.say("booking_when", vars...)
	case "booking_info", "booking_brief":
		b.say("booking_info", vars...)
		if key == "booking_info" {
			b.say("booking_more")
		}
	default:
		b.say("thanks_booked", vars...)
	}
	b.act(ActionMoreInfo, ActionViewTours, ActionTalkToHuman)
	return nil
}

// lead acknowledges contact details given outside a booking.
func (b *builder) lead() {
	st := b.st
	if st.Step == stepChoosing && len(st.Options) > 1 && st.hasContact() {
		// Options are on the table: the details are for the booking, which
		// waits only for the visitor's choice.
		if st.Name != "" {
			b.say("contact_kept", "name", st.Name)
		} else {
			b.say("contact_kept_anon")
		}
		b.say("pick_first")
		b.act(ActionBookTour, ActionCheckOtherDates)
		return
	}
	switch {
	case st.hasContact() && st.Name != "":
		b.say("lead_saved", "name", st.Name)
	case st.hasContact():
		b.say("lead_saved_anon")
	case st.Name != "":
		b.say("ask_reach", "name", st.Name)
		b.act(ActionShareContact, ActionViewTours)
		return
	default:
		b.say("ask_reach_anon")
		b.act(ActionShareContact, ActionViewTours)
		return
	}
	if len(st.Options) > 0 && st.Step != stepBooked {
		b.say("lead_next")
		b.act(ActionBookTour, ActionCheckOtherDates)
	} else {
		b.act(ActionViewTours, ActionBookTour)
	}
}

// answer answers a price or details question. While browsing or choosing
// the matching options follow; elsewhere the dialogue's pending question
// follows (run adds it). It reports whether options are on the table.
func (b *builder) answer(ctx context.Context, intent string, from step) (bool, error) {
	svc := b.cat.service(b.st.ServiceID)
	switch {
	case intent == store.IntentPrice && svc == nil:
		b.browse(true)
		return len(b.st.Options) > 0, nil
	case intent == store.IntentPrice:
		b.price(svc)
		if b.note.key == "budget_over" {
			b.note.key = "budget_over_after" // the price is said: only "that is more than €30"
		}
	case svc == nil:
		b.say("which_service")
		b.browse(false)
		return len(b.st.Options) > 0, nil
	default:
		b.details(svc)
	}
	if from == stepCollecting || from == stepConfirming {
		return true, nil
	}
	return b.offer(ctx, false, false)
}

// askUnread says what the visitor's wishes hold so far and asks for the day,
// time or party that could not be read; nothing is searched on a guess.
func (b *builder) askUnread(res *understand.Result) {
	if what := b.describe(b.st.criteria(b.loc, b.cat), b.cat.service(b.st.ServiceID)); what != "" {
		b.say("understood", "what", what)
	}
	for _, k := range []string{understand.UnreadDate, understand.UnreadTime, understand.UnreadParty} {
		if res.HasUnread(k) {
			b.say("unread_" + k)
		}
	}
	b.act(ActionCheckOtherDates, ActionViewTours)
}

// pending repeats the question a pick waits on after a turn that did not
// move it: the contact details missing, or "shall I book it?".
func (b *builder) pending() {
	st := b.st
	if st.Step == stepCollecting {
		if !st.ready() {
			b.askContact()
			b.act(ActionShareContact)
		}
		return
	}
	svcID, start, err := store.ParseSlotID(st.Selected, b.loc)
	if err != nil {
		return
	}
	b.say("confirm_again", "service", b.serviceName(b.cat.service(svcID)), "date", reply.Date(b.lang, start, b.today),
		"time", reply.Clock(b.lang, start), "party", b.party())
	b.act(ActionBookTour)
}

// scheduled reports whether the service asked for (or any) starts at the
// criteria's clock time on some day of its weekly schedule.
func (b *builder) scheduled(c criteria) bool {
	for i := range b.cat.services {
		s := &b.cat.services[i]
		if c.serviceID != "" && s.ID != c.serviceID {
			continue
		}
		for _, times := range s.Schedule {
			if slices.Contains(times, c.clock) {
				return true
			}
		}
	}
	return false
}

// whyNothing says why nothing matches the criteria on their single day:
// the service (or everything) does not run that day, no departure at the
// time asked, or too few places for the party. It reports false when the
// criteria have no single day, and the generic sentence is used.
func (b *builder) whyNothing(ctx context.Context, c criteria, svc *store.Service) (bool, error) {
	if c.date.IsZero() && c.clock != "" && c.clockEnd == "" && !b.scheduled(c) {
		// No day asked: the schedule alone says whether that time exists.
		h, m, _ := store.ParseClock(c.clock)
		b.say("no_such_time_any", "time", reply.Clock(b.lang, time.Date(2000, 1, 1, h, m, 0, 0, time.UTC)))
		return true, nil
	}
	if c.date.IsZero() || !c.dateEnd.IsZero() {
		return false, nil
	}
	all, err := b.e.slotsOn(ctx, b.biz, b.cat, c.serviceID, c.date, nil)
	if err != nil {
		return false, err
	}
	open, atTime := 0, 0
	for i := range all {
		o := &all[i]
		if o.Closed || !o.Start.After(b.now) {
			continue
		}
		open++
		if c.matchTime(o) {
			atTime++
		}
	}
	on := reply.OnDate(b.lang, c.date, b.today)
	switch {
	case open == 0 && svc != nil:
		b.say("closed_day", "service", b.serviceName(svc), "on_date", on)
	case open == 0:
		b.say("closed_day_any", "on_date", on)
	case atTime == 0 && c.clock != "":
		h, m, _ := store.ParseClock(c.clock)
		b.say("no_such_time", "time", reply.Clock(b.lang, time.Date(2000, 1, 1, h, m, 0, 0, time.UTC)), "on_date", on)
	case atTime > 0:
		b.say("too_few", "guests", reply.People(b.lang, c.guests), "on_date", on)
	default:
		return false, nil
	}
	return true, nil
}

// newToken returns a random token naming one turn's idempotency reservation.
func newToken() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
