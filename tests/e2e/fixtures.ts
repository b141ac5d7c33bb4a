import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { defaultAccount, SUPER_ADMIN, type Credentials } from './accounts';

export { SUPER_ADMIN, ownAccount, type Credentials } from './accounts';

/**
 * Every page test fails on a console error or an uncaught exception in the page, and with
 * JavaScript on, `page.goto` and `page.reload` return once the page has hydrated: its
 * JavaScript starts after the first paint (docs/decisions/0006), and a test acts as fast as no
 * visitor does. Tests that install a fake clock wait with `hydrated(page, { clock: true })`.
 */
export const test = base.extend<{
  consoleErrors: string[];
  signedInPage: (options?: SignInOptions) => Promise<Page>;
}>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      let fakeClock = false;
      const install = page.clock.install.bind(page.clock);
      page.clock.install = (options) => {
        fakeClock = true;
        return install(options);
      };
      const waitAfter =
        <A extends unknown[]>(navigate: (...args: A) => ReturnType<Page['goto']>) =>
        async (...args: A) => {
          const response = await navigate(...args);
          const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
          if (response && html && !fakeClock && response.status() < 500) await hydrated(page);
          return response;
        };
      page.goto = waitAfter(page.goto.bind(page));
      page.reload = waitAfter(page.reload.bind(page));
    }
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        // A 404 page's own document load is reported too; that status is what we asked for.
        const ownDocument = m.location().url === page.url() && m.text().includes('status of 404');
        // A form refused with per-field messages (400) or a rate limit (429) is an answer the
        // page shows, not a failure; missing resources (404) and server errors still count.
        const formAnswer = /status of (400|429)\b/.test(m.text());
        if (!ownDocument && !formAnswer) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // A page in a browser context of its own signed in on the test's baseURL (signedInContext),
  // closed after the test: a test can hold two people's sessions, or one with JavaScript off.
  // Its errors are the test's to check, as with any context but the default page's.
  signedInPage: async ({ browser, playwright, baseURL }, provide) => {
    if (!baseURL) throw new Error('signedInPage needs a baseURL');
    const contexts: BrowserContext[] = [];
    await provide(async (options) => {
      const context = await signedInContext(browser, playwright, baseURL, options);
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

/**
 * An API client signed in with a bearer token, for setting content up: as the spec's own account
 * on the shared server and the super admin on a server of its own, unless told (accounts.ts).
 */
export async function signedInApi(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
  who: Credentials = defaultAccount(baseURL),
) {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/v1/auth/login', { data: who });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { api, headers: { authorization: `Bearer ${token}` } };
}

/** Who a signed-in context is (accounts.ts' default unless told), and whether it runs JavaScript. */
export interface SignInOptions {
  who?: Credentials;
  javaScriptEnabled?: boolean;
}

/** Adds the CMS user `who` through the API, signed in as the super admin. */
export async function registerUser(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
  who: Credentials,
) {
  const { api, headers } = await signedInApi(playwright, baseURL, SUPER_ADMIN);
  expect((await api.post('/api/v1/auth/register', { headers, data: who })).status()).toBe(200);
  await api.dispose();
}

/** Signs the page's browser context in through the API (`page.request` shares its cookies). */
export async function signInOverApi(page: Page, who?: Credentials) {
  // The context's base URL, as its requests resolve it: the page may not have gone anywhere yet.
  const origin = new URL((await page.request.head('/readyz')).url()).origin;
  const res = await page.request.post('/api/v1/auth/login', {
    data: who ?? defaultAccount(origin),
  });
  expect(res.status()).toBe(200);
}

/** Signs in as `who` (accounts.ts' default unless told) on the sign-in screen, as an editor types it. */
export async function signInThroughTheForm(page: Page, who?: Credentials) {
  await page.goto('/cms/sign-in');
  who ??= defaultAccount(new URL(page.url()).origin);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/cms\/news-and-insights$/);
}

/**
 * A browser context on `baseURL` signed in as `who` (accounts.ts' default unless told) through
 * the API, its session cookie carried over; optionally with JavaScript off.
 */
export async function signedInContext(
  browser: Browser,
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
  { who = defaultAccount(baseURL), javaScriptEnabled = true }: SignInOptions = {},
): Promise<BrowserContext> {
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post('/api/v1/auth/login', { data: who })).status()).toBe(200);
  const context = await browser.newContext({
    baseURL,
    storageState: await api.storageState(),
    javaScriptEnabled,
  });
  await api.dispose();
  return context;
}

/**
 * Waits until React has hydrated the page: its JavaScript loads after the first paint
 * (docs/decisions/0006). With a fake clock installed, frames only run when the clock moves, so
 * `clock: true` advances it a frame at a time until then.
 */
export async function hydrated(page: Page, { clock = false } = {}) {
  await expect(async () => {
    if (clock) await page.clock.runFor(16);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
  }).toPass({ timeout: 15_000 });
}

/**
 * Does `action` (a click that saves, say) and resolves with the server's answer to the request
 * it makes: the first `method` request whose path starts with `pathPrefix`. A test goes on once
 * its own action is answered, not when a message shows: CMS messages clear themselves after
 * 5 s, and one left by an earlier identical action may still be showing.
 */
export async function answered(
  page: Page,
  method: string,
  pathPrefix: string,
  action: () => Promise<unknown>,
): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(pathPrefix),
    ),
    action(),
  ]);
  return response;
}

/**
 * A CMS editor form's saved state, which stays (unlike the "… saved." message): nothing left
 * to save, no save under way, and, given `by`, "Last saved by" naming that user.
 */
export async function expectFormSaved(form: Locator, { by }: { by?: string } = {}) {
  await expect(form.getByRole('button', { name: /^Saving…/ })).toHaveCount(0);
  await expect(form.getByText('Unsaved changes')).toBeHidden();
  if (by) await expect(form).toContainText(`Last saved by ${by}`);
}
