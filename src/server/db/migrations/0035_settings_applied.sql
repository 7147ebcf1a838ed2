-- Which version of a setting the stored data was last brought in line with:
-- a start compares the settings' fingerprint with the one here and redoes the
-- work (marking sensitive items, decision 0061) only when they differ.
CREATE TABLE "settings_applied" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
