import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
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
export const users = pgTable(
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_oidc_identity_key').on(table.oidcIssuer, table.oidcSubject),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
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
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
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

/** Failed sign-in counters, shared by every app server (not kept in one process). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

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
    index('people_university_id_idx').on(sql`lower(${table.universityId})`),
  ],
);

/** Uploaded photos, re-encoded without metadata; kept in the database so servers stay stateless. */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  card: bytea('card').notNull(),
  detail: bytea('detail').notNull(),
  cardWidth: integer('card_width').notNull(),
  cardHeight: integer('card_height').notNull(),
  detailWidth: integer('detail_width').notNull(),
  detailHeight: integer('detail_height').notNull(),
  uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  uploadedByAdminId: uuid('uploaded_by_admin_id').references(() => admins.id, {
    onDelete: 'set null',
  }),
  createdAt: createdAt(),
});

/** Report numbers (LST000001, FND000001) come from sequences: unique across servers. */
export const lostReportNumber = pgSequence('lost_report_number_seq', { startWith: 1 });
export const foundReportNumber = pgSequence('found_report_number_seq', { startWith: 1 });

export const lostReportStatus = pgEnum('lost_report_status', ['open', 'closed']);

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
    /** Null once the reporter deleted their account: the report stays, anonymised. */
    reportedByUserId: uuid('reported_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Weighted words of name, color, location and description, as found reports have. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(item_name, '')), 'A') || setweight(to_tsvector('english', coalesce(color, '')), 'B') || setweight(to_tsvector('english', coalesce(lost_location, '')), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'D')`,
    ),
    createdAt: createdAt(),
  },
  (table) => [
    index('lost_reports_status_created_idx').on(table.status, table.createdAt, table.id),
    index('lost_reports_reporter_idx').on(table.reportedByUserId),
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
  ],
);

export const foundReportStatus = pgEnum('found_report_status', ['reported', 'stored', 'handed_over']);

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
    reportedByUserId: uuid('reported_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The founder of a manually entered item. */
    founderPersonId: uuid('founder_person_id').references(() => people.id),
    claimCount: integer('claim_count').notNull().default(0),
    storedByAdminId: uuid('stored_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    storedByEmail: text('stored_by_email'),
    storedAt: timestamp('stored_at', { withTimezone: true }),
    handedOverByAdminId: uuid('handed_over_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    handedOverByEmail: text('handed_over_by_email'),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    takenByPersonId: uuid('taken_by_person_id').references(() => people.id),
    /** Weighted words of name, color, description and location, kept by the database. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(item_name, '')), 'A') || setweight(to_tsvector('english', coalesce(color, '')), 'B') || setweight(to_tsvector('english', coalesce(found_location, '')), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'D')`,
    ),
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
    index('found_reports_reporter_idx').on(table.reportedByUserId),
    index('found_reports_founder_idx').on(table.founderPersonId),
    index('found_reports_search_vector_idx').using('gin', table.searchVector),
    index('found_reports_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
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
  ],
);

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    foundReportId: uuid('found_report_id')
      .notNull()
      .references(() => foundReports.id, { onDelete: 'cascade' }),
    /** Null once the claimant deleted their account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('claims_one_per_member_key').on(table.foundReportId, table.userId),
    index('claims_user_idx').on(table.userId),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Kept as text so the log still reads right after the admin is removed. */
    adminName: text('admin_name').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_log_created_idx').on(table.createdAt, table.id),
    index('activity_log_text_trgm_idx').using(
      'gin',
      sql`lower(${table.adminName} || ' ' || ${table.action}) gin_trgm_ops`,
    ),
  ],
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

/** Secrets generated at first start (development defaults), never committed. */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
