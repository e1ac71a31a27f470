package postgres_test

import (
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/storetest"
)

// TestConformance runs the shared store suite, each case on a database of
// its own.
func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		return open(t, pgtest.NewDatabase(t), postgres.Options{})
	})
}

// TestBackend runs the shared scenarios that need more than one Store a
// case: two Stores on one database (two pools of 8, as two server
// instances), the database opened again after a Close, and a clock given at
// Open.
func TestBackend(t *testing.T) {
	storetest.RunBackend(t, storetest.Backend{
		NewDatabase: pgtest.NewDatabase,
		Open: func(t testing.TB, url string, now func() time.Time) store.Store {
			return open(t, url, postgres.Options{MaxConns: 8, Now: now})
		},
	})
}
