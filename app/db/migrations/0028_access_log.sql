CREATE TABLE "staff_access_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid,
	"kind" text NOT NULL,
	"subject_id" uuid,
	"record_id" uuid,
	"masked" text,
	"screen" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_access_views_kind_check" CHECK ("staff_access_views"."kind" in ('proof', 'phone', 'upi'))
);
--> statement-breakpoint
ALTER TABLE "staff_access_views" ADD CONSTRAINT "staff_access_views_staff_id_profiles_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_access_views" ADD CONSTRAINT "staff_access_views_subject_id_profiles_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_access_views_time_idx" ON "staff_access_views" USING btree ("viewed_at","id");--> statement-breakpoint
CREATE INDEX "staff_access_views_staff_idx" ON "staff_access_views" USING btree ("staff_id","viewed_at","id");