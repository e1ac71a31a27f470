package session

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/tourchat/tourchat/session/knowledge"
	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// maxCompared bounds the tours one comparison answers for.
const maxCompared = 3

// comparedTours reports the tours a question weighs against each other:
// two or more named ("which is better for them, the boat or the kayak?",
// "meglio la barca a vela o il kayak?", "é melhor o caiaque ou o surf?",
// "c'est plutôt le kayak ou le surf pour eux ?", "is he too young for the
// kayak or the surf?"), in a question or with a word that chooses
// (better, rather, which, mejor, plutôt, lieber, besser, meglio, melhor,
// or a difference). A price comparison ("which is cheaper") is answered
// by the cheapest (compareQuestion); a request (a day or a time with the
// tours) is the dialogue's.
func comparedTours(res *understand.Result, raw string) []string {
	if len(res.Services) < 2 || res.Cheapest != 0 || res.HasDate() || res.HasTime || res.Email != "" || res.Phone != "" {
		return nil
	}
	if !knowledge.IsQuestion(raw) && !choosesBetween(raw) {
		return nil
	}
	ids := res.Services
	if len(ids) > maxCompared {
		ids = ids[:maxCompared]
	}
	return ids
}

// stillCompared are the tours the last comparison weighed
// (State.Compared), when a message names no tour and weighs them again
// for someone: "which one is better for my mum? she's 80" after "what's
// the difference between the tuk tuk and the walking tour?". Only each
// tour's own fact answers it (answerCompared with factsOnly): "which one
// then?" asks nothing new.
func stillCompared(st *State, res *understand.Result, raw string) []string {
	if len(st.Compared) < 2 || res.ServiceID != "" || len(res.Services) > 0 || res.Cheapest != 0 || res.HasDate() || res.HasTime ||
		res.Email != "" || res.Phone != "" || !choosesBetween(raw) {
		return nil
	}
	return st.Compared
}

// choosesBetween reports a word that weighs one thing against another or
// asks for the difference, folded: "better", "rather", "which", "mejor",
// "cual", "diferencia", "plutot", "lequel", "difference", "lieber",
// "besser", "welche", "Unterschied", "meglio", "quale", "differenza",
// "melhor", "qual", "diferenca".
func choosesBetween(raw string) bool {
	for _, tok := range understand.Prepare(raw).Tokens {
		if chooseWords[tok.Text] || differenceWords[tok.Text] || advising(tok.Text) {
			return true
		}
	}
	return false
}

// advising reports a word of recommending or advising, any of its forms:
// "which do you recommend", "¿cuál nos aconsejas?", "vous conseillez
// lequel ?", "was empfehlt ihr?", "quale ci consigliate?", "qual
// aconselha?".
func advising(w string) bool {
	for _, stem := range adviceStems {
		if strings.HasPrefix(w, stem) {
			return true
		}
	}
	return false
}

var adviceStems = []string{"recommend", "recomend", "recomiend", "aconsej", "suggest", "sugier", "conseil", "recommand",
	"suggere", "empfehl", "empfiehl", "consigl", "raccomand", "suggeri", "aconselh", "suger"}

// withoutChoosing blanks the words that weigh the tours against each
// other ("which suits them better", "c'est plutôt", "meglio", "é melhor"):
// what is left asks the fact each tour is weighed on.
func withoutChoosing(msg string) string {
	b := []byte(msg)
	for _, tok := range understand.Prepare(msg).Tokens {
		if chooseWords[tok.Text] || differenceWords[tok.Text] || suitWords[tok.Text] || advising(tok.Text) {
			for i := tok.Start; i < tok.Start+len(tok.Orig) && i < len(b); i++ {
				b[i] = ' '
			}
		}
	}
	return string(b)
}

var (
	chooseWords = map[string]bool{"better": true, "best": true, "rather": true, "which": true, "prefer": true,
		"mejor": true, "cual": true, "preferible": true, "plutot": true, "mieux": true, "lequel": true, "laquelle": true,
		"lieber": true, "besser": true, "welche": true, "welcher": true, "welches": true, "meglio": true, "quale": true,
		"preferibile": true, "melhor": true, "qual": true, "preferivel": true}
	// suitWords say that a tour suits someone, in a comparison: the fact
	// weighed is what the rest of the question names (the children's ages,
	// a wheelchair).
	suitWords = map[string]bool{"suit": true, "suits": true, "suited": true, "conviene": true, "convienen": true,
		"convient": true, "passt": true, "eher": true, "convem": true, "adapta": true}
	differenceWords = map[string]bool{"difference": true, "differences": true, "diferencia": true, "diferencias": true,
		"unterschied": true, "unterschiede": true, "differenza": true, "differenze": true, "diferenca": true,
		"diferencas": true, "compare": true, "comparar": true, "comparer": true, "vergleich": true, "confronto": true}
)

// compareAnswer asks the knowledge the question once per tour compared,
// as if it named that tour alone: each answer must come from that tour's
// own facts (its minimum age and age notes, its accessibility, ...). It
// reports the answers, in the order the tours were named, and whether at
// least two tours answered; an answer no tour's facts give (an entry for
// all tours, a business fact) is left to the ordinary answer.
func compareAnswer(ix *knowledge.Index, kq knowledge.Query, ids []string, msg, lng string) ([]knowledge.Result, bool) {
	out := make([]knowledge.Result, 0, len(ids))
	msg = withoutChoosing(msg)
	var buf [4]string
	parts, _ := questionParts(msg, lng, buf[:0])
	for _, id := range ids {
		q := kq
		q.NamedService, q.RecentService = id, id
		var got *knowledge.Result
		for i, text := range append([]string{msg}, parts...) {
			if i > maxQuestionParts {
				break
			}
			q.Text = text
			if r := ix.Answer(q); r.Answered && onlyService(r.Sources) == id && !slices.ContainsFunc(r.Sources, func(s knowledge.Source) bool { return s.Type != knowledge.SourceService }) {
				got = &r
				break
			}
		}
		if got != nil {
			out = append(out, *got)
		}
	}
	return out, len(out) >= 2 && len(out) == len(ids)
}

// answerCompared answers a comparison of tours (comparedTours): the fact
// the question asks about for each tour, from its own facts ("Sunset
// Sailing Cruise welcomes all ages... / Sorry, a 6-year-old is too young
// for the kayak..."), or, for a question of which is better or of the
// difference that no fact answers, what each tour is (description,
// duration, price). It never says which is better: it asks which the
// visitor would like and keeps both open (the conversation's tour is
// unset while nothing is picked); the party the message gives is kept.
// It reports false when neither applies, and the question is answered as
// any other.
func (e *Engine) answerCompared(ctx context.Context, req Request, st *State, res *understand.Result, cat *catalog, lng string, now time.Time,
	ix *knowledge.Index, kq knowledge.Query, ids []string, factsOnly bool) (*Reply, bool, error) {
	answers, ok := compareAnswer(ix, kq, ids, req.Message, lng)
	if !ok && (factsOnly || !choosesBetween(req.Message) || answersAny(ix, kq, req.Message, lng)) {
		// not each tour's own fact: one answer for all ("is the tuk tuk or
		// the walk better with a stroller?" is the stroller entry), as
		// any question
		return nil, false, nil
	}
	loc := e.location(req.Business)
	local := now.In(loc)
	b := &builder{e: e, biz: req.Business, lang: lng, today: dayOf(local), now: local, cat: cat, loc: loc, st: st, sessionID: req.SessionID}
	var sources []Source
	names := make([]string, 0, len(ids))
	for i, id := range ids {
		svc := cat.service(id)
		if svc == nil {
			return nil, false, nil
		}
		names = append(names, b.serviceName(svc))
		if ok {
			b.line(answers[i].Text)
			sources = append(sources, answers[i].Sources...)
		} else {
			b.details(svc)
		}
	}
	b.say("compare_which", "list", reply.List(lng, names))
	switch st.Step {
	case stepBrowsing, stepChoosing:
		// Both stay open: "ok the sail then" chooses; the options shown
		// before are no longer what is weighed ("para 4" after it is the
		// party, not the 4pm option).
		st.ServiceID, st.Options, st.Step = "", nil, stepBrowsing
		st.Compared = slices.Clone(ids) // "and which one is longer?" next (length.go)
		if bookingFacts(res) {
			st.keepWhen(res, loc) // "2 adults and 2 kids aged 6 and 9": the party
		}
		b.act(ActionBookTour, ActionViewTours)
	case stepCollecting, stepConfirming:
		b.pending()
	case stepBooked:
		if err := b.aboutBooking(ctx, "booking_brief"); err != nil {
			return nil, false, err
		}
	}
	st.Lang = lng
	res.Intent = store.IntentQuestion
	rep := b.reply(req, now)
	rep.Sources = sources
	return rep, true, nil
}

// answersAny reports whether the knowledge answers the question as it is,
// or without its words of choosing, whole or by its parts.
func answersAny(ix *knowledge.Index, kq knowledge.Query, msg, lng string) bool {
	var buf [4]string
	bare := withoutChoosing(msg)
	parts, _ := questionParts(bare, lng, buf[:0])
	for i, text := range append([]string{msg, bare}, parts...) {
		if i > maxQuestionParts+1 {
			break
		}
		kq.Text = text
		if r := ix.Answer(kq); r.Answered && len(r.Sources) > 0 {
			return true
		}
	}
	return false
}
