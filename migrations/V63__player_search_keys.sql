-- A search finds names that contain what was typed. Scanning every name grows with the registry; a
-- name contains a text exactly when one of its suffixes starts with it, so every suffix of each name
-- is kept here (lower case, without spaces or commas) and a search reads one range of this key's index.
-- The application keeps the rows of new and corrected names; this fills them for the names already held.
CREATE TABLE player_search_key (
    search_key  VARCHAR(100)  NOT NULL,
    player_id   BIGINT        NOT NULL REFERENCES player (id),
    PRIMARY KEY (search_key, player_id)
);
CREATE INDEX ix_player_search_key_player ON player_search_key (player_id);

INSERT INTO player_search_key (search_key, player_id)
SELECT DISTINCT SUBSTRING(n.name FROM p.pos), n.player_id
FROM (SELECT id AS player_id, LOWER(REPLACE(REPLACE(REPLACE(name_zh, ' ', ''), ',', ''), '，', '')) AS name
      FROM player WHERE name_zh IS NOT NULL
      UNION
      SELECT id, LOWER(REPLACE(REPLACE(REPLACE(name_latin, ' ', ''), ',', ''), '，', ''))
      FROM player WHERE name_latin IS NOT NULL) n
JOIN (WITH RECURSIVE positions (pos) AS (SELECT 1 UNION ALL SELECT pos + 1 FROM positions WHERE pos < 100)
      SELECT pos FROM positions) p ON p.pos <= CHAR_LENGTH(n.name);
