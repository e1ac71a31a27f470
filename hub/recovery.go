package hub

import (
	"context"
	"errors"
	"sync"
	"time"
)

// maxRecoveryRounds bounds how often one recovery asks the history again
// because live publications kept racing ahead of it.
const maxRecoveryRounds = 5

// announce says which subscribed frame a recovery round sends first.
type announce int

const (
	announceNone     announce = iota // background recovery: only a recovered:false notice
	announceFresh                    // subscribe without since: no recovered field
	announceRecovery                 // subscribe with since: recovered true or false
)

// recoverySet is the set of channels waiting for a recovery worker. It holds
// each channel once, so it is bounded by the channels with local subscribers.
type recoverySet struct {
	mu      sync.Mutex
	pending map[string]struct{}
	order   []string
	wake    chan struct{}
}

func (r *recoverySet) init() {
	r.pending = make(map[string]struct{})
	r.wake = make(chan struct{}, 1)
}

func (r *recoverySet) add(channel string) {
	r.mu.Lock()
	if _, ok := r.pending[channel]; !ok {
		r.pending[channel] = struct{}{}
		r.order = append(r.order, channel)
	}
	r.mu.Unlock()
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

func (r *recoverySet) next() (string, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.order) == 0 {
		return "", false
	}
	ch := r.order[0]
	r.order[0] = ""
	r.order = r.order[1:]
	delete(r.pending, ch)
	return ch, true
}

// recoveryWorker recovers queued channels until ctx ends.
func (h *Hub) recoveryWorker(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-h.rec.wake:
		}
		for {
			ch, ok := h.rec.next()
			if !ok {
				break
			}
			h.recoverChannel(ctx, ch)
			if ctx.Err() != nil {
				return
			}
		}
	}
}

// recoverChannel recovers every subscription of the channel that is waiting
// for it and not already being recovered by its subscriber.
func (h *Hub) recoverChannel(ctx context.Context, channel string) {
	sh := h.shardOf(channel)
	var subs []*sub
	sh.mu.RLock()
	if cs := sh.chans[channel]; cs != nil {
		for s := range cs.subs {
			s.mu.Lock()
			if s.recovering && !s.busy && !s.closed {
				s.busy = true
				subs = append(subs, s)
			}
			s.mu.Unlock()
		}
	}
	sh.mu.RUnlock()
	h.recoverSubs(ctx, channel, subs, announceNone)
}

// recoverSubs brings subscriptions up to date from the broker history, one
// History call per distinct position, then back to live delivery. It
// returns false when the history could not be read at all (the subs were
// told recovered:false, or the subscriber gets an error for ann != none).
func (h *Hub) recoverSubs(ctx context.Context, channel string, subs []*sub, ann announce) bool {
	ok := true
	for round := 0; len(subs) > 0; round++ {
		groups := make(map[StreamPosition][]*sub)
		for _, s := range subs {
			pos := s.position()
			groups[pos] = append(groups[pos], s)
		}
		var pending []*sub
		for since, group := range groups {
			pubs, pos, err := h.history(ctx, channel, since)
			if err != nil && !errors.Is(err, ErrHistoryUnavailable) {
				if ctx.Err() == nil {
					h.log.Warn("hub: reading channel history failed", "channel", channel, "err", err)
				}
				for _, s := range group {
					s.giveUp(ann)
				}
				ok = false
				continue
			}
			frames := make([][]byte, len(pubs))
			for i, p := range pubs {
				frames[i] = eventFrame(wireChannel(channel), p)
			}
			for _, s := range group {
				if !s.apply(pubs, frames, pos, err, ann, h.opts.HistoryLimit, round == maxRecoveryRounds-1) {
					pending = append(pending, s)
				}
			}
		}
		subs, ann = pending, announceNone
	}
	return ok
}

// history calls the broker with a bounded number of retries, so that a
// short broker outage does not cost clients their recovery.
func (h *Hub) history(ctx context.Context, channel string, since StreamPosition) ([]Publication, StreamPosition, error) {
	var err error
	for attempt := range 3 {
		if attempt > 0 {
			t := time.NewTimer(time.Duration(attempt) * 100 * time.Millisecond)
			select {
			case <-ctx.Done():
				t.Stop()
				return nil, StreamPosition{}, ctx.Err()
			case <-t.C:
			}
		}
		cctx, cancel := context.WithTimeout(ctx, h.opts.BrokerTimeout)
		var pubs []Publication
		var pos StreamPosition
		// Ask for one more than the limit: more than HistoryLimit missed
		// publications means recovered:false, whatever the broker keeps.
		pubs, pos, err = h.broker.History(cctx, channel, since, h.opts.HistoryLimit+1)
		cancel()
		if err == nil || errors.Is(err, ErrHistoryUnavailable) {
			return pubs, pos, err
		}
	}
	return nil, StreamPosition{}, err
}

func (s *sub) position() StreamPosition {
	s.mu.Lock()
	defer s.mu.Unlock()
	return StreamPosition{Epoch: s.epoch, Offset: s.offset}
}

// apply delivers one History answer (taken from the sub's position) and
// then the live publications buffered meanwhile. It reports whether the sub
// is live again; false means another round is needed.
func (s *sub) apply(pubs []Publication, frames [][]byte, pos StreamPosition, herr error, ann announce, limit int, last bool) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return true
	}
	fresh := s.epoch == "" // a fresh subscription starts at the current position
	recovered := fresh || herr == nil && pos.Epoch == s.epoch && pos.Offset >= s.offset &&
		pos.Offset-s.offset <= uint64(limit)
	if !recovered || fresh {
		s.epoch, s.offset = pos.Epoch, pos.Offset
	}
	// The subscribed frame goes first: the client learns where the stream
	// resumes before the publications that follow it.
	switch {
	case ann == announceFresh:
		s.c.send(mustJSON(subscribedFrame{Type: "subscribed", Channel: s.wire, Epoch: pos.Epoch, Offset: pos.Offset}))
	case ann == announceRecovery || !recovered:
		s.c.send(mustJSON(subscribedFrame{Type: "subscribed", Channel: s.wire, Epoch: pos.Epoch, Offset: pos.Offset, Recovered: &recovered}))
	}
	if recovered && !fresh {
		for i, p := range pubs {
			if p.Epoch == s.epoch && p.Offset == s.offset+1 {
				s.c.sendWire(frames[i])
				s.offset++
			}
		}
	}
	if s.lost {
		s.lost, s.buf = false, nil
		return s.finishOrRetry(last)
	}
	i := 0
	for ; i < len(s.buf); i++ {
		p := s.buf[i].p
		if p.Epoch != s.epoch || p.Offset <= s.offset {
			continue // older than the position: delivered already or stale epoch
		}
		if p.Offset != s.offset+1 {
			break // a gap between the history answer and the live stream
		}
		s.c.sendWire(s.buf[i].frame)
		s.offset++
	}
	if i < len(s.buf) {
		s.buf = append(s.buf[:0], s.buf[i:]...)
		return s.finishOrRetry(last)
	}
	s.buf, s.recovering, s.busy = nil, false, false
	return true
}

// finishOrRetry ends a recovery that cannot catch up: after the last round
// the client is told recovered:false and the sub goes live from the newest
// buffered publication.
func (s *sub) finishOrRetry(last bool) bool {
	if !last {
		return false
	}
	if n := len(s.buf); n > 0 {
		s.epoch, s.offset = s.buf[n-1].p.Epoch, s.buf[n-1].p.Offset
	}
	f := false
	s.c.send(mustJSON(subscribedFrame{Type: "subscribed", Channel: s.wire, Epoch: s.epoch, Offset: s.offset, Recovered: &f}))
	s.buf, s.recovering, s.busy = nil, false, false
	return true
}

// giveUp ends a recovery whose history could not be read: the position is
// unknown, so the next live publication becomes the new start.
func (s *sub) giveUp(ann announce) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	if ann == announceNone {
		f := false
		s.c.send(mustJSON(subscribedFrame{Type: "subscribed", Channel: s.wire, Epoch: s.epoch, Offset: s.offset, Recovered: &f}))
	}
	s.epoch, s.offset = "", 0
	s.buf, s.lost, s.recovering, s.busy = nil, false, false, false
}
