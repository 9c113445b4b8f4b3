-- Issue 7 hole 1: the real-time hub learns from the database when a session ends or a user loses
-- a project, whoever made the change and in whichever app process. NOTIFY is delivered after commit
-- to every listening process. Payloads on channel 'sb_access' (never a raw session id):
--   s:<hash>  a session row was deleted (logout, other sessions ended, user deleted, purge)
--   x:<hash>  a session's expiry moved earlier: re-read it
--   m:<projectId>:<userId>  that user may have lost the project: re-check
--   p:<projectId>  the project was deleted
-- <hash> is the first 32 hex digits of sha256(sid), as server/platform/sessions.ts computes it.
CREATE OR REPLACE FUNCTION sb_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sb_access',
    CASE WHEN TG_OP = 'DELETE' THEN 's:' ELSE 'x:' END
    || left(encode(sha256(convert_to(OLD.sid, 'UTF8')), 'hex'), 32));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sb_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_shortened AFTER UPDATE OF expire ON sessions
  FOR EACH ROW WHEN (NEW.expire < OLD.expire) EXECUTE FUNCTION sb_notify_session_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sb_notify_member_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sb_access', 'm:' || OLD.project_id || ':' || OLD.user_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER project_members_notify_removed AFTER DELETE OR UPDATE OF project_id, user_id ON project_members
  FOR EACH ROW EXECUTE FUNCTION sb_notify_member_removed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sb_notify_project_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sb_access', 'p:' || OLD.id);
  ELSE
    PERFORM pg_notify('sb_access', 'm:' || OLD.id || ':' || OLD.owner_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_notify_deleted AFTER DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION sb_notify_project_change();
--> statement-breakpoint
CREATE TRIGGER projects_notify_owner_changed AFTER UPDATE OF owner_id ON projects
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id) EXECUTE FUNCTION sb_notify_project_change();
