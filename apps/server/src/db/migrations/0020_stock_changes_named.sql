-- Every committed change to products or their variants told every server to drop all it had
-- cached (migration 0003), so each sale emptied the caches of every list and search. An UPDATE now
-- says which products it touched when it moved stock alone (docs/decisions/098): the payload
-- 'stock:<id>,<id>…' lets the servers drop those products' own answers and pages and keep the rest,
-- as lists, searches and the home page show whether a product is in stock, which such an update
-- leaves as it was. Anything else, or an update of too many products for one notification, still
-- sends the table's name, on which the servers drop everything.
--
-- Stock alone: a product row whose columns other than stock, variants_json (the page's options
-- with their stock) and updated_at are as they were, and which neither sold out nor came back; a
-- variant row whose columns other than stock and updated_at are as they were. A variant that sells
-- out changes its product's default option, which the product's own row then reports. Columns
-- added later count as changes, as they are compared as JSON, not by name.
CREATE FUNCTION notify_catalog_rows_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  stock_columns text[] := CASE TG_TABLE_NAME
    WHEN 'products' THEN ARRAY['stock', 'variants_json', 'updated_at']
    ELSE ARRAY['stock', 'updated_at'] END;
  other boolean;
  ids text;
BEGIN
  SELECT bool_or(NOT c.stock_only), string_agg(DISTINCT c.product_id::text, ',')
    INTO other, ids
  FROM (SELECT CASE WHEN TG_TABLE_NAME = 'products' THEN (to_jsonb(n) ->> 'id')::uuid
                    ELSE (to_jsonb(n) ->> 'product_id')::uuid END AS product_id,
               o.r IS NOT NULL
               AND (to_jsonb(n) - stock_columns) = (o.r - stock_columns)
               AND ((n.stock > 0) = ((o.r ->> 'stock')::int > 0) OR TG_TABLE_NAME <> 'products')
               AND (to_jsonb(n) ->> 'product_id') IS NOT DISTINCT FROM (o.r ->> 'product_id') AS stock_only
        FROM new_rows n
          LEFT JOIN LATERAL (SELECT to_jsonb(prev) AS r FROM old_rows prev WHERE prev.id = n.id) o ON true
        WHERE o.r IS NULL OR to_jsonb(n) <> o.r) c;
  -- Nothing changed (an UPDATE that wrote the same values): nothing to drop.
  IF other IS NULL THEN
    RETURN NULL;
  END IF;
  IF other OR length(ids) > 7000 THEN
    PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('catalog_changed', 'stock:' || ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_notify ON products;--> statement-breakpoint
CREATE TRIGGER products_notify AFTER INSERT OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER products_notify_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_updated();--> statement-breakpoint
DROP TRIGGER product_variants_notify ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_notify AFTER INSERT OR DELETE OR TRUNCATE ON product_variants
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_variants_notify_update AFTER UPDATE ON product_variants
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_updated();
