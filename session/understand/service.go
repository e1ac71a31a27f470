package understand

import (
	"slices"
	"strings"

	"github.com/tourchat/tourchat/session/lang"
	"github.com/tourchat/tourchat/store"
)

// Services finds the service a visitor names, by its name or a keyword in
// any language, tolerating typos. Build one per catalog version and share it:
// it is read-only after NewServices.
type Services struct {
	set   *phraseSet
	order map[string]int // each service's place in the catalog
	// foreign holds the one-word keywords and the languages of the catalog
	// that give them, for the words another language uses otherwise
	// (falseFriends).
	foreign map[string][]string
	// nameParts holds, for a part of the day a tour's name holds ("night"
	// of "Fado Night", "abend" of "Fado-Abend"), the other words of those
	// names: beside one of them the part of the day names the tour, it is
	// no time the visitor asks for.
	nameParts map[string]map[string]bool
}

// NewServices indexes the names and keywords of a catalog.
func NewServices(svcs []store.Service) *Services {
	ps := newPhraseSet(true)
	ps.prefix = true
	ps.names, ps.ordinary = true, ordinaryWord
	order, foreign, nameParts := map[string]int{}, map[string][]string{}, map[string]map[string]bool{}
	for i, s := range svcs {
		order[s.ID] = i
		for l, kws := range s.Keywords {
			for _, kw := range strings.Split(kws, ",") {
				if kw = Fold(strings.TrimSpace(kw)); kw != "" && !strings.ContainsAny(kw, " -") && !slices.Contains(foreign[kw], l) {
					foreign[kw] = append(foreign[kw], l)
				}
			}
		}
		for _, name := range s.Name {
			ps.add(s.ID, name+"=3")
			addNameParts(nameParts, name)
		}
		for _, kws := range s.Keywords {
			for _, kw := range strings.Split(kws, ",") {
				if kw = strings.TrimSpace(kw); kw != "" {
					ps.add(s.ID, kw)
				}
			}
			addNameParts(nameParts, strings.ReplaceAll(kws, ",", " "))
		}
	}
	return &Services{set: ps, order: order, foreign: foreign, nameParts: nameParts}
}

// falseFriends are words of a language that a tour's keyword of another
// language spells too, with another meaning: the Portuguese "onde" (where)
// is the Italian "onde" (waves, the surf's), the Italian "prova" (a try)
// the Portuguese "prova" (a tasting). In a conversation in that language
// they name no tour, unless the catalog gives the word in that language.
var falseFriends = map[string]map[string]bool{
	"pt": wordSet("onde"),
	"it": wordSet("prova prove"),
}

// match returns the best service and its score; ties go to the first named.
// When the conversation is about another tour (current), a tour named only
// by single words of what tours include (inclusionWords) is not named.
func (s *Services) match(p *parser, current string) (string, float64) {
	if s == nil {
		return "", 0
	}
	scores := map[string]float64{}
	first := map[string]int{}
	var hits []hit
	found := s.set.find(p.t, p.used)
	own := OwnVessel(p.t.Words())
	for _, h := range found {
		// Fuzzy hits on words that are ordinary vocabulary ("tours" vs
		// "tour", "hours" vs "hour") are noise.
		if h.Fuzzy && commonWord(p.t.Tokens[h.At].Text) {
			continue
		}
		if p.guarded(h) {
			continue // "Olivia Bridges, olivia@...": the visitor's name, no "bridge"
		}
		if h.Fuzzy && p.contactAt >= 0 && h.At > 0 && p.t.Tokens[h.At].Upper && p.t.Tokens[h.At-1].Upper {
			// "Emma Collins, emma@...": a capitalised word after another,
			// beside contact details, is a name, not a misspelt tour
			// ("colinas"); German capitalises its nouns ("die Kajaktour")
			continue
		}
		// A city the visitors come from ("driving down from Porto",
		// "venimos de Oporto", "vindo do Porto") is a place, not the tour
		// it is a keyword of, when another tour is named or booked.
		if placeOfOrigin(p.t, h) && otherTour(p.t, found, h.Value, current) {
			continue
		}
		// A place word of a tour ("fiume", "the river", "la playa") in a
		// question about the tour in hand ("is it cold on the river in
		// the evening?" while the sail is booked) is where that tour goes,
		// not the tour it is a keyword of.
		if current != "" && h.Value != current && h.N == 1 && settingAsked(p.t, h.At) {
			continue
		}
		// A way of getting to the tour in hand ("we'll be walking from the
		// cruise terminal", "a pie desde el puerto", "zu Fuß vom Hafen")
		// names no tour: its verb and the place it starts from are how the
		// visitors arrive.
		if current != "" && h.Value != current && h.N <= 2 && arrivingWay(p.t, h.At+h.N-1) {
			continue
		}
		// A thing tours include that is a keyword of one ("la comida", "the
		// wine", "das Essen") asked about another tour the message names
		// ("¿la comida está incluida en la excursión a Sintra?", "gibt es
		// Wein auf dem Segeltörn?") is what is asked, not that tour.
		if inclusionHit(p.t, h) && strongOther(p.t, found, h.Value) {
			continue
		}
		// A tour's word in a clause of what the visitors do before or after
		// the tour in hand ("alle 22 che prima andiamo a vedere il
		// tramonto", "at 10pm, before that we'll watch the sunset") is
		// their own plan, not that tour.
		if current != "" && h.Value != current && h.N <= 3 && ownPlan(p, h.At) {
			continue
		}
		if h.N == 1 && aboard(p.t, h.At) {
			continue // "any drinks on board?": aboard the tour's vessel, not the surf's board
		}
		if h.N == 1 && walkVerb(p.t, h.At) {
			continue // "we don't walk much": walking, not the walking tour
		}
		if h.N == 1 && bringVerb(p, h.At) {
			continue // "porto mio nipote": I bring my grandson, no port wine
		}
		if h.N == 1 && own[h.At] {
			continue // "venimos en crucero", "back to the ship": how the visitors travel (OwnVessel)
		}
		if h.N <= 2 && wellAfoot(p.t, h.At) {
			continue // "nicht mehr so gut zu Fuß": how well one walks, not the walking tour
		}
		if w := p.t.Tokens[h.At].Text; h.N == 1 && falseFriends[p.lang][w] && !slices.Contains(s.foreign[w], p.lang) {
			continue // "onde fica?" in Portuguese asks where, it names no surf
		}
		scores[h.Value] += h.Weight
		if _, ok := first[h.Value]; !ok {
			first[h.Value] = h.At
		}
		hits = append(hits, h)
	}
	best, bestScore := "", 0.0
	for id, sc := range scores {
		if sc > bestScore || sc == bestScore && (first[id] < first[best] || first[id] == first[best] && s.order[id] < s.order[best]) {
			best, bestScore = id, sc
		}
	}
	p.named = p.named[:0]
	for _, h := range hits {
		// (a compound names its tour: "Kajak oder Segeltour?")
		if (!h.Fuzzy || h.Part) && !slices.Contains(p.named, h.Value) {
			p.named = append(p.named, h.Value)
		}
	}
	if current != "" && best != "" && best != current {
		weak := true
		for _, h := range hits {
			w := p.t.Tokens[h.At].Text
			if h.Value == best && (!inclusionHit(p.t, h) || outingJoined(p.t, h)) && !(h.N == 1 && vesselWords[w] && asking(p.t)) && !placeInReason(p.t, h) {
				weak = false
			}
		}
		if weak {
			// "e a água, vem incluída?" on the tuk-tuk: a thing it may
			// include, which names no other tour (nor two to weigh)
			p.named = p.named[:0]
			return "", 0
		}
	}
	// A word several tours share ("water" the kayak's and the sail's, so
	// "a water tour", "Wassertour", "something on the water") names none
	// of them alone: the best tours tie on the very same words. The
	// message names them all (Entities.Ambiguous), and the tour discussed
	// when it is one of them.
	if tied := s.tied(hits, scores, best); len(tied) > 1 {
		if !slices.Contains(tied, current) {
			p.named, p.ambiguous = tied, true
			for _, h := range hits {
				p.useRange(h.At, h.At+h.N-1)
			}
			return "", 0
		}
		best = current
	}
	for _, h := range hits {
		if h.Value == best {
			p.useRange(h.At, h.At+h.N-1)
		}
	}
	return best, bestScore
}

// ownPlan reports a word at i said in a clause of what the visitors do on
// their own before or after: a word of sequence ("before", "prima",
// "antes", "avant", "vorher", "after", "dopo", "depois") and a verb of
// watching ("we'll watch", "andiamo a vedere", "vamos a ver", "on va
// voir", "schauen wir uns ... an") within a few words before it, or the
// verb right after it ("vorher den Sonnenuntergang sehen"): a sight they
// see, where going somewhere after may well be another tour ("after the
// walk we'd like to go kayaking").
func ownPlan(p *parser, i int) bool {
	t := p.t
	seq, verb := false, false
	for k := i - 1; k >= 0 && k >= i-10 && !p.clauseBreak(k); k-- {
		w := t.Tokens[k].Text
		seq = seq || planSequence[w]
		verb = verb || planVerbs[w]
	}
	for k := i + 1; seq && !verb && k < len(t.Tokens) && k <= i+3 && !p.clauseBreak(k-1); k++ {
		verb = planVerbs[t.Tokens[k].Text]
	}
	return seq && verb
}

// planSequence (folded) place the visitors' own plan before or after the
// tour; planVerbs are its verbs of watching.
var (
	planSequence = wordSet("before beforehand first after afterwards prima dopo poi antes despues luego primero " +
		"avant apres d abord vorher davor danach zuerst nachher depois primeiro")
	planVerbs = wordSet("watch watching see seeing catch vedere guardare vediamo guardiamo ver mirar vemos " +
		"voir regarder schauen sehen anschauen ansehen angucken assistir")
)

// walkVerb reports the English "walk" said as the verb, after its subject,
// an auxiliary, a negation or "to": "we don't walk much", "I can't walk
// far", "we walk slowly" ("the walk", "a walking tour" still name it).
// The other languages name the walking tour with nouns.
// So is walking with difficulty: "has trouble walking", "struggles to
// walk", "walks with difficulty" (the knowledge's walkTrouble).
func walkVerb(t *Text, at int) bool {
	switch w := t.Tokens[at].Text; {
	case w == "walking" || w == "walk" || w == "walks":
		if walkTroubles[t.Word(at-1)] || t.Word(at-1) == "to" && walkTroubles[t.Word(at-2)] ||
			walkTroubles[t.Word(at+1)] || t.Word(at+1) == "with" && walkTroubles[t.Word(at+2)] {
			return true
		}
		if w == "walking" {
			return false
		}
	default:
		return false
	}
	return at > 0 && walkSubjects[t.Tokens[at-1].Text]
}

// wellAfoot reports a word at i that opens "on foot" ("zu Fuß", "a
// pie", "à pied", "a piedi", "a pé") right after how well or badly
// ("nicht mehr so gut zu Fuß", "schlecht zu Fuß", "ya no anda bien a
// pie", "plus très bien à pied", "non più bene a piedi", "mal a pé"):
// how well someone gets about, or a place easy to reach on foot ("gut zu
// Fuß erreichbar"), which names no tour.
func wellAfoot(t *Text, i int) bool {
	return footOpen[t.Word(i)] && wellWords[t.Word(i-1)]
}

var (
	footOpen  = wordSet("zu a on")
	wellWords = wordSet("gut schlecht sicher bien mal bene male bem good well badly")
)

var (
	walkSubjects = wordSet("i we you they he she t not never to can cannot could would will ll also still really")
	walkTroubles = wordSet("trouble difficulty difficulties struggle struggles struggling problems issues")
)

// bringVerb reports a tour's word said as a verb of bringing someone: the
// Italian "porto" (I bring, the food tour's port wine) before the people
// brought, a relative or people counted, with a possessive or an article
// between ("porto mio nipote di 10 anni", "porto i miei due figli", "porto
// la nonna"): the visitor's company, which names no tour.
func bringVerb(p *parser, at int) bool {
	t := p.t
	if !bringWords[t.Tokens[at].Text] {
		return false
	}
	for k := at + 1; k < len(t.Tokens) && k <= at+4 && !p.clauseBreak(k-1); k++ {
		w := t.Tokens[k].Text
		if relAdult[w] || relChild[w] || relChildren[w] || relTwo[w] || partyNoun(w) != "" {
			return true
		}
		if !possessive[w] && !pluralArticles[w] && !singularArticle[w] && numberWords[w] == 0 && !t.Tokens[k].Num {
			return false
		}
	}
	return false
}

// bringWords are verbs of bringing that a tour's keyword spells.
var bringWords = wordSet("porto")

// aboard reports "board" said as "on board": aboard whatever the tour goes
// out in, which names no tour (the surf's keyword is the board one rides).
func aboard(t *Text, at int) bool {
	return t.Tokens[at].Text == "board" && at > 0 && t.Tokens[at-1].Text == "on"
}

// inclusionHit reports a hit on one word of inclusionWords, or on a dish
// or a drink said in several words ("pastel de nata", "port wine", "vinho
// do porto"): a thing a tour may include, though a keyword of the food
// tour ("è vero che c'è un pastel de nata incluso?" on the walking tour).
func inclusionHit(t *Text, h hit) bool {
	if h.N == 1 {
		w := t.Tokens[h.At].Text
		// ("porto" after "de", "do", "di": "o porto la mia" is "I bring mine")
		return inclusionWords[w] || dishWords[w] && (w != "porto" || h.At > 0 && dishLinks[t.Tokens[h.At-1].Text])
	}
	for k := h.At; k < h.At+h.N && k < len(t.Tokens); k++ {
		if w := t.Tokens[k].Text; !inclusionWords[w] && !dishWords[w] && !dishLinks[w] {
			return false
		}
	}
	return true
}

// outingNouns are nouns of an outing that a thing tours include joins to
// name the tour it is the keyword of: "o roteiro de comida e vinhos", "la
// ruta de vinos", "the food tour", "la balade du vin".
var outingNouns = wordSet("tour tours trip roteiro passeio ruta paseo recorrido excursion visite balade sortie " +
	"giro gita fahrt ausflug")

// outingJoined reports a hit joined to an outing noun, before it (with a
// "de" between) or after it.
func outingJoined(t *Text, h hit) bool {
	k := h.At - 1
	if dishLinks[t.Word(k)] {
		k--
	}
	return outingNouns[t.Word(k)] || outingNouns[t.Word(h.At+h.N)]
}

// dishWords are the words (folded) of dishes and drinks that tours
// include, alone or in several words: "pastel de nata", "pastéis de nata",
// "port wine", "vinho do porto", "un verre de porto", "Portwein"; dishLinks
// join their words.
var (
	dishWords = wordSet("pastel pasteis pasteles nata natas port porto oporto portwein")
	dishLinks = wordSet("de do da di du")
)

// strongOther reports another tour than id named in the message by a hit
// that is neither fuzzy, nor a thing tours include, nor a place the
// visitors come from.
func strongOther(t *Text, hits []hit, id string) bool {
	for _, h := range hits {
		if h.Value != id && !h.Fuzzy && !inclusionHit(t, h) && !placeOfOrigin(t, h) {
			return true
		}
	}
	return false
}

// tied returns best and the tours that score as much on the very same
// tokens, in catalog order; just best when none does.
func (s *Services) tied(hits []hit, scores map[string]float64, best string) []string {
	if best == "" {
		return nil
	}
	spans := func(id string) []int {
		var out []int
		for _, h := range hits {
			if h.Value == id {
				out = append(out, h.At*64+h.N)
			}
		}
		slices.Sort(out)
		return slices.Compact(out)
	}
	want := spans(best)
	out := []string{best}
	for id, sc := range scores {
		if id != best && sc == scores[best] && slices.Equal(spans(id), want) {
			out = append(out, id)
		}
	}
	slices.SortFunc(out, func(a, b string) int { return s.order[a] - s.order[b] })
	return out
}

// ordinaryWord reports a word of the languages, which is never read as a
// misspelt tour word however near it is: a frequent word of the six
// languages (lang.IsCommonWord), one the readers know as something else
// (knownWord), or one of tourLookalikes.
func ordinaryWord(w string) bool {
	return lang.IsCommonWord(w) || knownWord(w) || tourLookalikes[w]
}

// tourLookalikes are ordinary words a slip away from words tours are named
// by (a letter added, dropped or swapped, a neighbouring key), folded, per
// language: "stand" is no "strand" (beach), "crise" no "cruise", "place"
// no "palace", "page" no "plage", "play" no "playa", "bord" no "board",
// "Fuß" no "Fluss", "cane" (a dog) no "canoe", "carta" no "cata", "sinta"
// no "Sintra", "vague" no "vagues". A variant of the tour's own word
// ("kayaks", "surfers", "veleiros") is not one of them.
var tourLookalikes = wordSet(
	// en
	"aqua bard bark barks boar boars bride brides cane canes caste comet comers convert fume fumes fuss huge hugely " +
		"manager managers musk page pages place places plague plate plates play plays port ports rear remark rover " +
		"rivet stand stands subset suffer surer toasting vague vile vole waiter waiters waking waster wafer wager wages " +
		// es
		"caja cajas cana canas cano comoda paria pote potro proa quina tala taba poro porton tapar bota " +
		// fr
		"bord bords crise cuise pente pentes pointe pointes rive rives voie voies parlais pliage panches plance " +
		// de
		"bach bett betten bucke krise mager segen stande welpen welken surren schliff verlosung kusine plagen plagte " +
		"akku akkus tags wate watet " +
		// it
		"bara coli crolli pone punte pronte rema strane storpia concetto converto paia panche " +
		// pt
		"colida manter moradores sinta singra colunas capinando")

// inclusionWords are things a tour includes or not (food, drinks, water)
// that are also keywords of a tour: "y la comida?" on the Sintra trip asks
// whether lunch is included, it does not ask for the food tour.
var inclusionWords = wordSet("food foods meal meals comida comidas comer cibo mangiare manger nourriture repas essen " +
	"cuisine cucina wine wines vino vinos vini vin vins wein vinho vinhos water agua eau wasser acqua drinks drink bebida " +
	"bebidas boissons getranke bevande snacks tapas petiscos")

// vesselWords name what a tour goes out in, which more than one tour may
// (a kayak is a boat too): asked about while another tour is discussed
// ("ist das ein Boot?", "what should we wear on the boat?", "¿hay que
// saber nadar para subir al barco?"), the word is that tour's; a request
// ("the boat trip instead", "Bootstour am Samstag") still names its tour.
var vesselWords = wordSet("boat boats ship barco barcos bateau bateaux boot boote schiff barca barche nave")

// asking reports a message that asks a question: a question mark.
func asking(t *Text) bool { return strings.ContainsAny(t.Raw, "?¿") }

// placeInReason reports whether a hit is a place where the visitors will be,
// said as a reason rather than asked for: "tomorrow we are in sintra", "we'll
// be at belem", "estamos en sintra", "on sera à sintra", "wir sind morgen in
// Sintra", "siamo a sintra", "estamos em sintra", or where some of them stay
// ("my parents stay on the beach", "se quedan en la playa", "bleibt am
// Strand": a tour's setting, settingWords), or where their lodging is
// ("our airbnb in alfama", "il nostro albergo a Belém"). While another tour is in the
// conversation, that does not ask for the tour of that place ("the sintra
// trip then" and "let's do sintra instead" still do).
func placeInReason(t *Text, h hit) bool {
	if h.N != 1 || !placeWords[t.Tokens[h.At].Text] && !settingWords[t.Tokens[h.At].Text] {
		return false
	}
	j := h.At - 1
	for j >= 0 && placeArticles[t.Tokens[j].Text] {
		j--
	}
	if j < 0 || !placePrepositions[t.Tokens[j].Text] {
		return false
	}
	if lodgingNouns[t.Word(j-1)] {
		// where the lodging is: "pick us up at our airbnb in alfama?",
		// "nuestro hotel en Belém", "unser Hotel in der Alfama"
		return true
	}
	// the verb of being there, a few words before ("wir sind morgen in"),
	// or in German after ("wir werden in Sintra sein"); "wir sind morgen den
	// ganzen Tag in Sintra" puts five words between
	for k := j - 1; k >= 0 && k >= j-5; k-- {
		if beingThere[t.Tokens[k].Text] {
			return true
		}
	}
	for k := h.At + 1; k < len(t.Tokens) && k <= h.At+2; k++ {
		if w := t.Tokens[k].Text; w == "sein" || w == "bleiben" || w == "ubernachten" {
			return true
		}
	}
	return false
}

// placePrepositions come before a place one is in; placeArticles may stand
// between ("in the", "no", "à la").
var (
	placePrepositions = wordSet("in at on en a em no na ao nel nella sul sulla ad im am au sur auf near around")
	placeArticles     = wordSet("the la le l o el lo")
	// beingThere are the verbs of being (or staying) somewhere; never a
	// verb of going or doing ("vamos a sintra" may ask for the trip).
	beingThere = wordSet("are re am m be been is staying stay sleeping spending " +
		"estamos estaremos estoy estare estar estan estaran alojados quedamos quedaremos " +
		"sommes serons sera est suis serai seront sont logeons dormons " +
		"sind bin seid ist sein wohnen ubernachten bleiben " +
		"siamo saremo sono saro stiamo staremo alloggiamo " +
		"estou estarei estarao ficamos ficaremos hospedados " +
		// staying behind ("the others stay at the beach", "los demás se
		// quedan en la playa", "die anderen bleiben am Strand")
		"stays quedan quedo queda quedaran restent restons reste resteront bleibt bleibe " +
		"restano resto resta rimangono rimaniamo ficam fico fica ficarao")
)

// commonWord reports whether w is a cue word of some intent or a date word,
// so it must not be read as a misspelt service keyword.
func commonWord(w string) bool {
	if _, ok := intentSet.byFirst[w]; ok {
		return true
	}
	_, wd := weekdayWords[w]
	_, mo := monthWords[w]
	_, dp := dayPartWords[w]
	return wd || mo || dp || peopleNouns[w] || coupleNouns[w] || numberWords[w] > 0 || carriedThings[w]
}

// carriedThings are what visitors bring or ride in, a stroller or a van:
// close in spelling to a tour's word ("passeggino", a pushchair, to
// "passeggiata"; "carrinha", a van, to "carrinho") but never a misspelt one.
var carriedThings = wordSet("stroller strollers pushchair pushchairs pram prams buggy buggies cochecito cochecitos " +
	"carrito carritos poussette poussettes kinderwagen passeggino passeggini carrozzina carrozzine carrinho carrinhos " +
	"van vans minivan minivans minibus shuttle furgoneta furgonetas camionnette camionnettes navette navettes " +
	"kleinbus transporter pulmino pulmini furgone furgoni navetta carrinha carrinhas")

// originWords say where someone comes from; weakOrigin prepositions do only
// after a verb of coming or being ("venimos de Oporto", "siamo di Porto").
var (
	originWords = wordSet("from desde depuis aus von vindo vindos vinda vindas")
	weakOrigin  = wordSet("de da do di du d")
	comingVerbs = wordSet("coming come comes came driving drive driven flying travelling traveling " +
		"venimos vengo vienen viene venir llegamos llego vamos somos soy " +
		"vient viens venons viennent venir arrivons arrive arrivent sommes suis " +
		"kommen komme kommt fahren " +
		"veniamo vengo vengono viene arriviamo arrivo siamo sono " +
		"viemos venho vem vimos chegamos chego sou")
)

// placeOfOrigin reports a hit on one place word said as where someone
// comes from: "from Porto", "desde Oporto", "depuis Porto", "aus Porto",
// "da Porto", "vindo do Porto", "on vient de Porto".
func placeOfOrigin(t *Text, h hit) bool {
	if h.N != 1 || !placeWords[t.Tokens[h.At].Text] {
		return false
	}
	j := h.At - 1
	if w := t.Word(j); w == "o" || w == "el" || w == "the" {
		j--
	}
	w := t.Word(j)
	if originWords[w] {
		return true
	}
	if !weakOrigin[w] {
		return false
	}
	for k := j - 1; k >= 0 && k >= j-3; k-- {
		if comingVerbs[t.Tokens[k].Text] || originWords[t.Tokens[k].Text] {
			return true
		}
	}
	return false
}

// settingWords are the places tours go (river, sea, beach); settingPreps
// say being there ("on the river", "sul fiume", "en el río").
var (
	settingWords = wordSet("river sea beach ocean rio mar playa oceano fleuve riviere mer plage " +
		"fluss meer strand ozean fiume mare spiaggia praia")
	settingPreps = wordSet("on in at by the en el sobre sur le au dans sul nel al sulla nella alla " +
		"auf dem am im no na ao em")
)

// settingAsked reports a place word at i said as where one is ("on the
// river", "sul fiume") in a question.
func settingAsked(t *Text, i int) bool {
	return settingWords[t.Word(i)] && settingPreps[t.Word(i-1)] && strings.Contains(t.Raw, "?")
}

// arrivalWords say how one gets somewhere (walking, on foot, coming);
// arrivalFrom are the words after them that say where from.
var (
	arrivalWords = wordSet("walking walk coming come heading foot " +
		"caminando andando viniendo llegando pie " +
		"marchant venant arrivant pied " +
		"fuss laufen gehen kommen laufend " +
		"camminando venendo arrivando piedi " +
		"caminhando vindo chegando pe")
	arrivalFill = wordSet("over down up back here there")
	arrivalFrom = wordSet("from desde depuis vom von aus dal dalla dallo dai da do de du des")
)

// arrivingWay reports a word at i that is a way of arriving followed by
// where from ("walking from", "a pie desde", "zu Fuß vom"), or one of
// the few words after such a where-from ("from the cruise terminal").
func arrivingWay(t *Text, i int) bool {
	if arrivalWords[t.Word(i)] && (arrivalFrom[t.Word(i+1)] || arrivalFill[t.Word(i+1)] && arrivalFrom[t.Word(i+2)]) {
		return true
	}
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		if arrivalFrom[t.Word(k)] && (arrivalWords[t.Word(k-1)] || arrivalFill[t.Word(k-1)] && arrivalWords[t.Word(k-2)]) {
			return true
		}
	}
	return false
}

// otherTour reports another tour than id named in the message by a hit
// that is no place of origin, or a tour other than id being booked.
func otherTour(t *Text, hits []hit, id, current string) bool {
	if current != "" && current != id {
		return true
	}
	for _, h := range hits {
		if h.Value != id && !h.Fuzzy && !placeOfOrigin(t, h) {
			return true
		}
	}
	return false
}

// addNameParts records, for each part of the day that a tour's name or
// keywords hold (a word, "night" of "Fado Night", or a phrase, "coucher du
// soleil"), keyed by its first word, the other words of the text.
func addNameParts(parts map[string]map[string]bool, text string) {
	t := Prepare(text)
	var spans [][2]int
	for _, h := range dayPartPhrases.find(t, nil) {
		spans = append(spans, [2]int{h.At, h.At + h.N - 1})
	}
	for k, tok := range t.Tokens {
		if dayPartWords[tok.Text] != "" {
			spans = append(spans, [2]int{k, k})
		}
	}
	for _, sp := range spans {
		key := t.Tokens[sp[0]].Text
		for j, o := range t.Tokens {
			if (j < sp[0] || j > sp[1]) && len(o.Text) > 2 && dayPartWords[o.Text] == "" {
				if parts[key] == nil {
					parts[key] = map[string]bool{}
				}
				parts[key][o.Text] = true
			}
		}
	}
}

// inTourName reports whether tokens from..to, a part of the day, are one
// of a tour's name or keywords said with another of its words within two
// words ("the fado night", "la noche de fado", "la soirée fado", "der
// Fado-Abend", "la serata di fado", "a noite de fado", "the sunset sail").
func (s *Services) inTourName(t *Text, from, to int) bool {
	if s == nil {
		return false
	}
	others := s.nameParts[t.Tokens[from].Text]
	if others == nil {
		return false
	}
	for k := max(from-2, 0); k <= min(to+2, len(t.Tokens)-1); k++ {
		if (k < from || k > to) && others[t.Tokens[k].Text] {
			return true
		}
	}
	return false
}
