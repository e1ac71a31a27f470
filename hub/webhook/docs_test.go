package webhook

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// The receivers in docs/webhooks.md are meant to be copied: these tests run
// each one against a delivery signed by this package and check that it
// takes the real one and refuses a tampered one.

var fence = regexp.MustCompile("(?s)```(\\w+)\\n(.*?)\\n```")

// docBlocks returns the fenced code blocks of docs/webhooks.md in language lang.
func docBlocks(t *testing.T, lang string) []string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "docs", "webhooks.md"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range fence.FindAllStringSubmatch(string(raw), -1) {
		if m[1] == lang {
			out = append(out, m[2])
		}
	}
	if len(out) == 0 {
		t.Fatalf("no %s block in docs/webhooks.md", lang)
	}
	return out
}

// signedDelivery is a body with the headers this package signs it with.
func signedDelivery(t *testing.T, secret string) (http.Header, []byte) {
	t.Helper()
	body := []byte(`{"id":"evt_01docs","object":"event","type":"booking.created","created_at":"2026-11-22T10:00:00Z","business_id":"biz_demo","data":{"name":"Zoë"}}`)
	h := http.Header{}
	if err := signHeaders(h, secret, "evt_01docs", time.Now(), body); err != nil {
		t.Fatal(err)
	}
	return h, body
}

func freePort(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return fmt.Sprint(l.Addr().(*net.TCPAddr).Port)
}

// checkReceiver runs the receiver command, which must listen on port, and
// posts the good and a tampered delivery to it.
func checkReceiver(t *testing.T, port string, cmd *exec.Cmd, secret string) {
	t.Helper()
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.Env = append(os.Environ(), "TOURCHAT_WEBHOOK_SECRET="+secret)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if t.Failed() {
			t.Logf("receiver output:\n%s", out.String())
		}
	}()
	url := "http://127.0.0.1:" + port + "/tourchat"
	post := func(h http.Header, body []byte) (int, error) {
		req, _ := http.NewRequestWithContext(context.Background(), http.MethodPost, url, bytes.NewReader(body))
		req.Header = h.Clone()
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return 0, err
		}
		resp.Body.Close()
		return resp.StatusCode, nil
	}
	h, body := signedDelivery(t, secret)
	var code int
	waitFor(t, 30*time.Second, func() bool {
		c, err := post(h, body)
		code = c
		return err == nil
	}, func() string { return "receiver did not come up" })
	if code != http.StatusNoContent {
		t.Errorf("good delivery: %d, want 204", code)
	}
	tampered := bytes.Replace(body, []byte("Zoë"), []byte("Zoe"), 1)
	if code, err := post(h, tampered); err != nil || code != http.StatusUnauthorized {
		t.Errorf("tampered body: %d %v, want 401", code, err)
	}
	other, _ := signedDelivery(t, NewSecret())
	if code, err := post(other, body); err != nil || code != http.StatusUnauthorized {
		t.Errorf("another secret: %d %v, want 401", code, err)
	}
	old := h.Clone()
	if err := signHeaders(old, secret, "evt_01docs", time.Now().Add(-10*time.Minute), body); err != nil {
		t.Fatal(err)
	}
	if code, err := post(old, body); err != nil || code != http.StatusUnauthorized {
		t.Errorf("10-minute-old timestamp: %d %v, want 401", code, err)
	}
}

func TestDocsNodeReceiver(t *testing.T) {
	node := needTool(t, "node")
	src := docBlocks(t, "js")[0]
	port := freePort(t)
	src = strings.Replace(src, ".listen(4000)", ".listen("+port+", \"127.0.0.1\")", 1)
	file := filepath.Join(t.TempDir(), "receiver.js")
	if err := os.WriteFile(file, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	checkReceiver(t, port, exec.Command(node, file), NewSecret())
}

func TestDocsPythonReceiver(t *testing.T) {
	py := needTool(t, "python3")
	src := docBlocks(t, "python")[0]
	port := freePort(t)
	src = strings.Replace(src, `HTTPServer(("", 4000)`, `HTTPServer(("127.0.0.1", `+port+`)`, 1)
	file := filepath.Join(t.TempDir(), "receiver.py")
	if err := os.WriteFile(file, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	checkReceiver(t, port, exec.Command(py, "-u", file), NewSecret())
}

// buildDocGo builds Go files (name -> source) as a program inside this
// module, so that they see its go.mod, and returns the binary.
func buildDocGo(t *testing.T, files map[string]string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a program: skipped with -short")
	}
	dir, err := os.MkdirTemp(".", "_doctest")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	var args []string
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o600); err != nil {
			t.Fatal(err)
		}
		args = append(args, filepath.Join(dir, name))
	}
	bin := filepath.Join(t.TempDir(), "receiver")
	out, err := exec.Command("go", append([]string{"build", "-o", bin}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func TestDocsGoReceiver(t *testing.T) {
	src := docBlocks(t, "go")[0]
	port := freePort(t)
	src = strings.Replace(src, `":4000"`, `"127.0.0.1:`+port+`"`, 1)
	bin := buildDocGo(t, map[string]string{"main.go": src})
	checkReceiver(t, port, exec.Command(bin), NewSecret())
}

func TestDocsGoStdlibVerify(t *testing.T) {
	verify := strings.Replace(docBlocks(t, "go")[1], "package tourchathooks", "package main", 1)
	main := `package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

func main() {
	var in struct {
		Secret string
		Header http.Header
		Body   []byte
	}
	if err := json.NewDecoder(os.Stdin).Decode(&in); err != nil {
		panic(err)
	}
	fmt.Print(Verify(in.Secret, in.Header, in.Body))
}
`
	bin := buildDocGo(t, map[string]string{"main.go": main, "verify.go": verify})
	secret := NewSecret()
	h, body := signedDelivery(t, secret)
	run := func(secret string, body []byte) string {
		in, _ := json.Marshal(map[string]any{"Secret": secret, "Header": h, "Body": body})
		cmd := exec.Command(bin)
		cmd.Stdin = bytes.NewReader(in)
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	if got := run(secret, body); got != "true" {
		t.Errorf("good delivery: %s", got)
	}
	if got := run(secret, append(body, ' ')); got != "false" {
		t.Errorf("tampered body: %s", got)
	}
	if got := run(NewSecret(), body); got != "false" {
		t.Errorf("another secret: %s", got)
	}
}

// needTool finds a program, skipping without it, or failing when CI requires
// every test to run (TOURCHAT_REQUIRE_INTEGRATION, set by .ci/run, which
// installs node and python3).
func needTool(t *testing.T, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("TOURCHAT_REQUIRE_INTEGRATION") != "" {
			t.Fatalf("%s is required (TOURCHAT_REQUIRE_INTEGRATION is set): %v", name, err)
		}
		t.Skip(name + " not installed")
	}
	return path
}
