package session

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/store"
)

// builder assembles one reply: sentences, options, photos and actions.
type builder struct {
	e         *Engine
	biz       *store.Business
	lang      string
	today     time.Time
	now       time.Time
	cat       *catalog
	loc       *time.Location
	st        *State
	sessionID string
	teamAway  func(ctx context.Context) (back time.Time, away bool, err error) // Request.TeamAway
	// note is what a narrowing by price found this turn (budget.go); the
	// options' reply says it first.
	note priceNote
	// phoneUnread is a phone number this turn's message held that could not
	// be read (understand.Entities.PhoneUnread); askContact says so.
	phoneUnread string
	// ruled is true once the reply said a tour's age rule (ageRule): the
	// options that follow are the ones that suit the children.
	ruled bool
	// which are the options shown that a time named and that leave for
	// several tours: offer asks which one, with only them (pick).
	which []string
	// kidsPrice is true when the message asked a price naming children
	// ("do kids pay less?"): price says what they pay.
	kidsPrice bool

	parts   []string
	options []BookingOption
	media   []Media
	actions []string
}

func (b *builder) say(key string, kv ...string) {
	var vars reply.Vars
	if len(kv) > 0 {
		vars = reply.Vars{}
		for i := 0; i+1 < len(kv); i += 2 {
			vars[kv[i]] = kv[i+1]
		}
	}
	b.parts = append(b.parts, reply.Say(b.lang, key, vars))
}

func (b *builder) line(s string) { b.parts = append(b.parts, s) }

func (b *builder) act(actions ...string) {
	for _, a := range actions {
		if !slices.Contains(b.actions, a) {
			b.actions = append(b.actions, a)
		}
	}
}

func (b *builder) serviceName(s *store.Service) string {
	if s == nil {
		return ""
	}
	return s.Name.In(b.lang, b.biz.DefaultLanguage)
}

// addPhotos adds a service's images, with alt text in the reply language,
// each once and four at most in a reply. A service shown in several options
// offers the same images again, so they are compared before any URL is built.
func (b *builder) addPhotos(s *store.Service) {
	if s == nil {
		return
	}
	for _, img := range s.Images {
		if len(b.media) >= 4 {
			return
		}
		base := ""
		if strings.HasPrefix(img.URL, "/") && !strings.HasPrefix(img.URL, "//") {
			base = b.e.mediaBase
		}
		alt := img.Alt.In(b.lang, b.biz.DefaultLanguage)
		if !slices.ContainsFunc(b.media, func(m Media) bool {
			return m.Type == "image" && m.Alt == alt && len(m.URL) == len(base)+len(img.URL) &&
				strings.HasPrefix(m.URL, base) && m.URL[len(base):] == img.URL
		}) {
			b.media = append(b.media, Media{Type: "image", URL: base + img.URL, Alt: alt})
		}
	}
}

// reply finishes the answer.
func (b *builder) reply(req Request, now time.Time) *Reply {
	if b.options == nil {
		b.options = []BookingOption{}
	}
	if b.media == nil {
		b.media = []Media{}
	}
	if len(b.actions) == 0 {
		b.actions = []string{ActionViewTours}
	}
	return &Reply{
		ID: store.NewIDAt(store.PrefixMessage, now), Message: strings.Join(b.parts, "\n"),
		BookingOptions: b.options, Media: b.media, SuggestedActions: b.actions,
		SessionID: req.SessionID, Language: b.lang, CreatedAt: now.UTC(), HandledBy: HandledByAssistant,
	}
}

// browse lists the catalog with prices.
func (b *builder) browse(pricesOnly bool) {
	if pricesOnly {
		b.say("price_all")
	} else {
		b.say("browse")
	}
	for i := range b.cat.services {
		s := &b.cat.services[i]
		if b.st.ServiceID == "" && len(b.st.Among) > 0 && !slices.Contains(b.st.Among, s.ID) {
			continue // "a water tour": the tours the word names
		}
		if _, young := b.st.tooYoung(s); young && b.st.ServiceID == "" {
			continue // a tour a child told may not join (the note after the options says which)
		}
		if b.st.ServiceID == "" && b.st.Within > 0 && s.DurationMinutes > b.st.Within {
			continue // longer than the time the visitor has (length.go)
		}
		b.line("• " + b.serviceName(s) + " — " + reply.Money(b.lang, s.Price, b.biz.Currency) + " · " +
			reply.Duration(b.lang, s.DurationMinutes))
		if !pricesOnly {
			b.addPhotos(s)
		}
	}
	if !pricesOnly {
		b.say("browse_tail")
	}
	b.act(ActionBookTour, ActionMoreInfo, ActionCheckOtherDates)
}

// offer searches the state's criteria and shows the options, or says that
// nothing matches, why, and the nearest alternatives. browse lists the
// catalog first ("what tours do you have?"). It reports whether options are
// on the table afterwards.
func (b *builder) offer(ctx context.Context, booking, browse bool) (bool, error) {
	if browse {
		b.browse(false)
	}
	if b.note.key != "" {
		b.sayPrice(b.note)
		b.note = priceNote{}
	}
	suits := b.ruled || b.ageRule(b.cat.service(b.st.ServiceID)) // "the kayak" for a 4-year-old: the tours that suit them instead
	if suits {
		// the tours the children may join, by name: the one asked stays
		// the state's tour until the visitor names another
		b.say("age_options")
		b.suitable()
		b.act(ActionViewTours, ActionCheckOtherDates)
		b.st.Options = nil
		return false, nil
	}
	if len(b.which) > 0 {
		if ok, err := b.offerWhich(ctx); ok || err != nil {
			return ok, err
		}
	}
	c := b.st.criteria(b.loc, b.cat)
	opts, exact, err := b.e.search(ctx, b.biz, c, b.now)
	if err != nil {
		return false, err
	}
	if c.serviceID == "" && (b.st.Budget > 0 || b.st.Cheap > 0) {
		b.st.sortByCost(opts) // within a budget, or cheap ones: cheapest first
	}
	svc := b.cat.service(c.serviceID)
	if !exact {
		said, err := b.whyNothing(ctx, c, svc)
		if err != nil {
			return false, err
		}
		if !said {
			b.say("nomatch", "what", b.describe(c, svc))
		}
	}
	if len(opts) == 0 {
		b.say("nothing")
		b.act(ActionCheckOtherDates, ActionViewTours, ActionShareContact, ActionTalkToHuman)
		b.st.Options = nil
		return false, nil
	}
	guests := reply.People(b.lang, c.guests)
	suffix := ""
	if b.st.Guests == 0 {
		suffix = "_free" // the party size was not said: no "for 1 person"
	}
	switch {
	case !exact:
		b.say("alternatives")
	case svc != nil && !c.date.IsZero() && c.dateEnd.IsZero():
		b.say("options_svc_date"+suffix, "service", b.serviceName(svc), "on_date", reply.OnDate(b.lang, c.date, b.today), "guests", guests)
	case svc != nil:
		b.say("options_svc"+suffix, "service", b.serviceName(svc), "guests", guests)
	case !c.date.IsZero() && c.dateEnd.IsZero():
		b.say("options_date"+suffix, "on_date", reply.OnDate(b.lang, c.date, b.today), "guests", guests)
	default:
		b.say("options_any"+suffix, "guests", guests)
	}
	b.show(opts)
	if c.serviceID == "" {
		b.leftOut()
	}
	b.say("pick_hint")
	b.act(ActionBookTour, ActionMoreInfo, ActionCheckOtherDates)
	if booking {
		b.act(ActionShareContact)
	}
	return true, nil
}

// ageRule says, when a child whose age was told may not join svc, the
// tour's minimum age and who is too young ("the kayak is from 8 years:
// your 4-year-old can't join") and drops its pick: the tours that suit
// them follow by name, with no options and no summary (offer). It reports
// whether it did. The tour stays the one asked for in the state.
func (b *builder) ageRule(svc *store.Service) bool {
	if svc == nil {
		return false
	}
	age, young := b.st.tooYoung(svc)
	if !young {
		return false
	}
	b.say("age_rule", "service", b.serviceName(svc), "min", strconv.Itoa(svc.MinimumAge()), "age", strconv.Itoa(age))
	b.st.Selected = ""
	b.ruled = true
	return true
}

// suitable lists the tours every child whose age was told may join, with
// their price and duration.
func (b *builder) suitable() {
	for i := range b.cat.services {
		s := &b.cat.services[i]
		if _, young := b.st.tooYoung(s); young {
			continue
		}
		b.line("• " + b.serviceName(s) + " — " + reply.Money(b.lang, s.Price, b.biz.Currency) + " · " +
			reply.Duration(b.lang, s.DurationMinutes))
	}
}

// leftOut notes, after options across tours, the tours left out for a
// child's age ("Not listed, for your children's ages: Tagus River Kayak
// Tour (from 8)."), the age summary kept short beside the options.
func (b *builder) leftOut() {
	var names []string
	for i := range b.cat.services {
		s := &b.cat.services[i]
		if len(b.st.Among) > 0 && !slices.Contains(b.st.Among, s.ID) {
			continue
		}
		if _, young := b.st.tooYoung(s); young {
			names = append(names, b.serviceName(s)+" ("+reply.Say(b.lang, "from_years", reply.Vars{"min": strconv.Itoa(s.MinimumAge())})+")")
		}
	}
	if len(names) > 0 {
		b.say("age_left_out", "list", reply.List(b.lang, names))
	}
}

// alternatives shows other options after a pick failed.
func (b *builder) alternatives(ctx context.Context) error {
	c := b.st.criteria(b.loc, b.cat)
	c.clock, c.dayPart = "", ""
	opts, _, err := b.e.search(ctx, b.biz, c, b.now)
	if err != nil {
		return err
	}
	if len(opts) == 0 {
		b.say("nothing")
		b.act(ActionCheckOtherDates, ActionViewTours, ActionTalkToHuman)
		return nil
	}
	b.say("alternatives")
	b.show(opts)
	b.act(ActionBookTour, ActionCheckOtherDates)
	return nil
}

// show lists options in the message and as booking_options, and remembers
// them for "the second one".
func (b *builder) show(opts []store.Offer) {
	b.options = slices.Grow(b.options, len(opts))
	b.st.Options = slices.Grow(b.st.Options[:0], len(opts))
	for i := range opts {
		o := &opts[i]
		name := b.serviceName(o.Service)
		b.options = append(b.options, BookingOption{
			ID: o.ServiceID, Name: name, Time: store.DisplayTime(o.Start),
			Duration: store.DisplayDuration(o.Service.DurationMinutes), Price: o.Service.Price,
			Availability: o.Available(), SlotID: o.ID, ServiceID: o.ServiceID, Date: o.Date,
			Start: o.Start, Currency: b.biz.Currency,
			TicketTypes: optionTickets(o.Service, b.lang, b.biz.DefaultLanguage),
		})
		b.line(strconv.Itoa(i+1) + ". " + name + " — " + reply.Date(b.lang, o.Start, b.today) + ", " +
			reply.Clock(b.lang, o.Start) + " · " + reply.Money(b.lang, o.Service.Price, b.biz.Currency))
		b.st.Options = append(b.st.Options, o.ID)
		b.addPhotos(o.Service)
	}
}

// describe renders the criteria for "nothing matches exactly (...)".
func (b *builder) describe(c criteria, svc *store.Service) string {
	var parts []string
	if svc != nil {
		parts = append(parts, b.serviceName(svc))
	}
	if !c.date.IsZero() {
		d := reply.Date(b.lang, c.date, b.today)
		if !c.dateEnd.IsZero() {
			d += " – " + reply.Date(b.lang, c.dateEnd, b.today)
		}
		parts = append(parts, d)
	}
	if c.clock != "" {
		clock := func(hhmm string) string {
			h, m, _ := store.ParseClock(hhmm)
			return reply.Clock(b.lang, time.Date(2000, 1, 1, h, m, 0, 0, time.UTC))
		}
		t := clock(c.clock)
		if c.clockEnd != "" {
			t += " – " + clock(c.clockEnd)
		}
		parts = append(parts, t)
	}
	if b.st.Guests > 0 {
		parts = append(parts, b.party())
	}
	return strings.Join(parts, ", ")
}

// price answers a price question about one service: per person, and for
// the party when it is more than one. Asked naming children ("do kids pay
// less?"), a tour with one price for everyone says they pay it too.
func (b *builder) price(svc *store.Service) {
	p := reply.Money(b.lang, svc.Price, b.biz.Currency)
	if b.st.Guests > 1 {
		_, total := b.st.quote(svc)
		b.say("price_total", "service", b.serviceName(svc), "price", p,
			"total", reply.Money(b.lang, total, b.biz.Currency),
			"guests", reply.People(b.lang, b.st.Guests))
	} else {
		b.say("price_one", "service", b.serviceName(svc), "price", p, "duration", reply.Duration(b.lang, svc.DurationMinutes))
	}
	if b.kidsPrice && onePrice(svc) {
		b.say("price_children")
	}
	b.st.PriceTold = true
	b.addPhotos(svc)
}

// onePrice reports a service whose every ticket costs its price: children
// pay what adults pay.
func onePrice(svc *store.Service) bool {
	for _, t := range svc.Tickets() {
		if t.Price != svc.Price {
			return false
		}
	}
	return true
}

// details describes one service.
func (b *builder) details(svc *store.Service) {
	b.say("details", "service", b.serviceName(svc), "description", svc.Description.In(b.lang, b.biz.DefaultLanguage),
		"duration", reply.Duration(b.lang, svc.DurationMinutes), "price", reply.Money(b.lang, svc.Price, b.biz.Currency),
		"languages", reply.Languages(b.lang, svc.Languages))
	b.addPhotos(svc)
}

// offerWhich asks which tour the visitor means when the time they named
// starts options of several tours ("9am please" with the kayak and the
// tuk-tuk at 9:00), showing only those options, still bookable, in the
// order they were shown; the state then names no tour. It reports false,
// saying nothing, when none of them is left.
func (b *builder) offerWhich(ctx context.Context) (bool, error) {
	st := b.st
	opts, err := b.shown(ctx, b.which)
	if err != nil || len(opts) < 2 {
		return false, err
	}
	st.ServiceID, st.Selected = "", ""
	b.say("which_tour", "clock", reply.Clock(b.lang, opts[0].Start))
	b.show(opts)
	b.say("which_hint")
	b.act(ActionBookTour, ActionMoreInfo)
	return true, nil
}

// shown are the offers of options shown before (slot ids), in their order,
// that still have places for the party.
func (b *builder) shown(ctx context.Context, ids []string) ([]store.Offer, error) {
	var opts, all []store.Offer
	var day time.Time
	for _, id := range ids {
		svcID, start, err := store.ParseSlotID(id, b.loc)
		if err != nil {
			continue
		}
		if d := dayOf(start.In(b.loc)); !d.Equal(day) {
			day = d
			if all, err = b.e.slotsOn(ctx, b.biz, b.cat, "", day, all[:0]); err != nil {
				return nil, err
			}
		}
		for i := range all {
			if all[i].ID == id && all[i].ServiceID == svcID && all[i].Available() >= b.st.guests() {
				opts = append(opts, all[i])
			}
		}
	}
	return opts, nil
}

// tourFromList follows the answer to a question about one tour, asked
// while the options of several tours are listed, with that tour's options
// from the list: they are the options on the table then ("the 9am", "the
// first one"). Nothing is added when the list holds none of its options
// or only its own.
func (b *builder) tourFromList(ctx context.Context) error {
	st := b.st
	tour := store.PrefixSlot + strings.TrimPrefix(st.ServiceID, store.PrefixService) + "_"
	var ids []string
	others := false
	for _, o := range st.Options {
		if strings.HasPrefix(o, tour) {
			ids = append(ids, o)
		} else {
			others = true
		}
	}
	if len(ids) == 0 || !others {
		return nil
	}
	opts, err := b.shown(ctx, ids)
	if err != nil || len(opts) == 0 {
		return err
	}
	b.say("tour_from_list", "service", b.serviceName(opts[0].Service))
	b.show(opts)
	b.say("pick_hint")
	return nil
}
