DROP INDEX "products_visible_popular_idx";--> statement-breakpoint
DROP INDEX "products_visible_created_idx";--> statement-breakpoint
DROP INDEX "products_visible_price_idx";--> statement-breakpoint
CREATE INDEX "products_visible_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops) WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "products_visible_popular_idx" ON "products" USING btree ("popularity" DESC NULLS LAST,"id") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "products_visible_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "products_visible_price_idx" ON "products" USING btree ("price_paise","id") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;