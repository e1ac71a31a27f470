package session

import "strings"

// relayedAnswer reads a clause (folded words) that passes on someone
// else's answer to the pending question, the visitor having gone to ask
// ("let me ask my wife"): "ok she says yes", "my husband agrees", "ella
// dice que sí", "elle a dit oui", "sie sagt ja", "er ist einverstanden",
// "lei dice di sì", "ela diz que sim", and the same declining ("she says
// no", "mi marido no está de acuerdo", "er ist nicht einverstanden"). The
// clause is: known agreement or filler, who answered (a pronoun or a
// person, or nobody where the language drops it: "dice que sí"), then a
// saying verb and the answer, or a verb of agreeing; whatever follows must
// be agreement or filler too ("she said yes lol"). Anything else ("she
// says yes to the 9am", "she'd rather saturday") is no relayed answer.
func relayedAnswer(words []string) answer {
	i := 0
	for i < len(words) {
		if n, _, _, _ := relayVerbAt(words[i:]); n > 0 {
			break
		}
		n, kind := matchAffirm(words[i:])
		if kind != 'y' && kind != 'f' {
			break
		}
		i += n
	}
	subject, negated := false, false
	var a answer
	for a == answerNone {
		if i >= len(words) {
			return answerNone
		}
		n, verb, say, neg := relayVerbAt(words[i:])
		if n == 0 || !subject && !proDrop[verb] {
			switch w := words[i]; {
			case relayNegations[w]:
				negated = true
			case relaySubjects[w]:
				subject = subject || !relayFillers[w]
			default:
				return answerNone
			}
			i++
			continue
		}
		negated = negated || neg
		i += n
		if !say {
			a = answerYes
			break
		}
		for i < len(words) && postVerbNegations[words[i]] {
			negated = true // "ne dit pas oui", "sagt nicht ja"
			i++
		}
		if i < len(words) && answerLinks[words[i]] {
			i++ // "que sí", "di sì", "that yes"
		}
		if i >= len(words) {
			return answerNone
		}
		m, kind := matchAffirm(words[i:])
		switch kind {
		case 'y', 'Y', 'S':
			a = answerYes
		case 'n', 'N':
			a = answerNo
		default:
			return answerNone
		}
		i += m
		if i < len(words) && (words[i] == "gesagt" || words[i] == "geantwortet") {
			i++ // "sie hat ja gesagt"
		}
	}
	for i < len(words) {
		n, kind := matchAffirm(words[i:])
		if kind != 'y' && kind != 'Y' && kind != 'f' {
			return answerNone
		}
		i += n
	}
	if negated {
		if a == answerYes {
			return answerNo // "she doesn't agree", "no está de acuerdo"
		}
		return answerNone // "she doesn't say no"
	}
	return a
}

// relayVerbAt matches the longest verb phrase of agreeing or saying at the
// start of words, negations inside it skipped ("n'est pas d'accord", "ist
// nicht einverstanden"): the words it takes, the phrase, whether it is a
// verb of saying (one of agreeing is an answer of its own), and whether a
// negation stood inside.
func relayVerbAt(words []string) (n int, verb string, say, negated bool) {
	var kept []string
	var at []int // at[k]: the words taken up to kept[k]
	for k := 0; k < len(words) && len(kept) < 6; k++ {
		if relayNegations[words[k]] && len(kept) > 0 {
			continue
		}
		kept = append(kept, words[k])
		at = append(at, k+1)
	}
	for l := len(kept); l >= 1; l-- {
		p := strings.Join(kept[:l], " ")
		if agreeVerbs[p] || sayVerbs[p] {
			return at[l-1], p, !agreeVerbs[p], at[l-1] > l
		}
	}
	return 0, "", false, false
}

// relaySubjects are who answered, and the words that stand with them: "she",
// "my wife", "el meu marit"..., "la mia ragazza", "a minha mulher"; object
// pronouns may follow ("elle m'a dit oui", "me dijo que sí", "mi ha detto").
// relayFillers among them name nobody on their own.
var (
	relaySubjects = wordList("she he they we i her his their my our " +
		"wife husband partner boyfriend girlfriend bf gf fiance fiancee friend friends mum mom mother dad father " +
		"sister brother son daughter kids children family everyone everybody both " +
		"ella el ellos ellas mi mis nuestra nuestro mujer esposa marido esposo novio novia pareja amigo amiga amigos " +
		"amigas madre padre mama papa hermano hermana hijo hija hijos hijas todos " +
		"elle il ils elles mon ma mes notre nos femme mari copain copine conjoint conjointe ami amie amis amies mere " +
		"pere frere soeur fils fille enfants " +
		"sie er meine mein unsere unser frau mann freund freundin partnerin mutter vater bruder schwester sohn tochter " +
		"kinder alle " +
		"lei lui loro mia mio miei mie nostra nostro moglie marito ragazzo ragazza fidanzato fidanzata compagno " +
		"compagna amico amica amici amiche mamma madre fratello sorella figlio figlia figli tutti " +
		"ela ele eles elas minha meu nossa nosso mulher namorado namorada companheiro companheira mae pai irmao irma " +
		"filho filha filhos " +
		// articles, and the object pronouns after who answered
		"the la los las le les l die der den il lo gli a o os as m me nous mir uns ci nos lhe")
	relayFillers = wordList("the la los las le les l die der den il lo gli a o os as m me nous mir uns ci nos lhe " +
		"my our mi mis nuestra nuestro mon ma mes notre nos meine mein unsere unser mia mio miei mie nostra nostro " +
		"minha meu nossa nosso")
	relayNegations    = wordList("not doesn don didn isn t no ne n pas nicht non nao")
	postVerbNegations = wordList("not pas nicht")
	// answerLinks join a saying verb to the answer it passes on.
	answerLinks = wordList("que di that")
)

// sayVerbs pass an answer on ("she says yes", "dice que sí", "elle a dit
// oui", "sie sagt ja", "sie hat ja gesagt", "ha detto di sì", "disse que
// sim"); agreeVerbs are an agreement of their own ("my wife agrees",
// "está de acuerdo", "est d'accord", "ist einverstanden", "è d'accordo",
// "concorda"). Phrases are folded, comma-separated.
var (
	sayVerbs = phraseList("says,said,say,replied,answered,texted," +
		"dice,dijo,dicen,dijeron,ha dicho,han dicho,responde,respondio," +
		"dit,disent,a dit,ont dit,repond,a repondu," +
		"sagt,sagte,sagen,sagten,meint,meinte,hat,haben,antwortet," +
		"dicono,ha detto,hanno detto,risponde,ha risposto," +
		"diz,disse,dizem,disseram,respondeu")
	agreeVerbs = phraseList("agrees,agreed,agree,is in,s in,are in,re in,is fine with it,s fine with it,are fine with it," +
		"is ok with it,s ok with it,is okay with it,s okay with it,is happy with it,s happy with it," +
		"is up for it,s up for it,are up for it,is on board,s on board,approves,approved,likes it,loves it," +
		"esta de acuerdo,estan de acuerdo,le parece bien,les parece bien,se apunta,se apuntan,acepta,le va bien," +
		"est d accord,sont d accord,est partant,est partante,sont partants,accepte,a accepte,valide,a valide," +
		"est ok,ca lui va,ca leur va," +
		"ist einverstanden,sind einverstanden,ist dabei,sind dabei,findet es gut,findet das gut,ist ok,ist okay," +
		"e d accordo,sono d accordo,accetta,ha accettato,ci sta,le va bene,gli va bene,e ok," +
		"concorda,concordou,concordam,esta de acordo,estao de acordo,ta de acordo,aceita,aceitou,topa,topou," +
		"esta dentro,acha bem,achou bem,gostou")
	// proDrop are the verbs whose answerer may go unsaid: Spanish,
	// Italian and Portuguese drop the pronoun.
	proDrop = phraseList("dice,dijo,dicen,dijeron,ha dicho,han dicho,responde,respondio,esta de acuerdo,estan de acuerdo," +
		"le parece bien,les parece bien,se apunta,se apuntan,le va bien," +
		"dicono,ha detto,hanno detto,risponde,ha risposto,e d accordo,sono d accordo,ci sta,le va bene,gli va bene," +
		"diz,disse,dizem,disseram,respondeu,concorda,concordou,concordam,esta de acordo,estao de acordo," +
		"ta de acordo,topa,topou,achou bem")
)

// phraseList reads comma-separated folded phrases.
func phraseList(list string) map[string]bool {
	m := map[string]bool{}
	for _, p := range strings.Split(list, ",") {
		m[strings.TrimSpace(p)] = true
	}
	return m
}

// wordList reads space-separated folded words.
func wordList(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}
