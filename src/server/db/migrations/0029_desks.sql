-- Desks (decision 0054): the places that hold found items and hand them back.
-- The one office there was becomes the first desk, with every item it held;
-- the university settings fill in its name, place and hours at the next start
-- (settings_key 'office', seeded_at still null). The new column's default is
-- that desk: adding a column with a constant default rewrites no row, so this
-- takes seconds at a million items, spent on checking the foreign key and
-- building the index the desk filters read.
CREATE TABLE "desks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settings_key" text,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"opening_hours" jsonb DEFAULT '{"weekly":[],"closedDates":[]}'::jsonb NOT NULL,
	"shelves" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "desks_settings_key_key" ON "desks" ("settings_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "desks_name_key" ON "desks" (lower("name"));
--> statement-breakpoint
INSERT INTO "desks" ("id", "settings_key", "name", "place", "position")
VALUES ('00000000-0000-4000-8000-000000000001', 'office', 'Security Office', '', 0);
--> statement-breakpoint
ALTER TABLE "found_reports" ADD COLUMN "desk_id" uuid DEFAULT '00000000-0000-4000-8000-000000000001' NOT NULL;
--> statement-breakpoint
ALTER TABLE "found_reports" ADD CONSTRAINT "found_reports_desk_id_fkey" FOREIGN KEY ("desk_id") REFERENCES "desks"("id") NOT VALID;
--> statement-breakpoint
ALTER TABLE "found_reports" VALIDATE CONSTRAINT "found_reports_desk_id_fkey";
--> statement-breakpoint
CREATE INDEX "found_reports_desk_status_created_idx" ON "found_reports" ("desk_id", "status", "created_at", "id");
