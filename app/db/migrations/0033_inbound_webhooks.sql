CREATE TABLE "inbound_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"raw_body" text NOT NULL,
	"signed_with" text NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"outcome" text,
	"error" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "inbound_webhooks_state_check" CHECK ("inbound_webhooks"."state" in ('received', 'processed', 'ignored', 'failed')),
	CONSTRAINT "inbound_webhooks_attempts_check" CHECK ("inbound_webhooks"."attempts" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_webhooks_event_key" ON "inbound_webhooks" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "inbound_webhooks_state_idx" ON "inbound_webhooks" USING btree ("state","received_at");--> statement-breakpoint
CREATE INDEX "inbound_webhooks_received_idx" ON "inbound_webhooks" USING btree ("received_at");