-- The rider's garage (docs/decisions/082): model years on models, fitment by year range on a
-- product's links to models, universal parts, and each shopper's bikes.
CREATE TABLE "garage_bikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_bikes_year_check" CHECK ("garage_bikes"."year" BETWEEN 1900 AND 2100)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "year_from" smallint;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "year_to" smallint;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "year_from" smallint;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "year_to" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "universal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "garage_bikes" ADD CONSTRAINT "garage_bikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_bikes" ADD CONSTRAINT "garage_bikes_model_id_categories_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_bikes_user_bike_key" ON "garage_bikes" USING btree ("user_id","model_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_bikes_current_key" ON "garage_bikes" USING btree ("user_id") WHERE "garage_bikes"."is_current";--> statement-breakpoint
CREATE INDEX "garage_bikes_user_idx" ON "garage_bikes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_years_check" CHECK (("categories"."year_from" IS NULL OR "categories"."year_from" BETWEEN 1900 AND 2100) AND ("categories"."year_to" IS NULL OR "categories"."year_to" BETWEEN 1900 AND 2100)
      AND ("categories"."year_from" IS NULL OR "categories"."year_to" IS NULL OR "categories"."year_from" <= "categories"."year_to"));--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_years_check" CHECK (("product_categories"."year_from" IS NULL OR "product_categories"."year_from" BETWEEN 1900 AND 2100) AND ("product_categories"."year_to" IS NULL OR "product_categories"."year_to" BETWEEN 1900 AND 2100)
      AND ("product_categories"."year_from" IS NULL OR "product_categories"."year_to" IS NULL OR "product_categories"."year_from" <= "product_categories"."year_to"));--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bike_specific" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether a product is linked to any make or model: kept here from its links by the triggers below,
-- whichever path writes them (the product editor, the import, bulk fitment, the demo load), so the
-- 'Fits my bike' filter reads one column instead of every product's links.
CREATE OR REPLACE FUNCTION refresh_bike_specific(p_product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET bike_specific = f.specific
  FROM (SELECT x.id, EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                             WHERE pc.product_id = x.id AND c.kind IN ('make', 'model')) AS specific
        FROM unnest(p_product_ids) AS x(id)) f
  WHERE p.id = f.id AND p.bike_specific IS DISTINCT FROM f.specific;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_links_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_bike_specific(ARRAY(SELECT DISTINCT product_id FROM new_links));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_bike_specific(ARRAY(SELECT DISTINCT product_id FROM old_links));
  ELSE
    PERFORM refresh_bike_specific(ARRAY(SELECT product_id FROM new_links UNION SELECT product_id FROM old_links));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_categories_bike_specific_insert AFTER INSERT ON product_categories
REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_bike_specific_delete AFTER DELETE ON product_categories
REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_bike_specific_update AFTER UPDATE ON product_categories
REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();
--> statement-breakpoint
-- A category that becomes, or stops being, a make or model changes what its products are.
CREATE OR REPLACE FUNCTION category_kind_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_bike_specific(ARRAY(SELECT product_id FROM product_categories WHERE category_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_kind_bike_specific AFTER UPDATE OF kind ON categories
FOR EACH ROW WHEN (OLD.kind IS DISTINCT FROM NEW.kind) EXECUTE FUNCTION category_kind_changed();
--> statement-breakpoint
UPDATE products p SET bike_specific = true
WHERE EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
              WHERE pc.product_id = p.id AND c.kind IN ('make', 'model'));
