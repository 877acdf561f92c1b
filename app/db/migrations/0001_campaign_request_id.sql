ALTER TABLE "campaigns" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_request_id_key" ON "campaigns" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at","id");