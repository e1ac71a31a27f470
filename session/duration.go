package session

import "github.com/tourchat/tourchat/session/understand"

// durationCues ask how long a tour lasts, in the six languages, folded.
var durationCues = []string{
	"how long", "how many hours", "how many minutes", "how much time", "duration", "does it last", "will it last", "it lasts", "how lengthy",
	"cuanto dura", "cuanto duran", "cuanto tiempo", "cuantas horas", "duracion", "dura cuanto", "cuanto demora",
	"combien de temps", "combien d heures", "duree", "ca dure", "dure combien", "il dure",
	"wie lange", "wie lang", "wie viele stunden", "wieviele stunden", "wie viel zeit", "wieviel zeit", "dauer", "dauert",
	"quanto dura", "quanto durano", "quanto tempo", "quante ore", "durata", "dura quanto",
	"quanto demora", "quantas horas", "duracao", "demora quanto", "tempo demora", "tempo dura",
	// when it ends: the duration answers ("what time does it finish?")
	"does it finish", "does it end", "will it finish", "will it end", "finish time", "end time", "it finishes", "it ends",
	"a que hora termina", "a que hora acaba", "cuando termina", "cuando acaba", "hora de fin",
	"quelle heure ca finit", "quelle heure ca se termine", "ca finit a quelle heure", "quand ca finit", "heure de fin",
	"zu ende", "wann endet", "wann ist schluss", "bis wann geht",
	"che ora finisce", "che ora termina", "quando finisce", "quando termina", "ora di fine",
	"que horas acaba", "que horas termina", "quando acaba", "hora de fim",
}

// durationNot are words that make a "how long" about something else: how
// early to arrive, how far ahead to book or cancel, how long a refund takes.
var durationNot = map[string]bool{
	"before": true, "advance": true, "ahead": true, "early": true, "refund": true, "cancel": true, "wait": true,
	"antes": true, "anticipacion": true, "antelacion": true, "reembolso": true, "cancelar": true, "esperar": true,
	"avant": true, "avance": true, "remboursement": true, "annuler": true, "attendre": true,
	"vorher": true, "vorab": true, "fruher": true, "ruckerstattung": true, "stornieren": true, "warten": true,
	"prima": true, "anticipo": true, "rimborso": true, "cancellare": true, "disdire": true, "aspettare": true,
	"antecedencia": true, "cancelamento": true,
}

// asksDuration reports a question about how long a tour lasts: "how long
// does it take", "cuánto dura", "combien de temps ça dure", "wie lange
// dauert das", "quanto dura", "quanto tempo demora".
func asksDuration(msg string) bool {
	t := understand.Prepare(msg)
	for _, tok := range t.Tokens {
		if durationNot[tok.Text] {
			return false
		}
	}
	for _, c := range durationCues {
		if t.Has(c) {
			return true
		}
	}
	return false
}
