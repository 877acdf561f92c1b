CREATE TABLE "removal_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"what" text NOT NULL,
	"ground" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "removal_notices_what_check" CHECK ("removal_notices"."what" in ('review', 'reply')),
	CONSTRAINT "removal_notices_ground_check" CHECK ("removal_notices"."ground" in ('court_order', 'personal_data', 'impersonation', 'abuse', 'other')),
	CONSTRAINT "removal_notices_status_check" CHECK ("removal_notices"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "review_complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ground" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"filed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "review_complaints_kind_check" CHECK ("review_complaints"."kind" in ('report', 'dispute')),
	CONSTRAINT "review_complaints_ground_check" CHECK (("review_complaints"."kind" = 'report' and "review_complaints"."ground" in ('fake', 'personal_data', 'abusive', 'impersonation', 'unlawful', 'other')) or ("review_complaints"."kind" = 'dispute' and "review_complaints"."ground" in ('never_customer', 'wrong_business', 'personal_data', 'abusive', 'other'))),
	CONSTRAINT "review_complaints_decision_check" CHECK (("review_complaints"."decision" is null) = ("review_complaints"."decided_at" is null) and ("review_complaints"."decision" is null or "review_complaints"."decision" in ('removed_review', 'removed_reply', 'kept')))
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_check";--> statement-breakpoint
ALTER TABLE "review_replies" ADD COLUMN "removal_ground" text;--> statement-breakpoint
ALTER TABLE "review_replies" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removal_ground" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removal_note" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_notices" ADD CONSTRAINT "removal_notices_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_notices" ADD CONSTRAINT "removal_notices_recipient_id_profiles_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_complaints" ADD CONSTRAINT "review_complaints_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_complaints" ADD CONSTRAINT "review_complaints_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_complaints" ADD CONSTRAINT "review_complaints_filed_by_profiles_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_complaints" ADD CONSTRAINT "review_complaints_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removal_notices_unsent_idx" ON "removal_notices" USING btree ("created_at") WHERE "removal_notices"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "review_complaints_open_idx" ON "review_complaints" USING btree ("created_at","id") WHERE "review_complaints"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "review_complaints_review_idx" ON "review_complaints" USING btree ("review_id","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_removed_by_profiles_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_removal_check" CHECK (("reviews"."status" = 'removed') = ("reviews"."removal_ground" is not null) and ("reviews"."removal_ground" is null or "reviews"."removal_ground" in ('court_order', 'personal_data', 'impersonation', 'abuse', 'other')));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected', 'withdrawn', 'removed'));--> statement-breakpoint
-- hand-written below: keep when regenerating
-- The moderation ledger (migration 0008) counts a removed review under its removal ground, as it
-- counts a rejected one under its category (decision 080).
CREATE OR REPLACE FUNCTION review_ledger_category(status text, rejection_category text, removal_ground text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status = 'rejected' THEN coalesce(rejection_category, 'other')
    WHEN status = 'removed' THEN coalesce(removal_ground, 'other') ELSE '' END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_review_in_ledger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  before_campaign uuid;
  before_rating smallint;
  before_status text;
  before_category text;
  after_campaign uuid;
  after_rating smallint;
  after_status text;
  after_category text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    before_campaign := OLD.campaign_id;
    before_rating := OLD.rating;
    before_status := OLD.status;
    before_category := review_ledger_category(OLD.status, OLD.rejection_category, OLD.removal_ground);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    after_campaign := NEW.campaign_id;
    after_rating := NEW.rating;
    after_status := NEW.status;
    after_category := review_ledger_category(NEW.status, NEW.rejection_category, NEW.removal_ground);
  END IF;
  IF (before_campaign, before_rating, before_status, before_category)
    IS NOT DISTINCT FROM (after_campaign, after_rating, after_status, after_category) THEN
    RETURN NULL;
  END IF;
  IF before_campaign IS NULL OR (after_campaign IS NOT NULL
    AND (after_campaign, after_rating, after_status, after_category)
      < (before_campaign, before_rating, before_status, before_category)) THEN
    PERFORM add_to_review_ledger(after_campaign, after_rating, after_status, after_category, 1);
    IF before_campaign IS NOT NULL THEN
      PERFORM add_to_review_ledger(before_campaign, before_rating, before_status, before_category, -1);
    END IF;
  ELSE
    PERFORM add_to_review_ledger(before_campaign, before_rating, before_status, before_category, -1);
    IF after_campaign IS NOT NULL THEN
      PERFORM add_to_review_ledger(after_campaign, after_rating, after_status, after_category, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER reviews_ledger ON reviews;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reviews_ledger AFTER INSERT OR UPDATE OF status, rating, rejection_category, removal_ground, campaign_id OR DELETE ON reviews
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_review_in_ledger();
--> statement-breakpoint
-- refresh_counters() recomputes the ledger with the same categories.
CREATE OR REPLACE FUNCTION refresh_counters() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE campaigns, reviews, payouts, profiles IN EXCLUSIVE MODE;
  WITH taken AS (
    SELECT campaign_id, count(*)::integer AS n FROM reviews
    WHERE status IN ('pending', 'approved') GROUP BY campaign_id
  )
  UPDATE campaigns SET slots_taken = coalesce(taken.n, 0)
  FROM campaigns AS each_campaign LEFT JOIN taken ON taken.campaign_id = each_campaign.id
  WHERE campaigns.id = each_campaign.id AND campaigns.slots_taken <> coalesce(taken.n, 0);
  WITH record AS (
    SELECT user_id, count(*) FILTER (WHERE status = 'approved')::integer AS approved,
      count(*) FILTER (WHERE status = 'rejected')::integer AS rejected
    FROM reviews GROUP BY user_id
  )
  UPDATE profiles SET approved_reviews = coalesce(record.approved, 0),
    rejected_reviews = coalesce(record.rejected, 0)
  FROM profiles AS each_profile LEFT JOIN record ON record.user_id = each_profile.id
  WHERE profiles.id = each_profile.id
    AND (profiles.approved_reviews, profiles.rejected_reviews)
      IS DISTINCT FROM (coalesce(record.approved, 0), coalesce(record.rejected, 0));
  DELETE FROM status_counts;
  INSERT INTO status_counts (entity, status, count)
  SELECT 'reviews', status, count(*) FROM reviews GROUP BY status
  UNION ALL SELECT 'campaigns', status, count(*) FROM campaigns GROUP BY status
  UNION ALL SELECT 'payouts', status, count(*) FROM payouts GROUP BY status;
  DELETE FROM review_ledger;
  INSERT INTO review_ledger (campaign_id, rating, status, category, count)
  SELECT campaign_id, rating, status,
    review_ledger_category(status, rejection_category, removal_ground), count(*)
  FROM reviews GROUP BY 1, 2, 3, 4;
END
$$;
