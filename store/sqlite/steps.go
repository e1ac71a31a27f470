package sqlite

import (
	"context"

	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

// txSteps runs the SQL steps of package sqlflow's transactions in tx, a
// write transaction: the transactions' sequence and rules live there,
// their SQL here.
type txSteps struct {
	s  *Store
	tx runner
}

// flowBackend is what package sqlflow needs of s: its clock, its ids (in
// creation order) and its write transactions.
func (s *Store) flowBackend() sqlflow.Backend[txSteps] {
	return sqlflow.Backend[txSteps]{
		Name:  "sqlite",
		Now:   s.clock,
		NewID: s.ids.New,
		InTx: func(ctx context.Context, fn func(txSteps) error) error {
			return s.inTx(ctx, func(tx runner) error { return fn(txSteps{s: s, tx: tx}) })
		},
	}
}
