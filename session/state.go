package session

import (
	"encoding/json"
	"strings"
	"time"

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
	Name      string `json:"name,omitempty"`
	Email     string `json:"email,omitempty"`
	Phone     string `json:"phone,omitempty"`
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
	var s State
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &s); err != nil {
			return State{} // a state we cannot read starts the dialogue afresh
		}
	}
	return s
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
