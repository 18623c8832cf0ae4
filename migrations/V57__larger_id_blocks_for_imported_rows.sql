-- An import writes a row of event_result per player and a row of round_entry per player and round:
-- thousands a file. Their ids are drawn in blocks (Hibernate's pooled ids: each value the sequence
-- returns is the last id of a block of INCREMENT ids); a block of 1000 instead of 50 makes a 200-player,
-- nine-round file ask the sequences twice instead of forty times. The next block starts above every
-- block handed out before.
ALTER SEQUENCE event_result_seq INCREMENT BY 1000;
ALTER SEQUENCE round_entry_seq INCREMENT BY 1000;
