import { useState, type FormEvent, type ReactNode } from 'react';
import { apiJson } from '../api';
import { btn } from '../styles';
import { TitledCard } from '../titled-card';
import { PlainField } from './plain-field';

/** Posts an account form to the auth API; keeps the per-field errors of the last answer. */
export function useAccountRequest() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const send = async (path: string, body: Record<string, string>) => {
    setBusy(true);
    const result = await apiJson('POST', path, body);
    setBusy(false);
    setErrors(result.ok ? {} : (result.error.fields ?? {}));
    return result;
  };
  return { errors, busy, send };
}

/** The value of a text input of a submitted form. */
export const formText = (form: FormData, name: string) => String(form.get(name) ?? '');

/** An account form in its card: the fields, then Submit (busy while it is sent) and Close. */
export function AccountForm({
  id,
  title,
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  onClose,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (form: HTMLFormElement) => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <TitledCard headingId={`${id}-title`} title={title}>
      <form
        noValidate
        onSubmit={(e: FormEvent<HTMLFormElement>) => {
          e.preventDefault();
          onSubmit(e.currentTarget);
        }}
        className="max-w-md space-y-4"
      >
        {children}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={btn.primary} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
          {onClose && (
            <button type="button" className={btn.secondary} onClick={onClose}>
              Close
            </button>
          )}
        </div>
      </form>
    </TitledCard>
  );
}

/** A new password's input, with the rule the API checks. */
export function NewPasswordField({
  id,
  name,
  label,
  error,
}: {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
}) {
  return (
    <PlainField
      id={id}
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      hint="At least 12 characters."
      error={error}
    />
  );
}
