CREATE TABLE "decision_times" (
	"window_days" smallint PRIMARY KEY NOT NULL,
	"decisions" integer NOT NULL,
	"median_seconds" double precision,
	"p90_seconds" double precision,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "decision_times_window_check" CHECK ("decision_times"."window_days" in (7, 30)),
	CONSTRAINT "decision_times_decisions_check" CHECK ("decision_times"."decisions" >= 0)
);
--> statement-breakpoint
CREATE INDEX "reviews_decided_idx" ON "reviews" USING btree ("moderated_at","created_at") WHERE "reviews"."moderated_at" is not null;