CREATE TABLE "removal_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"author_id" uuid,
	"reason" text NOT NULL,
	"removal_ground" text NOT NULL,
	"removed_by" uuid,
	"removed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "removal_appeals_outcome_check" CHECK (("removal_appeals"."outcome" is null) = ("removal_appeals"."decided_at" is null) and ("removal_appeals"."outcome" is null) = ("removal_appeals"."decision_reason" is null) and ("removal_appeals"."outcome" is null or "removal_appeals"."outcome" in ('upheld', 'reinstated'))),
	CONSTRAINT "removal_appeals_ground_check" CHECK ("removal_appeals"."removal_ground" in ('court_order', 'personal_data', 'impersonation', 'abuse', 'other')),
	CONSTRAINT "removal_appeals_decider_check" CHECK ("removal_appeals"."decided_by" is null or "removal_appeals"."removed_by" is null or "removal_appeals"."decided_by" <> "removal_appeals"."removed_by")
);
--> statement-breakpoint
ALTER TABLE "staff_access_views" DROP CONSTRAINT "staff_access_views_kind_check";--> statement-breakpoint
ALTER TABLE "removal_appeals" ADD CONSTRAINT "removal_appeals_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_appeals" ADD CONSTRAINT "removal_appeals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_appeals" ADD CONSTRAINT "removal_appeals_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_appeals" ADD CONSTRAINT "removal_appeals_removed_by_profiles_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_appeals" ADD CONSTRAINT "removal_appeals_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "removal_appeals_review_idx" ON "removal_appeals" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "removal_appeals_waiting_idx" ON "removal_appeals" USING btree ("created_at","id") WHERE "removal_appeals"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "removal_appeals_decided_campaign_idx" ON "removal_appeals" USING btree ("campaign_id","outcome") WHERE "removal_appeals"."decided_at" is not null;--> statement-breakpoint
ALTER TABLE "staff_access_views" ADD CONSTRAINT "staff_access_views_kind_check" CHECK ("staff_access_views"."kind" in ('proof', 'phone', 'upi', 'rating'));