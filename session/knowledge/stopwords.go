package knowledge

// stopWords are dropped from questions and documents: function words of the
// six languages (one list: short chat messages are often detected in the
// wrong language, and a word that carries no meaning in one of them rarely
// carries one in another), the words every question about a tour shares,
// and the words of booking (dates, party sizes) that the dialogue, not the
// knowledge, answers.
var stopWords = wordSet(`
meiner meinem meines deiner deinem seiner seinem ihrer ihrem unserem wegen
a an the and or but if so to of in on at for from with without by about as into onto than then too very
is are was were be been being am do does did done doing have has had having can could will would shall
should may might must need needs i me my mine we us our ours you your yours he him his she her it its
they them their this that these those there here aqui aca ici what which who whom whose how why any anything some
something all every each much many more most other another such own same just also only not no yes ok
okay please hi hello hey thanks thank there's it's what's whats i'm im we're were you're isnt is it
tell know want like would possible let lets get gets getting got go going come coming give really still even well
kind kinds sort sorts type types fate fanno
hmm hmmm hm uh umm mmm mmmm hum isn doesn enough bastante assez genug abbastanza suficiente suficientemente aren wasn weren didn couldn wouldn shouldn haven hasn ll ve
maybe sure guys folks dear question questions info information please pls plz thx again everybody everyone
cest sest tal
indiquer indiquez indiquiez indicar indicarme indicarnos indicarmi indicarci indicare perguntar pergunto preguntar pregunto
demander demande chiedere chiedo chiedervi ask asking enquire inquire enquiring inquiring kindly advise venho vengo viens
compter compte dump stash meio hereby whether informar informarme informe informer informez informieren informare informarci
informarmi indicaran indicasen indiquiez deve devono iriamos iremos iria irian
crew tripulacion equipage besatzung equipaggio tripulacao actividad actividades activite activites aktivitat aktivitaten attivita atividade atividades
nochmal nochmals deja nuovo novo
hacerlo hacerla hacerlos hacerlas farlo farla farli farle faze fazelo fazela
podria podrian podriamos podrias pourrait pourraient pourrions pourriez pourrais potrebbe potrebbero potremmo
potrei potresti poderia poderiam poderiamos poderias
tour tours trip trips ride rides viagem viagens promenade activity activities excursion experience visit visits booking book booked reserve
reservation ticket tickets people person persons adult adults tomorrow today tonight morning afternoon
evening weekend monday tuesday wednesday thursday friday saturday sunday day days week date
lisbon lisboa lisbonne lissabon lisbona
madrugada mediodia tarde tardes noche noches lunes martes miercoles jueves viernes sabado domingo finde
matin matinee midi apres-midi apresmidi soir soiree nuit lundi mardi mercredi jeudi vendredi samedi dimanche
vormittag vormittags nachmittag nachmittags mittag mittags abend abends nacht nachts morgens tagsuber fruhmorgens spatabends montag dienstag mittwoch
donnerstag freitag samstag sonntag wochenende mattina mattino pomeriggio sera serata notte stasera stamattina
lunedi martedi mercoledi giovedi venerdi sabato domenica manha tarde noite segunda terca quarta quinta sexta
el la los las un una unos unas y o pero si de del al en con sin por para sobre como que cual cuales
quien quienes es son era ser estar esta estan este estos estas eso esa ese hay tiene tienen tengo
tenemos teneis hace hacen hago hacer puedo puede podemos podeis pueden se me mi mis te tu tus su sus
nos nuestro nuestra vuestro vuestra os le les lo ya muy mas tambien algo alguna alguno algun nada
hola gracias favor porfa q k xq pq porque debo debemos hay quiero queremos necesito necesitamos
excursion reserva reservar entrada entradas persona personas manana hoy noche dia semana
le la les un une des du de d et ou mais si au aux en dans sur avec sans par pour que qui quoi quel
quelle quels quelles est sont etre ai as avons avez ont fait faire peut peux pouvons pouvez puis je
j tu il elle on nous vous ils elles me te se mon ma mes ton ta tes son sa ses notre nos votre vos leur
leurs ce cet cette ces ca cela y a ne pas plus tres aussi quelque chose bonjour salut merci svp
estce est-ce faut doit dois devons devez combien comment pourquoi visite demain aujourd hui soir jour
der die das den dem des ein eine einen einem einer eines und oder aber wenn ob zu von vom zum zur im
in an am auf aus bei mit ohne fur uber nach vor als wie was wer welche welcher welches ist sind war
sein bin bist seid hat habe haben habt kann kannst konnen konnt muss musst mussen soll sollen sollte
darf durfen will wollen mochte mochten ich du er sie es wir ihr mich mir dich dir uns euch euer eure
mein meine meinen unser unsere ihr ihre ihren sich man nicht kein keine keinen keinem keiner keines auch noch schon sehr ja nein
hallo danke bitte gibt gibts etwas irgendwas denn mal tour touren ausflug buchung buchen morgen heute
il lo la i gli le un uno una e ed o ma se di del della dei delle da dal dalla in nel nella con senza
su per tra fra che chi cosa quale quali come perche e sono era essere ho hai ha abbiamo avete hanno tengono tenete tenimmo
posso puoi puo possiamo potete possono si mi ti ci vi ne non piu anche molto qualcosa ciao grazie
prego bisogna serve devo dobbiamo dovessimo dovesse dovessero dovessi c ce gita prenotazione prenotare domani oggi stasera
escursione escursioni excursiones excursions ausfluge
agli negli dagli sugli degli allo nello dallo sullo dello nelle dalle sulle nei sui dai
o a os as um uma uns umas e ou mas se de do da dos das no na nos nas em com sem por para pelo pela
que qual quais quem como porque e sao era ser estar esta estao tem temos tenho ha houver posso pode
podemos podem eu tu ele ela nos voces vos me te lhe meu minha meus minhas nosso nossa vosso vossa
seu sua nao mais tambem muito alguma algum coisa ola obrigado obrigada favor preciso precisamos
devo devemos tenho passeio passeios reservar amanha hoje noite dia
dates other others activities actividades activites aktivitaten attivita atividades options opciones
offer offers ofreceis ofrecen proposez proposer anbieten bietet offrite offrono oferecem available
availability disponible disponibles disponibilite verfugbar frei libre libres spots seats places plazas
platze posti lugares vagas price prices cost costs much cuanto cuesta cuestan precio precios combien
coute prix kosten kostet preis preise quanto costa costano prezzo prezzi custa preco precos otros otras
coutera couteront couterait couteraient costara costaran costaria costarian costera costeranno costerebbe
custara custarao custaria kostete
otro otra autres autre andere anderen altri altro altre outros outras outro outra have has had
mother mum mom dad father parents see seen ver ven vemos veo voir voit verra vedere vedono vediamo vede sehen sieht sehe vejo veem
chance chances possibility likely probable probabilidad posibilidad chance possibilita possibilidade
easily quickly fast facil facilmente facilement leicht schnell rapidamente velocemente facilidad facilidade
maybe perhaps quiza quizas peut-etre vielleicht forse talvez risk risque risquer rischio
usually normally suelo suele normalmente habitude d'habitude normalerweise meistens solito costumo costuma
suffer suffers sufro sufre souffre souffrir leide leidet soffro soffre soffrire sofro sofre
werden werde wird wirst werdet staro saro sara stare sto stai ficar fico ficamos
min mins minute minutes minuto minutos minuti minuten
pasais pasan lequel laquelle lesquels lesquelles duquel permets permettre permettons agee agees usw etc etcetera ecc eccetera koi kwa pr pk stp jpeux jpe jveux jsuis chui jsais x cn raga vllt vlt eig eigtl eigentlich vc tb tmb pal
schlimm grave serious serio ernst male
u ur r lautet heisst
wife husband partner friend friends grandma grandmother grandpa
grandfather girlfriend boyfriend madre padre padres abuela abuelo mujer marido esposa esposo amigo amiga
amigos mere pere parents grand femme mari ami amie amis mutter vater eltern oma opa frau mann freund
freundin mamma mama maman papa papi mami folks genitori genitore nonna nonno moglie marito amico amica amici mae pai pais avo esposa marido
happen happens happened pasa pasaria passe passera passiert succede acontece
during durante pendant wahrend
minimum minima minimo minimale minimal mindest
beim bei zum zur ab
long duration lasts last dura durée duree dauert dauer durata
duran durano durent duram demora demoram tarda tardan tardano dauern
good nice fun best great worth recommended bueno buena bien bon bonne bien gut gute buono buona bom boa
cool awesome chevere bacana genial super figo fixe
num numa nuns numas
assai parecchio harto stark
ok okay vale d'accord
nosotros nosotras vosotros vosotras ellos ellas usted ustedes nous vous eux wir ihr uns noi voi loro nos
solo sola apenas soltanto solamente igual still anyway trotzdem quand meme stesso mesma mesmo
travel traveling travelling viajo viajar viajamos voyage voyager voyageons reise reisen reisend viaggio
viaggiare viaggiamo
va vamos voy ir vais vont allons gehen geht fahren fahrt andiamo vado vou vamos
money dinero argent geld soldi denaro dinheiro
qu quoi koi kwa ce dois doit suis fait faites faire avoir rien circuit sortie personne personnes persona personas
personen persone pessoas pessoa numero number nummer numeri
yesterday ayer hier gestern ieri ontem
mexico mexicanos mexicanas mexicano mexicana brasil brazil brasileiros brasileiras brasileiro brasileira argentina
argentinos chilenos colombia colombianos peru peruanos venezuela venezolanos usa america americans americanos
canada canadiens quebec quebecois belgique belges belgium suisse schweiz switzerland osterreich austria deutschland
germany espana spain italia italy inghilterra england scotland ireland australia
tonite tmrw tmr tmrow tomorow tommorow tommorrow tomorrw 2morrow 2moro tomoro tdy auj heut stamani stanotte hj
amanah amnha ubermorgen uebermorgen dopodomani surlendemain anteayer vorgestern anteontem
sitzt sitzen kommt kommen komme bekomme bekommen nur machen mache macht auf aufs mitfahren mitkommen
mitmachen mia mio miei mie tuo tua fare faccio fa
vostro vostra vostri vostre nostro nostra nostri nostre vuestro vuestra vuestros vuestras nuestro nuestros
nuestras votre vos notre euer eure unser unsere vosso vossa vossos vossas nosso nossa nossos nossas teu
seu sua
nesse nessa nesses nessas neste nesta nestes nestas naquele naquela naqueles naquelas desse dessa deste desta
daquele daquela ese esa aquel aquella ce cette jenem jenen diesem quel quello quella celui celle ceux celles aquele aquela
passear pasear passeggiare spazieren pasar pasamos
exactly exact precisely really actually lots lot many much very special particular specific use uses
eigentlich uberhaupt ubrigens halt wohl realmente vraiment effettivamente davvero
mince zut dommage bof schade mannaggia peccato uffa accidenti poxa bummer pity shame darn lastima vaya
using used hey oye ola hallo ciao exactamente exacto mucho mucha muchos muchas especial especiales usa usan
usar somos soy eres es ten tener tienen tiene tengo exactement beaucoup tres special speciale
speciaux utilise utilisent vient viennent venir genau viel viele vielen besonderes besondere spezielles
benutzt esattamente molto molti molte tanto tanti tante speciale usa usano viene vengono exatamente muito
muitos muitas especial especiais usa usam vem formos somos sou estou speciali spezielle speziellen
siamo siete sono tiver tivermos dan dar da dao vai vao before antes avant vorher prima after despues
apres nachher dopo depois
one two three four five six seven eight nine ten dos tres cuatro cinco seis siete ocho nueve diez deux
trois quatre cinq sept huit neuf dix eins zwei drei vier funf sechs sieben acht neun zehn due quattro
cinque sette otto nove dieci dois quatro sete oito dez
reference ref confirmation total paid referencia localizador reference numero buchungsnummer
referenz riferimento codice referencia confirmacao pagado paye bezahlt pagato pago
dure temps tiempo zeit tempo duracao durata
instead wait make en vez espera plutot attendez stattdessen warte invece aspetta em vez espere
point punto ponto punkt big large small grand grande grandes gross grosse grossen klein numerosi numerose
grandi piccoli piccolo piccola piccole pequeno pequenos pequena pequenas petit petite petits petites kleine
kleinen kleiner kleines alli alla there la-bas dort li peuvent peut pueden possono podem venire
vengono vieni venha vir
take takes taking nehmen nehme tomar tomais prends prend prendre prenons prendo prendiamo prendere
someone somebody anyone anybody alguien alguno quelqu quelqu'un jemand jemanden jemandem qualcuno alguem
limit limits limite limites limitation grenze free gratis gratuit gratuite gratuitement gratuito gratuita
kostenlos kostenlose umsonst sem custos costs option options opcion opciones opcao opcoes opzione opzioni
until till hasta jusqu jusque bis fino ate advance antelacion avance voraus anticipo antecedencia far lejos
loin weit lontano longe desde depuis yo ahead anticipation prior
cuanta cuantas cuantos quanta quantas quantos combien wieviel wie viele quant
need needs brauche brauchen braucht besoin servono serve bisogno necesita necesitan precisa precisam
young old joven jeune jung giovane jovem located fica ficam queda quedan trouve liegt trova trovano
partir ins im entra entran entrent rein
tag tage giorno giorni dias
posto posti place plaza plazas platz lugar vaga seat room space spot
lunes martes miercoles jueves viernes sabado domingo lundi mardi mercredi jeudi vendredi samedi dimanche
montag dienstag mittwoch donnerstag freitag samstag sonntag lunedi martedi mercoledi giovedi venerdi
sabato domenica segunda terca quarta quinta sexta feira mon tue wed thu fri sat sun
january february march april may june july august september october november december enero febrero
marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre janvier fevrier mars avril mai
juin juillet aout septembre octobre novembre decembre januar februar marz juni juli oktober dezember
gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre janeiro fevereiro marco maio
junho julho setembro outubro novembro dezembro
wife husband partner friend friends mum mom dad mother father boyfriend girlfriend
mujer marido esposa esposo amigo amiga amigos madre padre novia novio
femme mari ami amie amis mere pere copine copain
frau mann freund freundin freunde mutter vater
moglie marito amico amica amici madre padre ragazza ragazzo
mulher marido esposa amigo amiga amigos mae pai namorada namorado
thing things stuff cosa cose chose truc trucs coisa coisas ding dinge sache
furs fur zum zur vom beim ans ins welchen welcher welches welchem unseren unserem unserer
cant can't dont don't doesnt won't wont isnt arent didnt cannot
problem problems issue problema problemas probleme problemes problemi pose posa
alright fine matter matters importa importe importar souci soucis genant genante gene derange supone
sirve niente crea creare andare klar gehts passt bem posible possibile possivel moglich moglichkeit
right verdad verdade vero certo doch true vrai wahr stimmt
aura aurons aurez aurai auront avra avremo habra havera
connosco conosco conmigo contigo
altra
handle handles accommodate gerer gerez gestire gestite lidar
van vas vais ira
estiver estiverem estivermos estamos estas estao
sais sait savons savez savoir sabe saber sabemos sabes sapere sappiamo saper sei
donner donne dare diamo geben gibt man give
join joining joins participate take part unirse unirme rejoindre mitmachen partecipare juntar participar
participer participe participent participez participons participa participan participamos participam partecipa partecipano partecipiamo
teilnehmen teilnimmt mitmacht mitmachst
venons venez viens vient viennent veniamo venite vengono venimos vienen venis vimos vindo
receive recibir recevoir ricevere receber recebo recebemos bekommen erhalten avere
bad good mauvais mal schlecht schlechtes schlechtem brutto cattivo mau ma bueno bon gut buono bom
malo mala malos malas
isso disso aquilo daquilo nenhum nenhuma ninguem ninguno ninguna nadie personne aucun aucune niemand keiner keine nessuno nessuna
fez fiz fizemos fizeram hizo hice hicimos fait fatto fece
eldest oldest youngest aine ainee aines cadet cadette altere alterer alteren altester alteste altesten jungere jungerer jungeren jungster jungste jungsten
primogenito primogenita primogenite secondogenito secondogenita
fazer faz fazemos anda andar via sull sulla sul sullo sale sai entrar entrer entrare enter einsteigen
salire so tem
ter tiver tendo pro pra pros pras ppl work works funciona funcionan funziona funzionano lauft laeuft roule roulent circule
veut veux voulons voulez vogliamo voglio vorrei vorremmo quero queremos quiero
mienne mien miennes miens lei lui eurem euren eurer bene
sabados domingos samedis dimanches samstags sonntags saturdays sundays weekends
adulto adultos adulta adultas adulte adultes erwachsene erwachsener erwachsenen adulti
guy lady ladies gentleman dude bloke chap chico chica chicos chicas senor senora tipo tipa mec gars type
monsieur madame dame typ kerl herr tizio tizia signore signora rapaz senhor senhora moco moca
oppure ganz mille million millions fois muchisimas muchisimo obrigadissimo obrigadissima dank tausend
roughly approximately approx around aprox aproximadamente alrededor environ approximativement ungefahr
etwa circa ca zirka incirca cerca
everything alle alles allem todo toda todos todas tout tous toute toutes tutto tutta tutti tutte tudo
birthday bday anniversary cumpleanos cumple aniversario anniversaire anniv geburtstag jahrestag
hochzeitstag compleanno anniversario aniversario
unterwegs zwischendurch kurz kurze kurzes kurzen
directly directamente directement direkt direttamente diretamente mismo misma
vortag vorabend veille vispera vespera
pregunta preguntas preguntita duda dudas frage fragen domanda domande dubbio dubbi pergunta perguntas
duvida duvidas doubt
never ever nunca jamais nie niemals jemals mai
always often siempre toujours souvent immer oft sempre spesso juste justo qualche
ride rides
sta stanno stiamo
plata
luego entonces alors dann poi allora entao
say says said decir digo dice dire dis dit sagen sage sagt dico dici dizer diz
confirm confirming confirmed confirmar confirmo confirmer confirme bestatigen bestatige confermare confermo
shes hes theyre youre thats
ihn ihm ella ellas eles elas out draussen
few couple pocos pocas quelques paar pochi poche poucos poucas
peu po poco poca pouco pouca bisschen bissel little bit gente leute gens
able capable capaz capables fahig capace
obligatory mandatory compulsory required necessary obligatorio obligatoria necesario necesaria obligatoire
necessaire requis obligatorisch pflicht notwendig erforderlich obbligatorio necessario richiesto obrigatorio
obrigatoria exigido
maintenu maintenue maintient statt findet stattfinden stattfindet svolge svolgono acontece realiza realizan mantiene
io queria queriamos quer gern gerne
bonsoir buenas buenos buongiorno buonasera salve oi moin servus saludo saludos saluti cordialement cumprimentos coucou heya hiya holaa holaaa olaa
planning planen planeando planificando planifions planifie pianificando pianifichiamo planejando organising organizing
organizando organizar organisons organise organiser organisieren organisiere organizzando organizzare organizziamo
sorting
cheers regards lol haha hahaha jaja jajaja hehe kkk kkkk mdr b4
car cars taxi uber bus metro subway train tram coche carro autobus tren voiture auto zug macchina treno
comboio autocarro onibus tranvia strassenbahn
sister brother hermana hermano soeur frere schwester bruder sorella fratello irma irmao cousin primo
aunt uncle niece nephew grandparents grandson granddaughter stepmother stepfather stepmom stepdad nanny babysitter
suegra suegro suegros cunada cunado tia tio tios abuelos nieto nieta nietos sobrino sobrina ninera
belle beau beaux tante oncle neveu nounou grands
schwiegermutter schwiegervater schwiegereltern schwager schwagerin onkel nichte neffe grosseltern enkel enkelin
suocera suocero suoceri cognato cognata zia zio nonni nipote nipoti tata
sogra sogro sogros cunhado cunhada avos neto neta netos sobrinho sobrinha
subir subimos montar monter embarquer einsteigen salire saliamo embarcar embarcamos aboard
podria podrias podriamos podriais podrian pourrait pourrais pourrions pourriez pourraient konnte konnten
konntest potrebbe potrei potremmo potreste potrebbero poderia poderias poderiamos poderiam
schafft schaffen schaffe schaffst consigue consiguen consegue conseguem conseguir riesce riesca riescono
riuscire fuer col coi
aunt uncle auntie granny grandad granddad nan nana tia tio abuelita abuelito tante oncle mamie papy papi
onkel zia zio nonnina vovo
physically fisicamente physiquement korperlich manage cope troppo trop demasiado demasiada demais
wat wot mejor mieux meilleur meilleure besser besten beste bester meglio melhor
extra aparte selber selbst propio propia propios propias memes stessi stesse already deja gia
wants wanted love loves loved enjoy enjoys adore adores adora adoran aime aiment adorent liebt lieben mag
adorano piace piacciono ama amam gosta gostam encanta encantan quiere quieren vuole vogliono
apuntarme apuntarnos apuntarse inscrire anmelden iscrivermi iscriverci inscrever
farlo farla farli farle hacerlo hacerla hacerlos hacerlas
fanno facciamo fatto fatta fatti fatte held conducted gemacht gehalten fazem feito feita feitos feitas hecho hecha
next prochain prochaine prochains prochaines proximo proxima proximos proximas nachste nachsten nachster
nachstes kommende kommenden kommender kommendes prossimo prossima prossimi prossime seguinte seguintes
weeks semaine semaines semanas woche wochen settimana settimane tmrw tmr tomo tonite ubermorgen uebermorgen
dopodomani pasado surlendemain
seria serian serait seraient sarebbe sarebbero ware waren
gentilmente cortesemente amablemente gentiment freundlicherweise kindly
indicarmi indicarci indicare indicar indicarme indicarnos indiquer indiquez indique mitteilen
modalites modalidades modalita modalitaten
perguntar preguntar demander chiedere chiedervi venho
hipotese hipoteses volta voltinha vite
whether enquire enquiring enquiry inquire inquiring writing write faithfully sincerely dear sir madam myself grateful
agradeceria agradeceriamos agradezco indicaran indiquen indicasen estimados estimado atentamente dirijo solicitar asimismo quisiera
iriamos seriamos seria actividad
ringrazio ringraziamo spettabile distinti
informar informarme informe informeme informer informez informieren informarmi informare informazioni informacion
informacao informacoes poderiam imprevisto imprevistos imprevu imprevus unforeseen surja surgir
ah oh eh
particolari particolare particulares particulieres particular
ultima ultimo derniere letzte
voudrais voudrions aimerais aimerions wissen gostaria gostariamos sapere
ano anno quante quanti deve devono
land landen aterrizamos aterrizar atterrissons atterrir atterriamo atterrare aterramos aterrar
falls reckon reckons reckoned gotta wonder wondering wondered situation situations situacion situacao situazione
hein innit gell gelle gelt rola rolaria minutinho minutinhos minutito minutitos minutino minutini minutchen
crawl crawls
one ones aunque incluso meme wenn anche mesmo
`)

// arrivalWords are the verbs of arriving, or of running behind: with a
// word of being late they only say "arrive late" ("si llegamos un poco
// tarde", "if we're running 10 mins behind").
var arrivalWords = wordSet(`
arrive arrives arriving arrived get getting running run
llegar llegamos llego llegue lleguemos llegan llegais llegara llegaremos
arriver arrivons arrivez arrivent arrive arrivee arrives
ankommen ankomme ankommt ankommst kommen komme kommt
arrivare arriviamo arrivo arrivate arrivano arriva arriveremo
chegar chegamos chego chegarmos chegam chegue cheguemos chegarem
`)

// seatWords are the vehicle a child seat goes in and the verbs of fitting
// it: beside a child seat they ask nothing more ("can you put a booster
// seat in the minivan?"), though the vehicle alone is a fact's word ("is
// the minivan air-conditioned?").
var seatWords = wordSet(`
van vans minivan minivans minibus kleinbus furgoneta furgonetas monovolumen carrinha carrinhas vehicle
vehiculo vehicule fahrzeug veicolo veiculo
put fit install installed instalar instalan instalais poner poneis ponen pones colocar colocan colocais
installer installez installe installent mettre mettez einbauen einbaut eingebaut montare montate montano
mettere mettete metterete por poem pode colocam instalam
`)

// stowWords are the verbs of leaving or keeping something: beside
// luggage they ask nothing more ("can we drop our bags somewhere?",
// "kann man das Gepäck irgendwo abstellen?"), though "leave" alone is a
// departure.
var stowWords = wordSet(`
leave leaving drop dropping store storing stash keep put deposit stow dump dumping
dejar dejamos dejo deje dejarlas dejarlos guardar guardamos guardo guardan guardais depositar
laisser laissons laisse laissez deposer deposons ranger garder
lassen lasse abstellen abgeben unterstellen deponieren aufbewahren verstauen einschliessen lagern
lasciare lasciamo lascio lasciarle lasciarli depositare
deixar deixamos deixo deixa guardar guardamos depositar
`)

// cancelCosts are what cancelling may cost: beside a cancellation they
// ask what the policy keeps ("is there a fee if we cancel?", "se cancelar
// na véspera pago alguma coisa?"), as paying does (see analyzeQuery).
var cancelCosts = wordSet(`
fee fees charge charged charges penalty gastos cargo cargos penalizacion frais penalite penalites
gebuhr gebuhren strafe penale penali addebito addebitato taxa taxas multa
cobrar cobrais cobran cobra cobrado cobrariais cobram cobrada facturez facturer factureront berechnet berechnen
lose losing lost perder perdemos perdre perdons verlieren verlieren perdere perdiamo
`)

// photoVerbs are the verbs of stopping and of taking pictures: beside
// photos they ask nothing more ("do we stop to take pictures?", "on
// s'arrête pour les photos ?", "halten wir für Fotos an?").
var photoVerbs = wordSet(`
stop stops stopping stopped take taking snap
parar paramos para paran paradas parada sacar hacer tirar
arrete arreter arretons arretez arrets arret prendre
halten halt halte haltet anhalten stopp stopps machen
fermarsi fermate fermata fermiamo ferma fermano sosta soste scattare fare
paragem paragens param
`)

// vesselWords name what a tour goes out in, which more than one tour may
// (a kayak is a boat too); outingWords after one name the outing ("boat
// trip").
var vesselWords = wordSet(`boat boats ship barco barcos bateau bateaux boot boote schiff barca barche nave`)

// dayPartNameWords are parts of the day that tours' names hold ("Fado
// Night", "Noche de fado", "Soirée fado", "Fado-Abend", "Serata di fado",
// "Noite de fado"): beside no other word of that name ("is it cold at
// night?", "di sera"), they say when, not which tour.
var dayPartNameWords = wordSet(`night nights evening noche noches tarde nuit soir soiree abend abends nacht nachts serata sera notte noite`)

// riverWords name the water the boats sail on ("on the river", "sul
// fiume", "auf dem Fluss", "no rio", "sur le Tage"): said of the tour
// discussed, they are its setting, not another tour whose name holds them.
var riverWords = wordSet(`river rivers rio rios fiume fleuve fluss tagus tajo tage tago tejo estuary estuario estuaire`)

var outingWords = wordSet(`trip trips tour tours ride cruise fahrt tour ausflug paseo excursion recorrido ruta balade sortie
promenade visite giro gita passeio viagem roteiro`)

// fillerPhrases are expressions whose words, read one by one, would look
// like content ("quand même": "when", "na mesma": "same") but that carry
// no topic: they are dropped like stop words.
var fillerPhrases = []string{
	// finding a thing hard: "tut sich schwer beim Gehen"
	"tut sich", "tun sich",
	// planning the day: "on prépare une sortie", "sorting out a day"
	"on prepare", "je prepare", "nous preparons", "sorting out", "working out",
	"all the same", "even so", "anyway", "in any case", "at all",
	"de todas formas", "de todos modos", "igual", "aun asi",
	"quand meme", "tout de meme", "de toute facon", "malgre tout",
	"trotzdem", "auf jeden fall", "uberhaupt",
	"lo stesso", "comunque", "in ogni caso",
	"na mesma", "mesmo assim", "de qualquer forma", "de qualquer maneira",
	// Offering to us is what the tours are ("what can you offer us?",
	// "qué nos podéis ofrecer?", "cosa ci potete offrire?", "o que nos
	// podem oferecer?", "was könnt ihr uns anbieten?"): the catalogue, no
	// gift ("offrir", "oferecer" give a present to someone else).
	"offer us", "offer me", "nos podeis ofrecer", "nos puedes ofrecer", "nos puede ofrecer", "nos pueden ofrecer",
	"me podeis ofrecer", "me puedes ofrecer", "me pueden ofrecer", "nos ofreceis", "nos ofrecen", "ofrecernos",
	"nous proposer", "nous offrir", "me proposer", "m offrir", "uns anbieten", "mir anbieten", "uns bieten",
	"ci potete offrire", "ci puoi offrire", "ci puo offrire", "ci offrite", "ci offrono", "offrirci", "mi potete offrire",
	"nos podem oferecer", "nos pode oferecer", "nos podes oferecer", "nos oferecem", "oferecer nos", "me podem oferecer",
	"nos tem para oferecer", "tem para nos oferecer",
	// Taking part is joining in, no departure ("part")
	"take part", "takes part", "taking part", "took part",
	// The eldest and the youngest of the children, who a circumstance is
	// said of ("the older one", "el mayor", "le plus grand", "il più
	// grande", "o mais velho"): who, not what.
	"the older one", "the younger one", "el mayor", "la mayor", "el menor", "la menor", "el mas grande", "la mas grande",
	"le plus grand", "la plus grande", "le plus petit", "la plus petite", "il piu grande", "la piu grande", "il piu piccolo", "la piu piccola",
	"o mais velho", "a mais velha", "o mais novo", "a mais nova", "o mais crescido", "a mais crescida",
	// Approximations and the way between stops: "more or less", "on the
	// way" say nothing of the topic.
	"more or less", "mas o menos", "a peu pres", "plus ou moins", "mehr oder weniger", "piu o meno", "mais ou menos", "por volta de",
	"en train de", "on the way", "along the way", "en route", "en chemin", "por el camino", "en el camino", "durante el recorrido",
	"durante el trayecto", "lungo il percorso", "durante il percorso", "lungo la strada", "pelo caminho", "no caminho",
	"durante o percurso", "durante o trajeto",
	// "what kind of clothes": a kind says nothing of the topic.
	"what kind of", "which kind of", "what sort of", "kind of", "sort of", "que tipo de", "quel type de",
	"quel genre de", "welche art", "che tipo di",
	// Now: "at the moment", "en ce moment" ("moment" is no topic).
	"at the moment", "right now", "these days", "en este momento", "de momento", "ahora mismo", "en ce moment",
	"actuellement", "im moment", "momentan", "zurzeit", "derzeit", "al momento", "in questo momento",
	"neste momento", "no momento", "de momento", "agora mesmo",
	"at the end of the day", "al final del dia", "en fin de journee", "a la fin de la journee", "am ende des tages",
	"a fine giornata", "alla fine della giornata", "ao fim do dia", "ao fim da tarde", "no fim do dia",
	// Checking in at the hotel, a formal lead: no topic.
	"check in", "check out", "checkin", "i wanted to ask", "wanted to ask", "i want to ask", "je voulais demander",
	"je voudrais demander", "volevo chiedere", "vorrei chiedere", "ich wollte fragen", "ich mochte fragen", "queria preguntar",
	"quisiera preguntar", "queria perguntar", "venho perguntar", "gostaria de perguntar", "por este meio", "venho por este meio", "par la presente", "con la presente",
	// In case of: the case is what follows ("in caso di disdetta").
	"in caso di", "en caso de", "in case of", "en cas de", "au cas ou", "im falle", "im fall", "em caso de",
	// "is it a bad idea?" asks whether it suits, said by what follows
	// or comes before ("I get queasy on boats").
	"bad idea", "good idea", "mala idea", "buena idea", "mauvaise idee", "bonne idee", "schlechte idee", "gute idee",
	"cattiva idea", "buona idea", "ma ideia", "boa ideia", "ideia ma",
	// "is that fine?" asks whether what was said is ok ("fine" is also
	// the Italian end).
	"is that fine", "is it fine", "that s fine", "would that be fine", "be fine", "all fine",
	// "mother-in-law": the law is no topic
	"in law", "in laws",
	// "by the way": what follows is what is said
	"by the way", "btw", "fyi", "por cierto", "a proposito", "au fait", "ubrigens", "ja agora", "por falar nisso",
	"d ailleurs", "tra l altro", "nebenbei",
	// "will we get to stop?", "do we get to see ...": being able to, not
	// getting somewhere.
	"get to see", "get to stop", "get to take", "get to do", "get to try", "get to go", "get to visit", "get to enjoy",
	// Where one pays: "pay on the spot", "pagare sul posto", "pagar allí
	// mismo" ("sur place", "vor Ort", "in loco" say paying on arrival).
	"on the spot", "sul posto", "sul luogo", "en el sitio", "en el lugar", "alli mismo", "ahi mismo",
	// Aboard: the vessel of the tour discussed, not the surf's board
	// ("any drinks on board?" about the sail).
	"on board", "onboard", "aboard", "a bordo", "a bord", "an bord",
	// "there and back": no getting there ("hin", see ~meet)
	"hin und zuruck", "hin und her",
	// What happens then, or what's up: "qu'est-ce qui arrive ?" (no
	// arriving), "¿qué onda?" (Mexico: no wave)
	"qu est ce qui arrive", "qu est ce qu il arrive", "ce qui arrive", "qu arrive t il", "que onda",
	// Having just done something is no end ("acabamos de reservar")
	"acabamos de", "acabo de", "acaba de", "acaban de", "acabam de", "acabei de",
	// Standing up is no clothing ("ponerme de pie en la tabla")
	"ponerme de pie", "ponernos de pie", "ponerse de pie",
	// Each one's share, said with a head or a nose ("per head", "por
	// cabeza", "par tête", "pro Kopf", "pro Nase", "a testa", "por
	// cabeça"): per person, which asks no topic.
	"per head", "a head", "por cabeza", "por cabeca", "par tete", "pro kopf", "pro nase", "a testa", "per testa",
	// How-are-yous after a hello ("hey, wassup?", "hola, ¿qué onda?",
	// "oi, beleza?", "hallo, alles klar?", "ciao, tutto a posto?"): a
	// pleasantry, nothing asked.
	"wassup", "whassup", "whatsup", "what s up", "sup", "que onda", "que hubo", "quiubo", "que pasa", "que cuentan",
	"quoi de neuf", "ca roule", "alles klar", "alles gut", "tutto a posto", "tutto ok", "beleza", "tudo certo",
	"tudo bom", "tudo bem", "tudo joia", "e ai",
	// Needing, said with "falta" ("¿hace falta reservar?", "¿hacen falta
	// dos?"): need, a stop word.
	"hace falta", "hacen falta", "haria falta", "harian falta", "hara falta",
	// "Give me" said with "regalar" in Latin America ("¿me regalas el
	// precio?", "regálame la hora", "¿nos regala su correo?"): asking
	// for something, no gift.
	"me regalas", "me regala", "me regalan", "nos regalas", "nos regala", "nos regalan", "regalame", "regalanos",
	"regalenme", "regaleme", "me puedes regalar", "me puede regalar", "me pueden regalar", "me podrias regalar",
	"me podria regalar", "nos puedes regalar", "nos puede regalar", "nos podrias regalar", "nos podria regalar",
	// Greetings of the south ("Grüß Gott"): no god asked about.
	"gruss gott", "gruss got", "gruess gott", "gruss dich gott",
}

func init() {
	// German writes a day and its part in one word ("Freitagnachmittag",
	// "Samstagabend", "morgen früh" aside): like the day and the part
	// alone, a time of the booking, the dialogue's.
	for _, d := range []string{"montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag", "sonnabend", "morgen", "heute"} {
		for _, p := range []string{"morgen", "vormittag", "mittag", "nachmittag", "abend", "nacht", "fruh"} {
			stopWords[d+p], stopWords[d+p+"s"] = true, true
		}
	}
	stopWords["etes"] = true // "vous êtes": the verb, no summer ("été")
}

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range words(fold(s), 1<<20) {
		m[w] = true
	}
	return m
}
