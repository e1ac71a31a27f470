//go:build chaos

package chaos

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tourchat/tourchat/store/postgres/pgtest"
)

// hostileRequests is how many hostile requests each store gets.
const hostileRequests = 10000

// hostile values, spliced raw into JSON strings, query values and paths.
var (
	hostileJSON = []string{`\u0000`, "\xff", "\xc3", "\xed\xa0\x80", `\ud800`, "\x00", `a\u0000b`,
		strings.Repeat("é", 5000), `\"`, `\\`, "\u2028", "😀", "\x7f", `%00`, "' OR 1=1 --"}
	hostileRaw = []string{"%00", "%ff", "%c3", "%ed%a0%80", "a%00b", "%25", "%2F", "..%2F..", "%u0000",
		strings.Repeat("x", 3000), "%F0%9F%98%80", "'", "%0d%0a", ""}
	bodyTemplates = []string{
		`{"business_id":"biz_demo","session_id":"s-%[1]d","message":"%[2]s"}`,
		`{"business_id":"biz_demo","session_id":"%[2]s","message":"hi"}`,
		`{"business_id":"biz_demo","session_id":"s-%[1]d","message":"hi","metadata":{"%[2]s":"%[2]s"}}`,
		`{"slot_id":"%[2]s","guests":1,"customer":{"name":"A","email":"a@b.co"}}`,
		`{"slot_id":"slot_x","guests":1,"customer":{"name":"%[2]s","email":"a@b.co","phone":"%[2]s"},"notes":"%[2]s"}`,
		`{"reason":"%[2]s"}`,
		`{"url":"https://example.com/%[2]s","events":["%[2]s"],"description":"%[2]s"}`,
		`{"status":"%[2]s"}`,
		`{"kind":"session","session_id":"%[2]s"}`,
		`{"%[2]s":1}`,
		`%[2]s`,
	}
	bodyPaths = []struct{ method, path string }{
		{"POST", "/v1/chat"}, {"POST", "/v1/bookings"}, {"POST", "/v1/bookings/bk_x/cancel"},
		{"POST", "/v1/webhooks"}, {"PATCH", "/v1/webhooks/wh_x"}, {"PATCH", "/v1/leads/lead_x"}, {"POST", "/v1/tokens"},
	}
	queryPaths = []string{"/v1/bookings?service_id=%s", "/v1/bookings?date=%s&guests=%s", "/v1/leads?cursor=%s",
		"/v1/leads?status=%s&since=%s", "/v1/conversations?cursor=%s", "/v1/webhooks?cursor=%s", "/v1/events?type=%s",
		"/v1/events?cursor=%s&since=%s", "/v1/services?language=%s", "/v1/analytics?from=%s&to=%s",
		"/v1/bookings/%s", "/v1/leads/%s", "/v1/services/%s", "/v1/conversations/%s/messages", "/v1/webhooks/%s",
		"/v1/webhooks/%s/deliveries", "/v1/%s", "/%s", "/v1/bookings?%s=%s", "/v1/leads?limit=%s"}
)

// hostileRequest builds the i-th request of the campaign from a seeded
// generator, so that a failure can be reproduced from its number.
func hostileRequest(i int, base string) (*http.Request, error) {
	rng := rand.New(rand.NewPCG(uint64(i), 42))
	pick := func(xs []string) string { return xs[rng.IntN(len(xs))] }
	if rng.IntN(2) == 0 {
		bp := bodyPaths[rng.IntN(len(bodyPaths))]
		body := fmt.Sprintf(pick(bodyTemplates), i, pick(hostileJSON))
		req, err := http.NewRequest(bp.method, base+bp.path, strings.NewReader(body))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		if rng.IntN(4) == 0 {
			req.Header.Set("Idempotency-Key", fmt.Sprintf("h-%d-%s", i, pick(hostileRaw)))
		}
		return req, nil
	}
	p := pick(queryPaths)
	args := make([]any, strings.Count(p, "%s"))
	for j := range args {
		args[j] = pick(hostileRaw)
	}
	methods := []string{"GET", "GET", "GET", "POST", "PATCH", "DELETE", "HEAD", "PUT", "OPTIONS"}
	return http.NewRequest(methods[rng.IntN(len(methods))], base+fmt.Sprintf(p, args...), nil)
}

// TestHostileCampaign sends hostileRequests generated hostile requests to a
// server on each store. Target: no 5xx and no request left unanswered.
func TestHostileCampaign(t *testing.T) {
	t.Run("memory", func(t *testing.T) {
		srv := start(t, "TOURCHAT_STORE=memory")
		hostileCampaign(t, srv)
		hostileFrames(t, srv)
	})
	t.Run("postgres", func(t *testing.T) {
		srv := start(t, "TOURCHAT_DATABASE_URL="+pgtest.NewDatabase(t))
		hostileCampaign(t, srv)
		hostileFrames(t, srv)
	})
}

// hostileFrames is how many hostile WebSocket frames each store gets.
const hostileFrameCount = 2000

// frameTemplates hold a hostile value at %[2]s; %[1]d numbers the frame.
var frameTemplates = []string{
	`{"type":"chat","id":"f%[1]d","session_id":"hs-%[1]d","message":"%[2]s"}`,
	`{"type":"chat","id":"f%[1]d","session_id":"%[2]s","message":"hi"}`,
	`{"type":"chat","id":"f%[1]d","session_id":"hs-%[1]d","message":"hi","metadata":{"%[2]s":"%[2]s"}}`,
	`{"type":"chat","id":"f%[1]d","session_id":"hs-%[1]d","message":"hi","language":"%[2]s"}`,
	`{"type":"subscribe","id":"f%[1]d","channel":"session:%[2]s"}`,
	`{"type":"subscribe","id":"f%[1]d","channel":"business","since":{"epoch":"%[2]s","offset":1}}`,
	`{"type":"%[2]s","id":"f%[1]d"}`,
	`{"type":"ping","id":"%[2]s"}`,
	`%[2]s`,
}

// hostileFrames sends generated hostile frames on WebSockets (a new one
// whenever the server closes one, as it may for a forbidden channel).
// Target: no internal_error frame and no abnormal close.
func hostileFrames(t *testing.T, srv *server) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dial := func() *websocket.Conn {
		c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.url, "http")+"/v1/ws",
			&websocket.DialOptions{HTTPHeader: http.Header{"Authorization": {"Bearer " + demoKey}}})
		if err != nil {
			t.Fatal(err)
		}
		c.SetReadLimit(1 << 20)
		return c
	}
	internal, abnormal, answered := 0, 0, 0
	c := dial()
	defer func() { c.CloseNow() }()
	for i := range hostileFrameCount {
		rng := rand.New(rand.NewPCG(uint64(i), 7))
		frame := fmt.Sprintf(frameTemplates[rng.IntN(len(frameTemplates))], i, hostileJSON[rng.IntN(len(hostileJSON))])
		if err := c.Write(ctx, websocket.MessageText, []byte(frame)); err != nil {
			c = dial()
			continue
		}
		// Read until this frame's answer: a reply, an error, a pong or a close.
		for {
			rctx, rcancel := context.WithTimeout(ctx, 10*time.Second)
			_, raw, err := c.Read(rctx)
			rcancel()
			if err != nil {
				switch websocket.CloseStatus(err) {
				case 4001, 4003, 1009, 1007:
				default:
					abnormal++
					t.Logf("frame %d %q: %v", i, frame, err)
				}
				c = dial()
				break
			}
			var f struct {
				Type  string `json:"type"`
				Error struct {
					Code string `json:"code"`
				} `json:"error"`
			}
			_ = json.Unmarshal(raw, &f)
			if f.Type == "event" || f.Type == "subscribed" && !strings.Contains(frame, `"subscribe"`) {
				continue
			}
			if f.Error.Code == "internal_error" {
				internal++
				t.Logf("frame %d %q: %s", i, frame, raw)
			}
			answered++
			break
		}
	}
	report(t, "%d hostile WebSocket frames: %d answered, %d internal_error, %d abnormal closes",
		hostileFrameCount, answered, internal, abnormal)
	if internal+abnormal > 0 {
		t.Errorf("%d internal errors, %d abnormal closes", internal, abnormal)
	}
}

func hostileCampaign(t *testing.T, srv *server) {
	var next, fiveXX, unanswered, invalid atomic.Int64
	var mu sync.Mutex
	var examples []string
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= hostileRequests {
					return
				}
				req, err := hostileRequest(i, srv.url)
				if err != nil {
					invalid.Add(1) // a URL Go itself refuses to send
					continue
				}
				req.Header.Set("Authorization", "Bearer "+demoKey)
				resp, err := client.Do(req.WithContext(context.Background()))
				if err != nil {
					unanswered.Add(1)
					mu.Lock()
					examples = append(examples, fmt.Sprintf("#%d %s %q: %v", i, req.Method, req.URL.RawPath+req.URL.Path, err))
					mu.Unlock()
					continue
				}
				resp.Body.Close()
				if resp.StatusCode >= 500 {
					fiveXX.Add(1)
					mu.Lock()
					examples = append(examples, fmt.Sprintf("#%d %s %s: %d", i, req.Method, req.URL, resp.StatusCode))
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	report(t, "%d hostile requests (%d not sendable): %d answered 5xx, %d unanswered",
		hostileRequests, invalid.Load(), fiveXX.Load(), unanswered.Load())
	if fiveXX.Load() > 0 || unanswered.Load() > 0 {
		if len(examples) > 20 {
			examples = examples[:20]
		}
		t.Errorf("failures:\n%s\n%s", strings.Join(examples, "\n"), srv.logs)
	}
}
