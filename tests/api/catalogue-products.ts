/**
 * The catalogue's products over the API, for the tests that list and create them
 * (tests/api/catalogue-*.test.ts, product-records.test.ts): every product the list answers,
 * page by page, and a product created as an editor creates it.
 */
import { expect } from 'vitest';
import { requestAs, type Session, type TestApp } from '../helpers/test-app';

/**
 * Every product the list answers for `query`, following its cursors: the shown ones as a
 * visitor gets them, or with `as` a session, hidden ones too, as the CMS gets them.
 */
export async function allProducts<P>(
  app: TestApp,
  { query = '', as = null }: { query?: string; as?: Session | null } = {},
): Promise<P[]> {
  const found: P[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    const res = await requestAs(app, as, 'GET', `/api/v1/catalogue/products?${params}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const body = res.json() as { products: P[]; nextCursor: string | null };
    expect(body.products.length).toBeLessThanOrEqual(100);
    found.push(...body.products);
    cursor = body.nextCursor;
  } while (cursor);
  return found;
}

/** Creates a product as `session` (201) and answers it as the API does. */
export async function createProduct<P>(app: TestApp, session: Session, fields: object): Promise<P> {
  const res = await requestAs(app, session, 'POST', '/api/v1/catalogue/products', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as P;
}
