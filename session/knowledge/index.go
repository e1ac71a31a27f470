package knowledge

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tourchat/tourchat/session/internal/spell"
	"github.com/tourchat/tourchat/store"
)

// Topics: what a fact document is about. The service topics are answered
// from a service's facts, the business ones from the business's.
const (
	TopicMeetingPoint = store.FactMeetingPoint
	TopicIncluded     = store.FactIncluded
	TopicWhatToBring  = store.FactWhatToBring
	TopicAccess       = store.FactAccessibility
	TopicAge          = store.FactMinAge
	TopicCancellation = store.FactCancellationPolicy
	TopicGuideLangs   = store.FactGuideLanguages
	TopicPayment      = store.FactPaymentMethods
	TopicContact      = store.FactContact
	TopicHours        = store.FactSupportHours
	// TopicDuration is how long a service lasts, from its duration_minutes
	// (a field of every service, not an optional fact).
	TopicDuration = "duration_minutes"
	// TopicCapacity is how many people a departure takes, from the
	// service's capacity (places per departure, also a field of every
	// service): "max group size?", "cuántas personas caben?".
	TopicCapacity = "capacity"
)

// topicTerms are the fact topics as bags of weighted concepts: a question
// made of these concepts is about the topic. Who may take part (TopicAge)
// includes, weakly, whether one must swim: age notes say so ("from 6 if
// they can swim"), and how hard the tour is, which the accessibility
// says first ("is it too strenuous for a 6 year old?" is the age notes'
// question, "is it strenuous?" the accessibility's). Cold and heat are
// half a question of what to bring or of what is included: beside what to
// wear ("should I bring a sweater, does it get cold?") they are that
// question, alone they are often a reason given ("non, il va faire trop
// froid"), not one asked. Each fact a service or the
// business has becomes one document: its topic's concepts plus the words
// of the fact itself ("is the wetsuit included?").
var topicTerms = map[string]map[string]float64{
	TopicMeetingPoint: {"~meet": 1, "~where": 1, "~start": 1, "~pickup": 1, "~arrive": 1, "~depart": 1, "~taxi": 1, "~stop": 1},
	TopicIncluded:     {"~include": 1, "~food": 0.5, "~guide": 0.5, "~bring": 0.5, "~temperature": 0.5},
	TopicWhatToBring:  {"~bring": 1, "~wear": 1, "~temperature": 0.5},
	TopicAccess:       {"~wheelchair": 1, "~stairs": 1, "~effort": 1, "~suitable": 0.5},
	TopicAge:          {"~child": 1, "~suitable": 1, "~allowed": 1, "~accept": 1, "~swim": 0.5, "~effort": 0.5},
	TopicCancellation: {"~cancel": 1, "~policy": 1, "~when": 0.5},
	TopicGuideLangs:   {"~language": 1, "~guide": 1},
	TopicPayment:      {"~pay": 1, "~accept": 1},
	TopicContact:      {"~contact": 1, "~where": 0.5, "~office": 1},
	TopicHours:        {"~hours": 1, "~when": 0.5, "~contact": 0.5, "~office": 1},
	TopicDuration:     {"~duration": 1},
	TopicCapacity:     {"~capacity": 1},
}

// saidTopics are concepts that are about a topic only in the facts that
// say them: child seats are a matter of who may take part where the age
// notes mention them ("we fit child seats" on the day trip, "child seats
// on request" on the tuk-tuk), and there they weigh as the topic itself;
// a tour whose notes do not mention them does not answer ("a child seat
// on the walking tour?" is not its minimum age), and so for toilets and
// the accessibility that mentions them.
var saidTopics = map[string]map[string]bool{
	TopicAge: {"~childseat": true},
	// A toilet is a matter of access where the accessibility says it
	// ("an accessible toilet", "the toilet is down a ladder").
	TopicAccess: {"~toilet": true},
	// A map ("is there a map?": the walking tour's includes one), photo
	// stops and sparkling wine ("champagne on board?": the sail's glass of
	// it) are what a tour includes where its list says them.
	TopicIncluded: {"~map": true, "~photo": true, "~sparkling": true, "~blanket": true},
	// A dress code is a matter of what to bring where its list says how
	// to dress ("smart-casual clothes are fine" for the fado night).
	TopicWhatToBring: {"~dresscode": true},
}

// saidAny are concepts that are about any fact that says them: the end
// of a tour is told where the business wrote it ("the show ends around
// 22:30" in the fado's age notes), and only there.
var saidAny = map[string]bool{"~end": true}

// hintTopics are concepts that weigh nothing in a question but let the
// facts of a topic answer it: "do they give you a wetsuit?" is answered by
// an included list that holds a wetsuit, while "do you give discounts?"
// is about discounts alone; "the instructor speaks French?" asks the guide
// languages, while "can I speak to someone?" asks for a person, not them.
var hintTopics = map[string]string{"~give": TopicIncluded, "~speak": TopicGuideLangs}

// dietTakers are the concepts of who may take part and whether it suits
// them: beside a dietary need ("mon fils est végétarien, la balade lui
// convient ?", "meine Frau ist Vegetarierin, geht das?") they ask whether
// the need is catered for, not the minimum age.
var dietTakers = map[string]bool{"~child": true, "~suitable": true, "~allowed": true, "~accept": true}

// unknownWeight scales the weight of a question's words no document
// holds: they are rarer than any known word, but many are fillers a stop
// list misses ("exactly", "lots"), so they count somewhat less than the
// rarest known word would.
const unknownWeight = 0.5

// weightFact is the weight of the words of a fact's own text.
const weightFact = 0.75

// Field weights of an entry's texts: the question says what the entry is
// about, the answer only hints at it.
const (
	weightQuestion = 1.0
	weightTag      = 1.0
	weightAnswer   = 0.5
)

// BM25 parameters (the usual ones).
const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

// doc is one retrievable unit: a fact topic or a knowledge entry.
type doc struct {
	topic   string                // a fact topic, or "" for an entry
	service string                // the service of a service fact ("" for the business's)
	entry   *store.KnowledgeEntry // the entry, or nil for a fact
	// concepts counts the concepts of an entry's questions: a question
	// that shares none of them is about something else ("do you sell
	// adapters?" is not "do you sell gift vouchers?").
	concepts int
	tf       map[string]float64 // weighted term frequencies
	weight   map[string]float64 // the best field weight of each term
	length   float64
}

// posting is one document holding a term, with what ranking needs of it
// computed at build time.
type posting struct {
	doc     int
	bm25    float64 // the term's BM25 weight in the document, before IDF
	weight  float64 // the best field weight of the term in the document
	anchor  bool    // the term may answer for the document (its topic, or its question)
	concept bool    // a concept of an entry's question
	text    bool    // a word of a fact's own text
}

// Index is a business's knowledge prepared for retrieval: the fact topics,
// its enabled entries, and the words of its service names. It is immutable
// once built and safe for concurrent use.
type Index struct {
	docs     []doc
	postings map[string][]posting
	idf      map[string]float64
	idfNone  float64 // the IDF of a term no document holds
	avgLen   float64
	// svcTerms are the terms of service names and keywords, and
	// svcWords their folded words: words that name a service say which
	// one, not what is asked about it.
	svcTerms map[string]string // term -> the one service it names, "" when several
	svcWords map[string]string
	// svcPrefixes maps the prefixes (six letters or more) of service words
	// to the service they name ("" when several), for compounds.
	svcPrefixes map[string]string // word -> the one service it names, "" when several
	// surface maps the folded words of the documents to their terms, and
	// deletes maps each of them with one letter removed to the words, for
	// spelling correction within one edit.
	surface map[string]string
	deletes map[string][]string
	// factSvcWords are, per service, the words of its facts that are
	// words of another service's name or keywords ("Bottled water" on the
	// tuk-tuk, "water" a keyword of the kayak): asked about that service,
	// they are what is asked, not another service.
	factSvcWords map[string]map[string]bool
	// heads maps the last parts (six letters or more) of the long German
	// words of the documents to their terms: "Versicherung" asked alone
	// finds the "Unfallversicherung" of a fact.
	heads map[string][]string
	// dining are the services whose name says a meal ("Fado Night with
	// Dinner", "Food & Wine Tasting Tour"): their restaurant is where
	// the tour takes place.
	dining map[string]bool
}

// Build indexes the facts of the services and of the business, the
// enabled entries, and the services' names and keywords.
func Build(biz *store.Business, services []store.Service, entries []store.KnowledgeEntry) *Index {
	ix := &Index{postings: map[string][]posting{}, idf: map[string]float64{}, svcTerms: map[string]string{},
		svcWords: map[string]string{}, svcPrefixes: map[string]string{}, surface: map[string]string{}, deletes: map[string][]string{},
		factSvcWords: map[string]map[string]bool{}, heads: map[string][]string{}, dining: map[string]bool{}}
	for i := range services {
		s := &services[i]
		for _, l := range Languages {
			for _, txt := range []string{s.Name[l], s.Keywords[l]} {
				for _, w := range words(fold(txt), 1<<10) {
					if stopWords[w] {
						continue
					}
					if owner, ok := ix.svcWords[w]; ok && owner != s.ID {
						ix.svcWords[w] = ""
					} else {
						ix.svcWords[w] = s.ID
					}
				}
				for _, tk := range analyze(txt, l, 1<<10) {
					if tk.term == "~food" && txt == s.Name[l] {
						ix.dining[s.ID] = true
					}
					if len(tk.term) < 4 || isConcept(tk.term) {
						continue // short stems ("cat" of "cata") name nothing
					}
					if owner, ok := ix.svcTerms[tk.term]; ok && owner != s.ID {
						ix.svcTerms[tk.term] = ""
					} else {
						ix.svcTerms[tk.term] = s.ID
					}
					ix.learn(tk)
				}
			}
		}
	}
	for w, owner := range ix.svcWords {
		for n := 6; n <= len(w); n++ {
			if o, ok := ix.svcPrefixes[w[:n]]; ok && o != owner {
				ix.svcPrefixes[w[:n]] = ""
			} else {
				ix.svcPrefixes[w[:n]] = owner
			}
		}
	}
	for i := range services {
		s := &services[i]
		for _, f := range serviceFactTexts(s) {
			ix.addFact(f.topic, s.ID, f.texts)
		}
	}
	if biz != nil {
		for _, f := range businessFactTexts(biz) {
			ix.addFact(f.topic, "", f.texts)
		}
	}
	for i := range entries {
		e := &entries[i]
		if !e.Enabled {
			continue
		}
		d := doc{entry: e, tf: map[string]float64{}, weight: map[string]float64{}}
		ix.addTexts(&d, []store.Text{e.Question}, weightQuestion)
		for term := range d.tf {
			if isConcept(term) {
				d.concepts++
			}
		}
		for _, tag := range e.Tags {
			ix.addTexts(&d, []store.Text{{"en": tag}}, weightTag)
		}
		ix.addTexts(&d, []store.Text{e.Answer}, weightAnswer)
		ix.docs = append(ix.docs, d)
	}
	// Concept words are known words too, for the spelling correction of
	// "wheelchiar" or "Rollstul".
	for w, c := range lexicon().single {
		ix.learn(token{term: c, surface: w})
	}
	total := 0.0
	for i := range ix.docs {
		total += ix.docs[i].length
	}
	n := float64(len(ix.docs))
	ix.avgLen = total / max(n, 1)
	// The concepts of the facts' own texts that are no topic's ("a map" in
	// the walking tour's included list, "hotel" in the day trip's) and the
	// services whose facts say them: a concept one service alone says
	// names that service's fact, as its words do.
	said := map[string]map[string]bool{}
	for i := range ix.docs {
		d := &ix.docs[i]
		if d.entry != nil || d.service == "" {
			continue
		}
		for term := range d.tf {
			if _, topical := topicTerms[d.topic][term]; !topical {
				if said[term] == nil {
					said[term] = map[string]bool{}
				}
				said[term][d.service] = true
			}
		}
	}
	for i := range ix.docs {
		d := &ix.docs[i]
		for term, tf := range d.tf {
			w := d.weight[term]
			_, topical := topicTerms[d.topic][term]
			text := d.entry == nil && !topical && len(said[term]) == 1
			topical = topical || saidTopics[d.topic][term] || d.entry == nil && saidAny[term]
			ix.postings[term] = append(ix.postings[term], posting{
				doc: i, bm25: tf * (bm25K1 + 1) / (tf + bm25K1*(1-bm25B+bm25B*d.length/ix.avgLen)), weight: w,
				anchor:  (d.entry == nil && topical) || (d.entry != nil && w >= weightQuestion),
				concept: isConcept(term) && w >= weightQuestion, text: text,
			})
		}
	}
	for term, ps := range ix.postings {
		ix.idf[term] = idf(n, float64(len(ps)))
	}
	ix.idfNone = idf(n, 0)
	return ix
}

// addFact adds the document of one fact.
func (ix *Index) addFact(topic, service string, texts []store.Text) {
	d := doc{topic: topic, service: service, tf: map[string]float64{}, weight: map[string]float64{}}
	for term, w := range topicTerms[topic] {
		d.add(term, w)
	}
	ix.addTexts(&d, texts, weightFact)
	for term := range d.tf {
		if saidTopics[topic][term] || saidAny[term] {
			d.weight[term] = 1
		}
	}
	ix.docs = append(ix.docs, d)
}

// addTexts adds the words of per-language texts to a document; the words
// of service names say which service, so they count in no fact's favour.
func (ix *Index) addTexts(d *doc, texts []store.Text, w float64) {
	for _, t := range texts {
		for l, s := range t {
			for _, tk := range analyze(s, l, 1<<12) {
				owner, isSvc := ix.svcWords[tk.surface]
				isSvc = isSvc && tk.surface != ""
				if isSvc && d.entry == nil && d.service != "" && owner != d.service {
					// "Bottled water" on the tuk-tuk: a word naming another
					// service ("water", the kayak's, or shared by the kayak
					// and the sail: owner "") is what this fact says.
					if ix.factSvcWords[d.service] == nil {
						ix.factSvcWords[d.service] = map[string]bool{}
					}
					ix.factSvcWords[d.service][tk.surface] = true
					isSvc = false
				}
				if isSvc || tk.term == "~time" || yesNo[tk.surface] || hintTopics[tk.term] != "" {
					// "8:30" in a meeting point, a "Yes:" opening an answer,
					// a giving verb, say nothing of what it answers.
					continue
				}
				ix.learn(tk)
				if l == "de" {
					ix.learnHeads(tk)
				}
				d.add(tk.term, w)
			}
		}
	}
}

// yesNo are the words that open answers ("Yes: ...", "Sim: ..."); some
// are content words elsewhere ("SIM card").
var yesNo = map[string]bool{"yes": true, "no": true, "si": true, "oui": true, "non": true, "ja": true, "nein": true,
	"sim": true, "nao": true}

type factTexts struct {
	topic string
	texts []store.Text
}

// serviceFactTexts lists the facts a service has, with their texts.
func serviceFactTexts(s *store.Service) []factTexts {
	var out []factTexts
	if mp := s.MeetingPoint; mp != nil {
		out = append(out, factTexts{TopicMeetingPoint, []store.Text{mp.Text}})
	}
	if len(s.Included) > 0 {
		out = append(out, factTexts{TopicIncluded, s.Included})
	}
	if len(s.WhatToBring) > 0 {
		out = append(out, factTexts{TopicWhatToBring, s.WhatToBring})
	}
	if a := s.Accessibility; a != nil {
		out = append(out, factTexts{TopicAccess, []store.Text{a.Text}})
	}
	if s.MinAge != nil || len(s.AgeNotes) > 0 {
		out = append(out, factTexts{TopicAge, []store.Text{s.AgeNotes}})
	}
	if len(s.CancellationPolicy) > 0 {
		out = append(out, factTexts{TopicCancellation, []store.Text{s.CancellationPolicy}})
	}
	if len(s.GuideLanguages) > 0 {
		out = append(out, factTexts{TopicGuideLangs, nil})
	}
	if s.DurationMinutes > 0 {
		out = append(out, factTexts{TopicDuration, nil})
	}
	if s.Capacity > 0 {
		out = append(out, factTexts{TopicCapacity, nil})
	}
	return out
}

// businessFactTexts lists the facts the business has.
func businessFactTexts(b *store.Business) []factTexts {
	var out []factTexts
	if len(b.CancellationPolicy) > 0 {
		out = append(out, factTexts{TopicCancellation, []store.Text{b.CancellationPolicy}})
	}
	if len(b.PaymentMethods) > 0 || len(b.PaymentNotes) > 0 {
		out = append(out, factTexts{TopicPayment, []store.Text{b.PaymentNotes}})
	}
	if b.Contact != nil && (b.Contact.Phone != "" || b.Contact.Email != "") {
		out = append(out, factTexts{TopicContact, nil})
	}
	if !b.SupportHours.IsZero() {
		out = append(out, factTexts{TopicHours, nil})
	}
	return out
}

func idf(n, df float64) float64 { return math.Log(1 + (n-df+0.5)/(df+0.5)) }

func (d *doc) add(term string, w float64) {
	if term == "" {
		return
	}
	d.tf[term] += w
	d.length += w
	if w > d.weight[term] {
		d.weight[term] = w
	}
}

// learn records a document word for spelling correction.
func (ix *Index) learn(tk token) {
	if tk.surface == "" || tk.term == "" || len(tk.surface) < 5 {
		return
	}
	if _, ok := ix.surface[tk.surface]; ok {
		return
	}
	ix.surface[tk.surface] = tk.term
	for _, d := range deletions(tk.surface) {
		ix.deletes[d] = append(ix.deletes[d], tk.surface)
	}
}

// Compound heads: a German compound's last part says what it is
// ("Unfall|versicherung" is an insurance).
const (
	minHead     = 6 // letters of a head
	minModifier = 3 // letters before it
)

// learnHeads records the heads of a long German document word.
func (ix *Index) learnHeads(tk token) {
	w := tk.surface
	if isConcept(tk.term) || len(w) < minHead+minModifier {
		return
	}
	for i := minModifier; i <= len(w)-minHead; i++ {
		h := w[i:]
		if !slices.Contains(ix.heads[h], tk.term) {
			ix.heads[h] = append(ix.heads[h], tk.term)
		}
	}
}

// head returns the term of a document compound that ends with the unknown
// German word w, preferring the most common term.
func (ix *Index) head(w, lang string) (string, bool) {
	if lang != "de" {
		return "", false
	}
	best, bestDF := "", -1
	for _, term := range ix.heads[w] {
		if df := len(ix.postings[term]); df > bestDF || (df == bestDF && term < best) {
			best, bestDF = term, df
		}
	}
	return best, bestDF >= 0
}

// deletions returns w with each one of its bytes removed (folded words are
// ASCII but for rare letters, which then simply match less).
func deletions(w string) []string {
	out := make([]string, 0, len(w))
	for i := range len(w) {
		out = append(out, w[:i]+w[i+1:])
	}
	return out
}

// correct returns the term of a known word within one edit (insertion,
// deletion, substitution or swap of neighbours) of an unknown word of five
// letters or more, preferring the most common term.
func (ix *Index) correct(w string) (string, bool) {
	if len(w) < 5 {
		return "", false
	}
	conceptsOnly := len(w) == 5 // short words meet too many others: only concept words then
	best, bestDF := "", -1
	consider := func(cand string) {
		if !spell.WithinOneEdit(w, cand) {
			return
		}
		term := ix.surface[cand]
		if conceptsOnly && !isConcept(term) {
			return
		}
		if df := len(ix.postings[term]); df > bestDF || (df == bestDF && term < best) {
			best, bestDF = term, df
		}
	}
	for _, c := range ix.deletes[w] { // w lacks a letter
		consider(c)
	}
	for _, d := range deletions(w) {
		if _, ok := ix.surface[d]; ok { // w has an extra letter
			consider(d)
		}
		for _, c := range ix.deletes[d] { // substitution or swap
			consider(c)
		}
	}
	return best, bestDF >= 0
}

// query is a question analysed against the index.
type query struct {
	terms   []string  // unique content terms, service words excluded
	weights []float64 // their IDF
	svc     []string  // service words
	// services are the services the service words name, each once
	services []string
	// hints are the question's concepts of hintTopics
	hints []string
	// conceptOwners are the services whose names hold a word the question
	// uses as a concept ("onde": waves in an Italian keyword)
	conceptOwners []string
	ages          []int   // the ages the question states ("a 5 year old"), see ages
	total         float64 // the sum of weights
	unknown       float64 // the weight of terms no document holds
	unknownTerms  int     // how many terms no document holds
	missingTopic  bool    // a concept of the lexicon no document holds
	// timeOf is what a time asked ("what time", "when") is the time of:
	// timeMeeting beside arriving, being there or a pick-up (the meeting
	// point says when to be there), timeEnd beside the end (the facts that
	// say it), "" otherwise (a departure: the dialogue's).
	timeOf string
	// forecast: the weather to come or of the moment is asked (asksForecast)
	forecast bool
}

// What a time asked is the time of (query.timeOf).
const (
	timeMeeting = "meeting"
	timeEnd     = "end"
)

// timeTerms are the concepts that ask a time.
var timeTerms = map[string]bool{"~time": true, "~when": true}

// departureTerms ask what starts or leaves: with a time and nothing else,
// the time of a departure.
var departureTerms = map[string]bool{"~start": true, "~depart": true}

// asksDeparture reports a question of a time and of nothing but starting
// or leaving ("what time does it start?", "a che ora parte?", "a que hora
// sale?").
func (q *query) asksDeparture() bool {
	if q.timeOf != "" {
		return false
	}
	asked := false
	for _, t := range q.terms {
		switch {
		case timeTerms[t]:
			asked = true
		case !departureTerms[t]:
			return false
		}
	}
	return asked
}

// analyzeQuery reads a question; recent is the service the conversation is
// about when the message names no other ("" when none), whose facts'
// words are read as what is asked ("tem água?" about the tuk-tuk); about
// is the service the question is about as the caller knows it (the one
// the message names, else recent; "" when none).
func (ix *Index) analyzeQuery(text, lang, recent, about string, afterAge bool) query {
	var q query
	toks := analyze(text, lang, maxQueryRunes)
	// The message's folded words, read once for the rules below.
	folded := fold(text)
	ws := words(folded, maxQueryRunes)
	q.forecast = asksForecast(ws)
	if own := engagements(ws); len(own) > 0 {
		// "I have a meeting in the evening", "tengo una reunión": the
		// visitor's own appointment, a reason given, not a meeting point
		toks = slices.DeleteFunc(toks, func(tk token) bool { return own[tk.surface] })
	}
	if about != "" {
		// "we'll be walking from the cruise terminal", "a pie desde el
		// puerto": how the visitors get to the tour asked about says
		// nothing of what is asked
		way := arrivingWays(ws)
		// (what one wears on the way is asked: "a pé de chinelos")
		toks = slices.DeleteFunc(toks, func(tk token) bool { return way[tk.surface] && tk.term != "~wear" })
		// "¿cómo llegamos desde el centro?", "how do we get there from
		// the centre?": the place one comes from, though a word of
		// another tour's name, names no tour
		from := originPlaces(ws)
		toks = slices.DeleteFunc(toks, func(tk token) bool { return from[tk.surface] && !isConcept(tk.term) })
	}
	if stay := stayingPlace(ws); len(stay) > 0 {
		// "wir wohnen in einer Ferienwohnung in Graça", "we're staying
		// in Chiado": where the visitors stay says nothing asked, but a
		// hotel (a pick-up from it)
		toks = slices.DeleteFunc(toks, func(tk token) bool { return stay[tk.surface] && !isConcept(tk.term) })
	}
	if up := upThere(ws); len(up) > 0 {
		// "is it cold up there?", "il fait froid là-haut ?": the place of
		// the tour pointed at, not something asked of it
		toks = slices.DeleteFunc(toks, func(tk token) bool { return up[tk.surface] && !isConcept(tk.term) })
	}
	q.ages = ages(folded)
	if names := childNames(text, ix); len(names) > 0 {
		// "our grandson Jonas, he's 7", "mi hijo Pablo tiene 7": the
		// name of a child asks nothing
		toks = slices.DeleteFunc(toks, func(tk token) bool { return names[tk.surface] })
	}
	toks = illness(toks, ws)
	toks = watchersBody(toks, folded, lang)
	if slices.ContainsFunc(toks, func(tk token) bool { return tk.term == "~pickup" }) {
		// "can you pick us up at the port?", "¿nos recogen en la
		// estación?", "könnt ihr uns am Hafen abholen?": the place in town one is
		// picked up from is asked as the hotel is (the pick-up entry),
		// and names no tour ("port", the port wine's)
		for i, tk := range toks {
			if pickupPlaces[tk.surface] {
				toks[i] = token{term: "~hotel"}
			}
		}
	}
	toks, fit := ix.fitBefore(toks, ws)
	has := map[string]bool{}
	for _, tk := range toks {
		has[tk.term] = true
	}
	// "we're both 72 and not so good on our feet: which tour would you
	// recommend?", "was empfehlen Sie uns? wir laufen nicht mehr gut": a
	// recommendation asked beside a body's circumstance, of no tour, is
	// the story's question too (every tour's accessibility answers it)
	recommends := slices.ContainsFunc(ws, func(w string) bool { return recommendWords[w] })
	if (about != "" || recommends) && (has["~wheelchair"] || has["~stairs"] || has["~seasick"]) &&
		!slices.ContainsFunc(otherTopics, func(c string) bool { return has[c] }) {
		// "we're celebrating our anniversary and my husband has a bad hip
		// since his operation, ... would the food tour be too much for
		// him?", "mi mujer está embarazada y le da miedo marearse, ya le
		// pasó en un ferry ... ¿en el velero se mueve mucho?", "vorrei
		// fare un regalo a mia madre ... il giro a piedi o il tuk tuk? Non
		// ama camminare in salita": a body's circumstance (a dislike of
		// climbing too) told in a story around a question of the tour asks
		// what that circumstance asks (the accessibility, the seasickness
		// entry); the story's other words ask nothing.
		keep := topicTerms[TopicAccess]
		if has["~seasick"] && !has["~wheelchair"] {
			keep = map[string]float64{"~seasick": 1}
		}
		toks = slices.DeleteFunc(toks, func(tk token) bool {
			_, svc := ix.svcWords[tk.surface]
			// (a topic no fact holds stays asked: "is the restaurant
			// accessible?" about the kayak; a condition told beside, a
			// pregnancy before the fear of seasickness, is the story)
			return keep[tk.term] == 0 && !(svc && tk.surface != "") && !tk.isNum &&
				!(isConcept(tk.term) && !ix.known(tk.term) && tk.term != "~health")
		})
		has = map[string]bool{}
		for _, tk := range toks {
			has[tk.term] = true
		}
	}
	if has["~senior"] && !has["~discount"] {
		// "is the walking tour ok for seniors?": who comes, asking
		// nothing of seniors (a discount or a special rate for them is a
		// topic no fact holds)
		// ("Seniorenrabatt", "Rentnertarif": the discount is the
		// compound's head, and stays asked)
		toks = slices.DeleteFunc(toks, func(tk token) bool {
			return tk.term == "~senior" && !slices.ContainsFunc(discountHeads, func(h string) bool { return strings.HasSuffix(tk.surface, h) })
		})
		has["~senior"] = slices.ContainsFunc(toks, func(tk token) bool { return tk.term == "~senior" })
	}
	if has["~language"] && !has["~speak"] && knowsLanguage(text) {
		// "my mum only understands Spanish", "versteht nur Deutsch", "só
		// percebe português", "kann nur Deutsch", "el guía sabe inglés?":
		// understanding or knowing a language is speaking it.
		has["~speak"] = true
		q.hints = append(q.hints, "~speak")
	}
	if has["~group"] && !has["~capacity"] && !has["~discount"] && !has["~private"] && groupSizeAsked(ws) {
		// "how big do the groups get?", "in quanti siete per gruppo?",
		// "wie groß sind die Gruppen?": the size of a departure's groups
		// is its capacity, no group discount
		for i := range toks {
			if toks[i].term == "~group" && groupWords[toks[i].surface] {
				toks[i].term = "~capacity"
			}
		}
		has["~capacity"] = true
	}
	hasChild := has["~child"] || has["~stroller"]
	// adviceUnderWeather: a recommendation asked beside the weather ("what
	// do you recommend for a rainy day? the forecast says rain all week")
	adviceUnderWeather := false
	for i := range ws {
		adviceUnderWeather = adviceUnderWeather || has["~weather"] && advises(ws, i)
	}
	// "do they paddle on their own?", "eles remam sozinhos?": others doing
	// the tour alone, not the visitor travelling alone (who says "I"), are
	// the young ones of the party in a visitor's question, and how old one
	// must be to do it alone is what is asked.
	theyAlone := has["~alone"] && !hasChild && slices.ContainsFunc(ws, func(w string) bool { return aloneWords[w] }) &&
		(slices.ContainsFunc(ws, func(w string) bool { return theyWords[w] }) || slices.Contains(strings.Fields(text), "sie") || theyDoAlone(ws))
	hasChild = hasChild || theyAlone
	// "our grandson is 10; is the tuk-tuk ok for us? we don't walk much":
	// a body's circumstance said of the speakers is what is asked of a
	// tour suiting them; the child or the age said beside it is someone
	// else's.
	ourBody := (has["~wheelchair"] || has["~effort"] || has["~stairs"]) &&
		slices.ContainsFunc(ws, func(w string) bool { return usWords[w] })
	// "my parents are 75, and the kids 5 and 12: is it tiring?": the
	// effort asked beside an elderly age is asked for the elderly (the
	// accessibility), whatever children come too.
	ourBody = ourBody || (has["~wheelchair"] || has["~effort"] || has["~stairs"]) &&
		slices.ContainsFunc(q.ages, func(a int) bool { return a >= 60 })
	// "my parents and the kids ... my dad walks with a stick, is the tuk
	// tuk ok for him?", "mio padre cammina col bastone", "mein Vater geht
	// am Gehstock", "my in-laws and our girls 4 and 9, is it too
	// tiring?": a mobility aid or a body's limit said beside a grown-up
	// of the party (a parent, a grandparent, a spouse) is asked for them;
	// the children named beside them only come along.
	ourBody = ourBody || (has["~wheelchair"] || has["~effort"] || has["~stairs"]) &&
		slices.ContainsFunc(ws, func(w string) bool { return grownUps[w] })
	// (a plan after the tour asked to fit is its duration, whatever
	// "before" says: "la visite de 15h avant, on a le temps ?")
	notDuration := has["~duration"] && !fit && slices.ContainsFunc(ws, func(w string) bool { return durationNot[w] })
	// "mi hijo usa silla de ruedas, ¿hay problema?": a son or a daughter
	// with a circumstance of their own (a wheelchair, seasickness, a diet)
	// is who it concerns, not a question about children, unless an age
	// is said.
	subject := len(q.ages) == 0 && slices.ContainsFunc(circumstances, func(c string) bool { return has[c] })
	// "At what age can kids start?": starting is taking part, not where
	// the tour starts, unless the question also asks where or when.
	startIsAge := has["~child"] && !has["~where"] && !has["~meet"] && !has["~arrive"] && !has["~depart"] && !has["~pickup"] && !has["~when"] && !has["~time"]
	// Services the message names by words that are no food or drink
	// ("Sintra", "Segeltörn"): beside one of them, a food word that is
	// another tour's keyword is what is asked about it.
	var named []string
	dish := dishes(ws)
	for i, tk := range toks {
		food := tk.term == "~food" || dish[tk.surface]
		if tk.surface == "" || (isConcept(tk.term) || food) && !(food && outingNames(ws, tk.surface)) {
			continue
		}
		if owner := ix.svcWords[tk.surface]; owner != "" && !slices.Contains(named, owner) && !ix.loneDayPart(toks, i, owner) {
			named = append(named, owner)
		}
	}
	if about != "" && len(named) > 0 && !slices.Contains(named, about) {
		// the caller's tour is read from a word the message names others
		// with ("onde", where, is waves in an Italian keyword of the surf)
		about = ""
	}
	// "a che ora si torna?", "when are we back?": being back, asked with
	// a time, is the end (not when money comes back: a refund)
	backAt := (has["~time"] || has["~when"]) && !has["~cancel"] && !has["~pay"] && !has["~gift"] &&
		slices.ContainsFunc(ws, func(w string) bool { return backWords[w] })
	has["~end"] = has["~end"] || backAt
	if has["~time"] || has["~when"] || has["~end"] && slices.Contains(ws, "by") {
		// ("is it over by then?", "are we back by 5?": the end by a time)
		// "what time do you pick us up?", "a que hora tenemos que estar
		// allí?", "wann ist die Show zu Ende?": the time of being there
		// or of the end, not of a departure.
		switch {
		case has["~end"]:
			q.timeOf = timeEnd
		case has["~arrive"] || has["~pickup"] || has["~meet"]:
			q.timeOf = timeMeeting
		}
	}
	// "what do you get for the price?", "was bekommt man dafür?", "cosa
	// si ha per quel prezzo?": what one gets for the price is what the
	// tour includes.
	forPrice := forThePrice(ws, has["~give"])
	// "do you give me a wetsuit or do I bring mine?", "hay que llevar
	// algo de abrigo o dais mantas": given or brought, when something
	// else is named, is whether the tour gives it ("levamos toalha ou
	// vocês dão?" names only what to bring: that list answers).
	givenOr := (has["~include"] || has["~give"]) && orOther(ws, lang) && slices.ContainsFunc(toks, func(tk token) bool {
		_, isSvc := ix.svcWords[tk.surface]
		return !tk.isNum && tk.term != "~bring" && tk.term != "~wear" && hintTopics[tk.term] == "" &&
			tk.term != "~include" && (tk.surface == "" || !isSvc)
	})
	// "seid ihr telefonisch erreichbar? welche Nummer?": a detail of the
	// contact asked, no day nor hour.
	// "what's the address of the fado house?": the address of the tour
	// asked about, not the office's ("your address").
	// (and the address given to a taxi: "qual é a morada que dou ao
	// taxista?" is where the tour starts)
	tourAddress := (about != "" || has["~taxi"]) && has["~contact"] && !has["~office"] &&
		slices.ContainsFunc(ws, func(w string) bool { return addressWords[w] }) &&
		!slices.ContainsFunc(ws, func(w string) bool { return yourWords[w] })
	asksDetail := has["~contact"] && !has["~time"] && !has["~when"] &&
		slices.ContainsFunc(ws, func(w string) bool { return contactDetails[w] })
	wholeSum := sumAsked(ws)
	old := oldFit(ws, toks, has)
	seen := map[string]bool{}
	for i, tk := range toks {
		if tk.isNum {
			continue // numbers matter only as ages, read above
		}
		if backAt && backWords[tk.surface] {
			continue // being back at a time: the end, added below
		}
		if forPrice && (priceForWords[tk.surface] || haveVerbs[tk.surface]) {
			continue // "dafür", "esse", "obtient": for the price, read above
		}
		if old && (tk.term == "~child" || tk.term == "~arrive" || acceptTerms[tk.term] || tk.term == "~accept" || oldWord(tk.surface)) {
			continue // "my mum is 80, can she do it?": how hard it is on her, added below
		}
		if wholeSum && (totalWords[tk.surface] || sumWords[tk.surface] || spendWords[tk.surface] || tk.surface == "hoch") {
			continue // "what would that cost altogether?", "cuánto pagamos?": the party's price (sumAsked)
		}
		if currencyWords[tk.surface] && amountOf(ws, slices.Index(ws, tk.surface)) {
			continue // "how many quid is that?", "cuántos pavos?": the price asked (currencyWords)
		}
		if i > 0 && toks[i-1].isNum && monthUnits[tk.surface] {
			continue // "a baby of 18 months": an age, read above
		}
		if has["~language"] && langVerbs[tk.surface] {
			continue // the verb of "ne comprend que le français": speaking, read above
		}
		if hintTopics[tk.term] != "" {
			if !slices.Contains(q.hints, tk.term) {
				q.hints = append(q.hints, tk.term)
			}
			continue
		}
		if has["~late"] && (arrivalWays[tk.surface] || arrivalWords[tk.surface] || tk.term == "~meet" || tk.term == "~arrive" || tk.term == "~depart") {
			continue // "if we arrive a bit late" asks about being late, not where to meet
		}
		if ourBody && (tk.term == "~child" || tk.term == "~bring") {
			continue // the grandson brought along, beside "ok for us? we don't walk much"
		}
		if tk.term == "~start" && startIsAge {
			continue
		}
		if has["~cancel"] && (tk.term == "~pay" || cancelCosts[tk.surface]) {
			// "if I cancel the day before, do I pay anything?", "is there
			// a fee to cancel?": what cancelling costs, which the policy
			// says, not how one pays
			continue
		}
		if has["~change"] && cancelCosts[tk.surface] {
			// "is there a fee if we change the date?", "kostet es eine
			// Gebühr, den Termin zu verschieben?": what a change costs,
			// which the entry on changing says
			continue
		}
		if tk.term == "~hours" && reachWords[tk.surface] && asksDetail {
			// "are you reachable by phone? which number?": being reached
			// asks how, the contact, when a detail of it is asked and no
			// day or hour
			continue
		}
		if tk.term == "~contact" && tourAddress && addressWords[tk.surface] {
			// "what's the address of the fado house? we'll take an uber":
			// the address of the tour asked about is where it takes
			// place, its meeting point, not the office's ("your address")
			term := "~where"
			if !seen[term] {
				seen[term] = true
				w := ix.idf[term]
				q.terms = append(q.terms, term)
				q.weights = append(q.weights, w)
				q.total += w
			}
			continue
		}
		if tk.surface != "" && tk.surface != plural(tk.surface) && outingWords[plural(tk.surface)] && afterWhich(ws, tk.surface) {
			continue // "quelles visites peut-on faire ?", "which trips": the tours asked over, none named
		}
		if tk.term == "~meet" && (tk.surface == "finden" || tk.surface == "findet") && slices.Contains(ws, "statt") {
			continue // "welche Touren finden bei Regen statt?": taking place, no finding
		}
		if has["~taxi"] && taxiTell[tk.surface] {
			continue // "what do I tell the taxi?", "que morada dou ao taxista?": telling it asks nothing more
		}
		if has["~photo"] && (photoVerbs[tk.surface] || tk.term == "~where") {
			// "do we stop anywhere to take pictures?": the photos are
			// what is asked (where, the list of stops says)
			continue
		}
		if about != "" && (venueWords[tk.surface] || tk.term == "~restaurant" && ix.dining[about]) &&
			(slices.ContainsFunc(venueTopics, func(c string) bool { return has[c] }) || tourAddress ||
				has["~arrive"] || has["~meet"] || has["~where"]) {
			// "o restaurante é acessível?" about the fado night, "is the
			// venue step-free?": the place of the tour asked about, whose
			// accessibility says it; "wie früh müssen wir beim Lokal
			// sein?", "where is the venue?": its meeting point
			continue
		}
		if has["~luggage"] && stowWords[tk.surface] {
			continue // "can we drop our bags somewhere?": the luggage is what is asked
		}
		if has["~childseat"] && (seatWords[tk.surface] || tk.term == "~vehicle") {
			continue // "a booster seat in the minivan": the seat is what is asked
		}
		if subject && tk.term == "~child" && relatives[tk.surface] {
			continue
		}
		if tk.term == "~child" && yearUnits[tk.surface] && len(q.ages) > 0 && !slices.ContainsFunc(q.ages, func(a int) bool { return a < 18 }) {
			continue // "mon père a 78 ans": an adult's age, no child
		}
		if tk.term == "~group" && (has["~child"] || ourBody) && !has["~discount"] && !has["~private"] && familyWord(tk.surface) {
			// "we are a family with 2 kids, is that ok?" asks about the
			// kids, "a family of five, my mother uses a cane" about her
			continue
		}
		if has["~language"] && has["~speak"] && (dietTakers[tk.term] || tk.term == "~alone") && len(q.ages) == 0 {
			// "my wife only speaks French, is the tour ok for her?", "ne parle
			// que l'espagnol", "parla solo inglese": the language is what is
			// asked, not the age nor travelling alone
			continue
		}
		if tk.term == "~duration" && (has["~cancel"] || has["~meet"] || has["~late"] || has["~pickup"] || notDuration) {
			// "how long before the start should we arrive?", "how long in
			// advance can I cancel?", "how long will you wait for us?": how
			// long something else takes, not the tour
			continue
		}
		if has["~duration"] && durationFillers[tk.surface] {
			// "how long are we out in total?", "wie lange sind wir
			// insgesamt unterwegs?", "quanto stiamo via in tutto?": being
			// away for the tour is how long it lasts
			continue
		}
		if has["~swim"] && swimmerWords[tk.surface] {
			continue // "she's not a strong swimmer, does she have to swim?": how well asks nothing more
		}
		if has["~tip"] && (tipTakers[tk.surface] || tk.term == "~guide") {
			continue // "the tip for the driver", "la mancia per il cameriere": whom it goes to asks nothing more
		}
		if has["~diet"] && dietTell[tk.surface] {
			// "should we let you know about the allergy?", "hay que
			// avisar?", "faut-il vous prévenir ?", "Bescheid sagen":
			// telling the team is what the diet entry says to do
			continue
		}
		if has["~diet"] && dietTakers[tk.term] && len(q.ages) == 0 {
			continue // "my son is vegetarian, is that ok?": the diet is what is asked
		}
		if tk.term == "~alone" && (hasChild || len(q.ages) > 0) {
			// "mio figlio ha 12 anni, può farlo da solo?", "can my 10 year
			// old do it by herself?": a child on their own is a question of
			// age, not of travelling alone
			continue
		}
		if tk.term == "~depart" && has["~pay"] {
			continue // "pagare in contanti alla partenza?": paying at the start is paying on the day
		}
		if (tk.term == "~bring" || tk.term == "~wear") && givenOr {
			// "do you give me a wetsuit or do I bring mine?": bringing is
			// the other side of its being given, the included list
			continue
		}
		if tk.term == "~pay" && has["~include"] {
			// "is lunch included or do we pay for it?", "... or should we
			// bring cash": paying is the other side of its being included
			continue
		}
		term := tk.term
		if len(q.ages) > 0 && oneChild[tk.surface] {
			term = "~child" // "my boy is 9": the child whose age is said
		}
		owner, isSvc := ix.svcWords[tk.surface]
		if !isSvc && tk.surface != "" {
			// A plural of a word of a service's name ("lessons",
			// "aulas") names the service too.
			owner, isSvc = ix.svcWords[plural(tk.surface)]
		}
		if !isSvc && term == "~food" && outingHead(tk.surface) {
			// "was kostet die Essenstour?": a food word joined to an
			// outing names the food tour, as "food tour" does
			if o, ok := ix.serviceCompound(tk.surface); ok && o != "" {
				owner, isSvc = o, true
			}
		}
		if isSvc && ix.loneDayPart(toks, i, owner) {
			continue // "is it cold at night?": when, not the "Fado Night"
		}
		if isSvc && recent != "" && owner != recent && (vesselWords[tk.surface] || riverWords[tk.surface]) &&
			(i+1 >= len(toks) || !outingWords[toks[i+1].surface]) {
			// "what should we wear on the boat?" about the kayak, "is it
			// cold on the river?" about the sail: the vessel or the water
			// of the tour discussed ("the boat trip" names its tour)
			continue
		}
		content := isSvc && recent != "" && owner != recent && ix.factSvcWords[recent][tk.surface]
		// "la comida" asked about the Sintra trip, "wine" on the sunset
		// cruise: food or drink is what is asked about the tour the
		// question is about, though a keyword of the food tour.
		// (Followed by an outing word, it names its tour: "the food tour
		// or the walking tour?")
		// (and of the food tour itself, named by another word: "quantas
		// provas há no tour gastronómico?" asks its tastings)
		foodAsked := isSvc && (term == "~food" || dish[tk.surface]) && owner != "" && !outingNames(ws, tk.surface) &&
			(about != "" && owner != about || about == "" && slices.ContainsFunc(named, func(id string) bool { return id != owner }) ||
				slices.Contains(named, owner) && !ix.namedBeside(ws, tk.surface, owner))
		// "quantas provas há no tour gastronómico?", "how many tastings
		// are there?": a number of the food or drink asked is what the
		// tour includes, though a word of its name.
		if isSvc && term == "~food" && amountOf(ws, slices.Index(ws, tk.surface)) {
			foodAsked = true
		}
		switch {
		case content, foodAsked:
			// A word of the facts of the tour being discussed ("água",
			// its bottled water), though another tour's keyword.
		case tk.surface != "" && isSvc && (!isConcept(term) || term == "~food"):
			// Service names hold food words ("Food & Wine Tour") but no
			// other concept the knowledge answers about; a word that is
			// both ("onde", waves in Italian, where in Portuguese) is the
			// concept.
			term = "#svc" // a word of a service's name: which service, not what about it
			q.named(owner)
		case tk.surface != "" && isSvc && owner != "":
			q.conceptOwners = append(q.conceptOwners, owner)
			if term == "~bring" && hasChild {
				continue
			}
		case term == "~bring" && hasChild:
			continue // "can we bring the kids?" asks about the kids
		case !isConcept(term) && !ix.known(term):
			if owner, ok := ix.serviceCompound(tk.surface); ok {
				term = "#svc"
				q.named(owner)
			} else if c, ok := ix.correct(tk.surface); ok {
				if hintTopics[c] != "" {
					// a misspelt hint ("hablar" for "hablan") weighs nothing either
					if !slices.Contains(q.hints, c) {
						q.hints = append(q.hints, c)
					}
					continue
				}
				term = c
			} else if c, ok := ix.head(tk.surface, lang); ok {
				term = c // "Versicherung" for the "Unfallversicherung" a fact holds
			} else if misspeltStopWord(tk.surface) {
				continue
			}
		}
		if tk.term == "~capacity" && slices.ContainsFunc(ws, func(w string) bool { return leastWords[w] }) {
			continue // "is there a minimum group size?": the fewest, not the most
		}
		if has["~capacity"] && (capacityFillers[tk.surface] || tk.term == "~accept" || tk.term == "~group" && !has["~discount"] && !has["~private"]) {
			// "wie viele Personen passen maximal?", "how many people fit
			// at most?": the most is what the capacity says ("vous prenez
			// combien de monde max ?": how many a tour takes, no payment
			// accepted)
			continue
		}
		if has["~weather"] && (recommendWords[tk.surface] || adviceUnderWeather && (timeTerms[term] || !isConcept(term) && term != "#svc")) {
			// "what would you recommend for a rainy day?", "¿qué nos
			// recomiendas si llueve?", "cosa ci consigliate se piove?": a
			// recommendation under the weather is what the weather's fact
			// says runs then (the rain entry), never a judgement. What
			// else is told of the weather beside it ("the forecast says
			// rain all week", "laut Wetterbericht die ganze Woche", "quand
			// il pleut") is its reason, not something asked; a tour named
			// stays.
			continue
		}
		if (has["~bring"] || has["~wear"]) && (recommendWords[tk.surface] || tk.term == "~tip" && adviceTip(ws, tk.surface)) {
			// "what do you recommend to bring?", "¿qué nos aconsejas
			// llevar?", "was empfehlt ihr mitzunehmen?", "o que recomendam
			// vestir?": what the tour says to bring or wear is the advice
			continue
		}
		if has["~seasick"] && calmWords[tk.surface] {
			// "soffro il mal di mare, la barca è tranquilla?": whether
			// the sea is calm is who gets sick on it
			continue
		}
		if has["~seasick"] && term == "~weather" {
			// "se marea, es muy movido?", "does it rock a lot, I get
			// seasick?": the sea's motion is who gets sick on it
			continue
		}
		if seen[term] {
			continue
		}
		seen[term] = true
		if owner, ok := ix.svcTerms[term]; (ok && !content && !foodAsked) || term == "#svc" {
			q.named(owner)
			q.svc = append(q.svc, term)
			continue
		}
		w, known := ix.idf[term]
		switch {
		case term == "~time":
			// "What time...?" asks the dialogue, not the knowledge: it
			// weighs against every fact, but is no gap in the knowledge.
			w = ix.idfNone * unknownWeight / 2
		case !known && isConcept(term):
			// A topic the lexicon knows and no fact or entry holds (pets,
			// parking, ...): what the question is about is missing.
			w = ix.idfNone
			q.unknown += w
			q.unknownTerms++
			q.missingTopic = true
		case !known:
			w = ix.idfNone * unknownWeight
			q.unknown += w
			q.unknownTerms++
		}
		q.terms = append(q.terms, term)
		q.weights = append(q.weights, w)
		q.total += w
	}
	if w := ix.idf["~effort"]; old && !seen["~effort"] {
		// someone old, and whether the tour suits them (oldFit): how
		// hard it is on the body, the accessibility
		q.terms = append(q.terms, "~effort")
		q.weights = append(q.weights, w)
		q.total += w
		seen["~effort"] = true
	}
	if w := ix.idf["~end"]; backAt && !seen["~end"] {
		q.terms = append(q.terms, "~end")
		q.weights = append(q.weights, w)
		q.total += w
		seen["~end"] = true
	}
	if seen["~gift"] && seen["~cancel"] && !ix.joins("~gift", "~cancel") {
		// A gift voucher's refund ("is the voucher refundable?", "o vale
		// pode ser reembolsado?") is not a booking's cancellation policy,
		// and the vouchers' entry says nothing of refunds: a topic no
		// fact holds.
		q.missingTopic = true
	}
	if w, ok := ix.idf["~include"]; ok && forPrice && !seen["~include"] && !slices.ContainsFunc(q.terms, func(t string) bool {
		return isConcept(t) && topicTerms[TopicIncluded][t] == 0 && !saidTopics[TopicIncluded][t]
	}) {
		// (not beside another topic: "is there a discount for that
		// price?" asks the discount)
		q.terms = append(q.terms, "~include")
		q.weights = append(q.weights, w)
		q.total += w
	}
	if w, ok := ix.idf["~include"]; ok && about != "" && len(q.terms) == 1 && q.terms[0] == "~food" &&
		!slices.ContainsFunc(q.hints, func(h string) bool { return h != "~give" }) &&
		ix.saysFood(about) {
		// "and the food?", "y la comida?", "und das Essen?" about the
		// Sintra trip, whose facts say lunch: food asked alone is whether
		// the tour includes it (of a tour whose facts say no food, "I
		// don't know")
		q.terms = append(q.terms, "~include")
		q.weights = append(q.weights, w)
		q.total += w
	}
	cold := about
	if cold == "" && len(named) == 1 {
		cold = named[0] // "is it cold on the sunset cruise?": the tour the question names
	}
	if w, ok := ix.idf["~wear"]; ok && cold != "" && slices.Contains(q.terms, "~temperature") && !seen["~wear"] && !seen["~bring"] &&
		!q.forecast && len(q.hints) == 0 && ix.settingSaid(ws, cold) && ix.saysWeather(cold, q.terms) {
		// "is it cold on the boat in the evening?", "hace frío en el
		// barco por la noche?", "fa freddo a Sintra?" about a tour whose
		// list of what to bring speaks of the weather ("a light jacket:
		// it gets windy after sunset", "a warm layer"): the cold there,
		// said with where or when, is what to wear for it ("will it be
		// cold?" alone asks the weather to come; of the tuk-tuk, whose
		// list says no such thing, "I don't know"). Its other words must
		// be the list's own ("al anochecer", said by "hace viento al
		// anochecer").
		q.terms = append(q.terms, "~wear")
		q.weights = append(q.weights, w)
		q.total += w
	}
	// "our grandson is 10; is the tuk-tuk ok for us? we don't walk much":
	// a body's circumstance said of the speakers is what is asked of a
	// tour suiting them; the age said beside it is someone else's.
	if w, ok := ix.idf["~child"]; ok && afterAge && !seen["~child"] &&
		!slices.ContainsFunc(q.terms, func(t string) bool { return strings.HasPrefix(t, "~") && t != "~include" }) &&
		(slices.ContainsFunc(ws, func(w string) bool { return comeAlongWords[w] }) || doesIt(ws)) {
		// "and on the sail, may he come?", "und beim Segeln, darf er
		// mit?" right after a tour's minimum age was told, asking nothing
		// else ("with us" is no inclusion): whether the child may come
		// along on that tour is its minimum age.
		if i := slices.Index(q.terms, "~include"); i >= 0 {
			q.total -= q.weights[i]
			q.terms, q.weights = slices.Delete(q.terms, i, i+1), slices.Delete(q.weights, i, i+1)
		}
		q.terms = append(q.terms, "~child")
		q.weights = append(q.weights, w)
		q.total += w
		seen["~child"] = true
	}
	if w, ok := ix.idf["~child"]; ok && (slices.ContainsFunc(q.ages, func(a int) bool { return a < 18 }) && !ourBody || theyAlone) && !seen["~child"] {
		// An age ("my 7 yo", "a 5 anni") asks about a child even when its
		// unit is a stop word; an adult's ("mon père a 78 ans") does not.
		q.terms = append(q.terms, "~child")
		q.weights = append(q.weights, w)
		q.total += w
	}
	if about != "" && len(q.hints) == 0 && len(q.terms) > 0 && existenceAsked(ws) &&
		!slices.ContainsFunc(q.terms, isConcept) {
		// "is there water on the tour?", "tem água no passeio?", "y a-t-il
		// de l'eau ?": a thing asked to be there, of the tour in hand, is
		// what its list gives, when the list names it (as "do you give")
		q.hints = append(q.hints, "~give")
	}
	return q
}

// otherTopics are what a question asks beside a body's circumstance
// ("my mum uses a walker, is lunch included?", "can I talk to someone? my
// mother walks with a cane"): with one of them, the circumstance is no
// story around a question of access.
var otherTopics = []string{"~include", "~bring", "~wear", "~meet", "~where", "~pickup", "~cancel", "~pay", "~duration",
	"~language", "~capacity", "~discount", "~toilet", "~stroller", "~diet", "~weather", "~childseat", "~swim",
	"~taxi", "~stop", "~late", "~luggage", "~photo", "~guide", "~speak", "~contact", "~office", "~hours"}

// afterWhich reports w right after a word asking which ("quelles
// visites", "which trips", "que passeios").
func afterWhich(ws []string, w string) bool {
	i := slices.Index(ws, w)
	return i > 0 && whichWords[ws[i-1]]
}

// discountHeads end German compounds of a discount ("Seniorenrabatt").
var discountHeads = []string{"rabatt", "ermassigung", "tarif", "preis"}

// taxiTell (folded) are telling or giving a taxi driver where to go.
var taxiTell = setOf("tell", "say", "give", "show", "digo", "decir", "decirle", "doy", "dar", "dis", "dire", "donne",
	"donner", "montre", "sag", "sage", "sagen", "gebe", "geben", "zeige", "dico", "dare", "do", "mostro", "dizer",
	"dou", "mostrar", "driver", "chauffeur", "fahrer", "autista", "motorista", "conductor", "aller")

// illness reads falling ill (~ill): beside a boat, the sea or
// seasickness, or said of no condition ("will I feel sick on the sail
// boat?"), it is seasickness; said as why one could not come ("what
// happens if one of us gets sick the day before?", "¿y si me pongo malo el
// mismo día?", "si je tombe malade la veille", "wenn einer krank wird und
// wir nicht können", "se ci dovessimo ammalare", "se ficarmos doentes") it
// asks the cancellation policy.
func illness(toks []token, ws []string) []token {
	if !slices.ContainsFunc(toks, func(tk token) bool { return tk.term == "~ill" }) {
		return toks
	}
	sea := slices.ContainsFunc(toks, func(tk token) bool { return tk.term == "~seasick" }) ||
		slices.ContainsFunc(ws, func(w string) bool { return vesselWords[w] || seaWords[w] })
	if sea || !slices.ContainsFunc(ws, func(w string) bool { return ifWords[w] || missedWords[w] }) {
		for i := range toks {
			if toks[i].term == "~ill" {
				toks[i].term = "~seasick"
			}
		}
		return toks
	}
	// Who falls ill ("if the kids get sick") and when ("la vigilia", "the
	// morning of") ask nothing more than the policy.
	out := toks[:0]
	for _, tk := range toks {
		switch {
		case tk.term == "~ill":
			tk.term = "~cancel"
		case tk.term == "~child", missedWords[tk.surface], dayPartWords[tk.surface]:
			continue
		}
		out = append(out, tk)
	}
	return out
}

// dayPartWords (folded) are the parts of a day one could fall ill on.
var dayPartWords = setOf("morning", "afternoon", "evening", "night", "manana", "tarde", "noche", "matin", "soir",
	"morgen", "abend", "nachmittag", "mattina", "pomeriggio", "sera", "manha", "noite")

// seaWords (folded) are the sea and being on board: falling ill there is
// seasickness.
var seaWords = setOf("sea", "seas", "board", "boats", "mar", "mer", "meer", "mare", "bordo", "bord", "barcos",
	"bateaux", "boote", "booten", "barche", "ferry", "ferries")

// missedWords (folded) say the day one would miss or what one would lose:
// falling ill then asks the cancellation policy.
var missedWords = setOf("day", "before", "dia", "antes", "jour", "veille", "avant", "tag", "vorher", "vortag",
	"giorno", "prima", "vigilia", "vespera", "happens", "pasa", "passe", "passiert", "succede", "acontece",
	"booking", "reserva", "reservation", "buchung", "prenotazione", "lose", "pierdo", "perdemos", "perd", "perds",
	"verlieren", "perdo", "perdiamo", "perco", "refund", "reembolso", "rembourse", "remboursee", "rimborso",
	"morning", "vispera", "vigilia", "vespera")

// fitBefore reads a plan after the tour, a train, a flight, the last
// metro, or a meal back in town, asked to fit ("is there enough time after
// the kayak to catch the 6pm train?", "¿volvemos a tiempo para cenar?", "on
// sera rentrés pour le déjeuner ?", "schaffen wir noch die letzte
// U-Bahn?", "facciamo in tempo a pranzare dopo il kayak?", "dá tempo de
// apanhar o comboio?"): what is asked is how long the tour lasts, and the
// plan's words (where the train goes, arriving, being picked up, the meal)
// ask nothing more. Not beside the meeting point asked ("how do we get to
// the meeting point by metro?"), a cancellation or what is included.
func (ix *Index) fitBefore(toks []token, ws []string) ([]token, bool) {
	meal := slices.ContainsFunc(ws, func(w string) bool { return mealWords[w] })
	if !slices.ContainsFunc(ws, func(w string) bool { return transportWords[w] }) && !meal || !fitsInTime(ws) {
		return toks, false
	}
	if slices.ContainsFunc(toks, func(tk token) bool {
		return tk.term == "~meet" || tk.term == "~cancel" || tk.term == "~include" || tk.term == "~pay" ||
			tk.term == "~where" || tk.term == "~stop" || tk.term == "~taxi" || tk.term == "~late"
	}) {
		return toks, false
	}
	out := toks[:0]
	for _, tk := range toks {
		_, svc := ix.svcWords[tk.surface]
		switch {
		case tk.surface != "" && svc && !(meal && mealWords[tk.surface]) && !dishWords[tk.surface]:
			out = append(out, tk) // the tour named (not "Oporto", where the train goes)
		case tk.isNum, isConcept(tk.term) && !planTerms[tk.term]:
			out = append(out, tk)
		}
	}
	return append(out, token{term: "~duration"}), true
}

// planTerms are the concepts a plan after the tour is told with: arriving
// there, being picked up, the meal, a time, the end.
var planTerms = map[string]bool{"~arrive": true, "~pickup": true, "~food": true, "~time": true, "~end": true,
	"~depart": true, "~when": true, "~start": true, "~duration": true, "~suitable": true}

// transportWords (folded) are a train, a flight, a bus or the metro one
// has to catch.
var transportWords = setOf("train", "trains", "flight", "flights", "plane", "bus", "metro", "tube", "subway",
	"tren", "vuelo", "avion", "autobus", "vol", "tgv", "zug", "flug", "flieger", "bahn", "ubahn", "sbahn",
	"treno", "volo", "aereo", "metropolitana", "comboio", "voo", "aviao", "autocarro", "onibus")

// mealWords (folded) are a meal one wants to be back for.
var mealWords = setOf("lunch", "dinner", "almorzar", "almuerzo", "comer", "cenar", "cena", "dejeuner", "diner",
	"mittagessen", "abendessen", "pranzo", "pranzare", "cenare", "almoco", "almocar", "jantar", "jantarmos")

// fitsInTime reports words asking whether something fits after the tour:
// being in time, catching, being back, having the time.
func fitsInTime(ws []string) bool {
	for i, w := range ws {
		next := ""
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		switch {
		case backWords[w], fitWords[w]:
			return true
		case next == "time" && (w == "in" || w == "enough"),
			next == "tiempo" && (w == "a" || w == "da"),
			next == "temps" && (w == "a" || w == "le"),
			next == "tempo" && (w == "in" || w == "a" || w == "da"),
			next == "bien" && (w == "llegamos" || w == "llego"),
			next == "it" && w == "make":
			return true
		}
	}
	return false
}

// fitWords (folded) say catching or making it: "catch", "coger", "pillar",
// "attraper", "schaffen", "rechtzeitig", "prendere", "apanhar".
var fitWords = setOf("catch", "coger", "pillar", "alcanzar", "attraper", "schaffen", "schaffe", "rechtzeitig",
	"erwischen", "apanhar", "rentres", "rentrees")

// backWords (folded) say being back ("get back", "volvemos", "on rentre",
// "zurück", "si torna", "voltamos"): with a time asked, the end (backAt).
var backWords = setOf("back", "return", "returning", "volvemos", "regresamos", "vuelta", "regreso", "rentre",
	"rentrons", "revient", "revenons", "retour", "zuruck", "zurueck", "ruckkehr", "ruckfahrt", "torna", "torniamo",
	"rientra", "rientriamo", "rientro", "ritorno", "voltamos", "regressamos", "volta", "regresso")

// existenceAsked reports a question opening by asking whether a thing is
// there: "is there", "are there", "hay", "tem", "têm", "há", "il y a", "y
// a-t-il", "gibt es", "c'è", "ci sono" (folded words).
func existenceAsked(ws []string) bool {
	for i := 0; i < len(ws) && i < 3; i++ {
		switch w := ws[i]; w {
		case "hay", "tem", "ha", "gibt", "ce", "sono":
			if w == "gibt" && (i+1 >= len(ws) || ws[i+1] != "es") || w == "sono" && (i == 0 || ws[i-1] != "ci") {
				continue
			}
			return true
		case "is", "are":
			if i+1 < len(ws) && ws[i+1] == "there" {
				return true
			}
		case "y":
			if i+1 < len(ws) && (ws[i+1] == "a" || ws[i+1] == "at") {
				return true // "y a-t-il", "il y a"
			}
		case "c":
			if i+1 < len(ws) && ws[i+1] == "e" {
				return true // "c'è"
			}
		}
	}
	return false
}

// childNames are the words (folded) written with a capital right after a
// word for one child or a grandchild, that are no stop word and that
// nothing the knowledge holds knows: a name ("unser Enkel Jonas", "my son
// Tom", "o meu neto Tiago"). ("my son deaf" is no name.)
func childNames(text string, ix *Index) map[string]bool {
	raw := strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' })
	var out map[string]bool
	for i := 0; i+1 < len(raw); i++ {
		if !oneChild[fold(raw[i])] {
			continue
		}
		first, _ := utf8.DecodeRuneInString(raw[i+1])
		n := fold(raw[i+1])
		if !unicode.IsUpper(first) || stopWords[n] || ix.known(n) || ix.svcWords[n] != "" || len(n) < 3 {
			continue
		}
		if _, ok := lexicon().single[n]; ok {
			continue
		}
		if out == nil {
			out = map[string]bool{}
		}
		out[n] = true
	}
	return out
}

// arrivalWays say how one gets somewhere (walking, on foot, coming),
// arrivalOver may stand between them and arrivalOrigin, where from.
var (
	arrivalWays = setOf("walking", "walk", "coming", "come", "heading", "foot", "caminando", "andando", "viniendo",
		"llegando", "pie", "marchant", "venant", "arrivant", "pied", "fuss", "laufen", "gehen", "kommen", "laufend",
		"camminando", "venendo", "arrivando", "piedi", "caminhando", "vindo", "chegando", "pe")
	arrivalOver   = setOf("over", "down", "up", "back", "here", "there")
	arrivalOrigin = setOf("from", "desde", "depuis", "vom", "von", "aus", "dal", "dalla", "dallo", "dai", "da", "do", "de", "du", "des")
)

// arrivingWays returns the words of ws that say how the visitors get
// somewhere: the way ("walking", "a pie") and up to four words of where
// from ("from the cruise terminal").
func arrivingWays(ws []string) map[string]bool {
	out := map[string]bool{}
	for i, w := range ws {
		if !arrivalWays[w] {
			continue
		}
		j := i + 1
		if j < len(ws) && arrivalOver[ws[j]] {
			j++
		}
		if j >= len(ws) || !arrivalOrigin[ws[j]] {
			continue
		}
		out[w] = true
		for k := j + 1; k < len(ws) && k <= j+4; k++ {
			out[ws[k]] = true
		}
	}
	return out
}

// engagementWords are the words (folded) of a meeting one attends: a
// business meeting, a call ("Meeting", "reunión", "réunion", "riunione",
// "reunião"). After an indefinite article or a possessive ("I have a
// meeting tonight", "ich habe noch ein Meeting", "tengo una reunión",
// "j'ai une réunion", "ho una riunione", "tenho uma reunião") they are
// the visitor's own appointment, which asks nothing of a tour; the
// meeting point is "the meeting point", "punto de reunión", "where's
// the meeting?".
var engagementWords = setOf("meeting", "meetings", "call", "calls", "conference", "reunion", "reuniones",
	"besprechung", "konferenz", "riunione", "riunioni", "reuniao", "reunioes", "conferencia", "conferenza")

// engagementArticles are the indefinite articles and possessives
// (folded) before one's own appointment.
var engagementArticles = setOf("a", "an", "my", "our", "another", "business", "work", "client", "un", "una", "une", "mi", "nuestra",
	"ma", "notre", "ein", "eine", "einen", "mein", "meine", "unser", "unsere", "mia", "nostra", "uma", "um", "minha", "nossa",
	"otra", "autre", "altra", "outra")

// engagementKinds are the words (folded) that say what kind of
// appointment one has, between the article and the appointment.
var engagementKinds = setOf("business", "work", "client", "conference")

// travelNouns are the words (folded) of the visitor's own travel after an
// article ("gotta catch a flight", "tenemos el vuelo a las 6", "on a
// notre avion", "unser Flug geht um 5", "abbiamo il volo", "apanhar o
// voo"): a reason given, asking nothing of a tour; catchVerbs catch or
// miss it before the article.
var (
	travelNouns    = setOf("flight", "flights", "plane", "vuelo", "avion", "vol", "flug", "flieger", "volo", "aereo", "voo", "aviao")
	travelArticles = setOf("the", "el", "nuestro", "le", "l", "notre", "den", "der", "unser", "unseren", "il", "nostro", "o", "nosso")
	catchVerbs     = setOf("catch", "take", "miss", "coger", "tomar", "pillar", "perder", "prendre", "attraper", "rater",
		"nehmen", "erwischen", "kriegen", "verpassen", "prendere", "perdere", "apanhar", "pegar", "perder")
)

// engagements returns the words of ws that say an appointment of the
// visitor's own (engagementWords after engagementArticles), or their own
// travel (travelNouns after an article, with the verb that catches it).
func engagements(ws []string) map[string]bool {
	var own map[string]bool
	for i := 1; i < len(ws); i++ {
		travel := travelNouns[ws[i]] && (engagementArticles[ws[i-1]] || travelArticles[ws[i-1]])
		if engagementWords[ws[i]] && engagementArticles[ws[i-1]] || travel {
			if own == nil {
				own = map[string]bool{}
			}
			own[ws[i]] = true
			if engagementKinds[ws[i-1]] {
				own[ws[i-1]] = true // "a business meeting"
			}
			if travel && i > 1 && catchVerbs[ws[i-2]] {
				own[ws[i-2]] = true // "catch a flight"
			}
		}
	}
	return own
}

// dishWords are the words (folded) of dishes and drinks that are a tour's
// keywords and no food concept ("pastel de nata", "port wine", "vinho do
// porto"): asked about another tour, they are what is asked of it, as
// food words are (foodAsked).
// ("porto" only after "de", "do", "di": "o porto la mia" is "I bring
// mine" in Italian, see dishes).
var dishWords = setOf("pastel", "pasteis", "pasteles", "nata", "natas", "port", "oporto", "portwein")

// dishes returns the words of ws that are dishWords, and "porto" after
// "de", "do", "di" or "du" ("vinho do porto", "un verre de porto").
func dishes(ws []string) map[string]bool {
	out := map[string]bool{}
	for i, w := range ws {
		if dishWords[w] || w == "porto" && i > 0 && (ws[i-1] == "de" || ws[i-1] == "do" || ws[i-1] == "di" || ws[i-1] == "du") {
			out[w] = true
		}
	}
	return out
}

// saysFood reports a fact of the service whose own text says food or
// drink ("Money for lunch", "Soft drinks and snacks").
func (ix *Index) saysFood(service string) bool {
	for _, p := range ix.postings["~food"] {
		if d := &ix.docs[p.doc]; d.entry == nil && d.service == service && p.weight >= weightFact {
			return true
		}
	}
	return false
}

// saysWeather reports that the service's list of what to bring speaks of
// the weather in its own words, the wind ("it gets windy after sunset") or
// the cold ("a warm layer: Sintra is cooler") beyond its topic's share,
// and holds every one of the terms.
func (ix *Index) saysWeather(service string, terms []string) bool {
	for i := range ix.docs {
		if d := &ix.docs[i]; d.entry == nil && d.service == service && d.topic == TopicWhatToBring {
			return (d.tf["~weather"] > 0 || d.tf["~temperature"] > topicTerms[TopicWhatToBring]["~temperature"]) &&
				!slices.ContainsFunc(terms, func(t string) bool { return d.tf[t] == 0 })
		}
	}
	return false
}

// boardWords say being on a boat: "on board", "a bordo", "à bord", "an Bord".
var boardWords = setOf("board", "bordo", "bord", "deck", "cubierta", "pont", "ponte", "convés", "conves")

// settingSaid reports a question that says where or when on the tour: a
// word of its name or its vessel, the water, being on board, or a part of
// the day ("on the boat", "en el barco", "in Sintra", "abends").
func (ix *Index) settingSaid(ws []string, service string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		return ix.svcWords[w] == service || vesselWords[w] || riverWords[w] || boardWords[w] || dayPartNameWords[w]
	})
}

// grownUps are the words (folded) for a grown-up of the party: a parent,
// a grandparent, a spouse.
var grownUps = setOf("dad", "father", "mum", "mom", "mother", "parents", "grandpa", "grandma", "grandfather",
	"grandmother", "grandparents", "husband", "wife",
	"padre", "madre", "papa", "mama", "padres", "abuelo", "abuela", "abuelos", "marido", "esposo", "esposa", "mujer",
	"pere", "mere", "maman", "parents", "mari", "femme",
	"vater", "mutter", "papa", "mama", "eltern", "opa", "oma", "grossvater", "grossmutter", "grosseltern", "mann", "frau",
	"padre", "madre", "papa", "mamma", "genitori", "nonno", "nonna", "nonni", "marito", "moglie",
	"pai", "mae", "pais", "avo", "avos", "marido", "mulher", "esposa",
	// in-laws: "in laws", "suegros", "beaux-parents", "Schwiegereltern"
	"laws", "inlaws", "suegros", "suegra", "suegro", "beaux", "schwiegereltern", "schwiegermutter", "schwiegervater",
	"suoceri", "suocera", "suocero", "sogros", "sogra", "sogro")

// usWords are the pronouns (folded) for "us" after a preposition: "is it
// ok for us?", "para nós", "para nosotros", "pour nous", "für uns", "per
// noi".
var usWords = setOf("us", "nos", "nosotros", "nosotras", "nous", "uns", "noi")

// outingNames reports the word w followed by an outing word in ws (the
// message's folded words), or after one and a preposition: "food tour",
// "Food-Tour", "el recorrido de comida", "il giro del cibo", "o roteiro de
// comida" name the tour.
func outingNames(ws []string, w string) bool {
	for j := 0; j < len(ws); j++ {
		if ws[j] != w {
			continue
		}
		if j+1 < len(ws) && outingWords[ws[j+1]] || j > 1 && outingOf[ws[j-1]] && outingWords[ws[j-2]] {
			return true
		}
	}
	return false
}

// outingOf are the prepositions between an outing word and what it is
// about: "recorrido de comida", "giro del cibo", "tour of food".
var outingOf = setOf("de", "del", "di", "della", "dello", "du", "des", "da", "do", "of")

// outingHead reports a German compound ending with an outing word after
// a word of three letters or more: "Essens|tour", "Wein|fahrt".
func outingHead(w string) bool {
	return slices.ContainsFunc(outingHeads, func(h string) bool { return len(w) >= len(h)+3 && strings.HasSuffix(w, h) })
}

// theyWords are the pronouns (folded) for "they" and "them", which beside
// doing a tour alone stand for the young ones of the party (theyAlone).
// The German "sie" counts only in lower case (theyAlone): "Sie" is also
// the polite "you", who asks about travelling alone.
var theyWords = setOf("they", "them", "their", "themselves", "ellos", "ellas", "ils", "elles", "eux", "loro",
	"eles", "elas")

// theyDoAlone reports a plural alone word (pluralAlone) right after a
// verb in the third person plural, "they" said by the verb alone: "van
// solos en su kayak", "reman solas", "ils vont seuls", "pagaient seules",
// "vanno da soli", "vão sozinhos", "remam sozinhas". The first person
// ("viajamos solos", "nous voyageons seuls", "andiamo da soli", "vamos
// sozinhos") is the visitors travelling alone.
func theyDoAlone(ws []string) bool {
	for i, w := range ws {
		if !pluralAlone[w] {
			continue
		}
		j := i - 1
		for j >= 0 && (ws[j] == "da" || ws[j] == "tout" || ws[j] == "tous" || ws[j] == "toutes") {
			j--
		}
		if j >= 0 && theyVerb(ws[j]) {
			return true
		}
	}
	return false
}

// pluralAlone are the alone words (folded) that are plural only.
var pluralAlone = setOf("solos", "solas", "seuls", "seules", "soli", "sole", "sozinhos", "sozinhas")

// theyVerb reports a word (folded) ending as a verb in the third person
// plural of Spanish, French, Italian or Portuguese ("van", "reman",
// "vont", "pagaient", "vanno", "remano", "vao", "remam"), not as the
// first ("vamos", "allons", "andiamo").
func theyVerb(w string) bool {
	if len(w) < 3 || stopWords[w] && !slices.Contains([]string{"van", "vont", "sont", "font", "vanno", "sono", "vao", "sao", "estan", "estao"}, w) {
		return false
	}
	for _, end := range []string{"amos", "emos", "imos", "ons", "iamo"} {
		if strings.HasSuffix(w, end) {
			return false
		}
	}
	for _, end := range []string{"an", "en", "ent", "ont", "ano", "ono", "nno", "am", "em", "ao"} {
		if strings.HasSuffix(w, end) {
			return true
		}
	}
	return false
}

// aloneWords (folded) say doing something alone and nothing else: not
// "solo" nor "seulement", which are also "only".
// comeAlongWords are the words (folded) of coming along or taking part:
// asked right after a minimum age was told, they ask that of another tour.
var comeAlongWords = setOf("come", "join", "along", "venir", "venga", "viene", "vengan", "acompanar", "acompanarnos",
	"apuntarse", "participar", "vient", "viennent", "accompagner", "accompagne", "participer", "mit", "mitkommen",
	"mitfahren", "mitmachen", "mitsegeln", "teilnehmen", "venire", "viene", "venirci", "vengono", "partecipare",
	"ir", "vir", "vai", "vem", "acompanhar")

// doesIt reports doing "it", the tour, said with its pronoun: "can he do
// it?", "il peut le faire ?", "puede hacerlo?", "kann er das machen?",
// "può farlo?", "pode fazê-lo?": right after a minimum age was told,
// whether the child may take part.
func doesIt(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "hacerlo", "farlo", "fazelo", "hacerla", "farla":
			return true
		}
		if i+1 < len(ws) {
			switch pair := w + " " + ws[i+1]; pair {
			case "do it", "try it", "le faire", "la faire", "es machen", "das machen", "das mitmachen", "faze lo", "fazer isso", "fazer o":
				return true
			}
		}
	}
	return false
}

var aloneWords = setOf("alone", "own", "themselves", "solos", "solas", "seuls", "seules", "allein", "alleine",
	"soli", "sozinhos", "sozinhas")

// venueWords are the words (folded) for the place a tour happens in:
// beside its access (venueTopics), the tour asked about is that place.
var venueWords = setOf("venue", "venues", "location", "premises", "building", "lieu", "endroit", "salle",
	"etablissement", "lokal", "lokalitat", "raumlichkeiten", "gebaude", "locale", "locali", "luogo", "local",
	"sitio", "espacio", "espaco", "tasca", "taberna", "tavern")

// stayVerbs (folded) say where the visitors stay; the words after them
// (up to five) say where, which asks nothing.
var stayVerbs = setOf("staying", "stay", "wohnen", "wohne", "ubernachten", "alojados", "alojadas", "alojamos",
	"hospedados", "hospedadas", "hospedamos", "loges", "logeons", "logeons", "alloggiamo", "alloggiati", "alloggiate",
	"soggiorniamo", "ficamos", "alojado", "alojada", "hospedado", "hospedada")

func stayingPlace(ws []string) map[string]bool {
	var out map[string]bool
	for i, w := range ws {
		if !stayVerbs[w] {
			continue
		}
		if out == nil {
			out = map[string]bool{}
		}
		for k := i; k < len(ws) && k <= i+5; k++ {
			out[ws[k]] = true
		}
	}
	return out
}

// upThere returns the words that point up at the place of the tour ("up
// there", "allá arriba", "là-haut", "da oben", "lassù", "lá em cima"),
// folded: where it is, which the tour in hand says, asks nothing.
func upThere(ws []string) map[string]bool {
	var out map[string]bool
	for i, w := range ws {
		prev, next := "", ""
		if i > 0 {
			prev = ws[i-1]
		}
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		up := w == "up" && (next == "there" || next == "here") || w == "arriba" && thereWords[prev] ||
			w == "haut" && prev == "la" || w == "oben" && thereWords[prev] || w == "lassu" ||
			w == "cima" && prev == "em" && i >= 2 && thereWords[ws[i-2]]
		if up {
			if out == nil {
				out = map[string]bool{}
			}
			out[w] = true
		}
	}
	return out
}

// thereWords (folded) point at a place: "alla arriba", "da oben", "la em
// cima".
var thereWords = setOf("alla", "alli", "ahi", "da", "dort", "hier", "la", "ali")

// namesOnlyByFood reports whether the message names the service svc only
// by food or drink that is its keyword ("Verkostung", a keyword of the
// food tour), no outing word after it ("the food tour"): asked about
// another tour the conversation is about, that food is what is asked of
// it, not a request for the food tour.
func (ix *Index) namesOnlyByFood(text, lang, svc string) bool {
	ws := words(fold(text), maxQueryRunes)
	dish := dishes(ws)
	found := false
	for _, tk := range analyze(text, lang, maxQueryRunes) {
		if tk.surface == "" {
			continue
		}
		owner, ok := ix.svcWords[tk.surface]
		if !ok {
			owner, ok = ix.svcWords[plural(tk.surface)]
		}
		if !ok || owner != svc {
			continue
		}
		if (tk.term == "~food" || dish[tk.surface]) && !outingNames(ws, tk.surface) {
			found = true
			continue
		}
		return false
	}
	return found
}

// namedBeside reports whether a word naming svc stands within two words
// of w: "the fado dinner", "cena de fado" name the tour with the food
// word; "quantas provas há no tour gastronómico?" asks the food. After
// the food word, "with" and an article may stand between ("la cena con
// il fado", "the dinner with the fado singers": a tour by description).
func (ix *Index) namedBeside(ws []string, w, svc string) bool {
	for i, x := range ws {
		if x != w {
			continue
		}
		end := i + 2
		if i+3 < len(ws) && withWords[ws[i+1]] {
			end = i + 3
		}
		for j := max(0, i-2); j < len(ws) && j <= end; j++ {
			if j != i && ix.svcWords[ws[j]] == svc {
				return true
			}
		}
	}
	return false
}

// orOther reports whether the message weighs one thing against another
// with "or" in its language.
func orOther(ws []string, lang string) bool {
	for _, w := range ws {
		switch {
		case w == "or" || w == "oder" || w == "oppure",
			w == "o" && (lang == "es" || lang == "it"),
			w == "ou" && (lang == "fr" || lang == "pt"):
			return true
		}
	}
	return false
}

// calmWords (folded) ask whether the water is calm: beside seasickness,
// that is what is asked.
var calmWords = setOf("calm", "calmer", "smooth", "steady", "stable", "tranquilo", "tranquila", "calma", "calmo",
	"calme", "tranquille", "ruhig", "tranquillo", "tranquilla", "stabile", "estavel", "sereno", "serena")

// reachWords (folded) say the team can be reached: alone or with a day
// or an hour ("vous êtes joignables le samedi ?") the support hours, beside
// a detail of the contact asked (contactDetails: "which number?") the
// contact.
var reachWords = setOf("erreichbar", "joignable", "joignables", "reachable", "localizables", "contactables",
	"raggiungibili", "reperibili", "contactaveis", "contactables")

// contactDetails are the words (folded) of a detail of the contact one
// asks for: a number, an email, an address.
var contactDetails = setOf("nummer", "number", "numero", "telefonnummer", "email", "mail", "adresse", "address",
	"direccion", "indirizzo", "morada", "endereco", "whatsapp")

// addressWords (folded) ask an address: of the tour asked about, its
// meeting point.
var addressWords = setOf("address", "adresse", "direccion", "indirizzo", "morada", "endereco", "anschrift")

// yourWords (folded) are the possessives of the team addressed: "your
// address" is the office's.
var yourWords = setOf("your", "vuestra", "vuestro", "vuestras", "votre", "eure", "euer", "eurer", "vostro", "vostra",
	"vossa", "vosso", "company", "empresa", "firma", "entreprise", "azienda", "agence", "agentur", "agencia", "agenzia")

// venueTopics are what is asked of a place's access: wheelchairs, steps,
// effort, a toilet, a pushchair.
var venueTopics = []string{"~wheelchair", "~stairs", "~effort", "~toilet", "~stroller"}

// priceFor are the phrases (folded words) of "for the price" or "for the
// money": beside a verb of getting or having ("what do you get for the
// price?", "qu'est-ce qu'on a pour ce prix ?", "was bekommt man dafür?",
// "cosa si ha per quel prezzo?", "o que se tem por esse preço?") they ask
// what the tour includes (forThePrice). Alone they ask nothing of it
// ("quería preguntar por el precio": the price, the dialogue's).
var priceFor = [][]string{
	{"for", "the", "price"}, {"for", "that", "price"}, {"for", "this", "price"}, {"for", "the", "money"},
	{"for", "my", "money"}, {"for", "our", "money"}, {"for", "your", "money"}, {"for", "that", "money"},
	{"por", "ese", "precio"}, {"por", "este", "precio"}, {"por", "el", "precio"}, {"por", "ese", "dinero"},
	{"por", "este", "dinero"}, {"por", "el", "dinero"},
	{"pour", "ce", "prix"}, {"pour", "le", "prix"}, {"pour", "ce", "tarif"}, {"pour", "le", "tarif"},
	{"pour", "cet", "argent"}, {"pour", "ce", "montant"}, {"pour", "la", "somme"},
	{"dafur"}, {"fur", "den", "preis"}, {"fur", "diesen", "preis"}, {"fur", "das", "geld"}, {"furs", "geld"},
	{"fur", "den", "betrag"},
	{"per", "quel", "prezzo"}, {"per", "il", "prezzo"}, {"per", "questo", "prezzo"}, {"per", "quei", "soldi"},
	{"per", "questi", "soldi"}, {"per", "quella", "cifra"}, {"per", "la", "cifra"},
	{"por", "esse", "preco"}, {"por", "este", "preco"}, {"pelo", "preco"}, {"por", "esse", "dinheiro"},
	{"pelo", "dinheiro"}, {"por", "esse", "valor"}, {"pelo", "valor"},
}

// priceForWords are the words of priceFor.
var priceForWords = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range priceFor {
		for _, w := range p {
			m[w] = true
		}
	}
	return m
}()

// haveVerbs are the verbs of having or obtaining that, beside "for the
// price", ask what one gets: "on a quoi pour ce prix", "cosa si ha per
// quel prezzo", "o que se tem por esse preço", "was hat man dafür".
var haveVerbs = setOf("have", "a", "avons", "avez", "obtient", "obtenez", "obtenons", "obtiens",
	"tenemos", "tiene", "tienes", "obtenemos", "obtiene", "hat", "haben", "habt",
	"ha", "abbiamo", "avete", "ottiene", "otteniamo", "tem", "temos", "tens", "obtem", "obtemos")

// forThePrice reports "for the price" (priceFor) beside a verb of getting
// (give: the giving hint, "get", "bekommt", "danno", ...) or of having.
func forThePrice(ws []string, give bool) bool {
	found := false
	for i := range ws {
		for _, p := range priceFor {
			if i+len(p) <= len(ws) && equalWords(ws[i:i+len(p)], p) {
				found = true
			}
		}
	}
	if !found {
		return false
	}
	return give || slices.ContainsFunc(ws, func(w string) bool { return haveVerbs[w] })
}

// langVerbs are the verbs of understanding, following and knowing, folded:
// beside a language they say who speaks it ("only understands Spanish",
// "no entiende inglés", "ne comprend que le français", "versteht nur
// Deutsch", "kann nur Deutsch", "capisce solo l'italiano", "só percebe
// português", "the guide knows German?"), as speaking verbs do. Alone
// they are what they are elsewhere: a stop word ("know", "kann"), the
// French "comprend" of what a price includes, or a word no fact holds.
var langVerbs = setOf(
	"understand", "understands", "understood", "follow", "follows", "know", "knows",
	"entiende", "entienden", "entender", "entiendo", "comprende", "comprenden", "sabe", "saben",
	"comprend", "comprends", "comprennent", "comprendre", "suivre", "sait", "savent", "connait", "connaissent",
	"versteht", "verstehen", "verstehe", "verstehst", "folgen", "kann", "konnen", "kennt", "kennen",
	"capisce", "capiscono", "capire", "capisco", "comprendono", "seguire", "sa", "sanno", "conosce", "conoscono",
	"percebe", "percebem", "perceber", "percebo", "entende", "entendem", "entendo", "compreende", "compreendem",
	"acompanhar", "sabem", "conhece", "conhecem",
	// offered or narrated in a language: "Wird die Stadtführung auf
	// Deutsch angeboten?", "elle est commentée en français ?"
	"offered", "narrated", "commented", "ofrece", "ofrecen", "ofrecida", "ofrecido", "narrada", "narrado", "comentada",
	"comentado", "commentee", "commente", "commentees", "commentes", "proposee", "propose", "angeboten", "kommentiert",
	"erklart", "offerta", "offerto", "commentata", "commentato", "narrata", "oferecida", "oferecido", "narrada",
)

// knowsLanguage reports a verb of langVerbs in text.
func knowsLanguage(text string) bool {
	for _, w := range words(fold(text), maxQueryRunes) {
		if langVerbs[w] {
			return true
		}
	}
	return false
}

// askingConcepts are the concepts only a question says: "how long",
// "cuánto dura", "combien de temps", "wie lange", "quanto tempo".
var askingConcepts = map[string]bool{"~duration": true}

// capacityFillers (folded) say a most or fitting beside a capacity asked.
var capacityFillers = setOf("max", "maximum", "maximal", "maximale", "maximo", "massimo", "maxi", "hochstens",
	"fit", "caben", "cabem", "passen", "stanno", "entrano", "tiennent", "limit", "limite", "big", "large",
	"grande", "grandes", "grandi", "gross", "grosse", "general", "generale", "geral", "usually", "normally",
	"inside", "dedans", "dentro", "drin", "rein", "hinein",
	// a size asked: "de qué tamaño son los grupos?", "quão grandes?"
	"size", "sized", "tamano", "tamanho", "taille", "dimensione", "dimensioni", "quao", "cuan", "numerosos", "numerosi",
	"nombreux", "bigger", "larger",
	// each group: "cuántas personas van en cada grupo?", "em cada turma"
	"each", "every", "per", "cada", "chaque", "par", "pro", "jede", "jeder", "jedem", "jeden", "ogni", "ciascun",
	"ciascuno", "ciascuna")

// groupWords (folded) are the groups a departure is made of: asked how
// big they get, they ask the capacity (groupSizeAsked).
var groupWords = setOf("group", "groups", "grupo", "grupos", "groupe", "groupes", "gruppe", "gruppen", "gruppo",
	"gruppi", "turma", "turmas")

// groupSizeWords (folded) ask how many or how big: "how big do the groups
// get?", "in quanti siete per gruppo?", "wie groß werden die Gruppen?",
// "de quel taille sont les groupes ?".
var (
	groupCountWords = setOf("many", "cuantos", "cuantas", "combien", "viele", "wieviele", "quanti", "quante", "quantos", "quantas")
	groupHowWords   = setOf("how", "que", "tan", "cuan", "quel", "quelle", "wie", "quanto", "quao", "quanta")
	groupBigWords   = setOf("big", "bigger", "large", "larger", "grandes", "grande", "grands", "grand", "grandi", "gros",
		"gross", "grosse", "grossen", "numerosos", "numerosi", "nombreux", "taille", "tamano", "tamanho", "dimensione",
		"size", "sized")
)

// groupSizeAsked reports a question of how big a departure's groups get:
// a size asked ("how big", "wie groß") beside a word of its groups, or a
// count asked ("how many", "quanti") that a word of its groups follows
// within five words ("in quanti siete per gruppo?"; not "we're a group of
// 4, how many days ahead should we book?"). A discount or a private tour
// asked of groups stays theirs (the caller checks).
func groupSizeAsked(ws []string) bool {
	if !slices.ContainsFunc(ws, func(w string) bool { return groupWords[w] }) {
		return false
	}
	for i, w := range ws {
		if groupCountWords[w] && slices.ContainsFunc(ws[i+1:min(len(ws), i+6)], func(w string) bool { return groupWords[w] }) {
			return true
		}
		if groupBigWords[w] && i > 0 && (groupHowWords[ws[i-1]] || i > 1 && groupHowWords[ws[i-2]]) {
			return true
		}
	}
	return false
}

// leastWords (folded) ask the fewest, which no capacity says.
var leastWords = setOf("minimum", "min", "minimo", "minima", "mindest", "mindestens", "minimal", "minimale", "least", "fewest")

// adviceTip reports "tips" that are advice: "any tips on what to wear?",
// "a tip about what to bring" (not a gratuity).
func adviceTip(ws []string, w string) bool {
	k := slices.Index(ws, w)
	return k >= 0 && k+1 < len(ws) && (ws[k+1] == "on" || ws[k+1] == "about" || ws[k+1] == "regarding")
}

// recommendWords (folded) ask for a recommendation or a suggestion.
var recommendWords = setOf("recommend", "recommended", "recommends", "recommendation", "recommendations", "suggest",
	"suggestion", "suggestions", "advise", "advice", "ideas", "idea", "suggested", "advised", "advisable",
	"recomienda", "recomiendas", "recomiendan", "recomendais", "recomendar", "recomendarias", "recomendaria",
	"recomendarian", "recomiendes", "recomendacion", "recomendaciones", "sugieres", "sugieren", "sugerir", "sugerencia",
	"sugerencias", "aconsejas", "aconsejan", "aconsejais", "aconsejar", "consejo", "consejos", "aconsejarias", "aconsejaria",
	"recommander", "recommandez", "recommandes", "recommande", "recommanderiez", "recommandation", "recommandations",
	"conseillez", "conseiller", "conseilles", "conseille", "conseilleriez", "conseil", "conseils", "suggerez",
	"suggerer", "suggestion", "proposez", "idees",
	"empfehlen", "empfiehlst", "empfehlt", "empfiehlt", "empfehlung", "empfehlungen", "vorschlagen", "vorschlag",
	"vorschlage", "ratet", "ratst", "raten", "tipp", "tipps",
	"consigliate", "consigli", "consiglia", "consigliare", "consiglio", "consigliereste", "consiglieresti",
	"raccomandate", "raccomandi", "raccomandare", "suggerite", "suggerisci", "suggerire", "suggerimento", "suggerimenti",
	"recomendam", "recomenda", "recomendas", "recomendariam", "recomendacao", "recomendacoes",
	"aconselham", "aconselha", "aconselhas", "aconselhar", "sugerem", "sugere", "sugestao", "sugestoes", "dicas", "dica")

// durationNot are the words (folded) that make "how long" ask about
// something else than the tour: how early to arrive, how far ahead to
// book or cancel, how long a refund or a wait takes.
var durationNot = setOf("before", "advance", "ahead", "early", "refund", "wait",
	"antes", "anticipacion", "antelacion", "esperar", "avant", "avance", "attendre",
	"vorher", "vorab", "fruher", "voraus", "warten", "prima", "anticipo", "aspettare", "antecedencia")

// durationFillers (folded) say being out or away, or a total, beside how
// long: "how long are we out in total?", "cuánto tiempo estamos fuera en
// total?", "on est partis combien de temps au total ?", "wie lange sind
// wir insgesamt unterwegs?", "quanto stiamo via in tutto?", "quanto tempo
// estamos fora no total?".
var durationFillers = setOf("out", "away", "gone", "total", "altogether", "overall", "whole", "fuera", "afuera",
	"dehors", "parti", "partis", "partie", "parties", "absents", "insgesamt", "gesamt", "unterwegs", "weg", "tutto",
	"tutta", "fuori", "totale", "fora", "ausentes",
	// counting on it: "il faut compter combien de temps ?"
	"compter", "compte", "comptez", "contar", "calcular", "rechnen", "calcolare", "reckon",
	// long, beside how long ("ça dure-tu longtemps ?")
	"longtemps", "longo", "lungo", "largo")

// swimmerWords (folded) say how well someone swims, beside swimming.
var swimmerWords = setOf("strong", "good", "great", "confident", "weak", "poor", "bad", "buen", "buena", "mal", "bon",
	"bonne", "mauvais", "mauvaise", "guter", "gute", "schlechter", "schlechte", "sicherer", "bravo", "brava", "forte",
	"bom", "boa", "mau", "ma")

// tipTakers (folded) are who a tip goes to: "is the tip for the driver
// included?", "la propina del camarero", "le pourboire du chauffeur", "das
// Trinkgeld für den Kellner", "la mancia per il cameriere", "a gorjeta do
// motorista" ask the tips entry (a guide or an instructor is ~guide).
var tipTakers = setOf("driver", "drivers", "waiter", "waiters", "waitress", "waitresses", "server", "servers", "staff",
	"crew", "conductor", "conductores", "chofer", "camarero", "camarera", "camareros", "mesero", "mesera", "personal",
	"tripulacion", "chauffeur", "chauffeurs", "serveur", "serveuse", "serveurs", "equipage", "fahrer", "fahrerin",
	"kellner", "kellnerin", "bedienung", "personal", "crew", "autista", "autisti", "cameriere", "cameriera", "camerieri",
	"personale", "equipaggio", "motorista", "motoristas", "condutor", "empregado", "empregada", "empregados", "garcom",
	"tripulacao", "pessoal")

// dietTell (folded) are the verbs of telling the team: beside a dietary
// need they ask what the diet entry says ("tell us when you book").
var dietTell = setOf("tell", "let", "know", "inform", "warn", "mention", "notify", "note", "told",
	"avisar", "avisaros", "avisarte", "avisarles", "aviso", "avisamos", "avisais", "avisado", "avisada", "decir", "deciros",
	"comunicar", "informar", "apuntado", "apuntada", "anotado", "anotada",
	"prevenir", "prevenu", "prevenus", "prevenue", "prevenez", "previens", "previent", "prevenons", "dire", "signaler",
	"informer", "note",
	"bescheid", "sagen", "geben", "mitteilen", "melden", "informieren", "vermerken", "notiert",
	"avvisare", "avvisarvi", "avvisarti", "avviso", "avvisiamo", "avvisato", "avvisata", "dire", "dirvi", "segnalare",
	"comunicare", "informare", "informarvi", "annotato", "segnato",
	"avisamos", "avisarmos", "avisem", "dizer", "comunicar", "informar", "registado", "anotado")

// circumstances are what a visitor says of someone in the party, which
// the question is about: a wheelchair, stairs, seasickness, a diet, a pet,
// health, swimming.
var circumstances = []string{"~wheelchair", "~stairs", "~effort", "~seasick", "~diet", "~pet", "~health", "~swim"}

// relatives are the words for a son or a daughter (folded, singular and
// plural): someone of the party, not a question about children.
var relatives = setOf("son", "sons", "daughter", "daughters", "hijo", "hija", "hijos", "hijas", "fils", "fille", "filles",
	"sohn", "sohne", "tochter", "figlio", "figlia", "figli", "figlie", "filho", "filha", "filhos", "filhas")

// families are the words for a family (folded): with children, they say
// who comes, not a question about groups.
var families = setOf("family", "families", "famille", "familles", "familie", "familien", "famiglia", "famiglie",
	"familia", "familias")

// familyWord reports a word for a family, or a German compound opened by
// one ("Familienurlaub", "Familienausflug").
func familyWord(w string) bool {
	return families[w] || strings.HasPrefix(w, "familien") && len(w) > len("familien")+3
}

// named records a service a word of the question names.
func (q *query) named(id string) {
	if id != "" && !slices.Contains(q.services, id) {
		q.services = append(q.services, id)
	}
}

// NamesService reports whether the folded word w (or its singular) is a
// word of a service's name or keywords.
func (ix *Index) NamesService(w string) bool {
	_, ok := ix.svcWords[w]
	if !ok {
		_, ok = ix.svcWords[plural(w)]
	}
	return ok
}

func (ix *Index) known(term string) bool {
	_, ok := ix.idf[term]
	_, svc := ix.svcTerms[term]
	return ok || svc
}

// serviceCompound reports whether an unknown word is built on a word of a
// service name ("Segeltour" on "Segeltörn", "Surfkurs" on "surf"), or is
// a word of a service name joined to an outing ("Foodtour", "Bootstour",
// "Weintour", "Fadoabend": outingHeads).
func (ix *Index) serviceCompound(w string) (string, bool) {
	if len(w) < 7 {
		return "", false
	}
	for n := len(w) - 1; n >= 6; n-- {
		if owner, ok := ix.svcPrefix(w[:n]); ok {
			return owner, true
		}
	}
	for _, h := range outingHeads {
		if len(w) < len(h)+3 || !strings.HasSuffix(w, h) {
			continue
		}
		mod := w[:len(w)-len(h)]
		if owner, ok := ix.svcWords[mod]; ok {
			return owner, true
		}
		if strings.HasSuffix(mod, "s") && len(mod) > 3 { // the joining "s" of "Boots|tour"
			if owner, ok := ix.svcWords[mod[:len(mod)-1]]; ok {
				return owner, true
			}
		}
	}
	return "", false
}

// orWords join two alternatives (folded).
var orWords = setOf("or", "o", "ou", "oder", "oppure")

// outingHeads end German compounds that name an outing by what it is
// about: "Food|tour", "Boots|fahrt", "Wein|tour", "Fado|abend", "Surf|kurs",
// "Kajak|fahren".
var outingHeads = []string{"touren", "tour", "fahrten", "fahrt", "fahren", "kurse", "kurs", "ausflug", "abende", "abend",
	"fuhrung", "rundgang", "rundfahrt", "stunde", "trip", "show", "nacht", "walks", "walk"}

// svcPrefix finds the service words starting with p: the service they
// name ("" when several), and whether there are any.
func (ix *Index) svcPrefix(p string) (string, bool) {
	owner, ok := ix.svcPrefixes[p]
	return owner, ok
}

// candidate is a document scored against a query.
type candidate struct {
	doc      int
	specific bool // a word of the fact's own text matched, not only its topic
	// said: a fact answers only through a concept it says (saidTopics,
	// saidAny: a toilet in the accessibility, the end in the age notes),
	// which is about that service alone, never a summary of all.
	said     bool
	coverage float64 // the share of the question's informative weight the document holds
	score    float64 // BM25
}

// rank scores every document sharing a term with the query and returns
// those covering at least minCoverage, best first.
func (ix *Index) rank(q query, minCoverage float64) []candidate {
	if q.total == 0 {
		return nil
	}
	type acc struct {
		cov, score                float64
		specific, anchor, concept bool
		topical                   bool // anchored by a topic term, not only by a said concept
	}
	// Few documents share a word with a question: a small map, not a
	// slice over every document.
	scores := make(map[int]*acc, 16)
	add := func(term string, weight float64, content bool) {
		idf := ix.idf[term]
		for _, p := range ix.postings[term] {
			a := scores[p.doc]
			if a == nil {
				a = &acc{}
				scores[p.doc] = a
			}
			a.score += idf * p.bm25
			if content {
				// A fact answers a question about its topic, an entry one
				// about its question: words of the fact's text or of the
				// entry's answer alone do not.
				a.cov += weight * p.weight
				a.specific = a.specific || p.text
				a.anchor = a.anchor || p.anchor
				a.concept = a.concept || p.concept
				d := &ix.docs[p.doc]
				_, topic := topicTerms[d.topic][term]
				a.topical = a.topical || p.anchor && (d.entry != nil || topic)
			}
		}
	}
	for i, t := range q.terms {
		add(t, q.weights[i], true)
	}
	for _, t := range q.svc {
		add(t, 0, false)
	}
	for _, h := range q.hints {
		for i, a := range scores {
			if ix.docs[i].entry == nil && ix.docs[i].topic == hintTopics[h] {
				a.anchor = true
			}
		}
	}
	if q.timeOf != "" {
		// The time asked is said by the meeting point (when to be there)
		// or by the facts that say the end: they hold it.
		for k, t := range q.terms {
			if !timeTerms[t] {
				continue
			}
			for i, a := range scores {
				if d := &ix.docs[i]; d.entry == nil && d.tf[t] == 0 &&
					(q.timeOf == timeMeeting && d.topic == TopicMeetingPoint || q.timeOf == timeEnd && d.tf["~end"] > 0) {
					a.cov += q.weights[k]
				}
			}
		}
	}
	out := make([]candidate, 0, len(scores))
	for i, a := range scores {
		if d := &ix.docs[i]; d.entry != nil && d.concepts > 0 && !a.concept {
			continue
		}
		if c := a.cov / q.total; c >= minCoverage && a.anchor {
			out = append(out, candidate{doc: i, coverage: c, score: a.score, specific: a.specific, said: !a.topical})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].coverage != out[j].coverage {
			return out[i].coverage > out[j].coverage
		}
		if out[i].score != out[j].score {
			return out[i].score > out[j].score
		}
		return out[i].doc < out[j].doc
	})
	return out
}

// Explain describes how a question is read and which documents it meets,
// for diagnostics (the evaluation prints it for the questions it misses).
func (ix *Index) Explain(text, lang string) string {
	q := ix.analyzeQuery(text, lang, "", "", false)
	var b strings.Builder
	fmt.Fprintf(&b, "terms %v weights %.2f svc %v hints %v unknown %.2f/%.2f", q.terms, q.weights, q.svc, q.hints, q.unknown, q.total)
	for i, c := range ix.rank(q, 0) {
		if i == 4 {
			break
		}
		d := &ix.docs[c.doc]
		name := d.topic + "@" + d.service
		if d.entry != nil {
			name = d.entry.ID
		}
		fmt.Fprintf(&b, "\n\t\t%s cov %.2f bm25 %.2f", name, c.coverage, c.score)
	}
	return b.String()
}

// loneDayPart reports whether toks[i] is a part of the day of a tour's name
// ("night" of "Fado Night") with no other word of that tour's name beside
// it: then it says when, not which tour.
func (ix *Index) loneDayPart(toks []token, i int, owner string) bool {
	if !dayPartNameWords[toks[i].surface] {
		return false
	}
	for k := max(i-2, 0); k <= min(i+2, len(toks)-1); k++ {
		if k != i && !dayPartNameWords[toks[k].surface] && toks[k].surface != "" && ix.svcWords[toks[k].surface] == owner && owner != "" {
			return false
		}
	}
	return true
}

// joins reports whether one document holds both terms.
func (ix *Index) joins(a, b string) bool {
	return slices.ContainsFunc(ix.docs, func(d doc) bool { return d.tf[a] > 0 && d.tf[b] > 0 })
}

// withWords join a food word to the tour it describes ("dinner with the
// fado", "cena con il fado").
var withWords = map[string]bool{"with": true, "con": true, "avec": true, "mit": true, "com": true}

// originPlaces returns the word after a preposition of origin ("from the
// centre", "desde el centro", "depuis le centre", "vom Zentrum", "dal
// centro", "desde o centro"), an article between: where the visitors
// come from.
func originPlaces(ws []string) map[string]bool {
	var out map[string]bool
	for i, w := range ws {
		if !originPreps[w] {
			continue
		}
		j := i + 1
		if j < len(ws) && originArticles[ws[j]] {
			j++
		}
		if j < len(ws) {
			if out == nil {
				out = map[string]bool{}
			}
			out[ws[j]] = true
		}
	}
	return out
}

var (
	originPreps    = setOf("from", "desde", "depuis", "von", "vom", "dal", "dalla", "dallo")
	originArticles = setOf("the", "el", "la", "le", "l", "o", "a", "dem", "der")
)

// onlyWatching are the ways (folded words) of saying that someone of the
// party only watches, stays behind or does not take part ("he'll just
// watch", "se queda mirando", "il regardera", "schaut nur zu", "guarda
// soltanto", "só vai ver"). A body's circumstance told of them ("my
// husband had a knee operation so he'll just watch") asks nothing of the
// tour: the question is the others' (watchersBody).
var onlyWatching = wordLists(
	"just watch", "only watch", "just watching", "only watching", "just be watching", "just going to watch",
	"watches from the", "sit it out", "sit this one out", "sits it out",
	"stay behind", "stays behind", "staying behind", "stay on the beach", "stay at the hotel", "stays at the hotel",
	"not coming", "won t come", "won t be coming", "not joining", "won t join", "won t take part", "not taking part",
	"se queda mirando", "se quedara mirando", "solo mirara", "solo va a mirar", "solo mirando", "mirara desde",
	"se queda en tierra", "se queda en la playa", "se queda en el hotel", "se quedara en el hotel", "no va a venir",
	"no vendra", "no viene con nosotros", "no participa", "no participara", "no va a participar",
	"il regardera", "elle regardera", "regardera seulement", "regardera juste", "va juste regarder", "va seulement regarder",
	"juste regarder", "regardera depuis", "ne viendra pas", "ne vient pas", "reste a l hotel", "restera a l hotel",
	"reste sur la plage", "restera sur la plage", "ne participera pas", "ne participe pas",
	"schaut nur zu", "sieht nur zu", "guckt nur zu", "schaut bloss zu", "nur zuschauen", "nur zusehen", "nur zugucken",
	"schaut vom ufer", "kommt nicht mit", "bleibt im hotel", "bleibt am strand", "bleibt an land", "macht nicht mit",
	"bleibt zuruck",
	"guarda soltanto", "guarda solo", "guardera soltanto", "guardera solo", "guardera e basta", "resta a guardare",
	"restera a guardare", "sta a guardare", "stara a guardare", "guardera dalla", "non viene", "non verra",
	"non partecipa", "non partecipera", "resta in albergo", "restera in albergo", "resta in hotel", "resta a terra",
	"so vai ver", "vai so ver", "fica so a ver", "fica a ver", "fica a olhar", "so vai assistir", "vai so assistir",
	"so vai estar a ver", "nao vem", "nao vai participar", "nao participa", "fica no hotel", "fica em terra",
	"fica na praia",
)

// watcherTerms are the body's circumstances a watcher's sentence tells.
var watcherTerms = setOf("~wheelchair", "~stairs", "~effort", "~seasick")

// wordLists splits each phrase into its words.
func wordLists(ps ...string) [][]string {
	out := make([][]string, len(ps))
	for i, p := range ps {
		out[i] = strings.Fields(p)
	}
	return out
}

// holdsWords reports whether ws holds the words of p in a row.
func holdsWords(ws, p []string) bool {
	for i := 0; i+len(p) <= len(ws); i++ {
		if equalWords(ws[i:], p) {
			return true
		}
	}
	return false
}

// watchersBody drops from toks the body's circumstances told of someone
// who only watches (onlyWatching): those of the sentence saying so, or,
// when it tells none, of the sentence before ("my husband just had knee
// surgery. he'll just watch."). folded is the message, folded; lang its
// language.
func watchersBody(toks []token, folded, lang string) []token {
	if !slices.ContainsFunc(toks, func(tk token) bool { return watcherTerms[tk.term] }) {
		return toks
	}
	sentences := strings.FieldsFunc(folded, func(r rune) bool { return strings.ContainsRune(".!?;¿¡\n", r) })
	drop := map[string]int{}
	for i, s := range sentences {
		ws := words(s, maxQueryRunes)
		if !slices.ContainsFunc(onlyWatching, func(p []string) bool { return holdsWords(ws, p) }) {
			continue
		}
		told := bodyTold(s, lang)
		if len(told) == 0 && i > 0 {
			told = bodyTold(sentences[i-1], lang)
		}
		for t, n := range told {
			drop[t] += n
		}
	}
	if len(drop) == 0 {
		return toks
	}
	return slices.DeleteFunc(toks, func(tk token) bool {
		if drop[tk.term] > 0 {
			drop[tk.term]--
			return true
		}
		return false
	})
}

// bodyTold counts the body's circumstances (watcherTerms) a sentence tells.
func bodyTold(s, lang string) map[string]int {
	out := map[string]int{}
	for _, tk := range analyze(s, lang, maxQueryRunes) {
		if watcherTerms[tk.term] {
			out[tk.term]++
		}
	}
	return out
}

// pickupPlaces (folded) are places in town besides a hotel one asks to be
// picked up from: a port, a cruise terminal, a station, a flat. (An
// airport is a transfer, which no fact holds.)
var pickupPlaces = setOf("port", "harbour", "harbor", "terminal", "station", "apartment", "airbnb", "flat",
	"puerto", "estacion", "apartamento", "piso", "gare", "appartement", "hafen", "bahnhof", "wohnung",
	"ferienwohnung", "porto", "stazione", "appartamento", "estacao", "cais")
