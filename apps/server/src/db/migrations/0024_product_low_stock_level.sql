-- A product's own low-stock level (issue 38): null keeps the shop's level from staff notices.
ALTER TABLE "products" ADD COLUMN "low_stock_level" smallint;