//go:build chaos

package chaos

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tourchat/tourchat/store/postgres/pgtest"
)

// TestSIGTERMUnderLoadLosesNoAnswer sends SIGTERM while REST requests and
// WebSocket chats run. Target: every request the server accepted gets its
// answer (none dropped mid-request, none 503 "closed pool"), every
// WebSocket is closed with 1012, and the process exits cleanly.
func TestSIGTERMUnderLoadLosesNoAnswer(t *testing.T) {
	const trials = 3
	db := pgtest.NewDatabase(t)
	totalSent, totalLost, total5xx, totalWS, totalBadClose, totalResets := 0, 0, 0, 0, 0, 0
	var examples []string
	for trial := range trials {
		srv := start(t, "TOURCHAT_DATABASE_URL="+db, "TOURCHAT_REDIS_URL=")
		ctx, cancel := context.WithCancel(context.Background())
		var mu sync.Mutex
		sent, lost, fiveXX, badClose, resets := 0, 0, 0, 0, 0
		var wg sync.WaitGroup
		// 50 WebSockets, each chatting.
		const sockets = 50
		for i := range sockets {
			c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.url, "http")+"/v1/ws",
				&websocket.DialOptions{HTTPHeader: http.Header{"Authorization": {"Bearer " + demoKey}}})
			if err != nil {
				t.Fatal(err)
			}
			defer c.CloseNow()
			wg.Go(func() {
				go func() {
					for j := 0; ; j++ {
						f := fmt.Sprintf(`{"type":"chat","id":"c%d","session_id":"ws-%d-%d","message":"tours tomorrow?"}`, j, trial, i)
						if c.Write(ctx, websocket.MessageText, []byte(f)) != nil {
							return
						}
						time.Sleep(20 * time.Millisecond)
					}
				}()
				for {
					if _, _, err := c.Read(ctx); err != nil {
						if websocket.CloseStatus(err) != websocket.StatusServiceRestart {
							mu.Lock()
							badClose++
							examples = append(examples, "websocket: "+err.Error())
							mu.Unlock()
						}
						return
					}
				}
			})
		}
		// 16 REST clients on keep-alive connections.
		for w := range 16 {
			wg.Go(func() {
				for i := 0; ctx.Err() == nil; i++ {
					body := fmt.Appendf(nil, `{"business_id":"biz_demo","session_id":"rest-%d-%d-%d","message":"hello"}`, trial, w, i)
					method, path := http.MethodPost, "/v1/chat"
					if i%2 == 1 {
						method, path, body = http.MethodGet, "/v1/bookings", nil
					}
					// As the client libraries do, every POST carries an
					// Idempotency-Key, so that a request sent on a keep-alive
					// connection the server was closing as idle (it never
					// read it) is sent again by the transport.
					var hdr map[string]string
					if method == http.MethodPost {
						hdr = map[string]string{"Idempotency-Key": fmt.Sprintf("term-%d-%d-%d", trial, w, i)}
					}
					st, resp, err := srv.do(context.Background(), method, path, body, hdr)
					mu.Lock()
					switch {
					case err != nil && isRefused(err):
						// Not accepted: the listener was closed, nothing was lost.
						mu.Unlock()
						return
					case err != nil && errors.Is(err, syscall.ECONNRESET):
						// Reset before any answer: a keep-alive connection the
						// server closed as idle, or one still in the kernel's
						// accept queue when the listener closed. The server
						// never read the request; HTTP clients retry these
						// (Go's transport does for GETs and keyed POSTs when
						// it can). Counted apart, not as a lost answer.
						resets++
					case err != nil:
						lost++
						examples = append(examples, fmt.Sprintf("%s %s: %v", method, path, err))
					case st >= 500:
						fiveXX++
						examples = append(examples, fmt.Sprintf("%s %s: %d %s", method, path, st, resp))
					default:
						sent++
					}
					mu.Unlock()
					if err != nil {
						return
					}
				}
			})
		}
		time.Sleep(700 * time.Millisecond)
		if err := srv.cmd.Process.Signal(syscall.SIGTERM); err != nil {
			t.Fatal(err)
		}
		select {
		case <-srv.done:
		case <-time.After(30 * time.Second):
			t.Fatal("server still running 30 s after SIGTERM")
		}
		exitErr := srv.err
		cancel()
		wg.Wait()
		if exitErr != nil {
			t.Errorf("trial %d: exit after SIGTERM: %v", trial, exitErr)
		}
		if srv.logs.contains("closed pool") {
			t.Errorf("trial %d: the server logged a closed pool:\n%s", trial, srv.logs)
		}
		totalSent += sent
		totalLost += lost
		total5xx += fiveXX
		totalWS += sockets
		totalBadClose += badClose
		totalResets += resets
	}
	report(t, "%d SIGTERMs under load: %d answers, %d lost, %d 5xx, %d reset before the server read them; %d WebSockets, %d not closed with 1012",
		trials, totalSent, totalLost, total5xx, totalResets, totalWS, totalBadClose)
	if totalLost+total5xx+totalBadClose > 0 {
		if len(examples) > 20 {
			examples = examples[:20]
		}
		t.Errorf("lost answers or bad closes:\n%s", strings.Join(examples, "\n"))
	}
}

// isRefused reports a connection the server never accepted.
func isRefused(err error) bool {
	return errors.Is(err, syscall.ECONNREFUSED)
}
