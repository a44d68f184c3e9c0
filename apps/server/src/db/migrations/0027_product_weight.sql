-- A product's packed weight in grams, for shipping charges by weight (issue 40); null when not weighed.
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;