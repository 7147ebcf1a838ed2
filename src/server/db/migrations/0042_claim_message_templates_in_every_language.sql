-- A staff template is one thing said in every language the app speaks (decision 0075):
-- admins add, change, reorder and remove it as a whole, so its English and Bangla
-- never drift apart. The rows of one position become one template with its texts
-- by language; the English row's id is kept, as the composer already knows it.
ALTER TABLE "claim_message_templates" ADD COLUMN "texts" jsonb;
--> statement-breakpoint
UPDATE "claim_message_templates" t SET "texts" = (
  SELECT jsonb_object_agg(o."language", jsonb_build_object('title', o."title", 'body', o."body"))
  FROM "claim_message_templates" o WHERE o."position" = t."position"
);
--> statement-breakpoint
DELETE FROM "claim_message_templates" t WHERE t."id" <> (
  SELECT o."id" FROM "claim_message_templates" o WHERE o."position" = t."position"
  ORDER BY o."language" = 'en' DESC, o."id" LIMIT 1
);
--> statement-breakpoint
ALTER TABLE "claim_message_templates" DROP CONSTRAINT "claim_message_templates_position_key";
--> statement-breakpoint
ALTER TABLE "claim_message_templates" DROP COLUMN "language";
--> statement-breakpoint
ALTER TABLE "claim_message_templates" DROP COLUMN "title";
--> statement-breakpoint
ALTER TABLE "claim_message_templates" DROP COLUMN "body";
--> statement-breakpoint
ALTER TABLE "claim_message_templates" ALTER COLUMN "texts" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "claim_message_templates" ADD CONSTRAINT "claim_message_templates_texts_object" CHECK (jsonb_typeof("texts") = 'object');
