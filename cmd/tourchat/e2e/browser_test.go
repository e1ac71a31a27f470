package e2e

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// chromiumPath finds the browser: Debian's /usr/bin/chromium first (what CI
// installs through .ci/extra), then whatever is on PATH. Without one the test
// skips locally and fails when TOURCHAT_REQUIRE_INTEGRATION=1.
func chromiumPath(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	msg := "chromium is not installed: skipping the browser tests (apt-get install -y chromium; .ci/extra does it in CI)"
	if os.Getenv("TOURCHAT_REQUIRE_INTEGRATION") == "1" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// newBrowser starts a headless chromium with a fresh profile and returns a
// context for its first tab; everything stops when the test ends.
func newBrowser(t *testing.T) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromiumPath(t)),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1280, 860),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() {
		cancel()
		cancelAlloc()
	})
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return ctx
}

// tab is one page in its own browser context (its own cookies and storage),
// with the console collected from the start.
type tab struct {
	t    *testing.T
	name string
	ctx  context.Context

	mu      sync.Mutex
	console []chromedp.ConsoleMessage
	done    chan struct{}
}

func newTab(t *testing.T, browser context.Context, name string) *tab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		t.Fatalf("opening tab %s: %v", name, err)
	}
	tb := &tab{t: t, name: name, ctx: ctx, done: make(chan struct{})}
	msgs := chromedp.Console(ctx)
	// The reader ends with the tab's context, cancelled at cleanup.
	go func() {
		defer close(tb.done)
		for m, err := range msgs {
			if err != nil {
				return
			}
			tb.mu.Lock()
			tb.console = append(tb.console, m)
			tb.mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		cancel()
		<-tb.done
	})
	return tb
}

// do runs actions with a deadline.
func (tb *tab) do(timeout time.Duration, steps ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, timeout)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		tb.shot("failure")
		tb.t.Fatalf("%s: %v", tb.name, err)
	}
}

// eval evaluates an expression and decodes its value.
func eval[T any](tb *tab, expr string) T {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		tb.t.Fatalf("%s: evaluating %s: %v", tb.name, expr, err)
	}
	return v
}

// waitFor polls a JavaScript condition until it is truthy or the deadline.
func (tb *tab) waitFor(what, expr string, timeout time.Duration) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, timeout+2*time.Second)
	defer cancel()
	_, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](expr,
		chromedp.WithPollingInterval(25*time.Millisecond), chromedp.WithPollingTimeout(timeout)))
	if err != nil {
		tb.shot("timeout")
		tb.t.Fatalf("%s: waiting for %s (%s): %v\nconsole:\n%s", tb.name, what, expr, err, tb.consoleText())
	}
}

// run executes JavaScript for its effect.
func js(expr string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := chromedp.Evaluate[any](expr)(ctx, t)
		return chromedp.Void{}, err
	}
}

// keys types text (or special keys such as "\t" and "\r") into whatever has
// focus, as a keyboard would.
func keys(s string, opts ...chromedp.KeyOption) chromedp.Action[chromedp.Void] {
	return chromedp.KeyEvent(s, opts...)
}

// shot saves a screenshot of the viewport in the screenshots folder.
func (tb *tab) shot(name string) {
	dir := screenshotDir(tb.t)
	ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
	defer cancel()
	b, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.t.Logf("%s: screenshot %s: %v", tb.name, name, err)
		return
	}
	file := filepath.Join(dir, fmt.Sprintf("%s-%s-%s.png", sanitize(tb.t.Name()), tb.name, name))
	if err := os.WriteFile(file, b, 0o644); err != nil {
		tb.t.Logf("writing %s: %v", file, err)
		return
	}
	tb.t.Logf("screenshot %s", file)
}

func sanitize(s string) string {
	return strings.NewReplacer("/", "_", " ", "_").Replace(s)
}

// screenshotDir is $TOURCHAT_SCREENSHOTS, else screenshots/ at the repository
// root (gitignored).
func screenshotDir(t *testing.T) string {
	dir := os.Getenv("TOURCHAT_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Logf("screenshots: %v", err)
	}
	return dir
}

// consoleErrors are the page's console errors and uncaught exceptions.
func (tb *tab) consoleErrors() []chromedp.ConsoleMessage {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	var out []chromedp.ConsoleMessage
	for _, m := range tb.console {
		if m.Type == chromedp.ConsoleError || m.IsException() {
			out = append(out, m)
		}
	}
	return out
}

func (tb *tab) consoleText() string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	var b strings.Builder
	for _, m := range tb.console {
		fmt.Fprintf(&b, "  [%s] %s (%s)\n", m.Type, m.Text, m.URL)
	}
	return b.String()
}

// noConsoleErrors fails the test when the page logged an error.
func (tb *tab) noConsoleErrors() {
	tb.t.Helper()
	if errs := tb.consoleErrors(); len(errs) > 0 {
		var b strings.Builder
		for _, m := range errs {
			fmt.Fprintf(&b, "  [%s] %s (%s:%d)\n", m.Type, m.Text, m.URL, m.Line+1)
		}
		tb.t.Errorf("%s: console errors:\n%s", tb.name, b.String())
	}
}
