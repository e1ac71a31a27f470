package session

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// Choosing tours by price: a ceiling ("something under 30 euros", "max
// 30€ par personne", "até 40 euros por pessoa"), the cheapest with
// something to book ("lo más barato este finde, somos 2"), or cheap ones
// ("algo barato para mañana"). The understanding reads them
// (understand/budget.go); the state keeps them (State.Budget,
// State.BudgetTotal, State.Cheap), and narrowByPrice narrows the tours once
// per message that asks for it:
//
//   - one tour within the budget: it is the tour the conversation is about,
//     and its options for the day, part of the day and party follow;
//   - several: every search across tours keeps only them (criteria.fits),
//     and the options are shown cheapest first;
//   - none: the reply says so and the cheapest tour becomes the tour, with
//     its options;
//   - "the cheapest": the cheapest tour (within the budget, when one was
//     said) with a departure matching the day, part of the day and party,
//     else the cheapest;
//   - "cheap" alone: every tour, cheapest first.
//
// Prices come from the catalog. Per person, a tour fits when every ticket
// the party needs costs at most the amount (the children's ticket when the
// service has one and the party's mix says children; the service's price
// otherwise); for the whole party, when the party's total (store.QuoteParty,
// by ticket type where the mix maps) is at most the amount.

// budgetRequest reports a message that asks for tours by price and names
// none: a ceiling, or the cheapest or cheap ones with a day, a time or a
// party to search for. The dialogue answers it with options, not the
// knowledge or the price list.
func budgetRequest(res *understand.Result) bool {
	if res.ServiceID != "" || len(res.Services) > 0 || res.Email != "" || res.Phone != "" || res.Choice != 0 {
		return false
	}
	return res.Budget > 0 || foreignAsked(res) || (res.Cheapest == 2 || res.Cheap) && bookingFacts(res)
}

// applyPrice keeps a budget request's ceiling and wish in the state and
// reports whether the message asked to narrow the tours by price.
func (s *State) applyPrice(res *understand.Result) bool {
	if !budgetRequest(res) {
		return false
	}
	if res.Budget > 0 {
		s.Budget, s.BudgetTotal = res.Budget, res.BudgetTotal
	}
	switch {
	case res.Cheapest == 2:
		s.Cheap = 2
	case res.Cheap:
		s.Cheap = 1
	default:
		s.Cheap = 0 // a new ceiling alone: no "cheapest" of before
	}
	return true
}

// clearPrice forgets the budget and the wish ("what tours do you have?"
// widens the search again).
func (s *State) clearPrice() { s.Budget, s.BudgetTotal, s.Cheap = 0, false, 0 }

// dearest is the price of the dearest ticket the party needs on svc: by
// ticket type when the party's mix maps to the service's types, else the
// service's price.
func (s *State) dearest(svc *store.Service) float64 {
	if t := store.TicketsForParty(svc, s.Adults, s.Children, s.Infants); t != nil && s.Adults+s.Children+s.Infants == s.guests() {
		best := 0.0
		for _, tt := range svc.Tickets() {
			if t[tt.ID] > 0 && tt.Price > best {
				best = tt.Price
			}
		}
		return best
	}
	return svc.Price
}

// cost is what the party pays for svc (store.QuoteParty).
func (s *State) cost(svc *store.Service) float64 {
	_, total := s.quote(svc)
	return total
}

// fits reports whether svc is within the state's budget (always, without
// one).
func (s *State) fits(svc *store.Service) bool {
	const cent = 0.005
	switch {
	case s.Budget <= 0:
		return true
	case s.BudgetTotal:
		return s.cost(svc) <= s.Budget+cent
	}
	return s.dearest(svc) <= s.Budget+cent
}

// byCost lists the catalog's services, cheapest for the party first (the
// catalog's order on a tie).
func (s *State) byCost(cat *catalog) []*store.Service {
	out := make([]*store.Service, 0, len(cat.services))
	for i := range cat.services {
		out = append(out, &cat.services[i])
	}
	slices.SortStableFunc(out, func(a, b *store.Service) int { return cmp.Compare(s.cost(a), s.cost(b)) })
	return out
}

// sortByCost orders options cheapest first for the party, then by start.
func (s *State) sortByCost(opts []store.Offer) {
	slices.SortStableFunc(opts, func(a, b store.Offer) int {
		return cmp.Or(cmp.Compare(s.cost(a.Service), s.cost(b.Service)), a.Start.Compare(b.Start))
	})
}

// priceNote is what the reply says of a narrowing by price, before the
// options.
type priceNote struct {
	key string // budget_one, budget_some, budget_none, budget_over(_after), cheapest, cheapest_open, cheap_first, budget_currency(_one), shortest_one, longest_one; "" says nothing
	svc *store.Service
	// budget and total are the amount of budget_over, which the state
	// does not keep; with currency, the amount said in another currency
	// than the business's (budget_currency)
	budget   float64
	total    bool
	currency string
}

// foreignBudget reads a budget said in another currency than the
// business's ("under 30 dollars", "max 40 USD", "£25", "moins de 50
// francs suisses", "unter 30 Pfund"): no exchange rate is known, so the
// amount is neither converted nor taken as the business's money. It is
// dropped from the understanding and the reply says so: the prices are in
// the business's currency, with the tour named and its price, or, naming
// none, the tours cheapest first (a search by price: the options of the
// day or party said, else the price list). It returns the note to say, or
// none when the budget is in the business's currency. The dropped
// budget's currency stays in res (foreignAsked).
func foreignBudget(res *understand.Result, biz *store.Business) priceNote {
	if res.Budget <= 0 || currencyOK(res, biz) {
		return priceNote{}
	}
	n := priceNote{key: "budget_currency", budget: res.Budget, total: res.BudgetTotal, currency: res.BudgetCurrency}
	res.Budget, res.BudgetTotal = 0, false
	switch {
	case res.ServiceID != "":
		n.key = "budget_currency_one"
	case len(res.Services) == 0:
		res.Cheap = true // cheapest first
	}
	return n
}

// foreignAsked reports a message that asked by price in another currency
// than the business's (foreignBudget dropped the amount, kept the
// currency): a search by price, cheapest first, like "something cheap".
func foreignAsked(res *understand.Result) bool {
	return res.Budget <= 0 && res.BudgetCurrency != "" && res.Cheap
}

// narrowByPrice narrows the tours to the state's budget and wish, as the
// comment at the top of this file says, setting State.ServiceID (empty when
// several tours stay in play). A pick of another tour is dropped. It
// reports whether the tour changed and what the reply says of it.
func (e *Engine) narrowByPrice(ctx context.Context, biz *store.Business, st *State, cat *catalog, loc *time.Location, now time.Time) (bool, priceNote, error) {
	all := st.byCost(cat)
	if len(all) == 0 {
		return false, priceNote{}, nil
	}
	var fit []*store.Service
	for _, svc := range all {
		if st.fits(svc) {
			fit = append(fit, svc)
		}
	}
	var to *store.Service
	var note priceNote
	switch {
	case len(fit) == 0:
		to = all[0]
		note = priceNote{key: "budget_none", svc: to}
	case st.Cheap == 2:
		// the cheapest with a departure for the day, part of day and party
		to = fit[0]
		for _, svc := range fit {
			c := st.criteria(loc, cat)
			c.serviceID = svc.ID
			opts, exact, err := e.search(ctx, biz, c, now)
			if err != nil {
				return false, note, err
			}
			if exact && len(opts) > 0 {
				to = svc
				break
			}
		}
		note = priceNote{key: "cheapest", svc: to}
		if to != all[0] {
			note.key = "cheapest_open"
		}
	case len(fit) == 1 && st.Budget > 0:
		to = fit[0]
		note = priceNote{key: "budget_one", svc: to}
	case st.Budget > 0:
		note = priceNote{key: "budget_some"}
	default:
		note = priceNote{key: "cheap_first"}
	}
	id := ""
	if to != nil {
		id = to.ID
	}
	changed := id != st.ServiceID
	st.ServiceID = id
	if svc, _, err := store.ParseSlotID(st.Selected, loc); err == nil && svc != id {
		st.Selected = ""
	}
	return changed, note, nil
}

// overBudget is the note for a tour named with a budget it exceeds ("the
// kayak, max 30 euros each"): the tour named is still the one searched,
// and the reply says what it costs. The budget is not kept.
func overBudget(st *State, res *understand.Result, cat *catalog) priceNote {
	with := *st
	with.Budget, with.BudgetTotal = res.Budget, res.BudgetTotal
	if svc := cat.service(res.ServiceID); svc != nil && !with.fits(svc) {
		return priceNote{key: "budget_over", svc: svc, budget: res.Budget, total: res.BudgetTotal}
	}
	return priceNote{}
}

// sayPrice says what narrowByPrice found, before the options.
func (b *builder) sayPrice(n priceNote) {
	amount, total := b.st.Budget, b.st.BudgetTotal
	if n.budget > 0 {
		amount, total = n.budget, n.total
	}
	budget := ""
	if amount > 0 {
		key := "budget_pp"
		if total {
			key = "budget_total"
		}
		budget = reply.Say(b.lang, key, reply.Vars{"amount": reply.Money(b.lang, amount, b.biz.Currency)})
	}
	price := ""
	if n.svc != nil {
		price = reply.Money(b.lang, n.svc.Price, b.biz.Currency)
	}
	switch n.key {
	case "":
	case "budget_some", "cheap_first":
		b.say(n.key, "budget", budget)
	case "budget_currency", "budget_currency_one":
		b.say(n.key, "currency", reply.CurrencyName(b.lang, b.biz.Currency), "amount", reply.Money(b.lang, n.budget, n.currency),
			"service", b.serviceName(n.svc), "price", price)
	case "shortest_one", "longest_one":
		// the shortest or the longest asked with a day or a party (length.go)
		b.say(n.key, "service", b.serviceName(n.svc), "duration", reply.Duration(b.lang, n.svc.DurationMinutes))
	default:
		b.say(n.key, "budget", budget, "service", b.serviceName(n.svc), "price", price)
	}
}

// currencyOK reports whether a budget's currency is the business's (or
// none was said): amounts in another currency are not compared
// (foreignBudget).
func currencyOK(res *understand.Result, biz *store.Business) bool {
	return res.BudgetCurrency == "" || strings.EqualFold(res.BudgetCurrency, biz.Currency)
}
