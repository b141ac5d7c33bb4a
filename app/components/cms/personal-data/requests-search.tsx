import { Form } from 'react-router';
import { describedBy } from '../form/field-shell';
import { btn, card, input } from '../styles';

/** The address to look up: a GET form, so the page's address says who was looked up. */
export function RequestsSearch({ email, error }: { email: string; error?: string }) {
  const id = 'person-email';
  return (
    <Form method="get" className={`${card} mb-6`} role="search" aria-label="Find a person’s data">
      <label htmlFor={id} className="mb-1 block font-semibold text-brand-900">
        E-mail address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="email"
          type="email"
          defaultValue={email}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          className={`${input} sm:max-w-md`}
          {...describedBy(id, 'hint', error)}
        />
        <button type="submit" className={btn.primary}>
          Find
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        Any case; the address the person wrote to us from.
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </Form>
  );
}
