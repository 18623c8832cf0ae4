-- Players are matched on import by their Latin name regardless of case. A lower-cased copy of the
-- name, kept by the application, lets both databases find them by an index instead of reading every
-- player for every line of a file.
ALTER TABLE player ADD COLUMN name_latin_key VARCHAR(200);
UPDATE player SET name_latin_key = LOWER(name_latin);
CREATE INDEX ix_player_name_latin_key ON player (name_latin_key);
