package storetest

import (
	"encoding/json"
	"errors"
	"sync"
	"testing"

	"github.com/tourchat/tourchat/store"
)

// conv reads a conversation back, as the store keeps it.
func (f *fixture) conv(id string) *store.Conversation {
	f.t.Helper()
	c, err := f.s.Conversation(f.ctx, f.biz.ID, id)
	if err != nil {
		f.t.Fatalf("Conversation(%s): %v", id, err)
	}
	return c
}

// statusEvents lists the conversation's events of typ, oldest first.
func (f *fixture) statusEvents(typ, convID string) int {
	f.t.Helper()
	n := 0
	for _, e := range f.events(f.biz.ID, typ) {
		if dataID(f.t, e) == convID {
			var c store.Conversation
			if err := json.Unmarshal(e.Data, &c); err != nil {
				f.t.Fatalf("%s data: %v", typ, err)
			}
			n++
		}
	}
	return n
}

func (f *fixture) change(id, action string, who *store.Assignee) (*store.Conversation, error) {
	return f.s.UpdateConversation(f.ctx, f.biz.ID, id, store.ConversationChange{Action: action, Assignee: who})
}

var maria = &store.Assignee{ID: "usr_maria", Name: "Maria"}

var handoffTests = []test{
	{"NewConversationIsBot", func(t *testing.T, f *fixture) {
		c := f.mustTurn("sess_h", 0, false, "hi")
		if c.Status != store.StatusBot || c.Assignee != nil || c.Unread != 1 || c.LastMessageAt == nil ||
			c.HandoffRequestedAt != nil {
			t.Fatalf("new conversation = %+v", c)
		}
		got := f.conv(c.ID)
		if got.Status != store.StatusBot || got.Unread != 1 || got.LastMessageAt == nil {
			t.Fatalf("stored conversation = %+v", got)
		}
	}},
	{"FullCycle", func(t *testing.T, f *fixture) {
		c := f.mustTurn("sess_h", 0, true, "a person please")
		if c.Status != store.StatusWaiting || c.HandoffRequestedAt == nil || !c.Handoff {
			t.Fatalf("after handoff request: %+v", c)
		}
		// Waiting: the assistant's turn is refused and nothing is written.
		_, err := f.turn("sess_h", 1, false, "hello?")
		wantErr(t, "SaveTurn(waiting)", err, store.ErrPersonHandling)
		m, held, err := f.s.HoldVisitorMessage(f.ctx, f.biz.ID, "sess_h", store.Message{Text: "hello?", Language: "en"})
		noErr(t, "HoldVisitorMessage", err)
		if !held || m.Role != store.RoleVisitor || m.ConversationID != c.ID || m.Text != "hello?" {
			t.Fatalf("held = %v, message %+v", held, m)
		}
		f.eventFor(store.EventConversationMessageCreated, m.ID)
		if got := f.conv(c.ID); got.Unread != 2 || got.Messages != 3 || got.Version != 1 {
			t.Fatalf("after a held message: %+v", got)
		}

		got, err := f.change(c.ID, store.ActAssign, maria)
		noErr(t, "assign", err)
		if got.Status != store.StatusHuman || got.Assignee == nil || *got.Assignee != *maria {
			t.Fatalf("after assign: %+v", got)
		}
		if n := f.statusEvents(store.EventConversationAssigned, c.ID); n != 1 {
			t.Fatalf("%d conversation.assigned, want 1", n)
		}
		sm, err := f.s.AddStaffMessage(f.ctx, f.biz.ID, c.ID, store.Message{Text: "Hola, soy Maria", Author: maria})
		noErr(t, "AddStaffMessage", err)
		if sm.Role != store.RoleStaff || sm.Author == nil || *sm.Author != *maria || sm.Language != "en" {
			t.Fatalf("staff message = %+v", sm)
		}
		ms, _, err := f.s.Messages(f.ctx, f.biz.ID, c.ID, store.Page{})
		noErr(t, "Messages", err)
		if last := ms[len(ms)-1]; last.ID != sm.ID || last.Author == nil || *last.Author != *maria {
			t.Fatalf("stored staff message = %+v", last)
		}
		if n := f.statusEvents(store.EventConversationAssigned, c.ID); n != 1 {
			t.Fatalf("a message from the assignee fired assigned again: %d", n)
		}
		// Another staff member writing does not take the conversation from Maria.
		joao := &store.Assignee{ID: "usr_joao", Name: "João"}
		_, err = f.s.AddStaffMessage(f.ctx, f.biz.ID, c.ID, store.Message{Text: "Olá", Author: joao})
		noErr(t, "AddStaffMessage(joao)", err)
		if got := f.conv(c.ID); got.Assignee == nil || *got.Assignee != *maria {
			t.Fatalf("a second staff member's message moved the assignee: %+v", got.Assignee)
		}
		if n := f.statusEvents(store.EventConversationAssigned, c.ID); n != 1 {
			t.Fatalf("a second staff member's message fired assigned: %d", n)
		}
		got = f.conv(c.ID)
		if got.Unread != 0 || got.Messages != 5 || got.Status != store.StatusHuman {
			t.Fatalf("after the staff reply: %+v", got)
		}
		_, held, err = f.s.HoldVisitorMessage(f.ctx, f.biz.ID, "sess_h", store.Message{Text: "gracias"})
		noErr(t, "HoldVisitorMessage(human)", err)
		if !held {
			t.Fatal("a visitor message while human was not held")
		}
		got, err = f.change(c.ID, store.ActRead, nil)
		noErr(t, "read", err)
		if got.Unread != 0 || got.Status != store.StatusHuman {
			t.Fatalf("after read: %+v", got)
		}

		got, err = f.change(c.ID, store.ActRelease, nil)
		noErr(t, "release", err)
		if got.Status != store.StatusBot || got.Assignee != nil {
			t.Fatalf("after release: %+v", got)
		}
		f.eventFor(store.EventConversationReleased, c.ID)
		if _, held, err = f.s.HoldVisitorMessage(f.ctx, f.biz.ID, "sess_h", store.Message{Text: "x"}); err != nil || held {
			t.Fatalf("HoldVisitorMessage(bot) = %v, %v; want not held", held, err)
		}
		c = f.mustTurn("sess_h", 1, false, "and tomorrow?")
		if c.Status != store.StatusBot || c.Version != 2 {
			t.Fatalf("bot turn after release: %+v", c)
		}

		got, err = f.change(c.ID, store.ActClose, nil)
		noErr(t, "close", err)
		if got.Status != store.StatusClosed {
			t.Fatalf("after close: %+v", got)
		}
		f.eventFor(store.EventConversationClosed, c.ID)
		_, err = f.change(c.ID, store.ActClose, nil)
		wantErr(t, "close(closed)", err, store.ErrInvalidState)
		_, err = f.change(c.ID, store.ActRelease, nil)
		wantErr(t, "release(closed)", err, store.ErrInvalidState)

		c = f.mustTurn("sess_h", 2, false, "hi again")
		if c.Status != store.StatusBot {
			t.Fatalf("a visitor message did not reopen the closed conversation: %+v", c)
		}
		if got := f.conv(c.ID); got.Status != store.StatusBot {
			t.Fatalf("stored after reopening: %+v", got)
		}
	}},
	{"StaffMessageTakesOver", func(t *testing.T, f *fixture) {
		c := f.mustTurn("sess_k", 0, false, "hi")
		// From a key: no assignee, the status still becomes human.
		_, err := f.s.AddStaffMessage(f.ctx, f.biz.ID, c.ID, store.Message{Text: "Hello from the team"})
		noErr(t, "AddStaffMessage", err)
		got := f.conv(c.ID)
		if got.Status != store.StatusHuman || got.Assignee != nil {
			t.Fatalf("after a key's staff message: %+v", got)
		}
		if n := f.statusEvents(store.EventConversationAssigned, c.ID); n != 1 {
			t.Fatalf("%d conversation.assigned, want 1", n)
		}
		_, err = f.turn("sess_k", 1, false, "ok")
		wantErr(t, "SaveTurn(human)", err, store.ErrPersonHandling)
	}},
	{"BadActions", func(t *testing.T, f *fixture) {
		c := f.mustTurn("sess_b", 0, false, "hi")
		_, err := f.change(c.ID, "explode", nil)
		if pe, ok := store.AsParam(err); !ok || pe.Field != "action" {
			t.Fatalf("unknown action: %v", err)
		}
		_, err = f.change(c.ID, store.ActStaffMessage, nil)
		if _, ok := store.AsParam(err); !ok {
			t.Fatalf("staff_message through UpdateConversation: %v", err)
		}
		_, err = f.change(c.ID, store.ActRelease, nil)
		wantErr(t, "release(bot)", err, store.ErrInvalidState)
		_, err = f.change("conv_nope", store.ActAssign, maria)
		wantErr(t, "assign(unknown)", err, store.ErrNotFound)
		if got := f.conv(c.ID); got.Status != store.StatusBot {
			t.Fatalf("a refused action changed the conversation: %+v", got)
		}
	}},
	{"HeldOnlyInItsBusiness", func(t *testing.T, f *fixture) {
		f.mustTurn("sess_iso", 0, true, "a person please")
		other := f.addBusiness("Other Tours")
		_, held, err := f.s.HoldVisitorMessage(f.ctx, other.ID, "sess_iso", store.Message{Text: "hi"})
		if err != nil || held {
			t.Fatalf("another business's session was held: %v, %v", held, err)
		}
		_, held, err = f.s.HoldVisitorMessage(f.ctx, f.biz.ID, "sess_nobody", store.Message{Text: "hi"})
		if err != nil || held {
			t.Fatalf("a session without a conversation was held: %v, %v", held, err)
		}
	}},
	{"ListByStatus", func(t *testing.T, f *fixture) {
		w := f.mustTurn("sess_w", 0, true, "person please")
		f.mustTurn("sess_b1", 0, false, "hi")
		h := f.mustTurn("sess_hu", 0, false, "hi")
		_, err := f.change(h.ID, store.ActAssign, maria)
		noErr(t, "assign", err)
		for status, want := range map[string][]string{
			store.StatusWaiting: {w.ID}, store.StatusHuman: {h.ID}, store.StatusClosed: nil,
		} {
			cs, _, err := f.s.ListConversations(f.ctx, f.biz.ID, store.ConversationFilter{Status: status})
			noErr(t, "ListConversations", err)
			got := ids(cs, func(c store.Conversation) string { return c.ID })
			if len(got) != len(want) || (len(want) > 0 && got[0] != want[0]) {
				t.Errorf("status %s: %v, want %v", status, got, want)
			}
		}
	}},
	{"ConcurrentCloseOnce", func(t *testing.T, f *fixture) {
		c := f.mustTurn("sess_c", 0, true, "person")
		var wg sync.WaitGroup
		errs := make(chan error, 8)
		for range 8 {
			wg.Go(func() {
				_, err := f.change(c.ID, store.ActClose, nil)
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		ok := 0
		for err := range errs {
			switch {
			case err == nil:
				ok++
			case !errors.Is(err, store.ErrInvalidState):
				t.Fatalf("close: %v", err)
			}
		}
		if ok != 1 {
			t.Fatalf("%d closes succeeded, want exactly 1", ok)
		}
		if n := f.statusEvents(store.EventConversationClosed, c.ID); n != 1 {
			t.Fatalf("%d conversation.closed events, want 1", n)
		}
	}},
}
