package session

import (
	"context"
	"errors"
	"time"

	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// compute answers one message from the state it starts in. It may capture
// a lead or book (the turn's side effects); everything else is pure.
func (e *Engine) compute(ctx context.Context, req Request, from State) (*turn, error) {
	t := &turn{state: from}
	st := &t.state // the turn carries the state it computes
	biz := req.Business
	now := e.now()
	loc := e.location(biz)
	local := now.In(loc)
	cat, err := e.catalogFor(ctx, biz)
	if err != nil {
		return nil, err
	}
	lng := e.language(req, st.Lang)
	st.Lang = lng
	st.Turns++
	res := understand.Parse(req.Message, understand.Context{
		Now: local, Lang: lng, Region: biz.Country, HasOptions: len(st.Options) > 0,
		ExpectName: st.Awaiting == awaitContact && st.Name == "", Services: cat.matcher,
	})
	guestsOnly := st.apply(res, loc)
	picked := e.pick(st, res, loc)
	action := parseBookAction(req.Metadata)
	if action != nil && action.apply(st, loc, biz.Country) {
		// The booking form: book the slot whatever the words said.
		picked, res.Intent = true, store.IntentBook
	}

	t.res = res
	b := &builder{e: e, biz: biz, lang: lng, today: dayOf(local), now: local, cat: cat, loc: loc, st: st, sessionID: req.SessionID}
	if st.Selected == "" && (res.Intent == store.IntentBook || res.Intent == store.IntentContact) &&
		st.ServiceID != "" && st.Date != "" && st.Time != "" {
		// "Book the kayak tomorrow at 2pm for 2, I'm Ana, ana@x.com": the
		// words name exactly one slot, so it is the pick.
		opts, exact, err := e.search(ctx, biz, st.criteria(loc, cat), local)
		if err != nil {
			return nil, err
		}
		if exact && len(opts) == 1 {
			st.Selected, picked = opts[0].ID, true
		}
	}
	contactSaid := res.Email != "" || res.Phone != "" || res.Name != "" || (action != nil && st.hasContact())
	if contactSaid && st.hasContact() {
		if err := e.captureLead(ctx, biz, req.SessionID, st, cat); err != nil {
			return nil, err
		}
		t.sideEffects = true
	}

	switch intent := res.Intent; {
	case intent == store.IntentHuman:
		t.handoff = true
		b.say("human")
		b.act(ActionShareContact, ActionViewTours)
	case intent == store.IntentManage:
		b.say("manage")
		b.act(ActionTalkToHuman, ActionShareContact)
	case st.Selected != "" && (picked || guestsOnly || intent == store.IntentBook || intent == store.IntentContact):
		booked, err := e.bookStep(ctx, b, picked || guestsOnly)
		if err != nil {
			return nil, err
		}
		t.sideEffects = t.sideEffects || booked
	case intent == store.IntentContact:
		if st.hasContact() {
			if st.Name != "" {
				b.say("lead_saved", "name", st.Name)
			} else {
				b.say("lead_saved_anon")
			}
			if len(st.Options) > 0 {
				b.say("lead_next")
				b.act(ActionBookTour, ActionCheckOtherDates)
			} else {
				b.act(ActionViewTours, ActionBookTour)
			}
		} else if st.Name != "" {
			b.say("ask_reach", "name", st.Name)
			b.act(ActionShareContact, ActionViewTours)
		} else {
			b.say("ask_reach_anon")
			b.act(ActionShareContact, ActionViewTours)
		}
	case intent == store.IntentThanks:
		b.say("thanks")
		b.act(ActionViewTours, ActionBookTour)
	case intent == store.IntentGreet:
		b.say("greet", "business", biz.Name)
		b.act(ActionViewTours, ActionBookTour, ActionCheckOtherDates)
	case intent == store.IntentOutOfScope:
		t.fallback = true
		b.say("fallback")
		b.act(ActionViewTours, ActionBookTour, ActionTalkToHuman)
	case intent == store.IntentBrowse && st.ServiceID == "":
		b.browse(false)
		if err := b.offer(ctx, false); err != nil {
			return nil, err
		}
	case intent == store.IntentPrice:
		if err := b.price(ctx); err != nil {
			return nil, err
		}
	case intent == store.IntentDetails:
		if err := b.details(ctx); err != nil {
			return nil, err
		}
	default: // availability, book without a pick, browse of one service
		if err := b.offer(ctx, intent == store.IntentBook); err != nil {
			return nil, err
		}
	}
	t.reply = b.reply(req, now)
	return t, nil
}

// pick applies "the second one" or "the 2pm" to the options shown last and
// reports whether the message picked one.
func (e *Engine) pick(st *State, res *understand.Result, loc *time.Location) bool {
	if len(res.Entities.Email) > 0 && st.Selected != "" {
		return false
	}
	id := ""
	if n := res.Choice; n != 0 && len(st.Options) > 0 {
		i := n - 1
		if n < 0 {
			i = len(st.Options) + n
		}
		if i >= 0 && i < len(st.Options) {
			id = st.Options[i]
		}
	} else if res.HasTime && !res.HasDate() && len(st.Options) > 0 {
		id = st.selectByTime(st.Time)
	} else if res.Intent == store.IntentBook && len(st.Options) == 1 && res.ServiceID == "" && !res.HasDate() && res.Guests == 0 {
		// "yes, that one" with a single option shown.
		id = st.Options[0]
	}
	if id == "" {
		return false
	}
	st.Selected = id
	if svc, start, err := store.ParseSlotID(id, loc); err == nil {
		st.ServiceID, st.Date, st.Time, st.DayPart = svc, start.Format(store.DateLayout), start.Format("15:04"), ""
	}
	return true
}

func (e *Engine) captureLead(ctx context.Context, biz *store.Business, sessionID string, st *State, cat *catalog) error {
	in := store.LeadInterest{ServiceID: st.ServiceID, Date: st.Date, Guests: st.Guests}
	if svc := cat.service(st.ServiceID); svc != nil {
		in.ServiceName = svc.Name.In(st.Lang, biz.DefaultLanguage)
	}
	_, _, err := e.st.CaptureLead(ctx, store.LeadCapture{
		BusinessID: biz.ID, SessionID: sessionID, Name: st.Name, Email: st.Email, Phone: st.Phone,
		Language: st.Lang, Interest: in,
	})
	return err
}

// bookStep books the picked slot when the visitor's name and contact are
// known, and asks for what is missing otherwise. It reports whether a
// booking was made.
func (e *Engine) bookStep(ctx context.Context, b *builder, picked bool) (bool, error) {
	st := b.st
	offer, err := store.ResolveSlot(ctx, e.st, b.biz, st.Selected)
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
		st.Selected, st.Awaiting = "", ""
		return false, b.alternatives(ctx)
	}
	if st.Name == "" || !st.hasContact() {
		st.Awaiting = awaitContact
		if picked {
			// The pick is shown as the one option, for the widget's form.
			b.show([]store.Offer{*offer})
			b.parts = b.parts[:len(b.parts)-1] // show's list line; "chosen" says it
			b.say("chosen", "service", b.serviceName(offer.Service), "date", reply.Date(b.lang, offer.Start, b.today),
				"time", reply.Clock(b.lang, offer.Start), "guests", reply.People(b.lang, st.guests()))
		}
		switch {
		case st.Name == "" && !st.hasContact():
			b.say("ask_contact")
		case st.Name == "":
			b.say("ask_name")
		default:
			b.say("ask_reach", "name", st.Name)
		}
		b.addPhotos(offer.Service)
		b.act(ActionShareContact, ActionCheckOtherDates)
		return false, nil
	}
	bk, err := store.Book(ctx, e.st, b.biz, store.BookingRequest{
		SlotID: st.Selected, Guests: st.guests(),
		Customer:  store.Customer{Name: st.Name, Email: st.Email, Phone: st.Phone},
		SessionID: b.sessionID, Source: store.SourceChat, Language: b.lang,
	}, b.now)
	switch {
	case errors.Is(err, store.ErrInsufficientAvailability):
		b.say("soldout", "guests", reply.People(b.lang, st.guests()))
		st.Selected, st.Awaiting = "", ""
		return false, b.alternatives(ctx)
	case errors.Is(err, store.ErrSlotUnavailable), errors.Is(err, store.ErrNotFound):
		b.say("closed")
		st.Selected, st.Awaiting = "", ""
		return false, b.alternatives(ctx)
	case err != nil:
		return false, err
	}
	contactName := st.Name
	b.say("booked", "name", contactName, "service", b.serviceName(offer.Service),
		"date", reply.Date(b.lang, offer.Start, b.today), "time", reply.Clock(b.lang, offer.Start),
		"guests", reply.People(b.lang, bk.Guests), "total", reply.Money(b.lang, bk.TotalPrice, bk.Currency), "ref", bk.ID)
	b.addPhotos(offer.Service)
	b.act(ActionViewTours, ActionMoreInfo)
	st.BookingID, st.Selected, st.Awaiting, st.Options = bk.ID, "", "", nil
	return true, nil
}
