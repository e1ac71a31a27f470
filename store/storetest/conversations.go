package storetest

import (
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tourchat/tourchat/store"
)

var conversationTests = []test{
	{"UnknownCursorRefused", func(t *testing.T, f *fixture) {
		f.mustTurn("sess_c1", 0, false, "hello")
		_, _, err := f.s.ListConversations(f.ctx, f.biz.ID, store.ConversationFilter{Page: store.Page{Cursor: "conv_nope"}})
		wantParam(t, "ListConversations(unknown cursor)", err, "cursor")
	}},
	{"FirstTurnCreates", func(t *testing.T, f *fixture) {
		_, err := f.s.ConversationBySession(f.ctx, f.biz.ID, "sess_1")
		wantErr(t, "ConversationBySession before any turn", err, store.ErrNotFound)
		c := f.mustTurn("sess_1", 0, false, "hello")
		if !strings.HasPrefix(c.ID, store.PrefixConversation) || c.Object != "conversation" || c.BusinessID != f.biz.ID ||
			c.SessionID != "sess_1" || c.Language != "en" || c.Messages != 2 || c.Version != 1 || c.Handoff ||
			c.CreatedAt.IsZero() || c.UpdatedAt.IsZero() || !jsonEqual(c.State, `{"step":"hello"}`) {
			t.Fatalf("conversation = %+v", c)
		}
		for _, get := range []func() (*store.Conversation, error){
			func() (*store.Conversation, error) { return f.s.ConversationBySession(f.ctx, f.biz.ID, "sess_1") },
			func() (*store.Conversation, error) { return f.s.Conversation(f.ctx, f.biz.ID, c.ID) },
		} {
			got, err := get()
			noErr(t, "get conversation", err)
			if got.ID != c.ID || got.Version != 1 || got.Messages != 2 || !jsonEqual(got.State, `{"step":"hello"}`) {
				t.Fatalf("stored conversation = %+v", got)
			}
		}
		started := f.eventFor(store.EventConversationStarted, c.ID)
		if started.SessionID != "sess_1" {
			t.Fatalf("conversation.started SessionID = %q", started.SessionID)
		}
		msgs := f.events(f.biz.ID, store.EventConversationMessageCreated)
		if len(msgs) != 2 {
			t.Fatalf("%d conversation.message_created, want 2", len(msgs))
		}
		roles := map[string]bool{}
		for _, e := range msgs {
			var m store.Message
			noErr(t, "decode", json.Unmarshal(e.Data, &m))
			if e.SessionID != "sess_1" || m.Object != "message" || m.ConversationID != c.ID || m.SessionID != "sess_1" {
				t.Fatalf("message_created %+v data %+v", e, m)
			}
			roles[m.Role] = true
		}
		if !roles[store.RoleVisitor] || !roles[store.RoleAssistant] {
			t.Fatalf("message_created roles %v", roles)
		}
		if n := len(f.events(f.biz.ID, store.EventConversationHandoffRequested)); n != 0 {
			t.Fatalf("%d handoff events without a handoff", n)
		}
	}},
	{"VersionAndConflict", func(t *testing.T, f *fixture) {
		_, err := f.turn("sess_v", 3, false, "hi")
		wantErr(t, "SaveTurn(new conversation, version 3)", err, store.ErrConflict)
		f.mustTurn("sess_v", 0, false, "one")
		c := f.mustTurn("sess_v", 1, false, "two")
		if c.Version != 2 || c.Messages != 4 || !jsonEqual(c.State, `{"step":"two"}`) {
			t.Fatalf("after second turn: %+v", c)
		}
		_, err = f.turn("sess_v", 1, false, "stale")
		wantErr(t, "SaveTurn(stale version)", err, store.ErrConflict)
		_, err = f.turn("sess_v", 0, false, "again first")
		wantErr(t, "SaveTurn(version 0 on existing)", err, store.ErrConflict)
		got, err := f.s.ConversationBySession(f.ctx, f.biz.ID, "sess_v")
		noErr(t, "ConversationBySession", err)
		if got.Version != 2 || got.Messages != 4 || !jsonEqual(got.State, `{"step":"two"}`) {
			t.Fatalf("a refused turn changed the conversation: %+v", got)
		}
		if n := len(f.events(f.biz.ID, store.EventConversationStarted)); n != 1 {
			t.Fatalf("%d conversation.started, want 1", n)
		}
		if n := len(f.events(f.biz.ID, store.EventConversationMessageCreated)); n != 4 {
			t.Fatalf("%d message_created, want 4", n)
		}
	}},
	{"ConcurrentTurnsOneWins", func(t *testing.T, f *fixture) {
		f.mustTurn("sess_c", 0, false, "one")
		var wg sync.WaitGroup
		errs := make(chan error, 8)
		for range 8 {
			wg.Go(func() {
				_, err := f.turn("sess_c", 1, false, "race")
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		ok := 0
		for err := range errs {
			if err == nil {
				ok++
			} else {
				wantErr(t, "concurrent SaveTurn", err, store.ErrConflict)
			}
		}
		if ok != 1 {
			t.Fatalf("%d concurrent turns on version 1 succeeded, want 1", ok)
		}
	}},
	{"Handoff", func(t *testing.T, f *fixture) {
		f.mustTurn("sess_h", 0, false, "hi")
		c := f.mustTurn("sess_h", 1, true, "a human please")
		if !c.Handoff {
			t.Fatal("Handoff not set by a handoff turn")
		}
		e := f.eventFor(store.EventConversationHandoffRequested, c.ID)
		if e.SessionID != "sess_h" {
			t.Fatalf("handoff SessionID = %q", e.SessionID)
		}
		if _, err := f.s.UpdateConversation(f.ctx, f.biz.ID, c.ID, store.ConversationChange{Action: store.ActRelease}); err != nil {
			t.Fatalf("release: %v", err)
		}
		c = f.mustTurn("sess_h", 2, false, "thanks")
		if !c.Handoff {
			t.Fatal("a later turn cleared Handoff")
		}
	}},
	{"MessagesChronological", func(t *testing.T, f *fixture) {
		c := f.mustTurn("sess_m", 0, false, "m1")
		tick(t)
		f.mustTurn("sess_m", 1, false, "m2")
		tick(t)
		f.mustTurn("sess_m", 2, false, "m3")
		want := []string{"m1", "re: m1", "m2", "re: m2", "m3", "re: m3"}
		for _, limit := range []int{1, 4, 100} {
			var texts []string
			collect(t, limit, func(p store.Page) ([]string, bool, error) {
				ms, more, err := f.s.Messages(f.ctx, f.biz.ID, c.ID, p)
				for _, m := range ms {
					texts = append(texts, m.Text)
				}
				return ids(ms, func(m store.Message) string { return m.ID }), more, err
			})
			if !slices.Equal(texts, want) {
				t.Fatalf("limit %d: %v, want %v", limit, texts, want)
			}
		}
		ms, _, err := f.s.Messages(f.ctx, f.biz.ID, c.ID, store.Page{Limit: 2})
		noErr(t, "Messages", err)
		v, r := ms[0], ms[1]
		if !strings.HasPrefix(v.ID, store.PrefixMessage) || v.Object != "message" || v.BusinessID != f.biz.ID ||
			v.ConversationID != c.ID || v.SessionID != "sess_m" || v.Role != store.RoleVisitor ||
			v.Intent != store.IntentGreet || v.CreatedAt.IsZero() || r.Role != store.RoleAssistant ||
			!jsonEqual(r.Reply, `{"message":"hi"}`) {
			t.Fatalf("messages = %+v / %+v", v, r)
		}
		_, _, err = f.s.Messages(f.ctx, f.biz.ID, "conv_nope", store.Page{})
		wantErr(t, "Messages(unknown conversation)", err, store.ErrNotFound)
	}},
	{"CallerMessageIDsKept", func(t *testing.T, f *fixture) {
		replyID := store.NewID(store.PrefixMessage)
		c, err := f.s.SaveTurn(f.ctx, store.Turn{
			BusinessID: f.biz.ID, SessionID: "sess_id", Language: "en", State: json.RawMessage(`{}`),
			Visitor: store.Message{Role: store.RoleVisitor, Text: "hi"},
			Reply:   store.Message{ID: replyID, Role: store.RoleAssistant, Text: "hello"},
		})
		noErr(t, "SaveTurn", err)
		ms, _, err := f.s.Messages(f.ctx, f.biz.ID, c.ID, store.Page{})
		noErr(t, "Messages", err)
		if len(ms) != 2 || ms[1].ID != replyID || !strings.HasPrefix(ms[0].ID, store.PrefixMessage) {
			t.Fatalf("messages %v, want the reply id %s kept", ids(ms, func(m store.Message) string { return m.ID }), replyID)
		}
	}},
	{"StaffMessage", func(t *testing.T, f *fixture) {
		c := f.mustTurn("sess_st", 0, true, "human")
		m, err := f.s.AddStaffMessage(f.ctx, f.biz.ID, c.ID, store.Message{Role: store.RoleStaff, Text: "Hi, Maria here", Language: "en"})
		noErr(t, "AddStaffMessage", err)
		if !strings.HasPrefix(m.ID, store.PrefixMessage) || m.Role != store.RoleStaff || m.ConversationID != c.ID ||
			m.SessionID != "sess_st" || m.BusinessID != f.biz.ID || m.Object != "message" || m.CreatedAt.IsZero() {
			t.Fatalf("staff message = %+v", m)
		}
		ms, _, err := f.s.Messages(f.ctx, f.biz.ID, c.ID, store.Page{})
		noErr(t, "Messages", err)
		if len(ms) != 3 || ms[2].ID != m.ID || ms[2].Text != "Hi, Maria here" {
			t.Fatalf("messages after staff message: %+v", ms)
		}
		got, err := f.s.Conversation(f.ctx, f.biz.ID, c.ID)
		noErr(t, "Conversation", err)
		if got.Messages != 3 {
			t.Fatalf("message_count = %d, want 3", got.Messages)
		}
		e := f.eventFor(store.EventConversationMessageCreated, m.ID)
		if e.SessionID != "sess_st" {
			t.Fatalf("staff message_created SessionID = %q", e.SessionID)
		}
		_, err = f.s.AddStaffMessage(f.ctx, f.biz.ID, "conv_none", store.Message{Role: store.RoleStaff, Text: "x"})
		wantErr(t, "AddStaffMessage(no conversation)", err, store.ErrNotFound)
	}},
	{"List", func(t *testing.T, f *fixture) {
		a := f.mustTurn("sess_a", 0, false, "a")
		mark := tick(t)
		b := f.mustTurn("sess_b", 0, false, "b")
		tick(t)
		f.mustTurn("sess_a", 1, false, "a again")
		list := func(fl store.ConversationFilter, limit int) []string {
			return collect(t, limit, func(p store.Page) ([]string, bool, error) {
				fl.Page = p
				cs, more, err := f.s.ListConversations(f.ctx, f.biz.ID, fl)
				return ids(cs, func(c store.Conversation) string { return c.ID }), more, err
			})
		}
		for _, limit := range []int{1, 100} {
			if got := list(store.ConversationFilter{}, limit); !slices.Equal(got, []string{a.ID, b.ID}) {
				t.Fatalf("limit %d: %v, want most recently updated first %v", limit, got, []string{a.ID, b.ID})
			}
		}
		c := f.mustTurn("sess_c", 0, false, "c")
		got := list(store.ConversationFilter{Since: mark}, 100)
		if len(got) != 3 || got[0] != c.ID {
			t.Fatalf("since: %v", got)
		}
		cs, _, err := f.s.ListConversations(f.ctx, f.biz.ID, store.ConversationFilter{})
		noErr(t, "ListConversations", err)
		if cs[0].Messages != 2 || cs[1].Messages != 4 || cs[0].SessionID != "sess_c" {
			t.Fatalf("list items = %+v", cs)
		}
	}},
}
