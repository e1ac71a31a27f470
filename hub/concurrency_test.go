package hub

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tourchat/tourchat/store"
)

// TestSixteenClientsConcurrently has 16 session clients chat at once; every
// chat turn publishes a conversation event, as the engine does. Each client
// must get all its replies and its session's events in order, and a staff
// client the whole business stream, gap-free.
func TestSixteenClientsConcurrently(t *testing.T) {
	const clients, turns = 16, 20
	e := newEnv(t, envConfig{})
	chat := func(ctx context.Context, sid, msg, _ string, _ json.RawMessage) (json.RawMessage, *ErrorBody) {
		ev, err := store.NewEvent(store.EventConversationMessageCreated, testBiz, sid, map[string]string{"text": msg}, time.Now())
		if err == nil {
			err = e.h.PublishEvent(ctx, ev)
		}
		if err != nil {
			return nil, &ErrorBody{Code: CodeInternalError, Message: err.Error()}
		}
		return json.RawMessage(`{"ok":true}`), nil
	}
	staff := e.dial(Client{BusinessID: testBiz, Staff: true})
	staff.send(subscribeFrame("business", nil))
	staff.expect("subscribed")

	var wg sync.WaitGroup
	errs := make(chan error, clients+1)
	for i := range clients {
		sid := fmt.Sprintf("ses_%d", i)
		c := e.dial(Client{BusinessID: testBiz, SessionID: sid, Chat: chat})
		wg.Go(func() {
			if f, err := c.read(); err != nil || f.Type != "subscribed" {
				errs <- fmt.Errorf("%s: subscribed: %+v %v", sid, f, err)
				return
			}
			go func() { // writes run beside the reads, as a browser's would
				for n := range turns {
					b, _ := json.Marshal(map[string]any{"type": "chat", "id": fmt.Sprint(n), "message": fmt.Sprint(n)})
					if err := c.ws.Write(context.Background(), websocket.MessageText, b); err != nil {
						return
					}
				}
			}()
			replies, events := 0, 0
			for replies < turns || events < turns {
				f, err := c.read()
				if err != nil {
					errs <- fmt.Errorf("%s: %v", sid, err)
					return
				}
				switch f.Type {
				case "chat.reply":
					if f.ReplyTo != fmt.Sprint(replies) {
						errs <- fmt.Errorf("%s: reply to %s, want %d", sid, f.ReplyTo, replies)
						return
					}
					replies++
				case "event":
					events++
					if f.Offset != uint64(events) || f.Channel != "session:"+sid {
						errs <- fmt.Errorf("%s: event %s/%d, want offset %d", sid, f.Channel, f.Offset, events)
						return
					}
				default:
					errs <- fmt.Errorf("%s: unexpected %+v", sid, f)
					return
				}
			}
			errs <- nil
		})
	}
	wg.Go(func() {
		for n := 1; n <= clients*turns; n++ {
			f, err := staff.read()
			if err != nil || f.Offset != uint64(n) {
				errs <- fmt.Errorf("staff: event %d: %+v %v", n, f, err)
				return
			}
		}
		errs <- nil
	})
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if n := value(e.h.m.connections); n != clients+1 {
		t.Fatalf("connections gauge %v", n)
	}
}
