-- Each audit entry names the organisation unit it concerns, so that administrators read the entries
-- of their own subtree only: a unit itself, a user's unit, and the national unit (0001) for national
-- data (the standards). Existing entries are placed the same way.
ALTER TABLE audit_entry ADD COLUMN organisation_id BIGINT;

UPDATE audit_entry SET organisation_id = CAST(entity_id AS BIGINT) WHERE entity_type = 'organisation';
UPDATE audit_entry SET organisation_id =
    (SELECT u.organisation_id FROM app_user u WHERE CAST(u.id AS VARCHAR(64)) = audit_entry.entity_id)
    WHERE entity_type = 'user';
UPDATE audit_entry SET organisation_id = (SELECT id FROM organisation WHERE unit_code = '0001')
    WHERE entity_type = 'standard';

CREATE INDEX ix_audit_organisation ON audit_entry (organisation_id, id);
