package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

// txSteps runs the SQL steps of package sqlflow's transactions in tx: the
// transactions' sequence and rules live there, their SQL here.
type txSteps struct {
	s  *Store
	tx pgx.Tx
}

// flowBackend is what package sqlflow needs of s: its clock, its ids and
// its transactions (retried on a deadlock, see inTx).
func (s *Store) flowBackend() sqlflow.Backend[txSteps] {
	return sqlflow.Backend[txSteps]{
		Name:  "postgres",
		Now:   s.clock,
		NewID: store.NewIDAt,
		InTx: func(ctx context.Context, fn func(txSteps) error) error {
			return s.inTx(ctx, func(tx pgx.Tx) error { return fn(txSteps{s: s, tx: tx}) })
		},
	}
}
