-- Staff notices (issue 38): where they go, which are sent, the low-stock level, and the options
-- whose low stock staff were already told of (modules/staff-notices); and the paid orders whose
-- tax invoice is held under the demo GSTIN (docs/decisions/103).
CREATE TABLE "held_invoices" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "low_stock_notices" (
	"variant_id" uuid PRIMARY KEY NOT NULL,
	"noticed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "notice_email" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "notices" jsonb DEFAULT '{"paid_order":true,"return_requested":true,"low_stock":true,"failed_mail":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "low_stock_level" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "held_invoices" ADD CONSTRAINT "held_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_stock_notices" ADD CONSTRAINT "low_stock_notices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;