import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGE_MS } from './announcer';
import { apiJson } from './api';
import { btn, input } from './styles';
import { useHydrated } from '../ui/use-hydrated';

/**
 * Sign In (the client's CMS spec): username (focused on open), password, Submit. Any failure reads
 * "Incorrect credentials" for 5 seconds; too many attempts show the server's wait message. With
 * two-factor sign-in on, a second step asks for the authenticator code (or a recovery code). The
 * session lives only in the HttpOnly cookie: the token in the answer is never kept by the page.
 */
export function SignInForm({ to, logoText }: { to: string; logoText: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** The second step: the password was right, the account wants a code. */
  const [second, setSecond] = useState<{ username: string; password: string } | undefined>();
  const [useRecovery, setUseRecovery] = useState(false);
  // Until the page runs, submitting would post the form nowhere useful.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(''), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError('');
    const credentials = second ?? {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    const code = String(form.get('code') ?? '').trim();
    const result = await apiJson('POST', '/auth/login', {
      ...credentials,
      ...(second ? (useRecovery ? { recoveryCode: code } : { totp: code }) : {}),
    });
    setBusy(false);
    if (result.ok) {
      navigate(to, { replace: true });
      return;
    }
    if (result.error.code === 'totp_required') {
      setSecond(credentials);
      return;
    }
    if (second && result.status === 401) {
      setError(result.error.message);
      return;
    }
    if (second && result.status === 400) {
      setError(Object.values(result.error.fields ?? {})[0] ?? result.error.message);
      return;
    }
    setError(result.status === 429 ? result.error.message : 'Incorrect credentials');
  };

  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10"
    >
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center">
          <Link to="/" className="text-xl font-extrabold tracking-wider text-brand-900">
            {logoText}
            <span className="sr-only">, public site</span>
          </Link>
        </p>
        <form
          method="post"
          noValidate
          onSubmit={submit}
          aria-labelledby="sign-in-title"
          className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h1 id="sign-in-title" className="mb-6 text-2xl font-bold text-brand-900">
            Sign In
          </h1>
          {second ? (
            <div className="space-y-4">
              <p className="text-slate-700">
                {useRecovery
                  ? 'Enter one of your recovery codes. Each works once.'
                  : 'Enter the 6-digit code your authenticator app shows for this site.'}
              </p>
              <SignInField
                key={useRecovery ? 'recovery' : 'totp'}
                name="code"
                label={useRecovery ? 'Recovery code' : 'Authentication code'}
                autoComplete="one-time-code"
                inputMode={useRecovery ? 'text' : 'numeric'}
                autoFocus
                hasError={Boolean(error)}
              />
              <button
                type="button"
                className="text-sm font-semibold text-brand-700 underline"
                onClick={() => {
                  setUseRecovery(!useRecovery);
                  setError('');
                }}
              >
                {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
              </button>
            </div>
          ) : (
            <div className="space-y-4">
              <SignInField
                name="username"
                label="Username"
                autoComplete="username"
                autoFocus
                hasError={Boolean(error)}
              />
              <SignInField
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                hasError={Boolean(error)}
              />
            </div>
          )}
          <p
            id="sign-in-error"
            role="alert"
            className="mt-4 min-h-6 text-sm font-semibold text-red-700"
          >
            {error}
          </p>
          <button
            type="submit"
            className={`${btn.primary} mt-2 w-full`}
            disabled={busy || !hydrated}
          >
            {busy ? 'Signing in…' : second ? 'Verify' : 'Submit'}
          </button>
        </form>
      </div>
    </main>
  );
}

/** A labelled field of the sign-in form; the form's one error message describes it. */
function SignInField({
  name,
  label,
  hasError,
  ...rest
}: {
  name: string;
  label: string;
  hasError: boolean;
  type?: 'password';
  autoComplete: string;
  inputMode?: 'text' | 'numeric';
  autoFocus?: boolean;
}) {
  return (
    <div>
      <label htmlFor={name} className="mb-1 block font-semibold text-brand-900">
        {label}
      </label>
      <input
        id={name}
        name={name}
        // Usernames and codes are typed as they are: no capitals or corrections added.
        autoCapitalize="none"
        spellCheck={false}
        required
        className={input}
        aria-describedby={hasError ? 'sign-in-error' : undefined}
        {...rest}
      />
    </div>
  );
}
