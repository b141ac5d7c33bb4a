import { useRef, useState, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import type { z } from 'zod';
import { checkInBrowser } from '~/forms';

/**
 * A form's schema, fetched when the form is first used: zod is the biggest library a public
 * page would otherwise load up front (docs/performance.md, First-load JavaScript).
 */
export type SchemaLoader = () => Promise<z.ZodType>;

/**
 * Checks a form with its schema before it is sent; on failure shows the messages and moves
 * focus to the first field that needs attention. The server checks again either way. The
 * schema starts loading when a field gets focus; a form sent before it has arrived waits for
 * it, then is checked and sent the same way.
 */
export function useCheckedSubmit(load: SchemaLoader, serverFields?: Record<string, string>) {
  const [local, setLocal] = useState<Record<string, string> | undefined>();
  const schema = useRef<z.ZodType | undefined>(undefined);
  const loading = useRef<Promise<z.ZodType> | undefined>(undefined);
  const submit = useSubmit();
  const prepare = () => {
    loading.current ??= load().then((loaded) => (schema.current = loaded));
    return loading.current;
  };
  const check = (loaded: z.ZodType, form: HTMLFormElement) => {
    const errors = checkInBrowser(loaded, form);
    setLocal(errors);
    if (errors) {
      const first = Object.keys(errors)[0];
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
    return errors === undefined;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (schema.current) {
      if (!check(schema.current, form)) event.preventDefault();
      return;
    }
    event.preventDefault();
    // Without the rules (offline, say) the server's check is the one that counts.
    void prepare().then(
      async (loaded) => {
        if (check(loaded, form)) await submit(form);
      },
      () => submit(form),
    );
  };
  return {
    errors: local ?? serverFields ?? {},
    onSubmit,
    onFocus: () => void prepare().catch(() => undefined),
    reset: () => setLocal(undefined),
  };
}
