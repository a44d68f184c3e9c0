-- Staff kept from the shop's money (issue 39): 'fulfilment' staff cannot take the tax reports.
ALTER TABLE "users" ADD COLUMN "staff_access" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_access_check" CHECK ("users"."staff_access" IN ('full', 'fulfilment'));