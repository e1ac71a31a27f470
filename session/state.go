package session

import (
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

// State is the dialogue's memory for one (business, session_id), stored as
// JSON in store.Conversation.State so every instance shares it.
type State struct {
	Lang      string `json:"lang,omitempty"`
	ServiceID string `json:"service_id,omitempty"`
	Date      string `json:"date,omitempty"`     // YYYY-MM-DD, local
	DayPart   string `json:"day_part,omitempty"` // morning, afternoon, evening
	Time      string `json:"time,omitempty"`     // HH:MM
	Guests    int    `json:"guests,omitempty"`
	// From is the first day to search when no date is set: the day after
	// the one the visitor asked to move away from ("other dates?").
	From  string `json:"from,omitempty"`
	Name  string `json:"name,omitempty"`
	Email string `json:"email,omitempty"`
	Phone string `json:"phone,omitempty"`
	// Options are the slot ids of the last options shown, in order.
	Options []string `json:"options,omitempty"`
	// Selected is the slot the visitor picked and has not booked yet.
	Selected  string `json:"selected,omitempty"`
	Awaiting  string `json:"awaiting,omitempty"` // "contact" while a pick waits for details
	BookingID string `json:"booking_id,omitempty"`
	Turns     int    `json:"turns,omitempty"`
}

const awaitContact = "contact"

func decodeState(raw json.RawMessage) State {
	if len(raw) == 0 {
		return State{}
	}
	if s, ok := decodeStateFast(raw); ok {
		return s
	}
	var s State
	if err := json.Unmarshal(raw, &s); err != nil {
		return State{} // a state we cannot read starts the dialogue afresh
	}
	return s
}

// decodeStateFast reads a state as the engine writes it (encoding/json's
// compact output: the field names as tagged, strings without escapes, small
// non-negative integers) and reports false for anything else, which
// json.Unmarshal then reads. Every turn reads its state, and reflection was
// most of that. TestDecodeStateFast holds it to json.Unmarshal.
func decodeStateFast(b []byte) (State, bool) {
	var s State
	if len(b) < 2 || b[0] != '{' {
		return s, false
	}
	i := 1
	if b[i] == '}' {
		return s, len(b) == 2
	}
	for {
		key, j, ok := plainString(b, i)
		if !ok || j >= len(b) || b[j] != ':' {
			return State{}, false
		}
		i = j + 1
		var str *string
		switch string(key) {
		case "lang":
			str = &s.Lang
		case "service_id":
			str = &s.ServiceID
		case "date":
			str = &s.Date
		case "day_part":
			str = &s.DayPart
		case "time":
			str = &s.Time
		case "from":
			str = &s.From
		case "name":
			str = &s.Name
		case "email":
			str = &s.Email
		case "phone":
			str = &s.Phone
		case "selected":
			str = &s.Selected
		case "awaiting":
			str = &s.Awaiting
		case "booking_id":
			str = &s.BookingID
		case "guests":
			s.Guests, i, ok = plainInt(b, i)
		case "turns":
			s.Turns, i, ok = plainInt(b, i)
		case "options":
			s.Options, i, ok = plainStrings(b, i)
		default:
			return State{}, false
		}
		if str != nil {
			var v []byte
			v, i, ok = plainString(b, i)
			*str = string(v)
		}
		if !ok || i >= len(b) {
			return State{}, false
		}
		switch b[i] {
		case ',':
			i++
		case '}':
			return s, i+1 == len(b)
		default:
			return State{}, false
		}
	}
}

// plainString reads the string at b[i] when it needs no unescaping: no
// backslash, no control character, valid UTF-8.
func plainString(b []byte, i int) (s []byte, end int, ok bool) {
	if i >= len(b) || b[i] != '"' {
		return nil, i, false
	}
	for j := i + 1; j < len(b); j++ {
		switch c := b[j]; {
		case c == '"':
			s = b[i+1 : j]
			return s, j + 1, utf8.Valid(s)
		case c == '\\' || c < 0x20:
			return nil, j, false
		}
	}
	return nil, len(b), false
}

// plainInt reads a non-negative integer of at most nine digits.
func plainInt(b []byte, i int) (n, end int, ok bool) {
	j := i
	for j < len(b) && '0' <= b[j] && b[j] <= '9' {
		n = n*10 + int(b[j]-'0')
		j++
	}
	if j == i || j-i > 9 || b[i] == '0' && j-i > 1 {
		return 0, j, false
	}
	return n, j, true
}

// plainStrings reads an array of plain strings.
func plainStrings(b []byte, i int) ([]string, int, bool) {
	if i+1 >= len(b) || b[i] != '[' {
		return nil, i, false
	}
	out := []string{}
	if b[i+1] == ']' {
		return out, i + 2, true
	}
	for i++; ; {
		v, j, ok := plainString(b, i)
		if !ok || j >= len(b) {
			return nil, j, false
		}
		out = append(out, string(v))
		switch b[j] {
		case ',':
			i = j + 1
		case ']':
			return out, j + 1, true
		default:
			return nil, j, false
		}
	}
}

// apply merges what a message said into the state. A new service, date or
// time drops a pending pick; a new party size keeps it (the pick is checked
// again for the new size). It reports whether only the party size changed.
func (s *State) apply(r *understand.Result, loc *time.Location) (guestsOnly bool) {
	e := &r.Entities
	changed := false
	if e.ServiceID != "" && e.ServiceID != s.ServiceID {
		s.ServiceID, changed = e.ServiceID, true
	}
	if r.Intent == store.IntentBrowse && e.ServiceID == "" {
		s.ServiceID = ""
	}
	if e.HasDate() {
		d := e.Date.In(loc).Format(store.DateLayout)
		if d != s.Date {
			s.Date, changed = d, true
		}
		s.From = ""
	} else if e.OtherDates && s.Date != "" {
		if d, err := time.ParseInLocation(store.DateLayout, s.Date, loc); err == nil {
			s.From = d.AddDate(0, 0, 1).Format(store.DateLayout)
		}
		s.Date, s.Time, s.DayPart, changed = "", "", "", true
	}
	if e.HasTime {
		s.Time = clockString(e.Hour, e.Minute)
		s.DayPart = ""
		changed = true
	} else if e.DayPart != "" {
		s.DayPart, s.Time, changed = e.DayPart, "", true
	}
	if e.Guests > 0 && e.Guests != s.Guests {
		s.Guests = e.Guests
		guestsOnly = !changed
	}
	if e.Email != "" {
		s.Email = e.Email
	}
	if e.Phone != "" {
		s.Phone = e.Phone
	}
	if e.Name != "" {
		s.Name = e.Name
	}
	if changed && s.Selected != "" {
		s.Selected, s.Awaiting = "", ""
	}
	return guestsOnly && !changed
}

func clockString(h, m int) string {
	return string([]byte{byte('0' + h/10), byte('0' + h%10), ':', byte('0' + m/10), byte('0' + m%10)})
}

// hasContact reports whether the visitor gave a way to reach them.
func (s *State) hasContact() bool { return s.Email != "" || s.Phone != "" }

// guests is the party size searched for: 1 when not said.
func (s *State) guests() int { return max(s.Guests, 1) }

// selectByTime picks the shown option starting at the state's time, for "the
// 2pm" after a list of options.
func (s *State) selectByTime(hhmm string) string {
	for _, id := range s.Options {
		if i := strings.LastIndexByte(id, '_'); i > 0 && len(id)-i == 13 {
			if id[i+9:i+11]+":"+id[i+11:] == hhmm {
				return id
			}
		}
	}
	return ""
}
