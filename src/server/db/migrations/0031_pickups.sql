-- Pickup slots (decision 0058): each desk cuts its opening hours into slots of
-- its own length, each taking a few pickups; a member with an approved claim
-- books one slot for it (one pickup per claim, moved or cancelled in place).
ALTER TABLE "desks" ADD COLUMN "pickup_slot_minutes" integer DEFAULT 15 NOT NULL;
--> statement-breakpoint
ALTER TABLE "desks" ADD COLUMN "pickup_slot_capacity" integer DEFAULT 3 NOT NULL;
--> statement-breakpoint
ALTER TABLE "desks" ADD CONSTRAINT "desks_pickup_slot_minutes_check" CHECK ("pickup_slot_minutes" BETWEEN 5 AND 240);
--> statement-breakpoint
ALTER TABLE "desks" ADD CONSTRAINT "desks_pickup_slot_capacity_check" CHECK ("pickup_slot_capacity" BETWEEN 1 AND 100);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL REFERENCES "claims"("id") ON DELETE CASCADE,
	"desk_id" uuid NOT NULL REFERENCES "desks"("id"),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pickups_claim_key" ON "pickups" ("claim_id");
--> statement-breakpoint
CREATE INDEX "pickups_desk_starts_idx" ON "pickups" ("desk_id", "starts_at");
