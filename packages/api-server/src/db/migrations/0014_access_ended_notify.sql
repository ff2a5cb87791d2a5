-- A terminated employee (active false, SRV-20) or a student whose canLogin is off may no longer sign in, and their
-- sessions end (src/auth.ts, Actor.accessEnded). Those columns decide a session's actor, so a change to them tells
-- every API process to forget its cached sessions, as the user_id changes of migration 0010 do.
CREATE TRIGGER employees_access_auth_changed AFTER UPDATE OF active ON employees
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER students_access_auth_changed AFTER UPDATE OF can_login ON students
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
