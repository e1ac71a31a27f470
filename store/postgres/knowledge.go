package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
)

const knowledgeColumns = `business_id, id, question, answer, service_id, tags, enabled, created_at, updated_at`

func scanKnowledge(row pgx.Row) (*store.KnowledgeEntry, error) {
	e := store.KnowledgeEntry{Object: "knowledge_entry"}
	err := row.Scan(&e.BusinessID, &e.ID, &e.Question, &e.Answer, &e.ServiceID, &e.Tags, &e.Enabled,
		&e.CreatedAt, &e.UpdatedAt)
	if err != nil {
		return nil, err
	}
	e.CreatedAt, e.UpdatedAt = e.CreatedAt.UTC(), e.UpdatedAt.UTC()
	if e.Tags == nil {
		e.Tags = []string{}
	}
	return &e, nil
}

// checkEntryService answers a parameter error unless the entry's service
// exists, inside the entry's transaction.
func checkEntryService(ctx context.Context, tx pgx.Tx, e *store.KnowledgeEntry) error {
	if e.ServiceID == "" {
		return nil
	}
	var one int
	err := tx.QueryRow(ctx, `SELECT 1 FROM services WHERE business_id = $1 AND id = $2`, e.BusinessID, e.ServiceID).Scan(&one)
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Param("service_id", "no service %s in this business", e.ServiceID)
	}
	return err
}

// CreateKnowledgeEntry stores a new entry. The business row is locked so
// that concurrent creates count the entries one after the other.
func (s *Store) CreateKnowledgeEntry(ctx context.Context, e *store.KnowledgeEntry) error {
	if err := store.ValidateKnowledgeEntry(e); err != nil {
		return err
	}
	now := s.clock()
	if e.ID == "" {
		e.ID = store.NewIDAt(store.PrefixKnowledge, now)
	}
	if e.Tags == nil {
		e.Tags = []string{}
	}
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		var n int
		err := tx.QueryRow(ctx, `SELECT 1 FROM businesses WHERE id = $1 FOR UPDATE`, e.BusinessID).Scan(&n)
		if errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("business %s: %w", e.BusinessID, store.ErrNotFound)
		} else if err != nil {
			return err
		}
		if err := checkEntryService(ctx, tx, e); err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM knowledge_entries WHERE business_id = $1`, e.BusinessID).Scan(&n); err != nil {
			return err
		}
		if n >= store.MaxKnowledgeEntries {
			return store.InvalidState("%s (%d)", store.KnowledgeFull, store.MaxKnowledgeEntries)
		}
		_, err = tx.Exec(ctx, `
			INSERT INTO knowledge_entries (`+knowledgeColumns+`)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
			e.BusinessID, e.ID, e.Question, e.Answer, e.ServiceID, e.Tags, e.Enabled, now)
		return err
	})
	if err != nil {
		return translate(err)
	}
	e.Object = "knowledge_entry"
	e.CreatedAt, e.UpdatedAt = now, now
	return nil
}

// KnowledgeEntry returns one entry of the business.
func (s *Store) KnowledgeEntry(ctx context.Context, businessID, id string) (*store.KnowledgeEntry, error) {
	e, err := scanKnowledge(s.pool.QueryRow(ctx, `
		SELECT `+knowledgeColumns+` FROM knowledge_entries WHERE business_id = $1 AND id = $2`, businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return e, nil
}

// UpdateKnowledgeEntry applies a patch to the locked row and validates the
// result before writing it.
func (s *Store) UpdateKnowledgeEntry(ctx context.Context, businessID, id string, p store.KnowledgePatch) (*store.KnowledgeEntry, error) {
	var out *store.KnowledgeEntry
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		cur, err := scanKnowledge(tx.QueryRow(ctx, `
			SELECT `+knowledgeColumns+` FROM knowledge_entries
			WHERE business_id = $1 AND id = $2 FOR UPDATE`, businessID, id))
		if err != nil {
			return err
		}
		next, err := store.ApplyKnowledgePatch(*cur, p)
		if err != nil {
			return err
		}
		if err := checkEntryService(ctx, tx, &next); err != nil {
			return err
		}
		next.UpdatedAt = s.clock()
		_, err = tx.Exec(ctx, `
			UPDATE knowledge_entries
			SET question = $3, answer = $4, service_id = $5, tags = $6, enabled = $7, updated_at = $8
			WHERE business_id = $1 AND id = $2`,
			businessID, id, next.Question, next.Answer, next.ServiceID, next.Tags, next.Enabled, next.UpdatedAt)
		out = &next
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

// DeleteKnowledgeEntry removes an entry.
func (s *Store) DeleteKnowledgeEntry(ctx context.Context, businessID, id string) error {
	tag, err := s.pool.Exec(ctx, `DELETE FROM knowledge_entries WHERE business_id = $1 AND id = $2`, businessID, id)
	if err != nil {
		return translate(err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("knowledge entry %s: %w", id, store.ErrNotFound)
	}
	return nil
}

// ListKnowledgeEntries pages through a business's entries, newest first.
func (s *Store) ListKnowledgeEntries(ctx context.Context, businessID string, f store.KnowledgeFilter) ([]store.KnowledgeEntry, bool, error) {
	limit := f.Size()
	rows, err := s.pool.Query(ctx, `
		SELECT `+knowledgeColumns+`
		FROM knowledge_entries
		WHERE business_id = $1 AND ($2 = '' OR id < $2) AND ($3 = '' OR service_id = $3)
		  AND ($4 = '' OR $4 = ANY(tags)) AND ($5::boolean IS NULL OR enabled = $5)
		ORDER BY id DESC
		LIMIT $6`, businessID, f.Cursor, f.ServiceID, f.Tag, f.Enabled, limit+1)
	if err != nil {
		return nil, false, translate(err)
	}
	out, err := collect(rows, scanKnowledge)
	if err != nil {
		return nil, false, translate(err)
	}
	out, more := page(out, limit)
	return out, more, nil
}

// EnabledKnowledge returns every enabled entry of a business, oldest first.
func (s *Store) EnabledKnowledge(ctx context.Context, businessID string) ([]store.KnowledgeEntry, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT `+knowledgeColumns+`
		FROM knowledge_entries
		WHERE business_id = $1 AND enabled
		ORDER BY id
		LIMIT $2`, businessID, store.MaxKnowledgeEntries)
	if err != nil {
		return nil, translate(err)
	}
	out, err := collect(rows, scanKnowledge)
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}
