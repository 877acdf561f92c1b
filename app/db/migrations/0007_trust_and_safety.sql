-- Trust and safety (issue 17; decisions 026, 027). pg_trgm gives similarity() for the copy check;
-- it is a trusted extension on PostgreSQL 13+, and the embedded database loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "client_marks" (
	"profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_marks_profile_id_kind_hash_pk" PRIMARY KEY("profile_id","kind","hash"),
	CONSTRAINT "client_marks_kind_check" CHECK ("client_marks"."kind" in ('network', 'device'))
);
--> statement-breakpoint
CREATE TABLE "review_flags" (
	"review_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"earlier_review_id" uuid NOT NULL,
	"score" real NOT NULL,
	"same_bytes" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_flags_review_id_kind_earlier_review_id_pk" PRIMARY KEY("review_id","kind","earlier_review_id"),
	CONSTRAINT "review_flags_kind_check" CHECK ("review_flags"."kind" in ('copied_text', 'reused_proof'))
);
--> statement-breakpoint
CREATE TABLE "review_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"version" smallint NOT NULL,
	"review_text" text NOT NULL,
	"rating" smallint NOT NULL,
	"proof" text NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"rejected_at" timestamp with time zone,
	"rejected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "approved_reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rejected_reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "comparable_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "text_bands" integer[];--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "proof_hash" bigint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "proof_sha256" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "network_hash" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "risk_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "revision_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_marks" ADD CONSTRAINT "client_marks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_earlier_review_id_reviews_id_fk" FOREIGN KEY ("earlier_review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_revisions" ADD CONSTRAINT "review_revisions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_revisions" ADD CONSTRAINT "review_revisions_rejected_by_profiles_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_flags_earlier_idx" ON "review_flags" USING btree ("earlier_review_id");--> statement-breakpoint
CREATE INDEX "review_revisions_review_idx" ON "review_revisions" USING btree ("review_id","version");--> statement-breakpoint
CREATE INDEX "review_revisions_proof_idx" ON "review_revisions" USING btree ("proof");--> statement-breakpoint
CREATE INDEX "reviews_text_bands" ON "reviews" USING gin ("text_bands");--> statement-breakpoint
CREATE INDEX "reviews_pending_risk_idx" ON "reviews" USING btree ("risk_score" DESC NULLS LAST,"created_at","id") WHERE "reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_campaign_network_idx" ON "reviews" USING btree ("campaign_id","network_hash") WHERE "reviews"."network_hash" is not null;--> statement-breakpoint
CREATE INDEX "reviews_campaign_device_idx" ON "reviews" USING btree ("campaign_id","device_hash") WHERE "reviews"."device_hash" is not null;--> statement-breakpoint
CREATE INDEX "reviews_unfingerprinted_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."text_bands" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_at_check" CHECK (("payments"."status" = 'refunded') = ("payments"."refunded_at" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('succeeded', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_review_counts_check" CHECK ("profiles"."approved_reviews" >= 0 and "profiles"."rejected_reviews" >= 0);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_revision_count_check" CHECK ("reviews"."revision_count" between 0 and 1);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_risk_score_check" CHECK ("reviews"."risk_score" between 0 and 100);--> statement-breakpoint
-- The proof's perceptual hash in four 16-bit bands (multi-index hashing, decision 026): a proof
-- within 14 bits of another differs in at most 3 bits of some band. Each band index carries the
-- hash and id so the distance is checked on the index entry (index-only scans). INCLUDE is
-- written here: Drizzle's index builder has no such option.
CREATE INDEX IF NOT EXISTS "reviews_proof_band_48" ON "reviews" (((proof_hash >> 48) & 65535)) INCLUDE (proof_hash, id) WHERE proof_hash IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_proof_band_32" ON "reviews" (((proof_hash >> 32) & 65535)) INCLUDE (proof_hash, id) WHERE proof_hash IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_proof_band_16" ON "reviews" (((proof_hash >> 16) & 65535)) INCLUDE (proof_hash, id) WHERE proof_hash IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_proof_band_0" ON "reviews" ((proof_hash & 65535)) INCLUDE (proof_hash, id) WHERE proof_hash IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_proof_sha256_idx" ON "reviews" (proof_sha256) WHERE proof_sha256 IS NOT NULL;--> statement-breakpoint
-- profiles.approved_reviews / rejected_reviews follow each review's status in the statement that
-- changes it (the reviewer's track record, decision 027). A revised review leaves "rejected".
CREATE OR REPLACE FUNCTION track_reviewer_record() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  approved_delta integer := 0;
  rejected_delta integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.status = 'approved' THEN approved_delta := approved_delta - 1; END IF;
    IF OLD.status = 'rejected' THEN rejected_delta := rejected_delta - 1; END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.status = 'approved' THEN approved_delta := approved_delta + 1; END IF;
    IF NEW.status = 'rejected' THEN rejected_delta := rejected_delta + 1; END IF;
  END IF;
  IF approved_delta <> 0 OR rejected_delta <> 0 THEN
    UPDATE profiles SET approved_reviews = approved_reviews + approved_delta,
      rejected_reviews = rejected_reviews + rejected_delta
    WHERE id = coalesce(NEW.user_id, OLD.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_reviewer_record AFTER INSERT OR UPDATE OF status OR DELETE ON reviews
FOR EACH ROW EXECUTE FUNCTION track_reviewer_record();--> statement-breakpoint
-- refresh_counters() (migration 0004) now recomputes the track records too.
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
END
$$;--> statement-breakpoint
SELECT refresh_counters();--> statement-breakpoint
-- A rejected campaign's simulated payment is given back (decision 027); campaigns rejected before
-- this release are refunded as of their rejection's migration.
UPDATE payments SET status = 'refunded', refunded_at = now()
WHERE status = 'succeeded'
  AND campaign_id IN (SELECT id FROM campaigns WHERE status = 'rejected');
