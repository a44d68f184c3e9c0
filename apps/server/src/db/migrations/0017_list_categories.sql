-- A list narrowed to a category's subtree checked each product it walked past against its links,
-- a look-up in product_categories per product (about 3 µs; docs/decisions/090). The product now
-- carries the ids of the categories it is linked to, kept by the links' triggers (as bike_specific,
-- migration 0012) whichever path writes them, and the sort indexes include them: a walk tests
-- `category_ids && subtree` on the index entry it is reading.
ALTER TABLE "products" ADD COLUMN "category_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_link_columns(p_product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET bike_specific = f.specific, category_ids = f.categories
  FROM (SELECT x.id,
               EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                       WHERE pc.product_id = x.id AND c.kind IN ('make', 'model')) AS specific,
               ARRAY(SELECT pc.category_id FROM product_categories pc
                     WHERE pc.product_id = x.id ORDER BY pc.category_id) AS categories
        FROM unnest(p_product_ids) AS x(id)) f
  WHERE p.id = f.id AND (p.bike_specific IS DISTINCT FROM f.specific OR p.category_ids IS DISTINCT FROM f.categories);
$$;
--> statement-breakpoint
-- The products are locked first, in id order, and read again after: two transactions changing one
-- product's links must not each write the links as their own snapshot saw them (the second would
-- undo the first's), whether or not the writer locked the product itself.
CREATE OR REPLACE FUNCTION product_links_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT product_id FROM new_links);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT DISTINCT product_id FROM old_links);
  ELSE
    changed := ARRAY(SELECT product_id FROM new_links UNION SELECT product_id FROM old_links);
  END IF;
  PERFORM 1 FROM products WHERE id = ANY(changed) ORDER BY id FOR NO KEY UPDATE;
  PERFORM refresh_link_columns(changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE products p SET category_ids = ARRAY(SELECT pc.category_id FROM product_categories pc
                                           WHERE pc.product_id = p.id ORDER BY pc.category_id)
WHERE EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id);--> statement-breakpoint
DROP INDEX "products_visible_popular_idx";--> statement-breakpoint
DROP INDEX "products_visible_created_idx";--> statement-breakpoint
DROP INDEX "products_visible_price_idx";--> statement-breakpoint
DROP INDEX "products_visible_rating_idx";--> statement-breakpoint
CREATE INDEX "products_visible_popular_idx" ON "products" USING btree ("popularity" DESC NULLS LAST,"id") INCLUDE ("brand_id","bike_specific","universal","category_ids") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "products_visible_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") INCLUDE ("brand_id","bike_specific","universal","category_ids") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "products_visible_price_idx" ON "products" USING btree ("price_paise","id") INCLUDE ("brand_id","bike_specific","universal","category_ids") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "products_visible_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") INCLUDE ("brand_id","bike_specific","universal","category_ids") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;
--> statement-breakpoint
-- The look-ups by id of a gathered list and of a bike's fitting parts (decision 087) read the
-- categories too: from the index alone, rather than from a heap larger than the buffers.
DROP INDEX "products_visible_sort_keys_idx";--> statement-breakpoint
CREATE INDEX "products_visible_sort_keys_idx" ON "products" USING btree ("id") INCLUDE ("popularity","created_at","price_paise","rating","review_count","brand_id","bike_specific","universal","category_ids") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;--> statement-breakpoint
-- A bike's links (its model's, within their years, and its make's) read from the index alone.
DROP INDEX "product_categories_category_idx";--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id") INCLUDE ("year_from","year_to");
