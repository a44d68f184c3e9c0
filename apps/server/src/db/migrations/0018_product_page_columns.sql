-- A product page that is not cached read the product's pictures, its links in their order, the
-- model years of its links and its variants from four tables, five index look-ups a product; a
-- list's cards read three of them (docs/decisions/093). The product now carries them, kept by
-- triggers whichever path writes them (the product editor, uploads, the import, bulk fitment, the
-- demo load, checkout): `gallery`, the pictures' addresses in their order; `category_ids`, until
-- now in id order, in the links' order; `fit_years`, the model years of the links that have any;
-- and `variants_json`, the visible variants as the product page lists them, at their own prices.
ALTER TABLE "products" ADD COLUMN "gallery" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_years" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variants_json" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- The visible variants of a product in their order (position, then name, then id), as the product page's
-- JSON array of `{ _id, name, sku, price, discount_price, quantity }`, written compactly as
-- JSON.stringify writes it. Each sells at the lower of its own price and `p_deal_price_paise`, the
-- price of the product's running flash deal (null when none runs): the rule of selling-price.repo.ts.
CREATE OR REPLACE FUNCTION product_variants_json(p_product_id uuid, p_deal_price_paise integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT array_to_json(COALESCE(array_agg(to_json(variant) ORDER BY v.position, v.name, v.id), '{}'))::text
  FROM product_variants v
    CROSS JOIN LATERAL (
      SELECT v.id AS "_id", v.name, v.sku, v.mrp_paise AS price,
             LEAST(v.price_paise, p_deal_price_paise) AS discount_price, v.stock AS quantity
    ) variant
  WHERE v.product_id = p_product_id AND NOT v.is_hidden;
$$;
--> statement-breakpoint
-- Migration 0002's, writing the variants' JSON as well, and locking the product first: the UPDATE
-- below reads the variants as its statement began, so without the lock a write to one variant
-- that waited on another transaction's lock on the product would write the other variant as it
-- was before that transaction (a sale's stock, a price the back office changed). Locked in its
-- own statement, the product is read again once the other transaction has committed.
CREATE OR REPLACE FUNCTION refresh_product_from_variants(p_product_id uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  chosen record;
BEGIN
  PERFORM 1 FROM products WHERE id = p_product_id FOR NO KEY UPDATE;
  SELECT v.id, v.mrp_paise, v.price_paise INTO chosen
  FROM product_variants v
  WHERE v.product_id = p_product_id AND NOT v.is_hidden
  ORDER BY (v.stock > 0) DESC, v.position, v.price_paise
  LIMIT 1;

  UPDATE products p SET
    default_variant_id = chosen.id,
    mrp_paise = COALESCE(chosen.mrp_paise, 0),
    price_paise = COALESCE(chosen.price_paise, 0),
    stock = COALESCE((SELECT sum(v.stock) FROM product_variants v
                      WHERE v.product_id = p_product_id AND NOT v.is_hidden), 0),
    variant_count = (SELECT count(*) FROM product_variants v
                     WHERE v.product_id = p_product_id AND NOT v.is_hidden),
    variants_json = product_variants_json(p_product_id, NULL),
    updated_at = now()
  WHERE p.id = p_product_id;
END;
$$;
--> statement-breakpoint
-- The variants' names and SKUs are on the page too.
DROP TRIGGER product_variants_refresh_product ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_refresh_product
AFTER INSERT OR DELETE OR UPDATE OF stock, price_paise, mrp_paise, is_hidden, position, product_id, name, sku
ON product_variants
FOR EACH ROW EXECUTE FUNCTION product_variants_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_link_columns(p_product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET bike_specific = f.specific, category_ids = f.categories, fit_years = f.years
  FROM (SELECT x.id,
               EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                       WHERE pc.product_id = x.id AND c.kind IN ('make', 'model')) AS specific,
               ARRAY(SELECT pc.category_id FROM product_categories pc
                     WHERE pc.product_id = x.id ORDER BY pc.position, pc.category_id) AS categories,
               (SELECT jsonb_agg(jsonb_build_array(pc.category_id, pc.year_from, pc.year_to)
                                 ORDER BY pc.position, pc.category_id)
                FROM product_categories pc
                WHERE pc.product_id = x.id AND (pc.year_from IS NOT NULL OR pc.year_to IS NOT NULL)) AS years
        FROM unnest(p_product_ids) AS x(id)) f
  WHERE p.id = f.id AND (p.bike_specific IS DISTINCT FROM f.specific OR p.category_ids IS DISTINCT FROM f.categories
                         OR p.fit_years IS DISTINCT FROM f.years);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_gallery(p_product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET gallery = g.urls
  FROM (SELECT x.id, ARRAY(SELECT i.url FROM product_images i
                           WHERE i.product_id = x.id ORDER BY i.position, i.id) AS urls
        FROM unnest(p_product_ids) AS x(id)) g
  WHERE p.id = g.id AND p.gallery IS DISTINCT FROM g.urls;
$$;
--> statement-breakpoint
-- As product_links_changed (migration 0017): the products are locked first, in id order, and their
-- pictures read again after, so two transactions changing one product's pictures cannot each write
-- the gallery as their own snapshot saw it.
CREATE OR REPLACE FUNCTION product_images_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT product_id FROM new_images);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT DISTINCT product_id FROM old_images);
  ELSE
    changed := ARRAY(SELECT product_id FROM new_images UNION SELECT product_id FROM old_images);
  END IF;
  PERFORM 1 FROM products WHERE id = ANY(changed) ORDER BY id FOR NO KEY UPDATE;
  PERFORM refresh_gallery(changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_images_gallery_insert AFTER INSERT ON product_images
REFERENCING NEW TABLE AS new_images FOR EACH STATEMENT EXECUTE FUNCTION product_images_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_gallery_delete AFTER DELETE ON product_images
REFERENCING OLD TABLE AS old_images FOR EACH STATEMENT EXECUTE FUNCTION product_images_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_gallery_update AFTER UPDATE ON product_images
REFERENCING OLD TABLE AS old_images NEW TABLE AS new_images FOR EACH STATEMENT EXECUTE FUNCTION product_images_changed();
--> statement-breakpoint
-- Every product's copies in one pass, so each row is rewritten once.
UPDATE products p SET
  gallery = ARRAY(SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id),
  category_ids = ARRAY(SELECT pc.category_id FROM product_categories pc
                       WHERE pc.product_id = p.id ORDER BY pc.position, pc.category_id),
  fit_years = (SELECT jsonb_agg(jsonb_build_array(pc.category_id, pc.year_from, pc.year_to)
                                ORDER BY pc.position, pc.category_id)
               FROM product_categories pc
               WHERE pc.product_id = p.id AND (pc.year_from IS NOT NULL OR pc.year_to IS NOT NULL)),
  variants_json = product_variants_json(p.id, NULL);
