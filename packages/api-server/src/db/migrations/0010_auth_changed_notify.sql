-- Issue 26: API processes keep a session's actor for a few seconds (src/session-cache.ts). Any change that can end a
-- session or change what its user may do (sign-out, password change, lock, roles, the person behind the user, an
-- essay grader token) sends NOTIFY auth_changed when its transaction commits, and every process forgets its cache.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END $$;
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER web_sessions_auth_changed AFTER UPDATE OR DELETE ON web_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER employees_auth_changed AFTER INSERT OR DELETE OR UPDATE OF user_id ON employees
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER students_auth_changed AFTER INSERT OR DELETE OR UPDATE OF user_id ON students
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER parents_auth_changed AFTER INSERT OR DELETE OR UPDATE OF user_id ON parents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER essay_graders_auth_changed AFTER INSERT OR UPDATE OR DELETE ON essay_graders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
