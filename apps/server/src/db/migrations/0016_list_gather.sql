-- A sparse list's deep page is read by gathering the list and sorting it (decision 087): its
-- products are looked up by id for their sort keys, the brand and what the 'Fits my bike' filter
-- reads. This index answers those look-ups alone; from the table itself each was a random read of
-- a heap larger than the database's buffers (2,232 products: 24 ms that way, 7 ms this way).
CREATE INDEX "products_visible_sort_keys_idx" ON "products" USING btree ("id") INCLUDE ("popularity","created_at","price_paise","rating","review_count","brand_id","bike_specific","universal") WHERE NOT "products"."is_hidden" AND "products"."variant_count" > 0;
