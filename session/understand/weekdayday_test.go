package understand

import "testing"

// TestSpelledDayAfterWeekday checks a day of the month spelled after a
// weekday and its article in the six languages: the date when the weekday
// falls on it in the coming weeks, UnreadDate when they disagree, and an
// option's ordinal when options are shown ("friday the second").
func TestSpelledDayAfterWeekday(t *testing.T) {
	cases := []struct {
		lang, msg string
		options   bool
		date      string // "?" for UnreadDate
	}{
		{"en", "thursday the third", false, "2026-12-03"},
		{"en", "friday the third", false, "?"},
		{"en", "friday the second", false, "?"},
		{"en", "friday the second", true, "2026-11-27"}, // the second option that Friday
		{"en", "saturday the first one", true, "2026-11-28"},
		{"en", "thursday the 4th", false, "?"},
		{"en", "friday the 1st", false, "2027-01-01"},
		{"es", "el jueves el tres", false, "2026-12-03"},
		{"es", "el viernes día tres", false, "?"},
		{"fr", "jeudi le trois", false, "2026-12-03"},
		{"fr", "vendredi le trois", false, "?"},
		{"de", "am Donnerstag, dem dritten", false, "2026-12-03"},
		{"de", "Freitag den dritten", false, "?"},
		{"it", "giovedì il tre", false, "2026-12-03"},
		{"it", "giovedì l'otto", false, "?"},
		{"pt", "quinta dia três", false, "2026-12-03"},
		{"pt", "sexta dia três", false, "?"},
	}
	for _, c := range cases {
		ctx := Context{Now: now, Lang: c.lang, Region: "PT", HasOptions: c.options}
		if c.options {
			ctx.OptionTimes = []int{9 * 60, 14 * 60}
		}
		r := Parse(c.msg, ctx)
		got := ""
		if r.HasDate() {
			got = r.Date.Format("2006-01-02")
		}
		if r.HasUnread(UnreadDate) {
			got += "?"
		}
		if got != c.date {
			t.Errorf("%s %q (options %v): date %q, want %q", c.lang, c.msg, c.options, got, c.date)
		}
	}
}
