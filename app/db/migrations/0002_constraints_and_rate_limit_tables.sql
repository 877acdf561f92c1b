CREATE TABLE IF NOT EXISTS "rate_limit_login_per_ip" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rate_limit_login_per_phone" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rate_limit_otp_send_per_ip_per_hour" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rate_limit_otp_send_per_phone_per_hour" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rate_limit_otp_send_per_phone_per_minute" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_cost_check";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_amount_check";--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_city_check" CHECK ("campaigns"."city" in ('Bhopal', 'Indore', 'Jabalpur', 'Gwalior', 'Ujjain', 'Sagar', 'Rewa', 'Satna', 'Ratlam', 'Dewas'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_cost_check" CHECK ("campaigns"."cost" = "campaigns"."target_reviews" * 20);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" <> '');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount" >= 100);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_city_check" CHECK ("profiles"."city" is null or "profiles"."city" in ('Bhopal', 'Indore', 'Jabalpur', 'Gwalior', 'Ujjain', 'Sagar', 'Rewa', 'Satna', 'Ratlam', 'Dewas'));