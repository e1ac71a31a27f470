-- Handoff, the twin of store/postgres/migrations/00004: who answers a
-- conversation (the assistant, or a person), who handles it, what staff
-- have not read, and who wrote a staff message. Conversations from before
-- keep the assistant (status bot).

-- +goose Up
ALTER TABLE conversations ADD COLUMN status TEXT NOT NULL DEFAULT 'bot'
    CHECK (status IN ('bot', 'waiting', 'human', 'closed'));
ALTER TABLE conversations ADD COLUMN assignee_id TEXT;
ALTER TABLE conversations ADD COLUMN assignee_name TEXT;
ALTER TABLE conversations ADD COLUMN handoff_requested_at INTEGER;
ALTER TABLE conversations ADD COLUMN unread INTEGER NOT NULL DEFAULT 0;
ALTER TABLE conversations ADD COLUMN last_message_at INTEGER;
UPDATE conversations SET last_message_at = updated_at WHERE message_count > 0;
-- The dashboard's inbox: open handoffs of a business.
CREATE INDEX conversations_status_idx ON conversations (business_id, status, updated_at DESC)
    WHERE status IN ('waiting', 'human');

ALTER TABLE messages ADD COLUMN author_id TEXT;
ALTER TABLE messages ADD COLUMN author_name TEXT;

-- +goose Down
ALTER TABLE messages DROP COLUMN author_name;
ALTER TABLE messages DROP COLUMN author_id;
DROP INDEX conversations_status_idx;
ALTER TABLE conversations DROP COLUMN last_message_at;
ALTER TABLE conversations DROP COLUMN unread;
ALTER TABLE conversations DROP COLUMN handoff_requested_at;
ALTER TABLE conversations DROP COLUMN assignee_name;
ALTER TABLE conversations DROP COLUMN assignee_id;
ALTER TABLE conversations DROP COLUMN status;
