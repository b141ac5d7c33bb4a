/**
 * The look-up of Settings → Personal data → Find a person's data (issue 32): the address in the
 * page's query, checked as the API checks it, and the findings, recorded as the super admin's
 * look-up in the activity log (without the address).
 */
import type { AppLoadContext } from 'react-router';
import { personQuerySchema, type Findings } from '../../schemas/personal-data';
import { actorOf } from '../../server/services/shared/audit-log';

export interface PersonLookup {
  email: string;
  error: string | undefined;
  findings: Findings | null;
}

export async function personLookup(
  context: AppLoadContext,
  user: { id: string; username: string },
  asked: string | null,
): Promise<PersonLookup> {
  if (asked === null) return { email: '', error: undefined, findings: null };
  const parsed = personQuerySchema.safeParse({ email: asked });
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address';
    return { email: asked, error, findings: null };
  }
  const findings = await context.services.personalData.find(
    parsed.data.email,
    actorOf(user, context.clientIp),
  );
  return { email: parsed.data.email, error: undefined, findings };
}
