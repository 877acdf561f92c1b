CREATE TABLE "appeal_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"suspension_id" uuid,
	"removal_appeal_id" uuid,
	"sms_status" text DEFAULT 'pending' NOT NULL,
	"sms_attempts" integer DEFAULT 0 NOT NULL,
	"sms_sent_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeal_answers_kind_check" CHECK ("appeal_answers"."kind" in ('suspension_lifted', 'suspension_kept', 'removal_reinstated', 'removal_upheld')),
	CONSTRAINT "appeal_answers_subject_check" CHECK (case when "appeal_answers"."kind" like 'suspension_%' then "appeal_answers"."suspension_id" is not null and "appeal_answers"."removal_appeal_id" is null else "appeal_answers"."removal_appeal_id" is not null and "appeal_answers"."suspension_id" is null end),
	CONSTRAINT "appeal_answers_sms_status_check" CHECK ("appeal_answers"."sms_status" in ('pending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "appeal_answers" ADD CONSTRAINT "appeal_answers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_answers" ADD CONSTRAINT "appeal_answers_suspension_id_suspensions_id_fk" FOREIGN KEY ("suspension_id") REFERENCES "public"."suspensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_answers" ADD CONSTRAINT "appeal_answers_removal_appeal_id_removal_appeals_id_fk" FOREIGN KEY ("removal_appeal_id") REFERENCES "public"."removal_appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_answers_suspension_key" ON "appeal_answers" USING btree ("suspension_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_answers_removal_appeal_key" ON "appeal_answers" USING btree ("removal_appeal_id");--> statement-breakpoint
CREATE INDEX "appeal_answers_unread_idx" ON "appeal_answers" USING btree ("profile_id") WHERE "appeal_answers"."kind" = 'suspension_lifted' and "appeal_answers"."read_at" is null;--> statement-breakpoint
CREATE INDEX "appeal_answers_unsent_idx" ON "appeal_answers" USING btree ("created_at") WHERE "appeal_answers"."sms_status" = 'pending';