package understand

// Word lists shared by the entity readers. Everything is folded (lower case,
// no accents) because matching happens on folded text.

// numberWords maps number words of the six languages to their value.
var numberWords = map[string]int{
	// en
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
	"fifteen": 15, "sixteen": 16, "twenty": 20,
	// es
	"uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7,
	"ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "quince": 15, "veinte": 20,
	// fr
	"un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8,
	"neuf": 9, "dix": 10, "onze": 11, "douze": 12, "quinze": 15, "vingt": 20,
	// de
	"ein": 1, "eine": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6,
	"sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwolf": 12, "zwanzig": 20,
	// it
	"due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6, "sette": 7, "otto": 8, "nove": 9,
	"dieci": 10, "undici": 11, "dodici": 12, "venti": 20,
	// approximate counts
	"dizaine": 10, "douzaine": 12, "dozen": 12, "decina": 10, "dozzina": 12, "docena": 12, "dutzend": 12,
	"dezena": 10, "duzia": 12,
	// pt
	"um": 1, "uma": 1, "dois": 2, "duas": 2, "quatro": 4, "oito": 8, "dez": 10, "doze": 12,
	"vinte": 20,
}

// ambiguousNumberWords are number words that are also common other words
// ("once" in English, "sei" = "you are" in Italian, "um" in German, "dez" =
// December), read as numbers only next to a people noun or after "for".
var ambiguousNumberWords = map[string]bool{
	"un": true, "une": true, "una": true, "uno": true, "um": true, "uma": true, "ein": true,
	"eine": true, "einen": true, "once": true, "sei": true, "dez": true, "elf": true,
	"acht": true, "sept": true, "one": true,
}

// peopleNouns follow a number to give a party size.
var peopleNouns = map[string]bool{
	"people": true, "persons": true, "person": true, "pax": true, "guests": true, "guest": true,
	"adults": true, "adult": true, "kids": true, "kid": true, "children": true, "child": true,
	"ppl": true, "teens": true, "teenagers": true, "seniors": true, "students": true, "friends": true,
	"of":       true, // "4 of us"
	"personas": true, "persona": true, "adultos": true, "adulto": true, "ninos": true, "nino": true,
	"ninas": true, "menores": true, "amigos": true, "amigas": true, "plazas": true,
	"personnes": true, "personne": true, "adultes": true, "enfants": true, "enfant": true,
	"places": true, "amis": true, "gens": true, "pers": true,
	"personen": true, "erwachsene": true, "erwachsener": true, "kinder": true, "kind": true,
	"leute": true, "gaste": true, "freunde": true, "platze": true, "tickets": true,
	"persone": true, "adulti": true, "bambini": true, "bambino": true, "bimbi": true,
	"ragazzi": true, "ospiti": true, "amici": true, "posti": true, "biglietti": true,
	"pessoas": true, "pessoa": true, "criancas": true, "crianca": true, "miudos": true,
	"lugares": true, "vagas": true, "bilhetes": true, "entradas": true, "spots": true, "seats": true,
	"estudiantes": true, "etudiants": true, "etudiantes": true, "studenten": true, "studentinnen": true,
	"studierende": true, "studenti": true, "studentesse": true, "estudantes": true, "pensioners": true,
	"retirees": true, "pensionistas": true, "jubiladas": true, "reformados": true, "pensionati": true,
	"others": true, "otros": true, "otras": true, "autres": true, "andere": true, "altri": true, "outros": true,
}

// roleNouns are plural nouns of people by their trade or role: counted by a
// number they are that many persons ("2 teachers and my aunt" is 3, "3
// enfermeras", "2 Lehrer", "4 insegnanti"), like "students" and "seniors",
// so the speaker is not added unless said ("2 teachers and I").
var roleNouns = wordSet("teachers pupils classmates coworkers workers employees nurses doctors engineers nuns priests " +
	"monks pilgrims tourists travellers travelers volunteers members participants players musicians scouts " +
	"athletes cyclists runners photographers artists architects lawyers soldiers chaperones men women ladies " +
	"gentlemen guys girls boys colleagues colegas collegues kollegen kolleginnen colleghi colleghe companeros " +
	"companeras " +
	"profesores profesoras maestros maestras profes alumnos alumnas enfermeros enfermeras medicos medicas " +
	"doctores doctoras ingenieros ingenieras monjas curas sacerdotes peregrinos peregrinas turistas viajeros " +
	"viajeras voluntarios voluntarias miembros participantes jugadores jugadoras musicos hombres mujeres " +
	"senores senoras chicos chicas trabajadores empleados " +
	"professeurs profs enseignants enseignantes instituteurs institutrices eleves infirmieres infirmiers medecins " +
	"docteurs ingenieurs religieuses pretres moines pelerins touristes voyageurs voyageuses benevoles membres " +
	"joueurs joueuses musiciens hommes femmes dames messieurs employes salaries ouvriers " +
	"lehrer lehrerinnen lehrkrafte schuler schulerinnen krankenschwestern pfleger pflegerinnen arzte arztinnen " +
	"ingenieure ingenieurinnen nonnen priester monche pilger touristen reisende freiwillige mitglieder teilnehmer " +
	"teilnehmerinnen spieler spielerinnen musiker manner frauen damen herren jungs madels mitarbeiter " +
	"mitarbeiterinnen angestellte " +
	"insegnanti professori professoresse maestri maestre alunni alunne infermieri infermiere medici dottori " +
	"dottoresse ingegneri suore preti sacerdoti monaci pellegrini turisti viaggiatori viaggiatrici volontari " +
	"volontarie membri partecipanti giocatori giocatrici musicisti uomini donne signore signori ragazze " +
	"dipendenti lavoratori " +
	"professores professoras alunos enfermeiros enfermeiras doutores engenheiros freiras monges viajantes membros jogadores " +
	"homens mulheres senhores senhoras raparigas rapazes funcionarios alunas")

func init() {
	for w := range roleNouns {
		peopleNouns[w] = true
	}
}

// placeNouns are places on a tour: "one spot", "una plaza", "einen Platz"
// give a party size even with an ambiguous number word.
var placeNouns = map[string]bool{
	"spot": true, "spots": true, "seat": true, "seats": true, "place": true, "places": true, "plaza": true,
	"plazas": true, "platz": true, "platze": true, "posto": true, "posti": true, "lugar": true, "lugares": true,
	"vaga": true, "vagas": true, "ticket": true, "tickets": true, "entrada": true, "entradas": true,
	"billet": true, "billets": true, "biglietto": true, "biglietti": true, "bilhete": true, "bilhetes": true,
}

// untilWords mark a date that bounds a stay ("until Sunday"), not the day asked for.
var untilWords = map[string]bool{
	"until": true, "till": true, "til": true, "hasta": true, "jusqu": true, "bis": true, "fino": true, "ate": true,
}

// forWords introduce a party size: "for 4", "para 4", "pour 4".
var forWords = map[string]bool{
	"for": true, "para": true, "pour": true, "fur": true, "per": true, "x": true, "pa": true, "pra": true,
}

// weSayings introduce a party size: "we are 4", "somos 4", "siamo in 4".
var weSayings = []string{
	"we are", "we re", "there are", "there will be", "there ll be", "party of", "group of",
	"family of", "somos", "seremos", "vamos", "nous sommes", "on est", "on sera", "nous serons", "we will be",
	"school group of", "grupo escolar de", "groupe scolaire de", "gruppo scolastico di", "schulklasse mit",
	"familia de", "party of", "group is", "our group is", "grupo es de", "el grupo es de", "groupe est de",
	"notre groupe est de", "gruppe ist", "unsere gruppe ist", "gruppo e di", "il gruppo e di", "grupo e de", "o grupo e de", "we might be", "we may be", "we could be", "on sera une", "on sera", "we ll be", "ce sera", "saremo in", "familie von", "eine familie von",
	"wir sind", "wir werden", "wir kommen mit", "siamo in", "siamo", "saremo",
	"vamos ser", "estamos em", "seremos", "grupo de", "groupe de", "gruppe von", "gruppo di", "familia de",
	"famille de", "familie mit", "famiglia di",
	// the conditional: "nous serions deux", "seríamos 4", "wir wären 3", "we'd be 3"
	"nous serions", "on serait", "we would be", "we d be", "there would be", "there d be", "seriamos",
	"saremmo", "saremmo in", "wir waren", "wir waeren", "wir wuerden", "seriam", "nos seriamos",
}

// meWords and andWords read "me and 3 friends" as four.
var (
	meWords  = map[string]bool{"me": true, "i": true, "yo": true, "moi": true, "ich": true, "io": true, "eu": true, "myself": true}
	andWords = map[string]bool{"and": true, "y": true, "et": true, "und": true, "e": true, "plus": true, "with": true, "mas": true}
)

// zuWords are German "zu zweit" style party sizes.
var zuWords = map[string]int{"zweit": 2, "dritt": 3, "viert": 4, "funft": 5, "sechst": 6, "siebt": 7, "acht": 8}

// soloPhrases mean a party of one.
var soloPhrases = []string{
	"just me", "only me", "myself", "alone", "solo yo", "solo para mi", "yo solo", "yo sola",
	"juste moi", "seulement moi", "moi seul", "moi seule", "nur ich", "ich allein", "alleine",
	"solo io", "da solo", "da sola", "so eu", "apenas eu", "sozinho", "sozinha", "solo traveller",
	"solo traveler", "travelling solo", "traveling solo", "voy solo", "voy sola", "viajo solo", "viajo sola",
	"je suis seul", "je suis seule", "je voyage seul", "je voyage seule", "ich bin allein",
	"ich bin alleine", "ich reise allein", "ich reise alleine", "sono solo", "sono sola", "viaggio da solo",
	"viaggio da sola", "soltanto io", "solamente yo", "just myself", "only myself",
	"vou sozinho", "vou sozinha", "viajo sozinho", "viajo sozinha",
	// "just for me", "nur für mich", "solo per me": one place, for the speaker.
	"just for me", "only for me", "just for myself", "only for myself", "for me alone", "for myself only",
	"solo para mi", "solamente para mi", "solo para mi solo", "unicamente para mi", "solo una persona",
	"juste pour moi", "seulement pour moi", "uniquement pour moi", "rien que moi", "juste moi meme",
	"nur fur mich", "nur fur mich allein", "fur mich allein", "nur mich", "nur ich allein", "bloss ich", "nur eine person",
	"solo per me", "soltanto per me", "solamente per me", "solo io da solo", "solo una persona",
	"so para mim", "apenas para mim", "somente para mim", "so eu mesmo", "so eu mesma", "somente eu", "so uma pessoa",
}

// pairPhrases mean a party of two.
var pairPhrases = []string{
	"a couple", "my wife and i", "my husband and i", "my partner and i", "me and my wife",
	"me and my husband", "me and my girlfriend", "me and my boyfriend", "me and my partner",
	"mi mujer y yo", "mi marido y yo", "mi pareja y yo", "mi novia y yo", "mi novio y yo",
	"ma femme et moi", "mon mari et moi", "ma copine et moi", "mon copain et moi",
	"meine frau und ich", "mein mann und ich", "meine freundin und ich", "mein freund und ich",
	"mia moglie e io", "mio marito e io", "io e mia moglie", "io e mio marito",
	"io e la mia ragazza", "eu e a minha mulher", "eu e o meu marido", "eu e a minha namorada",
	"eu e o meu namorado", "a minha mulher e eu", "o meu marido e eu", "en pareja", "em casal",
	"in coppia", "zu zweit", "a deux", "we two", "the two of us", "los dos", "nosotros dos",
	"avec mon copain", "avec ma copine", "avec mon mari", "avec ma femme", "avec mon conjoint",
	"io e il mio ragazzo", "io e la mia ragazza", "con mia moglie", "con mio marito", "mit meiner frau",
	"mit meinem mann", "con mi pareja", "con mi novia", "con mi novio", "with my wife", "with my husband",
	"with my partner", "with my girlfriend", "with my boyfriend", "com a minha mulher", "com o meu marido",
	"my husband and me", "my wife and me", "my partner and me", "a mi marido y a mi", "a mi mujer y a mi",
	"a mi pareja y a mi", "nous deux", "wir zwei", "wir beide", "noi due", "nos dois", "nos os dois", "una pareja", "en pareja",
	"un couple", "en couple", "una coppia", "um casal", "couple", "zu zweit",
	"both of us", "uns beide", "uns zwei", "fur uns beide", "the 2 of us", "tutti e due", "tutte e due", "os dois", "as duas", "nos dois",
	"somos pareja", "siamo coppia", "somos casal", "on est en couple",
	"a pair", "eu e o meu marido", "eu e meu marido", "eu e minha mulher", "me and my gf", "me and my bf",
}

// ordinals select an option by position; -1 is the last one.
var ordinals = map[string]int{
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4,
	"primero": 1, "primera": 1, "primer": 1, "segundo": 2, "segunda": 2, "tercero": 3, "tercera": 3,
	"tercer": 3, "cuarto": 4, "cuarta": 4, "ultimo": -1, "ultima": -1,
	"premier": 1, "premiere": 1, "deuxieme": 2, "seconde": 2, "troisieme": 3, "quatrieme": 4, "dernier": -1, "derniere": -1,
	"erste": 1, "ersten": 1, "erstes": 1, "zweite": 2, "zweiten": 2, "zweites": 2, "dritte": 3, "dritten": 3,
	"drittes": 3, "vierte": 4, "vierten": 4, "letzte": -1, "letzten": -1,
	"primo": 1, "prima": 1, "secondo": 2, "seconda": 2, "terzo": 3, "terza": 3, "quarto": 4, "quarta": 4,
	"primeiro": 1, "primeira": 1, "terceiro": 3, "terceira": 3, "penultimo": -2,
}

// optionNouns follow "option"/"number" words: "option 2", "opción 2".
var optionNouns = map[string]bool{
	"option": true, "opcion": true, "opcao": true, "opzione": true, "number": true, "numero": true,
	"no": true, "nr": true, "nummer": true, "n": true, "choice": true,
}
