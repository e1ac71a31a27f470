package understand

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParse reads any text without panicking, and never reports a field
// as unread while also setting it; the ticket mix sums to the party, or
// holds only children when they are part of a party not said.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "entities", "*.tsv"))
	for _, name := range files {
		fh, err := os.Open(name)
		if err != nil {
			f.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(line, "#") || line == "" {
				continue
			}
			p := strings.Split(line, "\t")
			text := p[0]
			if strings.HasPrefix(name, filepath.Join("..", "testdata", "entities", "contact_")) && len(p) > 1 {
				text = p[1]
			}
			f.Add(text, "en")
		}
		fh.Close()
	}
	f.Fuzz(func(t *testing.T, msg, lang string) {
		if !utf8.ValidString(msg) {
			return
		}
		r := Parse(msg, Context{Now: now, Lang: lang, Region: "PT", ExpectName: len(msg)%2 == 0, HasOptions: len(msg)%3 == 0})
		if r.HasUnread(UnreadDate) && r.HasDate() || r.HasUnread(UnreadTime) && r.HasTime ||
			r.HasUnread(UnreadParty) && r.Guests > 0 {
			t.Fatalf("%q: unread %v but date %v time %v guests %d", msg, r.Unread, r.Date, r.HasTime, r.Guests)
		}
		if r.Hour < 0 || r.Hour > 23 || r.Minute < 0 || r.Minute > 59 || r.Guests < 0 {
			t.Fatalf("%q: impossible %02d:%02d guests %d", msg, r.Hour, r.Minute, r.Guests)
		}
		if r.HasEndTime && (r.EndHour < 0 || r.EndHour > 23 || r.EndMinute < 0 || r.EndMinute > 59) {
			t.Fatalf("%q: impossible end %02d:%02d", msg, r.EndHour, r.EndMinute)
		}
		if !r.DateEnd.IsZero() && !r.DateEnd.After(r.Date) {
			t.Fatalf("%q: range %v..%v", msg, r.Date, r.DateEnd)
		}
		if r.PartOfParty {
			// "we have two kids": children only, the party unsaid
			if r.Guests != 0 || r.Adults != 0 || r.Children+r.Infants == 0 {
				t.Fatalf("%q: part of a party with mix %d/%d/%d, guests %d", msg, r.Adults, r.Children, r.Infants, r.Guests)
			}
		} else if r.Adults+r.Children+r.Infants > 0 && r.Adults+r.Children+r.Infants != r.Guests {
			t.Fatalf("%q: mix %d/%d/%d but guests %d", msg, r.Adults, r.Children, r.Infants, r.Guests)
		}
	})
}
