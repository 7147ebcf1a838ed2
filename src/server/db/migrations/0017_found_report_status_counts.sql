-- How many found reports each status holds, kept by the writes themselves.
-- Members' list says "Showing N recovered items": counting the stored items
-- anew after every store took 50 ms of three processes at 100,000 items (500 ms
-- at a million), and with a store or a handover every second it was the largest
-- share of the database's time under load. A status change now moves one count
-- in the same transaction; reading the total is one row.
--
-- Reported items are not counted: members report found items all day, and
-- every report would wait for the one row of that count until the report's
-- transaction commits (66 reports made at once took 12.6 ms each instead of
-- 1 ms). Without a row for 'reported', a move to or from it updates nothing
-- and locks nothing; the statuses counted change at the desk's pace.
CREATE TABLE "found_report_status_counts" (
  "status" "found_report_status" PRIMARY KEY,
  "items" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "found_report_status_counts" ("status", "items")
SELECT s.status, (SELECT count(*) FROM "found_reports" f WHERE f.status = s.status)
FROM unnest(enum_range(NULL::"found_report_status")) AS s(status)
WHERE s.status <> 'reported';
--> statement-breakpoint
-- Rows are moved one at a time in the order of the statuses, so that two
-- transactions moving the same two counts never wait on each other in a circle.
CREATE FUNCTION "move_found_report_counts"("moves" jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  move record;
BEGIN
  FOR move IN
    SELECT m.key::"found_report_status" AS status, m.value::bigint AS delta
    FROM jsonb_each_text(moves) AS m
    WHERE m.value::bigint <> 0
    ORDER BY m.key::"found_report_status"
  LOOP
    UPDATE "found_report_status_counts" SET "items" = "items" + move.delta WHERE "status" = move.status;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "count_inserted_found_reports"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "move_found_report_counts"(
    (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM (SELECT status, count(*) AS n FROM inserted GROUP BY status) c)
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "count_deleted_found_reports"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "move_found_report_counts"(
    (SELECT coalesce(jsonb_object_agg(status, -n), '{}') FROM (SELECT status, count(*) AS n FROM deleted GROUP BY status) c)
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every update fires this (a trigger with transition tables cannot name a
-- column), but only rows whose status changed move a count: a claim, which
-- updates the claim count, locks nothing.
CREATE FUNCTION "count_updated_found_reports"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moves jsonb;
BEGIN
  SELECT jsonb_object_agg(status, delta) INTO moves FROM (
    SELECT status, sum(delta) AS delta FROM (
      SELECT n.status, 1 AS delta FROM after_rows n JOIN before_rows o ON o.id = n.id WHERE o.status <> n.status
      UNION ALL
      SELECT o.status, -1 AS delta FROM after_rows n JOIN before_rows o ON o.id = n.id WHERE o.status <> n.status
    ) changed GROUP BY status
  ) c;
  IF moves IS NOT NULL THEN
    PERFORM "move_found_report_counts"(moves);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "found_reports_count_inserted"
AFTER INSERT ON "found_reports"
REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION "count_inserted_found_reports"();
--> statement-breakpoint
CREATE TRIGGER "found_reports_count_deleted"
AFTER DELETE ON "found_reports"
REFERENCING OLD TABLE AS deleted
FOR EACH STATEMENT EXECUTE FUNCTION "count_deleted_found_reports"();
--> statement-breakpoint
CREATE TRIGGER "found_reports_count_updated"
AFTER UPDATE ON "found_reports"
REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
FOR EACH STATEMENT EXECUTE FUNCTION "count_updated_found_reports"();
