-- The language a member reads the app, their mail and their alerts in. Null
-- until their first sign-in, which keeps the language they signed in with.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "language" text;
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_language_check";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('en', 'bn'));
