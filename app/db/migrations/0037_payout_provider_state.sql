ALTER TABLE "payouts" ADD COLUMN "provider_state" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "key_generation" integer DEFAULT 0 NOT NULL;