import { test as base, expect } from '@playwright/test';

/** Every page test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
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
});

export { expect };
