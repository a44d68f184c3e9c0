-- A review moves its product's rating and a member of staff moves a price many times a day; each
-- sent the table's name, on which every server emptied every cache. An UPDATE of products or
-- variants now names what kind of change it was when it is one the caches can follow without
-- starting again (docs/decisions/099), by the columns that changed:
--
--   stock:<id>   stock alone moved, the product neither sold out nor came back (as in 0020): the
--                product's own answers and pages go;
--   price:<id>   a price (with the default option, the options' list and stock at most): the
--                product's own answers, every answer showing its card, and every list in a price
--                order go;
--   rating:<id>  its rating and review count: the same, with the lists in rating order.
--
-- Anything else, and any product selling out or coming back, still sends the table's name. The
-- columns that changed are found by comparing the rows as JSON key by key, so a column added
-- later counts as a change of its own kind: anything else.
CREATE OR REPLACE FUNCTION notify_catalog_row_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  new_row jsonb := to_jsonb(NEW);
  changed text[];
  product_id text;
  kind text;
BEGIN
  SELECT coalesce(array_agg(n.key), '{}') INTO changed
  FROM jsonb_each(new_row) n WHERE n.value IS DISTINCT FROM old_row -> n.key;
  IF TG_TABLE_NAME = 'products' THEN
    product_id := new_row ->> 'id';
    IF (NEW.stock > 0) <> (OLD.stock > 0) THEN
      kind := NULL;
    ELSIF changed <@ ARRAY['stock', 'variants_json', 'updated_at'] THEN
      kind := 'stock';
    ELSIF changed <@ ARRAY['rating', 'review_count', 'updated_at'] THEN
      kind := 'rating';
    ELSIF changed <@ ARRAY['price_paise', 'mrp_paise', 'default_variant_id', 'variants_json', 'stock', 'updated_at'] THEN
      kind := 'price';
    END IF;
  ELSE
    product_id := new_row ->> 'product_id';
    IF changed <@ ARRAY['stock', 'updated_at'] THEN
      kind := 'stock';
    ELSIF changed <@ ARRAY['price_paise', 'mrp_paise', 'stock', 'updated_at'] THEN
      kind := 'price';
    END IF;
  END IF;
  PERFORM pg_notify('catalog_changed', coalesce(kind || ':' || product_id, TG_TABLE_NAME));
  RETURN NULL;
END;
$$;
