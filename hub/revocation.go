package hub

import (
	"context"
	"encoding/json"
	"time"
)

// KeyRevoked reports whether a business's API key has been revoked (or no
// longer exists). The hub asks it about the keys its live connections were
// opened with.
type KeyRevoked func(ctx context.Context, businessID, keyID string) (bool, error)

// credential is a key a connection was opened with.
type credential struct{ business, key string }

// watchRevocations closes, every interval, the connections whose key was
// revoked, with 4001. Each instance checks its own connections against the
// store, so a revocation made anywhere (the API, the CLI, another instance)
// reaches every instance within one interval, whatever the broker.
func (h *Hub) watchRevocations(ctx context.Context) {
	t := time.NewTicker(h.opts.RevocationInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		h.closeRevoked(ctx)
	}
}

// closeRevoked checks each distinct key of the live connections once.
func (h *Hub) closeRevoked(ctx context.Context) {
	h.mu.Lock()
	byCred := map[credential][]*conn{}
	for c := range h.conns {
		if c.client.KeyID != "" {
			k := credential{c.client.BusinessID, c.client.KeyID}
			byCred[k] = append(byCred[k], c)
		}
	}
	h.mu.Unlock()
	for k, conns := range byCred {
		cctx, cancel := context.WithTimeout(ctx, h.opts.BrokerTimeout)
		revoked, err := h.opts.KeyRevoked(cctx, k.business, k.key)
		cancel()
		if err != nil {
			if ctx.Err() == nil {
				h.log.Warn("hub: checking a key for revocation failed", "key_id", k.key, "err", err)
			}
			continue
		}
		if !revoked {
			continue
		}
		for _, c := range conns {
			c.closeWith(StatusUnauthorized, "key revoked")
		}
	}
}

// revocationChannel is the broker channel carrying revocation signals
// between instances. It cannot collide with a business's channels, whose
// names start with the business id.
const revocationChannel = "_hub:revoked"

// revocationSignal is what a revocation signal carries: which key, never its
// secret.
type revocationSignal struct {
	BusinessID string `json:"business_id"`
	KeyID      string `json:"key_id"`
}

// RevokeKey closes, with 4001, the connections opened with the key at once:
// on this instance directly, and on the others through a broker signal
// (Signaller) when the broker spans instances. It is called after the store
// recorded the revocation; a signal that is lost is made good by the
// periodic check (Options.KeyRevoked) within RevocationInterval.
func (h *Hub) RevokeKey(ctx context.Context, businessID, keyID string) error {
	h.closeKey(businessID, keyID)
	sg, ok := h.broker.(Signaller)
	if !ok {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, h.opts.BrokerTimeout)
	defer cancel()
	return sg.Signal(ctx, revocationChannel, mustJSON(revocationSignal{BusinessID: businessID, KeyID: keyID}))
}

// closeKey closes this instance's connections opened with the key.
func (h *Hub) closeKey(businessID, keyID string) {
	if keyID == "" {
		return
	}
	h.mu.Lock()
	var conns []*conn
	for c := range h.conns {
		if c.client.KeyID == keyID && c.client.BusinessID == businessID {
			conns = append(conns, c)
		}
	}
	h.mu.Unlock()
	for _, c := range conns {
		c.closeWith(StatusUnauthorized, "key revoked")
	}
}

// handleRevocation acts on a revocation signal from the broker.
func (h *Hub) handleRevocation(data []byte) {
	var s revocationSignal
	if err := json.Unmarshal(data, &s); err != nil {
		h.log.Warn("hub: malformed revocation signal", "err", err)
		return
	}
	h.closeKey(s.BusinessID, s.KeyID)
}

// subscribeRevocations subscribes this instance to revocation signals once
// the broker runs, retrying until it succeeds or ctx ends. A broker that
// reconnects subscribes its channels again by itself.
func (h *Hub) subscribeRevocations(ctx context.Context) {
	backoff := 100 * time.Millisecond
	for {
		cctx, cancel := context.WithTimeout(ctx, h.opts.BrokerTimeout)
		err := h.broker.Subscribe(cctx, revocationChannel)
		cancel()
		if err == nil || ctx.Err() != nil {
			return
		}
		h.log.Warn("hub: subscribing to revocation signals failed", "err", err)
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(2*backoff, 5*time.Second)
	}
}
