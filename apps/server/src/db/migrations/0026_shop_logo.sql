-- The shop's logo on tax invoices (issue 39): an uploaded picture's /media URL, null for none.
ALTER TABLE "shop_settings" ADD COLUMN "logo_url" text;