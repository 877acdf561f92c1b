CREATE SEQUENCE "public"."complaint_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "complaint_sms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_sms_status_check" CHECK ("complaint_sms"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"decide_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"acknowledgement" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"outcome" text,
	"decision" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('open', 'acknowledged', 'decided')),
	CONSTRAINT "complaints_category_check" CHECK ("complaints"."category" in ('review_about_me', 'personal_data', 'payment', 'account', 'other')),
	CONSTRAINT "complaints_outcome_check" CHECK (("complaints"."status" = 'decided') = ("complaints"."outcome" is not null and "complaints"."decision" is not null)),
	CONSTRAINT "complaints_acknowledged_check" CHECK (("complaints"."status" = 'open') = ("complaints"."acknowledged_at" is null))
);
--> statement-breakpoint
ALTER TABLE "complaint_sms" ADD CONSTRAINT "complaint_sms_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_acknowledged_by_profiles_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_sms_kind_key" ON "complaint_sms" USING btree ("complaint_id","kind");--> statement-breakpoint
CREATE INDEX "complaint_sms_unsent_idx" ON "complaint_sms" USING btree ("created_at") WHERE "complaint_sms"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_ticket_number_key" ON "complaints" USING btree ("ticket_number");--> statement-breakpoint
CREATE INDEX "complaints_open_idx" ON "complaints" USING btree ("decide_by") WHERE "complaints"."status" <> 'decided';