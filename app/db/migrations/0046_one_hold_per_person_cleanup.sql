-- One held review per person (decision 101): before reviews_held_by_key makes it a rule, a person
-- holding several reviews (parallel 'Next review' calls) keeps only the newest hold; the others
-- go back to the queue, as an expired hold would.
UPDATE "reviews" SET "held_by" = NULL, "held_at" = NULL, "held_until" = NULL
WHERE "held_by" IS NOT NULL
  AND "id" <> (
    SELECT "newest"."id" FROM "reviews" "newest"
    WHERE "newest"."held_by" = "reviews"."held_by"
    ORDER BY "newest"."held_at" DESC NULLS LAST, "newest"."id"
    LIMIT 1
  );
