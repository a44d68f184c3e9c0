-- A product's card fields (price, stock, default variant) follow its variants on every write path:
-- seed, back office, CSV import and checkout all change variants, and none can forget to update them.
CREATE OR REPLACE FUNCTION refresh_product_from_variants(p_product_id uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  chosen record;
BEGIN
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
    updated_at = now()
  WHERE p.id = p_product_id;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_from_variants(OLD.product_id);
    RETURN OLD;
  END IF;
  PERFORM refresh_product_from_variants(NEW.product_id);
  IF TG_OP = 'UPDATE' AND OLD.product_id <> NEW.product_id THEN
    PERFORM refresh_product_from_variants(OLD.product_id);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_refresh_product
AFTER INSERT OR DELETE OR UPDATE OF stock, price_paise, mrp_paise, is_hidden, position, product_id
ON product_variants
FOR EACH ROW EXECUTE FUNCTION product_variants_changed();
--> statement-breakpoint
-- What search matches: the product's name, brand and every category it sits in (so fitment such as
-- "Royal Enfield Classic 350" finds the parts that fit it).
CREATE OR REPLACE FUNCTION refresh_product_search_text(p_product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET search_text = lower(
    p.name || ' ' || b.name || ' ' ||
    COALESCE((SELECT string_agg(c.name, ' ' ORDER BY c.name)
              FROM product_categories pc JOIN categories c ON c.id = pc.category_id
              WHERE pc.product_id = p.id), ''))
  FROM brands b
  WHERE b.id = p.brand_id AND p.id = ANY(p_product_ids);
$$;
--> statement-breakpoint
-- Category search text is the path from the root ("helmets full face"), so a word from any level finds it.
CREATE OR REPLACE FUNCTION refresh_category_search_text() RETURNS void
LANGUAGE sql AS $$
  WITH RECURSIVE tree AS (
    SELECT id, lower(name) AS path FROM categories WHERE parent_id IS NULL
    UNION ALL
    SELECT c.id, t.path || ' ' || lower(c.name) FROM categories c JOIN tree t ON c.parent_id = t.id
  )
  UPDATE categories c SET search_text = tree.path FROM tree
  WHERE tree.id = c.id AND c.search_text IS DISTINCT FROM tree.path;
$$;
