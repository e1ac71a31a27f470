-- Self-service, the twin of store/postgres/migrations/00005: staff users and
-- their dashboard sessions, key names and last use, ticket types, archived
-- services and slot changes, booking ticket mixes.

-- +goose Up
ALTER TABLE api_keys ADD COLUMN name TEXT NOT NULL DEFAULT '';
ALTER TABLE api_keys ADD COLUMN last_used_at INTEGER;

-- Emails are unique across businesses: sign-in names no business.
CREATE TABLE users (
    id            TEXT PRIMARY KEY,
    business_id   TEXT NOT NULL,
    email         TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    role          TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    created_at    INTEGER NOT NULL,
    last_login_at INTEGER
);
CREATE INDEX users_business_idx ON users (business_id, id);

CREATE TABLE staff_sessions (
    id          TEXT PRIMARY KEY,
    business_id TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    token_hash  BLOB NOT NULL UNIQUE,
    csrf        TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    revoked_at  INTEGER
);
CREATE INDEX staff_sessions_expiry_idx ON staff_sessions (expires_at);
CREATE INDEX staff_sessions_user_idx ON staff_sessions (user_id);

ALTER TABLE services ADD COLUMN ticket_types TEXT NOT NULL DEFAULT '[]';
ALTER TABLE services ADD COLUMN status TEXT NOT NULL DEFAULT 'active';
ALTER TABLE services ADD COLUMN closures TEXT NOT NULL DEFAULT '[]';
ALTER TABLE services ADD COLUMN slot_capacities TEXT NOT NULL DEFAULT '{}';

ALTER TABLE bookings ADD COLUMN tickets TEXT;

-- +goose Down
ALTER TABLE bookings DROP COLUMN tickets;
ALTER TABLE services DROP COLUMN slot_capacities;
ALTER TABLE services DROP COLUMN closures;
ALTER TABLE services DROP COLUMN status;
ALTER TABLE services DROP COLUMN ticket_types;
DROP TABLE staff_sessions;
DROP TABLE users;
ALTER TABLE api_keys DROP COLUMN last_used_at;
ALTER TABLE api_keys DROP COLUMN name;
