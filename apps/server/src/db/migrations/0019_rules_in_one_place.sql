-- Two rules the database applies were written out in several functions, and in the server's
-- queries as well (docs/decisions/097). Each is now one function, which the others and the
-- server's queries call. Both are one-expression IMMUTABLE SQL functions, which the planner
-- inlines: a query that calls them runs as if the expression were written in it.
--
-- What a variant sells at: the lower of its own price and its product's running flash deal's
-- (null when none runs). A deal never raises a price.
CREATE FUNCTION selling_price_paise(p_price_paise integer, p_deal_price_paise integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT LEAST(p_price_paise, p_deal_price_paise)
$$;
--> statement-breakpoint
-- A category that is a make or a model is a bike, which the products linked to it fit: such a
-- product is bike-specific, and search matches a bike by its own name rather than its path.
-- The server's in-memory checks use FITMENT_KINDS of the contracts; db/sql-rules.test.ts holds the
-- two to the same kinds.
CREATE FUNCTION is_fitment_kind(p_kind text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p_kind IN ('make', 'model')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_json(p_product_id uuid, p_deal_price_paise integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT array_to_json(COALESCE(array_agg(to_json(variant) ORDER BY v.position, v.name, v.id), '{}'))::text
  FROM product_variants v
    CROSS JOIN LATERAL (
      SELECT v.id AS "_id", v.name, v.sku, v.mrp_paise AS price,
             selling_price_paise(v.price_paise, p_deal_price_paise) AS discount_price, v.stock AS quantity
    ) variant
  WHERE v.product_id = p_product_id AND NOT v.is_hidden;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_link_columns(p_product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET bike_specific = f.specific, category_ids = f.categories, fit_years = f.years
  FROM (SELECT x.id,
               EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                       WHERE pc.product_id = x.id AND is_fitment_kind(c.kind)) AS specific,
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
-- A category that becomes, or stops being, a make or model changes what its products are: their
-- link columns are refreshed as a change of their links refreshes them (migration 0012 kept a
-- copy of the rule of its own for this).
CREATE OR REPLACE FUNCTION category_kind_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_link_columns(ARRAY(SELECT product_id FROM product_categories WHERE category_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP FUNCTION refresh_bike_specific(uuid[]);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_search_text(p_product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET search_text = search_text_with_joined_codes(lower(concat_ws(' ',
    p.name,
    b.name,
    (SELECT string_agg(CASE WHEN is_fitment_kind(c.kind) THEN c.name ELSE c.search_text END, ' '
                       ORDER BY c.name)
     FROM product_categories pc JOIN categories c ON c.id = pc.category_id
     WHERE pc.product_id = p.id))))
  FROM brands b
  WHERE b.id = p.brand_id AND p.id = ANY(p_product_ids);
$$;
