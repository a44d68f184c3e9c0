ALTER TABLE "products" ADD COLUMN "option_name" text DEFAULT 'Size' NOT NULL;--> statement-breakpoint
-- Products already in the shop take the option name their variants' names suggest, by the demo
-- catalog's rules (docs/decisions/072); everything else keeps 'Size'.
UPDATE "products" p SET "option_name" = k.name
FROM (VALUES
  ('Volume', '^\d+(\.\d+)?\s?(ml|l|litres?)$'),
  ('Length', '^\d+(\.\d+)?\s?(mm|cm|m|links)$'),
  ('Colour', '^((matte|gloss) )?(black|white|red|blue|green|yellow|orange|grey|silver|chrome)$'),
  ('Pack', '^(single|dual pack|pack of \d+)$')
) AS k(name, pattern)
WHERE EXISTS (SELECT 1 FROM "product_variants" v WHERE v.product_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v.product_id = p.id AND v.name !~* k.pattern);
