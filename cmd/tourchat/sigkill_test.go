package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/demo"
	"github.com/tourchat/tourchat/store/sqlite"
)

// runMainEnv makes the test binary run tourchat's main instead of the
// tests, so that a test can start the real program as a process of its own
// and kill it.
const runMainEnv = "TOURCHAT_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// proc is tourchat running in a child process, with what its banner said.
type proc struct {
	t      *testing.T
	cmd    *exec.Cmd
	url    string
	banner string
}

var listenRE = regexp.MustCompile(`TourChat listening on (\S+)`)

// startProc starts `tourchat serve` on dataDir with the default store and
// waits for its banner.
func startProc(t *testing.T, dataDir string) *proc {
	t.Helper()
	cmd := exec.Command(os.Args[0], "serve")
	cmd.Env = append(os.Environ(), runMainEnv+"=1", "TOURCHAT_DATA_DIR="+dataDir, "TOURCHAT_ADDR=127.0.0.1:0",
		"TOURCHAT_DATABASE_URL=", "TOURCHAT_STORE=", "TOURCHAT_REDIS_URL=", "TOURCHAT_DEMO=", "TOURCHAT_DEMO_KEY=",
		"TOURCHAT_DEMO_PUBLISHABLE_KEY=", "TOURCHAT_JWT_SECRET=", "TOURCHAT_LOG_LEVEL=warn", "TOURCHAT_RATE_LIMIT=100000")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &proc{t: t, cmd: cmd}
	t.Cleanup(func() { p.kill() })
	lines := make(chan string)
	go func() { // owned by the child: ends when its stdout closes
		defer close(lines)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	var banner strings.Builder
	deadline := time.After(30 * time.Second)
	for !strings.Contains(banner.String(), "Dashboard:") {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("tourchat exited before its banner:\n%s\n%s", banner.String(), stderr.String())
			}
			banner.WriteString(l + "\n")
		case <-deadline:
			t.Fatalf("no banner after 30s:\n%s\n%s", banner.String(), stderr.String())
		}
	}
	go func() { // drain the rest so that the child never blocks on stdout
		for range lines {
		}
	}()
	p.banner = banner.String()
	m := listenRE.FindStringSubmatch(p.banner)
	if m == nil {
		t.Fatalf("no address in the banner:\n%s", p.banner)
	}
	p.url = "http://" + m[1]
	return p
}

// kill ends the process with SIGKILL: no shutdown, no flush, no goodbye.
func (p *proc) kill() {
	if p.cmd.ProcessState != nil {
		return
	}
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	_ = p.cmd.Wait()
}

// line returns the banner line's value after label, "" when absent.
func (p *proc) line(label string) string {
	for _, l := range strings.Split(p.banner, "\n") {
		if v, ok := strings.CutPrefix(l, label); ok {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// call sends a JSON request and decodes the JSON answer, checking the status.
func (p *proc) call(method, path, key string, body any, header map[string]string, want int) map[string]any {
	p.t.Helper()
	var rd io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		rd = bytes.NewReader(raw)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, method, p.url+path, rd)
	req.Header.Set("Authorization", "Bearer "+key)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		p.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != want {
		p.t.Fatalf("%s %s = %d, want %d: %s", method, path, resp.StatusCode, want, raw)
	}
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	return m
}

// TestSIGKILLAndRestartKeepEverything starts tourchat on an empty data
// directory, drives chats and bookings, kills it with SIGKILL and starts it
// again: every confirmed booking, lead, key and conversation is there, and
// the demo is not seeded twice.
func TestSIGKILLAndRestartKeepEverything(t *testing.T) {
	dir := t.TempDir()
	p := startProc(t, dir)
	if !strings.Contains(p.banner, "store: sqlite "+filepath.Join(dir, "tourchat.db")) ||
		!strings.Contains(p.banner, "created now, on the first start") {
		t.Fatalf("first banner:\n%s", p.banner)
	}
	key, pk := p.line("Secret key:"), p.line("Publishable key:")
	if !strings.HasPrefix(key, "tc_live_") || !strings.HasPrefix(pk, "tc_pk_") {
		t.Fatalf("keys in the banner:\n%s", p.banner)
	}

	// Chats: three conversations, one of which leaves a lead.
	for i, msg := range []string{"any kayak tours tomorrow for 4?", "I'm Ines, ines@example.com, the food tour please", "olá, há tours no sábado?"} {
		p.call("POST", "/v1/chat", key, map[string]any{"business_id": demo.BusinessID, "session_id": fmt.Sprintf("kill-%d", i), "message": msg}, nil, 200)
	}
	// Bookings: five, one cancelled; the last with an Idempotency-Key.
	loc, _ := time.LoadLocation("Europe/Lisbon")
	day := time.Now().In(loc).AddDate(0, 0, 6).Format("2006-01-02")
	slot := p.call("GET", "/v1/bookings?date="+day+"&service_id=svc_tagus_kayak", key, nil, nil, 200)["slots"].([]any)[0].(map[string]any)
	var booked []string
	for i := range 5 {
		h := map[string]string{"Idempotency-Key": fmt.Sprintf("kill-order-%d", i)}
		b := p.call("POST", "/v1/bookings", key, map[string]any{"slot_id": slot["slot_id"], "guests": 1,
			"customer": map[string]any{"name": "Killed", "email": fmt.Sprintf("k%d@example.com", i)}}, h, 201)
		booked = append(booked, b["id"].(string))
	}
	p.call("POST", "/v1/bookings/"+booked[0]+"/cancel", key, map[string]any{"reason": "test"}, nil, 200)
	// A key made by the operator command while the server runs.
	t.Setenv("TOURCHAT_DATA_DIR", dir)
	t.Setenv("TOURCHAT_DATABASE_URL", "")
	t.Setenv("TOURCHAT_STORE", "")
	out, err := runCmd(t, "keys", "create", "--business", demo.BusinessID, "--scopes", "bookings:read")
	if err != nil {
		t.Fatalf("keys create: %v", err)
	}
	opKey := strings.Fields(out)[1]
	p.call("GET", "/v1/bookings/"+booked[1], opKey, nil, nil, 200)

	p.kill()

	p2 := startProc(t, dir)
	if !strings.Contains(p2.banner, "created on the first start") || strings.Contains(p2.banner, "tc_live_") ||
		p2.line("Publishable key:") != pk {
		t.Fatalf("second banner (the demo seeded again, or its publishable key changed):\n%s", p2.banner)
	}
	for i, id := range booked {
		b := p2.call("GET", "/v1/bookings/"+id, key, nil, nil, 200)
		if want := map[bool]string{true: "cancelled", false: "confirmed"}[i == 0]; b["status"] != want {
			t.Errorf("booking %s is %v, want %s", id, b["status"], want)
		}
	}
	again := p2.call("POST", "/v1/bookings", key, map[string]any{"slot_id": slot["slot_id"], "guests": 1,
		"customer": map[string]any{"name": "Killed", "email": "k4@example.com"}}, map[string]string{"Idempotency-Key": "kill-order-4"}, 201)
	if again["id"] != booked[4] {
		t.Errorf("the idempotent retry after the crash booked %v, want the stored %s", again["id"], booked[4])
	}
	after := p2.call("GET", "/v1/bookings?date="+day+"&service_id=svc_tagus_kayak", key, nil, nil, 200)["slots"].([]any)[0].(map[string]any)
	if after["availability"].(float64) != slot["availability"].(float64)-4 {
		t.Errorf("availability after the crash = %v, want %v", after["availability"], slot["availability"].(float64)-4)
	}
	leads := p2.call("GET", "/v1/leads", key, nil, nil, 200)["data"].([]any)
	if len(leads) != 1 || leads[0].(map[string]any)["email"] != "ines@example.com" {
		t.Errorf("leads after the crash: %v", leads)
	}
	if convs := p2.call("GET", "/v1/conversations", key, nil, nil, 200)["data"].([]any); len(convs) != 3 {
		t.Errorf("conversations after the crash: %d, want 3", len(convs))
	}
	p2.call("GET", "/v1/bookings/"+booked[1], opKey, nil, nil, 200)
	p2.kill()

	st, err := sqlite.Open(context.Background(), filepath.Join(dir, "tourchat.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	keys, err := st.ListKeys(context.Background(), demo.BusinessID)
	if err != nil || len(keys) != 3 {
		t.Fatalf("demo keys = %d (%v), want 3: the secret, the publishable and the operator's", len(keys), err)
	}
	if _, err := st.KeyByHash(context.Background(), store.HashKey(key)); err != nil {
		t.Errorf("the first start's secret key: %v", err)
	}
}
