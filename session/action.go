package session

import (
	"encoding/json"
	"strings"
	"time"

	"github.com/tourchat/tourchat/session/contact"
	"github.com/tourchat/tourchat/store"
)

// bookAction is a structured booking request sent with a chat message, as
// the widget's booking form does: metadata
// {"action":"book","slot_id":"...","guests":2,"name":"...","email":"...","phone":"..."}.
// It is a pick (the dialogue's pick event), like "the 2pm" in words: the
// reply shows the summary and asks for a yes in the conversation's
// language, or asks for what is missing, or offers other times when the
// slot is gone. Only the yes books.
type bookAction struct {
	Action string `json:"action"`
	SlotID string `json:"slot_id"`
	Guests int    `json:"guests"`
	// Adults, Children and Infants are the party by ticket type, when the
	// form asked for it (services with ticket types); Guests is their sum.
	Adults   int    `json:"adults"`
	Children int    `json:"children"`
	Infants  int    `json:"infants"`
	Name     string `json:"name"`
	Email    string `json:"email"`
	Phone    string `json:"phone"`
}

// parseBookAction returns the metadata's booking action, or nil when the
// metadata carries none (or not a well-formed one).
func parseBookAction(meta json.RawMessage) *bookAction {
	if len(meta) == 0 {
		return nil
	}
	var a bookAction
	if err := json.Unmarshal(meta, &a); err != nil || a.Action != "book" || !strings.HasPrefix(a.SlotID, store.PrefixSlot) {
		return nil
	}
	return &a
}

// apply puts the action into the state: the slot becomes the pick, and the
// party and contact details given (valid ones only) replace the stored ones.
// It reports whether the slot id could be read.
func (a *bookAction) apply(st *State, loc *time.Location, region string) bool {
	svc, start, err := store.ParseSlotID(a.SlotID, loc)
	if err != nil {
		return false
	}
	st.Selected = a.SlotID
	st.ServiceID, st.Date, st.Time, st.DayPart = svc, start.Format(store.DateLayout), start.Format("15:04"), ""
	if a.Guests >= 1 && a.Guests <= 100 {
		st.Guests = a.Guests
		st.Adults, st.Children, st.Infants = 0, 0, 0
	}
	if mix := a.Adults + a.Children + a.Infants; mix >= 1 && mix <= 100 && a.Adults >= 0 && a.Children >= 0 && a.Infants >= 0 {
		st.Guests, st.Adults, st.Children, st.Infants = mix, a.Adults, a.Children, a.Infants
	}
	if name := strings.TrimSpace(a.Name); name != "" && len([]rune(name)) <= 200 {
		st.Name = name
	}
	if e, err := contact.NormalizeEmail(a.Email); err == nil {
		st.Email = e
	}
	if p, err := contact.NormalizePhone(a.Phone, region); err == nil {
		st.Phone = p
	}
	return true
}
