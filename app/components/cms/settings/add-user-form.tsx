import { useState, type FormEvent } from 'react';
import { useAnnounce } from '../announcer';
import { apiJson } from '../api';
import { btn, card } from '../styles';
import { PlainField } from './plain-field';

/** Mode 2 of Settings: a new admin account (username, password, Submit). */
export function AddUserForm({ onAdded, onClose }: { onAdded: () => void; onClose: () => void }) {
  const announce = useAnnounce();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    const result = await apiJson('POST', '/auth/register', {
      username: String(form.get('username') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.error.fields ?? {});
      announce('Error creating new user', 'error');
      return;
    }
    announce('New user added successfully.');
    onAdded();
  };

  return (
    <section aria-labelledby="add-user-title" className={card}>
      <h2 id="add-user-title" className="mb-4 text-xl font-bold text-brand-900">
        Add new user
      </h2>
      <form noValidate onSubmit={submit} className="max-w-md space-y-4">
        <PlainField
          id="new-user-username"
          name="username"
          label="Username"
          autoComplete="off"
          hint="3 to 40 letters, digits, dots, dashes or underscores."
          error={errors.username}
          autoFocus
        />
        <PlainField
          id="new-user-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters."
          error={errors.password}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={btn.primary} disabled={busy}>
            {busy ? 'Adding…' : 'Submit'}
          </button>
          <button type="button" className={btn.secondary} onClick={onClose}>
            Close
          </button>
        </div>
      </form>
    </section>
  );
}
