/**
 * `npm run user:reset -- <username> [--password] [--2fa]`: for the owner who cannot get in.
 * Forgets the account's failed sign-ins from every address; with `--password`, also gives it a new
 * generated password (printed once) and ends its sessions; with `--2fa`, turns its two-factor
 * sign-in off (a lost phone and no recovery codes), so it signs in with the password and enrols
 * again. Works on the same database as `npm start`
 * (DATA_DIR, or DATABASE_URL); PGlite's data directory must not be in use by a running server.
 */
import { join, resolve } from 'node:path';
import { generatePassword, hashPassword } from '../server/auth/password';
import { usernameKey } from '../schemas/auth';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DataDirLockedError, lockDataDir } from '../server/db/data-dir-lock';
import { loginThrottleRepo } from '../server/repositories/accounts/login-throttle-repo';
import { twoFactorRepo } from '../server/repositories/accounts/two-factor-repo';
import { sessionsRepo, usersRepo } from '../server/repositories/accounts/users-repo';
import { auditTargets, recordAudit, systemActor } from '../server/services/shared/audit-log';

const args = process.argv.slice(2);
const username = args.find((a) => !a.startsWith('--'));
const newPassword = args.includes('--password');
const resetTwoFactor = args.includes('--2fa');
if (!username) {
  console.error('Usage: npm run user:reset -- <username> [--password] [--2fa]');
  process.exit(2);
}

const config = loadConfig(process.env);
let lock: ReturnType<typeof lockDataDir> | undefined;
try {
  lock = config.DATABASE_URL ? undefined : lockDataDir(resolve(config.DATA_DIR));
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(
    `${err.message}\nThe embedded database can be changed by one process at a time: stop the server, run this again, then start it.`,
  );
  process.exit(1);
}
const database = await openDatabase(
  config.DATABASE_URL
    ? { driver: 'postgres', url: config.DATABASE_URL }
    : { driver: 'pglite', dir: join(resolve(config.DATA_DIR), 'pglite') },
);
try {
  await database.migrate();
  const user = await usersRepo(database.db).byUsername(username);
  if (!user) {
    console.error(`There is no account named “${username}”.`);
    process.exitCode = 1;
  } else {
    // The owner at the server's shell: recorded too, as the command rather than a person.
    const audit = (action: 'user.unlock' | 'auth.password_change' | 'user.2fa_reset') =>
      recordAudit(database.db, systemActor('npm run user:reset'), {
        action,
        target: auditTargets.user(user.id),
        targetLabel: user.username,
        fields: action === 'auth.password_change' ? ['Password'] : [],
      });
    const cleared = await loginThrottleRepo(database.db).clearUsername(usernameKey(user.username));
    await audit('user.unlock');
    console.log(`${username}: failed sign-ins forgotten from ${cleared} address(es).`);
    if (newPassword) {
      const password = generatePassword();
      await usersRepo(database.db).setPassword(user.id, await hashPassword(password));
      await sessionsRepo(database.db).deleteForUser(user.id);
      await audit('auth.password_change');
      console.log(`New password (shown once; change it after signing in): ${password}`);
    }
    if (resetTwoFactor) {
      await twoFactorRepo(database.db).disable(user.id);
      await audit('user.2fa_reset');
      console.log(`${username}: two-factor sign-in turned off; set it up again in Settings.`);
    }
  }
} finally {
  await database.close();
  lock?.release();
}
