-- Newer rate-limit rules share one counters table (decision 040); the per-address OTP table is
-- replaced by the account-step limits kept there.
CREATE TABLE "rate_limit_counters" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
DROP TABLE "rate_limit_otp_send_per_ip_per_hour" CASCADE;
