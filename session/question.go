package session

import (
	"context"
	"encoding/json"
	"errors"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/tourchat/tourchat/session/knowledge"
	"github.com/tourchat/tourchat/session/lang"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// Source names where an answer came from (a knowledge entry, or one fact
// of a service or of the business); replies that answer a question carry
// them.
type Source = knowledge.Source

// knowledgeCache keeps each business's knowledge index between turns. It is
// rebuilt only when the entries or the service names change, and the
// entries are read again at most once per catalog time to live.
type knowledgeCache struct {
	mu sync.Mutex
	m  map[string]*knowledgeIndex // by business id, bounded by the number of tenants
}

type knowledgeIndex struct {
	fingerprint uint64
	ix          *knowledge.Index
	loaded      time.Time // by the monotonic clock
}

// knowledgeFor returns the business's index.
func (e *Engine) knowledgeFor(ctx context.Context, biz *store.Business, cat *catalog) (*knowledge.Index, error) {
	e.kb.mu.Lock()
	k := e.kb.m[biz.ID]
	e.kb.mu.Unlock()
	if k != nil && e.catalogTTL > 0 && time.Since(k.loaded) < e.catalogTTL {
		return k.ix, nil
	}
	entries, err := e.st.EnabledKnowledge(ctx, biz.ID)
	if err != nil {
		return nil, err
	}
	h := fnv.New64a()
	var n [8]byte
	for i := range entries {
		h.Write([]byte(entries[i].ID))
		h.Write(strconv.AppendInt(n[:0], entries[i].UpdatedAt.UnixNano(), 10))
	}
	// The facts are part of the index: service names, keywords, facts and
	// durations, and the business's facts.
	for i := range cat.services {
		h.Write([]byte(cat.services[i].ID))
		for _, l := range lang.Supported {
			h.Write([]byte(cat.services[i].Name[l]))
			h.Write([]byte(cat.services[i].Keywords[l]))
		}
		f, _ := json.Marshal(&cat.services[i].ServiceFacts)
		h.Write(f)
		h.Write(strconv.AppendInt(n[:0], int64(cat.services[i].DurationMinutes), 10)) // the duration topic
	}
	f, _ := json.Marshal(&biz.BusinessFacts)
	h.Write(f)
	fp := h.Sum64()
	next := &knowledgeIndex{fingerprint: fp, loaded: time.Now()}
	if k != nil && k.fingerprint == fp {
		next.ix = k.ix
	} else {
		next.ix = knowledge.Build(biz, cat.services, entries)
	}
	e.kb.mu.Lock()
	if e.kb.m == nil {
		e.kb.m = map[string]*knowledgeIndex{}
	}
	e.kb.m[biz.ID] = next
	e.kb.mu.Unlock()
	return next.ix, nil
}

// answerQuestion is the engine's one hook for questions: it answers a
// question from the business's knowledge, or says plainly that it does not
// know and offers a person, and returns nil for every other message (the
// dialogue answers those). It leaves the booking state as it was, but for
// the tour the conversation is about: the one the question names alone, or
// the one the answer came from when none was known (a pick waiting or a
// booking made keeps its own). So "is it ok for kids?" and then "ok, book
// the 11:30" still books the 11:30 shown before, and "how long is the
// fado?" then "can we cancel?" is the fado's policy.
func (e *Engine) answerQuestion(ctx context.Context, req Request, st *State, res *understand.Result, cat *catalog, lng string, now time.Time, afterAge bool, lastAsked string, lastWhich bool) (*Reply, bool, error) {
	switch {
	case res.Email != "", res.Phone != "", res.BookingRef != "", parseBookAction(req.Metadata) != nil:
		// contact details, a booking quoted (manage.go): no question
		return nil, false, nil
	case res.Choice != 0 && !(knowledge.IsQuestion(req.Message) && knowledge.AsksCancel(req.Message, lng)):
		// a pick; (a first or last moment asked beside cancelling, "quanto
		// prima bisogna disdire?", is when to cancel, no option chosen)
		return nil, false, nil
	}
	if st.Step == stepBooked && terseWhen(req.Message) {
		// "time?", "¿hora?", "Uhrzeit?" after a booking: its day and time,
		// as "meet where" is its meeting point, not the whole summary.
		loc := e.location(req.Business)
		b := &builder{e: e, biz: req.Business, lang: lng, today: dayOf(now.In(loc)), now: now.In(loc), cat: cat, loc: loc, st: st, sessionID: req.SessionID}
		if err := b.aboutBooking(ctx, "booking_when"); err != nil {
			return nil, false, err
		}
		st.Lang = lng
		res.Intent = store.IntentQuestion
		return b.reply(req, now), false, nil
	}
	if st.Step == stepBooked && terseAddress(req.Message) {
		// "address?", "¿dirección?", "adresse ?", "morada?" after a
		// booking: where the booked tour meets, with its day and time,
		// not the office's address and the whole summary. ("what is your
		// office address?" names whose address: the business's.)
		if rep, ok, err := e.answerBookedWhere(ctx, req, st, res, cat, lng, now); ok || err != nil {
			return rep, false, err
		}
	}
	if st.Step == stepBooked && res.Intent == store.IntentManage && !strings.ContainsAny(req.Message, "?¿") &&
		!knowledge.AsksCancelDeadline(req.Message, lng) {
		// "oh no, something came up, we have to cancel", "il faut annuler",
		// "dobbiamo disdire" after the booking made here: a request to
		// cancel or change it, which the dialogue shows and hands to the
		// team (manage_own); not a question about the policy ("can we
		// still cancel?" asks it).
		return nil, false, nil
	}
	if budgetRequest(res) {
		// "anything under 30 euros on Sunday?": the tours within it (budget.go)
		return nil, false, nil
	}
	if res.WithinMinutes > 0 && res.ServiceID == "" && len(res.Services) == 0 && bookingFacts(res) {
		// "anything under 2 hours on Sunday?": that day's options of the
		// tours that fit in the time (State.Within), a search, not a question
		switch res.Intent {
		case store.IntentPrice, store.IntentDetails, store.IntentBrowse, store.IntentGreet, store.IntentThanks, store.IntentOutOfScope, "":
			res.Intent, res.Fallback = store.IntentAvailability, false
		}
		return nil, false, nil
	}
	if (asksTimes(st, res) || res.Rank != 0 && (len(st.Options) > 0 || st.ServiceID != "")) && !knowledge.AsksCancel(req.Message, lng) {
		// "what times do you have?", "o mais cedo": the dialogue shows them
		// or picks one (choose.go); not "the latest I can cancel", "quanto
		// prima bisogna disdire?", when to cancel.
		return nil, false, nil
	}
	if ids := compareQuestion(res, cat); ids != nil && st.Step != stepBooked {
		// "which is cheaper, the kayak or the sail?": named, priced, and the
		// tour "that one" means next. While a pick waits for contact
		// details or a yes ("what's the cheapest tour?", "le moins cher
		// ?"), the cheapest is answered and the pick keeps waiting: the
		// reply asks again for what it needs.
		loc := e.location(req.Business)
		b := &builder{e: e, biz: req.Business, lang: lng, today: dayOf(now.In(loc)), now: now.In(loc), cat: cat, loc: loc, st: st, sessionID: req.SessionID}
		b.answerCheapest(ids)
		if len(res.Services) > 1 {
			st.Compared = slices.Clone(res.Services) // "and which one is shorter?" next
		}
		return b.catalogAnswer(req, res, lng, now, nil), false, nil
	}
	if within := withinQuestion(res); within > 0 && st.Step != stepBooked {
		// "anything under 2 hours?", "we only have a couple of hours": the
		// tours that fit in that time (length.go), answered like the
		// shortest: a pick waiting keeps waiting.
		loc := e.location(req.Business)
		b := &builder{e: e, biz: req.Business, lang: lng, today: dayOf(now.In(loc)), now: now.In(loc), cat: cat, loc: loc, st: st, sessionID: req.SessionID}
		if src := b.answerWithin(within); src != nil {
			return b.catalogAnswer(req, res, lng, now, src), false, nil
		}
	}
	if ids, ref := lengthQuestion(st, res, cat); ids != nil {
		// "which tour is the shortest?", "el más largo?", "anything
		// shorter?" about the tour discussed: the tours' durations
		// (length.go), answered like the cheapest: a pick waiting keeps
		// waiting and the reply asks again for what it needs.
		loc := e.location(req.Business)
		b := &builder{e: e, biz: req.Business, lang: lng, today: dayOf(now.In(loc)), now: now.In(loc), cat: cat, loc: loc, st: st, sessionID: req.SessionID}
		src := b.answerLength(ids, ref, res.Length)
		if src != nil {
			if len(res.Services) > 1 {
				st.Compared = slices.Clone(res.Services) // "and which one is shorter?" next
			}
			return b.catalogAnswer(req, res, lng, now, src), false, nil
		}
	}
	if st.Step == stepCollecting || st.Step == stepConfirming {
		// A bare agreement or refusal while a pick waits ("c'est correct",
		// "corretto", "no, wait"), or a doubt alone ("peut-être", "bin mir
		// nicht sicher"), answers the summary, never the knowledge.
		if yes, no := affirm(req.Message); yes || no || onlyHold(req.Message) {
			return nil, false, nil
		}
		if res.Parents > 0 && !knowledge.IsQuestion(req.Message) {
			// "sim, e a nossa filha tem 9 anos": a child of the party told,
			// no question of the tour's ages (State.childOfParty)
			return nil, false, nil
		}
	}
	ix, err := e.knowledgeFor(ctx, req.Business, cat)
	if err != nil {
		return nil, false, err
	}
	biz := req.Business
	def := biz.DefaultLanguage
	if !lang.IsSupported(def) {
		def = "en"
	}
	kq := knowledge.Query{
		Text: req.Message, Lang: lng, DefaultLang: def, NamedService: res.ServiceID, RecentService: st.ServiceID,
		Business: biz, Services: cat.services, AgeTold: afterAge,
	}
	// carried: a yes at the summary that tells a circumstance of someone in
	// the party ("sure, my wife is vegetarian", "yes, my husband uses a
	// wheelchair"). The facts answer it (or the honest "I don't know"),
	// and the summary is asked again: nothing is booked blind on what the
	// visitor has just said. A yes that tells nothing ("yes, the details
	// are all spot on") asks nothing and books.
	carried := false
	if st.Step == stepConfirming && summaryYes(req.Message, lng) {
		told := kq
		told.Text = afterYes(req.Message) // what is told, without the yes words the facts do not hold
		if told.Text == "" || !ix.Answer(told).Circumstance {
			return nil, false, nil
		}
		kq, carried = told, true
	}
	if ids := comparedTours(res, req.Message); ids != nil {
		// "which is better for them, the boat or the kayak?": the fact
		// asked about, from each tour's own facts, and both stay open.
		if rep, ok, err := e.answerCompared(ctx, req, st, res, cat, lng, now, ix, kq, ids, false); ok || err != nil {
			return rep, false, err
		}
	} else if ids := stillCompared(st, res, req.Message); ids != nil && st.Step != stepBooked {
		// "which one is better for my mum? she's 80" right after the
		// tours were weighed: the same tours, on what is asked now
		if rep, ok, err := e.answerCompared(ctx, req, st, res, cat, lng, now, ix, kq, ids, true); ok || err != nil {
			return rep, false, err
		}
	}
	r := ix.Answer(kq)
	if r.Answered && bookingFacts(res) && !(afterAge && onlyAges(r.Sources)) && tagOnBooking(req.Message, lng, ix, kq) {
		// "Kajak am Samstag für 2, geht das?": the tag asks whether the
		// request itself is fine; the options answer it. (Right after a
		// minimum age was told, "et pour le fado, il peut venir ?" asks
		// the fado's ages, which answer it.)
		r = knowledge.Result{}
	}
	if r.Answered && res.ServiceID == "" && len(r.Sources) > 1 && onlyService(r.Sources) == "" && onlyAges(r.Sources) &&
		(res.HasDate() || res.HasTime || res.DayPart != "" || len(knowledge.Ages(req.Message)) > 0 && !knowledge.AsksWhichCan(req.Message)) {
		// "family with 2 kids (6 and 9), anything for saturday?", "...
		// anything for us?": the options (of that day) that suit them, not
		// the minimum age of every tour; a short note after them names the
		// tours left out (leftOut). Asked with no request ("what would
		// work for kids aged 5 and 8?"), it is a request to see them; but
		// which tours a child can do, with no day ("which tours can a 5
		// year old do?"), is what the facts say: every tour's ages.
		if (res.Fallback || res.Intent == store.IntentOutOfScope || res.Intent == store.IntentDetails || res.Intent == "") && suitsParty(req.Message) {
			res.Intent, res.Fallback = store.IntentBrowse, false
		}
		return nil, false, nil
	}
	if st.agesSaid && res.ServiceID == "" && len(res.Services) == 0 && (!r.Answered || onlyAges(r.Sources)) &&
		!(r.Answered && !res.HasDate() && !res.HasTime && res.DayPart == "" && knowledge.AsksWhichCan(req.Message)) &&
		(res.Intent == store.IntentBrowse || knowledge.IsQuestion(req.Message) && suitsParty(req.Message)) {
		// "which tours would suit our kids of 4 and 6?", "was könnt ihr
		// uns empfehlen? Kinder 4 und 6", "what would work for kids aged
		// 5 and 8?", "cosa va bene per bambini di 4 e 6 anni?": a
		// recommendation for a party with children's ages is the tours
		// that admit them (the catalogue without the ones a child may not
		// join, then their options and the note of the tours left out),
		// never a judgement of the best. (Which tours a child can do, with
		// no day, is every tour's ages, as above.)
		if res.Intent != store.IntentAvailability {
			res.Intent, res.Fallback = store.IntentBrowse, false
		}
		return nil, false, nil
	}
	if !r.Answered && !r.Forecast && !r.MissingTopic && res.ServiceID == "" && len(res.Services) == 0 &&
		(st.Step == stepBrowsing || st.Step == stepChoosing) &&
		(res.Intent == store.IntentBrowse || res.Intent == store.IntentAvailability || res.Intent == store.IntentBook ||
			res.Intent == store.IntentGreet || res.Intent == "") &&
		knowledge.AsksRecommendation(req.Message) {
		// "what do you recommend?", "any ideas for saturday?", "was
		// würden Sie uns für Samstag empfehlen?", "o que nos aconselham
		// para sábado?": no fact says what is best, and the tours are
		// the answer: the catalogue, with that day's (and that party's)
		// options, never an "I don't know". A recommendation a fact
		// answers stands ("what do you recommend for a rainy day?" is the
		// rain entry), and one for something no fact holds is no request
		// for the tours ("can you recommend a good restaurant for
		// tonight?": a topic the knowledge knows and no fact covers).
		// A greeting before it asks it too ("ciao, cosa ci consigliate?").
		res.Intent, res.Fallback = store.IntentBrowse, false
		return nil, false, nil
	}
	if !r.Answered && res.ServiceID != "" && tellAbout(req.Message) {
		// "tell me about the kayak", "mi dite qualcosa sul giro in tuk
		// tuk?", "pouvez-vous me parler du kayak ?": the tour's details
		// (description, duration, price, times), which the dialogue says;
		// not a fact of it, nor a person to talk to.
		res.Intent = store.IntentDetails
		return nil, false, nil
	}
	if !r.Answered && r.AsksDeparture && !res.LengthAsked && (res.ServiceID != "" || st.ServiceID != "" || len(st.Options) > 0) && !r.Asks {
		// "a que hora sale?", "what time does the kayak start?": the
		// departures of the tour in context, as for "what times do you
		// have?" (a time of being there or of the end is the knowledge's).
		if !res.HasTime {
			st.Time, st.TimeEnd = "", ""
		}
		if res.Intent != store.IntentAvailability && res.Intent != store.IntentBrowse {
			res.Intent = store.IntentAvailability
		}
		return nil, false, nil
	}
	follow := false
	if lastAsked != "" && !r.Answered && !r.Informative && (followUp(req.Message, res) || lastWhich && namesTourAlone(req.Message, res)) {
		// "y el del tuk tuk?", "and the kayak?", "und beim Segeln?" right
		// after a question of another tour was answered ("is the walking
		// tour ok with a cane?"): the same question of that tour. Right
		// after "which tour do you mean?" ("what should we bring?"), the
		// tour named alone ("the sintra trip", "pour le surf") is the
		// one the question was about.
		if d := askedOf(kq, res.ServiceID, lastAsked); d.Answered {
			r, follow = d, true
		}
	}
	chosen, unsure := follow && (st.Step == stepBrowsing || st.Step == stepChoosing), false
	if res.ServiceID != "" && len(res.Services) < 2 && !res.HasDate() && !res.HasTime && res.DayPart == "" &&
		(st.Step == stepBrowsing || st.Step == stepChoosing) {
		// "el kayak puede ser? los niños saben nadar": the one question
		// chooses the tour, and the rest tells, asking nothing. The tour's
		// options follow, after an answer of that tour's own facts to what
		// was told (its minimum age for children who swim); never an "I
		// don't know" that would hide the choice. When the question asks
		// whether the tour suits ("c'est faisable le tuk tuk ? mon père
		// a le vertige"), or what was told holds a topic no fact holds or
		// words the knowledge does not know ("is the tuk tuk ok? my dad
		// has vertigo"), that is what it asks: the honest "I don't know",
		// and the options still follow. (With a day or a time, the
		// options follow an answer anyway: followAnswer.)
		if pure, suits := e.choosesTour(req.Message, lng, res, cat, now, ix, kq); pure || suits {
			if !r.Answered || len(r.Sources) == 0 {
				// (an answer from the facts stands, the tour's own or an
				// entry's: "soy celíaca, puedo hacer la ruta de comida?" is
				// the diet entry, "I'm travelling alone, can I join the
				// kayak?" the solo one; the options follow it)
				if pure && !r.MissingTopic && !r.OtherCovers && r.UnknownTerms == 0 {
					return nil, false, nil
				}
				unsure = !r.Answered
			}
			chosen = true
		}
	}
	question := knowledge.IsQuestion(req.Message) || terseQuestion(req.Message) || follow
	// unanswered: a question the facts do not hold, asked beside the
	// booking facts, gets the honest "I don't know" and the booking goes on.
	unanswered := unsure
	changes := bookingFacts(res) || res.ServiceID != "" && res.ServiceID != st.ServiceID
	if !r.Answered && r.Informative && (!changes || st.Step == stepBrowsing || st.Step == stepChoosing) {
		// The whole message is not answered: its question may be one part
		// of it, beside the tour, the day and the party, a greeting or a
		// story whose words the knowledge does not hold. The part is asked
		// alone. (While a pick waits or after a booking, a message with
		// booking facts is the dialogue's: it changes the booking.)
		var buf [4]string
		parts, marked := questionParts(req.Message, lng, buf[:0])
		var beyond *knowledge.Result
		for i, p := range parts {
			if i == maxQuestionParts {
				break
			}
			kq.Text = p
			rp := ix.Answer(kq)
			if !rp.Answered && rp.AsksEnd {
				// "our train leaves at 5.30pm, is the sintra trip over by
				// then?": the end asked, which the tour's duration says
				if d := knowledge.ServiceFact(kq, aboutTour(res, st), knowledge.TopicDuration); d.Answered {
					rp = d
				}
			}
			each := false
			if (!rp.Answered || rp.OnlySuits) && aboutTour(res, st) != "" && forEachChild(p, knowledge.Ages(req.Message)) {
				// "... os nossos três filhos de 5, 8 e 11 anos ... A minha
				// mulher está grávida, fica só a ver. O surf dá para os
				// três?": whether the tour takes each child told, the
				// tour's age rule for those ages, whatever else the story
				// tells of others
				whole := kq
				whole.Text = req.Message
				if d := knowledge.ServiceFact(whole, aboutTour(res, st), knowledge.TopicAge); d.Answered {
					rp, each = d, true
				}
			}
			if rp.Answered && len(rp.Sources) > 0 && rp.OnlySuits && r.UnknownTerms > 0 {
				// "hi! planning an outing for my parents (both in their
				// 70s) ... my dad walks with a stick - would the tuk tuk
				// be ok for him?": the part asks whether the tour suits
				// someone the clause before it tells of; asked with that
				// clause, what it tells answers when the facts hold it
				// (the accessibility for a walking stick), and not when
				// they do not ("my dad has vertigo")
				if s := withToldBefore(req.Message, p); s != "" {
					kq.Text = s
					if rs := ix.Answer(kq); rs.Answered && len(rs.Sources) > 0 && !rs.OnlySuits && rs.UnknownTerms == 0 {
						rp = rs
					}
				}
			}
			if each || rp.Answered && len(rp.Sources) > 0 && !r.OtherCovers && (!r.MissingTopic || asideAfter(req.Message, p, rp, ix, kq)) && !(rp.OnlySuits && r.UnknownTerms > 0) {
				// (not when the rest names a topic no fact holds: "we
				// have a dog, is that ok?" is about the dog, unless it
				// only follows as the reason for the question, asideAfter;
				// nor when the part asks only whether the tour suits
				// someone and the rest says why in words no fact holds:
				// "my dad has vertigo, is the tuk tuk ok for him?")
				r, question, beyond = rp, true, nil
				break
			}
			if beyond == nil && marked && bookingFacts(res) && asksBeyondFacts(rp) {
				beyond = &rp
			}
		}
		if beyond != nil {
			r, question, unanswered = *beyond, true, true
		}
		if len(parts) == 0 && question && bookingFacts(res) && (r.MissingTopic || r.Elsewhere) && asksBeyondFacts(r) {
			// the one question holds the booking facts too: "is there
			// parking at the kayak on Saturday for 2?"
			unanswered = true
		}
	}
	if !r.Answered && knowledge.AsksCancelDeadline(req.Message, lng) {
		// "desearía saber con cuánta antelación debo anular la excursión a
		// Sintra", "jusqu'à quand peut-on annuler sans frais": how late
		// one may cancel, or at what cost, is the policy of the tour asked
		// about (the business's when it has none), however long and formal
		// the message around it; not a request to cancel a booking.
		if d := knowledge.CancelPolicy(kq, aboutTour(res, st)); d.Answered {
			r, question = d, true
		}
	}
	if res.Intent == store.IntentPrice && !r.TooYoung &&
		(r.Answered && onlyAges(r.Sources) && (res.Guests > 0 || childrenPrice(st, res, req.Message, lng)) ||
			!r.Answered && !r.MissingTopic && !r.OtherCovers && r.UnknownTerms == 0 && childrenPrice(st, res, req.Message, lng)) {
		// "how much for 2 adults and the 2 kids?", "quanto fica para 2
		// adultos e os 2 miúdos?", "how much for 2 adults and a 10 year
		// old?": the children are who comes, and the price is what is
		// asked; the dialogue says it for the party. So with the party
		// known and its tour in hand (options shown, a pick waiting):
		// "how much is it for the kids?", "is there a child price?", "do
		// kids pay less?", "cuánto pagan los niños?", "quanto viene in
		// totale con i bambini?" is the party's price, and what children
		// pay (builder.price), not the tour's ages nor an "I don't know".
		// A child too young for the tour keeps the age answer ("how much
		// is the kayak for my 6 year old?": the minimum age is 8).
		return nil, false, nil
	}
	if r.Answered && !question && len(r.Sources) > 0 {
		// "... am Freitag den Fado-Abend machen kann man da mit Karte
		// zahlen": answered, and a question's opening is inside it,
		// without a mark. (A clause opened by "y", "e", "si" is no sign:
		// "somos 2 adultos y 3 niños, y el kayak el sábado" is a request.)
		// "... somos quatro e queria saber se a prancha ta incluida": what
		// one wants to know is asked too. (A request to cancel or change a
		// booking opens with a modal too, "dobbiamo disdire", "il faut
		// annuler": it asks nothing, the dialogue hands it to the team.)
		ws := foldedWords(req.Message)
		opening := fromOpening(ws) != "" && (res.Intent != store.IntentManage || knowledge.AsksCancelDeadline(req.Message, lng))
		question = opening || afterWondering(ws) != "" || tagged(ws) != ""
	}
	if r.Answered && r.Asks {
		// "ça dure combien de temps", "and how long does that take": words
		// that ask by themselves, answered.
		question = true
	}
	if !r.Answered && (r.AsksEnd || (res.LengthAsked || res.WithinMinutes > 0) && knowledge.IsQuestion(req.Message)) {
		// "what time does it finish?" when no fact says the end, and a
		// length asked of the tour ("dura 2 horas?", "can we do it in 2
		// hours?"): the tour named, or the one in context, answers with
		// its duration.
		if d := knowledge.ServiceFact(kq, aboutTour(res, st), knowledge.TopicDuration); d.Answered {
			r, question = d, true
		}
	}
	if r.Answered && r.TooYoung && st.agesSaid && st.Selected != "" && (st.Step == stepCollecting || st.Step == stepConfirming) &&
		(res.ServiceID == "" || res.ServiceID == st.ServiceID) {
		// "sim, a nossa filha tem 7 anos" while the kayak waits: the child
		// is too young for the pick; the dialogue says the tour's age rule
		// and drops the pick, rather than the age and "shall I book it?"
		return nil, false, nil
	}
	if !question && r.Circumstance && !bookingFacts(res) && res.Name == "" {
		// "btw my wife is vegetarian", "mi hijo es celíaco", "je suis
		// végétarienne": a circumstance of someone in the party, told,
		// asks whether the tour caters for it, as the question would;
		// not the reason of an answer to the pick ("never mind, my knee
		// hurts too much for all those hills").
		if a, _ := pendingAnswer(req.Message, lng); a == answerNone || carried {
			question = true
		}
	}
	// While a booking is under way (options shown, a pick waiting for
	// details or a yes, a booking made), a message that is not plainly a
	// question belongs to the dialogue: "den nehmen wir", "annulla".
	busy := st.Step == stepChoosing || st.Step == stepCollecting || st.Step == stepConfirming || st.Step == stepBooked
	if !question && !busy && r.Unknown >= 0.5 && res.ServiceID == "" &&
		(res.Intent == "" || res.Intent == store.IntentDetails || res.Intent == store.IntentBrowse) {
		// A question asked as a statement, without a mark or an opening
		// word ("le guide sono vaccinate"), about a tour detail mostly in
		// words the knowledge does not hold: it is answered as a question
		// (the honest "I don't know"), not with the tour list.
		question = true
	}
	if !question && !busy && r.Informative && !r.Answered && r.Unknown == 0 && r.Coverage > 0 && res.ServiceID != "" &&
		res.Guests == 0 && !res.HasDate() && !res.HasTime &&
		(res.Intent == "" || res.Intent == store.IntentDetails || res.Intent == store.IntentBrowse || res.Intent == store.IntentPrice) {
		// A statement about a named tour made only of words the knowledge
		// knows, which no fact or entry covers together ("los niños pagan
		// menos en el kayak": children and a discount): a question the
		// business never answered, not a request for the tour or its list
		// price.
		question = true
	}
	switch {
	case busy && !question:
		return nil, false, nil
	case r.Answered && res.ServiceID != "" && (res.HasDate() || res.HasTime || res.DayPart != "") && onlySupportHours(r.Sources):
		// "visite à pied samedi après-midi ?": a tour and a day are an ask
		// for its times, not for the hours the team answers messages.
		return nil, false, nil
	case !question && (res.HasDate() || res.HasTime):
		// A statement with a day or a time is a request: "somos 2 adultos
		// y 3 niños, el kayak el sábado" is the dialogue's, even when its
		// words also match a fact (children, ages).
		return nil, false, nil
	case !question && res.Guests > 0 && !(res.Intent == store.IntentDetails && r.Answered):
		// A party alone makes a request too, unless the message asks
		// about a tour detail the knowledge answers ("mia nonna e in
		// sedia a rotelle, va bene la barca a vela per lei").
		return nil, false, nil
	case (res.Intent == store.IntentHuman || res.Intent == store.IntentContact) && !(r.Answered && question),
		res.Intent == store.IntentHuman && asksTransfer(req.Message):
		// a request for a person, or contact details: the dialogue
		// answers; "can someone tell me if it's accessible?" is the
		// question, but "can you pass me to someone? it's about the
		// wheelchair" asks to be put through (handoff.go), whatever else
		// it says.
		return nil, false, nil
	case res.Intent == store.IntentManage && !question && !r.Policy:
		return nil, false, nil // "cancel my booking" is not a question about the policy
	case res.Name != "" && !(r.Answered && question):
		return nil, false, nil // a name given: the dialogue keeps it
	}
	loc := e.location(biz)
	local := now.In(loc)
	b := &builder{e: e, biz: biz, lang: lng, today: dayOf(local), now: local, cat: cat, loc: loc, st: st, sessionID: req.SessionID}
	dontKnow := false
	switch {
	case r.Answered:
		b.line(r.Text)
		if onlyService(r.Sources) != "" {
			// one tour's fact (its minimum age and age notes are one answer)
			b.act(ActionBookTour, ActionCheckOtherDates, ActionMoreInfo)
		} else {
			b.act(ActionViewTours, ActionBookTour)
		}
	case question && r.Informative && r.Coverage < knowledge.MinCoverage && (unanswered || notBooking(res, r, busy, strings.ContainsAny(req.Message, "?¿"), boughtAsked(req.Message, ix)) ||
		r.Forecast && res.ServiceID == "" && res.Guests == 0 && !res.HasTime) || carried:
		// (the weather of the week or of the moment, asked beside a
		// greeting or a day: "bonjour, il fait beau en ce moment ?")
		dontKnow = true
		b.line(knowledge.DontKnow(lng, biz))
		b.act(ActionTalkToHuman, ActionShareContact, ActionViewTours)
	default:
		return nil, false, nil
	}
	switch st.Step {
	case stepCollecting, stepConfirming:
		// The pick waits: ask again for what it needs (details, the yes).
		b.actions = b.actions[:0]
		b.pending()
	case stepBooked:
		// Questions after a booking are answered about that booking.
		b.actions = b.actions[:0]
		if err := b.aboutBooking(ctx, "booking_brief"); err != nil {
			return nil, false, err
		}
	}
	if dontKnow {
		b.act(ActionTalkToHuman)
	}
	st.Lang = lng
	switch from := onlyService(r.Sources); {
	case st.Selected != "" || st.Step == stepBooked:
		// A pick waits, or a booking is made: its tour stays the one the
		// next questions are about.
	case res.ServiceID != "" && len(res.Services) < 2 && (from == "" || from == res.ServiceID):
		// The tour asked about is the one "how much for two on saturday?"
		// and "can we cancel?" mean next: named alone in the question
		// ("cuánto dura el de fado?"), it takes over from the tour before.
		st.ServiceID = res.ServiceID
	case st.ServiceID == "":
		// or the one service the answer came from
		st.ServiceID = from
	}
	if !r.Answered && !unanswered && st.Step == stepBrowsing && bookingFacts(res) {
		// "what do you recommend for a rainy day tomorrow?", "¿qué nos
		// recomiendas para mañana somos 4?": an advice question the
		// knowledge cannot answer still says when and for how many; the
		// day and the party are kept, so "ok the food tour then" shows
		// that day's times.
		st.keepWhen(res, loc)
	}
	if (r.Answered || unanswered) && res.HasTime {
		if own, rest := ownTime(req.Message, lng, r, res, now.In(loc)); own {
			// "our train leaves at 5.30pm, is the trip over by then?", "on
			// a un train à 14h": the visitor's own time, no departure
			// asked; a time said for the tour beside it is kept ("kayak
			// at 2pm for 2, we land at 9am, ...")
			res.Hour, res.Minute, res.HasTime, res.HasEndTime = 0, 0, false, false
			if rest != "" {
				if t := e.parse(rest, understand.Context{Now: local, Lang: lng, Region: biz.Country, Services: cat.matcher}); t.HasTime {
					res.Hour, res.Minute, res.HasTime, res.HasEndTime, res.EndHour, res.EndMinute = t.Hour, t.Minute, true, t.HasEndTime, t.EndHour, t.EndMinute
				}
			}
		}
	}
	if (r.Answered || unanswered) && (st.Step == stepBrowsing || st.Step == stepChoosing) && (bookingFacts(res) || chosen) {
		// "kayak on Friday for 3, is it ok if one of us can't swim?": the
		// answer (or the honest "I don't know") leads, and the tour, day,
		// time and party the message gives are kept, with the options they
		// ask for.
		if err := b.followAnswer(ctx, res, r, chosen); err != nil {
			return nil, false, err
		}
	} else if r.Answered && st.Step == stepChoosing && res.ServiceID != "" && st.ServiceID == res.ServiceID {
		// "is the tuk tuk ok for my mum?" while several tours' options are
		// listed: the answer, then that tour's options from the list, which
		// "the 9am" and "the first one" then mean.
		if err := b.tourFromList(ctx); err != nil {
			return nil, false, err
		}
	}
	if r.Answered && len(r.Sources) == 0 && r.Which != "" {
		// "Which tour do you mean?": the topic waits for the tour named next
		st.Asked, st.AskedWhich = r.Which, true
	}
	res.Intent = store.IntentQuestion
	rep := b.reply(req, now)
	rep.Sources = r.Sources
	return rep, dontKnow, nil
}

// afterYes is what a message opening with a yes tells after it: "btw my
// husband is vegan" of "yep, btw my husband is vegan", the words of its
// clauses joined; empty when it says nothing more.
func afterYes(raw string) string {
	var rest []string
	for i, words := range clauses(raw) {
		if i == 0 {
			lead := 0
			for lead < len(words) {
				n, kind := matchAffirm(words[lead:])
				if kind != 'y' && kind != 'Y' && kind != 'S' && kind != 'f' {
					break
				}
				lead += n
			}
			words = words[lead:]
		}
		if len(words) > 0 {
			rest = append(rest, strings.Join(words, " "))
		}
	}
	return strings.Join(rest, ", ")
}

// choosesTour reports a message whose questions only choose the tour it
// names, beside clauses that tell without asking: "el kayak puede ser? los
// niños saben nadar", "could we do the kayak? the kids swim well", "c'est
// possible le kayak ? ils nagent bien". The clauses without a mark ask
// nothing (no opening word of questions, no tag), and each marked clause
// names that tour and holds nothing the knowledge reads but its name and
// words of no weight ("puede ser", "could we do", "geht auch": pure), or
// only asks whether it suits or is allowed ("c'est faisable le tuk tuk ?",
// "is the tuk tuk ok?": suits).
func (e *Engine) choosesTour(msg, lng string, res *understand.Result, cat *catalog, now time.Time, ix *knowledge.Index, kq knowledge.Query) (pure, suits bool) {
	if !strings.ContainsAny(msg, "?¿") {
		return false, false
	}
	var buf [8]clause
	cs := splitClauses(msg, buf[:0])
	if len(cs) < 2 {
		return false, false // the question alone: the tour's details and options (the dialogue's)
	}
	named := false
	pure = true
	for _, c := range cs {
		text := msg[c.start:c.end]
		if !c.marked {
			ws := foldedWords(text)
			if article := len(ws) > 1 && (ws[0] == "o" || ws[0] == "a") && ws[1] != "que" && ws[1] != "qual"; knowledge.IsQuestion(text) && !article ||
				fromOpening(ws) != "" {
				return false, false // it asks too ("o" opens "o que ...?", yet "o meu pai ..." tells)
			}
			continue
		}
		kq.Text = text
		switch a := ix.Answer(kq); {
		case !a.Informative:
		case a.OnlySuits:
			pure = false
		default:
			return false, false // it asks something of the tour
		}
		if !named {
			p := e.parse(text, understand.Context{Now: now, Lang: lng, Services: cat.matcher})
			named = p.ServiceID == res.ServiceID
		}
	}
	if !named {
		return false, false
	}
	return pure, !pure
}

// ownTime reports a clock time that is the visitor's own, not a departure
// asked: the limit of a question of the tour's end ("is it over by 5?"),
// or a time said of the visitor's travel ("we land at 9am", "our train
// leaves at 5.30pm", "on a un train à 14h", "unser Zug fährt um 14 Uhr").
//
// rest is the message without the travel's clause, where a time said for
// the tour may be read ("" when the end is asked).
func ownTime(msg, lng string, r knowledge.Result, res *understand.Result, now time.Time) (own bool, rest string) {
	if r.AsksEnd {
		return true, ""
	}
	var buf [8]clause
	for _, c := range splitClauses(msg, buf[:0]) {
		text := msg[c.start:c.end]
		travel := false
		for _, w := range foldedWords(text) {
			travel = travel || travelWords[w]
		}
		if !travel {
			continue
		}
		// the time read is the travel's own, not another said for the tour
		// ("kayak at 11 for 2, we land at 9am, ...")
		if t := understand.Parse(text, understand.Context{Now: now, Lang: lng}); t.HasTime && t.Hour == res.Hour && t.Minute == res.Minute {
			return true, msg[:c.start] + msg[c.end:]
		}
	}
	return false, ""
}

// travelWords are the visitor's own travel: trains, flights, landing,
// checking in (folded).
var travelWords = wordSet(`train trains flight flights plane land landing lands ferry bus coach checkin
	tren vuelo avion aterrizamos aterriza aterrizo autobus ferri
	vol avion atterrit atterrissons atterrissage navette
	zug flug flieger landen landet lande abflug
	treno volo aereo atterriamo atterra atterraggio traghetto
	comboio voo aviao aterramos aterra autocarro`)

// aboutTour is the tour a question is about: the one it names, or the
// one in context.
func aboutTour(res *understand.Result, st *State) string {
	if res.ServiceID != "" {
		return res.ServiceID
	}
	return st.ServiceID
}

// asideAfter reports a topic no fact holds said only after the question
// part, in words that ask nothing: "are there toilets on the boat? asking
// for my pregnant wife", "c'è un bagno al fado? mia moglie è incinta". It
// is why the visitor asks, not what: the part is answered. Not when the
// part asks whether someone may take part or a tour suits them ("is the
// boat ok? my wife is pregnant" is about the pregnancy), nor when the
// topic comes before the question ("we have a dog. can we bring it?").
func asideAfter(msg, part string, rp knowledge.Result, ix *knowledge.Index, kq knowledge.Query) bool {
	if rp.AsksFit {
		return false
	}
	i := strings.Index(msg, part)
	if i < 0 {
		return false
	}
	end := i + len(part)
	rest := strings.TrimLeft(msg[end:], "?!.;:, ")
	if strings.ContainsAny(rest, "?¿") {
		return false
	}
	ws := foldedWords(rest)
	for len(ws) > 1 && leadWords[ws[0]] {
		ws = ws[1:] // "a minha mulher está grávida": an article, no question's "a"
	}
	if len(ws) > 0 && knowledge.IsQuestion(strings.Join(ws, " ")) {
		return false
	}
	kq.Text = msg[:end]
	return !ix.Answer(kq).MissingTopic
}

// leadWords are articles and joining words that open a statement as well
// as a question: "a minha mulher", "e a minha filha", "and my wife".
var leadWords = map[string]bool{"a": true, "o": true, "e": true, "y": true, "et": true, "and": true, "und": true,
	"la": true, "le": true, "el": true, "il": true, "os": true, "as": true, "the": true}

// maxQuestionParts bounds the parts of one message asked alone.
const maxQuestionParts = 3

// asksBeyondFacts reports whether a question asks about something the
// facts do not hold, rather than about the booking in other words ("any
// space left?", "tudo bem?"): a topic the lexicon knows that no fact holds
// ("showers"), or several words no fact knows in a question that touches
// what the facts are about ("somewhere to park a rental car near where it
// starts").
func asksBeyondFacts(r knowledge.Result) bool {
	return r.Informative && !r.Answered && r.Coverage < knowledge.MinCoverage &&
		(r.MissingTopic || r.Elsewhere || r.UnknownTerms >= 2 && r.Coverage > 0)
}

// bookingFacts reports whether a message gives a day, a time or a party
// the booking keeps, or children of a party ("we have two kids aged 9 and
// 14, can they come?" after "2 adults").
func bookingFacts(res *understand.Result) bool {
	return len(res.Unread) == 0 && (res.HasDate() || res.HasTime || res.DayPart != "" || res.Guests > 0 || res.PartOfParty)
}

// followAnswer keeps the booking facts of a message the knowledge answered
// ("somos 2 adultos y 2 niños, el kayak el 27/11, ¿se puede con el de
// 6?") and, when they name a tour and a day or a time, follows the answer
// as the dialogue answers such a request: the price for the party when the
// message asks it too ("quanto fica para os 4?"), then the options, or the
// pick when the message names one of the options shown. A tour
// the answer rules out for the party (a child under its minimum age) shows
// no options: the visitor chooses what to do next.
func (b *builder) followAnswer(ctx context.Context, res *understand.Result, r knowledge.Result, chosen bool) error {
	st := b.st
	if chosen && !bookingFacts(res) {
		// the tour chosen, and nothing else: what the rest tells ("mein
		// Vater geht am Stock") adds nobody to the party
		st.apply(&understand.Result{Entities: understand.Entities{ServiceID: res.ServiceID}}, b.loc)
	} else {
		st.apply(res, b.loc)
	}
	if id := onlyService(r.Sources); res.ServiceID == "" && id != "" {
		st.ServiceID = id // the tour the answer is about ("Segeltour", read by the knowledge)
	}
	svc := b.cat.service(st.ServiceID)
	if svc == nil || r.TooYoung || !res.HasDate() && !res.HasTime && res.DayPart == "" && !chosen {
		return nil
	}
	picked := false
	if st.Step == stepChoosing {
		picked, b.which = b.e.pick(st, res, b.loc, false)
	}
	if !picked && b.which == nil && res.HasTime && !res.HasEndTime && res.Intent != store.IntentPrice && len(res.Unread) == 0 && st.Guests > 0 {
		// "do we need to bring anything? sunday 4pm please": the tour, the day and the time
		// the visitor named match one departure; it is the pick, as the
		// dialogue makes it (namedSlot).
		var err error
		if picked, err = b.e.oneSlot(ctx, b.biz, st, b.cat, b.loc, b.now); err != nil {
			return err
		}
	}
	if picked {
		// "the 11:30 one. do we need to bring anything?": the answer, then
		// the option named is the pick, as the dialogue would make it.
		ok, err := b.proceed(ctx, true)
		if err != nil {
			return err
		}
		switch {
		case ok && st.ready():
			st.Step = stepConfirming
		case ok:
			st.Step = stepCollecting
		default:
			st.Step = stepBrowsing
			if len(st.Options) > 0 {
				st.Step = stepChoosing
			}
		}
		return nil
	}
	if res.Intent == store.IntentPrice {
		b.price(svc)
	}
	ok, err := b.offer(ctx, res.Intent == store.IntentBook, false)
	if err != nil {
		return err
	}
	st.Step = stepBrowsing
	if ok && len(st.Options) > 0 {
		st.Step = stepChoosing
	}
	return nil
}

// notBooking reports whether a message says nothing the booking dialogue
// acts on (a date, a time, a party size, a booking or a greeting), so an
// unanswered question in it is a question and not a request; marked: the
// message has a question mark; buys: it asks about buying something
// (buysThing).
// A date or time in a question the knowledge hardly touches, with words it
// does not know and no service named ("a good restaurant for tonight?"),
// does not make it a booking.
func notBooking(res *understand.Result, r knowledge.Result, busy, marked bool, bought buying) bool {
	when := res.HasDate() || res.HasTime
	switch res.Intent {
	case store.IntentGreet:
		// A hello, or a pleasantry ("hi, how are you?", "hola, ¿qué
		// tal?", "hi! quick question?"), is the dialogue's. A hello
		// before a marked question of a topic the lexicon knows and no
		// fact holds ("bonjour, vous louez des vélos ?", "hi, do you
		// have hotel rooms?", "hola, ¿se admiten perros?") is that
		// question: the honest "I don't know", with a person offered.
		if !marked || !r.MissingTopic {
			return false
		}
	case store.IntentThanks, store.IntentHuman:
		return false
	case store.IntentBook:
		// "Do you have an office where we can buy tickets in cash?" reads
		// as booking, but names no tour, date, time or party: it is a
		// question the knowledge cannot answer, not a booking to start.
		// While a booking is under way, it is the dialogue's ("sì, quella"),
		// unless, while options are shown, it asks with a mark about
		// buying something the knowledge does not know ("can we buy more
		// drinks on board?", "¿se pueden comprar más bebidas?"), or asks
		// while a pick waits about a thing two words or more of which the
		// knowledge does not hold ("on peut acheter les CD des chanteurs
		// sur place ?"): the honest "I don't know", not the options again.
		// Beside the tour it names, buying a thing that is no word of a
		// tour ("est-ce qu'on peut acheter les photos du cours de surf
		// ?", "can we buy the pictures of the surf class?") is no booking
		// of it either.
		asked := !r.Answered && r.Informative
		buysElse := bought != buysNothing && busy && asked
		other := bought == buysOther && asked
		if busy && !buysElse && r.UnknownTerms < 2 || res.ServiceID != "" && !other || when || res.Guests > 0 || res.OtherDates {
			return false
		}
	}
	if busy && (when || res.Guests > 0) {
		// While a booking is under way, a day, a time or a party in a
		// message the knowledge cannot answer changes that booking: "anzi,
		// meglio sabato, si può?", "afinal prefiro sábado, dá?".
		return false
	}
	offTopic := r.Unknown > 0 && r.Coverage < 0.35 && res.ServiceID == ""
	// (children of the party, "avec nos deux garçons de 4 et 6 ans", are
	// booking facts as a party is: bookingFacts)
	return (!when || offTopic) && res.Guests == 0 && !res.PartOfParty && !res.OtherDates
}

// onlyService is the service every service source names, when there is
// exactly one such service.
func onlyService(src []knowledge.Source) string {
	id := ""
	for _, s := range src {
		if s.Type != knowledge.SourceService || (id != "" && s.ID != id) {
			return ""
		}
		id = s.ID
	}
	return id
}

// onlyAges reports an answer drawn from tours' ages alone (their minimum
// age and age notes).
func onlyAges(src []knowledge.Source) bool {
	for _, s := range src {
		if s.Type != knowledge.SourceService || s.Field != knowledge.TopicAge && s.Field != store.FactAgeNotes {
			return false
		}
	}
	return len(src) > 0
}

// toldAge reports an answer drawn in part from a tour's minimum age or its
// age notes: the visitor's next "only from 8." restates that age.
func toldAge(src []knowledge.Source) bool {
	for _, s := range src {
		if s.Type == knowledge.SourceService && (s.Field == knowledge.TopicAge || s.Field == store.FactAgeNotes) {
			return true
		}
	}
	return false
}

// childrenPrice reports a price question naming children ("do kids pay
// less?", "cuanto nos sale en total con los niños?") while the party is
// known and the tour it is about is in hand: options of it shown, or a
// pick waiting for its details or the yes. The price is the party's.
func childrenPrice(st *State, res *understand.Result, raw, lng string) bool {
	return st.ServiceID != "" && st.guests() > 0 && (res.ServiceID == "" || res.ServiceID == st.ServiceID) &&
		(st.Step == stepChoosing || st.Step == stepCollecting || st.Step == stepConfirming) &&
		knowledge.NamesChild(raw, lng)
}

// askedTopic is the topic of the one tour's facts an answer came from
// (its minimum age and age notes are one topic), "" for an answer of
// several tours or topics, or of the business's facts or entries.
func askedTopic(src []knowledge.Source) string {
	if onlyService(src) == "" {
		return ""
	}
	topic := ""
	for _, s := range src {
		f := s.Field
		if f == store.FactAgeNotes {
			f = knowledge.TopicAge
		}
		if topic != "" && f != topic {
			return ""
		}
		topic = f
	}
	return topic
}

// askedOf answers the topic asked last of the tour id, as the question
// would be of it (its own cancellation policy, else the business's).
func askedOf(q knowledge.Query, id, topic string) knowledge.Result {
	if topic == knowledge.TopicCancellation {
		return knowledge.CancelPolicy(q, id)
	}
	return knowledge.ServiceFact(q, id, topic)
}

// followUp reports a message that asks the question just answered again,
// of another tour it names, with nothing else: "and the tuk tuk?", "what
// about the kayak?", "y el del tuk tuk?", "et celui du kayak ?", "und beim
// Segeln?", "e quello del kayak?", "e o do veleiro?". It opens with "and"
// or "what/how about"; the caller makes sure the knowledge reads no word
// in it but the tour's name.
func followUp(raw string, res *understand.Result) bool {
	if res.ServiceID == "" || len(res.Services) > 1 || bookingFacts(res) || res.Choice != 0 || res.Rank != 0 ||
		res.Name != "" || res.Email != "" || res.Phone != "" || len(res.Unread) > 0 {
		return false
	}
	ws := foldedWords(raw)
	if len(ws) < 2 || len(ws) > 8 {
		return false
	}
	switch ws[0] {
	case "and", "y", "et", "und", "e":
		return true
	case "what", "how":
		return ws[1] == "about"
	}
	return false
}

// namesTourAlone reports a message that names one tour and nothing the
// booking dialogue acts on, in a few words: "the sintra trip", "for the
// kayak", "pour le surf", "el de sintra", "den Segeltörn". (The caller
// makes sure the knowledge reads no word in it but the tour's name.)
func namesTourAlone(raw string, res *understand.Result) bool {
	if res.ServiceID == "" || len(res.Services) > 1 || bookingFacts(res) || res.Choice != 0 || res.Rank != 0 ||
		res.Name != "" || res.Email != "" || res.Phone != "" || len(res.Unread) > 0 {
		return false
	}
	return len(foldedWords(raw)) <= 6
}

// onlySupportHours reports an answer drawn from the team's support hours
// alone.
func onlySupportHours(src []knowledge.Source) bool {
	for _, s := range src {
		if s.Type != knowledge.SourceBusiness || s.Field != store.FactSupportHours {
			return false
		}
	}
	return len(src) > 0
}

// tagOnBooking reports a request whose only question is a vague tag at its
// end ("Kajak am Samstag für 2, geht das?", "kayak sabato per 2, va
// bene?", "caiaque no sábado para 2, pode ser?", "kayak el sábado para 2,
// ¿vale?"), after clauses that hold nothing the knowledge reads (a tour,
// a day, a party): the tag asks whether that booking is fine, not any
// fact of the tour ("geht" is no question about who the tour suits). A
// circumstance before the tag ("wir haben einen Hund, geht das?", "mein
// Sohn ist 5, geht das?") is what it asks about.
func tagOnBooking(msg, lng string, ix *knowledge.Index, kq knowledge.Query) bool {
	var buf [8]clause
	cs := splitClauses(msg, buf[:0])
	if len(cs) < 2 {
		return false
	}
	last := cs[len(cs)-1]
	if !last.marked || !knowledge.Vague(msg[last.start:last.end], lng) {
		return false
	}
	rest := msg[:last.start]
	if knowledge.HasAge(rest) {
		return false
	}
	kq.Text = rest
	rr := ix.Answer(kq)
	return !rr.Informative && !rr.Answered && !rr.MissingTopic
}

// terseWh end a terse question: "meet where", "starts when", "on se
// retrouve où", "nos vemos dónde", "Treffpunkt wo", "ci vediamo dove",
// "encontro onde".
var terseWh = map[string]bool{"where": true, "when": true, "donde": true, "cuando": true, "ou": true, "quand": true,
	"wo": true, "wann": true, "dove": true, "quando": true, "onde": true}

// terseQuestion reports a short message, at most four words, that ends
// with a question word of place or time and no mark: the question put last
// as one says it in a hurry ("meet where").
func terseQuestion(msg string) bool {
	ws := foldedWords(msg)
	return len(ws) >= 2 && len(ws) <= 4 && terseWh[ws[len(ws)-1]]
}

// whenWords ask a booking's time or day said alone: "time?", "what time",
// "¿hora?", "heure ?", "Uhrzeit?", "orario?", "a que horas", "date?", "which day".
var whenWords = wordSet(`time what which when date day hora horas que a cual cuando fecha dia heure quelle quel date jour quand a
	uhrzeit zeit um wie viel welche welcher wann datum tag orario ora che quale quando data giorno horario em quando data dia`)

// terseWhen reports a message of at most three words, all of them words
// of a time or a day asked, with one of time or day among them ("time?",
// "at what time", "quel jour ?"): it asks when the booking is.
func terseWhen(msg string) bool {
	ws := foldedWords(msg)
	if len(ws) == 0 || len(ws) > 3 {
		return false
	}
	key := false
	for _, w := range ws {
		if !whenWords[w] {
			return false
		}
		switch w {
		case "time", "date", "day", "hora", "horas", "fecha", "dia", "heure", "jour", "uhrzeit", "zeit", "datum", "tag", "orario", "ora", "data", "giorno", "horario", "when", "cuando", "quand", "wann", "quando":
			key = true
		}
	}
	return key
}

// addressWords ask an address said alone ("address?", "the address",
// "¿cuál es la dirección?", "l'adresse ?", "die Adresse?", "l'indirizzo?",
// "qual é a morada?", "endereço?"); addressKeys are the nouns among them.
var addressWords = wordSet(`address adress addr the what whats s is and direccion la el cual es y adresse l quelle est et
	die welche ist und wie lautet indirizzo qual e morada endereco o a`)
var addressKeys = wordSet(`address adress addr direccion adresse indirizzo morada endereco`)

// terseAddress reports a message of at most four words, all of them words
// of an address asked, with the noun among them: after a booking it asks
// where the booked tour meets. A message naming whose address ("your
// office address", "vuestra dirección") is no terse one.
func terseAddress(msg string) bool {
	ws := foldedWords(msg)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	key := false
	for _, w := range ws {
		if !addressWords[w] {
			return false
		}
		key = key || addressKeys[w]
	}
	return key
}

// answerBookedWhere answers where the conversation's booked tour meets,
// from that tour's own fact, and then the booking's day and time with its
// reference. It answers nothing (false) when the booking is not found or
// its tour holds no meeting point.
func (e *Engine) answerBookedWhere(ctx context.Context, req Request, st *State, res *understand.Result, cat *catalog, lng string, now time.Time) (*Reply, bool, error) {
	if st.BookingID == "" {
		return nil, false, nil
	}
	bk, err := e.st.Booking(ctx, req.Business.ID, st.BookingID)
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, false, nil
		}
		return nil, false, err
	}
	def := req.Business.DefaultLanguage
	if !lang.IsSupported(def) {
		def = "en"
	}
	r := knowledge.ServiceFact(knowledge.Query{Text: req.Message, Lang: lng, DefaultLang: def, Business: req.Business, Services: cat.services}, bk.ServiceID, knowledge.TopicMeetingPoint)
	if !r.Answered {
		return nil, false, nil
	}
	loc := e.location(req.Business)
	b := &builder{e: e, biz: req.Business, lang: lng, today: dayOf(now.In(loc)), now: now.In(loc), cat: cat, loc: loc, st: st, sessionID: req.SessionID}
	b.line(r.Text)
	if err := b.aboutBooking(ctx, "booking_when"); err != nil {
		return nil, false, err
	}
	st.Lang = lng
	res.Intent = store.IntentQuestion
	rep := b.reply(req, now)
	rep.Sources = r.Sources
	return rep, true, nil
}

// forEachChild reports a part that asks of as many people as the children
// whose ages were told ("o surf dá para os três?", "is the kayak ok for
// all three?", "¿vale para los dos?", "c'est bon pour les trois ?", "geht
// das für alle drei?", "va bene per tutti e tre?", "für beide"): it asks whether each
// of them may join.
func forEachChild(part string, ages []int) bool {
	if len(ages) < 2 {
		return false
	}
	ws := foldedWords(part)
	for i, w := range ws {
		if !forAll[w] {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+3; k++ {
			if n, ok := understand.CountWord(ws[k]); ok {
				return n == len(ages)
			}
			if bothWords[ws[k]] {
				return len(ages) == 2
			}
			if !allWords[ws[k]] {
				break
			}
		}
	}
	return false
}

var (
	forAll    = wordSet("for para pour fur per pra")
	allWords  = wordSet("all the of them os as los las les alle die tutti tutte e todos todas tous toutes i le")
	bothWords = wordSet("both beide beiden ambos ambas entrambi entrambe")
)

// suitsParty reports a word of suiting, working or recommending ("what
// would work for", "qué nos iría bien", "qu'est-ce qui convient", "was
// passt", "cosa va bene", "o que é bom"), folded: asked with the
// children's ages, it asks which tours admit them.
func suitsParty(msg string) bool {
	for _, tok := range understand.Prepare(msg).Tokens {
		if suitWords[tok.Text] || partySuitWords[tok.Text] || advising(tok.Text) {
			return true
		}
	}
	return false
}

// buyVerbs are the verbs of buying that read as booking.
var buyVerbs = map[string]bool{
	"buy": true, "purchase": true, "comprar": true, "acheter": true, "kaufen": true, "kauft": true,
	"comprare": true,
}

// buyFillers are the words between a verb of buying and what is bought
// that say nothing of it ("buy some more", "comprar ya", "acheter des").
var buyFillers = map[string]bool{
	"a": true, "an": true, "the": true, "some": true, "more": true, "any": true, "extra": true, "it": true, "them": true,
	"one": true, "now": true, "here": true, "there": true, "online": true, "already": true,
	"un": true, "una": true, "unos": true, "unas": true, "el": true, "la": true, "los": true, "las": true, "mas": true,
	"ya": true, "aqui": true, "ahi": true, "lo": true, "algo": true, "des": true, "du": true, "de": true, "le": true,
	"les": true, "plus": true, "encore": true, "maintenant": true, "ici": true, "en": true, "man": true, "noch": true,
	"mehr": true, "etwas": true, "hier": true, "jetzt": true, "da": true, "dort": true, "ein": true, "eine": true,
	"einen": true, "die": true, "der": true, "das": true, "uno": true, "dei": true, "delle": true, "degli": true,
	"altri": true, "altre": true, "altro": true, "piu": true, "qui": true, "ora": true, "gia": true, "il": true,
	"uns": true, "mais": true, "agora": true, "o": true, "os": true, "as": true, "umas": true,
	"kann": true, "konnen": true, "wir": true, "ich": true, "sie": true, "bitte": true,
}

// ticketWords are what a booking buys: tickets, places, the tour.
var ticketWords = map[string]bool{
	"ticket": true, "tickets": true, "place": true, "places": true, "spot": true, "spots": true, "seat": true, "seats": true,
	"tour": true, "entrada": true, "entradas": true, "billete": true, "billetes": true, "boleto": true, "boletos": true,
	"plaza": true, "plazas": true, "billet": true, "billets": true, "karte": true, "karten": true,
	"platz": true, "platze": true, "biglietto": true, "biglietti": true, "posto": true, "posti": true,
	"bilhete": true, "bilhetes": true, "lugar": true, "lugares": true, "ingresso": true, "ingressos": true,
}

// buying is what a question with a mark buys (boughtAsked).
type buying int

const (
	buysNothing  buying = iota // no verb of buying, or tickets, places, the tour
	buysTourWord               // a word of a tour's name or keywords ("can we buy extra wine?")
	buysOther                  // a thing that is no word of a tour ("acheter les photos")
)

// boughtAsked reads a message asked with a mark whose verb of buying has
// for its object something else than tickets or places ("can we buy more
// drinks on board?", "¿se pueden comprar más copas?", "kann man an Bord
// Getränke kaufen?"): a question about what is on sale, not a booking;
// buysOther when that thing is no word of a tour's name or keywords
// either (the photos, not the wine of the food tour).
func boughtAsked(msg string, ix *knowledge.Index) buying {
	if !strings.ContainsAny(msg, "?¿") {
		return buysNothing
	}
	ws := foldedWords(msg)
	for i, w := range ws {
		if !buyVerbs[w] {
			continue
		}
		step, j := 1, i+1
		if w == "kaufen" || w == "kauft" {
			step, j = -1, i-1 // the German verb ends its clause
		}
		for ; j >= 0 && j < len(ws) && buyFillers[ws[j]]; j += step {
		}
		if j >= 0 && j < len(ws) && !ticketWords[ws[j]] && !buyVerbs[ws[j]] && len(ws[j]) > 2 {
			if ix.NamesService(ws[j]) {
				return buysTourWord
			}
			return buysOther
		}
	}
	return buysNothing
}

var partySuitWords = map[string]bool{"suitable": true, "work": true, "works": true, "fit": true, "good": true,
	"iria": true, "irian": true, "sirve": true, "adecuado": true, "adecuados": true, "apto": true, "aptos": true,
	"irait": true, "iraient": true, "conviennent": true, "conviendrait": true, "conviendraient": true, "adapte": true, "adaptes": true, "adaptee": true,
	"passen": true, "geeignet": true, "eignet": true, "bene": true, "adatto": true, "adatti": true, "adatta": true,
	"bom": true, "boa": true, "bons": true, "adequado": true, "adequados": true, "serve": true, "servem": true}

// catalogAnswer ends a question answered from the catalog (the cheapest,
// the shortest, the tours that fit in a time): a pick waiting for contact
// details or a yes keeps waiting and the reply asks again for what it
// needs; src are the reply's sources (nil when none).
func (b *builder) catalogAnswer(req Request, res *understand.Result, lng string, now time.Time, src []knowledge.Source) *Reply {
	if b.st.Step == stepCollecting || b.st.Step == stepConfirming {
		b.actions = b.actions[:0]
		b.pending()
	}
	b.st.Lang = lng
	res.Intent = store.IntentQuestion
	rep := b.reply(req, now)
	if src != nil {
		rep.Sources = src
	}
	return rep
}
