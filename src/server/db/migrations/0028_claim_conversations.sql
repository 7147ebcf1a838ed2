-- A conversation on each claim between its claimant and the office (decision 0049).
-- A message is written by the claimant (author_user_id) or by staff (from_office,
-- author_admin_id); either may be gone later, the message stays with the claim.
-- Text, a photo from the upload call, or both.
CREATE TABLE "claim_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL REFERENCES "claims"("id") ON DELETE CASCADE,
	"from_office" boolean NOT NULL,
	"author_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"author_admin_id" uuid REFERENCES "admins"("id") ON DELETE SET NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_messages_say_something" CHECK ("body" <> '' OR "image_url" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "claim_messages_claim_idx" ON "claim_messages" ("claim_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "claim_messages_author_user_idx" ON "claim_messages" ("author_user_id") WHERE "author_user_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "claim_messages_author_admin_idx" ON "claim_messages" ("author_admin_id") WHERE "author_admin_id" IS NOT NULL;
--> statement-breakpoint
-- Read up to when, by each side: the claimant, and the office (any of its staff).
ALTER TABLE "claims" ADD COLUMN "member_read_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "office_read_at" timestamp with time zone;
--> statement-breakpoint
-- A new message tells, on commit and from any server, the claimant's pages and every
-- admin's page ('claim-message:<user id>'): they read the thread again.
CREATE FUNCTION "notify_claim_message"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  claimant uuid;
BEGIN
  SELECT user_id INTO claimant FROM claims WHERE id = NEW.claim_id;
  PERFORM pg_notify('clf_changes', 'claim-message:' || coalesce(claimant::text, ''));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "claim_messages_notify"
AFTER INSERT ON "claim_messages"
FOR EACH ROW EXECUTE FUNCTION "notify_claim_message"();
--> statement-breakpoint
-- Reading a thread moves only its read marks: members' cards and cached pages need not hear
-- of it, so the claim's own notice (migration 0003) now follows only what they show.
DROP TRIGGER "claims_notify_changed" ON "claims";
--> statement-breakpoint
CREATE TRIGGER "claims_notify_changed"
AFTER INSERT OR DELETE OR UPDATE OF "user_id", "found_report_id", "status", "reason" ON "claims"
FOR EACH ROW EXECUTE FUNCTION "notify_claim_changed"();
--> statement-breakpoint
-- What staff often ask or say, kept as data in each language: staff pick one and may change it before sending.
CREATE TABLE "claim_message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "claim_message_templates_position_key" UNIQUE ("language", "position")
);
--> statement-breakpoint
INSERT INTO "claim_message_templates" ("language", "position", "title", "body") VALUES
	('en', 1, 'Lock screen', 'Please describe the lock screen or wallpaper of the device.'),
	('en', 2, 'Marks', 'Please describe any marks, scratches or stickers on the item.'),
	('en', 3, 'Contents', 'Please tell us what was inside it when you lost it.'),
	('en', 4, 'Photo', 'If you have a photo of you with the item, or its receipt, please send it here.'),
	('en', 5, 'ID card', 'Please bring your university ID card when you come to collect the item.'),
	('bn', 1, 'লক স্ক্রিন', 'অনুগ্রহ করে ডিভাইসটির লক স্ক্রিন বা ওয়ালপেপারের বর্ণনা দিন।'),
	('bn', 2, 'চিহ্ন', 'অনুগ্রহ করে জিনিসটির গায়ে কোনো দাগ, আঁচড় বা স্টিকার থাকলে তার বর্ণনা দিন।'),
	('bn', 3, 'ভেতরে যা ছিল', 'হারানোর সময় এর ভেতরে কী কী ছিল, অনুগ্রহ করে আমাদের জানান।'),
	('bn', 4, 'ছবি', 'জিনিসটির সঙ্গে আপনার কোনো ছবি বা এর রসিদ থাকলে অনুগ্রহ করে এখানে পাঠান।'),
	('bn', 5, 'আইডি কার্ড', 'জিনিসটি নিতে আসার সময় অনুগ্রহ করে আপনার বিশ্ববিদ্যালয়ের আইডি কার্ড সঙ্গে আনবেন।');
