package understand

import "strings"

// Choosing among bookable options by description rather than by position:
// "the earliest one", "die späteste", "o mais cedo possível" (Entities.Rank),
// "the cheaper one", "el más barato" (Entities.Cheapest), and asking for the
// departures themselves: "what times do you have?", "che orari avete?"
// (Entities.AsksTimes).

// rankSet holds the words that pick the earliest ("+1") or the latest ("-1")
// departure. Comparatives count only with an article or "one" ("the later
// one", "la plus tôt", "die spätere"), since "later" alone is "not now".
var rankSet = func() *phraseSet {
	ps := newPhraseSet(false)
	ps.add("+1",
		"earliest", "the earlier one", "earlier one", "the early one", "soonest", "as early as possible",
		"la mas temprana", "el mas temprano", "lo mas temprano", "la mas tempranita", "la mas pronto", "el mas pronto",
		"lo mas pronto posible", "lo antes posible", "la de mas temprano", "la primera hora",
		"le plus tot", "la plus tot", "celui le plus tot", "celle le plus tot", "au plus tot", "le plus tot possible",
		"des que possible", "le plus matinal", "la plus matinale",
		"fruheste", "fruhste", "fruhesten", "fruhsten", "fruhestes", "frueheste", "fruehste", "fruehesten",
		"die fruhere", "den fruheren", "das fruhere", "die fruehere", "den fruehere", "die fruhe", "den fruhen",
		"so fruh wie moglich", "moglichst fruh", "so frueh wie moeglich", "moeglichst frueh",
		"la piu presto", "il piu presto", "quella piu presto", "quello piu presto", "piu presto possibile",
		"prima possibile", "il prima possibile", "la piu mattiniera", "quella piu mattiniera", "la piu mattutina",
		"o mais cedo", "a mais cedo", "mais cedo possivel", "o quanto antes", "o mais cedinho", "a mais cedinho",
		"quanto mais cedo melhor", "the first available", "la primera disponible", "la premiere disponible",
	)
	ps.add("-1",
		"latest", "the later one", "later one", "the late one", "as late as possible",
		"la mas tarde", "el mas tarde", "la mas tardia", "el mas tardio", "lo mas tarde posible", "la de mas tarde",
		"le plus tard", "la plus tard", "celui le plus tard", "celle le plus tard", "le plus tard possible",
		"spateste", "spatesten", "spatestes", "spaeteste", "spaetesten", "die spatere", "den spateren", "das spatere",
		"die spaetere", "den spaeteren", "die spate", "den spaten", "moglichst spat", "so spat wie moglich",
		"la piu tardi", "il piu tardi", "quella piu tardi", "quello piu tardi", "piu tardi possibile", "la piu tardiva",
		"o mais tarde", "a mais tarde", "mais tarde possivel", "o mais tardinho", "a mais tardinha",
	)
	// "by 4pm at the latest", "a más tardar", "au plus tard à 16h": a limit,
	// not a pick.
	ps.add(neutral, "at the latest", "at the earliest", "a mas tardar", "au plus tard", "au plus tot a",
		"al piu tardi", "al piu presto", "o mais tardar", "no mais tardar")
	return ps
}()

// cheapSet holds the words that pick the cheapest tour: "2" a superlative
// ("the cheapest", "el más barato", "das günstigste"), "1" a comparative
// ("cheaper", "günstiger"), which compares the tours named.
var cheapSet = func() *phraseSet {
	ps := newPhraseSet(false)
	var sup []string
	for _, art := range []string{"el", "la", "lo", "los", "las"} {
		for _, adj := range []string{"mas barato", "mas barata", "mas baratos", "mas economico", "mas economica", "menos caro", "menos cara"} {
			sup = append(sup, art+" "+adj)
		}
	}
	for _, art := range []string{"le", "la", "les", "celui", "celle", "celui le", "celle la"} {
		for _, adj := range []string{"moins cher", "moins chere", "moins chers", "plus economique", "moins couteux", "moins couteuse"} {
			sup = append(sup, art+" "+adj)
		}
	}
	for _, art := range []string{"il", "la", "lo", "quello", "quella", "i", "le"} {
		for _, adj := range []string{"piu economico", "piu economica", "meno caro", "meno cara", "piu conveniente", "meno costoso", "meno costosa"} {
			sup = append(sup, art+" "+adj)
		}
	}
	for _, art := range []string{"o", "a", "os", "as"} {
		for _, adj := range []string{"mais barato", "mais barata", "mais economico", "mais economica", "menos caro", "menos cara", "mais em conta"} {
			sup = append(sup, art+" "+adj)
		}
	}
	ps.add("2", sup...)
	ps.add("2", "cheapest", "the cheap one", "least expensive", "most affordable", "lowest price", "cheapest one",
		"gunstigste", "gunstigsten", "gunstigstes", "guenstigste", "guenstigsten", "billigste", "billigsten", "billigstes",
		"preiswerteste", "preiswertesten", "am gunstigsten", "am billigsten", "am guenstigsten",
		"mas baratito", "lo mas barato", "economicissimo",
		// "ce qu'il y a de moins cher", "o que tem de mais barato", "cosa c'è di più economico"
		"de moins cher", "de moins chere", "de plus economique", "de mas barato", "de mais barato", "de mais em conta",
		"di piu economico", "di meno caro", "de menos caro")
	ps.add("1", "cheaper", "less expensive", "more affordable", "mas barato", "mas barata", "mas economico", "mas economica",
		"moins cher", "moins chere", "plus economique", "gunstiger", "gunstigere", "gunstigeren", "guenstiger",
		"billiger", "billigere", "billigeren", "preiswerter", "piu economico", "piu economica", "meno caro", "meno cara",
		"piu conveniente", "mais barato", "mais barata", "mais economico", "mais economica", "mais em conta",
		// costing less said with the verb: "which costs less, ...?"
		"costs less", "cost less", "cuesta menos", "cuestan menos", "coute moins", "coutent moins", "kostet weniger",
		"kosten weniger", "costa meno", "costano meno", "custa menos", "custam menos")
	ps.add("2", "costs the least", "cost the least", "coute le moins", "kostet am wenigsten", "costa di meno")
	return ps
}()

// articleNounBefore reports a comparative after an article and a noun,
// which makes it the superlative in Spanish, Italian and Portuguese: "el
// tour más barato", "il tour più economico", "o passeio mais barato".
func (p *parser) articleNounBefore(at int) bool {
	switch p.t.Word(at) {
	case "mas", "piu", "mais", "menos", "meno":
	default:
		return false
	}
	return at >= 2 && superArticles[p.t.Word(at-2)] && !p.t.Tokens[at-1].Num && len(p.t.Word(at-1)) > 2
}

// superArticles are the definite articles before "the <noun> más barato".
var superArticles = wordSet("el la los las il lo i gli le l o a os as")

// timesSet holds the ways of asking which departures there are: "what
// times do you have", "welche Zeiten gibt's", "che orari avete", "quels
// horaires". Office hours have their own words ("opening hours", "office",
// "erreichbar"), kept by the knowledge.
var timesSet = listSet([]string{
	"what times", "which times", "what time slots", "what slots", "what departures", "which departures",
	"times available", "available times", "times do you have", "times do u have", "times are there", "the times",
	"what hours", "what are the times", "any times", "show me the times", "departure times", "start times",
	"que horarios", "cuales horarios", "que horas", "a que horas hay", "horarios hay", "horarios teneis", "horarios tienen",
	"horarios disponibles", "que salidas", "los horarios", "las horas",
	"quels horaires", "quelles heures", "quels creneaux", "quels sont les horaires", "comme horaires", "comme creneaux",
	"les horaires", "horaires disponibles", "quels departs", "a quelles heures",
	"welche zeiten", "welche uhrzeiten", "welche termine", "welche startzeiten", "was fur zeiten", "welche abfahrten",
	"zeiten gibts", "zeiten gibt es", "uhrzeiten gibt es", "wann gehts los", "um wie viel uhr gibt es", "die zeiten",
	"che orari", "quali orari", "gli orari", "orari avete", "orari disponibili", "a che ore", "che partenze", "quali partenze",
	"que horarios", "quais horarios", "os horarios", "horarios tem", "horarios disponiveis", "que horas tem", "a que horas tem",
	"quais sao os horarios", "que saidas",
})

// otherTimeSet holds the ways of asking for another departure than the
// one in hand: "can we change the time?", "could it be earlier?", "a bit
// later", "¿podemos cambiar la hora?", "plus tôt ?", "geht es auch
// früher?", "un altro orario?", "mais cedo?". Bare "later", "plus tard",
// "später", "più tardi", "mais tarde" put off ("maybe later"), and
// "another time" declines for now: only with a word that makes them a
// time ("a bit later", "un peu plus tard") do they ask for one.
var otherTimeSet = listSet([]string{
	"change the time", "change time", "change the hour", "switch the time", "move the time", "different time",
	"a different time", "another slot", "other slot", "different slot", "another departure", "other departure",
	"earlier", "a bit later", "bit later", "little later", "any later", "something later", "anything later",
	"be later", "go later", "later slot", "later departure", "later time",
	"cambiar la hora", "cambiar de hora", "cambiar el horario", "cambiar de horario", "otra hora", "otro horario",
	"mas temprano", "mas tempranito", "un poco mas tarde", "algo mas tarde", "un pelin mas tarde", "mas tardecito",
	"changer l heure", "changer d heure", "changer l horaire", "changer d horaire", "changer le creneau",
	"autre heure", "autre horaire", "autre creneau", "plus tot", "un peu plus tard", "un peu plus tot",
	"uhrzeit andern", "zeit andern", "uhrzeit aendern", "zeit aendern", "andere uhrzeit", "anderen uhrzeit",
	"andere zeit", "anderen zeit", "fruher", "frueher", "etwas spater", "etwas spaeter", "bisschen spater",
	"bisschen spaeter",
	"cambiare orario", "cambiare l orario", "cambiare ora", "cambiare l ora", "altro orario", "un altra ora",
	"piu presto", "un po prima", "un po piu tardi", "un po dopo", "un pochino piu tardi",
	"mudar a hora", "mudar de hora", "mudar o horario", "mudar de horario", "trocar a hora", "trocar o horario",
	"alterar a hora", "alterar o horario", "outra hora", "outro horario", "mais cedo", "um pouco mais tarde",
	"mais tardinho", "um bocadinho mais tarde",
})

// officeWords make a times question one about the team's hours.
var officeWords = map[string]bool{
	"office": true, "oficina": true, "bureau": true, "buro": true, "ufficio": true, "escritorio": true,
	"opening": true, "open": true, "abre": true, "abren": true, "abris": true, "ouvert": true, "ouvre": true,
	"offnungszeiten": true, "geoffnet": true, "erreichbar": true, "aperto": true, "apertura": true, "aberto": true,
	"abertura": true, "support": true, "atencion": true, "atendimento": true, "contact": true, "reach": true,
	"phone": true, "telefono": true, "telephone": true, "telefon": true, "telefone": true, "answer": true,
	"vostri": true, "vos": true, "your": true, "vuestros": true, "ihre": true, "eure": true, "vossos": true,
}

// whenThereSet are the words that make a times question one about being
// there, being picked up, meeting, the end or being back ("a que horas
// temos de chegar?", "what times do you pick us up?", "a che ore
// finisce?", "a que horas voltamos?"): the
// meeting point or the end answers it, not the departures. A start or a
// departure ("a que horas começa?", "a che ore parte?") stays one.
var whenThereSet = listSet([]string{
	"pick us up", "pick you up", "pick me up", "pick up", "pickup", "collect us", "arrive", "arrival", "be there", "be at the",
	"meet", "meeting", "end", "ends", "finish", "finishes",
	"recoger", "recogen", "recogeis", "recoge", "recogida", "llegar", "llegamos", "lleguemos", "estar alli", "estar ahi",
	"estar en la", "estar en el", "quedamos", "encontramos", "termina", "terminan", "acaba", "acaban",
	"venir chercher", "venez chercher", "vient chercher", "nous chercher", "me chercher", "nous prendre", "me prendre", "arriver", "arrive", "arrivons", "etre la",
	"etre a", "etre au", "rendez vous", "rdv", "retrouve", "retrouver", "se termine", "finit", "fini",
	"abholen", "abholung", "holt", "holen", "ankommen", "da sein", "dort sein", "treffen", "treffpunkt", "ende", "endet", "vorbei",
	"prendere", "prendete", "ritiro", "arrivare", "arriviamo", "essere li", "essere la", "essere al", "essere alla", "ritrovo",
	"incontro", "ci vediamo", "ci troviamo", "finisce", "finiscono", "termina",
	"buscar", "apanhar", "apanham", "apanha", "recolha", "chegar", "chegamos", "chegarmos", "estar la", "estar no", "estar na",
	"encontro", "encontramos", "terminam", "acabam",
	// the place first or as a pronoun: "a que horas temos de lá estar?", "dobbiamo esserci", "y être"
	"la estar", "ali estar", "esserci", "esservi", "y etre",
	// being back: "what time do we get back?", "a que horas voltamos?"
	"get back", "be back", "are we back", "return", "volvemos", "regresamos", "de vuelta", "on rentre", "rentrons",
	"de retour", "on revient", "zuruck", "si torna", "torniamo", "si rientra", "rientriamo", "rientro", "di ritorno",
	"voltamos", "regressamos", "de volta",
})

// readChooseWords sets Rank, Cheapest and AsksTimes.
func (p *parser) readChooseWords(e *Entities) {
	for _, h := range rankSet.find(p.t, nil) {
		if p.cancelAfter(h.At + h.N) {
			// "what's the latest I can cancel?", "le plus tard pour
			// annuler": a limit of the policy asked, no departure
			continue
		}
		if h.Value == "+1" {
			e.Rank = 1
		} else {
			e.Rank = -1
		}
	}
	for _, h := range cheapSet.find(p.t, p.used) { // ("más barato que 40 euros" is a budget)
		n := 1
		if h.Value == "2" || p.articleNounBefore(h.At) {
			n = 2
		}
		e.Cheapest = max(e.Cheapest, n)
	}
	if len(timesSet.find(p.t, nil)) > 0 || e.Rank == 0 && len(otherTimeSet.find(p.t, nil)) > 0 {
		e.AsksTimes = len(whenThereSet.find(p.t, nil)) == 0
		for _, tok := range p.t.Tokens {
			if officeWords[tok.Text] {
				e.AsksTimes = false
			}
		}
	}
}

// optionOrdinal reports a number written as an ordinal after a bare
// article while options are shown: "le 2eme", "the 2nd", "la 2a", "el 2do",
// "il 2°", "o 2º", "die 2.", which picks the option of that place; "on the
// 2nd", "le 2 décembre", "el día 2", "tuesday the 1st" stay dates. It
// returns the place.
func (p *parser) optionOrdinal(i int, count int) (int, bool) {
	w := p.t.Word(i)
	n, plain, ok := dayNumber(w)
	gap := strings.TrimSpace(p.gapAfter(i))
	switch {
	case ok && !plain:
	case !ok && len(w) >= 3 && w[0] >= '1' && w[0] <= '9' && (w[1:] == "do" || w[1:] == "da" || w[1:] == "ro" || w[1:] == "ra" || w[1:] == "to" || w[1:] == "ta"):
		n = int(w[0] - '0') // "2do", "1ra", "3ro": Spanish abbreviations
	case ok && plain && (strings.HasPrefix(gap, "°") || gap == "." && i == len(p.t.Tokens)-1):
		// "il 2°"; "die 2." at the end of the message
	default:
		return 0, false
	}
	if n < 1 || n > count {
		return 0, false
	}
	switch p.t.Word(i - 1) {
	case "the", "le", "la", "el", "il", "o", "a", "die", "der", "den", "das", "l", "lo":
	default:
		return 0, false
	}
	switch p.t.Word(i - 2) {
	case "on", "el", "dia", "le", "du", "au", "am", "il", "giorno", "no", "do", "ao", "em", "until", "till", "from":
		return 0, false
	}
	if _, wd := weekdayWords[p.t.Word(i-2)]; wd {
		// "tuesday the 1st", "Donnerstag den 3.", "jeudi le 3e": the day
		// of the month that weekday falls on, not the third option
		return 0, false
	}
	if _, mo := monthWords[p.t.Word(i+1)]; mo || p.t.Word(i+1) == "of" || strings.HasPrefix(gap, "/") {
		return 0, false
	}
	switch p.t.Word(i + 1) {
	case "de", "di", "do", "da", "del":
		if _, mo := monthWords[p.t.Word(i+2)]; mo {
			return 0, false // "el 1ro de diciembre", "le 1er de décembre"
		}
	}
	return n, true
}

// readOptionOrdinal takes "le 2eme" before the dates and times can read it
// as a day or an hour.
func (p *parser) readOptionOrdinal() {
	for i := range p.t.Tokens {
		if n, ok := p.optionOrdinal(i, p.options); ok && !p.used[i] {
			p.used[i] = true
			p.optChoice = n
			return
		}
	}
}

// lengthSet holds the words that ask the tours by how long they last:
// "-2" the shortest, "2" the longest (superlatives: "the shortest", "el
// más corto", "le plus court", "die kürzeste", "il più breve", "o que dura
// menos"), "-1" and "1" a comparative ("shorter", "más corto", "plus
// court", "kürzere", "più breve", "mais curto"), which asks for tours
// shorter or longer than the one discussed only beside a word that asks
// for one ("anything shorter?", "algo más corto", "quelque chose de plus
// court", "etwas Kürzeres", "qualcosa di più breve", "um passeio mais
// curto"; see lengthAsker), and otherwise compares the tours named.
var lengthSet = func() *phraseSet {
	ps := newPhraseSet(false)
	short := []string{"shortest", "quickest", "fastest", "shortest one", "least time",
		"el que menos dura", "la que menos dura", "lo que menos dura", "el que menos tiempo dura", "menor duracion",
		"le plus court", "la plus courte", "le plus rapide", "la plus rapide", "le moins long", "la moins longue",
		"qui dure le moins", "dure le moins", "le moins de temps",
		"que menos dura", "que dura menos", "qui dure moins",
		"kurzeste", "kurzesten", "kurzestes", "kurzester", "kuerzeste", "kuerzesten", "kuerzester", "am kurzesten", "am kuerzesten",
		"schnellste", "schnellsten", "am wenigsten lang",
		"che dura meno", "che dura di meno", "dura di meno", "che dura il meno",
		"que dura menos", "que demora menos", "que leva menos tempo", "menor duracao"}
	long := []string{"longest", "longest one", "most time",
		"el que mas dura", "la que mas dura", "lo que mas dura", "mayor duracion",
		"le plus long", "la plus longue", "qui dure le plus", "dure le plus", "le plus de temps",
		"que mas dura", "que dura mas", "qui dure plus",
		"langste", "langsten", "langstes", "langster", "laengste", "laengsten", "laengster", "am langsten", "am laengsten",
		"che dura di piu", "che dura piu", "dura di piu", "che dura il piu",
		"que dura mais", "que demora mais", "que leva mais tempo", "maior duracao"}
	for _, art := range []string{"el", "la", "lo"} {
		for _, adj := range []string{"mas corto", "mas corta", "mas rapido", "mas rapida", "mas breve", "menos largo", "menos larga"} {
			short = append(short, art+" "+adj)
		}
		for _, adj := range []string{"mas largo", "mas larga"} {
			long = append(long, art+" "+adj)
		}
	}
	for _, art := range []string{"il", "la", "lo", "quello", "quella"} {
		for _, adj := range []string{"piu breve", "piu corto", "piu corta", "piu veloce", "piu rapido", "piu rapida", "meno lungo", "meno lunga"} {
			short = append(short, art+" "+adj)
		}
		for _, adj := range []string{"piu lungo", "piu lunga"} {
			long = append(long, art+" "+adj)
		}
	}
	for _, art := range []string{"o", "a"} {
		for _, adj := range []string{"mais curto", "mais curta", "mais rapido", "mais rapida", "mais breve", "menos longo", "menos longa"} {
			short = append(short, art+" "+adj)
		}
		for _, adj := range []string{"mais longo", "mais longa", "mais comprido", "mais comprida"} {
			long = append(long, art+" "+adj)
		}
	}
	ps.add("-2", short...)
	ps.add("2", long...)
	ps.add("-1", "shorter", "quicker", "less long",
		"mas corto", "mas corta", "mas cortos", "mas cortas", "mas breve", "menos largo", "menos larga", "dure menos", "dura menos",
		"plus court", "plus courte", "plus courts", "plus courtes", "moins long", "moins longue", "dure moins",
		"kurzere", "kurzeren", "kurzeres", "kuerzer", "kuerzere", "kuerzeren", "kuerzeres", "weniger lang",
		"piu breve", "piu brevi", "piu corto", "piu corta", "piu corti", "meno lungo", "meno lunga", "dura meno",
		"mais curto", "mais curta", "mais curtos", "mais curtas", "mais breve", "menos longo", "menos longa", "demora menos")
	ps.add("1", "longer",
		"mas largo", "mas larga", "mas largos", "mas largas", "dura mas",
		"plus long", "plus longue", "plus longs", "plus longues", "dure plus",
		"langere", "langeren", "langeres", "laenger", "laengere", "laengeren", "laengeres",
		"piu lungo", "piu lunga", "piu lunghi", "piu lunghe", "dura di piu",
		"mais longo", "mais longa", "mais longos", "mais longas", "mais comprido", "mais comprida", "demora mais")
	// the quickest way there, as quick as possible, the longest we wait:
	// no tour's length
	ps.add(neutral, "quickest way", "fastest way", "quickest route", "fastest route", "longest you", "longest we",
		"shortest notice", "at the latest", "no longer", "schnellste weg", "schnellsten weg", "am schnellsten",
		"camino mas corto", "camino mas rapido", "forma mas rapida", "manera mas rapida", "moyen le plus rapide",
		"chemin le plus court", "chemin le plus rapide", "strada piu breve", "strada piu veloce", "modo piu veloce",
		"caminho mais curto", "caminho mais rapido", "forma mais rapida", "maneira mais rapida")
	return ps
}()

// asapWords after a superlative make it "as soon as possible" ("o mais
// rápido possível", "lo más breve posible"), no tour's length.
var asapWords = wordSet("possible posible possivel possibile moglich")

// wayWords are the verbs of getting somewhere: "lo más rápido para llegar
// al punto de encuentro", "the quickest to get there" ask a way, no
// tour's length.
var wayWords = wordSet("get getting reach arrive llegar ir arriver aller rejoindre hinkommen hinzukommen ankommen " +
	"kommen arrivare raggiungere andare chegar")

// wayAfter reports a verb of getting somewhere among the three words from i.
func (p *parser) wayAfter(i int) bool {
	for k := i; k < i+3; k++ {
		if wayWords[p.t.Word(k)] {
			return true
		}
	}
	return false
}

// cancelAfter reports a word of cancelling at the token at i, or within
// the four after it when a clause of its own goes on there ("the latest I
// can cancel", "lo más tarde que se puede cancelar", "au plus tard pour
// annuler", "spätestens stornieren"): how late one may cancel, not a
// departure ("the earliest one, can we cancel later?" still picks).
func (p *parser) cancelAfter(i int) bool {
	if i >= len(p.t.Tokens) {
		return false
	}
	if cancelWords[p.t.Word(i)] {
		return true
	}
	if !clauseGoesOn[p.t.Word(i)] {
		return false
	}
	for j := i + 1; j < len(p.t.Tokens) && j <= i+4; j++ {
		if cancelWords[p.t.Word(j)] {
			return true
		}
	}
	return false
}

// lengthAsker holds the words before a comparative that ask for a tour
// ("anything shorter", "algo más corto", "quelque chose de plus court",
// "etwas Kürzeres", "qualcosa di più breve", "um passeio mais curto"),
// and lengthAsked the words after it ("a shorter one", "shorter tours").
var lengthAsker = wordSet("anything something nothing any a another smth sth " +
	"algo alguno alguna algun uno una otro otra nada tour paseo excursion actividad opcion " +
	"de un une autre rien circuit visite activite sortie " +
	"etwas was eine einen ein nichts noch " +
	"di qualcosa altro altra niente nulla giro gita escursione attivita opzione " +
	"um uma outro outra passeio excursao atividade opcao algum alguma nenhum nenhuma coisa cosa chose")
var lengthAsked = wordSet("one ones tour tours option options trip trips activity activities excursion excursions version " +
	"touren tour ausflug ausfluge option optionen")

// readLength sets Length and LengthPlain.
func (p *parser) readLength(e *Entities) {
	for _, h := range lengthSet.find(p.t, nil) {
		if h.Value == neutral || asapWords[p.t.Word(h.At+h.N)] || p.wayAfter(h.At+h.N) {
			continue
		}
		n := 0
		switch h.Value {
		case "-2", "-1":
			n = -1
		default:
			n = 1
		}
		switch {
		case h.Value == "-2" || h.Value == "2" || p.articleNounBefore(h.At) || p.possessiveNounBefore(h.At):
			e.Length, e.LengthPlain = 2*n, false
			return
		case (p.t.Word(h.At-1) == "any" || p.t.Word(h.At-1) == "no") && !lengthAsked[p.t.Word(h.At+h.N)]:
			// "we can't wait any longer": no tour's length ("any longer
			// ones?" asks for them)
		case lengthAsker[p.t.Word(h.At-1)] || lengthAsked[p.t.Word(h.At+h.N)]:
			e.Length, e.LengthPlain = n, false
		case e.Length == 0:
			e.Length, e.LengthPlain = n, true
		}
	}
	for i, tok := range p.t.Tokens {
		// "etwas kürzer?", "welche ist länger?": folded, "kürzer" is "kurzer"
		// (short), so the umlaut written decides.
		if e.Length != 0 || tok.Text != "kurzer" && tok.Text != "langer" || !strings.ContainsAny(tok.Orig, "üäÜÄ") {
			continue
		}
		n := -1
		if tok.Text == "langer" {
			n = 1
		}
		e.Length, e.LengthPlain = n, !lengthAsker[p.t.Word(i-1)] && !lengthAsked[p.t.Word(i+1)]
	}
}

// possessiveNounBefore reports a comparative after a possessive and a
// noun, the superlative as after an article: "vuestro tour más corto", "il
// vostro giro più lungo", "o vosso passeio mais curto".
func (p *parser) possessiveNounBefore(at int) bool {
	switch p.t.Word(at) {
	case "mas", "piu", "mais", "menos", "meno":
	default:
		return false
	}
	return at >= 2 && possessives[p.t.Word(at-2)] && !p.t.Tokens[at-1].Num && len(p.t.Word(at-1)) > 2
}

var possessives = wordSet("vuestro vuestra nuestro nuestra tu su vostro vostra nostro nostra tuo tua suo sua " +
	"vosso vossa nosso nossa teu tua seu sua")

// clauseGoesOn open a clause of its own after "the latest": a subject, a
// relative, "to" or "possible" (folded).
var clauseGoesOn = wordSet(`i we you to that que se para pour qu on man ich wir per si possiamo posso a da
	possible posible possibile possivel moglich`)

// cancelWords cancel a booking (folded).
var cancelWords = wordSet(`cancel cancelling canceling cancellation refund cancelar anular cancelacion annuler annulation
	stornieren storniert stornierung absagen cancellare annullare disdire disdetta desmarcar cancelamento`)
