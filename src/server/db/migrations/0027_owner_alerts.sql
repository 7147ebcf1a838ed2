-- Found items that name or match their owner (decision 0048): a registered
-- belonging's serial number or likeness, a member's email address or phone
-- number written on the item. Each owner is told once per item, ever: the key
-- of owner_alerts is that promise, as the key of matches is for lost reports.
CREATE TABLE "owner_alerts" (
	"found_report_id" uuid NOT NULL REFERENCES "found_reports"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"reason" text NOT NULL,
	"belonging_id" uuid REFERENCES "belongings"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("found_report_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "owner_alerts_user_idx" ON "owner_alerts" ("user_id");
--> statement-breakpoint
CREATE INDEX "owner_alerts_belonging_idx" ON "owner_alerts" ("belonging_id");
--> statement-breakpoint
CREATE INDEX "belongings_serial_key_idx" ON "belongings" (regexp_replace(lower("serial_number"), '[^a-z0-9]', '', 'g'))
	WHERE "serial_number" <> '';
--> statement-breakpoint
CREATE INDEX "belongings_name_words_idx" ON "belongings" USING gin (to_tsvector('english', "name"));
--> statement-breakpoint
CREATE INDEX "users_phone_key_idx" ON "users" (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10))
	WHERE "phone" IS NOT NULL;
