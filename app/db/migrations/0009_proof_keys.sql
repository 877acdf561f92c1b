ALTER TABLE "reviews" ADD COLUMN "proof_keys" integer[];--> statement-breakpoint
CREATE INDEX "reviews_proof_keys" ON "reviews" USING gin ("proof_keys");--> statement-breakpoint
CREATE INDEX "reviews_unkeyed_proofs_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."proof_hash" is not null and "reviews"."proof_keys" is null;--> statement-breakpoint
-- The exact 16-bit band indexes gave way to reviews_proof_keys (decision 026): their cost grew with the reviews.
DROP INDEX IF EXISTS "reviews_proof_band_48";--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_proof_band_32";--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_proof_band_16";--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_proof_band_0";
