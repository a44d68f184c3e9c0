-- Shipping charges and cash on delivery (issue 40, docs/decisions/111): the shop's rules, an order's charges, payment method and cash, a customer's refused deliveries and COD block, and a cash order's refund destination on its returns.
ALTER TABLE "users" ADD COLUMN "cod_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "refused_deliveries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_remittance" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "shipping" jsonb DEFAULT '{"free_from":0,"zone_fees":[{"id":"kerala","fee":0},{"id":"south","fee":0},{"id":"metro","fee":0},{"id":"rest","fee":0},{"id":"remote","fee":0}],"included_grams":1000,"step_grams":500,"step_fee":0,"unweighed_grams":500}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod" jsonb DEFAULT '{"enabled":false,"max_order":1000000,"fee":0,"zones":["kerala","south","metro","rest","remote"],"excluded_pins":[],"open_orders":{"account":2,"phone":2,"address":3}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_to" jsonb;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_reference" text;--> statement-breakpoint
CREATE INDEX "orders_cod_watch_idx" ON "orders" USING btree ("user_id") WHERE "orders"."payment_method" = 'cod' AND ("orders"."status" IN ('processing', 'shipped') OR "orders"."delivery_refused_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charges_check" CHECK ("orders"."shipping_paise" >= 0 AND "orders"."cod_fee_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" IN ('online', 'cod'));