-- TourChat schema on SQLite, the twin of store/postgres/migrations/00001.
-- Timestamps are integers: microseconds since the Unix epoch in UTC, as
-- precise as Postgres keeps them, so a copy to Postgres loses nothing.
-- Lists, texts per language, images, schedules and attempts are JSON text.

-- +goose Up
CREATE TABLE businesses (
    id               TEXT PRIMARY KEY,
    name             TEXT NOT NULL,
    timezone         TEXT NOT NULL,
    currency         TEXT NOT NULL,
    country          TEXT NOT NULL DEFAULT '',
    default_language TEXT NOT NULL DEFAULT '',
    languages        TEXT NOT NULL DEFAULT '[]',
    origins          TEXT NOT NULL DEFAULT '[]',
    created_at       INTEGER NOT NULL
);

CREATE TABLE api_keys (
    id          TEXT PRIMARY KEY,
    business_id TEXT NOT NULL,
    kind        TEXT NOT NULL,
    prefix      TEXT NOT NULL,
    hash        BLOB NOT NULL UNIQUE,
    scopes      TEXT NOT NULL DEFAULT '[]',
    created_at  INTEGER NOT NULL,
    revoked_at  INTEGER
);
CREATE INDEX api_keys_business_idx ON api_keys (business_id, id);

CREATE TABLE services (
    business_id      TEXT NOT NULL,
    id               TEXT NOT NULL,
    name             TEXT NOT NULL DEFAULT '{}',
    description      TEXT NOT NULL DEFAULT '{}',
    keywords         TEXT NOT NULL DEFAULT '{}',
    duration_minutes INTEGER NOT NULL,
    price            REAL NOT NULL,
    capacity         INTEGER NOT NULL,
    images           TEXT NOT NULL DEFAULT '[]',
    schedule         TEXT NOT NULL DEFAULT '{}',
    languages        TEXT NOT NULL DEFAULT '[]',
    closed_dates     TEXT NOT NULL DEFAULT '[]',
    category         TEXT NOT NULL DEFAULT '',
    created_at       INTEGER NOT NULL,
    PRIMARY KEY (business_id, id)
);

-- One row per slot that has ever been booked: the counter bookings take
-- places from with a conditional UPDATE.
CREATE TABLE slot_places (
    business_id TEXT NOT NULL,
    slot_id     TEXT NOT NULL,
    capacity    INTEGER NOT NULL,
    booked      INTEGER NOT NULL DEFAULT 0 CHECK (booked >= 0),
    PRIMARY KEY (business_id, slot_id)
);

CREATE TABLE bookings (
    id             TEXT PRIMARY KEY,
    business_id    TEXT NOT NULL,
    service_id     TEXT NOT NULL,
    service_name   TEXT NOT NULL,
    slot_id        TEXT NOT NULL,
    local_date     TEXT NOT NULL,
    local_time     TEXT NOT NULL,
    start_at       INTEGER NOT NULL,
    end_at         INTEGER NOT NULL,
    time_zone      TEXT NOT NULL,
    guests         INTEGER NOT NULL CHECK (guests > 0),
    status         TEXT NOT NULL,
    unit_price     REAL NOT NULL,
    total_price    REAL NOT NULL,
    currency       TEXT NOT NULL,
    customer_name  TEXT NOT NULL DEFAULT '',
    customer_email TEXT NOT NULL DEFAULT '',
    customer_phone TEXT NOT NULL DEFAULT '',
    notes          TEXT NOT NULL DEFAULT '',
    source         TEXT NOT NULL DEFAULT '',
    session_id     TEXT NOT NULL DEFAULT '',
    lead_id        TEXT NOT NULL DEFAULT '',
    metadata       TEXT,
    cancel_reason  TEXT NOT NULL DEFAULT '',
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL,
    cancelled_at   INTEGER
);
CREATE INDEX bookings_business_idx ON bookings (business_id, id DESC);
CREATE INDEX bookings_date_idx ON bookings (business_id, local_date);
CREATE INDEX bookings_created_idx ON bookings (business_id, created_at);

CREATE TABLE leads (
    id                    TEXT PRIMARY KEY,
    business_id           TEXT NOT NULL,
    session_id            TEXT NOT NULL,
    name                  TEXT NOT NULL DEFAULT '',
    email                 TEXT NOT NULL DEFAULT '',
    phone                 TEXT NOT NULL DEFAULT '',
    language              TEXT NOT NULL DEFAULT '',
    interest_service_id   TEXT NOT NULL DEFAULT '',
    interest_service_name TEXT NOT NULL DEFAULT '',
    interest_date         TEXT NOT NULL DEFAULT '',
    interest_guests       INTEGER NOT NULL DEFAULT 0,
    status                TEXT NOT NULL,
    booking_id            TEXT NOT NULL DEFAULT '',
    created_at            INTEGER NOT NULL,
    updated_at            INTEGER NOT NULL,
    UNIQUE (business_id, session_id)
);
CREATE INDEX leads_business_idx ON leads (business_id, id DESC);
CREATE INDEX leads_created_idx ON leads (business_id, created_at);

CREATE TABLE conversations (
    id            TEXT PRIMARY KEY,
    business_id   TEXT NOT NULL,
    session_id    TEXT NOT NULL,
    language      TEXT NOT NULL DEFAULT '',
    lead_id       TEXT NOT NULL DEFAULT '',
    handoff       INTEGER NOT NULL DEFAULT 0,
    message_count INTEGER NOT NULL DEFAULT 0,
    state         BLOB,
    version       INTEGER NOT NULL,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    UNIQUE (business_id, session_id)
);
CREATE INDEX conversations_updated_idx ON conversations (business_id, updated_at DESC, id DESC);
CREATE INDEX conversations_created_idx ON conversations (business_id, created_at);

-- seq orders a conversation's messages; AUTOINCREMENT never reuses one.
CREATE TABLE messages (
    seq             INTEGER PRIMARY KEY AUTOINCREMENT,
    id              TEXT NOT NULL UNIQUE,
    business_id     TEXT NOT NULL,
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    session_id      TEXT NOT NULL,
    role            TEXT NOT NULL,
    text            TEXT NOT NULL,
    language        TEXT NOT NULL DEFAULT '',
    intent          TEXT NOT NULL DEFAULT '',
    fallback        INTEGER NOT NULL DEFAULT 0,
    reply           TEXT,
    metadata        TEXT,
    created_at      INTEGER NOT NULL
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, seq);
CREATE INDEX messages_created_idx ON messages (business_id, created_at);

CREATE TABLE webhooks (
    id              TEXT PRIMARY KEY,
    business_id     TEXT NOT NULL,
    url             TEXT NOT NULL,
    events          TEXT NOT NULL DEFAULT '[]',
    description     TEXT NOT NULL DEFAULT '',
    enabled         INTEGER NOT NULL DEFAULT 1,
    disabled_reason TEXT NOT NULL DEFAULT '',
    secret          TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE INDEX webhooks_business_idx ON webhooks (business_id, id);

-- The outbox and the event log: seq is the order the hub publishes in (an
-- event's seq is never reused after pruning); published_at is set when the
-- relay claims the event.
CREATE TABLE events (
    seq          INTEGER PRIMARY KEY AUTOINCREMENT,
    id           TEXT NOT NULL UNIQUE,
    business_id  TEXT NOT NULL,
    type         TEXT NOT NULL,
    session_id   TEXT NOT NULL DEFAULT '',
    data         TEXT NOT NULL,
    created_at   INTEGER NOT NULL,
    published_at INTEGER
);
CREATE INDEX events_unpublished_idx ON events (seq) WHERE published_at IS NULL;
CREATE INDEX events_business_idx ON events (business_id, seq DESC);
CREATE INDEX events_created_idx ON events (created_at);

CREATE TABLE webhook_deliveries (
    id              TEXT PRIMARY KEY,
    business_id     TEXT NOT NULL,
    webhook_id      TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    event_id        TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    event_type      TEXT NOT NULL,
    status          TEXT NOT NULL,
    attempts        TEXT NOT NULL DEFAULT '[]',
    next_attempt_at INTEGER,
    created_at      INTEGER NOT NULL
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
    WHERE status IN ('pending', 'retrying');
CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, id DESC);
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id);

CREATE TABLE idempotency_keys (
    business_id  TEXT NOT NULL,
    key          TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    completed    INTEGER NOT NULL DEFAULT 0,
    status       INTEGER NOT NULL DEFAULT 0,
    body         BLOB,
    created_at   INTEGER NOT NULL,
    PRIMARY KEY (business_id, key)
);

-- +goose Down
DROP TABLE idempotency_keys;
DROP TABLE webhook_deliveries;
DROP TABLE events;
DROP TABLE webhooks;
DROP TABLE messages;
DROP TABLE conversations;
DROP TABLE leads;
DROP TABLE bookings;
DROP TABLE slot_places;
DROP TABLE services;
DROP TABLE api_keys;
DROP TABLE businesses;
