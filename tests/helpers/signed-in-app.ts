/**
 * The set-up most API test files share: a fresh app for the file with the super admin signed
 * in, closed after the file's tests. Its fields are set in `beforeAll`: read them inside tests.
 */
import { afterAll, beforeAll } from 'vitest';
import { pageRenderer, type PageRenderer } from './pages';
import { mailingTo, startSmtp, type TestSmtp } from './smtp';
import { createTestApp, signIn, SUPER_PASSWORD, type Session, type TestApp } from './test-app';

export interface SignedInApp {
  app: TestApp;
  /** The super admin's session. */
  sup: Session;
}

type Options = Parameters<typeof createTestApp>[0];

/**
 * `options` may be a function, called in `beforeAll`, for options that need something an
 * earlier hook starts (a mail server, say). `timeout` is for set-ups slower than the usual hook
 * (seeding into a bucket, say).
 */
export function signedInApp(
  options?: Options | (() => Promise<Options>),
  timeout?: number,
): SignedInApp {
  const ctx = {} as SignedInApp;
  beforeAll(async () => {
    ctx.app = await createTestApp(typeof options === 'function' ? await options() : options);
    ctx.sup = await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
  }, timeout);
  afterAll(() => ctx.app?.close());
  return ctx;
}

/** A fresh app for the file that renders the public pages too, the super admin signed in. */
export function pagesApp(): SignedInApp {
  let pages: PageRenderer | undefined;
  const ctx = signedInApp(async () => {
    pages = await pageRenderer();
    return { ssr: pages.ssr };
  });
  afterAll(() => pages?.close());
  return ctx;
}

export interface MailingApp extends SignedInApp {
  /** The file's SMTP server, where the app's enquiry mail goes. */
  smtp: TestSmtp;
}

/**
 * A test SMTP server for the file and a fresh app whose enquiry mail goes to it, the super admin
 * signed in; both closed after the file's tests. Its fields are set in `beforeAll`.
 */
export function mailingApp(): MailingApp {
  let smtp: TestSmtp | undefined;
  const server = () => {
    if (!smtp) throw new Error('the SMTP server starts in beforeAll');
    return smtp;
  };
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.close());
  const ctx = signedInApp(async () => ({ services: { enquiries: await mailingTo(server().url) } }));
  return {
    get app() {
      return ctx.app;
    },
    get sup() {
      return ctx.sup;
    },
    get smtp() {
      return server();
    },
  };
}
