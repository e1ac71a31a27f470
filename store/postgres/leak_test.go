package postgres_test

import (
	"context"
	"testing"

	"go.uber.org/goleak"

	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
)

// TestCloseStopsEverything checks that a used, closed Store leaves no
// goroutine behind (the pool's health checker and connections included).
func TestCloseStopsEverything(t *testing.T) {
	url := pgtest.NewDatabase(t)
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	s, err := postgres.Open(ctx, url, postgres.Options{MinConns: 2})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Ping(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ClaimUnpublished(ctx, 10); err != nil {
		t.Fatal(err)
	}
	s.Close()
}
