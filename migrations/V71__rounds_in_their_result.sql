-- A result keeps its rounds in its own row (round_cells, one token a round in round order:
-- "1:12w1 2:5b= 3:-U", the round, a colon, the opponent's start number or nothing for a bye, the colour
-- and the TRF code) instead of a round_entry row each. At national size those were ninety million rows
-- with two indexes and a foreign key checked row by row: most of an import's time in the database, and
-- every reader wants a result's rounds together anyway. 4500 characters hold the 390 rounds a
-- 4,000-column TRF line can carry.
ALTER TABLE event_result ADD COLUMN round_cells VARCHAR(4500) DEFAULT '' NOT NULL;
UPDATE event_result SET round_cells = (
    SELECT string_agg(e.round || ':' || COALESCE(CAST(e.opponent AS VARCHAR(11)), '') || e.colour || e.code, ' '
                      ORDER BY e.round)
    FROM round_entry e WHERE e.result_id = event_result.id)
WHERE EXISTS (SELECT 1 FROM round_entry e WHERE e.result_id = event_result.id);
DROP TABLE round_entry;
DROP SEQUENCE round_entry_seq;
