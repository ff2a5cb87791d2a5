-- Course fields the session details modal reads (SES-11 dynamic subject, parent-update block; DOM-45).
ALTER TABLE courses ADD COLUMN dynamic_subject boolean NOT NULL DEFAULT false;
ALTER TABLE courses ADD COLUMN requires_parent_update boolean NOT NULL DEFAULT false;
ALTER TABLE courses ADD COLUMN parent_update_last_sent_at timestamptz;
-- Named seed steps already applied (demo rows added after the first release, applied once per database).
CREATE TABLE seed_steps (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
