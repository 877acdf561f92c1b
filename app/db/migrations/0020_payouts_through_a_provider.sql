CREATE TABLE "upi_checks" (
	"user_id" uuid NOT NULL,
	"upi_id" text NOT NULL,
	"holder_name" text,
	"provider_check_id" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "upi_checks_user_id_upi_id_pk" PRIMARY KEY("user_id","upi_id")
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_check";--> statement-breakpoint
DROP INDEX "payouts_one_pending_key";--> statement-breakpoint
DROP INDEX "payouts_processed_idx";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "method" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider_payout_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "hold_reasons" text[];--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "retry_of" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upi_checks" ADD CONSTRAINT "upi_checks_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upi_checks_holder_idx" ON "upi_checks" USING btree ("holder_name");--> statement-breakpoint
CREATE INDEX "upi_checks_upi_idx" ON "upi_checks" USING btree ("upi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_key" ON "payouts" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE INDEX "payouts_moving_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" in ('queued', 'processing');--> statement-breakpoint
CREATE INDEX "payouts_upi_idx" ON "payouts" USING btree ("upi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_pending_key" ON "payouts" USING btree ("user_id") WHERE "payouts"."status" in ('pending', 'held', 'queued', 'processing');--> statement-breakpoint
CREATE INDEX "payouts_processed_idx" ON "payouts" USING btree ("processed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "payouts"."status" in ('paid', 'rejected', 'processed', 'reversed', 'failed');--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_method_check" CHECK ("payouts"."method" in ('manual', 'razorpayx'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'paid', 'rejected', 'held', 'queued', 'processing', 'processed', 'reversed', 'failed'));