package understand

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

var (
	reISODate = regexp.MustCompile(`\b(20\d\d)-(\d{1,2})-(\d{1,2})\b`)
	// A numeric date: 3/12, 03-12, 3/12/2026, 3.12. or 3.12.2026 (a bare
	// "3.12" is more often a price or a time, so the dotted form needs the
	// trailing dot or a year).
	reNumDate = regexp.MustCompile(`\b(\d{1,2})([/.-])(\d{1,2})(?:([/.-])(\d{2,4}))?(\.?)`)
)

var weekdayWords = map[string]time.Weekday{
	"monday": time.Monday, "tuesday": time.Tuesday, "wednesday": time.Wednesday, "thursday": time.Thursday,
	"friday": time.Friday, "saturday": time.Saturday, "sunday": time.Sunday, "sat": time.Saturday,
	"tue": time.Tuesday, "tues": time.Tuesday, "wed": time.Wednesday, "thu": time.Thursday, "thur": time.Thursday,
	"thurs": time.Thursday, "fri": time.Friday, "saturdays": time.Saturday, "sundays": time.Sunday,
	"lunes": time.Monday, "martes": time.Tuesday, "miercoles": time.Wednesday, "jueves": time.Thursday,
	"viernes": time.Friday, "sabado": time.Saturday, "domingo": time.Sunday, "finde": time.Saturday,
	"lundi": time.Monday, "mardi": time.Tuesday, "mercredi": time.Wednesday, "jeudi": time.Thursday,
	"vendredi": time.Friday, "samedi": time.Saturday, "dimanche": time.Sunday,
	"montag": time.Monday, "dienstag": time.Tuesday, "mittwoch": time.Wednesday, "donnerstag": time.Thursday,
	"freitag": time.Friday, "samstag": time.Saturday, "sonnabend": time.Saturday, "sonntag": time.Sunday,
	"samstags": time.Saturday, "sonntags": time.Sunday, "montags": time.Monday, "freitags": time.Friday,
	"lunedi": time.Monday, "martedi": time.Tuesday, "mercoledi": time.Wednesday, "giovedi": time.Thursday,
	"venerdi": time.Friday, "sabato": time.Saturday, "domenica": time.Sunday,
	"segunda": time.Monday, "terca": time.Tuesday, "quarta": time.Wednesday, "quinta": time.Thursday,
	"sexta": time.Friday, "sabados": time.Saturday, "domingos": time.Sunday,
}

// ptWeekdays are Portuguese weekday names that are also ordinals ("a segunda
// opção"): they are weekdays only with "feira" or after a preposition.
var ptWeekdays = map[string]bool{"segunda": true, "quarta": true, "quinta": true, "sexta": true}

var ptWeekdayBefore = map[string]bool{
	"na": true, "nesta": true, "numa": true, "proxima": true, "esta": true, "para": true, "de": true,
	"e": true, "ou": true, "ate": true, "sobre": true, "dia": true,
}

var nextWords = map[string]bool{
	"next": true, "proximo": true, "proxima": true, "prochain": true, "prochaine": true, "nachsten": true,
	"nachster": true, "kommenden": true, "kommender": true, "prossimo": true, "prossima": true,
}

var monthWords = map[string]time.Month{
	"january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
	"september": 9, "october": 10, "november": 11, "december": 12, "jan": 1, "feb": 2, "mar": 3, "apr": 4,
	"jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
	"enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8,
	"septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12, "dic": 12, "ene": 1,
	"janvier": 1, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7, "aout": 8,
	"septembre": 9, "octobre": 10, "novembre": 11, "decembre": 12, "janv": 1, "fevr": 2, "dece": 12,
	"januar": 1, "februar": 2, "marz": 3, "juni": 6, "juli": 7, "oktober": 10, "dezember": 12, "okt": 10,
	"dez": 12, "mrz": 3, "gennaio": 1, "febbraio": 2, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7,
	"settembre": 9, "ottobre": 10, "dicembre": 12, "gen": 1, "mag": 5, "giu": 6, "lug": 7, "ago": 8, "set": 9,
	"ott": 10, "janeiro": 1, "fevereiro": 2, "marco": 3, "maio": 5, "junho": 6, "julho": 7, "setembro": 9,
	"outubro": 10, "dezembro": 12, "fev": 2, "abr": 4, "out": 10,
}

// relDays are words for a day relative to today.
var relDays = []struct {
	phrase string
	days   int
}{
	{"day after tomorrow", 2}, {"the day after tomorrow", 2}, {"pasado manana", 2}, {"apres demain", 2},
	{"ubermorgen", 2}, {"uebermorgen", 2}, {"dopodomani", 2}, {"depois de amanha", 2},
	{"today", 0}, {"tonight", 0}, {"tonite", 0}, {"this evening", 0}, {"this afternoon", 0}, {"this morning", 0},
	{"hoy", 0}, {"esta noche", 0}, {"esta tarde", 0}, {"aujourd hui", 0}, {"aujourdhui", 0}, {"auj", 0},
	{"ce soir", 0}, {"cet apres midi", 0}, {"ce matin", 0}, {"heute", 0}, {"heut", 0}, {"oggi", 0},
	{"stasera", 0}, {"stamattina", 0}, {"stamani", 0}, {"stanotte", 0}, {"hoje", 0}, {"hj", 0},
	{"esta noite", 0}, {"logo a noite", 0}, {"tomorrow", 1}, {"tmrw", 1}, {"tmr", 1}, {"tomorow", 1},
	{"tommorow", 1}, {"tommorrow", 1}, {"tomorrw", 1}, {"2morrow", 1}, {"demain", 1}, {"domani", 1},
	{"amanha", 1}, {"amanah", 1}, {"amanhaa", 1},
}

var relDaySet, relDayValue = func() (*phraseSet, map[string]int) {
	var list []string
	m := map[string]int{}
	for _, r := range relDays {
		list = append(list, r.phrase)
		m[r.phrase] = r.days
	}
	return listSet(list), m
}()

// dayPartWords map words to a part of the day.
var dayPartWords = map[string]string{
	"morning": "morning", "mornings": "morning", "matin": "morning", "matinee": "morning", "morgens": "morning",
	"vormittag": "morning", "vormittags": "morning", "fruh": "morning", "mattina": "morning", "mattino": "morning",
	"mattinata": "morning", "manha": "morning", "stamattina": "morning", "am": "morning",
	"afternoon": "afternoon", "afternoons": "afternoon", "tarde": "afternoon", "midi": "afternoon",
	"nachmittag": "afternoon", "nachmittags": "afternoon", "pomeriggio": "afternoon",
	"evening": "evening", "evenings": "evening", "tonight": "evening", "tonite": "evening", "night": "evening",
	"noche": "evening", "soir": "evening", "soiree": "evening", "abend": "evening", "abends": "evening",
	"sera": "evening", "serata": "evening", "stasera": "evening", "notte": "evening", "noite": "evening",
	"stanotte": "evening", "sunset": "evening", "atardecer": "evening",
}

// readDate finds the date the visitor means, relative to now (in the
// business's location). lang decides the order of numeric dates.
func (p *parser) readDate() (time.Time, bool) {
	today := time.Date(p.now.Year(), p.now.Month(), p.now.Day(), 0, 0, 0, 0, p.now.Location())
	if p.t.digits == 0 || !strings.ContainsAny(p.t.Raw, "/.-") {
		goto words
	}
	if m := reISODate.FindStringSubmatchIndex(p.t.Raw); m != nil {
		y, _ := strconv.Atoi(p.t.Raw[m[2]:m[3]])
		mo, _ := strconv.Atoi(p.t.Raw[m[4]:m[5]])
		d, _ := strconv.Atoi(p.t.Raw[m[6]:m[7]])
		if dt, ok := mkDate(y, mo, d, today.Location()); ok {
			p.useBytes(m[0], m[1])
			return dt, true
		}
	}
	for _, m := range reNumDate.FindAllStringSubmatchIndex(p.t.Raw, 4) {
		sep := p.t.Raw[m[4]:m[5]]
		hasYear := m[10] >= 0
		if sep == "." && !hasYear && m[13] == m[12] {
			continue
		}
		if hasYear && p.t.Raw[m[8]:m[9]] != sep {
			continue
		}
		a, _ := strconv.Atoi(p.t.Raw[m[2]:m[3]])
		b, _ := strconv.Atoi(p.t.Raw[m[6]:m[7]])
		year, explicit := today.Year(), false
		if hasYear {
			year, _ = strconv.Atoi(p.t.Raw[m[10]:m[11]])
			if year < 100 {
				year += 2000
			}
			explicit = true
		}
		resolve := func(day, month int) (time.Time, bool) {
			dt, ok := mkDate(year, month, day, today.Location())
			if ok && !explicit && dt.Before(today) {
				dt = dt.AddDate(1, 0, 0)
			}
			return dt, ok
		}
		// Day first, as written in every language but English; a reading
		// that is no date (13/25) gives way to the other.
		dt, ok := resolve(a, b)
		if p.lang == "en" && sep != "." {
			// English: both orders are common. When both readings are
			// dates, the one that comes sooner wins: a visitor books the
			// coming weeks, so on 23 November "3/12" and "12/3" are both
			// 3 December; with a year, or when only one reading is a date,
			// that reading.
			if us, usOK := resolve(b, a); usOK && (!ok || sooner(us, dt, today)) {
				dt, ok = us, true
			}
		} else if !ok {
			dt, ok = resolve(b, a)
		}
		if !ok {
			continue
		}
		p.useBytes(m[0], m[1])
		return dt, true
	}
words:
	if dt, ok := p.readDayMonth(today); ok {
		return dt, true
	}
	if dt, ok := p.readRelative(today); ok {
		return dt, true
	}
	return p.readWeekday(today)
}

// sooner reports whether a comes before b counting from today, a date in
// the past coming after every future one.
func sooner(a, b, today time.Time) bool {
	if a.Before(today) != b.Before(today) {
		return !a.Before(today)
	}
	return a.Before(b)
}

func mkDate(y, m, d int, loc *time.Location) (time.Time, bool) {
	if m < 1 || m > 12 || d < 1 || d > 31 {
		return time.Time{}, false
	}
	dt := time.Date(y, time.Month(m), d, 0, 0, 0, 0, loc)
	if dt.Day() != d {
		return time.Time{}, false
	}
	return dt, true
}

// dayNumber reads "3", "03", "3rd", "1st", "1er", "3º" as a day of month.
func dayNumber(w string) (int, bool) {
	for _, suf := range []string{"st", "nd", "rd", "th", "er", "eme", "o", "º"} {
		if len(w) > len(suf) && strings.HasSuffix(w, suf) {
			w = w[:len(w)-len(suf)]
			break
		}
	}
	n, err := strconv.Atoi(w)
	if err != nil || n < 1 || n > 31 || len(w) > 2 {
		return 0, false
	}
	return n, true
}

var dateFillers = map[string]bool{"de": true, "of": true, "the": true, "del": true, "di": true}

// readDayMonth reads "3 December", "3rd of December", "December 3",
// "3 de diciembre", "3. Dezember", "3 dicembre".
func (p *parser) readDayMonth(today time.Time) (time.Time, bool) {
	toks := p.t.Tokens
	for i, tok := range toks {
		mon, ok := monthWords[tok.Text]
		if !ok || p.used[i] {
			continue
		}
		day, at := 0, -1
		j := i - 1
		if j >= 0 && dateFillers[toks[j].Text] {
			j--
		}
		if j >= 0 && !p.used[j] {
			if d, ok := dayNumber(toks[j].Text); ok {
				day, at = d, j
			}
		}
		if at < 0 {
			k := i + 1
			if k < len(toks) && dateFillers[toks[k].Text] {
				k++
			}
			if k < len(toks) && !p.used[k] {
				if d, ok := dayNumber(toks[k].Text); ok && !p.followedByClock(k) {
					day, at = d, k
				}
			}
		}
		if at < 0 {
			continue
		}
		year := today.Year()
		explicitYear := false
		if i+1 < len(toks) && toks[i+1].Num && len(toks[i+1].Text) == 4 {
			year, _ = strconv.Atoi(toks[i+1].Text)
			explicitYear = true
			p.used[i+1] = true
		}
		dt, ok := mkDate(year, int(mon), day, today.Location())
		if !ok {
			continue
		}
		if !explicitYear && dt.Before(today) {
			dt = dt.AddDate(1, 0, 0)
		}
		p.useRange(min(i, at), max(i, at))
		return dt, true
	}
	return time.Time{}, false
}

// followedByClock tells "May 3pm" style times apart from days.
func (p *parser) followedByClock(k int) bool {
	w := p.t.Tokens[k].Text
	if strings.HasSuffix(w, "pm") || strings.HasSuffix(w, "am") {
		return true
	}
	n := strings.TrimSuffix(w, "h")
	_, err := strconv.Atoi(n)
	return n != w && err == nil
}

var inWords = map[string]bool{"in": true, "en": true, "dans": true, "tra": true, "fra": true, "em": true, "within": true}

var dayUnits = map[string]int{
	"day": 1, "days": 1, "dia": 1, "dias": 1, "jour": 1, "jours": 1, "tag": 1, "tagen": 1, "tage": 1,
	"giorno": 1, "giorni": 1, "week": 7, "weeks": 7, "semana": 7, "semanas": 7, "semaine": 7, "semaines": 7,
	"woche": 7, "wochen": 7, "settimana": 7, "settimane": 7,
}

func (p *parser) readRelative(today time.Time) (time.Time, bool) {
	for _, h := range relDaySet.find(p.t, p.used) {
		p.useRange(h.At, h.At+h.N-1)
		return today.AddDate(0, 0, relDayValue[h.Value]), true
	}
	toks := p.t.Tokens
	for i, tok := range toks {
		if p.used[i] {
			continue
		}
		switch tok.Text {
		case "manana":
			// "por la mañana" is the morning; "mañana" alone is tomorrow.
			prev := p.t.Word(i - 1)
			if prev == "la" || prev == "esta" || prev == "las" {
				continue
			}
			p.used[i] = true
			return today.AddDate(0, 0, 1), true
		case "morgen":
			prev := p.t.Word(i - 1)
			if prev == "guten" || prev == "am" || prev == "jeden" {
				continue
			}
			p.used[i] = true
			return today.AddDate(0, 0, 1), true
		}
		// "in 3 days", "dans 2 jours", "daqui a 3 dias", "in einer Woche".
		if unit, ok := dayUnits[tok.Text]; ok && i >= 1 {
			n, nOK := 0, false
			prev := toks[i-1].Text
			if v, err := strconv.Atoi(prev); err == nil {
				n, nOK = v, true
			} else if v, ok := numberWords[prev]; ok {
				n, nOK = v, true
			} else if prev == "a" || prev == "einer" || prev == "uma" {
				n, nOK = 1, true
			}
			before := p.t.Word(i - 2)
			from := i - 2
			ok := inWords[before]
			if (before == "a" && p.t.Word(i-3) == "daqui") || (before == "de" && p.t.Word(i-3) == "dentro") {
				ok, from = true, i-3
			}
			if nOK && n > 0 && n <= 60 && ok {
				p.useRange(from, i)
				return today.AddDate(0, 0, n*unit), true
			}
		}
	}
	for _, ph := range []string{"this weekend", "weekend", "week end", "fin de semana", "wochenende", "fine settimana", "fim de semana", "finde"} {
		if i := p.t.Find(ph); i >= 0 && !p.used[i] {
			p.useRange(i, i+phraseWords(ph)-1)
			switch today.Weekday() {
			case time.Saturday, time.Sunday:
				return today, true
			}
			return today.AddDate(0, 0, int(time.Saturday-today.Weekday())), true
		}
	}
	return time.Time{}, false
}

func (p *parser) readWeekday(today time.Time) (time.Time, bool) {
	if d, ok := p.weekday(today, false); ok {
		return d, true
	}
	return p.weekday(today, true) // only "until Sunday" was said: take it
}

func (p *parser) weekday(today time.Time, bounds bool) (time.Time, bool) {
	toks := p.t.Tokens
	for i, tok := range toks {
		if !bounds && (untilWords[p.t.Word(i-1)] || untilWords[p.t.Word(i-2)] && p.t.Word(i-1) != "" && len(p.t.Word(i-1)) <= 3) {
			continue
		}
		wd, ok := weekdayWords[tok.Text]
		if !ok && len(tok.Text) > 8 {
			// German compounds: "Samstagnachmittag", "Sonntagabend".
			for name, d := range weekdayWords {
				if len(name) >= 6 && strings.HasPrefix(tok.Text, name) && dayPartWords[tok.Text[len(name):]] != "" {
					wd, ok = d, true
					break
				}
			}
		}
		if !ok || p.used[i] {
			continue
		}
		if ptWeekdays[tok.Text] {
			prev, next := p.t.Word(i-1), p.t.Word(i+1)
			// "a segunda (opção)" is an ordinal; "na segunda", "sexta de
			// manhã" and "segunda-feira" are days.
			if next != "feira" && !ptWeekdayBefore[prev] && (prev == "a" || prev == "o" || prev == "la" || prev == "el" || optionNouns[next]) {
				continue
			}
		}
		next := nextWords[p.t.Word(i-1)] || nextWords[p.t.Word(i+1)] || nextWords[p.t.Word(i-2)] ||
			p.t.Word(i+1) == "que" && (p.t.Word(i+2) == "viene" || p.t.Word(i+2) == "vem")
		delta := (int(wd) - int(today.Weekday()) + 7) % 7
		if next && delta == 0 {
			delta = 7
		}
		p.used[i] = true
		return today.AddDate(0, 0, delta), true
	}
	return time.Time{}, false
}

// seraBefore are the words after which "sera" is Italian for evening.
var seraBefore = map[string]bool{
	"domani": true, "oggi": true, "di": true, "la": true, "alla": true, "questa": true, "lunedi": true,
	"martedi": true, "mercoledi": true, "giovedi": true, "venerdi": true, "sabato": true, "domenica": true,
}

// readDayPart finds "morning", "afternoon", "evening" in any language.
func (p *parser) readDayPart() string {
	for i, tok := range p.t.Tokens {
		if p.used[i] {
			continue
		}
		part, ok := dayPartWords[tok.Text]
		if !ok && len(tok.Text) > 8 {
			for name := range weekdayWords {
				if len(name) >= 6 && strings.HasPrefix(tok.Text, name) && dayPartWords[tok.Text[len(name):]] != "" {
					part, ok = dayPartWords[tok.Text[len(name):]], true
					break
				}
			}
		}
		if !ok {
			if tok.Text == "manana" && (p.t.Word(i-1) == "la" || p.t.Word(i-1) == "esta") {
				return "morning"
			}
			if tok.Text == "morgen" && p.t.Word(i-1) == "am" {
				return "morning"
			}
			continue
		}
		if tok.Text == "am" {
			continue // "am" is German "on the"; a.m. times are read by the clock reader
		}
		if tok.Text == "sera" && !seraBefore[p.t.Word(i-1)] {
			continue // French and Spanish "será/sera" (will be), not Italian "sera"
		}
		if tok.Text == "midi" && p.t.Word(i-1) != "apres" {
			continue
		}
		return part
	}
	for _, ph := range []string{"esta noche", "ce soir", "heute abend", "tonight"} {
		if p.t.Has(ph) {
			return "evening"
		}
	}
	return ""
}
