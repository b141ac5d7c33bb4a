/**
 * Requests from a person about their data (issue 32; the Nigeria Data Protection Act 2023's
 * rights of access, portability, correction and erasure; docs/decisions/0026). The super admin
 * finds everything held about an e-mail address, downloads it as one ZIP, corrects it, or erases
 * it. Every step is in the audit log under a keyed hash of the address, never the address; an
 * erasure leaves the hash in the erasure log, so that a restore of an older backup is swept.
 */
import { Readable } from 'node:stream';
import {
  correctionLabels,
  enquiryCorrections,
  FINDINGS_LIST_MAX,
  normaliseAddress,
  subscriptionCorrectionSchema,
  type EnquiryKind,
  type ErasureResult,
  type Findings,
  type FoundEnquiry,
} from '../../../schemas/personal-data';
import { fieldErrors, referenceOf } from '../../../schemas/enquiry';
import type { Db } from '../../db/client';
import type { FileStore } from '../../media/file-store';
import {
  personalDataRepo,
  type AuditEntryRow,
  type PersonEnquiryRow,
} from '../../repositories/personal-data/personal-data-repo';
import type { Cursor } from '../../repositories/shared/keyset';
import { auditTargets, recordAudit, type Actor } from '../shared/audit-log';
import { erasureHasher, erasureSecret, type ErasureHasher } from './erasure-key';
import { personalDataZip } from './personal-data-export';
import { ServiceError } from '../shared/service-error';

/** Rows per statement when a person's enquiries are read whole or deleted. */
const BATCH = 200;
/** Audit entries an export holds at most: a year of one person's failed sign-ins fits. */
const AUDIT_EXPORT_MAX = 10_000;

/** Which form an enquiry came from: the basket's request for quote carries lines. */
export const kindOf = (row: PersonEnquiryRow): EnquiryKind =>
  row.type === 'quote' && row.items ? 'quote-request' : row.type;

/** Where the export holds an enquiry's file: its reference and the name it was sent under. */
const exportPath = (row: PersonEnquiryRow) =>
  `files/${referenceOf(row)}-${(row.cvName ?? row.cvFile ?? 'file').replace(/[^\w.-]+/g, '_')}`;

export function toFoundEnquiry(row: PersonEnquiryRow): FoundEnquiry {
  return {
    id: row.id,
    kind: kindOf(row),
    reference: referenceOf(row),
    status: row.status,
    receivedAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    fields: row.data,
    items: row.items ?? null,
    file: row.cvFile ? { name: row.cvName ?? row.cvFile, inExport: exportPath(row) } : null,
    notes: row.notes,
  };
}

export const toFoundAuditEntry = (row: AuditEntryRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  actorName: row.actorName,
  target: row.target,
  targetLabel: row.targetLabel,
  fields: row.fields,
});

const invalid = (fields: Record<string, string>) =>
  new ServiceError(400, 'Some fields need attention', fields);

export interface ErasureCounts {
  enquiries: number;
  files: number;
  subscriptions: number;
  auditEntries: number;
}

/**
 * Erases everything held about `address` in one transaction: enquiries (and their files, removed
 * from the store before it commits), the subscription, counters keyed by it; the address becomes
 * ERASED in the audit log; its hash goes into the erasure log. Accounts are left to Settings.
 */
export async function eraseAddress(
  db: Db,
  files: FileStore,
  hasher: ErasureHasher,
  address: string,
  actor: Actor,
  action: 'personal_data.erase' | 'personal_data.erase_again' = 'personal_data.erase',
): Promise<ErasureCounts> {
  const hash = hasher.hash(address);
  return db.transaction(async (tx) => {
    const repo = personalDataRepo(tx);
    const stored: string[] = [];
    let enquiries = 0;
    for (;;) {
      const gone = await repo.deleteEnquiries(address, BATCH);
      enquiries += gone.length;
      for (const { file } of gone) if (file) stored.push(file);
      if (gone.length < BATCH) break;
    }
    const subscriptions = await repo.deleteSubscription(address);
    const auditEntries = await repo.scrubAudit(address);
    await repo.deleteCounters(address);
    await repo.logErasure(hash, hasher.keyId);
    const counts = { enquiries, files: stored.length, subscriptions, auditEntries };
    await recordAudit(tx, actor, {
      action,
      target: personTarget(hash),
      targetLabel: 'a person',
      fields: [
        `${enquiries} enquiries`,
        `${stored.length} files`,
        `${subscriptions} newsletter subscriptions`,
        `${auditEntries} activity entries naming them`,
      ],
    });
    // Last, so that a store that refuses leaves the rows where they were.
    await files.remove(stored);
    return counts;
  });
}

/** The audit log's target for a person: a short keyed hash, never the address. */
export const personTarget = (hash: string) => `person/${hash.slice(0, 16)}`;

export function createPersonalDataService(
  db: Db,
  files: FileStore,
  options: { secret?: string } = {},
) {
  const repo = personalDataRepo(db);
  let hasher: Promise<ErasureHasher> | undefined;
  const keyed = () => (hasher ??= erasureSecret(db, options.secret).then(erasureHasher));

  async function record(
    actor: Actor,
    action: 'personal_data.lookup' | 'personal_data.export',
    address: string,
  ) {
    const { hash } = await keyed();
    await recordAudit(db, actor, {
      action,
      target: personTarget(hash(address)),
      targetLabel: 'a person',
    });
  }

  /** Every enquiry of the address, a batch at a time, oldest first. */
  async function* enquiryBatches(address: string): AsyncGenerator<PersonEnquiryRow[]> {
    let after: Cursor | undefined;
    for (;;) {
      const { rows, next } = await repo.enquiries(address, after, BATCH);
      if (rows.length > 0) yield rows;
      if (rows.length < BATCH || !next) return;
      after = next;
    }
  }

  async function findings(address: string): Promise<Findings> {
    const [first, enquiryTotal, subscription, audit, auditTotal, accounts] = await Promise.all([
      repo.enquiries(address, undefined, FINDINGS_LIST_MAX),
      repo.countEnquiries(address),
      repo.subscription(address),
      repo.auditEntries(address, FINDINGS_LIST_MAX),
      repo.countAuditEntries(address),
      repo.accounts(address),
    ]);
    return {
      email: address,
      enquiries: first.rows.map(toFoundEnquiry),
      subscription: subscription
        ? {
            id: subscription.id,
            email: subscription.email,
            signedUpAt: subscription.createdAt.toISOString(),
            confirmedAt: subscription.confirmedAt?.toISOString() ?? null,
          }
        : null,
      auditEntries: audit.map(toFoundAuditEntry),
      accounts: accounts.map((a) => ({
        id: a.id,
        username: a.username,
        role: a.role,
        createdAt: a.at.toISOString(),
      })),
      totals: { enquiries: enquiryTotal, auditEntries: auditTotal },
    };
  }

  return {
    /** What is held about the address (each list up to FINDINGS_LIST_MAX); the lookup is logged. */
    async find(email: string, actor: Actor): Promise<Findings> {
      const address = normaliseAddress(email);
      await record(actor, 'personal_data.lookup', address);
      return findings(address);
    },

    /** Everything held, as a ZIP streamed a batch at a time: data.json and the stored files. */
    async export(email: string, actor: Actor): Promise<Readable> {
      const address = normaliseAddress(email);
      await record(actor, 'personal_data.export', address);
      const found = await findings(address);
      const { enquiries: _first, totals: _totals, ...head } = found;
      // The listing stops at FINDINGS_LIST_MAX; the export has every entry naming them.
      const auditEntries =
        found.totals.auditEntries > found.auditEntries.length
          ? (await repo.auditEntries(address, AUDIT_EXPORT_MAX)).map(toFoundAuditEntry)
          : found.auditEntries;
      return Readable.from(
        personalDataZip({
          head: { ...head, auditEntries },
          enquiries: (async function* () {
            for await (const rows of enquiryBatches(address)) {
              yield rows.map((row) => ({ json: toFoundEnquiry(row), stored: row.cvFile }));
            }
          })(),
          open: async (stored) => {
            const file = await files.stream(stored);
            return file.status === 'found' ? file.body : undefined;
          },
        }),
      );
    },

    /** Corrects the person's fields of one enquiry; 400 with field messages, 404 when gone. */
    async correctEnquiry(id: string, body: Record<string, unknown>, actor: Actor) {
      const row = await repo.enquiryById(id);
      if (!row) throw new ServiceError(404, 'That enquiry does not exist');
      const kind = kindOf(row);
      const schema = enquiryCorrections[kind];
      const allowed = Object.keys(schema.shape);
      const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
      if (unknown.length > 0) {
        throw invalid(
          Object.fromEntries(
            unknown.map((k) => [k, `Not a field of this enquiry: correct ${allowed.join(', ')}`]),
          ),
        );
      }
      if (Object.keys(body).length === 0) {
        throw invalid({ form: `Send at least one of ${allowed.join(', ')}` });
      }
      const parsed = schema.partial().safeParse(body);
      if (!parsed.success) throw invalid(fieldErrors(parsed.error));
      const changes = Object.fromEntries(
        Object.entries(parsed.data).filter(([k, v]) => v !== undefined && row.data[k] !== v),
      ) as Record<string, string>;
      const data = { ...row.data, ...changes };
      const name =
        kind === 'contact' || kind === 'quote'
          ? `${String(data.firstName ?? '')} ${String(data.lastName ?? '')}`.trim()
          : String(data.name ?? row.name);
      return db.transaction(async (tx) => {
        const updated = await personalDataRepo(tx).updateEnquiry(id, {
          data,
          name,
          email: String(data.email ?? row.email),
        });
        // Deleted meanwhile (an erasure, the inbox): nothing to correct, nothing to record.
        if (!updated) throw new ServiceError(404, 'That enquiry does not exist');
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, actor, {
            action: 'personal_data.correct',
            target: auditTargets.enquiry(id),
            targetLabel: referenceOf(row),
            fields: Object.keys(changes).map((k) => correctionLabels[k] ?? k),
          });
        }
        return toFoundEnquiry(updated);
      });
    },

    /** Corrects a subscription's address (kept in lower case, like a sign-up's). */
    async correctSubscription(id: string, body: unknown, actor: Actor) {
      const parsed = subscriptionCorrectionSchema.safeParse(body);
      if (!parsed.success) throw invalid(fieldErrors(parsed.error));
      const email = normaliseAddress(parsed.data.email);
      const row = await repo.subscriptionById(id);
      if (!row) throw new ServiceError(404, 'That subscription does not exist');
      const taken = await repo.subscription(email);
      if (taken && taken.id !== id) throw invalid({ email: 'That address is already subscribed' });
      return db.transaction(async (tx) => {
        const updated = await personalDataRepo(tx).updateSubscription(id, email);
        await recordAudit(tx, actor, {
          action: 'personal_data.correct',
          target: auditTargets.subscriber(id),
          targetLabel: 'a newsletter subscriber',
          fields: ['E-mail'],
        });
        return {
          id,
          email: updated?.email ?? email,
          signedUpAt: row.createdAt.toISOString(),
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
        };
      });
    },

    /** Erases everything held about the address (accounts excepted: see Settings → Accounts). */
    async erase(email: string, actor: Actor): Promise<ErasureResult> {
      const address = normaliseAddress(email);
      const erased = await eraseAddress(db, files, await keyed(), address, actor);
      return { erased, accountsLeft: (await repo.accounts(address)).length };
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
