package sqlite_test

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/sqlite"
	"github.com/tourchat/tourchat/store/storetest"
)

func TestMigrateIsIdempotentAndConcurrent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nested", "dir", "tourchat.db") // directories are created
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Go(func() { errs[i] = sqlite.Migrate(ctx, path) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("concurrent first migrate %d: %v", i, err)
		}
	}
	if err := sqlite.Migrate(ctx, path); err != nil {
		t.Fatalf("migrate again: %v", err)
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM goose_db_version WHERE version_id > 0`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	files, err := os.ReadDir("migrations")
	if err != nil {
		t.Fatal(err)
	}
	if n != len(files) {
		t.Errorf("migrations recorded = %d, want %d (one per file)", n, len(files))
	}
	var mode string
	if err := db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode = %q, %v; want wal", mode, err)
	}
}

// TestCloseStopsEverything checks that a used, closed Store leaves no
// goroutine behind.
func TestCloseStopsEverything(t *testing.T) {
	path := newPath(t)
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	s, err := sqlite.Open(context.Background(), path, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	storetest.Seed(t, s, 3)
	if _, err := s.ClaimUnpublished(context.Background(), 10); err != nil {
		t.Fatal(err)
	}
	s.Close()
}

// TestBackupIsAConsistentCopyWhileWriting copies the file while bookings
// are being written: the copy opens, is migrated, and its places agree with
// its bookings.
func TestBackupIsAConsistentCopyWhileWriting(t *testing.T) {
	path := newPath(t)
	s := open(t, path, sqlite.Options{})
	biz, slot := storetest.Seed(t, s, 1000)
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Go(func() {
		for ctx.Err() == nil {
			if _, err := store.Book(ctx, s, biz, store.BookingRequest{SlotID: slot.ID, Guests: 1, Source: store.SourceAPI,
				Customer: store.Customer{Name: "B", Email: "b@example.com"}}, time.Now()); err != nil && ctx.Err() == nil {
				t.Errorf("Book: %v", err)
				return
			}
		}
	})
	waitBookings(t, s, biz.ID, 5)
	dst := filepath.Join(t.TempDir(), "copy.db")
	if err := sqlite.Backup(context.Background(), path, dst); err != nil {
		t.Fatal(err)
	}
	cancel()
	wg.Wait()
	if err := sqlite.Backup(context.Background(), path, dst); err == nil {
		t.Fatal("a backup overwrote an existing file")
	}
	c := open(t, dst, sqlite.Options{})
	list, _, err := c.ListBookings(context.Background(), biz.ID, store.BookingFilter{Page: store.Page{Limit: 100}})
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for more, cursor := true, ""; more; {
		var page []store.Booking
		page, more, err = c.ListBookings(context.Background(), biz.ID, store.BookingFilter{Page: store.Page{Limit: 100, Cursor: cursor}})
		if err != nil {
			t.Fatal(err)
		}
		total += len(page)
		if len(page) > 0 {
			cursor = page[len(page)-1].ID
		}
	}
	booked, err := c.BookedPlaces(context.Background(), biz.ID, []string{slot.ID})
	if err != nil || len(list) == 0 || booked[slot.ID] != total {
		t.Fatalf("copy: %d bookings, %v places taken (%v)", total, booked[slot.ID], err)
	}
}

// waitBookings waits until the business has at least n bookings.
func waitBookings(t *testing.T, s store.Store, bizID string, n int) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		list, _, err := s.ListBookings(context.Background(), bizID, store.BookingFilter{Page: store.Page{Limit: n}})
		if err == nil && len(list) >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("fewer than %d bookings after 20s (%v)", n, err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestWALStartsAfreshUnderLoad writes turns while a reader reads all the
// time, checkpointing between batches as the background checkpointer does
// every second: past its limit the WAL starts again from its beginning
// instead of growing with every commit (with PASSIVE checkpoints only, a
// reader that never pauses kept it from ever restarting: 20 MiB here).
func TestWALStartsAfreshUnderLoad(t *testing.T) {
	path := newPath(t)
	s := open(t, path, sqlite.Options{CheckpointInterval: time.Hour, WALLimit: 1 << 20})
	biz, _ := storetest.Seed(t, s, 10)
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Go(func() { // a reader that reads all the time, as a busy server's do
		for ctx.Err() == nil {
			if _, _, err := s.ListConversations(ctx, biz.ID, store.ConversationFilter{}); err != nil && ctx.Err() == nil {
				t.Errorf("ListConversations: %v", err)
				return
			}
		}
	})
	text := strings.Repeat("a visitor's message of some length ", 30)
	for i := range 400 {
		if _, err := s.SaveTurn(context.Background(), store.Turn{BusinessID: biz.ID, SessionID: fmt.Sprintf("s%d", i),
			Visitor: store.Message{Text: text}, Reply: store.Message{Text: text}}); err != nil {
			t.Fatal(err)
		}
		if i%50 == 49 {
			if err := s.Checkpoint(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
	}
	cancel()
	wg.Wait()
	db, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	wal, err := os.Stat(path + "-wal")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("database %d KiB, WAL at most %d KiB", db.Size()>>10, wal.Size()>>10)
	if wal.Size() > 6<<20 {
		t.Fatalf("the WAL (%d KiB) kept growing: the database is %d KiB", wal.Size()>>10, db.Size()>>10)
	}
}

func TestFilesAreTheOwnersOnly(t *testing.T) {
	path := newPath(t)
	s := open(t, path, sqlite.Options{})
	storetest.Seed(t, s, 1)
	for _, p := range []string{path, path + "-wal"} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != 0o600 {
			t.Errorf("%s: mode %v, want 0600", p, fi.Mode().Perm())
		}
	}
}
