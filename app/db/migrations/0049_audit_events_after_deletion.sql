ALTER TABLE "audit_events" ADD COLUMN "phone_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "kept_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_events_phone_hash_idx" ON "audit_events" USING btree ("phone_hash") WHERE "audit_events"."phone_hash" is not null;