package rest

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/tourchat/tourchat/store"
)

// list is the contract's list envelope.
type list[T any] struct {
	Object     string  `json:"object"`
	Data       []T     `json:"data"`
	HasMore    bool    `json:"has_more"`
	NextCursor *string `json:"next_cursor"`
}

func newList[T any](data []T, hasMore bool, lastID func(T) string) list[T] {
	if data == nil {
		data = []T{}
	}
	l := list[T]{Object: "list", Data: data, HasMore: hasMore}
	if hasMore && len(data) > 0 {
		c := lastID(data[len(data)-1])
		l.NextCursor = &c
	}
	return l
}

// queryParams checks a query string: only the allowed names, each at most
// once. Unknown or repeated names answer 400 with that name.
func queryParams(r *http.Request, allowed ...string) (url.Values, error) {
	v, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		return nil, paramError("query", "the query string is malformed")
	}
	for name, vals := range v {
		if name == "" {
			return nil, paramError("query", "query parameter names must not be empty")
		}
		if !store.ValidText(name) {
			return nil, paramError("query", "query parameter names must be valid UTF-8 text without NUL characters")
		}
		for _, val := range vals {
			if !store.ValidText(val) {
				return nil, paramError(name, name+" must be valid UTF-8 text without NUL characters")
			}
		}
		ok := false
		for _, a := range allowed {
			if a == name {
				ok = true
				break
			}
		}
		if !ok {
			return nil, paramError(name, "unknown parameter "+name)
		}
		if len(vals) > 1 {
			return nil, paramError(name, name+" may be given once")
		}
	}
	return v, nil
}

// qInt reads an optional integer parameter within [min, max].
func qInt(v url.Values, name string, def, min, max int) (int, error) {
	s := v.Get(name)
	if s == "" {
		if v.Has(name) {
			return 0, paramError(name, name+" must be an integer")
		}
		return def, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < min || n > max {
		return 0, paramError(name, name+" must be an integer from "+strconv.Itoa(min)+" to "+strconv.Itoa(max))
	}
	return n, nil
}

// qDate reads an optional YYYY-MM-DD date in loc.
func qDate(v url.Values, name string, loc *time.Location) (time.Time, bool, error) {
	s := v.Get(name)
	if s == "" {
		if v.Has(name) {
			return time.Time{}, false, paramError(name, name+" must be a date in YYYY-MM-DD format")
		}
		return time.Time{}, false, nil
	}
	t, err := parseDate(s, loc)
	if err != nil {
		return time.Time{}, false, paramError(name, name+" must be a date in YYYY-MM-DD format")
	}
	return t, true, nil
}

func parseDate(s string, loc *time.Location) (time.Time, error) {
	if len(s) != 10 {
		return time.Time{}, strconv.ErrSyntax
	}
	return time.ParseInLocation(store.DateLayout, s, loc)
}

// qPage reads limit (1..100, default 20) and cursor.
func qPage(v url.Values) (store.Page, error) {
	limit, err := qInt(v, "limit", 20, 1, 100)
	if err != nil {
		return store.Page{}, err
	}
	c := v.Get("cursor")
	if len(c) > 128 {
		return store.Page{}, paramError("cursor", "cursor is malformed")
	}
	return store.Page{Limit: limit, Cursor: c}, nil
}

// pageOnly reads a query that may hold only limit and cursor.
func pageOnly(r *http.Request) (store.Page, error) {
	q, err := queryParams(r, "limit", "cursor")
	if err != nil {
		return store.Page{}, err
	}
	return qPage(q)
}

// today returns the business's local calendar date at now.
func today(now time.Time, loc *time.Location) time.Time {
	y, m, d := now.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, loc)
}
