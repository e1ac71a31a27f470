package session

import "strings"

// tellVerbs are the verbs of "tell me about X", bare (the person it is
// told to follows or comes before: "tell me", "me podéis contar", "mi
// dite", "parle-moi", "fala-me").
var tellVerbs = wordSet(`tell talk contar contame contarnos contarme cuenta cuente cuenten contais hablar habla hable hablen hablais
	decir di diga digan decis explica explicar parler parle parlez raconter raconte racontez dire dis dites expliquer explique expliquez
	parla parlate parlare parli racconti spieghi racconta raccontate raccontare dire dite dici dica spiega spiegate spiegare
	falar fala fale falem contar conta conte contem dizer diz diga digam explicar explique`)

// tellClitics are the verb and its person in one word: "cuéntame",
// "parlami", "dimmi", "raccontaci".
var tellClitics = wordSet(`cuentame cuentanos cuenteme cuentenos contame contanos contadme contadnos hablame hablanos hableme hablenos
	dime dinos digame diganos decime decinos decidme decidnos explicame explicanos
	parlami parlaci parlatemi parlateci raccontami raccontaci raccontatemi raccontateci dimmi dicci ditemi diteci dirmi dirci
	spiegami spiegaci spiegatemi parlarmi parlarci raccontarmi raccontarci`)

// tellPersons are "me" and "us" beside the verb.
var tellPersons = wordSet(`me us mi ci moi nous nos mir uns`)

// tellFillers may stand between the verb and "about": "tell me a bit
// more about", "dime algo sobre", "mi dite qualcosa sul", "dites-moi
// quelque chose sur", "fala-me um pouco do".
var tellFillers = wordSet(`a bit little more something anything please algo un poco mas por favor quelque chose peu plus
	qualcosa qualche cosa po di piu um pouco mais alguma coisa`)

// tellAbouts open what is told about.
var tellAbouts = wordSet(`about de del sobre acerca du des sur di della dello del sul sulla sui su do da dos das`)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// tellAbout reports a request to be told about something ("tell me about
// the kayak", "cuéntame del kayak", "parle-moi du kayak", "erzähl mir vom
// Kajak", "mi dite qualcosa sul giro in tuk tuk?", "fala-me do caiaque"):
// it asks for a tour's details as a whole, not one fact of it, and not for
// a person to talk to.
func tellAbout(msg string) bool {
	ws := foldedWords(msg)
	german, person, about := false, false, false
	for _, w := range ws {
		switch {
		case strings.HasPrefix(w, "erzahl") || strings.HasPrefix(w, "erzaehl"):
			german = true
		case w == "mir" || w == "uns":
			person = true
		case w == "uber" || w == "ueber" || w == "von" || w == "vom":
			about = true
		}
	}
	if german && person && about {
		return true // "erzähl mir vom Kajak", "können Sie uns etwas über ... erzählen?"
	}
	for i, w := range ws {
		next := i + 1
		switch {
		case tellClitics[w]:
		case tellVerbs[w] && next < len(ws) && tellPersons[ws[next]]:
			next++
		case tellVerbs[w] && (i > 0 && tellPersons[ws[i-1]] || i > 1 && tellPersons[ws[i-2]]):
			// "mi dite", "me podéis contar", "pouvez-vous me parler"
		default:
			continue
		}
		for j := next; j < len(ws) && j <= next+3; j++ {
			if tellAbouts[ws[j]] {
				return true
			}
			if !tellFillers[ws[j]] {
				break
			}
		}
	}
	return false
}
