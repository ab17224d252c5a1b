-- Pages of the notifications list are index ranges (notifications.repository `notificationOrder`), and
-- the dashboard counts each project's tasks from an index alone (projects.repository `taskStats`).
DROP INDEX "tasks_project_status_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_list_idx" ON "notifications" USING btree ("user_id",(("read_at" is null)::integer),(case "type" when 'overdue_task' then 6 when 'due_date_reminder' then 5 when 'task_assignment' then 4 when 'task_comment' then 3 when 'project_update' then 2 when 'workspace_invite' then 1 else 0 end),"created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_project_totals_idx" ON "tasks" USING btree ("project_id","status","due_date","amount_cents");