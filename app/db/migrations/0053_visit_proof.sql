CREATE TABLE "review_proof_checks" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"proof" text NOT NULL,
	"place_band" text NOT NULL,
	"place_source" text,
	"distance_km" integer,
	"taken_at" timestamp with time zone,
	"taken_source" text,
	"bill_status" text DEFAULT 'pending' NOT NULL,
	"bill_attempts" smallint DEFAULT 0 NOT NULL,
	"bill_number" text,
	"bill_date" date,
	"bill_total" integer,
	"bill_gstin" text,
	"same_bill_review_id" uuid,
	"bill_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_proof_checks_place_band_check" CHECK ("review_proof_checks"."place_band" in ('within_200m', 'within_2km', 'in_city', 'elsewhere', 'unknown')),
	CONSTRAINT "review_proof_checks_place_source_check" CHECK ("review_proof_checks"."place_source" is null or "review_proof_checks"."place_source" in ('camera', 'photo')),
	CONSTRAINT "review_proof_checks_taken_source_check" CHECK (("review_proof_checks"."taken_source" is null) = ("review_proof_checks"."taken_at" is null) and ("review_proof_checks"."taken_source" is null or "review_proof_checks"."taken_source" in ('camera', 'photo'))),
	CONSTRAINT "review_proof_checks_distance_check" CHECK (("review_proof_checks"."distance_km" is not null) = ("review_proof_checks"."place_band" in ('in_city', 'elsewhere')) and ("review_proof_checks"."distance_km" is null or "review_proof_checks"."distance_km" >= 0)),
	CONSTRAINT "review_proof_checks_bill_status_check" CHECK ("review_proof_checks"."bill_status" in ('pending', 'read', 'no_bill', 'failed')),
	CONSTRAINT "review_proof_checks_bill_total_check" CHECK ("review_proof_checks"."bill_total" is null or "review_proof_checks"."bill_total" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_edits" ADD COLUMN "place_lat" double precision;--> statement-breakpoint
ALTER TABLE "campaign_edits" ADD COLUMN "place_lng" double precision;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "place_lat" double precision;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "place_lng" double precision;--> statement-breakpoint
ALTER TABLE "review_proof_checks" ADD CONSTRAINT "review_proof_checks_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_proof_checks" ADD CONSTRAINT "review_proof_checks_same_bill_review_id_reviews_id_fk" FOREIGN KEY ("same_bill_review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_proof_checks_pending_idx" ON "review_proof_checks" USING btree ("created_at") WHERE "review_proof_checks"."bill_status" = 'pending';--> statement-breakpoint
CREATE INDEX "review_proof_checks_bill_idx" ON "review_proof_checks" USING btree ("bill_number","bill_date","bill_total") WHERE "review_proof_checks"."bill_status" = 'read' and "review_proof_checks"."bill_number" is not null;--> statement-breakpoint
CREATE INDEX "review_proof_checks_same_bill_idx" ON "review_proof_checks" USING btree ("same_bill_review_id");--> statement-breakpoint
ALTER TABLE "campaign_edits" ADD CONSTRAINT "campaign_edits_place_check" CHECK (("campaign_edits"."place_lat" is null) = ("campaign_edits"."place_lng" is null));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_place_check" CHECK (("campaigns"."place_lat" is null) = ("campaigns"."place_lng" is null) and ("campaigns"."place_lat" is null or ("campaigns"."place_lat" between -90 and 90 and "campaigns"."place_lng" between -180 and 180)));