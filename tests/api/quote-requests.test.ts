/**
 * Requests for quote for several products (issue 16): the basket kept on the server, one
 * enquiry with its lines and a Q- reference, e-mailed to the company and to the buyer through
 * a real SMTP server, shown and exported with its lines, and bad input changing nothing.
 */
import { describe, expect, it } from 'vitest';
import { mailingApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';
import { clientAddresses } from '../helpers/visitors';

const ctx = mailingApp();

const nextIp = clientAddresses('10.30');
const staff = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  ctx.app.fastify.inject({ method, url, headers: bearer(ctx.sup), payload });
const send = (payload: object, ip = nextIp()) =>
  ctx.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/quote-requests',
    payload,
    remoteAddress: ip,
  });

interface Product {
  id: string;
  name: string;
  url: string;
}
async function products(family: string): Promise<Product[]> {
  const res = await ctx.app.fastify.inject({
    method: 'GET',
    url: `/api/v1/catalogue/products?family=${family}`,
  });
  return (res.json() as { products: Product[] }).products;
}

const buyer = {
  name: 'Chinedu Eze',
  company: 'Delta Gas Processing Ltd',
  email: 'chinedu@buyer.example',
  phone: '0803 555 0101',
  location: 'Warri, Delta State',
  message: 'For the new compressor skid.',
};

/** Waits until no notification is still being sent: the app closes after the last test. */
const deliveriesSettled = () =>
  expect
    .poll(
      async () =>
        (await staff('GET', '/api/v1/enquiries?type=quote&q=buyer.example'))
          .json()
          .enquiries.filter(
            (e: { emailDelivery: { status: string } }) => e.emailDelivery.status === 'pending',
          ).length,
    )
    .toBe(0);

const enquiryCount = async () =>
  (await staff('GET', '/api/v1/enquiries?type=quote')).json().total as number;

describe('a request for quote for several products', () => {
  it('is one enquiry with its lines and a reference, e-mailed to the company and the buyer', async () => {
    const [gasket, other] = await products('gaskets');
    if (!gasket || !other) throw new Error('The seed has gaskets');
    const before = ctx.smtp.inbox.length;
    const res = await send({
      ...buyer,
      items: [
        { productId: gasket.id, quantity: 40, note: 'DN50 PN40' },
        { productId: other.id, quantity: 12 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json() as { reference: string };
    expect(reference).toMatch(/^Q-20\d\d-\d{5}$/);

    const mails = (await ctx.smtp.waitFor(before + 2)).slice(before);
    const notice = mails.find((m) => m.to.includes('sales@company.example'));
    expect(notice?.subject).toBe(`Quote request ${reference} from Chinedu Eze`);
    expect(notice?.text).toContain(`40 × ${gasket.name} (DN50 PN40)`);
    expect(notice?.text).toContain(`12 × ${other.name}`);
    expect(notice?.text).toContain('State or delivery location: Warri, Delta State');
    const ack = mails.find((m) => m.to.includes('chinedu@buyer.example'));
    expect(ack?.subject).toContain(reference);
    expect(ack?.text).toContain(`40 × ${gasket.name} — http://localhost${gasket.url}`);
    // The summary names our products; the buyer's own words are not sent back out.
    expect(ack?.text).not.toContain('DN50 PN40');
    expect(ack?.text).not.toContain('compressor skid');

    const listed = (await staff('GET', '/api/v1/enquiries?type=quote')).json().enquiries[0];
    expect(listed).toMatchObject({
      type: 'quote',
      reference,
      status: 'new',
      items: [
        {
          productId: gasket.id,
          name: gasket.name,
          url: gasket.url,
          quantity: 40,
          note: 'DN50 PN40',
        },
        { productId: other.id, name: other.name, url: other.url, quantity: 12, note: '' },
      ],
    });

    const csv = await staff('GET', `/api/v1/enquiries.csv?q=${encodeURIComponent('Chinedu')}`);
    expect(csv.body.split('\r\n')[0]).toContain('Reference');
    expect(csv.body).toContain(reference);
    expect(csv.body).toContain(`40 × ${gasket.name} (DN50 PN40)`);
    await deliveriesSettled();
  });

  it('numbers each request after the last', async () => {
    const [gasket] = await products('gaskets');
    if (!gasket) throw new Error('The seed has gaskets');
    const first = (await send({ ...buyer, items: [{ productId: gasket.id, quantity: 1 }] })).json();
    const second = (
      await send({ ...buyer, items: [{ productId: gasket.id, quantity: 2 }] })
    ).json();
    const n = (r: { reference: string }) => Number(r.reference.slice(-5));
    expect(n(second)).toBe(n(first) + 1);
    await deliveriesSettled();
  });

  it('answers 400 with a message for each field and stores nothing', async () => {
    const [gasket] = await products('gaskets');
    if (!gasket) throw new Error('The seed has gaskets');
    const before = await enquiryCount();
    const cases: [object, string][] = [
      [{ ...buyer }, 'items'],
      [{ ...buyer, items: [] }, 'items'],
      [{ ...buyer, items: [{ productId: gasket.id, quantity: 0 }] }, 'items.0.quantity'],
      [{ ...buyer, items: [{ productId: gasket.id, quantity: 2.5 }] }, 'items.0.quantity'],
      [{ ...buyer, items: [{ productId: 'not-a-product', quantity: 1 }] }, 'items.0.productId'],
      [{ ...buyer, email: 'nobody', items: [{ productId: gasket.id, quantity: 1 }] }, 'email'],
      [{ ...buyer, location: '', items: [{ productId: gasket.id, quantity: 1 }] }, 'location'],
      [
        { ...buyer, neededBy: '2001-01-01', items: [{ productId: gasket.id, quantity: 1 }] },
        'neededBy',
      ],
      [
        {
          ...buyer,
          items: Array.from({ length: 51 }, () => ({ productId: gasket.id, quantity: 1 })),
        },
        'items',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBeTruthy();
    }
    // A product that is not in the catalogue (a well-formed id): nothing to quote.
    const unknown = await send({
      ...buyer,
      items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.items).toMatch(/Add at least one product/);
    expect(await enquiryCount()).toBe(before);
  });

  it('thanks a bot that fills the hidden field, and keeps nothing', async () => {
    const [gasket] = await products('gaskets');
    if (!gasket) throw new Error('The seed has gaskets');
    const before = await enquiryCount();
    const res = await send({
      ...buyer,
      website: 'http://spam.example',
      items: [{ productId: gasket.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(201);
    expect(await enquiryCount()).toBe(before);
  });
});

describe('handling a request in the inbox', () => {
  it('takes a status, an assignee and notes; refuses someone who is not staff', async () => {
    const [gasket] = await products('gaskets');
    if (!gasket) throw new Error('The seed has gaskets');
    await send({ ...buyer, items: [{ productId: gasket.id, quantity: 3 }] });
    const listed = (await staff('GET', '/api/v1/enquiries?type=quote')).json().enquiries[0];
    const users = (await staff('GET', '/api/v1/auth/users')).json() as { _id: string }[];
    const me = users[0]?._id;
    const res = await staff('PATCH', `/api/v1/enquiries/${listed._id}`, {
      status: 'quoted',
      assignedTo: me,
      notes: 'Priced at list less 10%; sent to procurement.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enquiry).toMatchObject({
      status: 'quoted',
      assignedTo: me,
      notes: 'Priced at list less 10%; sent to procurement.',
    });
    // "done", the old name of "closed", still works for older clients.
    const closed = await staff('PATCH', `/api/v1/enquiries/${listed._id}`, { status: 'done' });
    expect(closed.json().enquiry.status).toBe('closed');
    const stranger = await staff('PATCH', `/api/v1/enquiries/${listed._id}`, {
      assignedTo: '00000000-0000-4000-8000-000000000000',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fields.assignedTo).toBe('Choose someone from the list');
    const nothing = await staff('PATCH', `/api/v1/enquiries/${listed._id}`, {});
    expect(nothing.statusCode).toBe(400);
    await deliveriesSettled();
  });
});

describe('the basket', () => {
  it('keeps lines by token, changes one rather than doubling it, and empties once sent', async () => {
    const { quotes } = ctx.app.services;
    const [a, b] = await products('gaskets');
    if (!a || !b) throw new Error('The seed has gaskets');
    const added = await quotes.add(undefined, { productId: a.id, quantity: '2' });
    if (!added.ok) throw new Error(JSON.stringify(added.fields));
    const token = added.token;
    await quotes.add(token, { productId: b.id, quantity: '5', note: 'Spiral wound, 4 inch' });
    // Sending the same form again (a reload) changes the line; it does not add another.
    await quotes.add(token, { productId: a.id, quantity: '3' });
    expect((await quotes.basket(token)).map((l) => [l.name, l.quantity, l.note])).toEqual([
      [a.name, 3, ''],
      [b.name, 5, 'Spiral wound, 4 inch'],
    ]);
    expect(await quotes.count(token)).toBe(2);
    // Another visitor, or a forged token, sees an empty basket.
    expect(await quotes.basket(undefined)).toEqual([]);
    expect(await quotes.basket('x'.repeat(43))).toEqual([]);

    const refused = await quotes.setQuantities(token, { [a.id]: '0' });
    expect(refused).toEqual({ ok: false, fields: { [`quantity-${a.id}`]: expect.any(String) } });
    expect((await quotes.basket(token))[0]?.quantity).toBe(3);
    await quotes.setQuantities(token, { [a.id]: '7' });
    await quotes.remove(token, b.id);
    expect((await quotes.basket(token)).map((l) => [l.name, l.quantity])).toEqual([[a.name, 7]]);

    const sent = await quotes.submit(token, buyer, nextIp(), {
      bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'),
      filename: 'single-line-diagram.pdf',
    });
    expect(sent).toMatchObject({ ok: true, reference: expect.stringMatching(/^Q-/) });
    expect(await quotes.basket(token)).toEqual([]);
    const stored = (await staff('GET', '/api/v1/enquiries?type=quote')).json().enquiries[0];
    expect(stored).toMatchObject({ hasCv: true, items: [{ name: a.name, quantity: 7 }] });
    const file = await staff('GET', `/api/v1/enquiries/${stored._id}/cv`);
    expect(file.headers['content-type']).toBe('application/pdf');
    await deliveriesSettled();
  });

  it('refuses an attachment that is not what it says, and keeps the basket', async () => {
    const { quotes } = ctx.app.services;
    const [a] = await products('gaskets');
    if (!a) throw new Error('The seed has gaskets');
    const added = await quotes.add(undefined, { productId: a.id, quantity: '1' });
    if (!added.ok) throw new Error('not added');
    const before = await enquiryCount();
    const html = await quotes.submit(added.token, buyer, nextIp(), {
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      filename: 'drawing.pdf',
    });
    expect(html).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { attachment: 'Attach a PDF or an image (PNG, JPEG or WebP)' },
    });
    const big = await quotes.submit(added.token, buyer, nextIp(), {
      bytes: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]),
      filename: 'huge.pdf',
    });
    expect(big).toMatchObject({
      ok: false,
      fields: { attachment: 'Attach a file of at most 10 MB' },
    });
    expect(await enquiryCount()).toBe(before);
    expect(await quotes.count(added.token)).toBe(1);
  });

  it('refuses a product that is not shown, and bad quantities', async () => {
    const { quotes } = ctx.app.services;
    expect(await quotes.add(undefined, { productId: 'nope', quantity: '1' })).toMatchObject({
      ok: false,
      fields: { productId: expect.any(String) },
    });
    const [a] = await products('gaskets');
    if (!a) throw new Error('The seed has gaskets');
    for (const quantity of ['', '0', '-1', '1.5', '100001', 'ten'])
      expect(await quotes.add(undefined, { productId: a.id, quantity }), quantity).toMatchObject({
        ok: false,
        fields: { quantity: expect.any(String) },
      });
  });
});
