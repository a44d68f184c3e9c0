-- The courier aggregator's login token, shared by every server (issue 41, docs/couriers.md).
CREATE TABLE "courier_tokens" (
	"service" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
