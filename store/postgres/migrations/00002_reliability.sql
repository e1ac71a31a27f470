-- Reliability: an Idempotency-Key reservation names the instance holding it
-- (owner, the key of a session advisory lock that instance holds) and the
-- request (token), so that a crashed instance's keys are freed at once and
-- only the request holding a reservation can complete it.

-- +goose Up
ALTER TABLE idempotency_keys
    ADD COLUMN owner bigint NOT NULL DEFAULT 0,
    ADD COLUMN token text NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE idempotency_keys
    DROP COLUMN owner,
    DROP COLUMN token;
