import type { Db } from '../db/client';
import { seedRuns } from '../db/schema';

export function seedRunsRepo(db: Db) {
  return {
    /** Marks a one-time job done; true only for the caller that marked it first. */
    claim: async (key: string): Promise<boolean> =>
      (await db.insert(seedRuns).values({ key }).onConflictDoNothing().returning()).length > 0,
  };
}
