-- Approval authority granted to industry sports associations and plan-listed cities (seed 000,
-- 第三条 (二)(三)), one row per grant instead of a comma-separated column: the application maps it
-- as a set of enum names. What a grant lets a unit approve is the standard's data (standard_authority).
CREATE TABLE organisation_grant (
    organisation_id  BIGINT       NOT NULL REFERENCES organisation (id),
    grant_name       VARCHAR(20)  NOT NULL,
    CONSTRAINT pk_organisation_grant PRIMARY KEY (organisation_id, grant_name),
    CONSTRAINT ck_organisation_grant CHECK (grant_name IN ('FIRST_CLASS', 'SECOND_CLASS'))
);

INSERT INTO organisation_grant (organisation_id, grant_name)
    SELECT id, 'FIRST_CLASS' FROM organisation WHERE granted_titles LIKE '%FIRST_CLASS%';
INSERT INTO organisation_grant (organisation_id, grant_name)
    SELECT id, 'SECOND_CLASS' FROM organisation WHERE granted_titles LIKE '%SECOND_CLASS%';

ALTER TABLE organisation DROP COLUMN granted_titles;
