CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" varchar(64),
	"time_zone_chosen" boolean DEFAULT false NOT NULL,
	"quiet_start" varchar(5),
	"quiet_end" varchar(5),
	"sms" jsonb NOT NULL,
	"digest_enabled" boolean DEFAULT false NOT NULL,
	"digest_at" varchar(5) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"dedupe_key" varchar(120) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"notification_id" uuid,
	"body" text NOT NULL,
	"summary" text NOT NULL,
	"target_path" text NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_as" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone_number" varchar(16) PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_preferences_digest_idx" ON "notification_preferences" USING btree ("user_id") WHERE "notification_preferences"."digest_enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_dedupe_idx" ON "sms_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "sms_messages_queued_idx" ON "sms_messages" USING btree ("send_after") WHERE "sms_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "sms_messages_sending_idx" ON "sms_messages" USING btree ("updated_at") WHERE "sms_messages"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "sms_messages_user_sent_idx" ON "sms_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "sms_messages_user_status_idx" ON "sms_messages" USING btree ("user_id","status","updated_at");