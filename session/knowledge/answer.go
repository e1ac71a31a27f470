package knowledge

import (
	"slices"
	"strconv"
	"strings"

	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/store"
)

// Source types of an answer.
const (
	SourceKnowledge = "knowledge"
	SourceService   = "service"
	SourceBusiness  = "business"
)

// Source names where an answer came from: a knowledge entry, or one fact
// field of a service or of the business.
type Source struct {
	Type  string `json:"type"`
	ID    string `json:"id"`
	Field string `json:"field,omitempty"`
}

// Query is a visitor's message with what the conversation knows.
type Query struct {
	Text        string
	Lang        string // the conversation's language
	DefaultLang string // the business's
	// NamedService is the service the message names, RecentService the
	// one the conversation is about; either may be "".
	NamedService  string
	RecentService string
	Business      *store.Business
	Services      []store.Service
	// AgeTold is true when the reply before told a tour's minimum age:
	// "and on the sail, may he come?" asks that tour's.
	AgeTold bool
}

// Result is what the knowledge says about a message.
type Result struct {
	// Answered is true when the knowledge answers (Sources set) or asks
	// which service the question is about (Sources empty).
	Answered bool
	Text     string
	Sources  []Source
	// Unknown is the share of the message's informative words that no
	// fact or entry knows: high for a question about something the
	// business never wrote down.
	Unknown float64
	// UnknownTerms counts the message's informative words (and topics)
	// that no fact or entry holds.
	UnknownTerms int
	// MissingTopic is true when the message names a topic the lexicon
	// knows and no fact or entry holds (pets, parking, showers): what it
	// asks about is something the business never wrote down.
	MissingTopic bool
	// Elsewhere is true when nothing answers for the service asked about
	// but a fact or entry of another one would ("do I need to swim?" on
	// the surf lesson, when only the kayak says), or comes nearest, well
	// ahead of that service's own facts, though under the threshold.
	Elsewhere bool
	// OtherCovers is true when a fact or entry of another tour than the
	// one asked about holds the whole question ("the photos on the
	// kayak, are they included?": the tuk-tuk's photo stops) and nothing
	// of that tour does: what is asked is what its facts do not say, and
	// a part of the question ("are they included?") is no answer to it.
	OtherCovers bool
	// Informative is false when the message had nothing but stop words,
	// service names and numbers.
	Informative bool
	// Coverage is the best share of the message's informative words one
	// fact or entry holds.
	Coverage float64
	// Policy is true when the message asks about a policy or conditions.
	Policy bool
	// TooYoung is true when the answer says an age the question states is
	// under the tour's minimum age: the tour is not for that party.
	TooYoung bool
	// Circumstance is true when the message tells a circumstance of
	// someone in the party (a diet, a wheelchair, seasickness, health, a
	// pet, swimming): said as a statement ("btw my wife is vegetarian",
	// "mi hijo es celíaco"), it asks whether the tour caters for it.
	Circumstance bool
	// Asks is true when the message holds words that ask by themselves,
	// wherever they stand and without a question mark: how long a tour
	// lasts ("ça dure combien de temps", "and how long does that take").
	Asks bool
	// Forecast: the question asks the weather to come or of the moment
	// (asksForecast), which no fact holds: an honest "I don't know".
	Forecast bool
	// OnlySuits is true when the message asks nothing but whether a tour
	// suits someone or is allowed ("is the tuk tuk ok for him?", "geht der
	// Rundgang?"): beside a circumstance the knowledge does not hold, that
	// circumstance is what it asks.
	OnlySuits bool
	// AsksFit is true when the message asks whether someone may take part
	// or whether a tour suits them (children, a wheelchair, stairs,
	// swimming, what may be brought): a circumstance said beside such a
	// question is what it asks about.
	AsksFit bool
	// AsksEnd is true when the message asks when a tour ends ("what time
	// does it finish?", "wann ist die Show zu Ende?"): what no fact says,
	// the tour's duration answers.
	AsksEnd bool
	// AsksDeparture is true when the message asks only at what time a
	// tour starts or leaves ("what time does it start?", "a che ora
	// parte?", "a que hora sale?"): the departures, which the dialogue
	// shows, not a fact.
	AsksDeparture bool
	// Which is the topic of the tours' facts the answer asks which tour
	// for ("what should we bring?": "Which tour do you mean?"): the tour
	// named next is asked it.
	Which string
}

// tourOnly are the concepts only a tour's own facts answer, and only for
// that tour, named or discussed: how to dress (a dress code), which one
// tour's list says, is no answer for a question about no tour.
var tourOnly = map[string]bool{"~dresscode": true}

// fitTerms ask whether someone may take part or a tour suits them.
var fitTerms = map[string]bool{"~suitable": true, "~allowed": true, "~accept": true, "~child": true, "~wheelchair": true,
	"~stairs": true, "~swim": true, "~safety": true, "~bring": true}

// MinCoverage is the share of a question's informative weight an answer
// must hold: below it the assistant says it does not know.
const MinCoverage = 0.7

// Answer answers q from the most specific source: the fact of the service
// named (or the conversation's), then an entry about that service, then a
// business fact or entry. It never composes a fact that is not stored.
func (ix *Index) Answer(q Query) Result {
	if q.NamedService != "" && q.RecentService != "" && q.NamedService != q.RecentService &&
		ix.namesOnlyByFood(q.Text, q.Lang, q.NamedService) {
		// "ist im Preis auch eine kleine Verkostung enthalten?" about
		// the walking tour: a tasting asked of the tour discussed, though
		// a keyword of the food tour
		q.NamedService = q.RecentService
	}
	recent := q.RecentService
	if q.NamedService != "" && q.NamedService != recent {
		recent = "" // the message names another tour
	}
	about := q.NamedService
	if about == "" {
		about = q.RecentService
	}
	aq := ix.analyzeQuery(q.Text, q.Lang, recent, about, q.AgeTold)
	res := Result{Informative: aq.total > 0, Policy: slices.Contains(aq.terms, "~policy"),
		UnknownTerms: aq.unknownTerms, MissingTopic: aq.missingTopic, AsksEnd: aq.timeOf == timeEnd,
		AsksDeparture: aq.asksDeparture(), AsksFit: slices.ContainsFunc(aq.terms, func(t string) bool { return fitTerms[t] }),
		Circumstance: slices.ContainsFunc(aq.terms, func(t string) bool { return slices.Contains(circumstances, t) }),
		Asks:         slices.ContainsFunc(aq.terms, func(t string) bool { return askingConcepts[t] }),
		OnlySuits:    len(aq.terms) > 0 && len(aq.ages) == 0 && !slices.ContainsFunc(aq.terms, func(t string) bool { return !acceptTerms[t] })}
	if aq.total > 0 {
		res.Unknown = aq.unknown / aq.total
	}
	cands := ix.rank(aq, 0)
	all := cands
	if len(cands) > 0 {
		res.Coverage = cands[0].coverage
	}
	for len(cands) > 0 && cands[len(cands)-1].coverage < MinCoverage {
		cands = cands[:len(cands)-1]
	}
	if slices.Contains(aq.conceptOwners, q.NamedService) && !slices.Contains(aq.services, q.NamedService) {
		// The caller's match was on a word the knowledge reads otherwise
		// ("onde" is where in Portuguese and waves in Italian), and no
		// other word names that service.
		q.NamedService = ""
	}
	svcID := q.NamedService
	if len(aq.services) == 1 && svcID == "" {
		// The words of one service's name are in the question
		// ("Segeltour") and the caller named none.
		svcID, q.NamedService = aq.services[0], aq.services[0]
	}
	if svcID == "" {
		svcID = q.RecentService
	}
	a := answerer{q: q, svc: findService(q.Services, svcID), ages: aq.ages, terms: aq.terms}
	if aq.forecast {
		// the weather to come or of the moment: no fact holds it
		res.Coverage, res.MissingTopic, res.Asks, res.Informative, res.Forecast = 0, true, true, true, true
		return res
	}
	if a.svc == nil && slices.ContainsFunc(aq.terms, func(t string) bool { return tourOnly[t] }) {
		// "is there a dress code?" with no tour known: the fado's
		// smart-casual says nothing of a cathedral's
		cands, all, res.Coverage = nil, nil, 0
	}
	// The weather asked with no tour known ("is it cold in Lisbon in
	// December?", "does it get hot here in the summer?", though the walking
	// tour's list says a hat in summer), not what to bring or wear for it:
	// a topic no fact holds.
	weather := a.svc == nil && slices.Contains(aq.terms, "~temperature") && !a.asksTopic(TopicWhatToBring) && !a.asksTopic(TopicIncluded)
	if len(cands) == 0 {
		res.Elsewhere = ix.nearestElsewhere(all, &a)
		res.MissingTopic = res.MissingTopic || weather
		return res
	}
	// Among the candidates as good as the best, the most specific source
	// answers first.
	best := cands[0].coverage
	slices.SortStableFunc(cands, func(x, y candidate) int {
		if (x.coverage >= best-0.05) != (y.coverage >= best-0.05) {
			if x.coverage >= best-0.05 {
				return -1
			}
			return 1
		}
		return a.priority(&ix.docs[x.doc]) - a.priority(&ix.docs[y.doc])
	})
	// A fact answering only through a concept it says, with no tour in
	// the question or the conversation, answers when its wording is its
	// tour's alone and no entry answers as well: "is there a map?" is the
	// walking tour's list (no other fact says a map), "is there a toilet?"
	// is the toilets entry, not one tour's accessibility.
	entryToo := slices.ContainsFunc(cands, func(c candidate) bool {
		return ix.docs[c.doc].entry != nil && c.coverage >= best-0.05
	})
	for _, c := range cands {
		if c.said && a.svc == nil && (!c.specific || entryToo) {
			continue
		}
		if text, src, ok := a.resolve(&ix.docs[c.doc], c.specific); ok {
			res.Answered, res.Text, res.Sources, res.TooYoung, res.Which = true, text, src, a.tooYoung, a.which
			return res
		}
	}
	if a.weather || weather {
		// the weather asked with no tour: a topic no fact holds
		res.Coverage, res.MissingTopic = 0, true
		return res
	}
	// Nothing answers: the coverage that counts is that of the documents
	// that could answer this question. A fact of another tour than the
	// one asked about ("our own drinks on the cruise" against the day
	// trip's "money for lunch") does not make the question answered.
	res.Coverage, res.Elsewhere, res.OtherCovers = 0, true, a.svc != nil
	for _, c := range all {
		if a.applies(&ix.docs[c.doc]) {
			res.Coverage = max(res.Coverage, c.coverage)
		}
	}
	return res
}

// elsewhereFloor is the coverage another tour's document must have, when
// nothing covers a question enough, for the question to be about what that
// tour's facts say and not the one asked about.
const elsewhereFloor = 0.5

// nearestElsewhere reports, for a question nothing covers enough, whether
// its nearest documents are another tour's facts or entries, ahead of
// anything that may answer for the tour asked about ("any chance we spot
// dolphins out there?" on the surf: the sail's entry, diluted below the
// threshold by a word no fact holds). Such a question asks what this
// tour's facts do not say.
func (ix *Index) nearestElsewhere(all []candidate, a *answerer) bool {
	own, other := 0.0, 0.0
	for _, c := range all {
		if a.applies(&ix.docs[c.doc]) {
			own = max(own, c.coverage)
		} else {
			other = max(other, c.coverage)
		}
	}
	return other >= elsewhereFloor && own < other-0.05
}

// applies reports whether a document may answer this question at all: not
// a fact of another service than the one asked about, nor an entry about
// another service than the one named or discussed.
func (a *answerer) applies(d *doc) bool {
	switch {
	case d.entry != nil:
		e := d.entry
		return e.ServiceID == "" || a.svc == nil || e.ServiceID == a.svc.ID
	case d.service == "":
		return true
	default:
		return a.svc == nil || d.service == a.svc.ID
	}
}

// answerer turns a document into an answer for one query.
type answerer struct {
	q        Query
	svc      *store.Service
	ages     []int
	terms    []string // the question's terms (analyzeQuery)
	tooYoung bool     // the answer says an age asked about is under the minimum
	// weather: a fact of every tour was asked only by the cold or the
	// heat, no tour known ("is it cold in Lisbon in December?"): the
	// weather, which no fact holds
	weather bool
	which   string // the topic whose tour the answer asks (Result.Which)
}

func findService(svcs []store.Service, id string) *store.Service {
	for i := range svcs {
		if svcs[i].ID == id {
			return &svcs[i]
		}
	}
	return nil
}

// priority orders sources: a service's fact, an entry about that service,
// a business fact, any other entry.
func (a *answerer) priority(d *doc) int {
	switch {
	case d.entry == nil && d.service != "":
		return 0
	case d.entry != nil && a.svc != nil && d.entry.ServiceID == a.svc.ID:
		return 1
	case d.entry == nil:
		return 2
	default:
		return 3
	}
}

// resolve answers from a document, or reports false when the document is
// not for this question (a fact of another service than the one asked
// about, an entry about another service than the one named or discussed).
func (a *answerer) resolve(d *doc, specific bool) (string, []Source, bool) {
	switch {
	case d.entry != nil:
		e := d.entry
		if e.ServiceID != "" && a.svc != nil && e.ServiceID != a.svc.ID {
			// An entry about another tour than the one named or discussed
			// ("do I need to swim?" for the kayak, asked about the surf).
			return "", nil, false
		}
		return a.text(e.Answer, ""), []Source{{Type: SourceKnowledge, ID: e.ID}}, true
	case d.service == "":
		return a.businessFact(d.topic)
	case a.svc != nil:
		if d.service != a.svc.ID {
			return "", nil, false
		}
		return a.serviceFact(a.svc, d.topic)
	case specific:
		// No service asked about, but the question names something only
		// this service's fact holds.
		return a.serviceFact(findService(a.q.Services, d.service), d.topic)
	default:
		return a.allServices(d.topic)
	}
}

// text picks t in the conversation's language, else in the business's
// with a note saying so.
func (a *answerer) text(t store.Text, prefix string) string {
	if s := t[a.q.Lang]; s != "" {
		return prefix + s
	}
	s := t.In(a.q.DefaultLang, a.q.DefaultLang)
	lang := a.q.DefaultLang
	if t[lang] == "" {
		for _, l := range Languages {
			if t[l] == s {
				lang = l
				break
			}
		}
	}
	return prefix + s + "\n" + say(a.q.Lang, "only_in", "lang", languageNames[langOr(a.q.Lang)][lang])
}

func (a *answerer) name(s *store.Service) string { return s.Name.In(a.q.Lang, a.q.DefaultLang) }

func (a *answerer) texts(list []store.Text) []string {
	out := make([]string, 0, len(list))
	for _, t := range list {
		if s := t.In(a.q.Lang, a.q.DefaultLang); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func (a *answerer) serviceFact(s *store.Service, topic string) (string, []Source, bool) {
	l := a.q.Lang
	src := []Source{{Type: SourceService, ID: s.ID, Field: topic}}
	name := a.name(s)
	switch topic {
	case TopicMeetingPoint:
		mp := s.MeetingPoint
		if mp == nil {
			return "", nil, false
		}
		out := a.text(mp.Text, say(l, "meeting_point", "service", name, "text", ""))
		if mp.MapURL != "" {
			out += "\n" + say(l, "map", "url", mp.MapURL)
		}
		return out, src, true
	case TopicIncluded, TopicWhatToBring:
		list := s.Included
		if topic == TopicWhatToBring {
			list = s.WhatToBring
		}
		if len(list) == 0 {
			return "", nil, false
		}
		return say(l, topic, "service", name, "list", joinList(l, a.texts(list))), src, true
	case TopicAccess:
		ac := s.Accessibility
		if ac == nil {
			return "", nil, false
		}
		if len(ac.Text) > 0 && !slices.Contains(a.terms, "~wheelchair") &&
			(slices.Contains(a.terms, "~effort") || slices.Contains(a.terms, "~stairs")) {
			// how hard it is on the body, or its steps ("is it tiring?",
			// "my mum is 80, can she do it?"), asked of no wheelchair:
			// what the tour's accessibility says, not a verdict on
			// wheelchairs
			return name + ": " + a.text(ac.Text, ""), src, true
		}
		out := say(l, "wheel_"+ac.Wheelchair, "service", name)
		if len(ac.Text) > 0 {
			out += " " + a.text(ac.Text, "")
		}
		return out, src, true
	case TopicAge:
		if s.MinAge == nil && len(s.AgeNotes) == 0 {
			return "", nil, false
		}
		var out string
		min := s.MinimumAge() // the store's rule of who may come
		young, fit := a.childAges(min)
		switch age, asked := a.askedAge(); {
		case len(young)+len(fit) > 1 && len(young) == 0 && min > 0:
			// "the boys are 9 and 12, is the kayak ok?": each age told
			out = say(l, "age_ok_many", "ages", joinList(l, fit), "service", name, "min", strconv.Itoa(min))
		case len(young) > 1 && len(fit) == 0:
			out = say(l, "age_young_many", "ages", joinList(l, young), "service", name, "min", strconv.Itoa(min))
			a.tooYoung = true
		case len(young) > 0 && len(fit) > 0:
			// "the girls are 7 and 11, can they do the kayak?": the one
			// too young, then the ones who may come
			out = say(l, "age_too_young", "age", young[0], "service", name, "min", strconv.Itoa(min))
			if len(young) > 1 {
				out = say(l, "age_young_many", "ages", joinList(l, young), "service", name, "min", strconv.Itoa(min))
			}
			out += " " + say(l, "age_ok_rest", "ages", joinList(l, fit))
			a.tooYoung = true
		case asked && age < min:
			out = say(l, "age_too_young", "age", strconv.Itoa(age), "service", name, "min", strconv.Itoa(min))
			a.tooYoung = true
		case asked && min > 0:
			out = say(l, "age_ok", "age", strconv.Itoa(age), "service", name, "min", strconv.Itoa(min))
		case min > 0:
			out = say(l, "age_min", "service", name, "min", strconv.Itoa(min))
		case s.MinAge != nil:
			out = say(l, "age_all", "service", name)
		}
		if s.MinAge == nil {
			src = src[:0]
		}
		if len(s.AgeNotes) > 0 {
			// The notes say the rest ("children from 8 to 15 paddle with
			// an adult", "the show ends around 22:30"): they are a source
			// of the answer too.
			out = strings.TrimSpace(out + " " + a.text(s.AgeNotes, ""))
			src = append(src, Source{Type: SourceService, ID: s.ID, Field: store.FactAgeNotes})
		}
		return out, src, true
	case TopicCancellation:
		return a.text(s.CancellationPolicy, say(l, "cancel_service", "service", name, "text", "")), src, true
	case TopicGuideLangs:
		if len(s.GuideLanguages) == 0 {
			return "", nil, false
		}
		return say(l, "guide_langs", "service", name, "list", joinList(l, a.langNames(s.GuideLanguages))), src, true
	case TopicDuration:
		if s.DurationMinutes <= 0 {
			return "", nil, false
		}
		return reply.Say(l, "duration_one", reply.Vars{"service": name, "duration": reply.Duration(l, s.DurationMinutes)}), src, true
	case TopicCapacity:
		if s.Capacity <= 0 {
			return "", nil, false
		}
		return say(l, "capacity_one", "service", name, "n", strconv.Itoa(s.Capacity)), src, true
	}
	return "", nil, false
}

func (a *answerer) langNames(codes []string) []string {
	names := languageNames[langOr(a.q.Lang)]
	out := make([]string, 0, len(codes))
	for _, c := range codes {
		if n := names[c]; n != "" {
			out = append(out, n)
		} else {
			out = append(out, c)
		}
	}
	return out
}

// childAges are the different children's ages the question states,
// youngest first, split by the minimum age: those under it and those at
// or over it.
func (a *answerer) childAges(min int) (young, fit []string) {
	ages := slices.Clone(a.ages)
	slices.Sort(ages)
	for _, n := range slices.Compact(ages) {
		switch {
		case n >= 18:
		case n < min:
			young = append(young, strconv.Itoa(n))
		default:
			fit = append(fit, strconv.Itoa(n))
		}
	}
	return young, fit
}

// askedAge is the youngest age the question states ("ok for a 5 year
// old?"), if it states one under 18.
func (a *answerer) askedAge() (int, bool) {
	age, ok := 18, false
	for _, n := range a.ages {
		if n < age {
			age, ok = n, true
		}
	}
	return age, ok
}

// allServices answers a service topic when no service is known: a summary
// of the short facts (access, ages, languages, durations) across the services that
// have them, else the question which service is meant.
func (a *answerer) allServices(topic string) (string, []Source, bool) {
	l := a.q.Lang
	var lines []string
	var src []Source
	switch topic {
	case TopicAccess, TopicAge, TopicGuideLangs, TopicDuration, TopicCapacity:
		head := map[string]string{TopicAccess: "summary_access", TopicAge: "summary_age", TopicGuideLangs: "summary_langs",
			TopicDuration: "summary_duration", TopicCapacity: "summary_capacity"}[topic]
		lines = append(lines, say(l, head))
		for i := range a.q.Services {
			s := &a.q.Services[i]
			v := ""
			switch {
			case topic == TopicAccess && s.Accessibility != nil:
				v = say(l, "access_"+s.Accessibility.Wheelchair)
			case topic == TopicAge && s.MinAge != nil && *s.MinAge == 0:
				v = say(l, "all_ages")
			case topic == TopicAge && s.MinAge != nil:
				v = say(l, "from_age", "min", strconv.Itoa(*s.MinAge))
			case topic == TopicGuideLangs && len(s.GuideLanguages) > 0:
				v = strings.Join(a.langNames(s.GuideLanguages), ", ")
			case topic == TopicDuration && s.DurationMinutes > 0:
				v = reply.Duration(l, s.DurationMinutes)
			case topic == TopicCapacity && s.Capacity > 0:
				v = say(l, "up_to", "n", strconv.Itoa(s.Capacity))
			}
			if v != "" {
				lines = append(lines, "- "+a.name(s)+": "+v)
				src = append(src, Source{Type: SourceService, ID: s.ID, Field: topic})
			}
		}
		if len(src) > 0 {
			return strings.Join(lines, "\n"), src, true
		}
		return "", nil, false
	}
	has := false
	names := make([]string, 0, len(a.q.Services))
	for i := range a.q.Services {
		s := &a.q.Services[i]
		names = append(names, a.name(s))
		has = has || (topic == TopicMeetingPoint && s.MeetingPoint != nil) || (topic == TopicIncluded && len(s.Included) > 0) ||
			(topic == TopicWhatToBring && len(s.WhatToBring) > 0)
	}
	if !has {
		return "", nil, false
	}
	if !a.asksTopic(topic) {
		// "is it cold in Lisbon in December?" with no tour in the
		// conversation: the weather, no tour's list of what to bring,
		// so no question which tour is meant
		a.weather = true
		return "", nil, false
	}
	a.which = topic
	return say(l, "which_service", "list", joinList(l, names)), nil, true
}

// asksTopic reports whether the question says one of the topic's own
// concepts (what to bring or wear, what is included, where to meet), not
// only one that is half of it (the cold, the heat, food).
func (a *answerer) asksTopic(topic string) bool {
	for _, t := range a.terms {
		if topicTerms[topic][t] >= 1 {
			return true
		}
	}
	return false
}

func (a *answerer) businessFact(topic string) (string, []Source, bool) {
	b := a.q.Business
	if b == nil {
		return "", nil, false
	}
	l := a.q.Lang
	src := []Source{{Type: SourceBusiness, ID: b.ID, Field: topic}}
	switch topic {
	case TopicCancellation:
		if len(b.CancellationPolicy) == 0 {
			return "", nil, false
		}
		return a.text(b.CancellationPolicy, say(l, "cancel_biz", "text", "")), src, true
	case TopicPayment:
		if len(b.PaymentMethods) == 0 && len(b.PaymentNotes) == 0 {
			return "", nil, false
		}
		var out string
		if len(b.PaymentMethods) > 0 {
			names := paymentNames[langOr(l)]
			list := make([]string, 0, len(b.PaymentMethods))
			for _, m := range b.PaymentMethods {
				if n := names[m]; n != "" {
					list = append(list, n)
				} else {
					list = append(list, strings.ReplaceAll(m, "_", " "))
				}
			}
			out = say(l, "payment", "list", joinList(l, list))
		}
		if len(b.PaymentNotes) > 0 {
			out = strings.TrimSpace(out + " " + a.text(b.PaymentNotes, ""))
		}
		return out, src, true
	case TopicContact:
		line := ContactLine(l, b)
		if line == "" {
			return "", nil, false
		}
		out := say(l, "contact") + " " + line + "."
		if c := b.Contact; c != nil && c.Address != "" {
			out += " " + say(l, "address", "v", c.Address)
		}
		return out, src, true
	case TopicHours:
		if b.SupportHours.IsZero() {
			return "", nil, false
		}
		return say(l, "hours", "list", HoursText(l, b.SupportHours)), src, true
	}
	return "", nil, false
}

// ContactLine is "by phone at ... and by email at ..." in lang, or "" when
// the business has neither.
func ContactLine(lang string, b *store.Business) string {
	c := b.Contact
	if c == nil {
		return ""
	}
	var parts []string
	if c.Phone != "" {
		parts = append(parts, say(lang, "phone", "v", c.Phone))
	}
	if c.Email != "" {
		parts = append(parts, say(lang, "email", "v", c.Email))
	}
	return joinList(lang, parts)
}

// HoursText renders support hours compactly in lang: consecutive days with
// the same ranges are joined ("Mon–Fri 09:00–19:00, Sat 10:00–16:00").
func HoursText(lang string, h store.SupportHours) string {
	days := dayNames[langOr(lang)]
	var out []string
	for i := 0; i < 7; {
		r := h[store.Weekdays[i]]
		j := i
		for j+1 < 7 && slices.Equal(h[store.Weekdays[j+1]], r) {
			j++
		}
		if len(r) > 0 {
			label := days[i]
			if j > i {
				label += "–" + days[j]
			}
			ranges := make([]string, len(r))
			for k, x := range r {
				ranges[k] = strings.ReplaceAll(x, "-", "–")
			}
			out = append(out, label+" "+strings.Join(ranges, ", "))
		}
		i = j + 1
	}
	return strings.Join(out, ", ")
}

// DontKnow is the honest answer when the knowledge has none: it says so
// and offers a person, with the business's phone and email when it has them.
func DontKnow(lang string, b *store.Business) string {
	if b != nil {
		if line := ContactLine(lang, b); line != "" {
			return say(lang, "unknown_reach", "contact", line)
		}
	}
	return say(lang, "unknown")
}

// ServiceFact answers one topic of the tour id from its own fact, in q's
// language, as a question about it would be: where it meets for "address?"
// after it is booked (TopicMeetingPoint), how long it lasts for "dura 2
// horas?" or when it ends where no fact says the end (TopicDuration), who
// may join for the ages q's text states (TopicAge). It is not answered
// when the tour holds no such fact.
func ServiceFact(q Query, id, topic string) Result {
	s := findService(q.Services, id)
	if s == nil {
		return Result{}
	}
	a := &answerer{q: q, svc: s, ages: ages(fold(q.Text))}
	text, src, ok := a.serviceFact(s, topic)
	if !ok {
		return Result{}
	}
	return Result{Answered: true, Informative: true, Coverage: 1, Text: text, Sources: src, TooYoung: a.tooYoung}
}

// asksForecast reports a question about the weather to come or of the
// moment ("what will the weather be like this week?", "il fait beau en
// ce moment ?", "como está o tempo hoje?", "wie wird das Wetter
// morgen?"): no fact holds a forecast, and the rain entry says what runs
// IF it rains, which is no answer to it. A question of a condition ("what
// happens if the weather is bad?", "s'il fait beau demain") is not one,
// nor a recommendation asked beside a forecast told ("the forecast says
// rain all week, what do you recommend?": what runs in the rain).
func asksForecast(ws []string) bool {
	weather, when := false, false
	for i, w := range ws {
		next := ""
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		if (conditionWords[w] || w == "s" && (next == "il" || next == "ils")) && (i == 0 || !knowVerbs[ws[i-1]]) || advises(ws, i) {
			return false // (but "do you know if it will rain?", "sabe se vai chover?": whether)
		}
		if forecastWords[w] {
			weather, when = true, true
		}
		if weatherWords[w] || weatherPairs[w+" "+next] {
			weather = true
		}
		if nowWords[w] || nowPairs[w+" "+next] {
			when = true
		}
	}
	return weather && when
}

var (
	forecastWords = wordSet("forecast forecasts prevision previsiones previsions previsao previsoes previsioni " +
		"vorhersage wettervorhersage wetterbericht")
	weatherWords = wordSet("weather wetter meteo piovera llovera pleuvra chovera regnet")
	weatherPairs = wordSet2("o tempo|el tiempo|le temps|il tempo|que tempo|que tiempo|quel temps|che tempo|" +
		"fait beau|beau temps|buen tiempo|bel tempo|bom tempo|fa bello|hace sol|faz sol|sera beau|fara bello|" +
		"sonnig sein|schones wetter|fera beau|faire beau|hara sol|hara buen|fara bel|fara bello|vai chover|" +
		"va pleuvoir|va llover|wird regnen|it rain|rain today|rain tomorrow|a llover|will rain|es regnen")
	nowWords = wordSet("today tonight tomorrow now currently week weekend hoy manana ahora semana " +
		"aujourd demain maintenant actuellement semaine heute morgen jetzt gerade woche wochenende " +
		"oggi domani adesso settimana hoje amanha agora semana")
	// (the day booked or discussed: "on that day", "nesse dia", "ese día",
	// "ce jour-là", "an dem Tag", "quel giorno")
	nowPairs = wordSet2("weather like|weather be|weather going|en ce|this week|going to|fin de|fim de|ce moment|momento actual|este momento|questo momento|" +
		"that day|nesse dia|naquele dia|neste dia|ese dia|este dia|aquel dia|ce jour|dem tag|diesem tag|quel giorno|quello giorno")
	// knowVerbs ask whether, not if: "do you know if", "sabe se", "sabes si",
	// "savez-vous s'il", "sai se", and so does telling: "tell me if",
	// "dime si", "dites-moi s'il", "dimmi se", "diga-me se"
	knowVerbs = wordSet("know knows sabe sabes sabem saben sabeis savez sais sait wissen weisst weiss sai sapete sa " +
		"tell me dime digame moi dimmi dica dite dici mi")
	conditionWords = wordSet("if si wenn falls se caso unless")
)

// advises reports whether ws[i] asks for a recommendation ("what do you
// recommend", "any ideas for a wet day?"), not whether one knows ("any
// idea what the weather will be like?").
func advises(ws []string, i int) bool {
	if !recommendWords[ws[i]] {
		return false
	}
	return i+1 >= len(ws) || !ideaWords[ws[i]] || !knowWhat[ws[i+1]]
}

var (
	ideaWords = wordSet("idea ideas idee")
	knowWhat  = wordSet("what whether if how when where")
)

func wordSet2(s string) map[string]bool {
	m := map[string]bool{}
	for _, p := range strings.Split(s, "|") {
		m[p] = true
	}
	return m
}
