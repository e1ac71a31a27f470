package hub

import (
	"context"
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
