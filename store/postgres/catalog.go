package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

const serviceColumns = `business_id, id, name, description, keywords, duration_minutes, price, capacity,
	images, schedule, languages, closed_dates, category, created_at, facts,
	ticket_types, status, closures, slot_capacities`

// UpsertService creates or replaces a service (by id, within its business)
// in one transaction holding the business row FOR UPDATE
// (sqlflow.UpsertService). A replaced service keeps its creation time.
func (s *Store) UpsertService(ctx context.Context, svc *store.Service) error {
	return sqlflow.UpsertService(ctx, s.flow, svc)
}

// ServiceExists reports whether the business has the service.
func (t txSteps) ServiceExists(ctx context.Context, businessID, id string) (bool, error) {
	var exists bool
	err := t.tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM services WHERE business_id = $1 AND id = $2)`,
		businessID, id).Scan(&exists)
	return exists, translate(err)
}

// ReplaceService writes the whole service, reading back its creation time.
func (t txSteps) ReplaceService(ctx context.Context, svc *store.Service) error {
	row := t.tx.QueryRow(ctx, `
		INSERT INTO services (business_id, id, name, description, keywords, duration_minutes, price,
		                      capacity, images, schedule, languages, closed_dates, category, created_at, facts,
		                      ticket_types, status, closures, slot_capacities)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
		ON CONFLICT (business_id, id) DO UPDATE
		SET name = EXCLUDED.name, description = EXCLUDED.description, keywords = EXCLUDED.keywords,
		    duration_minutes = EXCLUDED.duration_minutes, price = EXCLUDED.price,
		    capacity = EXCLUDED.capacity, images = EXCLUDED.images, schedule = EXCLUDED.schedule,
		    languages = EXCLUDED.languages, closed_dates = EXCLUDED.closed_dates,
		    category = EXCLUDED.category, facts = EXCLUDED.facts, ticket_types = EXCLUDED.ticket_types,
		    status = EXCLUDED.status, closures = EXCLUDED.closures, slot_capacities = EXCLUDED.slot_capacities
		RETURNING created_at`, serviceArgs(svc)...)
	if err := row.Scan(&svc.CreatedAt); err != nil {
		return translate(err)
	}
	svc.CreatedAt = svc.CreatedAt.UTC()
	return nil
}

// serviceArgs are the INSERT's 19 arguments in column order.
func serviceArgs(svc *store.Service) []any {
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
	return []any{svc.BusinessID, svc.ID, textOrEmpty(svc.Name), textOrEmpty(svc.Description), textOrEmpty(svc.Keywords),
		svc.DurationMinutes, svc.Price, svc.Capacity, imagesOrEmpty(svc.Images), scheduleOrEmpty(svc.Schedule),
		nonNil(svc.Languages), nonNil(svc.ClosedDates), svc.Category, svc.CreatedAt, svc.ServiceFacts,
		tickets, status, closures, caps}
}

// Service returns one service of a business.
func (s *Store) Service(ctx context.Context, businessID, id string) (*store.Service, error) {
	row := s.pool.QueryRow(ctx, `
		SELECT `+serviceColumns+`
		FROM services
		WHERE business_id = $1 AND id = $2`, businessID, id)
	svc, err := scanService(row)
	if err != nil {
		return nil, translate(err)
	}
	return svc, nil
}

// Services lists a business's services ordered by id.
func (s *Store) Services(ctx context.Context, businessID string) ([]store.Service, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT `+serviceColumns+`
		FROM services
		WHERE business_id = $1
		ORDER BY id`, businessID)
	if err != nil {
		return nil, translate(err)
	}
	out, err := collect(rows, scanService)
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

func scanService(row pgx.Row) (*store.Service, error) {
	var svc store.Service
	err := row.Scan(&svc.BusinessID, &svc.ID, &svc.Name, &svc.Description, &svc.Keywords,
		&svc.DurationMinutes, &svc.Price, &svc.Capacity, &svc.Images, &svc.Schedule,
		&svc.Languages, &svc.ClosedDates, &svc.Category, &svc.CreatedAt, &svc.ServiceFacts,
		&svc.TicketTypes, &svc.Status, &svc.Closures, &svc.SlotCapacities)
	if err != nil {
		return nil, err
	}
	svc.CreatedAt = svc.CreatedAt.UTC()
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
