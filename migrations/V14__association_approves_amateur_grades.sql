-- 第三条 as the one source of "who approves": the amateur grades are granted by the Chinese Chess
-- Association (unit 0002, level ASSOCIATION), which V10's check on approver_level could not say and
-- V12 therefore seeded as NATIONAL. The check now takes the association; the amateur rows say it.
ALTER TABLE standard_authority DROP CONSTRAINT ck_authority_level;
ALTER TABLE standard_authority ADD CONSTRAINT ck_authority_level
    CHECK (approver_level IN ('NATIONAL', 'ASSOCIATION', 'PROVINCIAL', 'PREFECTURE', 'COUNTY'));

UPDATE standard_authority SET approver_level = 'ASSOCIATION'
    WHERE approver_level = 'NATIONAL'
      AND standard_id IN (SELECT id FROM standard WHERE track = 'AMATEUR');
