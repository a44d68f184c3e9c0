-- Every committed change to products or their variants told every server to drop all it had
-- cached (migration 0003), so each sale emptied the caches of every list and search. An UPDATE now
-- says which product it touched when it moved stock alone (docs/decisions/098): the payload
-- 'stock:<id>' lets the servers drop that product's own answers and pages and keep the rest,
-- as lists, searches and the home page show whether a product is in stock, which such an update
-- leaves as it was. Anything else still sends the table's name, on which the servers drop
-- everything.
--
-- Stock alone: a product row whose columns other than stock, variants_json (the page's options
-- with their stock) and updated_at are as they were, and which neither sold out nor came back; a
-- variant row whose columns other than stock and updated_at are as they were. A variant that sells
-- out changes its product's default option, which the product's own row then reports. Columns
-- added later count as changes, as rows are compared as JSON, not column by column. Row triggers:
-- the database sends a payload once per transaction however many rows name it, and a statement
-- trigger with transition tables cost some milliseconds per statement, which the one-row UPDATEs
-- of a sale and of a catalog load (a product refreshed for each of its variants) pay many times.
CREATE FUNCTION notify_catalog_row_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  stock_columns text[];
  product_id text;
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    stock_columns := ARRAY['stock', 'variants_json', 'updated_at'];
    product_id := (to_jsonb(NEW) ->> 'id');
  ELSE
    stock_columns := ARRAY['stock', 'updated_at'];
    product_id := (to_jsonb(NEW) ->> 'product_id');
  END IF;
  IF NEW.stock IS DISTINCT FROM OLD.stock
     AND (to_jsonb(NEW) - stock_columns) = (to_jsonb(OLD) - stock_columns)
     AND (TG_TABLE_NAME <> 'products' OR (NEW.stock > 0) = (OLD.stock > 0)) THEN
    PERFORM pg_notify('catalog_changed', 'stock:' || product_id);
  ELSE
    PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_notify ON products;--> statement-breakpoint
CREATE TRIGGER products_notify AFTER INSERT OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER products_notify_update AFTER UPDATE ON products
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_catalog_row_updated();--> statement-breakpoint
DROP TRIGGER product_variants_notify ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_notify AFTER INSERT OR DELETE OR TRUNCATE ON product_variants
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_variants_notify_update AFTER UPDATE ON product_variants
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_catalog_row_updated();
