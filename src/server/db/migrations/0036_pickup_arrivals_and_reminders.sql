-- The pickup pass's day (decision 0066): staff mark a booking arrived or missed
-- (a missed one frees its claim to book again), and the reminders the day
-- before and the hour before are each sent once, marked here as they go.
ALTER TABLE "pickups" ADD COLUMN "arrived_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pickups" ADD COLUMN "missed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pickups" ADD COLUMN "day_reminder_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pickups" ADD COLUMN "hour_reminder_sent_at" timestamp with time zone;
--> statement-breakpoint
-- The reminder sweep reads the bookings of the next day at every desk.
CREATE INDEX "pickups_starts_idx" ON "pickups" ("starts_at");
