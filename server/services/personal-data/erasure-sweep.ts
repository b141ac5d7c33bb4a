/**
 * Erasure survives a restore (issue 32, docs/decisions/0026). A restore keeps the erasure log and
 * marks its entries pending (server/operations/restore.ts); at the next start, before the site
 * serves, this finds every address the restored data holds whose keyed hash is pending (in
 * enquiries, subscriptions and audit entries) and erases it again. The log holds no address, so
 * the addresses are read from the data and hashed, a batch at a time; nothing runs when nothing
 * is pending, which is every start but the first after a restore.
 */
import type { Db } from '../../db/client';
import type { FileStore } from '../../media/file-store';
import { normaliseAddress } from '../../../schemas/personal-data';
import { personalDataRepo } from '../../repositories/personal-data/personal-data-repo';
import { systemActor } from '../shared/audit-log';
import { erasureHasher, erasureSecret, type ErasureHasher } from './erasure-key';
import { eraseAddress } from './personal-data';

const BATCH = 1000;
/** Something shaped like an e-mail address inside an audit entry's text. */
const ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[^\s<>()[\]"',;:]+/g;

export interface SweepResult {
  /** People whose data the restored backup held and who were erased again. */
  erasedAgain: number;
  /** Log entries keyed with another key than this site's now: they cannot be matched. */
  unmatchable: number;
}

/** Every address the data holds whose hash is wanted. */
async function findWanted(db: Db, hasher: ErasureHasher, wanted: Set<string>) {
  const repo = personalDataRepo(db);
  const found = new Set<string>();
  const check = (address: string) => {
    const a = normaliseAddress(address);
    if (wanted.has(hasher.hash(a))) found.add(a);
  };
  for (const read of [repo.enquiryAddresses, repo.subscriberAddresses]) {
    for (let after = ''; ; ) {
      const addresses = await read(after, BATCH);
      addresses.forEach(check);
      const last = addresses.at(-1);
      if (addresses.length < BATCH || last === undefined) break;
      after = last;
    }
  }
  for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
    const rows = await repo.auditWithAddresses(after, BATCH);
    for (const { text } of rows) for (const [match] of text.matchAll(ADDRESS)) check(match);
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) break;
    after = last.id;
  }
  return found;
}

export async function sweepErasures(
  db: Db,
  files: FileStore,
  secret: string | undefined,
): Promise<SweepResult> {
  const repo = personalDataRepo(db);
  const pending = await repo.pendingErasures();
  if (pending.length === 0) return { erasedAgain: 0, unmatchable: 0 };
  const hasher = erasureHasher(await erasureSecret(db, secret));
  const ours = pending.filter((p) => p.keyId === hasher.keyId);
  const unmatchable = pending.length - ours.length;
  if (ours.length === 0) return { erasedAgain: 0, unmatchable };
  const found = await findWanted(db, hasher, new Set(ours.map((p) => p.hash)));
  const actor = systemActor('the site, after a restore');
  for (const address of found) {
    await eraseAddress(db, files, hasher, address, actor, 'personal_data.erase_again');
  }
  await repo.settleErasures(ours.map((p) => p.hash));
  return { erasedAgain: found.size, unmatchable };
}
