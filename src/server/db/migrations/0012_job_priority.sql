-- Jobs a member is waiting on (matching, alerts, claim decisions) run before
-- housekeeping (the retention sweep and the notices it sends), so a sweep that
-- closes thousands of lost reports never delays the news that an item is found.
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
DROP INDEX "jobs_due_idx";
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" ("priority", "run_at", "id") WHERE "failed_at" IS NULL;
--> statement-breakpoint
UPDATE "jobs" SET "priority" = 1 WHERE "kind" = 'retention-sweep';
