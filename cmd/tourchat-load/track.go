package main

import (
	"sync"
	"time"
)

// tracker remembers when the tool sent each request, by the load id it
// carried in metadata and by session, so deliveries can be timed from the
// send rather than from the server's clock. It is bounded by the run's
// request budget.
type tracker struct {
	mu      sync.Mutex
	loadIDs map[string]time.Time
	session map[string]time.Time // last send per session
}

func newTracker() *tracker {
	return &tracker{loadIDs: make(map[string]time.Time), session: make(map[string]time.Time)}
}

func (t *tracker) sent(loadID, session string, at time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.loadIDs[loadID] = at
	if session != "" {
		t.session[session] = at
	}
}

func (t *tracker) byLoadID(id string) (time.Time, bool) {
	if id == "" {
		return time.Time{}, false
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	at, ok := t.loadIDs[id]
	return at, ok
}

func (t *tracker) bySession(s string) (time.Time, bool) {
	if s == "" {
		return time.Time{}, false
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	at, ok := t.session[s]
	return at, ok
}
