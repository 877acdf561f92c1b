CREATE TABLE "legal_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erase_after" timestamp with time zone NOT NULL,
	CONSTRAINT "legal_holds_kind_check" CHECK ("legal_holds"."kind" in ('registration', 'removed_content'))
);
--> statement-breakpoint
CREATE TABLE "nominees" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"phone" text NOT NULL,
	"named_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"ground" text NOT NULL,
	"public_text" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	CONSTRAINT "business_warnings_ground_check" CHECK ("business_warnings"."ground" in ('mass_reports', 'money_for_change', 'post_elsewhere', 'pressure_on_reviewers')),
	CONSTRAINT "business_warnings_dates_check" CHECK ("business_warnings"."ends_on" >= "business_warnings"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "transparency_months" (
	"month" text PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transparency_months_month_check" CHECK ("transparency_months"."month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "review_sms" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominees" ADD CONSTRAINT "nominees_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_warnings" ADD CONSTRAINT "business_warnings_business_id_profiles_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_warnings" ADD CONSTRAINT "business_warnings_issued_by_profiles_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_warnings" ADD CONSTRAINT "business_warnings_withdrawn_by_profiles_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_holds_erase_after_idx" ON "legal_holds" USING btree ("erase_after");--> statement-breakpoint
CREATE INDEX "business_warnings_business_idx" ON "business_warnings" USING btree ("business_id","ends_on");--> statement-breakpoint
CREATE INDEX "business_warnings_created_idx" ON "business_warnings" USING btree ("created_at","id");