package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

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
// the slot's counter row inside a write transaction, which SQLite runs one
// at a time, so confirmed guests never exceed the capacity.
func (s *Store) CreateBooking(ctx context.Context, nb store.NewBooking) (*store.Booking, error) {
	return sqlflow.CreateBooking(ctx, s.flow, nb)
}

// TakePlaces creates the slot's counter row when it is the first booking,
// refreshes its capacity from the catalog, then adds guests only if they
// fit.
func (t txSteps) TakePlaces(ctx context.Context, businessID, slotID string, capacity, guests int) (bool, error) {
	_, err := t.tx.ExecContext(ctx, `
		INSERT INTO slot_places (business_id, slot_id, capacity, booked)
		VALUES (?, ?, ?, 0)
		ON CONFLICT (business_id, slot_id) DO UPDATE
		SET capacity = excluded.capacity`,
		businessID, slotID, capacity)
	if err != nil {
		return false, translate(err)
	}
	res, err := t.tx.ExecContext(ctx, `
		UPDATE slot_places
		SET booked = booked + ?3
		WHERE business_id = ?1 AND slot_id = ?2 AND booked + ?3 <= capacity`,
		businessID, slotID, guests)
	if err != nil {
		return false, translate(err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// InsertBooking writes a new booking.
func (t txSteps) InsertBooking(ctx context.Context, b *store.Booking) error {
	var tickets any
	if len(b.Tickets) > 0 {
		doc, err := jsonText(b.Tickets)
		if err != nil {
			return err
		}
		tickets = doc
	}
	_, err := t.tx.ExecContext(ctx, `
		INSERT INTO bookings (`+bookingColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		b.ID, b.BusinessID, b.ServiceID, b.ServiceName, b.SlotID, b.Date, b.Time,
		us(b.Start), us(b.End), b.Start.Location().String(), b.Guests, b.Status, b.UnitPrice, b.TotalPrice, b.Currency,
		b.Customer.Name, b.Customer.Email, b.Customer.Phone, b.Notes, b.Source, b.SessionID,
		b.LeadID, rawOrNull(b.Metadata), b.CancelReason, us(b.CreatedAt), us(b.UpdatedAt), usPtr(b.CancelledAt), tickets)
	return translate(err)
}

// Booking returns one booking of a business.
func (s *Store) Booking(ctx context.Context, businessID, id string) (*store.Booking, error) {
	return s.booking(ctx, s.rd(), businessID, id)
}

func (s *Store) booking(ctx context.Context, q runner, businessID, id string) (*store.Booking, error) {
	b, err := s.scanBooking(q.QueryRowContext(ctx, `SELECT `+bookingColumns+` FROM bookings WHERE business_id = ? AND id = ?`,
		businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return b, nil
}

// CancelBooking cancels a confirmed booking and gives its places back, with
// booking.cancelled, in one write transaction; ErrInvalidState when it is
// already cancelled (sqlflow.CancelBooking).
func (s *Store) CancelBooking(ctx context.Context, businessID, id, reason string) (*store.Booking, error) {
	return sqlflow.CancelBooking(ctx, s.flow, businessID, id, reason)
}

// LockBooking reads a booking inside the write transaction.
func (t txSteps) LockBooking(ctx context.Context, businessID, id string) (*store.Booking, error) {
	return t.s.booking(ctx, t.tx, businessID, id)
}

// SetBookingCancelled writes b's cancellation.
func (t txSteps) SetBookingCancelled(ctx context.Context, b *store.Booking) error {
	_, err := t.tx.ExecContext(ctx, `
		UPDATE bookings
		SET status = ?1, cancel_reason = ?2, updated_at = ?3, cancelled_at = ?3
		WHERE business_id = ?4 AND id = ?5`,
		b.Status, b.CancelReason, us(b.UpdatedAt), b.BusinessID, b.ID)
	return translate(err)
}

// ReleasePlaces gives a slot's places back.
func (t txSteps) ReleasePlaces(ctx context.Context, businessID, slotID string, guests int) error {
	_, err := t.tx.ExecContext(ctx, `
		UPDATE slot_places
		SET booked = MAX(booked - ?, 0)
		WHERE business_id = ? AND slot_id = ?`,
		guests, businessID, slotID)
	return translate(err)
}

// ListBookings lists bookings newest first (by id); the cursor is the id of
// the last booking of the previous page.
func (s *Store) ListBookings(ctx context.Context, businessID string, f store.BookingFilter) ([]store.Booking, bool, error) {
	limit := f.Size()
	rows, err := s.rd().QueryContext(ctx, `
		SELECT `+bookingColumns+`
		FROM bookings
		WHERE business_id = ?1
		  AND (?2 = '' OR local_date = ?2)
		  AND (?3 = '' OR service_id = ?3)
		  AND (?4 = '' OR session_id = ?4)
		  AND (?5 = '' OR status = ?5)
		  AND (?6 = '' OR id < ?6)
		ORDER BY id DESC
		LIMIT ?7`,
		businessID, f.Date, f.ServiceID, f.SessionID, f.Status, f.Cursor, limit+1)
	out, err := collect(rows, err, s.scanBooking)
	if err != nil {
		return nil, false, err
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
	ids, err := json.Marshal(slotIDs)
	if err != nil {
		return nil, fmt.Errorf("sqlite: encode slot ids: %w", err)
	}
	rows, err := s.rd().QueryContext(ctx, `
		SELECT slot_id, booked
		FROM slot_places
		WHERE business_id = ? AND booked > 0 AND slot_id IN (SELECT value FROM json_each(?))`, businessID, string(ids))
	if err != nil {
		return nil, translate(err)
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			return nil, translate(err)
		}
		out[id] = n
	}
	return out, translate(rows.Err())
}

func (s *Store) scanBooking(row scanner) (*store.Booking, error) {
	b := store.Booking{Object: "booking"}
	var zone string
	var start, end, created, updated int64
	var cancelled sql.NullInt64
	var meta, tickets []byte
	err := row.Scan(&b.ID, &b.BusinessID, &b.ServiceID, &b.ServiceName, &b.SlotID, &b.Date, &b.Time,
		&start, &end, &zone, &b.Guests, &b.Status, &b.UnitPrice, &b.TotalPrice, &b.Currency,
		&b.Customer.Name, &b.Customer.Email, &b.Customer.Phone, &b.Notes, &b.Source, &b.SessionID, &b.LeadID,
		&meta, &b.CancelReason, &created, &updated, &cancelled, &tickets)
	if err != nil {
		return nil, err
	}
	if len(tickets) > 0 {
		if err := decode(tickets, &b.Tickets); err != nil {
			return nil, err
		}
	}
	loc := s.location(zone)
	b.Start, b.End = fromUS(start).In(loc), fromUS(end).In(loc)
	b.Metadata = raw(meta)
	b.CreatedAt, b.UpdatedAt, b.CancelledAt = fromUS(created), fromUS(updated), fromNullUS(cancelled)
	return &b, nil
}
