package knowledge

// concepts map the words and phrases of the six languages that mean one
// thing to a single term ("~wheelchair"), so that a question in one
// language finds an entry written in another and paraphrases meet. Phrases
// are written folded (no accents), words separated by spaces; a phrase's
// words match their plural forms too, and single words also match through
// their stems in every language.
var concepts = map[string][]string{
	"~wheelchair": {
		// moving about in one ("se déplaçant en fauteuil": not a change of date)
		"se deplacant en fauteuil", "se deplace en fauteuil", "se deplacer en fauteuil", "se deplacent en fauteuil",
		"se deplace avec", "se deplacer avec", "se deplacant avec",
		"moving around in a wheelchair", "gets around in a wheelchair", "se desplaza en silla", "se mueve en silla",
		"si muove in sedia", "se desloca em cadeira", "se move em cadeira",
		"se desplaza en silla de ruedas", "se mueve en silla de ruedas", "si muove in sedia a rotelle",
		"se desloca em cadeira de rodas", "se move em cadeira de rodas",
		// the chair said as Belgium, Switzerland and Quebec say it ("en
		// chaise roulante"), and someone who depends on one ("auf den
		// Rollstuhl angewiesen", "confined to a wheelchair", "costretta
		// in carrozzina"): no change of date ("se déplace")
		"chaise roulante", "chaises roulantes", "en chaise roulante", "se deplace en chaise roulante", "se deplace en chaise",
		"se deplacent en chaise roulante", "se deplacer en chaise roulante", "se deplacant en chaise roulante",
		"depend d un fauteuil", "depend d un fauteuil roulant", "depend d une chaise roulante",
		"wheelchair bound", "confined to a wheelchair", "relies on a wheelchair", "depends on a wheelchair",
		"depende de una silla de ruedas", "depende de silla de ruedas",
		"auf den rollstuhl angewiesen", "auf einen rollstuhl angewiesen", "auf rollstuhl angewiesen",
		"auf den rollator angewiesen", "auf einen rollator angewiesen", "auf eine gehhilfe angewiesen", "auf krucken angewiesen",
		"costretta in carrozzina", "costretto in carrozzina", "costretta sulla sedia a rotelle", "costretto sulla sedia a rotelle",
		"costretta in sedia a rotelle", "costretto in sedia a rotelle",
		"depende de cadeira de rodas", "depende de uma cadeira de rodas", "presa a uma cadeira de rodas", "preso a uma cadeira de rodas",
		"wheelchair user", "wheelchair users", "in a wheelchair", "usuario de silla de ruedas", "en silla de ruedas", "en fauteuil", "en fauteuil roulant", "im rollstuhl", "in sedia a rotelle", "in carrozzina", "de cadeira de rodas", "em cadeira de rodas",
		"en silla", "in sedia", "em cadeira", "de cadeira",
		"can t walk", "cannot walk", "bad knees", "knee", "knees", "rodillas", "knie", "ginocchia", "joelhos",
		"gehbehinderung", "behinderung", "mobilitat", "eingeschrankt", "walking difficulties",
		// getting in ("et en tuk-tuk, il peut monter facilement ?")
		"monter facilement", "get in easily", "get on easily", "subir facilmente", "salire facilmente", "entrar facilmente",
		"leicht einsteigen",
		// walking with difficulty, said with the noun ("qualche difficoltà a camminare")
		"dificultad para caminar", "dificultades para caminar", "difficulte a marcher", "difficultes a marcher",
		"difficolta a camminare", "difficolta nel camminare", "difficolta di deambulazione", "dificuldade para andar",
		"access", "acceso", "acces", "zugang", "accesso", "acesso", "rollstuhlzugang",
		"wheelchair", "wheel chair", "wheelchairs", "accessible", "accessibility", "disabled", "disability",
		"handicapped", "reduced mobility", "mobility", "step free", "wheelchair friendly",
		"silla de ruedas", "accesible", "accesibilidad", "discapacitado", "discapacitados", "discapacidad",
		"movilidad reducida", "minusvalido", "minusvalidos",
		"fauteuil roulant", "fauteuil", "accessibilite", "handicape", "handicapes", "handicapee", "pmr", "mobilite reduite",
		"rollstuhl", "rollstuhlgerecht", "rollstuhlfahrer", "rollstuhlfahrerin", "barrierefrei", "barrierefreiheit",
		"behindert", "behinderte", "gehbehindert", "rollator", "eingeschrankter mobilitat",
		"sedia a rotelle", "carrozzina", "accessibile", "accessibilita", "disabili", "disabile", "mobilita ridotta",
		"cadeirante", "cadeirantes", "cadeira de rodas", "acessivel", "acessiveis", "acessibilidade", "deficiente", "deficientes", "deficiencia",
		"mobilidade reduzida",
		// A mobility aid or a joint that hurts is asked as a wheelchair
		// is: whether the tour is accessible. ("cane" alone is the Italian
		// dog: only the English phrases.)
		"a cane", "uses a cane", "with a cane", "walking cane", "my cane", "his cane", "her cane", "canes",
		"walking stick", "walking sticks", "with a stick", "uses a stick", "crutch", "crutches", "on crutches",
		// a prosthesis or an amputation ("a prosthetic leg", "una
		// pierna amputada", "une prothèse de hanche", "eine Beinprothese",
		// "una protesi al ginocchio", "anda com prótese")
		"prosthetic", "prosthetic leg", "prosthesis", "amputee", "amputated", "protesis", "pierna amputada", "amputado",
		"amputada", "prothese", "protheses", "beinprothese", "prothesen", "huftprothese", "knieprothese", "protesi",
		"amputata", "amputato", "protese", "proteses", "perna amputada",
		"walker", "walking frame", "zimmer frame", "mobility scooter", "trouble walking", "difficulty walking",
		"hard time walking", "can t walk far", "cannot walk far", "bad hip", "hip", "hips", "hip replacement",
		"knee replacement", "bad leg", "bad legs", "bad knee", "joints",
		"baston", "bastones", "con baston", "muleta", "muletas", "andador", "andadores",
		"camina mal", "le cuesta caminar", "le cuesta andar", "le cuestan las escaleras", "camina con dificultad",
		"rodilla", "cadera", "caderas", "protesis de cadera", "articulaciones",
		"canne", "cannes", "bequille", "bequilles", "deambulateur", "marche difficilement", "mal a marcher",
		"du mal a marcher", "aux genoux", "au genou", "de genoux", "des genoux", "hanche", "hanches", "articulations",
		"gehstock", "gehstocke", "am stock", "mit stock", "mit einem stock", "mit dem stock", "krucke", "krucken",
		"gehhilfe", "gehwagen", "knieprobleme", "knieproblemen",
		"knieschmerzen", "hufte", "huften", "huftprobleme", "huftproblemen", "gelenke",
		"bastone", "bastoni", "col bastone", "con il bastone", "stampella", "stampelle", "gruccia", "grucce",
		"deambulatore", "girello", "cammina male", "cammina con difficolta", "fa fatica a camminare", "ginocchio",
		"anca", "articolazioni",
		"bengala", "bengalas", "muleta", "muletas", "canadiana", "canadianas", "andarilho", "andarilhos",
		"anda mal", "dificuldade em andar", "dificuldades em andar", "dificuldade a andar", "joelho",
		"articulacoes",
		// Walking little or slowly: "my mother doesn't walk much",
		// "cammina poco", "marche peu", "läuft nicht gut".
		"doesn t walk much", "can t walk much", "cannot walk much", "doesn t walk well", "can t walk well",
		"not very mobile", "walks slowly", "walks very slowly", "walks little",
		"camina poco", "anda poco", "no camina mucho", "no anda mucho", "no puede caminar mucho", "no puede andar mucho",
		"camina despacio", "anda despacio", "no anda bien", "no camina bien", "no anda muy bien", "no camina muy bien",
		"no puede andar bien", "no puede caminar bien",
		"marche peu", "ne marche pas beaucoup", "ne marche pas bien", "ne peut pas marcher longtemps",
		"marche lentement", "marche doucement",
		"lauft schlecht", "lauft nicht gut", "lauft nicht viel", "kann nicht gut laufen", "kann nicht lange laufen",
		"kann nicht weit laufen", "geht schlecht", "lauft langsam",
		"konnen nicht lange laufen", "konnen nicht mehr lange laufen", "konnen nicht mehr gut laufen",
		"kann nicht mehr lange laufen", "kann nicht mehr gut laufen", "laufen nicht mehr viel", "laufen nicht mehr so viel",
		"cammina poco", "non cammina molto", "non cammina bene", "non puo camminare molto", "cammina piano",
		"cammina lentamente",
		"anda pouco", "nao anda muito", "nao anda bem", "nao pode andar muito", "caminha pouco", "anda devagar",
		"custa lhe andar",
		// said of oneself or of us: "we don't walk much any more", "no
		// caminamos mucho", "on ne marche plus beaucoup", "wir laufen
		// nicht mehr gut", "non camminiamo molto", "não andamos muito".
		"don t walk much", "don t walk well", "can t walk far", "don t walk far", "walk slowly",
		"no caminamos mucho", "no andamos mucho", "no camino mucho", "no ando mucho", "caminamos poco", "andamos poco",
		"caminamos despacio", "no podemos caminar mucho", "no podemos andar mucho",
		"marchons peu", "ne marchons pas beaucoup", "ne marchons plus beaucoup", "ne marche plus beaucoup",
		"ne marche plus bien", "je marche peu", "on marche peu", "marchons lentement",
		"laufen nicht mehr gut", "laufen nicht mehr viel", "laufen nicht gut", "laufen nicht viel", "laufen schlecht",
		"konnen nicht mehr weit laufen", "konnen nicht weit laufen", "konnen nicht lange laufen", "laufen langsam",
		"non camminiamo molto", "non camminiamo piu molto", "camminiamo poco", "non cammino molto", "cammino poco",
		"camminiamo piano", "non possiamo camminare molto",
		"nao andamos muito", "nao ando muito", "andamos pouco", "ando pouco", "nao andamos bem", "andamos devagar",
		"nao podemos andar muito", "nao caminhamos muito", "caminhamos pouco",
	},
	"~stairs": {
		"stairs", "steps", "step", "climb", "steep", "hills", "escaleras", "escalones", "cuestas", "escaliers",
		"marches", "treppen", "stufen", "steil", "scale", "gradini", "scalinate", "escadas", "degraus", "ingreme",
		// Going uphill: "ça monte", "geht es bergauf", "tante salite".
		"uphill", "climbing", "climbs", "hilly", "slope", "slopes", "cuesta arriba", "subida", "subidas", "empinado", "empinada", "empinadas", "empinados", "ca monte", "ca grimpe", "grimpe", "montee",
		"montees", "pente", "pentes", "escarpe", "bergauf", "steigung", "steigungen", "hugelig", "anstieg",
		"salita", "salite", "in salita", "ripido", "ripida", "ripide", "ladeira", "ladeiras", "sobe muito", "subir muito",
	},
	// How hard a tour is on the body ("is it strenuous?", "c'est
	// sportif ?", "anstrengend?", "faticoso?", "puxado?") is asked of its
	// accessibility, which says what the route asks of one.
	"~effort": {
		"strenuous", "demanding", "tiring", "exhausting",
		"difficult", "too hard", "very hard", "is it hard", "how hard", "hard for", "that hard", "so hard", "hard work",
		"pretty hard", "quite hard", "fitness", "fitness level", "in shape", "good shape",
		"fit enough", "very fit", "not fit", "unfit", "lots of walking", "a lot of walking", "much walking",
		"walk a lot", "walking a lot", "intense", "effort",
		"duro", "cansado", "cansada", "cansa", "cansador", "cansadora", "agotador", "agotadora", "exigente",
		"exigentes", "dificil", "muy fisico", "muy fisica", "algo fisico", "es fisico", "en forma", "forma fisica", "esfuerzo",
		"intenso", "intensa", "se camina mucho", "hay que caminar mucho", "caminar mucho", "mucho caminar",
		"sportif", "sportive", "fatigant", "fatigante", "epuisant", "epuisante", "difficile", "c est physique",
		"tres physique", "trop physique", "assez physique", "en forme", "condition physique", "beaucoup de marche", "on marche beaucoup",
		"marcher beaucoup", "exigeant", "exigeante",
		"anstrengend", "anstrengende", "anstrengender", "anstrengendes", "schwierig", "schwer",
		"fitness", "kondition", "sportlich", "muhsam", "viel laufen", "viel zu fuss", "viel gehen",
		"viel gelaufen", "belastend",
		"faticoso", "faticosa", "faticose", "faticosi", "impegnativo", "impegnativa", "stancante", "difficile",
		"allenato", "allenata", "allenati", "in forma", "forma fisica", "si cammina molto",
		"camminare molto", "cammina tanto", "si cammina tanto", "pesante", "sforzo",
		"puxado", "puxada", "cansativo", "cansativa", "exigente", "dificil", "em forma",
		"forma fisica", "preparacao fisica", "anda se muito", "caminha se muito", "caminhar muito", "andar muito",
		"esforco",
	},
	"~child": {
		"yr old", "yrs old", "y o",
		"how old", "wie alt", "jahren", "lebensjahr",
		"edad minima", "age minimum", "eta minima", "idade minima", "minimum age", "mindestalter", "ein kind", "mein kind", "unser kind", "kind mit",
		"kid", "kids", "child", "children", "baby", "babies", "toddler", "toddlers", "infant", "infants",
		"year old", "years old", "age", "ages", "aged", "minimum age", "old enough", "daughter",
		"teen", "teens", "teenager", "teenagers",
		// Children said as boys and girls: "the girls are 7 and 11", "les
		// garçons", "die Mädchen", "le ragazze", "as meninas".
		"boy", "boys", "girl", "girls", "chicos", "chicas", "garcon", "garcons", "filles", "junge", "jungs", "madchen",
		"ragazzo", "ragazza", "ragazze", "bambine", "menino", "meninos", "menina", "meninas", "miuda", "miudas",
		// The little one(s), said of a child without its word: "can the
		// little one come?", "el peque", "le petit bout", "unser Kleiner",
		// "il piccolino", "o pequenito".
		"little one", "little ones", "wee one", "wee ones", "el peque", "la peque", "petit bout", "petits bouts",
		"unser kleiner", "unsere kleine", "unseren kleinen", "unserem kleinen", "piccolino", "piccolina", "piccolini",
		"piccoline", "pequenito", "pequenita", "pequenitos", "pequenitas",
		"nino", "ninos", "nina", "ninas", "hijo", "hijos", "hija", "hijas", "bebe", "bebes", "edad", "menores",
		"peques", "anos", "crio", "crios", "infantil", "infantiles", "infantis",
		"enfant", "enfants", "bebe", "age", "ans", "fils", "fille", "ado", "ados", "adolescent", "gamin", "gamins",
		"kinder", "kindern", "baby", "babys", "alter", "jahre", "jahrige", "jahrigen", "jahriger",
		"jahriges", "mindestalter", "sohn", "tochter", "jugendliche", "kleinkind", "kleinkinder", "kleinkindern",
		"bambino", "bambini", "bambina", "bimbo", "bimbi", "neonato", "eta", "anni", "figlio", "figli", "figlia",
		"ragazzi", "minori",
		"crianca", "criancas", "bebes", "idade", "filho", "filhos", "filha", "miudo", "miudos", "menores",
		// as the regions say them: "las nenas", "los chamacos", "les
		// mioches", "die Gschrappen", "le creature piccole", "a molecada"
		"nenes", "nenas", "chamacos", "chamacas", "escuincles", "pibes", "gurises", "guaguas",
		"mioches", "marmots", "bambins", "gschrappen", "goofen",
		"creature piccole", "creatura piccola", "le mie creature", "due creature", "tre creature", "creaturine", "creaturina",
		"picciriddi", "guaglioncelli", "molecada", "pirralhos", "guris",
		"guaglioni", "guaglione", "guagliona", "guaglione", "guagliuni", "pischelli", "pischelle", "creaturi",
	},
	// Child seats (in a car, a van, a tuk-tuk) are asked as their own
	// thing: only the facts that mention them answer (see topicTerms), not
	// every tour's minimum age. "en silla", "de cadeira" stay wheelchairs.
	"~childseat": {
		"child seat", "child seats", "childseat", "car seat", "car seats", "booster seat", "booster", "boosters",
		"baby seat", "infant seat", "kid seat", "kids seat",
		"silla infantil", "sillas infantiles", "sillita", "sillitas", "silla de coche", "silla para el coche",
		"silla de bebe", "silla para bebe", "silla para el nino", "silla para la nina", "asiento infantil",
		"asiento elevador", "alzador", "alzadores",
		"siege enfant", "sieges enfant", "sieges enfants", "siege auto", "sieges auto", "siege bebe", "siege pour enfant",
		"siege pour bebe", "rehausseur", "rehausseurs",
		"kindersitz", "kindersitze", "kindersitzen", "autositz", "autositze", "babyschale", "babyschalen",
		"sitzerhohung", "sitzerhohungen",
		"seggiolino", "seggiolini", "seggiolino auto", "alzatina", "alzatine", "rialzo", "sedile per bambini",
		"cadeirinha", "cadeirinhas", "cadeira de crianca", "cadeiras de crianca", "cadeira de bebe", "cadeira para crianca",
		"cadeira auto", "assento de crianca", "assento elevatorio", "banco elevatorio",
	},
	"~stroller": {
		"stroller", "pram", "pushchair", "buggy", "cochecito", "carrito", "carricoche", "poussette",
		"kinderwagen", "buggy", "passeggino", "carrozzina per bambini", "carrinho", "carrinho de bebe",
		// as the regions say it: the Mexican "carriola", the French
		// "landau", the Austrian "Kinderwagerl", the Brazilian "carrinho
		// do bebê", and the pram with its baby ("coche de bebé")
		"strollers", "prams", "pushchairs", "buggies", "baby stroller", "baby buggy",
		"carriola", "carriolas", "carreola", "carreolas", "coche de bebe", "coche del bebe", "cochecito de bebe",
		"carrito de bebe", "carrito del bebe", "carrito para bebe",
		"landau", "landaus", "poussettes", "kinderwagerl", "kinderwagl", "kinderwagele", "wagerl",
		"passeggini", "carrozzine per bambini", "carrozzina per il bambino", "carrozzina per la bambina",
		"carrinho do bebe", "carrinhos de bebe", "carrinho de passeio",
	},
	// The vehicles that carry visitors (the Sintra minivan, the surf van)
	// are no strollers: the Portuguese "carrinha" (van) shares its stem
	// with "carrinho" (pushchair) and would be read as one. The bare
	// "van" is a Spanish verb ("van incluidos") and "vans" a shoe: only
	// with an article or an adjective.
	"~vehicle": {
		"minivan", "minivans", "minibus", "minibuses", "minibusses", "shuttle", "shuttles", "shuttle bus",
		"a van", "the van", "your van", "free van", "by van", "in a van", "vehicle", "vehicles",
		"furgoneta", "furgonetas", "furgo", "microbus", "microbuses", "vehiculo", "vehiculos",
		"camionnette", "camionnettes", "fourgon", "fourgons", "fourgonnette", "fourgonnettes", "navette", "navettes",
		"un van", "le van", "votre van", "van gratuit", "vehicule", "vehicules",
		"kleinbus", "kleinbusse", "kleinbussen", "shuttlebus", "shuttlebusse", "transporter", "fahrzeug", "fahrzeuge",
		"pulmino", "pulmini", "furgone", "furgoni", "furgoncino", "navetta", "navette", "veicolo", "veicoli",
		"trasporto", "trasporti", // as "transport", "transporte" (their stems are "transporter"'s)
		"carrinha", "carrinhas", "miniautocarro", "miniautocarros", "micro onibus", "veiculo", "veiculos",
	},
	"~cancel": {
		"money back", "losing money", "lose money", "lose our money", "lose the money", "dinero de vuelta", "devuelvan el dinero", "devolver el dinero", "argent rembourse", "etre rembourse", "geld zuruck", "geld wieder", "soldi indietro", "soldi restituiti", "restituiscono", "dinheiro de volta", "dinheiro devolvido", "devolvem o dinheiro",
		// losing the money paid ("a gente perde o dinheiro?", "perdemos el
		// dinero?", "on perd l'argent ?", "verlieren wir das Geld?",
		// "perdiamo i soldi?")
		"perde o dinheiro", "perdemos o dinheiro", "perder o dinheiro", "perco o dinheiro", "perde se o dinheiro",
		"perdemos el dinero", "perder el dinero", "pierdo el dinero", "perdemos la plata", "perder la plata",
		"perd l argent", "perdons l argent", "perdre l argent", "perdre notre argent", "perd notre argent",
		"verlieren wir das geld", "geld verlieren", "geld verloren", "das geld weg",
		"perdiamo i soldi", "perdere i soldi", "perdo i soldi", "perdiamo la quota",
		"cancel", "cancellation", "cancelation", "cancelling", "canceling", "cancelled", "refund", "refunds",
		// A tour that does not run ("called off", "se suspende", "fällt aus", "viene sospeso").
		"called off", "call off", "calls off", "calling off", "suspend", "suspended", "suspends",
		"suspende", "suspenden", "suspendido", "suspendida", "suspendidos", "suspendidas", "cancelado", "cancelada", "cancelados", "canceladas",
		"annulee", "annulees", "annules", "suspendu", "suspendue", "suspendus", "suspendues",
		"fallt aus", "faellt aus", "ausfallen", "fallt", "faellt", "abgesagt",
		"sospeso", "sospesa", "sospesi", "sospese", "sospendete", "sospendono", "annullato", "annullata", "annullati", "cancellato", "cancellata",
		"suspenso", "suspensa", "suspensos", "suspensas", "cancelam",
		// Changing one's mind is asking whether one can cancel.
		"change my mind", "change our mind", "changed my mind", "changed our mind", "change of plan", "plans change",
		"cambio de idea", "cambiamos de idea", "cambiar de idea", "cambio de opinion", "cambiar de opinion", "cambio de planes",
		"change d avis", "changer d avis", "changeons d avis", "changez d avis", "change d idee", "changement de programme",
		"anders uberlegen", "anders uberlegt", "meinung andern", "meinung andert", "meinung andere", "meinung geandert", "umentscheiden", "umentschieden",
		"cambio idea", "cambiamo idea", "cambiare idea", "cambio di programma", "cambio di programmi",
		"mudar de ideia", "mudo de ideia", "mudamos de ideia", "mudarmos de ideia", "mudanca de planos",
		"refundable", "money back", "reimbursement", "reimburse",
		"cancelar", "cancelo", "cancelacion", "anular", "anulo", "anulamos", "anulo", "anulacion", "reembolso", "reembolsos", "devolucion",
		"devolveis", "devuelven", "devolver", "devolvem", "devolucao",
		"annuler", "annulation", "annule", "rembourse", "remboursement", "rembourser", "remboursee",
		"stornieren", "storniere", "stornierung", "stornobedingungen", "storno", "ruckerstattung",
		"erstattung", "erstattet", "geld zuruck", "absagen", "absage",
		"cancellare", "cancello", "cancellazione", "annullare", "disdire", "disdico", "disdetta", "rimborso",
		"rimborsate", "rimborsare", "rimborsi",
		"cancelamento", "cancelar", "reembolso", "reembolsam", "anular",
		// losing all one paid ("¿pierdo todo?", "on perd tout ?")
		"pierdo todo", "perdemos todo", "lo pierdo todo", "lo perdemos todo", "perds tout", "perd tout", "perdons tout",
		"alles verloren", "verlieren wir alles", "verliere ich alles", "perdo tutto", "perdiamo tutto", "perco tudo",
		"perdemos tudo", "lose everything", "lose it all", "money gone", "money is gone", "money lost",
	},
	"~change": {
		"change", "reschedule", "move", "modify", "cambiar", "cambio", "modificar", "changer", "modifier",
		"deplacer", "andern", "anderung", "umbuchen", "verschieben", "cambiare", "modificare", "spostare",
		"mudar", "alterar", "remarcar",
		// the German verb with its object ("wenn ich das Datum ändere":
		// "andere" alone is also "other")
		"verlegen", "verlege", "verlegt", "datum andere", "datum anderen", "termin andere", "andere das datum", "andere den termin",
		// moved to another day: "to a different date", "a otro día"
		"to a different date", "to a different day", "to another date", "to another day", "a otro dia", "a otra fecha",
		"para otro dia", "para otra fecha", "a une autre date", "a un autre jour", "auf ein anderes datum",
		"auf einen anderen tag", "auf einen anderen termin", "a un altra data", "ad un altra data", "a un altro giorno",
		"para outra data", "para outro dia",
	},
	"~pay": {
		"mbway", "apple pay", "google pay", "amex", "american express", "bizum", "revolut",
		"when we get there", "when i get there", "once we get there", "once i get there", "when we arrive", "when i arrive", "cuando lleguemos", "al llegar", "en arrivant", "a l arrivee", "bei ankunft", "vor ort", "quando arriviamo", "all arrivo", "quando chegarmos", "quando chegar", "ao chegar", "em dinheiro", "dinheiro vivo", "em numerario", "numerario", "bar zahlen", "in bar", "nur bar", "oder bar", "bar bezahlen",
		// and said of the others one books for ("can they pay when they
		// get there?", "¿pueden pagar cuando lleguen?", "à leur arrivée",
		// "wenn sie ankommen", "al loro arrivo", "quando chegarem")
		"when they get there", "once they get there", "when they arrive", "when he gets there", "when she gets there",
		"when he arrives", "when she arrives", "cuando lleguen", "cuando llegue", "a leur arrivee", "a son arrivee",
		"quand ils arrivent", "quand ils arriveront", "quand elle arrive", "quand il arrive", "wenn sie ankommen",
		"wenn sie da sind", "bei ihrer ankunft", "quando arrivano", "quando arriveranno", "al loro arrivo", "al suo arrivo",
		"quando chegarem", "a chegada deles",
		"pay", "paying", "payment", "payments", "card", "cards", "credit card", "debit card", "cash", "visa card",
		"mastercard", "paypal", "mb way", "upfront", "on arrival", "pay on the day", "paying on the day", "settle on the day", "cash on the day",
		// Paying said otherwise ("abonar") and by bank transfer.
		"abonar", "abonarlo", "abonamos", "abonais", "abono", "bank transfer", "wire transfer", "bank wire", "transferencia",
		"transferencia bancaria", "virement", "virement bancaire", "uberweisung", "uberweisen", "bankuberweisung",
		"bonifico", "bonifico bancario", "transferencia bancaria",
		"pagar", "pago", "pagos", "paga", "pagamos", "credito", "credit", "kredit", "debito", "tarjeta", "tarjetas", "efectivo", "al llegar", "por adelantado",
		"payer", "paie", "paiement", "carte bancaire", "carte bleue", "carte de credit", "carte visa", "carte", "especes", "regler",
		"girokarte", "bankkarte", "debitkarte", "liquide", "sur place", "a l arrivee",
		"zahlen", "bezahlen", "zahlung", "bezahlung", "karte", "kreditkarte", "ec karte", "bargeld",
		"vor ort",
		"pagare", "pago", "pagamento", "carta", "carta di credito", "contanti", "in loco", "all arrivo",
		"pagamento", "cartao", "no local", "paghiamo", "pagano", "zahle", "zahlt", "a chegada", "multibanco",
		// who pays, in the plural ("cuánto pagan los niños?", "as crianças
		// pagam?", "les enfants paient ?"), not the paddling of "pagaient"
		"pagan", "pagam", "paient", "payent",
	},
	"~meet": {
		"meet", "meeting", "meeting point", "meetup", "rendezvous", "gather", "leave from",
		"rdv", "point de rdv", "lieu de rdv", // "rendez-vous" as it is typed
		// Recognising or finding the guide there: the meeting point says
		// how ("Look for the guide with the yellow umbrella").
		"recognise", "recognize", "recognise the guide", "recognize the guide", "find the guide", "spot the guide",
		"reconocer", "reconoceremos", "reconozco", "reconocemos", "reconnaitre", "reconnaitrons", "reconnait",
		"erkennen", "erkennt", "erkenne", "riconoscere", "riconosciamo", "riconosco", "reconhecer", "reconhecemos",
		"reconheco", "woran erkennen", "woran erkennt", "how do we find the guide", "how will we find the guide",
		// How to get there is told with where to meet.
		"get to", "get there", "how to get", "como llegar", "como llego", "como llegamos", "comment aller", "comment y aller",
		"comment se rendre", "se rendre", "wie komme ich", "wie kommen wir", "wie kommt man", "hinkommen", "anfahrt",
		"come arrivare", "come ci arriviamo", "come arrivo", "come si arriva", "como chegar", "como chego", "como chegamos",
		// and said otherwise, or by public transport ("how do we get there
		// without a car?" is told by the meeting point, or the van to it)
		"como se llega", "se llega", "como se va", "como vamos", "como ir", "como podemos ir",
		"on y va comment", "comment on y va", "y aller", "comment venir", "comment on va", "comment s y rendre", "s y rendre",
		"kommt man hin", "kommt man da hin", "kommt man dahin", "kommt man dorthin", "kommen wir hin", "kommen wir da hin",
		"kommen wir dahin", "kommen wir dorthin", "dahin kommen", "dorthin kommen", "anreise", "hinfahren", "hinfahrt",
		"come arrivarci", "come ci si va", "come andarci", "come si va", "come ci andiamo", "come ci arrivo",
		"como se vai", "como ir", "como vamos", "como la chegar", "como chegar la", "como se chega",
		"public transport", "public transportation", "transporte publico", "transportes publicos", "transporte publico",
		"transports en commun", "transport en commun", "transports publics", "transport public",
		"offentliche verkehrsmittel", "offentlichen verkehrsmitteln", "offentlichen verkehrsmittel", "offis", "opnv",
		"mezzi pubblici", "trasporto pubblico", "trasporti pubblici", "con i mezzi", "coi mezzi", "con i mezzi pubblici",
		"coi mezzi pubblici", "hin", // "kommt man mit der Bahn hin?"
		"find", "finden",
		"departure point", "starting point", "start point", "where to go",
		"encuentro", "punto de encuentro", "punto de reunion", "lugar de reunion", "ponto de reuniao", "punto di riunione", "quedamos", "quedar", "nos vemos", "punto de salida",
		"rendez vous", "point de rendez vous", "rdv", "point de rdv", "point de depart", "retrouve", "retrouver",
		"treffpunkt", "treffen", "startpunkt",
		"punto d incontro", "incontro", "ritrovo", "punto di ritrovo", "punto di partenza", "ci vediamo", "ci troviamo",
		"troviamo",
		"ponto de encontro", "encontro", "encontramos", "ponto de partida",
		// Reaching it on foot is told with where to meet ("is the meeting
		// point within walking distance?", "se puede llegar andando", "gut
		// zu Fuß erreichbar"); only with a going or reaching word, since "a
		// pie", "à pied", "a piedi", "a pé" alone name the walking tour.
		"walking distance", "within walking distance", "walkable", "walk there", "walk to", "walk from",
		"go on foot", "get there on foot", "reach on foot", "reachable on foot",
		"llegar andando", "ir andando", "llegar caminando", "ir caminando", "llegar a pie", "ir a pie", "cerca a pie",
		"distancia a pie", "se puede ir andando", "se puede llegar andando",
		"aller a pied", "y aller a pied", "venir a pied", "rejoindre a pied", "accessible a pied", "distance a pied",
		"zu fuss erreichbar", "zu fuss erreichen", "zu fuss gehen", "zu fuss hin", "zu fuss zum", "zu fuss zur",
		"fusslaufig", "fussweg", "laufweite", "in laufweite",
		"raggiungibile a piedi", "si raggiunge a piedi", "raggiungere a piedi", "andare a piedi", "arrivare a piedi",
		"arrivarci a piedi", "andarci a piedi", "distanza a piedi",
		"ir a pe", "chegar a pe", "ir a pe ate", "chegar a pe ate", "la chegar a pe", "distancia a pe",
	},
	// Departing: where from is the meeting point ("where does the boat
	// leave from?"), but a time asked of it is a departure's, which the
	// dialogue shows ("a che ora parte?").
	"~depart": {
		"depart", "departs", "departure", "departures", "leave", "leaves", "leaving", "salida", "salidas", "zarpa", "zarpamos", "part", "partent",
		"abfahrt", "legt ab", "ablegen", "legt", "fahrt ab", "partenza", "parte", "partono", "partida", "saem",
		// leaving said in the subjunctive or the gerund: "una furgoneta que salga del centro",
		// "van saindo do centro", "partiendo de", "partindo de"
		"salga", "salgan", "saliendo", "partiendo", "saindo", "partindo",
	},
	// Arriving, being there, being picked up: when to be there is told
	// with where to meet ("Arrive by 19:50", "15 minutes before the
	// start", "between 8:00 and 8:30"), so a time asked beside these is
	// the meeting point's, not a departure's (see timeTopic). (Not
	// "antelación", "in anticipo": those ask how early one may cancel.)
	"~arrive": {
		"how early", "arrive early", "be there", "check in time", "llegar antes", "estar alli", "estar ahi",
		// said colloquially: "how early should we rock up?", "wie früh
		// müssen wir dort sein?", "qué tan temprano llegamos?", "à quelle
		// heure se pointer ?"
		"rock up", "rocks up", "rocking up", "wie fruh", "wie fruhzeitig", "wie viel fruher", "fruh genug",
		"que tan temprano", "que tan antes", "se pointer", "on se pointe", "nous pointer",
		"arriver en avance", "etre la", "fruher da", "vorher da", "arrivare prima", "essere li", "essere la",
		"chegar mais cedo", "chegar antes", "estar la", "arrive", "arriver", "ankommen", "arrivare", "llegar", "chegar",
		"llegamos", "lleguemos", "llego", "llegue", "arrivons", "arriviamo", "arrivo", "chegamos", "chegarmos", "chego", "chegue",
		// being somewhere, said with the place after it ("what time should we be at the marina", not
		// "do you have to be at least 8", "tenemos que estar en forma")
		"be at the", "be at your", "be at our", "be in front", "estar en la", "estar en el", "estar alla", "presentarnos", "presentarse",
		"etre a la", "etre au", "etre devant", "etre a l heure", "se presenter", "nous presenter",
		"da sein", "dort sein", "vor ort sein", "einfinden", "uns einfinden",
		"essere al", "essere alla", "essere davanti", "trovarci", "presentarci", "presentarsi",
		"estar no", "estar na", "estar em frente", "apresentar nos", "apresentarmos",
		// being there said with the place first or as a pronoun: "temos de
		// lá estar", "dobbiamo esserci", "faut-il y être"
		"la estar", "ali estar", "esserci", "esservi", "y etre",
	},
	// The end of a tour ("the show ends around 22:30"): a time asked
	// beside it is the end's, said by the facts that say it (saidAny) or
	// by the tour's duration, never a departure.
	"~end": {
		"end", "ends", "ending", "finish", "finishes", "finished", "be over", "is over", "over by", "be done", "are we done", "done by", "back by",
		// wrapping up, and being done ("what time do we wrap up?", "wann
		// ist der Rundgang fertig?", "a que hora terminamos?")
		"wrap up", "wraps up", "wrapping up", "wrapped up", "finish up", "be finished", "are we finished",
		"fertig", "fertig sein", "terminamos", "acabamos", "on finit", "on termine", "finiamo", "terminiamo",
		"termina", "terminan", "terminar", "acaba", "acaban", "acabar", "finaliza", "finalizan",
		"se termine", "se terminent", "ca termine", "il termine", "elle termine", "finit", "finissent", "finir", "fini", "finie",
		"ende", "zu ende", "endet", "enden", "vorbei", "aus sein", "schluss",
		"finisce", "finiscono", "finire", "finito", "finita", "terminano", "terminare", "terminato",
		"terminam", "acabam", "acabado", "terminado",
	},
	"~start": {
		"start", "starts", "begin", "begins", "empieza", "comienza", "empezar", "commence", "debute",
		"beginnt", "startet", "inizia", "comincia", "comeca", "inicia",
		// at its beginning: "am Anfang vom Rundgang", "no início do passeio"
		"at the beginning", "al inicio", "al principio", "au debut", "am anfang", "zu beginn", "all inizio", "all avvio",
		"no inicio", "ao inicio",
	},
	"~where": {
		"somewhere", "anywhere", "qq part", "qqpart", "qlq part", "algun sitio", "algun lugar", "alguna parte", "quelque part", "irgendwo", "da qualche parte", "qualche parte", "algum lado", "algum sitio", "algum lugar", "where", "c est ou", "ou exactement", "ou se trouve", "ou ca", "wheres", "donde", "adonde", "ou est", "ou se", "ou on", "d ou", "wo", "wohin", "woher", "dove", "dov", "onde"},
	"~include": {
		"me dan", "nos dan", "fourni", "fournie", "fournis", "fournies", "provided", "provide", "supplied", "forniscono", "fornito", "fornita", "forniti", "fornite", "me la date", "ce la date", "fornecem", "fornecido", "fornecida", "proporcionan", "gestellt",
		"cover", "covers", "cubre", "cubren", "comprend", "deckt", "copre", "cobre", "cobrem",
		"include", "included", "includes", "including", "inclusive", "comes with", "what do we get", "part of",
		"incluido", "incluida", "incluidos", "incluidas", "incluye", "incluyen", "incluir",
		"inclus", "incluse", "compris", "comprise", "comprend", "inclut",
		"inklusive", "inkl", "inbegriffen", "enthalten", "dabei", "drin", "mit drin", "im preis", "trae", "traen",
		"incluso", "inclusa", "inclusi", "compreso", "compresa", "comprende", "include", "comprendono",
		"incluido", "incluidos", "inclui", "incluem", "incluso",
		// The gear a tour provides is what its list includes ("what
		// equipment do you give?", "quel matériel ?", "welche Ausrüstung?").
		// ("equipo" alone is also the team: only with what asks it.)
		"equipment", "gear", "kit", "the kit", "equipamiento", "que equipo", "el equipo incluye", "equipo incluido",
		"materiel", "equipement", "equipements", "ausrustung", "ausrustungen", "attrezzatura", "attrezzature",
		"equipaggiamento", "equipamento", "equipamentos", "material",
		// Paying for it apart is the other side of its being included ("do
		// we pay extra for the wine?", "ou on paie en plus ?", "oder zahlt
		// man extra?"), and so is its being in the price.
		"pay extra", "paid extra", "pay separately", "paid separately", "pay for it separately", "costs extra",
		"cost extra", "extra cost", "extra charge", "extra fee", "is it extra", "is that extra", "are they extra",
		"is this extra", "part of the price", "part of the package", "in the price", "on top of the price",
		"se paga aparte", "se pagan aparte", "pagar aparte", "pago aparte", "pagarlo aparte", "se paga a parte",
		"se pagan a parte", "pagar a parte", "cuesta extra", "cuesta aparte", "se cobra aparte", "cobran aparte",
		"coste extra", "costo extra", "en el precio", "dentro del precio", "va aparte", "es aparte", "son aparte",
		"paie en plus", "paye en plus", "payer en plus", "payez en plus", "paient en plus", "paie a part",
		"paye a part", "payer a part", "payez a part", "en supplement", "supplement", "supplements", "coute en plus",
		"c est en plus", "est en plus", "sont en plus", "dans le prix", "c est a part", "est a part", "sont a part",
		"ou on paie", "ou on paye", "ou on paie a part", "ou on paye a part", "ou on paie en plus", "ou on paye en plus",
		"ou on doit payer", "ou il faut payer", "ou c est en plus", "ou c est a part",
		"zahlt man extra", "zahlen extra", "extra zahlen", "extra bezahlen", "extra kosten", "kostet extra",
		"extra berechnet", "separat zahlen", "separat bezahlen", "zahlt man separat", "aufpreis", "zuzahlung",
		"zusatzkosten", "zusatzlich zahlen", "zusatzlich bezahlen",
		"si paga a parte", "si pagano a parte", "pagare a parte", "pagato a parte", "pagarlo a parte", "costa in piu",
		"costa extra", "si paga in piu", "pagare in piu", "nel prezzo", "e a parte", "sono a parte", "supplemento",
		"sovrapprezzo",
		// money to take along on top ("do we need extra money?", "on doit
		// prévoir de l'argent en plus ?", "ist der Wein extra zu bezahlen?")
		"extra money", "spending money", "money on top", "pay anything extra", "pay anything else", "pay for anything",
		"dinero extra", "dinero de mas", "dinero aparte", "pagar algo mas", "pagar algo aparte",
		"argent en plus", "de l argent en plus", "argent supplementaire", "payer autre chose", "quelque chose en plus",
		"extra zu bezahlen", "extra zu zahlen", "separat zu bezahlen", "zusatzlich zu bezahlen", "geld extra", "extra geld",
		"zusatzliches geld", "soldi extra", "soldi in piu", "pagare qualcosa in piu", "pagare altro",
		"dinheiro extra", "dinheiro a mais", "pagar mais alguma coisa", "pagar alguma coisa a mais",
		"paga se a parte", "pagam se a parte", "pagar a parte", "pago a parte", "custa a mais", "pagar a mais",
		"paga se a mais", "no preco", "suplemento", "sao a parte",
		// What one gets ("what do you get?", "what's in it?"), as "what do
		// we get"; for the price, see forThePrice.
		"what do you get", "what do i get", "what does one get", "what does it come with", "what s in it", "whats in it", "what is in it",
		"te dan", "os dan",
	},
	"~food": {
		"cenar", "comer", "almorzar", "dinner", "cena", "jantar", "diner",
		"something to drink", "beber", "boire", "trinken", "bere",
		"breakfast", "desayuno", "petit dejeuner", "fruhstuck", "colazione", "pequeno almoco",
		"food", "lunch", "dinner", "snack", "snacks", "drinks", "drink", "beverages", "meal", "meals", "eat",
		"wine", "tasting", "tastings",
		"comida", "almuerzo", "cena", "bebida", "bebidas", "comer", "vino", "degustacion", "degustaciones", "aperitivo",
		"nourriture", "repas", "dejeuner", "diner", "boisson", "boissons", "manger", "vin", "degustation",
		"essen", "mittagessen", "abendessen", "getranke", "getrank", "wein", "verkostung", "snack",
		"cibo", "pranzo", "pranzare", "cenare", "bevande", "bevanda", "mangiare", "vino", "degustazione", "degustazioni", "stuzzichini",
		"almoco", "jantar", "vinho", "lanche", "prova", "provas", "degustacao",
		"degustaciones", "degustations", "degustazioni", "degustacoes", "kostproben", "kostprobe", "verkostungen",
		// Something to nibble: "un truc à grignoter", "algo para picar",
		// "was zu knabbern", "qualcosa da sgranocchiare", "petiscar".
		"nibble", "nibbles", "something to nibble", "grignoter", "a grignoter", "grignotage", "amuse bouche",
		"algo para picar", "para picar", "picoteo", "picar algo", "knabbern", "zu knabbern", "knabberei",
		"sgranocchiare", "da sgranocchiare", "spuntino", "spuntini", "petiscar", "petisco", "petiscos", "aperitivos",
		// drinking said as a verb: "si beve uno spumante?", "on boit quoi ?"
		"boit", "buvons", "trinkt", "beve", "bevono", "beviamo", "bebemos", "bebem",
	},
	"~bring": {
		"faut il prendre", "il faut prendre",
		"what do i need", "what should i take", "que llevo", "que llevar", "quoi prendre", "que prendre", "quoi emporter", "quoi apporter", "cosa serve", "che serve", "cosa portare", "cosa mi porto", "cosa ci porto", "ci porto", "cosa porto", "cosa ci portiamo", "cosa portiamo", "o que levar", "o que trazer",
		"einpacken", "packen", "pack", "empacar", "mettre dans", "metter in valigia",
		"bring", "pack", "wear", "carry", "bringing", "packing", "need to bring", "should i bring", "what to bring", "take with",
		"traer", "llevar", "llevo", "traigo", "apporter", "emporter", "amener", "prendre avec", "emmener", "emmene", "prendre quoi", "faut prendre", "doit prendre", "dois prendre",
		"mitbringen", "mitnehmen", "anziehen", "portare", "indossare", "levar", "levo", "trazer",
		// German infinitives with "zu" ("was empfehlt ihr mitzubringen?")
		"mitzubringen", "mitzunehmen", "einzupacken",
		// subjunctives after a recommendation ("que recomiendas que
		// llevemos?", "o que recomendam que levemos?")
		"llevemos", "traigamos", "levemos", "tragamos", "apportions", "emportions",
		"prevoir", "prevoit", "prevoyez", "prevoyons", "portarsi", "portarmi", "portarti", "portarci", "portarvi",
		"portarlo", "portarla", "portarli", "portarle", "portarne", "portarselo", "portarmelo", "lo porto", "la porto",
		"li porto", "le porto", "porto il mio", "porto la mia", "porto i miei", "porto le mie",
		"portiamo", "da portare", "llevamos", "traemos", "apportons", "emportons", "levamos", "trazemos", "trago",
		"se lleva", "se llevan", "se leva", "se levam", "leva se", "levam se",
	},
	// Sparkling wine by its kinds and names ("champagne", "cava",
	// "prosecco", "bubbly", "Sekt", "espumante"): the sail's included
	// glass of sparkling wine is what is asked of.
	"~sparkling": {
		"sparkling", "sparkling wine", "champagne", "champers", "bubbly", "bubbles", "prosecco", "cava",
		"espumoso", "espumosos", "vino espumoso", "champan", "champana",
		"petillant", "vin petillant", "mousseux", "vin mousseux", "cremant", "bulles",
		"sekt", "schaumwein", "champagner", "perlwein", "spumante", "spumanti", "bollicine",
		"espumante", "espumantes", "champanhe", "champanha",
	},
	"~wear": {
		"pongo",
		"zieh", "mi metto", "je mets",
		"ziehe", "ziehen", "anziehen", "visto", "vestirse", "anzieht", "anzuziehen", "anziehe",
		"ponerse", "ponernos", "ponerme", "di mettere", "da mettere",
		// "llevar puesto" is wearing (no "puesta" of the sunset sail)
		"que llevar puesto", "que llevar puesta", "llevar puesto", "llevar puesta", "llevar puestos", "llevo puesto", "lleva puesto", "llevamos puesto",
		"mettre", "quoi mettre", "mettersi", "cosa mettersi", "cosa mettere",
		"attire", "garments", "vestimenta", "indumentaria", "tenue vestimentaire", "vestimentaire", "abbigliamento", "vestuario adequado",
		"clothes", "clothing", "shoes", "outfit", "dress", "wearing", "jacket", "sunscreen", "swimsuit", "towel",
		"ropa", "zapatos", "calzado", "vestir", "chaqueta", "banador", "toalla",
		// Sandals and flip-flops: "mia moglie ha solo i sandali", "se
		// puede ir en chanclas?"
		"sandals", "flip flops", "flipflops", "sandalias", "chanclas", "chancletas", "sandales", "tongs", "sandalen",
		"badelatschen", "flipflop", "sandali", "infradito", "ciabatte", "chinelos", "havaianas", "sandalia", "sandalias",
		"vetements", "habiller", "chaussures", "veste", "maillot", "serviette", "tenue",
		"kleidung", "schuhe", "jacke", "badesachen", "handtuch",
		"vestiti", "vesto", "scarpe", "giacca", "costume", "asciugamano",
		"roupa", "sapatos", "calcado", "casaco", "toalha",
		// What one puts on against the cold, and the verbs of dressing.
		"put on", "what to wear", "sweater", "sweaters", "jumper", "hoodie", "fleece", "layer", "layers", "coat",
		"raincoat", "windbreaker", "warm clothes",
		"abrigo", "abrigarse", "abrigados", "ir abrigado", "sudadera", "jersey", "chubasquero", "rebeca",
		"zapatillas",
		"pull", "pullover", "sweat", "polaire", "manteau", "coupe vent", "k way", "habits", "fringues", "m habiller",
		// "on s'habille comment ?": dressing oneself, not dressing up
		"s habille", "on s habille", "nous habiller", "vous habiller",
		"zieht", "anzuziehen", "pulli", "sweatshirt", "regenjacke", "warme sachen",
		"felpa", "felpe", "maglione", "maglioni", "maglia", "giacchetto", "abbigliamento", "vestirsi", "vestire",
		"vestirmi", "mi vesto", "ci si veste",
		"camisola", "camisolas", "agasalho", "agasalhos", "casaquinho", "corta vento", "sapatilhas", "tenis",
		// shoes as the regions say them ("souliers" in Quebec, "tenis" and
		// "championes" in Latin America, "Turnschuhe", "scarpe da
		// ginnastica"), and putting them on ("qué me pongo", "ponerme")
		"sneakers", "footwear", "hiking boots", "walking boots", "walking shoes", "comfy shoes", "comfortable shoes",
		"championes", "deportivas", "playeras", "zapatillas deportivas", "ponerme", "ponernos", "ponerle",
		"soulier", "souliers", "baskets", "godasses", "chaussures de marche", "espadrilles",
		"turnschuhe", "sportschuhe", "wanderschuhe", "sneaker", "treter", "latschen",
		"scarpe da ginnastica", "scarpe comode", "scarponcini", "scarponi",
		"sapatos confortaveis", "calcado confortavel",
		"dressed", "angezogen", "gekleidet", "kleiden", "vestidos", "vestidas", "vestiti bene",
		// What we put on, said with "we": "what do we put on?", "¿qué nos
		// ponemos?", "qu'est-ce qu'on met ?", "was ziehen wir an?", "cosa ci
		// mettiamo?", "o que vestimos?".
		"we put on", "do we put on", "should we put on", "que nos ponemos", "que me pongo",
		"on met", "qu on met", "met on", "nous mettons", "mettre sur le dos", "s habiller", "nous habiller",
		"ziehen wir", "zieht man", "ci mettiamo", "mi metto addosso", "mettersi", "metterci", "ci vestiamo",
		"vestimos", "vestimo nos", "nos vestimos", "vestir se", "pomos", "pomos nos", "ponho",
	},
	// Cold and heat on the tour ("does it get cold on the boat?", "il fait
	// froid ?", "wird es kalt?"): what to bring says what to wear for it.
	"~temperature": {
		"cold", "colder", "chilly", "freezing", "warm", "warmer", "hot", "heat",
		"frio", "fria", "hace frio", "hace fresco", "calor", "hace calor",
		"froid", "froide", "fait froid", "ca caille", "caille", "fait frais", "il fait frais", "un peu frais", "chaud", "chaude",
		"kalt", "kalter", "kuhl", "kuhler", "heiss", "hitze",
		"freddo", "fredda", "fa freddo", "fa fresco", "caldo", "fa caldo",
		"faz frio", "esta fresco", "quente", "faz calor",
		// A cool evening: "abends wird's ja frisch", "gets nippy".
		"frisch", "wird frisch", "wirds frisch", "nippy", "fresquito", "frischer",
	},
	"~language": {
		"language", "languages", "english", "spanish", "french", "german", "italian", "portuguese",
		"idioma", "idiomas", "lengua", "ingles", "espanol", "castellano", "frances", "aleman", "italiano",
		"portugues",
		"langue", "langues", "anglais", "espagnol", "francais", "allemand", "italien", "portugais",
		"sprache", "sprachen", "englisch", "spanisch", "franzosisch", "deutsch", "italienisch",
		"portugiesisch",
		"lingua", "lingue", "inglese", "spagnolo", "francese", "tedesco", "portoghese",
		"linguas", "espanhol", "alemao",
	},
	// Speaking verbs ask in which language only beside a language or
	// someone who guides ("le moniteur parle anglais ?", "en qué idioma
	// hablan"): alone they ask for a person ("can I speak to someone?",
	// "puedo hablar con alguien?") or to be told more ("fala-me do
	// kayak"). They weigh nothing (see hintTopics).
	"~speak": {
		"speak", "speaks", "spoke", "spoken", "speaking", "talk", "talks", "talking",
		"habla", "hablan", "hable", "hablen", "hablas", "hablais", "hablar", "hablara", "hablaran",
		"parle", "parles", "parlent", "parlez", "parler", "parlera", "parleront", "parlant", "s exprime", "s expriment",
		"spricht", "sprechen", "sprecht", "sprichst", "spreche", "sprechend", "redet", "reden", "rede",
		"parla", "parlano", "parli", "parlate", "parlare", "parlera", "parleranno",
		"fala", "falam", "fale", "falem", "falas", "falar", "falara", "falarao",
	},
	// Who guides: a guide, a tour leader, an instructor or teacher of a
	// lesson, a skipper.
	"~guide": {
		"guide", "guides", "guia", "guias", "guida", "guide", "reiseleiter", "reiseleiterin", "fuhrer", "fuhrerin", "tour guide",
		"fuhrung", "fuhrungen", // a guided tour ("ist die Führung auf Deutsch?")
		"instructor", "instructors", "teacher", "teachers", "skipper", "skippers",
		"monitor", "monitora", "monitores", "monitoras", "instructora", "instructores", "instructoras", "profesor", "profesora",
		"profe", "profes", "prof", "profs", // the teacher said short ("el profe", "le prof")
		"moniteur", "moniteurs", "monitrice", "monitrices", "instructeur", "instructeurs", "instructrice", "professeur",
		"lehrer", "lehrerin", "surflehrer", "surflehrerin", "instruktor", "instruktorin", "instruktoren", "guiden",
		"istruttore", "istruttori", "istruttrice", "istruttrici", "insegnante",
		"instrutor", "instrutora", "instrutores", "instrutoras", "professor", "professora",
	},
	"~contact": {
		"pongo en contacto", "ponerme en contacto", "poneros en contacto", "entrar em contacto",
		"kontaktieren", "contactaros", "contactarte", "contattarvi", "contactar vos", "get in touch", "reach you",
		"contact", "phone", "phone number", "telephone", "call", "call you", "email", "e mail", "mail",
		"by phone", "over the phone", "por telefono", "par telephone", "telefonisch", "per telefon", "al telefono",
		"per telefono", "por telefone", "which number", "what number", "que numero", "quel numero", "welche nummer",
		"quale numero", "qual o numero", "qual e o numero",
		"reach", "address", "whatsapp",
		"contacto", "contactar", "telefono", "llamar", "correo", "direccion", "contacto",
		"telephone", "appeler", "courriel", "adresse", "joindre", "contacter",
		"kontakt", "telefon", "telefonnummer", "anrufen", "adresse", "erreiche", "erreichen",
		"contatto", "contattare", "contatto", "chiamare", "indirizzo", "contatto",
		"telefone", "ligar", "morada", "endereco", "contactar", "contacto",
	},
	"~hours": {
		"offen", "geoffnet", "hat offen", "hat auf",
		"abre", "abren", "ouvre", "ouvrez", "offnet", "offnen", "apre", "aprite", "abrem",
		"opening hours", "office hours", "business hours", "open", "opening", "support",
		"horario", "horarios", "abierto", "abris", "atencion", "horaires", "horaire", "ouvert", "ouverture",
		"offnungszeiten", "geoffnet", "erreichbar", "sprechzeiten", "orari", "orario", "aperto", "apertura",
		"aberto", "abertos", "atendimento",
		// Being reachable ("vous êtes joignables le samedi ?") or answering
		// the phone ("a che ora rispondete al telefono?") is when the team
		// works; beside a detail of the contact asked ("welche Nummer?"),
		// the contact (reachWords).
		"reachable", "joignable", "joignables", "raggiungibili", "reperibili", "localizables", "contactables", "contactaveis",
		"answer the phone", "answer your phone", "pick up the phone", "atienden el telefono", "contestais el telefono",
		"contestan el telefono", "cogeis el telefono", "repondez au telephone", "repond au telephone", "decrochez",
		"ans telefon", "rispondete al telefono", "rispondete", "risponde al telefono", "rispondono al telefono",
		"atendem o telefone", "atende o telefone", "atendem",
	},
	// How many people a departure takes (see TopicCapacity): a group's
	// size, a most, people fitting ("how many people max?", "cuántas
	// personas caben?", "combien de personnes maximum ?", "wie viele
	// Leute passen rein?", "quante persone al massimo?", "quantas pessoas
	// cabem?"). "How many people" alone is often a party's ("for how
	// many people is the price?"), so only with a most or a fit.
	"~capacity": {
		"group size", "max group size", "maximum group size", "size of the group", "size of the groups", "max group", "maximum group", "groups size",
		"how big are the groups", "how big is the group", "how large are the groups", "how large is the group",
		"how big are your groups", "how big are groups", "how large are your groups", "how many in a group",
		"how many people in a group", "how many people per group", "how many per group",
		"how many people max", "how many people maximum", "how many people at most", "max people", "maximum people",
		"max number of people", "maximum number of people", "max number", "maximum number", "how many people fit",
		"how many fit", "how many can fit", "how many people can go", "how many people can come", "how many people can join",
		"how many people per", "how many people go", "how many people are in", "how many people in", "how many seats", "how many places",
		"capacity", "max capacity", "max size", "maximum size", "people max", "persons max", "pax max",
		// a party said too big for a tour: "is 10 too many for the tuk tuk?"
		// (not "too many stairs", "zu viele Stufen", "troppi gradini")
		"is that too many", "are we too many", "too many of us", "too many for", "too many people", "too big a group",
		"too large a group", "somos demasiados", "demasiados para", "demasiadas personas",
		"trop nombreux", "trop de personnes", "sind das zu viele", "sind wir zu viele", "zu viele fur", "zu viele leute",
		"zu viele personen", "siamo troppi", "troppi per", "troppe persone", "gente demais",
		"pessoas demais", "demasiadas pessoas", "somos muitos",
		// people said otherwise ("ppl", "gente", "Leute", "gente", "pessoal")
		// with at most or fit: "max ppl", "how many ppl fit".
		"max ppl", "ppl max", "maximum ppl", "how many ppl", "how many folks", "how many people tops", "people tops",
		"cuanta gente cabe", "cuanta gente caben", "cuanta gente como mucho", "cuanta gente como maximo",
		"cuanta gente maximo", "cuanta gente max", "cuanta gente va", "gente como mucho", "gente maximo",
		"combien de gens", "combien de monde", "combien de personnes au plus", "au plus combien", "combien de pers",
		"wie viele leute gehen", "wie viele leute hochstens", "wie viel leute", "wie viele gehen mit",
		"quanta gente", "quanta gente al massimo", "quanta gente ci sta", "quanti al massimo", "quanti max",
		"quanta gente cabe", "quantas pessoas cabem", "quantas pessoas no maximo", "quantas pessoas max",
		"quanta gente vai", "maximo de pessoas", "numero maximo de pessoas", "no maximo quantas", "lotacao",
		"cuantas personas caben", "cuantos caben", "cuantas caben", "caben cuantas", "caben cuantos", "personas caben",
		"cuantas personas maximo", "cuantas personas como maximo", "cuantas personas max", "maximo de personas",
		"numero maximo", "tamano del grupo", "tamano de los grupos", "tamano de grupo", "capacidad", "cuantas plazas tiene",
		"cuantas personas van", "cuantas personas por", "de cuantas personas", "de cuantas personas son los grupos", "grupos de cuantas",
		"combien de personnes maximum", "combien de personnes max", "combien de personnes au maximum", "personnes maximum",
		"personnes max", "nombre maximum", "nombre max", "taille du groupe", "taille des groupes", "capacite",
		"combien de places", "combien de personnes par", "combien de personnes dans", "combien de personnes tiennent",
		"combien de personnes peuvent", "groupes de combien", "jusqu a combien", "groupes sont de combien", "de combien de personnes", "quelle taille font", "font quelle taille",
		"sont de combien de personnes", "groupe est de combien", "taille de groupe", "grands sont les groupes",
		"wie viele leute passen", "wie viele personen passen", "wieviele leute passen", "wieviele personen passen",
		"wie viele passen", "passen rein", "passen hinein", "leute passen", "personen passen",
		"wie viele leute maximal", "wie viele personen maximal", "wieviele leute maximal", "wieviele personen maximal",
		"maximal wie viele", "hochstens wie viele", "wie viele hochstens", "maximale gruppengrosse", "gruppengrosse",
		"gruppengroesse", "teilnehmerzahl", "maximale teilnehmerzahl", "kapazitat", "wie gross sind die gruppen", "wie gross sind eure gruppen", "wie gross sind ihre gruppen", "aus wie vielen personen",
		"wie gross ist die gruppe", "wie viele platze", "wie viele leute pro", "wie viele personen pro",
		"wie viele leute sind", "wie viele personen sind",
		"quante persone al massimo", "quante persone massimo", "quante persone max", "massimo quante", "al massimo quante",
		"quante persone ci stanno", "quanti ci stanno", "ci stanno", "quante persone entrano", "numero massimo",
		"dimensione del gruppo", "dimensione dei gruppi", "grandezza del gruppo", "capienza", "capacita", "quanti posti",
		"quante persone per", "quante persone ci sono", "quante persone vanno", "gruppi di quante", "di quante persone",
		"quanto sono grandi i gruppi", "grandi sono i gruppi", "quanto e grande il gruppo", "quanto sono numerosi i gruppi",
		"quantas pessoas cabem", "quantos cabem", "quantas cabem", "pessoas cabem", "cabem quantas", "cabem quantos",
		"quantas pessoas no maximo", "quantas pessoas maximo", "quantas pessoas max", "maximo de pessoas",
		"numero maximo", "tamanho do grupo", "tamanho dos grupos", "lotacao", "capacidade", "quantos lugares",
		"quantas pessoas por", "quantas pessoas vao", "grupos de quantas", "de quantas pessoas",
		// the whole party fitting ("will it fit all of us?", "is there
		// room for all of us?", "¿cabemos todos?", "on rentre tous ?",
		// "passen wir alle rein?", "ci stiamo tutti?", "cabemos todos?")
		"fit all of us", "fit us all", "fit all", "fit everyone", "fit everybody", "fit the whole group", "all fit",
		"we all fit", "will we fit", "would we fit", "do we fit", "can we fit", "gonna fit", "going to fit",
		"room for all of us", "room for us all", "room for everyone", "room for everybody", "room for the whole group",
		"space for all of us", "space for us all", "space for everyone", "enough room for", "enough space for",
		"caben todos", "cabemos todos", "cabemos", "caben todas", "cabemos todas", "entramos todos", "entramos todas",
		"sitio para todos", "lugar para todos", "espacio para todos", "sitio para todas", "lugar para todas",
		"on rentre tous", "on rentre toutes", "on tient tous", "on tient toutes", "rentrer tous", "tenir tous",
		"nous rentrons tous", "nous tenons tous", "de la place pour tous", "de la place pour nous tous",
		"place pour tout le monde", "place pour nous tous", "place pour tous",
		"passen wir alle", "passen wir rein", "passen wir da rein", "passen alle", "alle rein", "alle hinein", "alle hineinpassen", "alle reinpassen",
		"platz fur alle", "platz fur uns alle", "platz fur alle von uns", "genug platz fur",
		"ci stiamo tutti", "ci stiamo tutte", "stiamo tutti", "entriamo tutti", "ci entriamo",
		"posto per tutti", "posto per tutti noi", "spazio per tutti",
		"cabem todos", "cabemos todos", "cabemos todas", "entramos todos", "lugar para todos nos", "espaco para todos",
	},
	// How long a tour lasts (see TopicDuration); "dura" alone is also
	// "hard" (es, it, pt), "last" the last tour: only in phrases.
	"~duration": {
		"how long", "how many hours", "how many minutes", "how much time", "duration", "does it last", "will it last",
		"it lasts", "lasts", "how lengthy",
		"cuanto dura", "cuanto duran", "cuanto tiempo", "cuantas horas", "duracion", "dura cuanto", "cuanto demora",
		"combien de temps", "combien d heures", "duree", "ca dure", "dure combien", "il dure", "elle dure",
		"wie lange", "wie lang", "wie viele stunden", "wieviele stunden", "wie viel zeit", "wieviel zeit", "dauer", "dauert",
		"quanto dura", "quanto durano", "quanto tempo", "quante ore", "durata", "dura quanto",
		"quanto demora", "quantas horas", "duracao", "demora quanto", "tempo demora", "tempo dura",
		// being away so long: "quanto stiamo via?", "quanto si sta fuori?"
		"quanto stiamo", "quanto si sta", "quanto state", "quanto staremo", "stiamo via", "si sta via",
		"take long", "takes long", "dura mucho", "tarda mucho", "dure longtemps", "dauert lange", "dura molto",
		"dura muito", "demora muito",
	},
	"~when": {"how late", "until when", "till when", "by when", "when", "cuando", "quand", "wann", "quando",
		// the latest moment: "what's the latest I can cancel?", "quanto
		// prima", "wie kurzfristig"
		"latest", "at the latest", "last minute", "como muy tarde", "hasta cuando", "au plus tard", "jusqu a quand",
		"spatestens", "wie kurzfristig", "bis wann", "quanto prima", "fino a quando", "entro quando", "ate quando",
		"o mais tardar", "how soon", "wie spat",
		// up to what hour: "until what time may one cancel", "hasta qué hora"
		"until what time", "till what time", "up to what time", "hasta que hora", "jusqu a quelle heure",
		"bis wie viel uhr", "bis zu welcher uhrzeit", "fino a che ora", "entro che ora", "ate que horas", "ate que hora"},
	"~weather": {
		"rough sea", "sea is rough", "rough", "mar agitado", "mer agitee", "mare mosso", "seegang", "wellengang",
		"big waves", "huge waves", "waves are too big", "waves too big", "waves are too high", "waves too high",
		"olas grandes", "olas muy grandes", "olas demasiado grandes", "grosses vagues", "vagues trop grosses", "vagues sont trop grosses",
		"hohe wellen", "wellen zu hoch", "wellen sind zu hoch", "onde alte", "onde troppo alte", "onde grandi", "onde troppo grandi",
		"ondas grandes", "ondas muito grandes", "ondas muito altas", "ondas altas",
		"choppy", "rough water", "agitado", "agitada", "muy movido", "esta movido", "mar movido", "rio movido", "agitee", "agite",
		"unruhig", "sturmisch", "mosso", "mossa", "agitato", "agitata", "mexido", "mar mexido",
		// a sea that is wild or choppy: "el mar está muy bravo", "mar picado"
		"mar bravo", "muy bravo", "esta bravo", "picado", "mar picada", "mer forte", "mer est forte", "mer grosse",
		"mare grosso", "mar revolto", "muito bravo", "esta bravo",
		"wind", "windy", "viento", "vent", "venteux", "vento", "ventoso", "sturm", "stormy",
		"weather", "rain", "rains", "raining", "rainy", "storm", "bad weather", "llueve", "lluvia", "llover",
		// Heavy rain said as an idiom: "if it pours", "s'il pleut des
		// cordes", "llueve a cántaros", "es schüttet", "piove a dirotto",
		// "chove a potes".
		"bucketing down", "pouring down", "chucking it down", "pissing down", "pours", "pouring", "it pours", "downpour", "downpours", "bucketing", "cats and dogs", "heavy rain",
		"llueve a cantaros", "a cantaros", "diluvia", "diluvio", "aguacero", "chaparron", "lluvia fuerte",
		// regional and colloquial rain: "s'il drache" (Belgium), "il
		// flotte", "wenn es in Strömen regnet", "es schifft", "se o tempo
		// virar", "se pone feo el tiempo", "garúa", "piove a catinelle"
		"drache", "dracher", "drachait", "drachera", "il drache", "ca drache", "il flotte", "ca flotte",
		"in stromen", "regnet in stromen", "es giesst", "giesst", "es schifft", "sauwetter", "schnurlregen", "nieselt", "nieselregen",
		"tempo virar", "o tempo virar", "tempo vira", "tempo virou", "tempo fechar", "tempo fechado", "tempo ficar feio",
		"tempo feio", "tempo mudar", "o tempo mudar", "chuvisco", "garoa", "chuvarada",
		"se pone feo", "tiempo se pone feo", "se descompone el tiempo", "garua", "llovizna", "chubasco",
		"piove a catinelle", "a catinelle", "si guasta il tempo", "tempo si guasta", "tempo si mette male",
		"drizzle", "drizzly", "tipping down", "teeming",
		"pleut des cordes", "des cordes", "pleut a verse", "a verse", "averse", "averses", "deluge", "grosse pluie",
		"schuttet", "es schuttet", "wolkenbruch", "platzregen", "starkregen", "regnet stark", "regnet es stark", "stark regnet",
		"piove a dirotto", "a dirotto", "diluvia", "acquazzone", "nubifragio", "pioggia forte", "piove forte", "piove tanto",
		"chove a potes", "a potes", "chover a potes", "aguaceiro", "chuva forte", "chuvada", "chove muito",
		"mal tiempo", "pleut", "pluie", "meteo", "mauvais temps", "regnet", "regen", "wetter", "schlechtes wetter",
		"piove", "pioggia", "maltempo", "brutto tempo", "chover", "chove", "chuva", "mau tempo",
		// Storms and bad weather said otherwise ("s'il fait mauvais", "se o
		// tempo estiver mau", "wenn es ein Gewitter gibt").
		"storms", "thunderstorm", "thunderstorms", "thunder", "lightning", "weather s bad", "bad weather",
		"tormenta", "tormentas", "tempestad", "temporal", "temporales", "borrasca", "hace malo", "tiempo malo",
		"el tiempo es malo", "el tiempo esta malo", "llueva", "lloviendo",
		"orage", "orages", "orageux", "tempete", "tempetes", "intemperies", "fait mauvais", "fait pas beau",
		"temps est mauvais", "pleuvoir", "pleuvait",
		"gewitter", "unwetter", "sturme", "sturmt", "regnerisch", "regnen", "regnet es",
		"temporale", "temporali", "tempesta", "tempeste", "fa brutto", "tempo e brutto", "tempo brutto", "piovere", "piova",
		"tempestade", "tempestades", "trovoada", "trovoadas", "tempo estiver mau", "tempo mau", "tempo esta mau",
		"chova", "chovendo", "temporais",
	},
	"~discount": {
		"pay less", "pagan menos", "pago menos", "paient moins cher", "payent moins cher", "paient moins", "payent moins", "moins cher", "zahlen weniger", "weniger zahlen", "weniger", "pagano meno", "pagare meno", "pagam menos", "pagar menos", "mais barato", "piu economico", "mas barato", "billiger", "gunstiger",
		"reduc", "reducs", "rabais", "prix special", "prix speciaux", "precio especial", "prezzo speciale", "preco especial",
		"sonderpreis",
		// a price for groups: "un tarif de groupe ?", "group rate"
		"group rate", "group rates", "group price", "group prices", "tarifa de grupo", "tarifas de grupo", "precio de grupo",
		"tarif de groupe", "tarifs de groupe", "tarif groupe", "prix de groupe", "gruppentarif", "gruppenpreis", "gruppenpreise",
		"tariffa di gruppo", "tariffe di gruppo", "prezzo di gruppo", "tarifa de grupo", "preco de grupo", "precos de grupo", "tariffa gruppo", "preco para grupos",
		"discount", "discounts", "cheaper", "deal", "deals", "reduction", "promo", "coupon", "descuento",
		"descuentos", "rebaja", "oferta", "reduction", "reductions", "remise", "tarif reduit", "rabatt",
		"ermassigung", "sconto", "sconti", "riduzione", "desconto", "descontos",
		// a special rate for some ("a concession for seniors?", "precio
		// especial para pensionistas", "un tarif retraités")
		"special price", "special rate", "concession", "concessions", "precio especial", "tarifa especial",
		"tarif special", "sonderpreis", "sondertarif",
		"prezzo speciale", "tariffa speciale", "tariffa ridotta", "preco especial", "tarifa especial",
		// a reduced price: "c'è un prezzo ridotto per i bambini?", "a
		// reduced fare", "ermäßigter Preis"
		"reduced price", "reduced rate", "reduced fare", "precio reducido", "tarifa reducida", "prix reduit",
		"ermassigter preis", "ermassigten preis", "ermassigt", "prezzo ridotto", "preco reduzido", "tarifa reduzida",
	},
	"~group": {
		"family", "families", "famille", "familles", "familie", "familien", "famiglia", "famiglie", "familia", "familias",
		"group", "groups", "grupo", "grupos", "groupe", "groupes", "gruppe", "gruppen", "gruppo", "gruppi",
		"turma", "turmas", // the Brazilian group of a class

		// colleagues travelling together: "on sera 12 collègues"
		"colleagues", "coworkers", "co workers", "colegas", "companeros de trabajo", "collegues", "kollegen", "kolleginnen",
		"colleghi", "colleghe", "colegas de trabalho",
		// a group said in everyday words: "sconto comitiva", "la pandilla", "notre bande de
		// copains", "Reisegruppe", "a galera", "a turma"
		"comitiva", "comitive", "brigata", "pandilla", "cuadrilla", "bande de copains", "bande d amis",
		"reisegruppe", "reisegruppen", "galera", "turma",
	},
	"~private": {"just for us", "just for our", "only for us", "only for our", "solo para nosotros", "solo para nuestra", "solo para nuestro", "rien que pour nous", "rien que pour notre", "nur fur uns", "nur fur unsere", "solo per noi", "solo per la nostra", "solo per il nostro", "so para nos", "so para a nossa", "so para o nosso", "private", "privately", "privado", "privada", "prive", "privee", "privat", "private tour", "privato", "privata", "exclusive"},
	// Dietary needs, said as the need ("gluten free"), the diet or the
	// person who follows it ("Vegetarierin", "celíaca", "allergique"),
	// and the foods of common allergies.
	"~diet": {
		"vegetarian", "vegetarians", "vegan", "vegans", "veggie", "veggies", "pescatarian", "pescetarian",
		"gluten", "gluten free", "coeliac", "coeliacs", "celiac", "celiacs", "lactose", "dairy", "dairy free",
		"allergy", "allergies", "allergic", "intolerance", "intolerances", "intolerant", "dietary", "diet", "diets",
		"nut", "nuts", "peanut", "peanuts", "halal", "kosher",
		"vegetariano", "vegetariana", "vegetarianas", "vegetarianos", "vegano", "vegana", "veganos", "veganas",
		"celiaco", "celiaca", "celiacos", "celiacas", "celiaquia", "celiachia", "coeliac disease", "celiac disease", "enfermedad celiaca", "maladie coeliaque",
		"malattia celiaca", "doenca celiaca", "celiaquie", "coeliaquie", "celiacia", "sin gluten", "lactosa", "sin lactosa",
		"alergia", "alergias", "alergico", "alergica", "alergicos", "alergicas", "intolerancia", "intolerancias",
		"intolerante", "intolerantes", "frutos secos", "cacahuete", "cacahuetes", "dieta", "dietas",
		"vegetarien", "vegetarienne", "vegetariens", "vegetariennes", "vegane", "vegans", "vegetalien", "vegetalienne",
		"coeliaque", "coeliaques", "celiaque", "celiaques", "sans gluten", "sans lactose",
		"allergie", "allergies", "allergique", "allergiques", "intolerant", "intolerante", "intolerants", "intolerantes",
		"fruits a coque", "arachide", "arachides", "cacahuetes", "casher", "cacher", "kasher", "regime alimentaire",
		"vegetarier", "vegetarierin", "vegetarierinnen", "vegetarisch", "vegetarische", "vegetarischen", "vegetarischer",
		"veganer", "veganerin", "veganerinnen", "veganes", "veganen", "glutenfrei", "glutenfreie", "glutenfreies",
		"zoliakie", "zoliakiker", "zoliakikerin", "laktose", "laktosefrei", "laktosefreie", "laktoseintolerant",
		"laktoseintoleranz", "unvertraglichkeit", "unvertraglichkeiten", "intoleranz", "allergien", "allergiker",
		"allergikerin", "allergisch", "allergische", "nuss", "nusse", "erdnuss", "erdnusse", "koscher", "diat",
		"vegetariani", "vegetariane", "vegani", "vegane", "celiaci", "celiache", "senza glutine", "glutine",
		"lattosio", "senza lattosio", "intollerante", "intolleranti", "intolleranza", "intolleranze",
		"allergia", "allergico", "allergica", "allergici", "allergiche", "frutta secca", "arachidi", "noccioline",
		"sem gluten", "sem lactose", "alergica", "amendoim", "amendoins",
		"nueces", "noix", "noisette", "noisettes", "fruits secs", "noci", "nocciole", "frutta a guscio", "nozes", "frutos secos",
		// A diet said by what is not eaten: "no meat and no fish", "ohne
		// Fleisch", "sin carne", "sans viande", "senza carne", "sem peixe".
		"no meat", "without meat", "meat free", "meatless", "no fish", "without fish", "eat meat", "eats meat",
		"sin carne", "sin pescado", "nada de carne", "nada de pescado", "come carne", "comer carne",
		"sans viande", "sans poisson", "pas de viande", "pas de poisson", "mange pas de viande",
		"ohne fleisch", "ohne fisch", "kein fleisch", "keinen fisch", "kein fisch", "fleischlos", "fleischlose", "fleischloses",
		"senza carne", "senza pesce", "niente carne", "niente pesce", "mangia carne",
		"sem carne", "sem peixe", "nada de peixe", "come carne",
		"meat and fish", "meat or fish", "carne y pescado", "carne ni pescado", "carne o pescado",
		"viande et poisson", "viande ni poisson", "viande ou poisson", "fleisch und fisch", "fleisch oder fisch",
		"carne e pesce", "carne ne pesce", "carne o pesce", "carne e peixe", "carne nem peixe", "carne ou peixe",
	},
	"~luggage": {
		"deposer", "depositar", "dejar la maleta",
		"store my", "storage", "left luggage", "locker", "lockers", "consigna", "consignas", "consigne", "consignes", "schliessfach", "schliessfacher", "gepackaufbewahrung", "deposito bagagli", "cacifo", "cacifos", "bolsa", "bolsas", "sac", "sacs", "tasche", "taschen", "borsa", "borse",
		"luggage", "baggage", "bags", "suitcase", "suitcases", "backpack", "equipaje", "maleta", "maletas",
		"mochila", "bagages", "bagage", "valise", "valises", "gepack", "koffer", "rucksack", "bagagli",
		"bagaglio", "valigia", "valigie", "zaino", "bagagem", "bagagens", "malas", "mala",
	},
	"~late": {
		"min late", "mins late", "minutes late", "minute late", "bit late", "little late", "min tarde", "minutos tarde", "un poco tarde", "min de retard", "minutes de retard", "min spater", "minuten spater", "spater kommen", "etwas spater", "bisschen spater", "min di ritardo", "minuti di ritardo", "min atrasados", "minutos atrasados", "min de atraso", "minutos de atraso", "arrive late", "arrives late", "are late", "re late", "m late", "be late", "get there late", "come late", "late arrival", "llegar tarde", "llegamos tarde", "llego tarde", "llega tarde", "se llega tarde", "llegan tarde", "chegar tarde", "chegarmos tarde", "chego tarde", "arriviamo tardi", "arrivare tardi",
		"delay", "delayed", "running late", "retraso", "retard", "en retard", "verspatung",
		// behind time, said colloquially: "running 10 mins behind", "se
		// nos hace tarde", "on est à la bourre", "wir verspäten uns",
		// "facciamo tardi", "se a gente atrasar"
		"running behind", "run behind", "runs behind", "running a bit behind", "mins behind", "minutes behind", "min behind",
		"bit behind", "behind schedule", "held up", "stuck in traffic",
		"nos retrasamos", "retrasarnos", "nos retrasemos", "se nos hace tarde", "vamos tarde", "vamos atrasados",
		"nos atrasamos", "atrasarnos", "nos atrasemos",
		"a la bourre", "on a du retard", "avons du retard", "avoir du retard",
		"verspaten", "verspate", "verspaten uns", "spater dran", "zu spat dran",
		"facciamo tardi", "fare tardi", "tardiamo", "ritardiamo", "ritardare",
		"atrasar", "atrasarmos", "atrasamos", "a gente atrasar", "se atrasar", "nos atrasarmos", "atrasarem",
		// Waiting for someone is asked when they are late.
		"wait for us", "wait for me", "nos esperan", "nos esperais", "me esperan", "nos esperas",
		"vous nous attendez", "nous attendre", "nous attendez", "m attendre", "auf uns warten", "wartet ihr", "warten sie auf uns",
		"ci aspettate", "ci aspettano", "aspettarci", "mi aspettate", "esperam por nos", "esperam por mim", "esperam nos", "esperam me",
		"zu spat", "verspatet", "ritardo", "in ritardo", "atraso", "atrasado", "atrasados", "atrasada",
		// Not making it in time: "nicht rechtzeitig", "not on time".
		"not on time", "not in time", "don t make it in time", "miss the start", "nicht rechtzeitig", "nicht punktlich",
		"no llegamos a tiempo", "no llegar a tiempo", "no llegamos a la hora", "pas a l heure", "pas a temps",
		"n arrive pas a temps", "non arriviamo in tempo", "non in tempo", "non arrivare in tempo", "nao chegarmos a tempo",
		"nao chegar a tempo", "nao chegamos a tempo", "nao chegarmos a horas", "nao chegar a horas",
	},
	"~swim": {"swim", "swimming", "swimmer", "nadar", "natacion", "nager", "nage", "nagez", "nageur", "nageuse", "natation", "schwimmen", "nuotare", "nuoto", "natacao"},
	"~seasick": {
		"sickness", "motion sick", "marearme", "me mareo", "se marea", "se marean", "nos mareamos", "te mareas", "ubel", "mir wird schlecht", "wird mir schlecht", "stare male", "stare male", "mal disposto", "maldisposto", "enjoado", "enjoada", "enjoos",
		"seasick", "seasickness", "sea sick", "motion sickness", "nausea", "marear", "mareo", "mareado", "mareos",
		"marearse", "marearnos", "marearte", "se mareo", "se mareaba", "mareada", "mareados", "mareadas", "enjoa", "enjoam", "enjoava",
		"mal de mer", "seekrank", "seekrankheit", "ubelkeit", "mal di mare", "nausea", "enjoar", "enjoo", "enjoo",
		// A boat that rocks is asked by who gets sick on it.
		"rock", "rocks", "rocking", "rocky", "sway", "sways", "swaying", "wobbly", "makes me sick", "make me sick",
		"se balancea", "balancea", "se mueve mucho", "se mueve", "se menea", "tangue", "tanguer", "ca bouge", "bouge beaucoup",
		"schaukelt", "schaukeln", "schaukelig", "wackelt", "wackelig", "dondola", "dondolare", "dondolio", "balla molto", "sto male",
		"balanca", "balancar", "abana", "abanar", "mexe muito",
		// moving a lot, in everyday words: "does the boat move a lot?",
		// "¿se mueve bastante?", "ça secoue ?", "schwankt das Boot?",
		// "la barca balla assai?", "o barco balança muito?"
		"move a lot", "moves a lot", "moving a lot", "move much", "moves much", "bumpy", "bouncy", "bobbing", "bob around",
		"se mueve bastante", "se mueve harto", "se bambolea", "bambolea", "se zarandea", "cabecea",
		"ca secoue", "ca remue", "ca balance", "se balance", "secoue beaucoup", "remue beaucoup", "ca tangue",
		"schwankt", "schwanken", "bewegt sich viel", "bewegt sich stark", "bewegt sich sehr", "wackelt viel",
		"bewegt sich das boot", "bewegt sich das schiff", "boot bewegt sich", "schiff bewegt sich",
		"barca balla", "balla assai", "balla tanto", "balla parecchio", "balla troppo", "balla un po",
		"si muove molto", "si muove tanto", "si muove parecchio", "ondeggia", "ondeggiare", "beccheggia", "traballa",
		"balanca muito", "se mexe muito", "mexe se muito", "sacode", "sacode muito", "sacoleja", "balouca", "baloica",
		// Queasy or nauseous said of oneself: "I get queasy on boats".
		"feel nauseous", "get nauseous", "feel queasy", "me dan nauseas", "me da nauseas", "nos dan nauseas", "me dan mareos",
		"queasy", "get queasy", "nauseous", "nauseated", "nauseas", "nausees", "nauseeux", "nauseeuse", "mareo facil",
		"me mareo facil", "me mareo facilmente", "mal au coeur", "j ai mal au coeur", "mir wird ubel", "wird mir ubel",
		"mi viene la nausea", "soffro il mal", "nauseato", "nauseata", "fico enjoado", "fico enjoada", "enjoo facilmente",
	},
	// Falling ill, said without the sea ("if one of us gets sick", "si me
	// pongo malo", "si je tombe malade", "wenn einer krank wird", "se ci
	// ammaliamo", "se ficarmos doentes"): read by illness (index.go) as
	// seasickness beside a boat or the sea, and as the cancellation policy
	// when it is why one could not come (a condition, the day, losing the
	// money).
	"~ill": {
		"sick", "feel sick", "get sick", "gets sick", "got sick", "be sick", "is sick", "are sick", "feel ill", "get ill",
		"gets ill", "be ill", "is ill", "fall ill", "falls ill", "fell ill", "unwell", "poorly", "illness",
		"enfermo", "enferma", "enfermos", "enfermas", "enfermar", "enfermamos", "me enfermo", "se enferma", "enfermedad",
		"me pongo malo", "me pongo mala", "se pone malo", "se pone mala", "nos ponemos malos", "nos ponemos malas",
		"malade", "malades", "etre malade", "tombe malade", "tomber malade", "tombons malades", "tombent malades", "maladie",
		"krank", "kranke", "erkrankt", "erkranken", "krank wird", "krank werden", "krank werde", "krankheit",
		"malato", "malata", "malati", "ammalare", "ammalarsi", "ammalato", "ammalata", "ammalati", "mi ammalo",
		"si ammala", "ci ammaliamo", "stare male", "mal disposto", "maldisposto", "malattia",
		"doente", "doentes", "ficar doente", "fico doente", "ficarmos doentes", "adoecer", "adoece", "adoecemos", "doenca",
	},
	"~toilet": {
		"klo", "wc", "lavabo", "servicios",
		// typed with the l doubled ("toilletes")
		"toilletes", "toillettes", "toillete", "toilete", "toiletes", "toillets",
		"toilet", "toilets", "restroom", "restrooms", "bathroom", "bathrooms", "wc", "loo", "bano", "banos",
		"aseo", "aseos", "toilettes", "toilette", "toiletten", "bagno", "bagni", "casa de banho", "casas de banho",
		"banheiro", "banheiros", "sanitario", "sanitarios", "sanitaire", "sanitaires", "gabinetto", "servizi igienici", "lavatory",
		// in slang and regional words: "the dunny", "le petit coin", "das
		// stille Örtchen", "das Häusl", "il cesso", "o toalete"
		"dunny", "dunnies", "the john", "washroom", "washrooms", "water closet", "powder room", "little boys room",
		"little girls room", "petit coin", "chiottes", "ortchen", "stilles ortchen", "hausl", "hausel", "cesso", "cessi",
		"toalete", "toaletes", "lavabos", "sanita",
	},
	// Photos and the stops made for them ("Photo stops at five
	// viewpoints" on the tuk-tuk): a matter of what is included where the
	// included list says them (saidTopics).
	"~photo": {
		"photo", "photos", "pic", "pics", "picture", "pictures", "selfie", "selfies", "photograph", "photographs", "photography",
		"photo stop", "photo stops", "stop for photos", "stop for pics", "stop for pictures", "stops for photos", "stops for pictures",
		"foto", "fotos", "fotografia", "fotografias", "fotografiar", "hacer fotos", "sacar fotos", "paradas para fotos", "parada para fotos",
		"photographier", "photographie", "photographies", "prendre des photos", "arrets photo", "arret photo", "pause photo", "pauses photo",
		"fotostopp", "fotostopps", "fotostop", "fotostops", "fotopause", "fotopausen", "fotografieren", "fotos machen",
		"fotografare", "fotografie", "fotografiche", "fotografica", "soste fotografiche", "sosta fotografica", "fare foto",
		"fotografar", "tirar fotos", "paragens para fotos", "paragem para fotos",
	},
	// Blankets ("Blankets for the evening breeze" on the sail): what a
	// tour includes where its list says them (saidTopics).
	"~blanket": {"blanket", "blankets", "manta", "mantas", "plaid", "plaids", "couverture", "couvertures", "decke", "decken",
		"wolldecke", "wolldecken", "coperta", "coperte", "plaid", "cobertor", "cobertores"},
	"~gift": {
		"regalar", "offrir", "verschenken", "regalare", "oferecer", "give as a present",
		"gift", "gifts", "voucher", "vouchers", "gift card", "present", "regalo", "tarjeta regalo",
		"cadeau", "bon cadeau", "bons cadeaux", "gutschein", "gutscheine", "geschenk", "buono regalo",
		"buoni regalo", "vale de oferta", "vales de oferta",
	},
	"~pickup": {
		"ramassage", "passez nous prendre", "passer nous prendre", "passe nous prendre", "passez me prendre", "passer me prendre", "passe me prendre", "ritiro", "ci prende", "ci prendono", "nous prend", "nous prendre", "vient nous chercher", "nos recoge", "nos recogen", "nos apanha", "apanha", "apanham", "apanhar",
		"pick me up", "pick us up", "pick you up", "collect me", "collect us", "abgeholt", "collected", "recogidos", "recogidas",
		"viene a prendere", "vengono a prendere", "a prendere", "vai buscar", "vao buscar", "vem buscar", "vir buscar", "prendere in hotel", "ir buscar", "vir buscar", "buscar nos", "buscar ao hotel",
		// fetching said with "buscar": "¿a qué hora pasáis a buscarnos?"
		"passate a prenderci", "passate a prendere", "a prenderci", "prenderci", "venite a prenderci",
		"pasais a buscar", "pasan a buscar", "pasar a buscar", "pasa a buscar", "buscarnos", "buscarme", "nos buscan",
		"nos buscais", "vienen a buscar", "venis a buscar", "passam a buscar", "passa a buscar", "buscar nos ao",
		"pick up", "pickup", "pick us up", "picks up", "collect", "hotel pick up", "transfer", "recoger",
		// said in the plural ("you don't do pick-ups, do you?"), and
		// fetched as Brazil and Latin America say it ("vocês buscam a
		// gente?", "pegam a gente no hotel?", "pasan por nosotros?")
		"pick ups", "pickups", "do pick ups", "do pickups",
		"buscam", "buscam a gente", "busca a gente", "buscar a gente", "vem buscar a gente", "vao buscar a gente",
		"pegam a gente", "pega a gente", "pegar a gente", "passam pra pegar", "passa pra pegar",
		"pasan por nosotros", "pasais por nosotros", "pasar por nosotros", "pasen por nosotros", "pasa por nosotros",
		"nous chercher", "venez nous chercher", "viennent nous chercher", "holt ihr uns ab", "holt uns ab", "uns abholen",
		"ci venite a prendere", "ci vengono a prendere",
		"recogida", "recogeis", "recogen", "venir chercher", "chercher", "prise en charge", "abholen", "abholung",
		"holt", "holen", "abholt", "abholst", "abholen", "venite a prendere", "prelievo", "recolha", "vem buscar",
		// the pronoun joined to the verb: "venite a prenderci?", "pueden
		// recogernos en el hotel?", "podem buscar-nos?"
		"a prenderci", "a prendermi", "prenderci", "prendermi", "recogernos", "recogerme", "buscar me",
		"passare a prenderci", "passate a prenderci", "passa a prenderci", "passare a prendere", "passate a prendere", "passa a prendere",
	},
	// Giving verbs ("do they give you a wetsuit?", "gibt es Wasser?") ask
	// what a tour provides: they let its included list answer, and weigh
	// nothing themselves (see hintTopics).
	"~give": {
		"give", "gives", "giving", "dais", "dan", "donnez", "donnent", "donne", "donner", "fournissez",
		"gebt", "geben", "gibt", "gibts", "bekommt", "bekommen", "bekomme", "kriegt", "kriegen", "kriege",
		"danno", "dare", "dao", "dar",
		"date voi", "ci date", "mi date", "ce lo date", "me lo date", "ce la date", "lo date", "la date",
		// and receiving: "do we get a map?", "on reçoit une carte ?"
		"hand out", "hands out", "handed out", "hand over", "handed", "hand you", "hand us",
		"get", "receive", "receives", "recibimos", "recibo", "recibe", "recoit", "recevons", "recevez", "recoivent",
		"erhalten", "erhalt", "riceviamo", "ricevete", "riceve", "ricevo", "recebemos", "recebe", "recebem", "recebo",
		// and serving, or what a meal comes with: "is wine served?", "wird
		// Wein serviert?", "la cena lleva vino?", "o jantar leva vinho?"
		// (what one takes along is "se lleva", "leva-se": ~bring)
		"served", "serves", "serving", "sirven", "servis", "servi", "servie", "servies", "servez", "servent",
		"serviert", "servieren", "servite", "servono", "servito", "servita", "serviti", "servem", "servido", "servida",
		"servidos", "servidas", "lleva", "llevan", "leva", "levam",
		// and what is planned for ("il pranzo è previsto?", "está
		// previsto un reembolso?"): what the price or the policy gives
		"previsto", "prevista", "previsti", "previste", "previstos", "previstas", "prevu", "prevue", "prevus", "prevues",
		// and providing or lending it: "lo ponéis vosotros?", "stellt ihr
		// die Anzüge?", "vous prêtez les combinaisons ?", "emprestam o fato?"
		"lend", "lends", "loan", "supply", "supplies", "poneis", "ponen", "prestais", "prestan", "presta",
		"pretez", "pretent", "prete", "fournit", "stellt ihr", "stellen sie", "leiht", "leihen", "verleiht", "verleihen",
		"prestate", "prestano", "mettete", "fornite", "emprestam", "empresta", "emprestais",
	},
	// A map of the places visited (the walking tour gives one). The
	// French "carte", the German "Karte" and the Italian "carta" are a
	// map too when nothing in the message pays (see cardWords).
	"~map": {
		"map", "maps", "city map", "street map", "mapa", "mapas", "plano de la ciudad", "un plano", "el plano",
		"un plan", "le plan", "des plans", "plan de", "plan du", "plan des", "plan de la ville",
		"stadtplan", "stadtplane", "landkarte", "landkarten", "lageplan", "stadtkarte",
		"mappa", "mappe", "cartina", "cartine", "piantina", "piantine", "mapa da cidade",
		"mapa de la ciudad", "carte de la ville", "carta della citta", "mappa della citta",
	},
	"~hotel": {"hotel", "hotels", "hostel", "accommodation", "alojamiento", "hotel", "hebergement", "unterkunft", "albergo", "alojamento",
		// a flat one rents: "wir wohnen in einer Ferienwohnung"
		"ferienwohnung", "apartment", "airbnb", "apartamento", "appartement", "appartamento", "guesthouse", "guest house",
		// (a flat with its owner or kind: "flat" alone is also level ground)
		"our flat", "my flat", "the flat", "holiday flat", "rented flat", "bnb", "hostal", "nuestro piso", "departamento",
		"appart", "wohnung", "ostello", "pousada"},
	"~tip":     {"tip", "tips", "tipping", "gratuity", "propina", "propinas", "pourboire", "pourboires", "trinkgeld", "mancia", "mance", "gorjeta", "gorjetas"},
	"~dolphin": {"dolphin", "dolphins", "whales", "delfin", "delfines", "dauphin", "dauphins", "delfine", "delfinen", "delfini", "golfinho", "golfinhos"},
	"~alone": {"travelling solo", "traveling solo", "travel solo", "solo traveller", "solo traveler", "viajo solo", "viaggio da solo", "m solo",
		"alone", "by myself", "single traveller", "on my own", "by himself", "by herself", "by themselves",
		"on his own", "on her own", "on their own", "sola", "seul", "seule", "allein",
		"alleine", "alleinreisend", "da solo", "da sola", "sozinho", "sozinha",
		"solos", "solas", "seuls", "seules", "da soli", "da sole", "sozinhos", "sozinhas",
	},
	// Insurance, a thing a tour's list may include (the surf's accident
	// insurance): the Spanish and Portuguese "seguro" is insurance after
	// an article or before what it covers ("o seguro tá incluso?"), and
	// safe alone ("¿es seguro?").
	"~insurance": {
		"insurance", "insured", "travel insurance", "accident insurance",
		"el seguro", "un seguro", "seguro de accidentes", "seguro de viaje", "seguro incluido", "asegurados", "asegurado",
		"assurance", "assurances", "assurance accident", "on est assure", "est on assure", "sommes assures", "suis assure",
		"versicherung", "versichert", "unfallversicherung", "reiseversicherung",
		"assicurazione", "assicurazioni", "assicurato", "assicurati",
		"o seguro", "um seguro", "seguro de acidentes", "seguro de viagem", "seguro incluido", "segurados", "segurado",
	},
	"~safety": {"safe", "safety", "dangerous", "life jacket", "life jackets", "lifejacket", "lifejackets", "life vest", "life vests", "seguro", "segura", "seguridad", "securite", "sicher", "sicherheit", "sicuro", "sicurezza", "seguranca"},
	"~policy": {
		"policy", "policies", "terms", "conditions", "rules", "politica", "politicas", "condiciones", "normas",
		"politique", "conditions", "regles", "bedingungen", "stornobedingungen", "richtlinie", "regeln",
		"condizioni", "regole", "regras", "condicoes",
		// the terms of ("les modalités d'annulation")
		"modalites", "modalidades", "modalita",
	},
	"~suitable": {
		"suitable", "ok for", "okay for", "fine for", "good for", "appropriate", "apto", "apta", "aptos",
		"adecuado", "adecuada", "convient", "conviennent", "conviendrait", "conviendraient", "convenir", "andrebbe bene", "andrebbe bene per", "adapte", "adaptee", "geeignet", "passend",
		"adatto", "adatta", "adatti", "va bene per", "adequado", "adequada", "indicado", "indicada",
		"geht die", "geht das",
		// would it do ("ça irait pour lui ?", "ça lui va ?")
		"irait pour", "ira pour", "ca irait", "ca lui irait", "ca leur irait", "ca lui va", "ca leur va",
		// all right, as Quebec says it ("c'est-tu correct pour elle ?", "est-ce correct ?")
		"correct pour", "est correct", "c est tu correct", "est ce correct", "serait correct", "ca tu correct",
		// would it work for him ("le iría bien", "passt das für ihn", "dá para ele")
		"work for him", "work for her", "work for them", "work for us", "work for me", "works for him", "works for her",
		"le iria bien", "les iria bien", "le ira bien", "le va bien", "les va bien",
		"passt der", "passt die", "passt das", "passt es",
		"da para ele", "da para ela", "da para eles", "da para elas", "da para nos",
		"suit him", "suit her", "suit us", "suit them", "suit you", "suit me", "suits him", "suits her", "suits us",
		"suits them", "suits you", "suits me",
		// in English inside any language ("el food tour es family friendly?")
		"family friendly", "kid friendly", "kids friendly", "child friendly", "children friendly",
		"familienfreundlich", "kinderfreundlich",
		"sirve para", "sirven para", "serve para", "servem para",
		// Whether it can be done ("doable", "faisable", "machbar").
		"doable", "feasible", "factible", "viable", "faisable", "jouable", "machbar", "fattibile",
		// "is the surf a goer?" (Australian), "va bene pe' loro?" (the
		// south's "per")
		"a goer", "goer", "va bene pe", "vanno bene pe", "andrebbe bene pe",
		"fattibili", "viavel", "exequivel",
		// Friendly to families or children: "is it family friendly?"
		"family friendly", "kid friendly", "kids friendly", "child friendly", "children friendly", "familienfreundlich",
		"kinderfreundlich", "adatto alle famiglie", "adatta alle famiglie", "adatto ai bambini", "adapte aux familles",
		"adapte aux enfants", "para familias", "apto para familias", "para familia",
	},
	"~allowed": {
		"allowed", "permitted", "admitted", "welcome", "admiten", "admitis", "permitido", "permitidos",
		"bienvenidos", "acceptes", "accepte", "autorise", "autorises", "bienvenus", "erlaubt", "zugelassen",
		"willkommen", "ammessi", "ammesso", "permesso", "benvenuti", "aceitam", "aceites", "permitidas",
		"bem vindas", "bem vindos",
		// Being let do it: "la dejan hacer surf?", "lassen sie ihn mit?",
		// "on la laisse faire ?", "la lasciano fare?", "deixam-na fazer?".
		// (With the one let: "dejan" alone may leave the bags.)
		"la dejan", "le dejan", "lo dejan", "los dejan", "las dejan", "la dejais", "lo dejais", "la dejarian",
		"la laisse", "le laisse", "les laisse", "la laissez", "le laissez", "la laissent", "le laissent",
		"lassen sie ihn", "lassen sie sie", "lasst ihr ihn", "lasst ihr sie", "lasst man ihn", "lasst man sie",
		"la lasciano", "lo lasciano", "li lasciano", "la lasciate", "lo lasciate", "deixam na", "deixam no", "deixam nos",
		"deixam a", "deixam o",
	},
	"~accept": {
		"prenez", "prennent", "nehmt ihr",
		"accept", "accepts", "aceptais", "aceptan", "acepta", "acceptez", "acceptent", "akzeptiert", "akzeptieren", "accettate", "accettano", "aceitam", "aceita",
	},
	"~office": {"office", "offices", "oficina", "oficinas", "bureau", "bureaux", "buro", "ufficio", "escritorio", "loja", "tienda", "shop"},
	// Topics tourists ask about that a business often has no answer for:
	// a question about one of them that no fact or entry holds is not
	// answered from the nearest fact.
	// How experienced one must be ("ok for beginners?", "para
	// principiantes", "pour les débutants", "für Anfänger", "per
	// principianti", "para iniciantes", "never done it before"): no fact
	// says a level, so it is asked as itself, never as where a tour
	// begins ("beginners" stems as "begin").
	"~level": {
		"beginner", "beginners", "total beginner", "complete beginner", "novice", "novices", "first timer", "first timers",
		"first time", "never done it", "never done it before", "never tried", "no experience", "any experience",
		"experience needed", "experience required", "previous experience", "prior experience", "need experience",
		"skill level", "what level", "level required",
		"principiante", "principiantes", "novato", "novatos", "novata", "novatas", "primera vez", "sin experiencia",
		"nunca lo hemos hecho", "nunca he hecho", "experiencia previa", "hace falta experiencia", "que nivel", "nivel necesario", "nivel minimo",
		"debutant", "debutants", "debutante", "debutantes", "premiere fois", "sans experience", "jamais fait",
		"experience requise", "faut de l experience", "quel niveau", "niveau requis", "niveau minimum",
		"anfanger", "anfangerin", "anfangern", "anfangerinnen", "erste mal", "zum ersten mal", "ohne erfahrung",
		"ohne vorkenntnisse", "vorkenntnisse", "erfahrung", "noch nie gemacht",
		"principianti", "prima volta", "senza esperienza", "mai fatto", "serve esperienza", "esperienza necessaria", "esperienza richiesta", "che livello", "livello richiesto",
		"iniciante", "iniciantes", "primeira vez", "sem experiencia", "nunca fizemos", "nunca fiz", "e preciso experiencia",
	},
	"~pet": {
		"dog", "dogs", "cat", "cats", "pet", "pets", "puppy", "perro", "perros", "perrito", "gato", "gatos",
		"mascota", "mascotas", "chien", "chiens", "chat", "chats", "animaux", "hund", "hunde", "katze", "katzen",
		"haustier", "haustiere", "cane", "cani", "gatto", "gatti", "animali", "cao", "caes", "cachorro",
		"animais", "animal", "animales", "tiere",
	},
	// A dress code, and how smart one should be ("smart casual", "elegant",
	// "chic", "gepflegt"): a matter of what to bring where its list says
	// it (the fado's "smart-casual clothes are fine"; saidTopics).
	"~dresscode": {
		"dress code", "dresscode", "codigo de vestimenta", "code vestimentaire", "kleiderordnung",
		"codice di abbigliamento", "codigo de vestuario", "dress codes", "codigo de vestir",
		"smart", "smart casual", "casual", "formal", "formally", "elegant", "elegantly", "chic", "dress up", "dressed up",
		"dressy", "fancy clothes", "dress nicely", "dress smartly",
		"elegante", "elegantes", "informal", "arreglado", "arreglada", "arreglados", "arregladas", "ir arreglado",
		"de etiqueta", "vestir bien",
		"elegant", "elegante", "habille", "habillee", "habilles", "habillees", "bien habille", "tenue correcte",
		"tenue de soiree", "tenue chic", "decontracte chic", "decontractee chic",
		"schick", "festlich", "festliche kleidung", "gepflegt", "gepflegte", "gepflegter", "abendgarderobe",
		"formale", "formali", "eleganti", "abito elegante", "vestirsi bene", "giacca e cravatta",
		"arranjado", "arranjada", "arranjados", "bem vestido", "bem vestida", "roupa cuidada", "casual cuidada",
	},
	// A deposit to hold a place: not the payment methods, which say how
	// one pays, not whether part of it is paid ahead; only a fact that
	// says a deposit answers.
	"~deposit": {
		"a deposit", "the deposit", "any deposit", "pay deposit", "deposit required", "deposits", "down payment", "senal", "fianza", "acompte", "acomptes", "arrhes", "anzahlung",
		"caparra", "acconto", "pagar sinal", "pagar um sinal", "pagar o sinal", "um sinal", "o sinal", "de sinal", "sinal de reserva", "deposito de reserva", "deposito para reservar",
		"uma caucao", "caucao",
	},
	"~wifi": {"wifi", "wi fi", "internet", "wlan", "hotspot"},
	// Renting or hiring something out (bikes, scooters, a car): no fact
	// says the business rents anything ("do you rent bikes?", "¿alquilan
	// bicis?", "vous louez des vélos ?", "vermietet ihr Fahrräder?",
	// "noleggiate bici?", "alugam bicicletas?"). Lending ("leiht ihr den
	// Neoprenanzug?") is giving, which the included list answers (~give).
	"~rental": {
		"rent", "renting", "rental", "rentals", "for hire", "to hire", "hire a", "hire out", "you hire",
		"alquilar", "alquilan", "alquilais", "alquila", "alquiler", "alquileres", "rentan", "rentar",
		"louer", "louez", "louent", "on loue", "location de", "loueur",
		// (not "Miete": one letter from "Mitte", "miele")
		"mieten", "vermieten", "vermietet", "vermietung", "zu mieten",
		"noleggiare", "noleggiate", "noleggia", "noleggiano", "noleggio", "affittare", "affittate", "affitto",
		"alugar", "alugam", "aluga", "aluguer", "aluguel",
	},
	// A room to sleep in: no fact says the business lets rooms ("do you
	// have hotel rooms?", "¿tienen habitaciones?", "vous avez des
	// chambres ?", "habt ihr Zimmer?", "avete camere d'albergo?", "têm
	// quartos?").
	"~room": {
		"hotel room", "hotel rooms", "a room for the night", "rooms for the night", "rooms to let",
		"habitacion", "habitaciones", "chambre", "chambres", "chambre d hotel", "zimmer", "hotelzimmer",
		"camera d albergo", "camere d albergo", "camera d hotel", "camere", "quartos", "quarto de hotel",
	},
	// Someone minding the children while the parents do the tour: no fact
	// holds it (not the tour's minimum age, which says who may join).
	"~childcare": {
		"childcare", "child care", "babysitting", "babysitter", "babysitters", "baby sitter", "baby sitting",
		"kids club", "guarderia", "canguro", "cuidado de ninos", "cuide a los ninos", "cuidar a los ninos",
		"garderie", "garde d enfants", "garder les enfants", "kinderbetreuung", "kinderbetreuer",
		"kinderbetreuerin", "kinderaufsicht", "kinderclub", "auf die kinder aufpassen",
		"baby parking", "servizio di babysitting", "custodia dei bambini", "badare ai bambini",
		"creche", "cuidar das criancas", "cuidar dos miudos", "tomar conta das criancas", "tomar conta dos miudos",
	},
	"~parking": {
		"parking", "park the car", "car park", "aparcar", "aparcamiento", "estacionar o carro", "estacionar el coche",
		"onde estacionar", "posso estacionar", "estacionamento",
		"garer", "stationnement", "parken", "parkplatz", "parkhaus", "parcheggio", "parcheggiare",
		// Parking as a verb with what follows or precedes it ("somewhere to
		// park a rental car", "can we park near the start"): "park" alone
		// is also a garden (the Pena Palace park). A single "estacionar"
		// would stem to "estacion", a station in Spanish: only phrases.
		"to park", "we park", "i park", "you park", "park a", "park our", "park my", "park it", "park near",
		"park nearby", "park close", "park there", "park somewhere", "parked", "parking lot", "leave the car",
		"donde estacionar", "para estacionar", "podemos estacionar", "puedo estacionar", "se puede estacionar",
		"estacionar el carro", "estacionar cerca", "dejar el coche", "dejar el carro",
		"stationner", "se garer", "garer la voiture", "laisser la voiture", "place de parking",
		"parkplatze", "parkmoglichkeit", "parkmoglichkeiten", "parkgarage", "parkt", "auto abstellen", "das auto lassen",
		"parcheggi", "parcheggiamo", "parcheggiare la macchina", "posteggio", "posteggiare", "lasciare la macchina", "lasciare l auto",
		"pode estacionar", "podemos estacionar", "da para estacionar", "estacionar perto", "deixar o carro", "lugar para o carro",
	},
	// A baby changed on the way: a changing table, nappies ("do you have
	// a changing table?", "¿hay cambiador?", "table à langer",
	// "Wickeltisch", "fasciatoio", "fraldário"); only a fact that says it
	// answers, never the change of a booking's date ("change", "cambiar").
	// (No bare "couche": its stem is the sunset's "coucher".)
	"~nappy": {
		"changing table", "changing tables", "baby changing", "changing station", "changing facilities", "changing mat",
		"change the baby", "change a nappy", "change a diaper", "change nappies", "change diapers", "nappy", "nappies",
		"diaper", "diapers", "cambiador", "cambiadores", "cambiar al bebe", "cambiar el panal", "cambiar panales", "panal", "panales",
		"table a langer", "tables a langer", "changer le bebe", "changer bebe", "changer la couche", "changer les couches", "couches pour bebe",
		"wickeltisch", "wickeltische", "wickelraum", "wickelplatz", "wickeln", "windel", "windeln", "windeln wechseln",
		"fasciatoio", "fasciatoi", "cambiare il bambino", "cambiare il pannolino", "pannolino", "pannolini",
		"fraldario", "fraldarios", "fralda", "fraldas", "muda fraldas", "trocar a fralda", "mudar a fralda", "trocar o bebe",
	},
	"~shower": {
		"shower", "showers", "changing room", "changing rooms", "ducha", "duchas", "vestuario", "vestuarios",
		"douche", "douches", "vestiaire", "vestiaires", "dusche", "duschen", "umkleide", "umkleiden",
		"doccia", "docce", "spogliatoio", "spogliatoi", "duche", "duches", "chuveiro", "chuveiros", "balneario",
	},
	// Health: a condition or a pregnancy a visitor tells about ("I'm
	// pregnant, is that ok?"); only a fact that says it answers.
	"~health": {
		"pregnant", "pregnancy", "asthma", "asthmatic", "epilepsy", "epileptic", "diabetes", "diabetic",
		"heart condition", "heart problem", "heart problems", "back problem", "back problems", "bad back", "back pain",
		"embarazada", "embarazadas", "embarazo", "asma", "asmatico", "asmatica", "epilepsia", "epileptico", "diabetico", "diabetica",
		"problemas de corazon", "problema de corazon", "dolor de espalda", "problemas de espalda",
		"enceinte", "grossesse", "asthme", "asthmatique", "epilepsie", "epileptique", "diabete", "diabetique",
		"probleme de coeur", "problemes de coeur", "mal de dos", "problemes de dos",
		"schwanger", "schwangerschaft", "asthmatiker", "epileptiker", "diabetiker", "herzprobleme", "herzproblem",
		"ruckenprobleme", "ruckenschmerzen",
		"incinta", "gravidanza", "asmatica", "epilessia", "epilettico", "diabete", "diabetico", "problemi di cuore",
		"problemi alla schiena", "mal di schiena",
		"gravida", "gravidas", "gravidez", "epileptica", "problemas de coracao", "problema de coracao", "dor nas costas",
		"problemas de costas",
	},
	"~smoke": {"smoke", "smoking", "cigarette", "vape", "fumar", "fumer", "rauchen", "raucher", "fumare", "sigaretta"},
	"~drone": {"drone", "drones", "dron", "drohne", "drohnen"},
	// Seniors and pensioners ("a discount for pensioners?", "descuento a
	// jubilados"): asked of a discount, a topic no fact holds (beside no
	// discount they are only who comes, see analyzeQuery).
	"~senior": {"senior", "seniors", "senior citizen", "senior citizens", "pensioner", "pensioners", "retiree", "retirees",
		"oap", "oaps", "jubilado", "jubilados", "jubilada", "jubiladas", "pensionista", "pensionistas", "tercera edad",
		"retraite", "retraites", "retraitee", "retraitees", "troisieme age", "rentner", "rentnerin", "rentnern",
		"senioren", "pensionato", "pensionati", "pensionata", "pensionate",
		"terza eta", "over 65", "aposentado", "aposentados", "aposentada", "aposentadas", "reformado", "reformados",
		"reformada", "reformadas", "terceira idade"},
	// A taxi or its driver told where to go ("what do I tell the taxi?",
	// "qué le digo al taxista", "quelle adresse au chauffeur de taxi",
	// "was sag ich dem Taxifahrer", "cosa dico al tassista", "a morada
	// que dou ao taxista"): where the tour starts, its meeting point.
	// (Not "uber": folded, it is the German "über", "meine Großeltern sind
	// über 80".)
	"~taxi": {"taxi", "taxis", "cab", "cabbie", "taxi driver", "cab driver", "bolt", "taxista", "taxistas", "chauffeur de taxi",
		"chauffeur du taxi", "taxifahrer", "taxifahrerin", "tassista", "tassisti"},
	// The stop or station of public transport nearest the start ("the
	// nearest tram stop", "la parada de tranvía más cercana", "l'arrêt de
	// tram le plus proche", "die nächste Haltestelle", "la fermata più
	// vicina", "a paragem mais próxima"): its meeting point says where.
	"~stop": {"tram stop", "bus stop", "metro stop", "metro station", "tube station", "train station", "nearest stop",
		"closest stop", "nearest station", "closest station", "parada de tranvia", "parada de metro", "parada de autobus",
		"parada de bus", "estacion de metro", "parada mas cercana", "arret de tram", "arret de bus", "arret de metro",
		"station de metro", "arret le plus proche", "haltestelle", "haltestellen", "strassenbahnhaltestelle",
		"bushaltestelle", "u bahn station", "ubahnstation", "fermata del tram", "fermata dell autobus", "fermata della metro",
		"stazione della metro", "fermata piu vicina", "paragem de eletrico", "paragem de autocarro", "estacao de metro",
		"paragem mais proxima", "nearest", "closest", "mas cercana", "mas cercano", "la plus proche", "le plus proche",
		"nachste haltestelle", "nachstgelegene", "piu vicina", "piu vicino", "mais proxima", "mais proximo"},
	"~student":    {"student", "students", "estudiante", "estudiantes", "etudiant", "etudiants", "studenten", "studente", "studenti", "estudante", "estudantes"},
	"~visa":       {"visa", "visado", "visum", "passport", "pasaporte", "passeport", "reisepass", "passaporto", "passaporte"},
	"~atm":        {"atm", "cash machine", "cajero", "distributeur", "geldautomat", "bancomat"},
	"~restaurant": {"restaurant", "restaurants", "restaurante", "restaurantes", "ristorante", "ristoranti"},
	"~lost":       {"lost", "lose", "forgot", "left behind", "perdi", "perdido", "olvide", "perdu", "oublie", "verloren", "vergessen", "perso", "dimenticato", "esqueci"},
	"~pool":       {"pool", "swimming pool", "piscina", "piscine", "schwimmbad"},
	"~time":       {"time", "what time", "hora", "heure", "uhr", "uhrzeit", "ora", "orario di partenza", "horas", "a che ore", "che ore"},
}
