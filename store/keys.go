package store

import (
	"crypto/rand"
	"math/big"
	"strings"
)

// Key text prefixes.
const (
	KeyPrefixLive        = "tc_live_"
	KeyPrefixTest        = "tc_test_"
	KeyPrefixPublishable = "tc_pk_"
)

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// GenerateKeySecret returns prefix followed by 43 base62 characters encoding 32
// random bytes.
func GenerateKeySecret(prefix string) string {
	var raw [32]byte
	if _, err := rand.Read(raw[:]); err != nil {
		panic(err)
	}
	n := new(big.Int).SetBytes(raw[:])
	buf := make([]byte, 43)
	base := big.NewInt(62)
	mod := new(big.Int)
	for i := 42; i >= 0; i-- {
		n.DivMod(n, base, mod)
		buf[i] = base62[mod.Int64()]
	}
	return prefix + string(buf)
}

// KeyKindOf tells a key's kind from its text, and whether it is well formed:
// a known prefix followed by at least minBody base62 characters (43 for
// generated keys, 24 for operator-set ones).
func KeyKindOf(key string, minBody int) (kind string, ok bool) {
	var body string
	switch {
	case strings.HasPrefix(key, KeyPrefixLive):
		kind, body = KeySecret, key[len(KeyPrefixLive):]
	case strings.HasPrefix(key, KeyPrefixTest):
		kind, body = KeySecret, key[len(KeyPrefixTest):]
	case strings.HasPrefix(key, KeyPrefixPublishable):
		kind, body = KeyPublishable, key[len(KeyPrefixPublishable):]
	default:
		return "", false
	}
	if len(body) < minBody || len(body) > 128 {
		return "", false
	}
	for i := 0; i < len(body); i++ {
		if !strings.ContainsRune(base62, rune(body[i])) {
			return "", false
		}
	}
	return kind, true
}

// DisplayPrefixLength is how much of a key is kept for display (the
// contract's "first 12 characters").
const DisplayPrefixLength = 12

// DisplayPrefix is the part of a key kept for display: its first 12
// characters (the kind prefix and the start of the body), never more than
// half of a short operator-set key.
func DisplayPrefix(key string) string {
	n := min(DisplayPrefixLength, len(key)/2)
	return key[:n]
}

// NewAPIKey builds the stored form of a freshly generated key and returns the
// key text, which must be shown once and never stored.
func NewAPIKey(businessID, kind string, scopes []string) (*APIKey, string) {
	prefix := KeyPrefixLive
	if kind == KeyPublishable {
		prefix = KeyPrefixPublishable
		scopes = nil
	}
	secret := GenerateKeySecret(prefix)
	return KeyFromSecret(businessID, kind, secret, scopes), secret
}

// KeyFromSecret builds the stored form of a given key text (operator-set keys).
func KeyFromSecret(businessID, kind, secret string, scopes []string) *APIKey {
	return &APIKey{
		ID:         NewID(PrefixKey),
		BusinessID: businessID,
		Kind:       kind,
		Prefix:     DisplayPrefix(secret),
		Hash:       HashKey(secret),
		Scopes:     scopes,
	}
}
