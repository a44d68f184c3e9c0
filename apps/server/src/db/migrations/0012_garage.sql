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
      AND ("product_categories"."year_from" IS NULL OR "product_categories"."year_to" IS NULL OR "product_categories"."year_from" <= "product_categories"."year_to"));