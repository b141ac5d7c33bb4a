import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seedRuns } from '../../db/schema';

export function seedRunsRepo(db: Db) {
  return {
    /** Whether a one-time job is marked done already. */
    ran: async (key: string): Promise<boolean> =>
      (await db.select({ key: seedRuns.key }).from(seedRuns).where(eq(seedRuns.key, key))).length >
      0,
    /** Marks a one-time job done; true only for the caller that marked it first. */
    claim: async (key: string): Promise<boolean> =>
      (await db.insert(seedRuns).values({ key }).onConflictDoNothing().returning()).length > 0,
  };
}
