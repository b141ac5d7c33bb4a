/**
 * A configured enclosure in the quote (issue 53, point 3; docs/decisions/0053), as a buyer
 * without JavaScript does it: the configurator on Customised Enclosures refuses an impossible
 * combination beside its field with the form kept, makes a link that fills it in again, adds the
 * line with a drawing, whose words the basket shows, and sends the request; a signed-in staff
 * member reads the configuration in the inbox and downloads the drawing. At 320 px nothing of the
 * form is off-screen.
 */
import { pdf } from '../helpers/pdf';
import { expect, signedInContext, test } from './fixtures';
import { checkLayout } from './layout-check';
import { specOnOwnServer } from './own-server';

// A server of its own: the request it sends is the only one there, well within a client's limit.
specOnOwnServer('configured-enclosure');

const PAGE = '/products/enclosures/customised';
const WORDS =
  '600 × 400 × 200 mm, stainless 316, IP66, IK08, wall-mounted, 1 door with window, lock: key, RAL 7035, cable entry: bottom gland plate, drawing attached: kiosk-GA.pdf';

// The buyer's browser runs no script: every step is a plain form.
test.use({ javaScriptEnabled: false });

test('without JavaScript, configures an enclosure into the quote; staff read it in the inbox', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await page.goto(PAGE);
  const form = page.getByRole('region', { name: 'Configure your enclosure' });
  await expect(form.getByText('150 to 2,200 mm')).toBeVisible();
  await form.getByLabel('Height (mm)').fill('600');
  await form.getByLabel('Material').selectOption({ label: 'stainless 316' });
  await form.getByLabel('IK rating').selectOption('IK10');
  await form.getByLabel('Lock').selectOption({ label: 'key' });
  await form.getByLabel('Viewing window in the door').check();
  await form.getByLabel('Quantity').fill('2');

  // A window in an IK10 door cannot be built: said beside the window, the form kept.
  await form.getByRole('button', { name: 'Add this enclosure to my quote' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}#configure$`));
  await expect(form.getByText(/A viewing window is rated IK08 at most/)).toBeVisible();
  await expect(form.getByLabel('Material')).toHaveValue('stainless-316');
  await expect(form.getByLabel('Quantity')).toHaveValue('2');
  await form.getByLabel('IK rating').selectOption('IK08');

  // The link fills the form in: a plain GET of the same form.
  await form.getByRole('button', { name: 'Make a link to this configuration' }).click();
  await expect(page).toHaveURL(/\?height=600&width=400&.*ik=IK08.*#configure$/);
  const shared = page.url();
  await page.goto(PAGE);
  await page.goto(shared);
  await expect(form.getByLabel('IK rating')).toHaveValue('IK08');
  await expect(form.getByLabel('Viewing window in the door')).toBeChecked();

  // The drawing goes with the line (a browser keeps no file across pages: chosen here, last).
  await form.getByLabel('Drawing or sketch').setInputFiles({
    name: 'kiosk-GA.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('Kiosk GA drawing'),
  });
  await form.getByRole('button', { name: 'Add this enclosure to my quote' }).click();
  await expect(page).toHaveURL(/\/quote\?added=/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Customised Enclosures is in your quote.' }),
  ).toBeVisible();
  const basket = page.getByRole('form', { name: 'Products in your quote' });
  await expect(basket.getByRole('listitem')).toContainText(WORDS);
  await expect(basket.getByRole('link', { name: 'Change this configuration' })).toHaveAttribute(
    'href',
    /^\/products\/enclosures\/customised\?height=600&.*#configure$/,
  );
  await expect(
    basket.getByRole('button', { name: 'Remove the drawing kiosk-GA.pdf' }),
  ).toBeVisible();
  await expect(
    page.getByText('Your request carries the drawing kiosk-GA.pdf from your configured enclosure.'),
  ).toBeVisible();

  const email = `configured.${Date.now()}@buyer.example`;
  await page.getByLabel('Your name').fill('Ngozi Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('0803 555 0199');
  await page.getByLabel('State or delivery location').fill('Onne, Rivers State');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
    /reference Q-20\d\d-\d{5}/,
  );

  // The CMS is staff's, and needs JavaScript.
  const staff = await signedInContext(browser, playwright, baseURL ?? '');
  const cms = await staff.newPage();
  await cms.goto(`/cms/enquiries?q=${encodeURIComponent(email)}`);
  await cms.getByRole('link', { name: 'Ngozi Okafor' }).first().click();
  const detail = cms.getByRole('region', { name: /Quote request from Ngozi Okafor/ });
  const table = detail.getByRole('table', { name: 'Products requested' });
  await expect(table).toContainText(WORDS);
  await expect(table.getByRole('link', { name: 'Customised Enclosures' })).toHaveAttribute(
    'href',
    /\?height=600&.*#configure$/,
  );
  const download = await cms.request.get(
    (await detail.getByRole('link', { name: 'Download the attachment' }).getAttribute('href')) ??
      '',
  );
  expect(download.status()).toBe(200);
  expect((await download.body()).toString('latin1')).toContain('Kiosk GA drawing');
  await staff.close();
});

test('at 320 px, nothing of the form is off-screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(`${PAGE}?mounting=pole&height=1200#configure`);
  await checkLayout(page, { width: 320 });
});
