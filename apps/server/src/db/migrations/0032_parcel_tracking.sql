-- Parcels tracked (issue 41, docs/couriers.md): each courier status heard by the webhook or the tracking poll is kept once per booking, status and scan time, and the booking keeps the latest; waybills are looked up by their number, and a parcel whose order is no longer on its way is polled no more.
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status_id" integer NOT NULL,
	"status" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking_status_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking_status" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once_key" ON "shipment_events" USING btree ("shipment_id","status_id","happened_at");--> statement-breakpoint
CREATE INDEX "shipments_awb_idx" ON "shipments" USING btree ("awb");