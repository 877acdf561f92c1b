ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" <> 'processed';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_unfilled_once_key" ON "refunds" USING btree ("payment_id") WHERE "refunds"."reason" = 'unfilled_slots';--> statement-breakpoint
-- hand-written below: keep when regenerating
-- Gateway refunds owed before the refund job existed are asked for at its first run.
UPDATE "refunds" SET "next_attempt_at" = now() WHERE "status" <> 'processed';
