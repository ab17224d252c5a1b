CREATE TYPE "public"."pledge_status" AS ENUM('pending', 'confirmed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."venture_category" AS ENUM('real_estate', 'hospitality', 'manufacturing', 'retail', 'service', 'agriculture');--> statement-breakpoint
CREATE TYPE "public"."venture_status" AS ENUM('draft', 'live', 'successful', 'failed', 'converted');--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venture_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" "pledge_status" DEFAULT 'pending' NOT NULL,
	"pledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venture_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"venture_id" uuid NOT NULL,
	"filename" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"file_size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ventures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" varchar(199) NOT NULL,
	"type" "venture_category" NOT NULL,
	"description" varchar(500),
	"pitch_content" text NOT NULL,
	"target_goal_cents" bigint NOT NULL,
	"funds_pledged_cents" bigint DEFAULT 0 NOT NULL,
	"pledge_count" integer DEFAULT 0 NOT NULL,
	"end_date" timestamp with time zone,
	"status" "venture_status" DEFAULT 'draft' NOT NULL,
	"created_by" uuid NOT NULL,
	"project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_files" ADD CONSTRAINT "venture_files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_files" ADD CONSTRAINT "venture_files_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_files" ADD CONSTRAINT "venture_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventures" ADD CONSTRAINT "ventures_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventures" ADD CONSTRAINT "ventures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventures" ADD CONSTRAINT "ventures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pledges_venture_pledged_idx" ON "pledges" USING btree ("venture_id","pledged_at");--> statement-breakpoint
CREATE INDEX "pledges_user_pledged_idx" ON "pledges" USING btree ("user_id","pledged_at");--> statement-breakpoint
CREATE INDEX "venture_files_venture_created_idx" ON "venture_files" USING btree ("venture_id","created_at");--> statement-breakpoint
CREATE INDEX "venture_files_workspace_idx" ON "venture_files" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "venture_files_uploaded_by_idx" ON "venture_files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "ventures_workspace_status_idx" ON "ventures" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE INDEX "ventures_status_end_idx" ON "ventures" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "ventures_created_by_idx" ON "ventures" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "ventures_project_idx" ON "ventures" USING btree ("project_id");