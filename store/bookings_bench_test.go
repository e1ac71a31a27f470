package store_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/memory"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/sqlite"
)

// BenchmarkBookings books one guest at a time through store.Book, the
// path POST /v1/bookings takes, from 8 goroutines per CPU over 50 slots:
// the bookings per second each backend sustains, every one committed with
// its places, its event and (on SQLite and Postgres) on disk.
func BenchmarkBookings(b *testing.B) {
	backends := []struct {
		name string
		open func(b *testing.B) store.Store
	}{
		{"memory", func(*testing.B) store.Store { return memory.New(memory.Options{}) }},
		{"sqlite", func(b *testing.B) store.Store {
			s, err := sqlite.Open(context.Background(), filepath.Join(b.TempDir(), "tourchat.db"), sqlite.Options{})
			if err != nil {
				b.Fatal(err)
			}
			return s
		}},
		{"sqlite-full", func(b *testing.B) store.Store {
			s, err := sqlite.Open(context.Background(), filepath.Join(b.TempDir(), "tourchat.db"), sqlite.Options{Synchronous: "FULL"})
			if err != nil {
				b.Fatal(err)
			}
			return s
		}},
		{"postgres", func(b *testing.B) store.Store {
			s, err := postgres.Open(context.Background(), pgtest.NewDatabase(b), postgres.Options{})
			if err != nil {
				b.Fatal(err)
			}
			return s
		}},
	}
	for _, be := range backends {
		b.Run(be.name, func(b *testing.B) {
			s := be.open(b)
			defer s.Close()
			ctx := context.Background()
			biz := &store.Business{ID: store.NewID(store.PrefixBusiness), Name: "Bench Tours", Timezone: "Europe/Lisbon", Currency: "EUR"}
			if err := s.CreateBusiness(ctx, biz); err != nil {
				b.Fatal(err)
			}
			sched := store.Schedule{}
			for _, d := range store.Weekdays {
				sched[d] = []string{"09:00"}
			}
			svc := &store.Service{ID: "svc_bench", BusinessID: biz.ID, Name: store.Text{"en": "Bench"}, DurationMinutes: 60,
				Price: 10, Capacity: 1 << 20, Schedule: sched}
			if err := s.UpsertService(ctx, svc); err != nil {
				b.Fatal(err)
			}
			var slots []string
			for d := range 50 {
				day := time.Now().In(biz.Location()).AddDate(0, 0, 1+d)
				slots = append(slots, svc.SlotsOn(day, biz.Location())[0].ID)
			}
			var n atomic.Int64
			b.SetParallelism(8)
			b.ResetTimer()
			start := time.Now()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					i := n.Add(1)
					_, err := store.Book(ctx, s, biz, store.BookingRequest{SlotID: slots[i%int64(len(slots))], Guests: 1,
						Source: store.SourceAPI, Customer: store.Customer{Name: "B", Email: fmt.Sprintf("b%d@example.com", i)}}, time.Now())
					if err != nil {
						b.Error(err)
						return
					}
				}
			})
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "bookings/s")
		})
	}
}
