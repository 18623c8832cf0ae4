-- A flag on a title application now also records a correction of an event it cites: the registry
-- announces each correction and certification stores the flag then, instead of reading the audit
-- log each time an application is shown. Such a flag has an event as its cause, not a revoked
-- application, so each flag has one cause or the other.
ALTER TABLE application_flag ALTER COLUMN cause_id DROP NOT NULL;
ALTER TABLE application_flag ADD COLUMN event_id BIGINT REFERENCES event (id);
ALTER TABLE application_flag ADD CONSTRAINT ck_application_flag_cause
    CHECK (cause_id IS NOT NULL OR event_id IS NOT NULL);

-- The corrections made before this version become flags, as they were shown until now: on each live
-- application (not rejected, not revoked) citing the event, when the correction was written after the
-- application's first audit entry (entries are numbered in the order they are written). Audit times
-- are held in UTC; the day is China's (UTC+8 all year).
INSERT INTO application_flag (application_id, event_id, reason, raised_on)
SELECT a.id AS application_id, e.id AS event_id,
       LEFT('Event ' || c.entity_id || ' was corrected on '
            || CAST(CAST(c.at + INTERVAL '8' HOUR AS DATE) AS VARCHAR(10))
            || ', after the application was opened' || COALESCE(': ' || c.reason, '.'), 1000) AS reason,
       CAST(c.at + INTERVAL '8' HOUR AS DATE) AS raised_on
FROM audit_entry c
JOIN event e ON CAST(e.id AS VARCHAR(20)) = c.entity_id
JOIN title_application a ON a.status NOT IN ('REJECTED', 'REVOKED')
    AND EXISTS (SELECT 1 FROM application_evidence x WHERE x.application_id = a.id AND x.event_id = e.id)
    AND c.id > (SELECT MIN(o.id) FROM audit_entry o
                WHERE o.entity_type = 'application' AND o.entity_id = CAST(a.id AS VARCHAR(20)))
WHERE c.entity_type = 'event' AND c.action = 'EVENT_CORRECTED'
ORDER BY c.id, a.id;
