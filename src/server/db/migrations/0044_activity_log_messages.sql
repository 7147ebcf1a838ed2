-- Each line of the activity log keeps its text as a catalogue key and the values that fill
-- it in, so a Bangla reader reads it in Bangla (decision 0077). The English words stay in
-- "action": the log's search and its CSV read them. Lines kept before are read back from
-- their English words where they follow a sentence the app wrote; any other line keeps
-- "message" null and is shown as it was written.
ALTER TABLE "activity_log" ADD COLUMN "message" jsonb;
--> statement-breakpoint
CREATE FUNCTION "activity_log_message_of"(kind text, action text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  part text;
  parts jsonb := '[]'::jsonb;
  list text;
  field text;
BEGIN
  -- Sentences without values.
  CASE action
    WHEN 'Signed in' THEN RETURN '{"key":"activity.signedIn"}';
    WHEN 'Signed out' THEN RETURN '{"key":"activity.signedOut"}';
    WHEN 'Failed sign-in attempt' THEN RETURN '{"key":"activity.signInFailed"}';
    WHEN 'Set a new password from a reset link' THEN RETURN '{"key":"activity.passwordSetFromLink"}';
    WHEN 'Asked for a password reset link from the admin login' THEN RETURN '{"key":"activity.passwordResetAsked"}';
    WHEN 'Saved own profile unchanged' THEN RETURN '{"key":"activity.profileSavedUnchanged"}';
    WHEN 'Booked a pickup' THEN RETURN '{"key":"activity.pickupBooked"}';
    WHEN 'Moved the pickup' THEN RETURN '{"key":"activity.pickupMoved"}';
    WHEN 'Cancelled the pickup' THEN RETURN '{"key":"activity.pickupCancelled"}';
    WHEN 'Reordered the staff templates' THEN RETURN '{"key":"activity.templatesReordered"}';
    ELSE NULL;
  END CASE;

  m := regexp_match(action, '^Failed sign-in attempt with an unknown email \((.+)\)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'activity.signInFailedUnknownEmail', 'values', jsonb_build_object('email', m[1])); END IF;
  m := regexp_match(action, '^More failed sign-in attempts with unknown emails in these ([0-9]+) minutes are not logged$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'activity.signInFailedUnknownEmailsUnlogged', 'values', jsonb_build_object('minutes', m[1]::int)); END IF;
  m := regexp_match(action, '^(Sent password reset to|Added admin|Added desk staff|Removed admin) (\S+)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', CASE m[1]
        WHEN 'Sent password reset to' THEN 'activity.passwordResetSent'
        WHEN 'Added admin' THEN 'activity.adminAdded'
        WHEN 'Added desk staff' THEN 'activity.staffAdded'
        ELSE 'activity.adminRemoved' END,
      'values', jsonb_build_object('email', m[2]));
  END IF;
  m := regexp_match(action, '^Edited own profile \((.+)\)$');
  IF m IS NOT NULL THEN
    FOREACH field IN ARRAY string_to_array(m[1], ', ') LOOP
      parts := parts || jsonb_build_object('key', CASE field
          WHEN 'name' THEN 'activity.fieldName'
          WHEN 'admin ID' THEN 'activity.fieldAdminId'
          WHEN 'phone' THEN 'activity.fieldPhone' END);
      IF field NOT IN ('name', 'admin ID', 'phone') THEN RETURN NULL; END IF;
    END LOOP;
    RETURN jsonb_build_object('key', 'activity.profileEdited', 'values', jsonb_build_object('fields', parts));
  END IF;
  m := regexp_match(action, '^(Added|Changed|Removed) the staff template (.+)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'activity.template' || m[1], 'values', jsonb_build_object('template', m[2]));
  END IF;
  m := regexp_match(action, '^(Added|Changed|Removed) the desk (.+)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'activity.desk' || m[1], 'values', jsonb_build_object('desk', m[2]));
  END IF;

  -- Items.
  m := regexp_match(action, '^(Reported found item|Manual entry|Quick intake|Stored item|Recorded identifying details of|Cleared the shelf or bin of item|Handed over) #(FND[0-9]+)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', CASE m[1]
        WHEN 'Reported found item' THEN 'activity.itemReported'
        WHEN 'Manual entry' THEN 'activity.itemEntered'
        WHEN 'Quick intake' THEN 'activity.itemQuickIntake'
        WHEN 'Stored item' THEN 'activity.itemStored'
        WHEN 'Recorded identifying details of' THEN 'activity.verificationRecorded'
        WHEN 'Cleared the shelf or bin of item' THEN 'activity.itemShelfCleared'
        ELSE 'activity.itemHandedOver' END,
      'values', jsonb_build_object('reportId', m[2]));
  END IF;
  m := regexp_match(action, '^(Stored item|Moved item) #(FND[0-9]+) (?:in|to) (.+)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', CASE m[1] WHEN 'Stored item' THEN 'activity.itemStoredIn' ELSE 'activity.itemMoved' END,
      'values', jsonb_build_object('reportId', m[2], 'location', m[3]));
  END IF;
  m := regexp_match(action, '^Sent #(FND[0-9]+) to (.+)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'activity.itemSent', 'values', jsonb_build_object('reportId', m[1], 'desk', m[2])); END IF;
  -- A desk's name may hold ", in ": the line is read as the app wrote it only when the item says where it was put.
  m := regexp_match(action, '^Received #(FND[0-9]+) at (.+), in (.+)$');
  IF m IS NOT NULL AND kind = 'item_received' THEN
    RETURN jsonb_build_object('key', 'activity.itemReceivedIn', 'values', jsonb_build_object('reportId', m[1], 'desk', m[2], 'location', m[3]));
  END IF;
  m := regexp_match(action, '^Received #(FND[0-9]+) at (.+)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'activity.itemReceived', 'values', jsonb_build_object('reportId', m[1], 'desk', m[2])); END IF;
  m := regexp_match(action, '^Handed over #(FND[0-9]+) on claim (CLM[0-9]+)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'activity.itemHandedOverOnClaim', 'values', jsonb_build_object('reportId', m[1], 'claimId', m[2])); END IF;
  m := regexp_match(action, '^Disposed of item #(FND[0-9]+): (Returned to finder|Donated|Recycled|Destroyed|Handed to police)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'activity.itemDisposed', 'values', jsonb_build_object('reportId', m[1],
      'outcome', jsonb_build_object('key', CASE m[2]
        WHEN 'Returned to finder' THEN 'admin.outcomeReturnedToFinder'
        WHEN 'Donated' THEN 'admin.outcomeDonated'
        WHEN 'Recycled' THEN 'admin.outcomeRecycled'
        WHEN 'Destroyed' THEN 'admin.outcomeDestroyed'
        ELSE 'admin.outcomeHandedToPolice' END)));
  END IF;

  -- Claims and pickups.
  m := regexp_match(action, '^(Filed claim|Approved claim|Rejected claim|Withdrew the approval of claim|Withdrew claim|Wrote on claim|Marked arrived: pickup of claim|Marked missed: pickup of claim) (CLM[0-9]+) on #(FND[0-9]+)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', CASE m[1]
        WHEN 'Filed claim' THEN 'activity.claimFiled'
        WHEN 'Approved claim' THEN 'activity.claimApproved'
        WHEN 'Rejected claim' THEN 'activity.claimRejected'
        WHEN 'Withdrew the approval of claim' THEN 'activity.claimApprovalWithdrawn'
        WHEN 'Withdrew claim' THEN 'activity.claimWithdrawn'
        WHEN 'Wrote on claim' THEN 'activity.claimMessage'
        WHEN 'Marked arrived: pickup of claim' THEN 'activity.pickupArrived'
        ELSE 'activity.pickupMissed' END,
      'values', jsonb_build_object('claimId', m[2], 'reportId', m[3]));
  END IF;
  m := regexp_match(action, '^Lost report (LST[0-9]+) closed: item #(FND[0-9]+) went back to its owner on claim (CLM[0-9]+)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'admin.lostReportClosedNote', 'values', jsonb_build_object('lostReportId', m[1], 'reportId', m[2], 'claimId', m[3]));
  END IF;
  m := regexp_match(action, '^Edited lost report (LST[0-9]+): (.+)$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'activity.lostReportEdited', 'values', jsonb_build_object('reportId', m[1], 'fields', m[2])); END IF;

  -- Exports: a view's parts are read back only when each is one the app writes.
  m := regexp_match(action, '^Exported the monthly report for ([0-9]{4}-[0-9]{2}) \(desk (.+)\) to CSV$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'activity.monthlyExportedDesk', 'values', jsonb_build_object('month', m[1], 'desk', m[2])); END IF;
  m := regexp_match(action, '^Exported the monthly report for ([0-9]{4}-[0-9]{2}) to CSV$');
  IF m IS NOT NULL THEN RETURN jsonb_build_object('key', 'activity.monthlyExported', 'values', jsonb_build_object('month', m[1])); END IF;
  m := regexp_match(action, '^Exported ([0-9]+) (lost reports|found reports|stored items|claimed items|resolved items|activity log entries|items of the Disposition queue|disposed items) to CSV(?: \((.+)\))?$');
  IF m IS NULL THEN RETURN NULL; END IF;
  list := CASE m[2]
    WHEN 'lost reports' THEN 'activity.listLost'
    WHEN 'found reports' THEN 'activity.listReported'
    WHEN 'stored items' THEN 'activity.listStored'
    WHEN 'claimed items' THEN 'activity.listClaimed'
    WHEN 'resolved items' THEN 'activity.listResolved'
    WHEN 'activity log entries' THEN 'activity.listActivity'
    WHEN 'items of the Disposition queue' THEN 'activity.listQueue'
    ELSE 'activity.listDisposed' END;
  IF m[3] IS NULL THEN
    RETURN jsonb_build_object('key', 'activity.listExported', 'values', jsonb_build_object('count', m[1]::int, 'list', jsonb_build_object('key', list)));
  END IF;
  -- A search's words may hold ", ": only a view without a search, or with one alone, is read back.
  IF m[3] LIKE 'search "%' THEN
    IF m[3] !~ '^search ".*"$' THEN RETURN NULL; END IF;
    parts := jsonb_build_array(jsonb_build_object('key', 'activity.viewSearch', 'values', jsonb_build_object('q', substring(m[3] from 9 for length(m[3]) - 9))));
  ELSE
    FOREACH part IN ARRAY string_to_array(m[3], ', ') LOOP
      field := split_part(part, ' ', 1);
      IF field NOT IN ('color', 'category', 'desk', 'from', 'to', 'admin', 'action') OR position(' ' IN part) = 0 THEN RETURN NULL; END IF;
      parts := parts || jsonb_build_object('key', 'activity.view' || initcap(field), 'values', jsonb_build_object(
        CASE field WHEN 'from' THEN 'date' WHEN 'to' THEN 'date' WHEN 'admin' THEN 'email' ELSE field END,
        substring(part from length(field) + 2)));
    END LOOP;
  END IF;
  RETURN jsonb_build_object('key', 'activity.listExportedView', 'values', jsonb_build_object('count', m[1]::int, 'list', jsonb_build_object('key', list), 'view', parts));
END;
$$;
--> statement-breakpoint
-- The log is append-only (migration 0011): this one change to its lines lets it be.
ALTER TABLE "activity_log" DISABLE TRIGGER "activity_log_append_only";
--> statement-breakpoint
UPDATE "activity_log" SET "message" = "activity_log_message_of"("kind", "action");
--> statement-breakpoint
ALTER TABLE "activity_log" ENABLE TRIGGER "activity_log_append_only";
--> statement-breakpoint
DROP FUNCTION "activity_log_message_of"(text, text);
