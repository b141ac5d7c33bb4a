import type { Db } from '../../db/client';
import { generatePassword, hashPassword } from '../../auth/password';
import { usersRepo } from '../../repositories/accounts/users-repo';

export const SUPER_ADMIN = 'super_admin';

export type SuperAdminOutcome =
  | { created: true; username: string; password: string; generated: boolean }
  | { created: false; username: string };

/**
 * First start creates `super_admin`, with SUPER_ADMIN_PASSWORD or a generated password that is
 * shown once. There is never a default password.
 */
export async function ensureSuperAdmin(db: Db, configured?: string): Promise<SuperAdminOutcome> {
  const repo = usersRepo(db);
  if (await repo.byUsername(SUPER_ADMIN)) return { created: false, username: SUPER_ADMIN };
  const password = configured ?? generatePassword();
  const created = await repo.insertIfMissing({
    username: SUPER_ADMIN,
    passwordHash: await hashPassword(password),
    role: 'super admin',
  });
  if (!created) return { created: false, username: SUPER_ADMIN };
  return { created: true, username: SUPER_ADMIN, password, generated: !configured };
}
