package lang

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Asked reads a visitor's request to go on in another language: "english
// ok?", "can we continue in english?", "¿podemos hablar en inglés?", "on
// peut parler anglais ?", "können wir Englisch sprechen?", "possiamo
// parlare in inglese?", "podemos falar em inglês?", "sorry my german is
// rusty, english ok?". It returns the language asked for, and the message
// without the request and the clauses that only excuse the visitor's
// command of a language ("my german is rusty"), "" when nothing else is
// left but greetings and politeness; ok is false when the message asks no
// such thing.
//
// A language named in a clause is asked for when the clause says so with
// a verb of speaking, writing, going on or switching ("can we speak",
// "hablamos", "parlez-vous", "sprechen Sie", "continuiamo", "falam"), or
// when the clause is the language and politeness alone ("English?",
// "auf Englisch bitte", "in inglese per favore"). It is not asked for when
// the clause is about someone else or something else: a guide, an
// instructor or a tour ("does the guide speak english?", "le guide parle
// anglais ?", "the walking tour in english"), a person or a pronoun before
// it ("my parents only speak german", "do they speak italian?"), a
// negation ("mi marido no habla inglés"), or a thing without a verb of
// speaking ("is it in english?", "c'est en anglais ?", "ist das auf
// Deutsch?"): those ask about the tour's languages. A language said as
// what a thing is ("è inglese", "es inglés", "ist englisch", "é inglês":
// a phone number's country) is not asked for either. Nor is one named
// with no verb of speaking or going on ("englisch geht auch") when the
// rest of the message goes on in the current language ("... buchung auf
// Tom Berg"): the visitor accepts the tour's language and keeps their own.
// When several languages are asked for ("switch from german to
// english"), the last other than current wins.
func Asked(text, current string) (target, rest string, ok bool) {
	if len(text) > 600 {
		return "", "", false
	}
	cls := clauses(text)
	lastAny, lastOther := -1, -1
	cuts := make([]int, len(cls)) // per clause: -1 keep, -2 drop, else keep from that offset
	for i := range cls {
		cuts[i] = -1
	}
	found, verbal := false, false
	for ci := range cls {
		c := &cls[ci]
		ws := c.words
		named := false
		for i := range ws {
			if _, isName := languageNames[ws[i].w]; isName {
				named = true
				break
			}
		}
		if !named {
			continue
		}
		blocked, targetEnd := false, -1
		from := 0
		for i := range ws {
			li, isName := languageNames[ws[i].w]
			if !isName {
				continue
			}
			switch {
			case clauseAbout(ws, from, i):
				blocked = true
			case i > 0 && possessives[ws[i-1].w]:
				// "my german is rusty": the visitor's command of it
			case ws[i].w == "frances" && ws[i].upper && !ws[i].accent, ws[i].w == "german" && ws[i].upper && ws[i].accent:
				// "Frances", "Germán": names
			case i > 0 && i == len(ws)-1 && copulas[ws[i-1].w] && (ws[i-1].w != "e" || ws[i-1].accent):
				// "scusa, è inglese: +44 ...": what a thing is
				blocked = true
			case asksFor(ws, i):
				for j := range ws {
					verbal = verbal || cueVerb(ws, j)
				}
				targetEnd = ws[i].end
				lastAny = li
				if Supported[li] != current {
					lastOther = li
				}
				found = true
			}
			from = i + 1
		}
		switch {
		case blocked:
		case targetEnd >= 0:
			// the request ends with the language and the words that only
			// round it off ("... auf Deutsch weitermachen?", "english ok?")
			for _, w := range ws {
				if w.end > targetEnd && (tiny[w.w] || switchVerbs[w.w] || politeness[w.w]) {
					targetEnd = w.end
				} else if w.end > targetEnd {
					break
				}
			}
			cuts[ci] = targetEnd
		case !c.digits:
			cuts[ci] = -2 // "sorry my german is rusty": said to excuse the request
		}
	}
	if found {
		for ci, c := range cls {
			switch {
			case cuts[ci] == -1 && !c.digits && onlyPoliteness(text[c.start:c.end]):
				cuts[ci] = -2 // "sorry,", "lo siento", "Entschuldigung"
			case cuts[ci] >= 0 && !hasWordOrDigit(text[cuts[ci]:c.end]):
				cuts[ci] = -2
			}
		}
	}
	if !found {
		return "", "", false
	}
	best := lastAny
	if lastOther >= 0 {
		best = lastOther
	}
	var b strings.Builder
	for ci, c := range cls {
		switch cut := cuts[ci]; {
		case cut == -2:
		case cut >= 0:
			b.WriteString(text[cut:c.end])
		default:
			b.WriteString(text[c.start:c.end])
		}
	}
	rest = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(b.String()), ",.;:!?¿¡-—)"))
	if cur := index(current); !verbal && cur >= 0 && best != cur && writtenIn(rest, cur, best) {
		return "", "", false // "ok englisch geht auch. buchung auf ...": no switch
	}
	if onlyPoliteness(rest) {
		rest = ""
	}
	return Supported[best], rest, true
}

// clauseWord is one word of a clause, folded, with its end in the text.
type clauseWord struct {
	w             string
	end           int
	upper, accent bool // written with a capital, with an accent
}

// clause is a span of the text between punctuation, with its words.
type clause struct {
	start, end int // end includes the punctuation that closes it
	words      []clauseWord
	digits     bool // a number, a time, an address: booking facts
}

// clauses cuts text at commas, question and exclamation marks, colons,
// semicolons, brackets, dashes, line ends and full stops followed by a
// space (not "9.30", "gmail.com", "1,5").
func clauses(text string) []clause {
	var out []clause
	start := 0
	prev := rune(0)
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		next, _ := utf8.DecodeRuneInString(text[i+n:])
		cut := false
		switch r {
		case '¿', '¡', '(':
			// an opening mark starts the next clause
			if i > start {
				out = append(out, newClause(text, start, i))
				start = i
			}
		case '?', '!', ';', ':', ')', '\n', '—', '–':
			cut = true
		case ',':
			cut = !(unicode.IsDigit(prev) && i+n < len(text) && unicode.IsDigit(next))
		case '.':
			cut = i+n == len(text) || unicode.IsSpace(next)
		}
		i += n
		if cut {
			out = append(out, newClause(text, start, i))
			start = i
		}
		prev = r
	}
	if start < len(text) {
		out = append(out, newClause(text, start, len(text)))
	}
	return out
}

func newClause(text string, start, end int) clause {
	c := clause{start: start, end: end}
	s := text[start:end]
	for i := 0; i < len(s); {
		// whole fields with digits or an address say booking facts, and
		// their letters are no words ("9am", "ana@example.com")
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			i += n
			continue
		}
		j := i
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if unicode.IsSpace(r) {
				break
			}
			j += n
		}
		field := s[i:j]
		if strings.ContainsAny(field, "@0123456789") {
			c.digits = true
			i = j
			continue
		}
		for k := 0; k < len(field); {
			r, n := utf8.DecodeRuneInString(field[k:])
			if !unicode.IsLetter(r) {
				k += n
				continue
			}
			m := k
			for m < len(field) {
				r2, n2 := utf8.DecodeRuneInString(field[m:])
				if !unicode.IsLetter(r2) {
					break
				}
				m += n2
			}
			raw := field[k:m]
			low := strings.ToLower(raw)
			f := fold(low)
			c.words = append(c.words, clauseWord{w: f, end: start + i + m, upper: raw != low, accent: f != low})
			k = m
		}
		i = j
	}
	return c
}

// clauseAbout reports whether the words before a language named at i
// (from the clause's start or the language named before it) and any word
// after it make the clause about the tour or someone else: a guide, a
// tour, a person, a third-person pronoun, a possessive before a person, a
// negation; or, without a verb of speaking, a thing ("is it in english?").
func clauseAbout(ws []clauseWord, from, i int) bool {
	for j := range ws {
		if aboutTour[ws[j].w] {
			return true // "does the guide speak english?", "english speaking guide"
		}
	}
	cue := false
	for j := range ws {
		cue = cue || cueVerb(ws, j)
	}
	for j := from; j < i; j++ {
		w := ws[j].w
		switch {
		case people[w]:
			return true
		case negations[w] && i-j <= 3:
			return true // "no hablo inglés", "I don't speak German", "ich spreche kein Deutsch"
		case possessives[w] && j+1 < i:
			return true // "my parents only speak german"
		case w == "il" && j+1 < len(ws) && frenchThird[ws[j+1].w]:
			return true // "il parle anglais ?" (not the Italian article)
		case things[w] && !cue:
			return true
		}
	}
	return false
}

// asksFor reports whether the language named at i is asked for: a verb of
// speaking, writing, going on or switching in its clause, or nothing but
// politeness around it.
func asksFor(ws []clauseWord, i int) bool {
	for j := range ws {
		if cueVerb(ws, j) {
			return true
		}
	}
	for j := range ws {
		if j == i {
			continue
		}
		if _, isName := languageNames[ws[j].w]; isName {
			continue
		}
		if !tiny[ws[j].w] {
			return false
		}
	}
	return true
}

// cueVerb reports a verb of speaking, writing, going on or switching at j:
// "do" only as "we do" / "can we do" ("can we do english?").
func cueVerb(ws []clauseWord, j int) bool {
	w := ws[j].w
	if w == "do" {
		return j > 0 && (ws[j-1].w == "we" || ws[j-1].w == "i")
	}
	return switchVerbs[w]
}

func hasWordOrDigit(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// onlyPoliteness reports a text with no digits and only greetings,
// apologies and politeness.
func onlyPoliteness(s string) bool {
	if strings.ContainsAny(s, "@0123456789") {
		return false
	}
	for _, f := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if !politeness[fold(f)] {
			return false
		}
	}
	return true
}

// languageNames are the six languages' names in the six languages (folded),
// by their index in Supported.
var languageNames = map[string]int{
	"english": 0, "ingles": 0, "inglese": 0, "anglais": 0, "englisch": 0, "inglesa": 0,
	"spanish": 1, "espanol": 1, "castellano": 1, "espagnol": 1, "spanisch": 1, "spagnolo": 1, "espanhol": 1, "castelhano": 1,
	"french": 2, "frances": 2, "francais": 2, "franzosisch": 2, "franzoesisch": 2, "francese": 2,
	"german": 3, "aleman": 3, "allemand": 3, "deutsch": 3, "tedesco": 3, "alemao": 3,
	"italian": 4, "italiano": 4, "italien": 4, "italienisch": 4,
	"portuguese": 5, "portugues": 5, "portugais": 5, "portugiesisch": 5, "portoghese": 5,
}

func wordsOf(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// switchVerbs speak, write, go on, switch, answer, in the forms a visitor
// asks with (first and second person, infinitives), folded.
var switchVerbs = wordsOf(`speak talk write type chat continue switch change carry reply answer respond use communicate speaking writing
hablar hablamos hablas habla hablan hablais hable hablemos hablo hablame hablanos escribir escribo escribimos escribes escribe escribeme
seguir seguimos sigamos continuar continuamos continuemos cambiar cambiamos cambiemos pasar pasamos pasemos
contestar contestame responder respondeme usar
parler parlez parles parlons parle ecrire ecris ecrivez ecrivons continuer continuons continuez passer passons passez
changer changeons repondre repondez utiliser discuter communiquer
sprechen spreche sprichst sprecht reden rede redest schreiben schreibe schreibst schreibt weiter weitermachen
weiterschreiben wechseln antworten antwortest umstellen kommunizieren
parlare parliamo parli parla parlate parlo scrivere scriviamo scrivi scrivo scrivete continuare continuiamo
passare passiamo cambiare cambiamo rispondere rispondi rispondete usare comunicare
falar falamos falas fala falam falo falem escrever escrevemos escreves escreve escrevo continuamos passar passamos
mudar mudamos trocar trocamos`)

// tiny are the words a bare request carries besides the language: "english
// ok?", "in english please", "auf Englisch bitte", "en anglais s'il vous
// plaît", "em inglês se possível", "geht auch Englisch?".
var tiny = wordsOf(`ok okay oki pls plz please in is fine good better instead rather possible also too only just sorry then and
por favor porfa porfavor en mejor posible tambien solo perdon perdona disculpa entonces y vale
svp stp s il vous plait te prie mieux aussi seulement pardon desole desolee alors et
bitte auf ist gut besser lieber moglich auch nur entschuldigung entschuldige dann und geht
per favore in meglio possibile anche solo scusa scusi scusate allora e va bene
em melhor possivel tambem so desculpa desculpe entao e se
hi hello hey hola buenas bonjour salut hallo ciao ola oi
language idioma langue sprache lingua`)

// politeness are the words left of a request that ask nothing more.
var politeness = wordsOf(`sorry hi hello hey please pls plz thanks thank you ok okay so well its it s easier if possible
perdon perdona disculpa disculpe lo siento hola buenas gracias por favor porfa vale si es posible mas facil
pardon desole desolee bonjour salut merci svp stp s il vous plait c est plus facile
entschuldigung entschuldige sorry hallo danke bitte das ist einfacher wenn moglich
scusa scusi scusate ciao grazie per favore se possibile e piu facile
desculpa desculpe ola oi obrigado obrigada por favor se possivel e mais facil`)

// aboutTour are the words that make a language the tour's: who guides,
// the tours and activities, a lesson.
var aboutTour = wordsOf(`guide guides guided guia guias guiado guiada guiados guida guide guidato guidata guidee guidees
fuhrer fuhrerin fuhrung reiseleiter reiseleiterin instructor instructors instructora instrutor instrutora instrutores
istruttore istruttrice istruttori moniteur monitrice moniteurs monitor monitora monitores teacher teachers lehrer lehrerin
surflehrer surflehrerin skipper captain capitan kapitan professor professora profesor profesora insegnante maestro
staff team equipo equipe personal personale
tour tours visite visites visita visitas excursion excursao excursions gita giro passeio passeios ausflug escursione
trip trips cruise crucero croisiere kreuzfahrt crociera cruzeiro kayak kajak caiaque surf sail sailing vela velero veleiro
voilier segeltour segeltorn boat barco bateau boot barca fado tuk tuktuk sintra cascais wine food vino vin wein vinho
comida essen cibo lesson lessons class classes clase clases aula aulas cours kurs kurse lezione lezioni activity
actividad activite aktivitat attivita atividade walking walk rundgang stadtfuhrung stadtrundgang balade paseo caminata
tasting degustation degustacion degustazione degustacao weinprobe dinner cena diner abendessen jantar audioguide
audio menu website web site page brochure`)

// people are persons other than the visitor and the third-person pronouns.
var people = wordsOf(`they he she them husband wife parents parent kids children child son daughter friend friends
mother father mum mom dad grandma grandpa girlfriend boyfriend partner family
ellos ellas ella marido esposa esposo mujer padres hijos hijo hija amigos amigo amiga madre padre novio novia familia abuela abuelo
ils elle elles eux mari femme enfants enfant fils fille amis ami amie mere pere copain copine famille
er man mann frau eltern kinder kind sohn tochter freund freundin freunde mutter vater familie oma opa
lei loro marito moglie genitori figli figlio figlia amici amico amica ragazzo ragazza famiglia nonna nonno
ele ela eles elas mulher pais filhos filho filha mae pai namorado namorada avo avos`)

// possessives before a person ("my parents") or a language ("my german").
var possessives = wordsOf(`my our his her their mis nuestro nuestra nuestros nuestras mon mes notre
mein meine meiner meinem meinen unser unsere unserem unseren mio mia miei mie nostro nostra nostri meu minha meus minhas nosso nossa`)

// negations: "mi marido no habla inglés", "ich spreche kein Deutsch".
var negations = wordsOf(`not no never dont don doesn didn cant cannot doesnt nao non ne pas jamais kein keine keinen nicht nie ni nunca mai nem`)

// things are pronouns of a thing: without a verb of speaking, "is it in
// english?", "c'est en anglais ?", "ist das auf Deutsch?" ask about the
// tour.
var things = wordsOf(`it that this c ce cest ist das es esto eso isso isto`)

// copulas say what a thing or the speaker is, closing the clause with the
// language: "è inglese", "es inglés", "est anglais", "ist englisch", "é
// inglês", "I'm English" (the Italian and Portuguese "e" only with its
// accent: "e inglese?" is "and English?"; "is english ok?" asks).
var copulas = wordsOf(`is es est ist e sono son sind sont sao am soy sou suis bin sei`)

// frenchThird are verbs after the French "il" ("il parle anglais ?").
var frenchThird = wordsOf(`parle parlera parlerait sait peut est va`)
