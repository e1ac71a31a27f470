package rest

import (
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// repoRoot is the repository root, seen from this package's directory.
const repoRoot = ".."

// TestReferenceListsEveryRoute: docs/reference.md names every operation of
// the OpenAPI document (its route and its operationId), so the reference in
// the repository cannot fall behind the document.
func TestReferenceListsEveryRoute(t *testing.T) {
	doc := loadChecker(t).Doc
	ref, err := os.ReadFile(filepath.Join(repoRoot, "docs", "reference.md"))
	must(t, err)
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			row := "| `" + method + " " + path + "` | `" + op.OperationID + "` |"
			if !strings.Contains(string(ref), row) {
				t.Errorf("docs/reference.md lacks the row %s", row)
			}
		}
	}
}

var (
	mdLink  = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	bareURL = regexp.MustCompile(`(?:https?|wss?)://[^\s)"'` + "`" + `<>\]]+`)
)

// TestDocsStayInRepository: the README, docs and client READMEs link only to
// files of the repository that exist, and name no outside site (only local
// servers and reserved example hosts appear, in examples).
func TestDocsStayInRepository(t *testing.T) {
	var files []string
	for _, pattern := range []string{"README.md", "docs/*.md", "clients/*/README.md", "clients/*/CHANGELOG.md"} {
		m, err := filepath.Glob(filepath.Join(repoRoot, pattern))
		must(t, err)
		files = append(files, m...)
	}
	if len(files) < 5 {
		t.Fatalf("found only %v", files)
	}
	rootAbs, err := filepath.Abs(repoRoot)
	must(t, err)
	for _, f := range files {
		raw, err := os.ReadFile(f)
		must(t, err)
		text := string(raw)
		if strings.Contains(text, "../shared") || strings.Contains(text, "shared/CONTRACT") {
			t.Errorf("%s points at the shared folder outside the repository", f)
		}
		for _, m := range mdLink.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "//") || strings.HasPrefix(target, "mailto:") {
				t.Errorf("%s links outside the repository: %s", f, target)
				continue
			}
			if strings.HasPrefix(target, "#") {
				continue
			}
			p := filepath.Join(filepath.Dir(f), strings.SplitN(target, "#", 2)[0])
			abs, err := filepath.Abs(p)
			must(t, err)
			if !strings.HasPrefix(abs, rootAbs+string(filepath.Separator)) {
				t.Errorf("%s links outside the repository: %s", f, target)
			} else if _, err := os.Stat(abs); err != nil {
				t.Errorf("%s links to a missing file: %s", f, target)
			}
		}
		for _, u := range bareURL.FindAllString(text, -1) {
			pu, err := url.Parse(strings.TrimRight(u, ".,;:"))
			if err != nil || !localOrExample(pu.Hostname()) {
				t.Errorf("%s names an outside site: %s", f, u)
			}
		}
	}
}

// localOrExample accepts the hosts examples may use: local servers, the
// reserved example domains and the HOST placeholder.
func localOrExample(host string) bool {
	switch {
	case host == "localhost", host == "127.0.0.1", host == "HOST", host == "::1", host == "":
		return true
	case host == "example.com", strings.HasSuffix(host, ".example"), strings.HasSuffix(host, ".example.com"):
		return true
	}
	return false
}
