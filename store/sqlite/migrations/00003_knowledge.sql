-- Knowledge, the twin of store/postgres/migrations/00003: the facts of
-- services and businesses the assistant answers questions from (JSON
-- objects in the shape of store.ServiceFacts and store.BusinessFacts), and
-- the business's own knowledge entries.

-- +goose Up
ALTER TABLE services ADD COLUMN facts TEXT NOT NULL DEFAULT '{}';
ALTER TABLE businesses ADD COLUMN facts TEXT NOT NULL DEFAULT '{}';

CREATE TABLE knowledge_entries (
    business_id TEXT NOT NULL,
    id          TEXT NOT NULL,
    question    TEXT NOT NULL DEFAULT '{}',
    answer      TEXT NOT NULL DEFAULT '{}',
    service_id  TEXT NOT NULL DEFAULT '',
    tags        TEXT NOT NULL DEFAULT '[]',
    enabled     INTEGER NOT NULL DEFAULT 1,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (business_id, id)
);
CREATE UNIQUE INDEX knowledge_entries_id_idx ON knowledge_entries (id);

-- +goose Down
DROP TABLE knowledge_entries;
ALTER TABLE businesses DROP COLUMN facts;
ALTER TABLE services DROP COLUMN facts;
