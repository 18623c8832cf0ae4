-- The rating a rule set counts an unrated opponent at in a rated player's games, and the end dates of the report
-- entries in order.

-- FIDE B.02 (2024) 8.3.1 rates a rated player's games against rated players only: null keeps it so. A national
-- set may count a game against an unrated opponent as one against this rating instead (at least the set's floor).
ALTER TABLE rating_rule_set ADD COLUMN unrated_opponent_rating INT;

-- A run over the whole registry reads, deletes and writes the reports a stretch of end dates at a time.
CREATE INDEX rating_report_entry_end_date ON rating_report_entry (end_date);
