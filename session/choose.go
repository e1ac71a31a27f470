package session

import (
	"context"
	"time"

	"github.com/tourchat/tourchat/session/knowledge"
	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// Choosing among bookable options by what they are rather than by their
// place in the list: the earliest or latest departure, the one option in
// the part of the day asked for, the cheapest of the tours compared; and
// asking for the departures themselves.

// asksTimes reports a message asking which departures there are while a
// tour or options are in context ("what times do u have", "che orari
// avete?"): the dialogue shows them, not the knowledge (the team's hours).
func asksTimes(st *State, res *understand.Result) bool {
	return res.AsksTimes && (st.ServiceID != "" || res.ServiceID != "" || len(st.Options) > 0)
}

// cheapestOf returns the cheapest of the services ids (the first on a tie).
func cheapestOf(cat *catalog, ids []string) *store.Service {
	var best *store.Service
	for _, id := range ids {
		if s := cat.service(id); s != nil && (best == nil || s.Price < best.Price) {
			best = s
		}
	}
	return best
}

func allServices(cat *catalog) []string {
	ids := make([]string, 0, len(cat.services))
	for i := range cat.services {
		ids = append(ids, cat.services[i].ID)
	}
	return ids
}

// optionServices lists the services of the options shown, each once.
func optionServices(st *State, loc *time.Location) []string {
	var ids []string
	seen := map[string]bool{}
	for _, id := range st.Options {
		if svc, _, err := store.ParseSlotID(id, loc); err == nil && !seen[svc] {
			seen[svc] = true
			ids = append(ids, svc)
		}
	}
	return ids
}

// compareQuestion reports a question of which tour is cheaper with nothing
// to book in it: "which is cheaper, the kayak or the sailing boat?", "el
// más barato cuál es". It names the tours compared (two or more), or, for a
// superlative naming none, every tour.
func compareQuestion(res *understand.Result, cat *catalog) []string {
	if res.Cheapest == 0 || res.HasDate() || res.HasTime || res.Guests > 0 || res.Email != "" || res.Phone != "" || budgetRequest(res) ||
		res.Intent == store.IntentBook || res.Intent == store.IntentManage || res.Intent == store.IntentHuman {
		return nil
	}
	switch {
	case len(res.Services) > 1:
		return res.Services
	case res.Cheapest == 2 && res.ServiceID == "":
		return allServices(cat)
	}
	return nil
}

// answerCheapest names the cheapest of the tours compared, with the price of
// each, and makes it the tour the conversation is about: "ok, that one on
// Friday" then means it.
func (b *builder) answerCheapest(ids []string) {
	best := cheapestOf(b.cat, ids)
	if best == nil {
		return
	}
	b.say("cheapest", "service", b.serviceName(best), "price", reply.Money(b.lang, best.Price, b.biz.Currency))
	if len(ids) <= 4 {
		for _, id := range ids {
			if s := b.cat.service(id); s != nil {
				b.line("• " + b.serviceName(s) + " — " + reply.Money(b.lang, s.Price, b.biz.Currency) + " · " +
					reply.Duration(b.lang, s.DurationMinutes))
			}
		}
	}
	b.act(ActionBookTour, ActionCheckOtherDates, ActionMoreInfo)
	st := b.st
	if st.Step == stepBrowsing || st.Step == stepChoosing {
		if st.ServiceID != best.ID {
			st.Options, st.Step = nil, stepBrowsing
		}
		st.ServiceID = best.ID
	}
}

// resolveCheapest reads "the cheaper one" in a request ("ok the cheaper one
// then, sunday 2pm, 2 ppl") as the tour it means: the cheapest of the tours
// the message names; else the tour the conversation is about (the one the
// comparison named); else the cheapest of the options shown, or, for a
// superlative, of every tour. It is a request (a day, a time, a party or a
// booking cue with it), not a price question.
func resolveCheapest(st *State, res *understand.Result, raw string, cat *catalog, loc *time.Location) {
	if res.Cheapest == 0 || knowledge.IsQuestion(raw) ||
		!res.HasDate() && !res.HasTime && res.Guests == 0 && res.Intent != store.IntentBook {
		return // "do kids get a cheaper price?" asks; it chooses nothing
	}
	var ids []string
	switch {
	case len(res.Services) > 1:
		ids = res.Services
	case res.ServiceID != "" || st.ServiceID != "":
	case len(optionServices(st, loc)) > 1:
		ids = optionServices(st, loc)
	case res.Cheapest == 2 && !budgetRequest(res):
		ids = allServices(cat)
	}
	// (a superlative naming no tour with a day or a party to search is a
	// budget request: the cheapest with places then, budget.go)
	if best := cheapestOf(cat, ids); best != nil {
		res.ServiceID = best.ID
	}
	if res.Intent == store.IntentPrice {
		res.Intent = store.IntentBook
	}
}

// rankedSlot picks the earliest or latest departure the message asks for
// ("saturday, earliest one pls", "die späteste", "o mais cedo possível"):
// among the options shown when the message keeps their tour and day, else
// among the departures of the state's tour on its one day. It never picks
// a slot that does not match the state.
func (e *Engine) rankedSlot(ctx context.Context, biz *store.Business, st *State, res *understand.Result, cat *catalog, loc *time.Location, now time.Time, d delta) (bool, error) {
	if res.Rank == 0 || len(res.Unread) > 0 || res.HasTime || st.Step != stepBrowsing && st.Step != stepChoosing {
		return false, nil
	}
	var ids []string
	if len(st.Options) > 0 && !d.service && !d.date && !d.time {
		ids = st.Options
	} else if st.ServiceID != "" && st.Date != "" && st.DateEnd == "" {
		c := st.criteria(loc, cat)
		c.clock, c.clockEnd = "", ""
		opts, exact, err := e.search(ctx, biz, c, now)
		if err != nil || !exact {
			return false, err
		}
		for i := range opts {
			ids = append(ids, opts[i].ID)
		}
	}
	best, bestAt := "", time.Time{}
	for _, id := range ids {
		svc, start, err := store.ParseSlotID(id, loc)
		if err != nil || st.ServiceID != "" && svc != st.ServiceID {
			continue
		}
		if best == "" || res.Rank > 0 && start.Before(bestAt) || res.Rank < 0 && start.After(bestAt) {
			best, bestAt = id, start
		}
	}
	if best == "" {
		return false, nil
	}
	st.choose(best, loc)
	return true, nil
}

// dayPartSlot picks the one option shown in the part of the day a message
// gives with nothing else new ("le matin alors, pour 2" with a 10:00 and a
// 15:00 shown), or on the one day it names among the days shown ("tuesday
// the 1st, the afternoon one", "el martes 1, el de la mañana" after a week's
// options); a question ("what do you have in the afternoon?") shows the
// options instead. The part of the day stays in the state beside the time
// it picked.
func dayPartSlot(st *State, res *understand.Result, raw string, loc *time.Location, d delta) bool {
	if st.Step != stepChoosing || res.DayPart == "" || res.HasTime || !res.DateEnd.IsZero() || d.service ||
		d.date && !res.HasDate() || len(res.Unread) > 0 || knowledge.IsQuestion(raw) || len(st.Options) < 2 {
		return false
	}
	day := ""
	if res.HasDate() {
		day = res.Date.Format(store.DateLayout)
	}
	only := ""
	for _, id := range st.Options {
		_, start, err := store.ParseSlotID(id, loc)
		if err != nil || !inDayPart(start, res.DayPart) || day != "" && start.Format(store.DateLayout) != day {
			continue
		}
		if only != "" {
			return false
		}
		only = id
	}
	if only == "" {
		return false
	}
	st.choose(only, loc)
	st.DayPart = res.DayPart // the wish that picked it stays said ("somos 3, de manhã")
	return true
}
