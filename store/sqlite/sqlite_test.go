package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/sqlite"
	"github.com/tourchat/tourchat/store/storetest"
)

// open opens a store on path and closes it when the test ends.
func open(t testing.TB, path string, opts sqlite.Options) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(context.Background(), path, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// newPath is a database file in a fresh temporary directory.
func newPath(t testing.TB) string { return filepath.Join(t.TempDir(), "tourchat.db") }

// TestConformance runs the shared store suite, each case on a file of its own.
func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		return open(t, newPath(t), sqlite.Options{})
	})
}
