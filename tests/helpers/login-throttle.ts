import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { loginThrottle } from '../../server/db/schema';

/** What the sign-in throttle still holds against an account, from any address. */
export const throttleRows = (database: Database, username: string) =>
  database.db.select().from(loginThrottle).where(eq(loginThrottle.username, username));
