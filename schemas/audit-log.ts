/**
 * The audit log's contract (issue 14), shared by the API, the service and the CMS's Activity
 * screen: the actions and how a person reads them, the list's query and its answer.
 */
import { z } from 'zod';
import { FIRST_DAY, isDayInRange, LAST_DAY } from './plain-day';
import { storableString } from './text';
import { wholeNumber } from './whole-number';

interface ActionWords {
  verb: string;
  object: boolean;
  fields?: string;
}

/** An action that reads alone, whose entry's fields say `fields` rather than naming fields changed. */
const standsAlone = (verb: string, fields: string): ActionWords => ({
  verb,
  object: false,
  fields,
});

/**
 * Every action the log records and how the Activity screen says it. `object: true` reads with
 * the target after it ("Updated Home: Hero"); the others stand alone ("Signed in"). `fields`
 * says what the entry's fields are, when they are not the fields changed.
 */
export const auditActions = {
  'content.create': { verb: 'Added', object: true },
  'content.update': { verb: 'Updated', object: true },
  'content.delete': { verb: 'Deleted', object: true },
  'content.draft': { verb: 'Saved a draft of', object: true },
  'content.draft_discard': { verb: 'Discarded the draft of', object: true },
  'content.publish_scheduled': { verb: 'Published as scheduled', object: true },
  'content.restore': { verb: 'Restored an earlier version of', object: true },
  'content.untrash': { verb: 'Restored from the trash', object: true },
  'media.upload': { verb: 'Uploaded', object: true },
  'media.update': { verb: 'Changed the description of', object: true },
  'media.replace': { verb: 'Replaced the file of', object: true },
  'media.delete': { verb: 'Deleted', object: true },
  'user.create': { verb: 'Added the account', object: true },
  'user.delete': { verb: 'Deleted the account', object: true },
  'user.unlock': { verb: 'Cleared the failed sign-ins of', object: true },
  'user.2fa_reset': { verb: 'Reset the two-factor sign-in of', object: true },
  'settings.update': { verb: 'Changed', object: true },
  'enquiry.update': { verb: 'Updated', object: true },
  'enquiry.delete': { verb: 'Deleted', object: true },
  'subscriber.delete': { verb: 'Removed', object: true },
  'auth.login': { verb: 'Signed in', object: false },
  'auth.login_failed': standsAlone('Sign-in failed', 'Not right'),
  'auth.check_failed': standsAlone('Password or code check failed while signed in', 'Not right'),
  'auth.lockout': { verb: 'Sign-ins paused after repeated failures', object: false },
  'auth.logout': { verb: 'Signed out', object: false },
  'auth.session_end': { verb: 'Ended one of their sessions', object: false },
  'auth.sessions_end_others': { verb: 'Signed out everywhere else', object: false },
  'auth.password_change': { verb: 'Changed the password of', object: true },
  'auth.2fa_enable': { verb: 'Turned on two-factor sign-in', object: false },
  'auth.2fa_disable': { verb: 'Turned off two-factor sign-in', object: false },
  'site.backup': { verb: 'Downloaded a backup of the whole site', object: false },
  // The retention job (issue 32): how many of each kind it removed, never whose.
  'personal_data.retention': standsAlone(
    'Removed personal data past its retention period',
    'Removed',
  ),
  // Requests from a person (issue 32): the target is `person/<keyed hash>`, never the address.
  'personal_data.lookup': { verb: 'Looked up the data held about a person', object: false },
  'personal_data.export': { verb: 'Downloaded the data held about a person', object: false },
  'personal_data.correct': { verb: 'Corrected personal data in', object: true },
  'personal_data.erase': standsAlone('Erased the data held about a person', 'What was erased'),
  'personal_data.erase_again': standsAlone(
    'Erased again, after a restore, the data of a person erased before',
    'What was erased',
  ),
} as const satisfies Record<string, ActionWords>;

export type AuditAction = keyof typeof auditActions;
export const auditActionNames = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 100;
/** Entries are kept at least a year; the sweep deletes what is older than this. */
export const AUDIT_RETENTION_DAYS = 400;

// Bounded as every queried day is (decision 0039): year 0000 reached the database and was a 500.
const dayOrInstant = (what: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: `Enter the ${what} as a date (YYYY-MM-DD) or a date and time (ISO 8601)`,
    })
    .refine(
      (v) => isDayInRange(v.slice(0, 10)),
      `Choose a ${what} from ${FIRST_DAY} to ${LAST_DAY}`,
    );

const LIMIT_MESSAGE = `Must be a whole number from 1 to ${AUDIT_PAGE_MAX}`;

/**
 * `GET /api/v1/audit-log`: every parameter optional. A bare date is a day in Lagos time: `from`
 * starts at its midnight, `to` takes in the whole day.
 */
export const auditLogQuery = z.object({
  actor: z.uuid({ error: 'Choose a person from the list (an account id)' }).optional(),
  target: storableString()
    .trim()
    .min(1, 'Enter what to look for, or leave it out')
    .max(200, 'Keep the target under 200 characters')
    .optional()
    .describe('A target (`home/hero`, `blogPosts/<id>`, `user/<id>`) or part of its name ("Hero")'),
  from: dayOrInstant('first day').optional(),
  to: dayOrInstant('last day').optional(),
  cursor: z
    .string()
    .max(300, 'This cursor is not one we handed out: start again from the first page')
    .optional()
    .describe('The nextCursor of the page before; leave out for the first page'),
  limit: wholeNumber({ min: 1, max: AUDIT_PAGE_MAX, message: LIMIT_MESSAGE }).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string().describe('ISO 8601, UTC'),
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  ip: z.string(),
  action: z.enum(auditActionNames),
  target: z.string(),
  targetLabel: z.string(),
  /** The CMS screen that edits the target, when it still exists and has one. */
  href: z.string().nullable(),
  /** The labels of the fields that changed: never their values. */
  fields: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass back as `cursor` for older entries; absent on the last page. */
  nextCursor: z.string().optional(),
});
export type AuditLogPage = z.infer<typeof auditLogSchema>;

/** What an entry's fields are: "Fields changed", or what a failed sign-in got wrong. */
export function fieldsCaption(action: AuditAction): string {
  const words: ActionWords = auditActions[action];
  return words.fields ?? 'Fields changed';
}
