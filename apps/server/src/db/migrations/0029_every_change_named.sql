-- Every change a shop makes through the day names what it touches (issue 37, docs/decisions/112). Until now only stock, price and rating changes were named (migrations 0020 and 0021); a staff edit of a product's words, a product selling out, a new size, a banner or a flash deal sent a table's name, on which every server emptied every cache.
--
-- An UPDATE of a product names, by the columns that changed, one notice per kind it is:
--   price:<id>    its prices or default option;
--   rating:<id>   its rating or review count;
--   text:<id>     what search matches: its name or search text (an option's SKU too);
--   picture:<id>  its pictures (a search hit shows the first);
--   content:<id>  what else its page and card say without moving it in any list: its words,
--                 options' count, tax and shipping details;
--   avail:<id>    it sold out or came back (stock alone otherwise);
--   stock:<id>    none of those: its stock and its options' JSON moved, nothing else.
-- A change of what decides which lists hold it and where (brand, links, bike flags, visibility,
-- popularity, dates) or of a column added later still sends the table's name: everything goes.
--
-- An UPDATE of an option sends price:, text: (its SKU, or hiding it), or else stock: for its
-- product (its name and place show on the product's page alone); adding or removing one sends text: (its SKU is found by search) (its product's row, refreshed by migration 0018's
-- trigger, says what else moved). A product's pictures and links are copied onto its row
-- (gallery, category_ids, fit_years, bike_specific; migrations 0017 and 0018), whose notice tells
-- what they changed, so their tables notify only on TRUNCATE. A home section's row sends `home`,
-- and price:<product id> for a flash deal, whose price the product's answers quote.
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_variant_added_or_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', 'text:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_home_section_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', 'home');
  IF TG_OP <> 'INSERT' AND OLD.section = 'flash_deals' THEN
    PERFORM pg_notify('catalog_changed', 'price:' || OLD.product_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.section = 'flash_deals' THEN
    PERFORM pg_notify('catalog_changed', 'price:' || NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER product_variants_notify ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_notify AFTER TRUNCATE ON product_variants
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_variants_notify_added AFTER INSERT OR DELETE ON product_variants
FOR EACH ROW EXECUTE FUNCTION notify_variant_added_or_removed();--> statement-breakpoint
DROP TRIGGER product_images_notify ON product_images;--> statement-breakpoint
CREATE TRIGGER product_images_notify AFTER TRUNCATE ON product_images
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
DROP TRIGGER product_categories_notify ON product_categories;--> statement-breakpoint
CREATE TRIGGER product_categories_notify AFTER TRUNCATE ON product_categories
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
DROP TRIGGER home_section_items_notify ON home_section_items;--> statement-breakpoint
CREATE TRIGGER home_section_items_notify AFTER TRUNCATE ON home_section_items
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER home_section_items_notify_row AFTER INSERT OR UPDATE OR DELETE ON home_section_items
FOR EACH ROW EXECUTE FUNCTION notify_home_section_changed();
