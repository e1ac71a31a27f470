-- Self-service: staff users and their dashboard sessions, key names and
-- last use, ticket types, archived services and slot changes.

-- +goose Up
ALTER TABLE api_keys ADD COLUMN name text NOT NULL DEFAULT '';
ALTER TABLE api_keys ADD COLUMN last_used_at timestamptz;

-- Emails are unique across businesses: sign-in names no business.
CREATE TABLE users (
    id            text PRIMARY KEY,
    business_id   text NOT NULL,
    email         text NOT NULL UNIQUE,
    name          text NOT NULL,
    role          text NOT NULL,
    password_hash text NOT NULL,
    created_at    timestamptz NOT NULL,
    last_login_at timestamptz
);
CREATE INDEX users_business_idx ON users (business_id, id);

CREATE TABLE staff_sessions (
    id          text PRIMARY KEY,
    business_id text NOT NULL,
    user_id     text NOT NULL,
    token_hash  bytea NOT NULL UNIQUE,
    csrf        text NOT NULL,
    created_at  timestamptz NOT NULL,
    expires_at  timestamptz NOT NULL,
    revoked_at  timestamptz
);
CREATE INDEX staff_sessions_expiry_idx ON staff_sessions (expires_at);
CREATE INDEX staff_sessions_user_idx ON staff_sessions (user_id);

-- Ticket types, status and slot changes are small documents read with the
-- service, like its schedule.
ALTER TABLE services ADD COLUMN ticket_types jsonb NOT NULL DEFAULT '[]';
ALTER TABLE services ADD COLUMN status text NOT NULL DEFAULT 'active';
ALTER TABLE services ADD COLUMN closures jsonb NOT NULL DEFAULT '[]';
ALTER TABLE services ADD COLUMN slot_capacities jsonb NOT NULL DEFAULT '{}';

ALTER TABLE bookings ADD COLUMN tickets jsonb;

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
