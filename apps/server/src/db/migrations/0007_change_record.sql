CREATE TABLE "change_cursors" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"position" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position" bigint,
	"type" varchar(40) NOT NULL,
	"workspace_id" uuid,
	"project_id" uuid,
	"task_id" uuid,
	"subject_id" uuid,
	"actor_id" uuid,
	"concerned_user_id" uuid,
	"audience_user_ids" uuid[],
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_instances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"storage_driver" text NOT NULL,
	"signing_key_hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "changes_position_idx" ON "changes" USING btree ("position");--> statement-breakpoint
CREATE INDEX "changes_unpositioned_idx" ON "changes" USING btree ("id") WHERE "changes"."position" is null;--> statement-breakpoint
CREATE INDEX "changes_workspace_idx" ON "changes" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE INDEX "changes_created_idx" ON "changes" USING btree ("created_at");--> statement-breakpoint
-- Positions go on from the ids of the live messages this table replaces, so a browser that resumes
-- with the Last-Event-ID it had before the upgrade misses nothing that follows.
INSERT INTO "change_cursors" ("name", "position") SELECT 'positions', coalesce(max("id"), 0) FROM "live_events";
--> statement-breakpoint
-- Wakes every instance's relay once per writing statement, as its transaction commits (and not at
-- all when it rolls back), without a round trip of its own.
CREATE FUNCTION "notify_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('groundwork_changes', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "changes_notify" AFTER INSERT ON "changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changes"();
