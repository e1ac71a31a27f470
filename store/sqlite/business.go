package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

const businessColumns = `id, name, timezone, currency, country, default_language, languages, origins, created_at, facts`

// CreateBusiness stores a new tenant; ErrConflict when the id exists.
func (s *Store) CreateBusiness(ctx context.Context, b *store.Business) error {
	if b.CreatedAt.IsZero() {
		b.CreatedAt = s.clock()
	} else {
		b.CreatedAt = at(b.CreatedAt)
	}
	b.Object = "business"
	langs, origins, err := businessLists(b)
	if err != nil {
		return err
	}
	facts, err := jsonText(b.BusinessFacts)
	if err != nil {
		return err
	}
	_, err = s.wr().ExecContext(ctx, `
		INSERT INTO businesses (`+businessColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		b.ID, b.Name, b.Timezone, b.Currency, b.Country, b.DefaultLanguage, langs, origins, us(b.CreatedAt), facts)
	return translate(err)
}

// Business returns a tenant by id.
func (s *Store) Business(ctx context.Context, id string) (*store.Business, error) {
	b, err := scanBusiness(s.rd().QueryRowContext(ctx, `SELECT `+businessColumns+` FROM businesses WHERE id = ?`, id))
	if err != nil {
		return nil, translate(err)
	}
	return b, nil
}

// UpdateBusiness replaces a tenant's settings (not its id or creation time).
func (s *Store) UpdateBusiness(ctx context.Context, b *store.Business) error {
	langs, origins, err := businessLists(b)
	if err != nil {
		return err
	}
	facts, err := jsonText(b.BusinessFacts)
	if err != nil {
		return err
	}
	var created int64
	err = s.wr().QueryRowContext(ctx, `
		UPDATE businesses
		SET name = ?, timezone = ?, currency = ?, country = ?, default_language = ?, languages = ?, origins = ?,
		    facts = ?
		WHERE id = ?
		RETURNING created_at`,
		b.Name, b.Timezone, b.Currency, b.Country, b.DefaultLanguage, langs, origins, facts, b.ID).Scan(&created)
	if err != nil {
		return translate(err)
	}
	b.Object, b.CreatedAt = "business", fromUS(created)
	return nil
}

func businessLists(b *store.Business) (langs, origins string, err error) {
	if langs, err = jsonText(nonNil(b.Languages)); err != nil {
		return "", "", err
	}
	origins, err = jsonText(nonNil(b.Origins))
	return langs, origins, err
}

func scanBusiness(row scanner) (*store.Business, error) {
	b := store.Business{Object: "business"}
	var langs, origins, facts []byte
	var created int64
	err := row.Scan(&b.ID, &b.Name, &b.Timezone, &b.Currency, &b.Country, &b.DefaultLanguage, &langs, &origins, &created, &facts)
	if err != nil {
		return nil, err
	}
	if err := decode(facts, &b.BusinessFacts); err != nil {
		return nil, err
	}
	if err := decode(langs, &b.Languages); err != nil {
		return nil, err
	}
	if err := decode(origins, &b.Origins); err != nil {
		return nil, err
	}
	b.CreatedAt = fromUS(created)
	return &b, nil
}

// decode reads a JSON column into v.
func decode(raw []byte, v any) error {
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("sqlite: decode: %w", err)
	}
	return nil
}

const keyColumns = `id, business_id, kind, prefix, hash, scopes, created_at, revoked_at, name, last_used_at`

// CreateKey stores a key (its hash, never its text); ErrConflict when the id
// or the hash exists.
func (s *Store) CreateKey(ctx context.Context, k *store.APIKey) error {
	if k.ID == "" {
		k.ID = s.ids.New(store.PrefixKey, s.clock())
	}
	if k.CreatedAt.IsZero() {
		k.CreatedAt = s.clock()
	} else {
		k.CreatedAt = at(k.CreatedAt)
	}
	if err := store.ValidateKey(k); err != nil {
		return err
	}
	scopes, err := jsonText(nonNil(k.Scopes))
	if err != nil {
		return err
	}
	_, err = s.wr().ExecContext(ctx, `
		INSERT INTO api_keys (`+keyColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		k.ID, k.BusinessID, k.Kind, k.Prefix, k.Hash, scopes, us(k.CreatedAt), usPtr(k.RevokedAt), k.Name, usPtr(k.LastUsedAt))
	return translate(err)
}

// KeyByHash finds a key, revoked ones included, by the SHA-256 of its text.
func (s *Store) KeyByHash(ctx context.Context, hash []byte) (*store.APIKey, error) {
	k, err := scanKey(s.rd().QueryRowContext(ctx, `SELECT `+keyColumns+` FROM api_keys WHERE hash = ?`, hash))
	if err != nil {
		return nil, translate(err)
	}
	return k, nil
}

// Key finds a key of the business by id.
func (s *Store) Key(ctx context.Context, businessID, id string) (*store.APIKey, error) {
	k, err := scanKey(s.rd().QueryRowContext(ctx, `SELECT `+keyColumns+` FROM api_keys WHERE business_id = ? AND id = ?`,
		businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return k, nil
}

// RevokeKey marks a key revoked; revoking it again keeps the first time.
func (s *Store) RevokeKey(ctx context.Context, businessID, id string) error {
	res, err := s.wr().ExecContext(ctx, `
		UPDATE api_keys
		SET revoked_at = COALESCE(revoked_at, ?)
		WHERE business_id = ? AND id = ?`,
		us(s.clock()), businessID, id)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("key %s: %w", id, store.ErrNotFound)
	}
	return nil
}

// ListKeys lists a business's keys, oldest first.
func (s *Store) ListKeys(ctx context.Context, businessID string) ([]store.APIKey, error) {
	rows, err := s.rd().QueryContext(ctx, `SELECT `+keyColumns+` FROM api_keys WHERE business_id = ? ORDER BY id`, businessID)
	return collect(rows, err, scanKey)
}

func scanKey(row scanner) (*store.APIKey, error) {
	var k store.APIKey
	var scopes []byte
	var created int64
	var revoked, used sql.NullInt64
	if err := row.Scan(&k.ID, &k.BusinessID, &k.Kind, &k.Prefix, &k.Hash, &scopes, &created, &revoked, &k.Name, &used); err != nil {
		return nil, err
	}
	k.LastUsedAt = fromNullUS(used)
	if err := decode(scopes, &k.Scopes); err != nil {
		return nil, err
	}
	k.CreatedAt, k.RevokedAt = fromUS(created), fromNullUS(revoked)
	return &k, nil
}

const serviceColumns = `business_id, id, name, description, keywords, duration_minutes, price, capacity,
	images, schedule, languages, closed_dates, category, created_at,
	ticket_types, status, closures, slot_capacities, facts`

// UpsertService creates or replaces a service (by id, within its business)
// in one write transaction (sqlflow.UpsertService). A replaced service
// keeps its creation time.
func (s *Store) UpsertService(ctx context.Context, svc *store.Service) error {
	return sqlflow.UpsertService(ctx, s.flow, svc)
}

// ServiceExists reports whether the business has the service.
func (t txSteps) ServiceExists(ctx context.Context, businessID, id string) (bool, error) {
	var n int
	err := t.tx.QueryRowContext(ctx, `SELECT count(*) FROM services WHERE business_id = ? AND id = ?`,
		businessID, id).Scan(&n)
	return n > 0, translate(err)
}

// ReplaceService writes the whole service, reading back its creation time.
func (t txSteps) ReplaceService(ctx context.Context, svc *store.Service) error {
	args, err := serviceArgs(svc)
	if err != nil {
		return err
	}
	var created int64
	if err := t.tx.QueryRowContext(ctx, upsertService+` RETURNING created_at`, args...).Scan(&created); err != nil {
		return translate(err)
	}
	svc.CreatedAt = fromUS(created)
	return nil
}

// upsertService writes a whole service; a replaced one keeps its creation time.
const upsertService = `
		INSERT INTO services (` + serviceColumns + `)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (business_id, id) DO UPDATE
		SET name = excluded.name, description = excluded.description, keywords = excluded.keywords,
		    duration_minutes = excluded.duration_minutes, price = excluded.price,
		    capacity = excluded.capacity, images = excluded.images, schedule = excluded.schedule,
		    languages = excluded.languages, closed_dates = excluded.closed_dates,
		    category = excluded.category, ticket_types = excluded.ticket_types, status = excluded.status,
		    closures = excluded.closures, slot_capacities = excluded.slot_capacities, facts = excluded.facts`

// serviceArgs are upsertService's 19 arguments in column order.
func serviceArgs(svc *store.Service) ([]any, error) {
	status := svc.Status
	if status == "" {
		status = store.ServiceActive
	}
	tickets, closures, caps := svc.TicketTypes, svc.Closures, svc.SlotCapacities
	if tickets == nil {
		tickets = []store.TicketType{}
	}
	if closures == nil {
		closures = []store.Closure{}
	}
	if caps == nil {
		caps = map[string]int{}
	}
	docs := make([]string, 0, 11)
	for _, v := range []any{textOrEmpty(svc.Name), textOrEmpty(svc.Description), textOrEmpty(svc.Keywords),
		imagesOrEmpty(svc.Images), scheduleOrEmpty(svc.Schedule), nonNil(svc.Languages), nonNil(svc.ClosedDates),
		tickets, closures, caps, svc.ServiceFacts} {
		doc, err := jsonText(v)
		if err != nil {
			return nil, err
		}
		docs = append(docs, doc)
	}
	return []any{svc.BusinessID, svc.ID, docs[0], docs[1], docs[2], svc.DurationMinutes, svc.Price, svc.Capacity,
		docs[3], docs[4], docs[5], docs[6], svc.Category, us(svc.CreatedAt), docs[7], status, docs[8], docs[9], docs[10]}, nil
}

// Service returns one service of a business.
func (s *Store) Service(ctx context.Context, businessID, id string) (*store.Service, error) {
	svc, err := scanService(s.rd().QueryRowContext(ctx, `SELECT `+serviceColumns+` FROM services WHERE business_id = ? AND id = ?`,
		businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return svc, nil
}

// Services lists a business's services ordered by id.
func (s *Store) Services(ctx context.Context, businessID string) ([]store.Service, error) {
	rows, err := s.rd().QueryContext(ctx, `SELECT `+serviceColumns+` FROM services WHERE business_id = ? ORDER BY id`, businessID)
	return collect(rows, err, scanService)
}

func scanService(row scanner) (*store.Service, error) {
	var svc store.Service
	var name, desc, kw, images, sched, langs, closed, tickets, closures, caps, facts []byte
	var created int64
	err := row.Scan(&svc.BusinessID, &svc.ID, &name, &desc, &kw, &svc.DurationMinutes, &svc.Price, &svc.Capacity,
		&images, &sched, &langs, &closed, &svc.Category, &created, &tickets, &svc.Status, &closures, &caps, &facts)
	if err != nil {
		return nil, err
	}
	for _, d := range []struct {
		raw []byte
		v   any
	}{{name, &svc.Name}, {desc, &svc.Description}, {kw, &svc.Keywords}, {images, &svc.Images},
		{sched, &svc.Schedule}, {langs, &svc.Languages}, {closed, &svc.ClosedDates},
		{tickets, &svc.TicketTypes}, {closures, &svc.Closures}, {caps, &svc.SlotCapacities},
		{facts, &svc.ServiceFacts}} {
		if err := decode(d.raw, d.v); err != nil {
			return nil, err
		}
	}
	svc.CreatedAt = fromUS(created)
	if len(svc.TicketTypes) == 0 {
		svc.TicketTypes = nil
	}
	if len(svc.Closures) == 0 {
		svc.Closures = nil
	}
	if len(svc.SlotCapacities) == 0 {
		svc.SlotCapacities = nil
	}
	return &svc, nil
}

func textOrEmpty(t store.Text) store.Text {
	if t == nil {
		return store.Text{}
	}
	return t
}

func imagesOrEmpty(v []store.Image) []store.Image {
	if v == nil {
		return []store.Image{}
	}
	return v
}

func scheduleOrEmpty(v store.Schedule) store.Schedule {
	if v == nil {
		return store.Schedule{}
	}
	return v
}
