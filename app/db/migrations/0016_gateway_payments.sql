CREATE TABLE "gateway_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"campaign_id" uuid,
	"request_id" uuid NOT NULL,
	"details" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"gateway_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount" > 0),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed', 'abandoned')),
	CONSTRAINT "payment_orders_paid_check" CHECK (("payment_orders"."status" = 'paid') = ("payment_orders"."gateway_payment_id" is not null and "payment_orders"."settled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_business_id_profiles_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_request_id_key" ON "payment_orders" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_gateway_order_key" ON "payment_orders" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."status" in ('created', 'failed');--> statement-breakpoint
CREATE INDEX "payment_orders_business_idx" ON "payment_orders" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_key" ON "payments" USING btree ("gateway_payment_id");