-- The public moderation ledger and the businesses' replies (issue 18; decisions 032, 033).
CREATE TABLE "review_ledger" (
	"campaign_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"status" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "review_ledger_campaign_id_rating_status_category_pk" PRIMARY KEY("campaign_id","rating","status","category"),
	CONSTRAINT "review_ledger_nonnegative" CHECK ("review_ledger"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"author_id" uuid NOT NULL,
	"reply_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rejection_category" text;--> statement-breakpoint
ALTER TABLE "review_revisions" ADD COLUMN "rejection_category" text;--> statement-breakpoint
ALTER TABLE "review_ledger" ADD CONSTRAINT "review_ledger_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rejection_category_check" CHECK ("reviews"."rejection_category" is null or ("reviews"."status" = 'rejected' and "reviews"."rejection_category" in ('no_visit_proof', 'not_first_hand', 'copied', 'breaks_rules', 'other')));;--> statement-breakpoint
-- Reviews rejected before categories existed: the reason's wording is not a category, so 'other'.
UPDATE "reviews" SET "rejection_category" = 'other' WHERE "status" = 'rejected';--> statement-breakpoint
UPDATE "review_revisions" SET "rejection_category" = 'other' WHERE "rejected_at" IS NOT NULL;--> statement-breakpoint
-- Adds delta to one ledger row; a decrement of a missing row means the counters are off.
CREATE OR REPLACE FUNCTION add_to_review_ledger(ledger_campaign uuid, ledger_rating smallint, ledger_status text, ledger_category text, delta bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO review_ledger (campaign_id, rating, status, category, count)
    VALUES (ledger_campaign, ledger_rating, ledger_status, ledger_category, delta)
    ON CONFLICT (campaign_id, rating, status, category) DO UPDATE SET count = review_ledger.count + excluded.count;
  ELSE
    UPDATE review_ledger SET count = count + delta
    WHERE campaign_id = ledger_campaign AND rating = ledger_rating AND status = ledger_status
      AND category = ledger_category;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'review_ledger has no row for %/%/%/%: run select refresh_counters()', ledger_campaign, ledger_rating, ledger_status, ledger_category;
    END IF;
  END IF;
END
$$;--> statement-breakpoint
-- One review's move between ledger rows (campaign, rating, status, rejected category), counted at
-- commit (deferred) like status_counts; the two rows are always locked in key order (no deadlock).
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
    before_category := CASE WHEN OLD.status = 'rejected' THEN coalesce(OLD.rejection_category, 'other') ELSE '' END;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    after_campaign := NEW.campaign_id;
    after_rating := NEW.rating;
    after_status := NEW.status;
    after_category := CASE WHEN NEW.status = 'rejected' THEN coalesce(NEW.rejection_category, 'other') ELSE '' END;
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
CREATE CONSTRAINT TRIGGER reviews_ledger AFTER INSERT OR UPDATE OF status, rating, rejection_category, campaign_id OR DELETE ON reviews
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_review_in_ledger();--> statement-breakpoint
-- refresh_counters() (migrations 0004, 0007) now recomputes the moderation ledger too.
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
    CASE WHEN status = 'rejected' THEN coalesce(rejection_category, 'other') ELSE '' END, count(*)
  FROM reviews GROUP BY 1, 2, 3, 4;
END
$$;--> statement-breakpoint
SELECT refresh_counters();
