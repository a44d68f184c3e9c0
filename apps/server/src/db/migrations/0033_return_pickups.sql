-- Reverse pickups for approved returns (issue 41, docs/couriers.md): a booking may be a return's
-- pickup (return_id), one open per return, while an order keeps one open delivery booking.
DROP INDEX "shipments_open_order_key";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_open_return_key" ON "shipments" USING btree ("return_id") WHERE "shipments"."state" <> 'cancelled' AND "shipments"."return_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_open_order_key" ON "shipments" USING btree ("order_id") WHERE "shipments"."state" <> 'cancelled' AND "shipments"."return_id" IS NULL;