package knowledge

import "strings"

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

// questionTags are yes/no tags that end a question written as a statement
// ("I'm travelling solo, is that ok").
var questionTags = []string{
	"is that ok", "is it ok", "is that okay", "is that possible", "is it possible", "is that fine",
	"hay problema", "es posible",
	"c est possible", "est ce possible", "est ce ok",
	"ist das ok", "geht das", "ist das moglich", "ist das in ordnung",
	"e possibile", "e un problema",
	"tem problema", "e possivel",
}

// IsQuestion reports whether a message reads as a question: a question
// mark, a first word that opens questions in one of the six languages, or
// a yes/no tag at its end.
func IsQuestion(text string) bool {
	if strings.ContainsAny(text, "?¿") {
		return true
	}
	ws := words(fold(text), 80)
	if len(ws) == 0 {
		return false
	}
	if questionStarts[ws[0]] {
		return true
	}
	if len(ws) > 1 {
		two := ws[0] + " " + ws[1]
		for _, o := range questionOpenings {
			if two == o {
				return true
			}
		}
	}
	tail := " " + strings.Join(ws, " ")
	for _, t := range questionTags {
		if strings.HasSuffix(tail, " "+t) {
			return true
		}
	}
	return false
}
