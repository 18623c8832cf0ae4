-- An event's page names each of its players: 200 players, 200 lookups of a registration number and two
-- names by id. With them in an index beside the id, PostgreSQL answers each lookup from the index alone
-- (on the pages vacuum has marked all-visible) instead of visiting the player's row as well: at a
-- million players, the statement that reads an event's results took twice the time without it.
CREATE INDEX ix_player_names ON player (id, registration_no, name_zh, name_latin);

-- Every page asks whether demo data is present (the banner): without an index the answer, kept for a few
-- seconds, was a scan of every event.
CREATE INDEX ix_event_demo ON event (demo);
