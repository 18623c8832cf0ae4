-- What files written by other programs need the registry to keep.
-- A player's sex may be unknown: a TRF player line with a blank sex column says nothing, and the
-- registry must not guess (a registrar completes it; the evaluator waits for it).
ALTER TABLE player ALTER COLUMN gender DROP NOT NULL;

-- The same file again is recognised within the organising unit only: another unit importing the
-- same tournament creates its own event and is never told that someone else imported it first.
-- source_hash is now the fingerprint of what the registry stores of the file, not of its bytes.
ALTER TABLE event DROP CONSTRAINT uq_event_source_hash;
ALTER TABLE event ADD CONSTRAINT uq_event_organiser_source UNIQUE (organiser_id, source_hash);

-- announced_rounds: the rounds the file announced (TRF 142 or XXR) where it held fewer, so that the
-- draft says so until it is published. points_system: how the file counts points where it is not
-- 1, 1/2, 0 (TRF26 162, e.g. 'W 3.0 D 1.0 L 0.0 A 0.0 P 3.0'). team: a team event, whose players'
-- points and ranks are informative.
ALTER TABLE event ADD COLUMN announced_rounds INTEGER;
ALTER TABLE event ADD COLUMN points_system VARCHAR(100);
ALTER TABLE event ADD COLUMN team BOOLEAN DEFAULT FALSE NOT NULL;

-- TRF records of many rounds (132 round dates, column rulers) run past 400 characters.
ALTER TABLE event_record ALTER COLUMN text SET DATA TYPE VARCHAR(4000);

-- One row that imports lock while they decide who is new and register them, so that two imports
-- naming the same new person at the same moment register one player, not two.
CREATE TABLE registry_lock (
    name VARCHAR(40) PRIMARY KEY
);
INSERT INTO registry_lock (name) VALUES ('player-registration');
