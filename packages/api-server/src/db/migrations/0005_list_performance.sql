-- List performance at 100k+ rows (issue 13): indexes matching the default and sortable orders and the common filters,
-- trigram indexes for the `query` search (when pg_trgm is available), and exact row counters for unfiltered lists.

-- Default orders (column, id) so that a page is an index walk in either direction, with the id tie-break.
DROP INDEX IF EXISTS parents_created_idx;
CREATE INDEX parents_created_id_idx ON parents (created_at, id);
CREATE INDEX parents_created_desc_idx ON parents (created_at DESC, id);
CREATE INDEX parents_status_customer_idx ON parents (status, customer);
CREATE INDEX parents_last_touched_idx ON parents (last_touched_at, id);
CREATE INDEX students_created_id_idx ON students (created_at, id);
CREATE INDEX sessions_starts_id_idx ON sessions (starts_at, id);
CREATE INDEX lead_sources_created_id_idx ON lead_sources (created_at, id);
CREATE INDEX users_email_lower_idx ON users (lower(email));
CREATE INDEX users_first_name_idx ON users (lower(first_name), lower(last_name));
CREATE INDEX shipments_created_id_idx ON shipments (created_at, id);
CREATE INDEX assignments_session_idx ON assignments (session_id);

-- Trigram search. The extension needs a superuser or a trusted-extension setup on PostgreSQL; without it the
-- search still works (sequential LIKE), so every step is guarded.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable: %', SQLERRM;
END $$;
DO $$
BEGIN
  EXECUTE 'CREATE INDEX users_full_name_trgm_idx ON users USING gin (lower(first_name || '' '' || last_name) gin_trgm_ops)';
  EXECUTE 'CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops)';
  EXECUTE 'CREATE INDEX parents_phone_trgm_idx ON parents USING gin (lower(coalesce(phone, '''')) gin_trgm_ops)';
  EXECUTE 'CREATE INDEX lead_sources_name_trgm_idx ON lead_sources USING gin (lower(name) gin_trgm_ops)';
  EXECUTE 'CREATE INDEX sessions_title_trgm_idx ON sessions USING gin (lower(title) gin_trgm_ops)';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'trigram indexes skipped: %', SQLERRM;
END $$;

-- Exact row counts of the big tables, kept by statement triggers in the writing transaction (never stale).
CREATE TABLE row_counts (table_name text PRIMARY KEY, n bigint NOT NULL);
CREATE FUNCTION row_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
CREATE FUNCTION row_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
INSERT INTO row_counts (table_name, n) SELECT 'parents', count(*) FROM parents;
INSERT INTO row_counts (table_name, n) SELECT 'students', count(*) FROM students;
INSERT INTO row_counts (table_name, n) SELECT 'sessions', count(*) FROM sessions;
INSERT INTO row_counts (table_name, n) SELECT 'lead_sources', count(*) FROM lead_sources;
CREATE TRIGGER parents_count_add AFTER INSERT ON parents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
CREATE TRIGGER parents_count_remove AFTER DELETE ON parents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();
CREATE TRIGGER students_count_add AFTER INSERT ON students REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
CREATE TRIGGER students_count_remove AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();
CREATE TRIGGER sessions_count_add AFTER INSERT ON sessions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
CREATE TRIGGER sessions_count_remove AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();
CREATE TRIGGER lead_sources_count_add AFTER INSERT ON lead_sources REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
CREATE TRIGGER lead_sources_count_remove AFTER DELETE ON lead_sources REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();
