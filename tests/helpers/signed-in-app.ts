/**
 * The set-up most API test files share: a fresh app for the file with the super admin signed
 * in, closed after the file's tests. Its fields are set in `beforeAll`: read them inside tests.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, signIn, SUPER_PASSWORD, type Session, type TestApp } from './test-app';

export interface SignedInApp {
  app: TestApp;
  /** The super admin's session. */
  sup: Session;
}

export function signedInApp(options?: Parameters<typeof createTestApp>[0]): SignedInApp {
  const ctx = {} as SignedInApp;
  beforeAll(async () => {
    ctx.app = await createTestApp(options);
    ctx.sup = await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
  });
  afterAll(() => ctx.app?.close());
  return ctx;
}
