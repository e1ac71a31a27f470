package memory

import (
	"slices"
	"sort"
	"strings"
)

// chunkSize bounds the run of pointers one change to a list copies or
// allocates. A business's event log grows by a few entries per chat turn to
// tens of thousands; as one flat slice, every doubling would allocate (and
// zero) a new array of all of them and copy it, inside whichever call
// crossed the size, and deleting from the front would move all the rest.
const chunkSize = 256

// sorted keeps a business's (or a webhook's) records ordered by ascending id,
// so that newest-first pages are a walk back from the cursor's position.
// Store-made ids increase, so adding is an append in practice. The records
// sit in chunks of at most chunkSize, each in id order and none empty.
type sorted[T any] struct {
	chunks [][]*T
	id     func(*T) string
}

// listOf returns the list under key in m, creating it empty.
func listOf[T any](m map[string]*sorted[T], key string, id func(*T) string) *sorted[T] {
	l := m[key]
	if l == nil {
		l = &sorted[T]{id: id}
		m[key] = l
	}
	return l
}

// find returns where id is, or where it would go: a chunk and an index in
// it (the end of the last chunk when id is after every record).
func (l *sorted[T]) find(id string) (c, i int, found bool) {
	if len(l.chunks) == 0 {
		return 0, 0, false
	}
	c = sort.Search(len(l.chunks), func(k int) bool {
		ch := l.chunks[k]
		return l.id(ch[len(ch)-1]) >= id
	})
	if c == len(l.chunks) {
		c--
		return c, len(l.chunks[c]), false
	}
	i, found = slices.BinarySearchFunc(l.chunks[c], id, func(x *T, id string) int { return strings.Compare(l.id(x), id) })
	return c, i, found
}

// get returns the record with id, or nil.
func (l *sorted[T]) get(id string) *T {
	if l == nil {
		return nil
	}
	if c, i, ok := l.find(id); ok {
		return l.chunks[c][i]
	}
	return nil
}

func (l *sorted[T]) add(v *T) {
	if len(l.chunks) == 0 {
		l.chunks = append(l.chunks, []*T{v})
		return
	}
	var c, i int
	if last := l.chunks[len(l.chunks)-1]; l.id(last[len(last)-1]) < l.id(v) {
		c, i = len(l.chunks)-1, len(last) // after every record: no search
	} else {
		c, i, _ = l.find(l.id(v))
	}
	ch := l.chunks[c]
	switch {
	case len(ch) < chunkSize:
		l.chunks[c] = slices.Insert(ch, i, v)
	case c == len(l.chunks)-1 && i == len(ch):
		// Past the end of a full list, the usual case: a long list, so
		// the new chunk gets its whole room at once.
		next := make([]*T, 1, chunkSize)
		next[0] = v
		l.chunks = append(l.chunks, next)
	default: // a full chunk: split it
		half := chunkSize / 2
		right := slices.Clone(ch[half:])
		clear(ch[half:])
		left := ch[:half]
		if i <= half {
			left = slices.Insert(left, i, v)
		} else {
			right = slices.Insert(right, i-half, v)
		}
		l.chunks[c] = left
		l.chunks = slices.Insert(l.chunks, c+1, right)
	}
}

func (l *sorted[T]) remove(id string) {
	if l == nil {
		return
	}
	if c, i, ok := l.find(id); ok {
		l.chunks[c] = slices.Delete(l.chunks[c], i, i+1)
		if len(l.chunks[c]) == 0 {
			l.chunks = slices.Delete(l.chunks, c, c+1)
		}
	}
}

// deleteFunc removes the records del reports true for, oldest first.
func (l *sorted[T]) deleteFunc(del func(*T) bool) {
	for c := range l.chunks {
		l.chunks[c] = slices.DeleteFunc(l.chunks[c], del)
	}
	l.chunks = slices.DeleteFunc(l.chunks, func(ch []*T) bool { return len(ch) == 0 })
}

// oldestFrom returns up to limit records, oldest first, from the first one
// that from accepts; from must accept a suffix of the list.
func (l *sorted[T]) oldestFrom(from func(*T) bool, limit int) []*T {
	c := sort.Search(len(l.chunks), func(k int) bool {
		ch := l.chunks[k]
		return from(ch[len(ch)-1])
	})
	var out []*T
	for ; c < len(l.chunks) && len(out) < limit; c++ {
		ch := l.chunks[c]
		i := sort.Search(len(ch), func(k int) bool { return from(ch[k]) })
		out = append(out, ch[i:min(len(ch), i+limit-len(out))]...)
	}
	return out
}

// newestFirst returns up to limit records with an id below cursor (all when
// cursor is empty) that keep accepts (all when keep is nil), newest first,
// and whether more would follow.
func (l *sorted[T]) newestFirst(cursor string, limit int, keep func(*T) bool) ([]*T, bool) {
	if l == nil || len(l.chunks) == 0 {
		return nil, false
	}
	c := len(l.chunks) - 1
	end := len(l.chunks[c])
	if cursor != "" {
		c, end, _ = l.find(cursor)
	}
	var out []*T
	for ; c >= 0; c-- {
		ch := l.chunks[c]
		if end < 0 {
			end = len(ch)
		}
		for i := end - 1; i >= 0; i-- {
			if keep != nil && !keep(ch[i]) {
				continue
			}
			if len(out) == limit {
				return out, true
			}
			out = append(out, ch[i])
		}
		end = -1
	}
	return out, false
}

// each calls fn for every record, oldest first.
func (l *sorted[T]) each(fn func(*T)) {
	if l == nil {
		return
	}
	for _, ch := range l.chunks {
		for _, v := range ch {
			fn(v)
		}
	}
}

// copies maps records to caller-owned copies.
func copies[T, U any](xs []*T, clone func(*T) U) []U {
	out := make([]U, len(xs))
	for i, x := range xs {
		out[i] = clone(x)
	}
	return out
}
