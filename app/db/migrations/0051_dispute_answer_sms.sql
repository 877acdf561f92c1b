CREATE TABLE "dispute_answer_sms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "dispute_answer_sms_complaint_id_unique" UNIQUE("complaint_id"),
	CONSTRAINT "dispute_answer_sms_status_check" CHECK ("dispute_answer_sms"."status" in ('pending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "dispute_answer_sms" ADD CONSTRAINT "dispute_answer_sms_complaint_id_review_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."review_complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_answer_sms" ADD CONSTRAINT "dispute_answer_sms_recipient_id_profiles_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_answer_sms_unsent_idx" ON "dispute_answer_sms" USING btree ("created_at") WHERE "dispute_answer_sms"."status" = 'pending';