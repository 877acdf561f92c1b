CREATE TABLE "unapplied_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refund_status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"paid_by_hand_reference" text,
	"paid_by_hand_by" uuid,
	CONSTRAINT "unapplied_payments_amount_check" CHECK ("unapplied_payments"."amount_paise" > 0),
	CONSTRAINT "unapplied_payments_reason_check" CHECK ("unapplied_payments"."reason" in ('second_payment', 'short_payment')),
	CONSTRAINT "unapplied_payments_refund_status_check" CHECK ("unapplied_payments"."refund_status" in ('pending', 'processed', 'failed', 'refused')),
	CONSTRAINT "unapplied_payments_processed_check" CHECK (("unapplied_payments"."refund_status" = 'processed') = ("unapplied_payments"."processed_at" is not null)),
	CONSTRAINT "unapplied_payments_paid_by_hand_check" CHECK ("unapplied_payments"."paid_by_hand_reference" is null or ("unapplied_payments"."refund_status" = 'processed' and "unapplied_payments"."paid_by_hand_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paid_by_hand_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paid_by_hand_by" uuid;--> statement-breakpoint
ALTER TABLE "unapplied_payments" ADD CONSTRAINT "unapplied_payments_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_payments" ADD CONSTRAINT "unapplied_payments_business_id_profiles_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_payments" ADD CONSTRAINT "unapplied_payments_paid_by_hand_by_profiles_id_fk" FOREIGN KEY ("paid_by_hand_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unapplied_payments_gateway_payment_key" ON "unapplied_payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unapplied_payments_gateway_refund_key" ON "unapplied_payments" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "unapplied_payments_order_idx" ON "unapplied_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "unapplied_payments_business_idx" ON "unapplied_payments" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "unapplied_payments_due_idx" ON "unapplied_payments" USING btree ("next_attempt_at") WHERE "unapplied_payments"."refund_status" <> 'processed';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paid_by_hand_by_profiles_id_fk" FOREIGN KEY ("paid_by_hand_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paid_by_hand_check" CHECK ("refunds"."paid_by_hand_reference" is null or ("refunds"."status" = 'processed' and "refunds"."paid_by_hand_by" is not null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processed', 'failed', 'refused'));