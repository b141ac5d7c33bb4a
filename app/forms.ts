import type { z } from 'zod';
import { fieldErrors } from '../schemas/field-errors';

/** What a form action answers: the outcome, per-field messages, and what was typed. */
export interface FormResult {
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

/** The text fields of a submitted form (files are handled apart). */
export function formValues(data: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of data) if (typeof v === 'string') out[k] = v;
  return out;
}

/** Runs a form's schema in the browser before sending: the same rules the server applies. */
export function checkInBrowser(
  schema: z.ZodType,
  form: HTMLFormElement,
): Record<string, string> | undefined {
  const result = schema.safeParse(formValues(new FormData(form)));
  return result.success ? undefined : fieldErrors(result.error);
}
