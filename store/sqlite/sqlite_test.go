package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

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

// TestBackend runs the shared scenarios that need more than one Store a
// case: two Stores on one file (two writer connections, as a server and an
// operator command in another process would have), the file opened again
// after a Close, and a clock given at Open.
func TestBackend(t *testing.T) {
	storetest.RunBackend(t, storetest.Backend{
		NewDatabase: newPath,
		Open: func(t testing.TB, path string, now func() time.Time) store.Store {
			return open(t, path, sqlite.Options{Now: now})
		},
	})
}
