-- Knowledge: the facts of services and businesses the assistant answers
-- questions from (JSON objects in the shape of store.ServiceFacts and
-- store.BusinessFacts), and the business's own knowledge entries.

-- +goose Up
ALTER TABLE services ADD COLUMN facts jsonb NOT NULL DEFAULT '{}';
ALTER TABLE businesses ADD COLUMN facts jsonb NOT NULL DEFAULT '{}';

CREATE TABLE knowledge_entries (
    business_id text NOT NULL,
    id          text NOT NULL,
    question    jsonb NOT NULL DEFAULT '{}',
    answer      jsonb NOT NULL DEFAULT '{}',
    service_id  text NOT NULL DEFAULT '',
    tags        text[] NOT NULL DEFAULT '{}',
    enabled     boolean NOT NULL DEFAULT true,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL,
    PRIMARY KEY (business_id, id)
);
CREATE UNIQUE INDEX knowledge_entries_id_idx ON knowledge_entries (id);

-- +goose Down
DROP TABLE knowledge_entries;
ALTER TABLE businesses DROP COLUMN facts;
ALTER TABLE services DROP COLUMN facts;
