package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

const bookingColumns = `id, business_id, service_id, service_name, slot_id, local_date, local_time,
	start_at, end_at, time_zone, guests, status, unit_price, total_price, currency,
	customer_name, customer_email, customer_phone, notes, source, session_id, lead_id,
	metadata, cancel_reason, created_at, updated_at, cancelled_at, tickets`

// CreateBooking takes the places and writes the booking, booking.created,
// its deliveries and the session lead's conversion in one transaction
// (sqlflow.CreateBooking). The places are taken by a conditional UPDATE on
// the slot's counter row, which Postgres re-checks against the latest
// committed count, so concurrent bookings from any number of instances
// never exceed the capacity.
func (s *Store) CreateBooking(ctx context.Context, nb store.NewBooking) (*store.Booking, error) {
	return sqlflow.CreateBooking(ctx, s.flow, nb)
}

// TakePlaces creates the slot's counter row when it is the first booking,
// refreshes its capacity from the catalog, then adds guests only if they
// fit.
func (t txSteps) TakePlaces(ctx context.Context, businessID, slotID string, capacity, guests int) (bool, error) {
	_, err := t.tx.Exec(ctx, `
		INSERT INTO slot_places (business_id, slot_id, capacity, booked)
		VALUES ($1, $2, $3, 0)
		ON CONFLICT (business_id, slot_id) DO UPDATE
		SET capacity = EXCLUDED.capacity`,
		businessID, slotID, capacity)
	if err != nil {
		return false, translate(err)
	}
	tag, err := t.tx.Exec(ctx, `
		UPDATE slot_places
		SET booked = booked + $3
		WHERE business_id = $1 AND slot_id = $2 AND booked + $3 <= capacity`,
		businessID, slotID, guests)
	if err != nil {
		return false, translate(err)
	}
	return tag.RowsAffected() == 1, nil
}

// InsertBooking writes a new booking.
func (t txSteps) InsertBooking(ctx context.Context, b *store.Booking) error {
	_, err := t.tx.Exec(ctx, `
		INSERT INTO bookings (id, business_id, service_id, service_name, slot_id, local_date, local_time,
		                      start_at, end_at, time_zone, guests, status, unit_price, total_price, currency,
		                      customer_name, customer_email, customer_phone, notes, source, session_id,
		                      lead_id, metadata, cancel_reason, created_at, updated_at, cancelled_at, tickets)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
		        $21, $22, $23, $24, $25, $26, $27, $28)`,
		b.ID, b.BusinessID, b.ServiceID, b.ServiceName, b.SlotID, b.Date, b.Time,
		b.Start, b.End, b.Start.Location().String(), b.Guests, b.Status, b.UnitPrice, b.TotalPrice, b.Currency,
		b.Customer.Name, b.Customer.Email, b.Customer.Phone, b.Notes, b.Source, b.SessionID,
		b.LeadID, jsonOrNull(b.Metadata), b.CancelReason, b.CreatedAt, b.UpdatedAt, b.CancelledAt, ticketsOrNull(b.Tickets))
	return translate(err)
}

// Booking returns one booking of a business.
func (s *Store) Booking(ctx context.Context, businessID, id string) (*store.Booking, error) {
	row := s.pool.QueryRow(ctx, `
		SELECT `+bookingColumns+`
		FROM bookings
		WHERE business_id = $1 AND id = $2`, businessID, id)
	b, err := s.scanBooking(row)
	if err != nil {
		return nil, translate(err)
	}
	return b, nil
}

// CancelBooking cancels a confirmed booking, locked, and gives its places
// back, with booking.cancelled, in one transaction; ErrInvalidState when it
// is already cancelled (sqlflow.CancelBooking).
func (s *Store) CancelBooking(ctx context.Context, businessID, id, reason string) (*store.Booking, error) {
	return sqlflow.CancelBooking(ctx, s.flow, businessID, id, reason)
}

// LockBooking reads and locks a booking in the transaction.
func (t txSteps) LockBooking(ctx context.Context, businessID, id string) (*store.Booking, error) {
	row := t.tx.QueryRow(ctx, `
		SELECT `+bookingColumns+`
		FROM bookings
		WHERE business_id = $1 AND id = $2
		FOR UPDATE`, businessID, id)
	b, err := t.s.scanBooking(row)
	if err != nil {
		return nil, translate(err)
	}
	return b, nil
}

// SetBookingCancelled writes b's cancellation.
func (t txSteps) SetBookingCancelled(ctx context.Context, b *store.Booking) error {
	_, err := t.tx.Exec(ctx, `
		UPDATE bookings
		SET status = $3, cancel_reason = $4, updated_at = $5, cancelled_at = $5
		WHERE business_id = $1 AND id = $2`,
		b.BusinessID, b.ID, b.Status, b.CancelReason, b.UpdatedAt)
	return translate(err)
}

// ReleasePlaces gives a slot's places back.
func (t txSteps) ReleasePlaces(ctx context.Context, businessID, slotID string, guests int) error {
	_, err := t.tx.Exec(ctx, `
		UPDATE slot_places
		SET booked = GREATEST(booked - $3, 0)
		WHERE business_id = $1 AND slot_id = $2`,
		businessID, slotID, guests)
	return translate(err)
}

// ListBookings lists bookings newest first (by id); the cursor is the id of
// the last booking of the previous page.
func (s *Store) ListBookings(ctx context.Context, businessID string, f store.BookingFilter) ([]store.Booking, bool, error) {
	limit := f.Size()
	rows, err := s.pool.Query(ctx, `
		SELECT `+bookingColumns+`
		FROM bookings
		WHERE business_id = $1
		  AND ($2 = '' OR local_date = $2)
		  AND ($3 = '' OR service_id = $3)
		  AND ($4 = '' OR session_id = $4)
		  AND ($5 = '' OR status = $5)
		  AND ($6 = '' OR id < $6)
		ORDER BY id DESC
		LIMIT $7`,
		businessID, f.Date, f.ServiceID, f.SessionID, f.Status, f.Cursor, limit+1)
	if err != nil {
		return nil, false, translate(err)
	}
	out, err := collect(rows, s.scanBooking)
	if err != nil {
		return nil, false, translate(err)
	}
	out, more := page(out, limit)
	return out, more, nil
}

// BookedPlaces returns the confirmed guests per slot id; slots never booked
// are absent (zero).
func (s *Store) BookedPlaces(ctx context.Context, businessID string, slotIDs []string) (map[string]int, error) {
	out := make(map[string]int, len(slotIDs))
	if len(slotIDs) == 0 {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, `
		SELECT slot_id, booked
		FROM slot_places
		WHERE business_id = $1 AND slot_id = ANY($2) AND booked > 0`,
		businessID, slotIDs)
	if err != nil {
		return nil, translate(err)
	}
	var id string
	var n int
	_, err = pgx.ForEachRow(rows, []any{&id, &n}, func() error {
		out[id] = n
		return nil
	})
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

func (s *Store) scanBooking(row pgx.Row) (*store.Booking, error) {
	b := store.Booking{Object: "booking"}
	var zone string
	err := row.Scan(&b.ID, &b.BusinessID, &b.ServiceID, &b.ServiceName, &b.SlotID, &b.Date, &b.Time,
		&b.Start, &b.End, &zone, &b.Guests, &b.Status, &b.UnitPrice, &b.TotalPrice, &b.Currency,
		&b.Customer.Name, &b.Customer.Email, &b.Customer.Phone, &b.Notes, &b.Source, &b.SessionID, &b.LeadID,
		&b.Metadata, &b.CancelReason, &b.CreatedAt, &b.UpdatedAt, &b.CancelledAt, &b.Tickets)
	if err != nil {
		return nil, err
	}
	loc := s.location(zone)
	b.Start, b.End = b.Start.In(loc), b.End.In(loc)
	b.CreatedAt, b.UpdatedAt, b.CancelledAt = b.CreatedAt.UTC(), b.UpdatedAt.UTC(), utcPtr(b.CancelledAt)
	return &b, nil
}

// location returns the named zone a booking's times were written in (UTC
// for an unknown name), loading each zone once per Store: LoadLocation
// reads the zone database every time it is called.
func (s *Store) location(name string) *time.Location {
	if loc, ok := s.zones.Load(name); ok {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		loc = time.UTC
	}
	s.zones.Store(name, loc)
	return loc
}

// jsonOrNull stores an absent document as NULL rather than as invalid JSON.
func jsonOrNull(v json.RawMessage) any {
	if len(v) == 0 {
		return nil
	}
	return v
}

func ticketsOrNull(t map[string]int) map[string]int {
	if len(t) == 0 {
		return nil
	}
	return t
}

// ShareService reads a service under a share lock: a catalog write takes
// it FOR UPDATE, so a booking and a catalog write serialise.
func (t txSteps) ShareService(ctx context.Context, businessID, id string) (*store.Service, error) {
	row := t.tx.QueryRow(ctx, `
		SELECT `+serviceColumns+`
		FROM services
		WHERE business_id = $1 AND id = $2
		FOR SHARE`, businessID, id)
	svc, err := scanService(row)
	if err != nil {
		return nil, translate(err)
	}
	return svc, nil
}

// BusinessLocation loads the business's time zone.
func (t txSteps) BusinessLocation(ctx context.Context, businessID string) (*time.Location, error) {
	var zone string
	if err := t.tx.QueryRow(ctx, `SELECT timezone FROM businesses WHERE id = $1`, businessID).Scan(&zone); err != nil {
		return nil, translate(err)
	}
	loc, err := time.LoadLocation(zone)
	if err != nil {
		return nil, fmt.Errorf("business %s time zone %q: %w", businessID, zone, err)
	}
	return loc, nil
}
