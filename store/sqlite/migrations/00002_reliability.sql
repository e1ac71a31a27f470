-- Reliability, the twin of store/postgres/migrations/00002. An
-- Idempotency-Key reservation names the Store holding it (owner, random per
-- process: one process serves an SQLite file, so a reservation of another
-- owner was left by a process that is gone) and the request (token), so
-- that a crashed server's keys are freed at once and only the request
-- holding a reservation can complete it. A claimed event is leased
-- (claimed_until) until its relay marks it published.
--
-- Rows belong to an existing business: SQLite cannot add a foreign key to a
-- table, so a trigger refuses the insert instead (the store translates its
-- error to ErrNotFound, as Postgres's foreign key). The other checks of the
-- Postgres migration are the store's Validate rules, which every backend
-- applies before writing.

-- +goose Up
ALTER TABLE events ADD COLUMN claimed_until INTEGER;
ALTER TABLE idempotency_keys ADD COLUMN owner INTEGER NOT NULL DEFAULT 0;
ALTER TABLE idempotency_keys ADD COLUMN token TEXT NOT NULL DEFAULT '';

-- +goose StatementBegin
CREATE TRIGGER api_keys_business_fk BEFORE INSERT ON api_keys
WHEN NOT EXISTS (SELECT 1 FROM businesses WHERE id = NEW.business_id)
BEGIN SELECT RAISE(ABORT, 'foreign key api_keys_business_fk'); END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER services_business_fk BEFORE INSERT ON services
WHEN NOT EXISTS (SELECT 1 FROM businesses WHERE id = NEW.business_id)
BEGIN SELECT RAISE(ABORT, 'foreign key services_business_fk'); END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER bookings_business_fk BEFORE INSERT ON bookings
WHEN NOT EXISTS (SELECT 1 FROM businesses WHERE id = NEW.business_id)
BEGIN SELECT RAISE(ABORT, 'foreign key bookings_business_fk'); END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER leads_business_fk BEFORE INSERT ON leads
WHEN NOT EXISTS (SELECT 1 FROM businesses WHERE id = NEW.business_id)
BEGIN SELECT RAISE(ABORT, 'foreign key leads_business_fk'); END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER conversations_business_fk BEFORE INSERT ON conversations
WHEN NOT EXISTS (SELECT 1 FROM businesses WHERE id = NEW.business_id)
BEGIN SELECT RAISE(ABORT, 'foreign key conversations_business_fk'); END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER webhooks_business_fk BEFORE INSERT ON webhooks
WHEN NOT EXISTS (SELECT 1 FROM businesses WHERE id = NEW.business_id)
BEGIN SELECT RAISE(ABORT, 'foreign key webhooks_business_fk'); END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER api_keys_business_fk;
DROP TRIGGER services_business_fk;
DROP TRIGGER bookings_business_fk;
DROP TRIGGER leads_business_fk;
DROP TRIGGER conversations_business_fk;
DROP TRIGGER webhooks_business_fk;
ALTER TABLE idempotency_keys DROP COLUMN token;
ALTER TABLE idempotency_keys DROP COLUMN owner;
ALTER TABLE events DROP COLUMN claimed_until;
