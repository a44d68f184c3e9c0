-- The shop's contact details and policy pages, edited in the back office (issue 38,
-- docs/decisions/106); the defaults are the demo's, which the go-live checklist asks staff to review.
ALTER TABLE "shop_settings" ADD COLUMN "phone" text DEFAULT '+91 484 123 4567' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "support_email" text DEFAULT 'support@keralamotohub.in' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "opening_hours" jsonb DEFAULT '[{"days":"Monday – Friday","hours":"9:00 am – 6:00 pm"},{"days":"Saturday","hours":"10:00 am – 4:00 pm"},{"days":"Sunday","hours":"Closed"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "directions" text DEFAULT 'We are on the NH 66 Bypass, a few minutes from the Vyttila Mobility Hub. The nearest Kochi Metro station is Vyttila, and there is two-wheeler parking right in front of the shop. Coming from outside Kochi, follow the NH 66 signs towards Vyttila junction. If you are coming to collect a part or try on a helmet, call ahead and we will keep it ready for you.';--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "policies" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "details_reviewed_at" timestamp with time zone;