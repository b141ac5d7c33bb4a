import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import type { HeldClock } from './held-clock';
import { loginThrottle } from '../../server/db/schema';

/** What the sign-in throttle still holds against an account, from any address. */
export const throttleRows = (database: Database, username: string) =>
  database.db.select().from(loginThrottle).where(eq(loginThrottle.username, username));

/**
 * Lets every current wait run out, as if its time had passed: moves the auth service's held
 * clock just past the latest wait the throttle holds.
 */
export async function outwait(database: Database, clock: HeldClock) {
  const rows = await database.db.select({ next: loginThrottle.nextAllowedAt }).from(loginThrottle);
  for (const { next } of rows) clock.advanceTo(new Date(next.getTime() + 1));
}
