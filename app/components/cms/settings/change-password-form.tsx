import { useState, type FormEvent } from 'react';
import { useAnnounce } from '../announcer';
import { apiJson } from '../api';
import { btn, card } from '../styles';
import { PlainField } from './plain-field';

/**
 * Changes a password: your own (with your current one), or, for the super admin, another
 * account's (confirmed with the super admin's own current password).
 */
export function ChangePasswordForm({
  username,
  self,
  onDone,
}: {
  /** Whose password; the signed-in user's own when it is theirs. */
  username: string;
  self: boolean;
  onDone?: () => void;
}) {
  const announce = useAnnounce();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = `password-${username.replace(/[^a-z0-9]/gi, '-')}`;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    setBusy(true);
    const result = await apiJson('POST', '/auth/change-password', {
      ...(self ? {} : { username }),
      currentPassword: String(form.get('currentPassword') ?? ''),
      newPassword: String(form.get('newPassword') ?? ''),
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.error.fields ?? {});
      announce(`The password was not changed: ${result.error.message}`, 'error');
      return;
    }
    setErrors({});
    formEl.reset();
    announce(self ? 'Your password was changed.' : `The password of ${username} was changed.`);
    onDone?.();
  };

  const title = self ? 'Change your password' : `Change the password of ${username}`;
  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold text-brand-900">
        {title}
      </h2>
      <form noValidate onSubmit={submit} className="max-w-md space-y-4">
        <PlainField
          id={`${id}-current`}
          name="currentPassword"
          label={self ? 'Current password' : 'Your own current password (super admin)'}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
          autoFocus={!self}
        />
        <PlainField
          id={`${id}-new`}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters."
          error={errors.newPassword}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={btn.primary} disabled={busy}>
            {busy ? 'Saving…' : 'Change password'}
          </button>
          {onDone && (
            <button type="button" className={btn.secondary} onClick={onDone}>
              Close
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
