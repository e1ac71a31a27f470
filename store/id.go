package store

import (
	"crypto/rand"
	"encoding/binary"
	"strings"
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
	var b [16]byte
	ms := uint64(t.UnixMilli())
	binary.BigEndian.PutUint64(b[:8], ms<<16)
	if _, err := rand.Read(b[6:]); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
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
