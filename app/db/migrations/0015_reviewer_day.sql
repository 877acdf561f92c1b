ALTER TABLE "reviews" ADD COLUMN "rejection_template" text;--> statement-breakpoint
ALTER TABLE "review_revisions" ADD COLUMN "rejection_template" text;