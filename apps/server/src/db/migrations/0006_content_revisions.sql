ALTER TABLE "workspaces" ADD COLUMN "content_revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Raises the content revision of the workspace(s) a changed row belongs to. The triggers below are
-- deferred: they run as the transaction commits, after every row lock it takes, so the bump is the
-- last lock it asks for and cannot close a cycle with another writer's row locks.
CREATE FUNCTION "bump_content_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  IF TG_TABLE_NAME = 'project_assignments' THEN
    UPDATE "workspaces" SET "content_revision" = "content_revision" + 1
      WHERE "id" = (SELECT "workspace_id" FROM "projects" WHERE "id" = changed."project_id");
  ELSIF TG_TABLE_NAME = 'users' THEN
    -- A person's name and number show wherever they are a member or an assignee.
    UPDATE "workspaces" SET "content_revision" = "content_revision" + 1
      WHERE "id" IN (
        SELECT "workspace_id" FROM "workspace_members" WHERE "user_id" = changed."id"
        UNION SELECT "workspace_id" FROM "tasks" WHERE "assigned_to" = changed."id"
      );
  ELSE
    UPDATE "workspaces" SET "content_revision" = "content_revision" + 1
      WHERE "id" = changed."workspace_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tasks_content_revision" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_content_revision" AFTER INSERT OR UPDATE OR DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_assignments_content_revision" AFTER INSERT OR UPDATE OR DELETE ON "project_assignments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workspace_members_content_revision" AFTER INSERT OR UPDATE OR DELETE ON "workspace_members"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_content_revision" AFTER UPDATE OF "name", "phone_number" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();
