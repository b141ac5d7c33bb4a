/**
 * A configured enclosure in the quote (issue 53, point 3; docs/decisions/0053), on the database
 * of the run (PGlite, and PostgreSQL in the postgres project): the configurator's form on
 * Customised Enclosures as a browser without JavaScript posts it, to the basket and /quote, the
 * request for quote, the inbox's API, the company's e-mail through a real SMTP server and the
 * CSV, all saying the configuration in the same words; bad values and impossible combinations
 * refused beside their fields with nothing added; a shared address filling the form in; the API's
 * check and a request for quote whose line carries a configuration; a drawing sent with the form,
 * checked by its bytes, kept with the basket and sent as the request's attachment.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer, visibleText, type PageRenderer } from '../helpers/pages';
import { mailingTo, startSmtp, type TestSmtp } from '../helpers/smtp';
import {
  bearer,
  createTestApp,
  signIn,
  SUPER_PASSWORD,
  type Session,
  type TestApp,
} from '../helpers/test-app';
import { clientAddresses } from '../helpers/visitors';
import { pdf } from '../helpers/pdf';
import { ORPHAN_GRACE_MS } from '../../server/services/personal-data/private-file-sweep';
import { BASKET_DAYS } from '../../schemas/quote';
import { form, patchSection, type FormValue } from './write-helpers';

const PAGE = '/products/enclosures/customised';
const WORDS =
  '600 × 400 × 200 mm, stainless 316, IP66, IK10, wall-mounted, 1 door, lock: key, RAL 7035, cable entry: bottom gland plate';

let smtp: TestSmtp;
let pages: PageRenderer;
let app: TestApp;
let sup: Session;
beforeAll(async () => {
  smtp = await startSmtp();
  pages = await pageRenderer();
  app = await createTestApp({ ssr: pages.ssr, services: { enquiries: await mailingTo(smtp.url) } });
  sup = await signIn(app, 'super_admin', SUPER_PASSWORD);
});
afterAll(async () => {
  await app?.close();
  await pages?.close();
  await smtp?.close();
});

const configuration = {
  height: '600',
  width: '400',
  depth: '200',
  material: 'stainless-316',
  ip: 'IP66',
  ik: 'IK10',
  mounting: 'wall',
  doors: '1',
  lock: 'key',
  colour: 'ral7035',
  cableEntry: 'bottom',
  glandPlate: 'yes',
  quantity: '3',
};

const nextIp = clientAddresses('10.53');

/** The configurator's form as a browser without JavaScript posts it. */
const postForm = (values: Record<string, string>, cookie = '') =>
  app.fastify.inject({
    method: 'POST',
    url: PAGE,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:80',
      ...(cookie && { cookie }),
    },
    payload: new URLSearchParams(values).toString(),
    remoteAddress: nextIp(),
  });
/** The same form with a file, as a browser sends it (multipart). */
const postWithFile = (values: Record<string, FormValue>, cookie = '') => {
  const body = form(values);
  return app.fastify.inject({
    method: 'POST',
    url: PAGE,
    headers: { ...body.headers, origin: 'http://localhost:80', ...(cookie && { cookie }) },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
};
/** The /quote page's forms as a browser without JavaScript posts them. */
const postQuote = (cookie: string, values: Record<string, string>) =>
  app.fastify.inject({
    method: 'POST',
    url: '/quote',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:80',
      cookie,
    },
    payload: new URLSearchParams(values).toString(),
    remoteAddress: nextIp(),
  });
const get = (url: string, cookie = '') =>
  app.fastify.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const staff = (url: string) => app.fastify.inject({ method: 'GET', url, headers: bearer(sup) });
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).split(';')[0] ?? '';
/** The text beside a field: its error paragraph. */
const fieldMessage = (html: string, name: string) =>
  new RegExp(`id="configure-${name}-error"[^>]*>([^<]*)<`).exec(html)?.[1];

describe('the enclosure configurator', () => {
  it('is a plain form on Customised Enclosures, its limits beside the fields', async () => {
    const res = await get(PAGE);
    expect(res.statusCode).toBe(200);
    const form = /<form[^>]*action="#configure"[\s\S]*?<\/form>/.exec(res.body)?.[0] ?? '';
    for (const name of ['height', 'width', 'depth', 'material', 'quantity', 'colour', 'ip', 'ik'])
      expect(form, name).toContain(`name="${name}"`);
    expect(visibleText(form)).toContain('150 to 2,200 mm');
    expect(form).toContain('formMethod="get"');
    // Only the configurator's page has one.
    expect((await get('/products/enclosures/wall-mounted')).body).not.toContain('name="mounting"');
  });

  it('adds a line that carries its configuration, shown in words in the basket', async () => {
    const res = await postForm(configuration);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
    expect(res.headers.location).toMatch(/^\/quote\?added=[\w%~-]+$/);
    const cookie = cookieOf(res);
    const basket = await get(String(res.headers.location), cookie);
    const text = visibleText(basket.body);
    expect(text).toContain('Customised Enclosures is in your quote.');
    expect(text).toContain(WORDS);
    // The line links back to the configurator, filled in.
    expect(basket.body).toContain(
      `${PAGE}?height=600&amp;width=400&amp;depth=200&amp;material=stainless-316`,
    );
    // A second configuration is a second line; the same one again changes its line.
    await postForm({ ...configuration, depth: '250' }, cookie);
    await postForm({ ...configuration, quantity: '5' }, cookie);
    const lines = await app.services.quotes.basket(cookie.split('=')[1]);
    expect(lines.map((l) => [l.quantity, l.configuration?.depth])).toEqual([
      [5, 200],
      [3, 250],
    ]);
  });

  it('says on /quote what the editors wrote for it', async () => {
    const edited = await patchSection(app, sup, 'quote/page', {
      msgAdded: 'Added: {name}.',
      countOne: 'One item so far',
      msgRemoved: 'Line taken out.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await postForm(configuration);
    const cookie = cookieOf(res);
    const text = visibleText((await get(String(res.headers.location), cookie)).body);
    expect(text).toContain('Added: Customised Enclosures.');
    expect(text).toContain('One item so far');
    const key = decodeURIComponent(String(res.headers.location).split('=')[1] ?? '');
    const removed = await postQuote(cookie, { remove: key });
    expect(visibleText(removed.body)).toContain('Line taken out.');
    await patchSection(app, sup, 'quote/page', {
      msgAdded: '{name} is in your quote.',
      countOne: '1 product',
      msgRemoved: 'Removed.',
    });
  });

  it('refuses bad values with a message beside each field, the form filled in, nothing added', async () => {
    const res = await postForm({
      ...configuration,
      height: '0x10',
      width: '99999',
      material: 'titanium',
      colour: 'blue',
      quantity: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(fieldMessage(res.body, 'height')).toBe(
      'Enter a whole number, in digits (for example 600)',
    );
    expect(fieldMessage(res.body, 'width')).toBe('Enter a number from 150 to 1,600');
    expect(fieldMessage(res.body, 'material')).toBe('Choose one of the options');
    expect(fieldMessage(res.body, 'colour')).toBe('Enter a RAL Classic code, for example RAL 7035');
    expect(fieldMessage(res.body, 'quantity')).toBe('Enter a number');
    expect(res.body).toContain('value="0x10"');
    expect(res.body).toContain('value="blue"');
  });

  it('says beside the field what an impossible combination needs', async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [
        { mounting: 'pole', height: '1200' },
        'mounting',
        /^A pole bracket carries up to 800 × 600 × 300 mm/,
      ],
      [{ mounting: 'floor', height: '800' }, 'height', /at least 1,000 mm high/],
      [
        { mounting: 'wall', height: '300', depth: '400' },
        'depth',
        /depth cannot exceed the height/,
      ],
      [{ window: 'yes', ip: 'IP68', ik: 'IK08' }, 'window', /cannot keep IP68/],
      [{ window: 'yes', ik: 'IK10' }, 'window', /rated IK08 at most/],
      [{ window: 'yes', doors: '0' }, 'window', /sits in a door/],
      [
        { ip: 'IP68', height: '1800', mounting: 'floor' },
        'ip',
        /IP68 is for enclosures up to 800 mm/,
      ],
      [{ doors: '2', width: '400' }, 'doors', /at least 300 mm of the width/],
    ];
    for (const [change, field, message] of cases) {
      const res = await postForm({ ...configuration, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(fieldMessage(res.body, field), JSON.stringify(change)).toMatch(message);
    }
  });

  it('fills the form in from a shared address, unticked boxes as they were', async () => {
    const query = new URLSearchParams({ ...configuration, glandPlate: 'no', height: '700' });
    const res = await get(`${PAGE}?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/name="height"[^>]*value="700"|value="700"[^>]*name="height"/);
    expect(res.body).toMatch(/<option value="stainless-316" selected="">/);
    expect(res.body).not.toMatch(/name="glandPlate" value="yes" checked/);
  });
});

describe('a configured enclosure in a request for quote', () => {
  it('reaches the inbox, the company’s e-mail and the CSV in the same words', async () => {
    const added = await postForm({ ...configuration, drawing: 'yes', note: 'Pump house' });
    const cookie = cookieOf(added);
    const before = smtp.inbox.length;
    const email = `configured.${Date.now()}@buyer.example`;
    const sent = await postQuote(cookie, {
      intent: 'send',
      name: 'Ngozi Okafor',
      email,
      phone: '0803 555 0199',
      location: 'Onne, Rivers State',
    });
    expect(sent.statusCode, visibleText(sent.body).slice(0, 400)).toBe(200);
    const reference = /reference (Q-\d{4}-\d{5})/.exec(visibleText(sent.body))?.[1];
    expect(reference).toBeDefined();
    const words = `${WORDS}, drawing to follow`;

    const notice = (await smtp.waitFor(before + 2))
      .slice(before)
      .find((m) => m.subject.startsWith(`Quote request ${reference}`));
    expect(notice?.text).toContain(`3 × Customised Enclosures: ${words} (Pump house)`);

    const [listed] = (await staff(`/api/v1/enquiries?q=${encodeURIComponent(email)}`)).json()
      .enquiries as {
      items: { configuration?: { text: string; height: number }; url: string }[];
    }[];
    expect(listed?.items[0]?.configuration).toMatchObject({
      text: words,
      height: 600,
      colour: 'RAL 7035',
    });
    expect(listed?.items[0]?.url).toMatch(
      /^\/products\/enclosures\/customised\?height=600&.*#configure$/,
    );

    const csv = await staff(`/api/v1/enquiries.csv?q=${encodeURIComponent(email)}`);
    expect(csv.body).toContain(`3 × Customised Enclosures: ${words} (Pump house)`);
  });

  it('is checked and described by the API, and sent as a line’s configuration', async () => {
    const [product] = (await get('/api/v1/catalogue/products?family=enclosures&limit=100'))
      .json()
      .products.filter((p: { url: string }) => p.url === PAGE) as { id: string }[];
    const check = (body: object) =>
      app.fastify.inject({
        method: 'POST',
        url: '/api/v1/enclosure-configurations',
        payload: body,
      });
    const ok = await check({ productId: product?.id, ...configuration });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ text: WORDS, quantity: 3 });

    const bad = await check({
      productId: product?.id,
      ...configuration,
      depth: 'deep',
      window: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      depth: 'Enter a whole number, in digits (for example 600)',
    });
    const combo = await check({ productId: product?.id, ...configuration, window: 'yes' });
    expect(combo.json().error.fields).toEqual({
      window: 'A viewing window is rated IK08 at most: choose IK08 or lower, or no window',
    });

    const line = { productId: product?.id, quantity: 2, configuration: ok.json().configuration };
    const buyer = {
      name: 'Ngozi Okafor',
      email: 'api@buyer.example',
      phone: '0803 555 0199',
      location: 'Lagos',
    };
    const request = (items: object[]) =>
      app.fastify.inject({
        method: 'POST',
        url: '/api/v1/quote-requests',
        payload: { ...buyer, items },
        remoteAddress: nextIp(),
      });
    const refused = await request([
      { ...line, configuration: { ...line.configuration, ik: 'IK11' } },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'items.0.configuration.ik': 'Choose one of the options',
    });
    const accepted = await request([line]);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [stored] = (await staff(`/api/v1/enquiries?q=api%40buyer.example`)).json().enquiries;
    expect(stored.items[0].configuration.text).toBe(WORDS);
    await expect
      .poll(() => smtp.inbox.some((m) => m.subject.includes(accepted.json().reference)))
      .toBe(true);
  });

  it('reads a stored line without a configuration, and refuses one on another product', async () => {
    const gasket = (await get('/api/v1/catalogue/products?family=gaskets')).json().products[0] as {
      id: string;
    };
    const configured = { productId: gasket.id, ...configuration };
    const res = await app.fastify.inject({
      method: 'POST',
      url: '/api/v1/enclosure-configurations',
      payload: configured,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.productId).toMatch(/Customised Enclosures page/);
    const plain = await app.services.quotes.add(undefined, { productId: gasket.id, quantity: '1' });
    expect(plain.ok && plain.key).toBe(gasket.id);
  });
});

describe('a configured enclosure’s drawing', () => {
  const drawing = {
    bytes: pdf('Pump house panel GA'),
    filename: 'pump-house GA.pdf',
    type: 'application/pdf',
  };
  const stored = async () => {
    const names: string[] = [];
    for await (const name of app.services.privateFiles.list()) names.push(name);
    return names;
  };
  const tokenOf = (cookie: string) => cookie.split('=')[1];
  const sendQuote = (cookie: string, email: string, extra: Record<string, FormValue> = {}) => {
    const body = form({
      intent: 'send',
      name: 'Emeka Obi',
      email,
      phone: '0803 555 0123',
      location: 'Port Harcourt',
      ...extra,
    });
    return app.fastify.inject({
      method: 'POST',
      url: '/quote',
      headers: { ...body.headers, origin: 'http://localhost:80', cookie },
      payload: body.payload,
      remoteAddress: nextIp(),
    });
  };

  it('is on the form as an optional file field that takes a PDF or an image', async () => {
    const page = (await get(PAGE)).body;
    const formHtml = /<form[^>]*action="#configure"[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
    expect(formHtml).toMatch(/enctype="multipart\/form-data"/i);
    expect(formHtml).toMatch(
      /type="file"[^>]*name="drawingFile"|name="drawingFile"[^>]*type="file"/,
    );
    expect(visibleText(formHtml)).toContain('Drawing or sketch (optional)');
    expect(visibleText(formHtml)).toContain(
      'A PDF or an image (PNG, JPEG or WebP) of at most 10 MB.',
    );
  });

  it('goes with the line to the basket, then to the request, the inbox and the company’s e-mail', async () => {
    const added = await postWithFile({ ...configuration, drawingFile: drawing });
    expect(added.statusCode, visibleText(added.body).slice(0, 300)).toBe(303);
    const cookie = cookieOf(added);
    const quotePage = visibleText((await get('/quote', cookie)).body);
    expect(quotePage).toContain(`${WORDS}, drawing attached: pump-house GA.pdf`);
    expect(quotePage).toContain(
      'Your request carries the drawing pump-house GA.pdf from your configured enclosure.',
    );
    expect(quotePage).toContain('Remove the drawing');

    const before = smtp.inbox.length;
    const email = `drawing.${Date.now()}@buyer.example`;
    const sent = await sendQuote(cookie, email);
    expect(sent.statusCode, visibleText(sent.body).slice(0, 400)).toBe(200);
    const reference = /reference (Q-\d{4}-\d{5})/.exec(visibleText(sent.body))?.[1];
    const notice = (await smtp.waitFor(before + 2))
      .slice(before)
      .find((m) => m.subject.startsWith(`Quote request ${reference}`));
    expect(notice?.text).toContain(
      `3 × Customised Enclosures: ${WORDS}, drawing attached: pump-house GA.pdf`,
    );

    const [enquiry] = (await staff(`/api/v1/enquiries?q=${encodeURIComponent(email)}`)).json()
      .enquiries as { _id: string; cvName: string }[];
    const file = await staff(`/api/v1/enquiries/${enquiry?._id}/cv`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(drawing.bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    // The basket is gone; its drawing is the request's now, so the sweep keeps it a day on.
    expect(await app.services.quotes.basket(tokenOf(cookie))).toEqual([]);
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    await app.services.privateFileSweep.run(later);
    expect((await staff(`/api/v1/enquiries/${enquiry?._id}/cv`)).statusCode).toBe(200);
  });

  it('refuses a file that is not a PDF or an image beside the field, nothing added or stored', async () => {
    const files = await stored();
    const res = await postWithFile({
      ...configuration,
      drawingFile: { bytes: Buffer.from('MZ not a drawing'), filename: 'setup.exe' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(fieldMessage(res.body, 'drawingFile')).toBe(
      'Attach a PDF or an image (PNG, JPEG or WebP)',
    );
    expect(await stored()).toEqual(files);
  });

  it('is one per request: a drawing for another line is refused until the first is removed', async () => {
    const first = await postWithFile({ ...configuration, drawingFile: drawing });
    const cookie = cookieOf(first);
    const other = await postWithFile(
      { ...configuration, depth: '250', drawingFile: { ...drawing, filename: 'second.pdf' } },
      cookie,
    );
    expect(other.statusCode).toBe(400);
    expect(fieldMessage(other.body, 'drawingFile')).toContain(
      'Your quote already carries a drawing (pump-house GA.pdf) with another enclosure',
    );
    // The same line again replaces its drawing; the old file goes.
    const before = await stored();
    const again = await postWithFile(
      { ...configuration, drawingFile: { ...drawing, filename: 'revised.pdf' } },
      cookie,
    );
    expect(again.statusCode).toBe(303);
    const lines = await app.services.quotes.basket(tokenOf(cookie));
    expect(lines.map((l) => l.drawing)).toEqual(['revised.pdf']);
    expect((await stored()).length).toBe(before.length);

    // Remove the drawing: the line stays, the file goes, and another line may bring one.
    const removed = await postQuote(cookie, { removeDrawing: lines[0]?.key ?? '' });
    expect(removed.statusCode).toBe(200);
    expect((await app.services.quotes.basket(tokenOf(cookie))).map((l) => l.drawing)).toEqual([
      undefined,
    ]);
    expect((await stored()).length).toBe(before.length - 1);
    const second = await postWithFile(
      { ...configuration, depth: '250', drawingFile: { ...drawing, filename: 'second.pdf' } },
      cookie,
    );
    expect(second.statusCode).toBe(303);
  });

  it('is kept while its basket is, and swept once the basket is gone', async () => {
    const added = await postWithFile({ ...configuration, drawingFile: drawing });
    const token = tokenOf(cookieOf(added)) ?? '';
    const file = (await app.services.quotes.basket(token)).find((l) => l.drawing);
    expect(file).toBeDefined();
    const named = async () => (await stored()).length;
    const count = await named();
    // A day on, the basket still names it: kept.
    const dayLater = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    await app.services.privateFileSweep.run(dayLater);
    expect(await named()).toBe(count);
    // The basket past its days is swept; the next run takes its drawing.
    await app.database.db.execute(
      sql`update quote_baskets set updated_at = now() - make_interval(days => ${BASKET_DAYS + 1})`,
    );
    await app.services.quotes.sweep();
    await app.services.privateFileSweep.run(dayLater);
    expect(await named()).toBeLessThan(count);
    expect(await app.services.quotes.basket(token)).toEqual([]);
  });
});
