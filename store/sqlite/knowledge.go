package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/tourchat/tourchat/store"
)

const knowledgeColumns = `business_id, id, question, answer, service_id, tags, enabled, created_at, updated_at`

func scanKnowledge(row scanner) (*store.KnowledgeEntry, error) {
	e := store.KnowledgeEntry{Object: "knowledge_entry"}
	var q, a, tags []byte
	var created, updated int64
	err := row.Scan(&e.BusinessID, &e.ID, &q, &a, &e.ServiceID, &tags, &e.Enabled, &created, &updated)
	if err != nil {
		return nil, err
	}
	for _, d := range []struct {
		raw []byte
		v   any
	}{{q, &e.Question}, {a, &e.Answer}, {tags, &e.Tags}} {
		if err := decode(d.raw, d.v); err != nil {
			return nil, err
		}
	}
	if e.Tags == nil {
		e.Tags = []string{}
	}
	e.CreatedAt, e.UpdatedAt = fromUS(created), fromUS(updated)
	return &e, nil
}

// checkEntryService answers a parameter error unless the entry's service
// exists, inside the entry's transaction.
func checkEntryService(ctx context.Context, tx runner, e *store.KnowledgeEntry) error {
	if e.ServiceID == "" {
		return nil
	}
	var one int
	err := tx.QueryRowContext(ctx, `SELECT 1 FROM services WHERE business_id = ? AND id = ?`, e.BusinessID, e.ServiceID).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return store.Param("service_id", "no service %s in this business", e.ServiceID)
	}
	return translate(err)
}

// knowledgeDocs encodes an entry's JSON columns.
func knowledgeDocs(e *store.KnowledgeEntry) (q, a, tags string, err error) {
	if q, err = jsonText(textOrEmpty(e.Question)); err != nil {
		return
	}
	if a, err = jsonText(textOrEmpty(e.Answer)); err != nil {
		return
	}
	tags, err = jsonText(nonNil(e.Tags))
	return
}

// CreateKnowledgeEntry stores a new entry; the count of the business's
// entries is checked inside the write transaction.
func (s *Store) CreateKnowledgeEntry(ctx context.Context, e *store.KnowledgeEntry) error {
	if err := store.ValidateKnowledgeEntry(e); err != nil {
		return err
	}
	now := s.clock()
	if e.ID == "" {
		e.ID = s.ids.New(store.PrefixKnowledge, now)
	}
	if e.Tags == nil {
		e.Tags = []string{}
	}
	q, a, tags, err := knowledgeDocs(e)
	if err != nil {
		return err
	}
	err = s.inTx(ctx, func(tx runner) error {
		var n int
		err := tx.QueryRowContext(ctx, `SELECT 1 FROM businesses WHERE id = ?`, e.BusinessID).Scan(&n)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("business %s: %w", e.BusinessID, store.ErrNotFound)
		} else if err != nil {
			return translate(err)
		}
		if err := checkEntryService(ctx, tx, e); err != nil {
			return err
		}
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM knowledge_entries WHERE business_id = ?`, e.BusinessID).Scan(&n); err != nil {
			return translate(err)
		}
		if n >= store.MaxKnowledgeEntries {
			return store.InvalidState("%s (%d)", store.KnowledgeFull, store.MaxKnowledgeEntries)
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO knowledge_entries (`+knowledgeColumns+`)
			VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)`,
			e.BusinessID, e.ID, q, a, e.ServiceID, tags, e.Enabled, us(now))
		return translate(err)
	})
	if err != nil {
		return err
	}
	e.Object = "knowledge_entry"
	e.CreatedAt, e.UpdatedAt = now, now
	return nil
}

// KnowledgeEntry returns one entry of the business.
func (s *Store) KnowledgeEntry(ctx context.Context, businessID, id string) (*store.KnowledgeEntry, error) {
	e, err := scanKnowledge(s.rd().QueryRowContext(ctx, `
		SELECT `+knowledgeColumns+` FROM knowledge_entries WHERE business_id = ? AND id = ?`, businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return e, nil
}

// UpdateKnowledgeEntry applies a patch inside the write transaction and
// validates the result before writing it.
func (s *Store) UpdateKnowledgeEntry(ctx context.Context, businessID, id string, p store.KnowledgePatch) (*store.KnowledgeEntry, error) {
	var out *store.KnowledgeEntry
	err := s.inTx(ctx, func(tx runner) error {
		cur, err := scanKnowledge(tx.QueryRowContext(ctx, `
			SELECT `+knowledgeColumns+` FROM knowledge_entries WHERE business_id = ? AND id = ?`, businessID, id))
		if err != nil {
			return translate(err)
		}
		next, err := store.ApplyKnowledgePatch(*cur, p)
		if err != nil {
			return err
		}
		if err := checkEntryService(ctx, tx, &next); err != nil {
			return err
		}
		next.UpdatedAt = s.clock()
		q, a, tags, err := knowledgeDocs(&next)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `
			UPDATE knowledge_entries
			SET question = ?, answer = ?, service_id = ?, tags = ?, enabled = ?, updated_at = ?
			WHERE business_id = ? AND id = ?`,
			q, a, next.ServiceID, tags, next.Enabled, us(next.UpdatedAt), businessID, id)
		out = &next
		return translate(err)
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// DeleteKnowledgeEntry removes an entry.
func (s *Store) DeleteKnowledgeEntry(ctx context.Context, businessID, id string) error {
	res, err := s.wr().ExecContext(ctx, `DELETE FROM knowledge_entries WHERE business_id = ? AND id = ?`, businessID, id)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("knowledge entry %s: %w", id, store.ErrNotFound)
	}
	return nil
}

// ListKnowledgeEntries pages through a business's entries, newest first.
func (s *Store) ListKnowledgeEntries(ctx context.Context, businessID string, f store.KnowledgeFilter) ([]store.KnowledgeEntry, bool, error) {
	limit := f.Size()
	var enabled any
	if f.Enabled != nil {
		enabled = *f.Enabled
	}
	rows, err := s.rd().QueryContext(ctx, `
		SELECT `+knowledgeColumns+`
		FROM knowledge_entries
		WHERE business_id = ?1 AND (?2 = '' OR id < ?2) AND (?3 = '' OR service_id = ?3)
		  AND (?4 = '' OR EXISTS (SELECT 1 FROM json_each(tags) WHERE value = ?4))
		  AND (?5 IS NULL OR enabled = ?5)
		ORDER BY id DESC
		LIMIT ?6`, businessID, f.Cursor, f.ServiceID, f.Tag, enabled, limit+1)
	out, err := collect(rows, err, scanKnowledge)
	if err != nil {
		return nil, false, err
	}
	out, more := page(out, limit)
	return out, more, nil
}

// EnabledKnowledge returns every enabled entry of a business, oldest first.
func (s *Store) EnabledKnowledge(ctx context.Context, businessID string) ([]store.KnowledgeEntry, error) {
	rows, err := s.rd().QueryContext(ctx, `
		SELECT `+knowledgeColumns+`
		FROM knowledge_entries
		WHERE business_id = ? AND enabled
		ORDER BY id
		LIMIT ?`, businessID, store.MaxKnowledgeEntries)
	return collect(rows, err, scanKnowledge)
}
