/**
 * The sign-in limit is one count for every instance (docs/decisions/0028): two apps on two
 * connection pools of one database stand for two instances behind a load balancer. On PGlite
 * both apps share the one database, which is all one process can do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { twoInstances } from '../helpers/two-instances';
import { rateRules } from '../../server/services/shared/rate-limiter';

let instances: readonly App[] = [];
let close: () => Promise<void>;

beforeAll(async () => {
  const made = await twoInstances();
  instances = made.apps;
  close = made.close;
});
afterAll(() => close());

/**
 * A sign-in with its fields left empty: counted like any other (before the body is read) and
 * answered 400 without a password check, whose deliberate cost would only slow the test down.
 */
const signIn = (app: App, remoteAddress: string) =>
  app.fastify.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: '', password: '' },
    remoteAddress,
  });

describe('the sign-in limit across instances', () => {
  it('refuses at the same total when one address’s attempts alternate between two instances', async () => {
    const { limit } = rateRules.signIn;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) {
      const app = instances[i % 2];
      if (!app) throw new Error('two instances expected');
      statuses.push((await signIn(app, '10.28.0.1')).statusCode);
    }
    expect(statuses.slice(0, limit).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429]);

    // Either instance answers the refusal alike: the API's error shape, and when to come back.
    for (const app of instances) {
      const refused = await signIn(app, '10.28.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: expect.stringMatching(
            /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
          ),
        },
      });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    }
  });

  it('counts each address on its own', async () => {
    const res = await signIn(instances[1] as App, '10.28.0.2');
    expect(res.statusCode).toBe(400);
  });
});
