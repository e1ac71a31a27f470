//go:build chaos

package chaos

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store/postgres/pgtest"
)

// TestCrashDuringIdempotentBookings kills the server with SIGKILL at a
// random moment while concurrent bookings with Idempotency-Keys run, starts
// it again, and retries every request with its key until it gets a final
// answer. Target: no customer booked twice in any trial, and no key stuck
// "in flight" after the restart (a crash frees its keys).
func TestCrashDuringIdempotentBookings(t *testing.T) {
	const trials, perTrial = 20, 30
	dbURL := pgtest.NewDatabase(t)
	env := []string{"TOURCHAT_DATABASE_URL=" + dbURL}
	srv := start(t, env...)
	slots := srv.bookableSlots(t, 60)
	killedMidway, answeredBeforeKill, stuck := 0, 0, 0
	for trial := range trials {
		keys := make([]string, perTrial)
		bodies := make([][]byte, perTrial)
		for i := range keys {
			keys[i] = fmt.Sprintf("crash-%d-%d", trial, i)
			bodies[i], _ = json.Marshal(map[string]any{
				"slot_id": slots[(trial*perTrial+i)%len(slots)], "guests": 1,
				"customer": map[string]string{"name": "Crash Test", "email": fmt.Sprintf("c%d.%d@example.com", trial, i)},
			})
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		for i := range keys {
			wg.Go(func() {
				st, _, err := srv.do(context.Background(), http.MethodPost, "/v1/bookings", bodies[i],
					map[string]string{"Idempotency-Key": keys[i]})
				if err == nil && st > 0 {
					mu.Lock()
					answeredBeforeKill++
					mu.Unlock()
				}
			})
		}
		time.Sleep(time.Duration(rand.IntN(200)) * time.Millisecond)
		srv.kill()
		wg.Wait()
		killedMidway++
		srv = start(t, env...)
		// Every key must reach a final answer quickly: a crash frees keys.
		for i := range keys {
			deadline := time.Now().Add(10 * time.Second)
			for {
				st, body, err := srv.do(context.Background(), http.MethodPost, "/v1/bookings", bodies[i],
					map[string]string{"Idempotency-Key": keys[i]})
				if err != nil {
					t.Fatalf("retry %s: %v", keys[i], err)
				}
				if st >= 500 {
					t.Fatalf("retry %s = %d %s", keys[i], st, body)
				}
				if st != http.StatusConflict || !json.Valid(body) || !isCode(body, "idempotency_conflict") {
					break
				}
				if time.Now().After(deadline) {
					stuck++
					report(t, "trial %d: key %s still in flight 10s after the restart", trial, keys[i])
					t.FailNow()
				}
				time.Sleep(50 * time.Millisecond)
			}
		}
	}
	srv.kill()
	dups := duplicateBookings(t, dbURL)
	report(t, "%d crash trials x %d idempotent bookings (%d answered before SIGKILL): %d customers booked twice, %d keys stuck",
		killedMidway, perTrial, answeredBeforeKill, dups, stuck)
	if dups != 0 {
		t.Errorf("%d customers have more than one booking", dups)
	}
}

// isCode reports whether an error body carries code.
func isCode(body []byte, code string) bool {
	var e struct {
		Error struct {
			Code string `json:"code"`
		} `json:"error"`
	}
	return json.Unmarshal(body, &e) == nil && e.Error.Code == code
}

// duplicateBookings counts customers with more than one confirmed booking.
func duplicateBookings(t *testing.T, dbURL string) int {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int
	err = conn.QueryRow(ctx, `SELECT count(*) FROM (
		SELECT customer_email FROM bookings WHERE status = 'confirmed'
		GROUP BY customer_email HAVING count(*) > 1) d`).Scan(&n)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
