ALTER TABLE "upi_checks" ADD COLUMN "state" text DEFAULT 'found' NOT NULL;--> statement-breakpoint
ALTER TABLE "upi_checks" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "upi_checks" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "upi_checks" SET "created_at" = "checked_at";--> statement-breakpoint
CREATE INDEX "upi_checks_pending_idx" ON "upi_checks" USING btree ("provider_check_id") WHERE "upi_checks"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "upi_checks_user_created_idx" ON "upi_checks" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "upi_checks" ADD CONSTRAINT "upi_checks_state_check" CHECK ("upi_checks"."state" in ('pending', 'found', 'not_found', 'failed'));--> statement-breakpoint
ALTER TABLE "upi_checks" ADD CONSTRAINT "upi_checks_holder_check" CHECK (("upi_checks"."state" = 'found') = ("upi_checks"."holder_name" is not null));