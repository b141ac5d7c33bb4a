/**
 * The two refusals most API tests check: a staff-only address answers 401 to someone signed
 * out, and a query the API cannot answer is a 400 that names each field at fault.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { requestAs, type Method, type TestApp } from './test-app';

/** Each request, sent by someone signed out, answers 401. */
export async function expectSignInRequired(
  app: TestApp,
  requests: ReadonlyArray<readonly [Method, string]>,
): Promise<void> {
  for (const [method, url] of requests) {
    const res = await requestAs(app, null, method, url);
    expect(res.statusCode, `${method} ${url}`).toBe(401);
  }
}

/**
 * Each query, sent by `send`, answers 400 with a message on its field: the cases are pairs of
 * the query and the field it gets wrong.
 */
export async function expectFieldRefusals(
  cases: ReadonlyArray<readonly [query: string, field: string]>,
  send: (query: string) => Promise<LightMyRequestResponse>,
): Promise<void> {
  for (const [query, field] of cases) {
    const res = await send(query);
    expect(res.statusCode, query).toBe(400);
    expect(Object.keys(res.json().error?.fields ?? {}), query).toContain(field);
  }
}
