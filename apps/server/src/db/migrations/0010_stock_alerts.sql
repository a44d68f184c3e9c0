CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_active_key" ON "stock_alerts" USING btree ("email","product_id",COALESCE("variant_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "stock_alerts"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("product_id","created_at") WHERE "stock_alerts"."ended_at" IS NULL;--> statement-breakpoint
-- Stock changes on many paths (staff edits, the CSV import, a released hold, a cancelled order's
-- stock returned, a return received), so the database itself notices a product or variant coming
-- back (docs/decisions/079): an outbox job is queued in the same transaction, and the worker mails
-- the waiting shoppers once it commits. The job is queued whether or not anyone waits now: an alert
-- made while this change is still uncommitted is invisible here, and its own re-check still sees
-- the old stock, so only a job that looks for alerts after the commit finds it. The job reads the
-- stock and the alerts when it runs, so a second job for the same product finds nobody left to mail.
CREATE OR REPLACE FUNCTION queue_stock_alerts(p_product_id uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (kind, payload, max_attempts)
  SELECT 'stock-alerts',
         jsonb_build_object('product_id', p.id, 'summary', 'Back-in-stock alerts for ' || p.name),
         5
  FROM products p WHERE p.id = p_product_id;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_back_in_stock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_stock_alerts(NEW.product_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A variant is back when it is on sale with stock and was not before: stock up from nothing, or
-- shown again with stock. The test is the trigger's WHEN, so the checkout's stock updates, which
-- never pass it, do not even call the function.
CREATE TRIGGER product_variants_stock_alerts
AFTER UPDATE OF stock, is_hidden ON product_variants
FOR EACH ROW
WHEN (NEW.stock > 0 AND NOT NEW.is_hidden AND (OLD.stock <= 0 OR OLD.is_hidden))
EXECUTE FUNCTION product_variants_back_in_stock();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_back_in_stock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_stock_alerts(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A product is back when the storefront shows it with stock and did not before: its stock (kept
-- from the variants) up from nothing, or the product shown again. Alerts on a hidden product wait
-- for this.
CREATE TRIGGER products_stock_alerts
AFTER UPDATE OF stock, is_hidden, variant_count ON products
FOR EACH ROW
WHEN (NEW.stock > 0 AND NOT NEW.is_hidden AND NEW.variant_count > 0
      AND (OLD.stock <= 0 OR OLD.is_hidden OR OLD.variant_count = 0))
EXECUTE FUNCTION products_back_in_stock();
