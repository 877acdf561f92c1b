CREATE TABLE "upi_check_budget" (
	"day" text PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_name" text;