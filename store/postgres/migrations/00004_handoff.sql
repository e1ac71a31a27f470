-- Handoff: who answers a conversation (the assistant, or a person), who
-- handles it, what staff have not read, and who wrote a staff message.
-- Conversations from before keep the assistant (status bot).

-- +goose Up
ALTER TABLE conversations
    ADD COLUMN status               text NOT NULL DEFAULT 'bot'
        CHECK (status IN ('bot', 'waiting', 'human', 'closed')),
    ADD COLUMN assignee_id          text,
    ADD COLUMN assignee_name        text,
    ADD COLUMN handoff_requested_at timestamptz,
    ADD COLUMN unread               integer NOT NULL DEFAULT 0,
    ADD COLUMN last_message_at      timestamptz;
UPDATE conversations SET last_message_at = updated_at WHERE message_count > 0;
-- The dashboard's inbox: open handoffs of a business.
CREATE INDEX conversations_status_idx ON conversations (business_id, status, updated_at DESC)
    WHERE status IN ('waiting', 'human');

ALTER TABLE messages
    ADD COLUMN author_id   text,
    ADD COLUMN author_name text;

-- +goose Down
ALTER TABLE messages DROP COLUMN author_name, DROP COLUMN author_id;
DROP INDEX conversations_status_idx;
ALTER TABLE conversations
    DROP COLUMN last_message_at, DROP COLUMN unread, DROP COLUMN handoff_requested_at,
    DROP COLUMN assignee_name, DROP COLUMN assignee_id, DROP COLUMN status;
