import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/client';
import { createMailer } from '../mail/mailer';
import { localFileStore } from '../media/file-store';
import { createMediaLibrary } from './media/media-library';
import { createNewsletterService } from './enquiries/newsletter-service';
import { createMediaStore, type MediaStore } from '../media/media-store';
import { createAuditLogService } from './shared/audit-log';
import { createAuthService, type AuthOptions } from './auth/auth-service';
import { createContentService } from './content/content-service';
import { createContentWriteService } from './publishing/content-writes';
import { createDatasheetService } from './catalogue/datasheet-service';
import { createEnquiryService, type EnquiryOptions } from './enquiries/enquiry-service';
import { createPersonalDataSettings } from './personal-data/personal-data-settings';
import { createRetentionService } from './personal-data/personal-data-retention';
import { createPersonalDataService } from './personal-data/personal-data';
import { createPrivateFileSweep } from './personal-data/private-file-sweep';
import { createQuoteService } from './enquiries/quote-service';
import { createRateLimiter } from './shared/rate-limiter';
import { createRevisionService } from './publishing/revision-service';
import { createSearchService } from './search/search-service';
import { createTrashService } from './publishing/trash';
import { createInsightsService } from './insights/insights';
import { createSearchSynonyms } from './search/search-synonyms';
import { createVisitCounter } from './insights/visit-counter';
import { createWeeklyDigest } from './insights/weekly-digest';

export interface ServiceOptions {
  enquiries?: EnquiryOptions;
  /** Where uploads are stored; without one (tests of other things), a temporary directory. */
  media?: MediaStore;
  /** The key of two-factor secrets; without options (tests), a random key for this process. */
  auth?: AuthOptions;
  /**
   * The secret the erasure log's hashes are keyed with (SECRET_KEY, or PGlite's key file); without
   * one, a key kept in the database (docs/decisions/0026).
   */
  erasureSecret?: string;
}

/** Without configuration (API tests), e-mail is off and CVs go to a temporary directory. */
const defaultEnquiryOptions = (): EnquiryOptions => ({
  mailer: createMailer(undefined, 'website@localhost'),
  privateFiles: localFileStore(join(tmpdir(), `site-private-${process.pid}`)),
  publicUrl: 'http://localhost',
  notifyDefault: [],
});

/** Everything the API and the page loaders may call. */
export function createServices(db: Db, options: ServiceOptions = {}) {
  const content = createContentService(db);
  const media =
    options.media ??
    createMediaStore(db, localFileStore(join(tmpdir(), `site-media-${process.pid}`)));
  const rateLimits = createRateLimiter(db);
  const writes = createContentWriteService(db, media);
  const enquiryOptions = options.enquiries ?? defaultEnquiryOptions();
  const enquiries = createEnquiryService(db, content, enquiryOptions, rateLimits);
  const personalDataSettings = createPersonalDataSettings(db);
  const synonyms = createSearchSynonyms(db);
  const insights = createInsightsService(db);
  return {
    content,
    /** The same reads with pending drafts over them: an editor's preview and the CMS. */
    drafts: createContentService(db, { view: 'draft' }),
    /** Stored files: their sizes and responsive variants, for rendering images. */
    media,
    /** Each shown product's datasheet PDF, made from its record (decision 0052). */
    datasheets: createDatasheetService(db, content, media),
    auth: createAuthService(db, options.auth ?? { secretKey: randomBytes(32) }),
    /** Who did what, when and from where (the super admin's Settings → Activity). */
    auditLog: createAuditLogService(db),
    /** The media library: uploads, descriptions, replacements and deletes of stored files. */
    mediaLibrary: createMediaLibrary(db, media),
    /** Editors' writes to sections and collections (the CMS API). */
    writes,
    /** Earlier versions of sections and records: list, compare, restore (decision 0020). */
    revisions: createRevisionService(db, writes),
    enquiries,
    /** Newsletter sign-ups by confirmation, the subscribers and their unsubscribing. */
    newsletter: createNewsletterService(db, enquiryOptions, rateLimits, personalDataSettings),
    /** Where CVs and quote attachments are kept (a backup carries them). */
    privateFiles: enquiryOptions.privateFiles,
    /** Requests from a person: find, export, correct, erase (issue 32). */
    personalData: createPersonalDataService(db, enquiryOptions.privateFiles, {
      secret: options.erasureSecret,
    }),
    /** The quote basket, sent as one request for quote through the enquiries. */
    quotes: createQuoteService(db, enquiries, content, enquiryOptions.privateFiles),
    /** Per-client limits of the public forms, shared by every instance (in the database). */
    rateLimits,
    /** The site search over its index (docs/decisions/0014). */
    search: createSearchService(db, synonyms),
    /** Settings → Search: the synonym groups the search applies (issue 33). */
    synonyms,
    /** What buyers ask for: the dashboard's numbers (issue 33). */
    insights,
    /** Page views and searches counted in memory, written in batches (docs/decisions/0029). */
    visits: createVisitCounter(db),
    /** Monday's e-mail of last week's numbers to the notify addresses. */
    digest: createWeeklyDigest(db, insights, {
      mailer: enquiryOptions.mailer,
      publicUrl: enquiryOptions.publicUrl,
      recipients: () => enquiries.notifyAddresses(),
    }),
    /** Deleted records, restorable for 30 days (docs/decisions/0021-trash.md). */
    trash: createTrashService(db, media),
    /** How long each kind of personal data is kept (Settings → Personal data, issue 32). */
    personalDataSettings,
    /** The timed job that enforces those periods. */
    retention: createRetentionService(db, personalDataSettings, enquiryOptions.privateFiles),
    /** Deletes private files no enquiry names, a day after they were stored (decision 0041). */
    privateFileSweep: createPrivateFileSweep(db, enquiryOptions.privateFiles),
  };
}

export type Services = ReturnType<typeof createServices>;
