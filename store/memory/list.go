package memory

import (
	"slices"
	"strings"
)

// sorted keeps a business's (or a webhook's) records ordered by ascending id,
// so that newest-first pages are a walk back from the cursor's position.
// Store-made ids increase, so adding is an append in practice.
type sorted[T any] struct {
	items []*T
	id    func(*T) string
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

func (l *sorted[T]) pos(id string) (int, bool) {
	return slices.BinarySearchFunc(l.items, id, func(x *T, id string) int { return strings.Compare(l.id(x), id) })
}

func (l *sorted[T]) add(v *T) {
	i, _ := l.pos(l.id(v))
	l.items = slices.Insert(l.items, i, v)
}

func (l *sorted[T]) remove(id string) {
	if l == nil {
		return
	}
	if i, ok := l.pos(id); ok {
		l.items = slices.Delete(l.items, i, i+1)
	}
}

// newestFirst returns up to limit records with an id below cursor (all when
// cursor is empty) that keep accepts (all when keep is nil), newest first,
// and whether more would follow.
func (l *sorted[T]) newestFirst(cursor string, limit int, keep func(*T) bool) ([]*T, bool) {
	if l == nil {
		return nil, false
	}
	end := len(l.items)
	if cursor != "" {
		end, _ = l.pos(cursor)
	}
	var out []*T
	for i := end - 1; i >= 0; i-- {
		if keep != nil && !keep(l.items[i]) {
			continue
		}
		if len(out) == limit {
			return out, true
		}
		out = append(out, l.items[i])
	}
	return out, false
}

// each calls fn for every record, oldest first.
func (l *sorted[T]) each(fn func(*T)) {
	if l == nil {
		return
	}
	for _, v := range l.items {
		fn(v)
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
