package knowledge

import (
	"math"
	"sort"

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
)

// topicDocs are the fact topics as bags of weighted concepts: a question
// made of these concepts is about the topic.
var topicDocs = []struct {
	topic string
	terms map[string]float64
}{
	{TopicMeetingPoint, map[string]float64{"~meet": 1, "~where": 1, "~start": 1}},
	{TopicIncluded, map[string]float64{"~include": 1, "~food": 1, "~guide": 0.5}},
	{TopicWhatToBring, map[string]float64{"~bring": 1, "~wear": 1}},
	{TopicAccess, map[string]float64{"~wheelchair": 1, "~stairs": 1}},
	{TopicAge, map[string]float64{"~child": 1}},
	{TopicCancellation, map[string]float64{"~cancel": 1}},
	{TopicGuideLangs, map[string]float64{"~language": 1, "~guide": 1}},
	{TopicPayment, map[string]float64{"~pay": 1}},
	{TopicContact, map[string]float64{"~contact": 1, "~where": 0.5}},
	{TopicHours, map[string]float64{"~hours": 1, "~when": 0.5, "~contact": 0.5}},
}

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
	topic  string                // a fact topic, or "" for an entry
	entry  *store.KnowledgeEntry // the entry, or nil for a topic
	tf     map[string]float64    // weighted term frequencies
	weight map[string]float64    // the best field weight of each term
	length float64
}

type posting struct {
	doc int
	tf  float64
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
	// svcTerms are the terms of service names and keywords: words that
	// name a service say which one, not what is asked about it.
	svcTerms map[string]bool
	// surface maps the folded words of the documents to their terms, and
	// deletes maps each of them with one letter removed to the words, for
	// spelling correction within one edit.
	surface map[string]string
	deletes map[string][]string
}

// Build indexes the fact topics, the enabled entries and the services'
// names and keywords.
func Build(services []store.Service, entries []store.KnowledgeEntry) *Index {
	ix := &Index{postings: map[string][]posting{}, idf: map[string]float64{}, svcTerms: map[string]bool{},
		surface: map[string]string{}, deletes: map[string][]string{}}
	for _, t := range topicDocs {
		d := doc{topic: t.topic, tf: map[string]float64{}, weight: map[string]float64{}}
		for term, w := range t.terms {
			d.add(term, w)
		}
		ix.docs = append(ix.docs, d)
	}
	for i := range entries {
		e := &entries[i]
		if !e.Enabled {
			continue
		}
		d := doc{entry: e, tf: map[string]float64{}, weight: map[string]float64{}}
		for l, q := range e.Question {
			for _, tk := range analyze(q, l, 1<<12) {
				ix.learn(tk)
				d.add(tk.term, weightQuestion)
			}
		}
		for _, tag := range e.Tags {
			for _, tk := range analyze(tag, "en", 1<<8) {
				ix.learn(tk)
				d.add(tk.term, weightTag)
			}
		}
		for l, a := range e.Answer {
			for _, tk := range analyze(a, l, 1<<12) {
				ix.learn(tk)
				d.add(tk.term, weightAnswer)
			}
		}
		ix.docs = append(ix.docs, d)
	}
	for i := range services {
		s := &services[i]
		for _, l := range Languages {
			for _, txt := range []string{s.Name[l], s.Keywords[l]} {
				for _, tk := range analyze(txt, l, 1<<10) {
					if tk.term != "" && !isConcept(tk.term) {
						ix.svcTerms[tk.term] = true
						ix.learn(tk)
					}
				}
			}
		}
	}
	// Concept words are known words too, for the spelling correction of
	// "wheelchiar" or "Rollstul".
	for w, c := range lexicon().single {
		ix.learn(token{term: c, surface: w})
	}
	total := 0.0
	for i := range ix.docs {
		total += ix.docs[i].length
		for term, tf := range ix.docs[i].tf {
			ix.postings[term] = append(ix.postings[term], posting{doc: i, tf: tf})
		}
	}
	n := float64(len(ix.docs))
	ix.avgLen = total / max(n, 1)
	for term, ps := range ix.postings {
		ix.idf[term] = idf(n, float64(len(ps)))
	}
	ix.idfNone = idf(n, 0)
	return ix
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
	best, bestDF := "", -1
	consider := func(cand string) {
		if !withinOneEdit(w, cand) {
			return
		}
		term := ix.surface[cand]
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

// withinOneEdit reports whether a and b differ by at most one insertion,
// deletion, substitution or swap of two neighbouring letters.
func withinOneEdit(a, b string) bool {
	if a == b {
		return true
	}
	la, lb := len(a), len(b)
	if la-lb > 1 || lb-la > 1 {
		return false
	}
	i := 0
	for i < la && i < lb && a[i] == b[i] {
		i++
	}
	switch {
	case la == lb:
		if a[i+1:] == b[i+1:] {
			return true
		}
		return i+1 < la && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
	case la > lb:
		return a[i+1:] == b[i:]
	default:
		return a[i:] == b[i+1:]
	}
}

// query is a question analysed against the index.
type query struct {
	terms   []string  // unique content terms, service words excluded
	weights []float64 // their IDF
	svc     []string  // service words
	numbers []int
	total   float64 // the sum of weights
	unknown float64 // the weight of terms no document holds
}

func (ix *Index) analyzeQuery(text, lang string) query {
	var q query
	seen := map[string]bool{}
	for _, tk := range analyze(text, lang, maxQueryRunes) {
		if tk.isNum {
			q.numbers = append(q.numbers, tk.number)
			continue
		}
		term := tk.term
		if _, known := ix.idf[term]; !known && !isConcept(term) && !ix.svcTerms[term] {
			if c, ok := ix.correct(tk.surface); ok {
				term = c
			}
		}
		if seen[term] {
			continue
		}
		seen[term] = true
		if ix.svcTerms[term] {
			q.svc = append(q.svc, term)
			continue
		}
		w, known := ix.idf[term]
		if !known {
			w = ix.idfNone
			q.unknown += w
		}
		q.terms = append(q.terms, term)
		q.weights = append(q.weights, w)
		q.total += w
	}
	return q
}

// candidate is a document scored against a query.
type candidate struct {
	doc      int
	coverage float64 // the share of the question's informative weight the document holds
	score    float64 // BM25
}

// rank scores every document sharing a term with the query and returns
// those covering at least minCoverage, best first.
func (ix *Index) rank(q query, minCoverage float64) []candidate {
	if q.total == 0 {
		return nil
	}
	type acc struct{ cov, score float64 }
	scores := map[int]*acc{}
	add := func(term string, weight float64, content bool) {
		for _, p := range ix.postings[term] {
			a := scores[p.doc]
			if a == nil {
				a = &acc{}
				scores[p.doc] = a
			}
			d := &ix.docs[p.doc]
			idf := ix.idf[term]
			a.score += idf * p.tf * (bm25K1 + 1) / (p.tf + bm25K1*(1-bm25B+bm25B*d.length/ix.avgLen))
			if content {
				a.cov += weight * d.weight[term]
			}
		}
	}
	for i, t := range q.terms {
		add(t, q.weights[i], true)
	}
	for _, t := range q.svc {
		add(t, 0, false)
	}
	out := make([]candidate, 0, len(scores))
	for i, a := range scores {
		if c := a.cov / q.total; c >= minCoverage {
			out = append(out, candidate{doc: i, coverage: c, score: a.score})
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
