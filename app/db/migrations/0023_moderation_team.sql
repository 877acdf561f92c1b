CREATE TABLE "review_checks" (
	"review_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"passed" boolean NOT NULL,
	"made_by" uuid NOT NULL,
	"handed_at" timestamp with time zone,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_checks_review_id_kind_pk" PRIMARY KEY("review_id","kind"),
	CONSTRAINT "review_checks_kind_check" CHECK ("review_checks"."kind" in ('proof', 'text'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"phone" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"invited_by" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_status_check" CHECK ("team_members"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_role_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "held_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_checks" ADD CONSTRAINT "review_checks_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_checks" ADD CONSTRAINT "review_checks_made_by_profiles_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invited_by_profiles_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_checks_made_idx" ON "review_checks" USING btree ("made_at","made_by");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_held_by_profiles_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_held_by_idx" ON "reviews" USING btree ("held_by") WHERE "reviews"."held_by" is not null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('user', 'business', 'admin', 'moderator'));