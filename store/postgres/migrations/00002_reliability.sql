-- Reliability: the rules package store applies, held by the schema too.
--
-- An Idempotency-Key reservation names the instance holding it (owner, the
-- key of a session advisory lock that instance holds) and the request
-- (token), so that a crashed instance's keys are freed at once and only the
-- request holding a reservation can complete it.
--
-- Rows belong to an existing business (foreign keys; NOT VALID so that a
-- database with rows written before this migration still migrates: new rows
-- are checked, old ones are not), and the ids and statuses the domain
-- requires are present and known (checks, named for the store's error
-- translation in errors.go).

-- +goose Up
-- A claimed event is leased (claimed_until) until its relay marks it
-- published; one whose relay died is claimed again when the lease ends.
ALTER TABLE events ADD COLUMN claimed_until timestamptz;

ALTER TABLE idempotency_keys
    ADD COLUMN owner bigint NOT NULL DEFAULT 0,
    ADD COLUMN token text NOT NULL DEFAULT '';

ALTER TABLE api_keys ADD CONSTRAINT api_keys_business_fk
    FOREIGN KEY (business_id) REFERENCES businesses (id) NOT VALID;
ALTER TABLE services ADD CONSTRAINT services_business_fk
    FOREIGN KEY (business_id) REFERENCES businesses (id) NOT VALID;
ALTER TABLE bookings ADD CONSTRAINT bookings_business_fk
    FOREIGN KEY (business_id) REFERENCES businesses (id) NOT VALID;
ALTER TABLE leads ADD CONSTRAINT leads_business_fk
    FOREIGN KEY (business_id) REFERENCES businesses (id) NOT VALID;
ALTER TABLE conversations ADD CONSTRAINT conversations_business_fk
    FOREIGN KEY (business_id) REFERENCES businesses (id) NOT VALID;
ALTER TABLE webhooks ADD CONSTRAINT webhooks_business_fk
    FOREIGN KEY (business_id) REFERENCES businesses (id) NOT VALID;

ALTER TABLE bookings ADD CONSTRAINT bookings_slot_id_nonempty CHECK (slot_id <> '') NOT VALID;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_known
    CHECK (status IN ('confirmed', 'cancelled')) NOT VALID;
ALTER TABLE leads ADD CONSTRAINT leads_session_id_nonempty CHECK (session_id <> '') NOT VALID;
ALTER TABLE leads ADD CONSTRAINT leads_status_known
    CHECK (status IN ('new', 'contacted', 'converted', 'lost')) NOT VALID;
ALTER TABLE conversations ADD CONSTRAINT conversations_session_id_nonempty CHECK (session_id <> '') NOT VALID;
ALTER TABLE services ADD CONSTRAINT services_id_nonempty CHECK (id <> '') NOT VALID;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_hash_nonempty CHECK (length(hash) > 0) NOT VALID;

-- +goose Down
ALTER TABLE api_keys DROP CONSTRAINT api_keys_hash_nonempty;
ALTER TABLE services DROP CONSTRAINT services_id_nonempty;
ALTER TABLE conversations DROP CONSTRAINT conversations_session_id_nonempty;
ALTER TABLE leads DROP CONSTRAINT leads_status_known;
ALTER TABLE leads DROP CONSTRAINT leads_session_id_nonempty;
ALTER TABLE bookings DROP CONSTRAINT bookings_status_known;
ALTER TABLE bookings DROP CONSTRAINT bookings_slot_id_nonempty;
ALTER TABLE webhooks DROP CONSTRAINT webhooks_business_fk;
ALTER TABLE conversations DROP CONSTRAINT conversations_business_fk;
ALTER TABLE leads DROP CONSTRAINT leads_business_fk;
ALTER TABLE bookings DROP CONSTRAINT bookings_business_fk;
ALTER TABLE services DROP CONSTRAINT services_business_fk;
ALTER TABLE api_keys DROP CONSTRAINT api_keys_business_fk;
ALTER TABLE events DROP COLUMN claimed_until;
ALTER TABLE idempotency_keys
    DROP COLUMN owner,
    DROP COLUMN token;
