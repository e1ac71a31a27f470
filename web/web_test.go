package web

import (
	"bytes"
	"compress/gzip"
	"encoding/xml"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

const (
	testBiz = "biz_demo"
	testKey = "tc_pk_TestPublishableKey0123456789abcdef"
)

func newServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(Handler(Options{DemoBusinessID: testBiz, DemoPublishableKey: testKey}))
	t.Cleanup(srv.Close)
	return srv
}

// get fetches a path without transparent decompression so that the
// Content-Encoding the handler chose is visible.
func get(t *testing.T, srv *httptest.Server, path string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, srv.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", "identity")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	client := &http.Client{
		Transport:     &http.Transport{DisableCompression: true},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, body
}

func TestRoutes(t *testing.T) {
	srv := newServer(t)
	cases := []struct {
		path, ctype, contains string
		status                int
	}{
		{"/", "text/html; charset=utf-8", "Lisbon Tours &amp; Activities", 200},
		{"/widget.js", "text/javascript; charset=utf-8", "attachShadow", 200},
		{"/tourchat.js", "text/javascript; charset=utf-8", "export class TourChat", 200},
		{"/tourchat.d.ts", "application/typescript; charset=utf-8", "export class Realtime", 200},
		{"/dashboard", "text/html; charset=utf-8", "staff dashboard", 200},
		{"/dashboard/dashboard.js", "text/javascript; charset=utf-8", "tokens.create({ kind: 'staff'", 200},
		{"/dashboard/charts.js", "text/javascript; charset=utf-8", "export function bars", 200},
		{"/dashboard/dashboard.css", "text/css; charset=utf-8", ".feed", 200},
		{"/media/kayak.svg", "image/svg+xml", "<svg", 200},
		{"/media/nope.svg", "", "", 404},
		{"/dashboard/nope.js", "", "", 404},
		{"/widget.css", "", "", 404},
		{"/templates/index.html", "", "", 404},
		{"/static/widget.js", "", "", 404},
	}
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			res, body := get(t, srv, c.path, nil)
			if res.StatusCode != c.status {
				t.Fatalf("status %d, want %d", res.StatusCode, c.status)
			}
			if c.status != 200 {
				return
			}
			if got := res.Header.Get("Content-Type"); got != c.ctype {
				t.Errorf("Content-Type %q, want %q", got, c.ctype)
			}
			if res.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Error("missing nosniff")
			}
			if !bytes.Contains(body, []byte(c.contains)) {
				t.Errorf("body lacks %q", c.contains)
			}
		})
	}
}

func TestMediaPhotos(t *testing.T) {
	for _, name := range []string{"walking", "kayak", "sailing", "food", "sintra", "surf", "fado", "tuktuk"} {
		b, err := fs.ReadFile(files, "media/"+name+".svg")
		if err != nil {
			t.Fatalf("media %s: %v", name, err)
		}
		if len(b) > 8<<10 {
			t.Errorf("%s.svg is %d bytes; keep photos a few KB", name, len(b))
		}
		// Well-formed XML with a title, so the image has an accessible name.
		dec := xml.NewDecoder(bytes.NewReader(b))
		hasTitle := false
		for {
			tok, err := dec.Token()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatalf("%s.svg is not well-formed: %v", name, err)
			}
			if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "title" {
				hasTitle = true
			}
		}
		if !hasTitle {
			t.Errorf("%s.svg has no <title>", name)
		}
	}
}

func TestDemoPageInjectsKey(t *testing.T) {
	srv := newServer(t)
	_, body := get(t, srv, "/", nil)
	want := `<script src="/widget.js" data-business="biz_demo" data-key="` + testKey + `" async></script>`
	if !bytes.Contains(body, []byte(want)) {
		t.Fatalf("demo page lacks the widget tag %s", want)
	}

	// The values are escaped, never trusted as markup.
	h := Handler(Options{DemoBusinessID: `biz"><script>x</script>`, DemoPublishableKey: "k"})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
	if strings.Contains(rec.Body.String(), "<script>x</script>") {
		t.Fatal("business id was not escaped")
	}

	// Without a demo business there is no widget tag at all.
	rec = httptest.NewRecorder()
	Handler(Options{}).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
	if strings.Contains(rec.Body.String(), "widget.js") {
		t.Fatal("widget tag rendered without a demo business")
	}
}

// TestWidgetGzipSize checks the budget: everything the widget loads (the
// widget script and the client module) is under 50 KB gzipped, as served.
func TestWidgetGzipSize(t *testing.T) {
	srv := newServer(t)
	total := 0
	for _, path := range []string{"/widget.js", "/tourchat.js"} {
		res, gz := get(t, srv, path, map[string]string{"Accept-Encoding": "gzip, deflate, br"})
		if res.Header.Get("Content-Encoding") != "gzip" {
			t.Fatalf("%s: not served gzipped", path)
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			t.Fatal(err)
		}
		raw, err := io.ReadAll(zr)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := fs.ReadFile(files, "static"+path)
		if !bytes.Equal(raw, want) {
			t.Fatalf("%s: gzipped body does not match the file", path)
		}
		total += len(gz)
	}
	t.Logf("widget.js + tourchat.js: %d bytes gzipped", total)
	if total >= 50<<10 {
		t.Fatalf("widget is %d bytes gzipped, budget 51200", total)
	}
}

// externalURL matches an absolute or protocol-relative address with a host.
var externalURL = regexp.MustCompile(`(?i)(?:https?:)?//[a-z0-9-]+(?:\.[a-z0-9-]+)+`)

// TestNoExternalURLs keeps the pages free of CDNs and third-party hosts; only
// XML namespace names (never fetched) are allowed.
func TestNoExternalURLs(t *testing.T) {
	srv := newServer(t)
	_, page := get(t, srv, "/", nil)
	check := func(name string, b []byte) {
		for _, m := range externalURL.FindAll(b, -1) {
			if strings.HasPrefix(strings.ToLower(string(m)), "http://www.w3.org") {
				continue
			}
			t.Errorf("%s refers to an outside address: %s", name, m)
		}
	}
	check("rendered /", page)
	err := fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(files, name)
		check(name, b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestCachingAndMethods(t *testing.T) {
	srv := newServer(t)
	res, _ := get(t, srv, "/widget.js", nil)
	etag := res.Header.Get("ETag")
	if etag == "" {
		t.Fatal("no ETag")
	}
	if res.Header.Get("Access-Control-Allow-Origin") != "*" {
		t.Error("widget.js must be loadable from other origins")
	}
	res, body := get(t, srv, "/widget.js", map[string]string{"If-None-Match": etag})
	if res.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Fatalf("conditional GET: %d with %d bytes", res.StatusCode, len(body))
	}
	res, _ = get(t, srv, "/dashboard", nil)
	if !strings.Contains(res.Header.Get("Content-Security-Policy"), "default-src 'self'") {
		t.Error("dashboard without a CSP")
	}
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/widget.js", nil)
	pres, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	pres.Body.Close()
	if pres.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /widget.js: %d, want 405", pres.StatusCode)
	}
}

func TestAcceptsGzip(t *testing.T) {
	cases := map[string]bool{
		"":                    false,
		"gzip":                true,
		"deflate, gzip;q=1.0": true,
		"gzip;q=0":            false,
		"br":                  false,
		"x-gzip":              false,
	}
	for h, want := range cases {
		if got := acceptsGzip(h); got != want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", h, got, want)
		}
	}
}

// TestJavaScriptParses runs node --check on every script when node is
// installed, catching syntax errors without a browser.
func TestJavaScriptParses(t *testing.T) {
	node := needNode(t)
	for _, name := range []string{"static/widget.js", "static/tourchat.js", "dashboard/dashboard.js", "dashboard/charts.js"} {
		b, _ := fs.ReadFile(files, name)
		args := []string{"--check", "--input-type=module"}
		if name == "static/widget.js" {
			args = []string{"--check"}
		}
		cmd := exec.Command(node, args...)
		cmd.Stdin = bytes.NewReader(b)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", name, err, out)
		}
	}
}

// TestRealtimeClient runs testdata/realtime_test.mjs (backoff and jitter,
// since recovery, duplicate replay, token refresh, chat replies) against
// tourchat.js with a fake WebSocket, when node is installed.
func TestRealtimeClient(t *testing.T) {
	node := needNode(t)
	out, err := exec.Command(node, "testdata/realtime_test.mjs").CombinedOutput()
	if err != nil || !bytes.Contains(out, []byte("ok")) {
		t.Fatalf("realtime_test.mjs: %v\n%s", err, out)
	}
}

// TestClientIsThePackage: /tourchat.js and /tourchat.d.ts are the npm
// package's source (clients/js/src), byte for byte, so the widget and the
// dashboard run the published client. Run `go generate ./web/` after
// changing the package.
func TestClientIsThePackage(t *testing.T) {
	for served, src := range map[string]string{
		"static/tourchat.js":   "../clients/js/src/index.js",
		"static/tourchat.d.ts": "../clients/js/src/index.d.ts",
	} {
		want, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		got, err := fs.ReadFile(files, served)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("web/%s differs from clients/js/%s: run go generate ./web/", served, strings.TrimPrefix(src, "../clients/js/"))
		}
	}
}

// needNode finds node, skipping without it, or failing when CI requires
// every test to run (TOURCHAT_REQUIRE_INTEGRATION, set by .ci/run, which
// installs node).
func needNode(t *testing.T) string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("TOURCHAT_REQUIRE_INTEGRATION") != "" {
			t.Fatal("node is required (TOURCHAT_REQUIRE_INTEGRATION is set): " + err.Error())
		}
		t.Skip("node not installed; the browser tests in cmd/tourchat/e2e cover the scripts")
	}
	return node
}
