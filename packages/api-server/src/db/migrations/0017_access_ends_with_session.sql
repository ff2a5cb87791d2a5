-- Access ends with the session (docs/security.md, "Access ends with the person").
--
-- 1. A private realtime channel is open only while the session that authorised it acts. `POST /api/auth/pusher/auth`
-- records which session signed a socket's channel here; the process holding the socket (any process: the signature
-- and the socket may reach different ones) reads it when the socket subscribes, keeps the session with the
-- subscription and drops it once that session ends (src/realtime.ts). A grant is consumed by its subscription; unused
-- ones are purged after an hour, and with their session.
CREATE TABLE realtime_grants (
  socket_id text NOT NULL,
  channel text NOT NULL,
  session_id text NOT NULL REFERENCES web_sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (socket_id, channel)
);
CREATE INDEX realtime_grants_created_idx ON realtime_grants (created_at);
CREATE INDEX realtime_grants_session_idx ON realtime_grants (session_id);

-- 2. An essay grader's token (handed to the browser by current_user) is replaced when the grader's access ends for
-- good: their user is locked or their employee stops being active (terminated, or `active` set false). A password
-- change replaces it too (src/resources/users/queries.ts, setPassword: a digest rewritten at sign-in is no change).
-- A copied token then stops working even once the person signs in again. 244 random bits, hex.
CREATE FUNCTION new_grader_token() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
$$;
CREATE FUNCTION rotate_grader_token_of_employee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE essay_graders SET token = new_grader_token() WHERE employee_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER employees_rotate_grader_token AFTER UPDATE OF active ON employees
  FOR EACH ROW WHEN (OLD.active AND NOT NEW.active) EXECUTE FUNCTION rotate_grader_token_of_employee();
CREATE FUNCTION rotate_grader_token_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE essay_graders g SET token = new_grader_token() FROM employees e WHERE e.id = g.employee_id AND e.user_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_rotate_grader_token AFTER UPDATE OF locked_at ON users
  FOR EACH ROW WHEN (OLD.locked_at IS NULL AND NEW.locked_at IS NOT NULL) EXECUTE FUNCTION rotate_grader_token_of_user();
