-- A conversation on each finder's message (decision 0067): the owner answers in
-- the app, the finder reads the answer and writes again through a private link.
-- The link's key is kept only as its hash, so the table cannot open a
-- conversation; a message from before has no link and answers nobody.
ALTER TABLE "finder_messages" ADD COLUMN "reply_key_hash" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "finder_messages_reply_key_idx" ON "finder_messages" ("reply_key_hash");
--> statement-breakpoint
CREATE TABLE "finder_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"finder_message_id" uuid NOT NULL REFERENCES "finder_messages"("id") ON DELETE CASCADE,
	"author" text NOT NULL CHECK ("author" IN ('owner', 'finder')),
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "finder_replies_message_idx" ON "finder_replies" ("finder_message_id", "created_at");
