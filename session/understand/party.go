package understand

import (
	"slices"
	"strconv"
	"strings"
)

// The party grammar: who is coming, counted from what people write.
//
//   - Counted nouns: "2 adults and 3 kids" (5: 2 adults, 3 children), "2
//     adultos y un niño", "3 adultes, 2 enfants et un bébé", "4 pax",
//     "3 tickets", "one spot". Adults, children and infants are the ticket
//     mix; teenagers count as adults, babies and toddlers as infants.
//   - The speaker and the people named with a possessive: "me and my wife"
//     (2), "me and my gf", "me, my wife and our 2 kids" (4: 2 adults, 2
//     children), "me and my 2 kids" (3: 1 adult, 2 children), "me and 3
//     friends" (4), "my wife, me and the baby" (3), "her parents" (2).
//   - The people asking counted after "us" or "for all": "für uns vier",
//     "para los tres", "pour tous les quatre", "per tutti e tre", "para
//     nós os três" (usCount, before the clock).
//   - A total: "for 4", "we are 5", "somos cinco", "on est 6", "wir sind zu
//     sechst", "siamo in 5", "party of 8", "family of 5", "school group of
//     25", "vierköpfige Familie". A total with children said after "with",
//     "davon", "con", "avec", "com" is their total: "family of 5 with 2
//     kids" is 5 (3 adults, 2 children).
//   - Words for one and two: "just me", "solo yo", "a couple", "nous deux".
//   - A correction says the new number first: "sorry, 3 not 2" is 3;
//     "actually make it 5", "mejor que sean 5", "doch lieber 5" are 5.
//   - A total stated beside the people named wins: "mi novio y yo el
//     viernes, o sea 2 personas", "mia madre e io ... lunedì per 2
//     persone", "zwei Paare, also vier Leute" (personsClause, statedTotal);
//     so does a "we are N" larger than the people named ("siamo in
//     cinque ... c'è mio nonno che ...", "somos 4 con mi mujer y
//     nuestro hijo": 4, weTotal). A price is no count of people: "até 30
//     euros cada, somos dois adultos e duas crianças" is 4.
//   - An age is never a party size: "is it ok for a 5 year old?", "mi hijo
//     tiene 7 años", "kids under 4 free?", "she's 4" (markSaidAges, before
//     the clock); an age beside a child joined to the people counted is
//     that child: "2 adulti e una bimba di 9 anni", "2 adults and a 7 year
//     old" (3 each). A list of ages ("de 8 e 10 anos", "aged 6 and 9", "2
//     Kinder (4 und 9)") is taken before the clock (markAgeLists): no
//     time, not even an option's hour, and no party; said of children
//     counted ("2 niños de 5 y 8 años") it asks nothing about one child.
//   - Children the speakers have, with no adult counted ("we have two kids
//     aged 4 and 7", "tenemos dos hijos", "our 2 kids", "a family with 2
//     kids", "Familie mit zwei Kindern") are part of a party
//     whose adults are not said: Guests 0, Children 2, PartOfParty; the
//     dialogue adds them to the adults it has (kidsOfSpeaker).
//   - One more person named in the list of the people counted: a relative
//     said like a name ("2 Erwachsene, Opa und 3 Kinder": 6) or a child
//     after a definite article ("2 adults and the little one", "la
//     petite", "die Kleine", "il bimbo": 3) (namedCompanion).
//   - The people asking counted, then people joined by "and" or "plus"
//     on top: "for two of us and our daughter" (3: 2 adults, 1 child),
//     "pour nous deux et notre fils", "the 3 of us plus my mum" (4), "wir
//     drei und Oma" (4), "somos dos y nuestro hijo" (3); a list with the
//     speaker restates the count: "the two of us, me and my wife" is 2
//     (usAndNamed, party_join.go).
//   - People who stay behind or do not come are no one coming: "we'll be
//     4, my parents stay at the hotel", "on sera 4, mes parents restent à
//     l'hôtel", "meine Eltern kommen nicht mit" (markStayBehind). "Only N"
//     after a correction or a "we are", or with "in the end", is the new
//     total, read before the clock: "doch nur 4", "wir sind doch nur 4",
//     "al final solo 4", "on ne sera que 4" (markOnlyTotal, onlyTotal).
//   - A child the speakers come with: "we're coming with our baby",
//     "venimos con nuestro bebé", "wir kommen mit unserem Baby": Guests 0,
//     Infants 1, PartOfParty and KidsJoin; the dialogue adds it on top of
//     the party known, or asks its adults (kidsComing).
//   - One child of the speakers told with an age and no party ("yes, our
//     son is 10", "nuestra hija de 9 también viene", "unser Sohn (10)
//     kommt mit"): its age is no time (markChildAge); Parents says the
//     adults its possessive says ("our": 2, "my": 1); said to come, the
//     child is Children 1, PartOfParty and KidsJoin; said alone, no party
//     by itself, and the dialogue weighs it against the party it has
//     (childTold).
//   - A party said without a number ("we are a big group", "somos unos
//     cuantos") is reported as UnreadParty, never guessed.

var (
	adultNouns = wordSet("adult adults adulto adultos adulte adultes erwachsene erwachsener erwachsenen adulti erw " +
		"grownups mayores grands grosse grossen grandi graudos teens teen teenagers teenager adolescentes adolescents " +
		"adolescente ados ado jugendliche jugendlichen adolescenti ragazzi seniors senior jubilados retraites " +
		"rentner anziani idosos")
	childNouns = wordSet("kid kids child children childs ninos nino ninas nina hijos hijas hijo hija peques " +
		"crios enfants enfant petits petites kinder kind kindern kleine kleinen bambini bambino bambina bambine " +
		"bimbi bimbo bimba bimbe figli figlio figlia figlie piccoli criancas crianca miudos miudo miuda miudas filhos filho filha filhas " +
		"little_ones nenes nenas crio cria madchen fille filles garcon garcons ragazzino ragazzina ragazzini ragazzine menino menina " +
		"meninos meninas sons daughters sohne tochter")
	infantNouns = wordSet("baby babies infant infants toddler toddlers bebe bebes neonato neonati neonata " +
		"kleinkind kleinkinder saugling sauglinge bebezinho")
	groupNouns = wordSet("group grupo groupe gruppe gruppo family familia famille familie famiglia schulklasse " +
		"klasse class classe turma party team equipo")
	subsetWords = wordSet("with con avec mit davon dont com including incl incluidos inclusi including di " +
		"among entre darunter")
	adjectives = wordSet("small little young older teenage pequenos pequenas petits jeunes kleine kleinen " +
		"piccoli piccole young grandes kleines other otros otras autres anderen altri altre outros outras")
	relAdult = wordSet("wife husband gf bf girlfriend boyfriend partner friend mom mum dad mother father sister " +
		"brother mujer esposa marido esposo novia novio pareja amigo amiga madre padre hermano hermana femme mari " +
		"copine copain conjoint conjointe ami amie mere pere frere soeur frau mann freundin freund partnerin mutter " +
		"vater bruder schwester moglie marito ragazza ragazzo compagno compagna amico amica mamma papa fratello " +
		"sorella mulher namorada namorado companheiro companheira mae pai irmao irma fidanzata fidanzato " +
		"suegra suegro nonna nonno grandma grandpa oma opa avo avó abuela abuelo grandmother grandfather granny " +
		"grandad granddad grossmutter grossvater mamie papi nonnina abuelita abuelito vovo " +
		"grandson granddaughter grandkid nieto nieta enkel enkelin enkelsohn enkeltochter nipote neto neta " +
		"cousin cousine vetter kusine cugino cugina uncle aunt tio tia oncle onkel zio zia tante " +
		"colleague colega collegue kollege kollegin collega boss jefe jefa chef cheffe chefin capo chefe " +
		"schwiegermutter schwiegervater suocera suocero sogra sogro " +
		// spouses said formally, and the in-laws
		"spouse epouse epoux ehefrau ehemann gatte gattin coniuge sposa sposo conyuge conjuge " +
		"cunado cunada beau_frere belle_soeur schwager schwagerin cognato cognata cunhado cunhada")
	relChild = wordSet("son daughter hijo hija fils fille sohn tochter figlio figlia filho filha kid child nino nina " +
		"bambino bambina crianca miudo miuda")
	relChildren = wordSet("kids children sons daughters hijos hijas ninos enfants kinder figli bambini filhos " +
		"criancas miudos")
	relTwo     = wordSet("parents padres parents eltern genitori pais grandparents abuelos grosseltern nonni avos")
	possessive = wordSet("my mi mis mon ma mes mein meine meinem meiner meinen mio mia miei mie il la meu minha unserem unserer " +
		"meus minhas our nuestros nuestras nuestro nuestra nos notre unsere unseren unser nostri nostro nostra " +
		"nossos nossas nosso nossa her his su sus sa ses son ihre ihren seine seinen sua suo suoi the o a os as")
	singularArticle = wordSet("a an un una une uma um ein eine einen einem einer")
	ageUnits        = wordSet("year years yr yrs yo ano anos an ans jahr jahre jahren jahrig jahrige jahriges jahrigen anni anno")
	underWords      = wordSet("under below menores moins unter sotto menos menor")
)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[strings.ReplaceAll(w, "_", " ")] = true
	}
	return m
}

// vagueParty are parties said without a number.
var vagueParty = listSet([]string{"a big group", "big group", "large group", "a few of us", "a bunch of us",
	"several of us", "lots of us", "grupo grande", "unos cuantos", "unas cuantas", "somos muchos", "somos varios",
	"grand groupe", "quelques uns", "quelques unes", "on est plusieurs", "nous sommes plusieurs",
	"nous sommes nombreux", "on est nombreux", "grosse gruppe", "ein paar leute", "wir sind mehrere",
	"wir sind viele", "viele leute", "gruppo numeroso", "gruppo grande", "in parecchi", "in tanti",
	"siamo tanti", "somos muitos", "somos varios", "um grupo grande"})

// correctionCues come before a new party size: "actually make it 5".
var correctionCues = listSet([]string{"make it", "actually", "mejor que sean", "que sean", "mejor", "finalement ce sera",
	"ce sera", "finalement", "doch lieber", "lieber", "doch", "anzi facciamo", "facciamo", "anzi", "afinal",
	"afinal sao", "afinal somos", "en fait",
	// imperatives and "then" that restate the size at the end of a message
	"make that", "change it to", "change to", "then", "so", "pon", "ponga", "pongamos", "entonces", "entonces seremos",
	"mettez", "mets", "mettons", "alors", "donc", "dann", "dann eben", "also", "sind wir", "metti", "mettiamo",
	"allora", "quindi", "ficam", "ficamos", "entao", "entao sao", "passa a", "passam a", "ponha", "poe"})

// partyNoun classifies a token as a noun of people: adult, child, infant,
// people (any), place (a ticket or seat) or "".
func partyNoun(w string) string {
	switch {
	case adultNouns[w]:
		return "adult"
	case infantNouns[w]:
		return "infant"
	case childNouns[w]:
		return "child"
	case placeNouns[w]:
		return "place"
	case peopleNouns[w] && w != "of":
		return "people"
	}
	return ""
}

// splitCount reads "4ppl", "4pax", "2pers" as a number and a people noun.
func splitCount(w string) (int, bool) {
	j := 0
	for j < len(w) && w[j] >= '0' && w[j] <= '9' {
		j++
	}
	if j == 0 || j > 2 {
		return 0, false
	}
	switch w[j:] {
	case "ppl", "pax", "pers", "p", "personas", "people", "persons", "adults", "kids":
		n, _ := strconv.Atoi(w[:j])
		return n, true
	}
	return 0, false
}

// countAt reads a count at token i for a noun of kind: digits, number
// words, and for one person an article ("a child", "un niño").
func (p *parser) countAt(i int, singular bool) (int, int, bool) {
	if i < 0 || i >= len(p.t.Tokens) || p.used[i] {
		return 0, i, false
	}
	w := p.t.Tokens[i].Text
	if len(w) >= 2 && len(w) <= 3 && w[len(w)-1] == 'x' && w[0] >= '1' && w[0] <= '9' {
		w = w[:len(w)-1] // "2x adults"
		if n, err := strconv.Atoi(w); err == nil {
			return n, i, true
		}
	}
	if p.t.Tokens[i].Num {
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 || n > 99 || len(w) > 2 {
			return 0, i, false
		}
		return n, i, true
	}
	if singularArticle[w] {
		if singular || w == "one" {
			return 1, i, true
		}
		return 0, i, false
	}
	// "twenty five": the compound ends at i.
	for s := max(i-2, 0); s <= i; s++ {
		if n, next, ok := p.t.numAt(s); ok && next == i+1 && n >= 1 && n <= 99 && !p.used[s] {
			return n, s, true
		}
	}
	return 0, i, false
}

// markAges takes the numbers that are ages: "a 5 year old", "7 años",
// "5 ans", "7 Jahre alt", "5-jähriges", "kids under 4", "menores de 4".
func (p *parser) markAges() {
	toks := p.t.Tokens
	for i, tok := range toks {
		if !ageUnits[tok.Text] && !strings.HasPrefix(tok.Text, "jahrig") && !strings.HasSuffix(tok.Text, "jahrig") &&
			!strings.HasSuffix(tok.Text, "jahrige") && !strings.HasSuffix(tok.Text, "jahriges") {
			if underWords[tok.Text] {
				k := i + 1
				if w := p.t.Word(k); w == "de" || w == "i" || w == "the" || w == "of" || w == "les" {
					k++
				}
				if k < len(toks) && (toks[k].Num || cardinalWords[toks[k].Text] > 0) {
					p.useRange(i, k)
				}
			}
			continue
		}
		if tok.Text == "an" && p.lang == "en" || tok.Text == "ano" && !p.t.Tokens[max(i-1, 0)].Num {
			continue
		}
		if i > 0 && (toks[i-1].Num || cardinalWords[toks[i-1].Text] > 0) {
			end := i
			if p.t.Word(i+1) == "old" || p.t.Word(i+1) == "alt" || p.t.Word(i+1) == "olds" {
				end = i + 1
			}
			p.useRange(i-1, end)
			if p.agedRelative(i - 1) {
				continue // "mia madre che ha 78 anni": the age of a person counted
			}
			if singularArticle[p.t.Word(i-2)] && p.joinedAt(i-2) {
				// "2 adults and a 7 year old": one more child of the party, by age.
				age, _, _ := p.t.numAt(i - 1)
				p.joinedAges = append(p.joinedAges, age)
				if w := p.t.Word(i - 3); subsetWords[w] {
					p.joinedSub++ // "family of 4 with a 6 year old": among the four
				}
				if w := p.t.Word(i - 3); andWords[w] || p.signAfter(i-3) {
					p.joinedAnd = true // "we are 2 and a 1 year old": on top of the two
				}
				p.used[i-2] = true
				continue
			}
			if w := p.t.Word(i - 2); possessive[w] && w != "a" && w != "the" && w != "o" && w != "un" && p.linked() {
				// "my husband and our 3 year old": a child of the party, by age.
				age, _, _ := p.t.numAt(i - 1)
				p.ageKids = append(p.ageKids, age)
				p.used[i-2] = true
				continue
			}
			if p.agesOfCounted(i - 1) {
				continue // "2 niños de 5 y 8 años": the ages of children counted, no question about one
			}
			p.ageSeen = true
		}
	}
}

// ageUnitAt reports a word for years of age at token i: "years", "años",
// "ans", "Jahre", "5-jährige", "anni", "anos".
func (p *parser) ageUnitAt(i int) bool {
	w := p.t.Word(i)
	if !ageUnits[w] && !strings.HasPrefix(w, "jahrig") && !strings.HasSuffix(w, "jahrig") &&
		!strings.HasSuffix(w, "jahrige") && !strings.HasSuffix(w, "jahriges") {
		return false
	}
	return !(w == "an" && p.lang == "en" || w == "ano" && !p.t.Tokens[max(i-1, 0)].Num)
}

// ageAt reports one number of one token at k that can be an age.
func (p *parser) ageAt(k int) bool {
	v, next, ok := p.t.numAt(k)
	return ok && next == k+1 && v >= 0 && v <= 99 && len(p.t.Tokens[k].Text) <= 2
}

// ageList returns the first token of the list of ages that ends at token
// end: "8 e 10", "6, 8 and 10", "5 y 8"; n is how many (0: none).
func (p *parser) ageList(end int) (from, n int) {
	if end < 0 || !p.ageAt(end) {
		return end, 0
	}
	from, n = end, 1
	for {
		k := from - 1
		if w := p.t.Word(k); k >= 1 && andWords[w] && w != "with" && w != "plus" && p.ageAt(k-1) &&
			!p.clauseBreak(k-1) {
			from, n = k-1, n+1
			continue
		}
		if k >= 0 && strings.TrimSpace(p.gap(k, from)) == "," && p.ageAt(k) {
			from, n = k, n+1
			continue
		}
		return from, n
	}
}

// ageListAfter returns the last token of the list of ages that starts at
// token k ("6 and 9", "5 e 8"), and how many (0: none).
func (p *parser) ageListAfter(k int) (to, n int) {
	if !p.ageAt(k) {
		return k, 0
	}
	to, n = k, 1
	for {
		j := to + 1
		if w := p.t.Word(j); andWords[w] && w != "with" && w != "plus" && p.ageAt(j+1) && !p.clauseBreak(to) {
			to, n = j+1, n+1
			continue
		}
		if j < len(p.t.Tokens) && strings.TrimSpace(p.gap(to, j)) == "," && p.ageAt(j) && p.ageUnitAt(p.listEnd(j)+1) {
			to, n = j, n+1
			continue
		}
		return to, n
	}
}

// listEnd is the last token of the list of numbers joined by "and" from k.
func (p *parser) listEnd(k int) int {
	for andWords[p.t.Word(k+1)] && p.ageAt(k+2) {
		k += 2
	}
	return k
}

// ageCues say that ages follow: "aged 6 and 9", "ages 4 and 7", "im Alter
// von 6 und 9", "di età 5 e 8", "com idades de 8 e 10".
var ageCues = wordSet("aged ages age edad edades alter eta idade idades")

// markAgeLists takes, before the clock and the options' hours read them,
// the numbers said as ages: before a word for years ("de 8 e 10 anos", "6
// und 9 Jahre alt", "7 et 12 ans", "a 10 year old"), after a word for age
// ("aged 6 and 9"), and a list in brackets or after a comma right after
// children ("2 Kinder (4 und 9)", "two kids, 6 and 9"). An age is never a
// time nor, by itself, a party: the party is the people counted.
func (p *parser) markAgeLists() {
	toks := p.t.Tokens
	take := func(from, to int) {
		for k := from; k <= to; k++ {
			if p.ageAt(k) || andWords[toks[k].Text] {
				p.used[k] = true
			}
		}
	}
	for i := range toks {
		switch {
		case p.ageUnitAt(i):
			if from, n := p.ageList(i - 1); n > 0 {
				take(from, i-1)
			}
		case ageCues[toks[i].Text]:
			k := i + 1
			if w := p.t.Word(k); w == "de" || w == "di" || w == "von" || w == "of" || w == "da" {
				k++
			}
			if to, n := p.ageListAfter(k); n > 0 {
				take(k, to)
			}
		case (childNouns[toks[i].Text] || relChildren[toks[i].Text] || boysGirls[toks[i].Text]) && ageCopulas[p.t.Word(i+1)]:
			// "the boys are 6 and 9", "los niños tienen 6 y 9", "die
			// Kinder sind 6 und 9", "os miúdos têm 6 e 9": two ages or
			// more said of the children, no time and no pick
			if to, n := p.ageListAfter(i + 2); n >= 2 {
				if v, _, _ := p.t.numAt(to); v <= 17 && (to+1 >= len(toks) || p.clauseBreak(to) || p.ageUnitAt(to+1)) {
					take(i+2, to)
				}
			}
		case childNouns[toks[i].Text] || relChildren[toks[i].Text] || teenNouns[toks[i].Text]:
			// "2 Kinder (4 und 9)", "two kids, 6 and 9", "two teenagers
			// (15 and 17)": a list closing there
			g := strings.TrimSpace(p.gap(i, i+1))
			if g != "(" && g != "," && g != ":" {
				continue
			}
			to, n := p.ageListAfter(i + 1)
			if n < 2 && g != "(" {
				continue
			}
			if to+1 < len(toks) && !strings.ContainsAny(p.gap(to, to+1), ")") && !p.clauseBreak(to) && !p.ageUnitAt(to+1) {
				continue // "2 kids, 5 and 3 adults" counts people
			}
			if v, _, _ := p.t.numAt(to); n > 0 && v <= 17 {
				take(i+1, to)
			}
		}
	}
}

// teenNouns are teenagers (folded): adults for the tickets, children once
// their ages are said right after them (agesAfter), and, counted beside
// adults, maybe the children whose ages were told before (Entities.Teens).
var teenNouns = wordSet("teens teen teenagers teenager adolescentes adolescente ados ado adolescents " +
	"jugendliche jugendlichen adolescenti ragazzi")

// agesAfter reports the ages taken right after the people noun at token i
// ("teenagers (15 and 17)", "teens, 14 and 16"; markAgeLists).
func (p *parser) agesAfter(i int) bool {
	return i+1 < len(p.t.Tokens) && p.used[i+1] && p.ageAt(i+1)
}

// ageCopulas say what the children are: "are", "tienen", "ont", "sind",
// "hanno", "têm" (folded).
var ageCopulas = wordSet("are re son tienen sont ont sind haben sono hanno sao tem")

// boysGirls are children said as boys or girls (folded); counted alone by
// the speakers they are grown friends (grownGroup).
var boysGirls = wordSet("boys girls chicos chicas garcons filles jungs jungen madels ragazzi ragazze rapazes raparigas " +
	"madchen meninas meninos miudas")

// oldestWords are the oldest of the children told: "the two oldest", "los
// dos mayores", "les deux grands", "die zwei Großen", "i due più grandi",
// "os dois mais velhos" (folded); comparativeWords make them comparatives ("más",
// "plus", "più", "mais").
var (
	oldestWords = wordSet("oldest eldest older elder bigger biggest big mayores grandes grands aines ainees grossen " +
		"grosseren alteren altesten grandi maggiori grandicelli velhos velhas crescidos crescidas maiores")
	comparativeWords = wordSet("more mas plus piu mais")
)

// oldestAt reads the oldest of the children at token i, an oldest word:
// a plural article, a count and the word ("the two oldest", "los dos
// mayores", "les 2 plus grands", "die zwei Älteren", "i due più grandi",
// "as duas mais velhas", "the two older ones"), or in English the word
// before the count ("the oldest two"). It returns how many, and the
// tokens from the count to the last word. Without the article ("2
// mayores y 2 niños") the word counts adults as before.
func (p *parser) oldestAt(i int) (n, from, to int, ok bool) {
	w := p.t.Word(i)
	if !oldestWords[w] && !(w == "ages" && p.t.Word(i-1) == "plus") || p.used[i] {
		return 0, 0, 0, false
	}
	to = i
	if p.t.Word(i+1) == "ones" {
		to = i + 1
	}
	j := i - 1
	if comparativeWords[p.t.Word(j)] {
		j--
	}
	if n, from, ok = p.countAt(j, false); ok && from == j && n >= 2 && n <= 9 && pluralArticles[p.t.Word(from-1)] {
		return n, from, to, true
	}
	if p.lang == "en" && p.t.Word(i-1) == "the" {
		if v, next, ok := p.t.numAt(i + 1); ok && next == i+2 && v >= 2 && v <= 9 && !p.used[i+1] {
			return v, i, i + 1, true // "the oldest two"
		}
	}
	return 0, 0, 0, false
}

// markOldest takes, before the clock reads "as duas" as 2 o'clock, the
// oldest of the children said by their count (oldestAt): p.oldest holds
// how many at the count's token, for readPartyMix.
func (p *parser) markOldest() {
	for i := range p.t.Tokens {
		if n, from, to, ok := p.oldestAt(i); ok {
			if p.oldest == nil {
				p.oldest = map[int]int{}
			}
			p.oldest[from] = n
			p.useRange(from, to)
		}
	}
}

// grownGroup reports the boys or girls counted at from..i as a group of
// grown friends, not children: "on est 8 filles pour un evjf", "8 filles
// samedi soir", "somos 6 meninas", "wir sind 8 Mädchen". Counted alone, with
// no possessive or article before the count ("mes 2 filles", "les 2
// filles"), no "with" ("avec 2 filles"), no "we have" ("j'ai 2 filles"), no
// ages after ("2 filles de 5 et 8 ans") and no one else of the party said
// ("2 adultes et 2 filles", "moi et 2 filles"), they are the speakers
// themselves.
func (p *parser) grownGroup(from, i int) bool {
	prev := p.t.Word(from - 1)
	if !boysGirls[p.t.Word(i)] || possessive[prev] || pluralArticles[prev] || subsetWords[prev] || p.ageSeen {
		return false
	}
	for _, h := range haveSet.find(p.t, nil) {
		if h.At+h.N == from {
			return false
		}
	}
	for k, tok := range p.t.Tokens {
		if k >= from && k <= i {
			continue
		}
		w := tok.Text
		if k > i && k <= i+4 && p.ageAt(k) && (p.used[k] || p.ageUnitAt(k+1)) {
			return false // "3 filles (5, 8 et 12)"
		}
		if meWords[w] && (w != "i" || p.lang == "en") {
			return false
		}
		// someone else counted or named: "2 adultes et 2 filles", "mon mari
		// et 2 filles"; "enterrement de vie de jeune fille" names no one
		prev := p.t.Word(k - 1)
		if (partyNoun(w) != "" || relAdult[w] || relChild[w] || relChildren[w] || relTwo[w]) && k > 0 &&
			(p.t.Tokens[k-1].Num || numberWords[prev] > 0 || possessive[prev] || pluralArticles[prev] ||
				singularArticle[prev] || andWords[prev]) {
			return false
		}
	}
	return true
}

// agesOfCounted reports ages (the last of them at token end) said of
// children counted right before: "2 niños de 5 y 8 años", "two kids aged 6
// and 9", "duas crianças de 4 e 9 anos". They tell how old the children
// counted are, and ask nothing about one child.
func (p *parser) agesOfCounted(end int) bool {
	from, n := p.ageList(end)
	if n == 0 {
		return false
	}
	k := from - 1
	if w := p.t.Word(k); w == "de" || w == "di" || w == "von" || w == "of" || w == "aged" || w == "da" {
		k--
	}
	w := p.t.Word(k)
	if !childNouns[w] && !relChildren[w] && !infantNouns[w] {
		return false
	}
	j := k - 1
	if adjectives[p.t.Word(j)] {
		j--
	}
	c, next, ok := p.t.numAt(j)
	if !ok && j >= 1 {
		c, next, ok = p.t.numAt(j - 1) // "twenty two"
	}
	return ok && next <= k && c >= 2 && c >= n
}

// myWords are the speaker's own possessives: "my", "mis", "mes", "meine",
// "miei", "meus".
var myWords = wordSet("my mi mis mon ma mes mein meine meinen meinem miei mie mio mia meu minha meus minhas")

// pluralArticles stand before children named without a number: "the
// kids", "los niños", "les enfants", "die Kinder", "i bambini", "os miúdos".
var pluralArticles = wordSet("the los las les die den i gli le os as")

// forPair reports two people booked for, said as one word of two after
// "for" and a possessive: "for my parents", "para mis abuelos", "pour mes
// grands-parents", "für meine Eltern", "per i miei genitori", "para os
// meus pais"; 2, or 0 when the message says no such thing.
func (p *parser) forPair() int {
	for i, tok := range p.t.Tokens {
		if !relTwo[tok.Text] {
			continue
		}
		j := i - 1
		if relPrefix[p.t.Word(j)] {
			j-- // "mes grands-parents"
		}
		if !possessive[p.t.Word(j)] || p.t.Word(j) == "the" {
			continue
		}
		j--
		if w := p.t.Word(j); w == "i" || w == "os" || w == "los" {
			j-- // "per i miei genitori", "para os meus pais"
		}
		if clauseFor[p.t.Word(j)] || p.t.Word(j) == "pros" || p.t.Word(j) == "aos" {
			return 2
		}
	}
	return 0
}

// kidsByAges counts the children named without a number at token i by
// the list of their ages right after them: in brackets ("the kids (9 and
// 12)", "les enfants (9 et 12 ans)"), after a comma or a colon with two
// ages or more or a unit ("los niños, 9 y 12"), or after a word of age
// ("the kids aged 9 and 12", "i bambini di 9 e 12 anni"). 0 when none.
func (p *parser) kidsByAges(i int) int {
	k := i + 1
	g := strings.TrimSpace(p.gap(i, k))
	cue := false
	if g == "" {
		if w := p.t.Word(k); (w == "im" || w == "with" || w == "con" || w == "avec" || w == "com") && ageCues[p.t.Word(k+1)] {
			k++ // "im Alter von 6 und 9", "com idades de"
		}
		if ageCues[p.t.Word(k)] {
			k, cue = k+1, true
		}
		if w := p.t.Word(k); w == "de" || w == "di" || w == "von" || w == "of" || w == "da" {
			k, cue = k+1, cue || k == i+1
		}
		if !cue {
			return 0
		}
	} else if g != "(" && g != "," && g != ":" {
		return 0
	}
	to, n := p.ageListAfter(k)
	for g == "(" && n > 0 && strings.TrimSpace(p.gap(to, to+1)) == "," {
		// "(6, 9 y 11)": the list goes on to the bracket
		t2, n2 := p.ageListAfter(to + 1)
		if n2 == 0 {
			break
		}
		to, n = t2, n+n2
	}
	if n == 0 {
		return 0
	}
	if v, _, _ := p.t.numAt(to); v > 17 {
		return 0
	}
	unit := p.ageUnitAt(to + 1)
	if g == "" && !unit && p.t.Word(k-1) != "aged" && !ageCues[p.t.Word(k-1)] && !ageCues[p.t.Word(k-2)] ||
		(g == "," || g == ":") && n < 2 && !unit {
		return 0 // "the kids of 2 families"; "the kids, 9": one number is no list
	}
	if to+1 < len(p.t.Tokens) && !unit && !strings.ContainsAny(p.gap(to, to+1), ")") && !p.clauseBreak(to) {
		return 0 // "the kids, 5 and 3 adults" counts people
	}
	return n
}

// haveSet say that the speakers have children: "we have two kids",
// "tenemos dos hijos", "on a deux enfants", "wir haben zwei Kinder",
// "abbiamo due bimbi", "temos dois miúdos".
var haveSet = listSet([]string{"we have", "we ve got", "we got", "i have", "i ve got", "tenemos", "tengo", "on a",
	"nous avons", "j ai", "wir haben", "ich habe", "ich hab", "abbiamo", "ho", "temos", "tenho"})

// familyNouns name a family: its children counted alone ("a family with 2
// kids") are some of it, its adults not said.
var familyNouns = wordSet("family familia famille familie famiglia")

// ownPossessives are the speakers' own: "our 2 kids", "nuestros dos hijos".
var ownPossessives = wordSet("our my mis nuestros nuestras mes nos meine meinen unsere unseren miei mie nostri " +
	"nostre meus minhas nossos nossas")

// kidsOfSpeaker reads children the speakers say they have, with no adult
// counted: "we have two kids aged 4 and 7", "our 2 kids", "tengo dos
// hijos", "abbiamo tre bambini di 5, 8 e 12 anni". They are some of the party,
// not all of it: the adults who have them are coming too, and how many
// the message does not say (Entities.PartOfParty).
func (p *parser) kidsOfSpeaker(e *Entities) {
	if e.Guests == 0 || e.Adults > 0 {
		return
	}
	family := false // "we're a family with 2 kids", "somos una familia con dos niños"
	for _, tok := range p.t.Tokens {
		family = family || familyNouns[tok.Text]
	}
	if !family && len(weSet.find(p.t, nil)) > 0 {
		return
	}
	toks := p.t.Tokens
	have := haveSet.find(p.t, nil)
	for k, tok := range toks {
		w := tok.Text
		infant := infantNouns[w]
		if !childNouns[w] && !relChildren[w] && !infant && !(teenNouns[w] && p.agesAfter(k)) {
			continue
		}
		j := k - 1
		if adjectives[p.t.Word(j)] {
			j--
		}
		// the count, read already by the mix: "two kids", "a baby"
		n, from, ok := 1, j, singularArticle[p.t.Word(j)] && !strings.HasSuffix(w, "s")
		if !ok && j >= 0 {
			var next int
			n, next, ok = p.t.numAt(j)
			ok = ok && next == j+1
		}
		if !ok || n != e.Guests || n != e.Children+e.Infants && e.Children+e.Infants > 0 {
			continue
		}
		own := family || ownPossessives[p.t.Word(from-1)]
		for _, h := range have {
			own = own || h.At+h.N == from
		}
		if !own {
			continue
		}
		e.Guests, e.Adults, e.PartOfParty = 0, 0, true
		if infant {
			e.Children, e.Infants = 0, n
		} else {
			e.Children, e.Infants = n, 0
		}
		return
	}
}

// fromAgeCues say where an age starts ("from 8"): "ab", "from",
// "starting", "desde", "dès", "dai", "dalle", "a partir de/dos/das".
var fromAgeCues = map[string]bool{"ab": true, "from": true, "starting": true, "desde": true, "des": true,
	"dai": true, "dalle": true, "dal": true}

// markFromAge reads "erst ab 8.", "only from 8.", "solo a partir de los
// 8.", "seulement à partir de 8.", "solo dai 8.", "só a partir dos 8." as
// an age when the last reply told a tour's minimum age (Context.AfterAge):
// a number up to 18 after a "from" word, with no clock cue (no unit,
// minutes, am/pm or part of the day) and ending its sentence, restates the
// age told; it is no time and no party. "ab 8 Uhr", "from 8am", "from
// 8:30" and "from 8 on Sunday" stay times.
func (p *parser) markFromAge() {
	if !p.afterAge {
		return
	}
	toks := p.t.Tokens
	for i := range toks {
		w, k := toks[i].Text, -1
		switch {
		case w == "a" && p.t.Word(i+1) == "partir":
			k = i + 2
			if x := p.t.Word(k); x == "de" || x == "dos" || x == "das" || x == "do" || x == "da" {
				k++
				if x == "de" && (p.t.Word(k) == "los" || p.t.Word(k) == "las") {
					k++
				}
			}
		case w == "partir" && p.t.Word(i-1) == "a":
			continue
		case fromAgeCues[w]:
			k = i + 1
			if w == "from" && p.t.Word(k) == "age" {
				k++
			}
		}
		if k < 0 || k >= len(toks) || p.used[k] || !toks[k].Num || len(toks[k].Text) > 2 {
			continue
		}
		n, next, ok := p.t.numAt(k)
		if !ok || n < 1 || n > 18 || next != k+1 {
			continue
		}
		if next < len(toks) && !strings.ContainsAny(p.gap(k, next), ".!?…;\n") {
			continue
		}
		p.useRange(i, k)
		p.ageSeen = true
	}
}

// markSaidAges takes, before the clock reads them, the numbers said as
// the age of a child or of someone named by a pronoun: "my son is 7", "mi
// hijo tiene 7", "she's 4", "il a 4 ans", "er ist 4", "lei ha 4", "ella
// tiene 4", "ela tem 4"; in a message about a child, also without the
// pronoun: "¿tienen silla para niños? tiene 3", "ha 3", "tem 3". Such a
// number is never a time (an option at 4 pm) nor a party.
func (p *parser) markSaidAges() {
	toks := p.t.Tokens
	child := false
	for _, tok := range toks {
		if childNouns[tok.Text] || relChild[tok.Text] || relChildren[tok.Text] || infantNouns[tok.Text] {
			child = true
		}
	}
	for i, tok := range toks {
		w, k, limit := tok.Text, -1, 99
		switch {
		case (relChild[w] || childNouns[w]) && ageVerbs[p.t.Word(i+1)]:
			k, limit = i+2, 17 // "my son is 7", "mein Sohn ist 7"
		case w == "shes" || w == "hes":
			k = i + 1 // "shes 4"
		case pronounAgeVerbs[w] != "" && strings.Contains(pronounAgeVerbs[w], " "+p.t.Word(i+1)+" "):
			k = i + 2 // "she's 4", "il a 4", "er ist 4", "lei ha 4", "ella tiene 4", "ela tem 4"
		case child && (w == "tiene" || w == "ha" || w == "tem") && (i == 0 || p.clauseBreak(i-1)):
			k, limit = i+1, 17 // "tiene 3": the child's age
		}
		if k < 0 || k >= len(toks) || p.used[k] {
			continue
		}
		n, next, ok := p.t.numAt(k)
		if !ok || n > limit || len(toks[k].Text) > 2 {
			continue
		}
		closes := next >= len(toks) || p.clauseBreak(next-1) || ageUnits[toks[next].Text] || andWords[toks[next].Text] ||
			toks[next].Text == "old" || toks[next].Text == "alt"
		if !closes {
			continue
		}
		if to, m := p.ageListAfter(k); m > 1 && to >= next {
			next = to + 1 // "our kids are 9 and 14": both ages
		}
		p.useRange(k, next-1)
		if k > i+1 {
			p.used[i+1] = true
		}
		p.ageSeen = true
	}
}

// pronounAgeVerbs are the verbs that say the age of someone named by a
// pronoun, each between spaces: "she's 4", "il a 4 ans", "er ist 4".
var pronounAgeVerbs = map[string]string{"she": " is s ", "he": " is s ", "il": " a ", "elle": " a ", "er": " ist ",
	"sie": " ist ", "lui": " ha ", "lei": " ha ", "el": " tiene ", "ella": " tiene ", "ele": " tem ", "ela": " tem "}

// joinedAt reports one more person said at token k, joined to people the
// message counted or named before it: "2 adults and a 7 year old", "2
// adulti e una bimba di 9 anni", "me and my wife, a kid of 6".
func (p *parser) joinedAt(k int) bool {
	prev := p.t.Word(k - 1)
	if !andWords[prev] && !joinPrepositions[prev] && !p.signAfter(k-1) && strings.TrimSpace(p.gap(k-1, k)) != "," {
		return false
	}
	toks := p.t.Tokens
	for j := 0; j+1 < k; j++ {
		if n, next, ok := p.t.numAt(j); ok && n >= 1 && n <= 60 && next < k &&
			(partyNoun(toks[next].Text) != "" || coupleNouns[toks[next].Text]) {
			return true
		}
	}
	for _, h := range weSet.find(p.t, nil) { // "family of 4 with a 6 year old"
		if n, next, ok := p.t.numAt(h.At + h.N); ok && n >= 1 && n <= 60 && next <= k-1 {
			return true
		}
	}
	return p.namesPeople(k)
}

// childThings follow a child noun that is no person: "a child seat", "a
// baby carrier", "a kid's menu".
var childThings = wordSet("seat seats carrier booster menu menus friendly discount discounts rate price prices fare " +
	"stroller pushchair buggy vest lifejacket helmet wetsuit size sizes carseat cot")

// agedRelative reports an age at token k that tells how old an adult
// relative named just before is: "mia madre che ha 78 anni", "my dad who
// is 80 years old", "mi abuela de 85 años".
func (p *parser) agedRelative(k int) bool {
	for j := k - 1; j >= max(k-4, 1); j-- {
		w := p.t.Word(j)
		if relAdult[w] && !relChild[w] && (possessive[p.t.Word(j-1)] || relPrefix[p.t.Word(j-1)] && possessive[p.t.Word(j-2)]) {
			return true
		}
		if j < k-1 && !relWords[w] && !ageVerbs[w] && w != "de" && w != "di" && w != "von" && w != "of" && w != "aged" {
			return false
		}
	}
	return false
}

// relWords introduce what is said of a person: "who is", "che ha", "que tiene".
var relWords = wordSet("who which que qui che der die das welche welcher")

// readParty sets Guests and the ticket mix, or UnreadParty. A total the
// message states ("ficamos 6", "6 in total", "insgesamt 6") wins over the
// people it counts on the way ("ah e mais 2 amigos, ficamos 6" is 6); the
// children it counts stay the children of that total.
func (p *parser) readParty(e *Entities) {
	p.markAges()
	p.markStayBehind(e) // "my parents stay at the hotel": no one more
	total := p.statedTotal()
	if total == 0 {
		total = p.personsClause()
	}
	if total == 0 {
		total = p.onlyGuests // "doch nur 4", "only 4 after all" (markOnlyTotal)
	}
	p.total = total
	p.markAdultsNamed() // "2 adults, mom and dad": who the adults are, no more people
	p.readPartyMix(e)
	if total == 0 {
		p.usAndNamed(e) // "for two of us and our daughter"
		p.kidsOfSpeaker(e)
		p.kidsComing(e) // "we're coming with our baby"
		p.childTold(e)  // "yes, our son is 10", "y viene nuestra hija de 9"
	}
	if total == 0 || e.Guests == total {
		return
	}
	kids := e.Children + e.Infants
	e.Guests = total
	if kids > 0 && kids < total {
		e.Adults = total - kids
	} else {
		e.Adults, e.Children, e.Infants = 0, 0, 0
	}
	out := e.Unread[:0]
	for _, u := range e.Unread {
		if u != UnreadParty {
			out = append(out, u)
		}
	}
	e.Unread = out
}

// personNouns count persons and nobody in particular.
var personNouns = wordSet("people persons ppl pax personas personnes personen persone pessoas")

// personsClause reads a count of persons said as a clause of its own ("…
// crociera lunedì 30, due persone", "pour ma femme, 2 personnes", "2
// people."): that is the whole party, whoever else the message names (a
// wife the surprise is for is one of the two). So is a count of persons
// anywhere in a message that names people, unless it is joined to them as
// more people ("me and my wife and 2 other people", "2 people and my
// son"): "io e mia moglie ... per 2 persone", "mi novio y yo, o sea 2
// personas", "zwei Paare, vier Personen". It does not take the tokens:
// readPartyMix still reads them. 0 when there is none.
func (p *parser) personsClause() int {
	toks := p.t.Tokens
	named := -1 // whether the message names people, read once when needed
	counts := 0
	for k := range toks {
		if _, next, ok := p.t.numAt(k); ok && next < len(toks) && personNouns[toks[next].Text] {
			counts++
		}
	}
	for k := range toks {
		n, next, ok := p.t.numAt(k)
		if !ok || n < 1 || n > 60 || next >= len(toks) || !personNouns[toks[next].Text] || p.used[k] {
			continue
		}
		starts := k == 0 || strings.ContainsAny(p.gap(k-1, k), ",.;:!?\n") || clauseFor[toks[k-1].Text] &&
			(k == 1 || strings.ContainsAny(p.gap(k-2, k-1), ",.;:!?\n"))
		ends := next+1 >= len(toks) || strings.ContainsAny(p.gap(next, next+1), ",.;:!?\n")
		if starts && ends {
			return n
		}
		if p.joinedCount(k, next) {
			continue
		}
		if named < 0 {
			named = 0
			if counts == 1 && p.namesPeople(len(toks)) {
				named = 1
			}
		}
		if named == 1 {
			return n
		}
	}
	return 0
}

// joinedCount reports a count of people at tokens k..next-1 (its noun at
// next) that adds people to others: "and 2 people", "+ 2 persons", "with
// 2 people", "2 people more", "2 people and my son".
func (p *parser) joinedCount(k, next int) bool {
	prev := p.t.Word(k - 1)
	if andWords[prev] || joinPrepositions[prev] || moreWords[prev] || otherWords[prev] || p.signAfter(k-1) {
		return true // "y 2 personas", "con otras 2 personas"
	}
	after := p.t.Word(next + 1)
	if p.clauseBreak(next) {
		return false
	}
	return andWords[after] || joinPrepositions[after] || moreWords[after] || after == "mais" ||
		after == "de" && p.t.Word(next+2) == "plus" || after == "in" && p.t.Word(next+2) == "piu" ||
		after == "a" && p.t.Word(next+2) == "mais" || p.signAfter(next)
}

// otherWords say the people counted are others: "otras 2 personas".
var otherWords = wordSet("other others otros otras autres andere anderen altri altre outros outras")

// joinPrepositions join people to others: "con", "avec", "mit", "com".
var joinPrepositions = wordSet("with con avec mit com")

// namesPeople reports whether the message names who is coming before
// token k (len(tokens) for the whole message): the speaker joined to
// someone ("me and", "y yo", "io e", as readPartyMix reads them), a
// relative or friend after a possessive ("mi novio", "il mio compagno"),
// parents, or couples ("zwei Paare", "a couple"). A lone "I" names no one.
func (p *parser) namesPeople(k int) bool {
	toks := p.t.Tokens
	for i := 0; i < k && i < len(toks); i++ {
		w := toks[i].Text
		if p.used[i] {
			continue
		}
		if meWords[w] && (w != "i" || p.lang == "en" || toks[i].Orig == "I") && (w != "io" || p.lang != "pt") &&
			(w != "eu" || p.lang == "pt") && (w != "me" || p.lang == "en") &&
			(andWords[p.t.Word(i+1)] || andWords[p.t.Word(i-1)] || p.signAfter(i) || p.signAfter(i-1)) {
			return true // "me and ...", "... y yo": the speaker with someone
		}
		if coupleNouns[w] {
			return true
		}
		rel := relAdult[w] || relChild[w] || relTwo[w] || infantNouns[w] && !strings.HasSuffix(w, "s")
		if rel && (possessive[p.t.Word(i-1)] || possessive[p.t.Word(i-2)] && relPrefix[p.t.Word(i-1)]) {
			return true
		}
	}
	for _, h := range pairSet.find(p.t, p.used) {
		if h.Value == "2" && h.At+h.N <= k {
			return true
		}
	}
	return false
}

// countedBefore reports people counted before token k: a number not yet
// read as something else ("2 amigos más"), or a number word before a
// people noun ("zwei Paare"). A price counts no one: "até 30 euros cada,
// somos dois adultos e duas crianças" says the party after it.
func (p *parser) countedBefore(k int) bool {
	toks := p.t.Tokens
	for j := 0; j < k; j++ {
		if p.used[j] {
			continue
		}
		if toks[j].Num {
			if currencyWords[p.t.Word(j+1)] || p.currencyNear(j) || strings.ContainsAny(p.gapAfter(j), "€$£") {
				continue
			}
			return true
		}
		if n, next, ok := p.t.numAt(j); ok && n >= 1 && next < k && (coupleNouns[toks[next].Text] || partyNoun(toks[next].Text) != "") {
			return true
		}
	}
	return false
}

// clauseFor may open a clause that counts persons: ", for 2 people".
var clauseFor = wordSet("for para pour fur per por pra")

// totalBefore come before a stated total ("in total 6", "ficamos 6",
// "insgesamt 6", "so 6 of us"); totalAfter follow one ("6 in total", "5 au
// total", "6 insgesamt", "5 in tutto", "6 ao todo").
var (
	totalBefore = listSet([]string{"in total", "total", "en total", "au total", "en tout", "insgesamt", "in summe",
		"in tutto", "in totale", "ao todo", "no total", "em total", "al todo", "ficamos", "ficamos em", "passamos a",
		"that makes", "so we re", "so we are", "so we ll be", "makes it", "eso hace", "en total somos", "en total seremos",
		"total somos", "ca fait", "ca nous fait", "au total on sera", "au total nous serons", "das macht", "das sind",
		"also sind wir", "dann sind wir", "sind wir dann", "fanno", "quindi siamo", "in tutto siamo", "diventiamo",
		"diventeremo", "ao todo somos", "no total somos", "entao somos", "somos entao"})
	totalAfter = listSet([]string{"in total", "total", "en total", "au total", "en tout", "insgesamt", "in summe",
		"in tutto", "in totale", "ao todo", "no total", "em total", "al todo", "all together", "altogether",
		"all in all", "zusammen", "personnes au total", "people in total", "people total", "persone in tutto",
		"personas en total", "pessoas ao todo", "pessoas no total", "personen insgesamt"})
)

// restateSet are the words that restate a total after people were counted.
var restateSet = listSet(weSayings, []string{"so", "then", "entonces", "pues", "asi que", "alors", "donc", "du coup",
	"dann", "also", "allora", "quindi", "entao", "logo", "so it s", "ficam", "ficamos", "ficaremos", "wir sind dann",
	"seriamos", "saremmo", "serions", "waren wir", "we d be"}, thatIsWords)

// thatIsWords restate what was said in other words: "me and my wife, that
// is 2 people", "o sea", "c'est-à-dire", "das heißt", "cioè", "ou seja".
var thatIsWords = []string{"that is", "that s", "which is", "which makes", "meaning", "o sea", "es decir", "osea",
	"c est a dire", "soit", "das heisst", "also insgesamt", "cioe", "ossia", "ovvero", "ou seja", "quer dizer",
	"isto e", "ou melhor"}

// restateConnectors are the words of restateSet that are no verb: "so 6"
// may still be a time.
var restateConnectors = wordSet("so then entonces pues asi_que alors donc du_coup dann also allora quindi entao logo so_it_s " +
	"that_is that_s which_is which_makes meaning o_sea es_decir osea c_est_a_dire soit das_heisst also_insgesamt " +
	"cioe ossia ovvero ou_seja quer_dizer isto_e ou_melhor")

// statedTotal reads a total the message states, and takes its tokens: a
// total cue and a number closing the message or its clause ("ficamos 6"),
// or a number before a total word ("6 in total"). 0 when none is said.
func (p *parser) statedTotal() int {
	toks := p.t.Tokens
	closes := func(k int) bool { // the number ends the message or its clause, or a people noun follows
		return k >= len(toks) || peopleNouns[toks[k].Text] && toks[k].Text != "of" || toks[k].Text == "of" && p.t.Word(k+1) == "us" ||
			strings.ContainsAny(p.gap(k-1, k), ",.;!?\n")
	}
	hits := totalBefore.find(p.t, p.used)
	for _, h := range restateSet.find(p.t, p.used) {
		// "we are", "seremos", "so", "dann" restate a total only after the
		// message counted or named people: "y 2 amigos más, seremos 6",
		// "mi mujer y yo ..., seríamos dos", "zwei Paare, also vier".
		if h.Value == "also" && p.lang != "de" && p.lang != "" {
			continue // English "also 2 kids" adds; German "also 4" restates
		}
		if p.countedBefore(h.At) {
			hits = append(hits, h)
			continue
		}
		// after people named only ("mi mujer y yo ..., seríamos dos"), the
		// number closes the clause or counts persons: not "so 2 kids"
		if n, next, ok := p.t.numAt(h.At + h.N); ok && n >= 1 && p.namesPeople(h.At) &&
			(next >= len(toks) || personNouns[toks[next].Text] || p.clauseBreak(next-1)) {
			hits = append(hits, h)
		}
	}
	for _, h := range hits {
		k := h.At + h.N
		if w := p.t.Word(k); w == "somos" || w == "seremos" || w == "sommes" || w == "serons" || w == "siamo" ||
			w == "saremo" || w == "sind" || w == "be" || w == "are" || w == "em" || w == "a" {
			k++
		}
		n, next, ok := p.t.numAt(k)
		if !ok || n < 1 || n > 60 || p.used[k] || !closes(next) || dayUnits[p.t.Word(next)] != 0 || currencyWords[p.t.Word(next)] {
			continue
		}
		end := next - 1
		if next < len(toks) && peopleNouns[toks[next].Text] {
			end = next
			if toks[next].Text == "of" {
				end++
			}
		}
		p.useRange(h.At, end)
		return n
	}
	for _, h := range totalAfter.find(p.t, p.used) {
		k := h.At - 1
		if k >= 0 && peopleNouns[toks[k].Text] && toks[k].Text != "of" {
			k-- // "6 people in total"
		}
		if k < 0 || p.used[k] {
			continue
		}
		n, next, ok := p.t.numAt(k)
		if !ok || next > h.At || n < 1 || n > 60 {
			continue
		}
		p.useRange(k, h.At+h.N-1)
		return n
	}
	return 0
}

// readPartyMix reads the party from the people the message counts.
func (p *parser) readPartyMix(e *Entities) {
	toks := p.t.Tokens
	// A correction says the new size first: "sorry, 3 not 2".
	for i := 0; i+2 < len(toks); i++ {
		if !toks[i].Num || p.used[i] || !negWords[toks[i+1].Text] && !(toks[i+1].Text == "e" && toks[i+2].Text == "nao") {
			continue
		}
		k := i + 2
		if toks[i+1].Text == "e" {
			k++
		}
		if k < len(toks) && toks[k].Num && !p.used[k] && len(toks) <= 8 {
			n, _ := strconv.Atoi(toks[i].Text)
			if n >= 1 && n <= 60 {
				p.useRange(i, k)
				e.Guests = n
				return
			}
		}
	}
	for _, h := range correctionCues.find(p.t, p.used) {
		k := h.At + h.N
		if w := p.t.Word(k); w == "somos" || w == "sera" || w == "seremos" || w == "we" && p.t.Word(k+1) == "are" {
			k++
		}
		n, next, ok := p.t.numAt(k)
		if !ok || n < 1 || n > 60 || p.used[k] {
			continue
		}
		// the count closes the message, or its clause ("make it 5, my
		// cousin is joining"), or says "of us" or names who comes after a
		// cue that sets the size ("make it 4 of us my brother in law is
		// coming too"): the new total
		if next == len(toks) || len(newTotalCues.find(p.t, nil)) > 0 && !moreWords[p.t.Word(next)] &&
			(p.clauseBreak(next-1) || p.t.Word(next) == "of" && p.t.Word(next+1) == "us" || possessive[p.t.Word(next)]) {
			if p.t.Word(next) == "of" && p.t.Word(next+1) == "us" {
				next += 2
			}
			p.useRange(h.At, next-1)
			e.Guests = n
			return
		}
	}
	// "je serai seul", "ich komme allein", "vou estar sozinha": a word for
	// alone after a first-person subject or verb is a party of one.
	for i, tok := range toks {
		if p.used[i] || !soloWords[tok.Text] {
			continue
		}
		if firstPerson[p.t.Word(i-1)] || firstPerson[p.t.Word(i-2)] {
			p.useRange(i, i)
			e.Guests = 1
			return
		}
	}
	var adults, children, infants, people, teens int
	defer func() { e.Teens = min(teens, e.Adults) }()
	subsetKids := 0
	companions, firstCount := 0, -1 // "3 friends" among the people; where the first count starts
	for i, tok := range toks {
		if p.used[i] && p.oldest[i] == 0 {
			continue
		}
		w := tok.Text
		kind := partyNoun(w)
		if w == "ones" && p.t.Word(i-1) == "little" || w == "ups" && p.t.Word(i-1) == "grown" {
			kind = map[string]string{"ones": "child", "ups": "adult"}[w]
		}
		if coupleNouns[w] {
			// "3 couples", "dos parejas", "zwei Paare": two each.
			if n, from, ok := p.countAt(i-1, false); ok && n <= 20 {
				people += 2 * n
				p.useRange(from, i)
			}
			continue
		}
		if n, ok := splitCount(w); ok {
			people += n
			p.used[i] = true
			continue
		}
		if o, ok := p.oldest[i]; ok {
			// "só os dois mais velhos e eu": people, the oldest of the
			// children told before (Entities.Oldest; markOldest took them)
			people += o
			e.Oldest += o
			if firstCount < 0 {
				firstCount = i
			}
			continue
		}
		if kind == "" {
			continue
		}
		if teenNouns[w] && p.agesAfter(i) {
			// "zwei Teenager (13 und 15)", "our two teens, 14 and 16": the
			// ages told make them children (under 18), as "2 Kinder (13
			// und 15)" are; without them teenagers count as adults
			kind = "child"
		}
		j := i - 1
		if w == "ones" || w == "ups" {
			j--
		}
		if j >= 0 && adjectives[p.t.Word(j)] && !p.used[j] {
			j--
		}
		singular := !strings.HasSuffix(w, "s") || w == "pers"
		n, from, ok := p.countAt(j, singular)
		if !ok && kind == "infant" && singular && (subsetWords[p.t.Word(i-1)] || strings.Contains(p.gap(i-1, i), "+")) {
			n, from, ok = 1, i, true // "couple + baby", "with baby"
		}
		if !ok && i+1 < len(toks) && toks[i+1].Num && !p.used[i+1] {
			// "adults: 2, kids: 1", "adults x2"
			if g := strings.TrimSpace(p.gap(i, i+1)); g == ":" || g == "=" || g == "-" {
				if v, err := strconv.Atoi(toks[i+1].Text); err == nil && v >= 1 && v <= 60 {
					n, from, ok = v, i, true
					p.used[i+1] = true
				}
			}
		}
		if !ok && i+1 < len(toks) && !p.used[i+1] && len(toks[i+1].Text) >= 2 && toks[i+1].Text[0] == 'x' {
			if v, err := strconv.Atoi(toks[i+1].Text[1:]); err == nil && v >= 1 && v <= 60 {
				n, from, ok = v, i, true
				p.used[i+1] = true
			}
		}
		if !ok {
			continue
		}
		if singularArticle[toks[from].Text] && (kind == "child" || kind == "infant") && !p.clauseBreak(i) &&
			(childThings[p.t.Word(i+1)] || p.t.Word(i+1) == "s" && childThings[p.t.Word(i+2)]) {
			continue // "a child seat", "a kid's menu": a thing for a child
		}
		if (p.ageSeen || askedAbout[w]) && !toks[from].Num && singularArticle[toks[from].Text] && !p.joinedAt(from) {
			p.useRange(from, i)
			continue // "is it ok for a 5 year old child?": a question about one child
		}
		if kind == "people" && singularArticle[toks[from].Text] && (subsetWords[p.t.Word(from-1)] || talkWords[p.t.Word(from-1)] ||
			realWords[p.t.Word(i+1)]) {
			continue // "hablar con una persona real": a person to talk to
		}
		if kind == "people" && singular && (toks[from].Text == "a" || toks[from].Text == "an") && !forWords[p.t.Word(from-1)] {
			continue // "quanto costa a persona?", "€25 a person": a price per person
		}
		if looseNouns[w] && singularArticle[toks[from].Text] {
			continue // "eine große Gruppe"
		}
		if kind == "place" && singularArticle[toks[from].Text] && p.placeForThing(i) {
			continue // "a place to park", "una plaza de aparcamiento", "a spot for 3 people": no one more
		}
		if kind == "place" && n > 2 && !toks[from].Num && ambiguousNumberWords[toks[from].Text] {
			continue
		}
		if kind == "place" || kind == "people" {
			// "4 places", but "2 places" in French is also "2 seats"; either way people.
			people += n
			if companionNouns[w] {
				companions += n
			}
		}
		if kind == "child" && p.grownGroup(from, i) {
			kind = "people" // "on est 8 filles", "somos 6 meninas": friends
			people += n
		} else if (kind == "people" || kind == "adult") && boysGirls[w] && ownPossessives[p.t.Word(from-1)] {
			// "my 2 girls and me", "nuestros 2 chicos", "meine 2 Jungs": the speakers' children
			if kind == "people" {
				people -= n
			}
			kind = "child"
		}
		if firstCount < 0 {
			firstCount = from
		}
		sub := subsetWords[p.t.Word(from-1)] || subsetWords[p.t.Word(from-2)] && possessive[p.t.Word(from-1)]
		switch kind {
		case "adult":
			adults += n
			if teenNouns[w] {
				teens += n
			}
		case "child":
			children += n
			if sub {
				subsetKids += n
			}
		case "infant":
			infants += n
			if sub {
				subsetKids += n
			}
		}
		p.useRange(from, i)
	}
	for _, age := range p.joinedAges { // "2 adults and a 7 year old"
		if firstCount < 0 {
			firstCount = len(toks)
		}
		if age <= 3 {
			infants++
		} else {
			children++
		}
	}
	subsetKids += p.joinedSub
	// "ein Paar" (a couple) but not "ein paar Leute" (a few people).
	for i, tok := range toks {
		if tok.Orig == "Paar" && p.t.Word(i-1) == "ein" && children+infants == 0 {
			e.Guests = 2
			p.useRange(i-1, i)
			return
		}
		// "vierköpfige Familie", "eine 6-köpfige Familie"
		if k := strings.Index(tok.Text, "kopfig"); k >= 0 {
			if n, ok := cardinalWords[tok.Text[:k]]; ok && k > 0 {
				e.Guests = n
				p.used[i] = true
				return
			}
			if k == 0 && i > 0 && toks[i-1].Num {
				if n, _ := strconv.Atoi(toks[i-1].Text); n > 0 && n < 60 {
					e.Guests = n
					p.useRange(i-1, i)
					return
				}
			}
		}
	}
	// The speaker and the people named with a possessive.
	speaker, explicit := false, false
	relA, relC, relI := 0, 0, 0
	counted := map[string]bool{} // the relatives counted, by their word
	listed := firstCount >= 0 || p.hasMeAnd() || p.namesPeople(len(toks))
	for i, tok := range toks {
		w := tok.Text
		if meWords[w] && !p.used[i] && (w != "i" || p.lang == "en" || tok.Orig == "I") && (w != "io" || p.lang != "pt") &&
			(w != "eu" || p.lang == "pt") && (w != "me" || p.lang == "en") ||
			w == "mi" && p.lang == "es" && !p.used[i] && clauseFor[p.t.Word(i-1)] && andWords[p.t.Word(i+1)] { // "para mí y mis padres"
			speaker, explicit = true, true
			p.used[i] = true
			continue
		}
		if relChildren[w] && !p.used[i] && possessive[p.t.Word(i-2)] {
			// "our two daughters", "mis 2 hijos": a counted relation.
			if n, from, ok := p.countAt(i-1, false); ok && from == i-1 && n <= 20 {
				relC += n
				p.useRange(from, i)
				continue
			}
		}
		if (relChildren[w] || childNouns[w] || boysGirls[w]) && !relChild[w] && !p.used[i] &&
			(possessive[p.t.Word(i-1)] || pluralArticles[p.t.Word(i-1)] || andWords[p.t.Word(i-1)]) {
			// "my husband, me and the kids (9 and 12)", "moi et les
			// enfants (9 et 12 ans)": the children counted by their ages
			if n := p.kidsByAges(i); n > 0 {
				relC += n
				counted[w] = true
				p.used[i] = true
				speaker = speaker || myWords[p.t.Word(i-1)] // "my kids (6 and 9)": the speaker's
				continue
			}
		}
		if kind, from := p.namedCompanion(i, listed); kind != "" {
			// "2 Erwachsene, Opa und 3 Kinder", "2 adults and the little one"
			switch kind {
			case "adult":
				relA++
			case "child":
				relC++
			default:
				relI++
			}
			p.useRange(from, i)
			continue
		}
		if p.used[i] || !possessive[p.t.Word(i-1)] && !(possessive[p.t.Word(i-2)] && relPrefix[p.t.Word(i-1)]) {
			continue
		}
		if counted[w] {
			// "per me e mio marito. Mio marito ha ...", "my friend and my
			// friend's wife": one person said again
			p.used[i] = true
			continue
		}
		if relTwo[w] || relAdult[w] || relChild[w] || infantNouns[w] {
			counted[w] = true
		}
		switch {
		case relTwo[w]:
			relA += 2
		case relChild[w] && !relAdult[w]:
			relC++
		case relChild[w] && (w == "hijo" || w == "hija" || w == "figlio" || w == "figlia" || w == "filho" || w == "filha"):
			relC++
		case relChildren[w]:
			continue // "my kids" without a number: unknown how many
		case infantNouns[w]:
			relI++
		case relAdult[w]:
			relA++
		default:
			continue
		}
		p.used[i] = true
		if possessive[p.t.Word(i-1)] && p.t.Word(i-1) != "a" && p.t.Word(i-1) != "o" && p.t.Word(i-1) != "the" {
			speaker = speaker || p.t.Word(i-1) == "my" || p.t.Word(i-1) == "mi" || p.t.Word(i-1) == "mon" ||
				p.t.Word(i-1) == "ma" || strings.HasPrefix(p.t.Word(i-1), "mein") || p.t.Word(i-1) == "mio" ||
				p.t.Word(i-1) == "mia" || p.t.Word(i-1) == "meu" || p.t.Word(i-1) == "minha"
		}
	}
	// "io e lui", "me and him", "yo y ella", "ich und du": the speaker and
	// one person said by a pronoun. A pronoun that is also an article or a
	// possessive ("her", "el") counts only closing the message or a clause.
	for i := 0; i+2 < len(toks); i++ {
		if !andWords[toks[i+1].Text] || toks[i+1].Text == "with" || toks[i+1].Text == "plus" {
			continue
		}
		pr := -1
		switch {
		case meWords[toks[i].Text] && partnerPronouns[toks[i+2].Text]:
			pr = i + 2
		case partnerPronouns[toks[i].Text] && meWords[toks[i+2].Text]:
			pr = i
		}
		if pr < 0 || p.used[pr] || pr == i+2 && ambiguousPronouns[toks[pr].Text] && pr+1 < len(toks) &&
			!strings.ContainsAny(p.gap(pr, pr+1), ",.;!?\n") {
			continue
		}
		speaker, explicit = true, true
		relA++
		p.useRange(i, i+2)
	}
	named := relC + relI
	for k, age := range p.ageKids {
		if k < named {
			continue // "our son, 6 years old": the age is a named child's
		}
		if age <= 3 {
			relI++
		} else {
			relC++
		}
	}
	// "me + 2", "yo + 3"
	for i, tok := range toks {
		if (meWords[tok.Text] || tok.Text == "myself") && i+1 < len(toks) && toks[i+1].Num && !p.used[i+1] &&
			strings.Contains(p.gap(i, i+1), "+") {
			if n, err := strconv.Atoi(toks[i+1].Text); err == nil && n >= 1 && n < 60 {
				p.useRange(i, i+1)
				e.Guests = n + 1
				return
			}
		}
	}
	// "somos 3 más yo", "we are 3 plus me", "2 + moi": the speaker on top.
	for i, tok := range toks {
		if !tok.Num || p.used[i] || i+2 >= len(toks) || !meWords[toks[i+2].Text] || p.used[i+2] && !speaker {
			continue
		}
		if w := toks[i+1].Text; w != "plus" && w != "mas" && w != "piu" && w != "mais" && !p.signAfter(i) {
			continue
		}
		if i+3 < len(toks) && !strings.ContainsAny(p.gap(i+2, i+3), ",.;!?\n") {
			continue
		}
		if n, err := strconv.Atoi(tok.Text); err == nil && n >= 1 && n < 60 {
			p.useRange(i, i+2)
			e.Guests = n + 1
			return
		}
	}
	// "we are 2 students and my mom", "wir sind 2 Rentner und unser Enkel":
	// the speaker is one of the people counted, the relatives come on top.
	// So in "2 adults and our son"; but "my wife and 2 friends" is four.
	among := !explicit && firstCount >= 0 && (adults > 0 || people > companions || p.weBefore(firstCount))
	if (speaker || among && relA+relC+relI > 0) && relA+relC+relI+adults+children+infants+people > 0 &&
		(relA+relC+relI > 0 || p.hasMeAnd()) && (!p.ageSeen || named > 0) && p.linked() {
		a := 1 + relA + adults
		if among {
			a--
		}
		e.Guests = a + relC + children + relI + infants + people
		if wt := p.weTotal(); wt > e.Guests {
			// "siamo in cinque ... c'è mio nonno che cammina piano", "somos
			// 3 con mi suegra": the people named are
			// among the total the message states.
			kids := relC + children + relI + infants
			e.Guests = wt
			if kids > 0 {
				e.Adults, e.Children, e.Infants = wt-kids, relC+children, relI+infants
			}
			return
		}
		if relC+children+relI+infants > 0 {
			e.Adults, e.Children, e.Infants = a+people, relC+children, relI+infants // "we are 3 teachers and our son": 3 adults
		}
		return
	}
	if n := p.forPair(); n > 0 && relA == 2 && relC+relI == 0 && adults+children+infants+people == 0 {
		// "for my parents", "für meine Eltern (beide über 70)": the two
		// booked for, the writer not said to come ("for me and my
		// parents" is 3, read above)
		e.Guests = n
		return
	}
	couple := false
	for _, h := range pairSet.find(p.t, p.used) {
		couple = h.Value == "2"
	}
	if !couple {
		for i, tok := range toks {
			if tok.Text == "paar" && p.t.Word(i-1) == "ein" && tok.Orig == "Paar" {
				couple = true
			}
		}
	}
	total := p.readGuests()
	if couple && total <= 2 && adults == 0 && people == 0 && children+infants > 0 {
		// "a couple with 2 kids", "una pareja con un bebé": two adults and the children.
		e.Guests = 2 + children + infants
		e.Adults, e.Children, e.Infants = 2, children, infants
		return
	}
	sum := adults + children + infants + people
	switch {
	case total > 0 && adults == 0 && people == 0 && subsetKids == 0 && children+infants > 0 && p.andBefore():
		// "somos 2 y un bebé": the baby comes on top of the two.
		e.Guests = total + children + infants
		e.Adults, e.Children, e.Infants = total, children, infants
		return
	case total > 0 && subsetKids > 0 && subsetKids < total && adults == 0:
		// "family of 5 with 2 kids": the kids are among the five.
		e.Guests = total
		e.Children, e.Infants = children, infants
		e.Adults = total - children - infants
		return
	case total > 0 && people > 0 && subsetKids > 0 && adults == 0 && subsetKids < people:
		// "Familie mit 5 Personen, davon 2 Kinder"
		e.Guests = people
		e.Children, e.Infants = children, infants
		e.Adults = people - children - infants
		return
	case sum > 0 && subsetKids > 0 && people > subsetKids && adults == 0:
		e.Guests = people
		e.Children, e.Infants = children, infants
		e.Adults = people - children - infants
		return
	case sum > 0:
		e.Guests = sum
		if total > sum && people == 0 {
			e.Guests = total
		}
		if adults+children+infants > 0 && people == 0 {
			e.Adults, e.Children, e.Infants = adults, children, infants
			if e.Guests > sum {
				e.Adults += e.Guests - sum
			}
		}
		return
	case total > 0:
		e.Guests = total
		return
	}
	if len(vagueParty.find(p.t, p.used)) > 0 {
		e.Unread = append(e.Unread, UnreadParty)
	}
}

// bareRelatives are the relatives a family names like a name, without a
// possessive: "2 Erwachsene, Opa und 3 Kinder", "2 adults, grandma and 2
// kids", "mamie et 2 enfants", "nonna e 2 bambini", "avó e 2 crianças".
var bareRelatives = wordSet("grandma granny grandpa grandad granddad gran mom mum dad mommy daddy oma opa omi opi " +
	"mama papa mami papi maman mamie papy mae pai mamae papai pepe mamma nonna nonno avo vovo abuela abuelo abuelita abuelito yaya yayo")

// littleOnes name one child after a definite article: "the little one",
// "la niña", "la petite", "die Kleine", "il bimbo", "a miúda".
var littleOnes = wordSet("petite petit kleine kleiner kleinste piccola piccolo piccolina piccolino pequena pequeno " +
	"pequenina pequenino peque pequenita chiquita chiquito nene nena bimbo bimba bambino bambina menina menino " +
	"miuda miudo crio cria madchen junge kind kid child nino nina enfant garcon fille ragazzino ragazzina figlio " +
	"figlia filho filha hijo hija fils sohn tochter son daughter boy girl bub")

// defArticles stand before one person named: "the", "la", "die", "il", "a".
var defArticles = wordSet("the el la le l il lo o a der die das den")

// namedCompanion reads one person named in the list of the people coming
// (listed: the message counts or names people) at token i: a relative said
// like a name ("Oma", "grandma", "mamie", "nonna", "avó"), an adult, or a
// child or baby after a definite article ("the little one", "la petite",
// "die Kleine", "il bimbo", "el bebé"), joined to the others by "and", a
// comma or "with" and closing its phrase ("la petite balade" is no
// child). Relatives after a possessive are read by readPartyMix. It
// returns the kind (adult, child, infant) and the first token.
func (p *parser) namedCompanion(i int, listed bool) (string, int) {
	toks := p.t.Tokens
	if !listed || p.used[i] {
		return "", 0
	}
	w, prev := toks[i].Text, p.t.Word(i-1)
	kind, from := "", i
	switch {
	case bareRelatives[w] && !possessive[prev] && !relPrefix[prev] && !defArticles[prev]:
		kind = "adult"
	case w == "one" && prev == "little" && defArticles[p.t.Word(i-2)] && !p.used[i-2]:
		kind, from = "child", i-2
	case defArticles[prev] && !p.used[i-1] && (littleOnes[w] || infantNouns[w] && !strings.HasSuffix(w, "s")):
		if possessive[prev] && (relChild[w] || relAdult[w] || infantNouns[w]) {
			return "", 0 // "la niña", "the baby": read with the possessives
		}
		kind, from = "child", i-1
		if infantNouns[w] {
			kind = "infant"
		}
	case bareRelatives[w] && defArticles[prev] && !possessive[prev] && !p.used[i-1]:
		kind, from = "adult", i-1 // "die Oma", "le papy"
	default:
		return "", 0
	}
	if !p.joinedPhrase(from, i) {
		return "", 0
	}
	return kind, from
}

// joinedPhrase reports a phrase of one person (tokens from..to) joined to
// others by "and", "with", a comma or a sign, before or after it, and
// closing there: the message goes on with another person, a clause, an
// age, "please" or nothing.
func (p *parser) joinedPhrase(from, to int) bool {
	toks := p.t.Tokens
	if to+1 < len(toks) && !p.clauseBreak(to) {
		n := toks[to+1].Text
		age := (n == "de" || n == "di" || n == "von" || n == "of" || n == "aged") && p.t.Word(to+2) != "" && toks[min(to+2, len(toks)-1)].Num
		if !andWords[n] && !joinPrepositions[n] && !tooWords[n] && !partyClosers[n] && !toks[to+1].Num && !age && !p.signAfter(to) &&
			strings.TrimSpace(p.gap(to, to+1)) != "(" {
			return false
		}
	}
	before := from > 0 && (andWords[p.t.Word(from-1)] || joinPrepositions[p.t.Word(from-1)] || p.signAfter(from-1) ||
		strings.TrimSpace(p.gap(from-1, from)) == ",")
	after := to+1 < len(toks) && (andWords[toks[to+1].Text] || p.signAfter(to) || strings.TrimSpace(p.gap(to, to+1)) == ",")
	return before || after
}

// weTotal reads a total said as "we are N" with no people counted after
// it ("siamo in cinque", "we are 4, my mum...", "somos cinco y ...",
// "wir sind zu viert"); 0 when there is none. It takes no tokens.
func (p *parser) weTotal() int {
	toks := p.t.Tokens
	for _, h := range weSet.find(p.t, nil) {
		k := h.At + h.N
		if w := p.t.Word(k); w == "in" || w == "zu" {
			k++
		}
		n, next, ok := p.t.numAt(k)
		if z, zu := zuWords[p.t.Word(k)]; zu && p.t.Word(k-1) == "zu" {
			n, next, ok = z, k+1, true
		}
		if !ok || n < 1 || n > 60 || p.used[k] {
			continue
		}
		if next < len(toks) && !p.clauseBreak(next-1) {
			w := toks[next].Text
			if partyNoun(w) != "" || coupleNouns[w] || moreWords[w] || w == "mais" || w == "of" || dayUnits[w] != 0 ||
				currencyWords[w] || p.signAfter(next-1) {
				continue // "we are 2 adults", "somos 3 más mi madre", "4 of us": counted elsewhere
			}
		}
		return n
	}
	return 0
}

// companionNouns are people who come with the speaker: "3 friends and my
// sister" counts the speaker on top, "2 students and my mom" does not.
var companionNouns = wordSet("friends amigos amigas amis amies freunde freundinnen amici amiche others otros otras " +
	"autres andere altri outros colleagues colegas collegues kollegen colleghi companeros companeras kolleginnen " +
	"colleghe classmates mates lads buddies pals gals chavales chavalas copines copains potes kumpels kumpel amigues " +
	"compagni compagne")

func init() {
	for w := range companionNouns {
		peopleNouns[w] = true // "8 mates", "6 copines", "wir sind 5 Kumpels"
	}
}

// weBefore reports a "we are" saying before token k: "we are 2 students
// and my mom", "somos 3 amigos y mi hermana".
func (p *parser) weBefore(k int) bool {
	for _, h := range weSet.find(p.t, nil) {
		if h.At < k && h.At+h.N <= k {
			return true
		}
	}
	return false
}

// partnerPronouns name one more person after "me and": "io e lui", "me and
// her", "yo y él", "moi et toi", "ich und sie", "eu e ela"; ambiguousPronouns
// are also articles or possessives ("her sister", "el niño").
var (
	partnerPronouns   = wordSet("him her he she you u lui lei elle toi ella el ele ela voce vc tu te ti ihm ihr sie er du dich")
	ambiguousPronouns = wordSet("her el sie ihr er tu te u")
)

// relPrefix come between a possessive and a relative: "my little
// brother", "ma grand-mère", "ma belle-mère", "mon petit-fils".
var relPrefix = wordSet("little new grand grands petit petite belle beau")

// coupleNouns count two people each.
var coupleNouns = wordSet("couples parejas paare coppie casais")

// ageVerbs say an age after a child: "is 7", "tiene 7", "a 7 ans".
var ageVerbs = wordSet("is s tiene tienen a ont ist sind ha hanno tem")

// askedAbout are nouns of one person a question is often about.
var askedAbout = wordSet("year old")

// talkWords and realWords frame a person to talk to, not a party.
var (
	talkWords = wordSet("to a speak talk hablar parler sprechen parlare falar mit")
	realWords = wordSet("real reale reelle vraie echte echten vera humana humano humaine human")
)

// looseNouns are people nouns that are also adjectives ("eine große
// Gruppe"): they count people only after a number.
var looseNouns = wordSet("grosse grossen grands grandi mayores kleine kleinen petits petites piccoli graudos")

// linked reports whether the message joins people with "and", "with" or a
// comma: "me and my wife", "my wife, me and the baby". An Italian or
// Portuguese "è", "é" is "is", not "and": "mia nonna è in sedia a rotelle"
// says something of the grandmother and adds no one.
func (p *parser) linked() bool {
	for i, tok := range p.t.Tokens {
		if thereIs(p.t, i, p.lang) || tok.Text == "e" && !isVerbE(tok.Orig) && !p.personAfter(i) {
			// "mia moglie e incinta", "a minha mulher e gravida": an "è",
			// "é" typed without its accent says something of the person;
			// "and" joins people ("mia moglie e io", "e i bambini", "e 2 amici").
			continue
		}
		if andWords[tok.Text] && !isVerbE(tok.Orig) || tok.Text == "con" || tok.Text == "avec" || tok.Text == "mit" || tok.Text == "com" || tok.Text == "y" {
			if p.personAfter(i) || i > 0 && p.personWord(i-1) {
				return true
			}
			// "meine Frau ist Vegetarierin, etwas ohne Fleisch und Fisch?",
			// "my wife is vegetarian, no meat and no fish": an "and" between
			// things joins no one to the person said.
			continue
		}
		if tok.Text == "+" {
			return true
		}
	}
	return strings.Contains(p.t.Raw, "+") || strings.Contains(p.t.Raw, "&")
}

// thereIs reports the "e" of the Italian "c'è" written without its
// accent ("c'e un bagno?") and the "y" of the French "il y a", "y a-t-il"
// ("il y a des toilettes ?"): "there is", not "and".
func thereIs(t *Text, i int, lang string) bool {
	switch t.Word(i) {
	case "e":
		return t.Word(i-1) == "c"
	case "y":
		return t.Word(i-1) == "il" || t.Word(i+1) == "a" && (t.Word(i+2) == "t" || lang == "fr")
	}
	return false
}

// personAfter reports a person after token i, past articles and
// possessives: a relative, a noun of people, a pronoun, a number.
func (p *parser) personAfter(i int) bool {
	for j := i + 1; j < len(p.t.Tokens) && j <= i+3; j++ {
		w := p.t.Word(j)
		switch {
		case p.t.Tokens[j].Num, meWords[w], partnerPronouns[w], relAdult[w], relChild[w], relChildren[w], relTwo[w],
			adultNouns[w], childNouns[w], infantNouns[w], peopleNouns[w], companionNouns[w], numberWords[w] > 0, littleOnes[w], bareRelatives[w]:
			return true
		case possessive[w], singularArticle[w], w == "i", w == "gli", w == "le", w == "os", w == "as", w == "nostri", w == "nostre":
		default:
			return false
		}
	}
	return false
}

// personWord reports a word for a person at token j: a relative, a noun
// of people, a pronoun, a number.
func (p *parser) personWord(j int) bool {
	w := p.t.Word(j)
	return p.t.Tokens[j].Num || meWords[w] || partnerPronouns[w] || relAdult[w] || relChild[w] || relChildren[w] || relTwo[w] ||
		adultNouns[w] || childNouns[w] || infantNouns[w] || peopleNouns[w] || companionNouns[w] || numberWords[w] > 0 ||
		littleOnes[w] || bareRelatives[w]
}

// isVerbE reports an "e" written with its accent: "è", "é" ("is").
func isVerbE(orig string) bool {
	return orig == "è" || orig == "é" || orig == "È" || orig == "É"
}

// andBefore reports an and-word before a counted child or baby.
func (p *parser) andBefore() bool {
	if p.joinedAnd {
		return true
	}
	for i, tok := range p.t.Tokens {
		if (childNouns[tok.Text] || infantNouns[tok.Text]) && (andWords[p.t.Word(i-2)] || andWords[p.t.Word(i-3)] ||
			p.signAfter(i-2) || p.signAfter(i-3)) {
			return true
		}
	}
	return false
}

// hasMeAnd reports "me and 3 friends" style messages: the speaker joined
// to a counted group.
func (p *parser) hasMeAnd() bool {
	for i, tok := range p.t.Tokens {
		if meWords[tok.Text] && (andWords[p.t.Word(i+1)] || andWords[p.t.Word(i-1)] || p.signAfter(i) || p.signAfter(i-1)) {
			return true
		}
		if meWords[tok.Text] && i+1 < len(p.t.Tokens) && strings.TrimSpace(p.gap(i, i+1)) == "," && bareRelatives[p.t.Word(i+1)] {
			return true // "me, mom and dad"
		}
	}
	return false
}

// signAfter reports a "+" or "&" written between token i and the next:
// "me + 3 friends", "moi & 2 amis".
func (p *parser) signAfter(i int) bool {
	toks := p.t.Tokens
	if i < 0 || i+1 >= len(toks) {
		return false
	}
	gap := p.t.Raw[toks[i].Start+len(toks[i].Orig) : toks[i+1].Start]
	return strings.ContainsAny(gap, "+&")
}

// soloWords mean "alone"; firstPerson are the subjects and verb forms that
// say the visitor is the one alone.
var (
	soloWords   = map[string]bool{"alone": true, "solo": true, "sola": true, "seul": true, "seule": true, "allein": true, "alleine": true, "sozinho": true, "sozinha": true}
	firstPerson = map[string]bool{"i": true, "im": true, "ll": true, "je": true, "serai": true, "suis": true, "viens": true,
		"ich": true, "bin": true, "komme": true, "reise": true, "yo": true, "voy": true, "soy": true, "estoy": true, "ire": true, "vengo": true,
		"io": true, "sono": true, "saro": true, "vado": true, "eu": true, "vou": true, "estou": true, "serei": true, "sou": true, "estarei": true}
)

// More people after the party is known: "oh my friend is coming too", "viene
// un amigo más", "ma copine vient aussi", "viene anche un mio amico", "vem
// mais um amigo", "mein Kumpel kommt auch mit", "one more", "two more",
// "+1", "my sister and her husband too". Entities.MoreGuests holds how many
// join; the dialogue adds them to the party it has.
var (
	// tooWords say the people named come on top: "too", "aussi", "auch".
	tooWords = wordSet("too also aswell aussi egalement tambien tb tmb tbn auch noch dazu anche pure tambem tbm")
	// joinWords say someone comes along.
	joinWords = wordSet("coming comes come join joins joining tag tagging bring bringing viene vienen venir " +
		"une suma apunta traer traigo vient viennent venir rejoint rejoindre amene amener kommt kommen mitkommen " +
		"mit bringe mitbringen vengono unisce aggiunge porto portare vem vao vai junta levar levo")
	// joinAlone say someone joins without a "too": "are joining us", "se apunta", "si aggiunge".
	joinAlone = wordSet("join joins joining tag tagging une suma apunta rejoint rejoindre aggiunge unisce junta mitkommen")
	// moreWords follow or precede the number of people who join: "one
	// more", "un amigo más", "uno in più", "einer mehr", "mais um".
	moreWords = wordSet("more mas plus mehr piu extra")
	// joinerNouns are one person who may join besides the relatives.
	joinerNouns = wordSet("kumpel kumpels buddy bestie pal someone somebody alguien quelqu copain pote potes " +
		"jemand qualcuno alguem persona personne person pessoa")
	// orWords: "más o menos", "more or less", "mais ou menos" are no one more.
	orWords = wordSet("o or ou oder")
	// addNegations: "my friend is not coming" takes no one away here.
	addNegations = wordSet("not no isn doesn won aren cannot cant couldn nobody pas ne n jamais nadie nunca nicht kein keine " +
		"niemand nie non mai nao")
)

// readPartyAddition sets Entities.MoreGuests. A stated total ("so we are
// 3") is the party itself and wins.
func (p *parser) readPartyAddition(e *Entities) {
	toks := p.t.Tokens
	if e.KidsJoin {
		return // "we're coming with our baby too": the baby, read by kidsComing
	}
	if p.total > 0 {
		return // "2 friends are joining, so 5 of us": the total is the party
	}
	if e.Guests > 0 && p.hasMeAnd() {
		return // "mi hermana y yo y 2 personas más": the speaker with everyone
	}
	if len(toks) == 0 || len(toks) > 16 || len(weSet.find(p.t, nil)) > 0 || len(totalBefore.find(p.t, nil)) > 0 ||
		len(totalAfter.find(p.t, nil)) > 0 || p.newTotalSaid() {
		return
	}
	var too, join, more, strongJoin bool
	for i, tok := range toks {
		switch w := tok.Text; {
		case addNegations[w] || w == "t" && p.t.Word(0) != "t":
			return
		case tooWords[w]:
			too = true
		case w == "une" && p.t.Word(i-1) != "se":
			// Spanish "se une" joins; French "une personne" is one person
		case joinWords[w]:
			join = true
			strongJoin = strongJoin || joinAlone[w]
		case moreWords[w]:
			more = true
		}
	}
	count := func(i int) (int, bool) {
		if i < 0 || i >= len(toks) {
			return 0, false
		}
		if toks[i].Num {
			n, err := strconv.Atoi(toks[i].Text)
			return n, err == nil && n >= 1 && n < 20
		}
		if n, ok := numberWords[toks[i].Text]; ok {
			return n, n >= 1 && n < 20
		}
		if singularArticle[toks[i].Text] || toks[i].Text == "uno" || toks[i].Text == "einer" {
			return 1, true
		}
		return 0, false
	}
	person := func(w string) bool {
		return relAdult[w] || relChild[w] || joinerNouns[w] || peopleNouns[w] || companionNouns[w] ||
			childNouns[w] || infantNouns[w]
	}
	n := 0
	// "+1", "+2": alone, or with a few words
	if toks[0].Num && strings.HasSuffix(strings.TrimSpace(p.t.Raw[:toks[0].Start]), "+") && len(toks) <= 6 {
		n, _ = count(0)
	}
	for i := 0; n == 0 && i < len(toks); i++ {
		w := toks[i].Text
		switch {
		case (more && moreWords[w] && (w != "plus" || p.lang == "en") || w == "mais" && p.lang == "pt") &&
			!orWords[p.t.Word(i+1)] && !orWords[p.t.Word(i+2)]:
			// "one more", "un amigo más", "einer mehr", "uno in più", "mais um amigo", "plus one";
			// not "más o menos", "one more thing", "plus one question"
			next := i + 1
			if _, ok := count(i + 1); ok && w != "more" && w != "mehr" && w != "piu" && w != "mas" {
				next = i + 2
			}
			if next < len(toks) && !p.clauseBreak(next-1) && !person(toks[next].Text) && !joinWords[toks[next].Text] &&
				!tooWords[toks[next].Text] && !partyClosers[toks[next].Text] && !fragmentFillers[toks[next].Text] {
				continue
			}
			if k, ok := count(i + 1); ok && w != "more" && w != "mehr" && w != "piu" && w != "mas" {
				n = k
			} else if k, ok := count(i - 1); ok {
				n = k
			} else if k, ok := count(i - 2); ok && (person(p.t.Word(i-1)) || p.t.Word(i-1) == "in") {
				n = k
			} else if k, ok := count(i - 3); ok && person(p.t.Word(i-1)) && relPrefix[p.t.Word(i-2)] {
				n = k
			}
		case w == "de" || w == "en":
			// "une personne de plus", "deux amis en plus"
			if p.t.Word(i+1) == "plus" && p.lang == "fr" {
				if k, ok := count(i - 1); ok {
					n = k
				} else if k, ok := count(i - 2); ok && person(p.t.Word(i-1)) {
					n = k
				}
			}
		}
	}
	if n == 0 && !too && !more && strongJoin && e.Children+e.Infants > 0 {
		return // "my wife and our 2 kids are joining": a party with its mix
	}
	if n == 0 && (join && (too || more || strongJoin) || too && !join) {
		// the people named: "my friend", "ma copine", "my sister and her husband"
		for i := 0; i < len(toks); i++ {
			w := toks[i].Text
			if meWords[w] && !(w == "i" && join) {
				return // "me and my wife too" restates the party
			}
			if k, ok := count(i + 1); usWords[w] && ok && k > 1 || k > 1 && ok && p.t.Word(i+2) == "of" && p.t.Word(i+3) == "us" {
				// "we'd like the food tour too, just the two of us parents",
				// "aussi la visite, juste nous deux les parents": the people
				// counted with "us" are the party, who they are said beside
				return
			}
			if k, ok := count(i); ok && toks[i].Num || ok && numberWords[w] > 1 {
				if forWords[p.t.Word(i-1)] {
					// "gibt's noch was für 2 Personen?" ("noch": still), "is
					// there anything for 2 people too?": the party asked
					// for, not people on top of it
					return
				}
				if person(p.t.Word(i + 1)) {
					n += k
					i++
				}
				continue
			}
			switch {
			case relTwo[w]:
				n += 2
			case relAdult[w] || relChild[w] || joinerNouns[w] || infantNouns[w] && !strings.HasSuffix(w, "s"):
				n++
			}
		}
	}
	if n > 0 && n < 20 {
		e.MoreGuests = n
		e.Guests, e.Adults, e.Children, e.Infants = 0, 0, 0, 0
	}
}

// parkingThings are what a place with an article is for when it is no
// place on a tour: "a place to park", "une place de parking", "un posto
// auto", "a spot for the bikes", "un sitio para las maletas".
var parkingThings = wordSet("park parking parken parkplatz aparcar aparcamiento estacionar estacionamento " +
	"parcheggio parcheggiare garer sosta car cars auto coche coches carro carros voiture voitures wagen " +
	"bike bikes bici bicicleta bicicletas velo velos fahrrad fahrrader moto motorbike scooter camper " +
	"luggage bag bags suitcase suitcases maleta maletas equipaje bagages valise valises gepack koffer " +
	"bagagli valigia valigie bagagem mala malas")

// placeForThing reports a place noun at i that is no place on a tour: one
// for a thing or a purpose ("a place to park", "einen Platz zum Parken",
// "un posto per parcheggiare", "una plaza de aparcamiento", "a place
// where we can park"), or the capacity of a place said with its people ("a
// place for 3 people": the three are the party, not one more). "Una
// plaza para el sábado", "une place pour moi", "un posto sul kayak" are
// places on a tour.
func (p *parser) placeForThing(i int) bool {
	next := p.t.Word(i + 1)
	switch {
	case parkingThings[next]:
		return true // "posto auto", "place parking"
	case next == "to" || next == "zum" || next == "zur" || next == "zu" || next == "where" || next == "donde" ||
		next == "wo" || next == "dove" || next == "onde" || next == "um" && p.lang == "de":
		return true
	case next == "de" || next == "di" || next == "da" || next == "do" || next == "du" || next == "des" || next == "del":
		return parkingThings[p.t.Word(i+2)]
	case forWords[next] && next != "x":
		k := i + 2
		if n, _, ok := p.t.numAt(k); ok && n >= 1 {
			return true // "a place for 3 people", "un posto per 4"
		}
		w := p.t.Word(k)
		// an infinitive: "para aparcar", "pour garer", "per lasciare"
		for _, suf := range []string{"ar", "er", "ir", "re"} {
			if p.lang != "en" && len(w) >= 5 && strings.HasSuffix(w, suf) && !possessive[w] && !meWords[w] {
				return true
			}
		}
		if possessive[w] || w == "the" || w == "our" || w == "el" || w == "la" || w == "le" || w == "o" || w == "a" || w == "il" || w == "das" || w == "den" || w == "die" {
			w = p.t.Word(k + 1)
		}
		if parkingThings[w] {
			return true // "a spot for the car", "una plaza para el coche"
		}
		if w == "se" || w == "nous" || w == "uns" || w == "ci" {
			return true // "une place pour se garer", "un posto per ci ..."
		}
	}
	return false
}

// uncertainCues open a party said as two numbers ("we're 2 or 3", "somos 2
// o 3", "nous serons 2 ou 3", "wir sind 2 oder 3", "siamo in 2 o 3",
// "seremos 2 ou 3", "for 2 or 3"); uncertainNouns close one ("2 or 3 of
// us", "2 o 3 personas", "2 ou 3 personnes", "2 oder 3 Leute").
var (
	uncertainCues = wordSet("are re were be somos seremos sommes serons est sera sind sein werden siamo saremo " +
		"estamos estaremos vamos for para pour fur per")
	uncertainNouns = wordSet("of de people persons ppl pax personas personnes personen persone pessoas leute gente " +
		"adults adultos adultes erwachsene adulti kids children ninos enfants kinder bambini criancas")
)

// markUncertainParty reads a party said as two close numbers, "2 or 3",
// after a cue of being or a "for", or before people ("we're 2 or 3",
// "siamo in 2 o 3", "2 or 3 of us", "2 o 3 personas", "2 ou 3 personnes",
// "zu zweit oder dritt"): the visitor does not know yet how many come. It
// is no time ("o 3" is no 15:00) and no party: the party is reported as
// UnreadParty, so the dialogue asks how many exactly instead of guessing.
func (p *parser) markUncertainParty(e *Entities) {
	toks := p.t.Tokens
	for k := range toks {
		if p.used[k] {
			continue
		}
		n, next, ok := p.t.numAt(k)
		zu := false
		if !ok && p.t.Word(k-1) == "zu" {
			n, ok = zuWords[toks[k].Text]
			next, zu = k+1, ok
		}
		if !ok || n < 1 || n > 30 || next+1 >= len(toks) || !orWords[toks[next].Text] {
			continue
		}
		at := next + 1
		if zu && p.t.Word(at) == "zu" {
			at++
		}
		m, after, ok := p.t.numAt(at)
		if zu && !ok {
			m, ok = zuWords[p.t.Word(at)]
			after = at + 1
		}
		if !ok || m <= n || m > n+5 || p.used[at] {
			continue
		}
		prev := p.t.Word(k - 1)
		if prev == "in" && p.t.Word(k-2) != "" && uncertainCues[p.t.Word(k-2)] {
			prev = p.t.Word(k - 2) // "siamo in 2 o 3"
		}
		if !zu && !uncertainCues[prev] && !uncertainNouns[p.t.Word(after)] {
			continue
		}
		from := k
		if zu {
			from = k - 1 // "zu zweit oder dritt"
		}
		p.useRange(from, after-1)
		p.unsure = [2]int{from, after}
		if !slices.Contains(e.Unread, UnreadParty) {
			e.Unread = append(e.Unread, UnreadParty)
		}
		return
	}
}

// markAdultsNamed takes the adults a count of adults names right after it
// ("2 adults, mom and dad", "2 adultos, mi madre y mi padre", "deux
// adultes : maman et papa", "2 Erwachsene (Mama und Papa)", "2 adulti,
// mamma e papà", "2 adultos, a mãe e o pai"): as many adults as counted,
// said after a comma, a colon, a dash or a bracket and closing the clause,
// are who the adults are, no more people. "2 adults and 2 kids" and "me,
// mom and dad" count as before; "2 Erwachsene, Opa und 3 Kinder" names one
// adult for two counted: one more.
func (p *parser) markAdultsNamed() {
	toks := p.t.Tokens
	for k := range toks {
		n, next, ok := p.t.numAt(k)
		if !ok || n < 1 || n > 6 || p.used[k] || next >= len(toks) || !adultNouns[toks[next].Text] || next+1 >= len(toks) {
			continue
		}
		if !strings.ContainsAny(p.gap(next, next+1), ",:(-–") {
			continue
		}
		count, i, last := 0, next+1, -1
		for i < len(toks) {
			if i > next+1 && last == i-1 && andWords[toks[i].Text] {
				i++ // "mom and dad"
				continue
			}
			from := i
			for d := 0; d < 2 && (possessive[toks[i].Text] || defArticles[toks[i].Text]) && i+1 < len(toks); d++ {
				i++ // "mi madre", "a mãe", "la mamma", "a minha mãe"
			}
			w := toks[i].Text
			if p.used[i] || !bareRelatives[w] && !(relAdult[w] && i > from) || toks[i].Num {
				break
			}
			count++
			last = i
			i++
			if i < len(toks) && p.clauseBreak(i-1) && !strings.Contains(p.gap(i-1, i), ",") {
				break // the clause ends: "mom and dad. kayak on saturday"
			}
		}
		bracket := last >= 0 && strings.Contains(p.gapAfter(last), ")")
		closes := last >= 0 && (last+1 == len(toks) || p.clauseBreak(last) || bracket)
		if count != n || !closes || !bracket && last+1 < len(toks) && andWords[toks[last+1].Text] {
			continue
		}
		p.useRange(next+1, last)
		return
	}
}

// newTotalCues set the party to a new size: "make it 4", "que sean 4",
// "ce sera 4", "doch lieber 4", "facciamo 4", "passa a 4".
var newTotalCues = listSet([]string{"make it", "make that", "change it to", "change to", "que sean", "mejor que sean",
	"pon", "ponga", "pongamos", "ce sera", "finalement ce sera", "mettez", "mets", "mettons", "doch lieber", "lieber",
	"facciamo", "anzi facciamo", "metti", "mettiamo", "passa a", "passam a", "ponha", "poe", "afinal sao", "afinal somos"})

// newTotalSaid reports a new size said for the whole party, beside the
// reason ("actually make it 4 of us, my brother in law is coming too",
// "que sean 5, se apunta mi primo", "facciamo 4, viene anche mio
// cognato"): a count after a cue that sets the size, or "N of us", not
// followed by "more": the count is the new total, not people on top of
// it.
func (p *parser) newTotalSaid() bool {
	toks := p.t.Tokens
	total := func(k int) bool {
		n, next, ok := p.t.numAt(k)
		return ok && n >= 1 && n < 60 && !moreWords[p.t.Word(next)] && !(p.t.Word(next) == "in" && p.t.Word(next+1) == "piu")
	}
	for _, h := range newTotalCues.find(p.t, nil) {
		if total(h.At + h.N) {
			return true
		}
	}
	for k := range toks {
		if n, next, ok := p.t.numAt(k); ok && n >= 2 && p.t.Word(next) == "of" && p.t.Word(next+1) == "us" {
			return true // "4 of us"
		}
	}
	return false
}
