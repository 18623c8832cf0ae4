-- Limits that hold against bursts: each limit is decided under a row lock held by the attempt that
-- decides, so that attempts arriving at the same moment, on any instance, decide one after the other.

-- Sign-in: besides its failures, a throttle row counts the attempts whose password is being checked
-- right now (checking), each a failure that may yet come. An attempt may start a check only while the
-- failures and the checks under way together leave room under the free failures; checking_since is when
-- the latest check started, so that the checks of an instance that died are given up after a while.
-- A row may now exist with no failure yet: last_failure_at is then when it was created.
ALTER TABLE sign_in_throttle ADD COLUMN checking INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE sign_in_throttle ADD COLUMN checking_since TIMESTAMP;

-- Objections: one row per address (as the SHA-256 kept in objection.address_hash) that has tried to
-- lodge one. It holds nothing but its key: lodging locks it before counting the address's objections
-- of the last hour, and keeps it locked until the objection is written.
CREATE TABLE objection_lodger (
    address_hash    VARCHAR(64)    NOT NULL PRIMARY KEY
);
