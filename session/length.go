package session

import (
	"slices"

	"github.com/tourchat/tourchat/session/knowledge"
	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// Asking the tours by how long they last: "which tour is the shortest?",
// "el más largo?", "die kürzeste Tour", and, while a tour is discussed,
// "anything shorter?". The answer is each tour's duration_minutes, as
// "the cheapest" is its price (choose.go): facts, never a judgement.

// lengthQuestion reports a question of the tours' lengths with nothing to
// book in it, with the tours it is about: the tours named (two or more),
// else every tour; and ref, the tour a comparative ("anything shorter?")
// measures against (the one the message names, else the one discussed),
// empty for a superlative.
func lengthQuestion(st *State, res *understand.Result, cat *catalog) (ids []string, ref string) {
	if res.Length == 0 || res.HasDate() || res.HasTime || res.Guests > 0 || res.Email != "" || res.Phone != "" || budgetRequest(res) ||
		res.Intent == store.IntentBook || res.Intent == store.IntentManage || res.Intent == store.IntentHuman {
		return nil, ""
	}
	switch {
	case len(res.Services) > 1:
		return res.Services, ""
	case (res.Length == 1 || res.Length == -1) && res.ServiceID == "" && len(st.Compared) > 1 &&
		(st.ServiceID == "" || res.LengthPlain && slices.Contains(st.Compared, st.ServiceID)):
		// "and which one is longer?", "y cuál dura más?" after two tours
		// were compared: the longer or shorter of them
		return st.Compared, ""
	case res.LengthPlain:
		return nil, ""
	case res.Length == -1 || res.Length == 1:
		ref = res.ServiceID
		if ref == "" {
			ref = st.ServiceID
		}
	}
	return allServices(cat), ref
}

// answerLength names the shortest or longest of the tours (ties listed),
// or the tours shorter or longer than ref, each with its duration, and
// makes a single tour named the one the conversation is about ("ok, that
// one on Friday"). It returns the sources: each tour's duration_minutes.
func (b *builder) answerLength(ids []string, ref string, length int) []knowledge.Source {
	dur := func(s *store.Service) string { return reply.Duration(b.lang, s.DurationMinutes) }
	var svcs []*store.Service
	for _, id := range ids {
		if s := b.cat.service(id); s != nil && s.DurationMinutes > 0 {
			svcs = append(svcs, s)
		}
	}
	longer := length > 0
	slices.SortStableFunc(svcs, func(x, y *store.Service) int {
		if longer {
			return y.DurationMinutes - x.DurationMinutes
		}
		return x.DurationMinutes - y.DurationMinutes
	})
	var told []*store.Service
	if r := b.cat.service(ref); r != nil && r.DurationMinutes > 0 {
		// "anything shorter?" about the kayak: every tour shorter than it,
		// the shortest first
		for _, s := range svcs {
			if longer && s.DurationMinutes > r.DurationMinutes || !longer && s.DurationMinutes < r.DurationMinutes {
				told = append(told, s)
			}
		}
		key := map[bool]string{false: "shorter", true: "longer"}[longer]
		if len(told) == 0 {
			b.say(key+"_none", "service", b.serviceName(r), "duration", dur(r))
			told = []*store.Service{r}
		} else {
			b.say(key+"_than", "service", b.serviceName(r), "duration", dur(r))
			for _, s := range told {
				b.line("• " + b.serviceName(s) + " — " + dur(s))
			}
		}
	} else if len(svcs) > 0 {
		for _, s := range svcs {
			if s.DurationMinutes == svcs[0].DurationMinutes {
				told = append(told, s)
			}
		}
		key := map[bool]string{false: "shortest", true: "longest"}[longer]
		if len(told) == 1 {
			b.say(key+"_one", "service", b.serviceName(told[0]), "duration", dur(told[0]))
		} else {
			names := make([]string, len(told))
			for i, s := range told {
				names[i] = b.serviceName(s)
			}
			b.say(key+"_tie", "duration", dur(told[0]), "list", reply.List(b.lang, names))
		}
		if len(ids) <= 4 {
			// the tours compared, each with its length
			for _, s := range svcs {
				b.line("• " + b.serviceName(s) + " — " + dur(s))
			}
			told = svcs
		}
	}
	if len(told) == 0 {
		return nil
	}
	src := make([]knowledge.Source, len(told))
	for i, s := range told {
		src[i] = knowledge.Source{Type: knowledge.SourceService, ID: s.ID, Field: knowledge.TopicDuration}
	}
	b.act(ActionBookTour, ActionCheckOtherDates, ActionMoreInfo)
	st := b.st
	if one := told[0]; len(told) == 1 && one.ID != ref && (st.Step == stepBrowsing || st.Step == stepChoosing) {
		if st.ServiceID != one.ID {
			st.Options, st.Step = nil, stepBrowsing
		}
		st.ServiceID = one.ID
	}
	return src
}

// resolveLength reads the shortest or the longest tour asked for with
// something to book and no tour named ("the shortest tour on saturday for
// 2", "el más corto el sábado") as that tour, as resolveCheapest reads
// "the cheaper one then, sunday 2pm": its options follow, after the note
// it returns ("The shortest is ...: 1.5 hours."). A tie names no tour.
func resolveLength(res *understand.Result, cat *catalog) priceNote {
	if res.Length != 2 && res.Length != -2 || res.ServiceID != "" || len(res.Services) > 0 || !bookingFacts(res) {
		return priceNote{}
	}
	var best *store.Service
	tie := false
	for i := range cat.services {
		s := &cat.services[i]
		if s.DurationMinutes <= 0 {
			continue
		}
		switch {
		case best == nil || res.Length < 0 && s.DurationMinutes < best.DurationMinutes || res.Length > 0 && s.DurationMinutes > best.DurationMinutes:
			best, tie = s, false
		case s.DurationMinutes == best.DurationMinutes:
			tie = true
		}
	}
	if best == nil || tie {
		return priceNote{}
	}
	res.ServiceID = best.ID
	switch res.Intent {
	case store.IntentPrice, store.IntentDetails, store.IntentBrowse, store.IntentGreet, store.IntentThanks, store.IntentQuestion, "":
		res.Intent = store.IntentAvailability
	}
	if res.Length < 0 {
		return priceNote{key: "shortest_one", svc: best}
	}
	return priceNote{key: "longest_one", svc: best}
}

// withinQuestion reports a time budget said with nothing to book and no
// tour named ("anything under 2 hours?", "we only have a couple of hours",
// "solo tenemos un par de horas", "wir haben nur 2 Stunden"): the minutes
// the visitor has (understand.Entities.WithinMinutes), 0 otherwise.
func withinQuestion(res *understand.Result) int {
	if res.WithinMinutes <= 0 || res.ServiceID != "" || len(res.Services) > 0 || res.HasDate() || res.HasTime || res.Guests > 0 ||
		res.Email != "" || res.Phone != "" || budgetRequest(res) ||
		res.Intent == store.IntentBook || res.Intent == store.IntentManage || res.Intent == store.IntentHuman {
		return 0
	}
	return res.WithinMinutes
}

// answerWithin lists the tours whose duration_minutes fit in the time the
// visitor has, the shortest first, each with its duration; when none fits,
// it names the shortest. A single tour that fits becomes the one the
// conversation is about. It returns the sources: each tour's
// duration_minutes.
func (b *builder) answerWithin(within int) []knowledge.Source {
	var fit []*store.Service
	var shortest *store.Service
	for i := range b.cat.services {
		s := &b.cat.services[i]
		if s.DurationMinutes <= 0 {
			continue
		}
		if shortest == nil || s.DurationMinutes < shortest.DurationMinutes {
			shortest = s
		}
		if s.DurationMinutes <= within {
			fit = append(fit, s)
		}
	}
	if shortest == nil {
		return nil
	}
	slices.SortStableFunc(fit, func(x, y *store.Service) int { return x.DurationMinutes - y.DurationMinutes })
	if len(fit) == 0 {
		b.say("within_none", "duration", reply.Duration(b.lang, within), "service", b.serviceName(shortest),
			"length", reply.Duration(b.lang, shortest.DurationMinutes))
		fit = []*store.Service{shortest}
	} else {
		b.say("within_fit", "duration", reply.Duration(b.lang, within))
		for _, s := range fit {
			b.line("• " + b.serviceName(s) + " — " + reply.Duration(b.lang, s.DurationMinutes))
		}
	}
	src := make([]knowledge.Source, len(fit))
	for i, s := range fit {
		src[i] = knowledge.Source{Type: knowledge.SourceService, ID: s.ID, Field: knowledge.TopicDuration}
	}
	b.act(ActionBookTour, ActionCheckOtherDates, ActionMoreInfo)
	st := b.st
	st.Within = within // "ok, saturday then": the tours that fit
	if len(fit) == 1 && (st.Step == stepBrowsing || st.Step == stepChoosing) {
		if st.ServiceID != fit[0].ID {
			st.Options, st.Step = nil, stepBrowsing
		}
		st.ServiceID = fit[0].ID
	}
	return src
}
