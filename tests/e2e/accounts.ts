/**
 * The shared server's accounts: each spec signs in as an admin account of its own, made once per
 * run by accounts.setup.ts, so that no spec spends another's sign-in budget (three free attempts,
 * counted before the password is checked) or depends on another's password. The super admin of
 * the shared server signs in only where a test is about the super admin's own powers; a spec on
 * a server of its own (own-server.ts) has that server's super admin to itself.
 */
import { basename } from 'node:path';
import { test } from '@playwright/test';
import { baseURL as sharedBaseURL } from '../../playwright.config';

export const SUPER_ADMIN = { username: 'super_admin', password: 'e2e-super-admin-password' };

/** What a sign-in sends. */
export interface Credentials {
  username: string;
  password: string;
}

/** The shared server's account of the spec in `file` (a path or a file name). */
export function accountOf(file: string): Credentials {
  const spec = basename(file).replace(/\.spec\.ts$/, '');
  return { username: `e2e.${spec}`.slice(0, 40), password: `e2e ${spec} account password` };
}

/** The account of the spec now running. */
export const ownAccount = (): Credentials => accountOf(test.info().file);

/**
 * Who signs in on `origin` when a test does not say: the running spec's own account on the
 * shared server, the super admin on a server of the spec's own.
 */
export const defaultAccount = (origin: string | undefined): Credentials =>
  origin === sharedBaseURL ? ownAccount() : SUPER_ADMIN;
