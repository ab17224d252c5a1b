DROP INDEX "comments_task_created_idx";--> statement-breakpoint
DROP INDEX "pledges_venture_pledged_idx";--> statement-breakpoint
DROP INDEX "pledges_user_pledged_idx";--> statement-breakpoint
DROP INDEX "task_files_task_uploaded_idx";--> statement-breakpoint
DROP INDEX "task_files_workspace_uploaded_idx";--> statement-breakpoint
DROP INDEX "tasks_project_created_idx";--> statement-breakpoint
DROP INDEX "tasks_workspace_created_idx";--> statement-breakpoint
CREATE INDEX "comments_task_created_id_idx" ON "comments" USING btree ("task_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pledges_venture_pledged_id_idx" ON "pledges" USING btree ("venture_id","pledged_at","id");--> statement-breakpoint
CREATE INDEX "pledges_user_pledged_id_idx" ON "pledges" USING btree ("user_id","pledged_at","id");--> statement-breakpoint
CREATE INDEX "task_files_task_uploaded_id_idx" ON "task_files" USING btree ("task_id","uploaded_at","id");--> statement-breakpoint
CREATE INDEX "task_files_workspace_uploaded_id_idx" ON "task_files" USING btree ("workspace_id","uploaded_at","id");--> statement-breakpoint
CREATE INDEX "tasks_project_created_id_idx" ON "tasks" USING btree ("project_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tasks_workspace_created_id_idx" ON "tasks" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "ventures_workspace_created_id_idx" ON "ventures" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workspace_members_workspace_invited_idx" ON "workspace_members" USING btree ("workspace_id","invited_at","id");