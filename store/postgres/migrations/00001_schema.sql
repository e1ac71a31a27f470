-- TourChat schema. Tenants own every row through business_id; ids are the
-- prefixed, time-sortable ids of store.NewID. Timestamps are written by the
-- application (Options.Now) so that tests can drive the clock.

-- +goose Up
CREATE TABLE businesses (
    id               text PRIMARY KEY,
    name             text NOT NULL,
    timezone         text NOT NULL,
    currency         text NOT NULL,
    country          text NOT NULL DEFAULT '',
    default_language text NOT NULL DEFAULT '',
    languages        text[] NOT NULL DEFAULT '{}',
    origins          text[] NOT NULL DEFAULT '{}',
    created_at       timestamptz NOT NULL
);

CREATE TABLE api_keys (
    id          text PRIMARY KEY,
    business_id text NOT NULL,
    kind        text NOT NULL,
    prefix      text NOT NULL,
    hash        bytea NOT NULL UNIQUE,
    scopes      text[] NOT NULL DEFAULT '{}',
    created_at  timestamptz NOT NULL,
    revoked_at  timestamptz
);
CREATE INDEX api_keys_business_idx ON api_keys (business_id, id);

-- Texts, images and schedules are small documents read whole; jsonb keeps
-- them in one row with the service.
CREATE TABLE services (
    business_id      text NOT NULL,
    id               text NOT NULL,
    name             jsonb NOT NULL DEFAULT '{}',
    description      jsonb NOT NULL DEFAULT '{}',
    keywords         jsonb NOT NULL DEFAULT '{}',
    duration_minutes integer NOT NULL,
    price            numeric NOT NULL,
    capacity         integer NOT NULL,
    images           jsonb NOT NULL DEFAULT '[]',
    schedule         jsonb NOT NULL DEFAULT '{}',
    languages        text[] NOT NULL DEFAULT '{}',
    closed_dates     text[] NOT NULL DEFAULT '{}',
    category         text NOT NULL DEFAULT '',
    created_at       timestamptz NOT NULL,
    PRIMARY KEY (business_id, id)
);

-- One row per slot that has ever been booked: the counter that bookings
-- take places from with a conditional UPDATE, so that concurrent requests
-- on any number of instances never overbook.
CREATE TABLE slot_places (
    business_id text NOT NULL,
    slot_id     text NOT NULL,
    capacity    integer NOT NULL,
    booked      integer NOT NULL DEFAULT 0 CHECK (booked >= 0),
    PRIMARY KEY (business_id, slot_id)
);

CREATE TABLE bookings (
    id             text PRIMARY KEY,
    business_id    text NOT NULL,
    service_id     text NOT NULL,
    service_name   text NOT NULL,
    slot_id        text NOT NULL,
    local_date     text NOT NULL,
    local_time     text NOT NULL,
    start_at       timestamptz NOT NULL,
    end_at         timestamptz NOT NULL,
    -- the IANA zone of start/end, so they come back with the business's offset
    time_zone      text NOT NULL,
    guests         integer NOT NULL CHECK (guests > 0),
    status         text NOT NULL,
    unit_price     numeric NOT NULL,
    total_price    numeric NOT NULL,
    currency       text NOT NULL,
    customer_name  text NOT NULL DEFAULT '',
    customer_email text NOT NULL DEFAULT '',
    customer_phone text NOT NULL DEFAULT '',
    notes          text NOT NULL DEFAULT '',
    source         text NOT NULL DEFAULT '',
    session_id     text NOT NULL DEFAULT '',
    lead_id        text NOT NULL DEFAULT '',
    -- json, not jsonb: the client's document comes back byte for byte
    metadata       json,
    cancel_reason  text NOT NULL DEFAULT '',
    created_at     timestamptz NOT NULL,
    updated_at     timestamptz NOT NULL,
    cancelled_at   timestamptz
);
CREATE INDEX bookings_business_idx ON bookings (business_id, id DESC);
CREATE INDEX bookings_date_idx ON bookings (business_id, local_date);
CREATE INDEX bookings_created_idx ON bookings (business_id, created_at);

CREATE TABLE leads (
    id                    text PRIMARY KEY,
    business_id           text NOT NULL,
    session_id            text NOT NULL,
    name                  text NOT NULL DEFAULT '',
    email                 text NOT NULL DEFAULT '',
    phone                 text NOT NULL DEFAULT '',
    language              text NOT NULL DEFAULT '',
    interest_service_id   text NOT NULL DEFAULT '',
    interest_service_name text NOT NULL DEFAULT '',
    interest_date         text NOT NULL DEFAULT '',
    interest_guests       integer NOT NULL DEFAULT 0,
    status                text NOT NULL,
    booking_id            text NOT NULL DEFAULT '',
    created_at            timestamptz NOT NULL,
    updated_at            timestamptz NOT NULL,
    UNIQUE (business_id, session_id)
);
CREATE INDEX leads_business_idx ON leads (business_id, id DESC);
CREATE INDEX leads_created_idx ON leads (business_id, created_at);

CREATE TABLE conversations (
    id            text PRIMARY KEY,
    business_id   text NOT NULL,
    session_id    text NOT NULL,
    language      text NOT NULL DEFAULT '',
    lead_id       text NOT NULL DEFAULT '',
    handoff       boolean NOT NULL DEFAULT false,
    message_count integer NOT NULL DEFAULT 0,
    -- the dialogue engine's memory, opaque to the store
    state         bytea,
    version       bigint NOT NULL,
    created_at    timestamptz NOT NULL,
    updated_at    timestamptz NOT NULL,
    UNIQUE (business_id, session_id)
);
CREATE INDEX conversations_updated_idx ON conversations (business_id, updated_at DESC, id DESC);
CREATE INDEX conversations_created_idx ON conversations (business_id, created_at);

-- seq orders a conversation's messages: ids made in the same millisecond
-- do not sort by creation.
CREATE TABLE messages (
    seq             bigserial PRIMARY KEY,
    id              text NOT NULL UNIQUE,
    business_id     text NOT NULL,
    conversation_id text NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    session_id      text NOT NULL,
    role            text NOT NULL,
    text            text NOT NULL,
    language        text NOT NULL DEFAULT '',
    intent          text NOT NULL DEFAULT '',
    fallback        boolean NOT NULL DEFAULT false,
    reply           json,
    metadata        json,
    created_at      timestamptz NOT NULL
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, seq);
CREATE INDEX messages_created_idx ON messages (business_id, created_at);

CREATE TABLE webhooks (
    id              text PRIMARY KEY,
    business_id     text NOT NULL,
    url             text NOT NULL,
    events          text[] NOT NULL DEFAULT '{}',
    description     text NOT NULL DEFAULT '',
    enabled         boolean NOT NULL DEFAULT true,
    disabled_reason text NOT NULL DEFAULT '',
    secret          text NOT NULL,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL
);
CREATE INDEX webhooks_business_idx ON webhooks (business_id, id);

-- The outbox and the event log: seq is the insertion order the hub
-- publishes in; published_at is set when an instance claims the event.
CREATE TABLE events (
    seq          bigserial PRIMARY KEY,
    id           text NOT NULL UNIQUE,
    business_id  text NOT NULL,
    type         text NOT NULL,
    session_id   text NOT NULL DEFAULT '',
    data         json NOT NULL,
    created_at   timestamptz NOT NULL,
    published_at timestamptz
);
CREATE INDEX events_unpublished_idx ON events (seq) WHERE published_at IS NULL;
CREATE INDEX events_business_idx ON events (business_id, seq DESC);
CREATE INDEX events_created_idx ON events (created_at);

CREATE TABLE webhook_deliveries (
    id              text PRIMARY KEY,
    business_id     text NOT NULL,
    webhook_id      text NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    event_id        text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    event_type      text NOT NULL,
    status          text NOT NULL,
    attempts        jsonb NOT NULL DEFAULT '[]',
    next_attempt_at timestamptz,
    created_at      timestamptz NOT NULL
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
    WHERE status IN ('pending', 'retrying');
CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, id DESC);
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id);

CREATE TABLE idempotency_keys (
    business_id  text NOT NULL,
    key          text NOT NULL,
    request_hash text NOT NULL,
    completed    boolean NOT NULL DEFAULT false,
    status       integer NOT NULL DEFAULT 0,
    body         bytea,
    created_at   timestamptz NOT NULL,
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
