-- Rating runs take this row lock: two publications at once must not rewrite the same later reports side by side.
INSERT INTO registry_lock (name) VALUES ('rating-run');
