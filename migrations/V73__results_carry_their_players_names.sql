-- A result carries its player's registration number and names, so that an event's page reads its standings,
-- crosstable and games from the event's own rows. Looking the 200 players up by id on every view, even from an
-- index holding the names, cost four times the rest of the statement at a million players: most of the page's
-- time in the database. The copies follow the player: they are written with the result, moved with it when
-- two records are merged (or the merge undone), and rewritten when the player's names are corrected, under the
-- registry lock that imports hold while they place players.
ALTER TABLE event_result ADD COLUMN player_registration_no VARCHAR(10);
ALTER TABLE event_result ADD COLUMN player_name_zh VARCHAR(100);
ALTER TABLE event_result ADD COLUMN player_name_latin VARCHAR(100);
UPDATE event_result SET (player_registration_no, player_name_zh, player_name_latin) = (
    SELECT p.registration_no, p.name_zh, p.name_latin FROM player p WHERE p.id = event_result.player_id);
ALTER TABLE event_result ALTER COLUMN player_registration_no SET NOT NULL;

-- The index that let the page's lookups read the names without the player's row: nothing looks them up now.
DROP INDEX ix_player_names;
