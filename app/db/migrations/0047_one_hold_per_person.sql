DROP INDEX "reviews_held_by_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_held_by_key" ON "reviews" USING btree ("held_by") WHERE "reviews"."held_by" is not null;