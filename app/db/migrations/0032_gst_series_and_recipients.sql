ALTER TABLE "billing_details" ADD COLUMN "pin_code" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "invoice_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_pin_code_check" CHECK ("billing_details"."pin_code" is null or "billing_details"."pin_code" ~ '^[1-9][0-9]{5}$');--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_number_length_check" CHECK (char_length("tax_documents"."number") <= 16) NOT VALID;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_reference_check" CHECK ("tax_documents"."kind" = 'invoice' or ("tax_documents"."invoice_number" is not null and "tax_documents"."invoice_issued_at" is not null)) NOT VALID;