package postgres_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
)

// TestCrashFreesIdempotencyKeys: a reservation held by a live instance
// answers in flight; once that instance is gone (its liveness lock dropped
// with its connection, as a kill -9 drops it), another instance takes the
// key at once instead of waiting for store.IdempotencyLease.
func TestCrashFreesIdempotencyKeys(t *testing.T) {
	url := pgtest.NewDatabase(t)
	ctx := context.Background()
	a, err := postgres.Open(ctx, url, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b := open(t, url, postgres.Options{})
	waitFor(t, "instance a's liveness lock", func() bool { return postgres.OwnerHeld(a) })
	if rec, err := a.BeginIdempotent(ctx, "biz_x", "k", "h", "tok-a"); rec != nil || err != nil {
		t.Fatalf("Begin on a = %v, %v", rec, err)
	}
	if _, err := b.BeginIdempotent(ctx, "biz_x", "k", "h", "tok-b"); !errors.Is(err, store.ErrIdempotencyInFlight) {
		t.Fatalf("Begin on b while a lives = %v, want in flight", err)
	}
	a.Close() // the instance is gone
	waitFor(t, "b to take the key of the dead instance", func() bool {
		rec, err := b.BeginIdempotent(ctx, "biz_x", "k", "h", "tok-b")
		return rec == nil && err == nil
	})
	if err := b.CompleteIdempotent(ctx, "biz_x", "k", "tok-b", 201, []byte(`{}`)); err != nil {
		t.Fatalf("Complete on b = %v", err)
	}
}

// waitFor polls cond until it holds, failing after ten seconds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
