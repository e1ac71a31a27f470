package understand

import "time"

// A holiday is a festive day tourists plan around: a fixed day of the year,
// or a day counted from Easter Sunday (Easter by computation). Country
// limits a public holiday to businesses of that country ("" for the days
// every visitor names whatever the country). A holiday resolves to its next
// occurrence on or after today: on 23 November 2026 "Easter" is 28 March
// 2027 and "Christmas" 25 December 2026. Span > 0 makes it a range of days
// counted from the day itself ("Easter weekend" is Saturday and Sunday).
type holiday struct {
	key     string
	country string
	month   time.Month // fixed day, with day
	day     int
	easter  int // days from Easter Sunday, with fromEaster
	fromEas bool
	advent  int // the n-th Sunday of Advent (1-4), counted back from Christmas
	start   int // first day of a range, in days from the day itself
	span    int // days in the range after start (0: a single day)
	names   []string
}

// holidays lists every festive day with its names in the six languages
// (folded; apostrophes and hyphens as spaces). Ambiguous names follow one
// rule each: a bare "réveillon" is New Year's Eve ("réveillon de Noël" is
// Christmas Eve); "capodanno" and "new year" are 1 January; "labor day" is
// 1 May (the business is in Europe); "dia dos namorados" is 14 February
// (Portugal's date, not Brazil's 12 June).
var holidays = []holiday{
	{key: "christmas_eve", month: 12, day: 24, names: []string{"christmas eve", "xmas eve", "x mas eve", "nochebuena",
		"noche buena", "la veille de noel", "veille de noel", "reveillon de noel", "nuit de noel", "heiligabend",
		"heiliger abend", "heiligen abend", "heilig abend", "vigilia di natale", "la vigilia di natale", "vigilia",
		"vespera de natal", "vespera do natal", "vispera de navidad", "consoada", "noite de natal"}},
	{key: "christmas", month: 12, day: 25, names: []string{"christmas", "christmas day", "xmas", "xmas day", "x mas",
		"navidad", "dia de navidad", "navidades", "las navidades", "noel", "jour de noel", "weihnachten", "weihnachtstag", "weihnachtsfeiertag",
		"erster weihnachtstag", "ersten weihnachtstag", "erster weihnachtsfeiertag", "ersten weihnachtsfeiertag",
		"natale", "giorno di natale", "il giorno di natale", "natal", "dia de natal"}},
	{key: "boxing_day", month: 12, day: 26, names: []string{"boxing day", "st stephen s day", "saint stephen s day",
		"san esteban", "lendemain de noel", "zweiter weihnachtstag", "zweiten weihnachtstag", "zweiter weihnachtsfeiertag",
		"zweiten weihnachtsfeiertag", "stephanstag", "santo stefano"}},
	{key: "new_years_eve", month: 12, day: 31, names: []string{"new year s eve", "new years eve", "new year eve",
		"nye", "nochevieja", "noche vieja", "fin de ano", "reveillon du nouvel an", "reveillon de la saint sylvestre",
		"reveillon du 31", "saint sylvestre", "st sylvestre", "reveillon", "silvester", "silvesterabend", "san silvestro",
		"notte di san silvestro", "ultimo dell anno", "sera di capodanno", "vigilia di capodanno", "vespera de ano novo", "vispera de ano nuevo",
		"vispera de fin de ano", "veille du nouvel an", "veille du jour de l an", "la veille du nouvel an",
		"passagem de ano", "passagem do ano", "fim de ano", "fim do ano"}},
	{key: "new_year", month: 1, day: 1, names: []string{"new year s day", "new years day", "new year", "new years",
		"ano nuevo", "dia de ano nuevo", "nouvel an", "jour de l an", "premier de l an", "neujahr", "neujahrstag",
		"capodanno", "primo dell anno", "ano novo", "dia de ano novo"}},
	{key: "epiphany", month: 1, day: 6, names: []string{"epiphany", "three kings day", "three kings", "reyes",
		"dia de reyes", "los reyes", "reyes magos", "epiphanie", "heilige drei konige", "heiligen drei konige",
		"dreikonigstag", "drei konige", "epifania", "befana", "dia de reis", "dia dos reis"}},
	{key: "valentines", month: 2, day: 14, names: []string{"valentine s day", "valentines day", "valentines",
		"valentine", "san valentin", "dia de san valentin", "dia de los enamorados", "saint valentin", "st valentin",
		"valentinstag", "san valentino", "dia dos namorados", "dia de sao valentim", "sao valentim"}},
	{key: "carnival", easter: -47, fromEas: true, names: []string{"carnival", "carnaval", "mardi gras",
		"shrove tuesday", "pancake day", "martes de carnaval", "faschingsdienstag", "fastnachtsdienstag", "fasching",
		"karneval", "martedi grasso", "carnevale", "terca feira de carnaval", "terca de carnaval", "entrudo"}},
	{key: "ash_wednesday", easter: -46, fromEas: true, names: []string{"ash wednesday", "miercoles de ceniza",
		"mercredi des cendres", "aschermittwoch", "mercoledi delle ceneri", "quarta feira de cinzas"}},
	{key: "palm_sunday", easter: -7, fromEas: true, names: []string{"palm sunday", "domingo de ramos",
		"dimanche des rameaux", "palmsonntag", "domenica delle palme"}},
	{key: "holy_thursday", easter: -3, fromEas: true, names: []string{"maundy thursday", "holy thursday",
		"jueves santo", "jeudi saint", "grundonnerstag", "giovedi santo", "quinta feira santa", "quinta santa"}},
	{key: "good_friday", easter: -2, fromEas: true, names: []string{"good friday", "viernes santo", "vendredi saint",
		"karfreitag", "venerdi santo", "sexta feira santa", "sexta santa"}},
	{key: "easter_sunday", easter: 0, fromEas: true, names: []string{"easter", "easter sunday", "easter day",
		"pascua", "domingo de pascua", "domingo de resurreccion", "paques", "dimanche de paques", "ostern",
		"ostersonntag", "pasqua", "domenica di pasqua", "la domenica di pasqua", "pascoa", "domingo de pascoa"}},
	{key: "easter_weekend", easter: 0, fromEas: true, start: -1, span: 1, names: []string{"easter weekend",
		"easter week end", "fin de semana de pascua", "finde de pascua", "week end de paques", "weekend de paques",
		"osterwochenende", "weekend di pasqua", "fine settimana di pasqua", "fim de semana da pascoa",
		"fim de semana de pascoa"}},
	{key: "holy_week", easter: -7, fromEas: true, span: 7, names: []string{"holy week", "easter week",
		"semana santa", "semaine sainte", "karwoche", "settimana santa"}},
	{key: "easter_monday", easter: 1, fromEas: true, names: []string{"easter monday", "lunes de pascua",
		"lundi de paques", "ostermontag", "pasquetta", "lunedi dell angelo", "lunedi di pasqua",
		"segunda feira de pascoa", "segunda de pascoa"}},
	{key: "ascension", easter: 39, fromEas: true, names: []string{"ascension", "ascension day", "la ascension",
		"l ascension", "christi himmelfahrt", "himmelfahrt", "ascensione", "l ascensione", "dia da ascensao",
		"ascensao", "quinta feira da ascensao"}},
	{key: "pentecost", easter: 49, fromEas: true, names: []string{"pentecost", "whitsun", "whit sunday",
		"whitsunday", "pentecostes", "domingo de pentecostes", "pentecote", "la pentecote", "pfingsten",
		"pfingstsonntag", "pentecoste", "domenica di pentecoste"}},
	{key: "whit_monday", easter: 50, fromEas: true, names: []string{"whit monday", "pentecost monday",
		"lunes de pentecostes", "lundi de pentecote", "pfingstmontag", "lunedi di pentecoste",
		"segunda feira de pentecostes", "segunda de pentecostes"}},
	{key: "corpus_christi", easter: 60, fromEas: true, names: []string{"corpus christi", "fete dieu", "la fete dieu",
		"fronleichnam", "corpus domini", "corpo de deus"}},
	{key: "labour_day", month: 5, day: 1, names: []string{"labour day", "labor day", "may day", "dia del trabajo",
		"dia del trabajador", "dia de los trabajadores", "fete du travail", "la fete du travail", "tag der arbeit",
		"festa dei lavoratori", "festa del lavoro", "primo maggio", "dia do trabalhador", "dia do trabalho"}},
	{key: "assumption", month: 8, day: 15, names: []string{"assumption", "assumption day", "asuncion",
		"la asuncion", "assomption", "l assomption", "maria himmelfahrt", "ferragosto", "assunzione", "assuncao",
		"dia da assuncao", "assuncao de nossa senhora"}},
	{key: "all_saints", month: 11, day: 1, names: []string{"all saints", "all saints day", "all saints  day",
		"todos los santos", "dia de todos los santos", "toussaint", "la toussaint", "allerheiligen", "ognissanti",
		"tutti i santi", "todos os santos", "dia de todos os santos"}},
	{key: "immaculate_conception", month: 12, day: 8, names: []string{"immaculate conception", "inmaculada",
		"la inmaculada", "inmaculada concepcion", "immaculee conception", "l immaculee conception", "maria empfangnis",
		"immacolata", "l immacolata", "immacolata concezione", "imaculada conceicao", "dia da imaculada conceicao",
		"imaculada"}},
	{key: "halloween", month: 10, day: 31, names: []string{"halloween"}},
	{key: "st_nicholas", month: 12, day: 6, names: []string{"st nicholas", "st nicholas day", "saint nicholas",
		"saint nicholas day", "nikolaus", "nikolaustag", "san nicolas", "saint nicolas", "la saint nicolas",
		"san nicola", "sao nicolau"}},
	{key: "advent_1", advent: 1, names: adventNames("first", "1st", "primer", "primero", "premier", "erster",
		"ersten", "1", "primo", "prima", "primeiro")},
	{key: "advent_2", advent: 2, names: adventNames("second", "2nd", "segundo", "deuxieme", "second", "zweiter",
		"zweiten", "2", "seconda", "secondo", "segundo")},
	{key: "advent_3", advent: 3, names: adventNames("third", "3rd", "tercer", "tercero", "troisieme", "dritter",
		"dritten", "3", "terza", "terzo", "terceiro")},
	{key: "advent_4", advent: 4, names: adventNames("fourth", "4th", "cuarto", "quatrieme", "vierter", "vierten",
		"4", "quarta", "quarto")},

	// Seasons (astronomical, northern hemisphere), as ranges of days.
	{key: "spring", month: 3, day: 20, span: 92, names: []string{"spring", "springtime", "primavera", "printemps",
		"fruhling", "fruehling", "fruhjahr"}},
	{key: "summer", month: 6, day: 21, span: 92, names: []string{"summer", "summertime", "verano", "ete", "sommer",
		"estate", "verao"}},
	{key: "autumn", month: 9, day: 22, span: 89, names: []string{"autumn", "the fall", "otono", "automne", "herbst",
		"autunno", "outono"}},
	{key: "winter", month: 12, day: 21, span: 88, names: []string{"winter", "wintertime", "invierno", "hiver",
		"inverno"}},

	// Portugal's public holidays (and Lisbon's Saint Anthony).
	{key: "freedom_day", country: "PT", month: 4, day: 25, names: []string{"freedom day", "liberty day",
		"carnation revolution day", "dia de la libertad", "jour de la liberte", "fete de la liberte",
		"tag der freiheit", "nelkenrevolution", "festa della liberta", "dia da liberdade", "dia 25 de abril"}},
	{key: "portugal_day", country: "PT", month: 6, day: 10, names: []string{"portugal day", "dia de portugal",
		"fete nationale portugaise", "la fete nationale portugaise", "jour du portugal", "fete du portugal",
		"portugiesische nationalfeiertag", "portugiesischer nationalfeiertag", "portugiesischen nationalfeiertag",
		"tag portugals", "festa nazionale portoghese", "la festa nazionale portoghese", "giornata del portogallo",
		"festa del portogallo", "dia de camoes", "fiesta nacional de portugal", "dia nacional de portugal"}},
	{key: "st_anthony", country: "PT", month: 6, day: 13, names: []string{"st anthony", "st anthony s day",
		"saint anthony", "saint anthony s day", "st anthony s", "santo antonio", "dia de santo antonio", "san antonio",
		"saint antoine", "la saint antoine", "antoniustag", "sant antonio", "festa de santo antonio"}},
	{key: "republic_day", country: "PT", month: 10, day: 5, names: []string{"republic day",
		"implantation of the republic", "implantacion de la republica", "dia de la republica",
		"fete de la republique", "tag der republik", "festa della repubblica portoghese",
		"implantacao da republica", "dia da republica"}},
	{key: "restoration_of_independence", country: "PT", month: 12, day: 1, names: []string{
		"restoration of independence", "restoration of independence day", "independence restoration day",
		"restauracion de la independencia", "restauration de l independance", "wiederherstellung der unabhangigkeit",
		"restaurazione dell indipendenza", "restauracao da independencia", "dia da restauracao"}},

	// Other countries' national days, for businesses there.
	{key: "fiesta_nacional", country: "ES", month: 10, day: 12, names: []string{"fiesta nacional", "dia de la hispanidad", "hispanidad"}},
	{key: "constitution_day", country: "ES", month: 12, day: 6, names: []string{"dia de la constitucion", "constitution day"}},
	{key: "bastille_day", country: "FR", month: 7, day: 14, names: []string{"fete nationale", "bastille day", "quatorze juillet"}},
	{key: "armistice", country: "FR", month: 11, day: 11, names: []string{"armistice", "armistice day"}},
	{key: "german_unity", country: "DE", month: 10, day: 3, names: []string{"tag der deutschen einheit", "german unity day"}},
	{key: "festa_repubblica", country: "IT", month: 6, day: 2, names: []string{"festa della repubblica", "republic day"}},
	{key: "liberazione", country: "IT", month: 4, day: 25, names: []string{"festa della liberazione", "liberation day"}},
	{key: "independence_day", country: "US", month: 7, day: 4, names: []string{"independence day", "fourth of july", "4th of july"}},
	{key: "st_patricks", country: "IE", month: 3, day: 17, names: []string{"st patrick s day", "saint patrick s day", "paddy s day"}},
}

// adventNames builds the names of an Advent Sunday from its ordinals: "first
// sunday of advent", "1st advent", "primer domingo de adviento", "premier
// dimanche de l avent", "erster Advent", "1. Advent", "prima domenica di
// avvento", "primeiro domingo do advento".
func adventNames(ords ...string) []string {
	var out []string
	for _, o := range ords {
		out = append(out, o+" advent", o+" advent sunday", o+" sunday of advent", o+" sunday in advent",
			o+" domingo de adviento", o+" adviento", o+" dimanche de l avent", o+" dimanche de avent",
			o+" adventssonntag", o+" domenica di avvento", o+" domenica d avvento", o+" domingo do advento",
			o+" domingo de advento")
	}
	return out
}

// holidaySets maps a country ("" for every business) to its phrase set;
// each hit's Value is an index into holidays.
var holidaySets = func() map[string]*phraseSet {
	out := map[string]*phraseSet{}
	countries := map[string]bool{"": true}
	for _, h := range holidays {
		countries[h.country] = true
	}
	for c := range countries {
		ps := newPhraseSet(false)
		for i, h := range holidays {
			if h.country == "" || h.country == c {
				ps.add(itoa(i), h.names...)
			}
		}
		out[c] = ps
	}
	return out
}()

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// easterSunday computes Easter Sunday of year y (Gregorian; the anonymous
// algorithm of Meeus, Jones and Butcher).
func easterSunday(y int, loc *time.Location) time.Time {
	a := y % 19
	b, c := y/100, y%100
	d, e := b/4, b%4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i, k := c/4, c%4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	day := (h+l-7*m+114)%31 + 1
	return time.Date(y, time.Month(month), day, 0, 0, 0, 0, loc)
}

// on returns the holiday's day in year y.
func (h *holiday) on(y int, loc *time.Location) time.Time {
	if h.fromEas {
		return easterSunday(y, loc).AddDate(0, 0, h.easter)
	}
	if h.advent > 0 {
		// The fourth Sunday of Advent is the last Sunday before Christmas
		// Day; the others are one, two and three weeks before it.
		xmas := time.Date(y, 12, 25, 0, 0, 0, 0, loc)
		back := int(xmas.Weekday())
		if back == 0 {
			back = 7
		}
		return xmas.AddDate(0, 0, -back-7*(4-h.advent))
	}
	return time.Date(y, h.month, h.day, 0, 0, 0, 0, loc)
}

// next returns the first and last day of the holiday's next occurrence
// whose last day is on or after today.
func (h *holiday) next(today time.Time) (time.Time, time.Time) {
	for y := today.Year(); ; y++ {
		d := h.on(y, today.Location()).AddDate(0, 0, h.start)
		end := d.AddDate(0, 0, h.span)
		if !end.Before(today) {
			if d.Before(today) {
				d = today
			}
			return d, end
		}
	}
}
