package session

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/session/lang"
	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// dialogue is one scripted conversation of testdata/dialogues/<lang>.txt.
type dialogue struct {
	name, lang, file string
	steps            []string // "> text", "? checks", "! outcome", "@ directive"
	line             int
}

func loadDialogues(t testing.TB) []dialogue {
	t.Helper()
	var out []dialogue
	for _, l := range lang.Supported {
		path := filepath.Join("testdata", "dialogues", l+".txt")
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		n := 0
		for sc.Scan() {
			n++
			line := strings.TrimSpace(sc.Text())
			switch {
			case line == "" || strings.HasPrefix(line, "#"):
			case strings.HasPrefix(line, "== "):
				out = append(out, dialogue{name: strings.TrimSpace(line[3:]), lang: l, file: path, line: n})
			case len(out) == 0 || out[len(out)-1].file != path:
				t.Fatalf("%s:%d: step before any dialogue", path, n)
			default:
				out[len(out)-1].steps = append(out[len(out)-1].steps, line)
			}
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// script plays dialogues: it owns a fixture whose parser can be told, for
// one turn, that the message held something it could not read (what the
// grammar reports in Entities.Unread).
type script struct {
	f      *fixture
	unread []string
}

func newScript(t testing.TB) *script {
	s := &script{f: newFixture(t)}
	s.f.eng.parse = func(raw string, c understand.Context) *understand.Result {
		r := understand.Parse(raw, c)
		for _, k := range s.unread {
			if !r.HasUnread(k) {
				r.Unread = append(r.Unread, k)
			}
			if k == understand.UnreadParty { // what could not be read is not read at all
				r.Guests, r.Adults, r.Children, r.Infants = 0, 0, 0, 0
			}
		}
		return r
	}
	return s
}

// run plays a dialogue and returns the number of visitor turns and the
// first failure. Besides the script's checks, every turn must reply in the
// dialogue's language, show only options that match what the state asks
// for (unless the reply says nothing matches), and book only on a reply
// that names the new booking; no confirmation may book twice.
func (s *script) run(d dialogue) (turns int, failure string) {
	f := s.f
	ctx := context.Background()
	session := "dlg-" + d.lang + "-" + d.name
	var last *Reply
	booked := 0
	want := d.lang // the reply's language; "@ lang" changes it
	for _, step := range d.steps {
		kind, arg := step[:1], strings.TrimSpace(step[1:])
		switch kind {
		case "@":
			p := strings.Fields(arg)
			switch {
			case len(p) == 2 && p[0] == "fill":
				o, err := store.ResolveSlot(ctx, f.st, f.biz, p[1])
				if err != nil {
					return turns, err.Error()
				}
				if _, err := store.Book(ctx, f.st, f.biz, store.BookingRequest{SlotID: p[1], Guests: o.Available(),
					Customer: store.Customer{Name: "Filler", Email: "filler@example.com"}, Source: store.SourceAPI}, testNow); err != nil {
					return turns, err.Error()
				}
			case len(p) >= 2 && p[0] == "unread":
				s.unread = p[1:]
			case len(p) == 2 && p[0] == "lang" && slices.Contains(lang.Supported, p[1]):
				want = p[1] // the visitor switches language: replies follow from the next turn
			default:
				return turns, "bad directive " + step
			}
		case ">":
			turns++
			r, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: session, Message: arg})
			s.unread = nil
			if err != nil {
				return turns, fmt.Sprintf("turn %d %q: %v", turns, arg, err)
			}
			last = r
			if r.Language != want {
				return turns, fmt.Sprintf("turn %d %q: replied in %s: %q", turns, arg, r.Language, r.Message)
			}
			st := s.state(session)
			if msg := optionsMatch(r, &st); msg != "" {
				return turns, fmt.Sprintf("turn %d %q: %s\n\t\treply: %q", turns, arg, msg, r.Message)
			}
			bks := s.bookings(session)
			if len(bks) > booked && !strings.Contains(r.Message, bks[0].ID) {
				return turns, fmt.Sprintf("turn %d %q: booked %s without saying so: %q", turns, arg, bks[0].ID, r.Message)
			}
			if msg := onePerConfirmation(bks); msg != "" {
				return turns, fmt.Sprintf("turn %d %q: %s", turns, arg, msg)
			}
			booked = len(bks)
		case "?":
			st := s.state(session)
			for _, c := range strings.Fields(arg) {
				if msg := checkState(c, &st, last, want); msg != "" {
					return turns, fmt.Sprintf("after turn %d: %s\n\t\treply: %q", turns, msg, last.Message)
				}
			}
		case "!":
			if msg := s.outcome(ctx, session, arg, last); msg != "" {
				return turns, fmt.Sprintf("after turn %d: %s\n\t\treply: %q", turns, msg, last.Message)
			}
		default:
			return turns, "bad step " + step
		}
	}
	return turns, ""
}

func (s *script) state(session string) State {
	conv, err := s.f.st.ConversationBySession(context.Background(), s.f.biz.ID, session)
	if err != nil {
		return State{}
	}
	return decodeState(conv.State)
}

// bookings lists the session's chat bookings, newest first.
func (s *script) bookings(session string) []store.Booking {
	bks, _, _ := s.f.st.ListBookings(context.Background(), s.f.biz.ID, store.BookingFilter{SessionID: session, Page: store.Page{Limit: 100}})
	return bks
}

// onePerConfirmation fails when two bookings carry one confirmation.
func onePerConfirmation(bks []store.Booking) string {
	seen := map[string]string{}
	for _, b := range bks {
		var m chatMeta
		if err := json.Unmarshal(b.Metadata, &m); err != nil || m.Confirmation == "" {
			return fmt.Sprintf("chat booking %s without its confirmation: %s", b.ID, b.Metadata)
		}
		if other, dup := seen[m.Confirmation]; dup {
			return fmt.Sprintf("bookings %s and %s from one confirmation %s", b.ID, other, m.Confirmation)
		}
		seen[m.Confirmation] = b.ID
	}
	return ""
}

// optionsMatch checks every option against the wishes in the state, unless
// the reply says that nothing matches.
func optionsMatch(r *Reply, st *State) string {
	if strings.Contains(r.Message, reply.Say(r.Language, "alternatives", nil)) {
		return ""
	}
	for _, o := range r.BookingOptions {
		at := o.Start.Format("15:04")
		switch {
		case o.Availability < st.guests():
			return fmt.Sprintf("option %s has %d places for %d", o.SlotID, o.Availability, st.guests())
		case st.ServiceID != "" && o.ServiceID != st.ServiceID:
			return fmt.Sprintf("option %s is not %s", o.SlotID, st.ServiceID)
		case st.ServiceID == "" && len(st.Among) > 0 && !slices.Contains(st.Among, o.ServiceID):
			return fmt.Sprintf("option %s is none of %v", o.SlotID, st.Among)
		case st.Date != "" && st.DateEnd == "" && o.Date != st.Date,
			st.DateEnd != "" && (o.Date < st.Date || o.Date > st.DateEnd):
			return fmt.Sprintf("option %s is not on %s..%s", o.SlotID, st.Date, st.DateEnd)
		case st.Time != "" && st.TimeEnd == "" && at != st.Time,
			st.TimeEnd != "" && (at < st.Time || at > st.TimeEnd):
			return fmt.Sprintf("option %s is not at %s..%s", o.SlotID, st.Time, st.TimeEnd)
		case st.DayPart != "" && !inDayPart(o.Start, st.DayPart):
			return fmt.Sprintf("option %s is not in the %s", o.SlotID, st.DayPart)
		case st.ServiceID == "" && !admitsAges(o, st):
			return fmt.Sprintf("option %s is a tour a child of %v may not join", o.SlotID, st.Ages)
		case st.ServiceID == "" && !withinBudget(o, st):
			return fmt.Sprintf("option %s at %v is over the budget of %v", o.SlotID, o.Price, st.Budget)
		case st.ServiceID == "" && st.Within > 0 && demoMinutes[o.ServiceID] > st.Within:
			return fmt.Sprintf("option %s lasts longer than the %d minutes the visitor has", o.SlotID, st.Within)
		}
	}
	return ""
}

// demoMinutes are the demo tours' durations.
var demoMinutes = map[string]int{"svc_lisbon_walking": 180, "svc_tagus_kayak": 150, "svc_sunset_sail": 120, "svc_food_wine": 210,
	"svc_sintra_day": 480, "svc_surf_lesson": 120, "svc_fado_night": 150, "svc_tuktuk": 90}

// admitsAges reports whether an option shown across tours is one every
// child whose age was told may join (the demo's minimum ages).
func admitsAges(o BookingOption, st *State) bool {
	min := map[string]int{"svc_tagus_kayak": 8, "svc_surf_lesson": 6}[o.ServiceID]
	for _, a := range st.Ages {
		if a < min {
			return false
		}
	}
	return true
}

// withinBudget reports whether an option shown across tours is within the
// state's budget: its price per person, or for the party when the budget
// is the party's total (the demo catalog has one price per tour).
func withinBudget(o BookingOption, st *State) bool {
	switch {
	case st.Budget <= 0:
		return true
	case st.BudgetTotal:
		return o.Price*float64(st.guests()) <= st.Budget
	}
	return o.Price <= st.Budget
}

// fragment is the longest literal piece of a template, to find it in a
// reply whatever its slots were filled with.
func fragment(lng, key string) string {
	best := ""
	for _, p := range regexp.MustCompile(`\{[a-z_]+\}`).Split(reply.Say(lng, key, nil), -1) {
		if len(p) > len(best) {
			best = p
		}
	}
	return best
}

func says(r *Reply, lng string, keys ...string) bool {
	for _, k := range keys {
		if strings.Contains(r.Message, fragment(lng, k)) {
			return true
		}
	}
	return false
}

func checkState(c string, st *State, last *Reply, lng string) string {
	key, want, _ := strings.Cut(c, "=")
	var got string
	switch key {
	case "service":
		got = strings.TrimPrefix(st.ServiceID, "svc_")
		want = strings.TrimPrefix(serviceIDs[want], "svc_")
	case "among":
		// among=kayak+sail: the tours a shared word named, none chosen
		var ids []string
		for _, w := range strings.Split(want, "+") {
			if w != "" {
				ids = append(ids, serviceIDs[w])
			}
		}
		among := slices.Clone(st.Among)
		slices.Sort(among)
		slices.Sort(ids)
		got, want = strings.Join(among, "+"), strings.Join(ids, "+")
	case "date":
		got = st.Date
	case "time":
		got = st.Time
	case "part":
		got = st.DayPart
	case "guests":
		got = strconv.Itoa(st.Guests)
	case "kids":
		// kids=2: the children of the party (told without adults: guests=0)
		got = strconv.Itoa(st.Children + st.Infants)
	case "ages":
		// ages=4+7: the children's ages told
		var as []string
		for _, a := range st.Ages {
			as = append(as, strconv.Itoa(a))
		}
		got = strings.Join(as, "+")
	case "name":
		got, want = st.Name, strings.ReplaceAll(want, "_", " ")
	case "email":
		got = st.Email
	case "phone":
		got = st.Phone
	case "step":
		got = st.Step.String()
	case "budget":
		// budget=30 (per person), budget=100/total, budget= (none)
		if st.Budget > 0 {
			got = strconv.FormatFloat(st.Budget, 'f', -1, 64)
			if st.BudgetTotal {
				got += "/total"
			}
		}
	case "selected":
		if st.Selected == "" {
			return "nothing selected"
		}
		return ""
	case "options":
		if last == nil || len(last.BookingOptions) == 0 {
			return "no options shown"
		}
		return ""
	case "nooptions":
		if last != nil && len(last.BookingOptions) > 0 {
			return "options shown"
		}
		return ""
	case "asks":
		keys := map[string][]string{
			"date": {"unread_date"}, "time": {"unread_time"}, "party": {"unread_party"},
			"contact": {"ask_contact", "ask_name", "ask_reach"}, "confirm": {"confirm_ask", "confirm_again"},
			"phone":  {"phone_unread"},
			"adults": {"ask_adults"},
		}[want]
		if keys == nil {
			return "unknown question " + want
		}
		if !says(last, lng, keys...) {
			return "does not ask for " + want
		}
		return ""
	case "says":
		keys := map[string][]string{
			"closed": {"closed_day", "closed_day_any"}, "time": {"no_such_time", "no_such_time_any"}, "full": {"too_few"},
			"ref": nil, "dropped": {"dropped"},
			"budget": {"budget_one", "budget_some"}, "overbudget": {"budget_none"}, "cheapest": {"cheapest", "cheapest_open"},
			"currency": {"budget_currency", "budget_currency_one"},
			"price":    {"price_one", "price_total"}, "total": {"price_total"},
			"agerule": {"age_rule"}, "leftout": {"age_left_out"},
			"held": {"hold"}, "team": {"manage_own", "manage_passed"},
		}
		if want == "ref" {
			if !regexp.MustCompile(`bk_[0-9a-z]+`).MatchString(last.Message) {
				return "no booking reference"
			}
			return ""
		}
		if keys[want] == nil || !says(last, lng, keys[want]...) {
			return "does not say " + want
		}
		return ""
	default:
		return "unknown check " + key
	}
	if got != want {
		return fmt.Sprintf("%s = %q, want %q", key, got, want)
	}
	return ""
}

func (s *script) outcome(ctx context.Context, session, what string, last *Reply) string {
	f := s.f
	key, arg, _ := strings.Cut(what, "=")
	bks := s.bookings(session)
	switch key {
	case "booked":
		if len(bks) != 1 || bks[0].Source != store.SourceChat {
			return fmt.Sprintf("want one chat booking, got %d", len(bks))
		}
		if arg != "" && strconv.Itoa(bks[0].Guests) != arg {
			return fmt.Sprintf("booked for %d, want %s", bks[0].Guests, arg)
		}
	case "bookings":
		if strconv.Itoa(len(bks)) != arg {
			return fmt.Sprintf("%d bookings, want %s", len(bks), arg)
		}
	case "notbooked":
		if len(bks) != 0 {
			return "unexpected booking"
		}
	case "lead":
		if _, err := f.st.LeadBySession(ctx, f.biz.ID, session); err != nil {
			return "no lead: " + err.Error()
		}
	case "handoff":
		conv, err := f.st.ConversationBySession(ctx, f.biz.ID, session)
		if err != nil || !conv.Handoff {
			return "no handoff"
		}
	case "fallback":
		if !hasAction(last, ActionViewTours) {
			return "fallback without view_tours"
		}
		conv, _ := f.st.ConversationBySession(ctx, f.biz.ID, session)
		msgs, _, _ := f.st.Messages(ctx, f.biz.ID, conv.ID, store.Page{Limit: 100})
		if len(msgs) == 0 || !msgs[len(msgs)-1].Fallback {
			return "last reply not marked fallback"
		}
	case "answers":
		// A question answered from the business's facts: arg is a label of
		// the knowledge evaluation (svc_<id>:<field>, biz:<field>,
		// any:<field>, kb_<id>, alternatives with "|"), or none: nothing
		// invented, and a person offered.
		if last == nil {
			return "no reply"
		}
		if arg == "none" {
			if len(last.Sources) > 0 {
				return fmt.Sprintf("answered from %v, want an honest don't-know", last.Sources)
			}
			conv, _ := f.st.ConversationBySession(ctx, f.biz.ID, session)
			if !hasAction(last, ActionTalkToHuman) && (conv == nil || !conv.Handoff) {
				return "no person offered for a question the facts cannot answer"
			}
			return ""
		}
		if !answeredFrom(arg, last.Sources) {
			return fmt.Sprintf("answered from %v, want %s", last.Sources, arg)
		}
	case "nomatch":
		if len(last.BookingOptions) == 0 || !strings.Contains(last.Message, reply.Say(last.Language, "alternatives", nil)) {
			return "no alternatives offered"
		}
	default:
		return "unknown outcome " + what
	}
	return ""
}

func hasAction(r *Reply, a string) bool {
	if r == nil {
		return false
	}
	for _, x := range r.SuggestedActions {
		if x == a {
			return true
		}
	}
	return false
}

// TestDialogues plays every scripted conversation and prints the success
// rate per language; every dialogue must succeed, and those named book-*
// must book within five visitor turns.
func TestDialogues(t *testing.T) {
	ds := loadDialogues(t)
	ok := map[string][2]int{}
	for _, d := range ds {
		s := newScript(t) // a fresh store: "@ fill" stays in its dialogue
		turns, failure := s.run(d)
		c := ok[d.lang]
		c[1]++
		if failure == "" && strings.HasPrefix(d.name, "book-") && (turns > 5 || len(s.bookings("dlg-"+d.lang+"-"+d.name)) == 0) {
			failure = fmt.Sprintf("books in %d turns, want at most 5", turns)
		}
		if failure == "" {
			c[0]++
		} else {
			t.Errorf("dialogue %s (%s:%d): %s", d.name, d.file, d.line, failure)
		}
		ok[d.lang] = c
	}
	for _, l := range lang.Supported {
		c := ok[l]
		t.Logf("dialogues %s: %d/%d succeeded", l, c[0], c[1])
		if c[1] < 20 {
			t.Errorf("%s has %d dialogues, want at least 20", l, c[1])
		}
	}
}
