import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { checkInBrowser } from '~/forms';

/**
 * Checks a form with its schema before it is sent; on failure shows the messages and moves
 * focus to the first field that needs attention. The server checks again either way.
 */
export function useCheckedSubmit(schema: z.ZodType, serverFields?: Record<string, string>) {
  const [local, setLocal] = useState<Record<string, string> | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const errors = checkInBrowser(schema, event.currentTarget);
    setLocal(errors);
    if (errors) {
      event.preventDefault();
      const first = Object.keys(errors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  };
  return { errors: local ?? serverFields ?? {}, onSubmit, reset: () => setLocal(undefined) };
}
