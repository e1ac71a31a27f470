package reply

import "strconv"

// bookingTemplates are the sentences of the booking dialogue: the summary
// and its yes/no question, what follows a booking, the questions asked when
// a date, a time or a party size could not be read, and the reasons nothing
// matches. Same order as templates: en, es, fr, de, it, pt.
var bookingTemplates = map[string][6]string{
	"summary": {
		"Here is what I'll book: {service}, {date} at {time}, for {party}. Total: {total}. Name: {name}, contact: {contact}.",
		"Esto es lo que voy a reservar: {service}, {date} a las {time}, para {party}. Total: {total}. Nombre: {name}, contacto: {contact}.",
		"Voici ce que je vais réserver : {service}, {date} à {time}, pour {party}. Total : {total}. Nom : {name}, contact : {contact}.",
		"Das buche ich für Sie: {service}, {date} um {time} Uhr, für {party}. Gesamt: {total}. Name: {name}, Kontakt: {contact}.",
		"Ecco cosa prenoto: {service}, {date} alle {time}, per {party}. Totale: {total}. Nome: {name}, contatto: {contact}.",
		"É isto que vou reservar: {service}, {date} às {time}, para {party}. Total: {total}. Nome: {name}, contacto: {contact}.",
	},
	"chosen_kids": {
		"Great choice: {service}, {date} at {time}.",
		"¡Buena elección! {service}, {date} a las {time}.",
		"Excellent choix : {service}, {date} à {time}.",
		"Gute Wahl: {service}, {date} um {time} Uhr.",
		"Ottima scelta: {service}, {date} alle {time}.",
		"Ótima escolha: {service}, {date} às {time}.",
	},
	"ask_adults": {
		"Children join our tours with an adult: how many adults will come with them?",
		"Los niños participan en los tours con un adulto: ¿cuántos adultos vendrán con ellos?",
		"Les enfants participent aux activités avec un adulte : combien d'adultes les accompagneront ?",
		"Kinder nehmen an unseren Touren mit einem Erwachsenen teil: Wie viele Erwachsene kommen mit?",
		"I bambini partecipano ai tour con un adulto: quanti adulti verranno con loro?",
		"As crianças participam nos passeios com um adulto: quantos adultos vêm com elas?",
	},
	"age_rule": {
		"{service} is from {min} years: your {age}-year-old can't join.",
		"{service} es a partir de {min} años: el niño de {age} años no puede participar.",
		"{service} est à partir de {min} ans : l'enfant de {age} ans ne peut pas y participer.",
		"{service} ist ab {min} Jahren: Das {age}-jährige Kind kann leider nicht mitmachen.",
		"{service} è dai {min} anni: il bambino di {age} anni non può partecipare.",
		"{service} é a partir dos {min} anos: a criança de {age} anos não pode participar.",
	},
	"age_options": {
		"These tours suit them; tell me which one and the day, and I'll show its times:",
		"Estos tours son para su edad; dime cuál y qué día, y te muestro los horarios:",
		"Ces activités conviennent à leur âge ; dites-moi laquelle et quel jour, et je vous montre les horaires :",
		"Diese Touren passen zu ihrem Alter; sagen Sie mir, welche und an welchem Tag, dann zeige ich die Zeiten:",
		"Questi tour vanno bene per la loro età; dimmi quale e che giorno, e ti mostro gli orari:",
		"Estes passeios servem para a idade delas; diga-me qual e que dia, e mostro os horários:",
	},
	"age_left_out": {
		"Not listed, for your children's ages: {list}.",
		"No incluyo, por la edad de los niños: {list}.",
		"Je n'ai pas listé, à cause de l'âge des enfants : {list}.",
		"Wegen des Alters der Kinder nicht aufgeführt: {list}.",
		"Non elencati per l'età dei bambini: {list}.",
		"Não incluí, pela idade das crianças: {list}.",
	},
	"from_years": {
		"from {min}", "desde {min} años", "dès {min} ans", "ab {min} Jahren", "dai {min} anni", "a partir dos {min} anos",
	},
	"confirm_ask": {
		"Shall I confirm the booking? Answer yes to book, or tell me what to change.",
		"¿Confirmo la reserva? Responde sí para reservar, o dime qué quieres cambiar.",
		"Je confirme la réservation ? Répondez oui pour réserver, ou dites-moi ce qu'il faut changer.",
		"Soll ich die Buchung bestätigen? Antworten Sie mit Ja, oder sagen Sie mir, was ich ändern soll.",
		"Confermo la prenotazione? Rispondi sì per prenotare, oppure dimmi cosa cambiare.",
		"Confirmo a reserva? Responda sim para reservar, ou diga-me o que quer alterar.",
	},
	"confirm_again": {
		"Nothing is booked yet: shall I book {service}, {date} at {time}, for {party}? Answer yes or no.",
		"Aún no hay nada reservado: ¿te reservo {service}, {date} a las {time}, para {party}? Responde sí o no.",
		"Rien n'est encore réservé : je réserve {service}, {date} à {time}, pour {party} ? Répondez oui ou non.",
		"Noch ist nichts gebucht: Soll ich {service}, {date} um {time} Uhr, für {party} buchen? Antworten Sie mit Ja oder Nein.",
		"Non ho ancora prenotato nulla: prenoto {service}, {date} alle {time}, per {party}? Rispondi sì o no.",
		"Ainda não reservei nada: reservo {service}, {date} às {time}, para {party}? Responda sim ou não.",
	},
	"pending": {
		"Your booking is being confirmed right now; send me any message in a moment and I'll give you the reference.",
		"Tu reserva se está confirmando ahora mismo; escríbeme en un momento y te doy la referencia.",
		"Votre réservation est en cours de confirmation ; écrivez-moi dans un instant et je vous donnerai la référence.",
		"Ihre Buchung wird gerade bestätigt; schreiben Sie mir gleich noch einmal, dann nenne ich Ihnen die Buchungsnummer.",
		"La tua prenotazione è in fase di conferma; scrivimi tra un attimo e ti do il codice.",
		"A sua reserva está a ser confirmada neste momento; escreva-me daqui a pouco e dou-lhe a referência.",
	},
	"dropped": {
		"No problem, I haven't booked anything.",
		"Sin problema, no he reservado nada.",
		"Pas de souci, je n'ai rien réservé.",
		"Kein Problem, ich habe nichts gebucht.",
		"Nessun problema, non ho prenotato nulla.",
		"Sem problema, não reservei nada.",
	},
	"hold": {
		"Of course, take your time.",
		"Claro, tómate tu tiempo.",
		"Bien sûr, prenez votre temps.",
		"Natürlich, lassen Sie sich Zeit.",
		"Certo, fai con calma.",
		"Claro, sem pressa.",
	},
	"lang_switch": {
		"Of course, let's continue in English.",
		"Claro, seguimos en español.",
		"Bien sûr, continuons en français.",
		"Gern, machen wir auf Deutsch weiter.",
		"Certo, continuiamo in italiano.",
		"Claro, continuamos em português.",
	},
	"how_help": {
		"Tell me a tour, a day or how many you are, and I'll check what's available.",
		"Dime un tour, un día o cuántos sois, y miro qué hay disponible.",
		"Indiquez-moi une activité, un jour ou votre nombre, et je regarde les disponibilités.",
		"Nennen Sie mir eine Tour, einen Tag oder wie viele Sie sind, dann schaue ich, was frei ist.",
		"Dimmi un tour, un giorno o quanti siete, e controllo cosa c'è di disponibile.",
		"Diga-me um passeio, um dia ou quantos são, e vejo o que há disponível.",
	},
	"booked_already": {
		"You're already booked, {name}: {service}, {date} at {time}, for {party}. Your reference is {ref}. Nothing else to do, see you there!",
		"Ya tienes tu reserva, {name}: {service}, {date} a las {time}, para {party}. Tu referencia es {ref}. No hace falta nada más, ¡nos vemos allí!",
		"Vous êtes déjà inscrit, {name} : {service}, {date} à {time}, pour {party}. Votre référence : {ref}. Rien d'autre à faire, à bientôt !",
		"Sie sind bereits gebucht, {name}: {service}, {date} um {time} Uhr, für {party}. Ihre Buchungsnummer: {ref}. Sonst ist nichts zu tun, bis bald!",
		"Sei già prenotato, {name}: {service}, {date} alle {time}, per {party}. Il tuo codice è {ref}. Non serve altro, a presto!",
		"Já tem a sua reserva, {name}: {service}, {date} às {time}, para {party}. A sua referência é {ref}. Não precisa de fazer mais nada, até breve!",
	},
	"booking_info": {
		"Your booking {ref}: {service}, {date} at {time}, for {party}. Total: {total}.",
		"Tu reserva {ref}: {service}, {date} a las {time}, para {party}. Total: {total}.",
		"Votre réservation {ref} : {service}, {date} à {time}, pour {party}. Total : {total}.",
		"Ihre Buchung {ref}: {service}, {date} um {time} Uhr, für {party}. Gesamt: {total}.",
		"La tua prenotazione {ref}: {service}, {date} alle {time}, per {party}. Totale: {total}.",
		"A sua reserva {ref}: {service}, {date} às {time}, para {party}. Total: {total}.",
	},
	"booking_when": {
		"Your booking {ref} ({service}) is on {date} at {time}.",
		"Tu reserva {ref} ({service}) es el {date} a las {time}.",
		"Votre réservation {ref} ({service}) est le {date} à {time}.",
		"Ihre Buchung {ref} ({service}) ist am {date} um {time} Uhr.",
		"La tua prenotazione {ref} ({service}) è {date} alle {time}.",
		"A sua reserva {ref} ({service}) é {date} às {time}.",
	},
	"booking_more": {
		"Anything else? I can answer questions about it, or look for another tour.",
		"¿Algo más? Puedo responder a tus preguntas sobre ella o buscar otro tour.",
		"Autre chose ? Je peux répondre à vos questions à ce sujet, ou chercher une autre activité.",
		"Noch etwas? Ich beantworte gern Fragen dazu oder suche eine weitere Tour.",
		"Altro? Posso rispondere alle tue domande o cercare un altro tour.",
		"Mais alguma coisa? Posso responder a perguntas sobre ela ou procurar outro passeio.",
	},
	"thanks_booked": {
		"You're welcome, {name}! Your booking {ref} is confirmed: {service}, {date} at {time}. Enjoy!",
		"¡De nada, {name}! Tu reserva {ref} está confirmada: {service}, {date} a las {time}. ¡Que lo disfrutes!",
		"Avec plaisir, {name} ! Votre réservation {ref} est confirmée : {service}, {date} à {time}. Profitez bien !",
		"Gern geschehen, {name}! Ihre Buchung {ref} ist bestätigt: {service}, {date} um {time} Uhr. Viel Spaß!",
		"Prego, {name}! La tua prenotazione {ref} è confermata: {service}, {date} alle {time}. Buon divertimento!",
		"De nada, {name}! A sua reserva {ref} está confirmada: {service}, {date} às {time}. Aproveite!",
	},
	"understood": {
		"So far I have: {what}.",
		"De momento tengo: {what}.",
		"Pour l'instant j'ai noté : {what}.",
		"Bisher habe ich: {what}.",
		"Finora ho capito: {what}.",
		"Até agora tenho: {what}.",
	},
	"unread_date": {
		"I couldn't make out which day you mean. Which day would you like (for example \"tomorrow\", \"Saturday\" or \"12 December\")?",
		"No he entendido qué día quieres. ¿Qué día te viene bien (por ejemplo \"mañana\", \"el sábado\" o \"12 de diciembre\")?",
		"Je n'ai pas compris de quel jour il s'agit. Quel jour souhaitez-vous (par exemple « demain », « samedi » ou « 12 décembre ») ?",
		"Ich konnte nicht erkennen, welchen Tag Sie meinen. Welcher Tag passt Ihnen (zum Beispiel „morgen“, „Samstag“ oder „12. Dezember“)?",
		"Non ho capito quale giorno intendi. Che giorno preferisci (per esempio \"domani\", \"sabato\" o \"12 dicembre\")?",
		"Não percebi que dia quer. Que dia prefere (por exemplo \"amanhã\", \"sábado\" ou \"12 de dezembro\")?",
	},
	"unread_time": {
		"I couldn't make out the time. At what time would you like to go (for example \"10am\" or \"2:30pm\")?",
		"No he entendido la hora. ¿A qué hora te gustaría ir (por ejemplo \"a las 10\" o \"a las 14:30\")?",
		"Je n'ai pas compris l'heure. À quelle heure souhaitez-vous partir (par exemple « 10h » ou « 14h30 ») ?",
		"Ich konnte die Uhrzeit nicht erkennen. Um wie viel Uhr möchten Sie (zum Beispiel „10 Uhr“ oder „14:30“)?",
		"Non ho capito l'orario. A che ora vorresti andare (per esempio \"alle 10\" o \"alle 14:30\")?",
		"Não percebi a hora. A que horas gostaria de ir (por exemplo \"às 10h\" ou \"às 14h30\")?",
	},
	"unread_party": {
		"I couldn't make out how many you are. How many people, and are there children (for example \"2 adults and 1 child\")?",
		"No he entendido cuántos sois. ¿Cuántas personas, y hay niños (por ejemplo \"2 adultos y 1 niño\")?",
		"Je n'ai pas compris combien vous êtes. Combien de personnes, et y a-t-il des enfants (par exemple « 2 adultes et 1 enfant ») ?",
		"Ich konnte nicht erkennen, wie viele Sie sind. Wie viele Personen, und sind Kinder dabei (zum Beispiel „2 Erwachsene und 1 Kind“)?",
		"Non ho capito quanti siete. Quante persone, e ci sono bambini (per esempio \"2 adulti e 1 bambino\")?",
		"Não percebi quantos são. Quantas pessoas, e há crianças (por exemplo \"2 adultos e 1 criança\")?",
	},
	"closed_day": {
		"{service} doesn't run {on_date}.",
		"{service} no sale {on_date}.",
		"{service} n'a pas lieu {on_date}.",
		"{service} findet {on_date} nicht statt.",
		"{service} non si svolge {on_date}.",
		"{service} não se realiza {on_date}.",
	},
	"closed_day_any": {
		"Nothing runs {on_date}.",
		"No hay ninguna salida {on_date}.",
		"Aucune activité n'a lieu {on_date}.",
		"Es findet {on_date} keine Tour statt.",
		"Non c'è nessuna attività {on_date}.",
		"Não há nenhuma saída {on_date}.",
	},
	"too_few": {
		"There aren't enough places left for {guests} {on_date} at the time you asked.",
		"No quedan plazas suficientes para {guests} {on_date} a la hora que pides.",
		"Il ne reste pas assez de places pour {guests} {on_date} à l'horaire demandé.",
		"Zur gewünschten Zeit sind {on_date} nicht mehr genug Plätze für {guests} frei.",
		"Non ci sono abbastanza posti per {guests} {on_date} all'orario che chiedi.",
		"Já não há lugares suficientes para {guests} {on_date} no horário que pede.",
	},
	"no_such_time_any": {
		"There is no departure at {time}.",
		"No hay ninguna salida a las {time}.",
		"Il n'y a pas de départ à {time}.",
		"Um {time} Uhr gibt es keine Abfahrt.",
		"Non c'è nessuna partenza alle {time}.",
		"Não há nenhuma saída às {time}.",
	},
	"no_such_time": {
		"There is no departure at {time} {on_date}.",
		"No hay ninguna salida a las {time} {on_date}.",
		"Il n'y a pas de départ à {time} {on_date}.",
		"Um {time} Uhr gibt es {on_date} keine Abfahrt.",
		"Non c'è nessuna partenza alle {time} {on_date}.",
		"Não há nenhuma saída às {time} {on_date}.",
	},
}

var ticketWords = [6][3][2]string{
	{{"adult", "adults"}, {"child", "children"}, {"infant", "infants"}},
	{{"adulto", "adultos"}, {"niño", "niños"}, {"bebé", "bebés"}},
	{{"adulte", "adultes"}, {"enfant", "enfants"}, {"bébé", "bébés"}},
	{{"Erwachsener", "Erwachsene"}, {"Kind", "Kinder"}, {"Kleinkind", "Kleinkinder"}},
	{{"adulto", "adulti"}, {"bambino", "bambini"}, {"neonato", "neonati"}},
	{{"adulto", "adultos"}, {"criança", "crianças"}, {"bebé", "bebés"}},
}

// Party renders a party size with its ticket mix when one was said:
// "3 people (2 adults, 1 child)", "3 personas (2 adultos y 1 niño)".
func Party(lang string, guests, adults, children, infants int) string {
	s := People(lang, guests)
	if adults+children+infants == 0 || (children == 0 && infants == 0) {
		return s
	}
	w := ticketWords[langIndex(lang)]
	var parts []string
	for i, n := range [3]int{adults, children, infants} {
		if n > 0 {
			k := 1
			if n == 1 {
				k = 0
			}
			parts = append(parts, strconv.Itoa(n)+" "+w[i][k])
		}
	}
	return s + " (" + List(lang, parts) + ")"
}
