package understand

import "github.com/tourchat/tourchat/store"

// intentCues lists the cue phrases of each intent in the six languages.
// Cues are whole words or phrases as visitors type them (folded, apostrophes
// and hyphens as spaces); a weight after "=" lowers words that are only a hint.
var intentCues = map[string][]string{
	store.IntentContact: {
		"contact details", "my details", "my contact", "my email", "my number", "datos de contacto", "mis datos",
		"mi email", "mi correo", "mi telefono", "coordonnees", "mes coordonnees", "mon email", "mon numero",
		"kontaktdaten", "meine daten", "meine nummer", "meine e mail", "contatti", "i miei contatti", "recapiti",
		"il mio numero", "la mia email", "contactos", "os meus contactos", "meus dados", "o meu email",
		"o meu numero", "meu email", "meu numero",
	},
	store.IntentGreet: {
		"hi", "hello", "hey", "hiya", "heya", "helo", "hellooo", "good morning", "good afternoon", "good evening",
		"greetings", "howdy", "morning=0.6", "yo=0.6", "hola", "holaa", "buenas", "buenos dias", "buenas tardes",
		"buenas noches=0.6", "que tal", "saludos", "bonjour", "bonsoir", "salut", "coucou", "hallo", "guten tag",
		"guten morgen", "guten abend", "servus", "moin", "gruss gott", "gruezi", "gruzi", "hallochen", "ciao", "buongiorno",
		"buonasera", "salve", "ola", "oi", "boas", "viva", "gruss dich", "buon pomeriggio", "buen dia", "good day", "bjr", "bsr", "slt", "anyone there=1.5", "anybody there=1.5", "bom dia", "boa tarde", "boa noite=0.6", "tudo bem", "hi there",
	},
	store.IntentThanks: {
		"thanks", "thank you", "thank u", "thx", "ty", "cheers", "bye", "goodbye", "bye bye", "see you", "see ya",
		"that s all", "thats all", "that s it", "have a nice day", "have a good day", "much appreciated", "appreciate it",
		"gracias", "muchas gracias", "mil gracias", "adios", "hasta luego", "hasta pronto", "chao", "nos vemos",
		"eso es todo", "merci", "merci beaucoup", "au revoir", "a bientot", "bonne journee", "bonne soiree", "c est tout",
		"danke", "dankeschon", "danke schon", "vielen dank", "tschuss", "auf wiedersehen", "bis bald", "schonen tag",
		"das wars", "das war s", "grazie", "grazie mille", "arrivederci", "a presto", "buona giornata", "buona serata",
		"e tutto", "muy amable", "merci bien", "danke sehr", "many thanks", "see you soon", "ate a proxima", "chau",
		"obrigado", "obrigada", "brigado", "obg", "obgd", "e tudo", "so isso", "e so isso", "muito obrigado", "muito obrigada", "valeu", "tchau", "adeus",
		"ate logo", "ate breve", "ate mais", "perfect thanks", "great thanks", "ok thanks",
		"brill", "ta very much", "ta muchly", "ta mate", "lovely thanks", "brilliant thanks",
	},
	store.IntentHuman: {
		"human", "humano", "humain", "mensch", "menschen", "umano", "real person", "persona real", "vraie personne",
		"personne reelle", "echte person", "echten person", "echten menschen", "persona vera", "persona reale", "pessoa real",
		"agent", "agente", "live agent", "operator", "operador", "operateur", "operatore", "atendente", "whatsapp", "your phone number", "your number", "vuestro telefono",
		"votre numero", "eure nummer", "ihre nummer", "vostro numero", "vosso numero", "call you", "llamaros", "vous appeler", "euch anrufen",
		"chiamarvi", "ligar vos", "assistente", "atendimento", "representative",
		"customer service", "customer support", "atencion al cliente", "service client", "kundenservice",
		"assistenza clienti", "apoio ao cliente", "someone", "somebody", "alguien", "quelqu un",
		"jemand", "jemandem", "qualcuno", "alguem", "staff", "mitarbeiter", "mitarbeiterin",
		"conseiller", "call me back", "call me", "llamadme", "llamame", "rappelez moi", "rappeler", "ruft mich",
		"rufen sie mich", "richiamatemi", "chiamatemi", "ligue me", "liguem me", "ligar me", "talk to", "speak to",
		"speak with", "talk with", "hablar con", "hablar", "falar", "parlare", "reden", "berater", "beraterin", "parler", "parler a", "parler avec", "sprechen=0.5", "mit jemandem sprechen", "parlare con", "falar com",
		"not a bot", "no bot", "you are a bot", "are you a bot", "eres un bot", "es tu un robot", "bist du ein bot",
		"sei un bot", "es um bot", "pas un robot", "kein bot", "not a robot",
	},
	store.IntentManage: {
		"cancel", "cancellation", "cancelled", "canceled", "refundable", "reembolsable", "remboursable",
		"erstattbar", "rimborsabile", "reembolsavel", "reschedule", "rebook", "refund", "change my booking",
		"change my reservation", "modify", "move my booking", "my booking", "my reservation", "booking number",
		"booking reference", "booked already", "already booked", "i booked", "we booked", "i have booked",
		"j ai reserve", "nous avons reserve", "on a reserve", "habe gebucht", "haben gebucht", "ho prenotato",
		"abbiamo prenotato", "reservei", "reservamos ya", "fiz uma reserva", "tengo una reserva", "tenemos una reserva",
		"i have a booking", "j ai une reservation", "ich habe eine buchung", "ho una prenotazione", "tenho uma reserva",
		"deplacer", "cancelar", "anular", "cancelacion", "reembolso", "anularla", "anularlo", "anularlas", "cancelarla",
		"cancelarlo", "cancelarlas", "annullarla", "annullarlo", "cancellarla", "cancellarlo", "disdirla", "disdirlo",
		"cancela la", "cancela lo",
		"devolucion", "cambiar mi reserva", "cambiar la reserva", "cambiarlo", "cambiarla", "cambiar la fecha",
		"change the date", "changer la date", "cambiare la data", "mudar a data", "alterar a data", "termin andern",
		"datum andern", "modificar", "mi reserva", "ya reserve",
		"annuler", "annulation", "rembourser", "remboursement", "modifier", "changer ma reservation",
		"ma reservation", "deplacer ma", "stornieren", "stornierung", "storno", "absagen", "umbuchen", "verschieben",
		"meine buchung", "meiner buchung", "unsere buchung", "erstattung", "ruckerstattung", "geld zuruck", "cancellare", "annullare",
		"disdire", "disdetta", "modificare", "spostare", "la mia prenotazione", "mia prenotazione", "rimborso",
		"alterar", "mudar a reserva", "mudar a minha reserva", "remarcar", "a minha reserva", "minha reserva",
		"desmarcar", "cancelamento", "change the time", "cambiar la hora", "changer l heure", "uhrzeit andern",
		"cambiare l orario", "mudar a hora", "can t make it", "cannot make it", "no puedo ir", "je ne peux pas venir",
		"ich kann nicht kommen", "non posso venire", "nao posso ir", "money back",
	},
	store.IntentBook: {
		"book", "booking=0.8", "reserve", "reservation=0.8", "i ll take", "ill take", "i will take", "we ll take",
		"we will take", "sign me up", "sign us up", "lets do", "let s do", "buy tickets", "purchase", "go for",
		"count me in", "put me down", "reservar", "reserva", "reservame", "reservalo", "reservala", "reservamelo", "reservamos", "reservadme", "reservarme", "apuntame", "apuntanos",
		"me lo quedo", "nos lo quedamos", "me quedo", "nos quedamos", "comprar entradas", "comprar", "reserver",
		"reservation=0.8", "je prends", "on prend", "nous prenons", "je reserve", "inscrire", "acheter", "buchen",
		"buchung=0.8", "buche", "meldet uns", "melde mich", "melden sie uns", "reservieren", "reservierung=0.8", "ich nehme", "wir nehmen", "nehmen wir", "anmelden",
		"prenotare", "prenota", "prenoto", "prenotami", "prenotaci", "prenotatemi", "iscriveteci", "iscrivimi",
		"iscriverci", "prenotiamo", "prenotazione=0.8", "prendo", "prendiamo", "riservare",
		"marcar", "inscrevam", "inscreva", "inscrever", "fico com", "ficamos com", "quero reservar", "queremos reservar", "gostaria de reservar",
		"inscrivez", "inscris", "that one", "this one", "esa=0.5", "ese=0.5", "celui la", "celle la", "den nehme", "quello=0.5", "quella=0.5", "esse=0.5", "essa=0.5",
		"yes please=0.6", "sounds good=0.6", "perfect=0.4", "perfecto=0.4", "parfait=0.4", "perfekt=0.4",
		"perfetto=0.4", "perfeito=0.4",
	},
	store.IntentPrice: {
		"price", "prices", "pricing", "cost", "costs", "how much", "fee", "fees", "rate", "rates", "expensive",
		"cheap", "cheaper", "cheapest", "discount=1.5", "discounts=1.5", "euros=0.6", "pay", "ticket price",
		"precio", "precios", "cuesta", "cuestan", "cuanto=0.6", "cuanto vale", "cuanto es", "coste", "costo",
		"tarifa", "tarifas", "barato", "caro", "cuanto seria=1.5", "cuanto saldria=1.5", "cuanto sale=1.5", "descuento", "pagar", "pagan", "pagam", "paient", "payent", "pagano", "prix", "combien", "coute", "coutent", "cout", "coutera", "couterait", "couteront", "costara", "costaria", "costera", "costerebbe", "custara", "custaria",
		"tarif", "tarifs", "cher", "reduction", "payer", "preis", "preise", "kostet", "kosten", "wie viel", "wieviel",
		"teuer", "gunstig", "rabatt", "bezahlen", "zahlen", "karte=0.5", "card=0.5", "tarjeta=0.5", "carte=0.5",
		"carta=0.5", "cartao=0.5", "prezzo", "prezzi", "costa=0.7", "costano", "quanto=0.6",
		"quanto viene", "tariffa", "sconto", "pagare", "preco", "precos", "custa", "custam", "valor", "desconto",
		"costa da caparica=-", "per person=0.8", "por persona=0.8", "par personne=0.8", "pro person=0.8",
		"a persona=0.8", "por pessoa=0.8", "price list", "lista de precios", "do kids pay", "how much does", "il y a quelqu un=-", "is anyone there=-", "ist da jemand=-", "hay alguien=-", "c e qualcuno=-", "esta ai alguem=-", "quanto custa", "quanto costa", "quanto e", "combien ca coute",
		// the bill in slang: "what's the damage?", "the total damage"
		"whats the damage", "what s the damage", "what is the damage", "total damage",
		// the whole sum: "what's the total?", "el importe total", "le
		// montant total", "was macht das zusammen?" ("in total" alone is
		// no price: "we're 5 in total")
		"the total", "whats the total", "what s the total", "what is the total", "grand total", "total amount", "total price", "total cost", "importe total", "precio total",
		"montant total", "prix total", "cout total", "gesamtbetrag", "gesamtpreis", "gesamtkosten", "endpreis",
		"macht das zusammen", "does it come to", "does that come to", "it all come to", "it all comes to", "that all come to",
		"it comes to", "that comes to", "importo totale", "prezzo totale", "costo totale", "valor total", "preco total",
	},
	store.IntentDetails: {
		"details", "detail", "info", "information", "more about", "tell me about", "tell me more", "what is included",
		"included", "include", "includes", "how long", "duration", "meeting point", "where do we meet", "where does it start",
		"what to bring", "bring", "itinerary", "route", "program", "programme", "what will we see",
		"what do we see", "group size", "how many people", "recorrido", "itinerario", "programa", "que se ve",
		"itineraire", "qu est ce qu on voit", "programm", "was sieht man", "programma", "cosa si vede",
		"itinerario", "o que se ve", "pets", "dog", "perro", "chien", "hund", "cane", "cao", "vegetariens", "vegetarien", "vegetariano", "vegetarianos", "vegetarier",
		"vegetarisch", "vegan", "vegano", "convient", "suitable", "adatto", "geeignet", "adecuado", "adequado",
		"adapte", "adaptado", "adaptada", "kid friendly", "family friendly",
		"apto", "pleut", "regnet", "chove", "do i need", "need to bring", "experience needed", "beginners", "wheelchair", "accessible", "minimum age", "age", "difficult", "difficulty",
		"pick up", "pickup", "what is the=0.3", "what s the=0.3", "language", "languages", "english=0.5", "describe", "what happens", "rain", "vegetarian",
		"detalles", "informacion", "mas sobre", "cuentame", "que incluye", "incluye", "incluido", "cuanto dura=1.8",
		"duracion", "punto de encuentro", "donde empieza", "que llevar", "llevar", "idioma", "silla de ruedas", "edad",
		"recogida", "dificultad", "llueve", "de que va", "en que consiste", "explicame", "details", "informations",
		"infos", "en savoir plus", "plus sur", "inclus", "comprend", "combien de temps=1.8", "duree", "dure",
		"point de rendez vous", "rendez vous", "apporter", "langue", "fauteuil roulant", "prise en charge", "pluie",
		"consiste", "informationen", "mehr uber", "erzahl", "erzahlen", "inklusive", "enthalten", "inbegriffen",
		"wie lange=1.8", "dauer", "dauert", "treffpunkt", "mitbringen", "sprache", "rollstuhl", "alter", "abholung",
		"regen", "dettagli", "informazioni", "di piu", "parlami", "cosa include", "incluso", "compreso",
		"quanto dura=1.8", "durata", "punto d incontro", "punto di ritrovo", "ritrovo", "portare", "lingua",
		"sedia a rotelle", "eta", "piove", "detalhes", "informacoes", "informacao", "mais sobre", "fala me",
		"o que inclui", "inclui", "dites m en plus", "mehr erfahren", "erfahren", "diga me mais", "fale me", "conte me mais", "diga me mais", "incluido", "quanto tempo=1.8", "duracao", "dura", "ponto de encontro", "levar",
		"cadeira de rodas", "idade", "recolha", "chover", "guide=0.6", "guia=0.6", "guida=0.6",
	},
	store.IntentAvailability: {
		"available", "availability", "availble", "free", "spots", "spaces", "places", "openings", "slots", "slot",
		"times", "schedule", "when", "what time", "are there=1", "is there=1", "any room", "still", "left",
		"dates", "open", "can we go", "do you have=1", "other dates=1.5", "other days=1.5", "another day=1.5",
		"another date=1.5", "otras fechas=1.5", "otra fecha=1.5", "otro dia=1.5", "autres dates=1.5",
		"une autre date=1.5", "un autre jour=1.5", "andere termine=1.5", "anderer tag=1.5", "anderen tag=1.5",
		"anderes datum=1.5", "altre date=1.5", "altro giorno=1.5", "un altro giorno=1.5", "outras datas=1.5",
		"outra data=1.5", "outro dia=1.5", "possible=0.8", "posible=0.8", "possibile=0.8",
		"possivel=0.8", "moglich=0.8", "can i join", "can we join", "findet statt", "geht das", "da para", "run", "running", "disponible", "disponibles", "disponibilidad", "hay",
		"libre", "libres", "plazas", "sitio", "hueco", "huecos", "horario", "horarios", "cuando", "a que hora",
		"queda", "quedan", "teneis", "tienen", "tenes", "disponibilite", "dispo", "dispos", "creneau", "creneaux",
		"horaires", "quand", "a quelle heure", "reste", "de la place=1", "place=0.3", "il y a=1", "avez vous=1", "vous avez=1", "verfugbar",
		"verfugbarkeit", "frei", "freie", "platze", "termine", "termin", "zeiten", "uhrzeit", "wann", "um wie viel uhr=2", "wie viel uhr=2", "gibt es=1",
		"habt ihr=1", "haben sie=1", "noch=0.5", "disponibile", "disponibili", "disponibilita", "libero", "liberi", "posti",
		"orari", "orario", "quando", "a che ora", "ci sono=1", "c e=1", "avete", "ancora", "disponivel", "disponiveis",
		"disponibilidade", "livre", "livres", "vagas", "lugares", "horarios", "a que horas", "ha", "tem", "tens",
		"ainda",
	},
	store.IntentBrowse: {
		"tours", "tour=0.5", "activities", "activity", "things to do", "what do you offer", "what can we do",
		"what can i do", "options", "recommend", "recommendation", "suggest", "suggestions", "show me", "list",
		"experiences", "was fur=1.5", "welche anderen=2", "quoi comme=1.5", "what kind of=1.5", "que tipo de=1.5", "welche art=1.5", "che tipo di=1.5", "what else=2", "what do you have=1.2", "what tours=2", "which tours=2", "what activities=2",
		"your tours=2", "your activities=2", "what do you do=2", "what do you guys do=2", "que haceis=2", "que hacen=2",
		"qu est ce que vous faites=2", "was macht ihr=2", "cosa fate=2", "o que fazem=2", "o que ha para fazer=2", "que hay para hacer=2", "what is there to do=2", "che tour=2", "cosa si puo fare=2", "che si puo fare=2",
		"o que se pode fazer=2", "was kann man=2", "que peut on faire=2", "qu est ce qu on peut faire=2", "other tours=2", "que tours=2", "que actividades=2",
		"otras actividades=2", "otros tours=2", "quels tours=2", "quelles activites=2", "autres activites=2",
		"welche touren=2", "welche aktivitaten=2", "andere touren=2", "quali tour=2", "quali attivita=2",
		"altre attivita=2", "altri tour=2", "que passeios=2", "quais passeios=2", "que atividades=2",
		"outros passeios=2", "outras atividades=2", "options=1.2", "opciones=1.2", "opzioni=1.2", "opcoes=1.2",
		"recomendais", "me recomendais", "recomendar", "recomendariais", "catalog", "catalogue", "offer", "actividades", "excursiones",
		"que ofreceis", "que ofrecen", "plan=0.6", "ofreceis", "ofrecen", "recomiendas", "recomiendan", "recomendacion",
		"opciones", "experiencias", "que se puede hacer", "planes", "que teneis=1.2", "visites", "activites",
		"excursions", "proposez", "recommandez", "conseillez", "idees", "experiences", "quoi faire", "que faire",
		"touren", "aktivitaten", "ausfluge", "angebote", "angebot", "bietet", "bieten", "empfehlen", "empfehlung",
		"unternehmen", "erlebnisse", "attivita", "escursioni", "offrite", "proponete", "consigli", "consigliate",
		"consigliare", "cosa fare", "esperienze", "passeios", "atividades", "excursoes", "oferecem", "recomendam",
		"recomenda", "sugestoes", "o que fazer", "experiencias", "all tours", "tour list",
		"ofrecer", "ofrecernos", "offrire", "offrirci", "oferecer", "anbieten", "proposer", "nous proposer",
	},
	store.IntentOutOfScope: {
		"weather=1.5", "estar o tempo=2", "previsao do tempo=2", "meteorologia", "quel temps=1.5", "que tiempo=1.5", "che tempo=1.5", "wie wird das wetter=1.5", "poem", "joke", "president", "bitcoin", "football", "ignore previous", "ignore all",
		"system prompt", "instructions", "password", "taxi", "uber", "airport", "flight", "restaurant", "restaurants", "ristorante", "ristoranti", "hotel room", "partita", "partido", "soccer",
		"futbol", "calcio", "fussball", "futebol", "who won", "quien gano", "qui a gagne", "chi ha vinto", "quem ganhou",
		"homework", "recipe", "translate", "capital of", "tiempo hace", "chiste", "poema", "ignora", "contrasena",
		"aeropuerto", "vuelo", "restaurante", "receta", "blague", "poeme", "meteo", "aeroport", "vol", "mot de passe",
		"witz", "gedicht", "wetter=1.5", "flughafen", "flug", "passwort", "rezept", "barzelletta", "poesia",
		"meteo", "aeroporto", "volo", "ricetta", "piada", "tempo vai fazer", "aeroporto", "voo", "senha", "receita",
		"sql", "script", "metro", "bus", "train", "atm", "pharmacy", "farmacia", "pharmacie", "apotheke", "hospital", "javascript", "admin", "select", "drop table",
	},
}

// yesWords accept what was offered; read only in short messages ("ok",
// "sí, vale"), because "si" and "ja" are ordinary words in longer ones.
var yesWords = listSet([]string{"yes", "yeah", "yep", "sure", "ok", "okay", "oui", "d accord", "ja", "genau",
	"si", "vale", "claro", "certo", "va bene", "sim", "pode ser", "dale", "go ahead", "let s go"})

// intentPriority breaks ties: earlier wins.
var intentPriority = []string{
	store.IntentHuman, store.IntentManage, store.IntentContact, store.IntentBook, store.IntentPrice,
	store.IntentDetails, store.IntentAvailability, store.IntentBrowse, store.IntentThanks, store.IntentGreet,
	store.IntentOutOfScope,
}

var intentSet = func() *phraseSet {
	ps := newPhraseSet(true)
	// Cue words are short and many; a typo is only read in the longer ones.
	ps.minFuzzy = 7
	for intent, cues := range intentCues {
		for _, c := range cues {
			if len(c) > 2 && c[len(c)-2:] == "=-" {
				ps.add(neutral, c[:len(c)-2])
				continue
			}
			ps.add(intent, c)
		}
	}
	for _, a := range moneyAsks {
		for w, cur := range moneyWords {
			if len(w) > 3 || cur == currencyMoney {
				ps.add(store.IntentPrice, a+" "+w)
			}
		}
	}
	return ps
}()
