CREATE TABLE "suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"category" text NOT NULL,
	"reason" text NOT NULL,
	"suspended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"appeal_message" text,
	"appealed_at" timestamp with time zone,
	"decision" text,
	"reply" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "suspensions_category_check" CHECK ("suspensions"."category" in ('fraud', 'rings', 'abuse', 'other')),
	CONSTRAINT "suspensions_decision_check" CHECK ("suspensions"."decision" is null or "suspensions"."decision" in ('lifted', 'kept')),
	CONSTRAINT "suspensions_appeal_check" CHECK (("suspensions"."appeal_message" is null) = ("suspensions"."appealed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_suspended_by_profiles_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suspensions_one_active_key" ON "suspensions" USING btree ("profile_id") WHERE "suspensions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "suspensions_appeals_idx" ON "suspensions" USING btree ("appealed_at","id") WHERE "suspensions"."appealed_at" is not null and "suspensions"."decision" is null;--> statement-breakpoint
CREATE INDEX "suspensions_active_idx" ON "suspensions" USING btree ("created_at","id") WHERE "suspensions"."lifted_at" is null;