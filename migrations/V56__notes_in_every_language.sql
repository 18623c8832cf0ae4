-- What Dengji itself writes about an application or in the audit log is kept as what happened, not as
-- an English sentence, so that every page says it in its reader's language.
--
-- A flag on an application keeps its cause (the revoked application or the corrected event) and its
-- day already; the words a person gave for the revocation or the correction move out of the English
-- sentence into a column of their own, and the sentence goes: it is said anew on each page.
ALTER TABLE application_flag ADD COLUMN grounds VARCHAR(1000);

UPDATE application_flag SET grounds = CASE WHEN POSITION(', after the application was opened: ' IN reason) > 0
    THEN SUBSTRING(reason FROM POSITION(', after the application was opened: ' IN reason) + 36) END
WHERE event_id IS NOT NULL;

-- "<title> (application <id>) was revoked on <day>: <grounds>"
UPDATE application_flag SET grounds = CASE WHEN POSITION(' was revoked on ' IN reason) > 0
    THEN SUBSTRING(reason FROM POSITION(' was revoked on ' IN reason) + 28) END
WHERE cause_id IS NOT NULL;

ALTER TABLE application_flag DROP COLUMN reason;

-- An audit entry keeps the reason a person gave as written; a note Dengji writes is a code and its
-- arguments (days, numbers, codes, separated by single spaces), put in words by the page showing it.
ALTER TABLE audit_entry ADD COLUMN note_code VARCHAR(64);
ALTER TABLE audit_entry ADD COLUMN note_arguments VARCHAR(1000);

-- The notes written before this version, each recognised by its action (no person gives a reason for
-- these) and its English wording, become the same code and arguments. The entries say what they said;
-- only the form in which Dengji's own words are kept changes.
UPDATE audit_entry SET note_code = 'EVALUATED_ON', note_arguments = SUBSTRING(reason FROM 14), reason = NULL
WHERE action = 'APPLICATION_OPENED' AND reason LIKE 'evaluated on %';

UPDATE audit_entry SET note_code = 'PLACED_WITH_EVENT', reason = NULL
WHERE action = 'APPLICATION_POST_EVENT_NOTICE' AND reason = 'placed on notice with the qualifiers of the event';

UPDATE audit_entry SET note_code = 'NOTICE_OVER', note_arguments = SUBSTRING(reason FROM 16 FOR 10), reason = NULL
WHERE action = 'APPLICATION_NOTICE_CLOSED' AND reason LIKE 'notice over on % with no open objection';

UPDATE audit_entry SET note_code = 'COPY_OF', note_arguments = SUBSTRING(reason FROM 9), reason = NULL
WHERE action = 'STANDARD_DRAFT_CREATED' AND reason LIKE 'copy of %';

UPDATE audit_entry SET note_code = 'CLAUSE', note_arguments = SUBSTRING(reason FROM 8), reason = NULL
WHERE action = 'STANDARD_CLAUSE_UPDATED' AND reason LIKE 'clause %';

UPDATE audit_entry SET note_code = 'SUPERSEDED_BY', note_arguments = SUBSTRING(reason FROM 15), reason = NULL
WHERE action = 'STANDARD_SUPERSEDED' AND reason LIKE 'superseded by %';

UPDATE audit_entry SET note_code = 'MOVED', note_arguments = REPLACE(SUBSTRING(reason FROM 12), ' to ', ' '),
    reason = NULL
WHERE action = 'ORGANISATION_UPDATED' AND reason LIKE 'moved from % to %';

UPDATE audit_entry SET note_code = 'MERGED',
    note_arguments = REPLACE(REPLACE(SUBSTRING(reason FROM 7), ': ', ' '), ' results from ', ' '), reason = NULL
WHERE action = 'PLAYER_MERGED' AND reason LIKE 'merge %: % results from %';

UPDATE audit_entry SET note_code = 'NOT_SAME_PLAYER', note_arguments = SUBSTRING(reason FROM 24), reason = NULL
WHERE action = 'DUPLICATE_DISMISSED' AND reason LIKE 'not the same player as %';

UPDATE audit_entry SET note_code = 'MERGE_UNDONE',
    note_arguments = REPLACE(REPLACE(SUBSTRING(reason FROM 12), ': ', ' '), ' results back from ', ' '), reason = NULL
WHERE action = 'PLAYER_MERGE_UNDONE' AND reason LIKE 'undo merge %: % results back from %';

-- "<format> <fingerprint>" and, for games, the fingerprint alone
UPDATE audit_entry SET note_code = 'FILE', note_arguments = reason, reason = NULL
WHERE action = 'EVENT_IMPORTED' AND reason LIKE '% %' AND reason NOT LIKE '% % %';

UPDATE audit_entry SET note_code = 'FILE', note_arguments = 'PGN ' || reason, reason = NULL
WHERE action = 'GAMES_IMPORTED' AND reason IS NOT NULL AND reason NOT LIKE '% %';

UPDATE audit_entry SET note_code = 'IMPORT_ERRORS', note_arguments = REPLACE(reason, ' errors=', ' '), reason = NULL
WHERE action = 'IMPORT_REFUSED' AND reason LIKE '% errors=%';

UPDATE audit_entry SET note_code = 'FIRST_START', reason = NULL
WHERE action = 'USER_CREATED' AND reason = 'first start';

UPDATE audit_entry SET note_code = 'PASSWORD_SET', reason = NULL
WHERE action = 'USER_PASSWORD_RESET' AND reason = 'password set by an administrator';
