import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** University members who sign in through OpenID Connect. */
export const members = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Issuer + subject: the identity provider's stable name for the person. */
    oidcIssuer: text('oidc_issuer').notNull(),
    oidcSubject: text('oidc_subject').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    photoUrl: text('photo_url'),
    universityId: text('university_id'),
    phone: text('phone'),
    department: text('department'),
    /** Alerts always appear in the app; this says whether they also come by email. */
    emailAlerts: boolean('email_alerts').notNull().default(true),
    /** When email alerts were last turned back on: unsubscribe links made before then are spent. */
    emailAlertsOnSince: timestamp('email_alerts_on_since', { withTimezone: true }),
    /** 'en' or 'bn': what the app, mail and alerts speak to them; set at their first sign-in. */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_oidc_identity_key').on(table.oidcIssuer, table.oidcSubject),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_university_id_key_idx').on(
      sql`regexp_replace(lower(${table.universityId}), '[^a-z0-9]', '', 'g')`,
    ),
    index('users_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    index('users_university_id_idx').on(sql`lower(${table.universityId})`),
  ],
);

/** Security staff who sign in with email and password. */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    universityId: text('university_id').notNull(),
    phone: text('phone'),
    photoUrl: text('photo_url'),
    /** 'admin', or 'staff' for desk staff (decision 0055). */
    role: text('role').notNull().default('admin'),
    /** scrypt hash; null until the admin sets a password from a reset link. */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admins_email_key').on(sql`lower(${table.email})`)],
);

/** Server-side sessions; the cookie carries a random token whose hash is the key. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: uuid('user_id').references(() => members.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_idx').on(table.memberId),
    index('sessions_admin_idx').on(table.adminId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/** An OpenID Connect sign-in under way: what the callback must check. */
export const oidcLoginAttempts = pgTable('oidc_login_attempts', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_admin_idx').on(table.adminId)],
);

/**
 * The limits service's counters (decision 0044), one row per rule and key, in
 * the shape rate-limiter-flexible's Drizzle store reads and writes: sign-ins,
 * reset requests, reports, claims …, shared by every app server.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (table) => [index('limit_counters_expire_idx').on(table.expire)],
);

/** Addresses an admin has signed in from: their attempts are not slowed when others guess. */
export const adminSignInAddresses = pgTable(
  'admin_sign_in_addresses',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.address] })],
);

/**
 * A person named on a report who may not have an account: the founder of a
 * manually entered item, the receiver of a handed-over item. One row per email.
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    universityId: text('university_id').notNull(),
    phone: text('phone').notNull(),
    department: text('department').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('people_email_key').on(sql`lower(${table.email})`),
    index('people_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('people_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    index('people_university_id_idx').on(sql`lower(${table.universityId})`),
  ],
);

/**
 * The index a foreign key is checked by, of its rows that are not null: removing
 * an admin or a member then reads only the rows that point at them (migration 0019).
 */
const foreignKeyIndex = (name: string, column: AnyPgColumn) =>
  index(name)
    .on(column)
    .where(sql`${column} IS NOT NULL`);

/** Uploaded photos, re-encoded without metadata; kept in the database so servers stay stateless. */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    card: bytea('card').notNull(),
    detail: bytea('detail').notNull(),
    cardWidth: integer('card_width').notNull(),
    cardHeight: integer('card_height').notNull(),
    detailWidth: integer('detail_width').notNull(),
    detailHeight: integer('detail_height').notNull(),
    uploadedByMemberId: uuid('uploaded_by_user_id').references(() => members.id, { onDelete: 'set null' }),
    uploadedByAdminId: uuid('uploaded_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKeyIndex('images_uploaded_by_user_idx', table.uploadedByMemberId),
    foreignKeyIndex('images_uploaded_by_admin_idx', table.uploadedByAdminId),
  ],
);

/** The first desk: the one office there was before desks (migration 0029), where items land unless a desk is named. */
export const FIRST_DESK_ID = '00000000-0000-4000-8000-000000000001';

/**
 * A desk (collection point) that holds found items and hands them back: where it
 * is, when it is open (weekly hours and closed dates, decision 0054), its shelves.
 */
export const desks = pgTable(
  'desks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The university settings' entry that made it ('office' for the first); null for desks admins added. */
    settingsKey: text('settings_key'),
    name: text('name').notNull(),
    place: text('place').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    openingHours: jsonb('opening_hours').notNull().default({ weekly: [], closedDates: [] }),
    shelves: text('shelves')
      .array()
      .notNull()
      .default(sql`'{}'`),
    position: integer('position').notNull().default(0),
    /** How long a pickup slot lasts, and how many pickups one takes (decision 0058). */
    pickupSlotMinutes: integer('pickup_slot_minutes').notNull().default(15),
    pickupSlotCapacity: integer('pickup_slot_capacity').notNull().default(3),
    /** When the settings filled it in; after that only admins change it. */
    seededAt: timestamp('seeded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('desks_settings_key_key').on(table.settingsKey),
    uniqueIndex('desks_name_key').on(sql`lower(${table.name})`),
  ],
);

/** The desks a desk staff account works at (decision 0055); admins work at every desk and have none. */
export const adminDesks = pgTable(
  'admin_desks',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    deskId: uuid('desk_id')
      .notNull()
      .references(() => desks.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.adminId, table.deskId] }),
    index('admin_desks_desk_idx').on(table.deskId),
  ],
);

/** Report numbers (LST000001, FND000001) come from sequences: unique across servers. */
export const lostReportNumber = pgSequence('lost_report_number_seq', { startWith: 1 });
export const foundReportNumber = pgSequence('found_report_number_seq', { startWith: 1 });

export const lostReportStatus = pgEnum('lost_report_status', ['open', 'closed']);
/**
 * period_over: left open past the holding period, closed by the office's sweep (migration 0010);
 * item_returned: its item was handed over on a claim that came from it (migration 0022).
 */
export const lostReportCloseReason = pgEnum('lost_report_close_reason', [
  'got_it_back',
  'no_longer_needed',
  'period_over',
  'item_returned',
]);

export const lostReports = pgTable(
  'lost_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: text('report_id').notNull().unique(),
    itemName: text('item_name').notNull(),
    color: text('color').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    lostDate: date('lost_date', { mode: 'string' }).notNull(),
    lostTime: text('lost_time'),
    lostLocation: text('lost_location').notNull(),
    status: lostReportStatus('status').notNull().default('open'),
    /** Why its member closed it ('I got it back', 'No longer needed'). */
    closedReason: lostReportCloseReason('closed_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When matching last looked at the items in storage for it: the report's screen counts its matches then. */
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    /** When the retention period erased who reported it (the report stays for statistics). */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    /** Null once the reporter deleted their account: the report stays, anonymised. */
    reportedByMemberId: uuid('reported_by_user_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    /** The name's stemmed words, in the search's text configuration: what matching looks up. */
    nameVector: tsvector('name_vector').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(item_name, ''))`,
    ),
    /** Weighted words of name, color, location and description, as found reports have (migration 0050). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', translate(coalesce(item_name, ''), U&'\\200C\\200D', '')), 'A') || setweight(to_tsvector('english', translate(coalesce(color, ''), U&'\\200C\\200D', '')), 'B') || setweight(to_tsvector('english', translate(coalesce(lost_location, ''), U&'\\200C\\200D', '')), 'C') || setweight(to_tsvector('english', translate(coalesce(description, ''), U&'\\200C\\200D', '')), 'D')`,
    ),
    createdAt: createdAt(),
  },
  (table) => [
    index('lost_reports_status_created_idx').on(table.status, table.createdAt, table.id),
    index('lost_reports_reporter_idx').on(table.reportedByMemberId),
    index('lost_reports_open_name_vector_idx')
      .using('gin', table.nameVector)
      .where(sql`status = 'open'`),
    index('lost_reports_open_name_trgm_idx')
      .using('gin', sql`lower(${table.itemName}) gin_trgm_ops`)
      .where(sql`status = 'open'`),
    index('lost_reports_search_vector_idx').using('gin', table.searchVector),
    index('lost_reports_status_item_idx').on(table.status, table.itemName, table.id),
    index('lost_reports_status_color_idx').on(table.status, table.color, table.id),
    index('lost_reports_status_location_idx').on(table.status, table.lostLocation, table.id),
    index('lost_reports_status_lost_at_idx').on(
      table.status,
      table.lostDate,
      sql`coalesce(${table.lostTime}, '')`,
      table.id,
    ),
    index('lost_reports_status_report_id_idx').on(table.status, table.reportId),
    /** Part of an ID, as the console's ID box is given it (migration 0039). */
    index('lost_reports_report_id_trgm_idx').using('gin', sql`${table.reportId} gin_trgm_ops`),
    index('lost_reports_not_erased_idx')
      .on(table.status, table.closedAt)
      .where(sql`personal_data_erased_at IS NULL`),
  ],
);

/** disposed: held past the holding period and given its outcome (migration 0010). */
export const foundReportStatus = pgEnum('found_report_status', [
  'reported',
  'stored',
  'handed_over',
  'disposed',
]);

/** What became of an item nobody collected within the holding period. */
export const dispositionOutcome = pgEnum('disposition_outcome', [
  'returned_to_finder',
  'donated',
  'recycled',
  'destroyed',
  'handed_to_police',
]);

export const foundReports = pgTable(
  'found_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: text('report_id').notNull().unique(),
    itemName: text('item_name').notNull(),
    color: text('color').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    foundDate: date('found_date', { mode: 'string' }).notNull(),
    foundTime: text('found_time'),
    foundLocation: text('found_location').notNull(),
    status: foundReportStatus('status').notNull().default('reported'),
    /** The member who reported it online (null for a manual entry or a deleted account). */
    reportedByMemberId: uuid('reported_by_user_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    /** The founder of a manually entered item. */
    founderPersonId: uuid('founder_person_id').references(() => people.id),
    claimCount: integer('claim_count').notNull().default(0),
    storedByAdminId: uuid('stored_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    storedByEmail: text('stored_by_email'),
    storedAt: timestamp('stored_at', { withTimezone: true }),
    /** When staff were told the item is a week from the end of its holding period (decision 0070). */
    holdingAlertedAt: timestamp('holding_alerted_at', { withTimezone: true }),
    handedOverByAdminId: uuid('handed_over_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    handedOverByEmail: text('handed_over_by_email'),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    takenByPersonId: uuid('taken_by_person_id').references(() => people.id),
    /** The approved claim the item went to, when it went to its claimant. */
    handedOverClaimId: uuid('handed_over_claim_id').references((): AnyPgColumn => claims.id, {
      onDelete: 'set null',
    }),
    /** Why it went to someone other than the approved claimant. */
    handoverReason: text('handover_reason'),
    /** The desk that holds it (or will, for a member's report not yet brought in). */
    deskId: uuid('desk_id')
      .notNull()
      .default(FIRST_DESK_ID)
      .references(() => desks.id),
    /** The desk the item was sent to and has not yet reached (decision 0059); null when at its desk. */
    transferToDeskId: uuid('transfer_to_desk_id').references(() => desks.id),
    transferSentAt: timestamp('transfer_sent_at', { withTimezone: true }),
    /** The shelf or bin the item sits on while stored. */
    storageLocation: text('storage_location'),
    disposition: dispositionOutcome('disposition'),
    dispositionNote: text('disposition_note'),
    disposedAt: timestamp('disposed_at', { withTimezone: true }),
    disposedByAdminId: uuid('disposed_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    disposedByEmail: text('disposed_by_email'),
    /** When the retention period erased the people named on it (the item stays for statistics). */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    /** What only the owner would know (marks, contents): for staff, never on a member's card. */
    verificationDetails: text('verification_details'),
    /** Of a kind the university keeps private (sensitiveItems): members' search reads its own words alone. */
    sensitive: boolean('sensitive').notNull().default(false),
    /**
     * Weighted words of name, color, description and location, kept by the database; read without
     * zero-width joiners, as a query's words are (migration 0050).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', translate(coalesce(item_name, ''), U&'\\200C\\200D', '')), 'A') || setweight(to_tsvector('english', translate(coalesce(color, ''), U&'\\200C\\200D', '')), 'B') || setweight(to_tsvector('english', translate(coalesce(found_location, ''), U&'\\200C\\200D', '')), 'C') || setweight(to_tsvector('english', translate(coalesce(description, ''), U&'\\200C\\200D', '')), 'D')`,
    ),
    /**
     * The words members may search an item by (decision 0076): search_vector's, less what members' cards
     * hide (emails, phone numbers, university IDs) and a sensitive item's description; kept by a trigger.
     */
    memberSearchVector: tsvector('member_search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    /** Lower-cased text the trigram index works on, for typo-tolerant matches. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(item_name, '') || ' ' || coalesce(color, '') || ' ' || coalesce(found_location, '') || ' ' || coalesce(description, ''))`,
    ),
    createdAt: createdAt(),
  },
  (table) => [
    index('found_reports_status_created_idx').on(table.status, table.createdAt, table.id),
    index('found_reports_status_found_date_idx').on(table.status, table.foundDate),
    index('found_reports_handed_over_idx').on(table.status, table.handedOverAt, table.id),
    index('found_reports_reporter_idx').on(table.reportedByMemberId),
    index('found_reports_founder_idx').on(table.founderPersonId),
    /**
     * Without a pending list of new entries, which every search would read whole (migration 0015);
     * with the hour the item came in (a one-element array), so a rare grade's newest items are found inside
     * the index (migration 0018; REPORTED_HOUR in search).
     */
    index('found_reports_search_vector_idx')
      .using(
        'gin',
        table.searchVector,
        sql`(ARRAY[date_trunc('hour', ${table.createdAt} AT TIME ZONE 'UTC')])`,
      )
      .with({ fastupdate: false }),
    /** Members' search reads this one, as the search vector's above (migration 0043). */
    index('found_reports_member_search_vector_idx')
      .using(
        'gin',
        table.memberSearchVector,
        sql`(ARRAY[date_trunc('hour', ${table.createdAt} AT TIME ZONE 'UTC')])`,
      )
      .with({ fastupdate: false }),
    /** The item's own words, as search_vector weighs them without the description (ITEM_VECTOR in search). */
    index('found_reports_item_vector_idx')
      .using(
        'gin',
        sql`(setweight(to_tsvector('english', coalesce(${table.itemName}, '')), 'A') || setweight(to_tsvector('english', coalesce(${table.color}, '')), 'B') || setweight(to_tsvector('english', coalesce(${table.foundLocation}, '')), 'C'))`,
        sql`(ARRAY[date_trunc('hour', ${table.createdAt} AT TIME ZONE 'UTC')])`,
      )
      .with({ fastupdate: false }),
    index('found_reports_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    /** Part of an ID, as the console's ID box is given it (migration 0039). */
    index('found_reports_report_id_trgm_idx').using('gin', sql`${table.reportId} gin_trgm_ops`),
    index('found_reports_storage_location_trgm_idx').using(
      'gin',
      sql`lower(${table.storageLocation}) gin_trgm_ops`,
    ),
    index('found_reports_status_item_idx').on(table.status, table.itemName, table.id),
    index('found_reports_status_color_idx').on(table.status, table.color, table.id),
    index('found_reports_status_location_idx').on(table.status, table.foundLocation, table.id),
    index('found_reports_status_found_at_idx').on(
      table.status,
      table.foundDate,
      sql`coalesce(${table.foundTime}, '')`,
      table.id,
    ),
    index('found_reports_status_report_id_idx').on(table.status, table.reportId),
    index('found_reports_taker_idx').on(table.takenByPersonId),
    index('found_reports_desk_status_created_idx').on(table.deskId, table.status, table.createdAt, table.id),
    index('found_reports_claimed_desk_idx')
      .on(table.deskId, table.createdAt, table.id)
      .where(sql`status = 'stored' AND claim_count > 0`),
    index('found_reports_transfer_to_desk_idx')
      .on(table.transferToDeskId)
      .where(sql`${table.transferToDeskId} IS NOT NULL`),
    index('found_reports_status_stored_at_idx').on(table.status, table.storedAt, table.id),
    index('found_reports_not_erased_idx')
      .on(table.status, table.handedOverAt, table.disposedAt)
      .where(sql`personal_data_erased_at IS NULL`),
    foreignKeyIndex('found_reports_stored_by_idx', table.storedByAdminId),
    foreignKeyIndex('found_reports_handed_over_by_idx', table.handedOverByAdminId),
    foreignKeyIndex('found_reports_disposed_by_idx', table.disposedByAdminId),
    foreignKeyIndex('found_reports_handed_over_claim_idx', table.handedOverClaimId),
  ],
);

/**
 * How many found reports each status but 'reported' holds, moved by triggers in
 * the writing transaction (migration 0017): the members' list total is one row
 * to read, and members' reports lock no count.
 */
export const foundReportStatusCounts = pgTable('found_report_status_counts', {
  status: foundReportStatus('status').primaryKey(),
  items: bigint('items', { mode: 'number' }).notNull(),
});

/**
 * Open claims are pending or approved. Staff approve or reject (with a reason);
 * the member may withdraw while pending; a handover ends every open claim:
 * the approved one as handed_over, the others as closed.
 */
export const claimStatus = pgEnum('claim_status', [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
  'handed_over',
  'closed',
]);

export const claimNumber = pgSequence('claim_number_seq', { startWith: 1 });

/**
 * Which words have ever been in one found report together, each pair of an
 * item's lexemes as a number below 2^20 (search_word_pair in migration 0015,
 * which a trigger fills on insert). Search skips the grades of words never
 * together; a shared number only makes a pair look present.
 */
export const searchWordPairs = pgTable('search_word_pairs', {
  pair: integer('pair').primaryKey(),
});

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** CLM000001: the number members and staff quote. */
    claimId: text('claim_id')
      .notNull()
      .unique()
      .default(sql`next_claim_id()`),
    foundReportId: uuid('found_report_id')
      .notNull()
      .references(() => foundReports.id, { onDelete: 'cascade' }),
    /** Null once the claimant deleted their account. */
    memberId: uuid('user_id').references(() => members.id, { onDelete: 'set null' }),
    message: text('message'),
    /** The member's lost report the claim came from ('This is mine' on a possible match); it closes on the handover. */
    lostReportId: uuid('lost_report_id').references(() => lostReports.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    status: claimStatus('status').notNull().default('pending'),
    /** Why it was rejected or closed; shown to its member. */
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByAdminId: uuid('decided_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email'),
    /** Up to when the claimant, and the office (any of its staff), read the claim's conversation. */
    memberReadAt: timestamp('member_read_at', { withTimezone: true }),
    officeReadAt: timestamp('office_read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('claims_one_open_per_member_key')
      .on(table.foundReportId, table.memberId)
      .where(sql`status IN ('pending', 'approved')`),
    uniqueIndex('claims_one_approved_per_item_key')
      .on(table.foundReportId)
      .where(sql`status = 'approved'`),
    index('claims_item_idx').on(table.foundReportId, table.claimedAt),
    index('claims_user_idx').on(table.memberId),
    /** Part of an ID, as the console's ID box is given it (migration 0039). */
    index('claims_claim_id_trgm_idx').using('gin', sql`${table.claimId} gin_trgm_ops`),
    foreignKeyIndex('claims_decided_by_idx', table.decidedByAdminId),
    foreignKeyIndex('claims_lost_report_idx', table.lostReportId),
  ],
);

/**
 * The conversation on a claim between its claimant and the office (decision 0049):
 * text, a photo from the upload call, or both. Its authors may leave; the message stays.
 */
export const claimMessages = pgTable(
  'claim_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    /** Written by staff (for the office), not by the claimant. */
    fromOffice: boolean('from_office').notNull(),
    authorMemberId: uuid('author_user_id').references(() => members.id, { onDelete: 'set null' }),
    authorAdminId: uuid('author_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (table) => [
    index('claim_messages_claim_idx').on(table.claimId, table.createdAt, table.id),
    foreignKeyIndex('claim_messages_author_user_idx', table.authorMemberId),
    foreignKeyIndex('claim_messages_author_admin_idx', table.authorAdminId),
  ],
);

/**
 * What staff often ask or say on a claim: one template, its title and text in
 * every language (`{ en: { title, body }, bn: { … } }`), in the order admins give
 * (decision 0075); staff may change the text before sending.
 */
export const claimMessageTemplates = pgTable('claim_message_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  texts: jsonb('texts').notNull(),
});

/**
 * Everything admins do, and what members do to items (report, claim,
 * withdraw): the admins' activity log and every item's history (decision
 * 0019). Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. Its ids
 * are plain references, without foreign keys, so removing an admin or
 * deleting an account never rewrites a line; names of members and receivers
 * are read from their records, never copied in.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What happened: one of ACTIVITY_KINDS, or a kind added later (read as its action text). */
    kind: text('kind').notNull().default('other'),
    adminId: uuid('admin_id'),
    /** Kept as text so the log still reads right after the admin is removed; null when no admin acted. */
    adminName: text('admin_name'),
    adminEmail: text('admin_email'),
    /** The member who acted (reported, claimed, withdrew); null for admins' lines. */
    memberId: uuid('member_id'),
    foundReportId: uuid('found_report_id'),
    claimId: uuid('claim_id'),
    /** The lost report the line concerns (closed by itself on a handover). */
    lostReportId: uuid('lost_report_id'),
    /** The line's English words, as the log's search and its CSV read them. */
    action: text('action').notNull(),
    /** The line as a catalogue key and values, written in each reader's language (decision 0077);
     * null for a line kept before, whose stored words could not be read back (shown as they are). */
    message: jsonb('message'),
    /** Facts of the event that its kind defines (a storage location, an outcome), never personal data. */
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'activity_log_one_actor',
      sql`(admin_name IS NULL) = (admin_email IS NULL) AND (member_id IS NULL OR admin_email IS NULL)`,
    ),
    index('activity_log_admin_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`admin_email IS NOT NULL`),
    index('activity_log_admin_email_idx')
      .on(sql`lower(${table.adminEmail})`, table.createdAt, table.id)
      .where(sql`admin_email IS NOT NULL`),
    index('activity_log_kind_idx').on(table.kind, table.createdAt, table.id),
    index('activity_log_item_idx')
      .on(table.foundReportId, table.createdAt, table.id)
      .where(sql`found_report_id IS NOT NULL`),
    index('activity_log_lost_report_idx')
      .on(table.lostReportId, table.createdAt, table.id)
      .where(sql`lost_report_id IS NOT NULL`),
    index('activity_log_search_trgm_idx').using(
      'gin',
      sql`lower(${table.adminName} || ' ' || ${table.adminEmail} || ' ' || ${table.action}) gin_trgm_ops`,
    ),
  ],
);

/**
 * Work done after a commit (matching, alert mail), added in the transaction
 * that makes it necessary and deleted in the one that commits its effects
 * (decision 0014).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Lower runs first: 0 for work a member is waiting on, 1 for housekeeping (migration 0012). */
    priority: smallint('priority').notNull().default(0),
    lastError: text('last_error'),
    /** Set once a job has failed too often: kept for a person to look at, never taken again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.priority, table.runAt, table.id)
      .where(sql`failed_at IS NULL`),
  ],
);

export const matchState = pgEnum('match_state', ['suggested', 'alerted', 'dismissed', 'confirmed']);

/** A lost report and a stored item that may be the same thing; one row per pair, ever. */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lostReportId: uuid('lost_report_id')
      .notNull()
      .references(() => lostReports.id, { onDelete: 'cascade' }),
    foundReportId: uuid('found_report_id')
      .notNull()
      .references(() => foundReports.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    state: matchState('state').notNull().default('suggested'),
    /** What a dismissed pair was before 'Not mine', so that it can be undone for a while. */
    stateBeforeDismissal: matchState('state_before_dismissal'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('matches_pair_key').on(table.lostReportId, table.foundReportId),
    index('matches_found_idx').on(table.foundReportId),
  ],
);

/** What a member is told in the app (the bell); email follows when they allow it. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member it is for; null when it is a console account's (decision 0070). */
    memberId: uuid('user_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The console account it is for (staff alerts); null when it is a member's. */
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    items: jsonb('items').notNull().default([]),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** Its mail waits for the member's digest: they had their few alert mails of the hour. */
    mailHeldAt: timestamp('mail_held_at', { withTimezone: true }),
    /** What makes a swept alert one of a kind for its reader ('holding-ends:<item>'): written once. */
    onceKey: text('once_key'),
    createdAt: createdAt(),
  },
  (table) => [
    check('notifications_one_reader', sql`num_nonnulls(${table.memberId}, ${table.adminId}) = 1`),
    index('notifications_admin_idx')
      .on(table.adminId, table.createdAt, table.id)
      .where(sql`admin_id IS NOT NULL`),
    index('notifications_admin_unread_idx')
      .on(table.adminId)
      .where(sql`admin_id IS NOT NULL AND read_at IS NULL`),
    uniqueIndex('notifications_admin_once_key')
      .on(table.adminId, table.onceKey)
      .where(sql`once_key IS NOT NULL`),
    index('notifications_mail_held_idx')
      .on(table.memberId)
      .where(sql`mail_held_at IS NOT NULL AND emailed_at IS NULL`),
    index('notifications_user_idx').on(table.memberId, table.createdAt, table.id),
    index('notifications_unread_idx')
      .on(table.memberId)
      .where(sql`read_at IS NULL`),
  ],
);

/**
 * A browser a member turned push alerts on in (decision 0046): its push
 * service's endpoint, the keys a push is encrypted for, and which alerts it wants.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member whose device it is; null when it is a console account's (decision 0070). */
    memberId: uuid('user_id').references(() => members.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    /** The language a console account's device was in: its pushes are written in it. */
    language: text('language'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the browser said it is ("Chrome on Android"), so a member can tell their devices apart. */
    device: text('device').notNull(),
    /** The kinds of alert it receives (PUSH_TOPICS). */
    topics: text('topics').array().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.memberId),
    index('push_subscriptions_admin_idx')
      .on(table.adminId)
      .where(sql`admin_id IS NOT NULL`),
    check('push_subscriptions_one_owner', sql`num_nonnulls(${table.memberId}, ${table.adminId}) = 1`),
  ],
);

/**
 * A console account's alert settings (decision 0070): the kinds of alert its
 * bell gets, those also pushed, and for an admin the desks it hears of (null:
 * every desk). No row: every kind, bell only, every desk.
 */
export const staffAlertSettings = pgTable('staff_alert_settings', {
  adminId: uuid('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  kinds: text('kinds').array().notNull(),
  pushKinds: text('push_kinds').array().notNull(),
  deskIds: uuid('desk_ids').array(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Something a member owns and registered (decision 0047), with the code its QR
 * sticker carries. The private note is never shown to anyone else.
 */
export const belongings = pgTable(
  'belongings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    color: text('color').notNull().default(''),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    marks: text('marks').notNull().default(''),
    privateNote: text('private_note').notNull().default(''),
    /** Photos only the owner sees (the image route checks), at most MAX_BELONGING_PHOTOS. */
    photoUrls: text('photo_urls')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The only thing its sticker carries; a new one makes the old sticker stop working. */
    stickerCode: text('sticker_code').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('belongings_sticker_code_key').on(table.stickerCode),
    index('belongings_user_idx').on(table.memberId, table.createdAt),
    index('belongings_photo_urls_idx').using('gin', table.photoUrls),
  ],
);

/** What someone who scanned a belonging's sticker wrote to its owner. */
export const finderMessages = pgTable(
  'finder_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    belongingId: uuid('belonging_id')
      .notNull()
      .references(() => belongings.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    contact: text('contact').notNull().default(''),
    /** The hash of the key in the finder's private link to the conversation (decision 0067). */
    replyKeyHash: text('reply_key_hash'),
    createdAt: createdAt(),
  },
  (table) => [
    index('finder_messages_belonging_idx').on(table.belongingId, table.createdAt),
    uniqueIndex('finder_messages_reply_key_idx').on(table.replyKeyHash),
  ],
);

/** The owner's answers to a finder's message and the finder's further messages, oldest first. */
export const finderReplies = pgTable(
  'finder_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    finderMessageId: uuid('finder_message_id')
      .notNull()
      .references(() => finderMessages.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['owner', 'finder'] }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('finder_replies_message_idx').on(table.finderMessageId, table.createdAt)],
);

/** Mail kept by the development outbox instead of being sent over SMTP. */
export const devOutbox = pgTable('dev_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

/** Patterns from the settings that the database hides from members' search (the university ID; decision 0076). */
export const searchMasks = pgTable('search_masks', {
  name: text('name').primaryKey(),
  pattern: text('pattern').notNull(),
});

/** The fingerprint of a setting the stored data was last brought in line with (e.g. the sensitive kinds). */
export const settingsApplied = pgTable('settings_applied', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).defaultNow().notNull(),
});

/** Secrets generated at first start (development defaults), never committed. */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A member told that a stored item is theirs without a lost report (decision
 * 0048): by a registered belonging, or their email address or phone number on
 * it. The key says each member is told once per item.
 */
export const ownerAlerts = pgTable(
  'owner_alerts',
  {
    foundReportId: uuid('found_report_id')
      .notNull()
      .references(() => foundReports.id, { onDelete: 'cascade' }),
    memberId: uuid('user_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** How the item named them: 'serial-number', 'belonging', 'email', 'phone'. */
    reason: text('reason').notNull(),
    belongingId: uuid('belonging_id').references(() => belongings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.foundReportId, table.memberId] }),
    index('owner_alerts_user_idx').on(table.memberId),
    index('owner_alerts_belonging_idx').on(table.belongingId),
  ],
);

/** A member's booked time to collect the item of their approved claim, at the desk holding it (decision 0058). */
export const pickups = pgTable(
  'pickups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    deskId: uuid('desk_id')
      .notNull()
      .references(() => desks.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Marked by staff at the desk (decision 0066); a missed booking frees its claim to book again. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    missedAt: timestamp('missed_at', { withTimezone: true }),
    /** Each reminder goes once per booked time: a move clears them. */
    dayReminderSentAt: timestamp('day_reminder_sent_at', { withTimezone: true }),
    hourReminderSentAt: timestamp('hour_reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pickups_claim_key').on(table.claimId),
    index('pickups_desk_starts_idx').on(table.deskId, table.startsAt),
    index('pickups_starts_idx').on(table.startsAt),
  ],
);
