ALTER TABLE "profiles" ADD COLUMN "approved_businesses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "approved_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A reviewer's level facts on the profile (decision 132): the businesses and Kolkata days of their
-- latest 60 approved reviews (VARIETY_WINDOW in trust/reviewer-level.ts), ties broken by id. Read
-- through reviews_user_created_idx: at most 60 rows, however long the history. It reads no rating.
CREATE OR REPLACE FUNCTION reviewer_variety(reviewer uuid) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  SELECT array[count(DISTINCT latest.business_id), count(DISTINCT latest.day)]::integer[]
  FROM (SELECT c.business_id, (r.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day
    FROM reviews r JOIN campaigns c ON c.id = r.campaign_id
    WHERE r.user_id = reviewer AND r.status = 'approved'
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT 60) latest
$$;--> statement-breakpoint
-- Stores one reviewer's variety. The profile is locked first, so the window is read (by the next
-- statement's snapshot) only after any other transaction changing this reviewer has committed;
-- locked as an UPDATE locks it (FOR UPDATE would wait on the key-share locks of the rows an
-- approval inserts that name the profile, a wallet entry's, and deadlock with it).
CREATE OR REPLACE FUNCTION refresh_reviewer_variety(reviewer uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM profiles WHERE id = reviewer FOR NO KEY UPDATE;
  UPDATE profiles SET approved_businesses = fresh.v[1], approved_days = fresh.v[2]
  FROM (SELECT reviewer_variety(reviewer) AS v) fresh
  WHERE profiles.id = reviewer
    AND (profiles.approved_businesses, profiles.approved_days) IS DISTINCT FROM (fresh.v[1], fresh.v[2]);
END
$$;--> statement-breakpoint
-- The window moves when an approved review comes or goes (approval, removal, withdrawal, a
-- reversal, a deletion) or an approved review's day, campaign or author changes; in the statement
-- that moves it, as profiles.approved_reviews is kept (migration 0007).
CREATE OR REPLACE FUNCTION track_reviewer_variety() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'approved' THEN PERFORM refresh_reviewer_variety(NEW.user_id); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.status = 'approved' THEN PERFORM refresh_reviewer_variety(OLD.user_id); END IF;
  ELSIF (OLD.status = 'approved' OR NEW.status = 'approved')
    AND (OLD.status, OLD.created_at, OLD.campaign_id, OLD.user_id)
      IS DISTINCT FROM (NEW.status, NEW.created_at, NEW.campaign_id, NEW.user_id) THEN
    PERFORM refresh_reviewer_variety(NEW.user_id);
    IF OLD.user_id <> NEW.user_id THEN PERFORM refresh_reviewer_variety(OLD.user_id); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_reviewer_variety AFTER INSERT OR UPDATE OF status, created_at, campaign_id, user_id OR DELETE ON reviews
FOR EACH ROW EXECUTE FUNCTION track_reviewer_variety();--> statement-breakpoint
-- approved_reviews / rejected_reviews (migration 0007) followed a review's status only: a review
-- given to another author (no code does so today) moves its count with it. With a status change in
-- the same statement, reviews_reviewer_record has counted the change on the new author already.
CREATE OR REPLACE FUNCTION move_reviewer_record() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('approved', 'rejected') THEN
    UPDATE profiles SET
      approved_reviews = approved_reviews + CASE WHEN OLD.status = 'approved' THEN 1 ELSE 0 END,
      rejected_reviews = rejected_reviews + CASE WHEN OLD.status = 'rejected' THEN 1 ELSE 0 END
    WHERE id = NEW.user_id;
    UPDATE profiles SET
      approved_reviews = approved_reviews - CASE WHEN OLD.status = 'approved' THEN 1 ELSE 0 END,
      rejected_reviews = rejected_reviews - CASE WHEN OLD.status = 'rejected' THEN 1 ELSE 0 END
    WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_reviewer_record_author AFTER UPDATE OF user_id ON reviews
FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
EXECUTE FUNCTION move_reviewer_record();--> statement-breakpoint
-- refresh_counters() (the repair after a bulk load with triggers off) recomputes the variety too.
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
  UPDATE profiles SET approved_businesses = fresh.v[1], approved_days = fresh.v[2]
  FROM (SELECT id, reviewer_variety(id) AS v FROM profiles) fresh
  WHERE profiles.id = fresh.id
    AND (profiles.approved_businesses, profiles.approved_days) IS DISTINCT FROM (fresh.v[1], fresh.v[2]);
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
$$;--> statement-breakpoint
-- The backfill: every reviewer with an approved review, as the old per-page read computed it.
-- (CREATE TRIGGER above holds off writes to reviews until this migration commits.)
UPDATE profiles SET approved_businesses = fresh.v[1], approved_days = fresh.v[2]
FROM (SELECT user_id AS id, reviewer_variety(user_id) AS v
  FROM (SELECT DISTINCT user_id FROM reviews WHERE status = 'approved') reviewer) fresh
WHERE profiles.id = fresh.id
  AND (profiles.approved_businesses, profiles.approved_days) IS DISTINCT FROM (fresh.v[1], fresh.v[2]);
