package storetest

import (
	"sync"
	"testing"

	"github.com/tourchat/tourchat/store"
)

var idempotencyTests = []test{
	{"Lifecycle", func(t *testing.T, f *fixture) {
		rec, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-1", "hash-a")
		if rec != nil || err != nil {
			t.Fatalf("first Begin = %v, %v; want nil, nil", rec, err)
		}
		_, err = f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-1", "hash-a")
		wantErr(t, "Begin while running", err, store.ErrIdempotencyInFlight)
		noErr(t, "Complete", f.s.CompleteIdempotent(f.ctx, f.biz.ID, "key-1", 201, []byte(`{"id":"bk_1"}`)))
		rec, err = f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-1", "hash-a")
		noErr(t, "Begin after complete", err)
		if rec == nil || !rec.Completed || rec.Status != 201 || string(rec.Body) != `{"id":"bk_1"}` ||
			rec.RequestHash != "hash-a" || rec.Key != "key-1" || rec.BusinessID != f.biz.ID || rec.CreatedAt.IsZero() {
			t.Fatalf("replayed record = %+v", rec)
		}
		_, err = f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-1", "hash-b")
		wantErr(t, "Begin with another hash", err, store.ErrIdempotencyMismatch)
	}},
	{"MismatchWhileRunning", func(t *testing.T, f *fixture) {
		_, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-r", "hash-a")
		noErr(t, "Begin", err)
		_, err = f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-r", "hash-b")
		wantErr(t, "Begin with another hash while running", err, store.ErrIdempotencyMismatch)
	}},
	{"Abandon", func(t *testing.T, f *fixture) {
		_, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-2", "hash-a")
		noErr(t, "Begin", err)
		noErr(t, "Abandon", f.s.AbandonIdempotent(f.ctx, f.biz.ID, "key-2"))
		rec, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-2", "hash-b")
		if rec != nil || err != nil {
			t.Fatalf("Begin after abandon = %v, %v; want nil, nil", rec, err)
		}
	}},
	{"PerBusiness", func(t *testing.T, f *fixture) {
		other := f.addBusiness("Other")
		_, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "shared", "hash-a")
		noErr(t, "Begin", err)
		rec, err := f.s.BeginIdempotent(f.ctx, other.ID, "shared", "hash-b")
		if rec != nil || err != nil {
			t.Fatalf("Begin for another business = %v, %v; want nil, nil", rec, err)
		}
		noErr(t, "Complete", f.s.CompleteIdempotent(f.ctx, other.ID, "shared", 200, []byte("{}")))
		_, err = f.s.BeginIdempotent(f.ctx, f.biz.ID, "shared", "hash-a")
		wantErr(t, "Begin (first business still running)", err, store.ErrIdempotencyInFlight)
	}},
	{"ConcurrentBeginOneRuns", func(t *testing.T, f *fixture) {
		var wg sync.WaitGroup
		errs := make(chan error, 16)
		for range 16 {
			wg.Go(func() {
				rec, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-c", "hash-a")
				if rec != nil {
					t.Errorf("Begin returned a record before any completion: %+v", rec)
				}
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		run := 0
		for err := range errs {
			if err == nil {
				run++
			} else {
				wantErr(t, "concurrent Begin", err, store.ErrIdempotencyInFlight)
			}
		}
		if run != 1 {
			t.Fatalf("%d concurrent Begins may run, want 1", run)
		}
	}},
}
