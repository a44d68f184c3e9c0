CREATE TABLE "document_series" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_series_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"gstin" text NOT NULL,
	"address" text NOT NULL,
	"state_code" text NOT NULL,
	"invoice_prefix" text NOT NULL,
	"delivery_zones" jsonb NOT NULL,
	"unserved_pins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"refers_to" uuid,
	"total_paise" integer NOT NULL,
	"body" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '8714' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" smallint DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn_code" text DEFAULT '8714' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate" smallint DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_invoice_key" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at" DESC NULLS LAST);--> statement-breakpoint
-- The demo shop's particulars, ready to invoice; the owner sets the real ones in the back office.
INSERT INTO "shop_settings" ("id", "legal_name", "gstin", "address", "state_code", "invoice_prefix", "delivery_zones")
VALUES (1, 'Kerala Moto Hub', '32AABCK1234M1ZT', 'NH 66 Bypass, near Vyttila Hub, Kochi, Ernakulam, Kerala 682019', '32', 'KMH',
  '[{"id":"kerala","days":3,"served":true},{"id":"south","days":4,"served":true},{"id":"metro","days":4,"served":true},{"id":"rest","days":5,"served":true},{"id":"remote","days":8,"served":true}]'::jsonb)
ON CONFLICT ("id") DO NOTHING;
