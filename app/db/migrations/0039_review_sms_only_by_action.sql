-- Decision 092: the SMS of new reviews was recorded as consented at sign-up, its box ticked
-- before the person did anything. Only a row given after an earlier one was withdrawn (the box
-- then stood unticked and the person ticked it) records an action; every other row in force
-- ends now, and the switch stays on only where a consent given by an action stands.
UPDATE "consents" AS c SET "withdrawn_at" = now()
WHERE c."purpose" = 'review_sms'
  AND c."withdrawn_at" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "consents" AS earlier
    WHERE earlier."profile_id" = c."profile_id"
      AND earlier."purpose" = 'review_sms'
      AND earlier."withdrawn_at" IS NOT NULL
      AND earlier."withdrawn_at" <= c."given_at"
      AND earlier."id" <> c."id"
  );--> statement-breakpoint
UPDATE "profiles" AS p SET "review_sms" = false
WHERE p."review_sms" = true
  AND NOT EXISTS (
    SELECT 1 FROM "consents" AS c
    WHERE c."profile_id" = p."id" AND c."purpose" = 'review_sms' AND c."withdrawn_at" IS NULL
  );
