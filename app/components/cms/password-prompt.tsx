import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiJson } from './api';
import { registerPasswordPrompt } from './password-prompt-registry';
import { PlainField } from './settings/plain-field';
import { btn } from './styles';

/**
 * Sudo mode's dialog (docs/decisions/0040): when an action answers 403 `password_required`, it
 * asks for the password (native <dialog>: focus trapped, Escape cancels, focus returns after),
 * confirms it with POST /auth/confirm-password, and api.ts sends the action once more. A wrong
 * password is said beside the field. Rendered once, by the CMS layout.
 */
export function PasswordPrompt() {
  const ref = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement | null>(null);
  const resolver = useRef<((given: boolean) => void) | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(
    () =>
      registerPasswordPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            resolver.current = resolve;
            setError('');
            setOpen(true);
          }),
      ),
    [],
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      field.current = dialog.querySelector('input');
      field.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const finish = (given: boolean) => {
    setOpen(false);
    const resolve = resolver.current;
    resolver.current = undefined;
    resolve?.(given);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    setBusy(true);
    const result = await apiJson('POST', '/auth/confirm-password', { password });
    setBusy(false);
    if (result.ok) {
      finish(true);
      return;
    }
    setError(result.error.fields?.password ?? result.error.message);
    field.current?.focus();
    field.current?.select();
  };

  return (
    // Empty and unnamed while closed: a screen's own "password" fields stay the only ones there.
    <dialog
      ref={ref}
      aria-labelledby={open ? `${id}-title` : undefined}
      aria-describedby={open ? `${id}-message` : undefined}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg p-6 shadow-xl backdrop:bg-brand-950/50"
      onCancel={(e) => {
        e.preventDefault();
        finish(false);
      }}
    >
      {open && (
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
            Enter your password again
          </h2>
          <p id={`${id}-message`} className="text-slate-700">
            Enter your password again to continue. Actions that could lock someone out or take data
            away ask for it when it was last given more than 10 minutes ago.
          </p>
          <PlainField
            id={`${id}-password`}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={error}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={btn.secondary} onClick={() => finish(false)}>
              Cancel
            </button>
            <button type="submit" className={btn.primary} disabled={busy}>
              Continue
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
