package store

import (
	"crypto/rand"
	"encoding/binary"
	"strings"
	"sync"
	"time"
)

// ID prefixes, one per resource, as the contract lists them.
const (
	PrefixBusiness     = "biz_"
	PrefixService      = "svc_"
	PrefixSlot         = "slot_"
	PrefixBooking      = "bk_"
	PrefixLead         = "lead_"
	PrefixMessage      = "msg_"
	PrefixConversation = "conv_"
	PrefixWebhook      = "wh_"
	PrefixDelivery     = "whd_"
	PrefixEvent        = "evt_"
	PrefixKey          = "key_"
)

const crockford = "0123456789abcdefghjkmnpqrstvwxyz"

// NewID returns prefix followed by 26 lowercase Crockford base32 characters:
// 48 bits of milliseconds then 80 random bits, so ids sort by creation time
// (the list cursors rely on that).
func NewID(prefix string) string { return NewIDAt(prefix, time.Now()) }

// NewIDAt is NewID with an explicit creation time.
func NewIDAt(prefix string, t time.Time) string {
	var rnd [10]byte
	if _, err := rand.Read(rnd[:]); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return encodeID(prefix, uint64(t.UnixMilli()), rnd)
}

// IDs hands out ids that sort in the order they were made, also within one
// millisecond (where NewIDAt's random part does not): the first id of a
// millisecond has a random part, the next ones add one to it. A backend
// whose lists page by id uses one IDs for all its writes. The zero value is
// ready; it is safe for concurrent use.
type IDs struct {
	mu  sync.Mutex
	ms  uint64
	rnd [10]byte
}

// New returns an id made at t, after every id g made before (a clock that
// steps back keeps the last millisecond).
func (g *IDs) New(prefix string, t time.Time) string {
	g.mu.Lock()
	if ms := uint64(t.UnixMilli()); ms > g.ms {
		g.ms = ms
		if _, err := rand.Read(g.rnd[:]); err != nil {
			panic(err) // crypto/rand never fails on supported platforms
		}
		g.rnd[0] &= 0x7f // room to count up within the millisecond
	} else {
		for i := len(g.rnd) - 1; i >= 0; i-- {
			if g.rnd[i]++; g.rnd[i] != 0 {
				break
			}
		}
	}
	ms, rnd := g.ms, g.rnd
	g.mu.Unlock()
	return encodeID(prefix, ms, rnd)
}

func encodeID(prefix string, ms uint64, rnd [10]byte) string {
	var b [16]byte
	binary.BigEndian.PutUint64(b[:8], ms<<16)
	copy(b[6:], rnd[:])
	// 128 bits -> 26 base32 chars (130 bits, top 2 zero).
	var out strings.Builder
	out.Grow(len(prefix) + 26)
	out.WriteString(prefix)
	hi := binary.BigEndian.Uint64(b[:8])
	lo := binary.BigEndian.Uint64(b[8:])
	for i := 25; i >= 0; i-- {
		shift := uint(i * 5)
		var v uint64
		switch {
		case shift >= 64:
			v = hi >> (shift - 64)
		case shift+5 > 64:
			v = lo>>shift | hi<<(64-shift)
		default:
			v = lo >> shift
		}
		out.WriteByte(crockford[v&31])
	}
	return out.String()
}
