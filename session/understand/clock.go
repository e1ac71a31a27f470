package understand

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	// 9:30, 14h30, 9h, 14h, 10:00am, 9.30am, 10 am, 3pm, 15 Uhr, 15.30 Uhr.
	reClock  = regexp.MustCompile(`(?i)\b([01]?\d|2[0-3])(?:\s*([:h]|\.(?:\s*\d\d\s*(?:uhr|h|am|pm|a\.m|p\.m)))\s*([0-5]\d)?)?\s*(a\.?m\.?|p\.?m\.?|uhr|h|horas|heures|hrs|hs|o'?clock)?(?:\b|$)`)
	reAtHour = regexp.MustCompile(`(?i)(?:^|\s)(at|around|about|after|before|by|a las|a la|hacia|sobre|para las|alle|verso|dopo le|a|vers|à|um|gegen|ab|às|as|pelas|depois das|antes das|antes de las|para as|ore|alle ore|las|the|delle|dalle|das)\s+([01]?\d|2[0-3])(?:[:h.]([0-5]\d))?\b`)
)

// clockPMCues turn "at 7" into 19:00.
var clockPMCues = []string{
	"pm", "in the evening", "in the afternoon", "de la tarde", "de la noche", "du soir", "de l apres midi",
	"abends", "nachmittags", "am abend", "am nachmittag", "di sera", "del pomeriggio", "di pomeriggio",
	"da tarde", "da noite", "a noite", "a tarde",
}

// readClock finds a clock time. Hours 1 to 7 without am/pm are read as
// afternoon hours, because no tour starts at 3 at night.
func (p *parser) readClock() (hour, minute int, ok bool) {
	raw := p.t.Raw
	for _, ph := range []string{"noon", "midday", "mediodia", "midi", "mittag", "mittags", "mezzogiorno", "meio dia"} {
		if i := p.t.Find(ph); i >= 0 && p.t.Word(i-1) != "apres" && p.t.Word(i-1) != "nach" {
			p.used[i] = true
			return 12, 0, true
		}
	}
	if p.t.digits == 0 {
		return 0, 0, false
	}
	if !clockShape(raw) {
		goto at
	}
	for _, m := range reClock.FindAllStringSubmatchIndex(raw, 8) {
		sep, unit := sub(raw, m, 2), strings.ToLower(sub(raw, m, 4))
		minStr := sub(raw, m, 3)
		if sep == "" && unit == "" {
			continue // a bare number: guests, a day, a price
		}
		if strings.HasPrefix(sep, ".") {
			// "15.30 Uhr": the regexp grouped the dot with the minutes.
			digits := strings.Map(func(r rune) rune {
				if r >= '0' && r <= '9' {
					return r
				}
				return -1
			}, sep)
			minStr = digits
			if u := strings.ToLower(sep); strings.Contains(u, "pm") || strings.Contains(u, "p.m") {
				unit = "pm"
			} else if strings.Contains(u, "am") || strings.Contains(u, "a.m") {
				unit = "am"
			}
		}
		if sep == ":" && minStr == "" {
			continue
		}
		if unit == "horas" || unit == "hrs" || unit == "hs" {
			// "2 horas" is a duration unless it says a clock time.
			if sep == "" {
				continue
			}
		}
		h, _ := strconv.Atoi(sub(raw, m, 1))
		mi := 0
		if minStr != "" {
			mi, _ = strconv.Atoi(minStr)
		}
		if p.bytesUsed(m[0], m[1]) {
			continue
		}
		h = p.adjustHour(h, unit)
		p.useBytes(m[0], m[1])
		return h, mi, true
	}
at:
	if m := reAtHour.FindStringSubmatchIndex(raw); m != nil {
		h, _ := strconv.Atoi(sub(raw, m, 2))
		mi := 0
		if s := sub(raw, m, 3); s != "" {
			mi, _ = strconv.Atoi(s)
		}
		// "a 3 personas", "at 4 people": not a time.
		if next := p.tokenAfterByte(m[1]); next >= 0 && (peopleNouns[p.t.Tokens[next].Text] ||
			monthWords[p.t.Tokens[next].Text] != 0 || dayUnits[p.t.Tokens[next].Text] != 0) {
			return 0, 0, false
		}
		if p.bytesUsed(m[4], m[5]) {
			return 0, 0, false
		}
		p.useBytes(m[4], m[5])
		return p.adjustHour(h, ""), mi, true
	}
	return 0, 0, false
}

// clockShape reports whether some digit is followed, maybe after one space,
// by a character that can continue a clock time (":", "h", "am", "pm",
// "Uhr", "o'clock", "horas", "heures", "."), so the clock regexp only runs
// where it can match.
func clockShape(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			continue
		}
		j := i + 1
		if j < len(s) && s[j] == ' ' {
			j++
		}
		if j < len(s) {
			switch s[j] {
			case ':', 'h', 'H', 'a', 'A', 'p', 'P', 'u', 'U', 'o', 'O', '.':
				return true
			}
		}
	}
	return false
}

func (p *parser) adjustHour(h int, unit string) int {
	unit = strings.ReplaceAll(unit, ".", "")
	switch {
	case unit == "pm" && h < 12:
		return h + 12
	case unit == "am" && h == 12:
		return 0
	case unit == "am":
		return h
	}
	if h < 12 {
		for _, c := range clockPMCues {
			if p.t.Has(c) {
				return h + 12
			}
		}
	}
	if h >= 1 && h <= 7 {
		return h + 12
	}
	return h
}

func sub(s string, m []int, g int) string {
	if m[2*g] < 0 {
		return ""
	}
	return s[m[2*g]:m[2*g+1]]
}

// tokenAfterByte returns the index of the first token starting at or after
// byte offset b, or -1.
func (p *parser) tokenAfterByte(b int) int {
	for i, tok := range p.t.Tokens {
		if tok.Start >= b {
			return i
		}
	}
	return -1
}
