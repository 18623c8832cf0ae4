-- Failed sign-ins, counted in the database so that every instance sees the same counts. A row is
-- keyed by what it counts: an account and the address it was tried from, or an address alone.
-- Rows are forgotten a configured time after their last failure (dengji.sign-in.forget-after).
CREATE TABLE sign_in_throttle (
    throttle_key     VARCHAR(200) NOT NULL PRIMARY KEY,
    failures         INTEGER      NOT NULL,
    last_failure_at  TIMESTAMP    NOT NULL
);
CREATE INDEX ix_sign_in_throttle_last ON sign_in_throttle (last_failure_at);
