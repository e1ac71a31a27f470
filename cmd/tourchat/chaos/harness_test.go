//go:build chaos

package chaos

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
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// demoKey is the secret key every server of the campaign seeds.
const demoKey = "tc_test_chaoschaoschaoschaoschaos0001"

var (
	binary string // the tourchat binary under test

	summaryMu sync.Mutex
	summary   []string
)

// report records one line of the campaign's summary: what a test tried and
// what failed.
func report(t *testing.T, format string, args ...any) {
	line := fmt.Sprintf("%-44s %s", t.Name(), fmt.Sprintf(format, args...))
	t.Log(line)
	summaryMu.Lock()
	summary = append(summary, line)
	summaryMu.Unlock()
}

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "tourchat-chaos-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "tourchat")
	build := exec.Command("go", "build", "-o", binary, "github.com/tourchat/tourchat/cmd/tourchat")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "chaos: building tourchat:", err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	summaryMu.Lock()
	sort.Strings(summary)
	fmt.Println("\n== chaos campaign summary")
	for _, l := range summary {
		fmt.Println(l)
	}
	summaryMu.Unlock()
	os.Exit(code)
}

// server is one tourchat process.
type server struct {
	t    *testing.T
	cmd  *exec.Cmd
	url  string
	logs *tail
	done chan struct{}
	err  error
}

// tail keeps the last lines a process wrote, for failure messages.
type tail struct {
	mu    sync.Mutex
	lines []string
}

func (l *tail) add(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, s)
	if len(l.lines) > 200 {
		l.lines = l.lines[len(l.lines)-200:]
	}
}

func (l *tail) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.lines, "\n")
}

// contains reports whether any kept line holds s.
func (l *tail) contains(s string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, x := range l.lines {
		if strings.Contains(x, s) {
			return true
		}
	}
	return false
}

// start runs the binary with env (on top of the campaign's defaults) and
// waits until it listens.
func start(t *testing.T, env ...string) *server {
	t.Helper()
	cmd := exec.Command(binary, "serve")
	cmd.Env = append(os.Environ(),
		"TOURCHAT_ADDR=127.0.0.1:0",
		"TOURCHAT_DEMO=true",
		"TOURCHAT_DEMO_KEY="+demoKey,
		"TOURCHAT_JWT_SECRET=chaos-campaign-secret-of-at-least-32-bytes",
		"TOURCHAT_RATE_LIMIT=100000000",
		"TOURCHAT_LOG_LEVEL=warn",
	)
	cmd.Env = append(cmd.Env, env...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s := &server{t: t, cmd: cmd, logs: &tail{}, done: make(chan struct{})}
	addr := make(chan string, 1)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			line := sc.Text()
			if rest, ok := strings.CutPrefix(line, "TourChat listening on "); ok {
				select {
				case addr <- strings.Fields(rest)[0]:
				default:
				}
			}
		}
	}()
	go func() {
		defer wg.Done()
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			s.logs.add(sc.Text())
		}
	}()
	go func() {
		wg.Wait()
		s.err = cmd.Wait()
		close(s.done)
	}()
	t.Cleanup(s.kill)
	select {
	case a := <-addr:
		s.url = "http://" + a
	case <-s.done:
		t.Fatalf("tourchat exited before listening: %v\n%s", s.err, s.logs)
	case <-time.After(60 * time.Second):
		s.kill()
		t.Fatalf("tourchat did not listen within 60s\n%s", s.logs)
	}
	return s
}

// kill sends SIGKILL and waits for the process to end.
func (s *server) kill() {
	_ = s.cmd.Process.Signal(syscall.SIGKILL)
	<-s.done
}

// terminate sends SIGTERM and waits up to d for a clean exit.
func (s *server) terminate(d time.Duration) error {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
		return s.err
	case <-time.After(d):
		s.kill()
		return fmt.Errorf("still running %v after SIGTERM", d)
	}
}

// client is the campaign's HTTP client: short timeouts, no pooling surprises.
var client = &http.Client{Timeout: 20 * time.Second}

// do sends one request with the demo key and answers status and body; err is
// a transport error (no answer).
func (s *server) do(ctx context.Context, method, path string, body []byte, header map[string]string) (int, []byte, error) {
	return s.doWith(client, ctx, method, path, body, header)
}

// doWith is do with another client.
func (s *server) doWith(c *http.Client, ctx context.Context, method, path string, body []byte, header map[string]string) (int, []byte, error) {
	var r io.Reader
	if body != nil {
		r = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, s.url+path, r)
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Authorization", "Bearer "+demoKey)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}

// getJSON GETs path and decodes the 200 answer into v.
func (s *server) getJSON(t *testing.T, path string, v any) {
	t.Helper()
	st, body, err := s.do(context.Background(), http.MethodGet, path, nil, nil)
	if err != nil || st != http.StatusOK {
		t.Fatalf("GET %s = %d %s %v", path, st, body, err)
	}
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
}

// bookableSlots lists up to n bookable slot ids of the demo business over
// the coming days.
func (s *server) bookableSlots(t *testing.T, n int) []string {
	t.Helper()
	var out []string
	for d := 1; d <= 30 && len(out) < n; d++ {
		var av struct {
			Slots []struct {
				SlotID       string `json:"slot_id"`
				Bookable     bool   `json:"bookable"`
				Availability int    `json:"availability"`
			} `json:"slots"`
		}
		s.getJSON(t, "/v1/bookings?date="+time.Now().AddDate(0, 0, d).Format("2006-01-02"), &av)
		for _, sl := range av.Slots {
			if sl.Bookable && sl.Availability >= 8 && len(out) < n {
				out = append(out, sl.SlotID)
			}
		}
	}
	if len(out) == 0 {
		t.Fatal("no bookable slots")
	}
	return out
}
