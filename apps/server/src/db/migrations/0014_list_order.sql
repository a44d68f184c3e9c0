-- The product list's sorts as indexes that answer a page by themselves (docs/decisions/084): the
-- rating sort gets one, and each carries the brand and the two fitment flags, so a page narrowed by
-- a brand or by 'Fits my bike' is read from the index alone instead of fetching every row it walks
-- past. Drizzle's schema cannot say INCLUDE; the columns it lists are the indexes' keys.
DROP INDEX "products_visible_popular_idx";--> statement-breakpoint
DROP INDEX "products_visible_created_idx";--> statement-breakpoint
DROP INDEX "products_visible_price_idx";--> statement-breakpoint
CREATE INDEX "products_visible_popular_idx" ON "products" USING btree ("popularity" DESC NULLS LAST,"id") INCLUDE ("brand_id","bike_specific","universal") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "products_visible_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") INCLUDE ("brand_id","bike_specific","universal") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "products_visible_price_idx" ON "products" USING btree ("price_paise","id") INCLUDE ("brand_id","bike_specific","universal") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "products_visible_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") INCLUDE ("brand_id","bike_specific","universal") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;
