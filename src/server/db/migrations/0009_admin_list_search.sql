-- The admins' lists are searched by words, filtered by color and category and
-- sorted on any column over the whole list (decision 0015). Lost reports get
-- the same weighted words as found reports: item name A, color B, place C,
-- description D.
ALTER TABLE "lost_reports" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(item_name, '')), 'A') || setweight(to_tsvector('english', coalesce(color, '')), 'B') || setweight(to_tsvector('english', coalesce(lost_location, '')), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "lost_reports_search_vector_idx" ON "lost_reports" USING gin ("search_vector");
--> statement-breakpoint
-- One index per sortable column within a list's status, ending in the id that
-- breaks ties, so a page in any order is read from an index, not sorted.
CREATE INDEX "found_reports_status_item_idx" ON "found_reports" ("status", "item_name", "id");
--> statement-breakpoint
CREATE INDEX "found_reports_status_color_idx" ON "found_reports" ("status", "color", "id");
--> statement-breakpoint
CREATE INDEX "found_reports_status_location_idx" ON "found_reports" ("status", "found_location", "id");
--> statement-breakpoint
CREATE INDEX "found_reports_status_found_at_idx" ON "found_reports" ("status", "found_date", (coalesce("found_time", '')), "id");
--> statement-breakpoint
CREATE INDEX "found_reports_status_report_id_idx" ON "found_reports" ("status", "report_id");
--> statement-breakpoint
CREATE INDEX "found_reports_taker_idx" ON "found_reports" ("taken_by_person_id");
--> statement-breakpoint
CREATE INDEX "lost_reports_status_item_idx" ON "lost_reports" ("status", "item_name", "id");
--> statement-breakpoint
CREATE INDEX "lost_reports_status_color_idx" ON "lost_reports" ("status", "color", "id");
--> statement-breakpoint
CREATE INDEX "lost_reports_status_location_idx" ON "lost_reports" ("status", "lost_location", "id");
--> statement-breakpoint
CREATE INDEX "lost_reports_status_lost_at_idx" ON "lost_reports" ("status", "lost_date", (coalesce("lost_time", '')), "id");
--> statement-breakpoint
CREATE INDEX "lost_reports_status_report_id_idx" ON "lost_reports" ("status", "report_id");
--> statement-breakpoint
-- People are found by a part of their name or by their exact university ID.
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_university_id_idx" ON "users" (lower("university_id"));
--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "people_university_id_idx" ON "people" (lower("university_id"));
--> statement-breakpoint
CREATE INDEX "activity_log_text_trgm_idx" ON "activity_log" USING gin (lower("admin_name" || ' ' || "action") gin_trgm_ops);
