-- Available campaigns (reviews.server.ts, availableTo) read only the city's active campaigns and
-- their slot columns: with those included, the count is an index-only scan, whatever the
-- number of campaigns and reviews. (INCLUDE is written here: Drizzle's index builder has no such option.)
CREATE INDEX IF NOT EXISTS "campaigns_available_idx" ON "campaigns" ("city", "created_at", "id") INCLUDE ("start_date", "slots_taken", "target_reviews", "allowed_by_day") WHERE "status" = 'active';
