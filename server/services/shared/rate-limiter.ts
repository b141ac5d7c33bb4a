/**
 * Every per-client request limit of the site (sign-in, search, the public forms, the quote
 * basket's posts; docs/decisions/0028), counted in the database (rate-limits-repo) so every
 * instance shares them and their cost does not depend on how many clients are tracked.
 * `check` only reads: the request hook uses it to refuse a client that is already over a limit
 * before its body is read; `take` counts an action.
 */
import { rateLimitsRepo } from '../../repositories/accounts/rate-limits-repo';
import type { Db } from '../../db/client';
import { inBatches } from './in-batches';

export interface RateRule {
  /** Prefix of the key, so one client has one window per rule. */
  name: string;
  limit: number;
  windowMs: number;
}

export const rateRules = {
  /** Contact, quote and job applications: 5 per 10 minutes per client. */
  enquiry: { name: 'enquiry', limit: 5, windowMs: 10 * 60_000 },
  newsletter: { name: 'newsletter', limit: 5, windowMs: 10 * 60_000 },
  /**
   * Acknowledgements go to whatever address a visitor typed: at most 3 a day to one address and
   * 10 an hour from one client, so our mail server cannot be pointed at a stranger's inbox.
   */
  acknowledgementPerAddress: { name: 'ack-to', limit: 3, windowMs: 24 * 60 * 60_000 },
  acknowledgementPerClient: { name: 'ack-from', limit: 10, windowMs: 60 * 60_000 },
  /** Site searches the cache could not answer: 60 a minute per client. */
  search: { name: 'search', limit: 60, windowMs: 60_000 },
  /**
   * Sign-in attempts from one address, over all accounts: 30 a minute. The per (account, address)
   * pause of login-throttle-repo is what slows the guessing of one password.
   */
  signIn: { name: 'sign-in', limit: 30, windowMs: 60_000 },
  /** Any public POST (forms and API writes): a coarse stop for floods. */
  publicPost: { name: 'post', limit: 30, windowMs: 60_000 },
} satisfies Record<string, RateRule>;

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** New windows since the last sweep after which a sweep runs at once, not on the next tick. */
const SWEEP_AFTER_NEW_KEYS = 5_000;
const SWEEP_BATCH = 5_000;

// An address is at most 45 characters; a proxy could pass anything on, so keys stay bounded.
const keyOf = (rule: RateRule, client: string) => `${rule.name}:${client.slice(0, 100)}`;

function verdict(rule: RateRule, count: number, resetAt: Date, now: number): Verdict {
  if (count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((+resetAt - now) / 1000)) };
}

export function createRateLimiter(db: Db) {
  const repo = rateLimitsRepo(db);
  let newKeys = 0;
  let sweeping: Promise<number> | undefined;

  /** Deletes expired windows in bounded batches; one sweep at a time. */
  function sweep(now = new Date(), maxBatches = 20): Promise<number> {
    sweeping ??= (async () => {
      newKeys = 0;
      return inBatches(SWEEP_BATCH, maxBatches, () => repo.sweep(now, SWEEP_BATCH));
    })().finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  }

  return {
    /** Counts one action by `client`; refused once the window holds more than the limit. */
    async take(rule: RateRule, client: string, now = Date.now()): Promise<Verdict> {
      const row = await repo.take(keyOf(rule, client), rule.windowMs, new Date(now));
      if (row.created && ++newKeys >= SWEEP_AFTER_NEW_KEYS) void sweep().catch(() => undefined);
      return verdict(rule, row.count, row.resetAt, now);
    },

    /** Whether `client` may act once more, without counting anything. */
    async check(rule: RateRule, client: string, now = Date.now()): Promise<Verdict> {
      const row = await repo.peek(keyOf(rule, client), new Date(now));
      return row ? verdict(rule, row.count + 1, row.resetAt, now) : { allowed: true };
    },

    sweep,
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
