ALTER TABLE "team_members" ADD COLUMN "invite_language" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invite_sms_status" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invite_sms_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invite_sms_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "welcome_dismissed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "team_members_invite_unsent_idx" ON "team_members" USING btree ("invited_at") WHERE "team_members"."invite_sms_status" = 'pending';--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invite_sms_status_check" CHECK ("team_members"."invite_sms_status" in ('pending', 'sent', 'failed', 'skipped'));