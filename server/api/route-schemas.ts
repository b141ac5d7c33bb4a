/**
 * Route schemas that many routes share, declared once so that every route words its refusal and
 * its answer alike.
 */
import { z } from 'zod';

/** A record, account or enquiry named by its id in the address. */
export const idParams = z.object({ id: z.uuid({ error: 'Must be a valid id (a UUID)' }) });

/** A public form's JSON body: any object, checked by the service, which names each field's fault. */
export const formBody = z.record(z.string(), z.unknown());

/** The answer of a write that has nothing to tell but that it was done. */
export const okSchema = z.object({ ok: z.literal(true) });

/** Answers `okSchema`'s `{ ok: true }` once `work` is done; its failure is the route's. */
export async function okAfter(work: Promise<unknown>): Promise<{ ok: true }> {
  await work;
  return { ok: true };
}

/**
 * The schema of a write on the record its address names that answers only `{ ok: true }` (end a
 * session, delete an account or a record): one place for the id's refusal and the answer.
 */
export function okOnIdSchema(tags: string[], summary: string, description?: string) {
  return {
    tags,
    summary,
    ...(description === undefined ? {} : { description }),
    params: idParams,
    response: { 200: okSchema },
  };
}

/**
 * The schema of a change to your own account that first checks something only you know (your
 * password, a code) and answers only `{ ok: true }`. A wrong one is throttled like a failed
 * sign-in, and every such route says so in the same words.
 */
export function okAfterCheckSchema<B extends z.ZodType>(summary: string, wrong: string, body: B) {
  return {
    tags: ['auth'],
    summary,
    description: `A wrong ${wrong} counts like a failed sign-in of your account from your address: after a few, 429 \`too_many_attempts\` with Retry-After, growing waits.`,
    body,
    response: { 200: okSchema },
  };
}
