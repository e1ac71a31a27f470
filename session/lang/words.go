package lang

import (
	"strings"
	"unicode"
)

// cueWords are frequent words of chat messages per language, in Supported
// order, folded (no accents). A word listed for several languages counts
// for each with a weight that falls with the number of languages sharing it.
var cueWords = [6]string{
	// en
	`the and is are do does you your have has i we my me for to of in on at what whats when how much many can could
	would like want please thanks thank hi hello hey tomorrow today tonight there any this that it with people
	book booking price available availability next day morning afternoon evening yes ok need about get go us our
	be will where which time cost kids adults children sunday saturday monday tuesday wednesday thursday friday
	weekend tickets spots left still just only also but if or so some more info details included long meeting point
	human someone speak talk cancel change reservation email phone name number free cheap thx bye goodbye see
	pm am great perfect sounds good guys tell show offer recommend things anything else instead one two three four
	five six seven eight nine ten eleven twelve up off who why here been were was im id ill its lets don t dont
	sorry wrong pls u ya yo gonna wanna tmrw ppl
	not they an by from
	voucher gift present meeting start late refund luggage bags discount group groups guide guides
	lesson lessons class classes sat sun wed weds thu thur thurs fri tues trip trips ride rides bike bikes boat
	sunset sunrise walk walking wine food tasting slot slots tonite tomo tmr asap plz days weeks possible`,
	// es
	`el la los las de del que y es en un una para por con hay quiero queremos quisiera tienen teneis tiene hola
	gracias cuanto cuesta cuestan precio manana hoy somos personas persona reservar reserva puedo podemos me mi
	nos sabado domingo lunes martes miercoles jueves viernes buenas buenos dias tarde noche disponible plazas como
	donde cuando esta este eso si vale tambien pero muy mas hora horas semana ninos adultos otro otra al quedan
	queda libre libres sitio pasado proximo hablar alguien cancelar cambiar correo telefono nombre llamo soy
	vosotros ustedes usted tengo tenemos estamos ir vamos hacer algo nada genial perfecto adios hasta luego pues
	ok vale venga dame decidme decime mejor cual cuales incluye dura quisieramos gustaria nosotros hijos mujer
	marido novia grupo excursion excursiones paseo barco cena finde hay algun alguna reservalo reservame saludos ofreceis actividades porfa reservo necesito anular quedo velero
	plazas cuanto cuesta llevar hace falta nomas vos uno dos tres cuatro cinco seis siete ocho nueve diez
	centro lejos lo le les puede pueden pagar tarjeta llueve aceptan efectivo apunto dale perdon fecha equivoque llevamos silla ruedas ahora alla cosa amigos oye xfa porfavor aqui alli nuestro nuestra sus tu vez aun todavia fin semana ya
	son estan entiendo empezar temprano pasa yo ella ellos bien poco siempre nunca mismo igual entonces se sabe saber sale salen recogen quisiera podriamos
	no mis tus su sin voy hago vengo
	punto encuentro salida tarde reembolso equipaje maletas descuento descuentos grupo grupos guia guias regalo bono
	clase clases atardecer amanecer puesta sol bici bicis bicicleta hacen haceis hacemos vino cata caballo lancha crucero
	o da aceptais aceptas admiten bizum propina propinas conductor chofer tio tia pal pa q
	vienen pie proxima caminata caminatas
	cuentame cuentanos cuenteme cuentenos contame contanos hablame hablanos hableme explicame explicanos decinos dinos digame`,
	// fr
	`le la les de des du un une et est pour avec je nous vous il y a ce cette que qui quoi combien bonjour merci
	demain aujourd hui samedi dimanche lundi mardi mercredi jeudi vendredi personnes reserver voudrais
	voudrions pouvez peut au aux sur pas ne oui non mais tres plus heure heures enfants adultes s plait svp on
	sommes c j l d qu est suis avez reste places disponible disponibles prochain prochaine soir matin apres midi
	coute prix parler quelqu annuler modifier mon ma mes votre vos telephone nom appelle bonsoir salut coucou
	beaucoup aussi ou encore comment quand quel quelle quels quelles faire visite visites balade tout toute
	semaine avoir serait possible souhaite souhaitons aimerions aimerais dispo creneau chez notre nos deux trois
	quatre cinq dix bjr slt voilier visite balade libre pleut cours dispo parlez parles
	faut chose quelque parle anglais autre apporter ca moi toi on resa potes jsp bah ben alors depuis plutot
	elle ils ton sa ses par sans sont ai peux fais viens veux
	point rendez depart retard rembourse remboursement bagages reduction groupe guide cadeau bon
	lecon lecons velo velos bateau coucher soleil faites degustation vin croisiere initiation sortie
	racontez raconte racontes dites expliquez explique`,
	// de
	`der die das und ist sind ich wir sie ihr du ein eine einen fur mit am um von zu zum zur auf es gibt habt
	haben kann konnen mochten mochte wie was wann viel kostet kosten morgen heute hallo danke bitte personen
	kinder erwachsene samstag sonntag montag dienstag mittwoch donnerstag freitag noch frei nicht kein keine ja
	nein auch aber uhr buchen gerne gern wieviel mein meine name heisse bin nachsten ubermorgen abend nachmittag
	vormittag fruh platze termin termine verfugbar stornieren buchung tickets vielen tschuss guten tag
	welche welcher gibts hier mal bei nach vom im dem den des oder sehr viele mehr wo wer warum konnte wurde
	hatte sind zwei drei vier funf sechs zu viert zweit dritt anfangen dauert dauer treffpunkt inklusive
	preis sprechen mitarbeiter jemandem leider super toll prima okay servus moin passiert wenn regnet
	kajak segeltorn stadtrundgang rundgang ausflug eins sieben acht neun zehn sprichst
	lieber bis dann falsches datum sorry bitte gibts hab habe ist das kann man geht auch jetzt schon was
	er dein sein an ohne mache komme will
	treffpunkt start verspatung erstattung gepack rabatt gruppe fuhrer gutschein geschenk
	in kurs kurse surfkurs unterricht fahrrad fahrradtour radtour rad boot bootstour bootsfahrt segeln
	sonnenuntergang weinprobe fahrt macht stunde
	erzahl erzahle erzahlt erzahlen erzaehl erzaehle erklar erklare`,
	// it
	`il lo la gli le di del della dei che e per con un una sono siamo ci c vorrei vorremmo avete quanto costa
	costano domani oggi ciao grazie buongiorno buonasera persone bambini adulti sabato domenica lunedi martedi
	mercoledi giovedi venerdi posti prenotare prenotazione possiamo posso alle dalle nel nella sul anche ma non
	si molto piu ore giro sera pomeriggio mattina dopodomani prossimo prossima disponibile disponibili liberi
	ancora mi chiamo nome cancellare annullare disdire parlare qualcuno operatore vogliamo voglio potete puoi
	cosa come quando dove quale quali fare gita barca cena mille arrivederci tutto bene ok perfetto allora
	quindi io noi voi mio mia nostro prezzo prezzi salve buongiorno punto incontro piedi piove prendo
	seconda prenota barca vela gita preferisco vera sette otto nove i ti lascio miei tuoi contatti dimmi due tre quattro cinque sei dieci ne gia abbiamo hanno essere sarebbe tra fra parli
	include pranzo dura bisogna portare qualcosa lontano dal centro accettate contanti serve fattura ho codice sconto guida parla inglese acconto adesso dopo salve info cmq raga posto stasera vorrei ciaoo scusate
	altra altro ci venite prendere potremmo iniziare prima aprite so se sapere capito niente qualsiasi lo stesso allora volevo cerco
	lui lei tuo suo senza faccio vengo
	punto ritrovo incontro partenza ritardo rimborso bagagli sconto gruppo guida regalo buono fa qualche
	al in fate fai fanno facciamo bici bicicletta tramonto alba lezione lezioni corso corsi escursione escursioni
	degustazione vino battello traghetto uscita
	parlami parlaci parlatemi parlateci raccontami raccontaci raccontatemi raccontateci ditemi diteci dicci spiegami spiegateci
	o ha da`,
	// pt
	`o a os as de do da dos das que e para com um uma em no na nos nas quero queremos gostaria tem voces ola
	obrigado obrigada quanto custa custam amanha hoje somos pessoas criancas adultos sabado domingo segunda terca
	quarta quinta sexta feira reservar reserva posso podemos ha nao sim tambem mas muito mais horas passeio
	passeios bom boa dia tarde noite vagas lugares disponivel disponiveis proximo proxima depois meu minha nome
	chamo sou cancelar alterar falar alguem pessoa tchau valeu ate logo voce estou estamos ir fazer qual quais
	onde quando como tudo bem perfeito fixe entao pra pro vcs obg queria queriamos dois duas tres quatro cinco
	seis dez barco jantar manha nossa nosso pelo pela ao aos boas obg tudo oi oferecem atividades caiaque preco chover ja cancelamento
	assistente veleiro vossos sete oito nove esta fala falas falam
	centro fica longe aceitam dinheiro preciso fatura fechado vou desculpa errei ta formos agora ou la pfv vc voce beleza sinal
	pode podem sao vai vamos tenho temos ter isso essa esse aqui ali algum alguma nada coisa pouco cedo mim qualquer inclui abrem procuro se sei saber
	eu ele ela seu sua por sem faco venho crianca
	ponto encontro partida atraso reembolso bagagem malas desconto grupo guia presente vale local
	aula aulas bicicleta bicicletas fazem fazes vinho prova degustacao sol escola prancha aluguer aluguel
	fim este estes semana semanas
	conta contem conte contai fale falem explica expliquem diz digam`,
}

// commonWords holds every cue word of every language, for callers that
// need to know whether a word is ordinary language (a name is not).
var commonWords = func() map[string]bool {
	m := map[string]bool{}
	for _, list := range cueWords {
		for _, w := range strings.Fields(list) {
			m[w] = true
		}
	}
	return m
}()

// IsCommonWord reports whether w (folded: lower case, no accents) is a
// frequent word of one of the six languages.
func IsCommonWord(w string) bool { return commonWords[w] }

// cueSets are cueWords as sets, per language in Supported order.
var cueSets = func() (out [6]map[string]bool) {
	for i, list := range cueWords {
		out[i] = wordsOf(list)
	}
	return out
}()

// writtenIn reports a text whose words are of language cur rather than
// of language other: at least two cue words of cur that are not of
// other, and none of other that are not of cur (an address or a number
// counts for neither).
func writtenIn(text string, cur, other int) bool {
	mine := 0
	var words []string
	for _, field := range strings.Fields(strings.ToLower(text)) {
		if !strings.ContainsAny(field, "@0123456789") { // an address or a number says no language
			words = append(words, strings.FieldsFunc(field, func(r rune) bool { return !unicode.IsLetter(r) })...)
		}
	}
	for _, f := range words {
		w := fold(f)
		a, b := cueSets[cur][w], cueSets[other][w]
		switch {
		case a && !b:
			mine++
		case b && !a:
			return false
		}
	}
	return mine >= 2
}
