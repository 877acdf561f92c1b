CREATE TABLE "breach_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"breach_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"language" text NOT NULL,
	"sms_status" text DEFAULT 'pending' NOT NULL,
	"sms_attempts" integer DEFAULT 0 NOT NULL,
	"sms_sent_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breach_notices_language_check" CHECK ("breach_notices"."language" in ('en', 'hi')),
	CONSTRAINT "breach_notices_sms_status_check" CHECK ("breach_notices"."sms_status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "breaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"discovered_at" timestamp with time zone NOT NULL,
	"nature" text NOT NULL,
	"extent" text NOT NULL,
	"data_affected" text NOT NULL,
	"scope" text NOT NULL,
	"city" text,
	"listed" jsonb,
	"window_from" timestamp with time zone,
	"window_to" timestamp with time zone,
	"notice_en" jsonb NOT NULL,
	"notice_hi" jsonb NOT NULL,
	"contact" text NOT NULL,
	"recorded_by" uuid,
	"notified_at" timestamp with time zone,
	"notified_count" integer,
	"board_told_at" timestamp with time zone,
	"board_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breaches_scope_check" CHECK ("breaches"."scope" in ('all', 'city', 'list', 'window')),
	CONSTRAINT "breaches_notified_check" CHECK (("breaches"."notified_at" is null) = ("breaches"."notified_count" is null))
);
--> statement-breakpoint
ALTER TABLE "complaints" DROP CONSTRAINT "complaints_category_check";--> statement-breakpoint
ALTER TABLE "breach_notices" ADD CONSTRAINT "breach_notices_breach_id_breaches_id_fk" FOREIGN KEY ("breach_id") REFERENCES "public"."breaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breach_notices" ADD CONSTRAINT "breach_notices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaches" ADD CONSTRAINT "breaches_recorded_by_profiles_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breach_notices_person_key" ON "breach_notices" USING btree ("breach_id","profile_id");--> statement-breakpoint
CREATE INDEX "breach_notices_unread_idx" ON "breach_notices" USING btree ("profile_id") WHERE "breach_notices"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "breach_notices_unsent_idx" ON "breach_notices" USING btree ("created_at") WHERE "breach_notices"."sms_status" = 'pending';--> statement-breakpoint
CREATE INDEX "breaches_time_idx" ON "breaches" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_category_check" CHECK ("complaints"."category" in ('review_about_me', 'impersonation', 'personal_data', 'payment', 'account', 'other'));