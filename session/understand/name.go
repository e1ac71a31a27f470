package understand

import (
	"slices"
	"strings"
	"unicode"

	"github.com/tourchat/tourchat/session/lang"
)

// strongNameCues are followed by the visitor's name whatever its case.
var strongNameCues = []string{
	"my name is", "my name s", "name is", "name", "i am called", "call me", "me llamo", "mi nombre es",
	"nombre", "name s", "names", "je m appelle", "mon nom est", "mon nom c est", "nom", "ich heisse", "mein name ist", "name ist",
	"mi chiamo", "il mio nome e", "nome", "meu nome e", "o meu nome e", "chamo me", "me chamo", "on behalf of",
	"a nombre de", "au nom de", "auf den namen", "a nome di", "em nome de", "under the name", "booking for",
	// the booking's name said with "of" ("under the name of Tom Hale",
	// "sous le nom de", "no nome de", "unter dem Namen", "intestata a")
	"under the name of", "in the name of", "under the names of", "sous le nom de", "no nome de", "no nome do",
	"no nome da", "em nome do", "em nome da", "unter dem namen", "al nombre de", "intestata a", "intestato a",
	// the German booking "auf" a person: "buchen Sie bitte auf Tom Berg"
	"buchung auf", "buchen auf", "buchen sie auf", "buchen sie bitte auf", "bitte buchen auf", "reservierung auf",
	"reservieren sie auf", "reservieren sie bitte auf", "gebucht auf",
}

// weakNameCues are followed by a name only when it is capitalised and not a
// common word ("I'm Ana" but not "I'm interested").
var weakNameCues = []string{
	"i m", "im", "i am", "this is", "it s", "its", "it is", "soy", "je suis", "moi c est", "c est", "ich bin", "hier ist",
	"sono", "sou", "sou o", "sou a", "aqui e", "here is", "ici",
}

var strongNameSet, weakNameSet = listSet(strongNameCues), listSet(weakNameCues)

var nameStop = map[string]bool{
	"and": true, "y": true, "et": true, "und": true, "e": true, "my": true, "mi": true, "mon": true, "ma": true,
	"mein": true, "meine": true, "il": true, "o": true, "a": true, "email": true, "mail": true, "e mail": true,
	"phone": true, "tel": true, "telefono": true, "telephone": true, "telefon": true, "telemovel": true,
	"number": true, "numero": true, "nummer": true, "from": true, "de": true, "aus": true, "da": true,
	"di": true, "the": true, "is": true, "es": true, "est": true, "ist": true, "at": true, "for": true,
	"para": true, "pour": true, "fur": true, "per": true, "with": true, "con": true, "avec": true, "mit": true,
	"com": true, "please": true, "thanks": true, "gracias": true, "merci": true, "danke": true, "grazie": true,
	"obrigado": true, "obrigada": true, "here": true, "aqui": true, "ici": true, "hier": true, "qui": true,
	"contact": true, "contacto": true, "contatto": true, "kontakt": true, "you": true, "can": true, "reach": true,
	"cell": true, "mobile": true, "movil": true, "portable": true, "handy": true, "cellulare": true,
}

// notNames are words that follow a weak cue but are not names.
var notNames = map[string]bool{
	"interested": true, "looking": true, "traveling": true, "travelling": true, "coming": true, "here": true,
	"sure": true, "ok": true, "okay": true, "yes": true, "si": true, "oui": true, "ja": true, "sim": true,
	"claro": true, "vale": true, "perfect": true, "perfecto": true, "perfetto": true, "perfeito": true,
	"parfait": true, "perfekt": true, "great": true, "hello": true, "hi": true, "hola": true, "ola": true,
	"bonjour": true, "hallo": true, "ciao": true, "thanks": true, "gracias": true, "merci": true, "danke": true,
	"grazie": true, "obrigado": true, "obrigada": true, "please": true, "the": true, "book": true,
	"klar": true, "certo": true, "bien": true, "sur": true, "naturlich": true, "genau": true, "super": true,
	"voila": true, "ecco": true, "aqui": true, "hier": true, "venga": true, "bueno": true,
	"tel": true, "telf": true, "tlm": true, "tlf": true, "handynummer": true, "telefonnummer": true, "nummer": true,
	"cell": true, "cel": true, "celular": true, "telemovel": true, "ph": true, "mob": true, "mobil": true,
	"whatsapp": true, "email": true, "mail": true, "correo": true, "courriel": true, "tak": true, "interesado": true,
	"interesada": true, "interesse": true, "interessiert": true, "interessato": true, "interessata": true,
	"interessado": true, "interessada": true, "sorry": true, "ruf": true, "ruft": true, "schreib": true,
	"schreibt": true, "call": true, "text": true, "write": true, "llamame": true, "llamadme": true, "escribe": true,
	"escribeme": true, "appelez": true, "appelle": true, "ecrivez": true, "chiamami": true, "chiamatemi": true,
	"scrivimi": true, "scrivetemi": true, "liga": true, "ligue": true, "escreve": true, "escrevam": true,
	"mich": true, "mir": true, "unter": true, "it": true, "dr": true, "mr": true, "mrs": true, "ms": true,
	"sr": true, "sra": true, "srta": true, "mme": true, "mlle": true, "herr": true, "sig": true, "sigra": true,
	"dott": true, "dra": true, "prof": true, "fine": true, "good": true, "alright": true, "correct": true,
	"right": true, "done": true, "booked": true, "bon": true, "gut": true, "buono": true, "bom": true,
	"correcto": true, "richtig": true, "giusto": true, "true": true, "cool": true, "nice": true,
	"sono": true, "soy": true, "sou": true, "suis": true, "bin": true, "signora": true, "signor": true,
	"signore": true, "senora": true, "senor": true, "madame": true, "monsieur": true, "senhora": true,
	"senhor": true, "frau": true, "ravi": true, "ravie": true, "content": true, "contente": true,
	"desole": true, "desolee": true, "pret": true, "prete": true, "encantado": true, "encantada": true,
	"contento": true, "contenta": true, "listo": true, "lista": true, "pronto": true, "pronta": true,
	"feliz": true, "felice": true, "lieto": true, "froh": true, "bereit": true, "happy": true, "ready": true,
	"free": true, "available": true, "disponible": true, "disponibile": true, "disponivel": true, "libre": true, "dear": true,
	// Circumstances said as what one is ("ich bin Veganerin", "Soy
	// Celíaca"): German nouns are capitalised, and so are some visitors'
	// adjectives.
	"vegan": true, "vegans": true, "vegetarian": true, "coeliac": true, "celiac": true, "vegano": true, "vegana": true,
	"vegetariano": true, "vegetariana": true, "celiaco": true, "celiaca": true, "alergico": true, "alergica": true,
	"allergico": true, "allergica": true, "vegane": true, "vegetarien": true, "vegetarienne": true, "coeliaque": true,
	"celiaque": true, "allergique": true, "veganer": true, "veganerin": true, "vegetarier": true, "vegetarierin": true,
	"allergiker": true, "allergikerin": true, "zoliakiker": true, "zoliakikerin": true, "allergisch": true,
	"nichtschwimmer": true, "nichtschwimmerin": true, "rollstuhlfahrer": true, "rollstuhlfahrerin": true,
	"anfanger": true, "anfangerin": true,
	// "auf meinen Namen", "auf Englisch": a possessive, a name's noun, a language
	"meinen": true, "meinem": true, "meiner": true, "namen": true, "english": true, "ingles": true, "anglais": true,
	"englisch": true, "inglese": true, "spanish": true, "espanol": true, "spanisch": true, "espagnol": true,
	"spagnolo": true, "espanhol": true, "french": true, "francais": true, "franzosisch": true, "francese": true,
	"deutsch": true, "allemand": true, "aleman": true, "tedesco": true, "alemao": true, "italian": true,
	"italiano": true, "italien": true, "italienisch": true, "portuguese": true, "portugues": true, "portugais": true,
	"portugiesisch": true, "portoghese": true, "herrn": true,
	// British thanks and praise ("ta", "brill", "ace", "lovely"): said
	// after a booking, never a name
	"ta": true, "brill": true, "brilliant": true, "ace": true, "lovely": true, "smashing": true, "cheers": true,
}

// nameTitles may stand between a cue and the name: "auf Herrn Weber".
var nameTitles = wordSet("mr mrs ms miss dr herr herrn frau sr sra srta sig sigra mme mlle signor signora senhor senhora senor senora dott prof")

// correctionWords open a correction of what was said before ("actually
// thursday", "en fait jeudi", "eigentlich Donnerstag", "en realidad el
// jueves", "anzi giovedì", "afinal quinta", "wait, rather friday"):
// adverbs, often capitalised at the start of a sentence, never the
// visitor's name.
var correctionWords = wordSet(`actually rather instead wait better realmente mejor espera
	plutot mieux attends attendez finalement eigentlich doch warte stattdessen anzi invece meglio piuttosto aspetta
	afinal alias melhor espere antes`)

// partyAdverbs restrict or draw a consequence ("then just 2 adults",
// "solo nosotros dos entonces", "alors juste 2 adultes", "dann nur wir
// zwei", "allora solo noi due", "então só 2 adultos"): said while a name
// is awaited they open a change of the party, never the visitor's name.
var partyAdverbs = wordSet(`then just only merely so entonces pues solo solamente unicamente alors donc juste seulement
	uniquement dann nur bloss blos lediglich allora quindi soltanto soli entao portanto apenas somente`)

func init() {
	for w := range correctionWords {
		notNames[w] = true
	}
	for w := range partyAdverbs {
		notNames[w] = true
	}
}

// otherPossessives are possessives before a relative in the name's cue that
// the party's possessive list lacks: "auf den Namen meines Vaters".
var otherPossessives = wordSet("meines unseres seines ihres")

// relativeAt reads a possessive and a relative at token k ("meu pai", "mi
// padre", "mon père", "meines Vaters", "mio padre", "my father"),
// returning the token after them, or k when there is none.
func (p *parser) relativeAt(k int) int {
	if !possessive[p.t.Word(k)] && !otherPossessives[p.t.Word(k)] {
		return k
	}
	w := p.t.Word(k + 1)
	if relAdult[w] || relChild[w] || relTwo[w] || relAdult[strings.TrimSuffix(w, "s")] || relAdult[strings.TrimSuffix(w, "es")] {
		return k + 2
	}
	return k
}

// nameOfRelative reads the name said beside a relative the booking is in
// the name of ("em nome do meu pai, José Pereira", "a nombre de mi padre,
// José García", "au nom de mon père, Jean Dupont", "auf den Namen meines
// Vaters, Hans Weber", "a nome di mio padre, Mario Rossi", "in my
// father's name, John Smith"): the one who goes is who the booking is for,
// whoever writes and is contacted. k is where the relative starts; ok
// is false when no relative stands there.
func (p *parser) nameOfRelative(k int) (name string, ok bool) {
	after := p.relativeAt(k)
	if after == k {
		return "", false
	}
	if p.t.Word(after) == "s" && (p.t.Word(after+1) == "name" || p.t.Word(after+1) == "names") {
		after += 2 // "my father's name"
	}
	if after < len(p.t.Tokens) && p.clauseBreak(after-1) {
		return p.nameAt(after, true), true
	}
	return "", true
}

func (p *parser) readName(expectName bool) string {
	for i := range p.t.Tokens {
		// "in my father's name, John Smith", "under my mum's name, ...":
		// the cue holds the relative
		if w := p.t.Word(i); (w == "in" || w == "under") && p.relativeAt(i+1) > i+1 {
			if n, ok := p.nameOfRelative(i + 1); ok && n != "" {
				return n
			}
		}
	}
	for _, h := range strongNameSet.find(p.t, nil) {
		if h.N == 1 && (h.Value == "name" || h.Value == "nome" || h.Value == "nombre" || h.Value == "nom") {
			// a bare "name" must be a label: "name: Ana", "Nome - Rita",
			// or open a clause of a capitalised first name and surname:
			// "..., Name Lena Vogt, Mail ...", "Nome Ana Sousa, e-mail ..."
			if !p.punctAfter(h.At) && !p.labelledFullName(h.At) {
				continue
			}
		}
		k := h.At + h.N
		if w := p.t.Word(k); (w == "den" || w == "dem" || w == "meinen" || w == "meinem") && p.t.Word(k+1) == "namen" {
			k += 2 // "buchen Sie auf den Namen Helga Brandt"
		}
		if nameTitles[p.t.Word(k)] && k+1 < len(p.t.Tokens) && p.t.Tokens[k+1].Upper {
			k++ // "auf Herrn Weber", "under the name of Mrs Hale": the title is no name
		}
		if n, ok := p.nameOfRelative(k); ok {
			if n != "" {
				return n
			}
			// "a nombre de mi suegra Carmen Ruiz": the name after whose it
			// is, without a break; "a nombre de mi padre": no name said
			if n := p.nameAfterWhose(k); n != "" {
				return n
			}
			continue
		}
		if possessive[p.t.Word(k)] && !p.t.Tokens[k].Upper {
			// "em nome da minha sogra, Fernanda Lopes", "in the name of my
			// mother-in-law, Ruth Hale", "a nombre de mi suegra Carmen Ruiz":
			// whose name it is, then the name, capitalised
			if n := p.nameAfterWhose(k); n != "" {
				return n
			}
			continue
		}
		if n := p.nameAt(k, false); n != "" {
			return n
		}
	}
	if n := p.nameInEmail(); n != "" {
		return n
	}
	for _, h := range weakNameSet.find(p.t, nil) {
		if n := p.nameAt(h.At+h.N, true); n != "" {
			return n
		}
		// "hi im tom, ...": a lower-case word that is no ordinary word,
		// closed by punctuation.
		k := h.At + h.N
		if (expectName || strings.Contains(p.t.Raw, "@")) && k < len(p.t.Tokens) && !p.used[k] && h.At <= 2 && isAlpha(p.t.Tokens[k].Orig) && len(p.t.Tokens[k].Text) >= 3 {
			w := p.t.Tokens[k].Text
			if !commonWord(w) && !lang.IsCommonWord(w) && !notNames[w] && !nameStop[w] &&
				(k+1 == len(p.t.Tokens) || strings.ContainsAny(p.gap(k, k+1), ",.;!?\n") || nameStop[p.t.Word(k+1)]) {
				p.used[k] = true
				return titleWord(p.t.Tokens[k].Orig)
			}
		}
	}
	if n := p.nameBeforeHere(); n != "" {
		return n
	}
	if n := p.nameBeforeContact(); n != "" {
		return n
	}
	if n := p.nameAfterLabel(expectName); n != "" {
		return n
	}
	if !expectName || p.verbQuestion() {
		return ""
	}
	// Waiting for a name: "Ana Silva, ana@x.pt" or just "John Smith".
	for i, tok := range p.t.Tokens {
		if p.used[i] || !tok.Upper || !isAlpha(tok.Orig) || notNames[tok.Text] ||
			commonWord(tok.Text) && !givenNames[tok.Text] && !p.capitalNext(i) || p.opensQuestion(i) || p.inAskedClause(i) || p.loneInQuestion(i) ||
			p.afterIndefinite(i) {
			continue
		}
		if n := p.nameAt(i, true); n != "" {
			return n
		}
	}
	// "ana silva" or "ana silva, ana@x.pt": the words left, when they are few
	// and none is an ordinary word.
	first, count := -1, 0
	for i, tok := range p.t.Tokens {
		if p.used[i] {
			continue
		}
		if !isAlpha(tok.Orig) || notNames[tok.Text] || commonWord(tok.Text) && !givenNames[tok.Text] || nameStop[tok.Text] {
			return ""
		}
		if first < 0 {
			first = i
		}
		count++
	}
	if count == 0 || count > 3 || count == 1 && lang.IsCommonWord(p.t.Tokens[first].Text) && !givenNames[p.t.Tokens[first].Text] {
		return "" // "Kayak el sábado, ...": an article left is no name
	}
	return p.nameAt(first, false)
}

// nameAfterWhose reads the name after the person it belongs to, said with
// a possessive at k ("minha sogra, Fernanda Lopes", "my wife Ruth Hale"):
// a capitalised name after a comma or after the relative, within a few
// words.
func (p *parser) nameAfterWhose(k int) string {
	for j := k + 1; j <= k+4 && j+1 < len(p.t.Tokens); j++ {
		if p.t.Tokens[j+1].Upper && (p.clauseBreak(j) || relAdult[p.t.Word(j)] || relChild[p.t.Word(j)]) {
			if n := p.nameAt(j+1, true); n != "" {
				return n
			}
		}
		if p.clauseBreak(j) {
			break
		}
	}
	return ""
}

// labelledFullName reports a bare name label at token i opening the
// message or a clause, followed by two capitalised words that end the
// message or their clause: "Name Florian Weiss, Mail ...", "nombre Lucía
// Ortega, correo ...", "Nome Ana Sousa."
func (p *parser) labelledFullName(i int) bool {
	toks := p.t.Tokens
	if i > 0 && !p.clauseBreak(i-1) || i+2 >= len(toks) {
		return false
	}
	for k := i + 1; k <= i+2; k++ {
		if !toks[k].Upper || !isAlpha(toks[k].Orig) || p.used[k] || notNames[toks[k].Text] {
			return false
		}
	}
	return i+3 == len(toks) || p.clauseBreak(i+2) || toks[i+3].Upper && isAlpha(toks[i+3].Orig) && (i+4 == len(toks) || p.clauseBreak(i+3))
}

// introHere close a self-introduction by name: "Priya Nair here", "Lena
// Vogel hier", "Marta Gil aquí", "Julie Martin ici", "Giulia Rossi qui",
// "Ana Costa aqui".
var introHere = wordSet("here hier aqui ici qui")

// nameBeforeHere reads the name of a self-introduction said with "here"
// ("hi, Priya Nair here, priya@...", "Lena Vogel hier, ...", "buenas, Marta
// Gil aquí: ..."): one to four words right before the word, opening the
// message or following a greeting or punctuation, with punctuation, the
// end or the contact details after it. The words are capitalised, or, in a
// message carrying an email or phone, at least no words of the languages.
func (p *parser) nameBeforeHere() string {
	toks := p.t.Tokens
	for h := 1; h < len(toks); h++ {
		if !introHere[toks[h].Text] || p.used[h] {
			continue
		}
		if h+1 < len(toks) && !p.punctBetween(h, h+1) && !(p.contactAt >= 0 && toks[h+1].Start >= p.contactAt &&
			strings.TrimSpace(p.t.Raw[toks[h].Start+len(toks[h].Orig):p.contactAt]) == "") {
			continue
		}
		first := h
		for k := h - 1; k >= 0 && h-k <= 4; k-- {
			tok := toks[k]
			if p.used[k] || !isAlpha(tok.Orig) || p.punctBetween(k, k+1) || notNames[tok.Text] || nameStop[tok.Text] ||
				placeWords[tok.Text] || !tok.Upper && p.contactAt < 0 ||
				(commonWord(tok.Text) || lang.IsCommonWord(tok.Text)) && !givenNames[tok.Text] {
				break
			}
			first = k
		}
		if first == h || first > 0 && !p.used[first-1] && !p.punctBetween(first-1, first) {
			continue // no name, or one inside a sentence ("we are all Smiths here")
		}
		saved := append([]bool(nil), p.used...)
		if n := p.nameAt(first, toks[first].Upper); n != "" && p.used[h-1] {
			return n
		}
		copy(p.used, saved)
	}
	return ""
}

// contactLabels are the words that introduce contact details ("my details:",
// "meine Angaben:", "mes coordonnées :", "i miei dati:"): never a name.
var contactLabels = wordSet("details detail data info infos information contact contacts datos dato contacto " +
	"contactos informacion coordonnees coordonnee contacts renseignements infos daten angaben kontaktdaten " +
	"kontakt kontaktangaben personalien dati contatti recapiti recapito informazioni dados contato contatos " +
	"informacoes buchung reservierung reserva reservation prenotazione")

// labelCopulas follow a label before the details: "mis datos son ...".
var labelCopulas = wordSet("are is son es sont est sind ist sono e sao")

// nameAfterLabel reads the name right after a label of contact details
// ("my details: tom baker, tom@x.com", "mis datos son carlos ruiz ..."),
// when the message carries an email or phone or a name was asked for.
func (p *parser) nameAfterLabel(expectName bool) string {
	if p.contactAt < 0 && !expectName {
		return ""
	}
	toks := p.t.Tokens
	for i, tok := range toks {
		if !contactLabels[tok.Text] || p.used[i] {
			continue
		}
		p.used[i] = true // a label is never the name
		k := i + 1
		if k < len(toks) && labelCopulas[toks[k].Text] && !p.punctAfter(i) {
			p.used[k] = true
			k++
		} else if !p.punctAfter(i) {
			continue
		}
		if k >= len(toks) || p.used[k] || !isAlpha(toks[k].Orig) || lang.IsCommonWord(toks[k].Text) ||
			notNames[toks[k].Text] || nameStop[toks[k].Text] || contactLabels[toks[k].Text] {
			continue
		}
		if n := p.nameAt(k, false); n != "" {
			return n
		}
	}
	return ""
}

// nameBeforeContact reads two to four capitalised words standing right
// before the email or phone number ("Felix Wagner felix@x.de", "Meine
// Angaben: Klaus Hoffmann, k@x.de", "Tom Baker +44 ..."): a name in every
// language. German capitalises its nouns, so words of the languages and
// labels ("Angaben", "Daten", "Buchung", "Danke") lead no name.
func (p *parser) nameBeforeContact() string {
	if p.contactAt < 0 {
		return ""
	}
	toks := p.t.Tokens
	last := -1
	for i, tok := range toks {
		if tok.Start+len(tok.Orig) <= p.contactAt {
			last = i
		}
	}
	if last < 0 || p.used[last] || !toks[last].Upper || !isAlpha(toks[last].Orig) ||
		strings.Trim(p.t.Raw[toks[last].Start+len(toks[last].Orig):p.contactAt], " \t,;:-–—/|(<") != "" {
		return ""
	}
	first := last
	for k := last - 1; k >= 0 && last-k < 5; k-- {
		gap := strings.TrimSpace(p.gap(k, k+1))
		if p.used[k] || !isAlpha(toks[k].Orig) || gap != "" && gap != "-" && gap != "'" && gap != "’" ||
			!toks[k].Upper && !nameParticles[toks[k].Text] {
			break
		}
		first = k
	}
	// Words that lead no name: labels, greetings, thanks, words of the
	// languages ("Sehr", "Gerne"), unless a known given name.
	for first < last && (nameParticles[toks[first].Text] || notNames[toks[first].Text] || nameStop[toks[first].Text] ||
		contactLabels[toks[first].Text] || placeWords[toks[first].Text] ||
		(commonWord(toks[first].Text) || lang.IsCommonWord(toks[first].Text)) && !givenNames[toks[first].Text]) {
		first++
	}
	if first == last {
		return "" // one word: the other readers decide
	}
	for k := first; k <= last; k++ {
		if notNames[toks[k].Text] || nameStop[toks[k].Text] && !nameParticles[toks[k].Text] || contactLabels[toks[k].Text] {
			return ""
		}
	}
	saved := append([]bool(nil), p.used...)
	n := p.nameAt(first, true)
	if !p.used[last] || len(strings.Fields(n)) < 2 {
		copy(p.used, saved)
		return ""
	}
	return n
}

// guardContactName keeps the name standing right before the e-mail or
// phone number from the tours' words, before the services are matched: a
// surname that is a tour's word or close to one ("Olivia Bridges" is no
// "bridge", "Tom Cruise" no cruise, "Lucia Castillo", "Hans Strand") is
// the visitor's. The name is two to four words joined by spaces, hyphens or
// apostrophes, capitalised, after the words that lead no name (labels,
// greetings, words of the languages, places, lodgings, a tour named
// exactly: "Kayak Tom Baker, tom@..." names the kayak and Tom Baker); or,
// when the assistant asked for the details, a clause of lower-case words
// that are no cue, day or place, led by no tour named exactly ("harry
// waters, harry@...", "javier vela, ...", not "kayak saturday, ...").
func (p *parser) guardContactName(expect bool, svcs *Services) {
	if p.contactAt < 0 {
		return
	}
	toks := p.t.Tokens
	last := -1
	for i, tok := range toks {
		if tok.Start+len(tok.Orig) <= p.contactAt {
			last = i
		}
	}
	stop := p.contactAt
	for last > 0 && (contactWords[toks[last].Text] || introHere[toks[last].Text]) {
		// "Ana Colinas here, ana@...", "Rui Colinas, phone 912...",
		// "Eva Hügel, meine E-Mail ist eva@...": the words that lead the
		// details stand between the name and them
		stop, last = toks[last].Start, last-1
	}
	if last < 0 || p.used[last] || !isAlpha(toks[last].Orig) ||
		strings.Trim(p.t.Raw[toks[last].Start+len(toks[last].Orig):stop], " \t,;:-–—/|(<") != "" {
		return
	}
	upper := toks[last].Upper
	if !upper && !expect {
		return
	}
	first := last
	for k := last - 1; k >= 0 && last-k < 4; k-- {
		gap := strings.TrimSpace(p.gap(k, k+1))
		if p.used[k] || !isAlpha(toks[k].Orig) || gap != "" && gap != "-" && gap != "'" && gap != "’" ||
			toks[k].Upper != upper && !nameParticles[toks[k].Text] {
			break
		}
		first = k
	}
	exact := map[int]bool{} // tokens a tour names exactly
	if svcs != nil {
		for _, h := range svcs.set.find(p.t, p.used) {
			if !h.Fuzzy {
				for k := h.At; k < h.At+h.N; k++ {
					exact[k] = true
				}
			}
		}
	}
	leadsNoName := func(k int) bool {
		w := toks[k].Text
		return nameParticles[w] || notNames[w] || nameStop[w] || contactLabels[w] || placeWords[w] ||
			lodgingNouns[w] || exact[k] || (commonWord(w) || upper && lang.IsCommonWord(w)) && !givenNames[w]
	}
	if upper {
		for first < last && leadsNoName(first) {
			first++
		}
	} else if first > 0 && !p.clauseBreak(first-1) || leadsNoName(first) {
		// in lower case, only a clause of the name alone: "harry waters, harry@..."
		return
	}
	if first == last {
		return
	}
	for k := first; k <= last; k++ {
		w := toks[k].Text
		if notNames[w] || nameStop[w] && !nameParticles[w] || contactLabels[w] || lodgingNouns[w] ||
			!upper && (commonWord(w) && !givenNames[w] || placeWords[w] || exact[k] && k == first) {
			return
		}
	}
	p.nameGuard = [2]int{first, last + 1}
}

// contactWords lead an email or a phone number after the name: "phone",
// "email", "my email is", "mi móvil es", "mon numéro", "Handy", "il mio
// cellulare è", "o meu telemóvel é".
var contactWords = wordSet("phone tel telephone mobile cell number email mail e my is " +
	"telefono movil celular numero correo mi es " +
	"telephone portable numero courriel mon ma est " +
	"telefon handy handynummer nummer mail meine mein ist " +
	"cellulare cell numero il mio " +
	"telefone telemovel numero o meu")

// guarded reports a hit inside the name guardContactName keeps.
func (p *parser) guarded(h hit) bool {
	return h.At >= p.nameGuard[0] && h.At+h.N <= p.nameGuard[1]
}

// readContactClauseName reads the name in the clause (between sentence
// marks) that holds the email or the phone number, when that clause has
// few other words: "ok book it. Jake Miller, jake@x.com".
func (p *parser) readContactClauseName() string {
	if p.contactAt < 0 {
		return ""
	}
	raw := p.t.Raw
	from := strings.LastIndexAny(raw[:p.contactAt], ".!?;\n") + 1
	to := len(raw)
	if k := strings.IndexAny(raw[p.contactEnd:], "!?;\n"); k >= 0 {
		to = p.contactEnd + k
	}
	if k := strings.Index(raw[p.contactEnd:], ". "); k >= 0 && p.contactEnd+k < to {
		to = p.contactEnd + k
	}
	var outside []int
	n := 0
	for i, tok := range p.t.Tokens {
		if tok.Start < from || tok.Start >= to {
			if !p.used[i] {
				outside = append(outside, i)
				p.used[i] = true
			}
		} else if !p.used[i] {
			n++
		}
	}
	name := ""
	if n > 0 && n <= 4 && len(outside) > 0 {
		name = p.readName(true)
	}
	for _, i := range outside {
		p.used[i] = false
	}
	return name
}

// readBareName reads a message made only of two or three capitalised words
// that are no ordinary words of the six languages nor places or tours the
// readers took: "Javier Moreno", "Inês Rodrigues". Lower-case words are a
// name only when the assistant asked for one (readName).
func (p *parser) readBareName() string {
	toks := p.t.Tokens
	if len(toks) < 2 || len(toks) > 3 || strings.ContainsAny(p.t.Raw, "?!@0123456789") {
		return ""
	}
	for i, tok := range toks {
		if p.used[i] || !tok.Upper || !isAlpha(tok.Orig) || notNames[tok.Text] || nameStop[tok.Text] ||
			(commonWord(tok.Text) || lang.IsCommonWord(tok.Text)) && !givenNames[tok.Text] || placeWords[tok.Text] {
			return ""
		}
		if i > 0 && strings.TrimSpace(p.gap(i-1, i)) != "" {
			return ""
		}
	}
	return p.nameAt(0, true)
}

// lodgingNouns name where a visitor stays: with the words of its name
// ("Hotel Tivoli", "Tivoli Hotel", "Pousada de Lisboa", "Airbnb Rua
// Augusta", "Lisbon Destination Hostel") a place, never the visitor's
// name, even beside contact details ("Contact Hotel Tivoli +351 ...").
var lodgingNouns = wordSet("hotel hotels hostel hostels inn lodge guesthouse guesthouses motel apartment apartments " +
	"apt flat airbnb bnb resort suites hostal albergue apartamento apartamentos apartahotel pension posada " +
	"residencia alojamiento parador auberge appartement appart residence gite logement herberge jugendherberge " +
	"ferienwohnung unterkunft gasthaus gasthof albergo ostello appartamento residenza pensione locanda " +
	"agriturismo alloggio pousada residencial alojamento estalagem pensao hospedaria")

// markLodgings takes a place to stay and the words of its name before the
// names are read: the noun, the capitalised words after it ("Hotel
// Tivoli", "Pousada de Lisboa"), or, when none follows, those right before
// it ("Tivoli Hotel", "Casa Amora guesthouse"). A place named in lower case
// ("hotel tivoli") takes the words after it up to the next punctuation
// that are no words of the languages.
func (p *parser) markLodgings() {
	toks := p.t.Tokens
	for i, tok := range toks {
		if !lodgingNouns[tok.Text] || p.used[i] {
			continue
		}
		if tok.Text == "apt" || tok.Text == "flat" || tok.Text == "inn" {
			if !tok.Upper && !(i+1 < len(toks) && toks[i+1].Upper) {
				continue // "flat rate", "apt" for apartment only with a name
			}
		}
		p.used[i] = true
		after := 0
		for k := i + 1; k < len(toks) && after < 4; k++ {
			w := toks[k]
			if p.used[k] || p.punctBetween(k-1, k) || !isAlpha(w.Orig) && !w.Num {
				break
			}
			if nameParticles[w.Text] && k+1 < len(toks) && toks[k+1].Upper && !p.punctBetween(k, k+1) {
				p.used[k] = true
				continue
			}
			if !w.Upper && (tok.Upper || commonWord(w.Text) || lang.IsCommonWord(w.Text) || nameStop[w.Text] || notNames[w.Text]) {
				break
			}
			p.used[k] = true
			after++
		}
		if after > 0 {
			continue
		}
		for k := i - 1; k >= 0 && i-k <= 3; k-- {
			w := toks[k]
			if p.used[k] || p.punctBetween(k, k+1) || !w.Upper || !isAlpha(w.Orig) || nameStop[w.Text] || notNames[w.Text] {
				break
			}
			p.used[k] = true
		}
	}
}

// placeWords are places visitors name alone, never a visitor's name.
var placeWords = wordSet("lisbon lisboa lisbonne lissabon lisbona portugal porto oporto belem sintra cascais alfama " +
	"baixa chiado bairro alto mouraria graca caparica estoril ericeira obidos fatima nazare evora algarve madeira " +
	"azores acores tejo tagus rossio comercio praca pena roca cabo torre tower castle castelo")

// punctAfter reports whether token i is followed by ':' or '-' or '='.
func (p *parser) punctAfter(i int) bool {
	tok := p.t.Tokens[i]
	rest := strings.TrimLeft(p.t.Raw[tok.Start+len(tok.Orig):], " ")
	return strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "-") || strings.HasPrefix(rest, "=")
}

// nameParticles stand inside names: "Juan Carlos de la Fuente", "Karl von
// Bergen", "Maria do Carmo Dias", "Lucia De Santis".
var nameParticles = map[string]bool{"de": true, "del": true, "della": true, "di": true, "da": true, "do": true,
	"dos": true, "das": true, "du": true, "la": true, "le": true, "von": true, "van": true, "der": true,
	"den": true, "ten": true, "zu": true, "y": true, "dalla": true, "degli": true, "e": true, "st": true}

// nameAt reads a name from token i: up to four words and the particles
// between them, stopping at punctuation or a function word. Hyphens and
// apostrophes inside a name are kept ("Anna-Lena", "O'Neil").
func (p *parser) nameAt(i int, needUpper bool) string {
	toks := p.t.Tokens
	var b strings.Builder
	words := 0
	for k := i; k < len(toks) && words < 4; k++ {
		tok := toks[k]
		if p.used[k] || !isAlpha(tok.Orig) && !(k > i && len(tok.Orig) == 1 && unicode.IsUpper([]rune(tok.Orig)[0])) {
			break
		}
		sep := " "
		if k > i {
			gap := p.t.Raw[toks[k-1].Start+len(toks[k-1].Orig) : tok.Start]
			if strings.ContainsAny(gap, ",.;:!?()/\n@|") {
				break
			}
			switch strings.TrimSpace(gap) {
			case "-":
				sep = "-"
			case "'", "’":
				sep = strings.TrimSpace(gap)
			}
		}
		if k > i && nameParticles[tok.Text] && sep == " " {
			// A particle belongs to the name when a capitalised word follows.
			j := k + 1
			for j < len(toks) && nameParticles[toks[j].Text] && j-k < 2 {
				j++
			}
			if j < len(toks) && toks[j].Upper && isAlpha(toks[j].Orig) && !p.used[j] && !nameStop[toks[j].Text] &&
				!strings.ContainsAny(p.t.Raw[toks[k-1].Start:toks[j].Start], ",.;:!?\n@") {
				for q := k; q < j; q++ {
					b.WriteString(" " + toks[q].Orig)
					p.used[q] = true
				}
				k = j - 1
				continue
			}
			break
		}
		apos := k+1 < len(toks) && len(tok.Orig) == 1 && tok.Upper && strings.ContainsAny(p.gap(k, k+1), "'’")
		if sep == " " && (nameStop[tok.Text] || notNames[tok.Text]) && !apos {
			break
		}
		if needUpper && !tok.Upper && sep == " " {
			break
		}
		if k == i && commonWord(tok.Text) && !givenNames[tok.Text] && !(tok.Upper && p.capitalNext(k)) {
			break
		}
		if k > i && !tok.Upper && sep == " " && (commonWord(tok.Text) || lang.IsCommonWord(tok.Text)) &&
			!(k >= p.nameGuard[0] && k < p.nameGuard[1]) {
			break // but "javier vela, ..." in the name before the details
		}
		if k > i {
			b.WriteString(sep)
		}
		b.WriteString(titleWord(tok.Orig))
		p.used[k] = true
		if sep == " " {
			words++
		}
	}
	return strings.TrimSpace(b.String())
}

// capitalNext reports whether token k is followed, after a space, by a
// capitalised word: two capitalised words in a row are a name ("Marco
// Bianchi"), even when the first is also a word ("março").
func (p *parser) capitalNext(k int) bool {
	toks := p.t.Tokens
	if k+1 >= len(toks) {
		return false
	}
	gap := p.t.Raw[toks[k].Start+len(toks[k].Orig) : toks[k+1].Start]
	return strings.TrimSpace(gap) == "" && toks[k+1].Upper && isAlpha(toks[k+1].Orig) && !notNames[toks[k+1].Text]
}

// givenNames are first names that are also words the readers know.
var givenNames = map[string]bool{"marco": true, "may": true, "june": true, "april": true, "august": true,
	"augusto": true, "domingo": true, "julio": true, "mercedes": true, "dolores": true, "rosa": true,
	"pilar": true, "paz": true, "luz": true, "sol": true, "angel": true, "santos": true, "reyes": true,
	"nina": true, "franco": true, "costa": true, "mar": true, "mai": true}

func isAlpha(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return len(s) > 1
}

func titleWord(s string) string {
	if s == strings.ToUpper(s) && len(s) > 2 {
		// "JOHN" is John; "O'NEIL" keeps its parts' first letters.
		rs := []rune(strings.ToLower(s))
		rs[0] = unicode.ToUpper(rs[0])
		return string(rs)
	}
	for _, r := range s {
		if unicode.IsUpper(r) {
			return s
		}
		break
	}
	rs := []rune(s)
	rs[0] = unicode.ToUpper(rs[0])
	return string(rs)
}

// inAskedClause reports a word of a clause that a question mark closes
// ("Danke, Pastel de Nata?", "Gracias, ¿Pastel de Nata?", "Merci, Toilettes
// à bord ?"): the capitalised nouns of a question asked while a name is
// expected are what it asks about, no name ("Ana Silva, can we pay cash?"
// keeps its name: a comma closes it).
func (p *parser) inAskedClause(i int) bool {
	if i > 0 && strings.Contains(p.gap(i-1, i), "¿") {
		return true
	}
	for k := i; k < len(p.t.Tokens); k++ {
		g := p.gapAfter(k)
		if strings.Contains(g, "?") {
			return true
		}
		if strings.ContainsAny(g, ",.;:!\n") || strings.Contains(g, "¿") {
			return false
		}
	}
	return false
}

// indefiniteArticles stand before a thing, never before a name: "ein
// gutes Lokal", "a nice Café", "una buona Trattoria", "um bom Restaurante".
// The English "a" only: elsewhere "a" is a preposition or the article of
// a name ("a Ana").
var indefiniteArticles = wordSet("an un una une ein eine einen einem einer eines um uma")

// afterIndefinite reports an indefinite article, or a capitalised word
// right after one or after one and a lower-case adjective: "Kennt ihr ein
// gutes Lokal, wo ...?" and "Eine Frage, ..." name a thing, no one.
func (p *parser) afterIndefinite(i int) bool {
	isArt := func(k int) bool {
		w := p.t.Word(k)
		return k >= 0 && (indefiniteArticles[w] || w == "a" && p.lang == "en" && p.t.Tokens[k].Orig == "a")
	}
	return isArt(i) && i+1 < len(p.t.Tokens) && !p.clauseBreak(i) || isArt(i-1) ||
		i >= 2 && !p.t.Tokens[i-1].Upper && isAlpha(p.t.Tokens[i-1].Orig) && isArt(i-2)
}

// opensQuestion reports a capitalised word opening a sentence that goes on
// in lower case and ends with a question mark: its verb ("Fa freddo la
// sera?", "Hace frío de noche?", "Fait-il froid le soir ?", "Ist es kalt
// auf dem Boot?", "Faz frio à noite?", "Does it get cold?"), no name.
func (p *parser) opensQuestion(i int) bool {
	if i > 0 && !strings.ContainsAny(p.gap(i-1, i), ".!?;:\n") {
		return false
	}
	if i+1 >= len(p.t.Tokens) || p.t.Tokens[i+1].Upper || strings.ContainsAny(p.gap(i, i+1), ",.;:!?\n") {
		return false
	}
	for k := i; k < len(p.t.Tokens); k++ {
		if g := p.gapAfter(k); strings.ContainsAny(g, ".!;:\n") && !strings.Contains(g, "?") {
			return false
		} else if strings.Contains(g, "?") {
			return true
		}
	}
	return false
}

// nameInEmail reads the words right before the e-mail address that the
// address spells ("its for marcus webb marcus.webb@...", "bitte auf klaus
// meier klaus.meier@...", "no nome de rafael souza rafaelsouza@...",
// "tobias keller, tobi.keller@..."): a name, whatever its case and
// whatever leads it, since the address is made of it. Two to four words,
// each spelt in the address's part before the @ (whole, by its first
// letters, "tobi" for "tobias", or by its initial, "g.hartley",
// "mquintana"), at least
// one of them whole and of three letters or more; ordinary words the
// address does not spell ("its", "for", "auf", "de") lead no name.
func (p *parser) nameInEmail() string {
	if p.emailAt < 0 || p.emailLocal == "" {
		return ""
	}
	toks := p.t.Tokens
	last := -1
	for i, tok := range toks {
		if tok.Start+len(tok.Orig) <= p.emailAt {
			last = i
		}
	}
	if last < 0 || strings.Trim(p.t.Raw[toks[last].Start+len(toks[last].Orig):p.emailAt], " \t,;:-–—/|(<") != "" {
		return ""
	}
	parts := strings.FieldsFunc(p.emailLocal, func(r rune) bool { return !unicode.IsLetter(r) })
	letters := strings.Join(parts, "")
	// German addresses spell the umlauts out ("mueller" for "Müller").
	umlauts := strings.NewReplacer("ae", "a", "oe", "o", "ue", "u").Replace(letters)
	spelt := func(w string) int { // 2 whole, 1 by its first letters or initial, 0 not
		if len(w) >= 3 && (strings.Contains(letters, w) || strings.Contains(umlauts, w)) || slices.Contains(parts, w) {
			return 2
		}
		for _, pt := range parts {
			if len(pt) >= 3 && strings.HasPrefix(w, pt) || len(pt) == 1 && w[:1] == pt {
				return 1
			}
		}
		if letters[:1] == w[:1] && !commonWord(w) && !lang.IsCommonWord(w) {
			return 1 // the initial glued to the surname: "jsmith"
		}
		return 0
	}
	first, words, whole := last+1, 0, 0
	for k := last; k >= 0 && words < 4; k-- {
		tok := toks[k]
		if p.used[k] || !isAlpha(tok.Orig) {
			break
		}
		if k < last {
			if gap := strings.TrimSpace(p.gap(k, k+1)); gap != "" && gap != "-" && gap != "'" && gap != "’" {
				break
			}
		}
		s := spelt(tok.Text)
		if s == 0 && !(nameParticles[tok.Text] && k < last) {
			break
		}
		if s == 2 && len(tok.Text) >= 3 {
			whole++
		}
		if s > 0 {
			words++
		}
		first = k
	}
	for first <= last && nameParticles[toks[first].Text] && spelt(toks[first].Text) < 2 {
		first++
	}
	if words < 2 || whole == 0 || first >= last {
		return ""
	}
	for k := first; k <= last; k++ {
		if notNames[toks[k].Text] || nameStop[toks[k].Text] && !nameParticles[toks[k].Text] || lodgingNouns[toks[k].Text] {
			return ""
		}
	}
	var b strings.Builder
	for k := first; k <= last; k++ {
		if k > first {
			switch gap := strings.TrimSpace(p.gap(k-1, k)); gap {
			case "-", "'", "’":
				b.WriteString(gap)
			default:
				b.WriteString(" ")
			}
		}
		if nameParticles[toks[k].Text] && k > first {
			b.WriteString(toks[k].Orig)
		} else {
			b.WriteString(titleWord(toks[k].Orig))
		}
		p.used[k] = true
	}
	return b.String()
}

// askVerbs open a question about what the business does or takes:
// "accept", "take", "pay", "have", "aceptan", "acceptez", "akzeptiert",
// "accettate", "aceita", and the like (folded).
var askVerbs = wordSet("accept accepts take takes pay have has do does can could is are " +
	"acepta aceptan aceptais aceptas admiten admite tomais toman tienen teneis tiene hay puedo podemos pago pagar se " +
	"accepte acceptez acceptes acceptent prenez prennent avez faites peut peux puis " +
	"akzeptiert akzeptieren akzeptierst nehmt nehmen habt haben hat gibt kann konnen geht " +
	"accettate accetta accettano prendete prende avete ha posso possiamo si " +
	"aceita aceitam aceitas aceitamos levam tem tens dao da posso podemos pode")

// verbQuestion reports a message asking a question, its first word a verb
// ("aceita pix?", "Accettate Satispay?", "take Apple Pay?"): what it asks
// about is no name, whatever its case.
func (p *parser) verbQuestion() bool {
	return len(p.t.Tokens) > 0 && strings.Contains(p.t.Raw, "?") && askVerbs[p.t.Tokens[0].Text] &&
		!strings.Contains(p.t.Raw, "@")
}

// loneInQuestion reports a capitalised word inside a clause that ends
// with a question mark, standing alone (no capitalised word beside it) or
// among three other words or more: a noun or an abbreviation asked
// about ("une facture avec un numéro de TVA ?", "pagate con MB Way?"), no
// name given. A name asked back alone ("Ana Silva?") stays one.
func (p *parser) loneInQuestion(i int) bool {
	toks := p.t.Tokens
	from := i
	for from > 0 && !strings.ContainsAny(p.gap(from-1, from), ",.!?;:\n") {
		from--
	}
	lower, question := 0, false
	for k := from; k < len(toks); k++ {
		if isAlpha(toks[k].Orig) && (!toks[k].Upper || k == from && k != i) {
			lower++ // the words around, and the one opening the question ("Aceitam")
		}
		if g := p.gapAfter(k); strings.Contains(g, "?") {
			question = true
			break
		} else if strings.ContainsAny(g, ",.!;:\n") {
			break // "Tom Baker, is that all you need?": the name's clause ends first
		}
	}
	if !question {
		return false
	}
	lone := !p.capitalNext(i) && !(i > 0 && toks[i-1].Upper && isAlpha(toks[i-1].Orig) && strings.TrimSpace(p.gap(i-1, i)) == "")
	return lone || lower >= 3
}
