-- A price or rating change says where its product moves in the lists in that order (issue 37, docs/decisions/113). Until now every list page in price order was dropped by any price change, and every page in rating order by any review; a page holds the sort keys of its first and last products, and only the pages whose keys meet the move need to go.
--
-- An UPDATE of a product whose price_paise (the key of the price index) changes also sends
-- order:price:<old>:<new>; one whose rating or review count (the rating index's keys) changes,
-- order:rating:<old rating>:<new rating>, the ratings as real's shortest text, which is how
-- node-postgres reads them. The price: and rating: notices name the product's cards as before;
-- a variant's price or a flash deal, which move no product in the price index, send no order notice.
CREATE OR REPLACE FUNCTION notify_catalog_row_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  new_row jsonb := to_jsonb(NEW);
  changed text[];
  product_id text;
  kinds text[] := '{}';
  kind text;
BEGIN
  SELECT coalesce(array_agg(n.key), '{}') INTO changed
  FROM jsonb_each(new_row) n WHERE n.value IS DISTINCT FROM old_row -> n.key;
  IF TG_TABLE_NAME = 'products' THEN
    product_id := new_row ->> 'id';
    IF NOT changed <@ ARRAY['stock', 'variants_json', 'updated_at',
                            'price_paise', 'mrp_paise', 'default_variant_id',
                            'rating', 'review_count',
                            'slug', 'name', 'description', 'features', 'search_text', 'hsn_code', 'gst_rate',
                            'option_name', 'returnable', 'low_stock_level', 'weight_grams', 'gallery',
                            'variant_count']
       OR (OLD.variant_count > 0) <> (NEW.variant_count > 0) THEN
      PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
      RETURN NULL;
    END IF;
    IF changed && ARRAY['price_paise', 'mrp_paise', 'default_variant_id'] THEN kinds := kinds || 'price'::text; END IF;
    IF changed && ARRAY['rating', 'review_count'] THEN kinds := kinds || 'rating'::text; END IF;
    IF changed && ARRAY['name', 'search_text'] THEN kinds := kinds || 'text'::text; END IF;
    IF changed && ARRAY['gallery'] THEN kinds := kinds || 'picture'::text; END IF;
    IF changed && ARRAY['slug', 'description', 'features', 'hsn_code', 'gst_rate', 'option_name', 'returnable',
                        'low_stock_level', 'weight_grams', 'variant_count']
    THEN kinds := kinds || 'content'::text; END IF;
    IF (OLD.stock > 0) <> (NEW.stock > 0) THEN kinds := kinds || 'avail'::text; END IF;
    -- Where it moves in the lists in price or rating order: the sort key before and after.
    IF OLD.price_paise <> NEW.price_paise THEN
      PERFORM pg_notify('catalog_changed', 'order:price:' || OLD.price_paise || ':' || NEW.price_paise);
    END IF;
    IF OLD.rating <> NEW.rating OR OLD.review_count <> NEW.review_count THEN
      PERFORM pg_notify('catalog_changed', 'order:rating:' || OLD.rating::text || ':' || NEW.rating::text);
    END IF;
  ELSE
    product_id := new_row ->> 'product_id';
    IF NOT changed <@ ARRAY['stock', 'updated_at', 'price_paise', 'mrp_paise', 'name', 'sku', 'position', 'is_hidden'] THEN
      PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
      RETURN NULL;
    END IF;
    IF changed && ARRAY['price_paise', 'mrp_paise'] THEN kinds := kinds || 'price'::text; END IF;
    IF changed && ARRAY['sku', 'is_hidden'] THEN kinds := kinds || 'text'::text; END IF;
  END IF;
  IF cardinality(kinds) = 0 THEN kinds := ARRAY['stock']; END IF;
  FOREACH kind IN ARRAY kinds LOOP
    PERFORM pg_notify('catalog_changed', kind || ':' || product_id);
  END LOOP;
  RETURN NULL;
END;
$$;
