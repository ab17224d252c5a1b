DROP INDEX "changes_workspace_idx";--> statement-breakpoint
CREATE INDEX "changes_workspace_position_idx" ON "changes" USING btree ("workspace_id","position");--> statement-breakpoint
CREATE INDEX "changes_project_position_idx" ON "changes" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "changes_task_position_idx" ON "changes" USING btree ("task_id","position");