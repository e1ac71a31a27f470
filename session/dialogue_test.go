package session

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/session/lang"
	"github.com/tourchat/tourchat/store"
)

// dialogue is one scripted conversation of testdata/dialogues.txt.
type dialogue struct {
	name, lang string
	steps      []string // "> text", "? checks", "! outcome", "@ fill slot"
	line       int
}

func loadDialogues(t *testing.T) []dialogue {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "dialogues.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []dialogue
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "== "):
			p := strings.Fields(line[3:])
			if len(p) != 2 {
				t.Fatalf("dialogues.txt:%d: want '== name lang'", n)
			}
			out = append(out, dialogue{name: p[0], lang: p[1], line: n})
		case len(out) == 0:
			t.Fatalf("dialogues.txt:%d: step before any dialogue", n)
		default:
			out[len(out)-1].steps = append(out[len(out)-1].steps, line)
		}
	}
	return out
}

// run plays a dialogue on a fresh store and returns the first failure.
func (d dialogue) run(t *testing.T) (turns int, failure string) {
	f := newFixture(t)
	ctx := context.Background()
	session := "dlg-" + d.name
	var last *Reply
	for _, step := range d.steps {
		kind, arg := step[:1], strings.TrimSpace(step[1:])
		switch kind {
		case "@":
			p := strings.Fields(arg)
			if len(p) != 2 || p[0] != "fill" {
				return turns, "bad directive " + step
			}
			o, err := store.ResolveSlot(ctx, f.st, f.biz, p[1])
			if err != nil {
				return turns, err.Error()
			}
			if _, err := store.Book(ctx, f.st, f.biz, store.BookingRequest{SlotID: p[1], Guests: o.Available(),
				Customer: store.Customer{Name: "Filler", Email: "filler@example.com"}, Source: store.SourceAPI}, testNow); err != nil {
				return turns, err.Error()
			}
		case ">":
			turns++
			r, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: session, Message: arg})
			if err != nil {
				return turns, fmt.Sprintf("turn %d %q: %v", turns, arg, err)
			}
			if r.Language != d.lang {
				return turns, fmt.Sprintf("turn %d %q: replied in %s", turns, arg, r.Language)
			}
			last = r
		case "?":
			conv, err := f.st.ConversationBySession(ctx, f.biz.ID, session)
			if err != nil {
				return turns, err.Error()
			}
			st := decodeState(conv.State)
			for _, c := range strings.Fields(arg) {
				if msg := checkState(c, &st, last); msg != "" {
					return turns, fmt.Sprintf("after turn %d: %s\n\t\treply: %q", turns, msg, last.Message)
				}
			}
		case "!":
			if msg := d.outcome(ctx, f, session, arg, last); msg != "" {
				return turns, fmt.Sprintf("after turn %d: %s\n\t\treply: %q", turns, msg, last.Message)
			}
		default:
			return turns, "bad step " + step
		}
	}
	return turns, ""
}

func checkState(c string, st *State, last *Reply) string {
	key, want, _ := strings.Cut(c, "=")
	var got string
	switch key {
	case "service":
		got = strings.TrimPrefix(st.ServiceID, "svc_")
		want = strings.TrimPrefix(serviceIDs[want], "svc_")
	case "date":
		got = st.Date
	case "time":
		got = st.Time
	case "guests":
		got = strconv.Itoa(st.Guests)
	case "name":
		got, want = st.Name, strings.ReplaceAll(want, "_", " ")
	case "email":
		got = st.Email
	case "phone":
		got = st.Phone
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
	default:
		return "unknown check " + key
	}
	if got != want {
		return fmt.Sprintf("%s = %q, want %q", key, got, want)
	}
	return ""
}

func (d dialogue) outcome(ctx context.Context, f *fixture, session, what string, last *Reply) string {
	switch what {
	case "booked":
		bks, _, err := f.st.ListBookings(ctx, f.biz.ID, store.BookingFilter{SessionID: session})
		if err != nil || len(bks) != 1 || bks[0].Source != store.SourceChat {
			return fmt.Sprintf("want one chat booking, got %d (%v)", len(bks), err)
		}
	case "notbooked":
		bks, _, _ := f.st.ListBookings(ctx, f.biz.ID, store.BookingFilter{SessionID: session})
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
	case "nomatch":
		if len(last.BookingOptions) == 0 {
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
// rate per language; every dialogue must succeed.
func TestDialogues(t *testing.T) {
	ds := loadDialogues(t)
	if len(ds) < 40 {
		t.Errorf("%d dialogues, want at least 40", len(ds))
	}
	ok := map[string][2]int{}
	for _, d := range ds {
		turns, failure := d.run(t)
		c := ok[d.lang]
		c[1]++
		if failure == "" {
			c[0]++
		} else {
			t.Errorf("dialogue %s (%s, line %d): %s", d.name, d.lang, d.line, failure)
		}
		ok[d.lang] = c
		if strings.HasPrefix(d.name, "book4") && turns > 4 {
			t.Errorf("dialogue %s books in %d turns, want at most 4", d.name, turns)
		}
	}
	for _, l := range lang.Supported {
		c := ok[l]
		t.Logf("dialogues %s: %d/%d succeeded", l, c[0], c[1])
	}
}
