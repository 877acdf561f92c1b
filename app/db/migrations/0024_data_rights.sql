CREATE TABLE "export_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"file_key" text,
	CONSTRAINT "export_requests_status_check" CHECK ("export_requests"."status" in ('preparing', 'ready', 'expired', 'failed')),
	CONSTRAINT "export_requests_ready_check" CHECK (("export_requests"."status" = 'ready') = ("export_requests"."file_key" is not null and "export_requests"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "verifications" DROP CONSTRAINT "verifications_purpose_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_requests_profile_idx" ON "export_requests" USING btree ("profile_id","requested_at");--> statement-breakpoint
CREATE INDEX "export_requests_ready_expiry_idx" ON "export_requests" USING btree ("expires_at") WHERE "export_requests"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "export_requests_preparing_idx" ON "export_requests" USING btree ("requested_at") WHERE "export_requests"."status" = 'preparing';--> statement-breakpoint
CREATE INDEX "verifications_expires_idx" ON "verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "reviews_marked_created_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."network_hash" is not null or "reviews"."device_hash" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "client_marks_last_seen_idx" ON "client_marks" USING btree ("last_seen_at");--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_purpose_check" CHECK ("verifications"."purpose" in ('signup', 'reset', 'admin_login', 'delete_account'));