-- Photos of a member's belongings (issue #29): uploaded through the image pipeline
-- (re-encoded, metadata stripped) and served to their owner alone, which the image
-- route looks up by this index for every photo it serves.
ALTER TABLE "belongings" ADD COLUMN "photo_urls" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "belongings_photo_urls_idx" ON "belongings" USING gin ("photo_urls");
