-- Counters that keep the hot pages independent of the number of reviews (decision 013).
-- Element k-1: reviews allowed up to and including day k, the schedule's running sum capped at
-- the target; app/domain/pacing.ts (allowedByDay) is the reference it is tested against.
CREATE OR REPLACE FUNCTION campaign_allowed_by_day(schedule jsonb, target integer) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(least(days.running, target)::integer ORDER BY days.day), '{}')
  FROM (
    SELECT s.day, sum(s.reviews::integer) OVER (ORDER BY s.day) AS running
    FROM jsonb_array_elements_text(schedule) WITH ORDINALITY AS s(reviews, day)
  ) AS days
$$;--> statement-breakpoint
CREATE TABLE "status_counts" (
	"entity" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "status_counts_entity_status_pk" PRIMARY KEY("entity","status"),
	CONSTRAINT "status_counts_nonnegative" CHECK ("status_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "allowed_by_day" integer[] GENERATED ALWAYS AS (campaign_allowed_by_day(distribution_schedule, target_reviews)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "slots_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_active_city_idx" ON "campaigns" USING btree ("city","created_at","id") WHERE "campaigns"."status" = 'active';--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_slots_taken_check" CHECK ("campaigns"."slots_taken" between 0 and "campaigns"."target_reviews");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_whole_target_by_last_day" CHECK (cardinality("campaigns"."allowed_by_day") = "campaigns"."distribution_days" and "campaigns"."allowed_by_day"["campaigns"."distribution_days"] = "campaigns"."target_reviews");--> statement-breakpoint
-- Adds delta to one status count; a decrement of a missing row means the counters are off.
CREATE OR REPLACE FUNCTION add_to_status_count(counted_entity text, counted_status text, delta bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO status_counts (entity, status, count) VALUES (counted_entity, counted_status, delta)
    ON CONFLICT (entity, status) DO UPDATE SET count = status_counts.count + excluded.count;
  ELSE
    UPDATE status_counts SET count = count + delta
    WHERE entity = counted_entity AND status = counted_status;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'status_counts has no row for %/%: run select refresh_counters()', counted_entity, counted_status;
    END IF;
  END IF;
END
$$;--> statement-breakpoint
-- One row's status change, counted at commit (deferred), so the shared counter rows are locked
-- only while a transaction commits; two rows are always locked in status order (no deadlock).
CREATE OR REPLACE FUNCTION count_status_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  before_status text;
  after_status text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN before_status := OLD.status; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN after_status := NEW.status; END IF;
  IF before_status IS NOT DISTINCT FROM after_status THEN RETURN NULL; END IF;
  IF before_status IS NULL OR (after_status IS NOT NULL AND after_status < before_status) THEN
    PERFORM add_to_status_count(TG_TABLE_NAME, after_status, 1);
    IF before_status IS NOT NULL THEN PERFORM add_to_status_count(TG_TABLE_NAME, before_status, -1); END IF;
  ELSE
    PERFORM add_to_status_count(TG_TABLE_NAME, before_status, -1);
    IF after_status IS NOT NULL THEN PERFORM add_to_status_count(TG_TABLE_NAME, after_status, 1); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- campaigns.slots_taken follows every review that starts or stops holding a slot (pending or
-- approved), in the statement that changes it, so the submit transaction reads it exactly.
CREATE OR REPLACE FUNCTION track_slots_taken() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  held_before boolean := false;
  held_after boolean := false;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN held_before := OLD.status IN ('pending', 'approved'); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN held_after := NEW.status IN ('pending', 'approved'); END IF;
  IF TG_OP = 'UPDATE' AND held_before AND held_after AND OLD.campaign_id = NEW.campaign_id THEN
    RETURN NULL;
  END IF;
  IF held_before THEN
    UPDATE campaigns SET slots_taken = slots_taken - 1 WHERE id = OLD.campaign_id;
  END IF;
  IF held_after THEN
    UPDATE campaigns SET slots_taken = slots_taken + 1 WHERE id = NEW.campaign_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Recomputes every counter from the rows: after a bulk load with triggers off
-- (session_replication_role = replica), or to repair. Writers wait until it commits.
CREATE OR REPLACE FUNCTION refresh_counters() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE campaigns, reviews, payouts IN EXCLUSIVE MODE;
  WITH taken AS (
    SELECT campaign_id, count(*)::integer AS n FROM reviews
    WHERE status IN ('pending', 'approved') GROUP BY campaign_id
  )
  UPDATE campaigns SET slots_taken = coalesce(taken.n, 0)
  FROM campaigns AS each_campaign LEFT JOIN taken ON taken.campaign_id = each_campaign.id
  WHERE campaigns.id = each_campaign.id AND campaigns.slots_taken <> coalesce(taken.n, 0);
  DELETE FROM status_counts;
  INSERT INTO status_counts (entity, status, count)
  SELECT 'reviews', status, count(*) FROM reviews GROUP BY status
  UNION ALL SELECT 'campaigns', status, count(*) FROM campaigns GROUP BY status
  UNION ALL SELECT 'payouts', status, count(*) FROM payouts GROUP BY status;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_slots_taken AFTER INSERT OR UPDATE OF status, campaign_id OR DELETE ON reviews
FOR EACH ROW EXECUTE FUNCTION track_slots_taken();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reviews_status_count AFTER INSERT OR UPDATE OF status OR DELETE ON reviews
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_status_change();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER campaigns_status_count AFTER INSERT OR UPDATE OF status OR DELETE ON campaigns
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_status_change();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payouts_status_count AFTER INSERT OR UPDATE OF status OR DELETE ON payouts
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_status_change();--> statement-breakpoint
SELECT refresh_counters();
