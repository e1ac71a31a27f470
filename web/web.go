// Package web serves TourChat's browser side from embedded files: the
// embeddable chat widget, the JavaScript client module, the staff dashboard,
// the demo tour-operator page and the demo catalog's photos. It imports
// nothing of ours, so the server wires it in with one call to Handler.
package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"
)

//go:embed static/*.js static/*.d.ts dashboard/* media/*.svg templates/*.html
var files embed.FS

// Options configure the handler. The demo values go into the page served at
// "/"; an empty DemoBusinessID leaves the widget tag out.
type Options struct {
	// DemoBusinessID is the business the demo page's widget talks to (biz_demo).
	DemoBusinessID string
	// DemoPublishableKey is the publishable key (tc_pk_...) embedded in the demo page.
	DemoPublishableKey string
}

// contentTypes are set explicitly because the platform's MIME table varies
// (".ts" is MPEG transport stream on many systems).
var contentTypes = map[string]string{
	".js":   "text/javascript; charset=utf-8",
	".ts":   "application/typescript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".html": "text/html; charset=utf-8",
	".svg":  "image/svg+xml",
}

// The pages use only our own origin; ws: and wss: let the dashboard and the
// widget reach /v1/ws, and inline styles cover the widget's shadow stylesheet.
const pageCSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: http: https:; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

// Handler answers "/", "/widget.js", "/tourchat.js", "/tourchat.d.ts",
// "/dashboard", "/dashboard/*" and "/media/*", and 404 for anything else.
// Every file is compressed once here and served gzipped to clients that
// accept it.
func Handler(opts Options) http.Handler {
	assets := map[string]*asset{}
	err := fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(name, "templates/") {
			return err
		}
		b, err := fs.ReadFile(files, name)
		if err != nil {
			return err
		}
		assets[name] = newAsset(name, b)
		return nil
	})
	if err != nil {
		panic("web: reading embedded files: " + err.Error())
	}
	demo := template.Must(template.ParseFS(files, "templates/index.html"))
	var page bytes.Buffer
	// Rendered once: the options never change while the server runs.
	if err := demo.Execute(&page, opts); err != nil {
		panic("web: demo template: " + err.Error())
	}
	assets["index.html"] = newAsset("index.html", page.Bytes())

	serve := func(name, cache string, csp bool) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			a, ok := assets[name]
			if !ok {
				http.NotFound(w, r)
				return
			}
			if csp {
				w.Header().Set("Content-Security-Policy", pageCSP)
			}
			a.serve(w, r, cache)
		}
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", serve("index.html", "no-cache", true))
	for _, name := range []string{"widget.js", "tourchat.js", "tourchat.d.ts"} {
		mux.HandleFunc("GET /"+name, serve("static/"+name, "public, max-age=300", false))
	}
	mux.HandleFunc("GET /dashboard", serve("dashboard/index.html", "no-cache", true))
	mux.HandleFunc("GET /dashboard/{file}", func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("file")
		if name == "" || name == "index.html" {
			http.Redirect(w, r, "/dashboard", http.StatusFound)
			return
		}
		serve("dashboard/"+name, "no-cache", false)(w, r)
	})
	mux.HandleFunc("GET /media/{file}", func(w http.ResponseWriter, r *http.Request) {
		serve("media/"+r.PathValue("file"), "public, max-age=86400", false)(w, r)
	})
	return mux
}

// asset is one file ready to serve: raw and gzipped bytes and an ETag.
type asset struct {
	name, ctype, etag string
	raw, gz           []byte
}

func newAsset(name string, raw []byte) *asset {
	sum := sha256.Sum256(raw)
	a := &asset{name: name, raw: raw, etag: `"` + hex.EncodeToString(sum[:8]) + `"`}
	a.ctype = contentTypes[path.Ext(name)]
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(raw)
	zw.Close()
	a.gz = buf.Bytes()
	return a
}

func (a *asset) serve(w http.ResponseWriter, r *http.Request, cache string) {
	h := w.Header()
	ext := path.Ext(a.name)
	if a.ctype != "" {
		h.Set("Content-Type", a.ctype)
	}
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", cache)
	h.Set("Vary", "Accept-Encoding")
	h.Set("ETag", a.etag)
	if ext == ".js" || ext == ".svg" || ext == ".ts" {
		// The widget is embedded on other sites and loads the client module
		// and photos from here; module scripts across origins need CORS.
		h.Set("Access-Control-Allow-Origin", "*")
	}
	if ext == ".html" {
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	}
	if match := r.Header.Get("If-None-Match"); match != "" && strings.Contains(match, a.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := a.raw
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		h.Set("Content-Encoding", "gzip")
		body = a.gz
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	if r.Method == http.MethodHead {
		return
	}
	w.Write(body)
}

// acceptsGzip reports whether an Accept-Encoding header allows gzip
// (q=0 refuses it).
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(coding) != "gzip" {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
