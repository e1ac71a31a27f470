//go:build chaos

package chaos

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tourchat/tourchat/store/postgres/pgtest"
)

// subscriber is a staff WebSocket on the business channel that records
// every event it receives and whether it was told it may have missed some
// (recovered:false, a new epoch, or a closed connection).
type subscriber struct {
	mu     sync.Mutex
	events map[string]bool
	told   bool
	toldAt time.Time // the last signal: a client reloads over REST then
	why    string
	epoch  string
}

func (s *subscriber) run(ctx context.Context, c *websocket.Conn) {
	for {
		_, raw, err := c.Read(ctx)
		if err != nil {
			s.mu.Lock()
			if ctx.Err() == nil {
				s.told, s.toldAt, s.why = true, time.Now(), "closed: "+err.Error() // the client reconnects and reloads
			}
			s.mu.Unlock()
			return
		}
		var f struct {
			Type      string `json:"type"`
			Epoch     string `json:"epoch"`
			Recovered *bool  `json:"recovered"`
			Event     struct {
				ID string `json:"id"`
			} `json:"event"`
		}
		if json.Unmarshal(raw, &f) != nil {
			continue
		}
		s.mu.Lock()
		switch f.Type {
		case "event":
			s.events[f.Event.ID] = true
			if s.epoch != "" && f.Epoch != s.epoch {
				s.told, s.toldAt, s.why = true, time.Now(), "new epoch in an event"
			}
			s.epoch = f.Epoch
		case "subscribed":
			if s.epoch != "" && (f.Recovered == nil || !*f.Recovered || f.Epoch != s.epoch) {
				s.told, s.toldAt, s.why = true, time.Now(), "subscribed again: "+string(raw)
			}
			s.epoch = f.Epoch
		}
		s.mu.Unlock()
	}
}

// TestRedisRestartsLoseNoEventSilently restarts a persistent Redis ten
// times while chats write events and staff subscribers listen. Target: every
// subscriber gets every event of the log, or was told it may have missed
// some.
func TestRedisRestartsLoseNoEventSilently(t *testing.T) {
	const restarts, subscribers = 10, 20
	rd := startRedis(t)
	srv := start(t, "TOURCHAT_DATABASE_URL="+pgtest.NewDatabase(t), "TOURCHAT_REDIS_URL="+rd.url())
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	subs := make([]*subscriber, subscribers)
	var wg sync.WaitGroup
	for i := range subs {
		c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.url, "http")+"/v1/ws",
			&websocket.DialOptions{HTTPHeader: http.Header{"Authorization": {"Bearer " + demoKey}}})
		if err != nil {
			t.Fatal(err)
		}
		defer c.CloseNow()
		c.SetReadLimit(1 << 20)
		if err := c.Write(ctx, websocket.MessageText, []byte(`{"type":"subscribe","channel":"business"}`)); err != nil {
			t.Fatal(err)
		}
		subs[i] = &subscriber{events: map[string]bool{}}
		wg.Go(func() { subs[i].run(ctx, c) })
	}
	// Chats write events all along.
	pubCtx, stopPub := context.WithCancel(ctx)
	var pubWG sync.WaitGroup
	sent, failed := 0, 0
	pubWG.Go(func() {
		for i := 0; pubCtx.Err() == nil; i++ {
			body := fmt.Sprintf(`{"business_id":"biz_demo","session_id":"rr-%d","message":"hello"}`, i)
			rctx, rcancel := context.WithTimeout(pubCtx, 5*time.Second)
			st, _, err := srv.do(rctx, http.MethodPost, "/v1/chat", []byte(body), nil)
			rcancel()
			sent++
			if err != nil || st != http.StatusOK {
				failed++
			}
			time.Sleep(30 * time.Millisecond)
		}
	})
	for range restarts {
		time.Sleep(400 * time.Millisecond)
		rd.restart(1500 * time.Millisecond)
	}
	time.Sleep(500 * time.Millisecond)
	stopPub()
	pubWG.Wait()
	logged := eventLog(t, srv)
	// Wait for the relay to hand every logged event out.
	deadline := time.Now().Add(20 * time.Second)
	lost, told := 0, 0
	for {
		lost, told = 0, 0
		for _, s := range subs {
			s.mu.Lock()
			// An event missed is excused only when the subscriber was told
			// after it was written: the client's reload then shows it.
			missing := 0
			for id, at := range logged {
				if !s.events[id] && (!s.told || at.After(s.toldAt.Add(-time.Second))) {
					missing++
				}
			}
			if s.told {
				if told == 0 {
					t.Logf("told: %s", s.why)
				}
				told++
			}
			if missing > 0 {
				lost++
			}
			s.mu.Unlock()
		}
		if lost == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	cancel()
	report(t, "%d Redis restarts, %d subscribers, %d chats (%d failed), %d events: %d subscribers lost events silently, %d were told to reload (and missed nothing written after)",
		restarts, subscribers, sent, failed, len(logged), lost, told)
	if lost > 0 {
		t.Errorf("%d subscribers missed events without being told\n%s", lost, srv.logs)
	}
	wg.Wait()
}

// eventLog returns the ids of every event in the server's log, with when
// each was written.
func eventLog(t *testing.T, srv *server) map[string]time.Time {
	t.Helper()
	out := map[string]time.Time{}
	cursor := ""
	for {
		var page struct {
			Data []struct {
				ID        string    `json:"id"`
				CreatedAt time.Time `json:"created_at"`
			} `json:"data"`
			HasMore    bool   `json:"has_more"`
			NextCursor string `json:"next_cursor"`
		}
		path := "/v1/events?limit=100"
		if cursor != "" {
			path += "&cursor=" + cursor
		}
		srv.getJSON(t, path, &page)
		for _, e := range page.Data {
			out[e.ID] = e.CreatedAt
		}
		if !page.HasMore || page.NextCursor == "" {
			return out
		}
		cursor = page.NextCursor
	}
}
