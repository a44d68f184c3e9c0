-- Booking couriers through the aggregator (issue 41, docs/couriers.md): its login token, shared by every server, and each order's booking with the answer of every step.
CREATE TABLE "courier_tokens" (
	"service" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text DEFAULT 'booking' NOT NULL,
	"reference" text NOT NULL,
	"chosen_courier_id" integer,
	"service_order_id" text,
	"service_shipment_id" text,
	"courier_id" integer,
	"courier_name" text,
	"awb" text,
	"pickup_scheduled_at" text,
	"label_url" text,
	"manifest_url" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_open_order_key" ON "shipments" USING btree ("order_id") WHERE "shipments"."state" <> 'cancelled';