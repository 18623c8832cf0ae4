-- Recomputations staff start, and those rule sets or a running recomputation put off, wait in a queue: each row
-- says whether it waits, runs, is done or failed, and when a runner last said it still runs (a runner that stopped
-- leaves its row unwritten, and another instance takes the row again).
ALTER TABLE rating_recomputation ADD COLUMN state VARCHAR(8) DEFAULT 'DONE' NOT NULL;
ALTER TABLE rating_recomputation ADD COLUMN reason VARCHAR(500);
ALTER TABLE rating_recomputation ADD COLUMN requested_at TIMESTAMP;
ALTER TABLE rating_recomputation ADD COLUMN started_at TIMESTAMP;
ALTER TABLE rating_recomputation ADD COLUMN updated_at TIMESTAMP;
ALTER TABLE rating_recomputation ADD COLUMN failure VARCHAR(200);
ALTER TABLE rating_recomputation ALTER COLUMN computed_at DROP NOT NULL;
CREATE INDEX rating_recomputation_open ON rating_recomputation (state, id);
-- Requests to the queue take this row lock, so that a burst of them waits in one row, not one run each.
INSERT INTO registry_lock (name) VALUES ('rating-queue');
