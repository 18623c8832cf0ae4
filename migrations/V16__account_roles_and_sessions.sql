-- The roles of an account as rows (they were a comma-separated column), and the session
-- generation: every session cookie names the generation it was issued in, and a session is refused
-- once the account's generation has moved on (sign-out, password change, deactivation).
CREATE TABLE app_user_role (
    user_id    BIGINT      NOT NULL REFERENCES app_user (id),
    role_name  VARCHAR(20) NOT NULL,
    CONSTRAINT pk_app_user_role PRIMARY KEY (user_id, role_name),
    CONSTRAINT ck_app_user_role CHECK (role_name IN ('ADMIN', 'REGISTRAR', 'REVIEWER', 'APPROVER'))
);
INSERT INTO app_user_role (user_id, role_name)
    SELECT id, 'ADMIN' FROM app_user WHERE ',' || REPLACE(roles, ' ', '') || ',' LIKE '%,ADMIN,%';
INSERT INTO app_user_role (user_id, role_name)
    SELECT id, 'REGISTRAR' FROM app_user WHERE ',' || REPLACE(roles, ' ', '') || ',' LIKE '%,REGISTRAR,%';
INSERT INTO app_user_role (user_id, role_name)
    SELECT id, 'REVIEWER' FROM app_user WHERE ',' || REPLACE(roles, ' ', '') || ',' LIKE '%,REVIEWER,%';
INSERT INTO app_user_role (user_id, role_name)
    SELECT id, 'APPROVER' FROM app_user WHERE ',' || REPLACE(roles, ' ', '') || ',' LIKE '%,APPROVER,%';
ALTER TABLE app_user DROP COLUMN roles;
ALTER TABLE app_user ADD COLUMN session_generation BIGINT DEFAULT 0 NOT NULL;
