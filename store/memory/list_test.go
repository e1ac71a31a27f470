package memory

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

type rec struct {
	id  string
	seq int
}

func recID(r *rec) string { return r.id }

// check compares every read of l with want, the same records in a sorted
// slice, and that no chunk is empty or over chunkSize.
func check(t *testing.T, l *sorted[rec], want []*rec) {
	t.Helper()
	var got []*rec
	l.each(func(r *rec) { got = append(got, r) })
	if !slices.Equal(got, want) {
		t.Fatalf("each: %d records, want %d", len(got), len(want))
	}
	for c, ch := range l.chunks {
		if len(ch) == 0 || len(ch) > chunkSize {
			t.Fatalf("chunk %d holds %d records", c, len(ch))
		}
	}
	for _, probe := range []int{0, 1, len(want) / 3, len(want) / 2, len(want) - 1} {
		if probe < 0 || probe >= len(want) {
			continue
		}
		r := want[probe]
		if l.get(r.id) != r {
			t.Fatalf("get(%s) misses", r.id)
		}
		if l.get(r.id+"~") != nil {
			t.Fatalf("get(%s~) found something", r.id)
		}
		for _, limit := range []int{1, 7, 300} {
			page, more := l.newestFirst(r.id, limit, nil)
			before := want[:probe]
			n := min(limit, len(before))
			for k := 0; k < n; k++ {
				if page[k] != before[len(before)-1-k] {
					t.Fatalf("newestFirst(%s, %d)[%d] = %s, want %s", r.id, limit, k, page[k].id, before[len(before)-1-k].id)
				}
			}
			if len(page) != n || more != (len(before) > limit) {
				t.Fatalf("newestFirst(%s, %d): %d records, more %v; want %d, %v", r.id, limit, len(page), more, n, len(before) > limit)
			}
		}
		from := l.oldestFrom(func(x *rec) bool { return x.id >= r.id }, 300)
		if n := min(300, len(want)-probe); len(from) != n || (n > 0 && (from[0] != r || from[n-1] != want[probe+n-1])) {
			t.Fatalf("oldestFrom(%s): %d records, want %d", r.id, len(from), n)
		}
	}
	all, more := l.newestFirst("", len(want)+1, nil)
	if more || len(all) != len(want) || (len(all) > 0 && all[0] != want[len(want)-1]) {
		t.Fatalf("newestFirst(\"\"): %d records, more %v; want %d", len(all), more, len(want))
	}
}

// TestSortedChunks adds, removes and prunes thousands of records in
// increasing, random and decreasing id order, across many chunk splits.
func TestSortedChunks(t *testing.T) {
	for _, order := range []string{"increasing", "random", "decreasing"} {
		t.Run(order, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, 2))
			l := &sorted[rec]{id: recID}
			var want []*rec
			n := 5 * chunkSize
			keys := make([]int, n)
			for i := range keys {
				keys[i] = i
			}
			switch order {
			case "random":
				rng.Shuffle(n, func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
			case "decreasing":
				slices.Reverse(keys)
			}
			for k, key := range keys {
				r := &rec{id: fmt.Sprintf("r%06d", key), seq: key}
				l.add(r)
				i, _ := slices.BinarySearchFunc(want, r.id, func(x *rec, id string) int {
					return strings.Compare(x.id, id)
				})
				want = slices.Insert(want, i, r)
				if k%97 == 0 {
					check(t, l, want)
				}
			}
			check(t, l, want)
			for k := 0; k < n/2; k++ {
				i := rng.IntN(len(want))
				l.remove(want[i].id)
				want = slices.Delete(want, i, i+1)
				if k%89 == 0 {
					check(t, l, want)
				}
			}
			l.remove("nope")
			check(t, l, want)
			l.deleteFunc(func(r *rec) bool { return r.seq%3 != 0 })
			want = slices.DeleteFunc(want, func(r *rec) bool { return r.seq%3 != 0 })
			check(t, l, want)
			l.deleteFunc(func(*rec) bool { return true })
			check(t, l, nil)
			if len(l.chunks) != 0 {
				t.Fatalf("%d chunks left in an empty list", len(l.chunks))
			}
		})
	}
}
