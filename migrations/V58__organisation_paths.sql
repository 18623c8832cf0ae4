-- Every unit carries its path: the unit codes from the root down to it, each closed by a slash
-- (/0001/3300/3301/). A unit's subtree is every unit whose path starts with its own, so a list keeps
-- to the reader's jurisdiction with one condition, organisation.path LIKE '/0001/3300/%', instead of
-- reading the whole table and walking parent links. The service keeps paths right when a unit is
-- added, moved or given another code. Unit codes are four digits: a path holds nothing LIKE reads
-- as a wildcard, and the tree (at most five levels) fits well within 100 characters.
ALTER TABLE organisation ADD COLUMN path VARCHAR(100);

UPDATE organisation SET path = (
    WITH RECURSIVE tree (id, path) AS (
        SELECT id, CAST('/' || unit_code || '/' AS VARCHAR(100)) FROM organisation WHERE parent_id IS NULL
        UNION ALL
        SELECT child.id, CAST(tree.path || child.unit_code || '/' AS VARCHAR(100))
        FROM organisation child JOIN tree ON child.parent_id = tree.id)
    SELECT tree.path FROM tree WHERE tree.id = organisation.id);

ALTER TABLE organisation ALTER COLUMN path SET NOT NULL;

-- A prefix LIKE uses a b-tree index only where the index compares characters as bytes: on
-- PostgreSQL with any collation but "C" that takes the varchar_pattern_ops operator class, which H2
-- does not know. The placeholder is varchar_pattern_ops for PostgreSQL and ASC for H2 (config/).
CREATE UNIQUE INDEX ix_organisation_path ON organisation (path ${path_index_order});

-- The lists join their rows' unit to the path: staff accounts by their organisation (PostgreSQL
-- indexes no foreign key by itself; events, players and certificates have theirs already).
CREATE INDEX ix_app_user_organisation ON app_user (organisation_id);
