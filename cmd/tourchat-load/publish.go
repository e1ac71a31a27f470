package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// Publish modes.
const (
	modeNone    = "none"
	modeChat    = "chat"    // POST /v1/chat
	modeWSChat  = "ws-chat" // chat frames, on one WebSocket per session (up to maxWSChatConns)
	modeBooking = "booking" // POST /v1/bookings
)

// maxWSChatConns bounds the connections ws-chat opens; sessions beyond it
// share them.
const maxWSChatConns = 1000

// chatLines are what the simulated visitors say, in turn.
var chatLines = []string{
	"Hi! What tours do you have tomorrow?",
	"Do you have anything on Saturday for 2 people?",
	"How much is the boat tour?",
	"Hola, ¿qué tours tenéis mañana por la mañana?",
	"Bonjour, avez-vous une visite guidée demain ?",
	"Is there a food tour this weekend for 4?",
}

// apiError is the contract's error body, enough to name a failure.
type apiError struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// call sends a JSON request and decodes a 2xx answer into out.
func (r *run) call(ctx context.Context, method, path string, body any, header http.Header, out any) (int, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, err
		}
		rd = bytes.NewReader(b)
	}
	u := *r.pubBase
	p, query, _ := strings.Cut(path, "?")
	u.Path = strings.TrimSuffix(u.Path, "/") + p
	u.RawQuery = query
	rctx, cancel := context.WithTimeout(ctx, r.cfg.requestTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(rctx, method, u.String(), rd)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+r.cfg.key)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := r.hc.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return resp.StatusCode, err
	}
	if resp.StatusCode/100 != 2 {
		var e apiError
		_ = json.Unmarshal(data, &e)
		return resp.StatusCode, fmt.Errorf("%s %s: %d %s", method, p, resp.StatusCode, e.Error.Code)
	}
	if out != nil {
		return resp.StatusCode, json.Unmarshal(data, out)
	}
	return resp.StatusCode, nil
}

// chatHTTP is one chat turn over POST /v1/chat.
func (r *run) chatHTTP(ctx context.Context, n int64) error {
	id := r.loadID(n)
	session := r.sessions[int(n)%len(r.sessions)]
	start := time.Now()
	r.track.sent(id, session, start)
	_, err := r.call(ctx, http.MethodPost, "/v1/chat", map[string]any{
		"business_id": r.cfg.business, "session_id": session,
		"message": chatLines[int(n)%len(chatLines)], "metadata": map[string]string{"load_id": id},
	}, nil, nil)
	if err == nil {
		r.turn.Add(time.Since(start))
	}
	return err
}

// wsChatter sends chat frames on one WebSocket and times each reply; the
// sessions it chats in always use it, so their turns stay in order.
type wsChatter struct {
	c *websocket.Conn

	mu      sync.Mutex
	pending map[string]time.Time
}

func (r *run) newWSChatter(ctx context.Context) (*wsChatter, error) {
	c, err := r.dialWS(ctx, wsURL(r.pubBase))
	if err != nil {
		return nil, err
	}
	return &wsChatter{c: c, pending: make(map[string]time.Time)}, nil
}

// read matches chat.reply frames to the sends until ctx ends; it owns the
// connection's reads.
func (w *wsChatter) read(ctx context.Context, r *run) {
	for {
		_, data, err := w.c.Read(ctx)
		if err != nil {
			if ctx.Err() == nil {
				r.errs.Add("ws-chat read", err)
			}
			return
		}
		var f frame
		if json.Unmarshal(data, &f) != nil {
			continue
		}
		w.mu.Lock()
		start, ok := w.pending[f.ReplyTo]
		delete(w.pending, f.ReplyTo)
		w.mu.Unlock()
		switch {
		case !ok:
		case f.Type == "chat.reply":
			r.turn.Add(time.Since(start))
			r.pubOK.Add(1)
		case f.Type == "error":
			r.pubFailed.Add(1)
			r.errs.Add("ws-chat", errors.New(string(f.Error)))
		}
	}
}

// send writes one chat frame; its outcome is counted when the reply comes.
func (w *wsChatter) send(ctx context.Context, r *run, n int64) error {
	id := r.loadID(n)
	session := r.sessions[int(n)%len(r.sessions)]
	start := time.Now()
	r.track.sent(id, session, start)
	w.mu.Lock()
	w.pending[id] = start
	w.mu.Unlock()
	return writeJSON(ctx, w.c, map[string]any{
		"type": "chat", "id": id, "session_id": session, "message": chatLines[int(n)%len(chatLines)],
		"metadata": map[string]string{"load_id": id},
	})
}

// slot is a bookable slot from GET /v1/bookings.
type slot struct {
	SlotID       string `json:"slot_id"`
	Availability int    `json:"availability"`
	Bookable     bool   `json:"bookable"`
}

// slotPool hands out bookable slots, refilling from the next days as they
// fill up.
type slotPool struct {
	mu      sync.Mutex
	slots   []slot
	next    int
	nextDay int // days from today still to read
}

const maxSlotDays = 60

// pick returns a slot with places left, reading more days when needed.
func (r *run) pickSlot(ctx context.Context) (string, error) {
	p := &r.slots
	p.mu.Lock()
	defer p.mu.Unlock() // held across the refill GET on purpose: one refill at a time
	for len(p.slots) == 0 {
		if p.nextDay >= maxSlotDays {
			return "", errors.New("no bookable slot in the next 60 days")
		}
		var avail struct {
			Slots []slot `json:"slots"`
		}
		day := time.Now().AddDate(0, 0, p.nextDay).Format("2006-01-02")
		p.nextDay++
		if _, err := r.call(ctx, http.MethodGet, "/v1/bookings?date="+day, nil, nil, &avail); err != nil {
			return "", err
		}
		for _, s := range avail.Slots {
			if s.Bookable && s.Availability > 0 {
				p.slots = append(p.slots, s)
			}
		}
	}
	i := p.next % len(p.slots)
	p.next++
	s := &p.slots[i]
	s.Availability--
	id := s.SlotID
	if s.Availability <= 0 {
		p.slots = append(p.slots[:i], p.slots[i+1:]...)
	}
	return id, nil
}

// dropSlot forgets a slot the server refused.
func (r *run) dropSlot(id string) {
	p := &r.slots
	p.mu.Lock()
	defer p.mu.Unlock()
	for i, s := range p.slots {
		if s.SlotID == id {
			p.slots = append(p.slots[:i], p.slots[i+1:]...)
			return
		}
	}
}

// book is one POST /v1/bookings of one guest.
func (r *run) book(ctx context.Context, n int64) error {
	slotID, err := r.pickSlot(ctx)
	if err != nil {
		return err
	}
	id := r.loadID(n)
	start := time.Now()
	r.track.sent(id, "", start)
	var created struct {
		ID string `json:"id"`
	}
	status, err := r.call(ctx, http.MethodPost, "/v1/bookings", map[string]any{
		"slot_id": slotID, "guests": 1,
		"customer": map[string]string{"name": "Load Test", "email": "load+" + id + "@example.com"},
		"notes":    "tourchat-load", "metadata": map[string]string{"load_id": id},
	}, http.Header{"Idempotency-Key": {id}}, &created)
	if status == http.StatusConflict {
		r.dropSlot(slotID)
	}
	if err != nil {
		return err
	}
	r.turn.Add(time.Since(start))
	r.bookingsMu.Lock()
	r.bookings = append(r.bookings, created.ID)
	r.bookingsMu.Unlock()
	return nil
}

// cancelBookings cancels what the run booked, a few at a time, so the
// target's availability is as before.
func (r *run) cancelBookings(ctx context.Context) (cancelled int) {
	r.bookingsMu.Lock()
	ids := append([]string(nil), r.bookings...)
	r.bookingsMu.Unlock()
	var (
		wg  sync.WaitGroup
		mu  sync.Mutex
		sem = make(chan struct{}, 8)
	)
	for _, id := range ids {
		if id == "" {
			continue
		}
		sem <- struct{}{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			_, err := r.call(ctx, http.MethodPost, "/v1/bookings/"+id+"/cancel",
				map[string]string{"reason": "tourchat-load cleanup"}, nil, nil)
			if err != nil {
				r.errs.Add("cancel", err)
				return
			}
			mu.Lock()
			cancelled++
			mu.Unlock()
		}()
	}
	wg.Wait()
	return cancelled
}
