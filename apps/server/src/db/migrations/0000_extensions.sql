-- pg_trgm powers typo-tolerant search; the sequence numbers orders for people.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS order_number_seq START WITH 100001;
