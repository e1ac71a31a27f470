package knowledge

import (
	"slices"
	"strings"
)

// questionStarts are words that open a question in the six languages.
var questionStarts = wordSet(`
what whats where wheres when how which who why is are was do does did can could may might will would
should shall any anything
que qué donde dónde cuando cuándo como cómo cual cuál cuales quien hay puedo puede podemos podria se
es esta están tienen teneis tenéis hace aceptais aceptan necesito
ou où quand comment quel quelle quels quelles qui pourquoi est estce peut peux puis puisje faut
y a-t-il avez vous acceptez
was wo wann wie welche welcher welches wer warum ist sind gibt kann konnen können darf muss habt
nehmt
cosa dove quando come quale quali chi perche perché posso possiamo puo può si ce c'è ci sono avete
accettate serve bisogna
o onde quando como qual quais quem porque posso podemos pode ha há tem têm aceitam e é preciso
if si wenn falls
teneis tienen haceis hacen vendeis venden ofreceis ofrecen aceptan dais dan
fate vendete offrite accettate date
tem fazem vendem oferecem aceitam dao
vendez faites proposez offrez
verkauft macht bietet habt
do does sell
am have has need
durfen darf durft konnt konnte konnten muss mussen musst brauche braucht brauchen hat haben seid bin
bekomme bekommt vermietet verleiht gibts
podeis pueden alquilais alquilan sabeis tenemos necesitamos
pouvons pouvez faut-il dois doit devons louez
potete possono bisogna devo dobbiamo noleggiate affittate
podem tenho temos preciso precisamos alugam
hasta jusqu jusque bis fino ate qu quest
`)

// questionOpenings are two-word openings of questions written without a
// question mark ("je peux changer la date").
var questionOpenings = []string{"je peux", "on peut", "nous pouvons", "ich kann", "wir konnen", "i can", "we can", "c est",
	"da para", "da pra"}

// questionLeads announce a question without asking it yet: the question
// follows them in the same clause ("una cosa hay que llevar algo").
var questionLeads = func() [][]string {
	var out [][]string
	for _, l := range []string{"one thing", "one more thing", "another thing", "quick question", "a question",
		"one question", "by the way", "btw", "una cosa", "otra cosa", "una pregunta", "otra pregunta", "una duda",
		"por cierto", "une chose", "autre chose", "une question", "une autre question", "au fait", "eine frage",
		"noch eine frage", "noch was", "eine sache", "ubrigens", "un altra cosa", "un altra domanda", "una domanda",
		"a proposito", "uma coisa", "outra coisa", "uma pergunta", "outra pergunta", "uma duvida", "ja agora"} {
		out = append(out, strings.Fields(l))
	}
	return out
}()

// questionTags are yes/no tags that end a question written as a statement
// ("I'm travelling solo, is that ok").
var questionTags = []string{
	"is that ok", "is it ok", "is that okay", "is that possible", "is it possible", "is that fine",
	"hay problema", "es posible", "que tal es", "que tal esta",
	"c est possible", "cest possible", "est ce possible", "est ce ok", "cest jouable", "c est jouable",
	"ist das ok", "geht das", "ist das moglich", "ist das in ordnung",
	"e possibile", "e un problema",
	"tem problema", "e possivel",
}

// TagLen returns how many of the folded words ws end with a yes/no tag
// ("... notre fils a 7 ans cest possible", "... se marea, que tal es"),
// 0 when they end with none.
func TagLen(ws []string) int {
	tail := " " + strings.Join(ws, " ")
	for _, t := range questionTags {
		if strings.HasSuffix(tail, " "+t) {
			return strings.Count(t, " ") + 1
		}
	}
	return 0
}

// agreeEnds close a clause that agrees ("il est d'accord", "estamos de
// acuerdo", "er ist einverstanden", "lei è d'accordo", "está de acordo",
// "my wife agreed", "c'est bon", "va bene"): a yes, not a question, even
// when its first word also opens questions ("c'est", "está", "ist", "è").
var agreeEnds = []string{
	"d accord", "daccord", "de acuerdo", "deacuerdo", "vale", "einverstanden", "d accordo", "daccordo",
	"de acordo", "agreed", "agree", "c est bon", "c est ok", "esta bien", "ta bien", "ist gut", "ist ok",
	"passt", "va bene", "esta bem", "ta bem", "tudo bem", "perfecto", "parfait", "perfekt", "perfetto",
	"perfeito", "perfect", "entendido", "compris", "verstanden", "capito", "combinado", "tutto ok", "tutto bene",
	"e isso", "certo", "claro", "genau", "richtig", "esatto", "exacto", "exato", "exactement", "exactly",
	"ca marche", "tres bien", "muy bien", "molto bene", "muito bem", "sehr gut", "of course",
	"will do", "do it", "go ahead", "can confirm", "in ordnung", "geht klar", "alles klar", "concorda", "concordo",
	"concordamos", "agrees", "conforme", "ca me va", "ca nous va", "sounds good", "all good", "fine by me",
	"fine by us", "va benissimo", "ci sta",
}

// whWords ask whatever follows them: a clause they open is a question even
// when it ends with an agreement ("what if he's not d'accord").
var whWords = wordSet(`what whats where when how which who why que donde cuando como cual quien ou quand
comment quel quelle quels quelles pourquoi wo wann wie welche welcher welches wer warum cosa dove quando
come quale quali chi perche onde quem porque qual quais if si wenn falls se`)

// IsQuestion reports whether a message reads as a question: a question
// mark, a first word that opens questions in one of the six languages, or
// a yes/no tag at its end. A clause that agrees opens no question ("c'est
// bon il est d'accord, allez-y", "ist gut, er ist einverstanden"): the
// clause after it is read instead.
func IsQuestion(text string) bool {
	if strings.ContainsAny(text, "?¿") {
		return true
	}
	folded := fold(text)
	ws := words(folded, 80)
	if len(ws) == 0 {
		return false
	}
	tail := " " + strings.Join(ws, " ")
	for _, t := range questionTags {
		if strings.HasSuffix(tail, " "+t) {
			return true
		}
	}
	agreed := false
	for _, clause := range strings.FieldsFunc(folded, func(r rune) bool { return strings.ContainsRune(",.;:!\n", r) }) {
		cw := words(clause, 80)
		if len(cw) == 0 {
			continue
		}
		if agrees(cw) {
			agreed = true // "c'est bon il est d'accord", then "allez-y"
			continue
		}
		if agreed {
			// After a yes, "pode reservar", "kann gebucht werden" go on
			// with it; only a question word asks ("..., est-ce qu'on
			// peut venir à 10h", "..., what time is it").
			for len(cw) > 1 && clauseJoins[cw[0]] {
				cw = cw[1:] // "..., mais où est le point de rendez-vous"
			}
			return whWords[cw[0]] && !ifWords[cw[0]] || len(cw) > 1 && cw[0] == "est" && cw[1] == "ce"
		}
		return opensQuestion(cw)
	}
	return false
}

// AsksWhichCan reports a question of which tours someone can do or go on
// ("which tours can a 5 year old do?", "¿qué tours puede hacer un niño de
// 4 años?", "quelles visites peut-on faire avec un bébé ?", "welche Touren
// gehen mit einem Vierjährigen?", "quali tour può fare?", "que passeios
// pode fazer?"): what the facts say of every tour (their minimum ages),
// not a request for the options.
func AsksWhichCan(text string) bool {
	ws := words(fold(text), 80)
	which := -1
	for i, w := range ws {
		if which < 0 && whichWords[w] {
			which = i
		}
		if which >= 0 && i > which && i <= which+4 && canWords[w] {
			return true
		}
	}
	return false
}

// whichWords ask which tours; canWords say being able to do or go on one.
var (
	whichWords = wordSet("which what que cuales cual quel quels quelle quelles welche welcher quali quale quais qual")
	canWords   = wordSet(`can could puede pueden podemos podria peut peuvent pouvons peux kann konnen gehen geht
puo possono possiamo potrebbe pode podem podemos poderia`)
)

// clauseJoins join a clause to the one before: "d'accord, mais où ...".
var clauseJoins = wordSet("but and so mais et donc alors pero y entonces aber und dann ma e allora mas entao")

// ifWords open a condition, not a question of their own.
var ifWords = wordSet("if si se wenn falls")

// questionLeadWords are words before a question that say another one comes
// ("and is there a shower?", "una cosa, hay que llevar algo?", "one more
// thing: do we ..."): the question opens after them.
var questionLeadWords = [][]string{{"and"}, {"y"}, {"und"}, {"et"}, {"also"}, {"one", "thing"}, {"one", "more", "thing"},
	{"another", "thing"}, {"una", "cosa"}, {"otra", "cosa"}, {"une", "chose"}, {"autre", "chose"}, {"eine", "sache"},
	{"noch", "was"}, {"noch", "eine", "sache"}, {"un", "altra", "cosa"}, {"uma", "coisa"}, {"outra", "coisa"}}

// politeAsks open a question asked as a polite request, without a mark
// ("Les agradecería que me indicaran si ...", "I would like to know
// whether ...").
var politeAsks = [][]string{{"les", "agradeceria"}, {"le", "agradeceria"}, {"agradeceria"}, {"agradeceriamos"},
	{"i", "would", "be", "grateful"}, {"i", "d", "be", "grateful"}, {"we", "would", "be", "grateful"},
	{"je", "vous", "serais", "reconnaissant"}, {"je", "vous", "serais", "reconnaissante"}, {"ich", "ware", "dankbar"},
	{"wir", "waren", "dankbar"}, {"vi", "sarei", "grato"}, {"vi", "sarei", "grata"}, {"le", "sarei", "grato"},
	{"le", "sarei", "grata"}, {"agradecia"}, {"agradecemos"}, {"ficaria", "grato"}, {"ficaria", "grata"},
	{"quisiera", "saber"}, {"quisieramos", "saber"}, {"queria", "saber"}, {"i", "would", "like", "to", "know"},
	{"i", "d", "like", "to", "know"}, {"je", "voudrais", "savoir"}, {"j", "aimerais", "savoir"},
	{"ich", "mochte", "wissen"}, {"wir", "mochten", "wissen"}, {"ich", "wurde", "gerne", "wissen"},
	{"vorrei", "sapere"}, {"vorremmo", "sapere"}, {"gostaria", "de", "saber"}, {"gostariamos", "de", "saber"},
	{"i", "wanted", "to", "ask"}, {"i", "want", "to", "ask"}, {"quisiera", "preguntar"}, {"queria", "preguntar"},
	{"je", "voulais", "demander"}, {"je", "voudrais", "demander"}, {"ich", "wollte", "fragen"},
	{"ich", "mochte", "fragen"}, {"volevo", "chiedere"}, {"vorrei", "chiedere"}, {"queria", "perguntar"},
	{"gostaria", "de", "perguntar"}, {"venho", "por", "este", "meio", "perguntar"}, {"venho", "perguntar"}}

// opensQuestion reports a first word or two that open a question, or
// that do after a lead ("and", "una cosa"), or a polite request to be
// told ("les agradecería que me indicaran si ...").
func opensQuestion(ws []string) bool {
	if len(ws) > 2 && clauseJoins[ws[0]] && opensQuestion(ws[1:]) {
		return true // "and is there a shower", "y hay que llevar", "und gibt es"
	}
	for _, lead := range questionLeads {
		// "one thing, do we need...", "una cosa hay que llevar...", "noch
		// eine Frage: gibt es..."
		if n := len(lead); len(ws) > n+1 && slices.Equal(ws[:n], lead) && opensQuestion(ws[n:]) {
			return true
		}
	}
	if questionStarts[ws[0]] {
		return true
	}
	for _, p := range politeAsks {
		if len(ws) > len(p) && equalWords(ws[:len(p)], p) {
			return true
		}
	}
	for _, lead := range questionLeadWords {
		if len(ws) > len(lead)+1 && equalWords(ws[:len(lead)], lead) && questionStarts[ws[len(lead)]] &&
			!ifWords[ws[len(lead)]] {
			return true
		}
	}
	if len(ws) > 1 {
		two := ws[0] + " " + ws[1]
		for _, o := range questionOpenings {
			if two == o {
				return true
			}
		}
	}
	return false
}

// agrees reports a clause that ends with an agreement and is no question
// of its own: not opened by a question word or "est-ce".
func agrees(ws []string) bool {
	if whWords[ws[0]] && !(len(ws) == 1 && ws[0] == "si") || len(ws) > 1 && ws[0] == "est" && ws[1] == "ce" {
		return false
	}
	if len(ws) == 1 && ws[0] == "si" {
		return true // "sí, vale": a yes, not "if"
	}
	joined := " " + strings.Join(ws, " ")
	for _, a := range agreeEnds {
		if strings.HasSuffix(joined, " "+a) {
			return true
		}
	}
	return false
}

// Vague reports a question that names nothing it asks about: its words are
// stop words, or only ask whether something is fine ("is that ok?", "hay
// problema?", "c'est grave ?", "geht das?", "va bene?", "pode ser?"). Such
// a question is about what the message said just before it ("we have a
// dog, is that ok?"). A service's name, a number or any other word is
// something it asks about ("is the kayak ok?", "for 2?", "any space
// left?"), and so is a question word ("how much?", "when?", "c'est
// où ?"): the dialogue or the knowledge answers those.
func Vague(text, lang string) bool {
	ws := words(fold(text), maxQueryRunes)
	if len(ws) == 0 {
		return false
	}
	for _, w := range ws {
		if (whWords[w] || howMuch[w]) && !ifWords[w] && w != "ou" { // ("ou" is also "or": "c'est grave ou pas ?")
			return false
		}
	}
	for _, tk := range analyze(text, lang, maxQueryRunes) {
		if tk.isNum || !acceptTerms[tk.term] {
			return false
		}
	}
	return true
}

// AsksCancel reports a message that speaks of cancelling or a refund
// ("what's the latest I can cancel?", "quanto prima bisogna disdire?"):
// a first or last moment said beside it is when to cancel, not the
// earliest or latest departure.
func AsksCancel(text, lang string) bool {
	for _, tk := range analyze(text, lang, maxQueryRunes) {
		if tk.term == "~cancel" {
			return true
		}
	}
	return false
}

// AsksRecommendation reports a message that asks for a recommendation or
// a suggestion of what to do ("what do you recommend?", "any ideas for
// saturday?", "was würden Sie uns für Samstag empfehlen?", "o que nos
// aconselham?"), not of a place to go ("could you recommend somewhere
// nice for dinner?", "¿nos recomiendas algún sitio para cenar?").
func AsksRecommendation(text string) bool {
	asks := false
	for _, w := range words(fold(text), maxQueryRunes) {
		if placeWords[w] {
			return false
		}
		asks = asks || recommendWords[w]
	}
	return asks
}

// placeWords (folded) name a place to go, asked of a recommendation.
var placeWords = setOf("somewhere", "place", "places", "spot", "spots", "bar", "bars", "restaurant", "restaurants",
	"sitio", "sitios", "restaurante", "restaurantes", "endroit", "endroits", "adresse", "adresses", "coin",
	"ort", "orte", "lokal", "lokale", "kneipe", "irgendwo", "posto", "posti", "locale", "locali", "ristorante",
	"ristoranti", "trattoria", "lugar", "lugares", "tasca")

// AsksCancelDeadline reports a message that asks how late one may cancel
// or whether cancelling costs ("desearía saber con cuánta antelación debo
// anular ...", "jusqu'à quand peut-on annuler sans frais", "entro quando
// si può disdire senza penale", "until what time may one cancel without
// any charge"): the cancellation policy, however formal or long the
// message, and not a request to cancel a booking.
func AsksCancelDeadline(text, lang string) bool {
	cancel, when := false, false
	for _, tk := range analyze(text, lang, maxQueryRunes) {
		switch tk.term {
		case "~cancel":
			cancel = true
		case "~when":
			when = true
		}
	}
	if !cancel {
		return false
	}
	if when {
		return true
	}
	for _, w := range words(fold(text), maxQueryRunes) {
		if cancelCosts[w] || deadlineWords[w] {
			return true
		}
	}
	return false
}

// deadlineWords say how far ahead or at no cost: beside cancelling they
// ask the policy.
var deadlineWords = wordSet(`
advance notice beforehand ahead free charge charges gratis
antelacion anticipacion antes gratuito gratuita gratuitamente
avance preavis gratuit gratuite gratuitement
vorher vorab kostenlos gratis kostenfrei fristen frist
anticipo preavviso prima gratuito gratuita gratuitamente
antecedencia antecipacao gratuito gratuita gratuitamente
`)

// CancelPolicy is the cancellation policy of the service id, or the
// business's when the service has none of its own (or none is known).
func CancelPolicy(q Query, id string) Result {
	a := &answerer{q: q}
	if s := findService(q.Services, id); s != nil && len(s.CancellationPolicy) > 0 {
		a.svc = s
		if text, src, ok := a.serviceFact(s, TopicCancellation); ok {
			return Result{Answered: true, Informative: true, Coverage: 1, Text: text, Sources: src, Policy: true}
		}
	}
	if text, src, ok := a.businessFact(TopicCancellation); ok {
		return Result{Answered: true, Informative: true, Coverage: 1, Text: text, Sources: src, Policy: true}
	}
	return Result{}
}

// howMuch ask an amount: "how much", "cuánto", "combien", "wie viel".
var howMuch = wordSet("much many quant cuanto cuanta cuantos cuantas combien wieviel viel viele quanto quanta quanti quante quantos quantas")

// amountOf reports the word ws[k] counted by an amount asked right before
// it: "how many tastings", "combien de balles", "combien d'euros".
func amountOf(ws []string, k int) bool {
	return k > 0 && (howMuch[ws[k-1]] || k > 1 && (ws[k-1] == "de" || ws[k-1] == "d") && howMuch[ws[k-2]])
}

// currencyWords (folded) name money, in earnest or in slang: an amount of
// them asked ("how many quid is that each?", "¿cuántos pavos por
// cabeza?", "ça fait combien de balles ?", "wie viel Kohle?", "quanti
// euri?", "quantos paus cada um?") is the price asked, the dialogue's, as
// "how much" is. (Asked otherwise, "can I pay in dollars?", a currency is
// what is asked, which no fact says.)
var currencyWords = wordSet(`euro euros eur euri eurinhos euritos dollar dollars dolar dolares dollari pound pounds quid
bucks pavos pelas balles kohle paus soldi reais libras sterline`)

// acceptTerms ask only whether something is fine or allowed.
var acceptTerms = map[string]bool{"~suitable": true, "~allowed": true}

// The whole sum asked. totalWords (folded) say all of it together
// ("altogether", "overall", "insgesamt", "alles zusammen", "tous
// ensemble", "todo junto", "tutto insieme", "tudo junto"); sumWords are
// the sum, its amount or, in slang, what it costs ("the total amount",
// "der Gesamtbetrag", "el importe", "la somme", "l'importo", "o valor";
// "the damage", "la broma", "la douloureuse", "der Spaß", "lo scherzo",
// "a brincadeira"); spendWords pay or spend it, or come to it ("how much
// do we pay?", "what does it come to?", "cuánto gastamos?", "ça revient à combien ?", "was zahlen
// wir alles zusammen?", "quanto spendiamo?", "quanto vamos gastar?").
// Beside an amount or a price asked (sumAsked) they ask the price of the
// party, the dialogue's, as "how much is it in total?" does: no topic of
// the knowledge, and no way of paying.
var totalWords = wordSet(`total altogether together overall combined insgesamt zusammen gesamt zusammengerechnet
alles ensemble totalite junto juntos junta juntas todito insieme complessivamente complessivo totale juntinho juntinhos`)

var sumWords = wordSet(`sum amount damage bill importe monto suma cantidad broma montant somme douloureuse addition
betrag gesamtbetrag summe gesamtsumme gesamtpreis endpreis endbetrag spass spasschen importo somma cifra scherzo
scherzetto valor quantia montante brincadeira`)

var spendWords = wordSet(`pay paying spend spending come comes pagamos pagaremos pagariamos pagar gastamos gastaremos gastar gastariamos
paie paye payer payons payez paierons payerons depense depenser depensons depenserons revient reviendrait reviennent reviendra reviendront
zahlen zahle zahlt bezahlen ausgeben belauft betragt macht paghiamo pagheremo pagare spendiamo spenderemo spendere
gastamos gastaremos gastar pagam pagamos`)

// whatWords open a question of what: "what do we pay altogether?", "was
// zahlen wir alles zusammen?".
var whatWords = wordSet(`what whats que qu quoi was cosa che`)

// sumAsked reports a message asking the whole sum: an amount asked
// ("how much", "cuánto", "combien", "wie viel", "quanto") or a price
// asked ("cost", "cuesta", "coûte", "kostet", "costa", "custa") beside a
// word of the whole, of the sum or of paying it (totalWords, sumWords,
// spendWords); or what is paid altogether ("was zahlen wir alles
// zusammen?"); or the whole sum named ("le montant total", "l'importo
// totale"); or "what's the damage?".
func sumAsked(ws []string) bool {
	amount, price, total, sum, spend, what := false, false, false, false, false, false
	for i, w := range ws {
		switch {
		case howMuch[w] && w != "many" && w != "viele" && w != "quanti" && w != "quante" && w != "cuantos" && w != "cuantas" && w != "quantos" && w != "quantas":
			amount = true
		case w == "hoch" && i > 0 && ws[i-1] == "wie": // "wie hoch ist der Gesamtbetrag?"
			amount = true
		case costWords[w]:
			price = true
		case i == 0 && whatWords[w], i == 1 && whatWords[w] && (ws[0] == "and" || ws[0] == "und" || ws[0] == "y" || ws[0] == "e" || ws[0] == "et"):
			what = true
		}
		total = total || totalWords[w]
		sum = sum || sumWords[w]
		spend = spend || spendWords[w]
		if w == "damage" && i > 1 && (ws[i-1] == "the" || ws[i-1] == "total") && slices.ContainsFunc(ws[:i], func(v string) bool { return v == "what" || v == "whats" }) {
			// "what's the damage?", "what's the total damage?": the bill,
			// in slang (not "who pays for the damage?")
			price = true
		}
	}
	return (amount || price) && (total || sum || spend) || what && spend && total || sum && total
}

// costWords ask a price: "what does it cost?", "was kostet das?".
var costWords = wordSet(`cost costs costing price prices cuesta cuestan costaria costara coute coutent couterait coutera
kostet kosten kostete costa costano costera costerebbe custa custam custaria custara valor`)

// SaysWhole reports a word of the whole (totalWords) in a message: "Und
// für 4 Personen zusammen?", "and for 4 of us altogether?", "y para 4 en
// total?". Right after a tour's price, a party said with it asks that
// price for the party.
func SaysWhole(text string) bool {
	ws := words(fold(text), 80)
	for i, w := range ws {
		if totalWords[w] || i > 0 && wholeAfter[ws[i-1]+" "+w] {
			return true
		}
	}
	return false
}

// wholeAfter are the wholes said with a word that alone is no total: "in
// all", "en todo", "en tout", "in tutto", "ao todo".
var wholeAfter = setOf("in all", "en todo", "en tout", "in tutto", "ao todo", "em tudo")

// NamesChild reports a message naming children ("the kids", "los niños",
// "les enfants", "die Kinder", "i bambini", "as crianças"; the lexicon's
// ~child): beside a price asked, what they pay.
func NamesChild(text, lang string) bool {
	return slices.ContainsFunc(analyze(text, lang, 80), func(tk token) bool { return tk.term == "~child" })
}
