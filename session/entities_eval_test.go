package session

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tourchat/tourchat/session/lang"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store/demo"
)

// targetEntities is the figure for the entity corpus: every
// language and every entity at 98% or more.
const targetEntities = 0.98

// entityScore counts right and wrong readings of one entity in one language.
type entityScore struct{ ok, n int }

func (s entityScore) rate() float64 {
	if s.n == 0 {
		return 1
	}
	return float64(s.ok) / float64(s.n)
}

// readEntityFile reads one tab-separated corpus file of testdata/entities,
// skipping comments, each line with exactly fields fields.
func readEntityFile(t *testing.T, name string, fields int) [][]string {
	t.Helper()
	path := filepath.Join("testdata", "entities", name)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p := strings.Split(line, "\t")
		if len(p) != fields {
			t.Fatalf("%s:%d: want %d fields, got %d", path, n, fields, len(p))
		}
		out = append(out, append(p, strconv.Itoa(n)))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func isoDay(d time.Time) string {
	if d.IsZero() {
		return ""
	}
	return d.Format("2006-01-02")
}

func clockOf(h, m int, ok bool) string {
	if !ok {
		return ""
	}
	return fmt.Sprintf("%02d:%02d", h, m)
}

// TestEvaluateEntities measures the date, time, part-of-day, party, budget
// and contact readings on testdata/entities (see its README) per language and
// per entity, and fails under targetEntities.
func TestEvaluateEntities(t *testing.T) {
	d := demo.Business()
	loc, err := time.LoadLocation(d.Timezone)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, loc)
	scores := map[string]map[string]*entityScore{}
	var misses []string
	score := func(l, entity string, want, got string, text string, line string) {
		if want == "" && got == "" {
			return
		}
		if scores[l] == nil {
			scores[l] = map[string]*entityScore{}
		}
		s := scores[l][entity]
		if s == nil {
			s = &entityScore{}
			scores[l][entity] = s
		}
		s.n++
		if want == got {
			s.ok++
			return
		}
		misses = append(misses, fmt.Sprintf("%s %-7s line %s %q: want %q, got %q", l, entity, line, text, want, got))
	}
	svcs, err := demo.Services()
	if err != nil {
		t.Fatal(err)
	}
	tours := understand.NewServices(svcs) // a tour's name holds a part of the day ("the fado night")
	for _, l := range lang.Supported {
		ctx := understand.Context{Now: now, Lang: l, Region: d.Country, Services: tours}
		for _, row := range readEntityFile(t, "dates_"+l+".tsv", 6) {
			text := row[0]
			r := understand.Parse(text, ctx)
			gotDate := isoDay(r.Date)
			if r.HasUnread(understand.UnreadDate) && gotDate == "" {
				gotDate = "?"
			}
			if e := isoDay(r.DateEnd); e != "" {
				gotDate += ".." + e
			}
			wantDate := row[1]
			if row[2] != "" {
				wantDate += ".." + row[2]
			}
			score(l, "date", wantDate, gotDate, text, row[6])
			gotTime := clockOf(r.Hour, r.Minute, r.HasTime)
			if r.HasUnread(understand.UnreadTime) && gotTime == "" {
				gotTime = "?"
			}
			if r.HasEndTime {
				gotTime += "-" + clockOf(r.EndHour, r.EndMinute, true)
			}
			wantTime := row[3]
			if row[4] != "" {
				wantTime += "-" + row[4]
			}
			score(l, "time", wantTime, gotTime, text, row[6])
			if row[5] != "" || row[3] == "" {
				// The part of the day is scored where it is expected, or
				// where no clock time makes it moot.
				score(l, "daypart", row[5], r.DayPart, text, row[6])
			}
		}
		for _, row := range readEntityFile(t, "party_"+l+".tsv", 5) {
			text := row[0]
			r := understand.Parse(text, ctx)
			got := ""
			if r.Guests > 0 {
				got = strconv.Itoa(r.Guests)
			} else if r.HasUnread(understand.UnreadParty) {
				got = "?"
			}
			score(l, "party", row[1], got, text, row[5])
			if row[2] != "" || row[3] != "" || row[4] != "" {
				want := fmt.Sprintf("%s/%s/%s", or0(row[2]), or0(row[3]), or0(row[4]))
				score(l, "mix", want, fmt.Sprintf("%d/%d/%d", r.Adults, r.Children, r.Infants), text, row[5])
			}
		}
		for _, row := range readEntityFile(t, "budget_"+l+".tsv", 4) {
			text := row[0]
			r := understand.Parse(text, ctx)
			want, got := "", ""
			if row[1] != "" {
				want = row[1] + "/" + row[2]
			}
			if r.Budget > 0 {
				scope := "person"
				if r.BudgetTotal {
					scope = "total"
				}
				got = strconv.FormatFloat(r.Budget, 'f', -1, 64) + "/" + scope
			}
			score(l, "budget", want, got, text, row[4])
			cheap := ""
			switch {
			case r.Cheapest == 2:
				cheap = "cheapest"
			case r.Cheap:
				cheap = "cheap"
			}
			score(l, "cheap", row[3], cheap, text, row[4])
		}
		for _, row := range readEntityFile(t, "contact_"+l+".tsv", 6) {
			c := ctx
			c.ExpectName = row[0] == "yes"
			text := row[1]
			r := understand.Parse(text, c)
			score(l, "name", row[2], r.Name, text, row[6])
			score(l, "email", row[3], r.Email, text, row[6])
			score(l, "phone", row[4], r.Phone, text, row[6])
			if row[5] != "" {
				got := []string{}
				for _, kv := range strings.Split(row[5], ";") {
					k, _, _ := strings.Cut(kv, "=")
					switch k {
					case "date":
						got = append(got, "date="+isoDay(r.Date))
					case "time":
						got = append(got, "time="+clockOf(r.Hour, r.Minute, r.HasTime))
					case "guests":
						got = append(got, "guests="+strconv.Itoa(r.Guests))
					default:
						t.Fatalf("contact_%s.tsv:%s: unknown check %q", l, row[6], k)
					}
				}
				score(l, "request", row[5], strings.Join(got, ";"), text, row[6])
			}
		}
	}
	sort.Strings(misses)
	for _, m := range misses {
		t.Log("miss: " + m)
	}
	entities := []string{"date", "time", "daypart", "party", "mix", "budget", "cheap", "name", "email", "phone", "request"}
	for _, l := range lang.Supported {
		var parts []string
		for _, e := range entities {
			s := scores[l][e]
			if s == nil {
				continue
			}
			parts = append(parts, fmt.Sprintf("%s %.1f%% (%d/%d)", e, 100*s.rate(), s.ok, s.n))
			if s.rate() < targetEntities {
				t.Errorf("%s %s accuracy %.1f%% is under the target %.0f%%", l, e, 100*s.rate(), 100*targetEntities)
			}
		}
		t.Logf("entity accuracy %s: %s", l, strings.Join(parts, ", "))
	}
}

func or0(s string) string {
	if s == "" {
		return "0"
	}
	return s
}
