-- The rating sort as an index (docs/decisions/084): the product list reads its pages from it
-- instead of sorting every product in scope.
CREATE INDEX "products_visible_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;