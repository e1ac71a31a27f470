// Package reply writes the assistant's messages: whole sentences per
// language with named slots ({service}, {date}, ...) and the formatting of
// dates, times, prices, durations and party sizes in each language.
package reply

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// langIndex maps a language code to its column in the tables; English is
// the fallback for an unknown code.
func langIndex(l string) int {
	switch l {
	case "es":
		return 1
	case "fr":
		return 2
	case "de":
		return 3
	case "it":
		return 4
	case "pt":
		return 5
	}
	return 0
}

// Vars are the values of a template's slots, as "name", value pairs.
type Vars map[string]string

// Say renders the template key in lang with vars. Unknown keys render as
// the key itself so a missing template is visible, never a panic.
func Say(lang, key string, vars Vars) string {
	row, ok := templates[key]
	if !ok {
		if row, ok = bookingTemplates[key]; !ok {
			return key
		}
	}
	s := row[langIndex(lang)]
	if s == "" {
		s = row[0]
	}
	if len(vars) == 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 64)
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		if v, ok := vars[s[i+1:i+j]]; ok {
			b.WriteString(v)
		} else {
			b.WriteString(s[i : i+j+1])
		}
		s = s[i+j+1:]
	}
}

var monthNames = [6][12]string{
	{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
	{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"},
	{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"},
	{"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"},
	{"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"},
}

var dayNames = [6][7]string{
	{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"},
	{"domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"},
	{"dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"},
	{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"},
	{"domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"},
	{"domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"},
}

// Date renders a calendar date: "Saturday 28 November", "sábado 28 de
// noviembre", "Samstag, 28. November", with the year when it is not today's.
func Date(lang string, d, today time.Time) string {
	i := langIndex(lang)
	y1, y0 := d.Year(), today.Year()
	wd, day, mon := dayNames[i][d.Weekday()], d.Day(), monthNames[i][d.Month()-1]
	var s string
	switch i {
	case 0:
		s = fmt.Sprintf("%s %d %s", wd, day, mon)
	case 1, 5:
		s = fmt.Sprintf("%s %d de %s", wd, day, mon)
	case 3:
		s = fmt.Sprintf("%s, %d. %s", wd, day, mon)
	default:
		s = fmt.Sprintf("%s %d %s", wd, day, mon)
	}
	if y1 != y0 {
		s += " " + strconv.Itoa(y1)
	}
	return s
}

// OnDate renders "on <date>" with the language's preposition and article:
// "on Saturday 28 November", "el sábado 28 de noviembre", "le samedi 28
// novembre", "am Samstag, 28. November", "sabato 28 novembre", "na
// terça-feira 24 de novembro" / "no sábado 28 de novembro".
func OnDate(lang string, d, today time.Time) string {
	s := Date(lang, d, today)
	switch langIndex(lang) {
	case 1:
		return "el " + s
	case 2:
		return "le " + s
	case 3:
		return "am " + s
	case 4:
		return s
	case 5:
		if d.Weekday() == time.Saturday || d.Weekday() == time.Sunday {
			return "no " + s
		}
		return "na " + s
	}
	return "on " + s
}

// Clock renders a start time: "9:00 AM" in English, "9:00" elsewhere.
func Clock(lang string, t time.Time) string {
	if langIndex(lang) == 0 {
		return t.Format("3:04 PM")
	}
	return t.Format("15:04")
}

// Money renders an amount: "€45" in English, "45 €" elsewhere, with the
// language's decimal separator; other currencies keep their code.
func Money(lang string, amount float64, currency string) string {
	s := strconv.FormatFloat(amount, 'f', 2, 64)
	s = strings.TrimSuffix(s, ".00")
	if langIndex(lang) != 0 {
		s = strings.Replace(s, ".", ",", 1)
	}
	sym := currency
	switch currency {
	case "EUR":
		sym = "€"
	case "USD":
		sym = "$"
	case "GBP":
		sym = "£"
	}
	if langIndex(lang) == 0 && utf8.RuneCountInString(sym) == 1 {
		return sym + s
	}
	return s + " " + sym
}

// currencyNames name the currencies visitors compare prices in, per
// language (Supported order).
var currencyNames = map[string][6]string{
	"EUR": {"euros", "euros", "euros", "Euro", "euro", "euros"},
	"USD": {"US dollars", "dólares estadounidenses", "dollars américains", "US-Dollar", "dollari statunitensi", "dólares americanos"},
	"GBP": {"pounds sterling", "libras esterlinas", "livres sterling", "britischen Pfund", "sterline", "libras esterlinas"},
	"CHF": {"Swiss francs", "francos suizos", "francs suisses", "Schweizer Franken", "franchi svizzeri", "francos suíços"},
	"BRL": {"Brazilian reais", "reales brasileños", "réaux brésiliens", "brasilianischen Real", "real brasiliani", "reais"},
}

// CurrencyName names a currency (an ISO 4217 code) in lang: "euros",
// "Euro"; the code itself for one it does not know.
func CurrencyName(lang, code string) string {
	if n, ok := currencyNames[code]; ok {
		return n[langIndex(lang)]
	}
	return code
}

var hourWords = [6][3]string{
	{"hour", "hours", "minutes"}, {"hora", "horas", "minutos"}, {"heure", "heures", "minutes"},
	{"Stunde", "Stunden", "Minuten"}, {"ora", "ore", "minuti"}, {"hora", "horas", "minutos"},
}

// Duration renders minutes: "3 hours", "2,5 horas", "90 Minuten".
func Duration(lang string, minutes int) string {
	i := langIndex(lang)
	switch {
	case minutes == 60:
		return "1 " + hourWords[i][0]
	case minutes%60 == 0:
		return strconv.Itoa(minutes/60) + " " + hourWords[i][1]
	case minutes > 60 && minutes%30 == 0:
		s := strconv.FormatFloat(float64(minutes)/60, 'f', 1, 64)
		if i != 0 {
			s = strings.Replace(s, ".", ",", 1)
		}
		return s + " " + hourWords[i][1]
	}
	return strconv.Itoa(minutes) + " " + hourWords[i][2]
}

var peopleWords = [6][2]string{
	{"person", "people"}, {"persona", "personas"}, {"personne", "personnes"}, {"Person", "Personen"},
	{"persona", "persone"}, {"pessoa", "pessoas"},
}

// People renders a party size: "1 person", "4 personas".
func People(lang string, n int) string {
	w := peopleWords[langIndex(lang)]
	if n == 1 {
		return "1 " + w[0]
	}
	return strconv.Itoa(n) + " " + w[1]
}

var languageNames = map[string][6]string{
	"en": {"English", "inglés", "anglais", "Englisch", "inglese", "inglês"},
	"es": {"Spanish", "español", "espagnol", "Spanisch", "spagnolo", "espanhol"},
	"fr": {"French", "francés", "français", "Französisch", "francese", "francês"},
	"de": {"German", "alemán", "allemand", "Deutsch", "tedesco", "alemão"},
	"it": {"Italian", "italiano", "italien", "Italienisch", "italiano", "italiano"},
	"pt": {"Portuguese", "portugués", "portugais", "Portugiesisch", "portoghese", "português"},
}

// Languages renders language codes as names joined by the language's "and".
func Languages(lang string, codes []string) string {
	i := langIndex(lang)
	var names []string
	for _, c := range codes {
		if n, ok := languageNames[c]; ok {
			names = append(names, n[i])
		}
	}
	return List(lang, names)
}

var andWords = [6]string{"and", "y", "et", "und", "e", "e"}

// List joins items as "a, b and c" in the language.
func List(lang string, items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + andWords[langIndex(lang)] + " " + items[len(items)-1]
}
