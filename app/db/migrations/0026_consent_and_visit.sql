CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"notice_version" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('adult_declaration', 'account', 'review_proof', 'payout_upi', 'review_sms')),
	CONSTRAINT "consents_withdrawn_after_given" CHECK ("consents"."withdrawn_at" is null or "consents"."withdrawn_at" >= "consents"."given_at")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "visited_on" date;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "no_relationship_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_profile_purpose_idx" ON "consents" USING btree ("profile_id","purpose");