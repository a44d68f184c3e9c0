-- Search that knows riders (docs/decisions/005): a SKU, or a piece of one, typed with or without
-- its dashes finds its product through trigrams of the SKU written without them.
CREATE INDEX "product_variants_sku_search_idx" ON "product_variants" USING gin (translate(lower("sku"), '-.&', '') gin_trgm_ops);--> statement-breakpoint
-- A code joined by '-', '.' or '&' in a name is also written as one word ('10w-50' as '10w50',
-- 'kn-157' as 'kn157', 'k&n' as 'kn'), so it is found typed either way.
CREATE OR REPLACE FUNCTION search_text_with_joined_codes(raw text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT raw || COALESCE(' ' || (
    SELECT string_agg(DISTINCT translate(m[1], '-.&', ''), ' ')
    FROM regexp_matches(raw, '[[:alnum:]]+(?:[-.&][[:alnum:]]+)+', 'g') AS m), '');
$$;
--> statement-breakpoint
-- What product search matches: name, brand, and for each category its path from the top
-- ('helmets visors & spares', so 'helmet visor' finds visors), for a make or model its own name,
-- which already names the make. SKUs stay out: they would double the text every match and
-- ranking reads, and have their own index above.
CREATE OR REPLACE FUNCTION refresh_product_search_text(p_product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET search_text = search_text_with_joined_codes(lower(concat_ws(' ',
    p.name,
    b.name,
    (SELECT string_agg(CASE WHEN c.kind IN ('make', 'model') THEN c.name ELSE c.search_text END, ' '
                       ORDER BY c.name)
     FROM product_categories pc JOIN categories c ON c.id = pc.category_id
     WHERE pc.product_id = p.id))))
  FROM brands b
  WHERE b.id = p.brand_id AND p.id = ANY(p_product_ids);
$$;
--> statement-breakpoint
-- Products hold their categories' paths, so a category renamed or moved refreshes the products
-- linked anywhere below it, not only to it. A category without text yet is new: no product's text
-- holds it (the seed refreshes every product itself once its tree has text).
CREATE OR REPLACE FUNCTION refresh_category_search_text() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  renamed uuid[];
BEGIN
  WITH RECURSIVE tree AS (
    SELECT id, lower(name) AS path FROM categories WHERE parent_id IS NULL
    UNION ALL
    SELECT c.id, t.path || ' ' || lower(c.name) FROM categories c JOIN tree t ON c.parent_id = t.id
  ), changed AS (
    UPDATE categories c SET search_text = tree.path
    FROM tree, categories before
    WHERE tree.id = c.id AND before.id = c.id AND c.search_text IS DISTINCT FROM tree.path
    RETURNING c.id, before.search_text AS was
  )
  SELECT array_agg(id) INTO renamed FROM changed WHERE was <> '';
  IF renamed IS NOT NULL THEN
    PERFORM refresh_product_search_text(ARRAY(
      SELECT DISTINCT product_id FROM product_categories WHERE category_id = ANY(renamed)));
  END IF;
END;
$$;
--> statement-breakpoint
SELECT refresh_product_search_text(ARRAY(SELECT id FROM products));
