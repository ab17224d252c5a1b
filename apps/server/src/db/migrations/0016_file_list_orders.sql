CREATE INDEX "task_files_task_name_id_idx" ON "task_files" USING btree ("task_id",lower("filename") collate "C","id");--> statement-breakpoint
CREATE INDEX "task_files_workspace_name_id_idx" ON "task_files" USING btree ("workspace_id",lower("filename") collate "C","id");--> statement-breakpoint
CREATE INDEX "task_files_task_size_id_idx" ON "task_files" USING btree ("task_id","file_size","id");--> statement-breakpoint
CREATE INDEX "task_files_workspace_size_id_idx" ON "task_files" USING btree ("workspace_id","file_size","id");