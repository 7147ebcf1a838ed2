-- Desk staff (decision 0055): a console account whose role is 'staff' works at
-- the desks listed here and acts on their items only; an admin works at every
-- desk and has no rows. A desk's removal takes its rows with it.
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK ("role" IN ('admin', 'staff'));
--> statement-breakpoint
CREATE TABLE "admin_desks" (
	"admin_id" uuid NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"desk_id" uuid NOT NULL REFERENCES "desks"("id") ON DELETE CASCADE,
	PRIMARY KEY ("admin_id", "desk_id")
);
--> statement-breakpoint
CREATE INDEX "admin_desks_desk_idx" ON "admin_desks" ("desk_id");
