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

/** Words every sudo-mode route's description ends with (decision 0040), and its 403's schema. */
export const SUDO_NOTE =
  'Sudo mode: the session (cookie or bearer token) must have given its password within the last 10 minutes, at sign-in or with `POST /api/v1/auth/confirm-password`; otherwise 403 `password_required` and nothing changes. Confirm the password, then send the request again.';

/** The 403 of a sudo-mode route: `password_required`, or `forbidden` for the wrong account. */
export const sudoRefusal = {
  403: z
    .object({
      error: z.object({
        code: z.string(),
        message: z.string(),
        fields: z.record(z.string(), z.string()).optional(),
      }),
    })
    .describe(
      '`password_required`: give the password again (POST /api/v1/auth/confirm-password) and retry; `forbidden`: this account may not do it',
    ),
};

/** A sudo-mode route's description: its own, then SUDO_NOTE. */
export function sudoDescribed<S extends { description?: string }>(
  schema: S,
): S & { description: string } {
  return {
    ...schema,
    description: schema.description ? `${schema.description} ${SUDO_NOTE}` : SUDO_NOTE,
  };
}

/**
 * A sudo-mode route's schema: its description says so, and its 403 is described. (A route that
 * streams a file has no response schemas, which would type its reply: `sudoDescribed` for it.)
 */
export function sudo<S extends { description?: string; response: Record<number, z.ZodType> }>(
  schema: S,
): S & { description: string; response: S['response'] & typeof sudoRefusal } {
  return {
    ...sudoDescribed(schema),
    response: { ...schema.response, ...sudoRefusal },
  };
}
