/**
 * The newsletter by confirmation, as a visitor without JavaScript lives it (issue 32): the home
 * page's form answers "check your inbox", the e-mail's link opens a page that asks, its button
 * subscribes; the welcome e-mail's link unsubscribes the same way. A server of its own, whose
 * e-mail goes to a test SMTP server.
 */
import { expect, test } from './fixtures';
import { portOf } from './ports';
import { subscribeOnTheHomePage } from './newsletter-strip';
import { ownServer } from './own-server';
import { startSmtp, type ReceivedMail } from '../helpers/smtp';

const origin = `http://127.0.0.1:${portOf('newsletter')}`;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: ReturnType<typeof ownServer>;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin, javaScriptEnabled: false });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtp();
  // The links in the e-mails lead to this server.
  server = ownServer('newsletter', { SMTP_URL: smtp.url, PUBLIC_URL: origin });
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The link to `page` in the e-mail to `email` whose subject matches. */
async function linkIn(email: string, subject: RegExp, page: 'confirm' | 'unsubscribe') {
  const mail: ReceivedMail = await smtp.waitForMail(
    (m) => m.to.includes(email) && subject.test(m.subject),
  );
  const link = new RegExp(`${origin}/newsletter/${page}\\?token=[\\w-]+`).exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return link ?? '';
}

test('signing up without JavaScript: check your inbox, confirm from the e-mail, and leave the same way', async ({
  page,
}) => {
  const email = `reader.${Date.now()}@nojs.example`;
  await subscribeOnTheHomePage(page, email);
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('status')).toHaveText(
    'Thank you. Please check your inbox: open the link in our e-mail to confirm your subscription.',
  );

  // Opening the link only asks; the button subscribes.
  await page.goto(await linkIn(email, /^Please confirm/, 'confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Thank you: you are subscribed to our newsletter.',
  );

  await page.goto(await linkIn(email, /^You are subscribed/, 'unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You are unsubscribed. You will not receive our newsletter any more.',
  );
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the strip answers in place, and the confirmation page confirms in place', async ({
    page,
  }) => {
    const email = `reader.${Date.now()}@js.example`;
    await subscribeOnTheHomePage(page, email);
    await expect(page.locator('#newsletter-status')).toHaveText(
      /^Thank you\. Please check your inbox/,
    );
    await expect(page).toHaveURL(`${origin}/`);

    await page.goto(await linkIn(email, /^Please confirm/, 'confirm'));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('status')).toContainText('you are subscribed to our newsletter');
  });
});
