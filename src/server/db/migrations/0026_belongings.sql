-- My belongings (decision 0047): things a member owns, each with the code of its
-- QR sticker, and what finders who scanned a sticker wrote to its owner. The
-- code is the only thing a sticker carries; replacing it makes the old sticker
-- stop working.
CREATE TABLE "belongings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"marks" text DEFAULT '' NOT NULL,
	"private_note" text DEFAULT '' NOT NULL,
	"sticker_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "belongings_sticker_code_key" ON "belongings" ("sticker_code");
--> statement-breakpoint
CREATE INDEX "belongings_user_idx" ON "belongings" ("user_id", "created_at");
--> statement-breakpoint
CREATE TABLE "finder_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"belonging_id" uuid NOT NULL REFERENCES "belongings"("id") ON DELETE CASCADE,
	"message" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "finder_messages_belonging_idx" ON "finder_messages" ("belonging_id", "created_at");
