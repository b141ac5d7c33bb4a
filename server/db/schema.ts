/**
 * The one Drizzle schema, shared by PGlite and PostgreSQL. Migrations in /drizzle are generated
 * from it with `npm run db:generate` and committed.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { enquiryStatuses } from '../../schemas/enquiry';
import type { BasketLine } from '../../schemas/quote';
import type { QuoteItem } from '../../schemas/quote-items';
import { collectionTables } from './collection-tables';
import { timestamps } from './columns';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Singleton content: one row per registry section, its id fixed at first start. */
export const sections = pgTable('sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * The content version: one row, bumped in the same transaction as every content write (sections,
 * collections, seeding). Cached pages and API reads are keyed by it (docs/decisions/0005).
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('content_version_one_row', sql`${t.id} = 1`)],
);

/** Which seed sets have run, so that content an editor deleted is not seeded again. */
export const seedRuns = pgTable('seed_runs', {
  key: text('key').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Timed jobs (mail retries, sweeps) shared by every instance: a job runs when an instance claims
 * its row, which moves `next_run_at` on, so each period runs it once however many instances
 * tick (docs/decisions/0018-scheduled-jobs.md). `lease_until` keeps a slow run from being
 * started again elsewhere, and frees the job if the instance running it died.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

/**
 * The media library (issue 15): one row per stored file; the bytes live in the file store under
 * the path's last segment, with an image's variants beside it. Content refers to files by path.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull().unique(),
    mime: text('mime').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Widths of the AVIF/WebP copies beside the file; null until made (files stored before). */
    variants: integer('variants').array(),
    bytes: integer('bytes').notNull(),
    /** The name it was uploaded under, for finding it again. */
    filename: text('filename').notNull().default(''),
    /** The editor's description; null until given. Ignored when `decorative`. */
    alt: text('alt'),
    /** An explicit choice that the image adds nothing a reader needs: rendered with `alt=""`. */
    decorative: boolean('decorative').notNull().default(false),
    /**
     * Put in the library on purpose (uploaded on the library screen): kept until deleted. Files
     * that came with a record's write are swept once nothing uses them.
     */
    kept: boolean('kept').notNull().default(false),
    createdAt: timestamps.createdAt,
    updatedAt: timestamps.updatedAt,
  },
  (t) => [index('media_newest_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * Where each file is used: one row per target (a section key such as `home/hero`, or
 * `<collection>/<id>`) and path, rewritten with every write of the target. The foreign key
 * follows a replaced file's new path and stops a file in use from being deleted.
 */
export const mediaUses = pgTable(
  'media_uses',
  {
    mediaPath: text('media_path')
      .notNull()
      .references(() => media.path, { onUpdate: 'cascade' }),
    target: text('target').notNull(),
    /** What editors call the target ("Home: Hero", "News: Our new factory"). */
    label: text('label').notNull(),
    /** The fields that hold it, by label ("Image", "Body"). */
    fields: text('fields').notNull(),
    /** The CMS screen that edits the target. */
    href: text('href').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.target, t.mediaPath] }),
    index('media_uses_path').on(t.mediaPath),
  ],
);

/** PostgreSQL's full-text document type (Drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The collections' tables, built from their registry declarations (server/db/collection-tables.ts,
 * docs/decisions/0056): named here so that drizzle-kit generates their migrations and SQL can
 * name them.
 */
export const blogPosts = collectionTables.blogPosts.table;
export const caseStudies = collectionTables.caseStudies.table;
export const partners = collectionTables.partners.table;
export const atexPowerPanels = collectionTables.atexPowerPanels.table;
export const productFamilies = collectionTables.productFamilies.table;
export const products = collectionTables.products.table;

/**
 * Earlier addresses of records' pages (a product whose slug or family changed), answered with a
 * 301 to the record's page as it is now: by record, so a page renamed twice still lands.
 */
export const pageRedirects = pgTable(
  'page_redirects',
  {
    path: text('path').primaryKey(),
    collection: text('collection').notNull(),
    recordId: uuid('record_id').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('page_redirects_record_idx').on(t.recordId)],
);

/**
 * An account's name as sign-in and uniqueness see it: case, and `-` against `_`, do not matter
 * (`Super-Admin` is `super_admin`). The same folding as `usernameKey` (schemas/auth.ts).
 */
export const usernameKeySql = (username: SQLWrapper) => sql`lower(replace(${username}, '-', '_'))`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['super admin', 'admin'] }).notNull(),
    /**
     * Two-factor sign-in (TOTP): the confirmed secret, and one being enrolled, both encrypted with
     * the server's key (server/auth/secret-box.ts); never stored in the clear.
     */
    totpSecret: text('totp_secret'),
    totpPending: text('totp_pending'),
    /** The last time step a code was accepted for, so a code cannot be used twice. */
    totpLastStep: integer('totp_last_step'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    ...timestamps,
  },
  // Two accounts whose names differ only in case or `-`/`_` cannot exist beside each other.
  (t) => [uniqueIndex('users_username_key_unique').on(usernameKeySql(t.username))],
);

/**
 * The audit log (issue 14): who did what, when and from where — every write of content, media,
 * accounts and settings, and every sign-in, failed sign-in, pause after failures, sign-out and
 * password change. Nothing references another table: deleting a user or a record never deletes
 * its entries, and `actor_name` / `target_label` keep them readable afterwards. `fields` holds the
 * labels of the fields that changed, never their values (no passwords or personal data). Entries
 * older than 400 days are deleted by a timed job (server/jobs/site-jobs.ts); their client
 * address may go sooner (`ip` emptied: Settings → Personal data, server/services/personal-data/personal-data-retention.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The account that acted; null for someone unknown (a sign-in with an unknown username). */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    ip: text('ip').notNull().default(''),
    /** `content.update`, `auth.login_failed`… (schemas/audit-log.ts). */
    action: text('action').notNull(),
    /** A section key (`home/hero`), `<collection>/<id>`, `media/<id>`, `user/<id>`… */
    target: text('target').notNull().default(''),
    targetLabel: text('target_label').notNull().default(''),
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('audit_log_newest_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.target, t.at.desc(), t.id.desc()),
    // "Hero", "Our new factory": the target filter matches what people call things too.
    index('audit_log_label_trgm_idx')
      .using('gin', t.targetLabel.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The entries whose client address is still kept, oldest first: the retention job clears
    // addresses past their period without reading the entries it cleared before.
    index('audit_log_address_kept_idx')
      .on(t.at)
      .where(sql`${t.ip} <> ''`),
  ],
);

/** One-time recovery codes of an account's two-factor sign-in, stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** The super admin's account-security settings: one row. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every account must use two-factor sign-in; those without are sent to enrol first. */
    requireTotp: boolean('require_totp').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('security_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * Failed checks of an account's password or code per (username, client address), at sign-in and
 * behind a session alike: each address that guesses waits longer and longer, and nobody else is
 * affected (server/repositories/accounts/login-throttle-repo.ts, server/services/auth/auth-service.ts). The
 * username is folded as sign-in folds it (`usernameKey`), so spelling it differently buys no
 * more guesses. Unknown usernames are counted the same way, so the answers tell nothing about
 * which accounts exist.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    /** `username|address`: the folded username and the address, both bounded. */
    key: text('key').primaryKey(),
    username: text('username').notNull(),
    failures: integer('failures').notNull(),
    nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_throttle_username_idx').on(t.username),
    index('login_throttle_updated_idx').on(t.updatedAt),
  ],
);

/** Signed-in sessions. Only a hash of the token is stored, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What the user sees in their list of sessions: the browser and address it began from. */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** Moved at most once a minute, so reading a session does not write on every request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When this session last proved its account's password (sign-in, or confirm-password): sudo
     * mode lets the actions that could lock an owner out run for 10 minutes after it (decision
     * 0040). Null: never, as for sessions from before the column.
     */
    passwordConfirmedAt: timestamp('password_confirmed_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Contact, quote and job enquiries from the public forms: the CMS inbox. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['contact', 'quote', 'career'] }).notNull(),
    status: text('status', { enum: enquiryStatuses }).notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The validated form fields, as submitted. */
    data: jsonb('data').$type<Record<string, string | number>>().notNull(),
    /** A CV or a quote's attachment, kept outside /media, for signed-in staff only. */
    cvFile: text('cv_file'),
    cvName: text('cv_name'),
    /** A request for quote's lines, as the buyer saw them (schemas/quote.ts). */
    items: jsonb('items').$type<QuoteItem[]>(),
    /** A request for quote's reference (`Q-2026-00042`); other enquiries use their id's. */
    reference: text('reference').unique(),
    /** Who on the staff handles it, and what they noted (never shown to the visitor). */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    /** Notification e-mail: off (no SMTP), pending, sent or failed (retried). */
    emailStatus: text('email_status', { enum: ['off', 'pending', 'sent', 'failed'] }).notNull(),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailError: text('email_error'),
    nextEmailAt: timestamp('next_email_at', { withTimezone: true }),
    /**
     * When the retention job deleted the CV or attachment (its period is Settings → Personal
     * data's): the row says a file was there and went, not that none was sent.
     */
    fileDeletedAt: timestamp('file_deleted_at', { withTimezone: true }),
    /**
     * When the retention job took the sender's details and words out: what stays (type, status,
     * dates, product lines) is for statistics and names nobody.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * When staff first moved it from "new" (issue 33): the dashboard's time to first answer. Set
     * once, by the status change itself; later changes leave it.
     */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_email_idx').on(t.emailStatus),
    index('enquiries_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    // The retention job's two scans, oldest first, over only what it has still to do: the rows
    // it already emptied would otherwise be read again on every run, for ever.
    index('enquiries_file_kept_idx')
      .on(t.createdAt)
      .where(sql`${t.cvFile} IS NOT NULL`),
    index('enquiries_identified_idx')
      .on(t.createdAt)
      .where(sql`${t.anonymisedAt} IS NULL`),
    // A person's enquiries by address, whatever its case (issue 32: access and erasure).
    index('enquiries_email_lower_idx').on(sql`lower(${t.email})`, t.createdAt, t.id),
    // The dashboard's open enquiries (issue 33): the few still "new", not every enquiry ever.
    index('enquiries_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'new'`),
  ],
);

/**
 * A configured enclosure's drawing, kept in the private store with its basket until the request
 * is sent, when it becomes the request's attachment: its stored name, the name it was sent
 * with, its type and size, and the key of the line it came with.
 */
export interface BasketDrawing {
  file: string;
  name?: string;
  type: string;
  size: number;
  line: string;
}

/**
 * Quote baskets kept on the server, so one works without JavaScript and survives a closed
 * browser: the visitor's cookie holds a random token, this table its hash.
 */
export const quoteBaskets = pgTable(
  'quote_baskets',
  {
    tokenHash: text('token_hash').primaryKey(),
    items: jsonb('items').$type<BasketLine[]>().notNull().default([]),
    drawing: jsonb('drawing').$type<BasketDrawing>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_baskets_updated_idx').on(t.updatedAt),
    // The private-file sweep asks which stored files a basket still names.
    index('quote_baskets_drawing_idx').on(sql`(${t.drawing}->>'file')`),
  ],
);

/** Numbers the references of requests for quote (`Q-2026-00042`). */
export const quoteReferenceSeq = pgSequence('quote_reference_seq');

/**
 * Newsletter subscribers; the token makes the confirmation and unsubscribe links work without
 * signing in. An address is a subscriber once its owner followed the confirmation link
 * (`confirmed_at`); until then it is pending, and pending ones are deleted after the retention.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('subscribers_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmedAt} IS NULL`),
  ],
);

/**
 * Fixed-window counters of the rate limits, one row per (limit, client). Kept in the database so
 * that every instance counts the same; a lookup is one primary-key upsert whatever the number of
 * clients, and expired rows are swept by `reset_at`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * The site search's index (docs/decisions/0014): one document per thing a visitor can find —
 * a product, a family, an industry, a case study, a news post, a page of the site — kept in the
 * same transaction as the content it reflects. The text is indexed with the `site_search`
 * configuration (English stemming after `unaccent`, created by the migration), the title
 * weighing most, then headings, then the body.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** What it reflects: `products:<id>`, `section:<key>`, `section:<key>#<slug>`. */
    source: text('source').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    headings: text('headings').notNull().default(''),
    body: text('body').notNull().default(''),
    url: text('url').notNull(),
    /** When it was written, for news: of two equal matches the newer ranks first. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('site_search', title), 'A') || setweight(to_tsvector('site_search', headings), 'B') || setweight(to_tsvector('site_search', body), 'C')`,
    ),
    /**
     * Title and headings alone: what the ranking reads. Ranking by the whole text would read
     * every matching document's body (thousands of news posts for a common word); a match in
     * the body alone ranks after any in a title or heading, then by kind and date.
     */
    headSearch: tsvector('head_search').generatedAlwaysAs(
      sql`setweight(to_tsvector('site_search', title), 'A') || setweight(to_tsvector('site_search', headings), 'B')`,
    ),
  },
  (t) => [
    // fastupdate off: PGlite has no autovacuum to merge a GIN pending list, and a long one makes
    // the planner (rightly) prefer reading every row; the index takes one document at a time.
    index('search_documents_search_idx').using('gin', t.search).with({ fastupdate: false }),
    // Misspelt titles ("sivacn"): word similarity against the title's trigrams.
    index('search_documents_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('search_documents_kind_idx').on(t.kind),
    // Matches in a title or heading, ranked in full; they are few even for a common word.
    index('search_documents_head_search_idx')
      .using('gin', t.headSearch)
      .with({ fastupdate: false }),
    // Matches in the body alone come undated first (products, pages), then newest first.
    index('search_documents_published_idx').on(t.publishedAt.desc().nullsFirst(), t.source),
  ],
);

/**
 * The words of the documents' titles and headings, lower case and without accents: what "Did
 * you mean" corrects a misspelt word to. One row per word and document, so a document's words
 * leave with it.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    source: text('source')
      .notNull()
      .references(() => searchDocuments.source, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.word] }), index('search_terms_word_idx').on(t.word)],
);

/**
 * Every word search_terms has held, once: what "Did you mean" compares a misspelt word with.
 * A few thousand rows where search_terms has one per word per document (hundreds of thousands
 * at 5,000 posts), so the trigram lookup stays a millisecond. Words are only added here; one no
 * document has any more is passed over (the lookup checks search_terms) and dropped by a rebuild.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx')
    .using('gin', t.word.op('gin_trgm_ops'))
    .with({ fastupdate: false }),
]);

/** What the index was built by: a new version of the documents' shape rebuilds it at start. */
export const searchState = pgTable('search_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/**
 * The editing state of each section and record that has been written since drafts existed
 * (docs/decisions/0022-drafts-preview-and-versions.md), by target (`home/hero`, `blogPosts/<id>`):
 * its edit version (the ETag a write's If-Match must name), who saved it last and when, and a
 * pending draft with the time it is to be published, if any.
 */
export const contentStates = pgTable(
  'content_states',
  {
    target: text('target').primaryKey(),
    version: integer('version').notNull().default(0),
    savedById: uuid('saved_by_id'),
    savedBy: text('saved_by').notNull().default(''),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** The whole value as the draft has it; null when nothing is pending. */
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    /** When the draft (or a record never published) goes live by itself. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
  },
  (t) => [
    index('content_states_due_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
  ],
);

/**
 * Content history (issue 14, docs/decisions/0020): one row per publish of a section or record,
 * holding the whole published value, so any of the newest 50 per target can be compared and
 * restored. Like the audit log it references nothing: a deleted record's or user's revisions
 * stay readable by `target` and `author_name`. The media files they hold are kept from the sweep
 * by `media_uses` rows under `history/<target>` (server/services/publishing/revisions.ts).
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A section key (`home/hero`) or `<collection>/<id>` (content/cms-targets.ts). */
    target: text('target').notNull(),
    /** The published value: a section's data, or a record's registry fields and slug. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The labels of the fields that changed against the value before. */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    /** When it restores an earlier revision: that revision's time. */
    restoredFrom: timestamp('restored_from', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_revisions_target_idx').on(t.target, t.at.desc(), t.id.desc())],
);

/**
 * The trash (issue 14, docs/decisions/0021-trash.md): a deleted news post, case study, product,
 * family, partner or panel, kept whole for 30 days so that it can be restored with the same id,
 * slug, position and dates, then purged by a timed job. `data` is the row as the collection's
 * table stored it; its files stay in the library meanwhile, used by `trash/<id>`.
 */
export const trash = pgTable(
  'trash',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The registry's collection name (`blogPosts`). */
    collection: text('collection').notNull(),
    recordId: uuid('record_id').notNull(),
    /** What the CMS called the record ("News: Our new factory"), as it was deleted. */
    label: text('label').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who deleted it; null for the server itself. No foreign key: the account may go first. */
    deletedById: uuid('deleted_by_id'),
    deletedByName: text('deleted_by_name').notNull(),
  },
  (t) => [
    index('trash_newest_idx').on(t.deletedAt.desc(), t.id.desc()),
    index('trash_collection_idx').on(t.collection, t.deletedAt.desc(), t.id.desc()),
  ],
);

/**
 * Settings of the site that are not content, one row per group (`personal-data`: how long each
 * kind of personal data is kept). `value` is the group's JSON, checked by the group's zod schema
 * on every write and read (a value written by another version is read through its defaults), so
 * a new group needs no migration; `updated_by` names who last changed it.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * The erasure log (issue 32, docs/decisions/0026): one row per address whose personal data was
 * erased, held as a keyed hash (HMAC-SHA256), never the address. A restore keeps these rows
 * (server/operations/restore.ts) and marks them `pending`; the next start erases again whatever
 * the restored backup brought back of those people before the site serves
 * (server/services/personal-data/erasure-sweep.ts).
 */
export const erasureLog = pgTable('erasure_log', {
  hash: text('hash').primaryKey(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  /** Which key made the hash (a fingerprint): a hash made with another key cannot match. */
  keyId: text('key_id').notNull(),
  /** Restored data may hold this person again: the next start sweeps for them. */
  pending: boolean('pending').notNull().default(false),
});

/**
 * The erasure log's key where the site has no secret of its own (PostgreSQL without SECRET_KEY):
 * one random row, kept across restores with the log (docs/decisions/0026).
 */
export const erasureKey = pgTable(
  'erasure_key',
  {
    id: integer('id').primaryKey().default(1),
    secret: text('secret').notNull(),
  },
  (t) => [check('erasure_key_one_row', sql`${t.id} = 1`)],
);

/**
 * Every public path ever counted, once (decision 0057): `page_views` names a path by this id, so
 * its rows and its key hold four bytes where the path's text was, in every row of every day.
 */
export const pagePaths = pgTable('page_paths', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  path: text('path').notNull().unique(),
});

/**
 * Page views counted on the server (issue 33, docs/decisions/0029): one row per public path per
 * Lagos day, added to in batches by every instance (`count = count + n`). Nothing about a
 * visitor: no address, no cookie, no user agent, only how many times a page was served.
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day').notNull(),
    pathId: integer('path_id')
      .notNull()
      .references(() => pagePaths.id),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pathId] })],
);

/**
 * A version per Lagos day of the enquiries made that day (issue 33, decision 0030), moved by a
 * trigger whenever one of them is added, changed where the dashboard reads it, or deleted: the
 * dashboard keeps each day's enquiries in memory and reads again only the days whose version moved.
 */
export const enquiryDays = pgTable('enquiry_days', {
  day: date('day').primaryKey(),
  version: integer('version').notNull(),
  /** How many of the day's enquiries are still "new": the CMS menu's count adds these up. */
  open: integer('open').notNull().default(0),
});

/**
 * What visitors searched for, per Lagos day (issue 33): the query folded (lower case, one space),
 * how often, and how many results the last search found (0: nothing). Queries holding an e-mail
 * address or a phone number, or longer than 100 characters, are never stored.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull(),
    results: integer('results').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);
