package understand

import "strings"

// The people asking counted, then more people joined to them ("for two of
// us and our daughter": 3), the people who stay behind ("we'll be 4, my
// parents stay at the hotel": 4), a total said again as "only N" ("doch
// nur 4", "wir sind nur 4") and a child the speakers come with ("we're
// coming with our baby": one infant on top of the party known).

// usAndWords join more people to the people asking counted: "and", "y",
// "et", "und", "e", "plus", "más", "più", "mais" (not "with": "we are 4
// with our son" counts the son among the four).
var usAndWords = wordSet("and y et und e plus mas piu mais")

// listArticles stand before a possessive: "o nosso filho", "i miei
// genitori", "la mia ragazza".
var listArticles = wordSet("the el la le l il lo o a os as i los las les gli")

// usCountAt reads the people asking counted at token i: "two of us", "the
// 3 of us", "nous deux", "nosotros dos", "uns zwei", "wir drei", "noi
// due", "nós os dois", "we are 2", "somos dos", "wir sind zu zweit". It
// returns the count and the last token read.
func (p *parser) usCountAt(i int) (int, int, bool) {
	toks := p.t.Tokens
	w := toks[i].Text
	if usWords[w] && !(w == "nos" && p.lang != "pt" && p.lang != "es") {
		k := i + 1
		if usArticles[p.t.Word(k)] {
			k++ // "nós os dois"
		}
		if n, next, ok := p.t.numAt(k); ok && n >= 2 && n <= 30 && next == k+1 {
			return n, k, true
		}
		return 0, 0, false
	}
	if n, next, ok := p.t.numAt(i); ok && next == i+1 && n >= 2 && n <= 30 && p.t.Word(i+1) == "of" && p.t.Word(i+2) == "us" {
		return n, i + 2, true // "two of us", "the 3 of us"
	}
	return 0, 0, false
}

// weCountAt reads "we are N" ending at token k-1 with its number at k:
// "we are 2", "somos dos", "wir sind zu zweit", "siamo in due".
func (p *parser) weCountAt(k int) (int, int, bool) {
	if w := p.t.Word(k); w == "in" || w == "zu" || w == "em" {
		if z, ok := zuWords[p.t.Word(k+1)]; ok && w == "zu" {
			return z, k + 1, true
		}
		k++
	}
	if n, next, ok := p.t.numAt(k); ok && next == k+1 && n >= 2 && n <= 30 {
		return n, k, true
	}
	return 0, 0, false
}

// usAndNamed reads the people asking counted and more people joined to
// them by "and" or "plus", named after a possessive or like a name:
// "for two of us and our daughter", "pour nous deux et notre fils", "the
// 3 of us plus my mum", "wir drei und Oma", "somos dos y nuestro hijo".
// The people named come on top of the count; a list with the speaker in
// it ("the two of us, me and my wife", "nous deux et moi") restates it and
// is left to readPartyMix.
func (p *parser) usAndNamed(e *Entities) {
	toks := p.t.Tokens
	type count struct {
		n, end int
		adults bool // "2 adults and him": the people counted as adults
	}
	var counts []count
	for i := range toks {
		if n, end, ok := p.usCountAt(i); ok {
			counts = append(counts, count{n, end, false})
		}
		if n, next, ok := p.t.numAt(i); ok && next == i+1 && n >= 1 && n <= 30 && partyNoun(p.t.Word(next)) == "adult" {
			counts = append(counts, count{n, next, true})
		}
	}
	for _, h := range weSet.find(p.t, nil) {
		if n, end, ok := p.weCountAt(h.At + h.N); ok {
			counts = append(counts, count{n, end, false})
		}
	}
	for _, c := range counts {
		j := c.end + 1
		if c.end+1 >= len(toks) || p.clauseBreak(c.end) {
			continue
		}
		if !usAndWords[toks[j].Text] && !p.signAfter(c.end) || toks[j].Text == "e" && isVerbE(toks[j].Orig) ||
			toks[j].Text == "mas" && p.lang == "pt" || toks[j].Text == "plus" && p.lang == "fr" && p.t.Word(j+1) == "de" {
			continue
		}
		if !usAndWords[toks[j].Text] {
			j-- // "the 3 of us + my mum": the sign joins
		}
		adults, kids, infants, ok := p.namedList(j + 1)
		pronoun := 0
		if !ok && p.pronounCloses(j+1) {
			// "us two and her", "nous deux et lui", "2 adults and him":
			// one more said by a pronoun (Entities.Pronoun)
			adults, pronoun, ok = 1, 1, true
		}
		if !ok || c.adults && pronoun == 0 {
			continue // "2 adults and our son" is read by readPartyMix
		}
		e.Guests = c.n + adults + kids + infants
		e.Adults, e.Children, e.Infants, e.Pronoun = 0, 0, 0, pronoun
		if kids+infants > 0 {
			e.Adults, e.Children, e.Infants = c.n+adults, kids, infants
		}
		e.PartOfParty = false
		return
	}
}

// pronounWords name one person told before: "him", "her", "él", "lui",
// "er", "ihn", "lei", "ele", "ela".
var pronounWords = wordSet("him her he she el ella lui elle er sie ihn ihm lei ele ela")

// pronounCloses reports one person said by a pronoun at token k, closing
// its clause: "... and him", "... y él, el sábado", "... und er dann".
func (p *parser) pronounCloses(k int) bool {
	return pronounWords[p.t.Word(k)] && !p.used[k] && p.closesParty(k)
}

// namedList reads a list of people from token k to the end of its clause:
// relatives after a possessive ("our daughter", "o nosso filho", "my
// parents": two), relatives said like a name ("Oma"), or people counted
// ("2 friends", "our 2 kids"), joined by "and" or commas. It reports the
// adults, children and infants named, and false when the list holds the
// speaker or anything else, or does not close its clause.
func (p *parser) namedList(k int) (adults, kids, infants int, ok bool) {
	toks := p.t.Tokens
	items := 0
	for k < len(toks) {
		w := toks[k].Text
		poss := false
		if listArticles[w] && !possessive[w] && possessive[p.t.Word(k+1)] {
			k, w = k+1, toks[k+1].Text // "i miei genitori"
		}
		if possessive[w] && k+1 < len(toks) {
			k, w, poss = k+1, toks[k+1].Text, true
			if listArticles[toks[k-1].Text] && possessive[w] && k+1 < len(toks) {
				k, w = k+1, toks[k+1].Text // "o nosso filho", "il mio ragazzo"
			}
		}
		if relPrefix[w] && poss && k+1 < len(toks) {
			k, w = k+1, toks[k+1].Text
		}
		switch n, next, isNum := p.t.numAt(k); {
		case meWords[w] || usWords[w]:
			return 0, 0, 0, false // "the two of us, me and my wife": the same people
		case isNum && next < len(toks) && next == k+1 && n >= 1 && n <= 20 &&
			(partyNoun(toks[next].Text) != "" || relChildren[toks[next].Text] || companionNouns[toks[next].Text]):
			switch partyNoun(toks[next].Text) {
			case "child":
				kids += n
			case "infant":
				infants += n
			default:
				if relChildren[toks[next].Text] {
					kids += n
				} else {
					adults += n
				}
			}
			k = next
		case poss && relTwo[w]:
			adults += 2
		case poss && infantNouns[w] && !strings.HasSuffix(w, "s"):
			infants++
		case poss && relChild[w]:
			kids++
		case poss && relAdult[w], !poss && bareRelatives[w]:
			adults++
		default:
			return 0, 0, 0, false
		}
		items++
		if k+1 >= len(toks) || p.clauseBreak(k) && strings.TrimSpace(p.gap(k, k+1)) != "," {
			break
		}
		n := toks[k+1].Text
		if usAndWords[n] && n != "mas" || strings.TrimSpace(p.gap(k, k+1)) == "," || p.signAfter(k) {
			if usAndWords[n] {
				k++
			}
			if k+1 < len(toks) && p.personWord(k+1) || possessive[p.t.Word(k+1)] || bareRelatives[p.t.Word(k+1)] {
				k++
				continue
			}
			break
		}
		if !tooWords[n] && !joinWords[n] && !partyClosers[n] && !relWords[n] && !p.readAt(k+1) &&
			!((n == "de" || n == "di" || n == "von" || n == "of" || n == "aged" || ageVerbs[n]) && p.used[min(k+2, len(toks)-1)]) {
			return 0, 0, 0, false // "we are 2 and my wife is vegetarian"
		}
		break
	}
	return adults, kids, infants, items > 0
}

// stayVerbs say people stay behind: "my parents stay at the hotel", "mis
// padres se quedan", "mes parents restent", "meine Eltern bleiben", "i
// miei restano", "os meus pais ficam".
var stayVerbs = wordSet("stay stays staying remain remains remaining quedan queda quedaran quedara restent reste " +
	"resteront restera bleiben bleibt restano resta rimangono rimane resteranno rimarranno ficam fica ficarao ficara")

// comeVerbs said with a negation say people do not come: "my parents
// aren't coming", "mis padres no vienen", "mes parents ne viennent pas",
// "meine Eltern kommen nicht", "i miei non vengono", "os meus pais não vêm".
var comeVerbs = wordSet("come coming comes join joining vienen viene vendran vendra van viennent vient viendront " +
	"viendra kommen kommt mitkommen vengono viene verranno verra vem vao virao")

// stayNegations are the negations of comeVerbs.
var stayNegations = wordSet("not t no ne n pas nicht non nao never")

// stayPeople name the rest of a party who may stay behind: "the rest of
// the family", "the others", "le reste", "die anderen", "gli altri".
var stayPeople = wordSet("rest others resto demas reste autres rest anderen altri outros restantes miei")

// markStayBehind takes, before the party is counted, the people a clause
// says stay behind or do not come: "we'll be 4, my parents stay at the
// hotel" is 4, "on sera 4, mes parents restent à l'hôtel" is 4 and "my
// parents aren't coming" names no one coming. A child who stays is kept
// (Entities.ChildStays).
func (p *parser) markStayBehind(e *Entities) {
	toks := p.t.Tokens
	for i, tok := range toks {
		w := tok.Text
		if !relTwo[w] && !relAdult[w] && !relChild[w] && !relChildren[w] && !bareRelatives[w] && !stayPeople[w] &&
			!companionNouns[w] && !infantNouns[w] {
			continue
		}
		if !p.staysBehind(i) {
			continue
		}
		e.ChildStays = e.ChildStays || relChild[w] || relChildren[w] || oneChildNouns[w] || childNouns[w] || infantNouns[w]
		from := i
		for from > 0 && !p.clauseBreak(from-1) && (possessive[p.t.Word(from-1)] || listArticles[p.t.Word(from-1)] ||
			relPrefix[p.t.Word(from-1)]) {
			from--
		}
		p.useRange(from, i)
	}
}

// staysBehind reports that the people named at token i stay behind or do
// not come: a verb of staying, or a negated verb of coming, in the next
// words of their clause ("our son stays at the hotel", "mis padres no
// vienen").
func (p *parser) staysBehind(i int) bool {
	toks := p.t.Tokens
	stay, neg, come := false, false, false
	for k := i + 1; k < len(toks) && k <= i+4 && !stay && !(neg && come); k++ {
		x := toks[k].Text
		if meWords[x] || usWords[x] || weSubjects[x] {
			break // "my wife and I stay at the Tivoli": the speaker comes
		}
		if stayVerbs[x] && (placeNouns[p.t.Word(k+1)] || peopleNouns[p.t.Word(k+1)] || p.t.Word(k+1) == "room") {
			break // "per mia madre resta posto?": a place left
		}
		stay = stay || stayVerbs[x]
		neg = neg || stayNegations[x]
		come = come || comeVerbs[x]
		if p.clauseBreak(k) {
			break
		}
	}
	return stay || neg && come
}

// onlyWords say a total is all: "only 4", "doch nur 4", "solo 4".
var onlyWords = wordSet("only just nur solo solamente soltanto seulement juste apenas")

// laterCues say a party changed: "after all", "in the end", "al final".
var laterCues = listSet([]string{"after all", "in the end", "al final", "alla fine", "am ende", "letztendlich",
	"schlussendlich", "au final", "en fin de compte", "no fim", "no final"})

// markOnlyTotal reads, before the clock and the options' hours, a total
// said again as all who come (onlyTotal): "doch nur 4" is no 4 PM.
func (p *parser) markOnlyTotal() {
	p.onlyGuests = p.onlyTotal()
}

// onlyTotal reads a total said again as all who come: "doch nur 4, meine
// Eltern bleiben im Hotel", "only 4 after all", "al final solo 4", "wir
// sind doch nur 4", "on ne sera que 4", "siamo solo in 4", "afinal só 4".
// The word for "only" comes right before the number, which closes its
// clause, after a correction ("doch", "finalement", "afinal") or a "we
// are", or with "after all". 0 when there is none. It takes the tokens.
func (p *parser) onlyTotal() int {
	toks := p.t.Tokens
	later := len(laterCues.find(p.t, nil)) > 0
	for i, tok := range toks {
		w := tok.Text
		only := onlyWords[w] || w == "so" && p.lang == "pt" || w == "que" && p.lang == "fr" && (p.t.Word(i-2) == "n" ||
			p.t.Word(i-2) == "ne" || p.t.Word(i-3) == "n" || p.t.Word(i-3) == "ne")
		if !only {
			continue
		}
		k := i + 1
		if p.partyPrep(k) || p.t.Word(k) == "zu" {
			k++ // "siamo solo in 4", "wir sind nur zu viert"
		}
		n, next, ok := p.t.numAt(k)
		if z, zu := zuWords[p.t.Word(k)]; zu && p.t.Word(k-1) == "zu" {
			n, next, ok = z, k+1, true
		}
		if !ok || n < 1 || n > 60 || p.used[k] || len(toks[k].Text) > 2 && toks[k].Num {
			continue
		}
		closes := next >= len(toks) || p.clauseBreak(next-1) || partyClosers[toks[next].Text] ||
			p.t.Word(next) == "of" && p.t.Word(next+1) == "us"
		for _, h := range laterCues.find(p.t, nil) {
			closes = closes || h.At == next
		}
		if !closes {
			continue
		}
		cue := later || w == "que" // "on ne sera que 4"
		for _, h := range correctionCues.find(p.t, nil) {
			cue = cue || h.At+h.N <= i
		}
		for _, h := range weSet.find(p.t, nil) {
			cue = cue || h.At+h.N <= i && i-(h.At+h.N) <= 2 // "wir sind doch nur 4", "on ne sera que 4"
		}
		if !cue {
			continue
		}
		p.useRange(i, next-1)
		return n
	}
	return 0
}

// unitAt reports a word for days, weeks or months at token k after a
// number ("for 4 days", "somos 4 meses"): the number is no party. The
// French "mes" is "my": "on sera 4, mes parents ...".
func (p *parser) unitAt(k int) bool {
	w := p.t.Word(k)
	return dayUnits[w] != 0 && !(w == "mes" && p.lang == "fr")
}

// withWords join a child to the people coming: "with", "con", "avec",
// "mit", "com".
var withWords = wordSet("with con avec mit com")

// comeWeVerbs say that the speakers come: "we're coming", "venimos", "on
// vient", "wir kommen", "veniamo", "vamos"; weSubjects are their subjects
// where the verb does not say them.
var (
	comeWeVerbs = wordSet("coming come venimos vamos vendremos iremos vient viendra venons viendrons allons va " +
		"kommen veniamo verremo andiamo vimos viremos")
	weSubjects = wordSet("we on nous wir")
	// ownSingular are the speakers' own before one child: "our baby".
	ownSingular = wordSet("our my nuestro nuestra mi notre mon ma unser unserem unseren unsere nostro nostra " +
		"mio mia nosso nossa meu minha")
)

// kidsComing reads a child the speakers come with: "we're coming with our
// baby", "venimos con nuestro bebé", "on vient avec notre bébé", "wir
// kommen mit unserem Baby", "veniamo con il nostro bimbo", "vamos com o
// nosso bebé", "we come with our 2 kids". They are some of the party, on
// top of the party known (Entities.KidsJoin); with none known their
// adults are still to be told (PartOfParty, as "our 2 kids").
func (p *parser) kidsComing(e *Entities) {
	if e.Guests > 0 && (e.Adults > 0 || e.Children+e.Infants != e.Guests) {
		return
	}
	toks := p.t.Tokens
	for i, tok := range toks {
		if !withWords[tok.Text] || p.used[i] && e.Guests == 0 {
			continue
		}
		verb := false
		for k := i - 1; k >= max(i-3, 0) && !verb; k-- {
			if !comeWeVerbs[toks[k].Text] {
				continue
			}
			verb = p.lang == "es" || p.lang == "it" || p.lang == "pt"
			for j := k - 1; j >= max(k-3, 0) && !verb; j-- {
				verb = weSubjects[toks[j].Text]
			}
		}
		if !verb {
			continue
		}
		k := i + 1
		if listArticles[p.t.Word(k)] && !possessive[p.t.Word(k)] || listArticles[p.t.Word(k)] && possessive[p.t.Word(k+1)] {
			k++ // "con il nostro bimbo", "com o nosso bebé"
		}
		if !ownPossessives[p.t.Word(k)] && !ownSingular[p.t.Word(k)] {
			continue
		}
		k++
		if relPrefix[p.t.Word(k)] || adjectives[p.t.Word(k)] {
			k++ // "our little daughter"
		}
		n := 1
		if c, next, ok := p.t.numAt(k); ok && next == k+1 && c >= 1 && c <= 10 {
			n, k = c, k+1
		}
		w := p.t.Word(k)
		if childThings[p.t.Word(k+1)] || carriedThings[p.t.Word(k+1)] {
			continue // "with our baby carrier"
		}
		infant := infantNouns[w]
		if !infant && !childNouns[w] && !relChild[w] && !relChildren[w] || n == 1 && (relChildren[w] ||
			strings.HasSuffix(w, "s") && !relChild[w] && w != "kids") || n > 1 && !strings.HasSuffix(w, "s") &&
			!strings.HasSuffix(w, "er") && !strings.HasSuffix(w, "i") {
			continue // "with our kids": how many is not said
		}
		if e.Guests > 0 && e.Guests != n {
			continue
		}
		e.Guests, e.Adults, e.Children, e.Infants = 0, 0, n, 0
		if infant {
			e.Children, e.Infants = 0, n
		}
		e.PartOfParty, e.KidsJoin = true, true
		return
	}
}

// oneChildNouns name one child of the speakers: "son", "hija", "fille",
// "Tochter", "bimba", "menino", "boy", "Junge".
var oneChildNouns = wordSet("son daughter boy girl kid child hijo hija nino nina nene nena chico chica fils fille garcon " +
	"enfant sohn tochter junge madchen kind figlio figlia bambino bambina bimbo bimba ragazzino ragazzina filho filha " +
	"menino menina miudo miuda crianca")

// pluralOwn are the possessives of more than one speaker: "our son" is the
// son of (at least) two adults.
var pluralOwn = wordSet("our nuestro nuestra notre unser unsere unseren unserem unserer nostro nostra nosso nossa")

// singularOwn are the possessives of one speaker: "my son".
var singularOwn = wordSet("my mi mon ma mein meine meinen meinem meiner mio mia meu minha")

// childAgeGlue are the words between a child and the age said of it: "our
// son is 10", "nuestro hijo de 10", "notre fils a 10 ans", "unser Sohn ist
// 10", "nostro figlio di 10 anni", "o nosso filho tem 10 anos", "our
// daughter, she's 9".
var childAgeGlue = wordSet("is s of aged who que qui che der die de di von tiene a ist ha tem he she il elle er sie " +
	"lui lei el ella ele ela just only only_just solo seulement nur appena so apenas ya deja schon gia ja")

// markChildAge takes, before the clock reads it, the age said of one
// child of the speakers ("our son is 10", "nuestro hijo de 10", "notre
// fils de 10 ans", "unser Sohn (10)", "nostro figlio di 10 anni", "o nosso
// filho de 10 anos", "our 10 year old son"): no time, not even an option's
// hour, and no party by itself. The child is kept for childTold.
func (p *parser) markChildAge() {
	toks := p.t.Tokens
	for k, tok := range toks {
		if !oneChildNouns[tok.Text] || childThings[p.t.Word(k+1)] || carriedThings[p.t.Word(k+1)] {
			continue
		}
		from := k - 1
		if relPrefix[p.t.Word(from)] || adjectives[p.t.Word(from)] {
			from-- // "our little daughter"
		}
		if w := p.t.Word(from); w == "old" || w == "alt" {
			from--
		}
		if p.ageUnitAt(from) && p.ageAt(from-1) {
			from -= 2 // "our 10 year old son", "unser 10-jähriger Sohn"
		}
		parents := 0
		switch w := p.t.Word(from); {
		case pluralOwn[w]:
			parents = 2
		case singularOwn[w]:
			parents = 1
		}
		if parents == 0 {
			continue
		}
		if at := p.ageOfChild(k, from); at >= 0 {
			p.used[at] = true
			if p.ageUnitAt(at + 1) {
				p.used[at+1] = true
			}
			p.child = childSaid{at: k, from: from, parents: parents}
			return
		}
	}
}

// childSaid is one child of the speakers told with an age (markChildAge):
// the noun's token, its possessive's, and how many adults the possessive
// says (2 for "our", 1 for "my"); parents 0 when none was told.
type childSaid struct{ at, from, parents int }

// ageOfChild returns the token of an age (up to 17) said of the child
// named at k whose possessive is at from, -1 when none: after it in its
// clause ("our son is 10", "notre fils de 10 ans", "unser Sohn (10)",
// "our daughter, she's 9"), before the noun ("our 10 year old son"), or
// later with a verb or a unit of age and no other child between ("our son
// comes too, he's 10", "o nosso filho vem, tem 10 anos").
func (p *parser) ageOfChild(k, from int) int {
	toks := p.t.Tokens
	age := func(i int) bool {
		n, next, ok := p.t.numAt(i)
		// (an age said with a verb, or in brackets, is taken already:
		// markSaidAges, markAgeLists)
		return ok && next == i+1 && n <= 17 && len(toks[i].Text) <= 2 &&
			(!p.used[i] || i == k+1 || ageVerbs[p.t.Word(i-1)] || p.ageUnitAt(next)) &&
			(next >= len(toks) || p.clauseBreak(i) || p.ageUnitAt(next) || !toks[next].Num && !p.partyPrep(next))
	}
	for i := k + 1; i < len(toks) && i <= k+5; i++ {
		if age(i) {
			return i
		}
		if !childAgeGlue[toks[i].Text] || p.clauseBreak(i) && !strings.Contains(p.gap(i, i+1), ",") {
			break
		}
	}
	for i := from + 1; i < k; i++ {
		if age(i) && p.ageUnitAt(i+1) {
			return i // "our 10 year old son"
		}
	}
	for i := k + 2; i < len(toks); i++ {
		// said after what the child does: "our son comes too, he's 10",
		// "o nosso filho vem, tem 10 anos"
		if oneChildNouns[toks[i].Text] || childNouns[toks[i].Text] {
			return -1 // another child's
		}
		if age(i) && (ageVerbs[p.t.Word(i-1)] || p.ageUnitAt(i+1)) {
			return i
		}
	}
	return -1
}

// childTold reads the child markChildAge kept while no party is counted:
// "yes, and our daughter is 9", "our boy (10) is coming along", "sí, y
// viene también nuestra hija de 9", "oui, avec notre fille de 9 ans", "ja,
// unsere Tochter ist 9 und kommt mit", "sì, viene anche nostra figlia di 9
// anni", "sim, a nossa filha de 9 anos vem connosco". Parents holds the
// adults its possessive says at least (2 for "our", 1 for "my"), for the
// dialogue to tell a child on top of the party from one among it. Said to
// come (a verb of coming or joining, "too", "with", "plus"), the child is
// some of the party, on top of the party known (Children 1, PartOfParty,
// KidsJoin); said alone ("our son is 10") it is no party by itself, and
// the dialogue weighs it against the party it has (State.childOfParty). A
// child who stays behind or does not come is no one; asked about ("my son
// is 7, can he come?") it is the question's; a child counted by the
// party's mix is read there.
func (p *parser) childTold(e *Entities) {
	c := p.child
	if c.parents == 0 || e.Guests > 0 || e.Children+e.Infants > 0 || e.PartOfParty || strings.ContainsAny(p.t.Raw, "?¿") {
		return // (asked about, "our son is 7, can he come?", the child is the question's)
	}
	join := false
	for i, t := range p.t.Tokens {
		switch w := t.Text; {
		case addNegations[w] || stayVerbs[w] && !placeNouns[p.t.Word(i+1)]:
			return // "our son can't come, he's 10", "our son is 10 but he stays at the hotel"
		case comeVerbs[w] || joinWords[w] && w != "mit" && w != "une" || tooWords[w]:
			join = true
		case (withWords[w] || w == "plus") && i < c.from && i >= c.from-2:
			join = true // "with our son of 10", "plus our daughter", "mit unserem Sohn"
		}
	}
	e.Parents = c.parents
	if join {
		e.Children, e.PartOfParty, e.KidsJoin = 1, true, true
	}
}
