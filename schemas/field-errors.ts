import type { z } from 'zod';

/**
 * Per-field messages from a failed parse, keyed by field name, first message wins. Apart from
 * the schemas (and re-exported by schemas/enquiry.ts) so the browser's form check can hold it
 * without loading zod before a form is used.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}
